using System.Collections.Generic;
using System.Collections.ObjectModel;
using System.Linq;
using Bento;
using Bento.Json;
using Bento.MessagePack;
using Xunit;

[assembly: BentoRoot(typeof(IEnumerable<int>))]

namespace Bento.Tests.Reuse
{
    /// <summary>
    /// What an interface-typed collection does with what it holds, in every format: the one rule the JSON and
    /// MessagePack shapes share. A null input stores null whatever the member holds, and a sequence the writer cannot
    /// count is written after its count in MessagePack.
    /// </summary>
    public class InterfaceCollectionTests
    {
        [Theory, MemberData(nameof(ReuseFormats.All), MemberType = typeof(ReuseFormats))]
        public void A_null_input_stores_null_whatever_the_interface_holds(string format)
        {
            var readOnly = new ReadOnlyDictionary<string, int>(new Dictionary<string, int> { ["a"] = 1 });
            var target = new ReuseHolder
            {
                View = new[] { new ReuseItem { Name = "kept" } },
                History = new[] { 1, 2 },
                ReadOnlyTotals = readOnly,
            };
            ReuseFormats.Populate(format, "{\"View\":null,\"History\":null,\"ReadOnlyTotals\":null}", ref target);
            Assert.Null(target.View);
            Assert.Null(target.History);
            Assert.Null(target.ReadOnlyTotals);
            Assert.Equal(1, readOnly["a"]);
        }

        [Theory, MemberData(nameof(ReuseFormats.All), MemberType = typeof(ReuseFormats))]
        public void A_merge_into_a_read_only_dictionary_fills_a_copy(string format)
        {
            var readOnly = new ReadOnlyDictionary<string, int>(new Dictionary<string, int> { ["a"] = 1 });
            var target = new ReuseHolder { ReadOnlyTotals = readOnly };
            ReuseFormats.Populate(format, "{\"ReadOnlyTotals\":{\"a\":2,\"b\":3}}", ref target);
            Assert.IsType<Dictionary<string, int>>(target.ReadOnlyTotals);
            Assert.Equal(new Dictionary<string, int> { ["a"] = 2, ["b"] = 3 }, target.ReadOnlyTotals);
            Assert.Equal(1, readOnly["a"]);
        }

        [Fact]
        public void A_sequence_that_does_not_say_its_count_is_counted_before_it_is_written()
        {
            int enumerations = 0;
            IEnumerable<int> Lazy()
            {
                enumerations++;
                foreach (int i in new[] { 2, 4, 6 }) yield return i;
            }

            Assert.Equal(new byte[] { 0x93, 2, 4, 6 }, BentoMessagePack.Serialize(Lazy()));
            Assert.Equal(1, enumerations);
            Assert.Equal(new byte[] { 0x93, 2, 4, 6 }, BentoMessagePack.Serialize<IEnumerable<int>>(new[] { 2, 4, 6 }.Select(i => i)));
            Assert.Equal("[2,4,6]", BentoJson.Serialize(Lazy()));
            Assert.Equal(2, enumerations);

            // The composed codecs take the same path: a read-only list that is not a List<T> is written through its enumerator.
            var json = JsonCodec.ReadOnlyListOf(JsonCodecRegistry<int>.Codec);
            var msgpack = MsgPackCodec.ReadOnlyListOf(MsgPackCodecRegistry<int>.Codec);
            IReadOnlyList<int> wrapped = new ReadOnlyCollection<int>(new[] { 7, 8 });
            Assert.Equal("[7,8]", BentoJson.Serialize(wrapped, json));
            Assert.Equal(new byte[] { 0x92, 7, 8 }, BentoMessagePack.Serialize(wrapped, msgpack));
        }
    }
}
