using System;
using System.Collections.Generic;
using System.IO;
using Bento.MessagePack;
using Bento.Tests.Infrastructure;
using Xunit;
using static Bento.Tests.MessagePack.MsgPackTesting;

namespace Bento.Tests.Roots
{
    /// <summary>Arrays, lists and dictionaries of marked types as MessagePack document roots, in map and array layout.</summary>
    public class RootMsgPackTests
    {
        // {"id":"a","count":1} in map layout; Unit { Name = "x", Level = 2 } in array layout.
        private const string ItemA = "82 a2 6964 a1 61 a5 636f756e74 01";
        private const string UnitX = "92 a1 78 02";

        private static List<Player> Two() => RootSuite.Two();

        private static T RoundTrip<T>(T value, string? expectedHex = null)
        {
            byte[] bytes = BentoMessagePack.Serialize(value);
            if (expectedHex != null) Assert.Equal(Hex(Bytes(expectedHex)), Hex(bytes));
            T back = BentoMessagePack.Deserialize<T>(bytes);
            DeepEqual.Assert(value, back);
            return back;
        }

        [Fact]
        public void Lists_and_arrays_of_map_layout_objects_have_stable_bytes()
        {
            var items = new List<Item> { new Item { Id = "a", Count = 1 } };
            RoundTrip(items, "91 " + ItemA);
            RoundTrip(items.ToArray(), "91 " + ItemA);
            RoundTrip<IReadOnlyList<Item>>(items, "91 " + ItemA);
        }

        [Fact]
        public void Lists_and_dictionaries_of_array_layout_objects_have_stable_bytes()
        {
            var units = new List<Unit> { new Unit { Name = "x", Level = 2 }, new Unit { Name = "x", Level = 2 } };
            RoundTrip(units, "92 " + UnitX + UnitX);
            RoundTrip(new Dictionary<string, Unit> { ["k"] = units[0] }, "81 a1 6b " + UnitX);
            RoundTrip(new Dictionary<int, Unit> { [-1] = units[0] }, "81 ff " + UnitX);
            RoundTrip(new Dictionary<long, Unit> { [300] = units[0] }, "81 cd 012c " + UnitX);
        }

        [Fact]
        public void Lazy_sequences_are_written_with_their_count()
        {
            Assert.Equal(Hex(Bytes("92 " + ItemA + ItemA)), Hex(BentoMessagePack.Serialize(Lazy())));

            static IEnumerable<Item> Lazy()
            {
                yield return new Item { Id = "a", Count = 1 };
                yield return new Item { Id = "a", Count = 1 };
            }
        }

        [Fact]
        public void Null_and_empty_roots()
        {
            Assert.Equal("c0", Hex(BentoMessagePack.Serialize<List<Player>>(null!)));
            Assert.Equal("c0", Hex(BentoMessagePack.Serialize<Dictionary<string, Player>>(null!)));
            Assert.Null(BentoMessagePack.Deserialize<Player[]>(Bytes("c0")));
            Assert.Null(BentoMessagePack.Deserialize<IReadOnlyDictionary<string, Player>>(Bytes("c0")));
            Assert.Empty(RoundTrip(new List<Player>(), "90"));
            Assert.Same(Array.Empty<Player>(), BentoMessagePack.Deserialize<Player[]>(Bytes("90")));
            Assert.Empty(RoundTrip(new Dictionary<string, Player>(), "80"));
            Assert.Null(RoundTrip(new List<Item> { null! }, "91 c0")[0]);
        }

        [Fact]
        public void Errors_name_the_element_and_member()
        {
            // Four players in map layout, the last one's name an integer.
            var players = new List<Player> { Player.Make("a", 1), Player.Make("b", 1), Player.Make("c", 1) };
            byte[] good = BentoMessagePack.Serialize(players);
            byte[] bad = Concat(Bytes("94"), good.AsSpan(1).ToArray(), Bytes("81 a4 6e616d65 05"));
            var ex = Assert.Throws<BentoMessagePackException>(() => BentoMessagePack.Deserialize<List<Player>>(bad));
            Assert.Equal("$[3].name", ex.Path);
            ex = Assert.Throws<BentoMessagePackException>(() => BentoMessagePack.Deserialize<Player[]>(bad));
            Assert.Equal("$[3].name", ex.Path);

            // Array layout: the second unit's level is a string.
            ex = Assert.Throws<BentoMessagePackException>(() => BentoMessagePack.Deserialize<Unit[]>(Bytes("92 " + UnitX + "92 a1 78 a1 78")));
            Assert.Equal("$[1][1]", ex.Path);

            ex = Assert.Throws<BentoMessagePackException>(() => BentoMessagePack.Deserialize<Dictionary<string, Item>>(Bytes("81 a1 6b 81 a5 636f756e74 c3")));
            Assert.Equal("$.k.count", ex.Path);
        }

