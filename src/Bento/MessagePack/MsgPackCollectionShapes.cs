using System.Buffers;
using System.Collections.Generic;
using System.Diagnostics.CodeAnalysis;
using System.ComponentModel;
using System.Runtime.CompilerServices;
using Bento.Internal;
using Bento.Shapes;

namespace Bento.MessagePack;

// The MessagePack framing of the collection shapes, the counterpart of JsonCollectionShapes.cs: one loop over an
// array's elements (MsgPackElements) and one over a map's entries (MsgPackEntries), handing what they read to the
// sinks of Shapes/CollectionSinks.cs that every format shares. A header states the count, which has been checked
// against the remaining input, so sizing a collection from it up front is bounded.

/// <summary>The shape of <c>T[]</c>: a MessagePack array. A populate reuses the array when the input has its length.</summary>
[EditorBrowsable(EditorBrowsableState.Never)]
public readonly struct MsgPackArrayShape<T, TElement> : IMsgPackShape<T[]>
    where TElement : IMsgPackShape<T>
{
    private readonly MsgPackElements<T, TElement> _items;

    /// <summary>A shape whose elements go through <paramref name="element"/> (generated code uses <c>default</c>).</summary>
    public MsgPackArrayShape(TElement element) => _items = new MsgPackElements<T, TElement>(element);

    /// <inheritdoc/>
    public bool Reuses => true;

    /// <inheritdoc/>
    public T[] Read(ref MsgPackReader reader)
    {
        // The header states the count, so the array is allocated once and filled in place: a plain loop, since the
        // sinks' growable buffer would cost more than the read itself on the short arrays that are common here
        // (canada's coordinate pairs ran about twice as long through it, measured).
        if (reader.TryReadNil()) return null!;
        reader.EnterContainer();
        int count = reader.ReadArrayHeader();
        var result = MsgPackCodegen.NewArray<T>(count);
        for (int i = 0; i < result.Length; i++)
            result[i] = _items.ReadElement(ref reader);
        reader.ExitContainer();
        return result;
    }

    /// <inheritdoc/>
    public T[] Populate(ref MsgPackReader reader, T[] current) => _items.Read<T[], ArrayRefill<T>>(ref reader, new(current));

    /// <inheritdoc/>
    public void Write<TBuffer>(ref MsgPackWriter<TBuffer> writer, T[] value)
        where TBuffer : class, IBufferWriter<byte> =>
        _items.Write(ref writer, value, value is null ? 0 : value.Length);
}

/// <summary>The shape of <see cref="List{T}"/>: a MessagePack array.</summary>
[EditorBrowsable(EditorBrowsableState.Never)]
public readonly struct MsgPackListShape<T, TElement> : IMsgPackCollectionShape<List<T>>
    where TElement : IMsgPackShape<T>
{
    private readonly MsgPackElements<T, TElement> _items;

    /// <summary>A shape whose elements go through <paramref name="element"/> (generated code uses <c>default</c>).</summary>
    public MsgPackListShape(TElement element) => _items = new MsgPackElements<T, TElement>(element);

    /// <inheritdoc/>
    public bool Reuses => true;

    /// <inheritdoc/>
    public List<T> Read(ref MsgPackReader reader) => _items.Read<List<T>, ListFill<T>>(ref reader, default);

    /// <inheritdoc/>
    public List<T> Populate(ref MsgPackReader reader, List<T> current) => _items.Read<List<T>, ListRefill<T>>(ref reader, new(current, _items.Reuses));

    /// <inheritdoc/>
    public List<T> Append(ref MsgPackReader reader, List<T> current) => _items.Read<List<T>, ListFill<T>>(ref reader, new(current));

    /// <inheritdoc/>
    public void Write<TBuffer>(ref MsgPackWriter<TBuffer> writer, List<T>? value)
        where TBuffer : class, IBufferWriter<byte> =>
        _items.Write(ref writer, value);
}

