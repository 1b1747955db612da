using System;
using System.Text;
using Bento.Json;
using Xunit;
using static Bento.Tests.Hinted.HintedTesting;

namespace Bento.Tests.Hinted
{
    /// <summary>
    /// Strings under a string hint, read plainly and by populate's string reuse: a hint is used only when the closing
    /// quote is where it says and the bytes between need no unescaping, and reuse keeps the existing string only when
    /// those bytes are exactly its text; every other case reads the text itself, and a strict read refuses a hint that
    /// does not match it.
    /// </summary>
    public class HintedStringTests
    {
        private static readonly BentoJsonOptions Lenient = BentoJsonOptions.Default;

        private static string? Reuse(string document, string existing, BentoJsonOptions options)
        {
            // Both reads of a hinted string must agree; the plain read is checked on the way.
            var plain = new JsonReader(Encoding.UTF8.GetBytes(HeaderText + document), options, hintedInput: true);
            string? read = plain.ReadString();
            plain.ReadEndOfDocument();
            var reader = new JsonReader(Encoding.UTF8.GetBytes(HeaderText + document), options, hintedInput: true);
            string? result = reader.ReadStringReusing(existing);
            reader.ReadEndOfDocument();
            Assert.Equal(read, result);
            return result;
        }

        [Fact]
        public void An_equal_string_under_a_right_hint_is_kept()
        {
            string existing = new StringBuilder("abc").ToString();
            Assert.Same(existing, Reuse("/*3:3*/\"abc\"", existing, Lenient));
            Assert.Same(existing, Reuse("/*3:3*/\"abc\"", existing, Strict));
        }

        [Theory]
        [InlineData("/*3:3*/\"xyz\"", "xyz")] // the same length, other text
        [InlineData("/*3:3*/\"abd\"", "abd")]
        [InlineData("/*8:3*/\"a\\u0062c\"", "abc")] // an escape: the hinted bytes are not the text
        [InlineData("/*8:3*/\"\\u0061bc\"", "abc")]
        public void Other_text_under_a_right_hint_is_read(string document, string expected)
        {
            string existing = new StringBuilder("abc").ToString();
            foreach (var options in new[] { Lenient, Strict })
            {
                string? read = Reuse(document, existing, options);
                Assert.Equal(expected, read);
                if (expected != "abc")
                    Assert.NotSame(existing, read);
            }
        }

        [Theory]
        [InlineData("/*4:4*/\"a\\\\b\"", "a\\\\b", "a\\b")] // the held text is the escaped bytes; the value has one backslash
        [InlineData("/*4:4*/\"\\\\ab\"", "\\\\ab", "\\ab")] // the same with the escape first
        public void Text_that_spells_out_the_escapes_is_not_the_value(string document, string existing, string expected)
        {
            // A hint whose second number is the held string's length (wrong: the value is one unit shorter) leads the
            // reuse to the held text, which equals the bytes under the hint but not the value they decode to.
            Assert.Equal(expected, Reuse(document, new StringBuilder(existing).ToString(), Lenient));
            var e = Assert.Throws<BentoJsonException>(() => Reuse(document, existing, Strict));
            Assert.Equal("The size hint does not match the string that follows it.", e.Reason);
        }

        [Theory]
        [InlineData("/*3:3*/\"abcd\"", "abcd")] // the hint ends inside the string: its first three bytes are the existing text
        [InlineData("/*4:3*/\"abc\" ", "abc")] // the hint ends past the closing quote
        [InlineData("/*2:3*/\"abc\"", "abc")]
        public void A_hint_that_misses_the_closing_quote_is_not_believed(string document, string expected)
        {
            string existing = new StringBuilder("abc").ToString();
            Assert.Equal(expected, Reuse(document, existing, Lenient));
            var e = Assert.Throws<BentoJsonException>(() => Reuse(document, existing, Strict));
            Assert.Equal("The size hint does not match the string that follows it.", e.Reason);
            Assert.Equal(HeaderText.Length, e.BytePosition);
        }

        [Theory]
        [InlineData("/*4:3*/\"abc\"")] // the hinted closing quote would be one past the end of the input
        [InlineData("/*5:3*/\"abc\"")]
        [InlineData("/*4:3*/\"abc")]
        public void A_hint_that_reaches_past_the_input_is_not_followed(string document)
        {
            string existing = new StringBuilder("abc").ToString();
            foreach (var options in new[] { Lenient, Strict })
            {
                try
                {
                    Assert.Equal("abc", Reuse(document, existing, options));
                }
                catch (BentoJsonException)
                {
                    // Refused as Bento's error (a strict hint, an unclosed string), never an index out of range.
                }
            }
        }

        // Nine bytes and four UTF-16 units with no escape: one unit each from a two- and a three-byte character, and a
        // surrogate pair from a four-byte one, so a hint's UTF-16 length is believed only when decoding agrees with it.
        private const string Mixed = "\u00e9\u65e5\U0001F600";

