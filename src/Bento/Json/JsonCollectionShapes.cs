using System;
using System.Collections.Generic;
using System.ComponentModel;
using System.Runtime.CompilerServices;
using Bento.Shapes;

namespace Bento.Json;

// The JSON framing of the collection shapes: one loop over an array's elements (JsonElements) and one over an object's
// members (JsonEntries). What a read, a populate, an append or a merge does with what they read is a sink from
// Shapes/CollectionSinks.cs, shared with every format. Generated code names an instantiation
// (JsonListShape<string, StringShape>) instead of emitting a loop per owning type; the element shape is a struct, so
// the JIT and IL2CPP compile each instantiation with the element's read and write inlined, as the loops were before.
// The rules (what is reused, when an interface-typed member gets a new collection) are in docs/live-state.md.

/// <summary>The shape of <c>T[]</c>: a JSON array. A populate reuses the array when the input has its length.</summary>
[EditorBrowsable(EditorBrowsableState.Never)]
public readonly struct JsonArrayShape<T, TElement> : IJsonShape<T[]>
    where TElement : IJsonShape<T>
{
    private readonly JsonElements<T, TElement> _items;

    /// <summary>A shape whose elements go through <paramref name="element"/> (generated code uses <c>default</c>).</summary>
    public JsonArrayShape(TElement element) => _items = new JsonElements<T, TElement>(element);

    /// <inheritdoc/>
    public bool Reuses => true;

    /// <inheritdoc/>
    public T[] Read(ref JsonReader reader) => _items.Read<T[], ArrayFill<T>>(ref reader, default);

    /// <inheritdoc/>
    public T[] Populate(ref JsonReader reader, T[] current) => _items.Read<T[], ArrayRefill<T>>(ref reader, new(current));

    /// <inheritdoc/>
    public void Write(ref JsonWriter writer, T[] value) => _items.Write(ref writer, value);
}

/// <summary>The shape of <see cref="List{T}"/>: a JSON array.</summary>
[EditorBrowsable(EditorBrowsableState.Never)]
public readonly struct JsonListShape<T, TElement> : IJsonCollectionShape<List<T>>
    where TElement : IJsonShape<T>
{
    private readonly JsonElements<T, TElement> _items;

    /// <summary>A shape whose elements go through <paramref name="element"/> (generated code uses <c>default</c>).</summary>
    public JsonListShape(TElement element) => _items = new JsonElements<T, TElement>(element);

    /// <inheritdoc/>
    public bool Reuses => true;

    /// <inheritdoc/>
    public List<T> Read(ref JsonReader reader) => _items.Read<List<T>, ListFill<T>>(ref reader, default);

    /// <inheritdoc/>
    public List<T> Populate(ref JsonReader reader, List<T> current) => _items.Read<List<T>, ListRefill<T>>(ref reader, new(current, _items.Reuses));

    /// <inheritdoc/>
    public List<T> Append(ref JsonReader reader, List<T> current) => _items.Read<List<T>, ListFill<T>>(ref reader, new(current));

    /// <inheritdoc/>
    public void Write(ref JsonWriter writer, List<T> value) => _items.Write(ref writer, value);
}

/// <summary>
/// The shape of a sequence interface (<c>IList&lt;T&gt;</c>, <c>IReadOnlyList&lt;T&gt;</c>, <c>ICollection&lt;T&gt;</c>,
/// <c>IReadOnlyCollection&lt;T&gt;</c>, <c>IEnumerable&lt;T&gt;</c>), read as a <see cref="List{T}"/>. A populate refills a
/// <see cref="List{T}"/> that the member holds; anything else behind the interface is replaced with a new list.
/// </summary>
[EditorBrowsable(EditorBrowsableState.Never)]
public readonly struct JsonSequenceShape<TSequence, T, TElement> : IJsonCollectionShape<TSequence>
    where TSequence : class, IEnumerable<T>
    where TElement : IJsonShape<T>
{
    private readonly JsonElements<T, TElement> _items;

    /// <summary>A shape whose elements go through <paramref name="element"/> (generated code uses <c>default</c>).</summary>
    public JsonSequenceShape(TElement element) => _items = new JsonElements<T, TElement>(element);

    /// <inheritdoc/>
    public bool Reuses => true;

    /// <inheritdoc/>
    public TSequence Read(ref JsonReader reader) => (TSequence)(object)_items.Read<List<T>, ListFill<T>>(ref reader, default);

    /// <inheritdoc/>
    public TSequence Populate(ref JsonReader reader, TSequence current) =>
        (TSequence)(object)_items.Read<List<T>, ListRefill<T>>(ref reader, ListRefill<T>.Replacing(current, _items.Reuses));

    /// <inheritdoc/>
    public TSequence Append(ref JsonReader reader, TSequence current) =>
        (TSequence)(object)_items.Read<List<T>, ListFill<T>>(ref reader, ListFill<T>.Appending(current));

    /// <inheritdoc/>
    public void Write(ref JsonWriter writer, TSequence value) => _items.Write(ref writer, value);
}

