using System;
using System.Buffers;
using System.Collections.Generic;
using System.IO;
using System.Text;
using System.Threading;
using System.Threading.Tasks;
using Bento.Tests.Infrastructure;
using Bento.Tests.Models;
using Xunit;

namespace Bento.Tests
{
    /// <summary>Every input and output kind gives the same result.</summary>
    public class InputOutputTests
    {
        private static Outer Sample()
        {
            var many = new List<Inner>();
            for (int i = 0; i < 200; i++)
                many.Add(new Inner { Name = "item " + i + " é😀 \"q\"", Value = i, Where = new Point { X = i, Y = -i } });
            return new Outer
            {
                Inner = new Inner { Name = "first", Value = 1 },
                Point = new Point { X = 2, Y = 3 },
                Many = many,
                Holder = new Holder { Weight = 0.25 },
            };
        }

        private static byte[] SampleBytes() => BentoJson.SerializeToUtf8Bytes(Sample());

        [Fact]
        public void Read_from_span_array_memory_and_string()
        {
            byte[] bytes = SampleBytes();
            Outer expected = Sample();
            DeepEqual.Assert(expected, BentoJson.Deserialize<Outer>(new ReadOnlySpan<byte>(bytes)));
            DeepEqual.Assert(expected, BentoJson.Deserialize<Outer>(bytes));
            DeepEqual.Assert(expected, BentoJson.Deserialize<Outer>(new ReadOnlyMemory<byte>(bytes)));
            DeepEqual.Assert(expected, BentoJson.Deserialize<Outer>(Encoding.UTF8.GetString(bytes)));

            // A slice in the middle of a larger buffer.
            var padded = new byte[bytes.Length + 20];
            Array.Fill(padded, (byte)'x');
            bytes.CopyTo(padded, 10);
            DeepEqual.Assert(expected, BentoJson.Deserialize<Outer>(new ReadOnlyMemory<byte>(padded, 10, bytes.Length)));
            DeepEqual.Assert(expected, BentoJson.Deserialize<Outer>(new ReadOnlySpan<byte>(padded, 10, bytes.Length)));
        }

        [Theory]
        [InlineData(1)]
        [InlineData(2)]
        [InlineData(3)]
        [InlineData(7)]
        [InlineData(64)]
        [InlineData(4096)]
        public void Read_from_multi_segment_sequence(int segmentSize)
        {
            byte[] bytes = SampleBytes();
            ReadOnlySequence<byte> sequence = Segments.Split(bytes, segmentSize);
            Assert.Equal(segmentSize >= bytes.Length, sequence.IsSingleSegment);
            DeepEqual.Assert(Sample(), BentoJson.Deserialize<Outer>(in sequence));
        }

        [Fact]
        public void Sequence_split_inside_every_token_kind()
        {
            // Splits land inside escapes, multi-byte characters, numbers and literals.
            var value = new AllScalars { String = "\\\"é😀\u0001", Double = -1.25e-7, Decimal = 12.50m, Bool = true, Char = 'ß', UInt64 = ulong.MaxValue };
            byte[] bytes = BentoJson.SerializeToUtf8Bytes(value);
            for (int first = 1; first < bytes.Length; first++)
            {
                ReadOnlySequence<byte> sequence = Segments.SplitAt(bytes, first);
                DeepEqual.Assert(value, BentoJson.Deserialize<AllScalars>(in sequence));
            }
        }

        [Fact]
        public void Sequence_with_empty_segments()
        {
            byte[] bytes = BentoJson.SerializeToUtf8Bytes(new Pair { A = 12345, B = "é😀" });
            ReadOnlySequence<byte> sequence = Segments.WithEmptySegments(bytes);
            Assert.False(sequence.IsSingleSegment);
            DeepEqual.Assert(new Pair { A = 12345, B = "é😀" }, BentoJson.Deserialize<Pair>(in sequence));
        }

