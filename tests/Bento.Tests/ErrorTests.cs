using System;
using System.Collections.Generic;
using System.Text;
using Bento.Tests.Infrastructure;
using Bento.Tests.Models;
using Xunit;

namespace Bento.Tests
{
    /// <summary>
    /// Malformed and unacceptable input raises <see cref="BentoJsonException"/> and nothing else (Assert.Throws checks
    /// the exact type), with the position and path of the problem.
    /// </summary>
    public class ErrorTests
    {
        public static IEnumerable<object[]> MalformedDocuments()
        {
            string[] texts =
            {
                "", " ", "tru", "nul", "fals", "True", "NULL", "-", "+1", "01", "-01", "00", "1.", ".5", "1e", "1e+", "1.e5", "0x10",
                "1_000", "NaN", "Infinity", "-Infinity", "'s'", "\"abc", "\"\\x\"", "\"\\u12G4\"", "\"\\u123\"", "\"\\", "\"\t\"", "\"\u0001\"",
                "\"\n\"", "[1,]", "[,1]", "[1 2]", "{\"a\"}", "{\"a\":}", "{\"a\" 1}", "{a:1}", "{\"a\":1,}", "{,}", "[", "{", "]", "}", "[1}",
                "{\"a\":1]", "1 2", "{} x", "[]]", "{}{}", "\"\\ud800\"", "\"\\udc00\"", "\"\\ud800\\u0041\"", "\"\\ud800\\\"", "\"\\uDBFF\\uDBFF\"",
                "[\"a\" \"b\"]", "{\"a\":1 \"b\":2}", "{\"a\":1:2}", "[1,2", "{\"a\":[1,{\"b\":", "\"\\u", "-x", "2.", "1e5.", "--1", "\u00a01",
                "[1]\u0000", "/**/1", "// c\n1",
            };
            foreach (string t in texts)
                yield return new object[] { Hex(Encoding.UTF8.GetBytes(t)) };

            byte[][] raw =
            {
                new byte[] { 0x22, 0xC3, 0x28, 0x22 },                // bad continuation byte
                new byte[] { 0x22, 0xFF, 0x22 },                      // never valid in UTF-8
                new byte[] { 0x22, 0xC0, 0xAF, 0x22 },                // overlong '/'
                new byte[] { 0x22, 0xE0, 0x80, 0xAF, 0x22 },          // overlong, three bytes
                new byte[] { 0x22, 0xED, 0xA0, 0x80, 0x22 },          // UTF-16 surrogate encoded in UTF-8
                new byte[] { 0x22, 0xE2, 0x82, 0x22 },                // truncated sequence
                new byte[] { 0x22, 0xF4, 0x90, 0x80, 0x80, 0x22 },    // above U+10FFFF
                new byte[] { 0x22, 0x80, 0x22 },                      // lone continuation byte
                new byte[] { 0x22, 0x61, 0xE2, 0x82 },                // truncated at end of input
                new byte[] { 0x7B, 0x22, 0xC3, 0x22, 0x3A, 0x31, 0x7D }, // invalid UTF-8 in a property name
                new byte[] { 0xC3, 0xA9 },                            // non-ASCII outside a string
            };
            foreach (byte[] b in raw)
                yield return new object[] { Hex(b) };
        }

        [Theory]
        [MemberData(nameof(MalformedDocuments))]
        public void Malformed_document_is_rejected_by_every_reader(string hex)
        {
            byte[] bytes = FromHex(hex);
            Assert.Throws<BentoJsonException>(() => BentoJson.Validate(bytes));
            Assert.False(BentoJson.IsValid(bytes));
            Assert.Throws<BentoJsonException>(() => BentoJson.Minify(bytes));
            Assert.Throws<BentoJsonException>(() => BentoJson.Format(bytes));

            // The same text as a member value: the generated reader skips unknown members, which must validate too.
            byte[] asMember = Concat("{\"Unknown\":", bytes, "}");
            Assert.Throws<BentoJsonException>(() => BentoJson.Deserialize<Pair>(asMember));
            if (!IsBlank(bytes))
            {
                // (Nothing between brackets is an empty array, so blank input is only wrong on its own.)
                byte[] asElement = Concat("{\"Items\":[", bytes, "]}");
                Assert.Throws<BentoJsonException>(() => BentoJson.Deserialize<Pair>(asElement));
            }
        }

        [Fact]
        public void Malformed_documents_into_typed_members()
        {
            foreach (object[] row in MalformedDocuments())
            {
                byte[] bytes = FromHex((string)row[0]);
                foreach (string member in new[] { "String", "Int32", "Double", "List", "Inner", "Point", "Bool" })
                {
                    byte[] doc = Concat("{\"" + member + "\":", bytes, "}");
                    try
                    {
                        BentoJson.Deserialize<AllScalars>(doc);
                    }
                    catch (BentoJsonException)
                    {
                        continue;
                    }
                    catch (Exception e)
                    {
                        throw new Xunit.Sdk.XunitException("input " + Encoding.UTF8.GetString(doc) + " raised " + e.GetType().FullName + ": " + e.Message);
                    }
                    throw new Xunit.Sdk.XunitException("input " + DeepEqual.Show(Encoding.UTF8.GetString(doc)) + " was accepted");
                }
            }
        }

