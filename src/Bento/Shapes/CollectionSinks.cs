// The one home of the collection policies, for every format: what a read, a populate (refill in place, or clear and
// refill), an append or a merge does with the elements a format's loop has read. A format keeps only its framing (the
// null check, how a container opens and ends, how a key is read); its one loop per container kind calls a sink from
// here for each element. Sinks are structs passed as type arguments, so the JIT and IL2CPP compile each loop with the
// sink's calls inlined, as if the policy were written into it. The rules are described in docs/live-state.md.
using System;
using System.Collections.Generic;
using System.Runtime.CompilerServices;
using Bento.Internal;

namespace Bento.Shapes;

/// <summary>What a collection does with the elements of one array that a format reads.</summary>
/// <typeparam name="T">The element type.</typeparam>
/// <typeparam name="TResult">The collection returned once the array has ended.</typeparam>
internal interface IElementSink<T, TResult>
{
    /// <summary>The array has opened; <paramref name="count"/> is its element count when the input states it, else -1.</summary>
    void Start(int count);

    /// <summary>
    /// Whether this sink ever has current elements (a populate), as a constant of the sink type, so that a loop over
    /// a fresh read compiles to reading and adding only.
    /// </summary>
    bool Populates { get; }

    /// <summary>Whether the next element has a current value that a populate can keep parts of, and which.</summary>
    bool TryCurrent(out T current);

    /// <summary>Takes the next element.</summary>
    void Add(T item);

    /// <summary>The array has ended: the collection to return.</summary>
    TResult End();
}

/// <summary>What a dictionary does with the entries of one map (a JSON object) that a format reads.</summary>
/// <typeparam name="TKey">The key type.</typeparam>
/// <typeparam name="TValue">The value type.</typeparam>
internal interface IEntrySink<TKey, TValue>
    where TKey : notnull
{
    /// <summary>The map has opened; <paramref name="count"/> as for <see cref="IElementSink{T, TResult}.Start"/>.</summary>
    void Start(int count, bool rejectDuplicates);

    /// <summary>
    /// The dictionary whose string keys the format's reader should look up while it reads a key, so that a key the
    /// dictionary already holds is kept rather than allocated again; null when keys are read as usual.
    /// </summary>
    Dictionary<string, TValue>? KeptKeys { get; }

    /// <summary>Whether the dictionary holds a value under <paramref name="key"/> that a populate can keep parts of.</summary>
    bool TryCurrent(TKey key, out TValue current);

    /// <summary>Records that the input names <paramref name="key"/>; false when that is a repeat the options reject.</summary>
    bool Enter(TKey key);

    /// <summary>Stores the value read for <paramref name="key"/>.</summary>
    void Add(TKey key, TValue value);

    /// <summary>The map has ended: the dictionary to return.</summary>
    Dictionary<TKey, TValue> End();
}

/// <summary>Reads a new array: a pooled buffer, then one exact copy; a stated count fills an exact array directly.</summary>
internal struct ArrayFill<T> : IElementSink<T, T[]>
{
    private CodegenArrayBuilder<T> _builder;

    public void Start(int count) => _builder = new CodegenArrayBuilder<T>(count, 16);

    public readonly bool Populates => false;

    public bool TryCurrent(out T current) => SinkDefaults.NoCurrent(out current);

    [MethodImpl(MethodImplOptions.AggressiveInlining)]
    public void Add(T item) => _builder.Add(item);

    public T[] End() => _builder.ToArray();
}

/// <summary>Populates an array: elements it has are populated in place; the array itself is kept when the input has its length.</summary>
internal struct ArrayRefill<T> : IElementSink<T, T[]>
{
    private readonly T[]? _current;
    private CodegenArrayBuilder<T> _builder;
    private int _index;

    public ArrayRefill(T[]? current)
    {
        _current = current;
        _builder = default;
        _index = 0;
    }

    public void Start(int count)
    {
        // A stated count other than the array's length needs a new array of that length, filled directly; otherwise the
        // elements are collected in a pooled buffer and copied into the array if its length turns out right.
        _builder = _current is null || (count > 0 && count != _current.Length)
            ? new CodegenArrayBuilder<T>(count, 16)
            : new CodegenArrayBuilder<T>(_current.Length);
    }

    public readonly bool Populates => true;

    public bool TryCurrent(out T current)
    {
        if (_current is not null && _index < _current.Length)
        {
            current = _current[_index];
            return true;
        }
        current = default!;
        return false;
    }

    public void Add(T item)
    {
        _builder.Add(item);
        _index++;
    }

    public T[] End() => _current is null ? _builder.ToArray() : _builder.ToArray(_current);
}

