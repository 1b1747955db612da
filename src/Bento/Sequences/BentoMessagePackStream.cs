using System;
using System.Collections.Generic;
using System.Diagnostics.CodeAnalysis;
using System.IO;
using System.Runtime.CompilerServices;
using System.Threading;
using System.Threading.Tasks;
using Bento.Internal;
using Bento.MessagePack;
#if NET
using System.Buffers;
using System.IO.Pipelines;
#endif

namespace Bento;

/// <summary>
/// Reads and writes streams of concatenated MessagePack values: one complete value after another, with nothing
/// between them (the framing MessagePack itself defines for streams). Readers hold one buffer sized by the largest
/// value, never by the input, so streams of any length are read in flat memory. The rules, limits and error handling
/// are described in docs/sequences.md.
/// </summary>
/// <remarks>
/// Readers never close the stream or pipe they are given. The <c>PipeReader</c> overloads
/// exist on .NET only (the netstandard2.1 build takes no dependency on System.IO.Pipelines); on Unity pass a
/// <see cref="Stream"/>.
/// </remarks>
public static class BentoMessagePackStream
{
    // ---- reading ----

    /// <summary>Reads the values of <paramref name="stream"/> one <typeparamref name="T"/> at a time, reading the stream as it enumerates.</summary>
    /// <exception cref="BentoMessagePackException">A value is malformed, truncated or does not bind to <typeparamref name="T"/> (the message names the value and its byte offset) and is not skipped.</exception>
    public static IEnumerable<T> Read<[DynamicallyAccessedMembers(DynamicallyAccessedMemberTypes.NonPublicConstructors)] T>(Stream stream, BentoMessagePackStreamOptions? options = null) =>
        Read(stream, MsgPackCodecRegistry<T>.Codec, options);

    /// <summary>Reads the values of <paramref name="stream"/> through <paramref name="codec"/>.</summary>
    public static IEnumerable<T> Read<T>(Stream stream, MsgPackCodec<T> codec, BentoMessagePackStreamOptions? options = null)
    {
        if (stream is null) throw new ArgumentNullException(nameof(stream));
        if (codec is null) throw new ArgumentNullException(nameof(codec));
        return ReadCore(stream, codec, options);
    }

    /// <summary>Reads the values of <paramref name="stream"/> one <typeparamref name="T"/> at a time, reading the stream asynchronously as it enumerates.</summary>
    /// <exception cref="BentoMessagePackException">A value is malformed, truncated or does not bind to <typeparamref name="T"/> and is not skipped.</exception>
    public static IAsyncEnumerable<T> ReadAsync<[DynamicallyAccessedMembers(DynamicallyAccessedMemberTypes.NonPublicConstructors)] T>(Stream stream, BentoMessagePackStreamOptions? options = null, CancellationToken cancellationToken = default) =>
        ReadAsync(stream, MsgPackCodecRegistry<T>.Codec, options, cancellationToken);

    /// <summary>Reads the values of <paramref name="stream"/> through <paramref name="codec"/>, asynchronously.</summary>
    public static IAsyncEnumerable<T> ReadAsync<T>(Stream stream, MsgPackCodec<T> codec, BentoMessagePackStreamOptions? options = null, CancellationToken cancellationToken = default)
    {
        if (stream is null) throw new ArgumentNullException(nameof(stream));
        if (codec is null) throw new ArgumentNullException(nameof(codec));
        return ReadCoreAsync(stream, codec, options, cancellationToken);
    }

#if NET
    /// <summary>
    /// Reads the values from <paramref name="pipe"/> one <typeparamref name="T"/> at a time, consuming what it has read as it
    /// enumerates; the pipe is not completed. (.NET only.)
    /// </summary>
    public static IAsyncEnumerable<T> ReadAsync<[DynamicallyAccessedMembers(DynamicallyAccessedMemberTypes.NonPublicConstructors)] T>(PipeReader pipe, BentoMessagePackStreamOptions? options = null, CancellationToken cancellationToken = default) =>
        ReadAsync(pipe, MsgPackCodecRegistry<T>.Codec, options, cancellationToken);

    /// <summary>Reads the values from <paramref name="pipe"/> through <paramref name="codec"/>. (.NET only.)</summary>
    public static IAsyncEnumerable<T> ReadAsync<T>(PipeReader pipe, MsgPackCodec<T> codec, BentoMessagePackStreamOptions? options = null, CancellationToken cancellationToken = default)
    {
        if (pipe is null) throw new ArgumentNullException(nameof(pipe));
        if (codec is null) throw new ArgumentNullException(nameof(codec));
        return ReadCoreAsync(pipe, codec, options, cancellationToken);
    }
#endif

