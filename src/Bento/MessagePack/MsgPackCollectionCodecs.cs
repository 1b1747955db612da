using System;
using System.Buffers;
using System.Collections.Generic;
using Bento.Internal;

namespace Bento.MessagePack;

/// <summary>
/// Codecs for collections of a type that has a codec: what makes <c>List&lt;Person&gt;</c> or
/// <c>Dictionary&lt;string, Person&gt;</c> a document root. Elements go through the element codec, one virtual call
/// each; members of generated types never come here (the generator writes their collection loops inline).
/// </summary>
public static class MsgPackCodec
{
    /// <summary>A codec for <c>T[]</c> (a MessagePack array); a populate reuses the array when the input has its length.</summary>
    public static MsgPackCodec<T[]> ArrayOf<T>(MsgPackCodec<T> element) => new MsgPackArrayCodec<T>(NotNull(element));

    /// <summary>A codec for <see cref="List{T}"/> (a MessagePack array); a populate clears the list and refills it.</summary>
    public static MsgPackCodec<List<T>> ListOf<T>(MsgPackCodec<T> element) => new MsgPackSequenceCodec<List<T>, T>(NotNull(element));

    /// <summary>A codec for <see cref="IReadOnlyList{T}"/>, read as a <see cref="List{T}"/>.</summary>
    public static MsgPackCodec<IReadOnlyList<T>> ReadOnlyListOf<T>(MsgPackCodec<T> element) => new MsgPackSequenceCodec<IReadOnlyList<T>, T>(NotNull(element));

    /// <summary>A codec for <see cref="Dictionary{TKey, TValue}"/> with string keys (a MessagePack map with str keys).</summary>
    public static MsgPackCodec<Dictionary<string, T>> DictionaryOf<T>(MsgPackCodec<T> element) =>
        new MsgPackMapCodec<Dictionary<string, T>, string, T>(NotNull(element), MsgPackKeyHandler<string>.Instance!);

    /// <summary>
    /// A codec for <see cref="Dictionary{TKey, TValue}"/> whose keys are <see cref="string"/>, <see cref="int"/>,
    /// <see cref="long"/> or <see cref="Guid"/> (map keys written as str, int or the GUID's text).
    /// </summary>
    /// <exception cref="ArgumentException"><typeparamref name="TKey"/> is none of those.</exception>
    public static MsgPackCodec<Dictionary<TKey, T>> DictionaryOf<TKey, T>(MsgPackCodec<T> element)
        where TKey : notnull =>
        new MsgPackMapCodec<Dictionary<TKey, T>, TKey, T>(NotNull(element), MsgPackKeyHandler<TKey>.Instance ?? throw new ArgumentException(
            $"Dictionary keys of type '{typeof(TKey)}' are not supported for collection roots; use string, int, long or Guid.", nameof(TKey)));

    /// <summary>A codec for <see cref="IReadOnlyDictionary{TKey, TValue}"/> with string keys, read as a <see cref="Dictionary{TKey, TValue}"/>.</summary>
    public static MsgPackCodec<IReadOnlyDictionary<string, T>> ReadOnlyDictionaryOf<T>(MsgPackCodec<T> element) =>
        new MsgPackMapCodec<IReadOnlyDictionary<string, T>, string, T>(NotNull(element), MsgPackKeyHandler<string>.Instance!);

    private static MsgPackCodec<T> NotNull<T>(MsgPackCodec<T> element) => element ?? throw new ArgumentNullException(nameof(element));
}

/// <summary>Makes the collection codecs of one element type on request from the registry (see <c>RootCollections</c>).</summary>
internal sealed class MsgPackRootFactory<T> : Internal.RootFactory
{
    private readonly MsgPackCodec<T> _element;

    public MsgPackRootFactory(MsgPackCodec<T> element) => _element = element;

    public override object Element => _element;

    // Exact type matches only, each shape spelled out so that the trimmer and AOT compilers see every instantiation.
    public override object? Create(Type type)
    {
        if (type == typeof(List<T>)) return new MsgPackSequenceCodec<List<T>, T>(_element);
        if (type == typeof(T[])) return new MsgPackArrayCodec<T>(_element);
        if (type == typeof(IReadOnlyList<T>)) return new MsgPackSequenceCodec<IReadOnlyList<T>, T>(_element);
        if (type == typeof(IList<T>)) return new MsgPackSequenceCodec<IList<T>, T>(_element);
        if (type == typeof(ICollection<T>)) return new MsgPackSequenceCodec<ICollection<T>, T>(_element);
        if (type == typeof(IReadOnlyCollection<T>)) return new MsgPackSequenceCodec<IReadOnlyCollection<T>, T>(_element);
        if (type == typeof(IEnumerable<T>)) return new MsgPackSequenceCodec<IEnumerable<T>, T>(_element);
        return CreateMap<string>(type) ?? CreateMap<int>(type) ?? CreateMap<long>(type) ?? CreateMap<Guid>(type);
    }

