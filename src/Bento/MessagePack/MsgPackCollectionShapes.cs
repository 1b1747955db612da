using System;
using System.Buffers;
using System.Collections.Generic;
using System.ComponentModel;
using System.Runtime.CompilerServices;
using System.Runtime.InteropServices;
using Bento.Internal;
using Bento.Shapes;

namespace Bento.MessagePack;

// The one home of the MessagePack collection algorithms, the counterpart of JsonCollectionShapes.cs: the same policies,
// with the wire's own loop shape (a header states the count, which has been checked against the remaining input, so
// sizing a collection from it up front is bounded).

/// <summary>The element loop of a sequence whose length the input has stated, for every collection shape.</summary>
internal static class MsgPackElements
{
    /// <summary>
    /// Reads as many elements as <paramref name="items"/> holds, in order, replacing what is there. The array is exactly
    /// a <c>T[]</c> (one the shape made, or of a value type), never a covariant one.
    /// </summary>
    public static void Read<T, TElement>(in TElement element, ref MsgPackReader reader, T[] items)
        where TElement : IMsgPackShape<T>
    {
        // A constant test for each instantiation (TElement is a struct): doubles and ints go through the reader's run
        // loops, and other element types keep the plain loop alone.
        if (typeof(TElement) == typeof(DoubleShape))
            reader.ReadDoubles((double[])(object)items);
        else if (typeof(TElement) == typeof(Int32Shape))
            reader.ReadInt32s((int[])(object)items);
        else
            Read(in element, ref reader, items.AsSpan());
    }

    /// <inheritdoc cref="Read{T, TElement}(in TElement, ref MsgPackReader, T[])"/>
    public static void Read<T, TElement>(in TElement element, ref MsgPackReader reader, Span<T> items)
        where TElement : IMsgPackShape<T>
    {
#if NET
        if (typeof(TElement) == typeof(DoubleShape))
        {
            reader.ReadDoubles(MemoryMarshal.CreateSpan(ref Unsafe.As<T, double>(ref MemoryMarshal.GetReference(items)), items.Length));
            return;
        }

        if (typeof(TElement) == typeof(Int32Shape))
        {
            reader.ReadInt32s(MemoryMarshal.CreateSpan(ref Unsafe.As<T, int>(ref MemoryMarshal.GetReference(items)), items.Length));
            return;
        }
#endif
        for (int i = 0; i < items.Length; i++)
            items[i] = element.Read(ref reader);
    }
}

/// <summary>The shape of <c>T[]</c>: a MessagePack array. A populate reuses the array when the input has its length.</summary>
[EditorBrowsable(EditorBrowsableState.Never)]
public readonly struct MsgPackArrayShape<T, TElement> : IMsgPackShape<T[]>
    where TElement : IMsgPackShape<T>
{
    private readonly TElement _element;

    /// <summary>A shape whose elements go through <paramref name="element"/> (generated code uses <c>default</c>).</summary>
    public MsgPackArrayShape(TElement element) => _element = element;

    /// <inheritdoc/>
    public bool Reuses => true;

    /// <inheritdoc/>
    public T[] Read(ref MsgPackReader reader)
    {
        if (reader.TryReadNil()) return null!;
        reader.EnterContainer();
        int count = reader.ReadArrayHeader();
        var result = MsgPackCodegen.NewArray<T>(count);
        // Only a parallel read has a splitter (BentoMessagePack.DeserializeParallel); it may read a large array on several threads.
        if (reader.SplitState is MsgPackSplitter splitter && splitter.Wants(ref reader, count))
        {
            splitter.Read(ref reader, _element, result, count);
        }
        else
        {
            MsgPackElements.Read(in _element, ref reader, result);
        }
        reader.ExitContainer();
        return result;
    }

    /// <inheritdoc/>
    public T[] Populate(ref MsgPackReader reader, T[] current)
    {
        if (current is null) return Read(ref reader);
        if (reader.TryReadNil()) return null!;
        reader.EnterContainer();
        int count = reader.ReadArrayHeader();
        var result = current.Length == count ? current : MsgPackCodegen.NewArray<T>(count);
        // The caller's own array may be covariant (a string[] held as object[]), which a span of it refuses.
        if (!_element.Reuses && (result != current || typeof(T).IsValueType))
        {
            MsgPackElements.Read(in _element, ref reader, result);
        }
        else
        {
            for (int i = 0; i < count; i++)
                result[i] = i < current.Length ? _element.Populate(ref reader, current[i]) : _element.Read(ref reader);
        }
        reader.ExitContainer();
        return result;
    }

    /// <inheritdoc/>
    public void Write<TBuffer>(ref MsgPackWriter<TBuffer> writer, T[] value)
        where TBuffer : class, IBufferWriter<byte>
    {
        if (value is null)
        {
            writer.WriteNil();
            return;
        }
        writer.EnterContainer();
        writer.WriteArrayHeader(value.Length);
        for (int i = 0; i < value.Length; i++)
            _element.Write(ref writer, value[i]);
        writer.ExitContainer();
    }
}