        [Fact]
        public void Large_collections_round_trip()
        {
            var numbers = new int[200_000];
            for (int i = 0; i < numbers.Length; i++)
                numbers[i] = i * 7919 - 1_000_000;
            var value = new Collections { Array = numbers, List = new List<string>(), HashSet = new HashSet<int>(numbers) };
            byte[] bytes = BentoJson.SerializeToUtf8Bytes(value);
            DeepEqual.Assert(value, BentoJson.Deserialize<Collections>(bytes));
            DeepEqual.Assert(value, BentoJson.Deserialize<Collections>(new MemoryStream(bytes)));
        }

        [Fact]
        public void Read_from_stream_sync_and_async()
        {
            byte[] bytes = SampleBytes();
            DeepEqual.Assert(Sample(), BentoJson.Deserialize<Outer>(new MemoryStream(bytes)));
            DeepEqual.Assert(Sample(), BentoJson.Deserialize<Outer>(new TrickleStream(bytes, 3)));
        }

        [Fact]
        public async Task Read_from_stream_async()
        {
            byte[] bytes = SampleBytes();
            DeepEqual.Assert(Sample(), await BentoJson.DeserializeAsync<Outer>(new MemoryStream(bytes)));
            DeepEqual.Assert(Sample(), await BentoJson.DeserializeAsync<Outer>(new TrickleStream(bytes, 5)));
            var big = new byte[1 << 20];
            Assert.Equal(0, BentoJson.Deserialize<Pair>(new MemoryStream(Check.Utf8("{\"A\":0,\"x\":\"" + new string('a', big.Length) + "\"}"))).A);
        }

        [Fact]
        public async Task Stream_errors_are_json_exceptions()
        {
            Assert.Throws<BentoJsonException>(() => BentoJson.Deserialize<Outer>(new MemoryStream(Check.Utf8("{\"Inner\":"))));
            await Assert.ThrowsAsync<BentoJsonException>(async () => await BentoJson.DeserializeAsync<Outer>(new TrickleStream(Check.Utf8("{\"Inner\":[}"), 2)));
            Assert.Throws<BentoJsonException>(() => BentoJson.Deserialize<Outer>(new MemoryStream(new byte[0])));
        }

        [Fact]
        public async Task Async_read_honours_cancellation()
        {
            using var cts = new CancellationTokenSource();
            cts.Cancel();
            await Assert.ThrowsAnyAsync<OperationCanceledException>(async () =>
                await BentoJson.DeserializeAsync<Outer>(new MemoryStream(SampleBytes()), null, cts.Token));
            var output = new MemoryStream();
            await Assert.ThrowsAnyAsync<OperationCanceledException>(async () =>
                await BentoJson.SerializeAsync(output, Sample(), null, cts.Token));
        }

        [Fact]
        public async Task Write_to_every_output_kind()
        {
            byte[] expected = SampleBytes();
            string expectedText = Encoding.UTF8.GetString(expected);

            Assert.Equal(expectedText, BentoJson.Serialize(Sample()));

            var buffer = new ArrayBufferWriter<byte>(1);
            BentoJson.Serialize<Outer>(buffer, Sample());
            Assert.Equal(expected, buffer.WrittenSpan.ToArray());

            // Appends to what is already in the buffer.
            BentoJson.Serialize<Outer>(buffer, Sample());
            Assert.Equal(expected.Length * 2, buffer.WrittenCount);

            var stream = new MemoryStream();
            BentoJson.Serialize<Outer>(stream, Sample());
            Assert.Equal(expected, stream.ToArray());

            var asyncStream = new MemoryStream();
            await BentoJson.SerializeAsync<Outer>(asyncStream, Sample());
            Assert.Equal(expected, asyncStream.ToArray());

            var tiny = new TinyBufferWriter();
            BentoJson.Serialize<Outer>(tiny, Sample());
            Assert.Equal(expected, tiny.ToArray());
        }

