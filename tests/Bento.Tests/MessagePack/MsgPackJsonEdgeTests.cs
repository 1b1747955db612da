using System;
using System.Linq;
using System.Text;
using Bento.Tests.Infrastructure;
using Xunit;
using static Bento.Tests.MessagePack.MsgPackTesting;

namespace Bento.Tests.MessagePack
{
    /// <summary>
    /// The JSON and MessagePack converters at their edges: every kind of JSON whitespace, nesting and container counts
    /// past the converters' first stacks, outputs past the first draft buffer, the depth option in both directions, the
    /// digits of a timestamp's fraction, whole float 64 values, replaced text, and the exact reason and offset of each
    /// failure the converters raise themselves.
    /// </summary>
    public class MsgPackJsonEdgeTests
    {
        private static byte[] Utf8(string s) => Encoding.UTF8.GetBytes(s);

        private static string FromJsonHex(string json, BentoMessagePackOptions? options = null) =>
            Hex(BentoMessagePack.FromJson(Utf8(json), options));

        private static string ToJsonText(string hex, BentoMessagePackOptions? options = null) =>
            Encoding.UTF8.GetString(BentoMessagePack.ToJson(Bytes(hex), false, options));

        private static string Repeat(string s, int count) => string.Concat(Enumerable.Repeat(s, count));

        [Theory]
        [InlineData(" \t\r\n[\r\n\t1\t,\n2 ]\n\r\t ", "920102")]
        [InlineData("\t-5", "fb")]
        [InlineData("\n7", "07")]
        [InlineData("\r-1.5", "cbbff8000000000000")]
        [InlineData(" {\t\"a\"\n:\r\"b\" } ", "81a161a162")]
        [InlineData("[\ttrue,\nfalse,\rnull, \"\"]", "94c3c2c0a0")]
        public void Json_whitespace_of_every_kind_is_passed_over(string json, string hex) => Assert.Equal(hex, FromJsonHex(json));

        [Fact]
        public void Json_nesting_deeper_than_the_first_stack_converts_both_ways()
        {
            // Arrays and objects alternating, 40 levels: the converter's open-container stacks start at 16 entries and
            // must keep which level is a map as they grow.
            const int Levels = 40;
            var json = new StringBuilder();
            for (int i = 0; i < Levels; i++) json.Append(i % 2 == 0 ? "[" : "{\"k\":");
            json.Append('1');
            for (int i = Levels - 1; i >= 0; i--) json.Append(i % 2 == 0 ? "]" : "}");

            var hex = new StringBuilder();
            for (int i = 0; i < Levels; i++) hex.Append(i % 2 == 0 ? "91" : "81a16b");
            hex.Append("01");

            Assert.Equal(hex.ToString(), FromJsonHex(json.ToString()));
            Assert.Equal(json.ToString(), ToJsonText(hex.ToString()));

            // Containers after the deep one: each level's count survives the growth.
            string wide = "[" + json + ",[1,2]," + json + "]";
            string wideHex = "93" + hex + "920102" + hex;
            Assert.Equal(wideHex, FromJsonHex(wide));
            Assert.Equal(wide, ToJsonText(wideHex));
        }

        [Fact]
        public void Many_containers_and_large_values_convert_both_ways()
        {
            // More placeholder headers than the draft's first table holds, and more bytes than its first buffer.
            string manyJson = "[" + string.Join(",", Enumerable.Repeat("[]", 100)) + "]";
            string manyHex = "dc0064" + Repeat("90", 100);
            Assert.Equal(manyHex, FromJsonHex(manyJson));
            Assert.Equal(manyJson, ToJsonText(manyHex));

            string mapsJson = "[" + string.Join(",", Enumerable.Range(0, 70).Select(i => "{\"n\":" + i + "}")) + "]";
            string mapsHex = "dc0046" + string.Concat(Enumerable.Range(0, 70).Select(i => "81a16e" + i.ToString("x2", System.Globalization.CultureInfo.InvariantCulture)));
            Assert.Equal(mapsHex, FromJsonHex(mapsJson));
            Assert.Equal(mapsJson, ToJsonText(mapsHex));

            string text = new string('x', 5000);
            string longHex = "da1388" + Repeat("78", 5000);
            Assert.Equal(longHex, FromJsonHex("\"" + text + "\""));
            Assert.Equal("\"" + text + "\"", ToJsonText(longHex));

            // A long array of numbers: the draft grows while a number is reserved.
            string numbers = "[" + string.Join(",", Enumerable.Range(0, 3000).Select(i => (i * 1000).ToString(System.Globalization.CultureInfo.InvariantCulture))) + "]";
            byte[] packed = BentoMessagePack.FromJson(Utf8(numbers));
            Assert.Equal(numbers, Encoding.UTF8.GetString(BentoMessagePack.ToJson(packed)));
        }