/// <summary>
/// The shape of a sequence interface (<c>IList&lt;T&gt;</c>, <c>IReadOnlyList&lt;T&gt;</c>, <c>ICollection&lt;T&gt;</c>,
/// <c>IReadOnlyCollection&lt;T&gt;</c>, <c>IEnumerable&lt;T&gt;</c>), read as a <see cref="List{T}"/>. A populate refills a
/// <see cref="List{T}"/> that the member holds; anything else behind the interface is replaced with a new list.
/// </summary>
[EditorBrowsable(EditorBrowsableState.Never)]
public readonly struct MsgPackSequenceShape<TSequence, T, TElement> : IMsgPackCollectionShape<TSequence>
    where TSequence : class, IEnumerable<T>
    where TElement : IMsgPackShape<T>
{
    private readonly MsgPackElements<T, TElement> _items;

    /// <summary>A shape whose elements go through <paramref name="element"/> (generated code uses <c>default</c>).</summary>
    public MsgPackSequenceShape(TElement element) => _items = new MsgPackElements<T, TElement>(element);

    /// <inheritdoc/>
    public bool Reuses => true;

    /// <inheritdoc/>
    public TSequence Read(ref MsgPackReader reader) => (TSequence)(object)_items.Read<List<T>, ListFill<T>>(ref reader, default);

    /// <inheritdoc/>
    public TSequence Populate(ref MsgPackReader reader, TSequence current) =>
        (TSequence)(object)_items.Read<List<T>, ListRefill<T>>(ref reader, ListRefill<T>.Replacing(current, _items.Reuses));

    /// <inheritdoc/>
    public TSequence Append(ref MsgPackReader reader, TSequence current) =>
        (TSequence)(object)_items.Read<List<T>, ListFill<T>>(ref reader, ListFill<T>.Appending(current));

    /// <inheritdoc/>
    public void Write<TBuffer>(ref MsgPackWriter<TBuffer> writer, TSequence value)
        where TBuffer : class, IBufferWriter<byte>
    {
        if (value is null || value is List<T>)
        {
            _items.Write(ref writer, value as List<T>);
            return;
        }
        // The array header needs the count first: collections know it; a lazy sequence is buffered once.
        int count = CollectionCopies.CountOf(value);
        if (count < 0) _items.Write(ref writer, new List<T>(value));
        else _items.Write(ref writer, value, count);
    }
}

/// <summary>The shape of <see cref="HashSet{T}"/>: a MessagePack array. A populate clears the set and refills it.</summary>
[EditorBrowsable(EditorBrowsableState.Never)]
public readonly struct MsgPackHashSetShape<T, TElement> : IMsgPackCollectionShape<HashSet<T>>
    where TElement : IMsgPackShape<T>
{
    private readonly MsgPackElements<T, TElement> _items;

    /// <summary>A shape whose elements go through <paramref name="element"/> (generated code uses <c>default</c>).</summary>
    public MsgPackHashSetShape(TElement element) => _items = new MsgPackElements<T, TElement>(element);

    /// <inheritdoc/>
    public bool Reuses => true;

    /// <inheritdoc/>
    public HashSet<T> Read(ref MsgPackReader reader) => _items.Read<HashSet<T>, SetFill<T>>(ref reader, default);

    /// <inheritdoc/>
    public HashSet<T> Populate(ref MsgPackReader reader, HashSet<T> current) => _items.Read<HashSet<T>, SetFill<T>>(ref reader, new(current, clear: true));

    /// <inheritdoc/>
    public HashSet<T> Append(ref MsgPackReader reader, HashSet<T> current) => _items.Read<HashSet<T>, SetFill<T>>(ref reader, new(current, clear: false));

    /// <inheritdoc/>
    public void Write<TBuffer>(ref MsgPackWriter<TBuffer> writer, HashSet<T> value)
        where TBuffer : class, IBufferWriter<byte> =>
        _items.Write(ref writer, value, value is null ? 0 : value.Count);
}

