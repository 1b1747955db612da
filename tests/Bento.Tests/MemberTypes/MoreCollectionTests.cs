using System.Collections.Generic;
using System.Linq;
using System.Text;
using Bento.Tests.Infrastructure;
using Bento.Tests.Models;
using Xunit;

namespace Bento.Tests.MemberTypes
{
    public class MoreCollectionTests
    {
        public static IEnumerable<object[]> Formats() => TestFormat.Names();

        public static IEnumerable<object[]> NamedFormats() => TestFormat.OwnLayoutNames();

        // A stack is written from its top and read by pushing in order, so a round trip reverses it (as in
        // System.Text.Json): the round-trip value holds a palindrome; the order itself is checked below.
        private static MoreCollections Sample() => new MoreCollections
        {
            Queue = new Queue<int>(new[] { 3, 1, 2 }),
            Stack = new Stack<string>(new[] { "a", "b", "a" }),
            Linked = new LinkedList<double>(new[] { 1.5, -0.25 }),
            Sorted = new SortedSet<string> { "z", "a", "m" },
            Set = new HashSet<int> { 4, 5 },
            SortedMap = new SortedDictionary<string, int> { ["b"] = 2, ["a"] = 1 },
            Nested = new Queue<List<int>>(new[] { new List<int> { 1 }, new List<int>() }),
            ByNumber = new SortedDictionary<int, Stack<bool>> { [2] = new Stack<bool>(new[] { true }), [-1] = new Stack<bool>() },
        };

        private const string SampleJson =
            "{\"Queue\":[3,1,2],\"Stack\":[\"a\",\"b\",\"a\"],\"Linked\":[1.5,-0.25],\"Sorted\":[\"a\",\"m\",\"z\"],\"Set\":[4,5],"
            + "\"SortedMap\":{\"a\":1,\"b\":2},\"Nested\":[[1],[]],\"ByNumber\":{\"-1\":[],\"2\":[true]}}";

        [Theory]
        [MemberData(nameof(Formats))]
        public void Built_collections_round_trip_in_every_format(string name)
        {
            var format = TestFormat.Named(name);
            byte[] written = format.RoundTrip(Sample());
            // MessagePack has integer map keys (ByNumber), which its JSON conversion refuses; its bytes are checked below.
            if (format.IsJson)
                Assert.Equal(SampleJson, format.PlainText(written));
        }

        [Theory]
        [MemberData(nameof(Formats))]
        public void Read_only_sets_round_trip_in_every_format(string name)
        {
            var format = TestFormat.Named(name);
            var back = format.Deserialize<ReadOnlySets>(format.Serialize(new ReadOnlySets { Values = new HashSet<long> { long.MaxValue, -1 } }));
            Assert.IsType<HashSet<long>>(back.Values);
            Assert.Equal(new[] { -1L, long.MaxValue }, back.Values!.OrderBy(v => v));
        }

        [Fact]
        public void JSON_is_System_Text_Jsons_and_a_stack_keeps_its_order_as_there()
        {
            var stack = new MoreCollections { Stack = new Stack<string>(new[] { "bottom", "middle", "top" }) };
            string ours = BentoJson.Serialize(stack);
            Assert.Equal(System.Text.Json.JsonSerializer.Serialize(stack), ours);
            Assert.Contains("\"Stack\":[\"top\",\"middle\",\"bottom\"]", ours, System.StringComparison.Ordinal);
            var back = BentoJson.Deserialize<MoreCollections>(ours);
            var theirs = System.Text.Json.JsonSerializer.Deserialize<MoreCollections>(ours)!;
            Assert.Equal(theirs.Stack!.ToArray(), back.Stack!.ToArray());
            Assert.Equal(System.Text.Json.JsonSerializer.Serialize(Sample()), BentoJson.Serialize(Sample()));
        }

        [Fact]
        public void MessagePack_bytes_are_MessagePack_CSharps()
        {
            // MessagePack-CSharp has formatters for each of these; its map layout of the same members by name.
            var sample = Sample();
            byte[] ours = BentoMessagePack.Serialize(sample);
            byte[] theirs = global::MessagePack.MessagePackSerializer.Serialize(sample, global::MessagePack.Resolvers.ContractlessStandardResolver.Options);
            Assert.Equal(System.BitConverter.ToString(theirs), System.BitConverter.ToString(ours));
        }

        [Theory]
        [MemberData(nameof(Formats))]
        public void Nulls_stay_null(string name)
        {
            var format = TestFormat.Named(name);
            var back = format.Deserialize<MoreCollections>(format.Serialize(new MoreCollections()));
            Assert.Null(back.Queue);
            Assert.Null(back.SortedMap);
        }

        [Theory]
        [MemberData(nameof(NamedFormats))]
        public void Bad_input_is_Bentos_error_with_the_path(string name)
        {
            var format = TestFormat.Named(name);
            var error = format.Fails(() => format.Deserialize<MoreCollections>(format.FromPlainJson("{\"Queue\":[1,\"x\"]}")));
            Assert.Equal("$.Queue[1]", error.Path);
            error = format.Fails(() => format.Deserialize<MoreCollections>(format.FromPlainJson("{\"SortedMap\":{\"a\":1,\"b\":true}}")));
            Assert.Equal("$.SortedMap.b", error.Path);
            error = format.Fails(() => format.Deserialize<MoreCollections>(format.FromPlainJson("{\"Stack\":{}}")));
            Assert.Equal("$.Stack", error.Path);
        }
    }
}
