using System.Collections.Generic;
using System.Text;
using Bento;
using Xunit;

// Roots for every format: the populates below reach these types only through a type parameter.
[assembly: BentoRoot(typeof(List<int>))]
[assembly: BentoRoot(typeof(HashSet<int>))]
[assembly: BentoRoot(typeof(int[]))]
[assembly: BentoRoot(typeof(Dictionary<int, int>))]
[assembly: BentoRoot(typeof(Dictionary<string, int>))]
[assembly: BentoRoot(typeof(IReadOnlyList<int>))]

namespace Bento.Tests.Reuse
{
    /// <summary>
    /// Edges of the collection policies that every format shares: a null input does not touch the collection a
    /// populate was given, a stated count decides whether an array is kept, and a refill that clears (keys other than
    /// strings, values that keep nothing) still reports repeated keys when asked to.
    /// </summary>
    public class CollectionPolicyTests
    {
        private static void Populate<T>(string format, string json, ref T target, bool rejectDuplicates = false)
        {
            var bytes = Encoding.UTF8.GetBytes(json);
            if (format == "json")
                BentoJson.Populate(bytes, ref target, new BentoJsonOptions { RejectDuplicateMembers = rejectDuplicates });
            else if (format == "hinted")
                BentoHintedJson.Populate(BentoHintedJson.FromJson(bytes), ref target, new BentoJsonOptions { RejectDuplicateMembers = rejectDuplicates });
            else
                BentoMessagePack.Populate(BentoMessagePack.FromJson(bytes), ref target, new BentoMessagePackOptions { RejectDuplicateMembers = rejectDuplicates });
        }

        [Theory, MemberData(nameof(ReuseFormats.All), MemberType = typeof(ReuseFormats))]
        public void A_null_input_leaves_the_collection_it_replaces_untouched(string format)
        {
            var list = new List<int> { 1, 2 };
            var target = list;
            Populate(format, "null", ref target);
            Assert.Null(target);
            Assert.Equal(new[] { 1, 2 }, list);

            var set = new HashSet<int> { 3 };
            var setTarget = set;
            Populate(format, "null", ref setTarget);
            Assert.Null(setTarget);
            Assert.Single(set);

            var map = new Dictionary<int, int> { [1] = 10 };
            var mapTarget = map;
            Populate(format, "null", ref mapTarget);
            Assert.Null(mapTarget);
            Assert.Equal(10, map[1]);
        }

        [Theory, MemberData(nameof(ReuseFormats.All), MemberType = typeof(ReuseFormats))]
        public void A_list_of_values_that_keep_nothing_is_cleared_and_refilled(string format)
        {
            var list = new List<int> { 9, 9, 9, 9 };
            var target = list;
            Populate(format, "[1,2]", ref target);
            Assert.Same(list, target);
            Assert.Equal(new[] { 1, 2 }, target);

            Populate(format, "[4,5,6,7,8]", ref target);
            Assert.Same(list, target);
            Assert.Equal(new[] { 4, 5, 6, 7, 8 }, target);
        }

        [Theory, MemberData(nameof(ReuseFormats.All), MemberType = typeof(ReuseFormats))]
        public void An_array_is_kept_only_when_the_input_has_its_length(string format)
        {
            var array = new[] { 7, 7 };
            var target = array;
            Populate(format, "[1,2]", ref target);
            Assert.Same(array, target);
            Assert.Equal(new[] { 1, 2 }, array);

            Populate(format, "[3,4,5]", ref target);
            Assert.NotSame(array, target);
            Assert.Equal(new[] { 3, 4, 5 }, target);
            Assert.Equal(new[] { 1, 2 }, array);

            Populate(format, "[]", ref target);
            Assert.Empty(target);
        }

        [Theory, MemberData(nameof(ReuseFormats.All), MemberType = typeof(ReuseFormats))]
        public void A_sequence_interface_holding_an_array_gets_a_new_list(string format)
        {
            IReadOnlyList<int> target = new[] { 1, 2 };
            Populate(format, "[3,4,5]", ref target);
            Assert.IsType<List<int>>(target);
            Assert.Equal(new[] { 3, 4, 5 }, target);

            var list = (List<int>)target;
            Populate(format, "[6]", ref target);
            Assert.Same(list, target);
            Assert.Equal(new[] { 6 }, target);
        }

        [Theory, MemberData(nameof(ReuseFormats.All), MemberType = typeof(ReuseFormats))]
        public void A_dictionary_refill_that_clears_reports_a_repeated_key_when_asked(string format)
        {
            var map = new Dictionary<int, int> { [1] = 10, [2] = 20 };
            var target = map;
            PopulateIntMap(format, "{\"3\":30,\"3\":31}", "82 03 1e 03 1f", ref target, rejectDuplicates: false);
            Assert.Same(map, target);
            Assert.Equal(new Dictionary<int, int> { [3] = 31 }, target);

            var rejecting = new Dictionary<int, int> { [1] = 10 };
            var ex = Record.Exception(() => PopulateIntMap(format, "{\"4\":40,\"4\":41}", "82 04 28 04 29", ref rejecting, rejectDuplicates: true));
            Assert.NotNull(ex);
            Assert.True(ex is BentoJsonException or BentoMessagePackException, ex.GetType().Name);
            Assert.Contains("4", ex.Message, System.StringComparison.Ordinal);
        }

        // MessagePack writes integer keys as integers, which JSON text converted to MessagePack cannot say: its bytes are given.
        private static void PopulateIntMap(string format, string json, string msgpackHex, ref Dictionary<int, int> target, bool rejectDuplicates)
        {
            if (format == "msgpack")
                BentoMessagePack.Populate(Bento.Tests.MessagePack.MsgPackTesting.Bytes(msgpackHex), ref target, new BentoMessagePackOptions { RejectDuplicateMembers = rejectDuplicates });
            else
                Populate(format, json, ref target, rejectDuplicates);
        }

        [Theory, MemberData(nameof(ReuseFormats.All), MemberType = typeof(ReuseFormats))]
        public void A_dictionary_refill_keeps_its_string_keys_and_drops_the_others(string format)
        {
            string key = new string('k', 3);
            var map = new Dictionary<string, int> { [key] = 1, ["gone"] = 2 };
            var target = map;
            Populate(format, "{\"kkk\":5,\"new\":6}", ref target);
            Assert.Same(map, target);
            Assert.Equal(new Dictionary<string, int> { ["kkk"] = 5, ["new"] = 6 }, target);
            foreach (var stored in target.Keys)
            {
                if (stored == "kkk") Assert.Same(key, stored);
            }
        }
    }
}
