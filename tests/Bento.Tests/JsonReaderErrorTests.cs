using System;
using System.Collections.Generic;
using System.Linq;
using System.Text;
using Bento.Json;
using Xunit;

namespace Bento.Tests
{
    /// <summary>
    /// The JSON reader one call at a time, apart from numbers (NumberReadingErrorTests): the exact reason and offset of
    /// every failure of the structure, string, escape, comment and scalar-text reads, how each kind of byte is named in a
    /// message, and the values read at the edges of each path (every escape, each UTF-8 length, base64 padding, ISO 8601
    /// forms, one-character keys, nesting past the skip's first stack).
    /// </summary>
    public class JsonReaderErrorTests
    {
        private delegate void Read(ref JsonReader reader);

        private static readonly BentoJsonOptions Comments = new BentoJsonOptions { AllowComments = true };
        private static readonly BentoJsonOptions Replace = new BentoJsonOptions { InvalidTextHandling = BentoInvalidTextHandling.Replace };

        private static byte[] Utf8(string s) => Encoding.UTF8.GetBytes(s);

        private static BentoJsonException Fails(byte[] input, Read read, BentoJsonOptions? options = null)
        {
            var e = Record.Exception(() =>
            {
                var reader = new JsonReader(input, options);
                read(ref reader);
            });
            return Assert.IsType<BentoJsonException>(e);
        }

        private static void AssertFails(string input, Read read, string reason, int offset, BentoJsonOptions? options = null) =>
            AssertFails(Utf8(input), read, reason, offset, options);

        private static void AssertFails(byte[] input, Read read, string reason, int offset, BentoJsonOptions? options = null)
        {
            var e = Fails(input, read, options);
            Assert.Equal(reason, e.Reason);
            Assert.Equal(offset, e.BytePosition);
        }

        private static readonly Dictionary<string, Read> s_reads = new Dictionary<string, Read>
        {
            ["object"] = (ref JsonReader r) =>
            {
                r.ReadStartObject();
                while (r.ReadNextPropertyName(out _)) r.SkipValue();
                r.ReadEndOfDocument();
            },
            ["array"] = (ref JsonReader r) =>
            {
                r.ReadStartArray();
                while (r.ReadNextArrayElement()) r.ReadInt32();
                r.ReadEndOfDocument();
            },
            ["skip"] = (ref JsonReader r) =>
            {
                r.SkipValue();
                r.ReadEndOfDocument();
            },
            ["string"] = (ref JsonReader r) =>
            {
                r.ReadString();
                r.ReadEndOfDocument();
            },
            ["utf8"] = (ref JsonReader r) =>
            {
                r.ReadStringUtf8();
                r.ReadEndOfDocument();
            },
            ["reusing"] = (ref JsonReader r) =>
            {
                r.ReadStringReusing("kept");
                r.ReadEndOfDocument();
            },
            ["null"] = (ref JsonReader r) =>
            {
                if (!r.TryReadNull()) r.SkipValue();
                r.ReadEndOfDocument();
            },
            ["char"] = (ref JsonReader r) => r.ReadChar(),
            ["bytes"] = (ref JsonReader r) => r.ReadBytes(),
            ["guid"] = (ref JsonReader r) => r.ReadGuid(),
            ["datetime"] = (ref JsonReader r) => r.ReadDateTime(),
            ["offset"] = (ref JsonReader r) => r.ReadDateTimeOffset(),
            ["timespan"] = (ref JsonReader r) => r.ReadTimeSpan(),
            ["uri"] = (ref JsonReader r) => r.ReadUri(),
            ["version"] = (ref JsonReader r) => r.ReadVersion(),
#if !BENTO_NETSTANDARD_TESTS
            ["date"] = (ref JsonReader r) => r.ReadDateOnly(),
            ["time"] = (ref JsonReader r) => r.ReadTimeOnly(),
#endif
        };

