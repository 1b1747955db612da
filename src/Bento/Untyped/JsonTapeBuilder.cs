using System;
using System.Buffers;
using Bento.Json;

namespace Bento;

/// <summary>
/// Reads one JSON array or object into a <see cref="JsonTape"/>. A one-pass scan of the input's bytes reads what it can
/// (JsonTapeBuilder.Scan.cs); whatever it does not take, every error included, is read again from the start with the
/// reader, every token with the same reader calls, in the same order, as the tree of <see cref="BentoValue"/> was built
/// with, so the grammar, limits, duplicate-member rule and errors (text, offset, path) are the reader's own; the builder
/// then only copies each token out as it is read. Its buffers are rented for the parse and given back at the end; what
/// the tape keeps is copied into arrays of exactly the size the document needs. One builder per thread is kept between
/// parses.
/// </summary>
internal sealed partial class JsonTapeBuilder
{
    [ThreadStatic]
    private static JsonTapeBuilder? t_free;

    // Up to this many members a scan finds a repeated name faster than hashing (the tree's rule, ObjectData.IndexFrom).
    private const int ScanNamesUpTo = ObjectData.IndexFrom;

    // A value read inside a larger document (a member of a generated type) starts with this much room; a root gets the
    // rest of its input, which its minified form cannot exceed, so it never grows.
    private const int MemberStartBytes = 1024;

    private byte[] _bytes = Array.Empty<byte>();
    private int _used;
    private int[] _rows = Array.Empty<int>();
    private int _rowCount;
    private int _depth;
    private int _maxDepth;
    private bool _replace;
    private bool _decodedEscapes;
    private bool _duplicates;

    // The distinct names of the open objects, two ints each: where the name's text starts (in _bytes when it needs no
    // unescaping, else the complement of its offset in _scratch) and its length. Compared as unescaped UTF-8, which is
    // equal exactly when the names are equal as strings (they were validated as UTF-8).
    private int[] _names = new int[64];
    private int _nameCount;
    private byte[] _scratch = new byte[256];
    private int _scratchUsed;

    /// <summary>Reads the array or object that comes next from <paramref name="reader"/>.</summary>
    internal static JsonTape Read(ref JsonReader reader) => ReadOrNull(ref reader)!;

    /// <summary>Like <see cref="Read"/>; null only when this thread reads with <see cref="Way.ScanOnly"/> and the scan gives up.</summary>
    internal static JsonTape? ReadOrNull(ref JsonReader reader)
    {
        var builder = t_free ?? new JsonTapeBuilder();
        t_free = null;
        try
        {
            return builder.Build(ref reader);
        }
        finally
        {
            builder.Release();
            t_free = builder;
        }
    }

    /// <summary>How the tape is read: both ways (the scan, and the reader where it gives up), or one alone.</summary>
    internal enum Way
    {
        ScanThenReader,
        ReaderOnly,
        ScanOnly,
    }

    [ThreadStatic]
    private static Way t_way;

    /// <summary>
    /// How this thread reads tapes: for tests and the fuzzer, which compare the scan with the reader on the same input.
    /// With <see cref="Way.ScanOnly"/>, <see cref="Read"/> gives null where the scan gives up.
    /// </summary>
    internal static Way ReadWay
    {
        get => t_way;
        set => t_way = value;
    }

    private JsonTape? Build(ref JsonReader reader)
    {
        _rows = ArrayPool<int>.Shared.Rent(64 * JsonTape.RowSize);
        _replace = reader.ReplacesInvalidText;
        int levels = reader.UncheckedLevels;
        byte[][] bytes;
        int remaining = reader.Buffer.Length - reader.Position;
        int sizeHint = reader.CurrentDepth == 0 ? remaining : Math.Min(remaining, MemberStartBytes);
        if (t_way != Way.ReaderOnly && levels > 0 && TryScan(reader.Buffer, reader.Position, levels, sizeHint, out int end, out int elements))
        {
            reader.SkipReadValue(end, elements);
            bytes = _scanned!;
        }
        else
        {
            if (t_way == Way.ScanOnly) return null;

            // Read again with the reader, which gives the input's error or handles what the scan does not.
            _rowCount = 0;
            _maxDepth = 0;
            _decodedEscapes = false;
            _bytes = ArrayPool<byte>.Shared.Rent(Math.Max(16, sizeHint));
            ReadValue(ref reader);
            bytes = JsonTape.ToChunks(_bytes.AsSpan(0, _used));
        }

        return new JsonTape(
            bytes,
            _rows.AsSpan(0, _rowCount * JsonTape.RowSize).ToArray(),
            _maxDepth,
            _decodedEscapes,
            _duplicates);
    }

