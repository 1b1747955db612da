using System;
using System.Collections.Generic;
using System.IO;
using System.Linq;
using System.Threading;
using System.Threading.Tasks;
using Bento.Internal;
using Bento.Tests.Infrastructure;
using Bento.Tests.Models;
using Xunit;
#if !BENTO_NETSTANDARD_TESTS
using System.IO.Pipelines;
#endif

namespace Bento.Tests.Sequences
{
    /// <summary>
    /// One record-stream format as the behaviour suite sees it: its writers and readers of <see cref="Inner"/> values
    /// through the public entry points, by type and through an explicit codec.
    /// </summary>
    public abstract class RecordFormat
    {
        public static readonly RecordFormat JsonLines = new JsonLinesFormat();
        public static readonly RecordFormat MessagePack = new MessagePackFormat();

        public static readonly object[][] All = { new object[] { "jsonl" }, new object[] { "msgpack" } };

        public static RecordFormat Named(string name) => name == "jsonl" ? JsonLines : MessagePack;

        public abstract void Write(Stream stream, IEnumerable<Inner> values);

        public abstract void WriteWithCodec(Stream stream, IEnumerable<Inner> values);

        public abstract Task WriteAsync(Stream stream, IEnumerable<Inner> values, CancellationToken cancellationToken = default);

        public abstract Task WriteAsync(Stream stream, IAsyncEnumerable<Inner> values, CancellationToken cancellationToken = default);

        /// <summary>Reads with the given first buffer size (null: the default).</summary>
        public abstract IEnumerable<Inner> Read(Stream stream, int? bufferSize = null);

        public abstract IAsyncEnumerable<Inner> ReadAsync(Stream stream, CancellationToken cancellationToken = default);

        public abstract IAsyncEnumerable<Inner> ReadAsyncWithCodec(Stream stream);

#if !BENTO_NETSTANDARD_TESTS
        public abstract IAsyncEnumerable<Inner> ReadAsync(PipeReader pipe, int? bufferSize = null);
#endif

        public byte[] Written(IEnumerable<Inner> values)
        {
            var stream = new MemoryStream();
            Write(stream, values);
            return stream.ToArray();
        }

        private sealed class JsonLinesFormat : RecordFormat
        {
            private static BentoJsonLinesOptions? Options(int? bufferSize) => bufferSize is null ? null : new BentoJsonLinesOptions { BufferSize = bufferSize.Value };

            public override void Write(Stream stream, IEnumerable<Inner> values) => BentoJsonLines.Write(stream, values);

            public override void WriteWithCodec(Stream stream, IEnumerable<Inner> values) => BentoJsonLines.Write(stream, values, new Inner.BentoJsonCodec());

            public override Task WriteAsync(Stream stream, IEnumerable<Inner> values, CancellationToken cancellationToken = default) =>
                BentoJsonLines.WriteAsync(stream, values, cancellationToken: cancellationToken);

            public override Task WriteAsync(Stream stream, IAsyncEnumerable<Inner> values, CancellationToken cancellationToken = default) =>
                BentoJsonLines.WriteAsync(stream, values, cancellationToken: cancellationToken);

            public override IEnumerable<Inner> Read(Stream stream, int? bufferSize = null) => BentoJsonLines.Read<Inner>(stream, Options(bufferSize));

            public override IAsyncEnumerable<Inner> ReadAsync(Stream stream, CancellationToken cancellationToken = default) =>
                BentoJsonLines.ReadAsync<Inner>(stream, cancellationToken: cancellationToken);

            public override IAsyncEnumerable<Inner> ReadAsyncWithCodec(Stream stream) => BentoJsonLines.ReadAsync(stream, new Inner.BentoJsonCodec());

#if !BENTO_NETSTANDARD_TESTS
            public override IAsyncEnumerable<Inner> ReadAsync(PipeReader pipe, int? bufferSize = null) => BentoJsonLines.ReadAsync<Inner>(pipe, Options(bufferSize));
#endif
        }

        private sealed class MessagePackFormat : RecordFormat
        {
            private static BentoMessagePackStreamOptions? Options(int? bufferSize) => bufferSize is null ? null : new BentoMessagePackStreamOptions { BufferSize = bufferSize.Value };

            public override void Write(Stream stream, IEnumerable<Inner> values) => BentoMessagePackStream.Write(stream, values);

            public override void WriteWithCodec(Stream stream, IEnumerable<Inner> values) => BentoMessagePackStream.Write(stream, values, new Inner.BentoMsgPackCodec());

