// The corpus models use C# 10 syntax and are compiled only into the net10 test project.
#if !BENTO_NETSTANDARD_TESTS
using System.IO;
using Bento.Bench.Models;
using Bento.Tests.Infrastructure;
using Xunit;

namespace Bento.Tests.MessagePack
{
    /// <summary>
    /// The corpora through their typed models and MessagePack: the model read from JSON, written as MessagePack and read
    /// back, equals the JSON round trip; and the MessagePack, converted to JSON without types, means the same as
    /// Bento's typed JSON (map keys are the JSON names, and these models use only JSON-shaped values).
    /// </summary>
    public class MsgPackCorpusTypedTests
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
            byte[] json = BentoJson.SerializeToUtf8Bytes(model);
            T viaJson = BentoJson.Deserialize<T>(json);

            byte[] msgpack = BentoMessagePack.Serialize(model);
            T viaMsgPack = BentoMessagePack.Deserialize<T>(msgpack);
            DeepEqual.Assert(viaJson, viaMsgPack);
            Assert.Equal(json, BentoJson.SerializeToUtf8Bytes(viaMsgPack));
            Assert.Equal(msgpack, BentoMessagePack.Serialize(viaMsgPack));
            JsonSemantic.AssertEqual(json, BentoMessagePack.ToJson(msgpack));

            // Populating a fresh model gives the same, and so does reading from a stream.
            T populated = BentoJson.Deserialize<T>(json);
            BentoMessagePack.Populate(msgpack, ref populated);
            DeepEqual.Assert(viaJson, populated);
            DeepEqual.Assert(viaJson, BentoMessagePack.Deserialize<T>(new MemoryStream(msgpack)));

            // Smaller than the JSON: keys and numbers are shorter in MessagePack.
            Assert.True(msgpack.Length < json.Length, file + ": " + msgpack.Length + " bytes of MessagePack, " + json.Length + " of JSON");
        }
    }
}
#endif
