using System;
using System.Collections.Generic;
using System.ComponentModel;

namespace Bento.Internal;

/// <summary>
/// Notices a dictionary key that an object or map names twice, for <c>RejectDuplicateMembers</c>. A fresh read has no
/// other way to tell a repeated key from an overwrite, and a merge into a dictionary that already holds the key must
/// not mistake that for a repeat, so the keys of this one input are tracked apart from the dictionary. Rented per
/// thread so that a steady loop of reads does not allocate; when the option is off, <see cref="Start"/> returns null
/// and generated code pays one null check per entry. Used by generated code.
/// </summary>
/// <typeparam name="TKey">The dictionary's key type.</typeparam>
[EditorBrowsable(EditorBrowsableState.Never)]
public sealed class RepeatedKeys<TKey>
    where TKey : notnull
{
    [ThreadStatic]
    private static RepeatedKeys<TKey>? t_free;

    private readonly HashSet<TKey> _seen;

    private RepeatedKeys(IEqualityComparer<TKey>? comparer) => _seen = new HashSet<TKey>(comparer);

    /// <summary>A tracker comparing keys as the dictionary does, or null when repeats are allowed (<paramref name="reject"/> false).</summary>
    public static RepeatedKeys<TKey>? Start(bool reject, IEqualityComparer<TKey>? comparer)
    {
        if (!reject) return null;
        var free = t_free;
        if (free is not null && ReferenceEquals(free._seen.Comparer, comparer ?? EqualityComparer<TKey>.Default))
        {
            t_free = null;
            return free;
        }

        return new RepeatedKeys<TKey>(comparer);
    }

    /// <summary>Records <paramref name="key"/>; true when this input named it before.</summary>
    public bool IsRepeat(TKey key) => !_seen.Add(key);

    /// <summary>Forgets the keys and makes the tracker available to the next read on this thread.</summary>
    public void End()
    {
        _seen.Clear();
        t_free = this;
    }
}