            public override Task WriteAsync(Stream stream, IEnumerable<Inner> values, CancellationToken cancellationToken = default) =>
                BentoMessagePackStream.WriteAsync(stream, values, cancellationToken: cancellationToken);

            public override Task WriteAsync(Stream stream, IAsyncEnumerable<Inner> values, CancellationToken cancellationToken = default) =>
                BentoMessagePackStream.WriteAsync(stream, values, cancellationToken: cancellationToken);

            public override IEnumerable<Inner> Read(Stream stream, int? bufferSize = null) => BentoMessagePackStream.Read<Inner>(stream, Options(bufferSize));

            public override IAsyncEnumerable<Inner> ReadAsync(Stream stream, CancellationToken cancellationToken = default) =>
                BentoMessagePackStream.ReadAsync<Inner>(stream, cancellationToken: cancellationToken);

            public override IAsyncEnumerable<Inner> ReadAsyncWithCodec(Stream stream) => BentoMessagePackStream.ReadAsync(stream, new Inner.BentoMsgPackCodec());

#if !BENTO_NETSTANDARD_TESTS
            public override IAsyncEnumerable<Inner> ReadAsync(PipeReader pipe, int? bufferSize = null) => BentoMessagePackStream.ReadAsync<Inner>(pipe, Options(bufferSize));
#endif
        }
    }

    /// <summary>
    /// What every record-stream format does alike (JSON Lines, concatenated MessagePack): its writers agree byte for
    /// byte, every reader gives back what was written whatever the source's chunking, and cancellation and argument
    /// checks behave the same. What is specific to a format (line rules, framing, errors) stays in its own tests.
    /// </summary>
    public class RecordStreamSuite
    {
        [Theory, MemberData(nameof(RecordFormat.All), MemberType = typeof(RecordFormat))]
        public async Task Every_writer_writes_the_same_bytes(string name)
        {
            var format = RecordFormat.Named(name);
            var values = SequenceTesting.Sample(5000);
            byte[] expected = format.Written(values);
            Assert.True(expected.Length > RecordOutput.FlushThreshold * 4, "the sample must span several flushes");

            var viaAsync = new MemoryStream();
            await format.WriteAsync(viaAsync, values);
            Assert.Equal(expected, viaAsync.ToArray());

            var viaAsyncSource = new MemoryStream();
            await format.WriteAsync(viaAsyncSource, SequenceTesting.Slowly(values));
            Assert.Equal(expected, viaAsyncSource.ToArray());

            var viaCodec = new MemoryStream();
            format.WriteWithCodec(viaCodec, values);
            Assert.Equal(expected, viaCodec.ToArray());
        }

        [Theory, MemberData(nameof(RecordFormat.All), MemberType = typeof(RecordFormat))]
        public void Writing_nothing_writes_nothing(string name)
        {
            Assert.Empty(RecordFormat.Named(name).Written(new Inner[0]));
        }

        [Theory, MemberData(nameof(RecordFormat.All), MemberType = typeof(RecordFormat))]
        public async Task Async_writer_observes_cancellation(string name)
        {
            var format = RecordFormat.Named(name);
            using var cts = new CancellationTokenSource();
            cts.Cancel();
            await Assert.ThrowsAnyAsync<OperationCanceledException>(() => format.WriteAsync(new MemoryStream(), SequenceTesting.Sample(3), cts.Token));
            await Assert.ThrowsAnyAsync<OperationCanceledException>(() => format.WriteAsync(new MemoryStream(), SequenceTesting.Slowly(SequenceTesting.Sample(3)), cts.Token));
        }

