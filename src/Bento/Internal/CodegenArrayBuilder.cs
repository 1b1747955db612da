using System;
using System.Buffers;
using System.Collections.Generic;
using System.Diagnostics;
using System.Runtime.CompilerServices;
#if NET
using System.Runtime.InteropServices;
#endif

namespace Bento.Internal;

/// <summary>
/// Collects the elements of a JSON array of unknown length, then copies them once into an array or a list of the exact
/// length, so a read leaves no garbage beyond its result: what a MessagePack read allocates, whose header states each
/// count. The runtime's collection shapes keep one as a local (<c>default</c>) and work on it through
/// <see cref="ArrayBuilding{T}"/>; it must not be copied.
/// </summary>
/// <remarks>
/// The first elements stay in the builder itself (on the reading method's stack); past those, the elements go to
/// buffers from <see cref="ArrayPool{T}.Shared"/>, which keeps them per thread, so an element whose read itself reads
/// an array of the same type (a tree) rents its own. A buffer grows by doubling as elements arrive, never from a count
/// found in the input. Buffers of references are cleared before they go back to the pool. A read that throws drops its
/// buffer instead of returning it; the pool then makes a new one, and nothing stays reachable from the dropped one.
/// </remarks>
/// <typeparam name="T">The element type.</typeparam>
internal struct CodegenArrayBuilder<T>
{
    // Most arrays in documents are short (tags, ids, a few prices): their elements stay in the builder itself, so such a
    // read never touches the pool, whose rent and return (and clearing, for references) cost more than a few stores.
    internal SmallElements<T> Small;

    // The pooled buffer once the elements outgrow Small (which is then no longer read), else null.
    internal T[]? Items;

    // The number of elements added.
    internal int Count;

    // The least size of the first pooled buffer; 0 lets the builder pick.
    internal int InitialCapacity;
}

/// <summary>The operations of <see cref="CodegenArrayBuilder{T}"/>.</summary>
/// <remarks>
/// Static methods of a class rather than methods of the struct: under NativeAOT, code shared between reference types
/// that calls a method of a generic struct needs that struct's type, boxable and so with its field-comparison helper,
/// for every element type it runs for. The root collection factories compile the array and list reads for every type
/// with a codec, so each such type paid for the builder's type and, through that helper, the type of its inline
/// elements. A static class costs one plain type per element type.
/// </remarks>
/// <typeparam name="T">The element type.</typeparam>
internal static class ArrayBuilding<T>
{
    /// <summary>Appends one element.</summary>
    [MethodImpl(MethodImplOptions.AggressiveInlining)]
    public static void Add(ref CodegenArrayBuilder<T> builder, T item)
    {
        var items = builder.Items;
        int count = builder.Count;
        if (items is not null)
        {
            if ((uint)count < (uint)items.Length)
            {
                items[count] = item;
                builder.Count = count + 1;
                return;
            }
        }
        else if (count < SmallElements<T>.Capacity)
        {
            SetSmall(ref builder, count, item);
            builder.Count = count + 1;
            return;
        }
        AddWithGrow(ref builder, item);
    }

    [MethodImpl(MethodImplOptions.NoInlining)]
    private static void AddWithGrow(ref CodegenArrayBuilder<T> builder, T item)
    {
        var old = builder.Items;
        int count = builder.Count;
        T[] grown;
        if (old is null)
        {
            // The elements held in the builder move to the first pooled buffer, large enough that an array a little
            // longer than the inline elements is not rented again (each rent and return costs about as much as a short list).
            grown = ArrayPool<T>.Shared.Rent(Math.Max(builder.InitialCapacity, 4 * SmallElements<T>.Capacity));
            CopySmallTo(ref builder, grown, count);
        }
        else
        {
            grown = ArrayPool<T>.Shared.Rent(old.Length * 2);
            Array.Copy(old, grown, count);
            Return(old, count);
        }
        builder.Items = grown;
        grown[count] = item;
        builder.Count = count + 1;
    }

    /// <summary>Returns the elements as a new array of the exact length and gives the buffer back to the pool.</summary>
    public static T[] ToArray(ref CodegenArrayBuilder<T> builder)
    {
        if (builder.Count == 0)
        {
            Release(ref builder);
            return Array.Empty<T>();
        }
        var result = new T[builder.Count];
        CopyTo(ref builder, result);
        Release(ref builder);
        return result;
    }

