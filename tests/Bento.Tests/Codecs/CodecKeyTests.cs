using System;
using System.Collections.Generic;
using Bento.MessagePack;
using Bento.Tests.Infrastructure;
using Bento.Tests.MessagePack;
using W = Bento.MessagePack.MsgPackWriter<System.Buffers.ArrayBufferWriter<byte>>;
using Bento.Tests.Models;
using Xunit;

namespace Bento.Tests.Codecs
{
    /// <summary>Dictionary keys of types served by user codecs: surrogates of key types, and shape codecs' key forms.</summary>
    public class CodecKeyTests
    {
        public static IEnumerable<object[]> Formats() => TestFormat.Names();

        public static IEnumerable<object[]> OwnLayoutFormats() => TestFormat.OwnLayoutNames();

        private static readonly Guid First = new Guid("0f8fad5b-d9cb-469f-a165-70867728950e");
        private static readonly Guid Second = new Guid("7c9e6679-7425-40de-944b-e07fc1f90ae7");

        private static Ledger Sample() => new Ledger
        {
            Notes = new Dictionary<OrderId, string> { [new OrderId(First)] = "paid", [new OrderId(Second)] = "open" },
            Owners = new Dictionary<EntityId, List<int>> { [new EntityId(42)] = new List<int> { 1, 2 }, [new EntityId(long.MaxValue)] = new List<int>() },
            Sorted = new SortedDictionary<EntityId, bool> { [new EntityId(9)] = true, [new EntityId(3)] = false },
            Stock = new Dictionary<Sku, int> { [new Sku("ABC", 42)] = 7, [new Sku("\u00e9t\u00e9", 1)] = 0 },
            Nested = new Dictionary<Sku, Dictionary<OrderId, int>> { [new Sku("X", 1)] = new Dictionary<OrderId, int> { [new OrderId(Second)] = 3 } },
            Pages = new List<Dictionary<EntityId, string>> { new Dictionary<EntityId, string> { [new EntityId(1)] = "one" }, new Dictionary<EntityId, string>() },
        };

        [Theory]
        [MemberData(nameof(Formats))]
        public void Keys_of_codec_types_round_trip_in_every_format(string name)
        {
            var format = TestFormat.Named(name);
            format.RoundTrip(Sample(), stjAgrees: false);
            format.RoundTrip(new Warehouse { Bins = new Dictionary<Sku, int> { [new Sku("B", 1)] = 10, [new Sku("C", 22)] = 0 }, Featured = new Sku("B", 1) }, stjAgrees: false);
        }

        [Fact]
        public void JSON_keys_are_the_surrogates_keys_and_the_codecs_member_names()
        {
            string json = BentoJson.Serialize(Sample());
            Assert.Contains("\"Notes\":{\"0f8fad5b-d9cb-469f-a165-70867728950e\":\"paid\",\"7c9e6679-7425-40de-944b-e07fc1f90ae7\":\"open\"}", json, StringComparison.Ordinal);
            Assert.Contains("\"Owners\":{\"42\":[1,2],\"9223372036854775807\":[]}", json, StringComparison.Ordinal);
            Assert.Contains("\"Sorted\":{\"3\":false,\"9\":true}", json, StringComparison.Ordinal);
            Assert.Contains("\"Stock\":{\"ABC-42\":7,\"\u00e9t\u00e9-1\":0}", json, StringComparison.Ordinal);
            Assert.Contains("\"Nested\":{\"X-1\":{\"7c9e6679-7425-40de-944b-e07fc1f90ae7\":3}}", json, StringComparison.Ordinal);
            Assert.Equal("{\"Bins\":{\"B-1\":10},\"Featured\":\"B-1\"}", BentoJson.Serialize(new Warehouse { Bins = new Dictionary<Sku, int> { [new Sku("B", 1)] = 10 }, Featured = new Sku("B", 1) }));
        }

