using System;
using System.Collections.Generic;
using System.IO;
using System.Text;
using System.Threading.Tasks;
using Bento.Json;
using Bento.Tests.Infrastructure;
using Xunit;

namespace Bento.Tests.Roots
{
    /// <summary>Arrays, lists and dictionaries of marked types as JSON document roots, through the registry and explicit codecs.</summary>
    public class RootJsonTests
    {
        private const string Ada = RootSuite.Ada;
        private const string Bob = RootSuite.Bob;

        private static List<Player> Two() => RootSuite.Two();

        [Fact]
        public void Interface_roots_write_any_implementation()
        {
            // An array behind IEnumerable<T>, and a lazy sequence, are written like a list.
            IEnumerable<Player> array = Two().ToArray();
            Assert.Equal("[" + Ada + "," + Bob + "]", BentoJson.Serialize(array));
            Assert.Equal("[" + Ada + "]", BentoJson.Serialize(Lazy()));

            static IEnumerable<Player> Lazy()
            {
                yield return Player.Make("ada", 1);
            }
        }

        [Fact]
        public void Integer_keys_out_of_range_are_errors_with_a_path()
        {
            var ex = Assert.Throws<BentoJsonException>(() => BentoJson.Deserialize<Dictionary<int, Item>>("{\"1\":{\"id\":\"a\",\"count\":1},\"4294967296\":{}}"));
            Assert.StartsWith("$", ex.Path, StringComparison.Ordinal);
            Assert.Throws<BentoJsonException>(() => BentoJson.Deserialize<Dictionary<int, Item>>("{\"one\":{}}"));
        }

        [Fact]
        public void Null_roots_read_and_write_as_null()
        {
            Assert.Null(BentoJson.Deserialize<List<Player>>("null"));
            Assert.Null(BentoJson.Deserialize<Player[]>(" null "));
            Assert.Null(BentoJson.Deserialize<IReadOnlyList<Player>>("null"));
            Assert.Null(BentoJson.Deserialize<Dictionary<string, Player>>("null"));
            Assert.Equal("null", BentoJson.Serialize<List<Player>>(null!));
            Assert.Equal("null", BentoJson.Serialize<Player[]>(null!));
            Assert.Equal("null", BentoJson.Serialize<IReadOnlyDictionary<string, Player>>(null!));
        }

        [Fact]
        public void Indented_output_nests_elements()
        {
            string json = BentoJson.Serialize(new List<Item> { new Item { Id = "a", Count = 1 } }, new BentoJsonOptions { Indented = true });
            Assert.Equal("[\n  {\n    \"id\": \"a\",\n    \"count\": 1\n  }\n]", json.Replace("\r\n", "\n"));
        }

        [Fact]
        public void Errors_name_the_element_and_member()
        {
            string json = "[" + Ada + "," + Ada + "," + Ada + ",{\"name\":5}]";
            var ex = Assert.Throws<BentoJsonException>(() => BentoJson.Deserialize<List<Player>>(json));
            Assert.Equal("$[3].name", ex.Path);
            ex = Assert.Throws<BentoJsonException>(() => BentoJson.Deserialize<Player[]>(json));
            Assert.Equal("$[3].name", ex.Path);

            ex = Assert.Throws<BentoJsonException>(() => BentoJson.Deserialize<List<Player>>("[" + Ada + ",{\"items\":[{\"id\":\"a\",\"count\":\"x\"}]}]"));
            Assert.Equal("$[1].items[0].count", ex.Path);

            ex = Assert.Throws<BentoJsonException>(() => BentoJson.Deserialize<Dictionary<string, Player>>("{\"a\":" + Ada + ",\"b c\":{\"position\":{\"x\":true}}}"));
            Assert.Equal("$['b c'].position.x", ex.Path);
        }

        [Fact]
        public void Malformed_roots_are_errors()
        {
            Assert.Throws<BentoJsonException>(() => BentoJson.Deserialize<List<Player>>("{}"));
            Assert.Throws<BentoJsonException>(() => BentoJson.Deserialize<Player[]>("[" + Ada));
            Assert.Throws<BentoJsonException>(() => BentoJson.Deserialize<Dictionary<string, Player>>("[]"));
            Assert.Throws<BentoJsonException>(() => BentoJson.Deserialize<List<Player>>("[" + Ada + ",]"));
            Assert.Throws<BentoJsonException>(() => BentoJson.Deserialize<List<Player>>("[] []"));
            Assert.Throws<BentoJsonException>(() => BentoJson.Deserialize<List<Player>>("[1]"));
            var trailing = BentoJson.Deserialize<List<Player>>("[" + Ada + ",]", new BentoJsonOptions { AllowTrailingCommas = true });
            Assert.Single(trailing);
        }

        [Fact]
        public void A_root_counts_against_max_depth()
        {
            // The array is one level, each player a second, its position a third.
            var options = new BentoJsonOptions { MaxDepth = 2 };
            Assert.Throws<BentoJsonException>(() => BentoJson.Deserialize<List<Player>>("[" + Ada + "]", options));
            Assert.Single(BentoJson.Deserialize<List<Item>>("[{\"id\":\"a\",\"count\":1}]", options));
            Assert.Throws<BentoJsonException>(() => BentoJson.Serialize(new List<Player> { Player.Make("a", 1) }, options));
        }

