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
    public static MsgPackCodec<T[]> ArrayOf<T>(MsgPackCodec<T> element) =>
        Shaped<T[], MsgPackArrayShape<T, MsgPackCodec<T>>>(new(NotNull(element)));

    /// <summary>A codec for <see cref="List{T}"/> (a MessagePack array); a populate refills the list, elements in place.</summary>
    public static MsgPackCodec<List<T>> ListOf<T>(MsgPackCodec<T> element) =>
        Shaped<List<T>, MsgPackListShape<T, MsgPackCodec<T>>>(new(NotNull(element)));

    /// <summary>A codec for <see cref="IReadOnlyList{T}"/>, read as a <see cref="List{T}"/>.</summary>
    public static MsgPackCodec<IReadOnlyList<T>> ReadOnlyListOf<T>(MsgPackCodec<T> element) =>
        Shaped<IReadOnlyList<T>, MsgPackSequenceShape<IReadOnlyList<T>, T, MsgPackCodec<T>>>(new(NotNull(element)));

    /// <summary>A codec for <see cref="Dictionary{TKey, TValue}"/> with string keys (a MessagePack map with str keys).</summary>
    public static MsgPackCodec<Dictionary<string, T>> DictionaryOf<T>(MsgPackCodec<T> element) => Map<string, StringKey, T>(NotNull(element));

    /// <summary>
    /// A codec for <see cref="Dictionary{TKey, TValue}"/> whose keys are <see cref="string"/>, <see cref="int"/>,
    /// <see cref="long"/> or <see cref="Guid"/> (map keys written as str, int or the GUID's text).
    /// </summary>
    /// <exception cref="ArgumentException"><typeparamref name="TKey"/> is none of those.</exception>
    public static MsgPackCodec<Dictionary<TKey, T>> DictionaryOf<TKey, T>(MsgPackCodec<T> element)
        where TKey : notnull =>
        (MsgPackCodec<Dictionary<TKey, T>>)RootKeys.Select<TKey, Maps<T>>(NotNull(element));

    /// <summary>A codec for <see cref="IReadOnlyDictionary{TKey, TValue}"/> with string keys, read as a <see cref="Dictionary{TKey, TValue}"/>.</summary>
    public static MsgPackCodec<IReadOnlyDictionary<string, T>> ReadOnlyDictionaryOf<T>(MsgPackCodec<T> element) =>
        Shaped<IReadOnlyDictionary<string, T>, MsgPackDictionaryInterfaceShape<IReadOnlyDictionary<string, T>, string, T, StringKey, MsgPackCodec<T>>>(new(default, NotNull(element)));

    /// <summary>
    /// A codec that reads and writes through a shape struct: a user codec (docs/codecs.md), whose type as a root needs
    /// one, or a runtime shape such as <c>MsgPackListShape&lt;T, TElement&gt;</c> (what the generated root registration composes); registered with <see cref="MsgPackCodecRegistry{T}.Register"/>.
    /// </summary>
    public static MsgPackCodec<T> FromShape<T, TShape>()
        where TShape : struct, IMsgPackShape<T> => new MsgPackShapeCodec<T, TShape>(default);

    private static MsgPackCodec<Dictionary<TKey, T>> Map<TKey, TKeyShape, T>(MsgPackCodec<T> element)
        where TKey : notnull
        where TKeyShape : struct, IMsgPackKey<TKey> =>
        Shaped<Dictionary<TKey, T>, MsgPackDictionaryShape<TKey, T, TKeyShape, MsgPackCodec<T>>>(new(default, element));

    internal static MsgPackCodec<TValue> Shaped<TValue, TShape>(TShape shape)
        where TShape : IMsgPackShape<TValue> =>
        new MsgPackShapeCodec<TValue, TShape>(shape);

    /// <summary>The format's part of the key table: a dictionary codec over the element codec for a key shape.</summary>
    private readonly struct Maps<T> : IRootKeyedCodecs
    {
        object IRootKeyedCodecs.Make<TKey, TKeyShape>(object element) => Map<TKey, TKeyShape, T>((MsgPackCodec<T>)element);
    }

    private static MsgPackCodec<T> NotNull<T>(MsgPackCodec<T> element) => element ?? throw new ArgumentNullException(nameof(element));
}

/// <summary>Makes the collection codecs of one element type on request from the registry (see <c>RootCollections</c>).</summary>
internal sealed class MsgPackRootFactory<T> : RootFactory
{
    private readonly MsgPackCodec<T> _element;

    public MsgPackRootFactory(MsgPackCodec<T> element) => _element = element;

    public override object Element => _element;

    // Exact type matches only, and only the three collections a program most often reaches through a type parameter or
    // a Type (a generic helper, an MVC formatter): every shape listed here is compiled for every type with a codec, used or not, which is what NativeAOT and
    // IL2CPP builds pay for. Other collections of T are registered by the generated root registration where a call
    // site or [assembly: BentoRoot] names them, or composed with the MsgPackCodec factory methods.
    public override object? Create(Type type)
    {
        if (type == typeof(List<T>)) return MsgPackCodec.Shaped<List<T>, MsgPackListShape<T, MsgPackCodec<T>>>(new(_element));
        if (type == typeof(T[])) return MsgPackCodec.Shaped<T[], MsgPackArrayShape<T, MsgPackCodec<T>>>(new(_element));
        if (type == typeof(Dictionary<string, T>)) return MsgPackCodec.DictionaryOf(_element);
        return null;
    }
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
