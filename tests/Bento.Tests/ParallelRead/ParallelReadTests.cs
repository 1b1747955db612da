using System;
using System.Collections.Generic;
using System.Diagnostics;
using System.Globalization;
using System.Text;
using System.Threading;
using Xunit;

namespace Bento.Tests.ParallelRead
{
    [BentoObject]
    public partial class ParallelUnit
    {
        public int Id { get; set; }
        public string Name { get; set; } = "";
        public List<int> Stats { get; set; } = new List<int>();
        public List<ParallelTag> Tags { get; set; } = new List<ParallelTag>();
        public double Power { get; set; }
    }

    /// <summary>Its first member has the name of a unit's first member, so a comma and a tag look like a unit's start.</summary>
    [BentoObject]
    public partial class ParallelTag
    {
        public int Id { get; set; }
        public string Key { get; set; } = "";
    }

    [BentoObject]
    public partial class ParallelTable
    {
        public int Version { get; set; }
        public List<ParallelUnit> Units { get; set; } = new List<ParallelUnit>();
        public ParallelUnit[] Spares { get; set; } = Array.Empty<ParallelUnit>();
        public List<List<double>> Grid { get; set; } = new List<List<double>>();
        public string Tail { get; set; } = "";
    }

    /// <summary>A setter that rejects negative levels, and the thread each element was read on.</summary>
    [BentoObject]
    public partial class ParallelChecked
    {
        private int _level;

        public int Level
        {
            get => _level;
            set => _level = value >= 0 ? value : throw new ArgumentOutOfRangeException(nameof(value), value, "Levels are not negative.");
        }

        [BentoIgnore]
        public int ReadOnThread { get; } = Environment.CurrentManagedThreadId;
    }

    /// <summary>What the parallel-read tests of both formats share: the splits they try, and how they compare reads.</summary>
    internal static class SplitReads
    {
        /// <summary>Every document split (no size threshold) at 2, 3 and 8 threads.</summary>
        public static readonly BentoParallelReadOptions[] Splits =
        {
            new BentoParallelReadOptions { MinDocumentBytes = 0, MaxThreads = 2 },
            new BentoParallelReadOptions { MinDocumentBytes = 0, MaxThreads = 3 },
            new BentoParallelReadOptions { MinDocumentBytes = 0, MaxThreads = 8 },
        };

        /// <summary>The result or the error of a read, as text: two reads agree when these are equal.</summary>
        public static string Outcome<T>(Func<T> read)
        {
            try
            {
                return "value " + BentoJson.Serialize(read());
            }
            catch (BentoJsonException error)
            {
                return "error at " + error.BytePosition.ToString(CultureInfo.InvariantCulture) + " (" + error.Path + "): " + error.Message;
            }
            catch (BentoMessagePackException error)
            {
                return "error at " + error.BytePosition.ToString(CultureInfo.InvariantCulture) + " (" + error.Path + "): " + error.Message;
            }
        }

        /// <summary>
        /// A read of <paramref name="count"/> checked levels 0, 1, 2... reads them in order, on more than one thread, and
        /// on the calling thread alone under MinDocumentBytes or with one thread.
        /// </summary>
        public static void AssertReadOnSeveralThreads(Func<BentoParallelReadOptions, List<ParallelChecked>> read, int documentLength, int count)
        {
            // The other thread's part can run inline on this one when the pool is slow to start it; tries show a split.
            bool split = Eventually(() =>
            {
                var items = read(Splits[0]);
                Assert.Equal(count, items.Count);
                for (int i = 0; i < items.Count; i++)
                    Assert.Equal(i, items[i].Level);
                // The calling thread may read the last elements too, when it helps a part that is slower than it.
                return items.Exists(item => item.ReadOnThread != items[0].ReadOnThread);
            });
            Assert.True(split, "every attempt read the whole array on one thread");

            int caller = Environment.CurrentManagedThreadId;
            var small = read(new BentoParallelReadOptions { MinDocumentBytes = documentLength + 1, MaxThreads = 2 });
            Assert.All(small, element => Assert.Equal(caller, element.ReadOnThread));
            var single = read(new BentoParallelReadOptions { MinDocumentBytes = 0, MaxThreads = 1 });
            Assert.All(single, element => Assert.Equal(caller, element.ReadOnThread));
        }

        /// <summary>
        /// Reads levels 0 to <paramref name="count"/> - 1 of elements that are slow off the calling thread until the
        /// calling thread has read an element after one a pool thread read: it got to a part still reading and helped.
        /// </summary>
        public static void AssertCallingThreadHelps(Func<List<ParallelSlowOnPool>> read, int count)
        {
            int caller = Environment.CurrentManagedThreadId;
            bool helped = Eventually(() =>
            {
                var items = read();
                Assert.Equal(count, items.Count);
                for (int i = 0; i < items.Count; i++)
                    Assert.Equal(i, items[i].Level);
                int firstOnPool = items.FindIndex(item => item.ReadOnThread != caller);
                return firstOnPool >= 0 && items.FindLastIndex(item => item.ReadOnThread == caller) > firstOnPool;
            });
            Assert.True(helped, "the calling thread never read past the start of a pool thread's part");
        }