        [Theory]
        // Objects.
        [InlineData("", "object", "Expected '{' but found the end of the input.", 0)]
        [InlineData(" [", "object", "Expected '{' but found '['.", 1)]
        [InlineData("{\"a\":1 \"b\":2}", "object", "Expected ',' or '}' but found a string.", 7)]
        [InlineData("{\"a\":1,}", "object", "A trailing comma before '}' is not allowed.", 7)]
        [InlineData("{\"a\":1, \n}", "object", "A trailing comma before '}' is not allowed.", 9)]
        [InlineData("{1:2}", "object", "Expected a property name in double quotes but found a number.", 1)]
        [InlineData("{\"a\":1,,\"b\":2}", "object", "Expected a property name in double quotes but found ','.", 7)]
        [InlineData("{\"a\" 1}", "object", "Expected ':' after the property name but found a number.", 5)]
        [InlineData("{\"a\"", "object", "Expected ':' after the property name but found the end of the input.", 4)]
        [InlineData("{", "object", "Expected a property name in double quotes but found the end of the input.", 1)]
        [InlineData("{\"a\":1", "object", "Expected ',' or '}' but found the end of the input.", 6)]
        [InlineData("{\"a\":1}}", "object", "Unexpected '}' after the end of the JSON value.", 7)]
        // Arrays.
        [InlineData("{", "array", "Expected '[' but found '{'.", 0)]
        [InlineData("[1 2]", "array", "Expected ',' or ']' but found a number.", 3)]
        [InlineData("[1,]", "array", "A trailing comma before ']' is not allowed.", 3)]
        [InlineData("[1,\t]", "array", "A trailing comma before ']' is not allowed.", 4)]
        [InlineData("[", "array", "Expected a value or ']' but found the end of the input.", 1)]
        [InlineData("[1", "array", "Expected ',' or ']' but found the end of the input.", 2)]
        [InlineData("[1,", "array", "Expected an integer but found the end of the input.", 3)]
        [InlineData("[,1]", "array", "Expected an integer but found ','.", 1)]
        [InlineData("[\0]", "array", "Expected an integer but found the byte 0x00.", 1)]
        // Literals.
        [InlineData("nul", "null", "Invalid literal: expected 'true', 'false' or 'null'.", 0)]
        [InlineData(" nulL", "null", "Invalid literal: expected 'true', 'false' or 'null'.", 1)]
        [InlineData("[tru]", "skip", "Invalid literal: expected 'true', 'false' or 'null'.", 1)]
        [InlineData("[fals]", "skip", "Invalid literal: expected 'true', 'false' or 'null'.", 1)]
        [InlineData("[nil]", "skip", "Invalid literal: expected 'true', 'false' or 'null'.", 1)]
        [InlineData("[true false]", "skip", "Expected ',' or ']' but found a boolean.", 6)]
        [InlineData("{\"a\":}", "skip", "Expected a value but found '}'.", 5)]
        [InlineData("[+1]", "skip", "Expected a value but found '+'.", 1)]
        // What follows the root value, named by its first byte.
        [InlineData("[] \"", "skip", "Unexpected a string after the end of the JSON value.", 3)]
        [InlineData("[]{", "skip", "Unexpected '{' after the end of the JSON value.", 2)]
        [InlineData("[][", "skip", "Unexpected '[' after the end of the JSON value.", 2)]
        [InlineData("[]t", "skip", "Unexpected a boolean after the end of the JSON value.", 2)]
        [InlineData("[]f", "skip", "Unexpected a boolean after the end of the JSON value.", 2)]
        [InlineData("[]n", "skip", "Unexpected null after the end of the JSON value.", 2)]
        [InlineData("[]-", "skip", "Unexpected a number after the end of the JSON value.", 2)]
        [InlineData("[]0", "skip", "Unexpected a number after the end of the JSON value.", 2)]
        [InlineData("[]9", "skip", "Unexpected a number after the end of the JSON value.", 2)]
        [InlineData("[] ~", "skip", "Unexpected '~' after the end of the JSON value.", 3)]
        [InlineData("[]!", "skip", "Unexpected '!' after the end of the JSON value.", 2)]
        [InlineData("[]\u007f", "skip", "Unexpected the byte 0x7F after the end of the JSON value.", 2)]
        [InlineData("[]\u001f", "skip", "Unexpected the byte 0x1F after the end of the JSON value.", 2)]
        [InlineData("[]\f", "skip", "Unexpected the byte 0x0C after the end of the JSON value.", 2)]
        [InlineData("[]/", "skip", "Unexpected '/' after the end of the JSON value.", 2)]
        [InlineData("[]\0", "skip", "Unexpected the byte 0x00 after the end of the JSON value.", 2)]
        // Strings.
        [InlineData("\"abc", "string", "The string is not closed with '\"'.", 0)]
        [InlineData("  \"a\\nbc", "string", "The string is not closed with '\"'.", 2)]
        [InlineData("\"ab\u0001c\"", "string", "The control character U+0001 must be escaped in a string.", 3)]
        [InlineData("\"\u001f\"", "utf8", "The control character U+001F must be escaped in a string.", 1)]
        [InlineData("\"a\\n\u0002\"", "string", "The control character U+0002 must be escaped in a string.", 4)]
        [InlineData("\"\\t\\t\n\"", "skip", "The control character U+000A must be escaped in a string.", 5)]
        [InlineData("\"ab\\", "string", "The string ends inside an escape sequence.", 3)]
        [InlineData("\"\\x\"", "string", "'\\x' is not a valid escape sequence.", 1)]
        [InlineData("\"a\\'\"", "utf8", "'\\'' is not a valid escape sequence.", 2)]
        [InlineData("\"\\U0041\"", "string", "'\\U' is not a valid escape sequence.", 1)]
        [InlineData("\"\\0\"", "skip", "'\\0' is not a valid escape sequence.", 1)]
        [InlineData("\"\\u12\"", "string", "A \\u escape needs four hexadecimal digits.", 1)]
        [InlineData("\"\\u12G4\"", "string", "A \\u escape needs four hexadecimal digits.", 1)]
        [InlineData("\"\\u12g4\"", "string", "A \\u escape needs four hexadecimal digits.", 1)]
        [InlineData("\"\\u/000\"", "string", "A \\u escape needs four hexadecimal digits.", 1)]
        [InlineData("\"\\u:000\"", "string", "A \\u escape needs four hexadecimal digits.", 1)]
        [InlineData("\"\\u@000\"", "string", "A \\u escape needs four hexadecimal digits.", 1)]
        [InlineData("\"\\u`000\"", "string", "A \\u escape needs four hexadecimal digits.", 1)]
        [InlineData("\"\\u000 \"", "string", "A \\u escape needs four hexadecimal digits.", 1)]
        [InlineData("\"\\ud800\\u12G4\"", "string", "A \\u escape needs four hexadecimal digits.", 7)]
        [InlineData("\"\\ud800\\u12\"", "string", "The string holds a lone UTF-16 surrogate escape, which is not valid Unicode text.", 1)]
        // Escapes that end exactly where the input does: decoded, then the string is found unclosed.
        [InlineData("\"\\u0041", "string", "The string is not closed with '\"'.", 0)]
        [InlineData("\"\\ud83d\\ude00", "string", "The string is not closed with '\"'.", 0)]
        [InlineData("\"\\ud800\"", "string", "The string holds a lone UTF-16 surrogate escape, which is not valid Unicode text.", 1)]
        [InlineData("\"a\\udbff\"", "utf8", "The string holds a lone UTF-16 surrogate escape, which is not valid Unicode text.", 2)]
        [InlineData("\"\\udc00\"", "string", "The string holds a lone UTF-16 surrogate escape, which is not valid Unicode text.", 1)]
        [InlineData("\"\\udfff\"", "skip", "The string holds a lone UTF-16 surrogate escape, which is not valid Unicode text.", 1)]
        [InlineData("\"\\ud800\\u0041\"", "string", "The string holds a lone UTF-16 surrogate escape, which is not valid Unicode text.", 1)]
        [InlineData("\"\\ud800\\ud800\"", "string", "The string holds a lone UTF-16 surrogate escape, which is not valid Unicode text.", 1)]
        [InlineData("\"\\ud800\\ue000\"", "string", "The string holds a lone UTF-16 surrogate escape, which is not valid Unicode text.", 1)]
        [InlineData("\"\\ud800x\"", "string", "The string holds a lone UTF-16 surrogate escape, which is not valid Unicode text.", 1)]
        [InlineData("\"\\udbff\\n\"", "string", "The string holds a lone UTF-16 surrogate escape, which is not valid Unicode text.", 1)]
        [InlineData("1", "string", "Expected a string but found a number.", 0)]
        [InlineData("nul", "string", "Invalid literal: expected 'true', 'false' or 'null'.", 0)]
        [InlineData("null", "utf8", "Expected a string but found null.", 0)]
        [InlineData(" true", "reusing", "Expected a string but found a boolean.", 1)]
        [InlineData("nulx", "reusing", "Invalid literal: expected 'true', 'false' or 'null'.", 0)]
        // Scalars carried in strings.
        [InlineData("\"ab\"", "char", "Expected a string of exactly one character.", 0)]
        [InlineData(" \"\"", "char", "Expected a string of exactly one character.", 1)]
        [InlineData("null", "char", "Expected a string of exactly one character.", 0)]
        [InlineData("\"\U0001F600\"", "char", "Expected a string of exactly one character.", 0)]
        [InlineData("\"abc\"", "bytes", "The string is not valid base64: its length is not a multiple of 4.", 0)]
        [InlineData(" \"AQIDB\"", "bytes", "The string is not valid base64: its length is not a multiple of 4.", 1)]
        [InlineData("\"ab!=\"", "bytes", "The string is not valid base64.", 0)]
        [InlineData("\"A===\"", "bytes", "The string is not valid base64.", 0)]
        [InlineData("\"AQ=A\"", "bytes", "The string is not valid base64.", 0)]
        [InlineData("\"AQ==AQ==\"", "bytes", "The string is not valid base64.", 0)]
        [InlineData("\"xyz\"", "guid", "The string is not a valid GUID.", 0)]
        [InlineData("  \"00000000-0000-0000-0000-00000000000g\"", "guid", "The string is not a valid GUID.", 2)]
        [InlineData("\"2020-13-01\"", "datetime", "The string is not a valid ISO 8601 date and time.", 0)]
        [InlineData("\"2020/01/02\"", "datetime", "The string is not a valid ISO 8601 date and time.", 0)]
        [InlineData("\"2020-01-02 03:04:05\"", "datetime", "The string is not a valid ISO 8601 date and time.", 0)]
        [InlineData("\"20x0-01-02\"", "datetime", "The string is not a valid ISO 8601 date and time.", 0)]
        [InlineData("\"2020-0x-02\"", "datetime", "The string is not a valid ISO 8601 date and time.", 0)]
        [InlineData("\"2020-01-x2\"", "datetime", "The string is not a valid ISO 8601 date and time.", 0)]
        [InlineData("\"2020_01-02\"", "datetime", "The string is not a valid ISO 8601 date and time.", 0)]
        [InlineData("\"2020-01_02\"", "datetime", "The string is not a valid ISO 8601 date and time.", 0)]
        [InlineData("\"2020-01-0\"", "datetime", "The string is not a valid ISO 8601 date and time.", 0)]
        [InlineData(" \"0001-01-01T00:00:00+01:00\"", "datetime", "The string is not a valid ISO 8601 date and time, or its instant in UTC is outside years 1 to 9999.", 1)]
        [InlineData("\"9999-12-31T23:00:00-05:00\"", "datetime", "The string is not a valid ISO 8601 date and time, or its instant in UTC is outside years 1 to 9999.", 0)]
        [InlineData("\"2020-01-02T25:00:00+01:00\"", "datetime", "The string is not a valid ISO 8601 date and time, or its instant in UTC is outside years 1 to 9999.", 0)]
        [InlineData("\"2020-02-30T00:00:00Z\"", "datetime", "The string is not a valid ISO 8601 date and time.", 0)]
        [InlineData("\"2020-02-30T00:00:00Z\"", "offset", "The string is not a valid ISO 8601 date and time with offset.", 0)]
        [InlineData("\"2020-01-02T03:04:05.000000000000000000000000000000000000000000000000000000000000Z\"", "datetime", "The string is not a valid ISO 8601 date and time.", 0)]
        [InlineData("\"02/01/2020\"", "offset", "The string is not a valid ISO 8601 date and time.", 0)]
        [InlineData("\"abc\"", "timespan", "The string is not a valid time span ([-][d.]hh:mm:ss[.fffffff]).", 0)]
        [InlineData(" \"25:00:00\"", "timespan", "The string is not a valid time span ([-][d.]hh:mm:ss[.fffffff]).", 1)]
        [InlineData("\"00000000-0000-0000-0000-000000000001x\"", "guid", "The string is not a valid GUID.", 0)]
        [InlineData(" \"02/01/2020\"", "offset", "The string is not a valid ISO 8601 date and time.", 1)]
        [InlineData("\t\"2020-02-30T00:00:00Z\"", "offset", "The string is not a valid ISO 8601 date and time with offset.", 1)]
        [InlineData(" \"http://[\"", "uri", "The string is not a valid URI.", 1)]
        [InlineData("\"1\"", "version", "The string is not a valid version.", 0)]
        [InlineData("\"1.x\"", "version", "The string is not a valid version.", 0)]
#if !BENTO_NETSTANDARD_TESTS
        [InlineData("\"2020-1-2\"", "date", "The string is not a valid date (yyyy-MM-dd).", 0)]
        [InlineData("\"2020-01-02T00:00\"", "date", "The string is not a valid date (yyyy-MM-dd).", 0)]
        [InlineData("\"25:00\"", "time", "The string is not a valid time of day (HH:mm:ss.fffffff).", 0)]
        [InlineData("\"3:04\"", "time", "The string is not a valid time of day (HH:mm:ss.fffffff).", 0)]
        [InlineData("  \"2020-1-2\"", "date", "The string is not a valid date (yyyy-MM-dd).", 2)]
        [InlineData("\n\"25:00\"", "time", "The string is not a valid time of day (HH:mm:ss.fffffff).", 1)]
#endif
        public void Reads_fail_with_the_reason_and_the_offset(string input, string read, string reason, int offset) =>
            AssertFails(input, s_reads[read], reason, offset);

