using System;
using System.Collections.Generic;
using System.Text;
using Bento.Tests.Infrastructure;
using Bento.Tests.Models;
using Xunit;
using static Bento.Tests.Hinted.HintedTesting;

namespace Bento.Tests.Hinted
{
    /// <summary>
    /// Hand-made hostile hinted documents: lying counts and lengths, hints where none belong, comments and headers in
    /// odd places. The lenient reader must read what a comment-skipping JSON parser reads; the strict one must refuse
    /// with a BentoJsonException; neither may size anything from a number the input cannot back.
    /// </summary>
    public class HintedHostileTests
    {
        /// <summary>
        /// Reads <paramref name="hinted"/> both ways: leniently it must give what plain reading of the same text without
        /// comments gives; strictly it must throw a BentoJsonException (or, with <paramref name="strictMayPass"/>, give
        /// that value). The untyped paths must agree. Returns the lenient allocation of one read.
        /// </summary>
        internal static long Expect<T>(string hinted, bool strictMayPass = false)
        {
            byte[] doc = Utf8(hinted);
            byte[] plainText = StripComments(doc);
            T expected = BentoJson.Deserialize<T>(plainText);
            byte[] expectedJson = BentoJson.SerializeToUtf8Bytes(expected);

            T lenient = default!;
            BentoHintedJson.Deserialize<T>(doc);
            long allocated = Allocated(() => lenient = BentoHintedJson.Deserialize<T>(doc));
            AssertBytes(expectedJson, BentoJson.SerializeToUtf8Bytes(lenient), "lenient read of " + hinted);
            AssertBytes(BentoJson.Minify(plainText), BentoHintedJson.ToJson(doc), "ToJson of " + hinted);
            BentoHintedJson.Validate(doc);

            Exception? e = Record.Exception(() => BentoHintedJson.Deserialize<T>(doc, Strict));
            Exception? v = Record.Exception(() => BentoHintedJson.Validate(doc, Strict));
            if (strictMayPass)
            {
                if (e == null)
                    AssertBytes(expectedJson, BentoJson.SerializeToUtf8Bytes(BentoHintedJson.Deserialize<T>(doc, Strict)), "strict read of " + hinted);
            }
            else
            {
                Assert.True(e != null, "strict read accepted " + hinted);
                Assert.True(v != null, "strict Validate accepted " + hinted);
            }
            if (e != null)
                Assert.True(e is BentoJsonException, "strict read of " + hinted + " threw " + e);
            if (v != null)
                Assert.True(v is BentoJsonException, "strict Validate of " + hinted + " threw " + v);
            return allocated;
        }

        private static long PlainAllocation<T>(string hinted)
        {
            byte[] plainText = StripComments(Utf8(hinted));
            BentoJson.Deserialize<T>(plainText);
            return Allocated(() => BentoJson.Deserialize<T>(plainText));
        }

        private static void SmallAllocation<T>(string hinted)
        {
            long lenient = Expect<T>(hinted);
            long plain = PlainAllocation<T>(hinted);
            Assert.True(lenient <= plain + 4096, hinted + ": hinted read allocated " + lenient + " bytes, plain read " + plain);
        }

        private const string H = HeaderText;

