// The corpus models use C# 10 syntax and are compiled only into the net10 test project.
#if !BENTO_NETSTANDARD_TESTS
using System;
using System.IO;
using Bento.Bench.Models;
using Bento.Tests.Infrastructure;
using Xunit;
using Xunit.Abstractions;

namespace Bento.Tests.Reuse
{
    /// <summary>
    /// Populating a model that already holds the same document must allocate at most a fifth of what a fresh read
    /// allocates: equal strings are kept, elements and entries are populated in place. Counted with the thread's
    /// allocation counter, not timed.
    /// </summary>
    public class ReuseAllocationTests
    {
        private const double Limit = 0.20;
        private readonly ITestOutputHelper _output;

        public ReuseAllocationTests(ITestOutputHelper output) => _output = output;

        [CorpusFact]
        public void Twitter_json_populate_allocates_little() => Json<TwitterSearch>("twitter.json");

        [CorpusFact]
        public void Citm_json_populate_allocates_little() => Json<CitmCatalog>("citm_catalog.json");

        [CorpusFact]
        public void Twitter_hinted_json_populate_allocates_little() => Hinted<TwitterSearch>("twitter.json");

        [CorpusFact]
        public void Citm_hinted_json_populate_allocates_little() => Hinted<CitmCatalog>("citm_catalog.json");

        [CorpusFact]
        public void Twitter_msgpack_populate_allocates_little() => MsgPack<TwitterSearch>("twitter.json");

        [CorpusFact]
        public void Citm_msgpack_populate_allocates_little() => MsgPack<CitmCatalog>("citm_catalog.json");

        private void Json<T>(string file)
            where T : class
        {
            byte[] json = File.ReadAllBytes(SharedData.CorpusPath(file));
            T target = BentoJson.Deserialize<T>(json);
            BentoJson.Populate(json, ref target);
            T reference = target;
            long fresh = Allocations.Measure(() => BentoJson.Deserialize<T>(json));
            long populate = Allocations.Measure(() => BentoJson.Populate(json, ref target));
            Assert.Same(reference, target);
            DeepEqual.Assert(BentoJson.Deserialize<T>(json), target);
            Check(file + " JSON", fresh, populate);
        }

        private void Hinted<T>(string file)
            where T : class
        {
            byte[] hinted = BentoHintedJson.FromJson(File.ReadAllBytes(SharedData.CorpusPath(file)));
            T target = BentoHintedJson.Deserialize<T>(hinted);
            BentoHintedJson.Populate(hinted, ref target);
            T reference = target;
            long fresh = Allocations.Measure(() => BentoHintedJson.Deserialize<T>(hinted));
            long populate = Allocations.Measure(() => BentoHintedJson.Populate(hinted, ref target));
            Assert.Same(reference, target);
            DeepEqual.Assert(BentoHintedJson.Deserialize<T>(hinted), target);
            Check(file + " hinted JSON", fresh, populate);
        }

        private void MsgPack<T>(string file)
            where T : class
        {
            byte[] msgpack = BentoMessagePack.Serialize(BentoJson.Deserialize<T>(File.ReadAllBytes(SharedData.CorpusPath(file))));
            T target = BentoMessagePack.Deserialize<T>(msgpack);
            BentoMessagePack.Populate(msgpack, ref target);
            T reference = target;
            long fresh = Allocations.Measure(() => BentoMessagePack.Deserialize<T>(msgpack));
            long populate = Allocations.Measure(() => BentoMessagePack.Populate(msgpack, ref target));
            Assert.Same(reference, target);
            DeepEqual.Assert(BentoMessagePack.Deserialize<T>(msgpack), target);
            Check(file + " MessagePack", fresh, populate);
        }

        private void Check(string what, long fresh, long populate)
        {
            double ratio = (double)populate / fresh;
            _output.WriteLine(what + ": fresh read " + fresh + " bytes, populate " + populate + " bytes, ratio " + ratio.ToString("P1"));
            Assert.True(ratio <= Limit, what + ": populate allocated " + populate + " bytes, " + ratio.ToString("P1") + " of a fresh read (" + fresh + " bytes); the limit is " + Limit.ToString("P0"));
        }
    }
}
#endif