        [Theory]
        [InlineData("\"\xff\"", "string", 0)]
        [InlineData(" \"a\xc3\"", "utf8", 1)]
        [InlineData("[\"\xed\xa0\x80\"]", "skip", 1)]
        [InlineData("\"\\n\xc0\xaf\"", "reusing", 0)]
        [InlineData("\"\xf4\x90\x80\x80\"", "string", 0)]
        public void Text_that_is_not_utf8_fails_at_its_string(string latin1, string read, int offset) =>
            AssertFails(Encoding.Latin1.GetBytes(latin1), s_reads[read], "The string is not valid UTF-8.", offset);

        [Fact]
        public void Property_names_that_are_not_utf8_fail_where_they_are_used()
        {
            byte[] skip = Encoding.Latin1.GetBytes("{\"a\":1,\"\xff\":2}");
            AssertFails(skip, s_reads["skip"], "A property name is not valid UTF-8.", 7);

            byte[] member = Encoding.Latin1.GetBytes("{\"\xff\":2}");
            AssertFails(member, (ref JsonReader r) =>
            {
                r.ReadStartObject();
                Assert.True(r.ReadNextPropertyName(out var name));
                r.OnUnknownMember(name);
            }, "A property name is not valid UTF-8.", 5);
            AssertFails(member, (ref JsonReader r) =>
            {
                r.ReadStartObject();
                Assert.True(r.ReadNextPropertyName(out var name));
                r.KeyToString(name);
            }, "A property name is not valid UTF-8.", 5);
        }