/// <summary>The shape of <see cref="HashSet{T}"/>: a JSON array. A populate clears the set and refills it.</summary>
[EditorBrowsable(EditorBrowsableState.Never)]
public readonly struct JsonHashSetShape<T, TElement> : IJsonCollectionShape<HashSet<T>>
    where TElement : IJsonShape<T>
{
    private readonly JsonElements<T, TElement> _items;

    /// <summary>A shape whose elements go through <paramref name="element"/> (generated code uses <c>default</c>).</summary>
    public JsonHashSetShape(TElement element) => _items = new JsonElements<T, TElement>(element);

    /// <inheritdoc/>
    public bool Reuses => true;

    /// <inheritdoc/>
    public HashSet<T> Read(ref JsonReader reader) => _items.Read<HashSet<T>, SetFill<T>>(ref reader, default);

    /// <inheritdoc/>
    public HashSet<T> Populate(ref JsonReader reader, HashSet<T> current) => _items.Read<HashSet<T>, SetFill<T>>(ref reader, new(current, clear: true));

    /// <inheritdoc/>
    public HashSet<T> Append(ref JsonReader reader, HashSet<T> current) => _items.Read<HashSet<T>, SetFill<T>>(ref reader, new(current, clear: false));

    /// <inheritdoc/>
    public void Write(ref JsonWriter writer, HashSet<T> value) => _items.Write(ref writer, value);
}

/// <summary>
/// The shape of <see cref="Dictionary{TKey, TValue}"/>: a JSON object whose member names are the keys. A populate
/// refills it in place (values of keys it already has are populated, keys the input lacks are removed) when that can
/// keep anything, else clears and refills it; a merge stores the input's entries over the current ones.
/// </summary>
[EditorBrowsable(EditorBrowsableState.Never)]
public readonly struct JsonDictionaryShape<TKey, TValue, TKeyShape, TElement> : IJsonCollectionShape<Dictionary<TKey, TValue>>
    where TKey : notnull
    where TKeyShape : IJsonKey<TKey>
    where TElement : IJsonShape<TValue>
{
    private readonly JsonEntries<TKey, TValue, TKeyShape, TElement> _entries;

    /// <summary>A shape whose keys and values go through <paramref name="key"/> and <paramref name="element"/> (generated code uses <c>default</c>).</summary>
    public JsonDictionaryShape(TKeyShape key, TElement element) => _entries = new JsonEntries<TKey, TValue, TKeyShape, TElement>(key, element);

    /// <inheritdoc/>
    public bool Reuses => true;

    /// <inheritdoc/>
    public Dictionary<TKey, TValue> Read(ref JsonReader reader) => _entries.Read<DictionaryFill<TKey, TValue>>(ref reader, default);

    /// <inheritdoc/>
    public Dictionary<TKey, TValue> Populate(ref JsonReader reader, Dictionary<TKey, TValue> current) =>
        _entries.Read<DictionaryRefill<TKey, TValue>>(ref reader, new(current, _entries.Reuses));

    /// <inheritdoc/>
    public Dictionary<TKey, TValue> Append(ref JsonReader reader, Dictionary<TKey, TValue> current) =>
        _entries.Read<DictionaryFill<TKey, TValue>>(ref reader, new(current));

    /// <inheritdoc/>
    public void Write(ref JsonWriter writer, Dictionary<TKey, TValue> value) => _entries.Write(ref writer, value);
}

