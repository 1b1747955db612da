using System.Collections.Generic;
using System.ComponentModel;

namespace Bento.Internal;

/// <summary>
/// Sizes a collection for the element count a hinted document announces before it is filled, so it grows once.
/// Used by generated code; the count has already been capped by the reader to what the input could hold.
/// </summary>
[EditorBrowsable(EditorBrowsableState.Never)]
public static class CodegenCapacity
{
    /// <summary>Makes room for <paramref name="count"/> more elements (no-op for -1: no hint).</summary>
    public static void Reserve<T>(List<T> list, int count)
    {
        if (count > 0 && list.Capacity < list.Count + count) list.Capacity = list.Count + count;
    }

    /// <summary>Makes room for <paramref name="count"/> more elements (no-op for -1: no hint).</summary>
    public static void Reserve<T>(HashSet<T> set, int count)
    {
#if NET
        if (count > 0) set.EnsureCapacity(set.Count + count);
#endif
    }

    /// <summary>Makes room for <paramref name="count"/> more entries (no-op for -1: no hint).</summary>
    public static void Reserve<TKey, TValue>(Dictionary<TKey, TValue> dictionary, int count)
        where TKey : notnull
    {
        if (count > 0) dictionary.EnsureCapacity(dictionary.Count + count);
    }
}
