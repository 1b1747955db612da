// The corpus models use C# 10 syntax and are compiled only into the net10 test project.
#if !BENTO_NETSTANDARD_TESTS
using System.IO;
using Bento.Bench.Models;
using Bento.Tests.Infrastructure;
using Xunit;

namespace Bento.Tests.Hinted
{
    /// <summary>
    /// The corpora through their typed models and hinted JSON, as other parsers see it. The round trip itself is part of
    /// the suite that runs over every format (Modern/CorpusTypedTests.cs).
    /// </summary>
    public class HintedCorpusTests
    {
        private static readonly BentoJsonOptions s_strict = new BentoJsonOptions { HintHandling = BentoHintHandling.Strict };

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
