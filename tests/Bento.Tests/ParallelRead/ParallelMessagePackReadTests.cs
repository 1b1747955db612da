using System;
using System.Collections.Generic;
using Xunit;

namespace Bento.Tests.ParallelRead
{
    /// <summary>A unit in MessagePack's array layout, where elements are arrays of values and carry no member names.</summary>
    [BentoObject]
    public partial class ParallelKeyedUnit
    {
        [BentoKey(0)] public int Id { get; set; }
        [BentoKey(1)] public string Name { get; set; } = "";
        [BentoKey(2)] public List<int> Stats { get; set; } = new List<int>();
        [BentoKey(3)] public double Power { get; set; }
    }

    /// <summary>An array member followed by another, in the array layout: what comes after the first reads as its elements.</summary>
    [BentoObject]
    public partial class ParallelLists
    {
        [BentoKey(0)] public List<List<int>> Items { get; set; } = new List<List<int>>();
        [BentoKey(1)] public List<int> Extra { get; set; } = new List<int>();
        [BentoKey(2)] public List<List<int>> More { get; set; } = new List<List<int>>();
    }

    /// <summary>A node whose last member is a node: its child starts like an element of a list of nodes and ends where the next one starts.</summary>
    [BentoObject]
    public partial class ParallelNode
    {
        public int Id { get; set; }
        public string Name { get; set; } = "";
        public ParallelNode? Child { get; set; }

        [BentoIgnore]
        public int ReadOnThread { get; } = Environment.CurrentManagedThreadId;
    }

    /// <summary>
    /// Read four times more slowly on any thread but <see cref="FastThread"/> (the test's, which calls the read): about
    /// 10 µs an element there, 40 µs elsewhere, so that the calling thread gets to a part still reading even when pool
    /// threads start late; rejects negative levels like <see cref="ParallelChecked"/>.
    /// </summary>
    [BentoObject]
    public partial class ParallelSlowOnPool
    {
        private int _level;

        /// <summary>The managed thread id the setter is fast on (the test runner may itself run tests on pool threads).</summary>
        public static int FastThread { get; set; }

        public int Level
        {
            get => _level;
            set
            {
                long until = System.Diagnostics.Stopwatch.GetTimestamp() + (System.Diagnostics.Stopwatch.Frequency / (Environment.CurrentManagedThreadId == FastThread ? 100_000 : 25_000));
                while (System.Diagnostics.Stopwatch.GetTimestamp() < until)
                {
                }
                _level = value >= 0 ? value : throw new ArgumentOutOfRangeException(nameof(value), value, "Levels are not negative.");
            }
        }

        [BentoIgnore]
        public int ReadOnThread { get; } = Environment.CurrentManagedThreadId;
    }

    /// <summary>Slow elements in an array member followed by values that read as more of them (array layout).</summary>
    [BentoObject]
    public partial class ParallelSlowLists
    {
        [BentoKey(0)] public List<ParallelSlowOnPool> Items { get; set; } = new List<ParallelSlowOnPool>();
        [BentoKey(1)] public ParallelSlowOnPool? Next { get; set; }
        [BentoKey(2)] public ParallelSlowOnPool? After { get; set; }
    }

    /// <summary>
    /// BentoMessagePack.DeserializeParallel returns what BentoMessagePack.Deserialize returns, and fails where and as it
    /// fails, for any input: both layouts, every thread count, errors in every part (found by the skip or only by the
    /// decode), setters that throw, truncations and mutated documents.
    /// </summary>
    [Collection(ParallelReadCollection.Name)]
    public class ParallelMessagePackReadTests
    {
        private static readonly BentoParallelReadOptions[] s_splits = SplitReads.Splits;

        private static List<ParallelKeyedUnit> Keyed(int count, int seed)
        {
            var random = new Random(seed);
            var units = new List<ParallelKeyedUnit>();
            for (int i = 0; i < count; i++)
            {
                var unit = new ParallelKeyedUnit { Id = i, Name = "keyed " + i, Power = random.NextDouble() };
                for (int s = random.Next(5); s > 0; s--)
                    unit.Stats.Add(random.Next(-1000, 1000));
                units.Add(unit);
            }
            return units;
        }