    /// <summary>Returns the elements as a new list whose capacity is their count and gives the buffer back to the pool.</summary>
    public static List<T> ToList(ref CodegenArrayBuilder<T> builder)
    {
        int count = builder.Count;
        if (count == 0)
        {
            Release(ref builder);
            return new List<T>();
        }

        var result = new List<T>(count);
#if NET
        // Filled in bulk, not by one Add per element: Add's checked array store made canada's long coordinate lists
        // about 5% slower to read.
        var items = builder.Items;
        if (typeof(T).IsValueType)
        {
            CollectionsMarshal.SetCount(result, count);
            var target = CollectionsMarshal.AsSpan(result);
            if (items is null)
            {
                for (int i = 0; i < target.Length; i++)
                    target[i] = GetSmall(ref builder, i);
            }
            else
            {
                items.AsSpan(0, count).CopyTo(target);
            }
        }
        else
        {
            // References go through a List<object> view of the list: a List<T> of any reference type has the layout and
            // the shared code of List<object>, and only elements of type T are stored, so its array (a T[]) holds
            // nothing else. Spans of object are one type for all element types, where spans of T would cost NativeAOT
            // Span<T> and ReadOnlySpan<T> for every type with a codec (docs/architecture.md, "NativeAOT size").
            var objects = Unsafe.As<List<object?>>(result);
            CollectionsMarshal.SetCount(objects, count);
            var target = CollectionsMarshal.AsSpan(objects);
            if (items is null)
            {
                for (int i = 0; i < target.Length; i++)
                    target[i] = GetSmall(ref builder, i);
            }
            else
            {
                MemoryMarshal.CreateReadOnlySpan(ref MemoryMarshal.GetArrayDataReference(Unsafe.As<object?[]>(items)), count).CopyTo(target);
            }
        }
#else
        var items = builder.Items;
        for (int i = 0; i < count; i++)
            result.Add(items is null ? GetSmall(ref builder, i) : items[i]);
#endif
        Release(ref builder);
        return result;
    }

    /// <summary>
    /// Copies the elements into <paramref name="existing"/> when it has exactly their count and returns it; otherwise
    /// returns a new array. Either way the buffer goes back to the pool.
    /// </summary>
    public static T[] ToArray(ref CodegenArrayBuilder<T> builder, T[] existing)
    {
        if (existing is null || existing.Length != builder.Count)
            return ToArray(ref builder);
        CopyTo(ref builder, existing);
        Release(ref builder);
        return existing;
    }

    /// <summary>A copy of <paramref name="array"/> with <paramref name="length"/> elements (the rest cut off or default).</summary>
    // Array.Resize would do, but under NativeAOT it costs a dictionary for every element type the root collection
    // factories compile it for; this class's own already has what this needs.
    [MethodImpl(MethodImplOptions.AggressiveInlining)]
    public static T[] Resize(T[] array, int length)
    {
        var resized = new T[length];
        Array.Copy(array, resized, Math.Min(array.Length, length));
        return resized;
    }

    // Inlined: a method of its own cost NativeAOT more in unwind and GC tables than its two calls.
    [MethodImpl(MethodImplOptions.AggressiveInlining)]
    private static void CopyTo(ref CodegenArrayBuilder<T> builder, T[] destination)
    {
        if (builder.Items is null) CopySmallTo(ref builder, destination, builder.Count);
        else Array.Copy(builder.Items, destination, builder.Count);
    }

    private static void CopySmallTo(ref CodegenArrayBuilder<T> builder, T[] destination, int count)
    {
        // A few stores: a bulk copy of references goes through the runtime's write-barrier copy, slower at this size.
        for (int i = 0; i < count; i++)
            destination[i] = GetSmall(ref builder, i);
    }

    // The inline elements are reached here, not through methods of SmallElements<T>, for the reason in the remarks.
#if NET
    [MethodImpl(MethodImplOptions.AggressiveInlining)]
    private static void SetSmall(ref CodegenArrayBuilder<T> builder, int index, T item)
    {
        Debug.Assert((uint)index < SmallElements<T>.Capacity);
        Unsafe.Add(ref builder.Small.First, index) = item;
    }

    [MethodImpl(MethodImplOptions.AggressiveInlining)]
    private static T GetSmall(ref CodegenArrayBuilder<T> builder, int index)
    {
        Debug.Assert((uint)index < SmallElements<T>.Capacity);
        return Unsafe.Add(ref builder.Small.First, index);
    }
#else
    private static void SetSmall(ref CodegenArrayBuilder<T> builder, int index, T item) => builder.Small.Set(index, item);

    private static T GetSmall(ref CodegenArrayBuilder<T> builder, int index) => builder.Small.Get(index);
#endif

    private static void Release(ref CodegenArrayBuilder<T> builder)
    {
        if (builder.Items is not null)
            Return(builder.Items, builder.Count);
        builder.Items = null;
        builder.Count = 0;
    }

    [MethodImpl(MethodImplOptions.AggressiveInlining)]
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

    // Reached only through ArrayBuilding<T>, which knows the count.
    internal T First;
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
}
#endif