/// <summary>
/// The shape of <see cref="Dictionary{TKey, TValue}"/>: a MessagePack map. A populate refills it in place (values of
/// keys it already has are populated, keys the input lacks are removed) when that can keep anything, else clears and
/// refills it; a merge stores the input's entries over the current ones.
/// </summary>
[EditorBrowsable(EditorBrowsableState.Never)]
public readonly struct MsgPackDictionaryShape<TKey, TValue, TKeyShape, TElement> : IMsgPackCollectionShape<Dictionary<TKey, TValue>>
    where TKey : notnull
    where TKeyShape : IMsgPackKey<TKey>
    where TElement : IMsgPackShape<TValue>
{
    private readonly MsgPackEntries<TKey, TValue, TKeyShape, TElement> _entries;

    /// <summary>A shape whose keys and values go through <paramref name="key"/> and <paramref name="element"/> (generated code uses <c>default</c>).</summary>
    public MsgPackDictionaryShape(TKeyShape key, TElement element) => _entries = new MsgPackEntries<TKey, TValue, TKeyShape, TElement>(key, element);

    /// <inheritdoc/>
    public bool Reuses => true;

    /// <inheritdoc/>
    public Dictionary<TKey, TValue> Read(ref MsgPackReader reader) => _entries.Read<DictionaryFill<TKey, TValue>>(ref reader, default);

    /// <inheritdoc/>
    public Dictionary<TKey, TValue> Populate(ref MsgPackReader reader, Dictionary<TKey, TValue> current) =>
        _entries.Read<DictionaryRefill<TKey, TValue>>(ref reader, new(current, _entries.Reuses));

    /// <inheritdoc/>
    public Dictionary<TKey, TValue> Append(ref MsgPackReader reader, Dictionary<TKey, TValue> current) =>
        _entries.Read<DictionaryFill<TKey, TValue>>(ref reader, new(current));

    /// <inheritdoc/>
    public void Write<TBuffer>(ref MsgPackWriter<TBuffer> writer, Dictionary<TKey, TValue> value)
        where TBuffer : class, IBufferWriter<byte> =>
        _entries.Write(ref writer, value, value is null ? 0 : value.Count);
}

/// <summary>
/// The shape of <c>IDictionary&lt;TKey, TValue&gt;</c> and <c>IReadOnlyDictionary&lt;TKey, TValue&gt;</c>, read as a
/// <see cref="Dictionary{TKey, TValue}"/>. A populate refills a <see cref="Dictionary{TKey, TValue}"/> that the member
/// holds; anything else behind the interface is replaced with a new dictionary.
/// </summary>
[EditorBrowsable(EditorBrowsableState.Never)]
public readonly struct MsgPackDictionaryInterfaceShape<TDictionary, TKey, TValue, TKeyShape, TElement> : IMsgPackCollectionShape<TDictionary>
    where TDictionary : class, IEnumerable<KeyValuePair<TKey, TValue>>
    where TKey : notnull
    where TKeyShape : IMsgPackKey<TKey>
    where TElement : IMsgPackShape<TValue>
{
    private readonly MsgPackEntries<TKey, TValue, TKeyShape, TElement> _entries;

    /// <summary>A shape whose keys and values go through <paramref name="key"/> and <paramref name="element"/> (generated code uses <c>default</c>).</summary>
    public MsgPackDictionaryInterfaceShape(TKeyShape key, TElement element) => _entries = new MsgPackEntries<TKey, TValue, TKeyShape, TElement>(key, element);

    /// <inheritdoc/>
    public bool Reuses => true;

    /// <inheritdoc/>
    public TDictionary Read(ref MsgPackReader reader) => (TDictionary)(object)_entries.Read<DictionaryFill<TKey, TValue>>(ref reader, default);

    /// <inheritdoc/>
    public TDictionary Populate(ref MsgPackReader reader, TDictionary current) =>
        (TDictionary)(object)_entries.Read(ref reader, DictionaryRefill<TKey, TValue>.Replacing(current, _entries.Reuses));

    /// <inheritdoc/>
    public TDictionary Append(ref MsgPackReader reader, TDictionary current) =>
        (TDictionary)(object)_entries.Read(ref reader, DictionaryFill<TKey, TValue>.Merging(current));

    /// <inheritdoc/>
    public void Write<TBuffer>(ref MsgPackWriter<TBuffer> writer, TDictionary value)
        where TBuffer : class, IBufferWriter<byte>
    {
        int count = value is null ? 0 : CollectionCopies.CountOf(value);
        // The map header needs the count first: a lazy implementation is buffered once.
        if (count < 0) _entries.Write(ref writer, CollectionCopies.ToDictionary(value!), -1);
        else _entries.Write(ref writer, value!, count);
    }
}

