// The shapes of value tuples, ValueTuple<T1> to ValueTuple<T1..T7, TRest> (named tuples are the same types): an array of
// the elements in order in every format, which is what MessagePack-CSharp 2.5 writes (its ValueTupleFormatter) and what
// keeps a tuple as compact as the values it holds. System.Text.Json writes {} for a tuple, since its elements are
// fields it leaves out by default, so there is no JSON form to follow (docs/json.md). The element count must be the
// tuple's arity on read: a shorter array would leave elements at their defaults without a word, and a longer one would
// drop data. A tuple of eight or more elements is ValueTuple<T1..T7, TRest>, whose eighth element is the rest tuple: an
// array of 8 ending in the rest's array, as the type is nested and as MessagePack-CSharp writes it. One struct per arity
// and format; the framing each of them shares is in JsonTuples and MsgPackTuples.
using System;
using System.Buffers;
using System.ComponentModel;
using System.Globalization;
using System.Runtime.CompilerServices;
using Bento.Json;
using Bento.MessagePack;

namespace Bento.Shapes;

/// <summary>The array framing of value tuples in JSON: an array of exactly as many elements as the tuple has.</summary>
internal static class JsonTuples
{
    /// <summary>Reads <c>[</c> and returns where the array starts, for errors about its length.</summary>
    public static int Open(ref JsonReader reader)
    {
        int start = reader.Position;
        reader.ReadStartArray();
        return start;
    }

    /// <summary>Reads element <paramref name="index"/>; the array ending before it is an error at the array.</summary>
    [MethodImpl(MethodImplOptions.AggressiveInlining)]
    public static T Item<T, TShape>(ref JsonReader reader, int start, int index, int arity)
        where TShape : struct, IJsonShape<T>
    {
        if (!reader.ReadNextArrayElement()) reader.ThrowAt(start, Count(index, arity));
        return default(TShape).Read(ref reader);
    }

    /// <summary>Reads <c>]</c> after the last element; a further element is an error at that element.</summary>
    public static void Close(ref JsonReader reader, int arity)
    {
        if (reader.ReadNextArrayElement()) reader.Throw(TooMany(arity));
    }

    internal static string Count(int found, int arity) =>
        string.Format(CultureInfo.InvariantCulture, "The array has {0} element{1}, but the value tuple has {2}.", found, found == 1 ? string.Empty : "s", arity);

    internal static string TooMany(int arity) =>
        string.Format(CultureInfo.InvariantCulture, "The array has more elements than the value tuple's {0}.", arity);
}

/// <summary>The array framing of value tuples in MessagePack: an array header of exactly the tuple's arity.</summary>
internal static class MsgPackTuples
{
    /// <summary>Reads the array header and enters it; a count other than <paramref name="arity"/> is an error at the header.</summary>
    public static void Open(ref MsgPackReader reader, int arity)
    {
        int start = reader.Position;
        int count = reader.ReadArrayHeader();
        if (count != arity) reader.ThrowAt(start, count < arity ? JsonTuples.Count(count, arity) : JsonTuples.TooMany(arity));
        reader.EnterContainer();
    }

    /// <summary>Writes the array header of a tuple and enters it (pair with <see cref="MsgPackWriter{TBuffer}.ExitContainer"/>).</summary>
    public static void Open<TBuffer>(ref MsgPackWriter<TBuffer> writer, int arity)
        where TBuffer : class, IBufferWriter<byte>
    {
        writer.EnterContainer();
        writer.WriteArrayHeader(arity);
    }
}

/// <summary>The JSON shape of a value tuple of 1 element: an array of 1.</summary>
[EditorBrowsable(EditorBrowsableState.Never)]
public readonly struct JsonTupleShape<T1, TShape1> : IJsonShape<ValueTuple<T1>>
    where TShape1 : struct, IJsonShape<T1>
{
    /// <inheritdoc/>
    public bool Reuses => false;

    /// <inheritdoc/>
    public ValueTuple<T1> Read(ref JsonReader reader)
    {
        int start = JsonTuples.Open(ref reader);
        var item1 = JsonTuples.Item<T1, TShape1>(ref reader, start, 0, 1);
        JsonTuples.Close(ref reader, 1);
        return new ValueTuple<T1>(item1);
    }

    /// <inheritdoc/>
    public ValueTuple<T1> Populate(ref JsonReader reader, ValueTuple<T1> current) => Read(ref reader);

    /// <inheritdoc/>
    public void Write(ref JsonWriter writer, ValueTuple<T1> value)
    {
        writer.WriteStartArray();
        default(TShape1).Write(ref writer, value.Item1);
        writer.WriteEndArray();
    }
}

