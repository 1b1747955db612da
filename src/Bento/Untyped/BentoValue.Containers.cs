using System;
using System.Collections.Generic;
using System.Diagnostics.CodeAnalysis;
using System.Threading;

namespace Bento;

public sealed partial class BentoValue
{
    /// <summary>
    /// An array's element at <paramref name="index"/>. Reading past the end is a <see cref="BentoValueException"/>;
    /// setting replaces the element (null sets <see cref="Null"/>).
    /// </summary>
    [AllowNull]
    public BentoValue this[int index]
    {
        get
        {
            var items = ArrayItems();
            if ((uint)index >= (uint)_bits) throw new BentoValueException($"The array has {(int)_bits} elements; there is none at index {index}.");
            return items[index];
        }

        set
        {
            var items = ArrayItems();
            if ((uint)index >= (uint)_bits) throw new ArgumentOutOfRangeException(nameof(index), index, "Past the end of the array.");
            items[index] = value ?? Null;
        }
    }

    /// <summary>
    /// An object's member named <paramref name="name"/>. A missing member is a <see cref="BentoValueException"/> (use
    /// <see cref="TryGet(string, out BentoValue)"/> to test); setting replaces the member's value in place, or adds the member at the end.
    /// </summary>
    [AllowNull]
    public BentoValue this[string name]
    {
        get
        {
            if (name is null) throw new ArgumentNullException(nameof(name));
            var data = ObjectItems();
            int at = data.IndexOf(name);
            if (at < 0) throw new BentoValueException($"The object has no member '{name}'.");
            return data.Items[at].Value;
        }

        set
        {
            if (name is null) throw new ArgumentNullException(nameof(name));
            var data = ObjectItems();
            int at = data.IndexOf(name);
            if (at >= 0) data.Items[at].Value = value ?? Null;
            else data.Append(name, value ?? Null);
        }
    }

    /// <summary>Finds an object's member by name; false (and no exception) when it is missing or this is not an object.</summary>
    public bool TryGet(string name, out BentoValue value)
    {
        if (name is null) throw new ArgumentNullException(nameof(name));
        if (_kind == BentoValueKind.Object)
        {
            var data = Entries();
            int at = data.IndexOf(name);
            if (at >= 0)
            {
                value = data.Items[at].Value;
                return true;
            }
        }

        value = Null;
        return false;
    }

    /// <summary>Finds a map entry by a key of any kind (MessagePack maps may have non-string keys).</summary>
    public bool TryGet(BentoValue key, out BentoValue value)
    {
        if (key is null) throw new ArgumentNullException(nameof(key));
        if (_kind == BentoValueKind.Object)
        {
            var data = Entries();
            int at = data.IndexOfKey(key);
            if (at >= 0)
            {
                value = data.Items[at].Value;
                return true;
            }
        }

        value = Null;
        return false;
    }

    /// <summary>An array's element at <paramref name="index"/>; false when there is none or this is not an array.</summary>
    public bool TryGet(int index, out BentoValue value)
    {
        if (_kind == BentoValueKind.Array && (uint)index < (uint)_bits)
        {
            value = Elements()[index];
            return true;
        }

        value = Null;
        return false;
    }

    /// <summary>Whether an object has a member named <paramref name="name"/>.</summary>
    public bool ContainsName(string name) => TryGet(name, out _);

    /// <summary>An array's elements in order.</summary>
    public IEnumerable<BentoValue> Items
    {
        get
        {
            ArrayItems();
            return EnumerateItems();
        }
    }

    /// <summary>An object's members in order (the order they were read or added).</summary>
    public IEnumerable<BentoMember> Members
    {
        get
        {
            ObjectItems();
            return EnumerateMembers();
        }
    }

    private IEnumerable<BentoValue> EnumerateItems()
    {
        // Re-read on each step: an element added or removed while enumerating is seen, never an index past the end.
        for (int i = 0; i < (int)_bits; i++) yield return Elements()[i];
    }

    private IEnumerable<BentoMember> EnumerateMembers()
    {
        var data = Entries();
        for (int i = 0; i < data.Count; i++) yield return new BentoMember(data.Items[i].Key, data.Items[i].Value);
    }

