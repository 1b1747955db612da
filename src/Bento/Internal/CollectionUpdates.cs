using System.Collections.Generic;

namespace Bento.Internal;

// The one home of what a read does to the collection a member already holds, for every format. A format's shape owns
// only its wire loop (JSON reads elements until the array ends, MessagePack reads the count its header states) and calls
// these between element reads: which elements are populated in place, which are added, what is removed at the end, how
// much room is made up front, and how a repeated dictionary key is noticed. None of it touches a reader, which is what
// lets it be shared: the readers are ref structs, which C# 9 (Unity) cannot pass as generic arguments.

/// <summary>What a read does with the collection a member already holds.</summary>
internal enum CollectionUpdate
{
    /// <summary>A populate: the collection becomes equal to the input, keeping the instances it can.</summary>
    Replace,

    /// <summary>A merge: the input's elements go after the list's own, or its entries over the dictionary's.</summary>
    Append,
}

/// <summary>
/// A read into a <see cref="List{T}"/>: started after the array's start, given each element in order, ended after the
/// last. A replace populates the elements the list holds in place (when the element shape can keep anything; else the
/// list is cleared first), adds the rest and removes the surplus; an append adds every element after the list's own.
/// </summary>
internal struct ListUpdate<T>
{
    private readonly List<T> _target;
    private readonly int _held;   // elements at the front that the input's elements replace, one for one
    private int _index;

    private ListUpdate(List<T> target, int held)
    {
        _target = target;
        _held = held;
        _index = 0;
    }

    /// <summary>
    /// Starts a read into <paramref name="target"/>. <paramref name="expected"/> is the element count the input states (a
    /// MessagePack header, a hint of hinted JSON, already bounded by the input's size) or 0 or less when it does not:
    /// the list then grows once, not by doubling.
    /// </summary>
    public static ListUpdate<T> Start(List<T> target, CollectionUpdate how, bool reuses, int expected)
    {
        int held = 0;
        if (how == CollectionUpdate.Replace)
        {
            if (reuses) held = target.Count;
            else target.Clear();
        }

        CodegenCapacity.Reserve(target, expected - held);
        return new ListUpdate<T>(target, held);
    }

    /// <summary>True while no element is populated in place: every element is read anew and added.</summary>
    public readonly bool AddsOnly => _index >= _held;

    /// <summary>Whether the next element replaces one the list holds (<paramref name="current"/>), to be populated from the input.</summary>
    public readonly bool Reusing(out T current)
    {
        if (_index < _held)
        {
            current = _target[_index];
            return true;
        }

        current = default!;
        return false;
    }

    /// <summary>Stores the next element.</summary>
    public void Put(T value)
    {
        if (_index < _held) _target[_index] = value;
        else _target.Add(value);
        _index++;
    }

    /// <summary>Adds elements read elsewhere (a parallel read's), when <see cref="AddsOnly"/>.</summary>
    public void PutRange(T[] values)
    {
        _target.AddRange(values);
        _index += values.Length;
    }

    /// <summary>Removes the elements the input no longer has; returns the list.</summary>
    public readonly List<T> End()
    {
        if (_index < _held) _target.RemoveRange(_index, _held - _index);
        return _target;
    }
}

/// <summary>
/// A read into a <see cref="Dictionary{TKey, TValue}"/>: started after the map's or object's start, told each key before
/// its value is read, ended after the last entry. A replace refills the dictionary in place when that can keep
/// anything (string key instances, or values the element shape populates): it looks each key up, and removes at the end
/// the entries the input did not name. Otherwise a replace clears the dictionary and an append stores over it.
/// </summary>
internal readonly struct DictionaryUpdate<TKey, TValue>
    where TKey : notnull
{
    private readonly Dictionary<TKey, TValue> _target;
    private readonly ReusedKeys<TKey>? _seen;        // refilling in place: every key the input names, to remove the others
    private readonly RepeatedKeys<TKey>? _repeats;   // otherwise, only with RejectDuplicateMembers: the keys of this input
    private readonly bool _rejectRepeats;

    private DictionaryUpdate(Dictionary<TKey, TValue> target, ReusedKeys<TKey>? seen, RepeatedKeys<TKey>? repeats, bool rejectRepeats)
    {
        _target = target;
        _seen = seen;
        _repeats = repeats;
        _rejectRepeats = rejectRepeats;
    }

    /// <summary>
    /// Starts a read into <paramref name="current"/>, or into a new dictionary when it is null. <paramref name="expected"/>
    /// is the entry count the input states (bounded by the input's size), or 0 or less when it does not.
    /// </summary>
    public static DictionaryUpdate<TKey, TValue> Start(Dictionary<TKey, TValue>? current, CollectionUpdate how, bool reuses, bool rejectRepeats, int expected)
    {
        if (current is null)
        {
            current = new Dictionary<TKey, TValue>();
        }
        else if (how == CollectionUpdate.Replace)
        {
            if (typeof(TKey) == typeof(string) || reuses)
                return new DictionaryUpdate<TKey, TValue>(current, ReusedKeys<TKey>.Rent(current), null, rejectRepeats);
            current.Clear();
        }

        CodegenCapacity.Reserve(current, expected);
        return new DictionaryUpdate<TKey, TValue>(current, null, RepeatedKeys<TKey>.Start(rejectRepeats, current.Comparer), rejectRepeats);
    }

    /// <summary>The dictionary read into.</summary>
    public Dictionary<TKey, TValue> Target => _target;

    /// <summary>Whether the entries the dictionary holds are looked up by key, to keep their key instances and populate their values.</summary>
    public bool LooksUp => _seen is not null;

    /// <summary>The value held under <paramref name="key"/>, when <see cref="LooksUp"/> and there is one.</summary>
    public bool TryGetCurrent(TKey key, out TValue current)
    {
        if (_seen is null)
        {
            current = default!;
            return false;
        }

        return _target.TryGetValue(key, out current!);
    }

    /// <summary>
    /// Records a key the input names, before its value is read (so a repeat is reported where it stands): true when the
    /// input named it before and RejectDuplicateMembers is set. Otherwise the last value wins.
    /// </summary>
    public bool IsRejectedRepeat(TKey key)
    {
        if (_seen is not null) return !_seen.Add(key) && _rejectRepeats;
        return _repeats is not null && _repeats.IsRepeat(key);
    }

    /// <summary>Removes the entries the input did not name (refilling in place) and releases the key trackers; returns the dictionary.</summary>
    public Dictionary<TKey, TValue> End()
    {
        if (_seen is not null) _seen.RemoveUnseen(_target);
        else _repeats?.End();
        return _target;
    }
}

/// <summary>A read into a <see cref="HashSet{T}"/>: a replace clears the set first, an append adds to it.</summary>
internal static class SetUpdate
{
    /// <summary>The set to add the input's elements to (a new one when <paramref name="current"/> is null), with room for <paramref name="expected"/> more.</summary>
    public static HashSet<T> Start<T>(HashSet<T>? current, CollectionUpdate how, int expected)
    {
        if (current is null) current = new HashSet<T>();
        else if (how == CollectionUpdate.Replace) current.Clear();
        CodegenCapacity.Reserve(current, expected);
        return current;
    }
}
