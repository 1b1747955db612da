using System;
using System.Text;
using Bento.Json;
using Xunit;
using static Bento.Tests.Hinted.HintedTesting;

namespace Bento.Tests.Hinted
{
    /// <summary>
    /// The hinted reader one call at a time: the exact reason and offset of every failure a strict read raises (the
    /// header, hints where none may stand, counts and lengths that do not match), the count a hint may size a collection
    /// with (capped by the bytes the container can hold), and the hint number grammar. The hostile-document tests check
    /// that such inputs fail; these pin which failure, and where.
    /// </summary>
    public class HintedReaderErrorTests
    {
        private static readonly BentoJsonOptions Lenient = new BentoJsonOptions();

        private const string H = HeaderText;

        private static JsonReader Reader(byte[] doc, bool strict) => new JsonReader(doc, strict ? Strict : Lenient, hintedInput: true);

        /// <summary>Skips the document's root value as a strict reader and returns the failure.</summary>
        private static BentoJsonException StrictSkipFails(string text)
        {
            byte[] doc = Utf8(text);
            var e = Record.Exception(() =>
            {
                var reader = Reader(doc, strict: true);
                reader.SkipValue();
                reader.ReadEndOfDocument();
            });
            return Assert.IsType<BentoJsonException>(e);
        }

        private static void SkipPasses(string text, bool strict)
        {
            var reader = Reader(Utf8(text), strict);
            reader.SkipValue();
            reader.ReadEndOfDocument();
        }

        private static void StrictSkipPasses(string text) => SkipPasses(text, strict: true);

        [Theory]
        // The header: only version 1, closed, without leading zeros, is used; a strict read refuses any other.
        [InlineData("/*bento-hinted-json:2*/[]", "The hinted JSON header is malformed or names a version other than 1.", 0)]
        [InlineData("/*bento-hinted-json:01*/[]", "The hinted JSON header is malformed or names a version other than 1.", 0)]
        [InlineData("/*bento-hinted-json:1 */[]", "The hinted JSON header is malformed or names a version other than 1.", 0)]
        [InlineData("/*bento-hinted-json:1*", "The hinted JSON header is malformed or names a version other than 1.", 0)]
        [InlineData("/*bento-hinted-json:*/[]", "The hinted JSON header is malformed or names a version other than 1.", 0)]
        [InlineData("/*bento-hinted-json:12345678901*/[]", "The hinted JSON header is malformed or names a version other than 1.", 0)]
        // Comments that are not hints.
        [InlineData(H + "/* note */[]", "Only well-formed size hints may appear as comments in a strict hinted JSON document.", 23)]
        [InlineData(H + "//note\n[]", "Only well-formed size hints may appear as comments in a strict hinted JSON document.", 23)]
        [InlineData(H + "/*1*/[1]", "Only well-formed size hints may appear as comments in a strict hinted JSON document.", 23)]
        [InlineData(H + "/*1:*/[1]", "Only well-formed size hints may appear as comments in a strict hinted JSON document.", 23)]
        [InlineData(H + "/*1:3*[1]", "Only well-formed size hints may appear as comments in a strict hinted JSON document.", 23)]
        [InlineData(H + "/*1:3", "Only well-formed size hints may appear as comments in a strict hinted JSON document.", 23)]
        [InlineData(H + "/*01:3*/[1]", "Only well-formed size hints may appear as comments in a strict hinted JSON document.", 23)]
        [InlineData(H + "/*1:03*/[1]", "Only well-formed size hints may appear as comments in a strict hinted JSON document.", 23)]
        [InlineData(H + "/*2147483648:3*/[1]", "Only well-formed size hints may appear as comments in a strict hinted JSON document.", 23)]
        [InlineData(H + "[1,/*x*/2]", "Only well-formed size hints may appear as comments in a strict hinted JSON document.", 26)]
        // Hints before anything but an array, an object or a string value.
        [InlineData(H + "/*1:1*/1", "A size hint must come directly before an array, an object or a string value.", 23)]
        [InlineData(H + "/*1:3*/ [1]", "A size hint must come directly before an array, an object or a string value.", 23)]
        [InlineData(H + "[/*1:4*/true]", "A size hint must come directly before an array, an object or a string value.", 24)]
        [InlineData(H + "{/*1:3*/\"a\":1}", "A size hint must come directly before an array, an object or a string value.", 24)]
        [InlineData(H + "{\"a\":1,/*1:3*/\"b\":2}", "A size hint must come directly before an array, an object or a string value.", 30)]
        [InlineData(H + "{\"a\":1, \n\t\r/*1:3*/\"b\":2}", "A size hint must come directly before an array, an object or a string value.", 34)]
        [InlineData(H + "{ /*1:3*/\"a\":1}", "A size hint must come directly before an array, an object or a string value.", 25)]
        // Container hints: a length past the end, a count or a length that does not match.
        [InlineData(H + "/*1:4*/[1]", "The size hint gives a byte length longer than the rest of the document.", 23)]
        [InlineData(H + "[/*1:99*/[1]]", "The size hint gives a byte length longer than the rest of the document.", 24)]
        [InlineData(H + "/*2:3*/[1]", "The size hint gives 2 elements but the array has 1.", 23)]
        [InlineData(H + "/*0:3*/[1]", "The size hint gives 0 elements but the array has 1.", 23)]
        [InlineData(H + "/*1:2*/[]", "The size hint gives 1 elements but the array has 0.", 23)]
        [InlineData(H + "/*2:7*/{\"a\":1}", "The size hint gives 2 elements but the object has 1.", 23)]
        [InlineData(H + "/*1:2*/[1]", "The size hint's byte length does not end at the closing delimiter.", 23)]
        [InlineData(H + "/*1:4*/[1] ", "The size hint's byte length does not end at the closing delimiter.", 23)]
        [InlineData(H + "[/*1:3*/[1],/*2:5*/[1,2,3]]", "The size hint gives 2 elements but the array has 3.", 35)]
        // String hints, checked by a skip.
        [InlineData(H + "[/*4:4*/\"abc\"]", "The size hint does not match the string that follows it.", 24)]
        [InlineData(H + "[/*3:2*/\"abc\"]", "The size hint does not match the string that follows it.", 24)]
        [InlineData(H + "[/*6:2*/\"\\u00e9\"]", "The size hint does not match the string that follows it.", 24)]
        // A string hint is only compared with the string, so an absurd length fails as a mismatch, not by its size.
        [InlineData(H + "/*2147483647:2*/\"\"", "The size hint does not match the string that follows it.", 23)]
        public void Strict_reads_fail_with_the_reason_and_the_offset(string text, string reason, int offset)
        {
            var e = StrictSkipFails(text);
            Assert.Equal(reason, e.Reason);
            Assert.Equal(offset, e.BytePosition);
        }

