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
