using System;
using System.Buffers;
using System.Diagnostics.CodeAnalysis;
using Microsoft.Extensions.Caching.Hybrid;

namespace Bento.Caching;

/// <summary>
/// Gives HybridCache a Bento serializer for every type that has Bento codecs (a <see cref="BentoObjectAttribute"/>
/// type, or a root collection of one); other types are left to the serializers registered after it or to HybridCache's
/// own (strings and byte arrays natively, anything else through System.Text.Json).
/// </summary>
/// <remarks>
/// A malformed entry makes the serializer throw <see cref="BentoMessagePackException"/> or
/// <see cref="BentoJsonException"/>; HybridCache logs that and treats the entry as a miss, so the value is built again.
/// </remarks>
public sealed class BentoHybridCacheSerializerFactory : IHybridCacheSerializerFactory
{
    private readonly BentoHybridCacheOptions _options;

    /// <summary>A factory with the given options, or the defaults (MessagePack) when null.</summary>
    public BentoHybridCacheSerializerFactory(BentoHybridCacheOptions? options = null)
    {
        _options = options ?? new BentoHybridCacheOptions();
        if (_options.Format is not (BentoCacheFormat.MessagePack or BentoCacheFormat.Json))
            throw new ArgumentOutOfRangeException(nameof(options), _options.Format, "Unknown BentoCacheFormat.");
    }

    /// <summary>The format this factory's serializers write.</summary>
    public BentoCacheFormat Format => _options.Format;

    /// <inheritdoc />
    public bool TryCreateSerializer<T>([NotNullWhen(true)] out IHybridCacheSerializer<T>? serializer)
    {
        var codec = BentoTypeCodec.Find(typeof(T));
        serializer = _options.Format switch
        {
            BentoCacheFormat.Json when codec is { HasJson: true } => new JsonSerializer<T>(_options.JsonOptions),
            BentoCacheFormat.MessagePack when codec is { HasMessagePack: true } => new MessagePackSerializer<T>(_options.MessagePackOptions),
            _ => null,
        };
        return serializer is not null;
    }

    // The generic entry points find the generated codec once per type and then read the sequence in place when it is
    // one segment (what the distributed cache hands over), so an entry costs no copy beyond the value itself.
    private sealed class MessagePackSerializer<T>(BentoMessagePackOptions? options) : IHybridCacheSerializer<T>
    {
        public T Deserialize(ReadOnlySequence<byte> source) => BentoMessagePack.Deserialize<T>(in source, options);

        public void Serialize(T value, IBufferWriter<byte> target) => BentoMessagePack.Serialize(target, value, options);
    }

    private sealed class JsonSerializer<T>(BentoJsonOptions? options) : IHybridCacheSerializer<T>
    {
        public T Deserialize(ReadOnlySequence<byte> source) => BentoJson.Deserialize<T>(in source, options);

        public void Serialize(T value, IBufferWriter<byte> target) => BentoJson.Serialize(target, value, options);
    }
}