        [Theory]
        [InlineData("Byte", "256")]
        [InlineData("Byte", "-1")]
        [InlineData("Byte", "1.5")]
        [InlineData("SByte", "128")]
        [InlineData("SByte", "-129")]
        [InlineData("Int16", "32768")]
        [InlineData("Int16", "-32769")]
        [InlineData("UInt16", "65536")]
        [InlineData("UInt16", "-1")]
        [InlineData("Int32", "2147483648")]
        [InlineData("Int32", "-2147483649")]
        [InlineData("Int32", "1.5")]
        [InlineData("Int32", "99999999999999999999999")]
        [InlineData("UInt32", "4294967296")]
        [InlineData("UInt32", "-1")]
        [InlineData("Int64", "9223372036854775808")]
        [InlineData("Int64", "-9223372036854775809")]
        [InlineData("UInt64", "18446744073709551616")]
        [InlineData("UInt64", "-1")]
        [InlineData("Double", "1e400")]
        [InlineData("Double", "-1e400")]
        [InlineData("Double", "1.8e308")]
        [InlineData("Single", "1e39")]
        [InlineData("Single", "-3.5e38")]
        [InlineData("Decimal", "79228162514264337593543950336")]
        [InlineData("Decimal", "1e400")]
        [InlineData("Int32", "\"1\"")]
        [InlineData("Int32", "true")]
        [InlineData("Int32", "null")]
        [InlineData("Int32", "[]")]
        [InlineData("Double", "\"1.5\"")]
        [InlineData("Bool", "1")]
        [InlineData("Bool", "\"true\"")]
        [InlineData("Bool", "null")]
        [InlineData("String", "1")]
        [InlineData("String", "true")]
        [InlineData("String", "{}")]
        [InlineData("String", "[]")]
        [InlineData("Char", "1")]
        [InlineData("Char", "null")]
        [InlineData("Point", "[]")]
        [InlineData("Point", "1")]
        [InlineData("Point", "null")]
        [InlineData("List", "{}")]
        [InlineData("List", "\"x\"")]
        [InlineData("Inner", "1")]
        [InlineData("Inner", "[]")]
        [InlineData("Inner", "\"x\"")]
        public void Wrong_type_or_out_of_range_value(string member, string value)
        {
            string json = "{\"Bool\":true, \"" + member + "\": " + value + " }";
            var e = Assert.Throws<BentoJsonException>(() => BentoJson.Deserialize<AllScalars>(json));
            Assert.Equal("$." + member, e.Path);
            int start = json.IndexOf(": " + value, StringComparison.Ordinal) + 2;
            Assert.InRange(e.BytePosition, start, start + value.Length);
            Assert.Equal(1, e.Line);
            Assert.Equal(e.BytePosition + 1, e.Column);
        }

        [Fact]
        public void Syntax_error_position_single_line()
        {
            var e = Assert.Throws<BentoJsonException>(() => BentoJson.Validate(Check.Utf8("[1,2,x]")));
            Assert.Equal(5, e.BytePosition);
            Assert.Equal(1, e.Line);
            Assert.Equal(6, e.Column);
        }

        [Fact]
        public void Syntax_error_position_multi_line()
        {
            var e = Assert.Throws<BentoJsonException>(() => BentoJson.Validate(Check.Utf8("[1,\n2,\n x]")));
            Assert.Equal(8, e.BytePosition);
            Assert.Equal(3, e.Line);
            Assert.Equal(2, e.Column);
        }

        [Fact]
        public void Error_inside_nested_member_has_its_path()
        {
            string json = "{\"title\":\"t\",\"items\":[{\"name\":\"a\"},{\"name\":\"b\"},{\"name\":\"c\"},{\"count\":1,\"name\":5}]}";
            var e = Assert.Throws<BentoJsonException>(() => BentoJson.Deserialize<Catalog>(json));
            Assert.Equal("$.items[3].name", e.Path);
            Assert.Equal(json.IndexOf("5}", StringComparison.Ordinal), (int)e.BytePosition);
            Assert.Equal(1, e.Line);
            Assert.Equal(e.BytePosition + 1, e.Column);
            Assert.Contains("$.items[3].name", e.Message, StringComparison.Ordinal);
        }

        [Fact]
        public void Error_inside_nested_member_multi_line()
        {
            string json = "{\n  \"items\": [\n    {\"name\": \"a\"},\n    {\"name\": \"b\", \"codes\": [1, 2, x]}\n  ]\n}";
            var e = Assert.Throws<BentoJsonException>(() => BentoJson.Deserialize<Catalog>(json));
            Assert.Equal("$.items[1].codes[2]", e.Path);
            Assert.Equal(json.IndexOf('x', StringComparison.Ordinal), (int)e.BytePosition);
            Assert.Equal(4, e.Line);
            Assert.Equal("    {\"name\": \"b\", \"codes\": [1, 2, ".Length + 1, e.Column);
        }

