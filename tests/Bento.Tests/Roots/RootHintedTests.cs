using System;
using System.Collections.Generic;
using System.Linq;
using System.Text;
using Bento.Json;
using Bento.Tests.Infrastructure;
using Xunit;

namespace Bento.Tests.Roots
{
    /// <summary>Collection roots through hinted JSON, and collections sized from the counts a document gives.</summary>
    public class RootHintedTests
    {
        private static readonly BentoJsonOptions s_strict = new BentoJsonOptions { HintHandling = BentoHintHandling.Strict };

        private static List<Player> Players(int count) => RootSuite.Players(count);

        [Fact]
        public void The_root_carries_its_count()
        {
            string hinted = BentoHintedJson.Serialize(Players(12));
            Assert.StartsWith("/*bento-hinted-json:1*/", hinted, StringComparison.Ordinal);
            Assert.Contains("12", hinted.Substring(0, hinted.IndexOf('[')), StringComparison.Ordinal);
        }

        [Fact]
        public void Hinted_roots_are_sized_once_from_the_count()
        {
            byte[] hinted = BentoHintedJson.SerializeToUtf8Bytes(Players(5));
            Assert.Equal(5, BentoHintedJson.Deserialize<List<Player>>(hinted).Capacity);
            // Plain JSON has no count: the elements are buffered, and the list is made once at their count.
            Assert.Equal(5, BentoJson.Deserialize<List<Player>>(BentoJson.SerializeToUtf8Bytes(Players(5))).Capacity);

            var list = new List<Player>();
            BentoHintedJson.Populate(hinted, ref list);
            Assert.Equal(5, list.Capacity);

            // Objects carried a count from 1 KiB of text in documents of the earlier writer (today's gives none: they
            // cost more to write than they saved), and the reader still sizes a dictionary from one: 60 entries are
            // well past 1 KiB.
            var map = new Dictionary<int, Item>();
            for (int i = 0; i < 60; i++)
                map[i] = new Item { Id = "i" + i };
            Assert.DoesNotContain("/*60:", BentoHintedJson.Serialize(map), StringComparison.Ordinal);
            var back = BentoHintedJson.Deserialize<Dictionary<int, Item>>(Bento.Tests.Hinted.HintedTesting.EarlierRelease(map));
            var grown = BentoJson.Deserialize<Dictionary<int, Item>>(BentoJson.SerializeToUtf8Bytes(map));
            Assert.True(back.EnsureCapacity(0) < grown.EnsureCapacity(0), "a hinted dictionary is sized for its count, not grown");
        }

        [Fact]
        public void A_wrong_count_cannot_change_what_is_read()
        {
            string hinted = BentoHintedJson.Serialize(Players(3).ToArray());
            int at = hinted.IndexOf("/*3", StringComparison.Ordinal);
            Assert.True(at > 0, hinted);
            string lying = hinted.Substring(0, at) + "/*9" + hinted.Substring(at + 3);
            Assert.Equal(3, BentoHintedJson.Deserialize<Player[]>(lying).Length);
            Assert.Equal(3, BentoHintedJson.Deserialize<List<Player>>(lying).Count);
            Assert.Throws<BentoJsonException>(() => BentoHintedJson.Deserialize<Player[]>(lying, s_strict));

            // A count below the truth: the array filled so far continues in a buffer.
            string short1 = hinted.Substring(0, at) + "/*1" + hinted.Substring(at + 3);
            var players = BentoHintedJson.Deserialize<Player[]>(short1);
            Assert.Equal(new[] { "p0", "p1", "p2" }, players.Select(p => p.Name).ToArray());
            Assert.Equal(3, BentoHintedJson.Deserialize<List<Player>>(short1).Count);
        }

        [Fact]
        public void Hinted_errors_keep_the_path()
        {
            string hinted = BentoHintedJson.Serialize(Players(4));
            string bad = hinted.Replace("\"name\":\"p3\"", "\"name\":3", StringComparison.Ordinal);
            var ex = Assert.Throws<BentoJsonException>(() => BentoHintedJson.Deserialize<List<Player>>(bad));
            Assert.Equal("$[3].name", ex.Path);
        }

        [Fact]
        public void Hinted_populate_follows_the_reuse_rules()
        {
            byte[] two = BentoHintedJson.SerializeToUtf8Bytes(Players(2).ToArray());
            var array = Players(2).ToArray();
            var same = array;
            BentoHintedJson.Populate(two, ref array);
            Assert.Same(same, array);
            Assert.Equal("p1", array[1].Name);

            var map = new Dictionary<string, Player> { ["old"] = Player.Make("old", 1) };
            BentoHintedJson.Populate(BentoHintedJson.SerializeToUtf8Bytes(new Dictionary<string, Player> { ["a"] = Player.Make("a", 1) }), ref map);
            Assert.Equal(new[] { "a" }, new List<string>(map.Keys).ToArray());
        }

        [Fact]
        public void Explicit_codecs_work_hinted()
        {
            var codec = JsonCodec.ListOf(JsonCodec.ArrayOf(Item.BentoJsonCodec.Instance));
            var value = new List<Item[]> { new[] { new Item { Id = "a", Count = 1 } }, Array.Empty<Item>() };
            byte[] hinted = BentoHintedJson.SerializeToUtf8Bytes(value, codec);
            DeepEqual.Assert(value, BentoHintedJson.Deserialize(hinted, codec));
        }
    }
}
