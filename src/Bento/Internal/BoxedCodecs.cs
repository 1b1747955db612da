using System;
using System.Buffers;

namespace Bento.Internal;

/// <summary>A JSON codec used with boxed values, so that <see cref="BentoTypeCodec"/> needs no <c>MakeGenericType</c>.</summary>
internal interface IBoxedJsonCodec
{
    object? ReadBoxed(ReadOnlySpan<byte> utf8Json, BentoJsonOptions? options);

    void WriteBoxed(IBufferWriter<byte> output, object? value, BentoJsonOptions? options);
}

/// <summary>A MessagePack codec used with boxed values (see <see cref="IBoxedJsonCodec"/>).</summary>
internal interface IBoxedMsgPackCodec
{
    object? ReadBoxed(ReadOnlySpan<byte> msgpack, BentoMessagePackOptions? options);

    void WriteBoxed(IBufferWriter<byte> output, object? value, BentoMessagePackOptions? options);
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
