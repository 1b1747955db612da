using System;
using System.IO;
using System.Threading.Tasks;
using Bento.Tests.Models;
using Xunit;

namespace Bento.Tests.Sequences
{
    /// <summary>A streamed root array holds memory in proportion to its largest element, whatever the length of the document.</summary>
    [Collection(MemoryCollection.Name)]
    public class RootArrayMemoryTests
    {
        [Fact]
        public async Task A_large_json_array_streams_in_flat_memory()
        {
            // About 39 MB: '[' + generated JSON Lines with each line break turned into a comma + "null]", one 1 MB
            // element in the middle; nothing is stored but the chunk being handed out.
            const long lines = 600_000;
            var source = new FramedStream(new byte[] { (byte)'[' }, new GeneratedLinesStream(lines, bigLineAt: 300_000, bigLineBytes: 1 << 20),
                (byte)'\n', (byte)',', System.Text.Encoding.ASCII.GetBytes("null]"));
            long baseline = GC.GetTotalMemory(forceFullCollection: true);
            long peakLive = 0;
            long count = 0;
            long nulls = 0;
            await foreach (Inner? value in BentoJson.DeserializeAsyncEnumerable<Inner?>(source))
            {
                if (value is null) nulls++;
                if (++count % 100_000 == 0) peakLive = Math.Max(peakLive, GC.GetTotalMemory(forceFullCollection: true) - baseline);
            }

            Assert.Equal(lines + 1, count);
            Assert.Equal(1, nulls);
            Assert.True(source.BytesProduced > 35_000_000, "input was " + source.BytesProduced);
            Assert.True(peakLive < 16 << 20, $"live heap grew by {peakLive} bytes while reading {source.BytesProduced} bytes");
        }

        [Fact]
        public async Task A_large_msgpack_array_streams_in_flat_memory()
        {
            const long values = 600_000;
            byte[] header = { 0xDD, 0, 0, 0, 0 };
            System.Buffers.Binary.BinaryPrimitives.WriteUInt32BigEndian(header.AsSpan(1), (uint)values);
            var source = new FramedStream(header, new SequenceMemoryTests.GeneratedMsgPackStream(values), 0, 0, Array.Empty<byte>());
            long baseline = GC.GetTotalMemory(forceFullCollection: true);
            long peakLive = 0;
            long count = 0;
            await foreach (Inner value in BentoMessagePack.DeserializeAsyncEnumerable<Inner>(source))
            {
                if (value.Value != (int)(count % GeneratedLinesStream.CycleLength)) throw new InvalidOperationException("out of order at " + count);
                if (++count % 100_000 == 0) peakLive = Math.Max(peakLive, GC.GetTotalMemory(forceFullCollection: true) - baseline);
            }

            Assert.Equal(values, count);
            Assert.True(peakLive < 8 << 20, $"live heap grew by {peakLive} bytes while reading {source.BytesProduced} bytes");
        }

        /// <summary>A read-only stream: a prefix, then an inner stream with one byte value replaced by another, then a suffix.</summary>
        private sealed class FramedStream : ReadOnlyTestStream
        {
            private readonly byte[] _prefix;
            private readonly Stream _inner;
            private readonly byte _from;
            private readonly byte _to;
            private readonly byte[] _suffix;
            private int _prefixDone;
            private int _suffixDone;
            private bool _innerDone;

            public FramedStream(byte[] prefix, Stream inner, byte from, byte to, byte[] suffix)
            {
                _prefix = prefix;
                _inner = inner;
                _from = from;
                _to = to;
                _suffix = suffix;
            }

            public long BytesProduced { get; private set; }

            public override int Read(byte[] buffer, int offset, int count)
            {
                int n;
                if (_prefixDone < _prefix.Length)
                {
                    n = Math.Min(count, _prefix.Length - _prefixDone);
                    Buffer.BlockCopy(_prefix, _prefixDone, buffer, offset, n);
                    _prefixDone += n;
                }
                else if (!_innerDone && (n = _inner.Read(buffer, offset, count)) > 0)
                {
                    if (_from != _to)
                    {
                        for (int i = offset; i < offset + n; i++)
                        {
                            if (buffer[i] == _from) buffer[i] = _to;
                        }
                    }
                }
                else
                {
                    _innerDone = true;
                    n = Math.Min(count, _suffix.Length - _suffixDone);
                    Buffer.BlockCopy(_suffix, _suffixDone, buffer, offset, n);
                    _suffixDone += n;
                }

                BytesProduced += n;
                return n;
            }
        }
    }
}
