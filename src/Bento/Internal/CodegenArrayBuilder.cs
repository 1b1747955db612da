using System;
using System.Buffers;
using System.Collections.Generic;
using System.ComponentModel;
using System.Runtime.CompilerServices;
#if NET
using System.Runtime.InteropServices;
#endif

namespace Bento.Internal;

/// <summary>
/// Collects the elements of a JSON array of unknown length, then copies them once into an array or a list of the exact
/// length, so a read leaves no garbage beyond its result: what a MessagePack read allocates, whose header states each
/// count. Used by the runtime's collection shapes; a local of this type must not be copied.
/// </summary>
/// <remarks>
/// The first elements stay in the builder itself (on the reading method's stack); past those, the elements go to
/// buffers from <see cref="ArrayPool{T}.Shared"/>, which keeps them per thread, so an element whose read itself reads
/// an array of the same type (a tree) rents its own. A buffer grows by doubling as elements arrive, never from a count
/// found in the input. Buffers of references are cleared before they go back to the pool. A read that throws drops its
/// buffer instead of returning it; the pool then makes a new one, and nothing stays reachable from the dropped one.
/// </remarks>
/// <typeparam name="T">The element type.</typeparam>
[EditorBrowsable(EditorBrowsableState.Never)]
public struct CodegenArrayBuilder<T>
{
    // Most arrays in documents are short (tags, ids, a few prices): their elements stay in the builder itself, so such a
    // read never touches the pool, whose rent and return (and clearing, for references) cost more than a few stores.
    private SmallElements<T> _small;
    private T[]? _items;
    private int _count;
    private readonly int _initialCapacity;

    /// <summary>
    /// Creates a builder whose first pooled buffer holds at least <paramref name="initialCapacity"/> elements;
    /// <c>default</c> is a builder that starts its pooled buffers at the size it picks itself.
    /// </summary>
    public CodegenArrayBuilder(int initialCapacity)
    {
        _small = default;
        _items = null;
        _count = 0;
        _initialCapacity = initialCapacity;
    }

    /// <summary>The number of elements added.</summary>
    public readonly int Count => _count;

    /// <summary>Appends one element.</summary>
    [MethodImpl(MethodImplOptions.AggressiveInlining)]
    public void Add(T item)
    {
        var items = _items;
        int count = _count;
        if (items is not null)
        {
            if ((uint)count < (uint)items.Length)
            {
                items[count] = item;
                _count = count + 1;
                return;
            }
        }
        else if (count < SmallElements<T>.Capacity)
        {
            _small.Set(count, item);
            _count = count + 1;
            return;
        }
        AddWithGrow(item);
    }

    [MethodImpl(MethodImplOptions.NoInlining)]
    private void AddWithGrow(T item)
    {
        var old = _items;
        int count = _count;
        T[] grown;
        if (old is null)
        {
            // The elements held in the builder move to the first pooled buffer, large enough that an array a little
            // longer than the inline elements is not rented again (each rent and return costs about as much as a short list).
            grown = ArrayPool<T>.Shared.Rent(Math.Max(_initialCapacity, 4 * SmallElements<T>.Capacity));
            _small.CopyTo(grown, count);
        }
        else
        {
            grown = ArrayPool<T>.Shared.Rent(old.Length * 2);
            Array.Copy(old, grown, count);
            Return(old, count);
        }
        _items = grown;
        grown[count] = item;
        _count = count + 1;
    }

    /// <summary>Returns the elements as a new array of the exact length and gives the buffer back to the pool.</summary>
    public T[] ToArray()
    {
        if (_count == 0)
        {
            Release();
            return Array.Empty<T>();
        }
        var result = new T[_count];
        CopyTo(result);
        Release();
        return result;
    }

    /// <summary>Returns the elements as a new list whose capacity is their count and gives the buffer back to the pool.</summary>
    public List<T> ToList()
    {
        int count = _count;
        if (count == 0)
        {
            Release();
            return new List<T>();
        }

        var result = new List<T>(count);
#if NET
        CollectionsMarshal.SetCount(result, count);
        var items = _items;
        if (items is null) _small.CopyTo(CollectionsMarshal.AsSpan(result), count);
        else new ReadOnlySpan<T>(items, 0, count).CopyTo(CollectionsMarshal.AsSpan(result));
#else
        // AddRange would box a segment of the buffer; one Add per element into the sized list allocates nothing.
        var items = _items;
        for (int i = 0; i < count; i++)
            result.Add(items is null ? _small.Get(i) : items[i]);
#endif
        Release();
        return result;
    }

    /// <summary>
    /// Copies the elements into <paramref name="existing"/> when it has exactly their count and returns it; otherwise
    /// returns a new array. Either way the buffer goes back to the pool.
    /// </summary>
    public T[] ToArray(T[] existing)
    {
        if (existing is null || existing.Length != _count)
            return ToArray();
        CopyTo(existing);
        Release();
        return existing;
    }

    private void CopyTo(T[] destination)
    {
        if (_items is null) _small.CopyTo(destination, _count);
        else Array.Copy(_items, destination, _count);
    }

    private void Release()
    {
        if (_items is not null)
            Return(_items, _count);
        _items = null;
        _count = 0;
    }

    private static void Return(T[] items, int count)
    {
        // References left in a pooled array would keep objects alive; plain values need no clearing.
        if (RuntimeHelpers.IsReferenceOrContainsReferences<T>())
            Array.Clear(items, 0, count);
        ArrayPool<T>.Shared.Return(items);
    }
}

/// <summary>The first elements of a <see cref="CodegenArrayBuilder{T}"/>, held in the builder itself.</summary>
#if NET
[InlineArray(Capacity)]
internal struct SmallElements<T>
{
    // Covers the short arrays of typical documents (the areas of citm_catalog.json hold up to nine).
    public const int Capacity = 16;

    private T _first;

    [MethodImpl(MethodImplOptions.AggressiveInlining)]
    public void Set(int index, T item) => this[index] = item;

    public void CopyTo(T[] destination, int count) => CopyTo(destination.AsSpan(), count);

    public void CopyTo(Span<T> destination, int count)
    {
        // A few stores: a bulk copy of references goes through the runtime's write-barrier copy, slower at this size.
        for (int i = 0; i < count; i++)
            destination[i] = this[i];
    }
}
#else
internal struct SmallElements<T>
{
    // netstandard2.1 runtimes (Unity's Mono and IL2CPP) have no inline arrays: eight fields, picked by index.
    public const int Capacity = 8;

    private T _0, _1, _2, _3, _4, _5, _6, _7;

    public void Set(int index, T item)
    {
        switch (index)
        {
            case 0: _0 = item; break;
            case 1: _1 = item; break;
            case 2: _2 = item; break;
            case 3: _3 = item; break;
            case 4: _4 = item; break;
            case 5: _5 = item; break;
            case 6: _6 = item; break;
            default: _7 = item; break;
        }
    }

    public readonly T Get(int index) => index switch
    {
        0 => _0,
        1 => _1,
        2 => _2,
        3 => _3,
        4 => _4,
        5 => _5,
        6 => _6,
        _ => _7,
    };

    public readonly void CopyTo(T[] destination, int count)
    {
        for (int i = 0; i < count; i++)
            destination[i] = Get(i);
    }
}
#endif
