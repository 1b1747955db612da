using System;
using System.Collections.Generic;
using System.ComponentModel;
using System.Runtime.CompilerServices;
using Bento.Internal;

namespace Bento.Json;

// The one home of the JSON collection algorithms: read, populate (refill in place, or clear and refill), append/merge,
// and write, for every collection shape a generated member can have. Generated code names an instantiation
// (JsonListShape<string, StringShape>) instead of emitting a loop per owning type; the element shape is a struct, so
// the JIT and IL2CPP compile each instantiation with the element's read and write inlined, as the loops were before.
// The rules (what is reused, when an interface-typed member gets a new collection) are in docs/live-state.md.

/// <summary>The shape of <c>T[]</c>: a JSON array. A populate reuses the array when the input has its length.</summary>
[EditorBrowsable(EditorBrowsableState.Never)]
public readonly struct JsonArrayShape<T, TElement> : IJsonShape<T[]>
    where TElement : IJsonShape<T>
{
    private readonly TElement _element;

    /// <summary>A shape whose elements go through <paramref name="element"/> (generated code uses <c>default</c>).</summary>
    public JsonArrayShape(TElement element) => _element = element;

    /// <inheritdoc/>
    public bool Reuses => true;

    /// <inheritdoc/>
    public T[] Read(ref JsonReader reader)
    {
        if (reader.TryReadNull()) return null!;
        reader.ReadStartArray();
        if (!reader.ReadNextArrayElement()) return Array.Empty<T>();
        int hint = reader.CountHint;
        if (hint > 0) return ReadCounted(ref reader, hint);
        if (reader.SplitState is JsonSplitter splitter && splitter.Wants(ref reader) && splitter.TryRead<T>(ref reader, _element, out var split)) return split.ToArray();
        // Buffered (in the builder, then pooled), then one exact copy. `default`, not a constructor call: the builder's
        // inline elements are then zeroed once, in the method's prologue, not again and copied from a temporary.
        var builder = default(CodegenArrayBuilder<T>);
        do
        {
            ArrayBuilding<T>.Add(ref builder, _element.Read(ref reader));
        }
        while (reader.ReadNextArrayElement());
        return ArrayBuilding<T>.ToArray(ref builder);
    }

    /// <summary>
    /// Reads the elements of a hinted document's array, whose first element is next, into an array of the hinted length
    /// (capped by the reader to what the array's bytes could hold): returned as is when the count was right.
    /// </summary>
    private T[] ReadCounted(ref JsonReader reader, int hint)
    {
        var result = new T[hint];
        int count = 0;
        do
        {
            // A count below the truth (a hint only costs speed when wrong): the array doubles as elements arrive. One
            // loop for both cases, since NativeAOT compiles a second one for every element shape.
            if (count == result.Length) result = ArrayBuilding<T>.Resize(result, count * 2);
            result[count++] = _element.Read(ref reader);
        }
        while (reader.ReadNextArrayElement());
        if (count != result.Length) result = ArrayBuilding<T>.Resize(result, count);
        return result;
    }

    /// <inheritdoc/>
    public T[] Populate(ref JsonReader reader, T[] current)
    {
        if (current is null) return Read(ref reader);
        if (reader.TryReadNull()) return null!;
        reader.ReadStartArray();
        var builder = default(CodegenArrayBuilder<T>);
        builder.InitialCapacity = current.Length;
        int index = 0;
        while (reader.ReadNextArrayElement())
        {
            // Elements the array already has are populated in place when that can keep anything.
            ArrayBuilding<T>.Add(ref builder, _element.Reuses && index < current.Length ? _element.Populate(ref reader, current[index]) : _element.Read(ref reader));
            index++;
        }
        return ArrayBuilding<T>.ToArray(ref builder, current);
    }

    /// <inheritdoc/>
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
}

