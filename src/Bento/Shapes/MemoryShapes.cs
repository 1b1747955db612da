// The shapes of memory types. Bytes are binary as byte[] is (base64 in JSON, bin in MessagePack), as System.Text.Json
// and MessagePack-CSharp 2.5 write Memory<byte>, ReadOnlyMemory<byte> and ArraySegment<byte>; any other element type
// is an array, as T[] is, read into a new array that the memory then wraps. A memory is a struct with no null: null or
// nil reads as empty memory (a default ArraySegment<byte>, which has no array, is written as null, and null reads
// back as one).
using System;
using System.Buffers;
using System.ComponentModel;
using Bento.Json;
using Bento.MessagePack;

namespace Bento.Shapes;

/// <summary>The shape of <see cref="Memory{T}"/> of bytes: base64 in JSON, bin in MessagePack.</summary>
[EditorBrowsable(EditorBrowsableState.Never)]
public readonly struct ByteMemoryShape : IJsonShape<Memory<byte>>, IMsgPackShape<Memory<byte>>
{
    /// <inheritdoc/>
    public bool Reuses => false;

    /// <inheritdoc/>
    public Memory<byte> Read(ref JsonReader reader) => reader.ReadBytes();

    /// <inheritdoc/>
    public Memory<byte> Populate(ref JsonReader reader, Memory<byte> current) => reader.ReadBytes();

    /// <inheritdoc/>
    public void Write(ref JsonWriter writer, Memory<byte> value) => writer.WriteBytes(value.Span);

    /// <inheritdoc/>
    public Memory<byte> Read(ref MsgPackReader reader) => reader.ReadBinary();

    /// <inheritdoc/>
    public Memory<byte> Populate(ref MsgPackReader reader, Memory<byte> current) => reader.ReadBinary();

    /// <inheritdoc/>
    public void Write<TBuffer>(ref MsgPackWriter<TBuffer> writer, Memory<byte> value)
        where TBuffer : class, IBufferWriter<byte> => writer.WriteBinary(value.Span);
}

/// <summary>The shape of <see cref="ArraySegment{T}"/> of bytes: base64 in JSON, bin in MessagePack; a segment without an array is null.</summary>
[EditorBrowsable(EditorBrowsableState.Never)]
public readonly struct ByteArraySegmentShape : IJsonShape<ArraySegment<byte>>, IMsgPackShape<ArraySegment<byte>>
{
    /// <inheritdoc/>
    public bool Reuses => false;

    /// <inheritdoc/>
    public ArraySegment<byte> Read(ref JsonReader reader) => Wrap(reader.ReadBytes());

    /// <inheritdoc/>
    public ArraySegment<byte> Populate(ref JsonReader reader, ArraySegment<byte> current) => Read(ref reader);

    /// <inheritdoc/>
    public void Write(ref JsonWriter writer, ArraySegment<byte> value)
    {
        if (value.Array is null) writer.WriteNull();
        else writer.WriteBytes(value.AsSpan());
    }

    /// <inheritdoc/>
    public ArraySegment<byte> Read(ref MsgPackReader reader) => Wrap(reader.ReadBinary());

    /// <inheritdoc/>
    public ArraySegment<byte> Populate(ref MsgPackReader reader, ArraySegment<byte> current) => Read(ref reader);

    /// <inheritdoc/>
    public void Write<TBuffer>(ref MsgPackWriter<TBuffer> writer, ArraySegment<byte> value)
        where TBuffer : class, IBufferWriter<byte>
    {
        if (value.Array is null) writer.WriteNil();
        else writer.WriteBinary(value.AsSpan());
    }

    private static ArraySegment<byte> Wrap(byte[]? bytes) => bytes is null ? default : new ArraySegment<byte>(bytes);
}

/// <summary>The JSON shape of <see cref="Memory{T}"/>: an array, as <c>T[]</c>.</summary>
[EditorBrowsable(EditorBrowsableState.Never)]
public readonly struct JsonMemoryShape<T, TElement> : IJsonShape<Memory<T>>
    where TElement : struct, IJsonShape<T>
{
    /// <inheritdoc/>
    public bool Reuses => false;

    /// <inheritdoc/>
    public Memory<T> Read(ref JsonReader reader) => default(JsonArrayShape<T, TElement>).Read(ref reader);

    /// <inheritdoc/>
    public Memory<T> Populate(ref JsonReader reader, Memory<T> current) => Read(ref reader);

    /// <inheritdoc/>
    public void Write(ref JsonWriter writer, Memory<T> value) => JsonMemory.Write<T, TElement>(ref writer, value.Span);
}