        [Fact]
        public void MessagePack_bytes_are_MessagePack_CSharps_with_formatters_for_the_same_types()
        {
            // MessagePack-CSharp writes a key with the type's formatter: the GUID as its text, the id as its number, the
            // SKU as its string. Bento writes the same bytes, and each library reads the other's.
            var options = global::MessagePack.Resolvers.ContractlessStandardResolver.Options.WithResolver(
                global::MessagePack.Resolvers.CompositeResolver.Create(
                    new global::MessagePack.Formatters.IMessagePackFormatter[] { new OrderIdFormatter(), new EntityIdFormatter(), new SkuFormatter() },
                    new global::MessagePack.IFormatterResolver[] { global::MessagePack.Resolvers.ContractlessStandardResolver.Instance }));
            var sample = Sample();
            byte[] ours = BentoMessagePack.Serialize(sample);
            byte[] theirs = global::MessagePack.MessagePackSerializer.Serialize(sample, options);
            Assert.Equal(BitConverter.ToString(theirs), BitConverter.ToString(ours));
            DeepEqual.Assert(sample, global::MessagePack.MessagePackSerializer.Deserialize<Ledger>(ours, options));
            DeepEqual.Assert(sample, BentoMessagePack.Deserialize<Ledger>(theirs));
        }

        [Fact]
        public void Dictionaries_keyed_by_codec_types_are_document_roots()
        {
            // Found at these call sites, as any root: the generated registration composes the same key shapes.
            var totals = new Dictionary<OrderId, int> { [new OrderId(First)] = 5 };
            Assert.Equal("{\"0f8fad5b-d9cb-469f-a165-70867728950e\":5}", BentoJson.Serialize(totals));
            Assert.Equal(totals, BentoJson.Deserialize<Dictionary<OrderId, int>>("{\"0f8fad5b-d9cb-469f-a165-70867728950e\":5}"));
            var stock = new Dictionary<Sku, string> { [new Sku("A", 1)] = "x" };
            Assert.Equal(stock, BentoMessagePack.Deserialize<Dictionary<Sku, string>>(BentoMessagePack.Serialize(stock)));
        }

        [Fact]
        public void A_codecs_own_MessagePack_key_form_differs_from_its_value()
        {
            var value = new Warehouse { Bins = new Dictionary<Sku, int> { [new Sku("B", 1)] = 10 }, Featured = new Sku("B", 1) };
            Assert.Equal("{\"Bins\":{\"B-1\":10},\"Featured\":[\"B\",1]}", TestFormat.MessagePack.PlainText(BentoMessagePack.Serialize(value)));
        }

        [Fact]
        public void A_codec_without_a_JSON_key_keys_a_MessagePack_only_type_by_its_value()
        {
            var value = new Palette { Names = new Dictionary<Rgba, string> { [new Rgba { R = 255, A = 255 }] = "red", [new Rgba { B = 1 }] = "ink" } };
            byte[] bytes = BentoMessagePack.Serialize(value);
            // The key is RgbaCodec's value, one 32-bit integer: 0xff0000ff as uint32 (0xce), 0x100 as uint16 (0xcd).
            Assert.Contains("CE-FF-00-00-FF-A3-72-65-64", BitConverter.ToString(bytes), StringComparison.Ordinal);
            Assert.Contains("CD-01-00-A3-69-6E-6B", BitConverter.ToString(bytes), StringComparison.Ordinal);
            DeepEqual.Assert(value, BentoMessagePack.Deserialize<Palette>(bytes));
        }

        [Theory]
        [MemberData(nameof(OwnLayoutFormats))]
        public void A_key_that_is_not_the_surrogates_key_type_is_Bentos_error_with_the_path(string name)
        {
            var format = TestFormat.Named(name);
            var error = format.Fails(() => format.Deserialize<Ledger>(format.FromPlainJson("{\"Notes\":{\"not-a-guid\":\"x\"}}")));
            Assert.StartsWith("$.Notes", error.Path, StringComparison.Ordinal);
            Assert.Null(error.Inner);
        }