        [Fact]
        public void Column_counts_bytes()
        {
            string json = "{\"title\":\"ééé\",\"items\":[{\"small\":256}]}";
            var e = Assert.Throws<BentoJsonException>(() => BentoJson.Deserialize<Catalog>(json));
            Assert.Equal("$.items[0].small", e.Path);
            int start = Encoding.UTF8.GetByteCount(json.AsSpan(0, json.IndexOf("256", StringComparison.Ordinal)));
            Assert.InRange(e.BytePosition, start, start + 3);
            Assert.Equal(e.BytePosition + 1, e.Column);
        }

        [Fact]
        public void Error_inside_dictionary_value_names_the_key()
        {
            string json = "{\"byKey\":{\"k1\":{\"count\":1},\"k2\":{\"count\":\"x\"}}}";
            var e = Assert.Throws<BentoJsonException>(() => BentoJson.Deserialize<Catalog>(json));
            Assert.NotNull(e.Path);
            Assert.StartsWith("$.byKey", e.Path, StringComparison.Ordinal);
            Assert.Contains("k2", e.Path, StringComparison.Ordinal);
            Assert.EndsWith("count", e.Path, StringComparison.Ordinal);
        }

        [Fact]
        public void Deep_nesting_fails_cleanly_without_overflowing_the_stack()
        {
            const int N = 100_000;
            byte[] arrays = Check.Utf8(new string('[', N));
            byte[] objects = Check.Utf8(Repeat("{\"a\":", N));
            byte[] balanced = Check.Utf8(new string('[', N) + new string(']', N));

            foreach (byte[] doc in new[] { arrays, objects, balanced })
            {
                Assert.Throws<BentoJsonException>(() => BentoJson.Validate(doc));
                Assert.Throws<BentoJsonException>(() => BentoJson.Minify(doc));
                Assert.Throws<BentoJsonException>(() => BentoJson.Format(doc));
                Assert.Throws<BentoJsonException>(() => BentoJson.Deserialize<Pair>(Concat("{\"x\":", doc, "}")));
                Assert.Throws<BentoJsonException>(() => BentoJson.Deserialize<Collections>(Concat("{\"Jagged\":", doc, "}")));
            }
            Assert.Throws<BentoJsonException>(() => BentoJson.Deserialize<Node>(Repeat("{\"Next\":", N)));

            // A generous but finite limit still works on deep, well-formed input.
            var deep = new BentoJsonOptions { MaxDepth = 5000 };
            byte[] ok = Check.Utf8(new string('[', 4999) + new string(']', 4999));
            BentoJson.Validate(ok, deep);
            Assert.Equal(1, BentoJson.Deserialize<Pair>(Concat("{\"x\":", ok, ",\"A\":1}"), deep).A);
            Assert.Equal(Encoding.UTF8.GetString(ok), Encoding.UTF8.GetString(BentoJson.Minify(ok, deep)));
        }

        [Fact]
        public void Null_for_a_marked_class_reads_as_null_and_for_a_struct_fails()
        {
            Assert.Null(BentoJson.Deserialize<Pair?>("null"));
            Assert.Null(BentoJson.Deserialize<Pair?>("  null  "));
            Assert.Throws<BentoJsonException>(() => BentoJson.Deserialize<Point>("null"));
            Assert.Throws<BentoJsonException>(() => BentoJson.Deserialize<Pair>("[]"));
            Assert.Throws<BentoJsonException>(() => BentoJson.Deserialize<Pair>("{} {}"));
        }

        [Fact]
        public void Write_errors_have_no_input_position()
        {
            var e = Assert.Throws<BentoJsonException>(() => BentoJson.Serialize(new DoubleBox { Value = double.NaN }));
            Assert.Equal(-1, e.BytePosition);
            Assert.Equal(-1, e.Line);
            Assert.Equal(-1, e.Column);
        }

        private static bool IsBlank(byte[] bytes)
        {
            foreach (byte b in bytes)
            {
                if (b != (byte)' ')
                    return false;
            }
            return true;
        }

        private static string Repeat(string s, int n)
        {
            var sb = new StringBuilder(s.Length * n);
            for (int i = 0; i < n; i++)
                sb.Append(s);
            return sb.ToString();
        }

        internal static byte[] Concat(string prefix, byte[] middle, string suffix)
        {
            byte[] p = Encoding.UTF8.GetBytes(prefix), s = Encoding.UTF8.GetBytes(suffix);
            var all = new byte[p.Length + middle.Length + s.Length];
            Buffer.BlockCopy(p, 0, all, 0, p.Length);
            Buffer.BlockCopy(middle, 0, all, p.Length, middle.Length);
            Buffer.BlockCopy(s, 0, all, p.Length + middle.Length, s.Length);
            return all;
        }

        // Theory data is passed as hex so that test names stay printable and invalid UTF-8 survives.
        private static string Hex(byte[] bytes) => Convert.ToHexString(bytes);

        private static byte[] FromHex(string hex)
        {
            return Convert.FromHexString(hex);
        }
    }
}