/// <summary>The shape of <see cref="List{T}"/>: a MessagePack array.</summary>
[EditorBrowsable(EditorBrowsableState.Never)]
public readonly struct MsgPackListShape<T, TElement> : IMsgPackCollectionShape<List<T>>
    where TElement : IMsgPackShape<T>
{
    private readonly TElement _element;

    /// <summary>A shape whose elements go through <paramref name="element"/> (generated code uses <c>default</c>).</summary>
    public MsgPackListShape(TElement element) => _element = element;

    /// <inheritdoc/>
    public bool Reuses => true;

    /// <inheritdoc/>
    public List<T> Read(ref MsgPackReader reader)
    {
        if (reader.TryReadNil()) return null!;
#if NET
        if (reader.SplitState is null)
        {
            // A new list is seen by no one if a read fails, so it can take its whole count at once and its elements be
            // written as a span: no Add (size and version updates) and no array covariance check per element.
            reader.EnterContainer();
            int count = reader.ReadArrayHeader();
            var list = new List<T>(count);
            if (count != 0)
            {
                CollectionsMarshal.SetCount(list, count);
                MsgPackElements.Read(in _element, ref reader, CollectionsMarshal.AsSpan(list));
            }
            reader.ExitContainer();
            return list;
        }
#endif
        return ReadInto(ref reader, new List<T>(), CollectionUpdate.Append);
    }

    /// <inheritdoc/>
    public List<T> Populate(ref MsgPackReader reader, List<T> current) => Update(ref reader, current, CollectionUpdate.Replace);

    /// <inheritdoc/>
    public List<T> Append(ref MsgPackReader reader, List<T> current) => Update(ref reader, current, CollectionUpdate.Append);

    /// <summary>A populate or an append: nil for nil, a new list when none is held.</summary>
    internal List<T> Update(ref MsgPackReader reader, List<T>? current, CollectionUpdate how)
    {
        if (current is null) return Read(ref reader);
        return reader.TryReadNil() ? null! : ReadInto(ref reader, current, how);
    }

    /// <inheritdoc/>
    public void Write<TBuffer>(ref MsgPackWriter<TBuffer> writer, List<T> value)
        where TBuffer : class, IBufferWriter<byte>
    {
        if (value is null)
        {
            writer.WriteNil();
            return;
        }
        writer.EnterContainer();
        writer.WriteArrayHeader(value.Count);
        for (int i = 0; i < value.Count; i++)
            _element.Write(ref writer, value[i]);
        writer.ExitContainer();
    }

    /// <summary>Writes <paramref name="count"/> elements of a collection other than a list, through its own enumerator.</summary>
    internal void WriteSequence<TBuffer, TItems>(ref MsgPackWriter<TBuffer> writer, TItems items, int count)
        where TBuffer : class, IBufferWriter<byte>
        where TItems : IEnumerable<T>
    {
        writer.EnterContainer();
        writer.WriteArrayHeader(count);
        foreach (var item in items)
            _element.Write(ref writer, item);
        writer.ExitContainer();
    }

    /// <summary>Reads the input's elements into the list (see <see cref="ListUpdate"/>), which takes its final size at once.</summary>
    private List<T> ReadInto(ref MsgPackReader reader, List<T> target, CollectionUpdate how)
    {
        reader.EnterContainer();
        int count = reader.ReadArrayHeader();
        var update = ListUpdate.Start(target, how, _element.Reuses, count);
        if (update.AddsOnly && reader.SplitState is MsgPackSplitter splitter && splitter.Wants(ref reader, count))
        {
            var items = new T[count];
            splitter.Read(ref reader, _element, items, count);
            target.AddRange(items);
        }
        else
        {
            for (int i = 0; i < count; i++)
                update.Put(target, _element.Reuses && update.Reusing(target, out var held) ? _element.Populate(ref reader, held) : _element.Read(ref reader));
        }
        reader.ExitContainer();
        return update.End(target);
    }
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
    private readonly MsgPackListShape<T, TElement> _list;

    /// <summary>A shape whose elements go through <paramref name="element"/> (generated code uses <c>default</c>).</summary>
    public MsgPackSequenceShape(TElement element) => _list = new MsgPackListShape<T, TElement>(element);

    /// <inheritdoc/>
    public bool Reuses => true;

    /// <inheritdoc/>
    public TSequence Read(ref MsgPackReader reader) => (TSequence)(object)_list.Read(ref reader);

    // A list's populate with anything but a list held reads a new one, as a member holding nothing does.

    /// <inheritdoc/>
    public TSequence Populate(ref MsgPackReader reader, TSequence current) => (TSequence)(object)_list.Populate(ref reader, (current as List<T>)!);

    /// <inheritdoc/>
    public TSequence Append(ref MsgPackReader reader, TSequence current) =>
        (TSequence)(object)_list.Update(ref reader, CollectionCopies.Growable(current), CollectionUpdate.Append);

    /// <inheritdoc/>
    public void Write<TBuffer>(ref MsgPackWriter<TBuffer> writer, TSequence value)
        where TBuffer : class, IBufferWriter<byte>
    {
        // The array header needs the count first: collections know it; a lazy sequence is buffered once.
        if (value is null) writer.WriteNil();
        else if (value is List<T> list) _list.Write(ref writer, list);
        else _list.WriteSequence(ref writer, CollectionCopies.Counted(value, out int count), count);
    }
}

