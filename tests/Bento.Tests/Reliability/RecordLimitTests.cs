using System;
using System.IO;
using System.Linq;
using Bento.Tests.Models;
using Xunit;

namespace Bento.Tests.Reliability
{
    /// <summary>
    /// A record over MaxRecordBytes is rejected, and the reader must not allocate much more than the limit on the way:
    /// the limit is what a service sets to bound the memory one hostile client can make it use.
    /// </summary>
    public class RecordLimitTests
    {
        private const int Limit = BentoJsonLinesOptions.DefaultMaxRecordBytes;

        [Theory]
        [InlineData(BentoInvalidRecordHandling.Throw)]
        [InlineData(BentoInvalidRecordHandling.Skip)]
        public void Over_long_json_line_allocates_within_one_and_a_half_times_the_limit(BentoInvalidRecordHandling handling)
        {
            // 100 MB of one unterminated line, made as it is read, then a good line.
            var input = new EndlessLine(100_000_000, "\n{\"Name\":\"after\",\"Value\":1}\n");
            var options = new BentoJsonLinesOptions { InvalidRecordHandling = handling };
            long before = GC.GetAllocatedBytesForCurrentThread();
            if (handling == BentoInvalidRecordHandling.Throw)
            {
                var error = Assert.Throws<BentoJsonException>(() => BentoJsonLines.Read<Inner>(input, options).ToList());
                Assert.Contains("MaxRecordBytes", error.Reason, StringComparison.Ordinal);
            }
            else
            {
                var read = BentoJsonLines.Read<Inner>(input, options).ToList();
                Assert.Equal("after", Assert.Single(read).Name);
            }

            long allocated = GC.GetAllocatedBytesForCurrentThread() - before;
            Assert.True(allocated <= Limit * 3L / 2, $"allocated {allocated:N0} bytes for a limit of {Limit:N0}");
        }

        [Fact]
        public void Over_long_messagepack_value_allocates_within_one_and_a_half_times_the_limit()
        {
            // A bin 32 that declares 100 MB and delivers it: framing reads it to the limit, then stops.
            var header = new byte[] { 0xc6, 0x05, 0xf5, 0xe1, 0x00 };
            var input = new EndlessLine(100_000_000, "", header, fill: 0);
            long before = GC.GetAllocatedBytesForCurrentThread();
            Assert.Throws<BentoMessagePackException>(() => BentoMessagePackStream.Read<Inner>(input).ToList());
            long allocated = GC.GetAllocatedBytesForCurrentThread() - before;
            Assert.True(allocated <= Limit * 3L / 2, $"allocated {allocated:N0} bytes for a limit of {Limit:N0}");
        }

        /// <summary>A read-only stream of a prefix, <c>length</c> filler bytes and a suffix, made as it is read.</summary>
        private sealed class EndlessLine : Stream
        {
            private readonly byte[] _prefix;
            private readonly byte[] _suffix;
            private readonly long _length;
            private readonly byte _fill;
            private long _position;

            public EndlessLine(long length, string suffix, byte[]? prefix = null, byte fill = (byte)' ')
            {
                _prefix = prefix ?? new[] { (byte)'[' };
                _suffix = System.Text.Encoding.UTF8.GetBytes(suffix);
                _length = _prefix.Length + length + _suffix.Length;
                _fill = fill;
            }

            public override int Read(byte[] buffer, int offset, int count) => Read(buffer.AsSpan(offset, count));

            public override int Read(Span<byte> buffer)
            {
                int n = (int)Math.Min(buffer.Length, _length - _position);
                for (int i = 0; i < n; i++)
                {
                    long at = _position + i;
                    long fromEnd = _length - at;
                    buffer[i] = at < _prefix.Length ? _prefix[at]
                        : fromEnd <= _suffix.Length ? _suffix[_suffix.Length - fromEnd]
                        : _fill;
                }
                _position += n;
                return n;
            }

            public override bool CanRead => true;
            public override bool CanSeek => false;
            public override bool CanWrite => false;
            public override long Length => throw new NotSupportedException();
            public override long Position { get => _position; set => throw new NotSupportedException(); }
            public override void Flush() { }
            public override long Seek(long offset, SeekOrigin origin) => throw new NotSupportedException();
            public override void SetLength(long value) => throw new NotSupportedException();
            public override void Write(byte[] buffer, int offset, int count) => throw new NotSupportedException();
        }
    }
}
