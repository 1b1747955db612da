using System;
using System.Collections.Generic;
using Bento.Internal;

namespace Bento.Json;

/// <summary>
/// Codecs for collections of a type that has a codec: what makes <c>List&lt;Person&gt;</c> or
/// <c>Dictionary&lt;string, Person&gt;</c> a document root. Elements go through the element codec, one virtual call
/// each; members of generated types never come here (the generator writes their collection loops inline).
/// </summary>
public static class JsonCodec
{
    /// <summary>A codec for <c>T[]</c> (a JSON array); a populate reuses the array when the input has its length.</summary>
    public static JsonCodec<T[]> ArrayOf<T>(JsonCodec<T> element) => new JsonArrayCodec<T>(NotNull(element));

    /// <summary>A codec for <see cref="List{T}"/> (a JSON array); a populate clears the list and refills it.</summary>
    public static JsonCodec<List<T>> ListOf<T>(JsonCodec<T> element) => new JsonSequenceCodec<List<T>, T>(NotNull(element));

    /// <summary>A codec for <see cref="IReadOnlyList{T}"/>, read as a <see cref="List{T}"/>.</summary>
    public static JsonCodec<IReadOnlyList<T>> ReadOnlyListOf<T>(JsonCodec<T> element) => new JsonSequenceCodec<IReadOnlyList<T>, T>(NotNull(element));

    /// <summary>A codec for <see cref="Dictionary{TKey, TValue}"/> with string keys (a JSON object).</summary>
    public static JsonCodec<Dictionary<string, T>> DictionaryOf<T>(JsonCodec<T> element) =>
        new JsonMapCodec<Dictionary<string, T>, string, T>(NotNull(element), JsonKeyHandler<string>.Instance!);

    /// <summary>
    /// A codec for <see cref="Dictionary{TKey, TValue}"/> whose keys are <see cref="string"/>, <see cref="int"/>,
    /// <see cref="long"/> or <see cref="Guid"/> (JSON member names; numbers in decimal, GUIDs in <c>d</c> format).
    /// </summary>
    /// <exception cref="ArgumentException"><typeparamref name="TKey"/> is none of those.</exception>
    public static JsonCodec<Dictionary<TKey, T>> DictionaryOf<TKey, T>(JsonCodec<T> element)
        where TKey : notnull =>
        new JsonMapCodec<Dictionary<TKey, T>, TKey, T>(NotNull(element), KeyHandler<TKey>());

    /// <summary>A codec for <see cref="IReadOnlyDictionary{TKey, TValue}"/> with string keys, read as a <see cref="Dictionary{TKey, TValue}"/>.</summary>
    public static JsonCodec<IReadOnlyDictionary<string, T>> ReadOnlyDictionaryOf<T>(JsonCodec<T> element) =>
        new JsonMapCodec<IReadOnlyDictionary<string, T>, string, T>(NotNull(element), JsonKeyHandler<string>.Instance!);

    private static JsonKeyHandler<TKey> KeyHandler<TKey>() => JsonKeyHandler<TKey>.Instance ?? throw new ArgumentException(
        $"Dictionary keys of type '{typeof(TKey)}' are not supported for collection roots; use string, int, long or Guid.", nameof(TKey));

    private static JsonCodec<T> NotNull<T>(JsonCodec<T> element) => element ?? throw new ArgumentNullException(nameof(element));
}

/// <summary>Makes the collection codecs of one element type on request from the registry (see <see cref="RootCollections"/>).</summary>
internal sealed class JsonRootFactory<T> : RootFactory
{
    private readonly JsonCodec<T> _element;

    public JsonRootFactory(JsonCodec<T> element) => _element = element;

    public override object Element => _element;

