using System.Collections.Generic;
using System.ComponentModel;
using Bento.Shapes;

namespace Bento.Json;

/// <summary>
/// The shape of a sequence built in one step from its elements (<c>Queue&lt;T&gt;</c>, <c>Stack&lt;T&gt;</c>,
/// <c>SortedSet&lt;T&gt;</c>, immutable collections, set interfaces): a JSON array, read into a list by
/// <see cref="JsonListShape{T, TElement}"/> and handed to <typeparamref name="TBuilder"/>. A populate reads a new
/// collection (these types cannot be refilled in place, or are immutable).
/// </summary>
[EditorBrowsable(EditorBrowsableState.Never)]
public readonly struct JsonBuiltSequenceShape<TCollection, T, TElement, TBuilder> : IJsonShape<TCollection>
    where TCollection : IEnumerable<T>
    where TElement : IJsonShape<T>
    where TBuilder : struct, ICollectionBuilder<TCollection, List<T>>
{
    private readonly JsonListShape<T, TElement> _list;

    /// <summary>A shape whose elements go through <paramref name="element"/> (generated code uses <c>default</c>).</summary>
    public JsonBuiltSequenceShape(TElement element) => _list = new JsonListShape<T, TElement>(element);

    /// <inheritdoc/>
    // Stryker disable once Boolean : the populate below reads a new collection, so a caller that populates in place stores the same.
    public bool Reuses => false;

    /// <inheritdoc/>
    public TCollection Read(ref JsonReader reader) => CollectionBuilders.Build<TCollection, List<T>, TBuilder>(_list.Read(ref reader));

    /// <inheritdoc/>
    public TCollection Populate(ref JsonReader reader, TCollection current) => Read(ref reader);

    /// <inheritdoc/>
    public void Write(ref JsonWriter writer, TCollection value)
    {
        if (default(TBuilder).IsNull(value)) writer.WriteNull();
        else _list.WriteSequence(ref writer, value);
    }
}

/// <summary>
/// The shape of a dictionary built in one step from its entries (<c>SortedDictionary&lt;TKey, TValue&gt;</c>,
/// <c>ImmutableDictionary&lt;TKey, TValue&gt;</c>): a JSON object, read by <see cref="JsonDictionaryShape{TKey, TValue, TKeyShape, TElement}"/>
/// (with its duplicate-key rules) and handed to <typeparamref name="TBuilder"/>. A populate reads a new dictionary.
/// </summary>
[EditorBrowsable(EditorBrowsableState.Never)]
public readonly struct JsonBuiltDictionaryShape<TDictionary, TKey, TValue, TKeyShape, TElement, TBuilder> : IJsonShape<TDictionary>
    where TDictionary : IEnumerable<KeyValuePair<TKey, TValue>>
    where TKey : notnull
    where TKeyShape : IJsonKey<TKey>
    where TElement : IJsonShape<TValue>
    where TBuilder : struct, ICollectionBuilder<TDictionary, Dictionary<TKey, TValue>>
{
    private readonly JsonDictionaryShape<TKey, TValue, TKeyShape, TElement> _dictionary;

    /// <summary>A shape whose keys and values go through <paramref name="key"/> and <paramref name="element"/> (generated code uses <c>default</c>).</summary>
    public JsonBuiltDictionaryShape(TKeyShape key, TElement element) => _dictionary = new JsonDictionaryShape<TKey, TValue, TKeyShape, TElement>(key, element);

    /// <inheritdoc/>
    // Stryker disable once Boolean : the populate below reads a new collection, so a caller that populates in place stores the same.
    public bool Reuses => false;

    /// <inheritdoc/>
    public TDictionary Read(ref JsonReader reader) => CollectionBuilders.Build<TDictionary, Dictionary<TKey, TValue>, TBuilder>(_dictionary.Read(ref reader));

    /// <inheritdoc/>
    public TDictionary Populate(ref JsonReader reader, TDictionary current) => Read(ref reader);

    /// <inheritdoc/>
    public void Write(ref JsonWriter writer, TDictionary value)
    {
        if (default(TBuilder).IsNull(value)) writer.WriteNull();
        else _dictionary.WriteEntries(ref writer, value);
    }
}