/// <summary>
/// Adds the elements to a list: a new one (a read), or the list the member holds (the Append policy). A stated count
/// makes the list grow once.
/// </summary>
internal struct ListFill<T> : IElementSink<T, List<T>>
{
    private List<T>? _target;

    /// <summary>Fills <paramref name="target"/>, or a new list when it is null.</summary>
    public ListFill(List<T>? target) => _target = target;

    /// <summary>
    /// The Append policy on a sequence interface: the list the member holds, or, for another implementation (an array,
    /// a read-only wrapper) that cannot grow, a new list holding its contents.
    /// </summary>
    public static ListFill<T> Appending(IEnumerable<T>? current) =>
        new ListFill<T>(current is null ? null : current as List<T> ?? new List<T>(current));

    public void Start(int count)
    {
        if (_target is null) _target = count > 0 ? new List<T>(count) : new List<T>();
        else CodegenCapacity.Reserve(_target, count);
    }

    public readonly bool Populates => false;

    public bool TryCurrent(out T current) => SinkDefaults.NoCurrent(out current);

    [MethodImpl(MethodImplOptions.AggressiveInlining)]
    public void Add(T item) => _target!.Add(item);

    public List<T> End() => _target!;
}

/// <summary>
/// Makes a list equal to the input: elements it has are populated in place (when the element can keep anything, else
/// the list is cleared first), the rest added, the surplus removed.
/// </summary>
internal struct ListRefill<T> : IElementSink<T, List<T>>
{
    private List<T>? _target;
    private readonly bool _reuses;
    private int _kept;
    private int _index;

    /// <summary>Refills <paramref name="target"/> (a new list when it is null); <paramref name="reuses"/> is the element shape's.</summary>
    public ListRefill(List<T>? target, bool reuses)
    {
        _target = target;
        _reuses = reuses;
        _kept = 0;
        _index = 0;
    }

    /// <summary>
    /// The populate policy on a sequence interface: a <see cref="List{T}"/> the member holds is refilled; anything else
    /// behind the interface is replaced with a new list.
    /// </summary>
    public static ListRefill<T> Replacing(IEnumerable<T>? current, bool reuses) => new ListRefill<T>(current as List<T>, reuses);

    public void Start(int count)
    {
        var target = _target ??= new List<T>();
        // Cleared only once the input is known not to be null, which leaves the member's list alone.
        if (!_reuses) target.Clear();
        _kept = target.Count;
        if (count > _kept) CodegenCapacity.Reserve(target, count - _kept);
    }

    public readonly bool Populates => true;

    public bool TryCurrent(out T current)
    {
        if (_index < _kept)
        {
            current = _target![_index];
            return true;
        }
        current = default!;
        return false;
    }

    public void Add(T item)
    {
        if (_index < _kept) _target![_index] = item;
        else _target!.Add(item);
        _index++;
    }

    public List<T> End()
    {
        if (_index < _kept) _target!.RemoveRange(_index, _kept - _index);
        return _target!;
    }
}

/// <summary>Adds the elements to a set: a new one (a read), the set the member holds (Append), or that set cleared (a populate).</summary>
internal struct SetFill<T> : IElementSink<T, HashSet<T>>
{
    private HashSet<T>? _target;
    private readonly bool _clear;

    /// <summary>Fills <paramref name="target"/> (a new set when it is null), clearing it first when <paramref name="clear"/> is set.</summary>
    public SetFill(HashSet<T>? target, bool clear)
    {
        _target = target;
        _clear = clear;
    }

    public void Start(int count)
    {
        var target = _target ??= new HashSet<T>();
        if (_clear) target.Clear();
        CodegenCapacity.Reserve(target, count);
    }

    public readonly bool Populates => false;

    public bool TryCurrent(out T current) => SinkDefaults.NoCurrent(out current);

    [MethodImpl(MethodImplOptions.AggressiveInlining)]
    public void Add(T item) => _target!.Add(item);

    public HashSet<T> End() => _target!;
}