/// <summary>The MessagePack shape of a value tuple of 1 element: an array of 1.</summary>
[EditorBrowsable(EditorBrowsableState.Never)]
public readonly struct MsgPackTupleShape<T1, TShape1> : IMsgPackShape<ValueTuple<T1>>
    where TShape1 : struct, IMsgPackShape<T1>
{
    /// <inheritdoc/>
    public bool Reuses => false;

    /// <inheritdoc/>
    public ValueTuple<T1> Read(ref MsgPackReader reader)
    {
        MsgPackTuples.Open(ref reader, 1);
        var item1 = default(TShape1).Read(ref reader);
        reader.ExitContainer();
        return new ValueTuple<T1>(item1);
    }

    /// <inheritdoc/>
    public ValueTuple<T1> Populate(ref MsgPackReader reader, ValueTuple<T1> current) => Read(ref reader);

    /// <inheritdoc/>
    public void Write<TBuffer>(ref MsgPackWriter<TBuffer> writer, ValueTuple<T1> value)
        where TBuffer : class, IBufferWriter<byte>
    {
        MsgPackTuples.Open(ref writer, 1);
        default(TShape1).Write(ref writer, value.Item1);
        writer.ExitContainer();
    }
}

/// <summary>The JSON shape of a value tuple of 2 elements: an array of 2.</summary>
[EditorBrowsable(EditorBrowsableState.Never)]
public readonly struct JsonTupleShape<T1, T2, TShape1, TShape2> : IJsonShape<ValueTuple<T1, T2>>
    where TShape1 : struct, IJsonShape<T1>
    where TShape2 : struct, IJsonShape<T2>
{
    /// <inheritdoc/>
    public bool Reuses => false;

    /// <inheritdoc/>
    public ValueTuple<T1, T2> Read(ref JsonReader reader)
    {
        int start = JsonTuples.Open(ref reader);
        var item1 = JsonTuples.Item<T1, TShape1>(ref reader, start, 0, 2);
        var item2 = JsonTuples.Item<T2, TShape2>(ref reader, start, 1, 2);
        JsonTuples.Close(ref reader, 2);
        return new ValueTuple<T1, T2>(item1, item2);
    }

    /// <inheritdoc/>
    public ValueTuple<T1, T2> Populate(ref JsonReader reader, ValueTuple<T1, T2> current) => Read(ref reader);

    /// <inheritdoc/>
    public void Write(ref JsonWriter writer, ValueTuple<T1, T2> value)
    {
        writer.WriteStartArray();
        default(TShape1).Write(ref writer, value.Item1);
        default(TShape2).Write(ref writer, value.Item2);
        writer.WriteEndArray();
    }
}

/// <summary>The MessagePack shape of a value tuple of 2 elements: an array of 2.</summary>
[EditorBrowsable(EditorBrowsableState.Never)]
public readonly struct MsgPackTupleShape<T1, T2, TShape1, TShape2> : IMsgPackShape<ValueTuple<T1, T2>>
    where TShape1 : struct, IMsgPackShape<T1>
    where TShape2 : struct, IMsgPackShape<T2>
{
    /// <inheritdoc/>
    public bool Reuses => false;

    /// <inheritdoc/>
    public ValueTuple<T1, T2> Read(ref MsgPackReader reader)
    {
        MsgPackTuples.Open(ref reader, 2);
        var item1 = default(TShape1).Read(ref reader);
        var item2 = default(TShape2).Read(ref reader);
        reader.ExitContainer();
        return new ValueTuple<T1, T2>(item1, item2);
    }

    /// <inheritdoc/>
    public ValueTuple<T1, T2> Populate(ref MsgPackReader reader, ValueTuple<T1, T2> current) => Read(ref reader);

    /// <inheritdoc/>
    public void Write<TBuffer>(ref MsgPackWriter<TBuffer> writer, ValueTuple<T1, T2> value)
        where TBuffer : class, IBufferWriter<byte>
    {
        MsgPackTuples.Open(ref writer, 2);
        default(TShape1).Write(ref writer, value.Item1);
        default(TShape2).Write(ref writer, value.Item2);
        writer.ExitContainer();
    }
}

