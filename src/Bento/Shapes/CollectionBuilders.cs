// How the collection types that are built from their elements in one step (queues, stacks, sorted and immutable
// collections, set interfaces) are made: the shapes in Json/JsonBuiltShapes.cs and MessagePack/MsgPackBuiltShapes.cs
// read the elements into a list (or the entries into a dictionary) with the usual algorithms, then hand them to one of
// these builders, so that an immutable collection is created once from all its elements rather than copied per element.
using System.Collections.Generic;
#if NET
using System.Collections.Immutable;
#endif
using System.ComponentModel;

namespace Bento.Shapes;
/// <summary>What every format's built shapes do with what their list or dictionary shape read.</summary>
internal static class CollectionBuilders
{
    /// <summary>The collection built from <paramref name="items"/>, or the default (null) when the input was null.</summary>
    public static TCollection Build<TCollection, TItems, TBuilder>(TItems? items)
        where TItems : class
        where TBuilder : struct, ICollectionBuilder<TCollection, TItems> =>
        items is null ? default! : default(TBuilder).Build(items);
}

/// <summary>Makes a collection from the elements (or entries) read, and tells what the writers need to know of one.</summary>
/// <typeparam name="TCollection">The member's collection type.</typeparam>
/// <typeparam name="TItems">What the elements are read into: a <see cref="List{T}"/> or a <see cref="Dictionary{TKey, TValue}"/>.</typeparam>
[EditorBrowsable(EditorBrowsableState.Never)]
public interface ICollectionBuilder<TCollection, TItems>
{
    /// <summary>The collection holding <paramref name="items"/>, in the order read.</summary>
    TCollection Build(TItems items);

    /// <summary>Whether <paramref name="value"/> is written as null (a null reference, a default immutable array).</summary>
    bool IsNull(TCollection value);

    /// <summary>The element count, for MessagePack's array and map headers.</summary>
    int Count(TCollection value);
}

/// <summary>Builds a <see cref="Queue{T}"/>: the first element read is the first dequeued, as written.</summary>
[EditorBrowsable(EditorBrowsableState.Never)]
public readonly struct QueueBuilder<T> : ICollectionBuilder<Queue<T>, List<T>>
{
    /// <inheritdoc/>
    public Queue<T> Build(List<T> items) => new Queue<T>(items);

    /// <inheritdoc/>
    public bool IsNull(Queue<T> value) => value is null;

    /// <inheritdoc/>
    public int Count(Queue<T> value) => value.Count;
}

/// <summary>
/// Builds a <see cref="Stack{T}"/> by pushing the elements in the order read. A stack is written from its top down,
/// so a round trip reverses it: System.Text.Json does the same, and Bento keeps its documents interchangeable.
/// </summary>
[EditorBrowsable(EditorBrowsableState.Never)]
public readonly struct StackBuilder<T> : ICollectionBuilder<Stack<T>, List<T>>
{
    /// <inheritdoc/>
    public Stack<T> Build(List<T> items) => new Stack<T>(items);

    /// <inheritdoc/>
    public bool IsNull(Stack<T> value) => value is null;

    /// <inheritdoc/>
    public int Count(Stack<T> value) => value.Count;
}

/// <summary>Builds a <see cref="LinkedList{T}"/> in the order read.</summary>
[EditorBrowsable(EditorBrowsableState.Never)]
public readonly struct LinkedListBuilder<T> : ICollectionBuilder<LinkedList<T>, List<T>>
{
    /// <inheritdoc/>
    public LinkedList<T> Build(List<T> items) => new LinkedList<T>(items);

    /// <inheritdoc/>
    public bool IsNull(LinkedList<T> value) => value is null;

    /// <inheritdoc/>
    public int Count(LinkedList<T> value) => value.Count;
}

/// <summary>Builds a <see cref="SortedSet{T}"/> (default comparer); it is written in sorted order.</summary>
[EditorBrowsable(EditorBrowsableState.Never)]
public readonly struct SortedSetBuilder<T> : ICollectionBuilder<SortedSet<T>, List<T>>
{
    /// <inheritdoc/>
    public SortedSet<T> Build(List<T> items) => new SortedSet<T>(items);

    /// <inheritdoc/>
    public bool IsNull(SortedSet<T> value) => value is null;

    /// <inheritdoc/>
    public int Count(SortedSet<T> value) => value.Count;
}

