using System;
using System.Collections;
using System.Collections.Generic;
using System.Collections.Immutable;

namespace Bento.Generator;

/// <summary>
/// An immutable array compared by content, so that pipeline models holding lists stay equal across runs and the
/// incremental driver can cache the steps after them.
/// </summary>
internal readonly struct EquatableArray<T> : IEquatable<EquatableArray<T>>, IReadOnlyList<T>
    where T : IEquatable<T>
{
    public static readonly EquatableArray<T> Empty = new(ImmutableArray<T>.Empty);

    private readonly ImmutableArray<T> _items;

    public EquatableArray(ImmutableArray<T> items) => _items = items.IsDefault ? ImmutableArray<T>.Empty : items;

    public EquatableArray(IEnumerable<T> items) => _items = ImmutableArray.CreateRange(items);

    public int Count => _items.IsDefault ? 0 : _items.Length;

    public T this[int index] => _items[index];

    public bool Equals(EquatableArray<T> other)
    {
        int count = Count;
        if (count != other.Count)
            return false;
        for (int i = 0; i < count; i++)
        {
            if (!EqualityComparer<T>.Default.Equals(_items[i], other._items[i]))
                return false;
        }
        return true;
    }

    public override bool Equals(object? obj) => obj is EquatableArray<T> other && Equals(other);

    public override int GetHashCode()
    {
        int hash = 17;
        for (int i = 0; i < Count; i++)
            hash = unchecked((hash * 31) + (_items[i]?.GetHashCode() ?? 0));
        return hash;
    }

    public ImmutableArray<T>.Enumerator GetEnumerator() => (_items.IsDefault ? ImmutableArray<T>.Empty : _items).GetEnumerator();

    IEnumerator<T> IEnumerable<T>.GetEnumerator() => ((IEnumerable<T>)(_items.IsDefault ? ImmutableArray<T>.Empty : _items)).GetEnumerator();

    IEnumerator IEnumerable.GetEnumerator() => ((IEnumerable)(_items.IsDefault ? ImmutableArray<T>.Empty : _items)).GetEnumerator();

    public static bool operator ==(EquatableArray<T> left, EquatableArray<T> right) => left.Equals(right);

    public static bool operator !=(EquatableArray<T> left, EquatableArray<T> right) => !left.Equals(right);
}

internal static class EquatableArray
{
    public static EquatableArray<T> ToEquatableArray<T>(this IEnumerable<T> items)
        where T : IEquatable<T> => new(items);
}