/// <summary>The JSON shape of a value tuple of 3 elements: an array of 3.</summary>
[EditorBrowsable(EditorBrowsableState.Never)]
public readonly struct JsonTupleShape<T1, T2, T3, TShape1, TShape2, TShape3> : IJsonShape<ValueTuple<T1, T2, T3>>
    where TShape1 : struct, IJsonShape<T1>
    where TShape2 : struct, IJsonShape<T2>
    where TShape3 : struct, IJsonShape<T3>
{
    /// <inheritdoc/>
    public bool Reuses => false;

    /// <inheritdoc/>
    public ValueTuple<T1, T2, T3> Read(ref JsonReader reader)
    {
        int start = JsonTuples.Open(ref reader);
        var item1 = JsonTuples.Item<T1, TShape1>(ref reader, start, 0, 3);
        var item2 = JsonTuples.Item<T2, TShape2>(ref reader, start, 1, 3);
        var item3 = JsonTuples.Item<T3, TShape3>(ref reader, start, 2, 3);
        JsonTuples.Close(ref reader, 3);
        return new ValueTuple<T1, T2, T3>(item1, item2, item3);
    }

    /// <inheritdoc/>
    public ValueTuple<T1, T2, T3> Populate(ref JsonReader reader, ValueTuple<T1, T2, T3> current) => Read(ref reader);

    /// <inheritdoc/>
    public void Write(ref JsonWriter writer, ValueTuple<T1, T2, T3> value)
    {
        writer.WriteStartArray();
        default(TShape1).Write(ref writer, value.Item1);
        default(TShape2).Write(ref writer, value.Item2);
        default(TShape3).Write(ref writer, value.Item3);
        writer.WriteEndArray();
    }
}

/// <summary>The MessagePack shape of a value tuple of 3 elements: an array of 3.</summary>
[EditorBrowsable(EditorBrowsableState.Never)]
public readonly struct MsgPackTupleShape<T1, T2, T3, TShape1, TShape2, TShape3> : IMsgPackShape<ValueTuple<T1, T2, T3>>
    where TShape1 : struct, IMsgPackShape<T1>
    where TShape2 : struct, IMsgPackShape<T2>
    where TShape3 : struct, IMsgPackShape<T3>
{
    /// <inheritdoc/>
    public bool Reuses => false;

    /// <inheritdoc/>
    public ValueTuple<T1, T2, T3> Read(ref MsgPackReader reader)
    {
        MsgPackTuples.Open(ref reader, 3);
        var item1 = default(TShape1).Read(ref reader);
        var item2 = default(TShape2).Read(ref reader);
        var item3 = default(TShape3).Read(ref reader);
        reader.ExitContainer();
        return new ValueTuple<T1, T2, T3>(item1, item2, item3);
    }

    /// <inheritdoc/>
    public ValueTuple<T1, T2, T3> Populate(ref MsgPackReader reader, ValueTuple<T1, T2, T3> current) => Read(ref reader);

    /// <inheritdoc/>
    public void Write<TBuffer>(ref MsgPackWriter<TBuffer> writer, ValueTuple<T1, T2, T3> value)
        where TBuffer : class, IBufferWriter<byte>
    {
        MsgPackTuples.Open(ref writer, 3);
        default(TShape1).Write(ref writer, value.Item1);
        default(TShape2).Write(ref writer, value.Item2);
        default(TShape3).Write(ref writer, value.Item3);
        writer.ExitContainer();
    }
}

/// <summary>The JSON shape of a value tuple of 4 elements: an array of 4.</summary>
[EditorBrowsable(EditorBrowsableState.Never)]
public readonly struct JsonTupleShape<T1, T2, T3, T4, TShape1, TShape2, TShape3, TShape4> : IJsonShape<ValueTuple<T1, T2, T3, T4>>
    where TShape1 : struct, IJsonShape<T1>
    where TShape2 : struct, IJsonShape<T2>
    where TShape3 : struct, IJsonShape<T3>
    where TShape4 : struct, IJsonShape<T4>
{
    /// <inheritdoc/>
    public bool Reuses => false;

    /// <inheritdoc/>
    public ValueTuple<T1, T2, T3, T4> Read(ref JsonReader reader)
    {
        int start = JsonTuples.Open(ref reader);
        var item1 = JsonTuples.Item<T1, TShape1>(ref reader, start, 0, 4);
        var item2 = JsonTuples.Item<T2, TShape2>(ref reader, start, 1, 4);
        var item3 = JsonTuples.Item<T3, TShape3>(ref reader, start, 2, 4);
        var item4 = JsonTuples.Item<T4, TShape4>(ref reader, start, 3, 4);
        JsonTuples.Close(ref reader, 4);
        return new ValueTuple<T1, T2, T3, T4>(item1, item2, item3, item4);
    }

    /// <inheritdoc/>
    public ValueTuple<T1, T2, T3, T4> Populate(ref JsonReader reader, ValueTuple<T1, T2, T3, T4> current) => Read(ref reader);

    /// <inheritdoc/>
    public void Write(ref JsonWriter writer, ValueTuple<T1, T2, T3, T4> value)
    {
        writer.WriteStartArray();
        default(TShape1).Write(ref writer, value.Item1);
        default(TShape2).Write(ref writer, value.Item2);
        default(TShape3).Write(ref writer, value.Item3);
        default(TShape4).Write(ref writer, value.Item4);
        writer.WriteEndArray();
    }
}