    // Exact type matches only: anything else (HashSet<T>, T[,], a dictionary with another key type) has no codec.
    // Every shape here is spelled out so that the trimmer and AOT compilers see each instantiation.
    public override object? Create(Type type)
    {
        if (type == typeof(List<T>)) return new JsonSequenceCodec<List<T>, T>(_element);
        if (type == typeof(T[])) return new JsonArrayCodec<T>(_element);
        if (type == typeof(IReadOnlyList<T>)) return new JsonSequenceCodec<IReadOnlyList<T>, T>(_element);
        if (type == typeof(IList<T>)) return new JsonSequenceCodec<IList<T>, T>(_element);
        if (type == typeof(ICollection<T>)) return new JsonSequenceCodec<ICollection<T>, T>(_element);
        if (type == typeof(IReadOnlyCollection<T>)) return new JsonSequenceCodec<IReadOnlyCollection<T>, T>(_element);
        if (type == typeof(IEnumerable<T>)) return new JsonSequenceCodec<IEnumerable<T>, T>(_element);
        return CreateMap<string>(type) ?? CreateMap<int>(type) ?? CreateMap<long>(type) ?? CreateMap<Guid>(type);
    }

    private object? CreateMap<TKey>(Type type)
        where TKey : notnull
    {
        if (type == typeof(Dictionary<TKey, T>)) return new JsonMapCodec<Dictionary<TKey, T>, TKey, T>(_element, JsonKeyHandler<TKey>.Instance!);
        if (type == typeof(IReadOnlyDictionary<TKey, T>)) return new JsonMapCodec<IReadOnlyDictionary<TKey, T>, TKey, T>(_element, JsonKeyHandler<TKey>.Instance!);
        if (type == typeof(IDictionary<TKey, T>)) return new JsonMapCodec<IDictionary<TKey, T>, TKey, T>(_element, JsonKeyHandler<TKey>.Instance!);
        return null;
    }
}

/// <summary><c>T[]</c> as a JSON array.</summary>
internal sealed class JsonArrayCodec<T> : JsonCodec<T[]>
{
    private readonly JsonCodec<T> _element;

    public JsonArrayCodec(JsonCodec<T> element) => _element = element;

    public override void Write(ref JsonWriter writer, T[] value)
    {
        if (value is null)
        {
            writer.WriteNull();
            return;
        }

        var element = _element;
        writer.WriteStartArray();
        for (int i = 0; i < value.Length; i++)
            element.Write(ref writer, value[i]);
        writer.WriteEndArray();
    }

    public override T[] Read(ref JsonReader reader)
    {
        if (reader.TryReadNull()) return null!;
        reader.ReadStartArray();
        // A hinted document states the count: the builder then fills an array of that length directly.
        var builder = new CodegenArrayBuilder<T>(reader.CountHint, 16);
        Collect(ref reader, ref builder);
        return builder.ToArray();
    }

    public override void Populate(ref JsonReader reader, ref T[] value)
    {
        if (value is null)
        {
            value = Read(ref reader);
            return;
        }

        if (reader.TryReadNull())
        {
            value = null!;
            return;
        }

        // Elements already there are populated in place, as array members are by default; the array itself is kept
        // when the length is unchanged.
        reader.ReadStartArray();
        var element = _element;
        var builder = new CodegenArrayBuilder<T>(value.Length);
        while (reader.ReadNextArrayElement())
        {
            int index = builder.Count;
            if (index < value.Length)
            {
                T item = value[index];
                element.Populate(ref reader, ref item);
                builder.Add(item);
            }
            else
            {
                builder.Add(element.Read(ref reader));
            }
        }

        value = builder.ToArray(value);
    }

    private void Collect(ref JsonReader reader, ref CodegenArrayBuilder<T> builder)
    {
        var element = _element;
        while (reader.ReadNextArrayElement())
            builder.Add(element.Read(ref reader));
    }
}