/// <summary>The shape of <see cref="List{T}"/>: a JSON array.</summary>
[EditorBrowsable(EditorBrowsableState.Never)]
public readonly struct JsonListShape<T, TElement> : IJsonCollectionShape<List<T>>
    where TElement : IJsonShape<T>
{
    private readonly TElement _element;

    /// <summary>A shape whose elements go through <paramref name="element"/> (generated code uses <c>default</c>).</summary>
    public JsonListShape(TElement element) => _element = element;

    /// <inheritdoc/>
    public bool Reuses => true;

    /// <inheritdoc/>
    public List<T> Read(ref JsonReader reader)
    {
        if (reader.TryReadNull()) return null!;
        return ReadNew(ref reader);
    }

    /// <inheritdoc/>
    public List<T> Populate(ref JsonReader reader, List<T> current) => Update(ref reader, current, CollectionUpdate.Replace);

    /// <inheritdoc/>
    public List<T> Append(ref JsonReader reader, List<T> current) => Update(ref reader, current, CollectionUpdate.Append);

    /// <summary>A populate or an append: null for null, a new list when none is held.</summary>
    internal List<T> Update(ref JsonReader reader, List<T>? current, CollectionUpdate how)
    {
        // The null check first, then the list: one check where a member read inlines this beside Read.
        if (reader.TryReadNull()) return null!;
        return current is null ? ReadNew(ref reader) : ReadInto(ref reader, current, how);
    }

    /// <inheritdoc/>
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

    /// <summary>Writes the elements of a collection other than a list, through its own enumerator.</summary>
    internal void WriteSequence<TItems>(ref JsonWriter writer, TItems items)
        where TItems : IEnumerable<T>
    {
        writer.WriteStartArray();
        foreach (var item in items)
            _element.Write(ref writer, item);
        writer.WriteEndArray();
    }

    /// <summary>
    /// Reads the input's elements into a new list whose capacity is their count, as a MessagePack header would size it:
    /// JSON does not say how many elements follow, so they go to a pooled buffer first and are copied once, rather
    /// than grown into the list by doubling (which leaves every smaller array, and up to half the last one, unused).
    /// </summary>
    // Not inlined, like the fill loop it replaces: inlined into a generated member read, the array's start and first
    // element checks made that method large enough to cost measurable time on documents of many small lists (citm).
    [MethodImpl(MethodImplOptions.NoInlining)]
    internal List<T> ReadNew(ref JsonReader reader)
    {
        reader.ReadStartArray();
        // Empty arrays are common (citm_catalog.json has thousands): they take the shortest way.
        if (!reader.ReadNextArrayElement()) return new List<T>();
        return ReadElements(ref reader);
    }

    /// <summary>Reads the elements of a non-empty array, whose first element is next, into a new list of exactly their count.</summary>
    // Apart from ReadNew, so an empty array does not pay for zeroing the builder's inline elements.
    [MethodImpl(MethodImplOptions.NoInlining)]
    private List<T> ReadElements(ref JsonReader reader)
    {
        // A hinted document states the count (capped by what the array's bytes could hold): the list is sized once.
        int hint = reader.CountHint;
        if (hint > 0)
        {
            var sized = new List<T>(hint);
            do
            {
                sized.Add(_element.Read(ref reader));
            }
            while (reader.ReadNextArrayElement());
            return sized;
        }
        // Only a parallel read has a splitter (BentoJson.DeserializeParallel); it may read a large array on several threads.
        if (reader.SplitState is JsonSplitter splitter && splitter.Wants(ref reader) && splitter.TryRead<T>(ref reader, _element, out var split)) return split;
        var builder = default(CodegenArrayBuilder<T>);
        do
        {
            ArrayBuilding<T>.Add(ref builder, _element.Read(ref reader));
        }
        while (reader.ReadNextArrayElement());
        return ArrayBuilding<T>.ToList(ref builder);
    }

    /// <summary>Reads the input's elements into the list (see <see cref="ListUpdate"/>); a hinted document's count sizes it once.</summary>
    private List<T> ReadInto(ref JsonReader reader, List<T> target, CollectionUpdate how)
    {
        reader.ReadStartArray();
        var update = ListUpdate.Start(target, how, _element.Reuses, reader.CountHint);
        while (reader.ReadNextArrayElement())
            update.Put(target, _element.Reuses && update.Reusing(target, out var held) ? _element.Populate(ref reader, held) : _element.Read(ref reader));
        return update.End(target);
    }
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
    private readonly JsonListShape<T, TElement> _list;

    /// <summary>A shape whose elements go through <paramref name="element"/> (generated code uses <c>default</c>).</summary>
    public JsonSequenceShape(TElement element) => _list = new JsonListShape<T, TElement>(element);

    /// <inheritdoc/>
    public bool Reuses => true;

    /// <inheritdoc/>
    public TSequence Read(ref JsonReader reader) => (TSequence)(object)_list.Read(ref reader);

    // A list's populate with anything but a list held reads a new one, as a member holding nothing does.

    /// <inheritdoc/>
    public TSequence Populate(ref JsonReader reader, TSequence current) => (TSequence)(object)_list.Populate(ref reader, (current as List<T>)!);

    /// <inheritdoc/>
    public TSequence Append(ref JsonReader reader, TSequence current) =>
        (TSequence)(object)_list.Update(ref reader, CollectionCopies.Growable(current), CollectionUpdate.Append);

    /// <inheritdoc/>
    public void Write(ref JsonWriter writer, TSequence value)
    {
        // The common implementation first: indexing a List<T> allocates no enumerator.
        if (value is null) writer.WriteNull();
        else if (value is List<T> list) _list.Write(ref writer, list);
        else _list.WriteSequence(ref writer, value);
    }
}

