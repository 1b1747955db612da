using System.IO;
using Bento.Bench.Models;
using Bento.Tests.Infrastructure;
using Xunit;

namespace Bento.Tests.Corpus
{
    /// <summary>
    /// The corpora through their typed models, once per format (JSON, hinted JSON, MessagePack): the model read from
    /// the original JSON, written in the format and read back, is the same model; writing is deterministic; the
    /// document means the same as Bento's typed JSON; populating and reading from a stream agree. Then what is
    /// particular to each format. Allowance: a member the original leaves out may come back as null (the models write
    /// every optional member), and the reverse. The models declare every member the corpora use, so no member is
    /// allowed to go missing.
    /// </summary>
    public class CorpusTypedTests
    {
        [CorpusTheory]
        [MemberData(nameof(TestFormat.OwnLayoutNames), MemberType = typeof(TestFormat))]
        public void Twitter_round_trips(string format) => RoundTrip<TwitterSearch>(TestFormat.Named(format), "twitter.json");

        [CorpusTheory]
        [MemberData(nameof(TestFormat.OwnLayoutNames), MemberType = typeof(TestFormat))]
        public void Citm_catalog_round_trips(string format) => RoundTrip<CitmCatalog>(TestFormat.Named(format), "citm_catalog.json");

        [CorpusTheory]
        [MemberData(nameof(TestFormat.OwnLayoutNames), MemberType = typeof(TestFormat))]
        public void Canada_round_trips(string format) => RoundTrip<CanadaFeatureCollection>(TestFormat.Named(format), "canada.json");

        private static readonly BentoJsonOptions s_strict = new BentoJsonOptions { HintHandling = BentoHintHandling.Strict };

        private static void RoundTrip<T>(TestFormat format, string file)
        {
            byte[] original = File.ReadAllBytes(SharedData.CorpusPath(file));
            T model = BentoJson.Deserialize<T>(original);
            byte[] json = BentoJson.SerializeToUtf8Bytes(model);

            byte[] written = format.Serialize(model);
            format.Validate(written);
            T back = format.Deserialize<T>(written);
            DeepEqual.Assert(model, back);
            Assert.Equal(written, format.Serialize(back));
            Assert.Equal(json, BentoJson.SerializeToUtf8Bytes(back));
            JsonSemantic.AssertEqual(json, format.ToPlainJson(written));

            // Populating a fresh model gives the same, and so does reading from a stream.
            T populated = BentoJson.Deserialize<T>(json);
            format.Populate(written, ref populated);
            DeepEqual.Assert(model, populated);
            DeepEqual.Assert(model, format.Deserialize<T>(new MemoryStream(written)));

            if (format == TestFormat.Json)
                JsonOnly(original, model, json);
            else if (format == TestFormat.HintedJson)
                HintedOnly(model, json, written);
            else
                Assert.True(written.Length < json.Length, file + ": " + written.Length + " bytes of MessagePack, " + json.Length + " of JSON");
        }

        private static void JsonOnly<T>(byte[] original, T model, byte[] json)
        {
            JsonSemantic.AssertEqual(original, json, new JsonSemantic(absentEqualsNull: true));

            // Indented output means the same, and System.Text.Json reads our output to the same model.
            byte[] indented = BentoJson.SerializeToUtf8Bytes(model, new BentoJsonOptions { Indented = true });
            JsonSemantic.AssertEqual(json, indented);
            DeepEqual.Assert(model, System.Text.Json.JsonSerializer.Deserialize<T>(json));

            // Every input kind reads the same.
            DeepEqual.Assert(model, BentoJson.Deserialize<T>(new MemoryStream(original)));
            var sequence = InputOutputTests.Segments.Split(original, 4096);
            DeepEqual.Assert(model, BentoJson.Deserialize<T>(in sequence));
        }

        /// <summary>The typed hinted output is the typed plain output plus comments, and reads back strictly too.</summary>
        private static void HintedOnly<T>(T model, byte[] plain, byte[] hinted)
        {
            Assert.True(BentoHintedJson.IsHinted(hinted));
            Assert.False(BentoHintedJson.IsHinted(plain));
            Assert.Equal(plain, BentoHintedJson.ToJson(hinted));
            Assert.Equal(hinted, BentoHintedJson.FromJson(plain));
            Assert.Equal(plain, BentoJson.SerializeToUtf8Bytes(BentoHintedJson.Deserialize<T>(hinted, s_strict)));
            BentoHintedJson.Validate(hinted, s_strict);

            // The hinted reader reads plain JSON too.
            Assert.Equal(plain, BentoJson.SerializeToUtf8Bytes(BentoHintedJson.Deserialize<T>(plain)));
            DeepEqual.Assert(model, BentoHintedJson.Deserialize<T>(plain));
        }
    }
}
