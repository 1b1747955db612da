using System;
using System.Collections.Generic;
using System.Diagnostics.CodeAnalysis;
using System.IO;
using System.Threading;
using System.Threading.Tasks;
using Bento.Internal;
using Bento.Json;
#if NET
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
    /// <exception cref="BentoJsonException">A line is not valid JSON for <typeparamref name="T"/> (its <see cref="BentoJsonException.Line"/> says which) and <see cref="BentoRecordStreamOptions.InvalidRecordHandling"/> is <see cref="BentoInvalidRecordHandling.Throw"/>.</exception>
    public static IEnumerable<T> Read<[DynamicallyAccessedMembers(DynamicallyAccessedMemberTypes.NonPublicConstructors)] T>(Stream utf8Stream, BentoJsonLinesOptions? options = null) =>
        Read(utf8Stream, JsonCodecRegistry<T>.Codec, options);

    /// <summary>Reads one value per line of <paramref name="utf8Stream"/> through <paramref name="codec"/>.</summary>
    public static IEnumerable<T> Read<T>(Stream utf8Stream, JsonCodec<T> codec, BentoJsonLinesOptions? options = null) =>
        RecordStream.Read(RecordStream.NotNull(utf8Stream, nameof(utf8Stream)), new JsonLinesFormat<T>(codec, options));

    /// <summary>Reads one <typeparamref name="T"/> per line of <paramref name="utf8Stream"/>, reading the stream asynchronously as it enumerates.</summary>
    /// <exception cref="BentoJsonException">A line is not valid JSON for <typeparamref name="T"/> and bad lines are not skipped.</exception>
    public static IAsyncEnumerable<T> ReadAsync<[DynamicallyAccessedMembers(DynamicallyAccessedMemberTypes.NonPublicConstructors)] T>(Stream utf8Stream, BentoJsonLinesOptions? options = null, CancellationToken cancellationToken = default) =>
        ReadAsync(utf8Stream, JsonCodecRegistry<T>.Codec, options, cancellationToken);

    /// <summary>Reads one value per line of <paramref name="utf8Stream"/> through <paramref name="codec"/>, asynchronously.</summary>
    public static IAsyncEnumerable<T> ReadAsync<T>(Stream utf8Stream, JsonCodec<T> codec, BentoJsonLinesOptions? options = null, CancellationToken cancellationToken = default) =>
        RecordStream.ReadAsync(RecordStream.NotNull(utf8Stream, nameof(utf8Stream)), new JsonLinesFormat<T>(codec, options), cancellationToken);

#if NET
    /// <summary>
    /// Reads one <typeparamref name="T"/> per line from <paramref name="utf8Pipe"/>, consuming what it has read as it
    /// enumerates; the pipe is not completed. (.NET only.)
    /// </summary>
    public static IAsyncEnumerable<T> ReadAsync<[DynamicallyAccessedMembers(DynamicallyAccessedMemberTypes.NonPublicConstructors)] T>(PipeReader utf8Pipe, BentoJsonLinesOptions? options = null, CancellationToken cancellationToken = default) =>
        ReadAsync(utf8Pipe, JsonCodecRegistry<T>.Codec, options, cancellationToken);

    /// <summary>Reads one value per line from <paramref name="utf8Pipe"/> through <paramref name="codec"/>. (.NET only.)</summary>
    public static IAsyncEnumerable<T> ReadAsync<T>(PipeReader utf8Pipe, JsonCodec<T> codec, BentoJsonLinesOptions? options = null, CancellationToken cancellationToken = default) =>
        RecordStream.ReadAsync(RecordStream.NotNull(utf8Pipe, nameof(utf8Pipe)), new JsonLinesFormat<T>(codec, options), cancellationToken);
#endif

    // ---- writing ----

    /// <summary>Writes each value of <paramref name="values"/> as one line of compact JSON, each followed by <c>\n</c>.</summary>
    /// <exception cref="ArgumentException">The options ask for indented JSON, which cannot be written one value per line.</exception>
    public static void Write<[DynamicallyAccessedMembers(DynamicallyAccessedMemberTypes.NonPublicConstructors)] T>(Stream utf8Stream, IEnumerable<T> values, BentoJsonLinesOptions? options = null) =>
        Write(utf8Stream, values, JsonCodecRegistry<T>.Codec, options);

    /// <summary>Writes each value of <paramref name="values"/> through <paramref name="codec"/> as one line of JSON.</summary>
    public static void Write<T>(Stream utf8Stream, IEnumerable<T> values, JsonCodec<T> codec, BentoJsonLinesOptions? options = null) =>
        RecordStream.Write(RecordStream.NotNull(utf8Stream, nameof(utf8Stream)), RecordStream.NotNull(values, nameof(values)), new JsonLinesFormat<T>(codec, options).ForWriting());

    /// <summary>Writes each value of <paramref name="values"/> as one line of JSON, writing to the stream asynchronously.</summary>
    public static Task WriteAsync<[DynamicallyAccessedMembers(DynamicallyAccessedMemberTypes.NonPublicConstructors)] T>(Stream utf8Stream, IEnumerable<T> values, BentoJsonLinesOptions? options = null, CancellationToken cancellationToken = default) =>
        WriteAsync(utf8Stream, values, JsonCodecRegistry<T>.Codec, options, cancellationToken);

    /// <summary>Writes each value of <paramref name="values"/> through <paramref name="codec"/> as one line of JSON, asynchronously.</summary>
    public static Task WriteAsync<T>(Stream utf8Stream, IEnumerable<T> values, JsonCodec<T> codec, BentoJsonLinesOptions? options = null, CancellationToken cancellationToken = default) =>
        RecordStream.WriteAsync(RecordStream.NotNull(utf8Stream, nameof(utf8Stream)), RecordStream.NotNull(values, nameof(values)), new JsonLinesFormat<T>(codec, options).ForWriting(), cancellationToken);

    /// <summary>Writes each value of <paramref name="values"/> as one line of JSON as the values arrive, writing to the stream asynchronously.</summary>
    public static Task WriteAsync<[DynamicallyAccessedMembers(DynamicallyAccessedMemberTypes.NonPublicConstructors)] T>(Stream utf8Stream, IAsyncEnumerable<T> values, BentoJsonLinesOptions? options = null, CancellationToken cancellationToken = default) =>
        WriteAsync(utf8Stream, values, JsonCodecRegistry<T>.Codec, options, cancellationToken);

    /// <summary>
    /// Writes each value of <paramref name="values"/> through <paramref name="codec"/> as one line of JSON. Lines are
    /// batched; the batch is also written whenever the source has nothing ready, so a slow producer's lines are not
    /// held back.
    /// </summary>
    public static Task WriteAsync<T>(Stream utf8Stream, IAsyncEnumerable<T> values, JsonCodec<T> codec, BentoJsonLinesOptions? options = null, CancellationToken cancellationToken = default) =>
        RecordStream.WriteAsync(RecordStream.NotNull(utf8Stream, nameof(utf8Stream)), RecordStream.NotNull(values, nameof(values)), new JsonLinesFormat<T>(codec, options).ForWriting(), cancellationToken);
}