/// <summary>The MessagePack shape of a value tuple of 4 elements: an array of 4.</summary>
[EditorBrowsable(EditorBrowsableState.Never)]
public readonly struct MsgPackTupleShape<T1, T2, T3, T4, TShape1, TShape2, TShape3, TShape4> : IMsgPackShape<ValueTuple<T1, T2, T3, T4>>
    where TShape1 : struct, IMsgPackShape<T1>
    where TShape2 : struct, IMsgPackShape<T2>
    where TShape3 : struct, IMsgPackShape<T3>
    where TShape4 : struct, IMsgPackShape<T4>
{
    /// <inheritdoc/>
    public bool Reuses => false;

    /// <inheritdoc/>
    public ValueTuple<T1, T2, T3, T4> Read(ref MsgPackReader reader)
    {
        MsgPackTuples.Open(ref reader, 4);
        var item1 = default(TShape1).Read(ref reader);
        var item2 = default(TShape2).Read(ref reader);
        var item3 = default(TShape3).Read(ref reader);
        var item4 = default(TShape4).Read(ref reader);
        reader.ExitContainer();
        return new ValueTuple<T1, T2, T3, T4>(item1, item2, item3, item4);
    }

    /// <inheritdoc/>
    public ValueTuple<T1, T2, T3, T4> Populate(ref MsgPackReader reader, ValueTuple<T1, T2, T3, T4> current) => Read(ref reader);

    /// <inheritdoc/>
    public void Write<TBuffer>(ref MsgPackWriter<TBuffer> writer, ValueTuple<T1, T2, T3, T4> value)
        where TBuffer : class, IBufferWriter<byte>
    {
        MsgPackTuples.Open(ref writer, 4);
        default(TShape1).Write(ref writer, value.Item1);
        default(TShape2).Write(ref writer, value.Item2);
        default(TShape3).Write(ref writer, value.Item3);
        default(TShape4).Write(ref writer, value.Item4);
        writer.ExitContainer();
    }
}

/// <summary>The JSON shape of a value tuple of 5 elements: an array of 5.</summary>
[EditorBrowsable(EditorBrowsableState.Never)]
public readonly struct JsonTupleShape<T1, T2, T3, T4, T5, TShape1, TShape2, TShape3, TShape4, TShape5> : IJsonShape<ValueTuple<T1, T2, T3, T4, T5>>
    where TShape1 : struct, IJsonShape<T1>
    where TShape2 : struct, IJsonShape<T2>
    where TShape3 : struct, IJsonShape<T3>
    where TShape4 : struct, IJsonShape<T4>
    where TShape5 : struct, IJsonShape<T5>
{
    /// <inheritdoc/>
    public bool Reuses => false;

    /// <inheritdoc/>
    public ValueTuple<T1, T2, T3, T4, T5> Read(ref JsonReader reader)
    {
        int start = JsonTuples.Open(ref reader);
        var item1 = JsonTuples.Item<T1, TShape1>(ref reader, start, 0, 5);
        var item2 = JsonTuples.Item<T2, TShape2>(ref reader, start, 1, 5);
        var item3 = JsonTuples.Item<T3, TShape3>(ref reader, start, 2, 5);
        var item4 = JsonTuples.Item<T4, TShape4>(ref reader, start, 3, 5);
        var item5 = JsonTuples.Item<T5, TShape5>(ref reader, start, 4, 5);
        JsonTuples.Close(ref reader, 5);
        return new ValueTuple<T1, T2, T3, T4, T5>(item1, item2, item3, item4, item5);
    }

    /// <inheritdoc/>
    public ValueTuple<T1, T2, T3, T4, T5> Populate(ref JsonReader reader, ValueTuple<T1, T2, T3, T4, T5> current) => Read(ref reader);

    /// <inheritdoc/>
    public void Write(ref JsonWriter writer, ValueTuple<T1, T2, T3, T4, T5> value)
    {
        writer.WriteStartArray();
        default(TShape1).Write(ref writer, value.Item1);
        default(TShape2).Write(ref writer, value.Item2);
        default(TShape3).Write(ref writer, value.Item3);
        default(TShape4).Write(ref writer, value.Item4);
        default(TShape5).Write(ref writer, value.Item5);
        writer.WriteEndArray();
    }
}

