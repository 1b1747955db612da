using System;
using System.Collections.Generic;
using System.Diagnostics.CodeAnalysis;
using System.IO;
using System.Threading;
using System.Threading.Tasks;
using Bento.Internal;
using Bento.MessagePack;
#if NET
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
    public static IEnumerable<T> Read<T>(Stream stream, MsgPackCodec<T> codec, BentoMessagePackStreamOptions? options = null) =>
        RecordStream.Read(RecordStream.NotNull(stream, nameof(stream)), new MsgPackStreamFormat<T>(codec, options));

    /// <summary>Reads the values of <paramref name="stream"/> one <typeparamref name="T"/> at a time, reading the stream asynchronously as it enumerates.</summary>
    /// <exception cref="BentoMessagePackException">A value is malformed, truncated or does not bind to <typeparamref name="T"/> and is not skipped.</exception>
    public static IAsyncEnumerable<T> ReadAsync<[DynamicallyAccessedMembers(DynamicallyAccessedMemberTypes.NonPublicConstructors)] T>(Stream stream, BentoMessagePackStreamOptions? options = null, CancellationToken cancellationToken = default) =>
        ReadAsync(stream, MsgPackCodecRegistry<T>.Codec, options, cancellationToken);

    /// <summary>Reads the values of <paramref name="stream"/> through <paramref name="codec"/>, asynchronously.</summary>
    public static IAsyncEnumerable<T> ReadAsync<T>(Stream stream, MsgPackCodec<T> codec, BentoMessagePackStreamOptions? options = null, CancellationToken cancellationToken = default) =>
        RecordStream.ReadAsync(RecordStream.NotNull(stream, nameof(stream)), new MsgPackStreamFormat<T>(codec, options), cancellationToken);

#if NET
    /// <summary>
    /// Reads the values from <paramref name="pipe"/> one <typeparamref name="T"/> at a time, consuming what it has read as it
    /// enumerates; the pipe is not completed. (.NET only.)
    /// </summary>
    public static IAsyncEnumerable<T> ReadAsync<[DynamicallyAccessedMembers(DynamicallyAccessedMemberTypes.NonPublicConstructors)] T>(PipeReader pipe, BentoMessagePackStreamOptions? options = null, CancellationToken cancellationToken = default) =>
        ReadAsync(pipe, MsgPackCodecRegistry<T>.Codec, options, cancellationToken);

    /// <summary>Reads the values from <paramref name="pipe"/> through <paramref name="codec"/>. (.NET only.)</summary>
    public static IAsyncEnumerable<T> ReadAsync<T>(PipeReader pipe, MsgPackCodec<T> codec, BentoMessagePackStreamOptions? options = null, CancellationToken cancellationToken = default) =>
        RecordStream.ReadAsync(RecordStream.NotNull(pipe, nameof(pipe)), new MsgPackStreamFormat<T>(codec, options), cancellationToken);
#endif

    // ---- writing ----

    /// <summary>Writes each value of <paramref name="values"/> as one MessagePack value, one after another.</summary>
    public static void Write<[DynamicallyAccessedMembers(DynamicallyAccessedMemberTypes.NonPublicConstructors)] T>(Stream stream, IEnumerable<T> values, BentoMessagePackStreamOptions? options = null) =>
        Write(stream, values, MsgPackCodecRegistry<T>.Codec, options);

    /// <summary>Writes each value of <paramref name="values"/> through <paramref name="codec"/> as one MessagePack value.</summary>
    public static void Write<T>(Stream stream, IEnumerable<T> values, MsgPackCodec<T> codec, BentoMessagePackStreamOptions? options = null) =>
        RecordStream.Write(RecordStream.NotNull(stream, nameof(stream)), RecordStream.NotNull(values, nameof(values)), new MsgPackStreamFormat<T>(codec, options));

    /// <summary>Writes each value of <paramref name="values"/> as one MessagePack value, writing to the stream asynchronously.</summary>
    public static Task WriteAsync<[DynamicallyAccessedMembers(DynamicallyAccessedMemberTypes.NonPublicConstructors)] T>(Stream stream, IEnumerable<T> values, BentoMessagePackStreamOptions? options = null, CancellationToken cancellationToken = default) =>
        WriteAsync(stream, values, MsgPackCodecRegistry<T>.Codec, options, cancellationToken);

    /// <summary>Writes each value of <paramref name="values"/> through <paramref name="codec"/> as one MessagePack value, asynchronously.</summary>
    public static Task WriteAsync<T>(Stream stream, IEnumerable<T> values, MsgPackCodec<T> codec, BentoMessagePackStreamOptions? options = null, CancellationToken cancellationToken = default) =>
        RecordStream.WriteAsync(RecordStream.NotNull(stream, nameof(stream)), RecordStream.NotNull(values, nameof(values)), new MsgPackStreamFormat<T>(codec, options), cancellationToken);

    /// <summary>Writes each value of <paramref name="values"/> as one MessagePack value as the values arrive, writing to the stream asynchronously.</summary>
    public static Task WriteAsync<[DynamicallyAccessedMembers(DynamicallyAccessedMemberTypes.NonPublicConstructors)] T>(Stream stream, IAsyncEnumerable<T> values, BentoMessagePackStreamOptions? options = null, CancellationToken cancellationToken = default) =>
        WriteAsync(stream, values, MsgPackCodecRegistry<T>.Codec, options, cancellationToken);

    /// <summary>
    /// Writes each value of <paramref name="values"/> through <paramref name="codec"/> as one MessagePack value. Values
    /// are batched; the batch is also written whenever the source has nothing ready, so a slow producer's values are not
    /// held back.
    /// </summary>
    public static Task WriteAsync<T>(Stream stream, IAsyncEnumerable<T> values, MsgPackCodec<T> codec, BentoMessagePackStreamOptions? options = null, CancellationToken cancellationToken = default) =>
        RecordStream.WriteAsync(RecordStream.NotNull(stream, nameof(stream)), RecordStream.NotNull(values, nameof(values)), new MsgPackStreamFormat<T>(codec, options), cancellationToken);
}