        [Theory]
        [InlineData(H + "{\"Array\":/*2000000000:5*/[1,2]}")]
        [InlineData(H + "{\"Array\":/*2147483647:2147483647*/[1,2]}")]
        [InlineData(H + "{\"List\":/*2000000000:9*/[\"a\",\"b\"]}")]
        [InlineData(H + "{\"IList\":/*2000000000:5*/[1,2]}")]
        [InlineData(H + "{\"IReadOnlyList\":/*2000000000:5*/[1,2]}")]
        [InlineData(H + "{\"ICollection\":/*2000000000:5*/[1,2]}")]
        [InlineData(H + "{\"IEnumerable\":/*2000000000:9*/[\"a\",\"b\"]}")]
        [InlineData(H + "{\"HashSet\":/*2000000000:5*/[1,2]}")]
        [InlineData(H + "{\"Points\":/*2000000000:15*/[{\"X\":1,\"Y\":2}]}")]
        [InlineData(H + "{\"Inners\":/*2000000000:4*/[{}]}")]
        [InlineData(H + "{\"Jagged\":/*2000000000:7*//*2000000000:5*/[[1,2]]}")]
        [InlineData(H + "{\"Jagged\":/*1:23*/[/*2000000000:5*/[1,2]]}")]
        [InlineData(H + "{\"NestedLists\":/*1:23*/[/*2000000000:5*/[\"a\"]]}")]
        [InlineData(H + "{\"NullableInts\":/*2000000000:8*/[null,1]}")]
        [InlineData(H + "/*2000000000:13*/{\"Array\":[1]}")]
        public void Huge_counts_in_collections_allocate_nothing_big(string hinted) => SmallAllocation<Collections>(hinted);

        [Theory]
        [InlineData(H + "{\"ByString\":/*2000000000:13*/{\"a\":1,\"b\":2}}")]
        [InlineData(H + "{\"ByInt32\":/*2147483647:9*/{\"1\":\"x\"}}")]
        [InlineData(H + "{\"ByGuid\":/*2000000000:2*/{}}")]
        [InlineData(H + "{\"ReadOnly\":/*2000000000:8*/{\"k\":{}}}")]
        [InlineData(H + "{\"OfLists\":/*2000000000:8*/{\"k\":[]}}")]
        public void Huge_counts_in_dictionaries_allocate_nothing_big(string hinted) => SmallAllocation<Dictionaries>(hinted);

        [Fact]
        public void Huge_counts_in_random_models_allocate_nothing_big()
        {
            SmallAllocation<RandomModel>(H + "{\"Numbers\":/*2000000000:5*/[1,2],\"Words\":/*2000000000:4*/[\"\"],\"Samples\":/*2000000000:3*/[1]," +
                "\"Counts\":/*2000000000:7*/{\"a\":1},\"Names\":/*2000000000:9*/{\"1\":\"a\"},\"Children\":/*2000000000:4*/[{}]}");
            SmallAllocation<Document>(H + "{\"Numbers\":/*2000000000:5*/[1,2],\"Names\":/*2000000000:4*/[\"\"],\"Map\":/*2000000000:7*/{\"a\":1}}");
        }

        [Fact]
        public void A_huge_count_before_a_long_tail_sizes_nothing_big()
        {
            // The byte length of the hint is right and short, so the count cannot be believed beyond what that length
            // could hold; the rest of the document (an unknown member the plain reader skips without allocating) must
            // not be taken as room for the list.
            string tail = new string('t', 1 << 20);
            foreach (string member in new[] { "IList", "Points", "Inners", "HashSet" })
            {
                string element = member == "Points" ? "{\"X\":1,\"Y\":2}" : member == "Inners" ? "{}" : "1";
                string doc = H + "{\"" + member + "\":/*2147483647:" + (element.Length + 2) + "*/[" + element + "],\"Unknown\":\"" + tail + "\"}";
                long allocated = Expect<Collections>(doc);
                long plain = PlainAllocation<Collections>(doc);
                Assert.True(allocated <= plain + 64 * 1024, member + ": hinted read allocated " + allocated + " bytes, plain read " + plain + ", for a document of " + doc.Length);
            }
        }