        [Theory]
        [InlineData("/*bento-hinted-json:2*/[1]")]
        [InlineData(H + "/* note */[1]")]
        [InlineData(H + "/*1:1*/1")]
        [InlineData(H + "/*2:3*/[1]")]
        [InlineData(H + "/*1:99*/[1]")]
        [InlineData(H + "{/*1:3*/\"a\":1}")]
        [InlineData(H + "[/*4:4*/\"abc\"]")]
        public void A_lenient_read_takes_what_a_strict_one_refuses(string text) => SkipPasses(text, strict: false);

        [Theory]
        [InlineData(H + "/*1:3*/[1]")]
        [InlineData(H + "/*0:2*/[]")]
        [InlineData(H + "/*1:7*/{\"a\":1}")]
        [InlineData(H + "[/*3:3*/\"abc\"]")]
        [InlineData(H + "[/*2:1*/\"\u00e9\"]")]
        [InlineData(H + "[/*6:1*/\"\\u00e9\"]")]
        [InlineData(H + "{\"a\":/*3:3*/\"abc\"}")]
        public void Strict_reads_take_hints_that_match(string text) => StrictSkipPasses(text);

        [Fact]
        public void Hints_on_member_names_are_refused_only_where_the_container_is_an_object()
        {
            // In an array a hint before a string is a string hint, also right after '[' or ','.
            StrictSkipPasses(H + "[/*1:1*/\"a\",/*1:1*/\"b\"]");
            // After a member's ':' it is the value's.
            StrictSkipPasses(H + "{\"a\":/*1:1*/\"b\"}");
            // A hint before a name at the root of a document is not inside any container.
            StrictSkipPasses(H + "/*1:1*/\"a\"");
        }

        /// <summary>
        /// <paramref name="levels"/> arrays, one inside the other, each after a hint that gives its exact byte length;
        /// the innermost holds <paramref name="innermost"/>. The counts are <paramref name="count"/>(level), level 0 the
        /// outermost.
        /// </summary>
        private static string Nested(int levels, string innermost, Func<int, int> count)
        {
            string value = "[" + innermost + "]";
            string hinted = string.Empty;
            for (int level = levels - 1; level >= 0; level--)
            {
                if (level < levels - 1) value = "[" + hinted + "]";
                hinted = "/*" + count(level) + ":" + Encoding.UTF8.GetByteCount(value) + "*/" + value;
            }

            return H + hinted;
        }