/// <summary>The MessagePack shape of a value tuple of 5 elements: an array of 5.</summary>
[EditorBrowsable(EditorBrowsableState.Never)]
public readonly struct MsgPackTupleShape<T1, T2, T3, T4, T5, TShape1, TShape2, TShape3, TShape4, TShape5> : IMsgPackShape<ValueTuple<T1, T2, T3, T4, T5>>
    where TShape1 : struct, IMsgPackShape<T1>
    where TShape2 : struct, IMsgPackShape<T2>
    where TShape3 : struct, IMsgPackShape<T3>
    where TShape4 : struct, IMsgPackShape<T4>
    where TShape5 : struct, IMsgPackShape<T5>
{
    /// <inheritdoc/>
    public bool Reuses => false;

    /// <inheritdoc/>
    public ValueTuple<T1, T2, T3, T4, T5> Read(ref MsgPackReader reader)
    {
        MsgPackTuples.Open(ref reader, 5);
        var item1 = default(TShape1).Read(ref reader);
        var item2 = default(TShape2).Read(ref reader);
        var item3 = default(TShape3).Read(ref reader);
        var item4 = default(TShape4).Read(ref reader);
        var item5 = default(TShape5).Read(ref reader);
        reader.ExitContainer();
        return new ValueTuple<T1, T2, T3, T4, T5>(item1, item2, item3, item4, item5);
    }

    /// <inheritdoc/>
    public ValueTuple<T1, T2, T3, T4, T5> Populate(ref MsgPackReader reader, ValueTuple<T1, T2, T3, T4, T5> current) => Read(ref reader);

    /// <inheritdoc/>
    public void Write<TBuffer>(ref MsgPackWriter<TBuffer> writer, ValueTuple<T1, T2, T3, T4, T5> value)
        where TBuffer : class, IBufferWriter<byte>
    {
        MsgPackTuples.Open(ref writer, 5);
        default(TShape1).Write(ref writer, value.Item1);
        default(TShape2).Write(ref writer, value.Item2);
        default(TShape3).Write(ref writer, value.Item3);
        default(TShape4).Write(ref writer, value.Item4);
        default(TShape5).Write(ref writer, value.Item5);
        writer.ExitContainer();
    }
}

/// <summary>The JSON shape of a value tuple of 6 elements: an array of 6.</summary>
[EditorBrowsable(EditorBrowsableState.Never)]
public readonly struct JsonTupleShape<T1, T2, T3, T4, T5, T6, TShape1, TShape2, TShape3, TShape4, TShape5, TShape6> : IJsonShape<ValueTuple<T1, T2, T3, T4, T5, T6>>
    where TShape1 : struct, IJsonShape<T1>
    where TShape2 : struct, IJsonShape<T2>
    where TShape3 : struct, IJsonShape<T3>
    where TShape4 : struct, IJsonShape<T4>
    where TShape5 : struct, IJsonShape<T5>
    where TShape6 : struct, IJsonShape<T6>
{
    /// <inheritdoc/>
    public bool Reuses => false;

    /// <inheritdoc/>
    public ValueTuple<T1, T2, T3, T4, T5, T6> Read(ref JsonReader reader)
    {
        int start = JsonTuples.Open(ref reader);
        var item1 = JsonTuples.Item<T1, TShape1>(ref reader, start, 0, 6);
        var item2 = JsonTuples.Item<T2, TShape2>(ref reader, start, 1, 6);
        var item3 = JsonTuples.Item<T3, TShape3>(ref reader, start, 2, 6);
        var item4 = JsonTuples.Item<T4, TShape4>(ref reader, start, 3, 6);
        var item5 = JsonTuples.Item<T5, TShape5>(ref reader, start, 4, 6);
        var item6 = JsonTuples.Item<T6, TShape6>(ref reader, start, 5, 6);
        JsonTuples.Close(ref reader, 6);
        return new ValueTuple<T1, T2, T3, T4, T5, T6>(item1, item2, item3, item4, item5, item6);
    }

    /// <inheritdoc/>
    public ValueTuple<T1, T2, T3, T4, T5, T6> Populate(ref JsonReader reader, ValueTuple<T1, T2, T3, T4, T5, T6> current) => Read(ref reader);

    /// <inheritdoc/>
    public void Write(ref JsonWriter writer, ValueTuple<T1, T2, T3, T4, T5, T6> value)
    {
        writer.WriteStartArray();
        default(TShape1).Write(ref writer, value.Item1);
        default(TShape2).Write(ref writer, value.Item2);
        default(TShape3).Write(ref writer, value.Item3);
        default(TShape4).Write(ref writer, value.Item4);
        default(TShape5).Write(ref writer, value.Item5);
        default(TShape6).Write(ref writer, value.Item6);
        writer.WriteEndArray();
    }
}

