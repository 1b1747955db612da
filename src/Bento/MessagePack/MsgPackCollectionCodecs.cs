using System;
using System.Buffers;
using System.Collections.Generic;
using System.ComponentModel;
using Bento.Internal;
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
        (MsgPackCodec<Dictionary<TKey, T>>?)new MsgPackRootFactory<T>(NotNull(element)).Create(typeof(Dictionary<TKey, T>)) ?? throw new ArgumentException(
            $"Dictionary keys of type '{typeof(TKey)}' are not supported for collection roots; use string, int, long or Guid.", nameof(TKey));

    /// <summary>A codec for <see cref="IReadOnlyDictionary{TKey, TValue}"/> with string keys, read as a <see cref="Dictionary{TKey, TValue}"/>.</summary>
    public static MsgPackCodec<IReadOnlyDictionary<string, T>> ReadOnlyDictionaryOf<T>(MsgPackCodec<T> element) => Of<IReadOnlyDictionary<string, T>, T>(element);

    /// <summary>
    /// A codec that reads and writes through a shape struct: a user codec (docs/codecs.md), whose type as a root needs
    /// one, or a runtime shape such as <c>MsgPackListShape&lt;T, TElement&gt;</c> (what the generated root registration composes); registered with <see cref="MsgPackCodecRegistry{T}.Register"/>.
    /// </summary>
    public static MsgPackCodec<T> FromShape<T, TShape>()
        where TShape : struct, IMsgPackShape<T> => new MsgPackShapeCodec<T, TShape>(default);

    private static MsgPackCodec<TCollection> Of<TCollection, T>(MsgPackCodec<T> element) =>
        (MsgPackCodec<TCollection>)new MsgPackRootFactory<T>(NotNull(element)).Create(typeof(TCollection))!;

    private static MsgPackCodec<T> NotNull<T>(MsgPackCodec<T> element) => element ?? throw new ArgumentNullException(nameof(element));
}

/// <summary>Makes the collection codecs of one element type on request from the registry (see <c>RootCollections</c>).</summary>
internal sealed class MsgPackRootFactory<T> : RootFactory
{
    private readonly MsgPackCodec<T> _element;

    public MsgPackRootFactory(MsgPackCodec<T> element) => _element = element;

    public override object Element => _element;

    // Exact type matches only, every instantiation spelled out for the trimmer and AOT compilers (as for JSON).
    public override object? Create(Type type)
    {
        var element = _element;
        if (type == typeof(List<T>)) return Codec<List<T>, MsgPackListShape<T, MsgPackCodec<T>>>(new(element));
        if (type == typeof(T[])) return Codec<T[], MsgPackArrayShape<T, MsgPackCodec<T>>>(new(element));
        if (type == typeof(IReadOnlyList<T>)) return Sequence<IReadOnlyList<T>>();
        if (type == typeof(IList<T>)) return Sequence<IList<T>>();
        if (type == typeof(ICollection<T>)) return Sequence<ICollection<T>>();
        if (type == typeof(IReadOnlyCollection<T>)) return Sequence<IReadOnlyCollection<T>>();
        if (type == typeof(IEnumerable<T>)) return Sequence<IEnumerable<T>>();
        return CreateMap<string, StringKey>(type) ?? CreateMap<int, Int32Key>(type) ?? CreateMap<long, Int64Key>(type) ?? CreateMap<Guid, GuidKey>(type);
    }

    private MsgPackCodec<TSequence> Sequence<TSequence>()
        where TSequence : class, IEnumerable<T> =>
        Codec<TSequence, MsgPackSequenceShape<TSequence, T, MsgPackCodec<T>>>(new(_element));

    private object? CreateMap<TKey, TKeyShape>(Type type)
        where TKey : notnull
        where TKeyShape : struct, IMsgPackKey<TKey>
    {
        if (type == typeof(Dictionary<TKey, T>))
            return Codec<Dictionary<TKey, T>, MsgPackDictionaryShape<TKey, T, TKeyShape, MsgPackCodec<T>>>(new(default, _element));
        if (type == typeof(IReadOnlyDictionary<TKey, T>))
            return Codec<IReadOnlyDictionary<TKey, T>, MsgPackDictionaryInterfaceShape<IReadOnlyDictionary<TKey, T>, TKey, T, TKeyShape, MsgPackCodec<T>>>(new(default, _element));
        if (type == typeof(IDictionary<TKey, T>))
            return Codec<IDictionary<TKey, T>, MsgPackDictionaryInterfaceShape<IDictionary<TKey, T>, TKey, T, TKeyShape, MsgPackCodec<T>>>(new(default, _element));
        return null;
    }

    private static MsgPackCodec<TValue> Codec<TValue, TShape>(TShape shape)
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
