using System.Collections.Generic;

namespace Bento.Internal;

/// <summary>Format-independent steps of the collection algorithms, shared by the JSON and MessagePack shapes.</summary>
internal static class CollectionCopies
{
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
}
