using System;
using System.Buffers;
using System.Diagnostics.CodeAnalysis;
using System.IO;
using System.Net;
using System.Net.Http;
using System.Net.Http.Headers;
using System.Threading.Tasks;
using Bento.Internal;
using Bento.Json;
using Bento.MessagePack;

namespace Bento.Http;

/// <summary>
/// An <see cref="HttpContent"/> that writes one value through its Bento codec when the request is sent: the value is
/// encoded straight to UTF-8 or MessagePack bytes in a pooled buffer (never to a string) and copied to the connection.
/// Use <see cref="BentoJsonContent{T}"/> or <see cref="BentoMessagePackContent{T}"/>.
/// </summary>
public abstract class BentoHttpContent : HttpContent
{
    private protected BentoHttpContent(string mediaType, bool utf8)
    {
        var header = new MediaTypeHeaderValue(mediaType);
        if (utf8) header.CharSet = "utf-8";
        Headers.ContentType = header;
    }

    /// <summary>Writes the value's encoded bytes to <paramref name="output"/>.</summary>
    private protected abstract void Encode(IBufferWriter<byte> output);

    /// <inheritdoc/>
    protected override async Task SerializeToStreamAsync(Stream stream, TransportContext? context)
    {
        // The codec writes synchronously into memory, so the connection sees one asynchronous write of the whole body.
        var buffer = PooledBufferWriter.Rent();
        try
        {
            Encode(buffer);
            await stream.WriteAsync(buffer.WrittenMemory).ConfigureAwait(false);
        }
        finally
        {
            PooledBufferWriter.Return(buffer);
        }
    }

    /// <summary>Always false: the length is known only once the value is encoded, so the body is sent chunked.</summary>
    protected override bool TryComputeLength(out long length)
    {
        length = 0;
        return false;
    }
}

/// <summary>A value sent as <c>application/json; charset=utf-8</c> through its Bento JSON codec.</summary>
/// <typeparam name="T">A <see cref="BentoObjectAttribute"/> type or a collection of one.</typeparam>
public sealed class BentoJsonContent<T> : BentoHttpContent
{
    private readonly JsonCodec<T> _codec;
    private readonly BentoJsonOptions? _options;

    /// <summary>Creates content holding <paramref name="value"/>, written with <paramref name="codec"/>.</summary>
    public BentoJsonContent(T value, JsonCodec<T> codec, BentoJsonOptions? options = null)
        : base(BentoMediaTypes.Json, utf8: true)
    {
        Value = value;
        _codec = codec ?? throw new ArgumentNullException(nameof(codec));
        _options = options;
    }

    /// <summary>The value to send.</summary>
    public T Value { get; }

    private protected override void Encode(IBufferWriter<byte> output) => BentoJson.Serialize(output, Value, _codec, _options);
}

/// <summary>Creates <see cref="BentoJsonContent{T}"/> with the generated codec of the value's type.</summary>
public static class BentoJsonContent
{
    /// <summary>Content holding <paramref name="value"/> as JSON.</summary>
    public static BentoJsonContent<T> Create<[DynamicallyAccessedMembers(DynamicallyAccessedMemberTypes.NonPublicConstructors)] T>(T value, BentoJsonOptions? options = null) =>
        new(value, JsonCodecRegistry<T>.Codec, options);
}

/// <summary>A value sent as <c>application/msgpack</c> through its Bento MessagePack codec.</summary>
/// <typeparam name="T">A <see cref="BentoObjectAttribute"/> type or a collection of one.</typeparam>
public sealed class BentoMessagePackContent<T> : BentoHttpContent
{
    private readonly MsgPackCodec<T> _codec;
    private readonly BentoMessagePackOptions? _options;

    /// <summary>Creates content holding <paramref name="value"/>, written with <paramref name="codec"/>.</summary>
    public BentoMessagePackContent(T value, MsgPackCodec<T> codec, BentoMessagePackOptions? options = null)
        : base(BentoMediaTypes.MessagePack, utf8: false)
    {
        Value = value;
        _codec = codec ?? throw new ArgumentNullException(nameof(codec));
        _options = options;
    }

    /// <summary>The value to send.</summary>
    public T Value { get; }

    private protected override void Encode(IBufferWriter<byte> output) => BentoMessagePack.Serialize(output, Value, _codec, _options);
}

/// <summary>Creates <see cref="BentoMessagePackContent{T}"/> with the generated codec of the value's type.</summary>
public static class BentoMessagePackContent
{
    /// <summary>Content holding <paramref name="value"/> as MessagePack.</summary>
    public static BentoMessagePackContent<T> Create<[DynamicallyAccessedMembers(DynamicallyAccessedMemberTypes.NonPublicConstructors)] T>(T value, BentoMessagePackOptions? options = null) =>
        new(value, MsgPackCodecRegistry<T>.Codec, options);
}