        [Theory]
        [InlineData("/x", "Unexpected '/': comments must start with '//' or '/*'.", 0)]
        [InlineData("  /", "Unexpected '/': comments must start with '//' or '/*'.", 2)]
        [InlineData("[1,/ 2]", "Unexpected '/': comments must start with '//' or '/*'.", 3)]
        [InlineData("/* open", "The comment is not closed with '*/'.", 0)]
        [InlineData("[1 /*", "The comment is not closed with '*/'.", 3)]
        [InlineData("[1 /*/", "The comment is not closed with '*/'.", 3)]
        [InlineData("// only a comment", "Expected a value but found the end of the input.", 17)]
        public void Comment_failures_give_the_reason_and_the_offset(string input, string reason, int offset) =>
            AssertFails(input, s_reads["skip"], reason, offset, Comments);

        [Theory]
        [InlineData("/*a*/[/**/1,//x\n2/***/]//end", 2)]
        [InlineData("[1//x\r\n,2]", 2)]
        [InlineData("[1/*\n*/,/*//*/2]// no newline", 2)]
        [InlineData("//\n[1,2]", 2)]
        public void Comments_are_passed_over_where_whitespace_may_stand(string input, int count)
        {
            var reader = new JsonReader(Utf8(input), Comments);
            reader.ReadStartArray();
            int n = 0;
            while (reader.ReadNextArrayElement())
                Assert.Equal(++n, reader.ReadInt32());
            reader.ReadEndOfDocument();
            Assert.Equal(count, n);

            // Without the option a comment is an unexpected '/'.
            var e = Fails(Utf8(input), s_reads["skip"]);
            Assert.Equal(input.IndexOf('/'), e.BytePosition);
            Assert.EndsWith("'/'.", e.Reason, StringComparison.Ordinal);
        }

        [Fact]
        public void Runs_of_whitespace_of_every_length_are_passed_over()
        {
            // Long runs are classified sixteen bytes at a time: every length up to three such steps and a bit, of every
            // whitespace byte, before values, separators, a comment, the end, and a byte that is not JSON.
            var random = new Random(20261206);
            const string blanks = " \n\r\t";
            for (int length = 0; length <= 52; length++)
            {
                var run = new StringBuilder();
                for (int i = 0; i < length; i++) run.Append(blanks[random.Next(blanks.Length)]);
                string w = run.ToString();

                var reader = new JsonReader(Utf8(w + "[" + w + "1" + w + "," + w + "/*c*/" + w + "2" + w + "]" + w), Comments);
                ReadOneAndTwo(ref reader);
                reader.ReadEndOfDocument();

                AssertFails(w + "x" + w, s_reads["skip"], "Expected a value but found 'x'.", length);
                AssertFails("[1" + w + "/" + w, s_reads["skip"], "Unexpected '/': comments must start with '//' or '/*'.", 2 + length, Comments);
                AssertFails("[1" + w, s_reads["skip"], "Expected ',' or ']' but found the end of the input.", 2 + length);
            }
        }

        // The array [1, 2], however it is spelled.
        private static void ReadOneAndTwo(ref JsonReader reader)
        {
            reader.ReadStartArray();
            Assert.True(reader.ReadNextArrayElement());
            Assert.Equal(1, reader.ReadInt32());
            Assert.True(reader.ReadNextArrayElement());
            Assert.Equal(2, reader.ReadInt32());
            Assert.False(reader.ReadNextArrayElement());
        }

        [Fact]
        public void Trailing_commas_are_read_when_allowed()
        {
            var options = new BentoJsonOptions { AllowTrailingCommas = true };
            var reader = new JsonReader(Utf8("{\"a\":[1,2,],\"b\":{\"c\":3,},}"), options);
            reader.ReadStartObject();
            Assert.True(reader.ReadNextPropertyName(out _));
            ReadOneAndTwo(ref reader);
            Assert.True(reader.ReadNextPropertyName(out _));
            reader.SkipValue();
            Assert.False(reader.ReadNextPropertyName(out _));
            reader.ReadEndOfDocument();

            // Only one: a second comma is still an error.
            AssertFails("[1,,]", s_reads["skip"], "Expected a value but found ','.", 3, options);
        }

        [Fact]
        public void The_depth_limit_is_reported_at_the_container_that_passes_it()
        {
            var two = new BentoJsonOptions { MaxDepth = 2 };
            AssertFails("[[[1]]]", s_reads["skip"], "The document is nested deeper than the maximum depth of 2.", 2, two);
            AssertFails("{\"a\":{\"b\":{}}}", s_reads["skip"], "The document is nested deeper than the maximum depth of 2.", 10, two);
            AssertFails("[[1]]", (ref JsonReader r) =>
            {
                r.ReadStartArray();
                Assert.True(r.ReadNextArrayElement());
                r.ReadStartArray();
                Assert.True(r.ReadNextArrayElement());
                r.ReadStartArray();
            }, "Expected '[' but found a number.", 2, two);

            // Exactly the limit is allowed.
            var reader = new JsonReader(Utf8("[[1]]"), two);
            reader.SkipValue();
            reader.ReadEndOfDocument();
            Assert.Equal(0, reader.CurrentDepth);
        }