    private void Release()
    {
        if (_bytes.Length > 0) ArrayPool<byte>.Shared.Return(_bytes);
        if (_rows.Length > 0) ArrayPool<int>.Shared.Return(_rows);
        if (_runs.Length > 0) ArrayPool<int>.Shared.Return(_runs);
        _runs = Array.Empty<int>();
        _bytes = Array.Empty<byte>();
        _rows = Array.Empty<int>();
        _used = 0;
        _scanned = null;
        _rowCount = 0;
        _depth = 0;
        _maxDepth = 0;
        _nameCount = 0;
        _scratchUsed = 0;
        _decodedEscapes = false;
        _duplicates = false;

        // A document with huge objects leaves big name stacks behind; keep only modest ones for the next parse.
        if (_names.Length > 4096) _names = new int[64];
        if (_scratch.Length > 16384) _scratch = new byte[256];
        for (int i = 0; i < _nameTables.Length; i++)
        {
            if (_nameTables[i] is { Length: > 1024 }) _nameTables[i] = null;
        }

    }

    private void ReadValue(ref JsonReader reader)
    {
        switch (reader.PeekByte())
        {
            case '{':
                ReadObject(ref reader);
                return;
            case '[':
                ReadArray(ref reader);
                return;
            case '"':
            {
                var literal = reader.ReadStringLiteral(out var utf8);

                // Every escape is longer than the text it stands for, so the unescaped text is shorter exactly when
                // the literal holds one.
                if (_replace && utf8.Length != literal.Length - 2) _decodedEscapes = true;
                Append(literal);
                return;
            }

            case 't':
            case 'f':
                Append(reader.ReadBoolean() ? "true"u8 : "false"u8);
                return;
            case 'n':
                if (!reader.TryReadNull()) reader.Throw("Invalid literal: expected 'null'.");
                Append("null"u8);
                return;
            default:
                Append(reader.ReadNumberText());
                return;
        }
    }

    private void ReadArray(ref JsonReader reader)
    {
        reader.ReadStartArray();
        int row = Open((byte)'[');
        int count = 0;
        while (reader.ReadNextArrayElement())
        {
            if (count > 0) Append((byte)',');
            ReadValue(ref reader);
            count++;
        }

        Close(row, (byte)']', count);
    }

    private void ReadObject(ref JsonReader reader)
    {
        reader.ReadStartObject();
        int row = Open((byte)'{');
        int namesFrom = _nameCount;
        int scratchFrom = _scratchUsed;
        int[]? index = null;
        int count = 0;
        bool first = true;
        bool repeats = false;
        try
        {
            while (reader.ReadNextPropertyNameLiteral(out var utf8, out var literal))
            {
                if (!first) Append((byte)',');
                first = false;
                int bodyAt = _used + 1;
                Append(literal);
                Append((byte)':');
                bool escaped = utf8.Length != literal.Length - 2;
                if (escaped && _replace) _decodedEscapes = true;
                if (IsRepeat(namesFrom, utf8, escaped, bodyAt, ref index))
                {
                    // As the tree does: an error at the second occurrence when asked, else one member, the last value.
                    if (reader.RejectDuplicateMembers) reader.ThrowDuplicateMember(utf8);
                    repeats = true;
                }
                else
                {
                    count++;
                }

                ReadValue(ref reader);
            }
        }
        finally
        {
            if (index is not null) ArrayPool<int>.Shared.Return(index);
        }

        _nameCount = namesFrom;
        _scratchUsed = scratchFrom;
        if (repeats) _duplicates = true;
        Close(row, (byte)'}', repeats ? count | JsonTape.DuplicatesFlag : count);
    }

    private int Open(byte bracket)
    {
        if ((_rowCount + 1) * JsonTape.RowSize > _rows.Length) GrowRows();
        int row = _rowCount++;
        _rows[row * JsonTape.RowSize] = _used;
        Append(bracket);
        if (++_depth > _maxDepth) _maxDepth = _depth;
        return row;
    }

    private void Close(int row, byte bracket, int countAndFlag)
    {
        Append(bracket);
        _depth--;
        int at = row * JsonTape.RowSize;
        _rows[at + 1] = _used - _rows[at];
        _rows[at + 2] = countAndFlag;
        _rows[at + 3] = _rowCount - row;
    }