        [Theory]
        [InlineData(H + "{\"Array\":/*3:7*//*3:7*/[1,2,3]}")]
        [InlineData(H + "{\"Jagged\":/*2:25*/[/*9:9*/[1,2],/*1:3*/[3]]}")]
        [InlineData(H + "{\"Jagged\":/*2:24*/[/*2:5*/[1,2],/*1:3*/[3]]}")]
        [InlineData(H + "{\"Jagged\":/*3:25*/[/*2:5*/[1,2],/*1:3*/[3]]}")]
        [InlineData(H + "/*1:99*/{\"Jagged\":/*2:25*/[/*2:5*/[1,2],/*1:3*/[3]]}")]
        [InlineData(H + "{\"Jagged\":/*2:25*/[/*2:5*/[1,2],/*1:3*/[3]],\"Array\":/*1:99*/[1]}")]
        [InlineData(H + "{\"Array\":/*1:3*/ [1]}")]
        [InlineData(H + "{\"Array\":[/*1:1*/1]}")]
        [InlineData(H + "{\"Array\":[1/*1:1*/]}")]
        [InlineData(H + "{\"Array\":[1]/*1:1*/}")]
        [InlineData(H + "{/*1:1*/\"Array\":[1]}")]
        [InlineData(H + "{\"Array\":[1],/*5:7*/\"List\":[]}")]
        [InlineData(H + "{\"Array\"/*1:3*/:[1]}")]
        [InlineData(H + "{\"Array\":/*1:3*/null}")]
        [InlineData(H + "{\"List\":/*1:12*/[/*2:1*/\"a\"]}")]
        [InlineData(H + "{\"List\":/*1:12*/[/*1:2*/\"a\"]}")]
        [InlineData(H + "{\"Array\":/*x*/[1]}")]
        [InlineData(H + "{\"Array\":// line\n[1]}")]
        [InlineData(H + "{\"Array\":/*1:3:4*/[1]}")]
        [InlineData(H + "{\"Array\":/**/[1]}")]
        [InlineData(H + "{\"Array\":/*01:3*/[1]}")]
        [InlineData(H + "{\"Array\":/*1:03*/[1]}")]
        [InlineData(H + "{\"Array\":/*1:12345678901*/[1]}")]
        [InlineData(H + "{\"Array\":/*-1:3*/[1]}")]
        [InlineData(H + "{\"Array\":/*1 :3*/[1]}")]
        [InlineData(H + "{\"Array\":/*1: 3*/[1]}")]
        [InlineData(H + "{\"Array\":/*1:3 */[1]}")]
        [InlineData(H + "{\"Array\":/*2147483648:3*/[1]}")]
        public void Misplaced_nested_and_malformed_hints(string hinted) => Expect<Collections>(hinted);

        [Theory]
        [InlineData(H + "{\"Array\":/*0:2*/[]}")]
        [InlineData(H + "{\"List\":/*1:12*/[/*1:1*/\"a\"]}")]
        [InlineData(H + "{\"List\":/*1:11*/[/*0:0*/\"\"]}")]
        [InlineData(H + "{\"List\":/*1:17*/[/*6:1*/\"\\u00e9\"]}")]
        public void Right_hints_the_writer_leaves_out_may_be_used_or_refused(string hinted) => Expect<Collections>(hinted, strictMayPass: true);

        [Theory]
        [InlineData(H + "{\"Value\":/*1:1*/1}")]
        [InlineData(H + "{\"Value\":/*4:4*/1234}")]
        [InlineData(H + "{\"Value\":/*1:2*/-1}")]
        public void Hints_before_numbers(string hinted) => Expect<Int32Box>(hinted);

        [Theory]
        [InlineData(H + "{\"Value\":/*4:4*/true}")]
        [InlineData(H + "{\"Value\":/*5:5*/false}")]
        public void Hints_before_literals(string hinted) => Expect<BoolBox>(hinted);

        [Theory]
        [InlineData(H + "{\"Value\":/*4:4*/null}")]
        [InlineData(H + "{\"Value\":/*4:4*/\"abcd\"}")]
        [InlineData(H + "{\"Value\":/*3:4*/\"abcd\"}")]
        [InlineData(H + "{\"Value\":/*4:3*/\"abcd\"}")]
        [InlineData(H + "{\"Value\":/*6:2*/\"\\u00e9\"}")]
        public void Hints_before_short_strings(string hinted) => Expect<StringBox>(hinted, strictMayPass: hinted.Contains("/*4:4*/\"abcd\""));

