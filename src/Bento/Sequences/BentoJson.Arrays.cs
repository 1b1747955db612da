using System;
using System.Collections.Generic;
using System.Diagnostics.CodeAnalysis;
using System.IO;
using System.Threading;
using Bento.Internal;
using Bento.Json;
#if NET
using System.IO.Pipelines;
#endif

namespace Bento;

public static partial class BentoJson
{
    /// <summary>
    /// Reads the elements of a JSON document whose root is an array, one <typeparamref name="T"/> at a time, reading
    /// the stream as it enumerates and holding in memory only the element being read (see docs/sequences.md). A root
    /// <c>null</c> gives no elements. The stream is not closed.
    /// </summary>
    /// <exception cref="BentoJsonException">
    /// The document is not valid JSON, its root is not an array, or an element does not read as
    /// <typeparamref name="T"/>: the same error, offset, line, column and path (<c>$[12345].name</c>) that
    /// <see cref="Deserialize{T}(ReadOnlySpan{byte}, BentoJsonOptions?)"/> of a <c>List&lt;T&gt;</c> raises for the same bytes.
    /// Elements before the error have been handed out.
    /// </exception>
    public static IAsyncEnumerable<T> DeserializeAsyncEnumerable<[DynamicallyAccessedMembers(DynamicallyAccessedMemberTypes.NonPublicConstructors)] T>(Stream utf8Json, BentoJsonOptions? options = null, CancellationToken cancellationToken = default) =>
        DeserializeAsyncEnumerable(utf8Json, JsonCodecRegistry<T>.Codec, ArrayOptions(options), cancellationToken);

    /// <summary>
    /// Reads the elements of a JSON document whose root is an array through <paramref name="codec"/>, one at a time,
    /// with the element size limit and buffer size of <paramref name="options"/>.
    /// </summary>
    public static IAsyncEnumerable<T> DeserializeAsyncEnumerable<T>(Stream utf8Json, JsonCodec<T> codec, BentoArrayStreamOptions? options = null, CancellationToken cancellationToken = default) =>
        RecordStream.ReadAsync(RecordStream.NotNull(utf8Json, nameof(utf8Json)), OpenArray(codec, options), cancellationToken);

#if NET
    /// <summary>
    /// Reads the elements of a JSON document whose root is an array from <paramref name="utf8Json"/>, one
    /// <typeparamref name="T"/> at a time, consuming the pipe as it enumerates; the pipe is not completed. (.NET only.)
    /// </summary>
    /// <exception cref="BentoJsonException">As for the <see cref="Stream"/> overload.</exception>
    public static IAsyncEnumerable<T> DeserializeAsyncEnumerable<[DynamicallyAccessedMembers(DynamicallyAccessedMemberTypes.NonPublicConstructors)] T>(PipeReader utf8Json, BentoJsonOptions? options = null, CancellationToken cancellationToken = default) =>
        DeserializeAsyncEnumerable(utf8Json, JsonCodecRegistry<T>.Codec, ArrayOptions(options), cancellationToken);

    /// <summary>Reads the elements of a JSON root array from <paramref name="utf8Json"/> through <paramref name="codec"/>. (.NET only.)</summary>
    public static IAsyncEnumerable<T> DeserializeAsyncEnumerable<T>(PipeReader utf8Json, JsonCodec<T> codec, BentoArrayStreamOptions? options = null, CancellationToken cancellationToken = default) =>
        RecordStream.ReadAsync(RecordStream.NotNull(utf8Json, nameof(utf8Json)), OpenArray(codec, options), cancellationToken);
#endif

    private static BentoArrayStreamOptions? ArrayOptions(BentoJsonOptions? options) =>
        options is null ? null : new BentoArrayStreamOptions { Json = options };

    private static Func<RecordReader<T>> OpenArray<T>(JsonCodec<T> codec, BentoArrayStreamOptions? options)
    {
        RecordStream.NotNull(codec, nameof(codec));
        return () => new JsonArrayStreamReader<T>(codec, options);
    }
}