        [Fact]
        public void Populate_refills_a_list_in_place()
        {
            var list = new List<Player> { Player.Make("old", 9), Player.Make("old2", 9), Player.Make("old3", 9) };
            var same = list;
            BentoJson.Populate("[" + Ada + "]", ref list);
            Assert.Same(same, list);
            Assert.Single(list);
            Assert.Equal("ada", list[0].Name);

            IReadOnlyList<Player> view = list;
            BentoJson.Populate("[" + Bob + "," + Ada + "]", ref view);
            Assert.Same(same, view);
            Assert.Equal(new[] { "bob", "ada" }, new[] { list[0].Name, list[1].Name });
        }

        [Fact]
        public void Populate_keeps_the_elements_of_a_list_or_array_and_populates_them_in_place()
        {
            var first = Player.Make("old", 9);
            var second = Player.Make("old2", 9);
            var list = new List<Player> { first, second };
            byte[] json = BentoJson.SerializeToUtf8Bytes(new List<Player> { Player.Make("ada", 1), Player.Make("bob", 2), Player.Make("cy", 3) });
            BentoJson.Populate(json, ref list);
            Assert.Same(first, list[0]);
            Assert.Same(second, list[1]);
            Assert.Equal(new[] { "ada", "bob", "cy" }, new[] { list[0].Name, list[1].Name, list[2].Name });
            Assert.Equal(2, list[1].Score);

            // Hinted JSON and MessagePack follow the same rule, for arrays too.
            var array = new[] { first, second, list[2] };
            var sameArray = array;
            BentoHintedJson.Populate(BentoHintedJson.SerializeToUtf8Bytes(new[] { Player.Make("x", 7), Player.Make("y", 8), Player.Make("z", 9) }), ref array);
            Assert.Same(sameArray, array);
            Assert.Same(first, array[0]);
            Assert.Equal("z", array[2].Name);

            BentoMessagePack.Populate(BentoMessagePack.Serialize(new List<Player> { Player.Make("m", 5) }), ref list);
            Assert.Same(first, Assert.Single(list));
            Assert.Equal("m", first.Name);
        }

        [Fact]
        public void Populate_replaces_an_interface_root_that_is_not_a_list()
        {
            IReadOnlyList<Player> view = new[] { Player.Make("old", 9) };
            BentoJson.Populate("[" + Ada + "," + Bob + "]", ref view);
            Assert.IsType<List<Player>>(view);
            Assert.Equal(2, view.Count);
        }

        [Fact]
        public void Populate_reuses_an_array_of_the_same_length_only()
        {
            var array = new[] { Player.Make("old", 9), Player.Make("old2", 9) };
            var same = array;
            BentoJson.Populate("[" + Ada + "," + Bob + "]", ref array);
            Assert.Same(same, array);
            Assert.Equal("bob", array[1].Name);

            BentoJson.Populate("[" + Ada + "]", ref array);
            Assert.NotSame(same, array);
            Assert.Single(array);
        }

        [Fact]
        public void Populate_refills_a_dictionary_populating_entries_that_come_again()
        {
            var kept = Player.Make("x", 9);
            var map = new Dictionary<string, Player> { ["old"] = Player.Make("old", 9), ["a"] = kept };
            var same = map;
            BentoJson.Populate("{\"a\":" + Ada + ",\"b\":" + Bob + "}", ref map);
            Assert.Same(same, map);
            Assert.Equal(new[] { "a", "b" }, new List<string>(map.Keys).ToArray());
            Assert.Same(kept, map["a"]);
            Assert.Equal("ada", map["a"].Name);

            // MessagePack and hinted JSON follow the same rule.
            BentoMessagePack.Populate(BentoMessagePack.Serialize(new Dictionary<string, Player> { ["a"] = Player.Make("m", 1) }), ref map);
            Assert.Same(kept, Assert.Single(map).Value);
            Assert.Equal("m", kept.Name);
            BentoHintedJson.Populate(BentoHintedJson.SerializeToUtf8Bytes(new Dictionary<string, Player> { ["a"] = Player.Make("h", 2), ["c"] = Player.Make("c", 3) }), ref map);
            Assert.Same(kept, map["a"]);
            Assert.Equal("h", kept.Name);
            Assert.Equal(2, map.Count);
        }

        [Fact]
        public void Populate_with_null_input_or_null_target()
        {
            var list = new List<Player> { Player.Make("old", 9) };
            BentoJson.Populate("null", ref list);
            Assert.Null(list);

            List<Player> fresh = null!;
            BentoJson.Populate("[" + Ada + "]", ref fresh);
            Assert.Equal("ada", Assert.Single(fresh).Name);

            Dictionary<string, Player> map = null!;
            BentoJson.Populate("{\"a\":" + Ada + "}", ref map);
            Assert.Equal("ada", map["a"].Name);
        }

