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
/// (<c>__Canon</c>) then holds only the four reference primitives, and each value-type instantiation compiles only the
/// comparison that matches, so NativeAOT does not carry a codec for every primitive into every app.
/// </remarks>
internal static class PrimitiveRoots<T>
{
    /// <summary>The JSON codec of <typeparamref name="T"/> when it is a primitive or a nullable primitive, else null.</summary>
    public static JsonCodec<T>? Json() => (JsonCodec<T>?)(typeof(T).IsValueType ? JsonValue() : JsonReference());

    /// <summary>The MessagePack codec of <typeparamref name="T"/> when it is a primitive or a nullable primitive, else null.</summary>
    public static MsgPackCodec<T>? MsgPack() => (MsgPackCodec<T>?)(typeof(T).IsValueType ? MsgPackValue() : MsgPackReference());

    private static object? JsonReference()
    {
        if (typeof(T) == typeof(string)) return JsonOf<string, StringShape>();
        if (typeof(T) == typeof(byte[])) return JsonOf<byte[], BytesShape>();
        if (typeof(T) == typeof(Uri)) return JsonOf<Uri, UriShape>();
        if (typeof(T) == typeof(Version)) return JsonOf<Version, VersionShape>();
        return null;
    }

    private static object? MsgPackReference()
    {
        if (typeof(T) == typeof(string)) return MsgPackOf<string, StringShape>();
        if (typeof(T) == typeof(byte[])) return MsgPackOf<byte[], BytesShape>();
        if (typeof(T) == typeof(Uri)) return MsgPackOf<Uri, UriShape>();
        if (typeof(T) == typeof(Version)) return MsgPackOf<Version, VersionShape>();
        return null;
    }

    private static object? JsonValue()
    {
        if (typeof(T) == typeof(bool)) return JsonOf<bool, BooleanShape>();
        if (typeof(T) == typeof(bool?)) return JsonNullableOf<bool, BooleanShape>();
        if (typeof(T) == typeof(byte)) return JsonOf<byte, ByteShape>();
        if (typeof(T) == typeof(byte?)) return JsonNullableOf<byte, ByteShape>();
        if (typeof(T) == typeof(sbyte)) return JsonOf<sbyte, SByteShape>();
        if (typeof(T) == typeof(sbyte?)) return JsonNullableOf<sbyte, SByteShape>();
        if (typeof(T) == typeof(short)) return JsonOf<short, Int16Shape>();
        if (typeof(T) == typeof(short?)) return JsonNullableOf<short, Int16Shape>();
        if (typeof(T) == typeof(ushort)) return JsonOf<ushort, UInt16Shape>();
        if (typeof(T) == typeof(ushort?)) return JsonNullableOf<ushort, UInt16Shape>();
        if (typeof(T) == typeof(int)) return JsonOf<int, Int32Shape>();
        if (typeof(T) == typeof(int?)) return JsonNullableOf<int, Int32Shape>();
        if (typeof(T) == typeof(uint)) return JsonOf<uint, UInt32Shape>();
        if (typeof(T) == typeof(uint?)) return JsonNullableOf<uint, UInt32Shape>();
        if (typeof(T) == typeof(long)) return JsonOf<long, Int64Shape>();
        if (typeof(T) == typeof(long?)) return JsonNullableOf<long, Int64Shape>();
        if (typeof(T) == typeof(ulong)) return JsonOf<ulong, UInt64Shape>();
        if (typeof(T) == typeof(ulong?)) return JsonNullableOf<ulong, UInt64Shape>();
        if (typeof(T) == typeof(float)) return JsonOf<float, SingleShape>();
        if (typeof(T) == typeof(float?)) return JsonNullableOf<float, SingleShape>();
        if (typeof(T) == typeof(double)) return JsonOf<double, DoubleShape>();
        if (typeof(T) == typeof(double?)) return JsonNullableOf<double, DoubleShape>();
        if (typeof(T) == typeof(decimal)) return JsonOf<decimal, DecimalShape>();
        if (typeof(T) == typeof(decimal?)) return JsonNullableOf<decimal, DecimalShape>();
        if (typeof(T) == typeof(char)) return JsonOf<char, CharShape>();
        if (typeof(T) == typeof(char?)) return JsonNullableOf<char, CharShape>();
        if (typeof(T) == typeof(Guid)) return JsonOf<Guid, GuidShape>();
        if (typeof(T) == typeof(Guid?)) return JsonNullableOf<Guid, GuidShape>();
        if (typeof(T) == typeof(DateTime)) return JsonOf<DateTime, DateTimeShape>();
        if (typeof(T) == typeof(DateTime?)) return JsonNullableOf<DateTime, DateTimeShape>();
        if (typeof(T) == typeof(DateTimeOffset)) return JsonOf<DateTimeOffset, DateTimeOffsetShape>();
        if (typeof(T) == typeof(DateTimeOffset?)) return JsonNullableOf<DateTimeOffset, DateTimeOffsetShape>();
        if (typeof(T) == typeof(TimeSpan)) return JsonOf<TimeSpan, TimeSpanShape>();
        if (typeof(T) == typeof(TimeSpan?)) return JsonNullableOf<TimeSpan, TimeSpanShape>();
        if (typeof(T) == typeof(ReadOnlyMemory<byte>)) return JsonOf<ReadOnlyMemory<byte>, MemoryShape>();
        if (typeof(T) == typeof(ReadOnlyMemory<byte>?)) return JsonNullableOf<ReadOnlyMemory<byte>, MemoryShape>();
#if NET
        if (typeof(T) == typeof(DateOnly)) return JsonOf<DateOnly, DateOnlyShape>();
        if (typeof(T) == typeof(DateOnly?)) return JsonNullableOf<DateOnly, DateOnlyShape>();
        if (typeof(T) == typeof(TimeOnly)) return JsonOf<TimeOnly, TimeOnlyShape>();
        if (typeof(T) == typeof(TimeOnly?)) return JsonNullableOf<TimeOnly, TimeOnlyShape>();
#endif
        return null;
    }

