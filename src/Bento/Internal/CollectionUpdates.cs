using System.Collections.Generic;
using System.Runtime.CompilerServices;

namespace Bento.Internal;

// The one home of what a read does to the collection a member already holds, for every format. A format's shape owns
// only its wire loop (JSON reads elements until the array ends, MessagePack reads the count its header states) and calls
// these between element reads: which elements are populated in place, which are added, what is removed at the end, how
// much room is made up front, and whether a dictionary is refilled in place or cleared (the key trackers themselves are
// ReusedKeys and RepeatedKeys). None of it touches a reader, which is what lets it be shared: the readers are ref
// structs, which C# 9 (Unity) cannot pass as generic arguments.

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
// Positions only, and generic methods rather than a generic struct: a generic struct is one more type per element type
// in a NativeAOT or IL2CPP build, with what its boxed form needs (docs/architecture.md, "NativeAOT size"). Every method
// is inlined, and positions compare unsigned: where the element shape cannot populate (Reuses is a constant false), the
// count held is a constant 0, the in-place branches fold away and the loop is the plain add it was before.
internal struct ListUpdate
{
    private int _held;   // elements at the front that the input's elements replace, one for one
    private int _index;

    /// <summary>
    /// Starts a read into <paramref name="target"/>. <paramref name="expected"/> is the element count the input states (a
    /// MessagePack header, a hint of hinted JSON, already bounded by the input's size) or 0 or less when it does not:
    /// the list then grows once, not by doubling.
    /// </summary>
    [MethodImpl(MethodImplOptions.AggressiveInlining)]
    public static ListUpdate Start<T>(List<T> target, CollectionUpdate how, bool reuses, int expected)
    {
        var update = default(ListUpdate);
        if (how == CollectionUpdate.Replace)
        {
            if (reuses) update._held = target.Count;
            else target.Clear();
        }

        CodegenCapacity.Reserve(target, expected - update._held);
        return update;
    }

    /// <summary>True while no element is populated in place: every element is read anew and added.</summary>
    public readonly bool AddsOnly => (uint)_index >= (uint)_held;

    /// <summary>Whether the next element replaces one the list holds (<paramref name="current"/>), to be populated from the input.</summary>
    [MethodImpl(MethodImplOptions.AggressiveInlining)]
    public readonly bool Reusing<T>(List<T> target, out T current)
    {
        if ((uint)_index < (uint)_held)
        {
            current = target[_index];
            return true;
        }

        current = default!;
        return false;
    }

    /// <summary>Stores the next element.</summary>
    [MethodImpl(MethodImplOptions.AggressiveInlining)]
    public void Put<T>(List<T> target, T value)
    {
        if ((uint)_index < (uint)_held) target[_index] = value;
        else target.Add(value);
        _index++;
    }

    /// <summary>Removes the elements the input no longer has; returns the list.</summary>
    [MethodImpl(MethodImplOptions.AggressiveInlining)]
    public readonly List<T> End<T>(List<T> target)
    {
        if ((uint)_index < (uint)_held) target.RemoveRange(_index, _held - _index);
        return target;
    }
}

/// <summary>
/// A read into a <see cref="Dictionary{TKey, TValue}"/>. A replace refills the dictionary in place when that can keep
/// anything (string key instances, or values the element shape populates): each key is looked up, and the entries the
/// input did not name are removed at the end (<see cref="ReusedKeys{TKey}"/>). Otherwise a replace clears the dictionary
/// and an append stores over it, noticing a repeated key only for RejectDuplicateMembers (<see cref="RepeatedKeys{TKey}"/>);
/// either way a stated entry count (a MessagePack header, a hinted JSON count) sizes it first.
/// </summary>
// The two loops stay apart in each format, and the new dictionary of a read is made in the shape's own method: a read
// then reaches only the plain loop, and a NativeAOT build that never populates a dictionary compiles none of the key
// lookups, nor a generic dictionary per dictionary type for a helper (docs/architecture.md, "NativeAOT size").
internal static class DictionaryUpdate
{
    /// <summary>Whether a read into a held dictionary refills it in place.</summary>
    public static bool RefillsInPlace<TKey>(CollectionUpdate how, bool reuses) =>
        how == CollectionUpdate.Replace && (typeof(TKey) == typeof(string) || reuses);
}

/// <summary>A read into a <see cref="HashSet{T}"/>: a replace clears the set first, an append adds to it.</summary>
internal static class SetUpdate
{
    /// <summary>The set to add the input's elements to (a new one when <paramref name="current"/> is null), with room for <paramref name="expected"/> more.</summary>
    public static HashSet<T> Start<T>(HashSet<T>? current, CollectionUpdate how, int expected)
    {
        // A new set takes its size from its constructor, which netstandard2.1 has, unlike EnsureCapacity (so a held set is
        // sized on .NET only).
        if (current is null) return new HashSet<T>(expected > 0 ? expected : 0);
        if (how == CollectionUpdate.Replace) current.Clear();
        CodegenCapacity.Reserve(current, expected);
        return current;
    }
}