/// <summary>The MessagePack shape of a value tuple of 6 elements: an array of 6.</summary>
[EditorBrowsable(EditorBrowsableState.Never)]
public readonly struct MsgPackTupleShape<T1, T2, T3, T4, T5, T6, TShape1, TShape2, TShape3, TShape4, TShape5, TShape6> : IMsgPackShape<ValueTuple<T1, T2, T3, T4, T5, T6>>
    where TShape1 : struct, IMsgPackShape<T1>
    where TShape2 : struct, IMsgPackShape<T2>
    where TShape3 : struct, IMsgPackShape<T3>
    where TShape4 : struct, IMsgPackShape<T4>
    where TShape5 : struct, IMsgPackShape<T5>
    where TShape6 : struct, IMsgPackShape<T6>
{
    /// <inheritdoc/>
    public bool Reuses => false;

    /// <inheritdoc/>
    public ValueTuple<T1, T2, T3, T4, T5, T6> Read(ref MsgPackReader reader)
    {
        MsgPackTuples.Open(ref reader, 6);
        var item1 = default(TShape1).Read(ref reader);
        var item2 = default(TShape2).Read(ref reader);
        var item3 = default(TShape3).Read(ref reader);
        var item4 = default(TShape4).Read(ref reader);
        var item5 = default(TShape5).Read(ref reader);
        var item6 = default(TShape6).Read(ref reader);
        reader.ExitContainer();
        return new ValueTuple<T1, T2, T3, T4, T5, T6>(item1, item2, item3, item4, item5, item6);
    }

    /// <inheritdoc/>
    public ValueTuple<T1, T2, T3, T4, T5, T6> Populate(ref MsgPackReader reader, ValueTuple<T1, T2, T3, T4, T5, T6> current) => Read(ref reader);

    /// <inheritdoc/>
    public void Write<TBuffer>(ref MsgPackWriter<TBuffer> writer, ValueTuple<T1, T2, T3, T4, T5, T6> value)
        where TBuffer : class, IBufferWriter<byte>
    {
        MsgPackTuples.Open(ref writer, 6);
        default(TShape1).Write(ref writer, value.Item1);
        default(TShape2).Write(ref writer, value.Item2);
        default(TShape3).Write(ref writer, value.Item3);
        default(TShape4).Write(ref writer, value.Item4);
        default(TShape5).Write(ref writer, value.Item5);
        default(TShape6).Write(ref writer, value.Item6);
        writer.ExitContainer();
    }
}

/// <summary>The JSON shape of a value tuple of 7 elements: an array of 7.</summary>
[EditorBrowsable(EditorBrowsableState.Never)]
public readonly struct JsonTupleShape<T1, T2, T3, T4, T5, T6, T7, TShape1, TShape2, TShape3, TShape4, TShape5, TShape6, TShape7> : IJsonShape<ValueTuple<T1, T2, T3, T4, T5, T6, T7>>
    where TShape1 : struct, IJsonShape<T1>
    where TShape2 : struct, IJsonShape<T2>
    where TShape3 : struct, IJsonShape<T3>
    where TShape4 : struct, IJsonShape<T4>
    where TShape5 : struct, IJsonShape<T5>
    where TShape6 : struct, IJsonShape<T6>
    where TShape7 : struct, IJsonShape<T7>
{
    /// <inheritdoc/>
    public bool Reuses => false;

    /// <inheritdoc/>
    public ValueTuple<T1, T2, T3, T4, T5, T6, T7> Read(ref JsonReader reader)
    {
        int start = JsonTuples.Open(ref reader);
        var item1 = JsonTuples.Item<T1, TShape1>(ref reader, start, 0, 7);
        var item2 = JsonTuples.Item<T2, TShape2>(ref reader, start, 1, 7);
        var item3 = JsonTuples.Item<T3, TShape3>(ref reader, start, 2, 7);
        var item4 = JsonTuples.Item<T4, TShape4>(ref reader, start, 3, 7);
        var item5 = JsonTuples.Item<T5, TShape5>(ref reader, start, 4, 7);
        var item6 = JsonTuples.Item<T6, TShape6>(ref reader, start, 5, 7);
        var item7 = JsonTuples.Item<T7, TShape7>(ref reader, start, 6, 7);
        JsonTuples.Close(ref reader, 7);
        return new ValueTuple<T1, T2, T3, T4, T5, T6, T7>(item1, item2, item3, item4, item5, item6, item7);
    }

    /// <inheritdoc/>
    public ValueTuple<T1, T2, T3, T4, T5, T6, T7> Populate(ref JsonReader reader, ValueTuple<T1, T2, T3, T4, T5, T6, T7> current) => Read(ref reader);

    /// <inheritdoc/>
    public void Write(ref JsonWriter writer, ValueTuple<T1, T2, T3, T4, T5, T6, T7> value)
    {
        writer.WriteStartArray();
        default(TShape1).Write(ref writer, value.Item1);
        default(TShape2).Write(ref writer, value.Item2);
        default(TShape3).Write(ref writer, value.Item3);
        default(TShape4).Write(ref writer, value.Item4);
        default(TShape5).Write(ref writer, value.Item5);
        default(TShape6).Write(ref writer, value.Item6);
        default(TShape7).Write(ref writer, value.Item7);
        writer.WriteEndArray();
    }
}