        [Theory]
        [InlineData("{\"Double\":/*3:4*/\"NaN\"}")]
        [InlineData("{\"Single\":/*7:8*/\"Infinity\"}")]
        [InlineData("{\"Maybe\":/*9:8*/\"-Infinity\"}")]
        public void Hints_before_named_floats_are_checked(string body)
        {
            // A named float is a string too: a strict read checks a hint before it like any other string hint.
            var named = new BentoJsonOptions { FloatHandling = BentoFloatHandling.NamedLiteralsAsStrings };
            byte[] doc = Utf8(H + body);
            var e = Assert.Throws<BentoJsonException>(() => BentoHintedJson.Deserialize<Floats>(doc, StrictOf(named)));
            Assert.Equal("The size hint does not match the string that follows it.", e.Reason);
            Assert.Equal(H.Length + body.IndexOf("/*", StringComparison.Ordinal), e.BytePosition);

            // A lenient read takes the value and ignores the hint.
            byte[] plain = StripComments(doc);
            AssertBytes(BentoJson.SerializeToUtf8Bytes(BentoJson.Deserialize<Floats>(plain, named), named),
                BentoJson.SerializeToUtf8Bytes(BentoHintedJson.Deserialize<Floats>(doc, named), named), "lenient read of " + body);
        }

        public static IEnumerable<object[]> LongStringHints()
        {
            // A string of 70 bytes between the quotes (an escaped quote and an é among them) and 68 UTF-16 units.
            string body = new string('a', 30) + "\\\"" + new string('b', 30) + "é" + "cccccc";
            Assert.Equal(70, Encoding.UTF8.GetByteCount(body));
            string[] hints = { "69:68", "71:68", "70:67", "70:69", "0:68", "70:0", "2147483647:68", "70:2147483647", "35:34", "140:136", "7O:68", "70", "70:68:1", "070:68" };
            foreach (string hint in hints)
                yield return new object[] { H + "{\"Value\":/*" + hint + "*/\"" + body + "\"}" };
            yield return new object[] { H + "{\"Value\":\"" + body + "\"}" };
        }

        [Theory]
        [MemberData(nameof(LongStringHints))]
        public void Wrong_long_string_hints(string hinted) =>
            Expect<StringBox>(hinted, strictMayPass: !hinted.Substring(H.Length).Contains("/*", StringComparison.Ordinal));

        [Fact]
        public void Wrong_string_hints_on_text_that_is_not_a_string_member()
        {
            // Base64, URIs and dictionary values of 128 bytes and more carry string hints too; a wrong one is caught
            // wherever the text is read.
            var bytes = new byte[120];
            for (int i = 0; i < bytes.Length; i++)
                bytes[i] = (byte)(i * 13);
            // (Converted from the plain text as the earlier writer converted it: today's writer gives no string
            // hints, but documents that carry them are still read and their hints still checked.)
            byte[] hinted = EarlierReleaseFromJson(BentoJson.SerializeToUtf8Bytes(new Binary { Bytes = bytes, Memory = bytes }));
            string text = Text(hinted);
            Assert.Contains("/*160:160*/", text, StringComparison.Ordinal);
            Expect<Binary>(ReplaceFirst(text, "/*160:160*/", "/*160:161*/"));
            Expect<Binary>(ReplaceFirst(text, "/*160:160*/", "/*161:160*/"));
            Expect<Binary>(ReplaceFirst(text, "/*160:160*/", "/*159:159*/"));

            string uri = "https://example.com/" + new string('p', 140);
            string misc = Text(EarlierReleaseFromJson(BentoJson.SerializeToUtf8Bytes(new Misc { Absolute = new Uri(uri) })));
            Assert.Contains("/*160:160*/", misc, StringComparison.Ordinal);
            Expect<Misc>(ReplaceFirst(misc, "/*160:160*/", "/*160:159*/"));

            string dict = Text(BentoHintedJson.SerializeToUtf8Bytes(new Dictionaries { NullValues = new Dictionary<string, string?> { ["k"] = uri } }));
            Expect<Dictionaries>(ReplaceFirst(Text(EarlierReleaseFromJson(Utf8(dict))), "/*160:160*/", "/*160:161*/"));
        }