    private object? CreateMap<TKey>(Type type)
        where TKey : notnull
    {
        if (type == typeof(Dictionary<TKey, T>)) return new MsgPackMapCodec<Dictionary<TKey, T>, TKey, T>(_element, MsgPackKeyHandler<TKey>.Instance!);
        if (type == typeof(IReadOnlyDictionary<TKey, T>)) return new MsgPackMapCodec<IReadOnlyDictionary<TKey, T>, TKey, T>(_element, MsgPackKeyHandler<TKey>.Instance!);
        if (type == typeof(IDictionary<TKey, T>)) return new MsgPackMapCodec<IDictionary<TKey, T>, TKey, T>(_element, MsgPackKeyHandler<TKey>.Instance!);
        return null;
    }
}

/// <summary><c>T[]</c> as a MessagePack array.</summary>
internal sealed class MsgPackArrayCodec<T> : MsgPackCodec<T[]>
{
    private readonly MsgPackCodec<T> _element;

    public MsgPackArrayCodec(MsgPackCodec<T> element) => _element = element;

    public override void Write<TBuffer>(ref MsgPackWriter<TBuffer> writer, T[] value)
    {
        if (value is null)
        {
            writer.WriteNil();
            return;
        }

        var element = _element;
        writer.EnterContainer();
        writer.WriteArrayHeader(value.Length);
        for (int i = 0; i < value.Length; i++)
            element.Write(ref writer, value[i]);
        writer.ExitContainer();
    }

    public override T[] Read(ref MsgPackReader reader)
    {
        if (reader.TryReadNil()) return null!;
        return Fill(ref reader, null);
    }

    public override void Populate(ref MsgPackReader reader, ref T[] value)
    {
        if (reader.TryReadNil())
        {
            value = null!;
            return;
        }

        value = Fill(ref reader, value);
    }

    // The header count has been checked against the remaining input, so allocating it up front is safe.
    private T[] Fill(ref MsgPackReader reader, T[]? existing)
    {
        var element = _element;
        reader.EnterContainer();
        int count = reader.ReadArrayHeader();
        var items = existing is not null && existing.Length == count ? existing : MsgPackCodegen.NewArray<T>(count);
        for (int i = 0; i < count; i++)
        {
            // Elements already there are populated in place, as array members are by default.
            if (existing is not null && i < existing.Length)
            {
                T item = existing[i];
                element.Populate(ref reader, ref item);
                items[i] = item;
            }
            else
            {
                items[i] = element.Read(ref reader);
            }
        }

        reader.ExitContainer();
        return items;
    }
}

