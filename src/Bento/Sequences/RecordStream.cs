using System;
using System.Collections.Generic;
using System.IO;
using System.Runtime.CompilerServices;
using System.Threading;
using System.Threading.Tasks;
#if NET
using System.Buffers;
using System.IO.Pipelines;
#endif

namespace Bento.Internal;

/// <summary>
/// The framing logic of one sequence reader (a record-stream format, or a root array read element by element), apart
/// from any I/O: the I/O loops in <see cref="RecordStream"/> fill <see cref="Buffer"/> from a stream or pipe and call
/// <see cref="TryRead"/> until it asks for more. A subclass holds only its framing and how it decodes what it framed.
/// </summary>
internal abstract class RecordReader<T> : IDisposable
{
    /// <param name="bufferSize">The first buffer size, and the largest read from the source until a record needs more.</param>
    /// <param name="bufferLimit">The largest buffer ever needed: the longest record accepted plus its delimiter.</param>
    protected RecordReader(int bufferSize, int bufferLimit) => Buffer = new RecordBuffer(bufferSize, bufferLimit);

    /// <summary>The buffer the I/O loop fills; sized by the largest record, never by the input.</summary>
    public RecordBuffer Buffer { get; }

    /// <summary>
    /// Reads the next record from the buffered bytes. Returns false when the buffer holds no complete record: the caller
    /// reads more, or, when <paramref name="inputEnded"/> is set, the sequence is over.
    /// </summary>
    public abstract bool TryRead(bool inputEnded, out T value);

    public void Dispose() => Buffer.Dispose();
}

/// <summary>
/// What the readers of every record stream (JSON Lines, concatenated MessagePack) share besides the buffer: the record
/// limit, the number of records framed so far, and the rule for a record that cannot be read.
/// </summary>
internal abstract class RecordStreamReader<T, TCodec, TOptions> : RecordReader<T>
    where TCodec : class
    where TOptions : BentoRecordStreamOptions
{
    /// <param name="codec">The codec of one record.</param>
    /// <param name="options">The stream's options.</param>
    /// <param name="delimiterBytes">What may follow a record of the largest size in the buffer (JSON Lines: its <c>\n</c>).</param>
    protected RecordStreamReader(TCodec codec, TOptions options, int delimiterBytes)
        : base(options.BufferSize, options.MaxRecordBytes + delimiterBytes)
    {
        Codec = codec ?? throw new ArgumentNullException(nameof(codec));
        Options = options;
        MaxRecordBytes = options.MaxRecordBytes;
    }

    protected TCodec Codec { get; }

    protected TOptions Options { get; }

    protected int MaxRecordBytes { get; }

    /// <summary>The one-based number of the last record framed (a line, a value): what errors and callbacks report.</summary>
    protected long RecordNumber { get; set; }

    /// <summary>A record could not be read: the sequence ends with <paramref name="error"/> unless bad records are skipped.</summary>
    protected void ThrowUnlessSkipping(Exception error)
    {
        if (Options.InvalidRecordHandling != BentoInvalidRecordHandling.Skip) throw error;
    }
}

/// <summary>
/// A record-stream format with the codec and options of one call: it makes a reader for each enumeration (so an
/// enumerable that is never enumerated rents no buffer) and writes one record, with whatever ends it, into a writer's
/// output. A format holds nothing else: the I/O, batching and cancellation are <see cref="RecordStream"/>'s.
/// </summary>
internal abstract class RecordFormat<T>
{
    /// <summary>A reader over a new buffer, for one enumeration.</summary>
    public abstract RecordReader<T> Open();

    /// <summary>Serializes one record, with whatever separates it from the next.</summary>
    public abstract void Write(RecordOutput output, T value);
}

/// <summary>
/// The I/O loops shared by every record-stream format (JSON Lines, concatenated MessagePack): reading from a
/// <see cref="Stream"/> or a <c>PipeReader</c> into a record reader's buffer, and batching a record writer's output
/// into a stream. A format supplies only its <see cref="RecordReader{T}"/> and <see cref="RecordFormat{T}"/>.
/// </summary>
internal static class RecordStream
{
    /// <summary>Checks a public argument before anything is enumerated, so a null fails at the call, not later.</summary>
    public static TArg NotNull<TArg>(TArg? argument, string name)
        where TArg : class =>
        argument ?? throw new ArgumentNullException(name);

    /// <summary>
    /// The path of a whole document for a path found within one element of its root array: <c>$.name</c> in element
    /// 12345 is <c>$[12345].name</c>.
    /// </summary>
    public static string ElementPath(long index, string? pathInElement)
    {
        string inner = pathInElement ?? "$";
        return string.Concat("$[", index.ToString(System.Globalization.CultureInfo.InvariantCulture), "]", inner.Remove(0, 1));
    }