        private static string ReplaceFirst(string s, string what, string with)
        {
            int at = s.IndexOf(what, StringComparison.Ordinal);
            Assert.True(at >= 0, what + " not in " + s);
            return s.Substring(0, at) + with + s.Substring(at + what.Length);
        }

        [Fact]
        public void Hints_inside_strings_are_text()
        {
            var value = new Collections
            {
                List = new List<string> { "/*2:5*/[1,2]", H, "*/", "/*", "//", "/*2000000000:5*/" + new string('x', 70) + "*/" },
                NullableStrings = new string?[] { "\"/*1:1*/\"", null },
            };
            byte[] hinted = RoundTrip(value);
            RoundTrip(value, new BentoJsonOptions { Indented = true });
            List<string> back = BentoHintedJson.Deserialize<Collections>(hinted, Strict).List!;
            Assert.Equal(value.List, back);

            // A plain document whose strings look like a header and hints is plain JSON with those strings.
            string plain = "{\"List\":[\"/*bento-hinted-json:1*/\",\"/*1:3*/\"]}";
            Assert.False(BentoHintedJson.IsHinted(Utf8(plain)));
            Assert.Equal(new List<string> { H, "/*1:3*/" }, BentoHintedJson.Deserialize<Collections>(plain, Strict).List);
            Assert.Equal(plain, Text(BentoHintedJson.ToJson(BentoHintedJson.FromJson(Utf8(plain)))));

            // A string (not a comment) where the header belongs is not a header.
            Assert.False(BentoHintedJson.IsHinted(Utf8("\"/*bento-hinted-json:1*/\"")));
        }

        [Theory]
        [InlineData(H + "{\"Value\":1}/*x*/")]
        [InlineData(H + "{\"Value\":1}/*1:2*/")]
        [InlineData(H + "{\"Value\":1}// end")]
        [InlineData(H + "{\"Value\":1} /* end */ \n")]
        [InlineData(H + "/*x*/{\"Value\":1}")]
        [InlineData(H + "{\"Value\":1/*x*/}")]
        public void Comments_outside_hints_are_skipped_leniently_and_refused_strictly(string hinted) => Expect<Int32Box>(hinted);

        [Fact]
        public void Whitespace_after_the_last_value_is_fine()
        {
            Expect<Int32Box>(H + "{\"Value\":1} \n\t\r\n", strictMayPass: true);
            Assert.Equal(1, BentoHintedJson.Deserialize<Int32Box>(H + "{\"Value\":1}\n", Strict).Value);
        }

        [Fact]
        public void Byte_order_mark_before_the_header()
        {
            var value = new Collections { Array = new[] { 1, 2 }, List = new List<string> { new string('b', 80) } };
            byte[] hinted = BentoHintedJson.SerializeToUtf8Bytes(value);
            var withBom = new byte[hinted.Length + 3];
            withBom[0] = 0xEF;
            withBom[1] = 0xBB;
            withBom[2] = 0xBF;
            hinted.CopyTo(withBom, 3);
            DeepEqual.Assert(value, BentoHintedJson.Deserialize<Collections>(withBom));
            DeepEqual.Assert(value, BentoHintedJson.Deserialize<Collections>(withBom, Strict));
            BentoHintedJson.Validate(withBom, Strict);
            AssertBytes(BentoJson.SerializeToUtf8Bytes(value), BentoHintedJson.ToJson(withBom), "ToJson after a byte order mark");

            // A wrong hint after a byte order mark is still caught.
            string tampered = "\uFEFF" + Text(hinted).Replace("/*2:5*/", "/*3:5*/");
            Assert.NotEqual("\uFEFF" + Text(hinted), tampered);
            Expect<Collections>(tampered);
        }

