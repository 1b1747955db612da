using System;
using System.Collections.Generic;
using System.Collections.ObjectModel;
using Bento.Tests.Infrastructure;
using Xunit;

// Reached through the generic helpers below, so declared here rather than found at a call site.
[assembly: Bento.BentoRoot(typeof(int[][]))]
[assembly: Bento.BentoRoot(typeof(List<List<int>>))]
[assembly: Bento.BentoRoot(typeof(List<int[][]>))]
[assembly: Bento.BentoRoot(typeof(List<List<List<int>>>))]
[assembly: Bento.BentoRoot(typeof(List<HashSet<int>>))]
[assembly: Bento.BentoRoot(typeof(HashSet<int[]>))]
[assembly: Bento.BentoRoot(typeof(Dictionary<string, int[]>))]
[assembly: Bento.BentoRoot(typeof(List<Dictionary<string, int>>))]
[assembly: Bento.BentoRoot(typeof(Dictionary<int, List<int>>))]
[assembly: Bento.BentoRoot(typeof(IReadOnlyList<int[]>))]
[assembly: Bento.BentoRoot(typeof(IEnumerable<int[]>))]
[assembly: Bento.BentoRoot(typeof(List<IEnumerable<int>>))]
[assembly: Bento.BentoRoot(typeof(IReadOnlyDictionary<string, int[]>))]
[assembly: Bento.BentoRoot(typeof(IDictionary<string, int[]>))]
[assembly: Bento.BentoRoot(typeof(List<IDictionary<string, int>>))]
[assembly: Bento.BentoRoot(typeof(List<int[]>))]
[assembly: Bento.BentoRoot(typeof(List<IList<int>>))]
[assembly: Bento.BentoRoot(typeof(IReadOnlyDictionary<string, int>))]
[assembly: Bento.BentoRoot(typeof(IDictionary<string, int>))]
[assembly: Bento.BentoRoot(typeof(Dictionary<string, int>))]

namespace Bento.Tests.Roots
{
    /// <summary>
    /// The runtime's collection shapes nested in one another, as root codecs read, populate and write them: each shape
    /// counts its level for the depth limit on the way in and gives it back on the way out (several containers side by
    /// side at the limit pass, one level more fails), a populate keeps the instances of reusable elements, and the
    /// interface dictionaries write what they hold however it is implemented.
    /// </summary>
    public class NestedCollectionTests
    {
        private static readonly Dictionary<string, int> s_entries = new Dictionary<string, int> { ["a"] = 1, ["b"] = 2 };

        /// <summary>
        /// <paramref name="value"/> is nested <paramref name="depth"/> levels deep, with two or more containers at its
        /// deepest level: with that maximum depth every read, populate and write passes in each format and gives the same
        /// text; one level less, each of them fails with the depth error.
        /// </summary>
        private static void AtTheLimit<T>(T value, int depth)
        {
            string expected = BentoJson.Serialize(value);
            var pack = new BentoMessagePackOptions { MaxDepth = depth };
            var json = new BentoJsonOptions { MaxDepth = depth };

            byte[] packed = BentoMessagePack.Serialize(value, pack);
            Assert.Equal(expected, BentoJson.Serialize(BentoMessagePack.Deserialize<T>(packed, pack)));
            var held = BentoMessagePack.Deserialize<T>(packed);
            BentoMessagePack.Populate(packed, ref held, pack);
            Assert.Equal(expected, BentoJson.Serialize(held));

            byte[] text = BentoJson.SerializeToUtf8Bytes(value, json);
            Assert.Equal(expected, BentoJson.Serialize(BentoJson.Deserialize<T>(text, json)));
            held = BentoJson.Deserialize<T>(text);
            BentoJson.Populate(text, ref held, json);
            Assert.Equal(expected, BentoJson.Serialize(held));

            byte[] hinted = BentoHintedJson.SerializeToUtf8Bytes(value, json);
            held = BentoHintedJson.Deserialize<T>(hinted);
            BentoHintedJson.Populate(hinted, ref held, json);
            Assert.Equal(expected, BentoJson.Serialize(held));

            var packShallow = new BentoMessagePackOptions { MaxDepth = depth - 1 };
            var jsonShallow = new BentoJsonOptions { MaxDepth = depth - 1 };
            TooDeep<BentoMessagePackException>(() => BentoMessagePack.Serialize(value, packShallow));
            TooDeep<BentoMessagePackException>(() => BentoMessagePack.Deserialize<T>(packed, packShallow));
            held = BentoMessagePack.Deserialize<T>(packed);
            TooDeep<BentoMessagePackException>(() => BentoMessagePack.Populate(packed, ref held, packShallow));
            TooDeep<BentoJsonException>(() => BentoJson.SerializeToUtf8Bytes(value, jsonShallow));
            TooDeep<BentoJsonException>(() => BentoJson.Deserialize<T>(text, jsonShallow));
            held = BentoJson.Deserialize<T>(text);
            TooDeep<BentoJsonException>(() => BentoJson.Populate(text, ref held, jsonShallow));
        }