/// <summary>
/// <see cref="List{T}"/> and the list interfaces it implements, as a JSON array; reads always make a
/// <see cref="List{T}"/>. One class for every shape keeps one compiled body per element type under AOT.
/// </summary>
internal sealed class JsonSequenceCodec<TCollection, T> : JsonCodec<TCollection>
    where TCollection : class, IEnumerable<T>
{
    private readonly JsonCodec<T> _element;

    public JsonSequenceCodec(JsonCodec<T> element) => _element = element;

    public override void Write(ref JsonWriter writer, TCollection value)
    {
        if (value is null)
        {
            writer.WriteNull();
            return;
        }

        var element = _element;
        writer.WriteStartArray();
        if (value is List<T> list)
        {
            for (int i = 0; i < list.Count; i++)
                element.Write(ref writer, list[i]);
        }
        else if (value is T[] array)
        {
            for (int i = 0; i < array.Length; i++)
                element.Write(ref writer, array[i]);
        }
        else
        {
            foreach (var item in value)
                element.Write(ref writer, item);
        }

        writer.WriteEndArray();
    }

    public override TCollection Read(ref JsonReader reader)
    {
        if (reader.TryReadNull()) return null!;
        reader.ReadStartArray();
        var list = new List<T>();
        CodegenCapacity.Reserve(list, reader.CountHint);
        Fill(ref reader, list);
        return (TCollection)(object)list;
    }

    public override void Populate(ref JsonReader reader, ref TCollection value)
    {
        if (value is null)
        {
            value = Read(ref reader);
            return;
        }

        if (reader.TryReadNull())
        {
            value = null!;
            return;
        }

        if (value is List<T> list)
        {
            reader.ReadStartArray();
            Refill(ref reader, list);
            return;
        }

        // Another implementation of the interface (an array, a read-only wrapper) cannot be refilled: replace it.
        value = Read(ref reader);
    }

    private void Fill(ref JsonReader reader, List<T> list)
    {
        var element = _element;
        while (reader.ReadNextArrayElement())
            list.Add(element.Read(ref reader));
    }

    // Elements already in the list are populated in place, as list members are by default, so reading the same
    // frame again into the same list allocates only what changed.
    private void Refill(ref JsonReader reader, List<T> list)
    {
        var element = _element;
        int hint = reader.CountHint;
        if (hint > list.Count) CodegenCapacity.Reserve(list, hint - list.Count);
        int index = 0;
        while (reader.ReadNextArrayElement())
        {
            if (index < list.Count)
            {
                T item = list[index];
                element.Populate(ref reader, ref item);
                list[index] = item;
            }
            else
            {
                list.Add(element.Read(ref reader));
            }

            index++;
        }

        if (index < list.Count) list.RemoveRange(index, list.Count - index);
    }
}