/// <summary>The MessagePack shape of a value tuple of 7 elements: an array of 7.</summary>
[EditorBrowsable(EditorBrowsableState.Never)]
public readonly struct MsgPackTupleShape<T1, T2, T3, T4, T5, T6, T7, TShape1, TShape2, TShape3, TShape4, TShape5, TShape6, TShape7> : IMsgPackShape<ValueTuple<T1, T2, T3, T4, T5, T6, T7>>
    where TShape1 : struct, IMsgPackShape<T1>
    where TShape2 : struct, IMsgPackShape<T2>
    where TShape3 : struct, IMsgPackShape<T3>
    where TShape4 : struct, IMsgPackShape<T4>
    where TShape5 : struct, IMsgPackShape<T5>
    where TShape6 : struct, IMsgPackShape<T6>
    where TShape7 : struct, IMsgPackShape<T7>
{
    /// <inheritdoc/>
    public bool Reuses => false;

    /// <inheritdoc/>
    public ValueTuple<T1, T2, T3, T4, T5, T6, T7> Read(ref MsgPackReader reader)
    {
        MsgPackTuples.Open(ref reader, 7);
        var item1 = default(TShape1).Read(ref reader);
        var item2 = default(TShape2).Read(ref reader);
        var item3 = default(TShape3).Read(ref reader);
        var item4 = default(TShape4).Read(ref reader);
        var item5 = default(TShape5).Read(ref reader);
        var item6 = default(TShape6).Read(ref reader);
        var item7 = default(TShape7).Read(ref reader);
        reader.ExitContainer();
        return new ValueTuple<T1, T2, T3, T4, T5, T6, T7>(item1, item2, item3, item4, item5, item6, item7);
    }

    /// <inheritdoc/>
    public ValueTuple<T1, T2, T3, T4, T5, T6, T7> Populate(ref MsgPackReader reader, ValueTuple<T1, T2, T3, T4, T5, T6, T7> current) => Read(ref reader);

    /// <inheritdoc/>
    public void Write<TBuffer>(ref MsgPackWriter<TBuffer> writer, ValueTuple<T1, T2, T3, T4, T5, T6, T7> value)
        where TBuffer : class, IBufferWriter<byte>
    {
        MsgPackTuples.Open(ref writer, 7);
        default(TShape1).Write(ref writer, value.Item1);
        default(TShape2).Write(ref writer, value.Item2);
        default(TShape3).Write(ref writer, value.Item3);
        default(TShape4).Write(ref writer, value.Item4);
        default(TShape5).Write(ref writer, value.Item5);
        default(TShape6).Write(ref writer, value.Item6);
        default(TShape7).Write(ref writer, value.Item7);
        writer.ExitContainer();
    }
}

/// <summary>
/// The JSON shape of a value tuple of eight or more elements, <c>ValueTuple&lt;T1, ..., T7, TRest&gt;</c>: an array of 8,
/// whose last element is <typeparamref name="TRest"/>, itself a tuple and so an array (<c>[1,2,3,4,5,6,7,[8,9]]</c>).
/// That is the tuple's own structure, and what MessagePack-CSharp writes, so the shape is the same in every format.
/// </summary>
[EditorBrowsable(EditorBrowsableState.Never)]
public readonly struct JsonTupleShape<T1, T2, T3, T4, T5, T6, T7, TRest, TShape1, TShape2, TShape3, TShape4, TShape5, TShape6, TShape7, TShapeRest>
    : IJsonShape<ValueTuple<T1, T2, T3, T4, T5, T6, T7, TRest>>
    where TRest : struct
    where TShape1 : struct, IJsonShape<T1>
    where TShape2 : struct, IJsonShape<T2>
    where TShape3 : struct, IJsonShape<T3>
    where TShape4 : struct, IJsonShape<T4>
    where TShape5 : struct, IJsonShape<T5>
    where TShape6 : struct, IJsonShape<T6>
    where TShape7 : struct, IJsonShape<T7>
    where TShapeRest : struct, IJsonShape<TRest>
{
    /// <inheritdoc/>
    public bool Reuses => false;

    /// <inheritdoc/>
    public ValueTuple<T1, T2, T3, T4, T5, T6, T7, TRest> Read(ref JsonReader reader)
    {
        int start = JsonTuples.Open(ref reader);
        var item1 = JsonTuples.Item<T1, TShape1>(ref reader, start, 0, 8);
        var item2 = JsonTuples.Item<T2, TShape2>(ref reader, start, 1, 8);
        var item3 = JsonTuples.Item<T3, TShape3>(ref reader, start, 2, 8);
        var item4 = JsonTuples.Item<T4, TShape4>(ref reader, start, 3, 8);
        var item5 = JsonTuples.Item<T5, TShape5>(ref reader, start, 4, 8);
        var item6 = JsonTuples.Item<T6, TShape6>(ref reader, start, 5, 8);
        var item7 = JsonTuples.Item<T7, TShape7>(ref reader, start, 6, 8);
        var rest = JsonTuples.Item<TRest, TShapeRest>(ref reader, start, 7, 8);
        JsonTuples.Close(ref reader, 8);
        return new ValueTuple<T1, T2, T3, T4, T5, T6, T7, TRest>(item1, item2, item3, item4, item5, item6, item7, rest);
    }

    /// <inheritdoc/>
    public ValueTuple<T1, T2, T3, T4, T5, T6, T7, TRest> Populate(ref JsonReader reader, ValueTuple<T1, T2, T3, T4, T5, T6, T7, TRest> current) => Read(ref reader);

    /// <inheritdoc/>
    public void Write(ref JsonWriter writer, ValueTuple<T1, T2, T3, T4, T5, T6, T7, TRest> value)
    {
        writer.WriteStartArray();
        default(TShape1).Write(ref writer, value.Item1);
        default(TShape2).Write(ref writer, value.Item2);
        default(TShape3).Write(ref writer, value.Item3);
        default(TShape4).Write(ref writer, value.Item4);
        default(TShape5).Write(ref writer, value.Item5);
        default(TShape6).Write(ref writer, value.Item6);
        default(TShape7).Write(ref writer, value.Item7);
        default(TShapeRest).Write(ref writer, value.Rest);
        writer.WriteEndArray();
    }
}

