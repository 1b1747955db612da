using System;
using System.Collections.Generic;
using System.Text;

namespace Bento;

/// <summary>
/// Scratch state of one parse: stacks that collect the elements and members of the open containers, so that each
/// finished container gets an array of exactly its size (no growth garbage, no slack kept), and a cache of member names
/// so that the thousands of repeats of "id" in a document share one string. One per thread is kept between parses.
/// </summary>
internal sealed class ParseContext
{
    [ThreadStatic]
    private static ParseContext? t_free;

    // Names longer than this are rarely repeated keys; they are decoded without caching.
    private const int MaxCachedName = 32;
    private const int NameSlots = 512;

    private BentoValue[] _values = new BentoValue[64];
    private int _valueCount;
    private ObjectData.Entry[] _entries = new ObjectData.Entry[64];
    private int _entryCount;
    private readonly byte[]?[] _nameBytes = new byte[NameSlots][];
    private readonly string?[] _names = new string[NameSlots];

    internal static ParseContext Rent()
    {
        var free = t_free;
        if (free is null) return new ParseContext();
        t_free = null;
        return free;
    }

    internal static void Return(ParseContext context)
    {
        // After an exception the stacks may still hold part of the document; drop it so it can be collected.
        if (context._valueCount > 0) Array.Clear(context._values, 0, context._valueCount);
        if (context._entryCount > 0) Array.Clear(context._entries, 0, context._entryCount);
        context._valueCount = 0;
        context._entryCount = 0;
        t_free = context;
    }

    internal int ValueCount => _valueCount;

    internal int EntryCount => _entryCount;

    internal void PushValue(BentoValue value)
    {
        if (_valueCount == _values.Length) Array.Resize(ref _values, _values.Length * 2);
        _values[_valueCount++] = value;
    }

    internal BentoValue[] PopValues(int start)
    {
        int count = _valueCount - start;
        if (count == 0) return Array.Empty<BentoValue>();
        var items = new BentoValue[count];
        Array.Copy(_values, start, items, 0, count);
        Array.Clear(_values, start, count);
        _valueCount = start;
        return items;
    }

    internal void PushEntry(object key, BentoValue value, ref Dictionary<string, int>? index, string? name, int start)
    {
        if (_entryCount == _entries.Length) Array.Resize(ref _entries, _entries.Length * 2);
        if (index is not null && name is not null) index[name] = _entryCount - start;
        _entries[_entryCount++] = new ObjectData.Entry(key, value);
    }

    internal void SetEntryValue(int at, BentoValue value) => _entries[at].Value = value;

    internal ObjectData PopEntries(int start, Dictionary<string, int>? index)
    {
        int count = _entryCount - start;
        if (count == 0) return new ObjectData(Array.Empty<ObjectData.Entry>(), 0);
        var items = new ObjectData.Entry[count];
        Array.Copy(_entries, start, items, 0, count);
        Array.Clear(_entries, start, count);
        _entryCount = start;
        return new ObjectData(items, count, index);
    }

    /// <summary>
    /// The position (absolute, in the entry stack) of the member named <paramref name="name"/> among the members of the
    /// object that starts at <paramref name="start"/>, or -1. Small objects are scanned; from
    /// <see cref="ObjectData.IndexFrom"/> members on, an index is built once and kept up to date, so a huge object
    /// costs linear time, not quadratic.
    /// </summary>
    internal int FindName(int start, string name, ref Dictionary<string, int>? index)
    {
        int count = _entryCount - start;
        if (index is null)
        {
            if (count <= ObjectData.IndexFrom)
            {
                for (int i = start; i < _entryCount; i++)
                {
                    object key = _entries[i].Key;
                    if (ReferenceEquals(key, name) || (key is string s ? string.Equals(s, name, StringComparison.Ordinal) : ObjectData.NameOf(key) == name)) return i;
                }

                return -1;
            }

            index = new Dictionary<string, int>(count * 2, StringComparer.Ordinal);
            for (int i = start; i < _entryCount; i++)
            {
                string? n = ObjectData.NameOf(_entries[i].Key);
                if (n is not null) index[n] = i - start;
            }
        }

        return index.TryGetValue(name, out int at) ? start + at : -1;
    }

    /// <summary>The position of an entry whose key (not text) equals <paramref name="key"/>, or -1.</summary>
    internal int FindKey(int start, BentoValue key)
    {
        for (int i = start; i < _entryCount; i++)
        {
            if (_entries[i].Key is BentoValue other && other.Equals(key)) return i;
        }

        return -1;
    }

    /// <summary>The name as a string, shared with earlier occurrences of the same bytes.</summary>
    internal string Name(ReadOnlySpan<byte> utf8)
    {
        if (utf8.Length > MaxCachedName) return Encoding.UTF8.GetString(utf8);
        uint hash = 2166136261;
        foreach (byte b in utf8) hash = (hash ^ b) * 16777619;
        int slot = (int)(hash & (NameSlots - 1));
        var bytes = _nameBytes[slot];
        if (bytes is not null && utf8.SequenceEqual(bytes)) return _names[slot]!;
        string name = Encoding.UTF8.GetString(utf8);
        _nameBytes[slot] = utf8.ToArray();
        _names[slot] = name;
        return name;
    }
}