/// <summary>The shape of <see cref="HashSet{T}"/>: a MessagePack array. A populate clears the set and refills it.</summary>
[EditorBrowsable(EditorBrowsableState.Never)]
public readonly struct MsgPackHashSetShape<T, TElement> : IMsgPackCollectionShape<HashSet<T>>
    where TElement : IMsgPackShape<T>
{
    private readonly TElement _element;

    /// <summary>A shape whose elements go through <paramref name="element"/> (generated code uses <c>default</c>).</summary>
    public MsgPackHashSetShape(TElement element) => _element = element;

    /// <inheritdoc/>
    public bool Reuses => true;

    /// <inheritdoc/>
    public HashSet<T> Read(ref MsgPackReader reader) => Update(ref reader, null, CollectionUpdate.Append);

    /// <inheritdoc/>
    public HashSet<T> Populate(ref MsgPackReader reader, HashSet<T> current) => Update(ref reader, current, CollectionUpdate.Replace);

    /// <inheritdoc/>
    public HashSet<T> Append(ref MsgPackReader reader, HashSet<T> current) => Update(ref reader, current, CollectionUpdate.Append);

    /// <inheritdoc/>
    public void Write<TBuffer>(ref MsgPackWriter<TBuffer> writer, HashSet<T> value)
        where TBuffer : class, IBufferWriter<byte>
    {
        if (value is null)
        {
            writer.WriteNil();
            return;
        }
        writer.EnterContainer();
        writer.WriteArrayHeader(value.Count);
        foreach (var item in value)
            _element.Write(ref writer, item);
        writer.ExitContainer();
    }

    private HashSet<T> Update(ref MsgPackReader reader, HashSet<T>? current, CollectionUpdate how)
    {
        if (reader.TryReadNil()) return null!;
        reader.EnterContainer();
        int count = reader.ReadArrayHeader();
        var target = SetUpdate.Start(current, how, count);
        for (int i = 0; i < count; i++)
            target.Add(_element.Read(ref reader));
        reader.ExitContainer();
        return target;
    }
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
    private readonly TKeyShape _key;
    private readonly TElement _element;

    /// <summary>A shape whose keys and values go through <paramref name="key"/> and <paramref name="element"/> (generated code uses <c>default</c>).</summary>
    public MsgPackDictionaryShape(TKeyShape key, TElement element)
    {
        _key = key;
        _element = element;
    }

    /// <inheritdoc/>
    public bool Reuses => true;

    /// <inheritdoc/>
    public Dictionary<TKey, TValue> Read(ref MsgPackReader reader) => reader.TryReadNil() ? null! : Fill(ref reader, new Dictionary<TKey, TValue>());

    /// <inheritdoc/>
    public Dictionary<TKey, TValue> Populate(ref MsgPackReader reader, Dictionary<TKey, TValue> current) => Update(ref reader, current, CollectionUpdate.Replace);

    /// <inheritdoc/>
    public Dictionary<TKey, TValue> Append(ref MsgPackReader reader, Dictionary<TKey, TValue> current) => Update(ref reader, current, CollectionUpdate.Append);

    /// <inheritdoc/>
    public void Write<TBuffer>(ref MsgPackWriter<TBuffer> writer, Dictionary<TKey, TValue> value)
        where TBuffer : class, IBufferWriter<byte>
    {
        if (value is null)
        {
            writer.WriteNil();
            return;
        }
        writer.EnterContainer();
        writer.WriteMapHeader(value.Count);
        foreach (var pair in value)
        {
            _key.WriteKey(ref writer, pair.Key);
            _element.Write(ref writer, pair.Value);
        }
        writer.ExitContainer();
    }

    internal void WriteEntries<TBuffer>(ref MsgPackWriter<TBuffer> writer, IEnumerable<KeyValuePair<TKey, TValue>> entries, int count)
        where TBuffer : class, IBufferWriter<byte>
    {
        writer.EnterContainer();
        writer.WriteMapHeader(count);
        foreach (var pair in entries)
        {
            _key.WriteKey(ref writer, pair.Key);
            _element.Write(ref writer, pair.Value);
        }
        writer.ExitContainer();
    }

    /// <summary>A populate or a merge (see <see cref="DictionaryUpdate"/>): nil for nil, a new dictionary when none is held.</summary>
    internal Dictionary<TKey, TValue> Update(ref MsgPackReader reader, Dictionary<TKey, TValue>? current, CollectionUpdate how)
    {
        if (current is null) return Read(ref reader);
        if (reader.TryReadNil()) return null!;
        if (DictionaryUpdate.RefillsInPlace<TKey>(how, _element.Reuses)) return Refill(ref reader, current);
        if (how == CollectionUpdate.Replace) current.Clear();
        return Fill(ref reader, current);
    }

    /// <summary>
    /// Stores the input's entries, in a dictionary sized by the map header; a key the input names twice is an error with
    /// RejectDuplicateMembers (last wins otherwise).
    /// </summary>
    private Dictionary<TKey, TValue> Fill(ref MsgPackReader reader, Dictionary<TKey, TValue> target)
    {
        reader.EnterContainer();
        int count = reader.ReadMapHeader();
        CodegenCapacity.Reserve(target, count);
        // The keys of this input are tracked only when duplicates are rejected.
        var repeats = RepeatedKeys<TKey>.Start(reader.RejectDuplicateMembers, target.Comparer);
        for (int i = 0; i < count; i++)
        {
            var key = _key.ReadKey(ref reader);
            if (repeats is not null && repeats.IsRepeat(key)) reader.ThrowDuplicateKey(key);
            target[key] = _element.Read(ref reader);
        }
        repeats?.End();
        reader.ExitContainer();
        return target;
    }

    /// <summary>Makes the dictionary equal to the input, keeping the key and value instances it can.</summary>
    private Dictionary<TKey, TValue> Refill(ref MsgPackReader reader, Dictionary<TKey, TValue> target)
    {
        var seen = ReusedKeys<TKey>.Rent(target);
        reader.EnterContainer();
        int count = reader.ReadMapHeader();
        CodegenCapacity.Reserve(target, count - target.Count);
        for (int i = 0; i < count; i++)
        {
            // The key is recorded before its value is read, so a repeated key is reported where it stands.
            var key = ReadKnownKey(ref reader, target, out bool found, out var current);
            if (!seen.Add(key) && reader.RejectDuplicateMembers) reader.ThrowDuplicateKey(key);
            target[key] = found && _element.Reuses ? _element.Populate(ref reader, current) : _element.Read(ref reader);
        }
        reader.ExitContainer();
        seen.RemoveUnseen(target);
        return target;
    }

    /// <summary>An entry's key, and the value the dictionary holds under it.</summary>
    private TKey ReadKnownKey(ref MsgPackReader reader, Dictionary<TKey, TValue> target, out bool found, out TValue current)
    {
        if (typeof(TKey) != typeof(string))
        {
            var key = _key.ReadKey(ref reader);
            found = target.TryGetValue(key, out current!);
            return key;
        }

        // A key the dictionary already has is kept, so an unchanged input allocates no string.
        found = reader.ReadKeyReusing((Dictionary<string, TValue>)(object)target, out string text, out current);
        if (text is null) reader.Throw("A dictionary key is nil.");
        return (TKey)(object)text;
    }
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
    private readonly MsgPackDictionaryShape<TKey, TValue, TKeyShape, TElement> _dictionary;

    /// <summary>A shape whose keys and values go through <paramref name="key"/> and <paramref name="element"/> (generated code uses <c>default</c>).</summary>
    public MsgPackDictionaryInterfaceShape(TKeyShape key, TElement element) =>
        _dictionary = new MsgPackDictionaryShape<TKey, TValue, TKeyShape, TElement>(key, element);

    /// <inheritdoc/>
    public bool Reuses => true;

    /// <inheritdoc/>
    public TDictionary Read(ref MsgPackReader reader) => (TDictionary)(object)_dictionary.Read(ref reader);

    // A dictionary's populate with anything but a dictionary held reads a new one, as a member holding nothing does.

    /// <inheritdoc/>
    public TDictionary Populate(ref MsgPackReader reader, TDictionary current) =>
        (TDictionary)(object)_dictionary.Populate(ref reader, (current as Dictionary<TKey, TValue>)!);

    /// <inheritdoc/>
    public TDictionary Append(ref MsgPackReader reader, TDictionary current) =>
        (TDictionary)(object)_dictionary.Update(ref reader, CollectionCopies.Growable<TKey, TValue>(current), CollectionUpdate.Append);

    /// <inheritdoc/>
    public void Write<TBuffer>(ref MsgPackWriter<TBuffer> writer, TDictionary value)
        where TBuffer : class, IBufferWriter<byte>
    {
        // The map header needs the count first: a lazy implementation is buffered once.
        if (value is null) writer.WriteNil();
        else if (value is Dictionary<TKey, TValue> dictionary) _dictionary.Write(ref writer, dictionary);
        else _dictionary.WriteEntries(ref writer, CollectionCopies.CountedEntries(value, out int count), count);
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