        [Fact]
        public void Nesting_deeper_than_the_frame_stack_is_checked_at_every_level()
        {
            // A reader's frame stack starts at sixteen frames, or at one kept from an earlier read on the thread, which is
            // at most 256 frames: 300 levels make it grow, and the counts of the outer levels must survive the growth.
            const int Levels = 300;
            var deep = new BentoJsonOptions { HintHandling = BentoHintHandling.Strict, MaxDepth = 400 };
            void Skip(string text)
            {
                var reader = new JsonReader(Utf8(text), deep, hintedInput: true);
                reader.SkipValue();
                reader.ReadEndOfDocument();
            }

            // Every level right: the innermost array holds two numbers, every other one array.
            Skip(Nested(Levels, "1,2", level => level == Levels - 1 ? 2 : 1));

            // The innermost hint wrong: the failure points at that hint, the last one in the text.
            string inner = Nested(Levels, "1,2", level => 1);
            var e = Assert.IsType<BentoJsonException>(Record.Exception(() => Skip(inner)));
            Assert.Equal("The size hint gives 1 elements but the array has 2.", e.Reason);
            Assert.Equal(inner.LastIndexOf("/*", StringComparison.Ordinal), e.BytePosition);

            // The outermost count wrong, found only after the stack has grown and every inner level has closed.
            string outer = Nested(Levels, "1,2", level => level == 0 ? 3 : level == Levels - 1 ? 2 : 1);
            e = Assert.IsType<BentoJsonException>(Record.Exception(() => Skip(outer)));
            Assert.Equal("The size hint gives 3 elements but the array has 1.", e.Reason);
            Assert.Equal(H.Length, e.BytePosition);

            // A level in the middle, past the first sixteen frames.
            string middle = Nested(Levels, "1,2", level => level == 100 ? 0 : level == Levels - 1 ? 2 : 1);
            e = Assert.IsType<BentoJsonException>(Record.Exception(() => Skip(middle)));
            Assert.Equal("The size hint gives 0 elements but the array has 1.", e.Reason);
            int at = H.Length;
            for (int level = 0; level < 100; level++) at = middle.IndexOf("/*", at + 1, StringComparison.Ordinal);
            Assert.Equal(at, e.BytePosition);
        }

        [Theory]
        // Arrays: the hinted length must end on ']'; an element takes at least two bytes with its comma.
        [InlineData("/*3:7*/[1,2,3]", 3)]
        [InlineData("/*5:7*/[1,2,3]", 4)]
        [InlineData("/*4:7*/[1,2,3]", 4)]
        [InlineData("/*3:6*/[1,2,3]", -1)]
        [InlineData("/*3:8*/[1,2,3] ", -1)]
        [InlineData("/*3:1*/[1,2,3]", -1)]
        [InlineData("/*3:99*/[1,2,3]", -1)]
        [InlineData("/*0:2*/[]", 0)]
        [InlineData("/*9:2*/[]", 2)]
        // Objects: a member takes at least five bytes ("":0,).
        [InlineData("/*2:13*/{\"a\":1,\"b\":2}", 2)]
        [InlineData("/*9:13*/{\"a\":1,\"b\":2}", 3)]
        [InlineData("/*2:13*/[\"a\",1,\"b\",22]", -1)]
        [InlineData("/*2:12*/{\"a\":1,\"b\":2}", -1)]
        // No hint, or a comment that is not one.
        [InlineData("[1,2,3]", -1)]
        [InlineData("/*x*/[1,2,3]", -1)]
        public void A_count_hint_sizes_only_what_the_container_can_hold(string value, int expected)
        {
            bool isObject = value.Contains("*/{", StringComparison.Ordinal);
            byte[] doc = Utf8(H + value);
            var reader = Reader(doc, strict: false);
            Assert.True(reader.IsHinted);
            if (isObject) reader.ReadStartObject();
            else reader.ReadStartArray();
            Assert.Equal(expected, reader.CountHint);

            // The hint is consumed by the container it stood before: a nested container without one has none.
            byte[] nested = Utf8(H + "[" + value + ",[]]");
            var outer = Reader(nested, strict: false);
            outer.ReadStartArray();
            Assert.Equal(-1, outer.CountHint);
        }