        [Fact]
        public async Task Large_output_to_stream()
        {
            var many = new List<Inner>();
            for (int i = 0; i < 20000; i++)
                many.Add(new Inner { Name = new string((char)('a' + i % 26), i % 50), Value = i });
            var value = new Outer { Many = many };
            byte[] expected = BentoJson.SerializeToUtf8Bytes(value);
            var stream = new MemoryStream();
            await BentoJson.SerializeAsync(stream, value);
            Assert.Equal(expected, stream.ToArray());
            DeepEqual.Assert(value, BentoJson.Deserialize<Outer>(new TrickleStream(expected, 4001)));
        }

        [Fact]
        public void Explicit_codec_overloads()
        {
            var codec = Bento.Json.JsonCodecRegistry<Outer>.Codec;
            byte[] bytes = BentoJson.SerializeToUtf8Bytes(Sample(), codec);
            Assert.Equal(SampleBytes(), bytes);
            Assert.Equal(Encoding.UTF8.GetString(bytes), BentoJson.Serialize(Sample(), codec));
            DeepEqual.Assert(Sample(), BentoJson.Deserialize<Outer>(new ReadOnlySpan<byte>(bytes), codec));
            DeepEqual.Assert(Sample(), BentoJson.Deserialize<Outer>(Encoding.UTF8.GetString(bytes), codec));
        }

        [Fact]
        public void Generated_per_type_helpers()
        {
            Order value = new Order { Id = 3, Tags = new List<string> { "t" } };
            string json = value.ToJson();
            Assert.Equal(BentoJson.Serialize(value), json);
            Assert.Equal(Encoding.UTF8.GetBytes(json), value.ToJsonUtf8Bytes());
            DeepEqual.Assert(value, Order.FromJson(json));
            DeepEqual.Assert(value, Order.FromJson(new ReadOnlySpan<byte>(Encoding.UTF8.GetBytes(json))));
            Assert.Contains("\n", value.ToJson(new BentoJsonOptions { Indented = true }), StringComparison.Ordinal);
        }

        [Fact]
        public void Writing_into_a_reused_buffer_allocates_nothing()
        {
            var value = new AllScalars
            {
                Bool = true, Byte = 1, SByte = -1, Int16 = -300, UInt16 = 300, Int32 = -70000, UInt32 = 70000, Int64 = long.MinValue,
                UInt64 = ulong.MaxValue, Single = 1.5f, Double = Math.PI, Decimal = 12.345m, String = "text with \"escapes\" and é😀", Char = 'c',
                Point = new Point { X = 1, Y = 2 }, List = new List<int> { 1, 2, 3 }, Inner = new Inner { Name = "n", Value = 5 },
            };
            var outer = Sample();
            var buffer = new ArrayBufferWriter<byte>(1 << 16);
            for (int i = 0; i < 50; i++)
            {
                buffer.Clear();
                BentoJson.Serialize(buffer, value);
                BentoJson.Serialize(buffer, outer);
            }

            // The least of a few runs: a gen 2 collection caused by tests running beside this one can trim the shared
            // array pool, and the next rent then allocates once; an allocation per write shows in every run.
            long allocated = Allocations.Measure(() =>
            {
                for (int i = 0; i < 200; i++)
                {
                    buffer.Clear();
                    BentoJson.Serialize(buffer, value);
                    BentoJson.Serialize(buffer, outer);
                }
            });
            // Holds for the netstandard2.1 build too when it runs on a current runtime.
            Assert.Equal(0, allocated);
        }

        /// <summary>Builds multi-segment sequences.</summary>
        internal static class Segments
        {
            public static ReadOnlySequence<byte> Split(byte[] bytes, int size)
            {
                Segment? first = null, last = null;
                for (int offset = 0; offset < bytes.Length; offset += size)
                {
                    var memory = new ReadOnlyMemory<byte>(bytes, offset, Math.Min(size, bytes.Length - offset));
                    if (first == null)
                        first = last = new Segment(memory, 0);
                    else
                        last = last!.Append(memory);
                }
                if (first == null)
                    return ReadOnlySequence<byte>.Empty;
                return new ReadOnlySequence<byte>(first, 0, last!, last!.Memory.Length);
            }