        private static void AssertSame<T>(byte[] msgpack, BentoMessagePackOptions? options = null)
        {
            string expected = SplitReads.Outcome(() => BentoMessagePack.Deserialize<T>(msgpack, options));
            foreach (var split in s_splits)
                Assert.Equal(expected, SplitReads.Outcome(() => BentoMessagePack.DeserializeParallel<T>(msgpack, options, split)));
        }

        [Theory]
        [InlineData(0)]
        [InlineData(1)]
        [InlineData(2)]
        [InlineData(5)]
        [InlineData(400)]
        [InlineData(3000)]
        public void Valid_documents_read_the_same(int units)
        {
            var table = ParallelReadTests.Table(units, units);
            AssertSame<ParallelTable>(BentoMessagePack.Serialize(table));
            AssertSame<List<ParallelUnit>>(BentoMessagePack.Serialize(table.Units));
            AssertSame<ParallelUnit[]>(BentoMessagePack.Serialize(table.Spares));
            AssertSame<List<List<double>>>(BentoMessagePack.Serialize(table.Grid));
            AssertSame<List<ParallelKeyedUnit>>(BentoMessagePack.Serialize(Keyed(units, units)));
        }

        [Fact]
        public void A_split_read_returns_every_element_in_order()
        {
            var table = ParallelReadTests.Table(3000, 7);
            byte[] msgpack = BentoMessagePack.Serialize(table);
            foreach (var split in s_splits)
            {
                var read = BentoMessagePack.DeserializeParallel<ParallelTable>(msgpack, parallel: split);
                Assert.Equal(3000, read.Units.Count);
                for (int i = 0; i < read.Units.Count; i++)
                    Assert.Equal(i, read.Units[i].Id);
                Assert.Equal(table.Spares.Length, read.Spares.Length);
                for (int i = 0; i < read.Spares.Length; i++)
                    Assert.Equal(-i, read.Spares[i].Id);
                Assert.Equal("end", read.Tail);
                Assert.Equal(msgpack, BentoMessagePack.Serialize(read));
            }
        }

        [Fact]
        public void Large_arrays_are_read_on_more_than_one_thread()
        {
            var items = new List<ParallelChecked>();
            for (int i = 0; i < 20000; i++)
                items.Add(new ParallelChecked { Level = i });
            byte[] msgpack = BentoMessagePack.Serialize(items);

            SplitReads.AssertReadOnSeveralThreads(split => BentoMessagePack.DeserializeParallel<List<ParallelChecked>>(msgpack, parallel: split), msgpack.Length, 20000);
        }

        [Fact]
        public void Elements_a_part_reads_past_the_end_of_its_array_are_not_kept()
        {
            // A part is told where the array ends only when the calling thread arrives at its first element. Here the
            // second half of Items holds a fifth of the values of the first in as many bytes, so the part that reads it
            // finishes first and reads on into Extra (a list of ints reads as one more element) until it is told.
            var lists = new ParallelLists();
            for (int i = 0; i < 3000; i++)
            {
                var list = new List<int>();
                for (int v = 0; v < (i < 1500 ? 50 : 10); v++)
                    list.Add(i < 1500 ? v % 100 : 1_000_000 + v);
                lists.Items.Add(list);
            }
            for (int v = 0; v < 20; v++)
                lists.Extra.Add(v);
            byte[] msgpack = BentoMessagePack.Serialize(lists);
            for (int round = 0; round < 20; round++)
                AssertSame<ParallelLists>(msgpack);

            // Guesses past the end of a short array land in the next member's elements, which look the same.
            var shortFirst = new ParallelLists();
            for (int i = 0; i < 5; i++)
                shortFirst.Items.Add(new List<int> { i, i + 1 });
            for (int i = 0; i < 5000; i++)
                shortFirst.More.Add(new List<int> { -i, i });
            AssertSame<ParallelLists>(BentoMessagePack.Serialize(shortFirst));
        }

        [Fact]
        public void Guesses_find_elements_of_the_array_layout()
        {
            var items = new List<ParallelKeyedUnit>();
            for (int i = 0; i < 20000; i++)
                items.Add(new ParallelKeyedUnit { Id = i, Name = "k" + i });
            byte[] msgpack = BentoMessagePack.Serialize(items);
            Assert.Equal(0x94, msgpack[3]);
            int guess = Bento.MessagePack.MsgPackSplitter.Guess(msgpack, new Bento.MessagePack.MsgPackSplitter.ElementStart(msgpack, 3), 3, msgpack.Length, 2);
            Assert.InRange(guess, msgpack.Length / 2, msgpack.Length * 3 / 4);
            var reader = new Bento.MessagePack.MsgPackReader(msgpack);
            reader.ReadArrayHeader();
            int index = 0;
            while (reader.Position < guess)
            {
                reader.Skip();
                index++;
            }
            Assert.Equal(guess, reader.Position);
            int end = Internal.ValueExtent.MsgPack(msgpack, guess);
            Assert.Equal(index, BentoMessagePack.Deserialize<ParallelKeyedUnit>(msgpack.AsSpan(guess, end - guess).ToArray()).Id);
        }

