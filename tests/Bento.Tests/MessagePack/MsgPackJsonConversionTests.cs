using System;
using System.Buffers;
using System.IO;
using System.Text;
using Bento.Tests.Infrastructure;
using Xunit;
using static Bento.Tests.MessagePack.MsgPackTesting;

namespace Bento.Tests.MessagePack
{
    /// <summary>Untyped conversion between JSON and MessagePack, both ways.</summary>
    public class MsgPackJsonConversionTests
    {
        private static byte[] Utf8(string s) => Encoding.UTF8.GetBytes(s);

        private static string FromJsonHex(string json) => Hex(BentoMessagePack.FromJson(Utf8(json)));

        private static string ToJsonText(string hex, bool indented = false) =>
            Encoding.UTF8.GetString(BentoMessagePack.ToJson(Bytes(hex), indented));

        [Fact]
        public void Json_document_to_golden_bytes()
        {
            Assert.Equal("82a16101a16294c3c0cbbff8000000000000a178", FromJsonHex("{\"a\":1,\"b\":[true,null,-1.5,\"x\"]}"));
            Assert.Equal("929080", FromJsonHex(" [ [ ] , { } ] "));
            Assert.Equal("a0", FromJsonHex("\"\""));
            Assert.Equal("a3e282ac", FromJsonHex("\"\\u20ac\""));
            Assert.Equal("a20a22", FromJsonHex("\"\\n\\\"\""));
            Assert.Equal("81a4f09f8d99c2", FromJsonHex("{\"\\ud83c\\udf59\":false}"));
        }

        [Theory]
        [InlineData("0", "00")]
        [InlineData("127", "7f")]
        [InlineData("128", "cc80")]
        [InlineData("65536", "ce00010000")]
        [InlineData("4294967296", "cf0000000100000000")]
        [InlineData("18446744073709551615", "cfffffffffffffffff")]
        [InlineData("18446744073709551616", "cb43f0000000000000")]
        [InlineData("-1", "ff")]
        [InlineData("-33", "d0df")]
        [InlineData("-9223372036854775808", "d38000000000000000")]
        [InlineData("-9223372036854775809", "cbc3e0000000000000")]
        [InlineData("123456789012345678901234567890", "cb45f8ee90ff6c373e")]
        [InlineData("-0", "cb8000000000000000")]
        [InlineData("1.0", "cb3ff0000000000000")]
        [InlineData("1e2", "cb4059000000000000")]
        [InlineData("-2.5E-3", "cbbf647ae147ae147b")]
        [InlineData("0.1", "cb3fb999999999999a")]
        public void Json_numbers_map_to_the_smallest_int_or_float64(string json, string hex)
        {
            Assert.Equal(hex, FromJsonHex(json));
        }

        [Theory]
        [InlineData(15, "9f", "8f")]
        [InlineData(16, "dc0010", "de0010")]
        [InlineData(65535, "dcffff", "deffff")]
        [InlineData(65536, "dd00010000", "df00010000")]
        public void Json_containers_get_the_smallest_header(int count, string arrayHeader, string mapHeader)
        {
            var json = new StringBuilder("[");
            for (int i = 0; i < count; i++)
                json.Append(i == 0 ? "0" : ",0");
            json.Append(']');
            byte[] array = BentoMessagePack.FromJson(Utf8(json.ToString()));
            Assert.Equal(Concat(Bytes(arrayHeader), new byte[count]), array);

            var obj = new StringBuilder("{");
            for (int i = 0; i < count; i++)
                obj.Append(i == 0 ? "" : ",").Append("\"k").Append(i).Append("\":[]");
            obj.Append('}');
            byte[] map = BentoMessagePack.FromJson(Utf8(obj.ToString()));
            Assert.Equal(mapHeader, Hex(map.AsSpan(0, mapHeader.Length / 2).ToArray()));
            Assert.Equal(obj.ToString(), Encoding.UTF8.GetString(BentoMessagePack.ToJson(map)));

            // Nested containers of different sizes shrink independently.
            byte[] nested = BentoMessagePack.FromJson(Utf8("[" + json + ",[1]," + obj + "]"));
            Assert.Equal("93" + arrayHeader, Hex(nested.AsSpan(0, 1 + arrayHeader.Length / 2).ToArray()));
            Assert.Equal("[" + json + ",[1]," + obj + "]", Encoding.UTF8.GetString(BentoMessagePack.ToJson(nested)));
        }

