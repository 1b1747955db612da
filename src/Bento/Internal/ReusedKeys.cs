using System;
using System.Collections.Generic;
using System.ComponentModel;
#if NET9_0_OR_GREATER
using System.Buffers;
using System.Text.Unicode;
#endif

namespace Bento.Internal;

/// <summary>
/// Tracks which keys of a dictionary a populate has seen, so that the entries the input no longer names can be removed
/// once the input ends. One instance per thread is kept and handed out again, so a steady populate loop does not
/// allocate; a nested dictionary of the same key type, or an exception mid-read, just gets a new one.
/// Used by generated code.
/// </summary>
/// <typeparam name="TKey">The dictionary's key type.</typeparam>
[EditorBrowsable(EditorBrowsableState.Never)]
public sealed class ReusedKeys<TKey>
    where TKey : notnull
{
    // Two per thread: a dictionary nested in a dictionary of the same key type needs a second one at the same time.
    [ThreadStatic]
    private static ReusedKeys<TKey>? t_free;

    [ThreadStatic]
    private static ReusedKeys<TKey>? t_spare;

    private readonly HashSet<TKey> _seen;
    private readonly List<TKey> _stale = new List<TKey>();

    private ReusedKeys(IEqualityComparer<TKey> comparer) => _seen = new HashSet<TKey>(comparer);

    /// <summary>A tracker whose key comparison is the dictionary's.</summary>
    public static ReusedKeys<TKey> Rent<TValue>(Dictionary<TKey, TValue> dictionary)
    {
        var free = t_free;
        if (free is not null && ReferenceEquals(free._seen.Comparer, dictionary.Comparer))
        {
            t_free = null;
            return free;
        }

        var spare = t_spare;
        if (spare is not null && ReferenceEquals(spare._seen.Comparer, dictionary.Comparer))
        {
            t_spare = null;
            return spare;
        }

        return new ReusedKeys<TKey>(dictionary.Comparer);
    }

    /// <summary>Records a key the input named; false when the input named it before (a repeated key).</summary>
    public bool Add(TKey key) => _seen.Add(key);

    /// <summary>Removes the entries whose keys were not seen, then makes the tracker available again.</summary>
    public void RemoveUnseen<TValue>(Dictionary<TKey, TValue> dictionary)
    {
        // Every seen key is in the dictionary, so equal counts mean nothing is stale: the common case costs nothing more.
        if (_seen.Count != dictionary.Count)
        {
            foreach (var key in dictionary.Keys)
            {
                if (!_seen.Contains(key))
                    _stale.Add(key);
            }

            foreach (var key in _stale)
                dictionary.Remove(key);
            _stale.Clear();
        }

        _seen.Clear();
        if (t_free is null)
            t_free = this;
        else
            t_spare = this;
    }
}

/// <summary>Finds a dictionary entry by a UTF-8 key without building the key string, where the runtime allows it.</summary>
internal static class ReusedStringKeys
{
    public enum Lookup
    {
        /// <summary>The entry exists; the key returned is the dictionary's own instance.</summary>
        Found,

        /// <summary>No entry has this key.</summary>
        Missing,

        /// <summary>The lookup could not be made without the key string (long key, custom comparer, older runtime).</summary>
        Unknown,
    }

#if NET9_0_OR_GREATER
    private const int MaxStackChars = 256;
#endif

    public static Lookup TryFind<TValue>(Dictionary<string, TValue> dictionary, ReadOnlySpan<byte> utf8, out string key, out TValue value)
    {
#if NET9_0_OR_GREATER
        // UTF-8 never takes fewer bytes than the UTF-16 chars it decodes to, so this bounds the char count.
        if (utf8.Length <= MaxStackChars && dictionary.TryGetAlternateLookup<ReadOnlySpan<char>>(out var lookup))
        {
            Span<char> chars = stackalloc char[MaxStackChars];
            if (Utf8.ToUtf16(utf8, chars, out _, out int written, replaceInvalidSequences: false) == OperationStatus.Done)
            {
                if (lookup.TryGetValue(chars.Slice(0, written), out string? actual, out value!))
                {
                    key = actual;
                    return Lookup.Found;
                }

                key = null!;
                return Lookup.Missing;
            }
        }
#endif
        _ = dictionary;
        _ = utf8;
        key = null!;
        value = default!;
        return Lookup.Unknown;
    }
}