        [Fact]
        public void The_raising_helpers_give_their_reason_at_the_position()
        {
            byte[] doc = Utf8("{\"name\":1}");
            Read afterName = (ref JsonReader r) =>
            {
                r.ReadStartObject();
                Assert.True(r.ReadNextPropertyName(out _));
            };
            AssertFails(doc, (ref JsonReader r) => { afterName(ref r); r.ThrowDuplicateMember(Utf8("name")); }, "The member 'name' occurs more than once in the object.", 8);
            AssertFails(doc, (ref JsonReader r) => { afterName(ref r); r.ThrowDuplicateKey(1.5); }, "The key '1.5' occurs more than once in the object.", 8);
            AssertFails(doc, (ref JsonReader r) => { afterName(ref r); r.ThrowInvalidEnum(Utf8("Pink"), "Color"); }, "'Pink' is not a value of the enum Color.", 8);
            AssertFails(doc, (ref JsonReader r) => { afterName(ref r); r.ThrowPopulateNotSupported("Point"); }, "The type Point cannot be populated in place: it is built through its constructor.", 8);
            AssertFails(doc, (ref JsonReader r) => { afterName(ref r); r.Throw("Any reason."); }, "Any reason.", 8);
            AssertFails(doc, (ref JsonReader r) =>
            {
                afterName(ref r);
                r.SkipValue();
                Assert.False(r.ReadNextPropertyName(out _));
                r.ThrowMissingRequired("Id");
            }, "The required member 'Id' is missing.", 9);
            AssertFails(doc, (ref JsonReader r) => r.ThrowMissingRequired("Id"), "The required member 'Id' is missing.", 0);

            var reject = new BentoJsonOptions { RejectUnknownMembers = true };
            AssertFails(doc, (ref JsonReader r) =>
            {
                r.ReadStartObject();
                Assert.True(r.ReadNextPropertyName(out var name));
                r.OnUnknownMember(name);
            }, "The member 'name' is not known to this type.", 8, reject);

            // A name of up to 200 bytes is quoted whole; a longer one is cut at 200 bytes and marked as cut.
            foreach (int length in new[] { 200, 201 })
            {
                string longName = new string('n', length);
                string quoted = length > 200 ? longName.Substring(0, 200) + "..." : longName;
                AssertFails("{\"" + longName + "\":1}", (ref JsonReader r) =>
                {
                    r.ReadStartObject();
                    Assert.True(r.ReadNextPropertyName(out var name));
                    r.OnUnknownMember(name);
                }, "The member '" + quoted + "' is not known to this type.", length + 4, reject);
            }

            // Without the option the unknown member's value is skipped, however it is made.
            var reader = new JsonReader(Utf8("{\"x\":[{\"y\":[1,\"]\"]}],\"z\":2}"));
            reader.ReadStartObject();
            Assert.True(reader.ReadNextPropertyName(out var x));
            reader.OnUnknownMember(x);
            Assert.True(reader.ReadNextPropertyName(out _));
            Assert.Equal(2, reader.ReadInt32());
        }

        [Theory]
        [InlineData("\"\\\"\\\\\\/\\b\\f\\n\\r\\t\"", "\"\\/\b\f\n\r\t")]
        [InlineData("\"\\u0041\\u007f\\u0080\\u07ff\\u0800\\uffff\"", "A\u007f\u0080\u07ff\u0800\uffff")]
        [InlineData("\"\\u00e9\\u00E9\\u00Ef\\uABCD\\uabcd\\u0009\"", "\u00e9\u00e9\u00ef\uabcd\uabcd\t")]
        [InlineData("\"\\ud800\\udc00\\udbff\\udfff\\ud83d\\ude00\"", "\U00010000\U0010FFFF\U0001F600")]
        [InlineData("\"a\\\"b\"", "a\"b")]
        [InlineData("\"caf\u00e9 \\u20ac\"", "caf\u00e9 \u20ac")]
        [InlineData("\"\\\\\"", "\\")]
        [InlineData("\"\"", "")]
        public void Escapes_decode_to_their_characters_by_every_string_read(string json, string expected)
        {
            byte[] doc = Utf8(json);
            var reader = new JsonReader(doc);
            Assert.Equal(expected, reader.ReadString());
            reader.ReadEndOfDocument();

            var utf8 = new JsonReader(doc);
            Assert.Equal(Utf8(expected), utf8.ReadStringUtf8().ToArray());

            var reusing = new JsonReader(doc);
            string same = new string(expected.ToCharArray());
            Assert.Same(same, reusing.ReadStringReusing(same));
            var other = new JsonReader(doc);
            Assert.Equal(expected, other.ReadStringReusing(expected + "x"));

            // A skip copies the text as it stands (Minify keeps escapes as written).
            var raw = new JsonReader(Utf8("[" + json + "]"));
            Assert.Equal("[" + json + "]", Encoding.UTF8.GetString(raw.ReadRaw()));
        }

        [Theory]
        [InlineData("\"\\ud800\"", "\uFFFD")]
        [InlineData("\"a\\udc00b\"", "a\uFFFDb")]
        [InlineData("\"\\ud800\\u0041\"", "\uFFFDA")]
        [InlineData("\"\\udbff\\udbff\\udfff\"", "\uFFFD\U0010FFFF")]
        public void Lone_surrogate_escapes_are_replaced_when_the_options_say_so(string json, string expected)
        {
            var reader = new JsonReader(Utf8(json), Replace);
            Assert.Equal(expected, reader.ReadString());
        }

        [Fact]
        public void Long_strings_with_escapes_grow_the_scratch_buffer()
        {
            // Escapes first and last, with runs longer than the first scratch buffer between them, then a string too
            // large for the buffer to be kept afterwards; then a short one again.
            foreach (int length in new[] { 100, 255, 256, 257, 1000, 70_000, (1 << 20) + 10 })
            {
                string body = new string('x', length);
                string json = "\"\\t" + body + "\\u00e9" + body + "\\n\"";
                var reader = new JsonReader(Utf8(json));
                string text = reader.ReadString()!;
                Assert.Equal("\t" + body + "\u00e9" + body + "\n", text);
                reader.ReadEndOfDocument();
            }

            var small = new JsonReader(Utf8("\"a\\tb\""));
            Assert.Equal("a\tb", small.ReadString());
        }