/// <summary>The shape of <see cref="HashSet{T}"/>: a JSON array. A populate clears the set and refills it.</summary>
[EditorBrowsable(EditorBrowsableState.Never)]
public readonly struct JsonHashSetShape<T, TElement> : IJsonCollectionShape<HashSet<T>>
    where TElement : IJsonShape<T>
{
    private readonly TElement _element;

    /// <summary>A shape whose elements go through <paramref name="element"/> (generated code uses <c>default</c>).</summary>
    public JsonHashSetShape(TElement element) => _element = element;

    /// <inheritdoc/>
    public bool Reuses => true;

    /// <inheritdoc/>
    public HashSet<T> Read(ref JsonReader reader) => Update(ref reader, null, CollectionUpdate.Append);

    /// <inheritdoc/>
    public HashSet<T> Populate(ref JsonReader reader, HashSet<T> current) => Update(ref reader, current, CollectionUpdate.Replace);

    /// <inheritdoc/>
    public HashSet<T> Append(ref JsonReader reader, HashSet<T> current) => Update(ref reader, current, CollectionUpdate.Append);

    /// <inheritdoc/>
    public void Write(ref JsonWriter writer, HashSet<T> value)
    {
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

    private HashSet<T> Update(ref JsonReader reader, HashSet<T>? current, CollectionUpdate how)
    {
        if (reader.TryReadNull()) return null!;
        reader.ReadStartArray();
        var target = SetUpdate.Start(current, how, reader.CountHint);
        while (reader.ReadNextArrayElement())
            target.Add(_element.Read(ref reader));
        return target;
    }
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
    private readonly TKeyShape _key;
    private readonly TElement _element;

    /// <summary>A shape whose keys and values go through <paramref name="key"/> and <paramref name="element"/> (generated code uses <c>default</c>).</summary>
    public JsonDictionaryShape(TKeyShape key, TElement element)
    {
        _key = key;
        _element = element;
    }

    /// <inheritdoc/>
    public bool Reuses => true;

    /// <inheritdoc/>
    public Dictionary<TKey, TValue> Read(ref JsonReader reader) => reader.TryReadNull() ? null! : Fill(ref reader, new Dictionary<TKey, TValue>());

    /// <inheritdoc/>
    public Dictionary<TKey, TValue> Populate(ref JsonReader reader, Dictionary<TKey, TValue> current) => Update(ref reader, current, CollectionUpdate.Replace);

    /// <inheritdoc/>
    public Dictionary<TKey, TValue> Append(ref JsonReader reader, Dictionary<TKey, TValue> current) => Update(ref reader, current, CollectionUpdate.Append);

    /// <inheritdoc/>
    public void Write(ref JsonWriter writer, Dictionary<TKey, TValue> value)
    {
        if (value is null)
        {
            writer.WriteNull();
            return;
        }
        writer.WriteStartObject();
        foreach (var pair in value)
        {
            _key.WriteKey(ref writer, pair.Key);
            _element.Write(ref writer, pair.Value);
        }
        writer.WriteEndObject();
    }

    internal void WriteEntries(ref JsonWriter writer, IEnumerable<KeyValuePair<TKey, TValue>> entries)
    {
        writer.WriteStartObject();
        foreach (var pair in entries)
        {
            _key.WriteKey(ref writer, pair.Key);
            _element.Write(ref writer, pair.Value);
        }
        writer.WriteEndObject();
    }

    /// <summary>A populate or a merge (see <see cref="DictionaryUpdate"/>): null for null, a new dictionary when none is held.</summary>
    internal Dictionary<TKey, TValue> Update(ref JsonReader reader, Dictionary<TKey, TValue>? current, CollectionUpdate how)
    {
        if (reader.TryReadNull()) return null!;
        if (current is null) return Fill(ref reader, new Dictionary<TKey, TValue>());
        if (DictionaryUpdate.RefillsInPlace<TKey>(how, _element.Reuses)) return Refill(ref reader, current);
        if (how == CollectionUpdate.Replace) current.Clear();
        return Fill(ref reader, current);
    }

    /// <summary>Stores the input's entries; a key the input names twice is an error with RejectDuplicateMembers (last wins otherwise).</summary>
    private Dictionary<TKey, TValue> Fill(ref JsonReader reader, Dictionary<TKey, TValue> target)
    {
        reader.ReadStartObject();
        CodegenCapacity.Reserve(target, reader.CountHint);
        // The keys of this input are tracked only when duplicates are rejected.
        var repeats = RepeatedKeys<TKey>.Start(reader.RejectDuplicateMembers, target.Comparer);
        while (reader.ReadNextPropertyName(out var name))
        {
            // The key is converted before the value is read: `name` is only valid until the next read.
            var key = _key.ReadKey(ref reader, name);
            if (repeats is not null && repeats.IsRepeat(key)) reader.ThrowDuplicateKey(key);
            target[key] = _element.Read(ref reader);
        }
        repeats?.End();
        return target;
    }

    /// <summary>Makes the dictionary equal to the input, keeping the key and value instances it can.</summary>
    private Dictionary<TKey, TValue> Refill(ref JsonReader reader, Dictionary<TKey, TValue> target)
    {
        var seen = ReusedKeys<TKey>.Rent(target);
        reader.ReadStartObject();
        CodegenCapacity.Reserve(target, reader.CountHint - target.Count);
        while (reader.ReadNextPropertyName(out var name))
        {
            TKey key;
            TValue current;
            bool found;
            if (typeof(TKey) == typeof(string))
            {
                // A key the dictionary already has is kept, so an unchanged input allocates no string.
                found = reader.FindKey(name, (Dictionary<string, TValue>)(object)target, out string text, out current);
                key = (TKey)(object)text;
            }
            else
            {
                key = _key.ReadKey(ref reader, name);
                found = target.TryGetValue(key, out current!);
            }
            // The key is recorded before its value is read, so a repeated key is reported where it stands.
            if (!seen.Add(key) && reader.RejectDuplicateMembers) reader.ThrowDuplicateKey(key);
            target[key] = found && _element.Reuses ? _element.Populate(ref reader, current) : _element.Read(ref reader);
        }
        seen.RemoveUnseen(target);
        return target;
    }
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
    private readonly JsonDictionaryShape<TKey, TValue, TKeyShape, TElement> _dictionary;

    /// <summary>A shape whose keys and values go through <paramref name="key"/> and <paramref name="element"/> (generated code uses <c>default</c>).</summary>
    public JsonDictionaryInterfaceShape(TKeyShape key, TElement element) =>
        _dictionary = new JsonDictionaryShape<TKey, TValue, TKeyShape, TElement>(key, element);

    /// <inheritdoc/>
    public bool Reuses => true;

    /// <inheritdoc/>
    public TDictionary Read(ref JsonReader reader) => (TDictionary)(object)_dictionary.Read(ref reader);

    // A dictionary's populate with anything but a dictionary held reads a new one, as a member holding nothing does.

    /// <inheritdoc/>
    public TDictionary Populate(ref JsonReader reader, TDictionary current) =>
        (TDictionary)(object)_dictionary.Populate(ref reader, (current as Dictionary<TKey, TValue>)!);

    /// <inheritdoc/>
    public TDictionary Append(ref JsonReader reader, TDictionary current) =>
        (TDictionary)(object)_dictionary.Update(ref reader, CollectionCopies.Growable<TKey, TValue>(current), CollectionUpdate.Append);

    /// <inheritdoc/>
    public void Write(ref JsonWriter writer, TDictionary value)
    {
        // The common implementation first: its struct enumerator allocates nothing.
        if (value is null) writer.WriteNull();
        else if (value is Dictionary<TKey, TValue> dictionary) _dictionary.Write(ref writer, dictionary);
        else _dictionary.WriteEntries(ref writer, value);
    }
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
