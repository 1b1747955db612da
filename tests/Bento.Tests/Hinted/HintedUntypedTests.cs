using System;
using System.Collections.Generic;
using System.IO;
using System.Text;
using System.Text.Json;
using Bento.Tests.Conformance;
using Bento.Tests.Infrastructure;
using Newtonsoft.Json.Linq;
using Xunit;
using static Bento.Tests.Hinted.HintedTesting;

namespace Bento.Tests.Hinted
{
    /// <summary>
    /// Untyped conversions between plain and hinted JSON on the original corpus files and on every document
    /// JSONTestSuite says must be accepted, and what other JSON parsers make of the hinted form.
    /// </summary>
    public class HintedUntypedTests
    {
        public static IEnumerable<object[]> Corpora()
        {
            yield return new object[] { "twitter.json" };
            yield return new object[] { "citm_catalog.json" };
            yield return new object[] { "canada.json" };
        }

        /// <summary>System.Text.Json, skipping comments, reads <paramref name="hinted"/> to what it reads from <paramref name="plain"/>.</summary>
        internal static void SystemTextJsonAgrees(byte[] plain, byte[] hinted)
        {
            var skip = new JsonDocumentOptions { CommentHandling = JsonCommentHandling.Skip, MaxDepth = 1000 };
            var strict = new JsonDocumentOptions { MaxDepth = 1000 };
            using (JsonDocument e = JsonDocument.Parse(plain, strict))
            using (JsonDocument a = JsonDocument.Parse(hinted, skip))
            {
                var semantic = new JsonSemantic();
                semantic.Compare(e.RootElement, a.RootElement, "$");
                Assert.True(semantic.Differences.Count == 0, "System.Text.Json reads the hinted form differently: " + string.Join("; ", Head(semantic.Differences)));

                // And token for token: the same raw numbers and the same strings, in the same order.
                AssertBytes(Canonical(e.RootElement), Canonical(a.RootElement), "System.Text.Json re-writing plain vs hinted");
            }
        }

        private static IEnumerable<string> Head(IReadOnlyList<string> list)
        {
            for (int i = 0; i < list.Count && i < 5; i++)
                yield return list[i];
        }

        private static byte[] Canonical(JsonElement element)
        {
            var stream = new MemoryStream();
            using (var writer = new Utf8JsonWriter(stream, new JsonWriterOptions { SkipValidation = true }))
                element.WriteTo(writer);
            return stream.ToArray();
        }

        /// <summary>Newtonsoft.Json, which skips comments, reads <paramref name="hinted"/> to what it reads from <paramref name="plain"/>.</summary>
        internal static void NewtonsoftAgrees(byte[] plain, byte[] hinted)
        {
            JToken expected = JToken.Parse(Encoding.UTF8.GetString(plain));
            JToken actual = JToken.Parse(Encoding.UTF8.GetString(hinted), new JsonLoadSettings { CommentHandling = CommentHandling.Ignore });
            Assert.True(JToken.DeepEquals(expected, actual), "Newtonsoft.Json reads the hinted form differently");
        }

        /// <summary>The untyped contract for one document <paramref name="json"/> (plain, any layout).</summary>
        internal static void Convert(byte[] json, bool otherParsers)
        {
            byte[] minified = BentoJson.Minify(json);
            byte[] hinted = BentoHintedJson.FromJson(json);
            Assert.True(BentoHintedJson.IsHinted(hinted));
            AssertBytes(minified, BentoHintedJson.ToJson(hinted), "ToJson(FromJson(x)) vs Minify(x)");
            AssertBytes(minified, BentoHintedJson.ToJson(json), "ToJson(x) vs Minify(x)");
            AssertBytes(minified, StripComments(hinted), "FromJson(x) without comments vs Minify(x)");
            Hints(hinted);
            BentoHintedJson.Validate(hinted, Strict);
            BentoHintedJson.Validate(hinted);
            AssertBytes(hinted, BentoHintedJson.FromJson(hinted), "FromJson(FromJson(x))");
            AssertBytes(hinted, BentoHintedJson.FromJson(minified), "FromJson(Minify(x))");
            AssertBytes(hinted, BentoHintedJson.FromJson(hinted, Strict), "strict FromJson(FromJson(x))");

            var indented = new BentoJsonOptions { Indented = true };
            byte[] pretty = BentoHintedJson.FromJson(json, indented);
            AssertBytes(BentoJson.Format(json), StripComments(pretty), "indented FromJson(x) without comments vs Format(x)");
            Hints(pretty);
            AssertBytes(minified, BentoHintedJson.ToJson(pretty, Strict), "ToJson(indented hinted)");
            AssertBytes(BentoJson.Format(json), BentoHintedJson.ToJson(hinted, indented), "indented ToJson(hinted) vs Format(x)");
            AssertBytes(hinted, BentoHintedJson.FromJson(pretty), "FromJson(indented hinted)");

            if (otherParsers)
            {
                SystemTextJsonAgrees(minified, hinted);
                SystemTextJsonAgrees(minified, pretty);
                NewtonsoftAgrees(minified, hinted);
                NewtonsoftAgrees(minified, pretty);
            }
        }