        [Theory]
        [InlineData("\"AQ==\"", new byte[] { 1 })]
        [InlineData("\"AQI=\"", new byte[] { 1, 2 })]
        [InlineData("\"AQID\"", new byte[] { 1, 2, 3 })]
        [InlineData("\"AQIDBA==\"", new byte[] { 1, 2, 3, 4 })]
        [InlineData("\"\"", new byte[0])]
        public void Base64_reads_take_every_padding(string json, byte[] expected)
        {
            var reader = new JsonReader(Utf8(json));
            Assert.Equal(expected, reader.ReadBytes());
            Assert.Null(new JsonReader(Utf8("null")).ReadBytes());
        }

        [Fact]
        public void Scalar_text_reads_take_each_form_they_document()
        {
            var one = new Guid("00000000-0000-0000-0000-000000000001");
            Assert.Equal(one, new JsonReader(Utf8("\"00000000-0000-0000-0000-000000000001\"")).ReadGuid());
            Assert.Equal(one, new JsonReader(Utf8("\"{00000000-0000-0000-0000-000000000001}\"")).ReadGuid());
            Assert.Equal(one, new JsonReader(Utf8("\"00000000000000000000000000000001\"")).ReadGuid());

            var unspecified = new JsonReader(Utf8("\"2020-01-02\"")).ReadDateTime();
            Assert.Equal(new DateTime(2020, 1, 2), unspecified);
            Assert.Equal(DateTimeKind.Unspecified, unspecified.Kind);
            var utc = new JsonReader(Utf8("\"2020-01-02T03:04:05Z\"")).ReadDateTime();
            Assert.Equal(new DateTime(2020, 1, 2, 3, 4, 5, DateTimeKind.Utc), utc);
            Assert.Equal(DateTimeKind.Utc, utc.Kind);
            var shifted = new JsonReader(Utf8("\"2020-01-02T03:04:05+01:30\"")).ReadDateTime();
            Assert.Equal(new DateTime(2020, 1, 2, 1, 34, 5, DateTimeKind.Utc), shifted);
            Assert.Equal(DateTimeKind.Utc, shifted.Kind);
            var west = new JsonReader(Utf8("\"2020-01-02T23:00:00-0200\"")).ReadDateTime();
            Assert.Equal(new DateTime(2020, 1, 3, 1, 0, 0, DateTimeKind.Utc), west);
            var local = new JsonReader(Utf8("\"2020-01-02T03:04:05.1234567\"")).ReadDateTime();
            Assert.Equal(new DateTime(2020, 1, 2, 3, 4, 5, DateTimeKind.Unspecified).AddTicks(1234567), local);
            Assert.Equal(DateTimeKind.Unspecified, local.Kind);

            var withOffset = new JsonReader(Utf8("\"2020-01-02T03:04:05+01:00\"")).ReadDateTimeOffset();
            Assert.Equal(TimeSpan.FromHours(1), withOffset.Offset);
            Assert.Equal(new DateTime(2020, 1, 2, 2, 4, 5), withOffset.UtcDateTime);
            var assumed = new JsonReader(Utf8("\"2020-01-02T03:04:05\"")).ReadDateTimeOffset();
            Assert.Equal(TimeSpan.Zero, assumed.Offset);
            Assert.Equal(new DateTime(2020, 1, 2, 3, 4, 5), assumed.UtcDateTime);

            Assert.Equal(new TimeSpan(1, 2, 3, 4, 500), new JsonReader(Utf8("\"1.02:03:04.5\"")).ReadTimeSpan());
            Assert.Equal(TimeSpan.FromSeconds(-1), new JsonReader(Utf8("\"-00:00:01\"")).ReadTimeSpan());
            Assert.Equal(new Version(1, 2, 3, 4), new JsonReader(Utf8("\"1.2.3.4\"")).ReadVersion());
            Assert.Equal(new Version(1, 2), new JsonReader(Utf8("\"1.2\"")).ReadVersion());
            // Scalar texts up to 64 characters are parsed; a longer one is refused before it is looked at.
            string padded = new string('0', 57) + "1.2.3.4";
            Assert.Equal(64, padded.Length);
            Assert.Equal(new Version(1, 2, 3, 4), new JsonReader(Utf8("\"" + padded + "\"")).ReadVersion());
            AssertFails("\"0" + padded + "\"", (ref JsonReader r) => r.ReadVersion(), "The string is not a valid version.", 0);
            Assert.Null(new JsonReader(Utf8("null")).ReadVersion());
            Assert.Equal(new Uri("http://example.com/a?b"), new JsonReader(Utf8("\"http://example.com/a?b\"")).ReadUri());
            Assert.Equal(new Uri("a/b", UriKind.Relative), new JsonReader(Utf8("\"a/b\"")).ReadUri());
            Assert.Null(new JsonReader(Utf8("null")).ReadUri());
            Assert.Equal('\u00e9', new JsonReader(Utf8("\"\\u00e9\"")).ReadChar());
            Assert.Equal('x', new JsonReader(Utf8(" \"x\"")).ReadChar());
#if !BENTO_NETSTANDARD_TESTS
            Assert.Equal(new DateOnly(2020, 1, 2), new JsonReader(Utf8("\"2020-01-02\"")).ReadDateOnly());
            Assert.Equal(new TimeOnly(3, 4, 5, 123), new JsonReader(Utf8("\"03:04:05.123\"")).ReadTimeOnly());
            Assert.Equal(new TimeOnly(3, 4, 5), new JsonReader(Utf8("\"03:04:05\"")).ReadTimeOnly());
            Assert.Equal(new TimeOnly(3, 4), new JsonReader(Utf8("\"03:04\"")).ReadTimeOnly());
#endif
        }

        [Theory]
        [InlineData(new byte[] { 0x00 }, '\0')]
        [InlineData(new byte[] { (byte)'a' }, 'a')]
        [InlineData(new byte[] { 0x7f }, '\u007f')]
        [InlineData(new byte[] { 0xc2, 0x80 }, '\u0080')]
        [InlineData(new byte[] { 0xc3, 0xa9 }, '\u00e9')]
        [InlineData(new byte[] { 0xdf, 0xbf }, '\u07ff')]
        [InlineData(new byte[] { 0xe0, 0xa0, 0x80 }, '\u0800')]
        [InlineData(new byte[] { 0xe2, 0x82, 0xac }, '\u20ac')]
        [InlineData(new byte[] { 0xed, 0x9f, 0xbf }, '\ud7ff')]
        [InlineData(new byte[] { 0xee, 0x80, 0x80 }, '\ue000')]
        [InlineData(new byte[] { 0xef, 0xbf, 0xbf }, '\uffff')]
        public void One_character_keys_decode_every_utf8_length(byte[] name, char expected)
        {
            var reader = new JsonReader(Utf8("{}"));
            Assert.Equal(expected, reader.KeyToChar(name));
        }