/// <summary>
/// <see cref="List{T}"/> and the list interfaces it implements, as a MessagePack array; reads always make a
/// <see cref="List{T}"/>, sized from the array header.
/// </summary>
internal sealed class MsgPackSequenceCodec<TCollection, T> : MsgPackCodec<TCollection>
    where TCollection : class, IEnumerable<T>
{
    private readonly MsgPackCodec<T> _element;

    public MsgPackSequenceCodec(MsgPackCodec<T> element) => _element = element;

    public override void Write<TBuffer>(ref MsgPackWriter<TBuffer> writer, TCollection value)
    {
        if (value is null)
        {
            writer.WriteNil();
            return;
        }

        var element = _element;
        writer.EnterContainer();
        if (value is List<T> list)
        {
            writer.WriteArrayHeader(list.Count);
            for (int i = 0; i < list.Count; i++)
                element.Write(ref writer, list[i]);
        }
        else if (value is T[] array)
        {
            writer.WriteArrayHeader(array.Length);
            for (int i = 0; i < array.Length; i++)
                element.Write(ref writer, array[i]);
        }
        else if (value is ICollection<T> collection)
        {
            WriteCounted(ref writer, collection, collection.Count);
        }
        else if (value is IReadOnlyCollection<T> readOnly)
        {
            WriteCounted(ref writer, readOnly, readOnly.Count);
        }
        else
        {
            // The header needs the count first: a plain enumerable is copied once to learn it.
            var copy = new List<T>(value);
            WriteCounted(ref writer, copy, copy.Count);
        }

        writer.ExitContainer();
    }

    private void WriteCounted<TBuffer>(ref MsgPackWriter<TBuffer> writer, IEnumerable<T> items, int count)
        where TBuffer : class, IBufferWriter<byte>
    {
        var element = _element;
        writer.WriteArrayHeader(count);
        int written = 0;
        foreach (var item in items)
        {
            // A header that promised more or fewer items than follow would corrupt the rest of the document.
            if (++written > count) break;
            element.Write(ref writer, item);
        }

        if (written != count) throw new InvalidOperationException("The collection changed its count while it was being written.");
    }

    public override TCollection Read(ref MsgPackReader reader)
    {
        if (reader.TryReadNil()) return null!;
        var list = new List<T>();
        Fill(ref reader, list);
        return (TCollection)(object)list;
    }

    public override void Populate(ref MsgPackReader reader, ref TCollection value)
    {
        if (value is null)
        {
            value = Read(ref reader);
            return;
        }

        if (reader.TryReadNil())
        {
            value = null!;
            return;
        }

        if (value is List<T> list)
        {
            Refill(ref reader, list);
            return;
        }

        // Another implementation of the interface (an array, a read-only wrapper) cannot be refilled: replace it.
        var fresh = new List<T>();
        Fill(ref reader, fresh);
        value = (TCollection)(object)fresh;
    }

    private void Fill(ref MsgPackReader reader, List<T> list)
    {
        var element = _element;
        reader.EnterContainer();
        int count = reader.ReadArrayHeader();
        if (list.Capacity < count) list.Capacity = count;
        for (int i = 0; i < count; i++)
            list.Add(element.Read(ref reader));
        reader.ExitContainer();
    }

    // Elements already in the list are populated in place, as list members are by default, so reading the same
    // frame again into the same list allocates only what changed.
    private void Refill(ref MsgPackReader reader, List<T> list)
    {
        var element = _element;
        reader.EnterContainer();
        int count = reader.ReadArrayHeader();
        if (list.Capacity < count) list.Capacity = count;
        for (int i = 0; i < count; i++)
        {
            if (i < list.Count)
            {
                T item = list[i];
                element.Populate(ref reader, ref item);
                list[i] = item;
            }
            else
            {
                list.Add(element.Read(ref reader));
            }
        }

        if (count < list.Count) list.RemoveRange(count, list.Count - count);
        reader.ExitContainer();
    }
}

/// <summary>
/// <see cref="Dictionary{TKey, TValue}"/> and the dictionary interfaces it implements, as a MessagePack map; reads
/// always make a <see cref="Dictionary{TKey, TValue}"/> sized from the map header, and a repeated key keeps its last value.
/// </summary>
internal sealed class MsgPackMapCodec<TDictionary, TKey, T> : MsgPackCodec<TDictionary>
    where TDictionary : class, IEnumerable<KeyValuePair<TKey, T>>
    where TKey : notnull
{
    private readonly MsgPackCodec<T> _element;
    private readonly MsgPackKeyHandler<TKey> _key;

    public MsgPackMapCodec(MsgPackCodec<T> element, MsgPackKeyHandler<TKey> key)
    {
        _element = element;
        _key = key;
    }

    public override void Write<TBuffer>(ref MsgPackWriter<TBuffer> writer, TDictionary value)
    {
        if (value is null)
        {
            writer.WriteNil();
            return;
        }

        var element = _element;
        var key = _key;
        writer.EnterContainer();
        if (value is Dictionary<TKey, T> dictionary)
        {
            writer.WriteMapHeader(dictionary.Count);
            foreach (var pair in dictionary)
            {
                key.Write(ref writer, pair.Key);
                element.Write(ref writer, pair.Value);
            }
        }
        else
        {
            // Every dictionary interface is also a collection of pairs with a count; anything else is copied once.
            var pairs = value as ICollection<KeyValuePair<TKey, T>> ?? new List<KeyValuePair<TKey, T>>(value);
            writer.WriteMapHeader(pairs.Count);
            int written = 0;
            foreach (var pair in pairs)
            {
                // A header that promised more or fewer entries than follow would corrupt the rest of the document.
                if (++written > pairs.Count) break;
                key.Write(ref writer, pair.Key);
                element.Write(ref writer, pair.Value);
            }

            if (written != pairs.Count) throw new InvalidOperationException("The dictionary changed its count while it was being written.");
        }

        writer.ExitContainer();
    }

    public override TDictionary Read(ref MsgPackReader reader)
    {
        if (reader.TryReadNil()) return null!;
        var dictionary = new Dictionary<TKey, T>();
        Fill(ref reader, dictionary);
        return (TDictionary)(object)dictionary;
    }

    public override void Populate(ref MsgPackReader reader, ref TDictionary value)
    {
        if (value is null)
        {
            value = Read(ref reader);
            return;
        }

        if (reader.TryReadNil())
        {
            value = null!;
            return;
        }

        if (value is Dictionary<TKey, T> dictionary)
        {
            Refill(ref reader, dictionary);
            return;
        }

        var fresh = new Dictionary<TKey, T>();
        Fill(ref reader, fresh);
        value = (TDictionary)(object)fresh;
    }

    private void Fill(ref MsgPackReader reader, Dictionary<TKey, T> dictionary)
    {
        var element = _element;
        var key = _key;
        reader.EnterContainer();
        int count = reader.ReadMapHeader();
        dictionary.EnsureCapacity(count);
        var repeats = RepeatedKeys<TKey>.Start(reader.RejectDuplicateMembers, dictionary.Comparer);
        for (int i = 0; i < count; i++)
        {
            var k = key.Read(ref reader);
            if (repeats is not null && repeats.IsRepeat(k)) reader.ThrowDuplicateKey(k);
            dictionary[k] = element.Read(ref reader);
        }

        repeats?.End();
        reader.ExitContainer();
    }
    // As for dictionary members: entries whose keys come again keep their key and have their value populated in
    // place, new keys are added, and keys the input no longer names are removed.
    private void Refill(ref MsgPackReader reader, Dictionary<TKey, T> dictionary)
    {
        var element = _element;
        var key = _key;
        reader.EnterContainer();
        int count = reader.ReadMapHeader();
        var seen = ReusedKeys<TKey>.Rent(dictionary);
        for (int i = 0; i < count; i++)
        {
            var k = key.Read(ref reader);
            if (!seen.Add(k) && reader.RejectDuplicateMembers) reader.ThrowDuplicateKey(k);
            if (dictionary.TryGetValue(k, out var current))
            {
                element.Populate(ref reader, ref current);
                dictionary[k] = current;
            }
            else
            {
                dictionary[k] = element.Read(ref reader);
            }
        }

        seen.RemoveUnseen(dictionary);
        reader.ExitContainer();
    }
}

