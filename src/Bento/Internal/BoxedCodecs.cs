using System;
using System.Buffers;

namespace Bento.Internal;

/// <summary>A JSON codec used with boxed values, so that <see cref="BentoTypeCodec"/> needs no <c>MakeGenericType</c>.</summary>
internal interface IBoxedJsonCodec
{
    object? ReadBoxed(ReadOnlySpan<byte> utf8Json, BentoJsonOptions? options);

    void WriteBoxed(IBufferWriter<byte> output, object? value, BentoJsonOptions? options);

    /// <summary>Writes a value of the codec's type, known to the caller only as <see cref="object"/>, with an open writer.</summary>
    void WriteObject(ref Json.JsonWriter writer, object value);
}

/// <summary>A MessagePack codec used with boxed values (see <see cref="IBoxedJsonCodec"/>).</summary>
internal interface IBoxedMsgPackCodec
{
    object? ReadBoxed(ReadOnlySpan<byte> msgpack, BentoMessagePackOptions? options);

    void WriteBoxed(IBufferWriter<byte> output, object? value, BentoMessagePackOptions? options);

    /// <summary>Writes a value of the codec's type, known to the caller only as <see cref="object"/>, with an open writer.</summary>
    void WriteObject<TBuffer>(ref MessagePack.MsgPackWriter<TBuffer> writer, object value)
        where TBuffer : class, IBufferWriter<byte>;
}

internal static class BoxedValue
{
    /// <summary>Unboxes a value handed to a boxed codec, with an argument error instead of a cast or null-reference one.</summary>
    public static T As<T>(object? value, string parameterName)
    {
        if (value is T typed) return typed;
        if (value is null && default(T) is null) return default!;
        throw new ArgumentException(
            $"The value is {(value is null ? "null" : "of type '" + value.GetType() + "'")}, but the codec writes '{typeof(T)}'.",
            parameterName);
    }
}
