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