/// <summary>
/// The MessagePack shape of a value tuple of eight or more elements: an array of 8 whose last element is the rest tuple's
/// array, as MessagePack-CSharp 2.5's <c>ValueTupleFormatter&lt;T1, ..., T7, TRest&gt;</c> writes it.
/// </summary>
[EditorBrowsable(EditorBrowsableState.Never)]
public readonly struct MsgPackTupleShape<T1, T2, T3, T4, T5, T6, T7, TRest, TShape1, TShape2, TShape3, TShape4, TShape5, TShape6, TShape7, TShapeRest>
    : IMsgPackShape<ValueTuple<T1, T2, T3, T4, T5, T6, T7, TRest>>
    where TRest : struct
    where TShape1 : struct, IMsgPackShape<T1>
    where TShape2 : struct, IMsgPackShape<T2>
    where TShape3 : struct, IMsgPackShape<T3>
    where TShape4 : struct, IMsgPackShape<T4>
    where TShape5 : struct, IMsgPackShape<T5>
    where TShape6 : struct, IMsgPackShape<T6>
    where TShape7 : struct, IMsgPackShape<T7>
    where TShapeRest : struct, IMsgPackShape<TRest>
{
    /// <inheritdoc/>
    public bool Reuses => false;

    /// <inheritdoc/>
    public ValueTuple<T1, T2, T3, T4, T5, T6, T7, TRest> Read(ref MsgPackReader reader)
    {
        MsgPackTuples.Open(ref reader, 8);
        var item1 = default(TShape1).Read(ref reader);
        var item2 = default(TShape2).Read(ref reader);
        var item3 = default(TShape3).Read(ref reader);
        var item4 = default(TShape4).Read(ref reader);
        var item5 = default(TShape5).Read(ref reader);
        var item6 = default(TShape6).Read(ref reader);
        var item7 = default(TShape7).Read(ref reader);
        var rest = default(TShapeRest).Read(ref reader);
        reader.ExitContainer();
        return new ValueTuple<T1, T2, T3, T4, T5, T6, T7, TRest>(item1, item2, item3, item4, item5, item6, item7, rest);
    }

    /// <inheritdoc/>
    public ValueTuple<T1, T2, T3, T4, T5, T6, T7, TRest> Populate(ref MsgPackReader reader, ValueTuple<T1, T2, T3, T4, T5, T6, T7, TRest> current) => Read(ref reader);

    /// <inheritdoc/>
    public void Write<TBuffer>(ref MsgPackWriter<TBuffer> writer, ValueTuple<T1, T2, T3, T4, T5, T6, T7, TRest> value)
        where TBuffer : class, IBufferWriter<byte>
    {
        MsgPackTuples.Open(ref writer, 8);
        default(TShape1).Write(ref writer, value.Item1);
        default(TShape2).Write(ref writer, value.Item2);
        default(TShape3).Write(ref writer, value.Item3);
        default(TShape4).Write(ref writer, value.Item4);
        default(TShape5).Write(ref writer, value.Item5);
        default(TShape6).Write(ref writer, value.Item6);
        default(TShape7).Write(ref writer, value.Item7);
        default(TShapeRest).Write(ref writer, value.Rest);
        writer.ExitContainer();
    }
}
