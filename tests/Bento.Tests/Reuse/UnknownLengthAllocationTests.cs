using System.Collections.Generic;
using System.Linq;
using System.Text;
using Bento.Tests.Hinted;
using Bento.Tests.Infrastructure;
using Xunit;
using Xunit.Abstractions;

namespace Bento.Tests.Reuse
{
    [BentoObject]
    public partial class UnknownLengthItem
    {
        public int Id { get; set; }

        public string Name { get; set; } = "";

        public List<int> Tags { get; set; } = new List<int>();
    }

    /// <summary>A tree: reading a node's children reads lists of the very element type being read.</summary>
    [BentoObject]
    public partial class UnknownLengthNode
    {
        public int Value { get; set; }

        public List<UnknownLengthNode> Children { get; set; } = new List<UnknownLengthNode>();
    }

    /// <summary>Collections of every element kind, of lengths off the powers of two a growing buffer passes through.</summary>
    [BentoObject]
    public partial class UnknownLengthDocument
    {
        public List<int> Numbers { get; set; } = new List<int>();

        public List<string> Words { get; set; } = new List<string>();

        public List<UnknownLengthItem> Items { get; set; } = new List<UnknownLengthItem>();

        public double[] Values { get; set; } = new double[0];

        public List<List<double>> Rows { get; set; } = new List<List<double>>();

        public IReadOnlyList<long> Sequence { get; set; } = new List<long>();

        public List<UnknownLengthNode> Tree { get; set; } = new List<UnknownLengthNode>();
    }

    /// <summary>The same collections in MessagePack's array layout.</summary>
    [BentoObject]
    public partial class UnknownLengthKeyedDocument
    {
        [BentoKey(0)]
        public List<int> Numbers { get; set; } = new List<int>();

        [BentoKey(1)]
        public List<string> Words { get; set; } = new List<string>();

        [BentoKey(2)]
        public List<UnknownLengthItem> Items { get; set; } = new List<UnknownLengthItem>();

        [BentoKey(3)]
        public double[] Values { get; set; } = new double[0];

        [BentoKey(4)]
        public List<List<double>> Rows { get; set; } = new List<List<double>>();
    }

    /// <summary>
    /// JSON does not say how long an array is; MessagePack does, so its read sizes every list and array exactly and
    /// allocates only the objects it returns. A JSON read of the same values, plain or hinted, with or without the
    /// count hints, must allocate no more than that: no list grown by doubling, no buffer left behind. Counted with the
    /// thread's allocation counter, not timed.
    /// </summary>
    public class UnknownLengthAllocationTests
    {
        private readonly ITestOutputHelper _output;

        public UnknownLengthAllocationTests(ITestOutputHelper output) => _output = output;

        [Fact]
        public void Json_reads_of_generated_members_allocate_no_more_than_messagepack()
        {
            var source = Document();
            byte[] msgpack = BentoMessagePack.Serialize(source);
            long reference = Allocations.Measure(() => BentoMessagePack.Deserialize<UnknownLengthDocument>(msgpack));
            AllJsonFormatsWithin(source, reference, "MessagePack (map)");
        }

        [Fact]
        public void Json_reads_of_a_keyed_type_allocate_no_more_than_messagepack_array_layout()
        {
            var full = Document();
            var source = new UnknownLengthKeyedDocument
            {
                Numbers = full.Numbers,
                Words = full.Words,
                Items = full.Items,
                Values = full.Values,
                Rows = full.Rows,
            };
            byte[] msgpack = BentoMessagePack.Serialize(source);
            Assert.Equal(0x95, msgpack[0]);
            long reference = Allocations.Measure(() => BentoMessagePack.Deserialize<UnknownLengthKeyedDocument>(msgpack));
            AllJsonFormatsWithin(source, reference, "MessagePack (array)");
        }

        [Fact]
        public void Root_collections_allocate_no_more_than_messagepack()
        {
            // Roots run the same shapes as generated members, through the registered element codec.
            var items = Document().Items;
            RootWithin(items);
            RootWithin(items.ToArray());
            RootWithin(Enumerable.Range(0, 1000).ToList());
        }

