using System;
using System.IO;
using System.Text;
using Bento.Tests.Infrastructure;
using Xunit;

namespace Bento.Tests.Corpus
{
    /// <summary>Validate, Minify and Format over the real-world corpora.</summary>
    public class CorpusUntypedTests
    {
        [CorpusTheory]
        [InlineData("twitter.json")]
        [InlineData("citm_catalog.json")]
        [InlineData("canada.json")]
        public void Validate_minify_format_round_trip(string file)
        {
            byte[] original = File.ReadAllBytes(SharedData.CorpusPath(file));
            BentoJson.Validate(original);
            Assert.True(BentoJson.IsValid(original));

            byte[] minified = BentoJson.Minify(original);
            Assert.True(minified.Length <= original.Length);
            AssertNoInsignificantWhitespace(minified);
            JsonSemantic.AssertEqual(original, minified);
            Assert.Equal(minified, BentoJson.Minify(minified));

            byte[] formatted = BentoJson.Format(original);
            BentoJson.Validate(formatted);
            JsonSemantic.AssertEqual(original, formatted);
            Assert.Equal(minified, BentoJson.Minify(formatted));
            Assert.Equal(formatted, BentoJson.Format(minified));
            Assert.Equal(formatted, BentoJson.Format(formatted));
        }

        [CorpusTheory]
        [InlineData("twitter.json")]
        [InlineData("citm_catalog.json")]
        [InlineData("canada.json")]
        public void Truncated_corpus_is_rejected(string file)
        {
            byte[] original = File.ReadAllBytes(SharedData.CorpusPath(file));
            int end = original.Length;
            while (end > 0 && (original[end - 1] == (byte)'\n' || original[end - 1] == (byte)'\r' || original[end - 1] == (byte)' '))
                end--;
            foreach (int cut in new[] { 1, 2, end / 3, end / 2, end - 2 })
            {
                var truncated = original.AsSpan(0, end - cut).ToArray();
                Exception? e = Record.Exception(() => BentoJson.Validate(truncated));
                Assert.IsType<BentoJsonException>(e);
            }
        }

        /// <summary>Outside strings, a minified document has no spaces, tabs or line breaks.</summary>
        internal static void AssertNoInsignificantWhitespace(byte[] json)
        {
            bool inString = false;
            for (int i = 0; i < json.Length; i++)
            {
                byte b = json[i];
                if (inString)
                {
                    if (b == (byte)'\\')
                        i++;
                    else if (b == (byte)'"')
                        inString = false;
                }
                else if (b == (byte)'"')
                {
                    inString = true;
                }
                else if (b == (byte)' ' || b == (byte)'\t' || b == (byte)'\n' || b == (byte)'\r')
                {
                    throw new Xunit.Sdk.XunitException("whitespace at byte " + i + ": " + Encoding.UTF8.GetString(json, Math.Max(0, i - 20), Math.Min(40, json.Length - Math.Max(0, i - 20))));
                }
            }
        }
    }
}