        [Fact]
        public void The_depth_option_reaches_both_converters()
        {
            var two = new BentoMessagePackOptions { MaxDepth = 2 };
            Assert.Equal("9190", FromJsonHex("[[]]", two));
            var e = Assert.IsType<BentoJsonException>(Record.Exception(() => FromJsonHex("[[[]]]", two)));
            Assert.Equal("The document is nested deeper than the maximum depth of 2.", e.Reason);
            Assert.Equal(2, e.BytePosition);

            // Deeper than the default limit of 64 when the option allows it.
            var deep = new BentoMessagePackOptions { MaxDepth = 100 };
            string json = Repeat("[", 80) + Repeat("]", 80);
            string hex = Repeat("91", 79) + "90";
            Assert.Equal(hex, FromJsonHex(json, deep));
            Assert.Equal(json, ToJsonText(hex, deep));
            Assert.IsType<BentoJsonException>(Record.Exception(() => FromJsonHex(json)));
            Assert.IsType<BentoMessagePackException>(Record.Exception(() => ToJsonText(hex)));

            // An extension at the deepest level becomes an object one level deeper, which the JSON side allows.
            Assert.Equal("[[{\"ext\":-5,\"data\":\"AQ==\"}]]", ToJsonText("9191d4fb01", two));
            Assert.IsType<BentoMessagePackException>(Record.Exception(() => ToJsonText("919191d4fb01", two)));
        }

        [Theory]
        // Timestamp 64: nanoseconds in the upper 30 bits, shown with as many digits as they need.
        [InlineData("d7ff0000000400000000", "1970-01-01T00:00:00.000000001Z")]
        [InlineData("d7ff0000019000000000", "1970-01-01T00:00:00.0000001Z")]
        [InlineData("d7ff1d6f345400000000", "1970-01-01T00:00:00.123456789Z")]
        [InlineData("d7ff0000000400000001", "1970-01-01T00:00:01.000000001Z")]
        [InlineData("d7ffee2e1f0000000000", "1970-01-01T00:00:00.999Z")]
        [InlineData("d6ff5f5e1000", "2020-09-13T12:26:40Z")]
        public void Timestamps_show_their_fraction_in_the_fewest_digits(string hex, string text) =>
            Assert.Equal("\"" + text + "\"", ToJsonText(hex));

        [Theory]
        [InlineData("cb3ff0000000000000", "1.0")]
        [InlineData("cb4059000000000000", "100.0")]
        [InlineData("cbc01c000000000000", "-7.0")]
        [InlineData("cb0000000000000000", "0.0")]
        [InlineData("cb8000000000000000", "-0.0")]
        [InlineData("cb3fe0000000000000", "0.5")]
        [InlineData("ca3f800000", "1")]
        [InlineData("ca3fc00000", "1.5")]
        public void Float_64_values_keep_a_fraction_so_they_convert_back_as_floats(string hex, string json)
        {
            Assert.Equal(json, ToJsonText(hex));
            if (hex.StartsWith("cb", StringComparison.Ordinal)) Assert.Equal(hex, FromJsonHex(json));
        }

        [Fact]
        public void Invalid_text_is_replaced_only_when_the_options_say_so()
        {
            var replace = new BentoMessagePackOptions { InvalidTextHandling = BentoInvalidTextHandling.Replace };
            Assert.Equal("{\"a\uFFFD\":\"\uFFFDb\"}", ToJsonText("81a261ffa2ff62", replace));
            Assert.Equal("{\"ab\":\"cd\"}", ToJsonText("81a26162a26364", replace));
            Assert.IsType<BentoMessagePackException>(Record.Exception(() => ToJsonText("81a261ffa26162")));
            Assert.IsType<BentoMessagePackException>(Record.Exception(() => ToJsonText("81a26162a2ff62")));
        }

