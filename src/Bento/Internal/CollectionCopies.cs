using System.Collections.Generic;

namespace Bento.Internal;

/// <summary>
/// Format-independent steps of the collection algorithms, shared by the JSON and MessagePack shapes: which collection a
/// populate or an append of an interface-typed member reads into, and the copies it makes for that. Each format keeps
/// only the loops over its own reader and writer; none of these steps runs per element.
/// </summary>
internal static class CollectionCopies
{
    /// <summary>
    /// The list an append to a sequence interface adds to: the member's own <see cref="List{T}"/>, or a new list holding
    /// the contents of another implementation (an array, a read-only wrapper), which cannot grow; null for null.
    /// </summary>
    public static List<T>? Growable<T>(IEnumerable<T>? current) =>
        current is null ? null : current as List<T> ?? new List<T>(current);

    /// <summary>
    /// The dictionary a merge into a dictionary interface stores into: the member's own <see cref="Dictionary{TKey, TValue}"/>,
    /// or a new one holding the entries of another implementation (a read-only wrapper), which cannot take entries; null
    /// for null.
    /// </summary>
    public static Dictionary<TKey, TValue>? Growable<TKey, TValue>(IEnumerable<KeyValuePair<TKey, TValue>>? current)
        where TKey : notnull =>
        current is null ? null : current as Dictionary<TKey, TValue> ?? ToDictionary(current);

    /// <summary>A new dictionary with the entries of a read-only one, which an Append (merge) cannot grow.</summary>
    public static Dictionary<TKey, TValue> ToDictionary<TKey, TValue>(IEnumerable<KeyValuePair<TKey, TValue>> entries)
        where TKey : notnull
    {
        var result = new Dictionary<TKey, TValue>();
        foreach (var pair in entries)
            result[pair.Key] = pair.Value;
        return result;
    }

    /// <summary>The number of entries of a dictionary behind an interface, or -1 when it does not say.</summary>
    public static int CountOf<T>(IEnumerable<T> items) => items switch
    {
        ICollection<T> collection => collection.Count,
        IReadOnlyCollection<T> collection => collection.Count,
        _ => -1,
    };

    /// <summary>
    /// The elements of a sequence to write after a header that states their count (MessagePack): the sequence itself
    /// when it says how many it holds, else a list it is buffered into once, so that it is enumerated once.
    /// </summary>
    public static IEnumerable<T> Counted<T>(IEnumerable<T> items, out int count)
    {
        count = CountOf(items);
        // Stryker disable once Equality : with > an empty collection is buffered into an empty list, which writes the same.
        if (count >= 0) return items;
        var buffered = new List<T>(items);
        count = buffered.Count;
        return buffered;
    }

    /// <summary>
    /// The entries of a dictionary to write after a map header that states their count: the dictionary itself when it
    /// says how many it holds, else a dictionary they are gathered into once (a repeated key then counts once).
    /// </summary>
    public static IEnumerable<KeyValuePair<TKey, TValue>> CountedEntries<TKey, TValue>(IEnumerable<KeyValuePair<TKey, TValue>> entries, out int count)
        where TKey : notnull
    {
        count = CountOf(entries);
        // Stryker disable once all : every dictionary interface has a count, so a changed test only gathers the same entries once more.
        if (count >= 0) return entries;
        var gathered = ToDictionary(entries);
        count = gathered.Count;
        return gathered;
    }
}
