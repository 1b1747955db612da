using System;
using Bento.Json;
using Bento.MessagePack;
using Bento.Shapes;

namespace Bento.Internal;

/// <summary>
/// The codecs of primitive document roots (<c>int</c>, <c>string</c>, <c>Guid?</c>, ...), found by the registries
/// without any generated code: a type switch over <typeparamref name="T"/> in generic code, which the JIT and the AOT
/// compilers fold per instantiation, so no <c>MakeGenericType</c> is involved and every instantiation is visible.
/// </summary>
/// <remarks>
/// The value-type branch is taken apart from the reference-type one on purpose: code shared across reference types
/// (<c>__Canon</c>) then holds only <c>string</c> and <c>byte[]</c>, and each value-type instantiation compiles only the
/// comparison that matches, so NativeAOT does not carry a codec for every primitive into every app. <see cref="Uri"/> and
/// <see cref="Version"/> roots are left to the generated root registration, like collections: their parsers are large,
/// and an app that never reads one should not carry them.
/// </remarks>
internal static class PrimitiveRoots<T>
{
    /// <summary>The JSON codec of <typeparamref name="T"/> when it is a primitive or a nullable primitive, else null.</summary>
    public static JsonCodec<T>? Json() => (JsonCodec<T>?)(typeof(T).IsValueType ? Value<JsonRootFormat>() : Reference<JsonRootFormat>());

    /// <summary>The MessagePack codec of <typeparamref name="T"/> when it is a primitive or a nullable primitive, else null.</summary>
    public static MsgPackCodec<T>? MsgPack() => (MsgPackCodec<T>?)(typeof(T).IsValueType ? Value<MsgPackRootFormat>() : Reference<MsgPackRootFormat>());

    private static object? Reference<TFormat>()
        where TFormat : struct, IRootFormat
    {
        if (typeof(T) == typeof(string)) return default(TFormat).Of<string, StringShape>();
        if (typeof(T) == typeof(byte[])) return default(TFormat).Of<byte[], BytesShape>();
        return null;
    }