        [CorpusTheory]
        [MemberData(nameof(Corpora))]
        public void Original_corpus_files_convert_both_ways(string file)
        {
            Convert(File.ReadAllBytes(SharedData.CorpusPath(file)), otherParsers: true);
        }

        [CorpusTheory]
        [MemberData(nameof(Corpora))]
        public void Hinted_size_is_plain_size_plus_header_and_hints(string file)
        {
            byte[] original = File.ReadAllBytes(SharedData.CorpusPath(file));
            byte[] minified = BentoJson.Minify(original);
            byte[] hinted = BentoHintedJson.FromJson(original);
            List<FoundHint> hints = Hints(hinted);
            long hintBytes = HeaderText.Length;
            foreach (FoundHint h in hints)
                hintBytes += h.End - h.Start;
            Assert.Equal(minified.Length + hintBytes, hinted.Length);

            // The size target of the format for the object-heavy corpora (canada is mostly numbers in small arrays).
            if (file != "canada.json")
                Assert.True(hinted.Length <= minified.Length * 1.15, file + ": hinted " + hinted.Length + " bytes, minified " + minified.Length);
        }

        [ConformanceTheory]
        [MemberData(nameof(JsonTestSuiteTests.AcceptFiles), MemberType = typeof(JsonTestSuiteTests))]
        public void Conformance_documents_convert_both_ways(string name)
        {
            byte[] json = File.ReadAllBytes(SharedData.ConformancePath(name));
            Convert(json, otherParsers: false);
        }

        [Fact]
        public void Small_documents_of_every_shape_convert_both_ways()
        {
            string[] docs =
            {
                "0", "-1.5e3", "true", "null", "\"\"", "\"" + new string('s', 128) + "\"", "[]", "{}", "[[]]", "[{}]", "{\"a\":[]}",
                "[1,[2,[3,[4]]]]", "{\"\":{\"\":{\"\":\"\"}}}", " [ 1 , 2 ] ", "{\"k\":\"" + new string('é', 40) + "\",\"l\":[\"\\u00e9\\n" + new string('x', 60) + "\"]}",
                "[\"" + new string('a', 127) + "\",\"" + new string('a', 128) + "\",\"\\\"" + new string('a', 126) + "\"]",
            };
            foreach (string doc in docs)
            {
                try
                {
                    Convert(Encoding.UTF8.GetBytes(doc), otherParsers: true);
                }
                catch (Exception e)
                {
                    throw new Xunit.Sdk.XunitException(doc + ": " + e.Message, e);
                }
            }
            Assert.Equal(HeaderText + "7", Encoding.UTF8.GetString(BentoHintedJson.FromJson(Encoding.UTF8.GetBytes("7"))));
            Assert.Equal(HeaderText + "/*2:24*/[/*1:12*/[/*1:3*/[1]],2]", Encoding.UTF8.GetString(BentoHintedJson.FromJson(Encoding.UTF8.GetBytes("[[[1]],2]"))));
        }

        [Fact]
        public void Newtonsoft_parse_without_settings_returns_the_header_comment()
        {
            // Worth knowing for the spec: JToken.Parse without JsonLoadSettings makes a leading comment the root token
            // and ignores the rest, so readers of hinted JSON must ask it to ignore comments (as above).
            JToken token = JToken.Parse(HeaderText + "{\"a\":1}");
            Assert.Equal(JTokenType.Comment, token.Type);
            Assert.Equal(JTokenType.Object, JToken.Parse(HeaderText + "{\"a\":1}", new JsonLoadSettings { CommentHandling = CommentHandling.Ignore }).Type);
        }

        [Fact]
        public void Plain_json_with_comments_converts_without_them()
        {
            byte[] json = Encoding.UTF8.GetBytes("/* lead */ {\"a\" /* x */ : [1, // one\n 2] } // tail");
            AssertBytes(Encoding.UTF8.GetBytes("{\"a\":[1,2]}"), BentoHintedJson.ToJson(json), "ToJson of commented plain JSON");
            Assert.Equal(HeaderText + "{\"a\":/*2:5*/[1,2]}", Encoding.UTF8.GetString(BentoHintedJson.FromJson(json)));
        }
    }
}
