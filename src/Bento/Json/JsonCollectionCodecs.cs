using System;
using System.Collections.Generic;
using System.ComponentModel;
using Bento.Internal;
using Bento.Shapes;

namespace Bento.Json;

/// <summary>
/// Codecs for collections of a type that has a codec: what makes <c>List&lt;Person&gt;</c> or
/// <c>Dictionary&lt;string, Person&gt;</c> a document root. They run the same collection algorithms as generated members
/// (<see cref="JsonListShape{T, TElement}"/> and the others), with the element codec as the element shape: one virtual
/// call per element.
/// </summary>
public static class JsonCodec
{
    /// <summary>A codec for <c>T[]</c> (a JSON array); a populate reuses the array when the input has its length.</summary>
    public static JsonCodec<T[]> ArrayOf<T>(JsonCodec<T> element) => Of<T[], T>(element);

    /// <summary>A codec for <see cref="List{T}"/> (a JSON array); a populate refills the list, elements in place.</summary>
    public static JsonCodec<List<T>> ListOf<T>(JsonCodec<T> element) => Of<List<T>, T>(element);

    /// <summary>A codec for <see cref="IReadOnlyList{T}"/>, read as a <see cref="List{T}"/>.</summary>
    public static JsonCodec<IReadOnlyList<T>> ReadOnlyListOf<T>(JsonCodec<T> element) => Of<IReadOnlyList<T>, T>(element);

    /// <summary>A codec for <see cref="Dictionary{TKey, TValue}"/> with string keys (a JSON object).</summary>
    public static JsonCodec<Dictionary<string, T>> DictionaryOf<T>(JsonCodec<T> element) => Of<Dictionary<string, T>, T>(element);

    /// <summary>
    /// A codec for <see cref="Dictionary{TKey, TValue}"/> whose keys are <see cref="string"/>, <see cref="int"/>,
    /// <see cref="long"/> or <see cref="Guid"/> (JSON member names; numbers in decimal, GUIDs in <c>d</c> format).
    /// </summary>
    /// <exception cref="ArgumentException"><typeparamref name="TKey"/> is none of those.</exception>
    public static JsonCodec<Dictionary<TKey, T>> DictionaryOf<TKey, T>(JsonCodec<T> element)
        where TKey : notnull =>
        (JsonCodec<Dictionary<TKey, T>>?)new JsonRootFactory<T>(NotNull(element)).Create(typeof(Dictionary<TKey, T>)) ?? throw new ArgumentException(
            $"Dictionary keys of type '{typeof(TKey)}' are not supported for collection roots; use string, int, long or Guid.", nameof(TKey));

    /// <summary>A codec for <see cref="IReadOnlyDictionary{TKey, TValue}"/> with string keys, read as a <see cref="Dictionary{TKey, TValue}"/>.</summary>
    public static JsonCodec<IReadOnlyDictionary<string, T>> ReadOnlyDictionaryOf<T>(JsonCodec<T> element) => Of<IReadOnlyDictionary<string, T>, T>(element);

    /// <summary>
    /// A codec that reads and writes through a shape struct: a user codec (docs/codecs.md), whose type as a root needs
    /// one, or a runtime shape such as <c>JsonListShape&lt;T, TElement&gt;</c> (what the generated root registration composes); registered with <see cref="JsonCodecRegistry{T}.Register"/>.
    /// </summary>
    public static JsonCodec<T> FromShape<T, TShape>()
        where TShape : struct, IJsonShape<T> => new JsonShapeCodec<T, TShape>(default);

    private static JsonCodec<TCollection> Of<TCollection, T>(JsonCodec<T> element) =>
        (JsonCodec<TCollection>)new JsonRootFactory<T>(NotNull(element)).Create(typeof(TCollection))!;

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
        var element = _element;
        if (type == typeof(List<T>)) return Codec<List<T>, JsonListShape<T, JsonCodec<T>>>(new(element));
        if (type == typeof(T[])) return Codec<T[], JsonArrayShape<T, JsonCodec<T>>>(new(element));
        if (type == typeof(IReadOnlyList<T>)) return Sequence<IReadOnlyList<T>>();
        if (type == typeof(IList<T>)) return Sequence<IList<T>>();
        if (type == typeof(ICollection<T>)) return Sequence<ICollection<T>>();
        if (type == typeof(IReadOnlyCollection<T>)) return Sequence<IReadOnlyCollection<T>>();
        if (type == typeof(IEnumerable<T>)) return Sequence<IEnumerable<T>>();
        return CreateMap<string, StringKey>(type) ?? CreateMap<int, Int32Key>(type) ?? CreateMap<long, Int64Key>(type) ?? CreateMap<Guid, GuidKey>(type);
    }

    private JsonCodec<TSequence> Sequence<TSequence>()
        where TSequence : class, IEnumerable<T> =>
        Codec<TSequence, JsonSequenceShape<TSequence, T, JsonCodec<T>>>(new(_element));

    private object? CreateMap<TKey, TKeyShape>(Type type)
        where TKey : notnull
        where TKeyShape : struct, IJsonKey<TKey>
    {
        if (type == typeof(Dictionary<TKey, T>))
            return Codec<Dictionary<TKey, T>, JsonDictionaryShape<TKey, T, TKeyShape, JsonCodec<T>>>(new(default, _element));
        if (type == typeof(IReadOnlyDictionary<TKey, T>))
            return Codec<IReadOnlyDictionary<TKey, T>, JsonDictionaryInterfaceShape<IReadOnlyDictionary<TKey, T>, TKey, T, TKeyShape, JsonCodec<T>>>(new(default, _element));
        if (type == typeof(IDictionary<TKey, T>))
            return Codec<IDictionary<TKey, T>, JsonDictionaryInterfaceShape<IDictionary<TKey, T>, TKey, T, TKeyShape, JsonCodec<T>>>(new(default, _element));
        return null;
    }

    private static JsonCodec<TValue> Codec<TValue, TShape>(TShape shape)
        where TShape : IJsonShape<TValue> =>
        new JsonShapeCodec<TValue, TShape>(shape);
}

/// <summary>A codec that runs a shape: how a root collection uses the algorithms of generated collection members.</summary>
internal sealed class JsonShapeCodec<T, TShape> : JsonCodec<T>
    where TShape : IJsonShape<T>
{
    private readonly TShape _shape;

    public JsonShapeCodec(TShape shape) => _shape = shape;

    public override void Write(ref JsonWriter writer, T value) => _shape.Write(ref writer, value);

    public override T Read(ref JsonReader reader) => _shape.Read(ref reader);

    public override void Populate(ref JsonReader reader, ref T value) => value = _shape.Populate(ref reader, value);
}