        [Fact]
        public void MessagePack_to_json()
        {
            Assert.Equal("{\"a\":1,\"b\":[true,null,-1.5,\"x\"]}", ToJsonText("82a16101a16294c3c0cbbff8000000000000a178"));
            Assert.Equal("{\n  \"a\": 1,\n  \"b\": [\n    true,\n    null\n  ],\n  \"c\": {},\n  \"d\": []\n}",
                ToJsonText("84a16101a16292c3c0a16380a16490", indented: true));
            Assert.Equal("[18446744073709551615,-9223372036854775808,1.5,0.1]", ToJsonText("94cfffffffffffffffffd38000000000000000ca3fc00000ca3dcccccd"));
            Assert.Equal("\"AQID\"", ToJsonText("c403010203"));
            Assert.Equal("\"\\\"\\\\\\n\\u0001\u00e9\"", ToJsonText("a6225c0a01c3a9"));
            Assert.Equal("{\"q\\\"\":0}", ToJsonText("81a2712200"));
            Assert.Equal("[5,5,5,5]", ToJsonText("9405cc05d10005cf0000000000000005"));
        }

        [Fact]
        public void Timestamps_and_extensions_to_json()
        {
            Assert.Equal("\"1970-01-01T00:00:00Z\"", ToJsonText("d6ff00000000"));
            Assert.Equal("\"2106-02-07T06:28:15Z\"", ToJsonText("d6ffffffffff"));
            Assert.Equal("\"1970-01-01T00:00:01.5Z\"", ToJsonText("d7ff7735940000000001"));
            Assert.Equal("\"1969-12-31T23:59:59.999999999Z\"", ToJsonText("c70cff3b9ac9ffffffffffffffffff"));
            Assert.Equal("\"0001-01-01T00:00:00Z\"", ToJsonText("c70cff00000000fffffff1886e0900"));
            Assert.Equal("{\"ext\":-5,\"data\":\"AQ==\"}", ToJsonText("d4fb01"));
            Assert.Equal("[{\"ext\":1,\"data\":\"\"}]", ToJsonText("91c70001"));
            Assert.IsType<BentoMessagePackException>(Record.Exception(() => ToJsonText("c70cff00000000ffffffffffffffff" .Replace("ffffffffffffffff", "7fffffffffffffff"))));
        }

        [Theory]
        [InlineData("cb7ff8000000000000", 0)]
        [InlineData("91ca7f800000", 1)]
        [InlineData("81a161cbfff0000000000000", 3)]
        public void Nan_and_infinities_are_errors(string hex, int offset)
        {
            var e = Assert.IsType<BentoMessagePackException>(Record.Exception(() => ToJsonText(hex)));
            Assert.Contains("no JSON number form", e.Reason);
            Assert.Equal(offset, e.BytePosition);
        }

        [Theory]
        [InlineData("8101c0", "an integer")]
        [InlineData("81c0c0", "nil")]
        [InlineData("8190c0", "an array")]
        [InlineData("81c40161c0", "binary data")]
        public void Map_keys_must_be_strings_for_json(string hex, string found)
        {
            var e = Assert.IsType<BentoMessagePackException>(Record.Exception(() => ToJsonText(hex)));
            Assert.Contains("must be a string", e.Reason);
            Assert.Contains(found, e.Reason);
            Assert.Equal(1, e.BytePosition);
        }

        [Theory]
        [InlineData("")]
        [InlineData("[1,]")]
        [InlineData("{\"a\" 1}")]
        [InlineData("01")]
        [InlineData("1.")]
        [InlineData("-")]
        [InlineData("[1] 2")]
        [InlineData("nul")]
        [InlineData("\"\\ud800\"")]
        [InlineData("{\"a\":1,}")]
        [InlineData("1e400")]
        [InlineData("x")]
        public void Malformed_json_raises_the_json_exception(string json)
        {
            Assert.IsType<BentoJsonException>(Record.Exception(() => BentoMessagePack.FromJson(Utf8(json))));
        }

