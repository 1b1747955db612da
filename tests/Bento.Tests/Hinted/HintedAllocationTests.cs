using System.Buffers;
using System.Collections.Generic;
using System.Linq;
using Bento.Tests.Infrastructure;
using Xunit;

namespace Bento.Tests.Hinted
{
    [BentoObject]
    public partial class HintedAllocationRow
    {
        public int Id { get; set; }

        public string Name { get; set; } = "";

        public string Description { get; set; } = "";

        public List<double> Scores { get; set; } = new List<double>();
    }

    [BentoObject]
    public partial class HintedAllocationDocument
    {
        public List<HintedAllocationRow> Rows { get; set; } = new List<HintedAllocationRow>();
    }

    /// <summary>
    /// Writing hinted JSON into a reused buffer allocates nothing once warm, whatever the size of the document: the hint
    /// recorder's arrays come from the shared pool, not from a per-call allocation above a size.
    /// </summary>
    public class HintedAllocationTests
    {
        [Theory]
        [InlineData(1)]
        [InlineData(1_000)]
        [InlineData(100_000)]
        public void Writing_into_a_reused_buffer_allocates_nothing(int rows)
        {
            var document = new HintedAllocationDocument
            {
                Rows = Enumerable.Range(0, rows).Select(i => new HintedAllocationRow
                {
                    Id = i,
                    Name = "row " + i,
                    Description = new string('d', 40 + (i % 30)),
                    Scores = new List<double> { i, i * 0.5, 1.0 / (i + 1) },
                }).ToList(),
            };
            var buffer = new ArrayBufferWriter<byte>(1 << 16);
            for (int i = 0; i < 3; i++)
            {
                buffer.Clear();
                BentoHintedJson.Serialize(buffer, document);
            }

            // The least of a few runs, so that a one-off allocation of the runtime is not counted as the writer's.
            long allocated = Allocations.Measure(() =>
            {
                for (int i = 0; i < 3; i++)
                {
                    buffer.Clear();
                    BentoHintedJson.Serialize(buffer, document);
                }
            });
            Assert.Equal(0, allocated);
            Assert.Equal(rows, BentoHintedJson.Deserialize<HintedAllocationDocument>(buffer.WrittenSpan).Rows.Count);
        }
    }
}