        [Fact]
        public void A_guess_inside_an_element_counts_from_the_next_element_it_reads()
        {
            // Find a list whose guess falls on a child rather than on an element of the list.
            byte[]? msgpack = null;
            int count = 0;
            for (count = 2000; count < 2100 && msgpack is null; count++)
            {
                var nodes = new List<ParallelNode>();
                for (int i = 0; i < count; i++)
                    nodes.Add(new ParallelNode { Id = i, Name = "n" + i, Child = new ParallelNode { Id = -i, Name = "c" } });
                byte[] candidate = BentoMessagePack.Serialize(nodes);
                int guess = Bento.MessagePack.MsgPackSplitter.Guess(candidate, new Bento.MessagePack.MsgPackSplitter.ElementStart(candidate, 3), 3, candidate.Length, 2);
                var reader = new Bento.MessagePack.MsgPackReader(candidate);
                reader.ReadArrayHeader();
                while (reader.Position < guess)
                    reader.Skip();
                if (reader.Position != guess) msgpack = candidate;
            }
            Assert.NotNull(msgpack);
            count--;

            // The part still counts: after the child it reads the list's elements, and the calling thread arrives at one.
            bool split = SplitReads.Eventually(() =>
            {
                var read = BentoMessagePack.DeserializeParallel<List<ParallelNode>>(msgpack!, parallel: s_splits[0]);
                Assert.Equal(count, read.Count);
                for (int i = 0; i < count; i++)
                    Assert.Equal(-i, read[i].Child!.Id);
                return read.Exists(node => node.ReadOnThread != read[0].ReadOnThread);
            });
            Assert.True(split, "every attempt read the whole list on one thread");
            AssertSame<List<ParallelNode>>(msgpack!);
        }

        [Fact]
        public void The_calling_thread_takes_on_the_rest_of_a_part_slower_than_itself()
        {
            // Each element takes longer on any other thread, so the calling thread gets to where the part started long
            // before the part is done. It then reads the second half of what the part has left (and halves again),
            // so elements after some the pool thread read are read on the calling thread.
            var items = new List<Dictionary<string, int>>();
            for (int i = 0; i < 2000; i++)
                items.Add(new Dictionary<string, int> { ["Level"] = i });
            byte[] msgpack = BentoMessagePack.Serialize(items);
            ParallelSlowOnPool.FastThread = Environment.CurrentManagedThreadId;
            SplitReads.AssertCallingThreadHelps(() => BentoMessagePack.DeserializeParallel<List<ParallelSlowOnPool>>(msgpack, parallel: s_splits[0]), 2000);

            // Errors in any part, the helped ones included, fail as a sequential read does.
            for (int bad = 0; bad < 2000; bad += 399)
            {
                items[bad]["Level"] = -1;
                AssertSame<List<ParallelSlowOnPool>>(BentoMessagePack.Serialize(items));
                AssertSame<ParallelSlowOnPool[]>(BentoMessagePack.Serialize(items));
                items[bad]["Level"] = bad;
            }

            // Parts the calling thread takes on stop at the array's end, though what follows reads as more elements.
            var lists = new ParallelSlowLists { Next = new ParallelSlowOnPool { Level = 7 }, After = new ParallelSlowOnPool { Level = 8 } };
            for (int i = 0; i < 1500; i++)
                lists.Items.Add(new ParallelSlowOnPool { Level = i });
            byte[] keyed = BentoMessagePack.Serialize(lists);
            for (int round = 0; round < 3; round++)
                AssertSame<ParallelSlowLists>(keyed);
            for (int cut = 1; cut < 10; cut++)
                AssertSame<ParallelSlowLists>(keyed.AsSpan(0, keyed.Length * cut / 10).ToArray());
        }