/// <summary>
/// Stores the entries in a dictionary: a new one (a read) or the one the member holds (the Merge policy), the input's
/// entries over the current ones. A key the input names twice is an error with RejectDuplicateMembers (last wins otherwise).
/// </summary>
internal struct DictionaryFill<TKey, TValue> : IEntrySink<TKey, TValue>
    where TKey : notnull
{
    private Dictionary<TKey, TValue>? _target;
    private RepeatedKeys<TKey>? _repeats;

    /// <summary>Fills <paramref name="target"/>, or a new dictionary when it is null.</summary>
    public DictionaryFill(Dictionary<TKey, TValue>? target)
    {
        _target = target;
        _repeats = null;
    }

    /// <summary>
    /// The Merge policy on a dictionary interface: the dictionary the member holds, or, for another implementation (a
    /// read-only wrapper) that cannot take entries, a new dictionary holding its contents.
    /// </summary>
    public static DictionaryFill<TKey, TValue> Merging(IEnumerable<KeyValuePair<TKey, TValue>>? current) =>
        new DictionaryFill<TKey, TValue>(current is null ? null : current as Dictionary<TKey, TValue> ?? CollectionCopies.ToDictionary(current));

    public void Start(int count, bool rejectDuplicates)
    {
        var target = _target ??= new Dictionary<TKey, TValue>();
        CodegenCapacity.Reserve(target, count);
        // The keys of this input are tracked only when duplicates are rejected.
        _repeats = RepeatedKeys<TKey>.Start(rejectDuplicates, target.Comparer);
    }

    public readonly Dictionary<string, TValue>? KeptKeys => null;

    public readonly bool TryCurrent(TKey key, out TValue current) => SinkDefaults.NoCurrent(out current);

    [MethodImpl(MethodImplOptions.AggressiveInlining)]
    public readonly bool Enter(TKey key) => _repeats is null || !_repeats.IsRepeat(key);

    [MethodImpl(MethodImplOptions.AggressiveInlining)]
    public readonly void Add(TKey key, TValue value) => _target![key] = value;

    public readonly Dictionary<TKey, TValue> End()
    {
        _repeats?.End();
        return _target!;
    }
}

/// <summary>
/// Makes a dictionary equal to the input, keeping the key and value instances it can: values of keys it holds are
/// populated, keys the input lacks are removed. When that can keep nothing (keys other than strings, values that
/// cannot be populated) it is cleared and filled instead.
/// </summary>
internal struct DictionaryRefill<TKey, TValue> : IEntrySink<TKey, TValue>
    where TKey : notnull
{
    private DictionaryFill<TKey, TValue> _fill;
    private Dictionary<TKey, TValue>? _target;
    private readonly bool _clear;
    private bool _reject;
    private ReusedKeys<TKey>? _seen;

    /// <summary>Refills <paramref name="target"/> (a new dictionary when it is null); <paramref name="reuses"/> is the value shape's.</summary>
    public DictionaryRefill(Dictionary<TKey, TValue>? target, bool reuses)
    {
        _fill = new DictionaryFill<TKey, TValue>(target);
        _target = target;
        _clear = typeof(TKey) != typeof(string) && !reuses;
        _reject = false;
        _seen = null;
    }

    /// <summary>
    /// The populate policy on a dictionary interface: a <see cref="Dictionary{TKey, TValue}"/> the member holds is
    /// refilled; anything else behind the interface is replaced with a new dictionary.
    /// </summary>
    public static DictionaryRefill<TKey, TValue> Replacing(IEnumerable<KeyValuePair<TKey, TValue>>? current, bool reuses) =>
        new DictionaryRefill<TKey, TValue>(current as Dictionary<TKey, TValue>, reuses);

    public void Start(int count, bool rejectDuplicates)
    {
        if (_clear)
        {
            // Cleared only once the input is known not to be null, which leaves the member's dictionary alone.
            _target?.Clear();
            _fill.Start(count, rejectDuplicates);
            return;
        }
        var target = _target ??= new Dictionary<TKey, TValue>();
        _reject = rejectDuplicates;
        _seen = ReusedKeys<TKey>.Rent(target);
    }

    public readonly Dictionary<string, TValue>? KeptKeys =>
        !_clear && typeof(TKey) == typeof(string) ? (Dictionary<string, TValue>)(object)_target! : null;

    public readonly bool TryCurrent(TKey key, out TValue current)
    {
        if (!_clear) return _target!.TryGetValue(key, out current!);
        current = default!;
        return false;
    }

    // The key is recorded before its value is read, so a repeated key is reported where it stands.
    public readonly bool Enter(TKey key) => _clear ? _fill.Enter(key) : _seen!.Add(key) || !_reject;

    public readonly void Add(TKey key, TValue value)
    {
        if (_clear) _fill.Add(key, value);
        else _target![key] = value;
    }

    public readonly Dictionary<TKey, TValue> End()
    {
        if (_clear) return _fill.End();
        _seen!.RemoveUnseen(_target!);
        return _target!;
    }
}

/// <summary>What the sinks that never populate answer.</summary>
internal static class SinkDefaults
{
    /// <summary>No current value: the element is read afresh.</summary>
    [MethodImpl(MethodImplOptions.AggressiveInlining)]
    public static bool NoCurrent<T>(out T current)
    {
        current = default!;
        return false;
    }
}