        [Theory]
        [MemberData(nameof(OwnLayoutFormats))]
        public void A_surrogate_that_rejects_a_key_is_Bentos_error_naming_the_converter(string name)
        {
            var format = TestFormat.Named(name);
            // A MessagePack key of this type is a number, so the input is written as one.
            byte[] input = format.IsJson
                ? format.FromPlainJson("{\"Owners\":{\"5\":[],\"-1\":[2]}}")
                : Map("Owners", (ref W w) => w.WriteInt64(-1), (ref W w) => w.WriteArrayHeader(0));
            var error = format.Fails(() => format.Deserialize<Ledger>(input));
            Assert.Contains("The codec Bento.Tests.Codecs.EntityIdSurrogate could not read the dictionary key '-1': An entity id is positive.", error.Reason, StringComparison.Ordinal);
            Assert.StartsWith("$.Owners", error.Path, StringComparison.Ordinal);
            if (format.IsJson)
                Assert.Equal("$.Owners.-1", error.Path);
            Assert.IsType<ArgumentOutOfRangeException>(error.Inner);
            Assert.True(error.BytePosition > 0);
        }

        [Theory]
        [MemberData(nameof(OwnLayoutFormats))]
        public void A_key_codec_that_throws_is_Bentos_error_naming_the_codec(string name)
        {
            var format = TestFormat.Named(name);
            var error = format.Fails(() => format.Deserialize<SlotTable>(format.IsJson
                ? format.FromPlainJson("{\"Slots\":{\"1\":1,\"8\":2}}")
                : MapOfSlots((ref W w) => w.WriteInt32(8))));
            Assert.Contains("The codec Bento.Tests.Codecs.FaultySlotCodec could not read the dictionary key", error.Reason, StringComparison.Ordinal);
            Assert.Contains("Slot 8 is reserved.", error.Reason, StringComparison.Ordinal);
            Assert.IsType<InvalidOperationException>(error.Inner);
            Assert.StartsWith("$.Slots", error.Path, StringComparison.Ordinal);
        }

        [Fact]
        public void A_JSON_key_codec_that_reads_from_the_document_is_Bentos_error()
        {
            string json = "{\"Slots\":{\"read\":5,\"2\":3},\"After\":1}";
            var error = TestFormat.Json.Fails(() => BentoJson.Deserialize<SlotTable>(json));
            Assert.Equal("$.Slots.read", error.Path);
            Assert.Contains("The codec Bento.Tests.Codecs.FaultySlotCodec read from the document while converting the key 'read'", error.Reason, StringComparison.Ordinal);
            Assert.Equal(json.IndexOf(":5", StringComparison.Ordinal) + 1, error.BytePosition);
        }

        [Fact]
        public void A_MessagePack_key_codec_that_reads_more_or_less_than_the_key_is_Bentos_error()
        {
            // Key 7: the codec reads the entry's value too.
            var error = TestFormat.MessagePack.Fails(() => BentoMessagePack.Deserialize<SlotTable>(MapOfSlots((ref W w) => w.WriteInt32(7))));
            Assert.Contains("The codec Bento.Tests.Codecs.FaultySlotCodec read more than the value here", error.Reason, StringComparison.Ordinal);
            Assert.StartsWith("$.Slots", error.Path, StringComparison.Ordinal);
            // Key [4, 5]: the codec stops after the 4.
            error = TestFormat.MessagePack.Fails(() => BentoMessagePack.Deserialize<SlotTable>(MapOfSlots((ref W w) =>
            {
                w.WriteArrayHeader(2);
                w.WriteInt32(4);
                w.WriteInt32(5);
            })));
            Assert.Contains("The codec Bento.Tests.Codecs.FaultySlotCodec read less than the value here", error.Reason, StringComparison.Ordinal);
            // The position is the key's first byte: map header, "Slots", the inner map's header, then the key.
            Assert.Equal(1 + 6 + 1, error.BytePosition);
        }