    private static IEnumerable<T> ReadCore<T>(Stream stream, MsgPackCodec<T> codec, BentoMessagePackStreamOptions? options)
    {
        using var reader = new MsgPackStreamReader<T>(codec, options);
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

    private static async IAsyncEnumerable<T> ReadCoreAsync<T>(Stream stream, MsgPackCodec<T> codec, BentoMessagePackStreamOptions? options, [EnumeratorCancellation] CancellationToken cancellationToken)
    {
        using var reader = new MsgPackStreamReader<T>(codec, options);
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
    private static async IAsyncEnumerable<T> ReadCoreAsync<T>(PipeReader pipe, MsgPackCodec<T> codec, BentoMessagePackStreamOptions? options, [EnumeratorCancellation] CancellationToken cancellationToken)
    {
        using var reader = new MsgPackStreamReader<T>(codec, options);
        while (true)
        {
            ReadResult result = await pipe.ReadAsync(cancellationToken).ConfigureAwait(false);
            if (result.IsCanceled) throw new OperationCanceledException("The pipe read was canceled.");
            ReadOnlySequence<byte> data = result.Buffer;
            long copied = 0;
            try
            {
                // The pipe's segments are copied into the reader's buffer a buffer-full at a time, so a value split across
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

    /// <summary>Writes each value of <paramref name="values"/> as one MessagePack value, one after another.</summary>
    public static void Write<[DynamicallyAccessedMembers(DynamicallyAccessedMemberTypes.NonPublicConstructors)] T>(Stream stream, IEnumerable<T> values, BentoMessagePackStreamOptions? options = null) =>
        Write(stream, values, MsgPackCodecRegistry<T>.Codec, options);

    /// <summary>Writes each value of <paramref name="values"/> through <paramref name="codec"/> as one MessagePack value.</summary>
    public static void Write<T>(Stream stream, IEnumerable<T> values, MsgPackCodec<T> codec, BentoMessagePackStreamOptions? options = null)
    {
        if (stream is null) throw new ArgumentNullException(nameof(stream));
        if (values is null) throw new ArgumentNullException(nameof(values));
        if (codec is null) throw new ArgumentNullException(nameof(codec));
        var msgpack = WriteOptions(options);
        using var output = new RecordOutput();
        foreach (T value in values)
        {
            WriteValue(output, value, codec, msgpack);
            if (output.ShouldFlush) output.FlushTo(stream);
        }

        output.FlushTo(stream);
    }

    /// <summary>Writes each value of <paramref name="values"/> as one MessagePack value, writing to the stream asynchronously.</summary>
    public static Task WriteAsync<[DynamicallyAccessedMembers(DynamicallyAccessedMemberTypes.NonPublicConstructors)] T>(Stream stream, IEnumerable<T> values, BentoMessagePackStreamOptions? options = null, CancellationToken cancellationToken = default) =>
        WriteAsync(stream, values, MsgPackCodecRegistry<T>.Codec, options, cancellationToken);

    /// <summary>Writes each value of <paramref name="values"/> through <paramref name="codec"/> as one MessagePack value, asynchronously.</summary>
    public static Task WriteAsync<T>(Stream stream, IEnumerable<T> values, MsgPackCodec<T> codec, BentoMessagePackStreamOptions? options = null, CancellationToken cancellationToken = default)
    {
        if (stream is null) throw new ArgumentNullException(nameof(stream));
        if (values is null) throw new ArgumentNullException(nameof(values));
        if (codec is null) throw new ArgumentNullException(nameof(codec));
        return WriteCoreAsync(stream, values, codec, WriteOptions(options), cancellationToken);
    }

    /// <summary>Writes each value of <paramref name="values"/> as one MessagePack value as the values arrive, writing to the stream asynchronously.</summary>
    public static Task WriteAsync<[DynamicallyAccessedMembers(DynamicallyAccessedMemberTypes.NonPublicConstructors)] T>(Stream stream, IAsyncEnumerable<T> values, BentoMessagePackStreamOptions? options = null, CancellationToken cancellationToken = default) =>
        WriteAsync(stream, values, MsgPackCodecRegistry<T>.Codec, options, cancellationToken);

    /// <summary>
    /// Writes each value of <paramref name="values"/> through <paramref name="codec"/> as one MessagePack value. Values
    /// are batched; the batch is also written whenever the source has nothing ready, so a slow producer's values are not
    /// held back.
    /// </summary>
    public static Task WriteAsync<T>(Stream stream, IAsyncEnumerable<T> values, MsgPackCodec<T> codec, BentoMessagePackStreamOptions? options = null, CancellationToken cancellationToken = default)
    {
        if (stream is null) throw new ArgumentNullException(nameof(stream));
        if (values is null) throw new ArgumentNullException(nameof(values));
        if (codec is null) throw new ArgumentNullException(nameof(codec));
        return WriteCoreAsync(stream, values, codec, WriteOptions(options), cancellationToken);
    }

    private static BentoMessagePackOptions WriteOptions(BentoMessagePackStreamOptions? options) =>
        options?.MessagePack ?? BentoMessagePackOptions.Default;

    private static void WriteValue<T>(RecordOutput output, T value, MsgPackCodec<T> codec, BentoMessagePackOptions msgpack)
    {
        var writer = new MsgPackWriter<RecordOutput>(output, msgpack);
        codec.Write(ref writer, value);
        writer.Flush();
    }

    private static async Task WriteCoreAsync<T>(Stream stream, IEnumerable<T> values, MsgPackCodec<T> codec, BentoMessagePackOptions msgpack, CancellationToken cancellationToken)
    {
        using var output = new RecordOutput();
        foreach (T value in values)
        {
            cancellationToken.ThrowIfCancellationRequested();
            WriteValue(output, value, codec, msgpack);
            if (output.ShouldFlush) await output.FlushToAsync(stream, cancellationToken).ConfigureAwait(false);
        }

        await output.FlushToAsync(stream, cancellationToken).ConfigureAwait(false);
    }

    private static async Task WriteCoreAsync<T>(Stream stream, IAsyncEnumerable<T> values, MsgPackCodec<T> codec, BentoMessagePackOptions msgpack, CancellationToken cancellationToken)
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
                    // The producer is waiting on something: let the values written so far go out instead of sitting here.
                    await output.FlushToAsync(stream, cancellationToken).ConfigureAwait(false);
                }

                if (!await next.ConfigureAwait(false)) break;
                WriteValue(output, enumerator.Current, codec, msgpack);
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