/// <summary>
/// Builds a <see cref="HashSet{T}"/> for a set interface (<c>ISet&lt;T&gt;</c>, <c>IReadOnlySet&lt;T&gt;</c>), as
/// System.Text.Json does; whatever implementation the member holds is written by enumeration.
/// </summary>
[EditorBrowsable(EditorBrowsableState.Never)]
public readonly struct SetInterfaceBuilder<TSet, T> : ICollectionBuilder<TSet, List<T>>
    where TSet : class, IEnumerable<T>
{
    /// <inheritdoc/>
    public TSet Build(List<T> items) => (TSet)(object)new HashSet<T>(items);

    /// <inheritdoc/>
    public bool IsNull(TSet value) => value is null;

    /// <inheritdoc/>
    public int Count(TSet value) => value is ICollection<T> collection ? collection.Count : value is IReadOnlyCollection<T> readOnly ? readOnly.Count : Counted(value);

    private static int Counted(TSet value)
    {
        int count = 0;
        foreach (var _ in value) count++;
        return count;
    }
}

/// <summary>Builds a <see cref="SortedDictionary{TKey, TValue}"/> (default comparer); it is written in key order.</summary>
[EditorBrowsable(EditorBrowsableState.Never)]
public readonly struct SortedDictionaryBuilder<TKey, TValue> : ICollectionBuilder<SortedDictionary<TKey, TValue>, Dictionary<TKey, TValue>>
    where TKey : notnull
{
    /// <inheritdoc/>
    public SortedDictionary<TKey, TValue> Build(Dictionary<TKey, TValue> items) => new SortedDictionary<TKey, TValue>(items);

    /// <inheritdoc/>
    public bool IsNull(SortedDictionary<TKey, TValue> value) => value is null;

    /// <inheritdoc/>
    public int Count(SortedDictionary<TKey, TValue> value) => value.Count;
}

#if NET

// System.Collections.Immutable is part of .NET but a package for netstandard2.1, which the runtime does not take
// on: the generator offers these types only when the runtime referenced has these builders.

/// <summary>Builds an <see cref="ImmutableArray{T}"/> once from the elements read; a default array is written as null.</summary>
[EditorBrowsable(EditorBrowsableState.Never)]
public readonly struct ImmutableArrayBuilder<T> : ICollectionBuilder<ImmutableArray<T>, List<T>>
{
    /// <inheritdoc/>
    public ImmutableArray<T> Build(List<T> items) => ImmutableArray.CreateRange(items);

    /// <inheritdoc/>
    public bool IsNull(ImmutableArray<T> value) => value.IsDefault;

    /// <inheritdoc/>
    public int Count(ImmutableArray<T> value) => value.Length;
}

/// <summary>Builds an <see cref="ImmutableList{T}"/> once from the elements read.</summary>
[EditorBrowsable(EditorBrowsableState.Never)]
public readonly struct ImmutableListBuilder<T> : ICollectionBuilder<ImmutableList<T>, List<T>>
{
    /// <inheritdoc/>
    public ImmutableList<T> Build(List<T> items) => ImmutableList.CreateRange(items);

    /// <inheritdoc/>
    public bool IsNull(ImmutableList<T> value) => value is null;

    /// <inheritdoc/>
    public int Count(ImmutableList<T> value) => value.Count;
}

/// <summary>Builds an <see cref="ImmutableHashSet{T}"/> once from the elements read.</summary>
[EditorBrowsable(EditorBrowsableState.Never)]
public readonly struct ImmutableHashSetBuilder<T> : ICollectionBuilder<ImmutableHashSet<T>, List<T>>
{
    /// <inheritdoc/>
    public ImmutableHashSet<T> Build(List<T> items) => ImmutableHashSet.CreateRange(items);

    /// <inheritdoc/>
    public bool IsNull(ImmutableHashSet<T> value) => value is null;

    /// <inheritdoc/>
    public int Count(ImmutableHashSet<T> value) => value.Count;
}

/// <summary>Builds an <see cref="ImmutableDictionary{TKey, TValue}"/> once from the entries read.</summary>
[EditorBrowsable(EditorBrowsableState.Never)]
public readonly struct ImmutableDictionaryBuilder<TKey, TValue> : ICollectionBuilder<ImmutableDictionary<TKey, TValue>, Dictionary<TKey, TValue>>
    where TKey : notnull
{
    /// <inheritdoc/>
    public ImmutableDictionary<TKey, TValue> Build(Dictionary<TKey, TValue> items) => ImmutableDictionary.CreateRange(items);

    /// <inheritdoc/>
    public bool IsNull(ImmutableDictionary<TKey, TValue> value) => value is null;

    /// <inheritdoc/>
    public int Count(ImmutableDictionary<TKey, TValue> value) => value.Count;
}
#endif
