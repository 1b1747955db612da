using System;
using System.IO;
using Bento.Bench.Models;
using Bento.Tests.Infrastructure;
using Xunit;

namespace Bento.Tests.Corpus
{
    /// <summary>
    /// The corpora through their typed models: read, write back, and the result must mean the same as the original.
    /// Allowance: a member the original leaves out may come back as null (the models write every optional member),
    /// and the reverse. The models declare every member the corpora use, so no member is allowed to go missing.
    /// </summary>
    public class CorpusTypedTests
    {
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
            byte[] written = BentoJson.SerializeToUtf8Bytes(model);
            JsonSemantic.AssertEqual(original, written, new JsonSemantic(absentEqualsNull: true));

            // Writing is deterministic and reading our own output gives the same model.
            T again = BentoJson.Deserialize<T>(written);
            Assert.Equal(written, BentoJson.SerializeToUtf8Bytes(again));
            DeepEqual.Assert(model, again);

            // Indented output means the same, and System.Text.Json reads our output to the same model.
            byte[] indented = BentoJson.SerializeToUtf8Bytes(model, new BentoJsonOptions { Indented = true });
            JsonSemantic.AssertEqual(written, indented);
            DeepEqual.Assert(model, System.Text.Json.JsonSerializer.Deserialize<T>(written));

            // Every input kind reads the same.
            DeepEqual.Assert(model, BentoJson.Deserialize<T>(new MemoryStream(original)));
            var sequence = InputOutputTests.Segments.Split(original, 4096);
            DeepEqual.Assert(model, BentoJson.Deserialize<T>(in sequence));
        }
    }
}
