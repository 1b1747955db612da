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
    }
}
#endif
