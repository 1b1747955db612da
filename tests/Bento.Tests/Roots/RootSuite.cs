using System;
using System.Collections.Generic;
using Bento.Tests.Infrastructure;
using Xunit;

// The suites below reach these roots only through a type parameter (their RoundTrip<T> helpers), which the generator
// cannot see; the registry builds arrays, lists and string-keyed dictionaries of marked types alone, and everything
// else is declared, as docs/json.md tells users to.
[assembly: Bento.BentoRoot(typeof(IReadOnlyList<Bento.Tests.Roots.Player>))]
[assembly: Bento.BentoRoot(typeof(IList<Bento.Tests.Roots.Player>))]
[assembly: Bento.BentoRoot(typeof(ICollection<Bento.Tests.Roots.Player>))]
[assembly: Bento.BentoRoot(typeof(IReadOnlyCollection<Bento.Tests.Roots.Player>))]
[assembly: Bento.BentoRoot(typeof(IEnumerable<Bento.Tests.Roots.Player>))]
[assembly: Bento.BentoRoot(typeof(IReadOnlyDictionary<string, Bento.Tests.Roots.Player>))]
[assembly: Bento.BentoRoot(typeof(IDictionary<string, Bento.Tests.Roots.Player>))]
[assembly: Bento.BentoRoot(typeof(Dictionary<int, Bento.Tests.Roots.Player>))]
[assembly: Bento.BentoRoot(typeof(Dictionary<long, Bento.Tests.Roots.Item>))]
[assembly: Bento.BentoRoot(typeof(Dictionary<Guid, Bento.Tests.Roots.Vec>))]
[assembly: Bento.BentoRoot(typeof(Dictionary<int, Bento.Tests.Roots.Vec>))]
[assembly: Bento.BentoRoot(typeof(IReadOnlyDictionary<int, Bento.Tests.Roots.Item>))]
[assembly: Bento.BentoRoot(typeof(IReadOnlyList<Bento.Tests.Roots.Item>))]
[assembly: Bento.BentoRoot(typeof(Dictionary<int, Bento.Tests.Roots.Unit>))]
[assembly: Bento.BentoRoot(typeof(Dictionary<long, Bento.Tests.Roots.Unit>))]

namespace Bento.Tests.Roots
{
    /// <summary>
    /// Arrays, lists and dictionaries of marked types as document roots, each shape written once and run over JSON,
    /// hinted JSON and MessagePack (see <see cref="TestFormat.RoundTrip{T}"/>). The JSON text is pinned here for JSON and
    /// hinted JSON; MessagePack's bytes are pinned in <see cref="RootMsgPackTests"/>, hint counts in
    /// <see cref="RootHintedTests"/>.
    /// </summary>
    public class RootSuite
    {
        /// <summary>The JSON of <c>Player.Make("ada", 1)</c>.</summary>
        internal const string Ada = "{\"name\":\"ada\",\"score\":1,\"position\":{\"x\":1,\"y\":-1},\"items\":null}";
        /// <summary>The JSON of <c>Player.Make("bob", 2, items: 2)</c>.</summary>
        internal const string Bob = "{\"name\":\"bob\",\"score\":2,\"position\":{\"x\":2,\"y\":-2},\"items\":[{\"id\":\"bob0\",\"count\":1},{\"id\":\"bob1\",\"count\":2}]}";

        public static IEnumerable<object[]> Formats() => TestFormat.OwnLayoutNames();

        /// <summary>Ada and Bob (<see cref="Ada"/>, <see cref="Bob"/>).</summary>
        internal static List<Player> Two() => new List<Player> { Player.Make("ada", 1), Player.Make("bob", 2, items: 2) };

        /// <summary><paramref name="count"/> players, some with items (the hinted root tests size collections from these).</summary>
        internal static List<Player> Players(int count)
        {
            var list = new List<Player>();
            for (int i = 0; i < count; i++)
                list.Add(Player.Make("p" + i, i, items: i % 3));
            return list;
        }