        private static void TooDeep<TException>(Action action)
            where TException : Exception
        {
            var e = Assert.IsType<TException>(Record.Exception(action));
            Assert.Contains("than the maximum depth of", e.Message, StringComparison.Ordinal);
        }

        [Fact]
        public void Arrays_and_lists_count_each_level_once()
        {
            AtTheLimit(new[] { new[] { 1 }, new[] { 2, 3 }, new[] { 4 } }, 2);
            AtTheLimit(new List<List<int>> { new List<int> { 1 }, new List<int> { 2, 3 }, new List<int>() }, 2);
            AtTheLimit(new List<int[][]> { new[] { new[] { 1 }, new[] { 2 } }, new[] { new[] { 3 } } }, 3);
            AtTheLimit(new List<List<List<int>>> { new List<List<int>> { new List<int> { 1 }, new List<int> { 2 } }, new List<List<int>> { new List<int> { 3 } } }, 3);
        }

        [Fact]
        public void Sets_count_each_level_once()
        {
            AtTheLimit(new List<HashSet<int>> { new HashSet<int> { 1, 2 }, new HashSet<int> { 3 }, new HashSet<int>() }, 2);
            AtTheLimit(new HashSet<int[]> { new[] { 1 }, new[] { 2 } }, 2);
        }

        [Fact]
        public void Dictionaries_count_each_level_once()
        {
            AtTheLimit(new Dictionary<string, int[]> { ["a"] = new[] { 1 }, ["b"] = new[] { 2, 3 } }, 2);
            AtTheLimit(new List<Dictionary<string, int>> { new Dictionary<string, int>(s_entries), new Dictionary<string, int> { ["c"] = 3 } }, 2);
            AtTheLimit(new Dictionary<int, List<int>> { [1] = new List<int> { 1 }, [2] = new List<int> { 2, 3 } }, 2);
        }

        [Fact]
        public void Interface_collections_that_are_not_lists_count_each_level_once()
        {
            // Behind the interfaces: an array and a read-only dictionary, written through their own enumerators.
            AtTheLimit<IReadOnlyList<int[]>>(new[] { new[] { 1 }, new[] { 2 } }, 2);
            AtTheLimit<IEnumerable<int[]>>(new[] { new[] { 1 }, new[] { 2 } }, 2);
            AtTheLimit<IReadOnlyDictionary<string, int[]>>(new ReadOnlyDictionary<string, int[]>(new Dictionary<string, int[]> { ["a"] = new[] { 1 }, ["b"] = new[] { 2 } }), 2);
            AtTheLimit<IDictionary<string, int[]>>(new Dictionary<string, int[]> { ["a"] = new[] { 1 }, ["b"] = new[] { 2 } }, 2);
            AtTheLimit(new List<IDictionary<string, int>?> { new ReadOnlyDictionary<string, int>(s_entries), null, new Dictionary<string, int>(s_entries) }, 2);
            // Sequences written through their enumerators side by side, the first before others, and a null among them.
            AtTheLimit(new List<IEnumerable<int>?> { new[] { 1 }, null, new HashSet<int> { 2, 3 }, new[] { 4 } }, 2);
        }