        [Theory]
        [InlineData(new byte[0])]
        [InlineData(new byte[] { (byte)'a', (byte)'b' })]
        [InlineData(new byte[] { 0x80 })]
        [InlineData(new byte[] { 0xff })]
        [InlineData(new byte[] { 0xc1, 0xbf })]
        [InlineData(new byte[] { 0xc0, 0x80 })]
        [InlineData(new byte[] { 0xe0, 0x80 })]
        [InlineData(new byte[] { 0xc3, 0x29 })]
        [InlineData(new byte[] { 0xc3, 0xc3 })]
        [InlineData(new byte[] { 0xe0, 0x80, 0x80 })]
        [InlineData(new byte[] { 0xe0, 0x9f, 0xbf })]
        [InlineData(new byte[] { 0xed, 0xa0, 0x80 })]
        [InlineData(new byte[] { 0xed, 0xbf, 0xbf })]
        [InlineData(new byte[] { 0xe2, 0x28, 0xac })]
        [InlineData(new byte[] { 0xe2, 0x82, 0x28 })]
        [InlineData(new byte[] { 0xf0, 0x82, 0xac })]
        [InlineData(new byte[] { 0xf0, 0x9f, 0x98, 0x80 })]
        [InlineData(new byte[] { (byte)'a', (byte)'b', (byte)'c' })]
        public void Keys_that_are_not_one_character_fail(byte[] name)
        {
            var e = Fails(Utf8("{\"k\":1}"), (ref JsonReader r) =>
            {
                r.ReadStartObject();
                Assert.True(r.ReadNextPropertyName(out _));
                r.KeyToChar(name);
            });
            Assert.Equal(5, e.BytePosition);
            Assert.StartsWith("The property name '", e.Reason, StringComparison.Ordinal);
            Assert.EndsWith("' is not a single character.", e.Reason, StringComparison.Ordinal);
        }

        [Fact]
        public void Date_and_guid_keys_read_as_their_values_do()
        {
            var reader = new JsonReader(Utf8("{}"));
            Assert.Equal(new DateTime(2020, 1, 2, 2, 4, 5, DateTimeKind.Utc), reader.KeyToDateTime(Utf8("2020-01-02T03:04:05+01:00")));
            Assert.Equal(DateTimeKind.Unspecified, reader.KeyToDateTime(Utf8("2020-01-02")).Kind);
            Assert.Equal(TimeSpan.FromHours(-5), reader.KeyToDateTimeOffset(Utf8("2020-01-02T03:04:05-05:00")).Offset);
            Assert.Equal(TimeSpan.Zero, reader.KeyToDateTimeOffset(Utf8("2020-01-02T03:04:05")).Offset);
            Assert.Equal(new Guid("00000000-0000-0000-0000-000000000001"), reader.KeyToGuid(Utf8("00000000-0000-0000-0000-000000000001")));

            foreach (var (text, what) in new[]
            {
                ("2020/01/02", "an ISO 8601 date and time"),
                ("2020-13-01", "an ISO 8601 date and time"),
                ("0001-01-01T00:00:00+01:00", "an ISO 8601 date and time"),
                ("2020-01-02T03:04:05.0000000000000000000000000000000000000000000000000000000000000Z", "an ISO 8601 date and time"),
            })
            {
                var e = Fails(Utf8("{}"), (ref JsonReader r) => r.KeyToDateTime(Utf8(text)));
                Assert.Equal("The property name '" + text + "' is not " + what + ".", e.Reason);
            }

            foreach (string text in new[] { "2020/01/02", "2020-02-30T00:00:00Z", "x" })
            {
                var e = Fails(Utf8("{}"), (ref JsonReader r) => r.KeyToDateTimeOffset(Utf8(text)));
                Assert.Equal("The property name '" + text + "' is not an ISO 8601 date and time with offset.", e.Reason);
            }

            foreach (string text in new[] { "xyz", "{00000000-0000-0000-0000-000000000001}", "00000000-0000-0000-0000-0000000000011", "00000000-0000-0000-0000-000000000001x", "00000000-0000-0000-0000-000000000001 " })
            {
                var e = Fails(Utf8("{}"), (ref JsonReader r) => r.KeyToGuid(Utf8(text)));
                Assert.Equal("The property name '" + text + "' is not a GUID.", e.Reason);
            }
        }

        [Fact]
        public void Skips_and_copies_keep_track_of_nesting_past_their_first_stack()
        {
            // Arrays and objects alternating, 300 levels: the skip's bit stack starts at 256 levels and must keep which
            // level is an object as it grows; a copy of the text must come out the same.
            const int Levels = 300;
            var json = new StringBuilder();
            for (int i = 0; i < Levels; i++) json.Append(i % 3 == 0 ? "{\"k\\\"\":" : "[0,");
            json.Append("\"end\"");
            for (int i = Levels - 1; i >= 0; i--) json.Append(i % 3 == 0 ? "}" : "]");
            string text = json.ToString();
            var deep = new BentoJsonOptions { MaxDepth = Levels };

            var reader = new JsonReader(Utf8(text), deep);
            reader.SkipValue();
            reader.ReadEndOfDocument();
            Assert.Equal(Utf8(text).Length, reader.Position);

            var raw = new JsonReader(Utf8("[" + text + ",1]"), new BentoJsonOptions { MaxDepth = Levels + 1 });
            raw.ReadStartArray();
            Assert.True(raw.ReadNextArrayElement());
            Assert.Equal(text, Encoding.UTF8.GetString(raw.ReadRaw()));
            Assert.True(raw.ReadNextArrayElement());
            Assert.Equal(1, raw.ReadInt32());

            Assert.Equal(text, Encoding.UTF8.GetString(BentoJson.Minify(Utf8(text), deep)));

            // The stack lives on the call stack up to 256 levels and grows once past them: a skip allocates nothing
            // below that depth and one small array above it.
            byte[] shallow = Utf8(string.Concat(Enumerable.Repeat("[{\"a\":", 120)) + "1" + string.Concat(Enumerable.Repeat("}]", 120)));
            Assert.Equal(0, Infrastructure.Allocations.Measure(() =>
            {
                var skip = new JsonReader(shallow, deep);
                skip.SkipValue();
            }));
            byte[] past = Utf8(text);
            long grown = Infrastructure.Allocations.Measure(() =>
            {
                var skip = new JsonReader(past, deep);
                skip.SkipValue();
            });
            Assert.True(grown > 0 && grown < 1024, "a skip 300 levels deep allocated " + grown + " bytes");
        }