        /// <summary>
        /// The format's round trip (the models' camel-case names are Bento's own, so no System.Text.Json cross-check),
        /// the JSON text for JSON and hinted JSON, and JSON's string entry point; returns the value read back.
        /// </summary>
        private static T RoundTrip<T>(TestFormat format, T value, string? json = null)
        {
            byte[] document = format.RoundTrip(value, stjAgrees: false);
            if (json != null && format.IsJson)
                Assert.Equal(json, format == TestFormat.Json ? System.Text.Encoding.UTF8.GetString(document) : format.PlainText(document));
            if (json != null && format == TestFormat.Json)
                DeepEqual.Assert(value, BentoJson.Deserialize<T>(json));
            return format.Deserialize<T>(document);
        }

        [Theory]
        [MemberData(nameof(Formats))]
        public void Lists_and_arrays_round_trip(string name)
        {
            TestFormat format = TestFormat.Named(name);
            Assert.Equal("bob1", RoundTrip(format, Two(), "[" + Ada + "," + Bob + "]")[1].Items![1].Id);
            Assert.Equal(2, RoundTrip(format, Two().ToArray(), "[" + Ada + "," + Bob + "]").Length);
            Assert.Equal(-0.25f, RoundTrip(format, new[] { new Vec { X = 1.5f, Y = 2 }, new Vec { X = -0.25f, Y = 0 } }, "[{\"x\":1.5,\"y\":2},{\"x\":-0.25,\"y\":0}]")[1].X);
            RoundTrip(format, Players(5));
            RoundTrip(format, Players(5).ToArray());
            RoundTrip(format, new[] { new Vec { X = 1.5f, Y = -2 } });
            RoundTrip(format, new[] { new Vec { X = 1, Y = 2 } });
        }

        [Theory]
        [MemberData(nameof(Formats))]
        public void List_interfaces_round_trip_and_read_as_lists(string name)
        {
            TestFormat format = TestFormat.Named(name);
            string json = "[" + Ada + "," + Bob + "]";
            Assert.IsType<List<Player>>(RoundTrip<IReadOnlyList<Player>>(format, Two(), json));
            Assert.IsType<List<Player>>(RoundTrip<IList<Player>>(format, Two(), json));
            Assert.IsType<List<Player>>(RoundTrip<ICollection<Player>>(format, Two(), json));
            Assert.IsType<List<Player>>(RoundTrip<IReadOnlyCollection<Player>>(format, Two(), json));
            Assert.IsType<List<Player>>(RoundTrip<IEnumerable<Player>>(format, Two(), json));
            RoundTrip<IReadOnlyList<Player>>(format, Players(3));
            RoundTrip<IEnumerable<Player>>(format, Players(3));
        }

        [Theory]
        [MemberData(nameof(Formats))]
        public void Dictionaries_round_trip_and_interfaces_read_as_dictionaries(string name)
        {
            TestFormat format = TestFormat.Named(name);
            var odd = new Dictionary<string, Player> { ["first"] = Player.Make("ada", 1), ["odd \"key\""] = Player.Make("bob", 2, items: 2) };
            Assert.Equal("bob", RoundTrip(format, odd, "{\"first\":" + Ada + ",\"odd \\\"key\\\"\":" + Bob + "}")["odd \"key\""].Name);

            var map = new Dictionary<string, Player> { ["a"] = Player.Make("ada", 1) };
            string json = "{\"a\":" + Ada + "}";
            Assert.IsType<Dictionary<string, Player>>(RoundTrip<IReadOnlyDictionary<string, Player>>(format, map, json));
            Assert.IsType<Dictionary<string, Player>>(RoundTrip<IDictionary<string, Player>>(format, map, json));
            RoundTrip(format, new Dictionary<string, Player> { ["a"] = Player.Make("ada", 1), ["b"] = Player.Make("bob", 2, items: 1) });
        }

