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

    // Scalars never change, so one node can stand for every occurrence of the same short string or integer in the
    // documents a thread parses: the repeated ids, language codes and flags of real documents then cost no memory.
    private const int MaxSharedLiteral = 34;
    private const int ValueSlots = 1024;
    private readonly byte[]?[] _literalKeys = new byte[ValueSlots][];
    private readonly BentoValue?[] _literals = new BentoValue[ValueSlots];
    private readonly BentoValue?[] _integers = new BentoValue[ValueSlots];

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

    /// <summary>A string value read from JSON (its literal, quotes included), shared with earlier occurrences when short.</summary>
    internal BentoValue JsonString(ReadOnlySpan<byte> literal)
    {
        if (literal.Length > MaxSharedLiteral) return BentoValue.StringFromJson(literal);
        int slot = (int)(Hash(literal) & (ValueSlots - 1));
        var key = _literalKeys[slot];
        if (key is not null && literal.SequenceEqual(key)) return _literals[slot]!;
        var value = BentoValue.StringFromJson(literal);
        _literalKeys[slot] = literal.ToArray();
        _literals[slot] = value;
        return value;
    }

    /// <summary>A JSON number from its text, shared with earlier occurrences when it is a 64-bit integer.</summary>
    internal BentoValue JsonNumber(ReadOnlySpan<byte> text) =>
        BentoValue.ParseCanonicalInteger(text, out long value) == BentoValue.NumberForm.Int64 ? Integer(value) : BentoValue.NumberFromJson(text);

    /// <summary>An integer, shared with earlier occurrences of the same value.</summary>
    internal BentoValue Integer(long value)
    {
        int slot = (int)((ulong)(value ^ (value >> 29)) * 0x9E3779B97F4A7C15UL >> 54);
        var cached = _integers[slot];
        if (cached is not null && cached.Form == BentoValue.NumberForm.Int64 && cached.Bits == value) return cached;
        var fresh = BentoValue.Int64(value);
        _integers[slot] = fresh;
        return fresh;
    }

    private static uint Hash(ReadOnlySpan<byte> bytes)
    {
        uint hash = 2166136261;
        foreach (byte b in bytes) hash = (hash ^ b) * 16777619;
        return hash;
    }

    /// <summary>The name as a string, shared with earlier occurrences of the same bytes.</summary>
    internal string Name(ReadOnlySpan<byte> utf8)
    {
        if (utf8.Length > MaxCachedName) return Encoding.UTF8.GetString(utf8);
        int slot = (int)(Hash(utf8) & (NameSlots - 1));
        var bytes = _nameBytes[slot];
        if (bytes is not null && utf8.SequenceEqual(bytes)) return _names[slot]!;
        string name = Encoding.UTF8.GetString(utf8);
        _nameBytes[slot] = utf8.ToArray();
        _names[slot] = name;
        return name;
    }
}
