using System;
using System.Buffers;
using System.Collections.Generic;
using System.ComponentModel;
using Bento.Internal;
using Bento.Json;
using Bento.Shapes;

namespace Bento.MessagePack;

/// <summary>
/// Codecs for collections of a type that has a codec: what makes <c>List&lt;Person&gt;</c> or
/// <c>Dictionary&lt;string, Person&gt;</c> a document root. They run the same collection algorithms as generated members
/// (<see cref="MsgPackListShape{T, TElement}"/> and the others), with the element codec as the element shape: one
/// virtual call per element.
/// </summary>
public static class MsgPackCodec
{
    /// <summary>A codec for <c>T[]</c> (a MessagePack array); a populate reuses the array when the input has its length.</summary>
    public static MsgPackCodec<T[]> ArrayOf<T>(MsgPackCodec<T> element) => Of<T[], T>(element);

    /// <summary>A codec for <see cref="List{T}"/> (a MessagePack array); a populate refills the list, elements in place.</summary>
    public static MsgPackCodec<List<T>> ListOf<T>(MsgPackCodec<T> element) => Of<List<T>, T>(element);

    /// <summary>A codec for <see cref="IReadOnlyList{T}"/>, read as a <see cref="List{T}"/>.</summary>
    public static MsgPackCodec<IReadOnlyList<T>> ReadOnlyListOf<T>(MsgPackCodec<T> element) => Of<IReadOnlyList<T>, T>(element);

    /// <summary>A codec for <see cref="Dictionary{TKey, TValue}"/> with string keys (a MessagePack map with str keys).</summary>
    public static MsgPackCodec<Dictionary<string, T>> DictionaryOf<T>(MsgPackCodec<T> element) => Of<Dictionary<string, T>, T>(element);

    /// <summary>
    /// A codec for <see cref="Dictionary{TKey, TValue}"/> whose keys are <see cref="string"/>, <see cref="int"/>,
    /// <see cref="long"/> or <see cref="Guid"/> (map keys written as str, int or the GUID's text).
    /// </summary>
    /// <exception cref="ArgumentException"><typeparamref name="TKey"/> is none of those.</exception>
    public static MsgPackCodec<Dictionary<TKey, T>> DictionaryOf<TKey, T>(MsgPackCodec<T> element)
        where TKey : notnull =>
        (MsgPackCodec<Dictionary<TKey, T>>?)MsgPackRootShapes<T>.Compose(NotNull(element), typeof(Dictionary<TKey, T>)) ?? throw RootFactory.UnsupportedKey(typeof(TKey), nameof(TKey));

    /// <summary>A codec for <see cref="IReadOnlyDictionary{TKey, TValue}"/> with string keys, read as a <see cref="Dictionary{TKey, TValue}"/>.</summary>
    public static MsgPackCodec<IReadOnlyDictionary<string, T>> ReadOnlyDictionaryOf<T>(MsgPackCodec<T> element) => Of<IReadOnlyDictionary<string, T>, T>(element);

    /// <summary>
    /// A codec that reads and writes through a shape struct: a user codec (docs/codecs.md), whose type as a root needs
    /// one, or a runtime shape such as <c>MsgPackListShape&lt;T, TElement&gt;</c> (what the generated root registration composes); registered with <see cref="MsgPackCodecRegistry{T}.Register"/>.
    /// </summary>
    public static MsgPackCodec<T> FromShape<T, TShape>()
        where TShape : struct, IMsgPackShape<T> => new MsgPackShapeCodec<T, TShape>(default);

    private static MsgPackCodec<TCollection> Of<TCollection, T>(MsgPackCodec<T> element) =>
        (MsgPackCodec<TCollection>)MsgPackRootShapes<T>.Compose(NotNull(element), typeof(TCollection))!;

    private static MsgPackCodec<T> NotNull<T>(MsgPackCodec<T> element) => element ?? throw new ArgumentNullException(nameof(element));
}

/// <summary>The MessagePack collection shapes over an element codec, for the one table of root collections in <see cref="RootFactory{T, TFormat}"/>.</summary>
internal readonly struct MsgPackRootShapes<T> : IRootShapes<T>
{
    private readonly MsgPackCodec<T> _element;

    private MsgPackRootShapes(MsgPackCodec<T> element) => _element = element;

    public object Element => _element;

    /// <summary>The factory registered with the codec of <typeparamref name="T"/> (see <see cref="RootCollections"/>).</summary>
    public static RootFactory Factory(MsgPackCodec<T> element) => new RootFactory<T, MsgPackRootShapes<T>>(new MsgPackRootShapes<T>(element));

    /// <summary>
    /// Any collection of the root table over <paramref name="element"/>: what the public composers build. Unlike the
    /// registered factory, this instantiates the collection shapes of <typeparamref name="T"/> only where a program
    /// calls a composer.
    /// </summary>
    public static object? Compose(MsgPackCodec<T> element, Type type) => RootFactory<T, MsgPackRootShapes<T>>.Compose(new MsgPackRootShapes<T>(element), type);

    public object Array() => Codec<T[], MsgPackArrayShape<T, MsgPackCodec<T>>>(new(_element));

    public object List() => Codec<List<T>, MsgPackListShape<T, MsgPackCodec<T>>>(new(_element));

    public object Sequence<TSequence>()
        where TSequence : class, IEnumerable<T> =>
        Codec<TSequence, MsgPackSequenceShape<TSequence, T, MsgPackCodec<T>>>(new(_element));

    public object Dictionary<TKey, TKeyShape>()
        where TKey : notnull
        where TKeyShape : struct, IJsonKey<TKey>, IMsgPackKey<TKey> =>
        Codec<Dictionary<TKey, T>, MsgPackDictionaryShape<TKey, T, TKeyShape, MsgPackCodec<T>>>(new(default, _element));

    public object DictionaryInterface<TDictionary, TKey, TKeyShape>()
        where TDictionary : class, IEnumerable<KeyValuePair<TKey, T>>
        where TKey : notnull
        where TKeyShape : struct, IJsonKey<TKey>, IMsgPackKey<TKey> =>
        Codec<TDictionary, MsgPackDictionaryInterfaceShape<TDictionary, TKey, T, TKeyShape, MsgPackCodec<T>>>(new(default, _element));

    private static MsgPackShapeCodec<TValue, TShape> Codec<TValue, TShape>(TShape shape)
        where TShape : IMsgPackShape<TValue> =>
        new MsgPackShapeCodec<TValue, TShape>(shape);
}

/// <summary>A codec that runs a shape: how a root collection uses the algorithms of generated collection members.</summary>
internal sealed class MsgPackShapeCodec<T, TShape> : MsgPackCodec<T>
    where TShape : IMsgPackShape<T>
{
    private readonly TShape _shape;

    public MsgPackShapeCodec(TShape shape) => _shape = shape;

    public override void Write<TBuffer>(ref MsgPackWriter<TBuffer> writer, T value) => _shape.Write(ref writer, value);

    public override T Read(ref MsgPackReader reader) => _shape.Read(ref reader);

    public override void Populate(ref MsgPackReader reader, ref T value) => value = _shape.Populate(ref reader, value);
}
