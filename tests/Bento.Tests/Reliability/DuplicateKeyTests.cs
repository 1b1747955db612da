using System;
using System.Collections.Generic;
using System.Text;
using Bento.Json;
using Bento.Tests.Models;
using Xunit;

namespace Bento.Tests.Reliability
{
    /// <summary>
    /// RejectDuplicateMembers covers dictionary keys as well as members: a key named twice in one object or map is an
    /// error with the key's position, in a fresh read, a populate that reuses entries, and a collection root; without
    /// the option the last value wins, as before.
    /// </summary>
    public class DuplicateKeyTests
    {
        private static readonly BentoJsonOptions s_reject = new BentoJsonOptions { RejectDuplicateMembers = true };
        private static readonly BentoMessagePackOptions s_rejectPack = new BentoMessagePackOptions { RejectDuplicateMembers = true };

        [Theory]
        [InlineData("{\"ByString\":{\"a\":1,\"b\":2,\"a\":3}}", "$.ByString.a", "'a'")]
        [InlineData("{\"ByInt32\":{\"7\":\"x\",\"7\":\"y\"}}", "$.ByInt32['7']", "'7'")]
        [InlineData("{\"ByGuid\":{\"00000000-0000-0000-0000-000000000001\":\"x\",\"00000000-0000-0000-0000-000000000001\":\"y\"}}", null, "'00000000-0000-0000-0000-000000000001'")]
        [InlineData("{\"OfLists\":{\"k\":[1],\"k\":[2]}}", "$.OfLists.k", "'k'")]
        public void Json_member_dictionary(string json, string? path, string key)
        {
            byte[] utf8 = Encoding.UTF8.GetBytes(json);
            var error = Assert.Throws<BentoJsonException>(() => BentoJson.Deserialize<Dictionaries>(utf8, s_reject));
            Assert.Contains("The key " + key + " occurs more than once", error.Reason, StringComparison.Ordinal);
            if (path != null) Assert.Equal(path, error.Path);

            // Populating an instance that already holds the key: still one repeat in the input, still an error.
            var target = BentoJson.Deserialize<Dictionaries>(utf8);
            Assert.Throws<BentoJsonException>(() => BentoJson.Populate(utf8, ref target, s_reject));

            // Without the option the last value wins.
            var lastWins = BentoJson.Deserialize<Dictionaries>(utf8);
            Assert.NotNull(lastWins);
        }

        [Fact]
        public void Json_populate_of_keys_the_dictionary_holds_is_no_repeat()
        {
            var target = new Document { Map = new Dictionary<string, int> { ["a"] = 1, ["b"] = 2 } };
            BentoJson.Populate(Encoding.UTF8.GetBytes("{\"Map\":{\"a\":5,\"b\":6}}"), ref target, s_reject);
            Assert.Equal(5, target.Map!["a"]);
            Assert.Equal(6, target.Map["b"]);
            var error = Assert.Throws<BentoJsonException>(() =>
                BentoJson.Populate(Encoding.UTF8.GetBytes("{\"Map\":{\"a\":5,\"a\":6}}"), ref target, s_reject));
            Assert.Equal("$.Map.a", error.Path);
        }

        [Fact]
        public void Json_root_dictionary()
        {
            byte[] utf8 = Encoding.UTF8.GetBytes("{\"x\":{\"Value\":1},\"x\":{\"Value\":2}}");
            Assert.Throws<BentoJsonException>(() => BentoJson.Deserialize<Dictionary<string, Inner>>(utf8, s_reject));
            var root = new Dictionary<string, Inner> { ["x"] = new Inner() };
            Assert.Throws<BentoJsonException>(() => BentoJson.Populate(utf8, ref root, s_reject));
            Assert.Equal(2, BentoJson.Deserialize<Dictionary<string, Inner>>(utf8)["x"].Value);
        }

        [Fact]
        public void Hinted_json_member_dictionary()
        {
            byte[] utf8 = Encoding.UTF8.GetBytes("{\"ByString\":{\"a\":1,\"a\":3}}");
            Assert.Throws<BentoJsonException>(() => BentoHintedJson.Deserialize<Dictionaries>(utf8, s_reject));
        }

        [Fact]
        public void MessagePack_member_and_root_dictionary()
        {
            // {"ByString": {"a": 1, "a": 3}} and {"ByInt32": {7: "x", 7: "y"}}
            byte[] byString = Convert.FromHexString("81a8427953747269" + "6e67" + "82a16101a16103");
            byte[] byInt = Convert.FromHexString("81a74279496e743332" + "8207a17807a179");
            var error = Assert.Throws<BentoMessagePackException>(() => BentoMessagePack.Deserialize<Dictionaries>(byString, s_rejectPack));
            Assert.Contains("The key 'a' occurs more than once", error.Message, StringComparison.Ordinal);
            Assert.Throws<BentoMessagePackException>(() => BentoMessagePack.Deserialize<Dictionaries>(byInt, s_rejectPack));
            var target = BentoMessagePack.Deserialize<Dictionaries>(byString);
            Assert.Equal(3, target.ByString!["a"]);
            Assert.Throws<BentoMessagePackException>(() => BentoMessagePack.Populate(byString, ref target, s_rejectPack));

            // A populate that keeps the dictionary: keys it holds are no repeat, and without the option a repeated key
            // is not refused either, the last value winning.
            var held = new Document { Map = new Dictionary<string, int> { ["a"] = 1, ["b"] = 2 } };
            BentoMessagePack.Populate(Convert.FromHexString("81a34d6170" + "82a16105a16206"), ref held, s_rejectPack);
            Assert.Equal(new Dictionary<string, int> { ["a"] = 5, ["b"] = 6 }, held.Map);
            BentoMessagePack.Populate(Convert.FromHexString("81a34d6170" + "82a16107a16108"), ref held);
            Assert.Equal(new Dictionary<string, int> { ["a"] = 8 }, held.Map);
            Assert.Throws<BentoMessagePackException>(() =>
                BentoMessagePack.Populate(Convert.FromHexString("81a34d6170" + "82a16107a16108"), ref held, s_rejectPack));

            // A root map {"x": {}, "x": {}}.
            byte[] root = Convert.FromHexString("82a17880a17880");
            Assert.Throws<BentoMessagePackException>(() => BentoMessagePack.Deserialize<Dictionary<string, Inner>>(root, s_rejectPack));
            Assert.Single(BentoMessagePack.Deserialize<Dictionary<string, Inner>>(root));
        }

        [Fact]
        public void MessagePack_repeat_tracking_allocates_nothing_in_a_steady_loop()
        {
            // The tracker of one read's keys goes back to the thread's pool when the map ends, so a second read with the
            // option allocates exactly what one without it does.
            byte[] map = Convert.FromHexString("81a8427953747269" + "6e67" + "82a16101a16203");
            for (int i = 0; i < 3; i++)
            {
                BentoMessagePack.Deserialize<Dictionaries>(map, s_rejectPack);
                BentoMessagePack.Deserialize<Dictionaries>(map);
            }

            long before = GC.GetAllocatedBytesForCurrentThread();
            BentoMessagePack.Deserialize<Dictionaries>(map, s_rejectPack);
            long with = GC.GetAllocatedBytesForCurrentThread() - before;
            before = GC.GetAllocatedBytesForCurrentThread();
            BentoMessagePack.Deserialize<Dictionaries>(map);
            long without = GC.GetAllocatedBytesForCurrentThread() - before;
            Assert.Equal(without, with);
        }
    }
}
