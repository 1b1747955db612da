using System;
using System.Collections.Generic;
using System.Diagnostics.CodeAnalysis;
using System.IO;
using System.Runtime.CompilerServices;
using System.Threading;
using System.Threading.Tasks;
using Bento.Internal;
using Bento.Json;
#if NET
using System.Buffers;
using System.IO.Pipelines;
#endif

namespace Bento;

/// <summary>
/// Reads and writes JSON Lines (also called NDJSON): UTF-8 text holding one JSON value per line, each line ended by
/// <c>\n</c> (a <c>\r</c> before it is allowed, and the last line may lack it). Readers hold one buffer sized by the
/// longest line, never by the input, so files of any length stream in flat memory. The format rules, limits and error
/// handling are described in docs/sequences.md.
/// </summary>
/// <remarks>
/// Readers never close the stream or pipe they are given. The <c>PipeReader</c> overloads
/// exist on .NET only (the netstandard2.1 build takes no dependency on System.IO.Pipelines); on Unity pass a
/// <see cref="Stream"/>.
/// </remarks>
public static class BentoJsonLines
{
    // ---- reading ----

    /// <summary>Reads one <typeparamref name="T"/> per line of <paramref name="utf8Stream"/>, reading the stream as it enumerates.</summary>
    /// <exception cref="BentoJsonException">A line is not valid JSON for <typeparamref name="T"/> (its <see cref="BentoJsonException.Line"/> says which) and <see cref="BentoJsonLinesOptions.InvalidRecordHandling"/> is <see cref="BentoInvalidRecordHandling.Throw"/>.</exception>
    public static IEnumerable<T> Read<[DynamicallyAccessedMembers(DynamicallyAccessedMemberTypes.NonPublicConstructors)] T>(Stream utf8Stream, BentoJsonLinesOptions? options = null) =>
        Read(utf8Stream, JsonCodecRegistry<T>.Codec, options);

    /// <summary>Reads one value per line of <paramref name="utf8Stream"/> through <paramref name="codec"/>.</summary>
    public static IEnumerable<T> Read<T>(Stream utf8Stream, JsonCodec<T> codec, BentoJsonLinesOptions? options = null)
    {
        if (utf8Stream is null) throw new ArgumentNullException(nameof(utf8Stream));
        if (codec is null) throw new ArgumentNullException(nameof(codec));
        return ReadCore(utf8Stream, codec, options);
    }

    /// <summary>Reads one <typeparamref name="T"/> per line of <paramref name="utf8Stream"/>, reading the stream asynchronously as it enumerates.</summary>
    /// <exception cref="BentoJsonException">A line is not valid JSON for <typeparamref name="T"/> and bad lines are not skipped.</exception>
    public static IAsyncEnumerable<T> ReadAsync<[DynamicallyAccessedMembers(DynamicallyAccessedMemberTypes.NonPublicConstructors)] T>(Stream utf8Stream, BentoJsonLinesOptions? options = null, CancellationToken cancellationToken = default) =>
        ReadAsync(utf8Stream, JsonCodecRegistry<T>.Codec, options, cancellationToken);

    /// <summary>Reads one value per line of <paramref name="utf8Stream"/> through <paramref name="codec"/>, asynchronously.</summary>
    public static IAsyncEnumerable<T> ReadAsync<T>(Stream utf8Stream, JsonCodec<T> codec, BentoJsonLinesOptions? options = null, CancellationToken cancellationToken = default)
    {
        if (utf8Stream is null) throw new ArgumentNullException(nameof(utf8Stream));
        if (codec is null) throw new ArgumentNullException(nameof(codec));
        return ReadCoreAsync(utf8Stream, codec, options, cancellationToken);
    }

#if NET
    /// <summary>
    /// Reads one <typeparamref name="T"/> per line from <paramref name="utf8Pipe"/>, consuming what it has read as it
    /// enumerates; the pipe is not completed. (.NET only.)
    /// </summary>
    public static IAsyncEnumerable<T> ReadAsync<[DynamicallyAccessedMembers(DynamicallyAccessedMemberTypes.NonPublicConstructors)] T>(PipeReader utf8Pipe, BentoJsonLinesOptions? options = null, CancellationToken cancellationToken = default) =>
        ReadAsync(utf8Pipe, JsonCodecRegistry<T>.Codec, options, cancellationToken);