        [Fact]
        public void A_list_of_unknown_length_allocates_exactly_a_list_of_its_count()
        {
            // An absolute bound, independent of MessagePack: the list read is the list object and one array of exactly
            // as many elements as the input has, which is what `new List<int>(count)` allocates.
            foreach (int count in new[] { 1, 5, 17, 100, 1000, 4097 })
            {
                var source = Enumerable.Range(0, count).ToList();
                byte[] json = BentoJson.SerializeToUtf8Bytes(source);
                byte[] hinted = BentoHintedJson.SerializeToUtf8Bytes(source);
                byte[] unhinted = Concat(s_headerOnly, json);
                byte[] msgpack = BentoMessagePack.Serialize(source);
                long exact = Allocations.Measure(() => s_kept = new List<int>(count));
                Assert.Equal(source, BentoJson.Deserialize<List<int>>(json));
                Assert.Equal(source, BentoHintedJson.Deserialize<List<int>>(unhinted));
                Within(count + " elements, JSON", Allocations.Measure(() => BentoJson.Deserialize<List<int>>(json)), exact, "new List<int>(count)");
                Within(count + " elements, hinted JSON", Allocations.Measure(() => BentoHintedJson.Deserialize<List<int>>(hinted)), exact, "new List<int>(count)");
                Within(count + " elements, hinted JSON without counts", Allocations.Measure(() => BentoHintedJson.Deserialize<List<int>>(unhinted)), exact, "new List<int>(count)");
                Within(count + " elements, MessagePack", Allocations.Measure(() => BentoMessagePack.Deserialize<List<int>>(msgpack)), exact, "new List<int>(count)");
            }
        }

        // Where the reference list goes, so that the allocation it is measured by cannot be optimized away.
        private static List<int>? s_kept;

        // The hinted JSON header alone: a document of this version whose arrays carry no counts.
        private static readonly byte[] s_headerOnly = HintedTesting.Utf8(HintedTesting.HeaderText);

        private static byte[] Concat(byte[] first, byte[] second) => first.Concat(second).ToArray();

        private void RootWithin<T>(T source)
        {
            byte[] msgpack = BentoMessagePack.Serialize(source);
            AllJsonFormatsWithin(source, Allocations.Measure(() => BentoMessagePack.Deserialize<T>(msgpack)), "MessagePack");
        }

        private void AllJsonFormatsWithin<T>(T source, long reference, string referenceName)
        {
            byte[] json = BentoJson.SerializeToUtf8Bytes(source);
            byte[] hinted = BentoHintedJson.SerializeToUtf8Bytes(source);
            byte[] unhinted = Concat(s_headerOnly, json);
            Assert.Contains("/*", Encoding.UTF8.GetString(hinted, s_headerOnly.Length, hinted.Length - s_headerOnly.Length));
            DeepEqual.Assert(source, BentoJson.Deserialize<T>(json));
            DeepEqual.Assert(source, BentoHintedJson.Deserialize<T>(hinted));
            DeepEqual.Assert(source, BentoHintedJson.Deserialize<T>(unhinted));
            Within("JSON", Allocations.Measure(() => BentoJson.Deserialize<T>(json)), reference, referenceName);
            Within("hinted JSON", Allocations.Measure(() => BentoHintedJson.Deserialize<T>(hinted)), reference, referenceName);
            Within("hinted JSON without counts", Allocations.Measure(() => BentoHintedJson.Deserialize<T>(unhinted)), reference, referenceName);
        }

        private void Within(string format, long allocated, long reference, string referenceName)
        {
            _output.WriteLine(format + ": " + allocated + " bytes; " + referenceName + ": " + reference + " bytes");
            Assert.True(allocated <= reference, format + " read allocated " + allocated + " bytes, the " + referenceName + " read of the same values " + reference);
        }

        private static UnknownLengthDocument Document() => new UnknownLengthDocument
        {
            Numbers = Enumerable.Range(0, 1000).Select(i => i * 7).ToList(),
            Words = Enumerable.Range(0, 37).Select(i => "word " + i).ToList(),
            Items = Enumerable.Range(0, 100).Select(i => new UnknownLengthItem
            {
                Id = i,
                Name = "item " + i,
                Tags = Enumerable.Range(0, i % 5).ToList(),
            }).ToList(),
            Values = Enumerable.Range(0, 333).Select(i => i / 3.0).ToArray(),
            Rows = Enumerable.Range(0, 20).Select(i => Enumerable.Range(0, i * 3).Select(j => (double)j).ToList()).ToList(),
            Sequence = Enumerable.Range(0, 70).Select(i => (long)i << 33).ToList(),
            Tree = Enumerable.Range(0, 6).Select(i => Node(i, 3)).ToList(),
        };

        private static UnknownLengthNode Node(int value, int depth) => new UnknownLengthNode
        {
            Value = value,
            Children = depth == 0 ? new List<UnknownLengthNode>() : Enumerable.Range(0, 3 + value % 3).Select(i => Node(i, depth - 1)).ToList(),
        };
    }
}