            public static ReadOnlySequence<byte> WithEmptySegments(byte[] bytes)
            {
                var first = new Segment(ReadOnlyMemory<byte>.Empty, 0);
                Segment last = first;
                for (int i = 0; i < bytes.Length; i++)
                {
                    last = last.Append(new ReadOnlyMemory<byte>(bytes, i, 1));
                    last = last.Append(ReadOnlyMemory<byte>.Empty);
                }
                return new ReadOnlySequence<byte>(first, 0, last, 0);
            }

            public static ReadOnlySequence<byte> SplitAt(byte[] bytes, int firstLength)
            {
                var first = new Segment(new ReadOnlyMemory<byte>(bytes, 0, firstLength), 0);
                Segment last = first.Append(new ReadOnlyMemory<byte>(bytes, firstLength, bytes.Length - firstLength));
                return new ReadOnlySequence<byte>(first, 0, last, last.Memory.Length);
            }

            private sealed class Segment : ReadOnlySequenceSegment<byte>
            {
                public Segment(ReadOnlyMemory<byte> memory, long runningIndex)
                {
                    Memory = memory;
                    RunningIndex = runningIndex;
                }

                public Segment Append(ReadOnlyMemory<byte> memory)
                {
                    var next = new Segment(memory, RunningIndex + Memory.Length);
                    Next = next;
                    return next;
                }
            }
        }

        /// <summary>Returns at most a few bytes per read, as a network stream may.</summary>
        internal sealed class TrickleStream : Stream
        {
            private readonly byte[] _data;
            private readonly int _chunk;
            private int _position;

            public TrickleStream(byte[] data, int chunk)
            {
                _data = data;
                _chunk = chunk;
            }

            public override bool CanRead => true;
            public override bool CanSeek => false;
            public override bool CanWrite => false;
            public override long Length => throw new NotSupportedException();
            public override long Position { get => throw new NotSupportedException(); set => throw new NotSupportedException(); }
            public override void Flush() { }
            public override long Seek(long offset, SeekOrigin origin) => throw new NotSupportedException();
            public override void SetLength(long value) => throw new NotSupportedException();
            public override void Write(byte[] buffer, int offset, int count) => throw new NotSupportedException();

            public override int Read(byte[] buffer, int offset, int count)
            {
                int n = Math.Min(Math.Min(count, _chunk), _data.Length - _position);
                Buffer.BlockCopy(_data, _position, buffer, offset, n);
                _position += n;
                return n;
            }

            public override async Task<int> ReadAsync(byte[] buffer, int offset, int count, CancellationToken cancellationToken)
            {
                await Task.Yield();
                return Read(buffer, offset, count);
            }

            public override async ValueTask<int> ReadAsync(Memory<byte> buffer, CancellationToken cancellationToken = default)
            {
                await Task.Yield();
                int n = Math.Min(Math.Min(buffer.Length, _chunk), _data.Length - _position);
                _data.AsMemory(_position, n).CopyTo(buffer);
                _position += n;
                return n;
            }
        }

        /// <summary>An output that hands out exactly what was asked for, so every capacity check is exercised.</summary>
        internal sealed class TinyBufferWriter : IBufferWriter<byte>
        {
            private readonly List<byte> _written = new List<byte>();
            private byte[] _current = new byte[0];

            public void Advance(int count)
            {
                for (int i = 0; i < count; i++)
                    _written.Add(_current[i]);
                _current = new byte[0];
            }

            public Memory<byte> GetMemory(int sizeHint = 0)
            {
                _current = new byte[Math.Max(sizeHint, 1)];
                return _current;
            }

            public Span<byte> GetSpan(int sizeHint = 0) => GetMemory(sizeHint).Span;

            public byte[] ToArray() => _written.ToArray();
        }
    }
}
