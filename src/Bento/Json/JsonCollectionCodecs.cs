using System;
using System.Collections.Generic;
using System.ComponentModel;
using Bento.Internal;
using Bento.MessagePack;
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
        (JsonCodec<Dictionary<TKey, T>>?)JsonRootShapes<T>.Compose(NotNull(element), typeof(Dictionary<TKey, T>)) ?? throw RootFactory.UnsupportedKey(typeof(TKey), nameof(TKey));

    /// <summary>A codec for <see cref="IReadOnlyDictionary{TKey, TValue}"/> with string keys, read as a <see cref="Dictionary{TKey, TValue}"/>.</summary>
    public static JsonCodec<IReadOnlyDictionary<string, T>> ReadOnlyDictionaryOf<T>(JsonCodec<T> element) => Of<IReadOnlyDictionary<string, T>, T>(element);

    /// <summary>
    /// A codec that reads and writes through a shape struct: a user codec (docs/codecs.md), whose type as a root needs
    /// one, or a runtime shape such as <c>JsonListShape&lt;T, TElement&gt;</c> (what the generated root registration composes); registered with <see cref="JsonCodecRegistry{T}.Register"/>.
    /// </summary>
    public static JsonCodec<T> FromShape<T, TShape>()
        where TShape : struct, IJsonShape<T> => new JsonShapeCodec<T, TShape>(default);

    private static JsonCodec<TCollection> Of<TCollection, T>(JsonCodec<T> element) =>
        (JsonCodec<TCollection>)JsonRootShapes<T>.Compose(NotNull(element), typeof(TCollection))!;

    private static JsonCodec<T> NotNull<T>(JsonCodec<T> element) => element ?? throw new ArgumentNullException(nameof(element));
}

/// <summary>The JSON collection shapes over an element codec, for the one table of root collections in <see cref="RootFactory{T, TFormat}"/>.</summary>
internal readonly struct JsonRootShapes<T> : IRootShapes<T>
{
    private readonly JsonCodec<T> _element;

    private JsonRootShapes(JsonCodec<T> element) => _element = element;

    public object Element => _element;

    /// <summary>The factory registered with the codec of <typeparamref name="T"/> (see <see cref="RootCollections"/>).</summary>
    public static RootFactory Factory(JsonCodec<T> element) => new RootFactory<T, JsonRootShapes<T>>(new JsonRootShapes<T>(element));

    /// <summary>
    /// Any collection of the root table over <paramref name="element"/>: what the public composers build. Unlike the
    /// registered factory, this instantiates the collection shapes of <typeparamref name="T"/> only where a program
    /// calls a composer.
    /// </summary>
    public static object? Compose(JsonCodec<T> element, Type type) => RootFactory<T, JsonRootShapes<T>>.Compose(new JsonRootShapes<T>(element), type);

    public object Array() => Codec<T[], JsonArrayShape<T, JsonCodec<T>>>(new(_element));

    public object List() => Codec<List<T>, JsonListShape<T, JsonCodec<T>>>(new(_element));

    public object Sequence<TSequence>()
        where TSequence : class, IEnumerable<T> =>
        Codec<TSequence, JsonSequenceShape<TSequence, T, JsonCodec<T>>>(new(_element));

    public object Dictionary<TKey, TKeyShape>()
        where TKey : notnull
        where TKeyShape : struct, IJsonKey<TKey>, IMsgPackKey<TKey> =>
        Codec<Dictionary<TKey, T>, JsonDictionaryShape<TKey, T, TKeyShape, JsonCodec<T>>>(new(default, _element));

    public object DictionaryInterface<TDictionary, TKey, TKeyShape>()
        where TDictionary : class, IEnumerable<KeyValuePair<TKey, T>>
        where TKey : notnull
        where TKeyShape : struct, IJsonKey<TKey>, IMsgPackKey<TKey> =>
        Codec<TDictionary, JsonDictionaryInterfaceShape<TDictionary, TKey, T, TKeyShape, JsonCodec<T>>>(new(default, _element));

    private static JsonShapeCodec<TValue, TShape> Codec<TValue, TShape>(TShape shape)
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