        [Theory]
        [InlineData("/*bento-hinted-json:2*/")]
        [InlineData("/*bento-hinted-json:0*/")]
        [InlineData("/*bento-hinted-json:01*/")]
        [InlineData("/*bento-hinted-json:*/")]
        [InlineData("/*bento-hinted-json:1 */")]
        [InlineData("/*bento-hinted-json:1.0*/")]
        [InlineData("/*bento-hinted-json:99999999999*/")]
        [InlineData("/*bento-hinted-json:2147483648*/")]
        [InlineData("/*bento-hinted-json:x*/")]
        public void Other_versions_and_malformed_headers_ignore_even_wrong_hints(string header)
        {
            // Leniently the document reads as JSON with comments, whatever its hints say; strictly it is refused.
            var value = new Collections { Array = new[] { 1, 2 }, Jagged = new[] { new[] { 1 } } };
            string body = Text(BentoHintedJson.SerializeToUtf8Bytes(value)).Substring(H.Length);
            Assert.False(BentoHintedJson.IsHinted(Utf8(header + body)));
            Expect<Collections>(header + body);
            Expect<Collections>(header + body.Replace("/*2:5*/", "/*2000000000:1*/"));
        }

        [Fact]
        public void A_header_that_is_not_first_is_an_ordinary_comment()
        {
            var value = new Collections { Array = new[] { 1, 2 } };
            string hinted = Text(BentoHintedJson.SerializeToUtf8Bytes(value));
            foreach (string doc in new[] { " " + hinted, "\n" + hinted, "/**/" + hinted, hinted.Replace(H, H + H) })
            {
                if (!doc.StartsWith(H, StringComparison.Ordinal))
                    Assert.False(BentoHintedJson.IsHinted(Utf8(doc)), doc);
                DeepEqual.Assert(value, BentoHintedJson.Deserialize<Collections>(doc));
                AssertBytes(BentoJson.SerializeToUtf8Bytes(value), BentoHintedJson.ToJson(Utf8(doc)), "ToJson of " + doc);
            }
            Assert.IsType<BentoJsonException>(Record.Exception(() => BentoHintedJson.Deserialize<Collections>(hinted.Replace(H, H + H), Strict)));
        }

        [Fact]
        public void Truncated_and_broken_hinted_documents_fail_with_json_exceptions()
        {
            string hinted = Text(BentoHintedJson.SerializeToUtf8Bytes(new Collections { Array = new[] { 1, 2 }, List = new List<string> { new string('q', 70) } }));
            for (int cut = 0; cut < hinted.Length; cut++)
            {
                string prefix = hinted.Substring(0, cut);
                foreach (BentoJsonOptions? options in new[] { null, Strict })
                {
                    Exception? e = Record.Exception(() => BentoHintedJson.Deserialize<Collections>(prefix, options));
                    Assert.True(e is BentoJsonException, "prefix of " + cut + " bytes: " + (e == null ? "accepted" : e.ToString()));
                    Assert.IsType<BentoJsonException>(Record.Exception(() => BentoHintedJson.ToJson(Utf8(prefix), options)));
                }
            }
            // An unclosed hint comment is a syntax error, not a hint.
            Assert.IsType<BentoJsonException>(Record.Exception(() => BentoHintedJson.Deserialize<Collections>(H + "{\"Array\":/*1:3[1]}")));
            Assert.IsType<BentoJsonException>(Record.Exception(() => BentoHintedJson.Deserialize<Collections>("/*bento-hinted-json:1")));
        }
    }
}
