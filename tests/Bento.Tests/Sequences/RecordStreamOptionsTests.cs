using System;
using Xunit;

namespace Bento.Tests.Sequences
{
    /// <summary>
    /// The options every record stream shares live on <see cref="BentoRecordStreamOptions"/>: JSON Lines and MessagePack
    /// streams take the same limits, with the same defaults and the same checks.
    /// </summary>
    public class RecordStreamOptionsTests
    {
        public static readonly object[][] Formats = { new object[] { "jsonl" }, new object[] { "msgpack" } };

        private static BentoRecordStreamOptions Make(string format, int maxRecordBytes, int bufferSize, BentoInvalidRecordHandling handling) =>
            format == "jsonl"
                ? new BentoJsonLinesOptions { MaxRecordBytes = maxRecordBytes, BufferSize = bufferSize, InvalidRecordHandling = handling }
                : new BentoMessagePackStreamOptions { MaxRecordBytes = maxRecordBytes, BufferSize = bufferSize, InvalidRecordHandling = handling };

        [Theory, MemberData(nameof(Formats))]
        public void The_shared_options_keep_what_they_are_given(string format)
        {
            var options = Make(format, 100, 16, BentoInvalidRecordHandling.Skip);
            Assert.Equal(100, options.MaxRecordBytes);
            Assert.Equal(16, options.BufferSize);
            Assert.Equal(BentoInvalidRecordHandling.Skip, options.InvalidRecordHandling);
        }

        [Fact]
        public void The_defaults_are_the_same_for_every_record_stream()
        {
            BentoRecordStreamOptions lines = BentoJsonLinesOptions.Default;
            BentoRecordStreamOptions values = BentoMessagePackStreamOptions.Default;
            Assert.Equal(BentoJsonLinesOptions.DefaultMaxRecordBytes, lines.MaxRecordBytes);
            Assert.Equal(lines.MaxRecordBytes, values.MaxRecordBytes);
            Assert.Equal(64 * 1024, lines.BufferSize);
            Assert.Equal(lines.BufferSize, values.BufferSize);
            Assert.Equal(BentoInvalidRecordHandling.Throw, lines.InvalidRecordHandling);
            Assert.Equal(BentoInvalidRecordHandling.Throw, values.InvalidRecordHandling);
        }

        [Theory, MemberData(nameof(Formats))]
        public void Sizes_out_of_range_are_refused_with_the_option_named(string format)
        {
            foreach (int bad in new[] { 0, -1, int.MaxValue - 64 })
            {
                var ex = Assert.Throws<ArgumentOutOfRangeException>(() => Make(format, bad, 16, BentoInvalidRecordHandling.Throw));
                Assert.StartsWith("MaxRecordBytes must be positive and below 2 GiB.", ex.Message, StringComparison.Ordinal);
                Assert.Equal(bad, ex.ActualValue);
            }

            var buffer = Assert.Throws<ArgumentOutOfRangeException>(() => Make(format, 100, 0, BentoInvalidRecordHandling.Throw));
            Assert.StartsWith("BufferSize must be positive.", buffer.Message, StringComparison.Ordinal);
            Assert.Equal(int.MaxValue - 65, Make(format, int.MaxValue - 65, 1, BentoInvalidRecordHandling.Throw).MaxRecordBytes);
        }

        [Fact]
        public void The_array_stream_options_check_their_sizes_the_same_way()
        {
            var ex = Assert.Throws<ArgumentOutOfRangeException>(() => new BentoArrayStreamOptions { MaxElementBytes = 0 });
            Assert.StartsWith("MaxElementBytes must be positive and below 2 GiB.", ex.Message, StringComparison.Ordinal);
            Assert.Throws<ArgumentOutOfRangeException>(() => new BentoArrayStreamOptions { BufferSize = -5 });
        }
    }
}