        [Theory, MemberData(nameof(RecordFormat.All), MemberType = typeof(RecordFormat))]
        public async Task Round_trips_sync_and_async(string name)
        {
            var format = RecordFormat.Named(name);
            var values = SequenceTesting.Sample(3000);
            byte[] bytes = format.Written(values);
            DeepEqual.Assert(values, format.Read(new MemoryStream(bytes)).ToList());
            DeepEqual.Assert(values, await SequenceTesting.ToListAsync(format.ReadAsync(new MemoryStream(bytes))));
            DeepEqual.Assert(values, await SequenceTesting.ToListAsync(format.ReadAsyncWithCodec(new MemoryStream(bytes))));
        }

#if !BENTO_NETSTANDARD_TESTS
        [Theory, MemberData(nameof(RecordFormat.All), MemberType = typeof(RecordFormat))]
        public async Task PipeReader_round_trip_with_small_segments(string name)
        {
            var format = RecordFormat.Named(name);
            var values = SequenceTesting.Sample(2000);
            byte[] bytes = format.Written(values);
            var pipe = PipeReader.Create(new TrickleStream(bytes, 13, seed: 5), new StreamPipeReaderOptions(bufferSize: 17, minimumReadSize: 5));
            DeepEqual.Assert(values, await SequenceTesting.ToListAsync(format.ReadAsync(pipe)));

            // A pipe whose reads hand over more than the reader's buffer holds at once.
            var big = PipeReader.Create(new MemoryStream(bytes), new StreamPipeReaderOptions(bufferSize: 1 << 20));
            DeepEqual.Assert(values, await SequenceTesting.ToListAsync(format.ReadAsync(big, bufferSize: 200)));
        }

        [Theory, MemberData(nameof(RecordFormat.All), MemberType = typeof(RecordFormat))]
        public async Task PipeReader_fed_by_a_writer_as_it_goes(string name)
        {
            var format = RecordFormat.Named(name);
            var values = SequenceTesting.Sample(500);
            byte[] bytes = format.Written(values);
            var pipe = new Pipe();
            var producer = Task.Run(async () =>
            {
                var random = new Random(11);
                for (int i = 0; i < bytes.Length;)
                {
                    int n = Math.Min(random.Next(1, 300), bytes.Length - i);
                    await pipe.Writer.WriteAsync(bytes.AsMemory(i, n));
                    i += n;
                }

                await pipe.Writer.CompleteAsync();
            });
            var back = await SequenceTesting.ToListAsync(format.ReadAsync(pipe.Reader));
            await producer;
            DeepEqual.Assert(values, back);
        }
#endif

        public static IEnumerable<object?[]> Chunkings()
        {
            var chunkings = new (int MaxChunk, int? Seed)[] { (1, null), (2, null), (7, 1), (9, 4), (100, 2), (300, 5), (5000, 3), (100000, 6) };
            foreach (var format in RecordFormat.All)
            {
                foreach (var (maxChunk, seed) in chunkings)
                    yield return new object?[] { format[0], maxChunk, seed };
            }
        }

        [Theory, MemberData(nameof(Chunkings))]
        public async Task Reads_the_same_whatever_the_chunking(string name, int maxChunk, int? seed)
        {
            var format = RecordFormat.Named(name);
            // A record far larger than the first buffer in the middle: the buffer grows for it and no further.
            var values = SequenceTesting.Sample(300);
            values.Add(new Inner { Name = new string('L', 100_000), Value = 1 });
            values.AddRange(SequenceTesting.Sample(10));
            byte[] bytes = format.Written(values);
            DeepEqual.Assert(values, format.Read(new TrickleStream(bytes, maxChunk, seed), bufferSize: 64).ToList());
            DeepEqual.Assert(values, await SequenceTesting.ToListAsync(format.ReadAsync(new TrickleStream(bytes, maxChunk, seed))));
        }

        [Theory, MemberData(nameof(RecordFormat.All), MemberType = typeof(RecordFormat))]
        public async Task Reading_observes_cancellation(string name)
        {
            var format = RecordFormat.Named(name);
            byte[] bytes = format.Written(SequenceTesting.Sample(1000));
            using var cts = new CancellationTokenSource();
            int seen = 0;
            await Assert.ThrowsAnyAsync<OperationCanceledException>(async () =>
            {
                await foreach (var _ in format.ReadAsync(new TrickleStream(bytes, 64), cts.Token))
                {
                    if (++seen == 10) cts.Cancel();
                }
            });
            Assert.Equal(10, seen);

            using var early = new CancellationTokenSource();
            early.Cancel();
            await Assert.ThrowsAnyAsync<OperationCanceledException>(() => SequenceTesting.ToListAsync(format.ReadAsync(new MemoryStream(bytes)), early.Token));
        }

        [Theory, MemberData(nameof(RecordFormat.All), MemberType = typeof(RecordFormat))]
        public void Arguments_are_checked_when_called_not_when_enumerated(string name)
        {
            var format = RecordFormat.Named(name);
            Assert.Throws<ArgumentNullException>(() => format.Read(null!));
            Assert.Throws<ArgumentNullException>(() => format.ReadAsync((Stream)null!));
            Assert.Throws<ArgumentNullException>(() => format.Write(new MemoryStream(), null!));
        }
    }
}
