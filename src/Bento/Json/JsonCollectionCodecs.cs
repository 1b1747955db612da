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
    public static JsonCodec<T[]> ArrayOf<T>(JsonCodec<T> element) =>
        Shaped<T[], JsonArrayShape<T, JsonCodec<T>>>(new(NotNull(element)));

    /// <summary>A codec for <see cref="List{T}"/> (a JSON array); a populate refills the list, elements in place.</summary>
    public static JsonCodec<List<T>> ListOf<T>(JsonCodec<T> element) =>
        Shaped<List<T>, JsonListShape<T, JsonCodec<T>>>(new(NotNull(element)));

    /// <summary>A codec for <see cref="IReadOnlyList{T}"/>, read as a <see cref="List{T}"/>.</summary>
    public static JsonCodec<IReadOnlyList<T>> ReadOnlyListOf<T>(JsonCodec<T> element) =>
        Shaped<IReadOnlyList<T>, JsonSequenceShape<IReadOnlyList<T>, T, JsonCodec<T>>>(new(NotNull(element)));

    /// <summary>A codec for <see cref="Dictionary{TKey, TValue}"/> with string keys (a JSON object).</summary>
    public static JsonCodec<Dictionary<string, T>> DictionaryOf<T>(JsonCodec<T> element) => Map<string, StringKey, T>(NotNull(element));

    /// <summary>
    /// A codec for <see cref="Dictionary{TKey, TValue}"/> whose keys are <see cref="string"/>, <see cref="int"/>,
    /// <see cref="long"/> or <see cref="Guid"/> (JSON member names; numbers in decimal, GUIDs in <c>d</c> format).
    /// </summary>
    /// <exception cref="ArgumentException"><typeparamref name="TKey"/> is none of those.</exception>
    public static JsonCodec<Dictionary<TKey, T>> DictionaryOf<TKey, T>(JsonCodec<T> element)
        where TKey : notnull =>
        (JsonCodec<Dictionary<TKey, T>>)RootKeys.Select<TKey, Maps<T>>(NotNull(element));

    /// <summary>A codec for <see cref="IReadOnlyDictionary{TKey, TValue}"/> with string keys, read as a <see cref="Dictionary{TKey, TValue}"/>.</summary>
    public static JsonCodec<IReadOnlyDictionary<string, T>> ReadOnlyDictionaryOf<T>(JsonCodec<T> element) =>
        Shaped<IReadOnlyDictionary<string, T>, JsonDictionaryInterfaceShape<IReadOnlyDictionary<string, T>, string, T, StringKey, JsonCodec<T>>>(new(default, NotNull(element)));

    /// <summary>
    /// A codec that reads and writes through a shape struct: a user codec (docs/codecs.md), whose type as a root needs
    /// one, or a runtime shape such as <c>JsonListShape&lt;T, TElement&gt;</c> (what the generated root registration composes); registered with <see cref="JsonCodecRegistry{T}.Register"/>.
    /// </summary>
    public static JsonCodec<T> FromShape<T, TShape>()
        where TShape : struct, IJsonShape<T> => new JsonShapeCodec<T, TShape>(default);

    private static JsonCodec<Dictionary<TKey, T>> Map<TKey, TKeyShape, T>(JsonCodec<T> element)
        where TKey : notnull
        where TKeyShape : struct, IJsonKey<TKey> =>
        Shaped<Dictionary<TKey, T>, JsonDictionaryShape<TKey, T, TKeyShape, JsonCodec<T>>>(new(default, element));

    internal static JsonCodec<TValue> Shaped<TValue, TShape>(TShape shape)
        where TShape : IJsonShape<TValue> =>
        new JsonShapeCodec<TValue, TShape>(shape);

    /// <summary>The format's part of the key table: a dictionary codec over the element codec for a key shape.</summary>
    private readonly struct Maps<T> : IRootKeyedCodecs
    {
        object IRootKeyedCodecs.Make<TKey, TKeyShape>(object element) => Map<TKey, TKeyShape, T>((JsonCodec<T>)element);
    }

    private static JsonCodec<T> NotNull<T>(JsonCodec<T> element) => element ?? throw new ArgumentNullException(nameof(element));
}

/// <summary>Makes the collection codecs of one element type on request from the registry (see <see cref="RootCollections"/>).</summary>
internal sealed class JsonRootFactory<T> : RootFactory
{
    private readonly JsonCodec<T> _element;

    public JsonRootFactory(JsonCodec<T> element) => _element = element;

    public override object Element => _element;

    // Exact type matches only, and only the three collections a program most often reaches through a type parameter or
    // a Type (a generic helper, an MVC formatter): every shape listed here is compiled for every type with a codec, used or not, which is what NativeAOT and
    // IL2CPP builds pay for. Other collections of T are registered by the generated root registration where a call
    // site or [assembly: BentoRoot] names them, or composed with the JsonCodec factory methods.
    public override object? Create(Type type)
    {
        if (type == typeof(List<T>)) return JsonCodec.Shaped<List<T>, JsonListShape<T, JsonCodec<T>>>(new(_element));
        if (type == typeof(T[])) return JsonCodec.Shaped<T[], JsonArrayShape<T, JsonCodec<T>>>(new(_element));
        if (type == typeof(Dictionary<string, T>)) return JsonCodec.DictionaryOf(_element);
        return null;
    }
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
