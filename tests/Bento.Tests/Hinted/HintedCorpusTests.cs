// The corpus models use C# 10 syntax and are compiled only into the net10 test project.
#if !BENTO_NETSTANDARD_TESTS
using System.IO;
using Bento.Bench.Models;
using Bento.Tests.Infrastructure;
using Xunit;

namespace Bento.Tests.Hinted
{
    /// <summary>
    /// The corpora through their typed models and hinted JSON: the typed hinted output is the typed plain output plus
    /// comments, reads back (leniently and strictly) to the same model, and converts to plain JSON byte for byte.
    /// </summary>
    public class HintedCorpusTests
    {
        private static readonly BentoJsonOptions s_strict = new BentoJsonOptions { HintHandling = BentoHintHandling.Strict };

        [CorpusFact]
        public void Twitter_round_trips() => RoundTrip<TwitterSearch>("twitter.json");

        [CorpusFact]
        public void Citm_catalog_round_trips() => RoundTrip<CitmCatalog>("citm_catalog.json");

        [CorpusFact]
        public void Canada_round_trips() => RoundTrip<CanadaFeatureCollection>("canada.json");

        private static void RoundTrip<T>(string file)
        {
            byte[] original = File.ReadAllBytes(SharedData.CorpusPath(file));
            T model = BentoJson.Deserialize<T>(original);
            byte[] plain = BentoJson.SerializeToUtf8Bytes(model);
            byte[] hinted = BentoHintedJson.SerializeToUtf8Bytes(model);

            Assert.True(BentoHintedJson.IsHinted(hinted));
            Assert.False(BentoHintedJson.IsHinted(plain));
            Assert.Equal(plain, BentoHintedJson.ToJson(hinted));
            Assert.Equal(hinted, BentoHintedJson.FromJson(plain));

            T lenient = BentoHintedJson.Deserialize<T>(hinted);
            T strict = BentoHintedJson.Deserialize<T>(hinted, s_strict);
            Assert.Equal(plain, BentoJson.SerializeToUtf8Bytes(lenient));
            Assert.Equal(plain, BentoJson.SerializeToUtf8Bytes(strict));
            BentoHintedJson.Validate(hinted, s_strict);

            // The hinted reader reads plain JSON too.
            Assert.Equal(plain, BentoJson.SerializeToUtf8Bytes(BentoHintedJson.Deserialize<T>(plain)));
        }

        [CorpusFact]
        public void Twitter_means_the_same_to_other_parsers() => OtherParsers<TwitterSearch>("twitter.json");

        [CorpusFact]
        public void Citm_catalog_means_the_same_to_other_parsers() => OtherParsers<CitmCatalog>("citm_catalog.json");

        [CorpusFact]
        public void Canada_means_the_same_to_other_parsers() => OtherParsers<CanadaFeatureCollection>("canada.json");

        /// <summary>
        /// The typed hinted output, compact and indented: without its comments it is the typed plain output byte for
        /// byte (stripped here, independently of the runtime), its hints are right, and System.Text.Json and
        /// Newtonsoft.Json read it to the same value as the plain output.
        /// </summary>
        private static void OtherParsers<T>(string file)
        {
            T model = BentoJson.Deserialize<T>(File.ReadAllBytes(SharedData.CorpusPath(file)));
            foreach (bool indented in new[] { false, true })
            {
                var options = new BentoJsonOptions { Indented = indented };
                byte[] plain = BentoJson.SerializeToUtf8Bytes(model, options);
                byte[] hinted = BentoHintedJson.SerializeToUtf8Bytes(model, options);
                HintedTesting.AssertBytes(plain, HintedTesting.StripComments(hinted), file + (indented ? " indented" : " compact") + " without comments");
                HintedTesting.Hints(hinted);
                if (!indented && file != "canada.json")
                {
                    // The size target of the format for the object-heavy corpora.
                    Assert.True(hinted.Length <= plain.Length * 1.15, file + ": hinted " + hinted.Length + " bytes, plain " + plain.Length);
                }
                HintedUntypedTests.SystemTextJsonAgrees(plain, hinted);
                HintedUntypedTests.NewtonsoftAgrees(plain, hinted);
                DeepEqual.Assert(model, BentoHintedJson.Deserialize<T>(hinted, HintedTesting.StrictOf(options)));
                HintedTesting.AssertBytes(hinted, BentoHintedJson.FromJson(plain, options), file + " FromJson(plain)");

                // Through a stream, as a file would be read.
                var stream = new MemoryStream();
                BentoHintedJson.Serialize(stream, model, options);
                HintedTesting.AssertBytes(hinted, stream.ToArray(), file + " stream output");
                stream.Position = 0;
                HintedTesting.AssertBytes(BentoJson.SerializeToUtf8Bytes(model), BentoJson.SerializeToUtf8Bytes(BentoHintedJson.Deserialize<T>(stream, s_strict)), file + " stream read");
            }
        }
    }
}
#endif