    private static object? Value<TFormat>()
        where TFormat : struct, IRootFormat
    {
        if (typeof(T) == typeof(bool)) return default(TFormat).Of<bool, BooleanShape>();
        if (typeof(T) == typeof(bool?)) return default(TFormat).Nullable<bool, BooleanShape>();
        if (typeof(T) == typeof(byte)) return default(TFormat).Of<byte, ByteShape>();
        if (typeof(T) == typeof(byte?)) return default(TFormat).Nullable<byte, ByteShape>();
        if (typeof(T) == typeof(sbyte)) return default(TFormat).Of<sbyte, SByteShape>();
        if (typeof(T) == typeof(sbyte?)) return default(TFormat).Nullable<sbyte, SByteShape>();
        if (typeof(T) == typeof(short)) return default(TFormat).Of<short, Int16Shape>();
        if (typeof(T) == typeof(short?)) return default(TFormat).Nullable<short, Int16Shape>();
        if (typeof(T) == typeof(ushort)) return default(TFormat).Of<ushort, UInt16Shape>();
        if (typeof(T) == typeof(ushort?)) return default(TFormat).Nullable<ushort, UInt16Shape>();
        if (typeof(T) == typeof(int)) return default(TFormat).Of<int, Int32Shape>();
        if (typeof(T) == typeof(int?)) return default(TFormat).Nullable<int, Int32Shape>();
        if (typeof(T) == typeof(uint)) return default(TFormat).Of<uint, UInt32Shape>();
        if (typeof(T) == typeof(uint?)) return default(TFormat).Nullable<uint, UInt32Shape>();
        if (typeof(T) == typeof(long)) return default(TFormat).Of<long, Int64Shape>();
        if (typeof(T) == typeof(long?)) return default(TFormat).Nullable<long, Int64Shape>();
        if (typeof(T) == typeof(ulong)) return default(TFormat).Of<ulong, UInt64Shape>();
        if (typeof(T) == typeof(ulong?)) return default(TFormat).Nullable<ulong, UInt64Shape>();
        if (typeof(T) == typeof(float)) return default(TFormat).Of<float, SingleShape>();
        if (typeof(T) == typeof(float?)) return default(TFormat).Nullable<float, SingleShape>();
        if (typeof(T) == typeof(double)) return default(TFormat).Of<double, DoubleShape>();
        if (typeof(T) == typeof(double?)) return default(TFormat).Nullable<double, DoubleShape>();
        if (typeof(T) == typeof(decimal)) return default(TFormat).Of<decimal, DecimalShape>();
        if (typeof(T) == typeof(decimal?)) return default(TFormat).Nullable<decimal, DecimalShape>();
        if (typeof(T) == typeof(char)) return default(TFormat).Of<char, CharShape>();
        if (typeof(T) == typeof(char?)) return default(TFormat).Nullable<char, CharShape>();
        if (typeof(T) == typeof(Guid)) return default(TFormat).Of<Guid, GuidShape>();
        if (typeof(T) == typeof(Guid?)) return default(TFormat).Nullable<Guid, GuidShape>();
        if (typeof(T) == typeof(DateTime)) return default(TFormat).Of<DateTime, DateTimeShape>();
        if (typeof(T) == typeof(DateTime?)) return default(TFormat).Nullable<DateTime, DateTimeShape>();
        if (typeof(T) == typeof(DateTimeOffset)) return default(TFormat).Of<DateTimeOffset, DateTimeOffsetShape>();
        if (typeof(T) == typeof(DateTimeOffset?)) return default(TFormat).Nullable<DateTimeOffset, DateTimeOffsetShape>();
        if (typeof(T) == typeof(TimeSpan)) return default(TFormat).Of<TimeSpan, TimeSpanShape>();
        if (typeof(T) == typeof(TimeSpan?)) return default(TFormat).Nullable<TimeSpan, TimeSpanShape>();
        if (typeof(T) == typeof(ReadOnlyMemory<byte>)) return default(TFormat).Of<ReadOnlyMemory<byte>, MemoryShape>();
        if (typeof(T) == typeof(ReadOnlyMemory<byte>?)) return default(TFormat).Nullable<ReadOnlyMemory<byte>, MemoryShape>();
#if NET
        if (typeof(T) == typeof(DateOnly)) return default(TFormat).Of<DateOnly, DateOnlyShape>();
        if (typeof(T) == typeof(DateOnly?)) return default(TFormat).Nullable<DateOnly, DateOnlyShape>();
        if (typeof(T) == typeof(TimeOnly)) return default(TFormat).Of<TimeOnly, TimeOnlyShape>();
        if (typeof(T) == typeof(TimeOnly?)) return default(TFormat).Nullable<TimeOnly, TimeOnlyShape>();
#endif
        return null;
    }
}

/// <summary>Makes the codec of a primitive shape in one format; every primitive shape serves both formats.</summary>
internal interface IRootFormat
{
    object Of<TValue, TShape>()
        where TShape : struct, IJsonShape<TValue>, IMsgPackShape<TValue>;

    object Nullable<TValue, TShape>()
        where TValue : struct
        where TShape : struct, IJsonShape<TValue>, IMsgPackShape<TValue>;
}

internal readonly struct JsonRootFormat : IRootFormat
{
    public object Of<TValue, TShape>()
        where TShape : struct, IJsonShape<TValue>, IMsgPackShape<TValue> => new JsonShapeCodec<TValue, TShape>(default);

    public object Nullable<TValue, TShape>()
        where TValue : struct
        where TShape : struct, IJsonShape<TValue>, IMsgPackShape<TValue> => new JsonShapeCodec<TValue?, JsonNullableShape<TValue, TShape>>(default);
}

internal readonly struct MsgPackRootFormat : IRootFormat
{
    public object Of<TValue, TShape>()
        where TShape : struct, IJsonShape<TValue>, IMsgPackShape<TValue> => new MsgPackShapeCodec<TValue, TShape>(default);

    public object Nullable<TValue, TShape>()
        where TValue : struct
        where TShape : struct, IJsonShape<TValue>, IMsgPackShape<TValue> => new MsgPackShapeCodec<TValue?, MsgPackNullableShape<TValue, TShape>>(default);
}