    /// <summary>
    /// Whether the object whose names start at <paramref name="namesFrom"/> already has the name <paramref name="utf8"/>;
    /// if not, the name is recorded. Small objects are scanned; past <see cref="ScanNamesUpTo"/> names a hash index is
    /// built once and kept up to date, so that a huge object costs linear time.
    /// </summary>
    private bool IsRepeat(int namesFrom, ReadOnlySpan<byte> utf8, bool escaped, int bodyAt, ref int[]? index)
    {
        int count = _nameCount - namesFrom;
        if (index is null && count <= ScanNamesUpTo)
        {
            for (int i = namesFrom; i < _nameCount; i++)
            {
                if (Name(i).SequenceEqual(utf8)) return true;
            }

            PushName(utf8, escaped, bodyAt);
            return false;
        }

        if (index is null || (count + 1) * 2 > index.Length) index = BuildIndex(namesFrom, count + 1, index);
        int mask = index.Length - 1;
        int slot = (int)(Hash(utf8) & (uint)mask);
        while (index[slot] != 0)
        {
            if (Name(namesFrom + index[slot] - 1).SequenceEqual(utf8)) return true;
            slot = (slot + 1) & mask;
        }

        PushName(utf8, escaped, bodyAt);
        index[slot] = _nameCount - namesFrom;
        return false;
    }

    /// <summary>An open-addressing table (name position + 1; 0 is empty) for at least <paramref name="names"/> names at half load.</summary>
    private int[] BuildIndex(int namesFrom, int names, int[]? old)
    {
        if (old is not null) ArrayPool<int>.Shared.Return(old);
        int size = 32;
        while (size < names * 4) size *= 2;

        // Rented arrays may be longer than asked for; the table must be a power of two, which pool buckets are.
        var index = ArrayPool<int>.Shared.Rent(size);
        Array.Clear(index, 0, index.Length);
        int mask = index.Length - 1;
        for (int i = namesFrom; i < _nameCount; i++)
        {
            int slot = (int)(Hash(Name(i)) & (uint)mask);
            while (index[slot] != 0) slot = (slot + 1) & mask;
            index[slot] = i - namesFrom + 1;
        }

        return index;
    }

    private static uint Hash(ReadOnlySpan<byte> bytes)
    {
        uint hash = 2166136261;
        foreach (byte b in bytes) hash = (hash ^ b) * 16777619;
        return hash;
    }

    private ReadOnlySpan<byte> Name(int i)
    {
        int start = _names[2 * i];
        int length = _names[(2 * i) + 1];
        return start >= 0 ? _bytes.AsSpan(start, length) : _scratch.AsSpan(~start, length);
    }

    private void PushName(ReadOnlySpan<byte> utf8, bool escaped, int bodyAt)
    {
        if ((_nameCount + 1) * 2 > _names.Length) Array.Resize(ref _names, _names.Length * 2);
        int start = bodyAt;
        if (escaped)
        {
            // The unescaped text lives in the reader's scratch space until its next string: keep a copy.
            if (_scratch.Length - _scratchUsed < utf8.Length) Array.Resize(ref _scratch, Math.Max(_scratch.Length * 2, _scratchUsed + utf8.Length));
            utf8.CopyTo(_scratch.AsSpan(_scratchUsed));
            start = ~_scratchUsed;
            _scratchUsed += utf8.Length;
        }

        _names[2 * _nameCount] = start;
        _names[(2 * _nameCount) + 1] = utf8.Length;
        _nameCount++;
    }

    private void Append(byte b)
    {
        if (_used == _bytes.Length) GrowBytes(1);
        _bytes[_used++] = b;
    }

    private void Append(ReadOnlySpan<byte> token)
    {
        if (_bytes.Length - _used < token.Length) GrowBytes(token.Length);
        token.CopyTo(_bytes.AsSpan(_used));
        _used += token.Length;
    }

    private void GrowBytes(int atLeast)
    {
        var bigger = ArrayPool<byte>.Shared.Rent(Math.Max(_bytes.Length * 2, _used + atLeast));
        _bytes.AsSpan(0, _used).CopyTo(bigger);
        ArrayPool<byte>.Shared.Return(_bytes);
        _bytes = bigger;
    }

    private void GrowRows()
    {
        var bigger = ArrayPool<int>.Shared.Rent(_rows.Length * 2);
        _rows.AsSpan(0, _rowCount * JsonTape.RowSize).CopyTo(bigger);
        ArrayPool<int>.Shared.Return(_rows);
        _rows = bigger;
    }
}