    // The reader is created when enumeration starts (not when the enumerable is made), so an enumerable that is never
    // enumerated rents no buffer and needs no disposal.
    public static IEnumerable<T> Read<T>(Stream stream, Func<RecordReader<T>> open)
    {
        using var reader = open();
        bool ended = false;
        while (true)
        {
            while (reader.TryRead(ended, out T value)) yield return value;
            if (ended) yield break;
            int read = stream.Read(reader.Buffer.GetFillMemory().Span);
            if (read == 0) ended = true;
            else reader.Buffer.Advance(read);
        }
    }

    public static async IAsyncEnumerable<T> ReadAsync<T>(Stream stream, Func<RecordReader<T>> open, [EnumeratorCancellation] CancellationToken cancellationToken)
    {
        using var reader = open();
        bool ended = false;
        while (true)
        {
            while (reader.TryRead(ended, out T value))
            {
                cancellationToken.ThrowIfCancellationRequested();
                yield return value;
            }

            if (ended) yield break;
            int read = await stream.ReadAsync(reader.Buffer.GetFillMemory(), cancellationToken).ConfigureAwait(false);
            if (read == 0) ended = true;
            else reader.Buffer.Advance(read);
        }
    }

#if NET
    public static async IAsyncEnumerable<T> ReadAsync<T>(PipeReader pipe, Func<RecordReader<T>> open, [EnumeratorCancellation] CancellationToken cancellationToken)
    {
        using var reader = open();
        while (true)
        {
            ReadResult result = await pipe.ReadAsync(cancellationToken).ConfigureAwait(false);
            if (result.IsCanceled) throw new OperationCanceledException("The pipe read was canceled.");
            ReadOnlySequence<byte> data = result.Buffer;
            long copied = 0;
            try
            {
                // The pipe's segments are copied into the reader's buffer a buffer-full at a time, so a record split
                // across segments needs no special case and the pipe is released as soon as its bytes are copied.
                while (copied < data.Length)
                {
                    var target = reader.Buffer.GetFillMemory();
                    int count = (int)Math.Min(target.Length, data.Length - copied);
                    data.Slice(copied, count).CopyTo(target.Span);
                    reader.Buffer.Advance(count);
                    copied += count;
                    while (reader.TryRead(false, out T value))
                    {
                        cancellationToken.ThrowIfCancellationRequested();
                        yield return value;
                    }
                }
            }
            finally
            {
                pipe.AdvanceTo(data.GetPosition(copied));
            }

            if (result.IsCompleted)
            {
                while (reader.TryRead(true, out T value))
                {
                    cancellationToken.ThrowIfCancellationRequested();
                    yield return value;
                }

                yield break;
            }
        }
    }
#endif

    public static IEnumerable<T> Read<T>(Stream stream, RecordFormat<T> format) => Read(stream, format.Open);

    public static IAsyncEnumerable<T> ReadAsync<T>(Stream stream, RecordFormat<T> format, CancellationToken cancellationToken) =>
        ReadAsync(stream, format.Open, cancellationToken);

#if NET
    public static IAsyncEnumerable<T> ReadAsync<T>(PipeReader pipe, RecordFormat<T> format, CancellationToken cancellationToken) =>
        ReadAsync(pipe, format.Open, cancellationToken);
#endif

    public static void Write<T>(Stream stream, IEnumerable<T> values, RecordFormat<T> records)
    {
        using var output = new RecordOutput();
        foreach (T value in values)
        {
            records.Write(output, value);
            if (output.ShouldFlush) output.FlushTo(stream);
        }

        output.FlushTo(stream);
    }

    public static async Task WriteAsync<T>(Stream stream, IEnumerable<T> values, RecordFormat<T> records, CancellationToken cancellationToken)
    {
        using var output = new RecordOutput();
        foreach (T value in values)
        {
            cancellationToken.ThrowIfCancellationRequested();
            records.Write(output, value);
            if (output.ShouldFlush) await output.FlushToAsync(stream, cancellationToken).ConfigureAwait(false);
        }

        await output.FlushToAsync(stream, cancellationToken).ConfigureAwait(false);
    }

    public static async Task WriteAsync<T>(Stream stream, IAsyncEnumerable<T> values, RecordFormat<T> records, CancellationToken cancellationToken)
    {
        using var output = new RecordOutput();
        var enumerator = values.GetAsyncEnumerator(cancellationToken);
        try
        {
            while (true)
            {
                // Checked here too, not only by the producer and the stream: a producer may ignore the token.
                cancellationToken.ThrowIfCancellationRequested();
                var next = enumerator.MoveNextAsync();
                if (!next.IsCompleted && output.HasData)
                {
                    // The producer is waiting on something: let the records written so far go out instead of sitting here.
                    await output.FlushToAsync(stream, cancellationToken).ConfigureAwait(false);
                }

                if (!await next.ConfigureAwait(false)) break;
                records.Write(output, enumerator.Current);
                if (output.ShouldFlush) await output.FlushToAsync(stream, cancellationToken).ConfigureAwait(false);
            }
        }
        finally
        {
            await enumerator.DisposeAsync().ConfigureAwait(false);
        }

        await output.FlushToAsync(stream, cancellationToken).ConfigureAwait(false);
    }
}