        [Theory]
        [MemberData(nameof(Formats))]
        public void Dictionaries_with_integer_and_guid_keys_round_trip(string name)
        {
            TestFormat format = TestFormat.Named(name);
            RoundTrip(format, new Dictionary<int, Player> { [-7] = Player.Make("ada", 1), [42] = Player.Make("bob", 2, items: 2) }, "{\"-7\":" + Ada + ",\"42\":" + Bob + "}");
            RoundTrip(format, new Dictionary<long, Item> { [long.MaxValue] = new Item { Id = "x", Count = 1 } }, "{\"9223372036854775807\":{\"id\":\"x\",\"count\":1}}");
            var id = new Guid("0f8fad5b-d9cb-469f-a165-70867728950e");
            RoundTrip(format, new Dictionary<Guid, Vec> { [id] = new Vec { X = 1, Y = 2 } }, "{\"0f8fad5b-d9cb-469f-a165-70867728950e\":{\"x\":1,\"y\":2}}");
            RoundTrip(format, new Dictionary<Guid, Vec> { [Guid.NewGuid()] = new Vec { X = 3 } });
            RoundTrip<IReadOnlyDictionary<int, Item>>(format, new Dictionary<int, Item> { [3] = new Item { Id = "x", Count = 1 } });
        }

        [Theory]
        [MemberData(nameof(Formats))]
        public void Null_elements_and_values_are_kept(string name)
        {
            TestFormat format = TestFormat.Named(name);
            Assert.Null(RoundTrip(format, new List<Player> { null!, Player.Make("ada", 1) }, "[null," + Ada + "]")[0]);
            Assert.Null(RoundTrip(format, new Dictionary<string, Item> { ["gone"] = null! }, "{\"gone\":null}")["gone"]);
            Assert.Null(RoundTrip(format, new List<Item> { null! })[0]);
        }

        [Theory]
        [MemberData(nameof(Formats))]
        public void Empty_and_null_roots_round_trip(string name)
        {
            TestFormat format = TestFormat.Named(name);
            Assert.Empty(RoundTrip(format, new List<Player>(), "[]"));
            Assert.Same(Array.Empty<Player>(), format.Deserialize<Player[]>(format.FromPlainJson("[ ]")));
            Assert.Empty(RoundTrip(format, new Dictionary<string, Player>(), "{}"));
            Assert.Empty(RoundTrip(format, new Dictionary<int, Vec>(), "{}"));
            RoundTrip<List<Player>>(format, null!);
        }
        [Fact]
        public void Generic_constructions_are_roots_of_every_entry_point()
        {
            // Each call names its construction, so the generator registers it (and what its type arguments need).
            var page = new Models.Page<Vec> { Items = new List<Vec> { new Vec { X = 1, Y = 2 } }, First = new Vec { X = 3 }, Total = 1 };
            DeepEqual.Assert(page, BentoJson.Deserialize<Models.Page<Vec>>(BentoJson.Serialize(page)));
            DeepEqual.Assert(page, BentoHintedJson.Deserialize<Models.Page<Vec>>(BentoHintedJson.SerializeToUtf8Bytes(page)));
            byte[] numbers = BentoMessagePack.Serialize(new Models.Page<int> { Items = new List<int> { 1, 2 }, First = 3 });
            Assert.Equal(new[] { 1, 2 }, BentoMessagePack.Deserialize<Models.Page<int>>(numbers).Items);
            Assert.Equal("{\"Items\":[1,2],\"First\":3,\"Array\":null,\"ByName\":null,\"Next\":null,\"Total\":0}", System.Text.Encoding.UTF8.GetString(BentoMessagePack.ToJson(numbers)));

            // Collections of constructions, and constructions of constructions over an enum argument.
            var list = new List<Models.Page<Vec>> { page, new Models.Page<Vec>() };
            DeepEqual.Assert(list, BentoJson.Deserialize<List<Models.Page<Vec>>>(BentoJson.SerializeToUtf8Bytes(list)));
            DeepEqual.Assert(list, BentoMessagePack.Deserialize<List<Models.Page<Vec>>>(BentoMessagePack.Serialize(list)));
            var colors = new Models.Page<Models.Page<Models.Color>> { First = new Models.Page<Models.Color> { Items = new List<Models.Color> { Models.Color.Blue }, First = Models.Color.Red } };
            DeepEqual.Assert(colors, BentoJson.Deserialize<Models.Page<Models.Page<Models.Color>>>(BentoJson.Serialize(colors)));
            DeepEqual.Assert(colors, BentoMessagePack.Deserialize<Models.Page<Models.Page<Models.Color>>>(BentoMessagePack.Serialize(colors)));
        }
    }
}
