using System;
using Orleans.Storage;

namespace Bento.Orleans;

/// <summary>
/// Grain state of Bento types stored as Bento's MessagePack; state of any other type goes to <c>fallback</c> (for
/// example Orleans' own <see cref="OrleansGrainStorageSerializer"/>). Set it as a storage provider's
/// <c>GrainStorageSerializer</c>, or register it with
/// <see cref="BentoOrleansSerializerExtensions.AddBentoGrainStorageSerializer"/>.
/// </summary>
/// <remarks>
/// Stored state follows docs/versioning.md: a state type may gain members with initial values and old state still
/// reads. Unreadable state raises <see cref="BentoMessagePackException"/>, which the storage provider reports as the
/// grain's activation failure, never as a default state.
/// </remarks>
public sealed class BentoGrainStorageSerializer(IGrainStorageSerializer fallback, BentoMessagePackOptions? options = null) : IGrainStorageSerializer
{
    /// <inheritdoc />
    public BinaryData Serialize<T>(T? input)
    {
        var codec = BentoTypeCodec.Find(typeof(T));
        if (codec is not { HasMessagePack: true })
            return fallback.Serialize(input);
        var buffer = new System.Buffers.ArrayBufferWriter<byte>(256);
        codec.SerializeMessagePack(buffer, input, options);
        return new BinaryData(buffer.WrittenMemory);
    }

    /// <inheritdoc />
    public T Deserialize<T>(BinaryData input)
    {
        ArgumentNullException.ThrowIfNull(input);
        var codec = BentoTypeCodec.Find(typeof(T));
        if (codec is not { HasMessagePack: true })
            return fallback.Deserialize<T>(input)!;
        return (T)codec.DeserializeMessagePack(input.ToMemory().Span, options)!;
    }
}