        [Theory]
        [MemberData(nameof(OwnLayoutFormats))]
        public void A_key_named_twice_is_an_error_when_duplicates_are_rejected(string name)
        {
            var format = TestFormat.Named(name);
            // Two spellings of one key: the GUID in upper and in lower case are the same OrderId.
            byte[] input = format.FromPlainJson("{\"Notes\":{\"0f8fad5b-d9cb-469f-a165-70867728950e\":\"a\",\"0F8FAD5B-D9CB-469F-A165-70867728950E\":\"b\"},"
                + "\"Stock\":{\"A-1\":1,\"A-01\":2}}");
            var error = format.Fails(() => Read(format, input, rejectDuplicates: true));
            Assert.Contains("occurs more than once", error.Reason, StringComparison.Ordinal);
            Assert.StartsWith("$.Notes", error.Path, StringComparison.Ordinal);
            // Without the option, the last entry wins, as for any key.
            var ledger = Read(format, input, rejectDuplicates: false);
            Assert.Equal("b", Assert.Single(ledger.Notes!).Value);
            Assert.Equal(2, Assert.Single(ledger.Stock!).Value);
        }

        [Fact]
        public void A_nil_MessagePack_key_is_Bentos_error()
        {
            var error = TestFormat.MessagePack.Fails(() => BentoMessagePack.Deserialize<Palette>(Map("Names", (ref W w) => w.WriteNil(), (ref W w) => w.WriteString("x"))));
            Assert.Contains("A dictionary key is nil.", error.Reason, StringComparison.Ordinal);
            Assert.StartsWith("$.Names", error.Path, StringComparison.Ordinal);
        }

        private static Ledger Read(TestFormat format, byte[] input, bool rejectDuplicates) => format.IsJson
            ? (format == TestFormat.Json
                ? BentoJson.Deserialize<Ledger>(input, new BentoJsonOptions { RejectDuplicateMembers = rejectDuplicates })!
                : BentoHintedJson.Deserialize<Ledger>(input, new BentoJsonOptions { RejectDuplicateMembers = rejectDuplicates })!)
            : BentoMessagePack.Deserialize<Ledger>(input, new BentoMessagePackOptions { RejectDuplicateMembers = rejectDuplicates })!;

        // {"Slots": {<key>: 1}}, the key written by the test.
        private static byte[] MapOfSlots(WriteAction key) => Map("Slots", key, (ref W w) => w.WriteInt32(1));

        // {member: {key: value}}, the key and value written by the test.
        private static byte[] Map(string member, WriteAction key, WriteAction value) => MsgPackTesting.Write((ref W writer) =>
        {
            writer.WriteMapHeader(1);
            writer.WriteString(member);
            writer.WriteMapHeader(1);
            key(ref writer);
            value(ref writer);
        });

        private sealed class OrderIdFormatter : global::MessagePack.Formatters.IMessagePackFormatter<OrderId>
        {
            public void Serialize(ref global::MessagePack.MessagePackWriter writer, OrderId value, global::MessagePack.MessagePackSerializerOptions options) =>
                global::MessagePack.Formatters.GuidFormatter.Instance.Serialize(ref writer, value.Value, options);

            public OrderId Deserialize(ref global::MessagePack.MessagePackReader reader, global::MessagePack.MessagePackSerializerOptions options) =>
                new OrderId(global::MessagePack.Formatters.GuidFormatter.Instance.Deserialize(ref reader, options));
        }

        private sealed class EntityIdFormatter : global::MessagePack.Formatters.IMessagePackFormatter<EntityId>
        {
            public void Serialize(ref global::MessagePack.MessagePackWriter writer, EntityId value, global::MessagePack.MessagePackSerializerOptions options) =>
                writer.Write(value.Value);

            public EntityId Deserialize(ref global::MessagePack.MessagePackReader reader, global::MessagePack.MessagePackSerializerOptions options) =>
                new EntityId(reader.ReadInt64());
        }

        private sealed class SkuFormatter : global::MessagePack.Formatters.IMessagePackFormatter<Sku>
        {
            public void Serialize(ref global::MessagePack.MessagePackWriter writer, Sku value, global::MessagePack.MessagePackSerializerOptions options) =>
                writer.Write(value.ToString());

            public Sku Deserialize(ref global::MessagePack.MessagePackReader reader, global::MessagePack.MessagePackSerializerOptions options) =>
                Sku.Parse(reader.ReadString() ?? "");
        }
    }
}