/// <summary>How one dictionary key type is written as a MessagePack map key and read back.</summary>
internal abstract class MsgPackKeyHandler<TKey>
{
    /// <summary>The handler for <typeparamref name="TKey"/>, or null when that key type is not supported.</summary>
    public static readonly MsgPackKeyHandler<TKey>? Instance = Create();

    public abstract void Write<TBuffer>(ref MsgPackWriter<TBuffer> writer, TKey key)
        where TBuffer : class, IBufferWriter<byte>;

    public abstract TKey Read(ref MsgPackReader reader);

    private static MsgPackKeyHandler<TKey>? Create()
    {
        if (typeof(TKey) == typeof(string)) return (MsgPackKeyHandler<TKey>)(object)new MsgPackStringKey();
        if (typeof(TKey) == typeof(int)) return (MsgPackKeyHandler<TKey>)(object)new MsgPackInt32Key();
        if (typeof(TKey) == typeof(long)) return (MsgPackKeyHandler<TKey>)(object)new MsgPackInt64Key();
        if (typeof(TKey) == typeof(Guid)) return (MsgPackKeyHandler<TKey>)(object)new MsgPackGuidKey();
        return null;
    }
}

internal sealed class MsgPackStringKey : MsgPackKeyHandler<string>
{
    public override void Write<TBuffer>(ref MsgPackWriter<TBuffer> writer, string key) => writer.WriteString(key);

    public override string Read(ref MsgPackReader reader)
    {
        var key = reader.ReadString();
        if (key is null) reader.Throw("A dictionary key is nil.");
        return key!;
    }
}

internal sealed class MsgPackInt32Key : MsgPackKeyHandler<int>
{
    public override void Write<TBuffer>(ref MsgPackWriter<TBuffer> writer, int key) => writer.WriteInt32(key);

    public override int Read(ref MsgPackReader reader) => reader.ReadInt32();
}

internal sealed class MsgPackInt64Key : MsgPackKeyHandler<long>
{
    public override void Write<TBuffer>(ref MsgPackWriter<TBuffer> writer, long key) => writer.WriteInt64(key);

    public override long Read(ref MsgPackReader reader) => reader.ReadInt64();
}

internal sealed class MsgPackGuidKey : MsgPackKeyHandler<Guid>
{
    public override void Write<TBuffer>(ref MsgPackWriter<TBuffer> writer, Guid key) => writer.WriteGuid(key);

    public override Guid Read(ref MsgPackReader reader) => reader.ReadGuid();
}