        [Fact]
        public void Buffer_writer_overloads_append_to_the_output()
        {
            var output = new System.Buffers.ArrayBufferWriter<byte>();
            output.Write(new byte[] { 0x92 });
            BentoMessagePack.FromJson(Utf8("[1,{\"a\":\"b\"}]"), output);
            BentoMessagePack.FromJson(Utf8("null"), output);
            Assert.Equal("92" + "9201" + "81a161a162" + "c0", Hex(output.WrittenSpan.ToArray()));

            var json = new System.Buffers.ArrayBufferWriter<byte>();
            BentoMessagePack.ToJson(output.WrittenSpan, json, indented: false);
            Assert.Equal("[[1,{\"a\":\"b\"}],null]", Encoding.UTF8.GetString(json.WrittenSpan));

            // A failed conversion writes nothing.
            var untouched = new System.Buffers.ArrayBufferWriter<byte>();
            Assert.IsType<BentoJsonException>(Record.Exception(() => BentoMessagePack.FromJson(Utf8("[1,2,"), untouched)));
            Assert.Equal(0, untouched.WrittenCount);
        }

        [Fact]
        public void Duplicate_json_names_are_kept_as_separate_entries()
        {
            Assert.Equal("82a36475700" + "1a364757002", FromJsonHex("{\"dup\":1,\"dup\":2}"));
            Assert.Equal("{\"dup\":1,\"dup\":2}", ToJsonText("82a3647570" + "01a364757002"));
        }

        [Fact]
        public void Invalid_utf8_in_a_json_name_or_string_is_rejected()
        {
            Assert.IsType<BentoJsonException>(Record.Exception(() => BentoMessagePack.FromJson(new byte[] { (byte)'{', (byte)'"', 0xff, (byte)'"', (byte)':', (byte)'1', (byte)'}' })));
            Assert.IsType<BentoJsonException>(Record.Exception(() => BentoMessagePack.FromJson(new byte[] { (byte)'"', 0xc3, (byte)'"' })));
        }

        public static readonly TheoryData<string> Samples = new TheoryData<string>
        {
            "null", "true", "false", "0", "-1", "3.25", "\"text\"", "[]", "{}",
            "{\"a\":{\"b\":{\"c\":[1,[2,[3,{\"d\":null}]]]}}}",
            "[1,-1,127,128,-32,-33,255,256,-128,-129,65535,65536,-32768,-32769,4294967295,4294967296,-2147483648,-2147483649,9223372036854775807,-9223372036854775808,18446744073709551615]",
            "[0.5,-0.25,1e-7,6.02214076e23,1.7976931348623157e308,5e-324,-0]",
            "{\"empty\":\"\",\"esc\":\"\\\"\\\\\\/\\b\\f\\n\\r\\t\\u0000\\u001f\",\"uni\":\"\\u00e9\\u4e2d\\ud83c\\udf59\",\"raw\":\"é中🍙\"}",
            "  {\"spaced\" : [ 1 , 2 ] }  ",
        };

        [Theory]
        [MemberData(nameof(Samples))]
        public void Samples_round_trip(string json)
        {
            AssertRoundTrip(Utf8(json));
        }

        [CorpusTheory]
        [InlineData("twitter.json")]
        [InlineData("citm_catalog.json")]
        [InlineData("canada.json")]
        public void Corpus_round_trips(string file)
        {
            byte[] json = File.ReadAllBytes(SharedData.CorpusPath(file));
            byte[] msgpack = AssertRoundTrip(json);
            Assert.True(msgpack.Length < json.Length, "MessagePack should be smaller than the JSON text");
        }

        /// <summary>
        /// JSON -> MessagePack -> JSON keeps the meaning; MessagePack -> JSON -> MessagePack gives back the same bytes;
        /// and the MessagePack is valid, with its indented JSON equal in meaning too.
        /// </summary>
        internal static byte[] AssertRoundTrip(byte[] json)
        {
            byte[] msgpack = BentoMessagePack.FromJson(json);
            BentoMessagePack.Validate(msgpack);
            byte[] back = BentoMessagePack.ToJson(msgpack);
            JsonSemantic.AssertEqual(json, back);
            Assert.Equal(BentoJson.Minify(back), back);
            Assert.Equal(msgpack, BentoMessagePack.FromJson(back));
            byte[] indented = BentoMessagePack.ToJson(msgpack, indented: true);
            Assert.Equal(BentoJson.Format(back), indented);
            return msgpack;
        }
    }
}