        /// <summary>
        /// Runs <paramref name="attempt"/> until it returns true, for up to five seconds, pausing between tries. What a
        /// pool thread reads shows only when the machine runs it before the calling thread is done, and where test
        /// processes run side by side (CI runs the test assemblies at once) 20 tries back to back, 40-90 ms in all, all
        /// ran on the calling thread.
        /// </summary>
        public static bool Eventually(Func<bool> attempt)
        {
            var clock = Stopwatch.StartNew();
            while (!attempt())
            {
                if (clock.Elapsed > TimeSpan.FromSeconds(5))
                    return false;
                Thread.Sleep(20);
            }
            return true;
        }
    }

    /// <summary>Parallel reads want idle pool threads: no other test class runs beside these.</summary>
    [CollectionDefinition(Name, DisableParallelization = true)]
    public class ParallelReadCollection
    {
        public const string Name = "Parallel reads";
    }

    /// <summary>
    /// BentoJson.DeserializeParallel returns what BentoJson.Deserialize returns, and fails where and as it fails, for
    /// any input: valid documents split at every thread count, guesses that land inside nested arrays and strings,
    /// errors in every part, setters that throw, and mutated documents.
    /// </summary>
    [Collection(ParallelReadCollection.Name)]
    public class ParallelReadTests
    {
        private static readonly BentoParallelReadOptions[] s_splits = SplitReads.Splits;

        private static ParallelUnit Unit(int i, Random random)
        {
            var unit = new ParallelUnit { Id = i, Name = "unit " + i + (i % 7 == 0 ? " with, {\"Id\":1} and [brackets]" : string.Empty), Power = random.NextDouble() * 1000 };
            for (int s = random.Next(6); s > 0; s--)
                unit.Stats.Add(random.Next(-50, 50));
            for (int t = random.Next(4); t > 0; t--)
                unit.Tags.Add(new ParallelTag { Id = random.Next(100), Key = "k" + t });
            return unit;
        }

        internal static ParallelTable Table(int units, int seed)
        {
            var random = new Random(seed);
            var table = new ParallelTable { Version = seed, Tail = "end" };
            for (int i = 0; i < units; i++)
                table.Units.Add(Unit(i, random));
            var spares = new ParallelUnit[units / 3];
            for (int i = 0; i < spares.Length; i++)
                spares[i] = Unit(-i, random);
            table.Spares = spares;
            for (int r = 0; r < 40; r++)
            {
                var row = new List<double>();
                for (int c = 0; c < 30; c++)
                    row.Add(Math.Round(random.NextDouble() * 100, 3));
                table.Grid.Add(row);
            }
            return table;
        }

        private static void AssertSame<T>(byte[] json, BentoJsonOptions? options = null)
        {
            string expected = SplitReads.Outcome(() => BentoJson.Deserialize<T>(json, options));
            foreach (var split in s_splits)
                Assert.Equal(expected, SplitReads.Outcome(() => BentoJson.DeserializeParallel<T>(json, options, split)));
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
            var table = Table(units, units);
            AssertSame<ParallelTable>(Encoding.UTF8.GetBytes(BentoJson.Serialize(table)));
            AssertSame<ParallelTable>(Encoding.UTF8.GetBytes(BentoJson.Serialize(table, new BentoJsonOptions { Indented = true })));
            AssertSame<List<ParallelUnit>>(Encoding.UTF8.GetBytes(BentoJson.Serialize(table.Units)));
            AssertSame<ParallelUnit[]>(Encoding.UTF8.GetBytes(BentoJson.Serialize(table.Spares)));
            AssertSame<List<List<double>>>(Encoding.UTF8.GetBytes(BentoJson.Serialize(table.Grid)));
        }

        [Fact]
        public void A_split_read_returns_every_element_in_order()
        {
            var table = Table(3000, 7);
            byte[] json = Encoding.UTF8.GetBytes(BentoJson.Serialize(table));
            var read = BentoJson.DeserializeParallel<ParallelTable>(json, parallel: s_splits[0]);
            Assert.Equal(3000, read.Units.Count);
            for (int i = 0; i < read.Units.Count; i++)
                Assert.Equal(i, read.Units[i].Id);
            Assert.Equal(table.Spares.Length, read.Spares.Length);
            Assert.Equal("end", read.Tail);
        }

        [Fact]
        public void Large_arrays_are_read_on_more_than_one_thread()
        {
            byte[] json = Levels(20000);

            SplitReads.AssertReadOnSeveralThreads(split => BentoJson.DeserializeParallel<List<ParallelChecked>>(json, parallel: split), json.Length, 20000);
        }