/// <summary>The JSON shape of <see cref="ReadOnlyMemory{T}"/>: an array, as <c>T[]</c>.</summary>
[EditorBrowsable(EditorBrowsableState.Never)]
public readonly struct JsonReadOnlyMemoryShape<T, TElement> : IJsonShape<ReadOnlyMemory<T>>
    where TElement : struct, IJsonShape<T>
{
    /// <inheritdoc/>
    public bool Reuses => false;

    /// <inheritdoc/>
    public ReadOnlyMemory<T> Read(ref JsonReader reader) => default(JsonArrayShape<T, TElement>).Read(ref reader);

    /// <inheritdoc/>
    public ReadOnlyMemory<T> Populate(ref JsonReader reader, ReadOnlyMemory<T> current) => Read(ref reader);

    /// <inheritdoc/>
    public void Write(ref JsonWriter writer, ReadOnlyMemory<T> value) => JsonMemory.Write<T, TElement>(ref writer, value.Span);
}

/// <summary>The MessagePack shape of <see cref="Memory{T}"/>: an array, as <c>T[]</c>.</summary>
[EditorBrowsable(EditorBrowsableState.Never)]
public readonly struct MsgPackMemoryShape<T, TElement> : IMsgPackShape<Memory<T>>
    where TElement : struct, IMsgPackShape<T>
{
    /// <inheritdoc/>
    public bool Reuses => false;

    /// <inheritdoc/>
    public Memory<T> Read(ref MsgPackReader reader) => default(MsgPackArrayShape<T, TElement>).Read(ref reader);

    /// <inheritdoc/>
    public Memory<T> Populate(ref MsgPackReader reader, Memory<T> current) => Read(ref reader);

    /// <inheritdoc/>
    public void Write<TBuffer>(ref MsgPackWriter<TBuffer> writer, Memory<T> value)
        where TBuffer : class, IBufferWriter<byte> => MsgPackMemory.Write<T, TElement, TBuffer>(ref writer, value.Span);
}

/// <summary>The MessagePack shape of <see cref="ReadOnlyMemory{T}"/>: an array, as <c>T[]</c>.</summary>
[EditorBrowsable(EditorBrowsableState.Never)]
public readonly struct MsgPackReadOnlyMemoryShape<T, TElement> : IMsgPackShape<ReadOnlyMemory<T>>
    where TElement : struct, IMsgPackShape<T>
{
    /// <inheritdoc/>
    public bool Reuses => false;

    /// <inheritdoc/>
    public ReadOnlyMemory<T> Read(ref MsgPackReader reader) => default(MsgPackArrayShape<T, TElement>).Read(ref reader);

    /// <inheritdoc/>
    public ReadOnlyMemory<T> Populate(ref MsgPackReader reader, ReadOnlyMemory<T> current) => Read(ref reader);

    /// <inheritdoc/>
    public void Write<TBuffer>(ref MsgPackWriter<TBuffer> writer, ReadOnlyMemory<T> value)
        where TBuffer : class, IBufferWriter<byte> => MsgPackMemory.Write<T, TElement, TBuffer>(ref writer, value.Span);
}

/// <summary>The element loop both JSON memory shapes write with.</summary>
internal static class JsonMemory
{
    public static void Write<T, TElement>(ref JsonWriter writer, ReadOnlySpan<T> items)
        where TElement : struct, IJsonShape<T>
    {
        writer.WriteStartArray();
        for (int i = 0; i < items.Length; i++)
            default(TElement).Write(ref writer, items[i]);
        writer.WriteEndArray();
    }
}

/// <summary>The element loop both MessagePack memory shapes write with.</summary>
internal static class MsgPackMemory
{
    public static void Write<T, TElement, TBuffer>(ref MsgPackWriter<TBuffer> writer, ReadOnlySpan<T> items)
        where TElement : struct, IMsgPackShape<T>
        where TBuffer : class, IBufferWriter<byte>
    {
        writer.EnterContainer();
        writer.WriteArrayHeader(items.Length);
        for (int i = 0; i < items.Length; i++)
            default(TElement).Write(ref writer, items[i]);
        writer.ExitContainer();
    }
}