/// <summary>The shape of <see cref="System.Nullable{T}"/>: the value, or nil.</summary>
[EditorBrowsable(EditorBrowsableState.Never)]
public readonly struct MsgPackNullableShape<T, TElement> : IMsgPackShape<T?>
    where T : struct
    where TElement : IMsgPackShape<T>
{
    private readonly TElement _element;

    /// <summary>A shape whose value goes through <paramref name="element"/> (generated code uses <c>default</c>).</summary>
    public MsgPackNullableShape(TElement element) => _element = element;

    /// <inheritdoc/>
    public bool Reuses => false;

    /// <inheritdoc/>
    public T? Read(ref MsgPackReader reader) => reader.TryReadNil() ? null : _element.Read(ref reader);

    /// <inheritdoc/>
    public T? Populate(ref MsgPackReader reader, T? current) => Read(ref reader);

    /// <inheritdoc/>
    public void Write<TBuffer>(ref MsgPackWriter<TBuffer> writer, T? value)
        where TBuffer : class, IBufferWriter<byte>
    {
        if (value.HasValue) _element.Write(ref writer, value.GetValueOrDefault());
        else writer.WriteNil();
    }
}

/// <summary>The MessagePack framing of a sequence: an array whose elements go through <typeparamref name="TElement"/>.</summary>
internal readonly struct MsgPackElements<T, TElement>
    where TElement : IMsgPackShape<T>
{
    private readonly TElement _element;

    public MsgPackElements(TElement element) => _element = element;

    public bool Reuses => _element.Reuses;

    /// <summary>Reads nil (the default of <typeparamref name="TResult"/>) or an array, whose elements go to <paramref name="sink"/>.</summary>
    [MethodImpl(MethodImplOptions.AggressiveInlining)]
    public TResult Read<TResult, TSink>(ref MsgPackReader reader, TSink sink)
        where TSink : struct, IElementSink<T, TResult>
    {
        if (reader.TryReadNil()) return default!;
        reader.EnterContainer();
        int count = reader.ReadArrayHeader();
        sink.Start(count);
        for (int i = 0; i < count; i++)
            sink.Add(sink.Populates && _element.Reuses && sink.TryCurrent(out var current) ? _element.Populate(ref reader, current) : _element.Read(ref reader));
        reader.ExitContainer();
        return sink.End();
    }

    [MethodImpl(MethodImplOptions.AggressiveInlining)]
    public T ReadElement(ref MsgPackReader reader) => _element.Read(ref reader);

    [MethodImpl(MethodImplOptions.AggressiveInlining)]
    public void WriteElement<TBuffer>(ref MsgPackWriter<TBuffer> writer, T item)
        where TBuffer : class, IBufferWriter<byte> => _element.Write(ref writer, item);

    public void Write<TBuffer>(ref MsgPackWriter<TBuffer> writer, T[] value, int count)
        where TBuffer : class, IBufferWriter<byte>
    {
        if (!WriteHeader(ref writer, value, count)) return;
        for (int i = 0; i < value.Length; i++)
            _element.Write(ref writer, value[i]);
        writer.ExitContainer();
    }

    public void Write<TBuffer>(ref MsgPackWriter<TBuffer> writer, List<T>? value)
        where TBuffer : class, IBufferWriter<byte>
    {
        if (!WriteHeader(ref writer, value, value is null ? 0 : value.Count)) return;
        for (int i = 0; i < value.Count; i++)
            _element.Write(ref writer, value[i]);
        writer.ExitContainer();
    }

    /// <summary>Writes a sequence of <paramref name="count"/> elements by enumerating it.</summary>
    public void Write<TBuffer>(ref MsgPackWriter<TBuffer> writer, IEnumerable<T> value, int count)
        where TBuffer : class, IBufferWriter<byte>
    {
        if (!WriteHeader(ref writer, value, count)) return;
        foreach (var item in value)
            _element.Write(ref writer, item);
        writer.ExitContainer();
    }

    // Nil for a null collection (false: nothing more to write), else the array header, inside a container level.
    private static bool WriteHeader<TBuffer>(ref MsgPackWriter<TBuffer> writer, [NotNullWhen(true)] object? value, int count)
        where TBuffer : class, IBufferWriter<byte>
    {
        if (value is null)
        {
            writer.WriteNil();
            return false;
        }
        writer.EnterContainer();
        writer.WriteArrayHeader(count);
        return true;
    }
}

