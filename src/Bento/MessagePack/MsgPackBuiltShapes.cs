using System.Buffers;
using System.Collections.Generic;
using System.ComponentModel;
using Bento.Shapes;

namespace Bento.MessagePack;

/// <summary>
/// The shape of a sequence built in one step from its elements, as <see cref="Json.JsonBuiltSequenceShape{TCollection, T, TElement, TBuilder}"/>
/// in JSON: a MessagePack array read into a list, then built. Unlike the common collections, generated code writes
/// these through this shape too rather than an emitted loop: they are rare enough that the shared write is kept.
/// </summary>
[EditorBrowsable(EditorBrowsableState.Never)]
public readonly struct MsgPackBuiltSequenceShape<TCollection, T, TElement, TBuilder> : IMsgPackShape<TCollection>
    where TCollection : IEnumerable<T>
    where TElement : IMsgPackShape<T>
    where TBuilder : struct, ICollectionBuilder<TCollection, List<T>>
{
    private readonly MsgPackListShape<T, TElement> _list;

    /// <summary>A shape whose elements go through <paramref name="element"/> (generated code uses <c>default</c>).</summary>
    public MsgPackBuiltSequenceShape(TElement element) => _list = new MsgPackListShape<T, TElement>(element);

    /// <inheritdoc/>
    // Stryker disable once Boolean : the populate below reads a new collection, so a caller that populates in place stores the same.
    public bool Reuses => false;

    /// <inheritdoc/>
    public TCollection Read(ref MsgPackReader reader) => CollectionBuilders.Build<TCollection, List<T>, TBuilder>(_list.Read(ref reader));

    /// <inheritdoc/>
    public TCollection Populate(ref MsgPackReader reader, TCollection current) => Read(ref reader);

    /// <inheritdoc/>
    public void Write<TBuffer>(ref MsgPackWriter<TBuffer> writer, TCollection value)
        where TBuffer : class, IBufferWriter<byte>
    {
        if (default(TBuilder).IsNull(value)) writer.WriteNil();
        else _list.WriteSequence(ref writer, value, default(TBuilder).Count(value));
    }
}

/// <summary>
/// The shape of a dictionary built in one step from its entries, as <see cref="Json.JsonBuiltDictionaryShape{TDictionary, TKey, TValue, TKeyShape, TElement, TBuilder}"/>
/// in JSON: a MessagePack map.
/// </summary>
[EditorBrowsable(EditorBrowsableState.Never)]
public readonly struct MsgPackBuiltDictionaryShape<TDictionary, TKey, TValue, TKeyShape, TElement, TBuilder> : IMsgPackShape<TDictionary>
    where TDictionary : IEnumerable<KeyValuePair<TKey, TValue>>
    where TKey : notnull
    where TKeyShape : IMsgPackKey<TKey>
    where TElement : IMsgPackShape<TValue>
    where TBuilder : struct, ICollectionBuilder<TDictionary, Dictionary<TKey, TValue>>
{
    private readonly MsgPackDictionaryShape<TKey, TValue, TKeyShape, TElement> _dictionary;

    /// <summary>A shape whose keys and values go through <paramref name="key"/> and <paramref name="element"/> (generated code uses <c>default</c>).</summary>
    public MsgPackBuiltDictionaryShape(TKeyShape key, TElement element) => _dictionary = new MsgPackDictionaryShape<TKey, TValue, TKeyShape, TElement>(key, element);

    /// <inheritdoc/>
    // Stryker disable once Boolean : the populate below reads a new collection, so a caller that populates in place stores the same.
    public bool Reuses => false;

    /// <inheritdoc/>
    public TDictionary Read(ref MsgPackReader reader) => CollectionBuilders.Build<TDictionary, Dictionary<TKey, TValue>, TBuilder>(_dictionary.Read(ref reader));

    /// <inheritdoc/>
    public TDictionary Populate(ref MsgPackReader reader, TDictionary current) => Read(ref reader);

    /// <inheritdoc/>
    public void Write<TBuffer>(ref MsgPackWriter<TBuffer> writer, TDictionary value)
        where TBuffer : class, IBufferWriter<byte>
    {
        if (default(TBuilder).IsNull(value)) writer.WriteNil();
        else _dictionary.WriteEntries(ref writer, value, default(TBuilder).Count(value));
    }
}
