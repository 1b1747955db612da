using System;
using System.Collections;
using System.Collections.Generic;
using System.Globalization;
using System.IO;
using System.Linq;
using System.Text.Json;
using Bento.Bench.Models;
using Bento.Tests.Infrastructure;
using Xunit;

namespace Bento.Tests.Corpus
{
    /// <summary>
    /// Bento's typed MessagePack judged by implementations other than Bento: System.Text.Json reads each corpus into
    /// its model, Bento writes the model as MessagePack, MessagePack-CSharp decodes those bytes without a schema, and the
    /// decoded tree must equal System.Text.Json's own JSON of the same model, member for member. A member that Bento
    /// dropped or misnamed, in one codec or in all of them alike, shows up as a missing or extra key here.
    /// </summary>
    public class MsgPackOracleTests
    {
        [CorpusFact]
        public void Twitter_as_MessagePack_CSharp_reads_it() => Check<TwitterSearch>("twitter.json");

        [CorpusFact]
        public void Citm_catalog_as_MessagePack_CSharp_reads_it() => Check<CitmCatalog>("citm_catalog.json");

        [CorpusFact]
        public void Canada_as_MessagePack_CSharp_reads_it() => Check<CanadaFeatureCollection>("canada.json");

        private static void Check<T>(string file)
        {
            T model = JsonSerializer.Deserialize<T>(File.ReadAllBytes(SharedData.CorpusPath(file)))!;
            using JsonDocument expected = JsonDocument.Parse(JsonSerializer.SerializeToUtf8Bytes(model));
            object? decoded = Oracle.Decode(BentoMessagePack.Serialize(model));
            int compared = Oracle.Compare(expected.RootElement, decoded, "$");
            Assert.True(compared > 1000, file + ": only " + compared + " values compared");
        }
    }
}