/// <summary>
/// The shape of <c>IDictionary&lt;TKey, TValue&gt;</c> and <c>IReadOnlyDictionary&lt;TKey, TValue&gt;</c>, read as a
/// <see cref="Dictionary{TKey, TValue}"/>. A populate refills a <see cref="Dictionary{TKey, TValue}"/> that the member
/// holds; anything else behind the interface is replaced with a new dictionary.
/// </summary>
[EditorBrowsable(EditorBrowsableState.Never)]
public readonly struct JsonDictionaryInterfaceShape<TDictionary, TKey, TValue, TKeyShape, TElement> : IJsonCollectionShape<TDictionary>
    where TDictionary : class, IEnumerable<KeyValuePair<TKey, TValue>>
    where TKey : notnull
    where TKeyShape : IJsonKey<TKey>
    where TElement : IJsonShape<TValue>
{
    private readonly JsonEntries<TKey, TValue, TKeyShape, TElement> _entries;

    /// <summary>A shape whose keys and values go through <paramref name="key"/> and <paramref name="element"/> (generated code uses <c>default</c>).</summary>
    public JsonDictionaryInterfaceShape(TKeyShape key, TElement element) => _entries = new JsonEntries<TKey, TValue, TKeyShape, TElement>(key, element);

    /// <inheritdoc/>
    public bool Reuses => true;

    /// <inheritdoc/>
    public TDictionary Read(ref JsonReader reader) => (TDictionary)(object)_entries.Read<DictionaryFill<TKey, TValue>>(ref reader, default);

    /// <inheritdoc/>
    public TDictionary Populate(ref JsonReader reader, TDictionary current) =>
        (TDictionary)(object)_entries.Read(ref reader, DictionaryRefill<TKey, TValue>.Replacing(current, _entries.Reuses));

    /// <inheritdoc/>
    public TDictionary Append(ref JsonReader reader, TDictionary current) =>
        (TDictionary)(object)_entries.Read(ref reader, DictionaryFill<TKey, TValue>.Merging(current));

    /// <inheritdoc/>
    public void Write(ref JsonWriter writer, TDictionary value) => _entries.Write(ref writer, value);
}

/// <summary>The shape of <see cref="Nullable{T}"/>: the value, or <c>null</c>.</summary>
[EditorBrowsable(EditorBrowsableState.Never)]
public readonly struct JsonNullableShape<T, TElement> : IJsonShape<T?>
    where T : struct
    where TElement : IJsonShape<T>
{
    private readonly TElement _element;

    /// <summary>A shape whose value goes through <paramref name="element"/> (generated code uses <c>default</c>).</summary>
    public JsonNullableShape(TElement element) => _element = element;

    /// <inheritdoc/>
    public bool Reuses => false;

    /// <inheritdoc/>
    public T? Read(ref JsonReader reader) => reader.TryReadNull() ? null : _element.Read(ref reader);

    /// <inheritdoc/>
    public T? Populate(ref JsonReader reader, T? current) => Read(ref reader);

    /// <inheritdoc/>
    public void Write(ref JsonWriter writer, T? value)
    {
        if (value.HasValue) _element.Write(ref writer, value.GetValueOrDefault());
        else writer.WriteNull();
    }
}

