using System;
using System.Collections.Generic;

namespace Bento;

/// <summary>The members of an object value, in order, with a name index built once an object grows past a few members.</summary>
internal sealed class ObjectData
{
    // Up to this many members a linear scan beats hashing, and most objects in real documents are this small.
    internal const int IndexFrom = 12;

    internal struct Entry
    {
        // A string, or a BentoValue (MessagePack key of another kind, or a JSON name kept with its escapes).
        public object Key;
        public BentoValue Value;

        public Entry(object key, BentoValue value)
        {
            Key = key;
            Value = value;
        }
    }

    internal Entry[] Items;
    internal int Count;

    // Text names to positions; built on demand, dropped on removal. Non-text keys are found by a scan.
    private Dictionary<string, int>? _index;

    internal ObjectData(Entry[] items, int count)
    {
        Items = items;
        Count = count;
    }

    internal ObjectData(Entry[] items, int count, Dictionary<string, int>? index)
        : this(items, count) => _index = index;

    internal static string? NameOf(object key) => key as string ?? (key is BentoValue { Kind: BentoValueKind.String } v ? v.GetString() : null);

    internal int IndexOf(string name)
    {
        if (_index is null)
        {
            if (Count <= IndexFrom) return Scan(name);
            _index = BuildIndex(Items, Count);
        }

        return _index.TryGetValue(name, out int at) ? at : -1;
    }

    internal int IndexOfKey(BentoValue key)
    {
        if (key.Kind == BentoValueKind.String) return IndexOf(key.GetString());
        for (int i = 0; i < Count; i++)
        {
            if (Items[i].Key is BentoValue other && other.Equals(key)) return i;
        }

        return -1;
    }

    private int Scan(string name)
    {
        var items = Items;
        for (int i = 0; i < Count; i++)
        {
            object key = items[i].Key;
            if (key is string s ? string.Equals(s, name, StringComparison.Ordinal) : NameOf(key) == name) return i;
        }

        return -1;
    }

    internal static Dictionary<string, int> BuildIndex(Entry[] items, int count)
    {
        var index = new Dictionary<string, int>(count, StringComparer.Ordinal);
        for (int i = 0; i < count; i++)
        {
            string? name = NameOf(items[i].Key);
            if (name is not null) index[name] = i;
        }

        return index;
    }

    internal void Append(object key, BentoValue value)
    {
        if (Count == Items.Length) Array.Resize(ref Items, Math.Max(4, Count * 2));
        Items[Count] = new Entry(key, value);
        string? name = _index is null ? null : NameOf(key);
        if (name is not null) _index![name] = Count;
        Count++;
    }

    internal void RemoveAt(int at)
    {
        Count--;
        Array.Copy(Items, at + 1, Items, at, Count - at);
        Items[Count] = default;
        _index = null;
    }

    internal void Clear()
    {
        Array.Clear(Items, 0, Count);
        Count = 0;
        _index = null;
    }
}