    /// <summary>Reads one value per line from <paramref name="utf8Pipe"/> through <paramref name="codec"/>. (.NET only.)</summary>
    public static IAsyncEnumerable<T> ReadAsync<T>(PipeReader utf8Pipe, JsonCodec<T> codec, BentoJsonLinesOptions? options = null, CancellationToken cancellationToken = default)
    {
        if (utf8Pipe is null) throw new ArgumentNullException(nameof(utf8Pipe));
        if (codec is null) throw new ArgumentNullException(nameof(codec));
        return ReadCoreAsync(utf8Pipe, codec, options, cancellationToken);
    }
#endif

    private static IEnumerable<T> ReadCore<T>(Stream stream, JsonCodec<T> codec, BentoJsonLinesOptions? options)
    {
        using var reader = new JsonLinesReader<T>(codec, options);
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

    private static async IAsyncEnumerable<T> ReadCoreAsync<T>(Stream stream, JsonCodec<T> codec, BentoJsonLinesOptions? options, [EnumeratorCancellation] CancellationToken cancellationToken)
    {
        using var reader = new JsonLinesReader<T>(codec, options);
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
    private static async IAsyncEnumerable<T> ReadCoreAsync<T>(PipeReader pipe, JsonCodec<T> codec, BentoJsonLinesOptions? options, [EnumeratorCancellation] CancellationToken cancellationToken)
    {
        using var reader = new JsonLinesReader<T>(codec, options);
        while (true)
        {
            ReadResult result = await pipe.ReadAsync(cancellationToken).ConfigureAwait(false);
            if (result.IsCanceled) throw new OperationCanceledException("The pipe read was canceled.");
            ReadOnlySequence<byte> data = result.Buffer;
            long copied = 0;
            try
            {
                // The pipe's segments are copied into the reader's buffer a buffer-full at a time, so a line split across
                // segments needs no special case and the pipe is released as soon as its bytes are copied.
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

    // ---- writing ----

    /// <summary>Writes each value of <paramref name="values"/> as one line of compact JSON, each followed by <c>\n</c>.</summary>
    /// <exception cref="ArgumentException">The options ask for indented JSON, which cannot be written one value per line.</exception>
    public static void Write<[DynamicallyAccessedMembers(DynamicallyAccessedMemberTypes.NonPublicConstructors)] T>(Stream utf8Stream, IEnumerable<T> values, BentoJsonLinesOptions? options = null) =>
        Write(utf8Stream, values, JsonCodecRegistry<T>.Codec, options);

    /// <summary>Writes each value of <paramref name="values"/> through <paramref name="codec"/> as one line of JSON.</summary>
    public static void Write<T>(Stream utf8Stream, IEnumerable<T> values, JsonCodec<T> codec, BentoJsonLinesOptions? options = null)
    {
        if (utf8Stream is null) throw new ArgumentNullException(nameof(utf8Stream));
        if (values is null) throw new ArgumentNullException(nameof(values));
        if (codec is null) throw new ArgumentNullException(nameof(codec));
        var json = WriteOptions(options);
        using var output = new RecordOutput();
        foreach (T value in values)
        {
            WriteLine(output, value, codec, json);
            if (output.ShouldFlush) output.FlushTo(utf8Stream);
        }

        output.FlushTo(utf8Stream);
    }

    /// <summary>Writes each value of <paramref name="values"/> as one line of JSON, writing to the stream asynchronously.</summary>
    public static Task WriteAsync<[DynamicallyAccessedMembers(DynamicallyAccessedMemberTypes.NonPublicConstructors)] T>(Stream utf8Stream, IEnumerable<T> values, BentoJsonLinesOptions? options = null, CancellationToken cancellationToken = default) =>
        WriteAsync(utf8Stream, values, JsonCodecRegistry<T>.Codec, options, cancellationToken);

    /// <summary>Writes each value of <paramref name="values"/> through <paramref name="codec"/> as one line of JSON, asynchronously.</summary>
    public static Task WriteAsync<T>(Stream utf8Stream, IEnumerable<T> values, JsonCodec<T> codec, BentoJsonLinesOptions? options = null, CancellationToken cancellationToken = default)
    {
        if (utf8Stream is null) throw new ArgumentNullException(nameof(utf8Stream));
        if (values is null) throw new ArgumentNullException(nameof(values));
        if (codec is null) throw new ArgumentNullException(nameof(codec));
        return WriteCoreAsync(utf8Stream, values, codec, WriteOptions(options), cancellationToken);
    }

    /// <summary>Writes each value of <paramref name="values"/> as one line of JSON as the values arrive, writing to the stream asynchronously.</summary>
    public static Task WriteAsync<[DynamicallyAccessedMembers(DynamicallyAccessedMemberTypes.NonPublicConstructors)] T>(Stream utf8Stream, IAsyncEnumerable<T> values, BentoJsonLinesOptions? options = null, CancellationToken cancellationToken = default) =>
        WriteAsync(utf8Stream, values, JsonCodecRegistry<T>.Codec, options, cancellationToken);

    /// <summary>
    /// Writes each value of <paramref name="values"/> through <paramref name="codec"/> as one line of JSON. Lines are
    /// batched; the batch is also written whenever the source has nothing ready, so a slow producer's lines are not
    /// held back.
    /// </summary>
    public static Task WriteAsync<T>(Stream utf8Stream, IAsyncEnumerable<T> values, JsonCodec<T> codec, BentoJsonLinesOptions? options = null, CancellationToken cancellationToken = default)
    {
        if (utf8Stream is null) throw new ArgumentNullException(nameof(utf8Stream));
        if (values is null) throw new ArgumentNullException(nameof(values));
        if (codec is null) throw new ArgumentNullException(nameof(codec));
        return WriteCoreAsync(utf8Stream, values, codec, WriteOptions(options), cancellationToken);
    }

    private static BentoJsonOptions WriteOptions(BentoJsonLinesOptions? options)
    {
        var json = options?.Json ?? BentoJsonOptions.Default;
        if (json.Indented) throw new ArgumentException("JSON Lines holds one value per line, so its JSON options cannot be Indented.", nameof(options));
        return json;
    }

    private static void WriteLine<T>(RecordOutput output, T value, JsonCodec<T> codec, BentoJsonOptions json)
    {
        var writer = new JsonWriter(output, json);
        codec.Write(ref writer, value);
        writer.Flush();
        output.WriteByte((byte)'\n');
    }

    private static async Task WriteCoreAsync<T>(Stream stream, IEnumerable<T> values, JsonCodec<T> codec, BentoJsonOptions json, CancellationToken cancellationToken)
    {
        using var output = new RecordOutput();
        foreach (T value in values)
        {
            cancellationToken.ThrowIfCancellationRequested();
            WriteLine(output, value, codec, json);
            if (output.ShouldFlush) await output.FlushToAsync(stream, cancellationToken).ConfigureAwait(false);
        }

        await output.FlushToAsync(stream, cancellationToken).ConfigureAwait(false);
    }

    private static async Task WriteCoreAsync<T>(Stream stream, IAsyncEnumerable<T> values, JsonCodec<T> codec, BentoJsonOptions json, CancellationToken cancellationToken)
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
                    // The producer is waiting on something: let the lines written so far go out instead of sitting here.
                    await output.FlushToAsync(stream, cancellationToken).ConfigureAwait(false);
                }

                if (!await next.ConfigureAwait(false)) break;
                WriteLine(output, enumerator.Current, codec, json);
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