    /// <summary>Appends an element to an array (null appends <see cref="Null"/>).</summary>
    public void Add(BentoValue? item)
    {
        var items = ArrayItems();
        int count = (int)_bits;
        if (count == items.Length)
        {
            Array.Resize(ref items, Math.Max(4, count * 2));
            _ref = items;
        }

        items[count] = item ?? Null;
        _bits = count + 1;
    }

    /// <summary>Inserts an element into an array at <paramref name="index"/> (0 to <see cref="Count"/>).</summary>
    public void Insert(int index, BentoValue? item)
    {
        ArrayItems();
        if ((uint)index > (uint)_bits) throw new ArgumentOutOfRangeException(nameof(index), index, "Past the end of the array.");
        Add(item);
        var items = (BentoValue[])_ref!;
        Array.Copy(items, index, items, index + 1, (int)_bits - index - 1);
        items[index] = item ?? Null;
    }

    /// <summary>Removes an array's element at <paramref name="index"/>.</summary>
    public void RemoveAt(int index)
    {
        var items = ArrayItems();
        if ((uint)index >= (uint)_bits) throw new ArgumentOutOfRangeException(nameof(index), index, "Past the end of the array.");
        int count = (int)_bits - 1;
        Array.Copy(items, index + 1, items, index, count - index);
        items[count] = null!;
        _bits = count;
    }

    /// <summary>
    /// Adds a member at the end of an object; a <see cref="BentoValueException"/> if the name is already there (use the
    /// indexer to replace).
    /// </summary>
    public void Add(string name, BentoValue? value)
    {
        if (name is null) throw new ArgumentNullException(nameof(name));
        var data = ObjectItems();
        if (data.IndexOf(name) >= 0) throw new BentoValueException($"The object already has a member '{name}'.");
        data.Append(name, value ?? Null);
    }

    /// <summary>
    /// Adds an entry with a key of any kind at the end of a map; a key other than a string can be written to
    /// MessagePack only (see docs/untyped.md).
    /// </summary>
    public void Add(BentoValue key, BentoValue? value)
    {
        if (key is null) throw new ArgumentNullException(nameof(key));
        var data = ObjectItems();
        if (data.IndexOfKey(key) >= 0) throw new BentoValueException($"The map already has the key {key}.");
        data.Append(key.Kind == BentoValueKind.String ? key.GetString() : key, value ?? Null);
    }

    /// <summary>Removes an object's member; false if it was not there.</summary>
    public bool Remove(string name)
    {
        if (name is null) throw new ArgumentNullException(nameof(name));
        var data = ObjectItems();
        int at = data.IndexOf(name);
        if (at < 0) return false;
        data.RemoveAt(at);
        return true;
    }

    /// <summary>Removes every element of an array or member of an object.</summary>
    public void Clear()
    {
        if (_kind == BentoValueKind.Object)
        {
            Entries().Clear();
            return;
        }

        var items = ArrayItems();
        Array.Clear(items, 0, (int)_bits);
        _bits = 0;
    }

    /// <summary>A deep copy: arrays and objects are copied at every level (scalars, which never change, are shared).</summary>
    public BentoValue Clone()
    {
        // A container still on its tape shares the tape, which never changes: the copy builds its own children.
        if (Volatile.Read(ref _ref) is JsonTape tape) return new(_kind, 0, _bits, tape);
        switch (_kind)
        {
            case BentoValueKind.Array:
            {
                var items = Elements();
                var copy = new BentoValue[(int)_bits];
                for (int i = 0; i < copy.Length; i++) copy[i] = items[i].Clone();
                return ArrayOf(copy);
            }

            case BentoValueKind.Object:
            {
                var data = Entries();
                var copy = new ObjectData.Entry[data.Count];
                for (int i = 0; i < copy.Length; i++) copy[i] = new ObjectData.Entry(data.Items[i].Key, data.Items[i].Value.Clone());
                return ObjectOf(new ObjectData(copy, copy.Length));
            }

            default:
                return this;
        }
    }

    private BentoValue[] ArrayItems()
    {
        if (_kind != BentoValueKind.Array) throw WrongKind("an array");
        return Elements();
    }

    private ObjectData ObjectItems()
    {
        if (_kind != BentoValueKind.Object) throw WrongKind("an object");
        return Entries();
    }
}
