using System.Collections.Generic;
using System.Diagnostics.CodeAnalysis;
using System.IO;
using System.Threading;
using Bento.Internal;
using Bento.MessagePack;
#if NET
using System.IO.Pipelines;
#endif

namespace Bento;

public static partial class BentoMessagePack
{
    /// <summary>
    /// Reads the elements of a MessagePack document whose root is an array, one <typeparamref name="T"/> at a time,
    /// reading the stream as it enumerates and holding in memory only the element being read (see docs/sequences.md).
    /// A root nil gives no elements. The stream is not closed.
    /// </summary>
    /// <exception cref="BentoMessagePackException">
    /// The document is malformed, its root is not an array, or an element does not read as <typeparamref name="T"/>:
    /// the same error, offset and path (<c>$[12345].name</c>) that a whole-document read of a <c>List&lt;T&gt;</c> raises
    /// for the same bytes. Elements before the error have been handed out.
    /// </exception>
    public static IAsyncEnumerable<T> DeserializeAsyncEnumerable<[DynamicallyAccessedMembers(DynamicallyAccessedMemberTypes.NonPublicConstructors)] T>(Stream stream, BentoMessagePackOptions? options = null, CancellationToken cancellationToken = default) =>
        DeserializeAsyncEnumerable(stream, MsgPackCodecRegistry<T>.Codec, ArrayOptions(options), cancellationToken);

    /// <summary>
    /// Reads the elements of a MessagePack document whose root is an array through <paramref name="codec"/>, one at a
    /// time, with the element size limit and buffer size of <paramref name="options"/>.
    /// </summary>
    public static IAsyncEnumerable<T> DeserializeAsyncEnumerable<T>(Stream stream, MsgPackCodec<T> codec, BentoArrayStreamOptions? options = null, CancellationToken cancellationToken = default) =>
        RecordStream.ReadAsync(RecordStream.NotNull(stream, nameof(stream)), OpenArray(codec, options), cancellationToken);

#if NET
    /// <summary>
    /// Reads the elements of a MessagePack document whose root is an array from <paramref name="pipe"/>, one
    /// <typeparamref name="T"/> at a time, consuming the pipe as it enumerates; the pipe is not completed. (.NET only.)
    /// </summary>
    /// <exception cref="BentoMessagePackException">As for the <see cref="Stream"/> overload.</exception>
    public static IAsyncEnumerable<T> DeserializeAsyncEnumerable<[DynamicallyAccessedMembers(DynamicallyAccessedMemberTypes.NonPublicConstructors)] T>(PipeReader pipe, BentoMessagePackOptions? options = null, CancellationToken cancellationToken = default) =>
        DeserializeAsyncEnumerable(pipe, MsgPackCodecRegistry<T>.Codec, ArrayOptions(options), cancellationToken);

    /// <summary>Reads the elements of a MessagePack root array from <paramref name="pipe"/> through <paramref name="codec"/>. (.NET only.)</summary>
    public static IAsyncEnumerable<T> DeserializeAsyncEnumerable<T>(PipeReader pipe, MsgPackCodec<T> codec, BentoArrayStreamOptions? options = null, CancellationToken cancellationToken = default) =>
        RecordStream.ReadAsync(RecordStream.NotNull(pipe, nameof(pipe)), OpenArray(codec, options), cancellationToken);
#endif

    private static BentoArrayStreamOptions? ArrayOptions(BentoMessagePackOptions? options) =>
        options is null ? null : new BentoArrayStreamOptions { MessagePack = options };

    private static System.Func<RecordReader<T>> OpenArray<T>(MsgPackCodec<T> codec, BentoArrayStreamOptions? options)
    {
        RecordStream.NotNull(codec, nameof(codec));
        return () => new MsgPackArrayStreamReader<T>(codec, options);
    }
}