        [Fact]
        public void Stream_and_sequence_inputs_work_for_roots()
        {
            string json = "[" + Ada + "," + Bob + "]";
            using var stream = new MemoryStream(Encoding.UTF8.GetBytes(json));
            Assert.Equal(2, BentoJson.Deserialize<List<Player>>(stream).Count);

            var output = new MemoryStream();
            BentoJson.Serialize(output, Two());
            Assert.Equal(json, Encoding.UTF8.GetString(output.ToArray()));
        }

        [Fact]
        public async Task Async_stream_entry_points_work_for_roots()
        {
            var output = new MemoryStream();
            await BentoJson.SerializeAsync(output, new Dictionary<string, Player> { ["a"] = Player.Make("ada", 1) });
            output.Position = 0;
            var back = await BentoJson.DeserializeAsync<Dictionary<string, Player>>(output);
            Assert.Equal("ada", back["a"].Name);
        }

        [Fact]
        public void The_registry_returns_one_codec_per_root_type()
        {
            Assert.Same(JsonCodecRegistry<List<Player>>.Codec, JsonCodecRegistry<List<Player>>.Codec);
            Assert.NotSame((object)JsonCodecRegistry<List<Player>>.Codec, JsonCodecRegistry<IReadOnlyList<Player>>.Codec);
        }

        [Fact]
        public void Explicit_codecs_compose_nested_collections()
        {
            var codec = JsonCodec.ListOf(JsonCodec.DictionaryOf(Item.BentoJsonCodec.Instance));
            var value = new List<Dictionary<string, Item>> { new Dictionary<string, Item> { ["a"] = new Item { Id = "x", Count = 1 } }, new Dictionary<string, Item>() };
            string json = BentoJson.Serialize(value, codec);
            Assert.Equal("[{\"a\":{\"id\":\"x\",\"count\":1}},{}]", json);
            DeepEqual.Assert(value, BentoJson.Deserialize(json, codec));

            var grid = JsonCodec.ArrayOf(JsonCodec.ArrayOf(Vec.BentoJsonCodec.Instance));
            var cells = new[] { new[] { new Vec { X = 1 } }, Array.Empty<Vec>() };
            DeepEqual.Assert(cells, BentoJson.Deserialize(BentoJson.Serialize(cells, grid), grid));

            var byId = JsonCodec.DictionaryOf<long, Item>(Item.BentoJsonCodec.Instance);
            Assert.Equal("{\"5\":null}", BentoJson.Serialize(new Dictionary<long, Item> { [5] = null! }, byId));
            var readOnly = JsonCodec.ReadOnlyDictionaryOf(Item.BentoJsonCodec.Instance);
            Assert.Equal(1, BentoJson.Deserialize("{\"k\":{\"id\":\"a\",\"count\":1}}", readOnly)["k"].Count);
            var readOnlyList = JsonCodec.ReadOnlyListOf(Item.BentoJsonCodec.Instance);
            Assert.Equal(2, BentoJson.Deserialize("[null,null]", readOnlyList).Count);
        }

        [Fact]
        public void Explicit_codecs_reject_unsupported_keys_and_null_elements()
        {
            var ex = Assert.Throws<ArgumentException>(() => JsonCodec.DictionaryOf<DateTime, Item>(Item.BentoJsonCodec.Instance));
            Assert.Contains("string, int, long or Guid", ex.Message, StringComparison.Ordinal);
            Assert.Throws<ArgumentNullException>(() => JsonCodec.ListOf<Item>(null!));
        }

        [Fact]
        public void Roots_nobody_registered_say_what_to_do()
        {
            // Through a type parameter the generator sees no closed type: the message names the attribute.
            var ex = Assert.Throws<InvalidOperationException>(() => ViaTypeParameter<List<Vec[]>>("[]"));
            Assert.Contains("[assembly: BentoRoot(typeof(List<Vec[]>))]", ex.Message, StringComparison.Ordinal);
            Assert.DoesNotContain("Mark it [BentoObject]", ex.Message, StringComparison.Ordinal);
            ex = Assert.Throws<InvalidOperationException>(() => ViaTypeParameter<DayOfWeek>("1"));
            Assert.Contains("[assembly: BentoRoot(typeof(DayOfWeek))]", ex.Message, StringComparison.Ordinal);
            Assert.DoesNotContain("Mark it [BentoObject]", ex.Message, StringComparison.Ordinal);
            ex = Assert.Throws<InvalidOperationException>(() => ViaTypeParameter<LinkedList<Item>>("[]"));
            Assert.Contains("BentoRoot", ex.Message, StringComparison.Ordinal);

            // The compiler already warns here (BENTO032); this checks the run-time message.
#pragma warning disable BENTO032
            ex = Assert.Throws<InvalidOperationException>(() => BentoJson.Serialize(new Dictionary<TimeSpan, Item>()));
#pragma warning restore BENTO032
            Assert.Contains("BENTO032", ex.Message, StringComparison.Ordinal);
        }

        private static T ViaTypeParameter<T>(string json) => BentoJson.Deserialize<T>(json);
    }
}