        [Theory]
        [InlineData("{\"a\\\\\":1,\"b\\\"\\\\\":[\"x\\\\\"]}")]
        [InlineData("{ \"\\u0041\" : { \"\\\\\\\"\" : [ ] } }")]
        public void Copies_keep_escaped_member_names_as_written(string json)
        {
            string minified = Encoding.UTF8.GetString(BentoJson.Minify(Utf8(json)));
            Assert.Equal(new string(json.Where(c => c != ' ').ToArray()), minified);
        }

        [Fact]
        public void A_byte_order_mark_is_passed_over_only_at_the_start()
        {
            byte[] withMark = new byte[] { 0xEF, 0xBB, 0xBF }.Concat(Utf8("[1]")).ToArray();
            var reader = new JsonReader(withMark);
            Assert.Equal(3, reader.Position);
            reader.SkipValue();
            reader.ReadEndOfDocument();

            // A document of a mark alone holds no value after it.
            AssertFails(new byte[] { 0xEF, 0xBB, 0xBF }, s_reads["skip"], "Expected a value but found the end of the input.", 3);

            // Two bytes of a mark are not a mark; nor is a mark after whitespace.
            AssertFails(new byte[] { 0xEF, 0xBB, (byte)'1' }, s_reads["skip"], "Expected a value but found the byte 0xEF.", 0);
            AssertFails(new byte[] { (byte)' ', 0xEF, 0xBB, 0xBF, (byte)'1' }, s_reads["skip"], "Expected a value but found the byte 0xEF.", 1);
            AssertFails(new byte[] { 0xEF, 0xBB }, s_reads["skip"], "Expected a value but found the byte 0xEF.", 0);
            AssertFails(new byte[] { 0xEF, 0xBF, 0xBF, (byte)'1' }, s_reads["skip"], "Expected a value but found the byte 0xEF.", 0);
            AssertFails(new byte[] { 0xEE, 0xBB, 0xBF, (byte)'1' }, s_reads["skip"], "Expected a value but found the byte 0xEE.", 0);
        }

        [Fact]
        public void Peeking_and_raw_copies_pass_over_leading_whitespace()
        {
            Assert.True(new JsonReader(Utf8(" \n\"a\"")).IsNextString());
            Assert.False(new JsonReader(Utf8("\t1")).IsNextString());
            Assert.False(new JsonReader(Utf8("null")).IsNextString());
            Assert.False(new JsonReader(Utf8("")).IsNextString());

            var reader = new JsonReader(Utf8(" \r\n\t[1, {\"a\":2}] "));
            Assert.Equal("[1, {\"a\":2}]", Encoding.UTF8.GetString(reader.ReadRaw()));
            reader.ReadEndOfDocument();
        }

        [Fact]
        public void Strings_with_escapes_reuse_the_threads_scratch_buffer()
        {
            // Reading unescaped text into a span allocates nothing once the thread's scratch buffer exists, up to a
            // buffer of 1 MiB; a larger one is not kept. Measured on a fresh thread, which starts with no buffer.
            long Allocated(string json)
            {
                byte[] doc = Utf8(json);
                return Infrastructure.Allocations.Measure(() =>
                {
                    var reader = new JsonReader(doc);
                    reader.ReadStringUtf8();
                });
            }

            long small = -1, kept = -1, large = -1;
            var thread = new System.Threading.Thread(() =>
            {
                small = Allocated("\"a\\tb\"");
                // A buffer grows to what the string needs or to twice its size, whichever is more. One read makes it
                // 524,288 bytes (the tab, 524,283 more bytes and room for an escape), so the next, longer string
                // doubles it to exactly 1 MiB, which is still kept.
                var prime = new JsonReader(Utf8("\"\\t" + new string('x', 524_283) + "\""));
                prime.ReadStringUtf8();
                kept = Allocated("\"\\t" + new string('x', 600_000) + "\"");
                large = Allocated("\"\\t" + new string('x', 1_100_000) + "\"");
            });
            thread.Start();
            thread.Join();
            Assert.Equal(0, small);
            Assert.Equal(0, kept);
            Assert.True(large > 1_100_000, "a scratch buffer over 1 MiB is not kept for the thread: " + large);
        }

        [Fact]
        public void String_reuse_keeps_the_instance_only_for_the_same_text()
        {
            string kept = new string("name".ToCharArray());
            Assert.Same(kept, new JsonReader(Utf8(" \"name\"")).ReadStringReusing(kept));
            Assert.Equal("nam", new JsonReader(Utf8("\"nam\"")).ReadStringReusing(kept));
            Assert.Equal("names", new JsonReader(Utf8("\"names\"")).ReadStringReusing(kept));
            Assert.Null(new JsonReader(Utf8("null")).ReadStringReusing(kept));
            Assert.Equal("x", new JsonReader(Utf8("\"x\"")).ReadStringReusing(null));
            Assert.Null(new JsonReader(Utf8("null")).ReadStringReusing(null));

            var keys = new Dictionary<string, int> { [kept] = 1 };
            var reader = new JsonReader(Utf8("{\"name\":2,\"other\":3}"));
            reader.ReadStartObject();
            Assert.True(reader.ReadNextPropertyName(out var name));
            Assert.True(reader.FindKey(name, keys, out string key, out int value));
            // The dictionary's own key where the runtime can look a key up by its text; a decoded copy on netstandard2.1.
#if BENTO_NETSTANDARD_TESTS
            Assert.Equal(kept, key);
#else
            Assert.Same(kept, key);
#endif
            Assert.Equal(1, value);
            reader.SkipValue();
            Assert.True(reader.ReadNextPropertyName(out var other));
            Assert.False(reader.FindKey(other, keys, out string newKey, out _));
            Assert.Equal("other", newKey);
        }
    }
}