    private static object? MsgPackValue()
    {
        if (typeof(T) == typeof(bool)) return MsgPackOf<bool, BooleanShape>();
        if (typeof(T) == typeof(bool?)) return MsgPackNullableOf<bool, BooleanShape>();
        if (typeof(T) == typeof(byte)) return MsgPackOf<byte, ByteShape>();
        if (typeof(T) == typeof(byte?)) return MsgPackNullableOf<byte, ByteShape>();
        if (typeof(T) == typeof(sbyte)) return MsgPackOf<sbyte, SByteShape>();
        if (typeof(T) == typeof(sbyte?)) return MsgPackNullableOf<sbyte, SByteShape>();
        if (typeof(T) == typeof(short)) return MsgPackOf<short, Int16Shape>();
        if (typeof(T) == typeof(short?)) return MsgPackNullableOf<short, Int16Shape>();
        if (typeof(T) == typeof(ushort)) return MsgPackOf<ushort, UInt16Shape>();
        if (typeof(T) == typeof(ushort?)) return MsgPackNullableOf<ushort, UInt16Shape>();
        if (typeof(T) == typeof(int)) return MsgPackOf<int, Int32Shape>();
        if (typeof(T) == typeof(int?)) return MsgPackNullableOf<int, Int32Shape>();
        if (typeof(T) == typeof(uint)) return MsgPackOf<uint, UInt32Shape>();
        if (typeof(T) == typeof(uint?)) return MsgPackNullableOf<uint, UInt32Shape>();
        if (typeof(T) == typeof(long)) return MsgPackOf<long, Int64Shape>();
        if (typeof(T) == typeof(long?)) return MsgPackNullableOf<long, Int64Shape>();
        if (typeof(T) == typeof(ulong)) return MsgPackOf<ulong, UInt64Shape>();
        if (typeof(T) == typeof(ulong?)) return MsgPackNullableOf<ulong, UInt64Shape>();
        if (typeof(T) == typeof(float)) return MsgPackOf<float, SingleShape>();
        if (typeof(T) == typeof(float?)) return MsgPackNullableOf<float, SingleShape>();
        if (typeof(T) == typeof(double)) return MsgPackOf<double, DoubleShape>();
        if (typeof(T) == typeof(double?)) return MsgPackNullableOf<double, DoubleShape>();
        if (typeof(T) == typeof(decimal)) return MsgPackOf<decimal, DecimalShape>();
        if (typeof(T) == typeof(decimal?)) return MsgPackNullableOf<decimal, DecimalShape>();
        if (typeof(T) == typeof(char)) return MsgPackOf<char, CharShape>();
        if (typeof(T) == typeof(char?)) return MsgPackNullableOf<char, CharShape>();
        if (typeof(T) == typeof(Guid)) return MsgPackOf<Guid, GuidShape>();
        if (typeof(T) == typeof(Guid?)) return MsgPackNullableOf<Guid, GuidShape>();
        if (typeof(T) == typeof(DateTime)) return MsgPackOf<DateTime, DateTimeShape>();
        if (typeof(T) == typeof(DateTime?)) return MsgPackNullableOf<DateTime, DateTimeShape>();
        if (typeof(T) == typeof(DateTimeOffset)) return MsgPackOf<DateTimeOffset, DateTimeOffsetShape>();
        if (typeof(T) == typeof(DateTimeOffset?)) return MsgPackNullableOf<DateTimeOffset, DateTimeOffsetShape>();
        if (typeof(T) == typeof(TimeSpan)) return MsgPackOf<TimeSpan, TimeSpanShape>();
        if (typeof(T) == typeof(TimeSpan?)) return MsgPackNullableOf<TimeSpan, TimeSpanShape>();
        if (typeof(T) == typeof(ReadOnlyMemory<byte>)) return MsgPackOf<ReadOnlyMemory<byte>, MemoryShape>();
        if (typeof(T) == typeof(ReadOnlyMemory<byte>?)) return MsgPackNullableOf<ReadOnlyMemory<byte>, MemoryShape>();
#if NET
        if (typeof(T) == typeof(DateOnly)) return MsgPackOf<DateOnly, DateOnlyShape>();
        if (typeof(T) == typeof(DateOnly?)) return MsgPackNullableOf<DateOnly, DateOnlyShape>();
        if (typeof(T) == typeof(TimeOnly)) return MsgPackOf<TimeOnly, TimeOnlyShape>();
        if (typeof(T) == typeof(TimeOnly?)) return MsgPackNullableOf<TimeOnly, TimeOnlyShape>();
#endif
        return null;
    }

    private static JsonCodec<TValue> JsonOf<TValue, TShape>()
        where TShape : struct, IJsonShape<TValue> => new JsonShapeCodec<TValue, TShape>(default);

    private static JsonCodec<TValue?> JsonNullableOf<TValue, TShape>()
        where TValue : struct
        where TShape : struct, IJsonShape<TValue> => new JsonShapeCodec<TValue?, JsonNullableShape<TValue, TShape>>(default);

    private static MsgPackCodec<TValue> MsgPackOf<TValue, TShape>()
        where TShape : struct, IMsgPackShape<TValue> => new MsgPackShapeCodec<TValue, TShape>(default);

    private static MsgPackCodec<TValue?> MsgPackNullableOf<TValue, TShape>()
        where TValue : struct
        where TShape : struct, IMsgPackShape<TValue> => new MsgPackShapeCodec<TValue?, MsgPackNullableShape<TValue, TShape>>(default);
}
