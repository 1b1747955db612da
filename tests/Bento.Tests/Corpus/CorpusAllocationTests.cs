// The corpus models use C# 10 syntax and are compiled only into the net10 test project.
#if !BENTO_NETSTANDARD_TESTS
using System.IO;
using System.Linq;
using Bento.Bench.Models;
using Bento.Tests.Hinted;
using Bento.Tests.Infrastructure;
using Xunit;
using Xunit.Abstractions;

namespace Bento.Tests.Corpus
{
    /// <summary>
    /// A JSON read of a corpus allocates at most 5% more than the MessagePack (map) read of the same model, which knows
    /// every collection's count from its header and so allocates only the objects it returns. Plain JSON, hinted JSON,
    /// and hinted JSON whose arrays carry no counts (the header alone). Counted with the thread's allocation counter.
    /// </summary>
    public class CorpusAllocationTests
    {
        private const double Limit = 1.05;
        private readonly ITestOutputHelper _output;

        public CorpusAllocationTests(ITestOutputHelper output) => _output = output;

        [CorpusFact]
        public void Twitter_json_reads_allocate_what_messagepack_does() => Compare<TwitterSearch>("twitter.json");

        [CorpusFact]
        public void Citm_json_reads_allocate_what_messagepack_does() => Compare<CitmCatalog>("citm_catalog.json");

        [CorpusFact]
        public void Canada_json_reads_allocate_what_messagepack_does() => Compare<CanadaFeatureCollection>("canada.json");

        private void Compare<T>(string file)
            where T : class
        {
            byte[] json = File.ReadAllBytes(SharedData.CorpusPath(file));
            T model = BentoJson.Deserialize<T>(json);
            byte[] msgpack = BentoMessagePack.Serialize(model);
            byte[] hinted = BentoHintedJson.FromJson(json);
            byte[] unhinted = HintedTesting.Utf8(HintedTesting.HeaderText).Concat(json).ToArray();
            DeepEqual.Assert(model, BentoMessagePack.Deserialize<T>(msgpack));
            DeepEqual.Assert(model, BentoHintedJson.Deserialize<T>(hinted));
            DeepEqual.Assert(model, BentoHintedJson.Deserialize<T>(unhinted));

            long reference = Allocations.Measure(() => BentoMessagePack.Deserialize<T>(msgpack));
            Check(file + " JSON", Allocations.Measure(() => BentoJson.Deserialize<T>(json)), reference);
            Check(file + " hinted JSON", Allocations.Measure(() => BentoHintedJson.Deserialize<T>(hinted)), reference);
            Check(file + " hinted JSON without counts", Allocations.Measure(() => BentoHintedJson.Deserialize<T>(unhinted)), reference);
        }

        private void Check(string what, long allocated, long reference)
        {
            double ratio = (double)allocated / reference;
            _output.WriteLine(what + ": " + allocated + " bytes, MessagePack (map) " + reference + " bytes, ratio " + ratio.ToString("F3"));
            Assert.True(ratio <= Limit, what + " read allocated " + allocated + " bytes, " + ratio.ToString("F3") + "x the MessagePack (map) read (" + reference + " bytes); the limit is " + Limit.ToString("F2") + "x");
        }
    }
}
#endif