        [Fact]
        public void The_calling_thread_takes_on_the_rest_of_a_part_slower_than_itself()
        {
            // Each element takes longer on any other thread, so the calling thread gets to the first part's start long
            // before that part is done. It then reads the second half of what the part has left (and halves again),
            // so elements after some a pool thread read are read on the calling thread.
            byte[] json = Levels(2000);
            ParallelSlowOnPool.FastThread = Environment.CurrentManagedThreadId;
            SplitReads.AssertCallingThreadHelps(() => BentoJson.DeserializeParallel<List<ParallelSlowOnPool>>(json, parallel: s_splits[0]), 2000);

            // Errors in any part, the helped ones included, fail as a sequential read does; so do cuts anywhere.
            for (int bad = 0; bad < 2000; bad += 399)
            {
                string broken = Encoding.UTF8.GetString(json).Replace("{\"Level\":" + bad + "}", "{\"Level\":-1}");
                AssertSame<List<ParallelSlowOnPool>>(Encoding.UTF8.GetBytes(broken));
                AssertSame<ParallelSlowOnPool[]>(Encoding.UTF8.GetBytes(broken));
            }
            var lists = new ParallelSlowLists { Next = new ParallelSlowOnPool { Level = 7 } };
            for (int i = 0; i < 1500; i++)
                lists.Items.Add(new ParallelSlowOnPool { Level = i });
            byte[] wrapped = Encoding.UTF8.GetBytes(BentoJson.Serialize(lists));
            for (int cut = 1; cut <= 10; cut++)
                AssertSame<ParallelSlowLists>(wrapped.AsSpan(0, wrapped.Length * cut / 10).ToArray());
        }

        [Fact]
        public void A_setter_that_throws_in_any_part_fails_as_a_sequential_read()
        {
            for (int bad = 0; bad < 2000; bad += 97)
                AssertSame<List<ParallelChecked>>(Levels(2000, bad));
        }

        // [{"Level":0},{"Level":1},...]: count objects whose levels are their indexes, but -1 at index `bad`.
        private static byte[] Levels(int count, int bad = -1)
        {
            var items = new StringBuilder("[");
            for (int i = 0; i < count; i++)
                items.Append(i == 0 ? string.Empty : ",").Append("{\"Level\":").Append(i == bad ? -1 : i).Append('}');
            return Encoding.UTF8.GetBytes(items.Append(']').ToString());
        }

        [Fact]
        public void Errors_in_every_part_fail_as_a_sequential_read()
        {
            byte[] json = Encoding.UTF8.GetBytes(BentoJson.Serialize(Table(600, 3)));
            var random = new Random(11);
            for (int trial = 0; trial < 60; trial++)
            {
                byte[] broken = (byte[])json.Clone();
                int at = random.Next(broken.Length);
                broken[at] = (byte)"}]:,\"x0 "[trial % 8];
                AssertSame<ParallelTable>(broken);
                AssertSame<ParallelTable>(broken, new BentoJsonOptions { RejectUnknownMembers = true, RejectDuplicateMembers = true });
            }
        }

        [Fact]
        public void Mutated_documents_read_as_a_sequential_read()
        {
            byte[] json = Encoding.UTF8.GetBytes(BentoJson.Serialize(Table(150, 5)));
            var random = new Random(20201);
            for (int trial = 0; trial < 400; trial++)
                AssertSame<ParallelTable>(FuzzTests.Mutate(json, random));
        }

        [Fact]
        public void Depth_and_options_apply_in_every_part()
        {
            byte[] json = Encoding.UTF8.GetBytes(BentoJson.Serialize(Table(300, 9)));
            AssertSame<ParallelTable>(json, new BentoJsonOptions { MaxDepth = 3 });
            AssertSame<ParallelTable>(json, new BentoJsonOptions { MaxDepth = 4 });
            byte[] upper = Encoding.UTF8.GetBytes(Encoding.UTF8.GetString(json).Replace("\"Id\"", "\"ID\""));
            AssertSame<ParallelTable>(upper, new BentoJsonOptions { PropertyNameCaseInsensitive = true });
            AssertSame<ParallelTable>(upper, new BentoJsonOptions { RejectUnknownMembers = true });
        }

        [Fact]
        public void Options_are_checked()
        {
            Assert.Throws<ArgumentOutOfRangeException>(() => new BentoParallelReadOptions { MinDocumentBytes = -1 });
            Assert.Throws<ArgumentOutOfRangeException>(() => new BentoParallelReadOptions { MaxThreads = -1 });
            Assert.Equal(BentoParallelReadOptions.DefaultMinDocumentBytes, BentoParallelReadOptions.Default.MinDocumentBytes);
        }
    }
}