        [Fact]
        public void A_count_hint_is_taken_by_the_container_it_stands_before_and_no_other()
        {
            byte[] doc = Utf8(H + "[/*2:5*/[1,2],[3,4]]");
            var reader = Reader(doc, strict: false);
            reader.ReadStartArray();
            Assert.Equal(-1, reader.CountHint);
            Assert.True(reader.ReadNextArrayElement());
            reader.ReadStartArray();
            Assert.Equal(2, reader.CountHint);
            Assert.True(reader.ReadNextArrayElement());
            reader.SkipValue();
            Assert.True(reader.ReadNextArrayElement());
            reader.SkipValue();
            Assert.False(reader.ReadNextArrayElement());
            Assert.True(reader.ReadNextArrayElement());
            reader.ReadStartArray();
            Assert.Equal(-1, reader.CountHint);

            // The same in strict mode, which also checks each hint as its container closes.
            var strict = Reader(doc, strict: true);
            strict.ReadStartArray();
            Assert.Equal(-1, strict.CountHint);
            Assert.True(strict.ReadNextArrayElement());
            strict.ReadStartArray();
            Assert.Equal(2, strict.CountHint);
        }

        [Fact]
        public void Plain_documents_and_other_versions_have_no_hints()
        {
            var plain = new JsonReader(Utf8("/*2:5*/[1,2]"), new BentoJsonOptions { AllowComments = true });
            Assert.False(plain.IsHinted);
            plain.ReadStartArray();
            Assert.Equal(-1, plain.CountHint);

            var other = Reader(Utf8("/*bento-hinted-json:2*//*2:5*/[1,2]"), strict: false);
            Assert.False(other.IsHinted);
            other.ReadStartArray();
            Assert.Equal(-1, other.CountHint);

            // Without a header a hinted reader reads plain JSON with comments.
            var none = Reader(Utf8("/*2:5*/[1,2]"), strict: true);
            Assert.False(none.IsHinted);
            none.ReadStartArray();
            Assert.Equal(-1, none.CountHint);
        }

        [Theory]
        // The hint gives the string's bytes between the quotes and its UTF-16 length.
        [InlineData("/*3:3*/\"abc\"", "abc")]
        [InlineData("/*2:1*/\"\u00e9\"", "\u00e9")]
        [InlineData("/*4:2*/\"\U0001F600\"", "\U0001F600")]
        [InlineData("/*0:0*/\"\"", "")]
        // Escapes are read by the plain path, and the hint then compared with what was read.
        [InlineData("/*6:1*/\"\\u00e9\"", "\u00e9")]
        [InlineData("/*4:3*/\"a\\nb\"", "a\nb")]
        public void String_hints_that_match_give_the_string_in_both_modes(string value, string expected)
        {
            foreach (bool strict in new[] { false, true })
            {
                byte[] doc = Utf8(H + value);
                var reader = Reader(doc, strict);
                Assert.Equal(expected, reader.ReadString());
                reader.ReadEndOfDocument();

                var reusing = Reader(doc, strict);
                Assert.Equal(expected, reusing.ReadStringReusing("other"));
                reusing.ReadEndOfDocument();

                string same = new string(expected.ToCharArray());
                var kept = Reader(doc, strict);
                Assert.Same(same, kept.ReadStringReusing(same));
                kept.ReadEndOfDocument();

                var utf8 = Reader(doc, strict);
                Assert.Equal(Encoding.UTF8.GetBytes(expected), utf8.ReadStringUtf8().ToArray());
                utf8.ReadEndOfDocument();
            }
        }