        [Theory]
        [InlineData("cb7ff8000000000000", "NaN has no JSON number form, so it cannot be converted.", 0)]
        [InlineData("91cb7ff0000000000000", "Infinity has no JSON number form, so it cannot be converted.", 1)]
        [InlineData("92c0cbfff0000000000000", "-Infinity has no JSON number form, so it cannot be converted.", 2)]
        [InlineData("ca7fc00000", "NaN has no JSON number form, so it cannot be converted.", 0)]
        [InlineData("9201ca7f800000", "Infinity has no JSON number form, so it cannot be converted.", 2)]
        [InlineData("91caff800000", "-Infinity has no JSON number form, so it cannot be converted.", 1)]
        [InlineData("8101c0", "A map key must be a string to convert to JSON, but this one is an integer.", 1)]
        [InlineData("82a16101c3c0", "A map key must be a string to convert to JSON, but this one is a boolean.", 4)]
        [InlineData("81ca00000000c0", "A map key must be a string to convert to JSON, but this one is a float.", 1)]
        [InlineData("81d4010100", "A map key must be a string to convert to JSON, but this one is an extension.", 1)]
        [InlineData("8180c0", "A map key must be a string to convert to JSON, but this one is a map.", 1)]
        [InlineData("91c70cff00000000fffffff1886e08ff", "The timestamp is outside years 1 to 9999, which ISO 8601 text in JSON cannot show.", 1)]
        [InlineData("c1", "The byte 0xc1 is never used in MessagePack.", 0)]
        [InlineData("9201c1", "The byte 0xc1 is never used in MessagePack.", 2)]
        [InlineData("81a161c1", "The byte 0xc1 is never used in MessagePack.", 3)]
        public void Conversion_failures_give_the_reason_and_the_offset(string hex, string reason, int offset)
        {
            var e = Assert.IsType<BentoMessagePackException>(Record.Exception(() => ToJsonText(hex)));
            Assert.Equal(reason, e.Reason);
            Assert.Equal(offset, e.BytePosition);
        }

        [Theory]
        [InlineData("x", 0)]
        [InlineData("[1,x]", 3)]
        [InlineData("{\"a\":}", 5)]
        [InlineData("  ]", 2)]
        public void A_json_byte_that_starts_no_value_is_the_readers_error(string json, int offset)
        {
            var e = Assert.IsType<BentoJsonException>(Record.Exception(() => FromJsonHex(json)));
            Assert.StartsWith("Expected a value but found ", e.Reason, StringComparison.Ordinal);
            Assert.Equal(offset, e.BytePosition);
        }

        [Theory]
        [InlineData("7b22ff223a317d", 5)]
        [InlineData("5b7b2261223a312c2261c0223a327d5d", 13)]
        // The name has been read with its colon when it is checked: the offset is where its value starts.
        public void A_json_name_that_is_not_utf8_is_refused_with_the_converters_reason(string jsonHex, int offset)
        {
            var e = Assert.IsType<BentoJsonException>(Record.Exception(() => BentoMessagePack.FromJson(Bytes(jsonHex))));
            Assert.Equal("A property name is not valid UTF-8.", e.Reason);
            Assert.Equal(offset, e.BytePosition);
        }

        /// <summary>
        /// The compacted MessagePack is asked of the output in one piece of exactly its size: each header drawn in the
        /// draft as five bytes is counted at its final size (one byte up to 15 items, three up to 65,535, five above).
        /// </summary>
        [Theory]
        [InlineData(0)]
        [InlineData(15)]
        [InlineData(16)]
        [InlineData(65535)]
        [InlineData(65536)]
        public void The_output_is_asked_for_once_at_the_exact_size(int count)
        {
            string array = "[" + string.Join(",", Enumerable.Repeat("1", count)) + "]";
            string map = "{" + string.Join(",", Enumerable.Range(0, count).Select(i => "\"" + i.ToString(System.Globalization.CultureInfo.InvariantCulture) + "\":[]")) + "}";
            foreach (string json in new[] { array, map, "[" + array + "," + map + ",[[]]]" })
            {
                byte[] expected = BentoMessagePack.FromJson(Utf8(json));
                var output = new StingyBufferWriter();
                BentoMessagePack.FromJson(Utf8(json), output);
                Assert.Equal(new[] { expected.Length }, output.RequestSizes);
                Assert.Equal(expected, output.WrittenBytes);
                Assert.Equal(json, Encoding.UTF8.GetString(BentoMessagePack.ToJson(expected)));
            }
        }

        [Fact]
        public void A_string_longer_than_twice_the_draft_converts_both_ways()
        {
            // The draft starts at 4,096 bytes; doubling it once is not enough for this string, which must get its own size.
            string text = new string('y', 20_000);
            string hex = "da4e20" + Repeat("79", 20_000);
            Assert.Equal(hex, FromJsonHex("\"" + text + "\""));
            Assert.Equal("91" + hex, FromJsonHex("[\"" + text + "\"]"));
            Assert.Equal("\"" + text + "\"", ToJsonText(hex));
        }
    }
}