/// <summary>
/// <see cref="Dictionary{TKey, TValue}"/> and the dictionary interfaces it implements, as a JSON object; reads always
/// make a <see cref="Dictionary{TKey, TValue}"/>, and a repeated key keeps its last value (an error with
/// RejectDuplicateMembers), as for members.
/// </summary>
internal sealed class JsonMapCodec<TDictionary, TKey, T> : JsonCodec<TDictionary>
    where TDictionary : class, IEnumerable<KeyValuePair<TKey, T>>
    where TKey : notnull
{
    private readonly JsonCodec<T> _element;
    private readonly JsonKeyHandler<TKey> _key;

    public JsonMapCodec(JsonCodec<T> element, JsonKeyHandler<TKey> key)
    {
        _element = element;
        _key = key;
    }

    public override void Write(ref JsonWriter writer, TDictionary value)
    {
        if (value is null)
        {
            writer.WriteNull();
            return;
        }

        var element = _element;
        var key = _key;
        writer.WriteStartObject();
        if (value is Dictionary<TKey, T> dictionary)
        {
            // The struct enumerator: no allocation for the common case.
            foreach (var pair in dictionary)
            {
                key.Write(ref writer, pair.Key);
                element.Write(ref writer, pair.Value);
            }
        }
        else
        {
            foreach (var pair in value)
            {
                key.Write(ref writer, pair.Key);
                element.Write(ref writer, pair.Value);
            }
        }

        writer.WriteEndObject();
    }

    public override TDictionary Read(ref JsonReader reader)
    {
        if (reader.TryReadNull()) return null!;
        reader.ReadStartObject();
        var dictionary = new Dictionary<TKey, T>();
        CodegenCapacity.Reserve(dictionary, reader.CountHint);
        Fill(ref reader, dictionary);
        return (TDictionary)(object)dictionary;
    }

    public override void Populate(ref JsonReader reader, ref TDictionary value)
    {
        if (value is null)
        {
            value = Read(ref reader);
            return;
        }

        if (reader.TryReadNull())
        {
            value = null!;
            return;
        }

        if (value is Dictionary<TKey, T> dictionary)
        {
            reader.ReadStartObject();
            Refill(ref reader, dictionary);
            return;
        }

        value = Read(ref reader);
    }

    private void Fill(ref JsonReader reader, Dictionary<TKey, T> dictionary)
    {
        var element = _element;
        var key = _key;
        var repeats = RepeatedKeys<TKey>.Start(reader.RejectDuplicateMembers, dictionary.Comparer);
        while (reader.ReadNextPropertyName(out var name))
        {
            var k = key.Read(ref reader, name);
            if (repeats is not null && repeats.IsRepeat(k)) reader.ThrowDuplicateKey(k);
            dictionary[k] = element.Read(ref reader);
        }

        repeats?.End();
    }
    // As for dictionary members: entries whose keys come again keep their key and have their value populated in
    // place, new keys are added, and keys the input no longer names are removed.
    private void Refill(ref JsonReader reader, Dictionary<TKey, T> dictionary)
    {
        var element = _element;
        var key = _key;
        var seen = ReusedKeys<TKey>.Rent(dictionary);
        while (reader.ReadNextPropertyName(out var name))
        {
            var k = key.Read(ref reader, name);
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
    }
}

/// <summary>How one dictionary key type becomes a JSON member name and back; one instance per supported key type.</summary>
internal abstract class JsonKeyHandler<TKey>
{
    /// <summary>The handler for <typeparamref name="TKey"/>, or null when that key type is not supported.</summary>
    public static readonly JsonKeyHandler<TKey>? Instance = Create();

    public abstract void Write(ref JsonWriter writer, TKey key);

    public abstract TKey Read(ref JsonReader reader, ReadOnlySpan<byte> name);

    private static JsonKeyHandler<TKey>? Create()
    {
        if (typeof(TKey) == typeof(string)) return (JsonKeyHandler<TKey>)(object)new JsonStringKey();
        if (typeof(TKey) == typeof(int)) return (JsonKeyHandler<TKey>)(object)new JsonInt32Key();
        if (typeof(TKey) == typeof(long)) return (JsonKeyHandler<TKey>)(object)new JsonInt64Key();
        if (typeof(TKey) == typeof(Guid)) return (JsonKeyHandler<TKey>)(object)new JsonGuidKey();
        return null;
    }
}

internal sealed class JsonStringKey : JsonKeyHandler<string>
{
    public override void Write(ref JsonWriter writer, string key) => writer.WritePropertyName(key);

    public override string Read(ref JsonReader reader, ReadOnlySpan<byte> name) => reader.KeyToString(name);
}

internal sealed class JsonInt32Key : JsonKeyHandler<int>
{
    public override void Write(ref JsonWriter writer, int key) => writer.WritePropertyName((long)key);

    public override int Read(ref JsonReader reader, ReadOnlySpan<byte> name) => (int)reader.KeyToInt64(name, int.MinValue, int.MaxValue);
}

internal sealed class JsonInt64Key : JsonKeyHandler<long>
{
    public override void Write(ref JsonWriter writer, long key) => writer.WritePropertyName(key);

    public override long Read(ref JsonReader reader, ReadOnlySpan<byte> name) => reader.KeyToInt64(name, long.MinValue, long.MaxValue);
}

internal sealed class JsonGuidKey : JsonKeyHandler<Guid>
{
    public override void Write(ref JsonWriter writer, Guid key) => writer.WritePropertyName(key);

    public override Guid Read(ref JsonReader reader, ReadOnlySpan<byte> name) => reader.KeyToGuid(name);
}