        [Theory]
        // Wrong byte count (the closing quote is elsewhere), wrong UTF-16 count, both, and a count past the end.
        [InlineData("/*2:3*/\"abc\"", "abc")]
        [InlineData("/*4:3*/\"abc\"", "abc")]
        [InlineData("/*3:2*/\"abc\"", "abc")]
        [InlineData("/*3:4*/\"abc\"", "abc")]
        [InlineData("/*2:2*/\"\u00e9\"", "\u00e9")]
        [InlineData("/*4:1*/\"\U0001F600\"", "\U0001F600")]
        [InlineData("/*9:3*/\"abc\"", "abc")]
        [InlineData("/*5:1*/\"\\u00e9\"", "\u00e9")]
        [InlineData("/*6:2*/\"\\u00e9\"", "\u00e9")]
        [InlineData("/*5:4*/\"a\\nb\"", "a\nb")]
        public void Wrong_string_hints_change_nothing_leniently_and_fail_strictly(string value, string expected)
        {
            byte[] doc = Utf8(H + "[" + value + "]");
            int hintAt = H.Length + 1;

            // Lenient: the value is the text's, by every string read.
            var reader = Reader(doc, strict: false);
            reader.ReadStartArray();
            Assert.True(reader.ReadNextArrayElement());
            Assert.Equal(expected, reader.ReadString());
            Assert.False(reader.ReadNextArrayElement());

            var reusing = Reader(doc, strict: false);
            reusing.ReadStartArray();
            Assert.True(reusing.ReadNextArrayElement());
            string same = new string(expected.ToCharArray());
            Assert.Same(same, reusing.ReadStringReusing(same));
            Assert.False(reusing.ReadNextArrayElement());

            var utf8 = Reader(doc, strict: false);
            utf8.ReadStartArray();
            Assert.True(utf8.ReadNextArrayElement());
            Assert.Equal(Encoding.UTF8.GetBytes(expected), utf8.ReadStringUtf8().ToArray());
            Assert.False(utf8.ReadNextArrayElement());

            // Strict: every string read refuses it at the hint.
            foreach (int kind in new[] { 0, 1, 2, 3 })
            {
                var e = Assert.IsType<BentoJsonException>(Record.Exception(() =>
                {
                    var strict = Reader(doc, strict: true);
                    strict.ReadStartArray();
                    Assert.True(strict.ReadNextArrayElement());
                    switch (kind)
                    {
                        case 0: strict.ReadString(); break;
                        case 1: strict.ReadStringReusing(new string(expected.ToCharArray())); break;
                        case 2: strict.ReadStringReusing("different"); break;
                        default: strict.ReadStringUtf8(); break;
                    }

                    strict.ReadNextArrayElement();
                }));
                Assert.Equal("The size hint does not match the string that follows it.", e.Reason);
                Assert.Equal(hintAt, e.BytePosition);
            }
        }

        [Fact]
        public void A_string_hint_is_used_once()
        {
            // The hint stands before the first string only; the second, of another length, is read by its text.
            byte[] doc = Utf8(H + "[/*1:1*/\"a\",\"bcd\"]");
            foreach (bool strict in new[] { false, true })
            {
                var reader = Reader(doc, strict);
                reader.ReadStartArray();
                Assert.True(reader.ReadNextArrayElement());
                Assert.Equal("a", reader.ReadString());
                Assert.True(reader.ReadNextArrayElement());
                Assert.Equal("bcd", reader.ReadString());
                Assert.False(reader.ReadNextArrayElement());
                reader.ReadEndOfDocument();
            }

            // After a hinted string read through the reusing path, the next one is plain.
            var reusing = Reader(doc, strict: true);
            reusing.ReadStartArray();
            Assert.True(reusing.ReadNextArrayElement());
            Assert.Equal("a", reusing.ReadStringReusing("a"));
            Assert.True(reusing.ReadNextArrayElement());
            Assert.Equal("bcd", reusing.ReadStringReusing("b"));
            Assert.False(reusing.ReadNextArrayElement());
        }

        [Theory]
        [InlineData("0", 0, 1)]
        [InlineData("7*/", 7, 1)]
        [InlineData("2147483647", 2147483647, 10)]
        [InlineData("1234567890:", 1234567890, 10)]
        [InlineData("", -1, -1)]
        [InlineData(":", -1, -1)]
        [InlineData("01", -1, -1)]
        [InlineData("00", -1, -1)]
        [InlineData("2147483648", -1, -1)]
        [InlineData("9999999999", -1, -1)]
        [InlineData("12345678901", -1, -1)]
        public void Hint_numbers_are_decimal_without_leading_zeros_and_fit_an_int(string text, int value, int end)
        {
            byte[] bytes = Encoding.ASCII.GetBytes("x" + text);
            int at = HintedFormat.ParseNumber(bytes, 1, out int parsed);
            Assert.Equal(end < 0 ? -1 : end + 1, at);
            if (end >= 0) Assert.Equal(value, parsed);
        }

        [Theory]
        [InlineData(0, 0, "/*0:0*/")]
        [InlineData(9, 10, "/*9:10*/")]
        [InlineData(100, 99, "/*100:99*/")]
        [InlineData(2147483647, 1000000000, "/*2147483647:1000000000*/")]
        public void Hints_are_written_as_the_reader_reads_them(int first, int second, string expected)
        {
            var buffer = new byte[32];
            int n = HintedFormat.WriteHint(buffer, first, second);
            Assert.Equal(expected, Encoding.ASCII.GetString(buffer, 0, n));
            Assert.Equal(n, HintedFormat.HintSize(first, second));
            Assert.Equal(expected.Length - 5, HintedFormat.DigitCount(first) + HintedFormat.DigitCount(second));
        }
    }
}
