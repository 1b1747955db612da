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
/// Collects the elements of a JSON array of unknown length into a pooled buffer, then copies them once into an array
/// or a list of the exact length, so a read leaves no garbage beyond its result (MessagePack, which states each count,
/// sizes its collections up front; this is the same result without the count). Used by the runtime's collection shapes
/// and generated code; a local of this type must not be copied.
/// </summary>
/// <remarks>
/// The buffers come from <see cref="ArrayPool{T}.Shared"/>, which keeps them per thread, so an element whose read
/// itself reads an array of the same type (a tree) rents its own. A buffer grows by doubling as elements arrive,
/// never from a count found in the input. A read that throws drops its buffer instead of returning it; the pool then
/// makes a new one, and nothing stays reachable from the dropped one.
/// </remarks>
/// <typeparam name="T">The element type.</typeparam>
[EditorBrowsable(EditorBrowsableState.Never)]
public struct CodegenArrayBuilder<T>
{
    private T[]? _items;
    private int _count;
    private readonly int _initialCapacity;

    // True while _items is an array of the hinted length allocated for the result, not one from the pool.
    private bool _exact;

    /// <summary>Creates a builder whose first buffer holds at least <paramref name="initialCapacity"/> elements.</summary>
    public CodegenArrayBuilder(int initialCapacity)
    {
        _items = null;
        _count = 0;
        _initialCapacity = initialCapacity < 4 ? 4 : initialCapacity;
        _exact = false;
    }

    /// <summary>
    /// Creates a builder that fills an array of <paramref name="countHint"/> elements directly, to be returned as is
    /// when the count turns out right; without a hint (-1) it starts like <see cref="CodegenArrayBuilder{T}(int)"/>.
    /// </summary>
    public CodegenArrayBuilder(int countHint, int initialCapacity)
        : this(initialCapacity)
    {
        if (countHint > 0)
        {
            _items = new T[countHint];
            _exact = true;
        }
    }

    /// <summary>The number of elements added.</summary>
    public readonly int Count => _count;

    /// <summary>Appends one element.</summary>
    [MethodImpl(MethodImplOptions.AggressiveInlining)]
    public void Add(T item)
    {
        var items = _items;
        int count = _count;
        if (items is not null && (uint)count < (uint)items.Length)
        {
            items[count] = item;
            _count = count + 1;
            return;
        }
        AddWithGrow(item);
    }

    [MethodImpl(MethodImplOptions.NoInlining)]
    private void AddWithGrow(T item)
    {
        var old = _items;
        int capacity = old is null ? Math.Max(_initialCapacity, 4) : old.Length * 2;
        var grown = ArrayPool<T>.Shared.Rent(capacity);
        if (old is not null)
        {
            Array.Copy(old, grown, _count);
            if (!_exact) Return(old, _count);
        }
        _items = grown;
        _exact = false;
        grown[_count++] = item;
    }

    /// <summary>Returns the elements as a new array of the exact length and gives the buffer back to the pool.</summary>
    public T[] ToArray()
    {
        if (_count == 0)
        {
            Release();
            return Array.Empty<T>();
        }
        if (_exact && _count == _items!.Length)
        {
            var filled = _items;
            _items = null;
            _count = 0;
            _exact = false;
            return filled;
        }

        var result = new T[_count];
        Array.Copy(_items!, result, _count);
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

        var items = _items!;
        var result = new List<T>(count);
#if NET
        CollectionsMarshal.SetCount(result, count);
        new ReadOnlySpan<T>(items, 0, count).CopyTo(CollectionsMarshal.AsSpan(result));
#else
        // AddRange would box a segment of the buffer; one Add per element into the sized list allocates nothing.
        for (int i = 0; i < count; i++)
            result.Add(items[i]);
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
        if (_count != 0)
            Array.Copy(_items!, existing, _count);
        Release();
        return existing;
    }

    private void Release()
    {
        if (_items is not null && !_exact)
            Return(_items, _count);
        _items = null;
        _count = 0;
        _exact = false;
    }

    private static void Return(T[] items, int count)
    {
        // References left in a pooled array would keep objects alive; plain values need no clearing.
        if (RuntimeHelpers.IsReferenceOrContainsReferences<T>())
            Array.Clear(items, 0, count);
        ArrayPool<T>.Shared.Return(items);
    }
}
