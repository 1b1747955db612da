using System;
using System.IO;
using System.Linq;
using Bento.Internal;
using Bento.Tests.Models;
using Xunit;

namespace Bento.Tests.Sequences
{
    /// <summary>Readers hold memory in proportion to the largest record, whatever the length of the input.</summary>
    [Collection(MemoryCollection.Name)]
    public class SequenceMemoryTests
    {
        [Fact]
        public void Memory_stays_bounded_by_the_largest_line_not_the_input()
        {
            // About 64 MB of NDJSON made up as it is read, with one 1 MB line in the middle.
            const long lines = 1_000_000;
            const int bigLine = 1 << 20;
            var source = new GeneratedLinesStream(lines, bigLineAt: 500_000, bigLineBytes: bigLine);
            var options = new BentoJsonLinesOptions();
            long baseline = GC.GetTotalMemory(forceFullCollection: true);
            long peakLive = 0;
            int peakBuffer = 0;
            long count = 0;
            long nameBytes = 0;
            using (var reader = new JsonLinesReader<Inner>(new Inner.BentoJsonCodec(), options))
            {
                bool ended = false;
                while (true)
                {
                    while (reader.TryRead(ended, out Inner value))
                    {
                        count++;
                        nameBytes += value.Name!.Length;
                        peakBuffer = Math.Max(peakBuffer, reader.Buffer.Capacity);
                        if (count % 100_000 == 0) peakLive = Math.Max(peakLive, GC.GetTotalMemory(forceFullCollection: true) - baseline);
                    }

                    if (ended) break;
                    int read = source.Read(reader.Buffer.GetFillMemory().Span);
                    if (read == 0) ended = true;
                    else reader.Buffer.Advance(read);
                }
            }

            Assert.Equal(lines, count);
            Assert.True(source.BytesProduced > 60_000_000, "input was " + source.BytesProduced);
            Assert.True(nameBytes > bigLine);
            Assert.True(peakBuffer <= 4 * bigLine, $"buffer grew to {peakBuffer} bytes");
            Assert.True(peakLive < 16 << 20, $"live heap grew by {peakLive} bytes while reading {source.BytesProduced} bytes");
        }

        [Fact]
        public void The_public_reader_streams_a_large_input_in_flat_memory()
        {
            var source = new GeneratedLinesStream(200_000);
            long baseline = GC.GetTotalMemory(forceFullCollection: true);
            long peakLive = 0;
            long count = 0;
            foreach (var value in BentoJsonLines.Read<Inner>(source))
            {
                if (++count % 50_000 == 0) peakLive = Math.Max(peakLive, GC.GetTotalMemory(forceFullCollection: true) - baseline);
            }

            Assert.Equal(200_000, count);
            Assert.True(peakLive < 4 << 20, $"live heap grew by {peakLive} bytes while reading {source.BytesProduced} bytes");
        }
        [Fact]
        public void Memory_stays_bounded_by_the_largest_value()
        {
            // ~40 MB of MessagePack made up lazily: written through a pipe of generated values into a counting reader.
            var source = new GeneratedMsgPackStream(600_000);
            long baseline = GC.GetTotalMemory(forceFullCollection: true);
            long peakLive = 0;
            long count = 0;
            foreach (var value in BentoMessagePackStream.Read<Inner>(source))
            {
                if (value.Value != (int)(count % GeneratedLinesStream.CycleLength)) throw new InvalidOperationException("out of order at " + count);
                if (++count % 100_000 == 0) peakLive = Math.Max(peakLive, GC.GetTotalMemory(forceFullCollection: true) - baseline);
            }

            Assert.Equal(600_000, count);
            Assert.True(peakLive < 8 << 20, $"live heap grew by {peakLive} bytes while reading {source.BytesProduced} bytes");
        }

        internal sealed class GeneratedMsgPackStream : ReadOnlyTestStream
        {
            private readonly long _values;
            private byte[] _current = Array.Empty<byte>();
            private int _offset;
            private long _made;

            private static readonly byte[][] s_cycle = Enumerable.Range(0, GeneratedLinesStream.CycleLength)
                .Select(i => BentoMessagePack.Serialize(GeneratedLinesStream.LineValue(i))).ToArray();

            public GeneratedMsgPackStream(long values) => _values = values;

            public long BytesProduced { get; private set; }

            public override int Read(byte[] buffer, int offset, int count)
            {
                int total = 0;
                while (total < count)
                {
                    if (_offset == _current.Length)
                    {
                        if (_made == _values) break;
                        _current = s_cycle[_made++ % s_cycle.Length];
                        _offset = 0;
                    }

                    int n = Math.Min(count - total, _current.Length - _offset);
                    Buffer.BlockCopy(_current, _offset, buffer, offset + total, n);
                    _offset += n;
                    total += n;
                }

                BytesProduced += total;
                return total;
            }
        }
    }
}