/// <summary>The JSON framing of a sequence: a JSON array whose elements go through <typeparamref name="TElement"/>.</summary>
internal readonly struct JsonElements<T, TElement>
    where TElement : IJsonShape<T>
{
    private readonly TElement _element;

    public JsonElements(TElement element) => _element = element;

    public bool Reuses => _element.Reuses;

    /// <summary>Reads <c>null</c> (the default of <typeparamref name="TResult"/>) or an array, whose elements go to <paramref name="sink"/>.</summary>
    [MethodImpl(MethodImplOptions.AggressiveInlining)]
    public TResult Read<TResult, TSink>(ref JsonReader reader, TSink sink)
        where TSink : struct, IElementSink<T, TResult>
    {
        if (reader.TryReadNull()) return default!;
        reader.ReadStartArray();
        // A hinted document states the count, so the collection is sized once.
        sink.Start(reader.CountHint);
        while (reader.ReadNextArrayElement())
            sink.Add(sink.Populates && _element.Reuses && sink.TryCurrent(out var current) ? _element.Populate(ref reader, current) : _element.Read(ref reader));
        return sink.End();
    }

    [MethodImpl(MethodImplOptions.AggressiveInlining)]
    public void WriteElement(ref JsonWriter writer, T item) => _element.Write(ref writer, item);

    public void Write(ref JsonWriter writer, T[] value)
    {
        if (value is null)
        {
            writer.WriteNull();
            return;
        }
        writer.WriteStartArray();
        for (int i = 0; i < value.Length; i++)
            _element.Write(ref writer, value[i]);
        writer.WriteEndArray();
    }

    public void Write(ref JsonWriter writer, List<T> value)
    {
        if (value is null)
        {
            writer.WriteNull();
            return;
        }
        writer.WriteStartArray();
        for (int i = 0; i < value.Count; i++)
            _element.Write(ref writer, value[i]);
        writer.WriteEndArray();
    }

    /// <summary>Writes any sequence; the common implementation first, since indexing a list allocates no enumerator.</summary>
    public void Write(ref JsonWriter writer, IEnumerable<T> value)
    {
        if (value is List<T> list)
        {
            Write(ref writer, list);
            return;
        }
        if (value is null)
        {
            writer.WriteNull();
            return;
        }
        writer.WriteStartArray();
        foreach (var item in value)
            _element.Write(ref writer, item);
        writer.WriteEndArray();
    }
}

/// <summary>The JSON framing of a dictionary: a JSON object whose member names are the keys.</summary>
internal readonly struct JsonEntries<TKey, TValue, TKeyShape, TElement>
    where TKey : notnull
    where TKeyShape : IJsonKey<TKey>
    where TElement : IJsonShape<TValue>
{
    private readonly TKeyShape _key;
    private readonly TElement _element;

    public JsonEntries(TKeyShape key, TElement element)
    {
        _key = key;
        _element = element;
    }

    public bool Reuses => _element.Reuses;

    /// <summary>Reads <c>null</c> or an object, whose members go to <paramref name="sink"/>.</summary>
    [MethodImpl(MethodImplOptions.AggressiveInlining)]
    public Dictionary<TKey, TValue> Read<TSink>(ref JsonReader reader, TSink sink)
        where TSink : struct, IEntrySink<TKey, TValue>
    {
        if (reader.TryReadNull()) return null!;
        reader.ReadStartObject();
        sink.Start(reader.CountHint, reader.RejectDuplicateMembers);
        while (reader.ReadNextPropertyName(out var name))
        {
            // The key is converted before the value is read: `name` is only valid until the next read.
            var kept = sink.KeptKeys;
            TKey key;
            TValue current;
            bool found;
            if (kept is null)
            {
                key = _key.ReadKey(ref reader, name);
                found = sink.TryCurrent(key, out current);
            }
            else
            {
                found = reader.FindKey(name, kept, out string text, out current);
                key = (TKey)(object)text;
            }
            if (!sink.Enter(key)) reader.ThrowDuplicateKey(key);
            sink.Add(key, found && _element.Reuses ? _element.Populate(ref reader, current) : _element.Read(ref reader));
        }
        return sink.End();
    }

    /// <summary>Writes the entries of any dictionary; its struct enumerator makes the common implementation allocate nothing.</summary>
    public void Write(ref JsonWriter writer, IEnumerable<KeyValuePair<TKey, TValue>> value)
    {
        if (value is null)
        {
            writer.WriteNull();
            return;
        }
        writer.WriteStartObject();
        if (value is Dictionary<TKey, TValue> dictionary)
        {
            foreach (var pair in dictionary)
                WriteEntry(ref writer, pair);
        }
        else
        {
            foreach (var pair in value)
                WriteEntry(ref writer, pair);
        }
        writer.WriteEndObject();
    }

    [MethodImpl(MethodImplOptions.AggressiveInlining)]
    private void WriteEntry(ref JsonWriter writer, KeyValuePair<TKey, TValue> pair)
    {
        _key.WriteKey(ref writer, pair.Key);
        _element.Write(ref writer, pair.Value);
    }
}