        /// <summary>
        /// A populate of a list keeps the element instances it can: arrays of the same length, sets, lists behind
        /// a list interface and dictionaries behind a dictionary interface are refilled in place, not replaced.
        /// </summary>
        [Theory]
        [MemberData(nameof(TestFormat.OwnLayoutNames), MemberType = typeof(TestFormat))]
        public void Populates_keep_reusable_elements(string name)
        {
            var format = TestFormat.Named(name);
            var arrays = new List<int[]> { new[] { 0, 0 }, new[] { 0 } };
            var firstArray = arrays[0];
            format.Populate(format.Serialize(new List<int[]> { new[] { 1, 2 }, new[] { 3 } }), ref arrays);
            Assert.Same(firstArray, arrays[0]);
            Assert.Equal(new[] { 1, 2 }, arrays[0]);
            Assert.Equal(new[] { 3 }, arrays[1]);

            var sets = new List<HashSet<int>> { new HashSet<int> { 9 } };
            var firstSet = sets[0];
            format.Populate(format.Serialize(new List<HashSet<int>> { new HashSet<int> { 1, 2 }, new HashSet<int> { 3 } }), ref sets);
            Assert.Same(firstSet, sets[0]);
            Assert.Equal(new HashSet<int> { 1, 2 }, sets[0]);
            Assert.Equal(new HashSet<int> { 3 }, sets[1]);

            var lists = new List<IList<int>> { new List<int> { 9, 9, 9 } };
            var firstList = lists[0];
            format.Populate(format.Serialize(new List<IList<int>> { new List<int> { 1 } }), ref lists);
            Assert.Same(firstList, lists[0]);
            Assert.Equal(new[] { 1 }, lists[0]);

            var dictionaries = new List<IDictionary<string, int>> { new Dictionary<string, int> { ["z"] = 9 } };
            var firstDictionary = dictionaries[0];
            format.Populate(format.Serialize(new List<IDictionary<string, int>> { new Dictionary<string, int>(s_entries) }), ref dictionaries);
            Assert.Same(firstDictionary, dictionaries[0]);
            Assert.Equal(s_entries, dictionaries[0]);
        }

        /// <summary>
        /// An interface dictionary is written the same whether a <see cref="Dictionary{TKey, TValue}"/> or another
        /// implementation is behind it, and a null one as null.
        /// </summary>
        [Theory]
        [MemberData(nameof(TestFormat.OwnLayoutNames), MemberType = typeof(TestFormat))]
        public void Interface_dictionaries_write_what_they_hold(string name)
        {
            var format = TestFormat.Named(name);
            byte[] expected = format.Serialize(new Dictionary<string, int>(s_entries));
            Assert.Equal(expected, format.Serialize<IReadOnlyDictionary<string, int>>(new ReadOnlyDictionary<string, int>(s_entries)));
            Assert.Equal(expected, format.Serialize<IReadOnlyDictionary<string, int>>(new Dictionary<string, int>(s_entries)));
            Assert.Equal(expected, format.Serialize<IDictionary<string, int>>(new SortedDictionary<string, int>(s_entries)));
            var items = new List<IDictionary<string, int>?> { null, new ReadOnlyDictionary<string, int>(s_entries) };
            Assert.Equal("[null,{\"a\":1,\"b\":2}]", format.PlainText(format.Serialize(items)));
        }

        [Theory]
        [MemberData(nameof(TestFormat.OwnLayoutNames), MemberType = typeof(TestFormat))]
        public void Null_collections_inside_a_list_are_written_and_read_as_null(string name)
        {
            var format = TestFormat.Named(name);
            var arrays = new List<int[]?> { null, new[] { 1 } };
            var sets = new List<HashSet<int>?> { new HashSet<int> { 2 }, null };
            var dictionaries = new List<Dictionary<string, int>?> { null, new Dictionary<string, int> { ["a"] = 1 } };
            Assert.Equal("[null,[1]]", format.PlainText(format.Serialize(arrays)));
            Assert.Equal("[[2],null]", format.PlainText(format.Serialize(sets)));
            Assert.Equal("[null,{\"a\":1}]", format.PlainText(format.Serialize(dictionaries)));
            Assert.Null(format.Deserialize<List<int[]?>>(format.Serialize(arrays))[0]);
            Assert.Null(format.Deserialize<List<HashSet<int>?>>(format.Serialize(sets))[1]);
            Assert.Null(format.Deserialize<List<Dictionary<string, int>?>>(format.Serialize(dictionaries))[0]);
        }

        [Fact]
        public void A_nil_key_is_refused_alike_by_a_read_and_a_refill()
        {
            byte[] input = { 0x82, 0xa1, 0x61, 0x01, 0xc0, 0x02 };
            var read = Assert.IsType<BentoMessagePackException>(Record.Exception(() => BentoMessagePack.Deserialize<Dictionary<string, int>>(input)));
            var held = new Dictionary<string, int> { ["a"] = 5 };
            var refill = Assert.IsType<BentoMessagePackException>(Record.Exception(() => BentoMessagePack.Populate(input, ref held)));
            Assert.Equal("A dictionary key is nil.", read.Reason);
            Assert.Equal(read.Reason, refill.Reason);
            Assert.Equal(read.BytePosition, refill.BytePosition);
        }
    }
}