        [Theory]
        [InlineData("/*9:4*/\"" + Mixed + "\"", true)]
        [InlineData("/*9:3*/\"" + Mixed + "\"", false)] // one unit too few: the text does not fit
        [InlineData("/*9:5*/\"" + Mixed + "\"", false)] // one unit too many: decoding ends short
        [InlineData("/*9:9*/\"" + Mixed + "\"", false)]
        [InlineData("/*9:2*/\"" + Mixed + "\"", false)] // fewer units than a third of the bytes: no text is that dense
        [InlineData("/*9:10*/\"" + Mixed + "\"", false)] // more units than bytes
        [InlineData("/*9:2147483647*/\"" + Mixed + "\"", false)]
        [InlineData("/*0:0*/\"\"", true)]
        [InlineData("/*0:1*/\"\"", false)]
        public void A_hint_whose_length_in_units_is_wrong_is_not_believed(string document, bool right)
        {
            string expected = document.Substring(document.IndexOf('"') + 1).TrimEnd('"');
            Assert.Equal(expected, Reuse(document, "zz", Lenient));
            if (right)
            {
                Assert.Equal(expected, Reuse(document, "zz", Strict));
                return;
            }

            var e = Assert.Throws<BentoJsonException>(() => Reuse(document, "zz", Strict));
            Assert.Equal("The size hint does not match the string that follows it.", e.Reason);
            Assert.Equal(HeaderText.Length, e.BytePosition);
        }

        [Fact]
        public void A_huge_length_in_units_sizes_nothing()
        {
            // A string is sized from the hint only when the bytes could hold that many units; a hint of a million units
            // over nine bytes must not allocate a two-megabyte string before it is found out.
            byte[] document = Encoding.UTF8.GetBytes(HeaderText + "/*9:1000000*/\"" + Mixed + "\"");
            ReadPlainly(document);
            long allocated = Allocated(() => ReadPlainly(document));
            Assert.True(allocated < 16_384, "allocated " + allocated + " bytes");
        }

        [Fact]
        public void A_believed_hint_allocates_the_string_once()
        {
            // The string is decoded straight into its final storage: no second copy when the hint is right.
            string text = new string('a', 5000) + Mixed + new string('b', 5000);
            byte[] document = Encoding.UTF8.GetBytes(HeaderText + "/*" + Encoding.UTF8.GetByteCount(text) + ":" + text.Length + "*/\"" + text + "\"");
            Assert.Equal(text, ReadPlainly(document));
            long allocated = Allocated(() => ReadPlainly(document));
            long once = 2L * text.Length;
            Assert.True(allocated >= once && allocated < once + (once / 2), "allocated " + allocated + " bytes for a string of " + once);
        }

        private static string? ReadPlainly(byte[] document)
        {
            var reader = new JsonReader(document, Lenient, hintedInput: true);
            string? read = reader.ReadString();
            reader.ReadEndOfDocument();
            return read;
        }

        [Theory]
        [InlineData(new byte[] { (byte)'a', 0xFF, (byte)'b' }, "/*3:3*/")] // a byte that starts nothing, counted as one unit
        [InlineData(new byte[] { (byte)'a', 0xC3 }, "/*2:2*/")] // a sequence cut short by the closing quote
        [InlineData(new byte[] { 0xED, 0xA0, 0x80 }, "/*3:1*/")] // a surrogate encoded on its own
        public void Invalid_UTF8_under_a_right_looking_hint_is_refused(byte[] content, string hint)
        {
            byte[] prefix = Encoding.UTF8.GetBytes(HeaderText + hint + "\"");
            byte[] document = new byte[prefix.Length + content.Length + 1];
            prefix.CopyTo(document, 0);
            content.CopyTo(document, prefix.Length);
            document[document.Length - 1] = (byte)'"';
            foreach (var options in new[] { Lenient, Strict })
            {
                var e = Assert.Throws<BentoJsonException>(() =>
                {
                    var reader = new JsonReader(document, options, hintedInput: true);
                    reader.ReadString();
                });
                Assert.Equal("The string is not valid UTF-8.", e.Reason);
                Assert.Equal(prefix.Length - 1, e.BytePosition);
            }
        }

        [Fact]
        public void Written_hints_count_surrogate_pairs_as_two_units()
        {
            // 16 repetitions of the nine bytes and four units, then a one-byte tail: over the 128 bytes that get a hint
            // (from a writer that gives string hints, as earlier releases did).
            var text = new StringBuilder();
            for (int i = 0; i < 16; i++) text.Append(Mixed);
            text.Append('z');
            string hinted = Text(EarlierRelease(new Models.StringBox { Value = text.ToString() }));
            Assert.Contains("/*145:65*/\"", hinted, StringComparison.Ordinal);
            Assert.Equal(text.ToString(), BentoHintedJson.Deserialize<Models.StringBox>(hinted, Strict)!.Value);
        }

        [Fact]
        public void Invalid_UTF8_after_an_escape_under_a_hint_is_refused()
        {
            byte[] document = Encoding.UTF8.GetBytes(HeaderText + "/*3:2*/\"\\n_\"");
            document[document.Length - 2] = 0xFF;
            var e = Assert.Throws<BentoJsonException>(() =>
            {
                var reader = new JsonReader(document, Lenient, hintedInput: true);
                reader.ReadStringReusing("ab");
            });
            Assert.Equal("The string is not valid UTF-8.", e.Reason);
            Assert.Equal(HeaderText.Length + 7, e.BytePosition);
            var plain = Assert.Throws<BentoJsonException>(() =>
            {
                var reader = new JsonReader(document, Lenient, hintedInput: true);
                reader.ReadString();
            });
            Assert.Equal(e.Message, plain.Message);
        }
    }
}