        [Fact]
        public void Malformed_roots_are_errors()
        {
            Assert.Throws<BentoMessagePackException>(() => BentoMessagePack.Deserialize<List<Item>>(Bytes("80")));
            Assert.Throws<BentoMessagePackException>(() => BentoMessagePack.Deserialize<Dictionary<string, Item>>(Bytes("90")));
            Assert.Throws<BentoMessagePackException>(() => BentoMessagePack.Deserialize<Item[]>(Bytes("92 " + ItemA)));
            Assert.Throws<BentoMessagePackException>(() => BentoMessagePack.Deserialize<List<Item>>(Bytes("dd 7fffffff c0")));
            Assert.Throws<BentoMessagePackException>(() => BentoMessagePack.Deserialize<List<Item>>(Bytes("90 90")));
            var ex = Assert.Throws<BentoMessagePackException>(() => BentoMessagePack.Deserialize<Dictionary<string, Item>>(Bytes("81 c0 c0")));
            Assert.Contains("key is nil", ex.Message, StringComparison.Ordinal);
            Assert.Throws<BentoMessagePackException>(() => BentoMessagePack.Deserialize<Dictionary<int, Item>>(Bytes("81 a1 6b c0")));
        }

        [Fact]
        public void A_root_counts_against_max_depth()
        {
            var options = new BentoMessagePackOptions { MaxDepth = 2 };
            byte[] bytes = BentoMessagePack.Serialize(new List<Player> { Player.Make("a", 1) });
            Assert.Throws<BentoMessagePackException>(() => BentoMessagePack.Deserialize<List<Player>>(bytes, options));
            Assert.Throws<BentoMessagePackException>(() => BentoMessagePack.Serialize(new List<Player> { Player.Make("a", 1) }, options));
            Assert.Single(BentoMessagePack.Deserialize<List<Item>>(Bytes("91 " + ItemA), options));
        }

        [Fact]
        public void Populate_follows_the_reuse_rules()
        {
            byte[] one = BentoMessagePack.Serialize(new List<Player> { Player.Make("ada", 1) });
            byte[] two = BentoMessagePack.Serialize(Two());

            var list = new List<Player> { Player.Make("old", 9), Player.Make("old", 9), Player.Make("old", 9) };
            var sameList = list;
            BentoMessagePack.Populate(one, ref list);
            Assert.Same(sameList, list);
            Assert.Equal("ada", Assert.Single(list).Name);

            var array = new[] { Player.Make("old", 9), Player.Make("old", 9) };
            var sameArray = array;
            BentoMessagePack.Populate(two, ref array);
            Assert.Same(sameArray, array);
            Assert.Equal("bob", array[1].Name);
            BentoMessagePack.Populate(one, ref array);
            Assert.NotSame(sameArray, array);

            IEnumerable<Player> sequence = new[] { Player.Make("old", 9) };
            BentoMessagePack.Populate(two, ref sequence);
            Assert.IsType<List<Player>>(sequence);

            var map = new Dictionary<string, Player> { ["old"] = Player.Make("old", 9) };
            var sameMap = map;
            BentoMessagePack.Populate(BentoMessagePack.Serialize(new Dictionary<string, Player> { ["a"] = Player.Make("ada", 1) }), ref map);
            Assert.Same(sameMap, map);
            Assert.Equal(new[] { "a" }, new List<string>(map.Keys).ToArray());

            BentoMessagePack.Populate(Bytes("c0"), ref map);
            Assert.Null(map);
            List<Player> none = null!;
            BentoMessagePack.Populate(two, ref none);
            Assert.Equal(2, none.Count);
        }

        [Fact]
        public void Stream_entry_points_work_for_roots()
        {
            var output = new MemoryStream();
            BentoMessagePack.Serialize(output, Two());
            output.Position = 0;
            Assert.Equal(2, BentoMessagePack.Deserialize<Player[]>(output).Length);
        }

        [Fact]
        public void Explicit_codecs_compose_nested_collections()
        {
            var codec = MsgPackCodec.ListOf(MsgPackCodec.ArrayOf(Unit.BentoMsgPackCodec.Instance));
            var value = new List<Unit[]> { new[] { new Unit { Name = "x", Level = 2 } }, Array.Empty<Unit>() };
            byte[] bytes = BentoMessagePack.Serialize(value, codec);
            Assert.Equal(Hex(Bytes("92 91 " + UnitX + " 90")), Hex(bytes));
            DeepEqual.Assert(value, BentoMessagePack.Deserialize(bytes, codec));

            var byId = MsgPackCodec.DictionaryOf<int, Item>(Item.BentoMsgPackCodec.Instance);
            Assert.Equal("8105c0", Hex(BentoMessagePack.Serialize(new Dictionary<int, Item> { [5] = null! }, byId)));
            var readOnly = MsgPackCodec.ReadOnlyDictionaryOf(MsgPackCodec.DictionaryOf(Item.BentoMsgPackCodec.Instance));
            Assert.Empty(BentoMessagePack.Deserialize(Bytes("81 a1 6b 80"), readOnly)["k"]);
            Assert.Equal(2, BentoMessagePack.Deserialize(Bytes("92 c0 c0"), MsgPackCodec.ReadOnlyListOf(Item.BentoMsgPackCodec.Instance)).Count);
            Assert.Throws<ArgumentException>(() => MsgPackCodec.DictionaryOf<byte, Item>(Item.BentoMsgPackCodec.Instance));
        }

        [Fact]
        public void Collections_of_unmarked_types_say_what_to_do()
        {
            var ex = Assert.Throws<InvalidOperationException>(() => ViaTypeParameter(new List<Vec[]>()));
            Assert.Contains("MsgPackCodec.ListOf", ex.Message, StringComparison.Ordinal);
            Assert.Contains("[assembly: BentoRoot(typeof(List<Vec[]>))]", ex.Message, StringComparison.Ordinal);
        }

        private static byte[] ViaTypeParameter<T>(T value) => BentoMessagePack.Serialize(value);
    }
}
