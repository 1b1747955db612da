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
        private const string Ada = "{\"name\":\"ada\",\"score\":1,\"position\":{\"x\":1,\"y\":-1},\"items\":null}";
        private const string Bob = "{\"name\":\"bob\",\"score\":2,\"position\":{\"x\":2,\"y\":-2},\"items\":[{\"id\":\"bob0\",\"count\":1},{\"id\":\"bob1\",\"count\":2}]}";

        private static List<Player> Two() => new List<Player> { Player.Make("ada", 1), Player.Make("bob", 2, items: 2) };

        private static T RoundTrip<T>(T value, string expectedJson)
        {
            string json = BentoJson.Serialize(value);
            Assert.Equal(expectedJson, json);
            Assert.Equal(expectedJson, Encoding.UTF8.GetString(BentoJson.SerializeToUtf8Bytes(value)));
            T back = BentoJson.Deserialize<T>(json);
            DeepEqual.Assert(value, back);
            DeepEqual.Assert(value, BentoJson.Deserialize<T>(Encoding.UTF8.GetBytes(json)));
            return back;
        }

        [Fact]
        public void List_round_trips()
        {
            var back = RoundTrip(Two(), "[" + Ada + "," + Bob + "]");
            Assert.Equal("bob1", back[1].Items![1].Id);
        }

        [Fact]
        public void Array_round_trips()
        {
            var back = RoundTrip(Two().ToArray(), "[" + Ada + "," + Bob + "]");
            Assert.Equal(2, back.Length);
        }

        [Fact]
        public void Array_of_a_marked_struct_round_trips()
        {
            var back = RoundTrip(new[] { new Vec { X = 1.5f, Y = 2 }, new Vec { X = -0.25f, Y = 0 } }, "[{\"x\":1.5,\"y\":2},{\"x\":-0.25,\"y\":0}]");
            Assert.Equal(-0.25f, back[1].X);
        }

        [Fact]
        public void List_interfaces_round_trip_and_read_as_lists()
        {
            string json = "[" + Ada + "," + Bob + "]";
            Assert.IsType<List<Player>>(RoundTrip<IReadOnlyList<Player>>(Two(), json));
            Assert.IsType<List<Player>>(RoundTrip<IList<Player>>(Two(), json));
            Assert.IsType<List<Player>>(RoundTrip<ICollection<Player>>(Two(), json));
            Assert.IsType<List<Player>>(RoundTrip<IReadOnlyCollection<Player>>(Two(), json));
            Assert.IsType<List<Player>>(RoundTrip<IEnumerable<Player>>(Two(), json));
        }

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
        public void Dictionary_with_string_keys_round_trips()
        {
            var map = new Dictionary<string, Player> { ["first"] = Player.Make("ada", 1), ["odd \"key\""] = Player.Make("bob", 2, items: 2) };
            var back = RoundTrip(map, "{\"first\":" + Ada + ",\"odd \\\"key\\\"\":" + Bob + "}");
            Assert.Equal("bob", back["odd \"key\""].Name);
        }

        [Fact]
        public void Dictionary_interfaces_round_trip_and_read_as_dictionaries()
        {
            var map = new Dictionary<string, Player> { ["a"] = Player.Make("ada", 1) };
            string json = "{\"a\":" + Ada + "}";
            Assert.IsType<Dictionary<string, Player>>(RoundTrip<IReadOnlyDictionary<string, Player>>(map, json));
            Assert.IsType<Dictionary<string, Player>>(RoundTrip<IDictionary<string, Player>>(map, json));
        }

        [Fact]
        public void Dictionaries_with_integer_and_guid_keys_round_trip()
        {
            RoundTrip(new Dictionary<int, Player> { [-7] = Player.Make("ada", 1), [42] = Player.Make("bob", 2, items: 2) }, "{\"-7\":" + Ada + ",\"42\":" + Bob + "}");
            RoundTrip(new Dictionary<long, Item> { [long.MaxValue] = new Item { Id = "x", Count = 1 } }, "{\"9223372036854775807\":{\"id\":\"x\",\"count\":1}}");
            var id = new Guid("0f8fad5b-d9cb-469f-a165-70867728950e");
            RoundTrip(new Dictionary<Guid, Vec> { [id] = new Vec { X = 1, Y = 2 } }, "{\"0f8fad5b-d9cb-469f-a165-70867728950e\":{\"x\":1,\"y\":2}}");
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
        public void Null_elements_and_values_are_kept()
        {
            var list = RoundTrip(new List<Player> { null!, Player.Make("ada", 1) }, "[null," + Ada + "]");
            Assert.Null(list[0]);
            var map = RoundTrip(new Dictionary<string, Item> { ["gone"] = null! }, "{\"gone\":null}");
            Assert.Null(map["gone"]);
        }

        [Fact]
        public void Empty_roots_round_trip()
        {
            Assert.Empty(RoundTrip(new List<Player>(), "[]"));
            Assert.Same(Array.Empty<Player>(), BentoJson.Deserialize<Player[]>("[ ]"));
            Assert.Empty(RoundTrip(new Dictionary<string, Player>(), "{}"));
            Assert.Empty(RoundTrip(new Dictionary<int, Vec>(), "{}"));
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
            ex = Assert.Throws<InvalidOperationException>(() => BentoJson.Serialize(new Dictionary<DateTime, Item>()));
#pragma warning restore BENTO032
            Assert.Contains("BENTO032", ex.Message, StringComparison.Ordinal);
        }

        private static T ViaTypeParameter<T>(string json) => BentoJson.Deserialize<T>(json);
    }
}
