// The shapes of memory types. Bytes are binary as byte[] is (base64 in JSON, bin in MessagePack), as System.Text.Json
// and MessagePack-CSharp 2.5 write Memory<byte>, ReadOnlyMemory<byte> and ArraySegment<byte>; any other element type
// is an array, as T[] is, read into a new array that the memory then wraps. A memory is a struct with no null: null or
// nil reads as empty memory (a default ArraySegment<T>, which has no array, is written as null, and null reads back as
// one, as MessagePack-CSharp does for segments).
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
    public ArraySegment<byte> Read(ref JsonReader reader) => Segments.Wrap(reader.ReadBytes());

    /// <inheritdoc/>
    public ArraySegment<byte> Populate(ref JsonReader reader, ArraySegment<byte> current) => Read(ref reader);

    /// <inheritdoc/>
    public void Write(ref JsonWriter writer, ArraySegment<byte> value)
    {
        if (value.Array is null) writer.WriteNull();
        else writer.WriteBytes(value.AsSpan());
    }

    /// <inheritdoc/>
    public ArraySegment<byte> Read(ref MsgPackReader reader) => Segments.Wrap(reader.ReadBinary());

    /// <inheritdoc/>
    public ArraySegment<byte> Populate(ref MsgPackReader reader, ArraySegment<byte> current) => Read(ref reader);

    /// <inheritdoc/>
    public void Write<TBuffer>(ref MsgPackWriter<TBuffer> writer, ArraySegment<byte> value)
        where TBuffer : class, IBufferWriter<byte>
    {
        if (value.Array is null) writer.WriteNil();
        else writer.WriteBinary(value.AsSpan());
    }
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

/// <summary>
/// The JSON shape of <see cref="ArraySegment{T}"/>: an array of the segment's elements, as <c>T[]</c>; a segment without
/// an array (the default) is <c>null</c>, and <c>null</c> reads back as one.
/// </summary>
[EditorBrowsable(EditorBrowsableState.Never)]
public readonly struct JsonArraySegmentShape<T, TElement> : IJsonShape<ArraySegment<T>>
    where TElement : struct, IJsonShape<T>
{
    /// <inheritdoc/>
    public bool Reuses => false;

    /// <inheritdoc/>
    public ArraySegment<T> Read(ref JsonReader reader) => Segments.Wrap(default(JsonArrayShape<T, TElement>).Read(ref reader));

    /// <inheritdoc/>
    public ArraySegment<T> Populate(ref JsonReader reader, ArraySegment<T> current) => Read(ref reader);

    /// <inheritdoc/>
    public void Write(ref JsonWriter writer, ArraySegment<T> value)
    {
        if (value.Array is null) writer.WriteNull();
        else JsonMemory.Write<T, TElement>(ref writer, value.AsSpan());
    }
}

/// <summary>
/// The MessagePack shape of <see cref="ArraySegment{T}"/>: an array, as <c>T[]</c>, and nil for a segment without an
/// array, as MessagePack-CSharp 2.5's <c>ArraySegmentFormatter&lt;T&gt;</c> writes it.
/// </summary>
[EditorBrowsable(EditorBrowsableState.Never)]
public readonly struct MsgPackArraySegmentShape<T, TElement> : IMsgPackShape<ArraySegment<T>>
    where TElement : struct, IMsgPackShape<T>
{
    /// <inheritdoc/>
    public bool Reuses => false;

    /// <inheritdoc/>
    public ArraySegment<T> Read(ref MsgPackReader reader) => Segments.Wrap(default(MsgPackArrayShape<T, TElement>).Read(ref reader));

    /// <inheritdoc/>
    public ArraySegment<T> Populate(ref MsgPackReader reader, ArraySegment<T> current) => Read(ref reader);

    /// <inheritdoc/>
    public void Write<TBuffer>(ref MsgPackWriter<TBuffer> writer, ArraySegment<T> value)
        where TBuffer : class, IBufferWriter<byte>
    {
        if (value.Array is null) writer.WriteNil();
        else MsgPackMemory.Write<T, TElement, TBuffer>(ref writer, value.AsSpan());
    }
}

internal static class Segments
{
    /// <summary>The segment over a whole array read, or the default segment (no array) for null.</summary>
    public static ArraySegment<T> Wrap<T>(T[]? items) => items is null ? default : new ArraySegment<T>(items);
}

/// <summary>The element loop the JSON memory and segment shapes write with.</summary>
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

/// <summary>The element loop the MessagePack memory and segment shapes write with.</summary>
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