/// <summary>The MessagePack framing of a dictionary: a map whose keys go through <typeparamref name="TKeyShape"/>.</summary>
internal readonly struct MsgPackEntries<TKey, TValue, TKeyShape, TElement>
    where TKey : notnull
    where TKeyShape : IMsgPackKey<TKey>
    where TElement : IMsgPackShape<TValue>
{
    private readonly TKeyShape _key;
    private readonly TElement _element;

    public MsgPackEntries(TKeyShape key, TElement element)
    {
        _key = key;
        _element = element;
    }

    public bool Reuses => _element.Reuses;

    /// <summary>Reads nil or a map, whose entries go to <paramref name="sink"/>.</summary>
    [MethodImpl(MethodImplOptions.AggressiveInlining)]
    public Dictionary<TKey, TValue> Read<TSink>(ref MsgPackReader reader, TSink sink)
        where TSink : struct, IEntrySink<TKey, TValue>
    {
        if (reader.TryReadNil()) return null!;
        reader.EnterContainer();
        int count = reader.ReadMapHeader();
        sink.Start(count, reader.RejectDuplicateMembers);
        for (int i = 0; i < count; i++)
        {
            var kept = sink.KeptKeys;
            TKey key;
            TValue current = default!;
            bool found = false;
            if (kept is not null)
            {
                found = reader.ReadKeyReusing(kept, out string text, out current);
                // A map key of nil is valid MessagePack but no dictionary can hold it.
                if (text is null) reader.Throw("A dictionary key is nil.");
                key = (TKey)(object)text;
            }
            else
            {
                key = _key.ReadKey(ref reader);
            }
            if (!sink.Enter(key)) reader.ThrowDuplicateKey(key);
            if (kept is null) found = sink.TryCurrent(key, out current);
            sink.Add(key, found && _element.Reuses ? _element.Populate(ref reader, current) : _element.Read(ref reader));
        }
        reader.ExitContainer();
        return sink.End();
    }

    /// <summary>Writes the <paramref name="count"/> entries of any dictionary (-1: a <see cref="Dictionary{TKey, TValue}"/>, which says).</summary>
    public void Write<TBuffer>(ref MsgPackWriter<TBuffer> writer, IEnumerable<KeyValuePair<TKey, TValue>> value, int count)
        where TBuffer : class, IBufferWriter<byte>
    {
        if (value is null)
        {
            writer.WriteNil();
            return;
        }
        writer.EnterContainer();
        // Its struct enumerator makes the common implementation allocate nothing.
        if (value is Dictionary<TKey, TValue> dictionary)
        {
            writer.WriteMapHeader(dictionary.Count);
            foreach (var pair in dictionary)
                WriteEntry(ref writer, pair);
        }
        else
        {
            writer.WriteMapHeader(count);
            foreach (var pair in value)
                WriteEntry(ref writer, pair);
        }
        writer.ExitContainer();
    }

    [MethodImpl(MethodImplOptions.AggressiveInlining)]
    private void WriteEntry<TBuffer>(ref MsgPackWriter<TBuffer> writer, KeyValuePair<TKey, TValue> pair)
        where TBuffer : class, IBufferWriter<byte>
    {
        _key.WriteKey(ref writer, pair.Key);
        _element.Write(ref writer, pair.Value);
    }
}