        [Fact]
        public void A_setter_that_throws_in_any_part_fails_as_a_sequential_read()
        {
            for (int bad = 0; bad < 2000; bad += 97)
            {
                var items = new List<Dictionary<string, int>>();
                for (int i = 0; i < 2000; i++)
                    items.Add(new Dictionary<string, int> { ["Level"] = i == bad ? -1 : i });
                AssertSame<List<ParallelChecked>>(BentoMessagePack.Serialize(items));
                AssertSame<ParallelChecked[]>(BentoMessagePack.Serialize(items));
            }
        }

        [Fact]
        public void Errors_in_every_part_fail_as_a_sequential_read()
        {
            byte[] msgpack = BentoMessagePack.Serialize(ParallelReadTests.Table(600, 3));
            byte[] keyed = BentoMessagePack.Serialize(Keyed(900, 3));
            var random = new Random(11);
            var strict = new BentoMessagePackOptions { RejectDuplicateMembers = true };
            for (int trial = 0; trial < 80; trial++)
            {
                // A wrong kind of value (the skip passes it, the decode does not), a header that breaks the skip too, or
                // a random byte.
                byte replacement = (trial % 4) switch { 0 => 0xa1, 1 => 0xc1, 2 => 0xdd, _ => (byte)random.Next(256) };
                byte[] broken = (byte[])msgpack.Clone();
                broken[random.Next(broken.Length)] = replacement;
                AssertSame<ParallelTable>(broken);
                AssertSame<ParallelTable>(broken, strict);
                byte[] brokenKeyed = (byte[])keyed.Clone();
                brokenKeyed[random.Next(brokenKeyed.Length)] = replacement;
                AssertSame<List<ParallelKeyedUnit>>(brokenKeyed);
            }
            for (int cut = 1; cut < 40; cut++)
            {
                AssertSame<ParallelTable>(msgpack.AsSpan(0, msgpack.Length * cut / 40).ToArray());
                AssertSame<List<ParallelKeyedUnit>>(keyed.AsSpan(0, keyed.Length * cut / 40).ToArray());
            }
        }

        [Fact]
        public void Mutated_documents_read_as_a_sequential_read()
        {
            byte[] msgpack = BentoMessagePack.Serialize(ParallelReadTests.Table(150, 5));
            byte[] keyed = BentoMessagePack.Serialize(Keyed(300, 5));
            var random = new Random(20202);
            for (int trial = 0; trial < 300; trial++)
            {
                AssertSame<ParallelTable>(FuzzTests.Mutate(msgpack, random));
                AssertSame<List<ParallelKeyedUnit>>(FuzzTests.Mutate(keyed, random));
            }
        }

        [Fact]
        public void Depth_and_options_apply_in_every_part()
        {
            byte[] msgpack = BentoMessagePack.Serialize(ParallelReadTests.Table(300, 9));
            AssertSame<ParallelTable>(msgpack, new BentoMessagePackOptions { MaxDepth = 3 });
            AssertSame<ParallelTable>(msgpack, new BentoMessagePackOptions { MaxDepth = 4 });

            // The same member twice in every unit: rejected only when the options say so, in whichever part.
            var units = new List<Dictionary<string, int>>();
            for (int i = 0; i < 500; i++)
                units.Add(new Dictionary<string, int> { ["Id"] = i, ["Xd"] = -i });
            byte[] twice = Replace(BentoMessagePack.Serialize(units), new byte[] { 0xa2, (byte)'X', (byte)'d' }, new byte[] { 0xa2, (byte)'I', (byte)'d' });
            AssertSame<List<ParallelUnit>>(twice);
            AssertSame<List<ParallelUnit>>(twice, new BentoMessagePackOptions { RejectDuplicateMembers = true });
            Assert.StartsWith("error at", SplitReads.Outcome(() => BentoMessagePack.Deserialize<List<ParallelUnit>>(twice, new BentoMessagePackOptions { RejectDuplicateMembers = true })));
        }

        private static byte[] Replace(byte[] source, byte[] find, byte[] with)
        {
            var result = new List<byte>(source.Length);
            for (int i = 0; i < source.Length; i++)
            {
                if (i + find.Length <= source.Length && source.AsSpan(i, find.Length).SequenceEqual(find))
                {
                    result.AddRange(with);
                    i += find.Length - 1;
                }
                else
                {
                    result.Add(source[i]);
                }
            }
            return result.ToArray();
        }
    }
}
