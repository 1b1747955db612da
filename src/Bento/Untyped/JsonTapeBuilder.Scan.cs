using System;
using System.Buffers;
using System.Buffers.Binary;
using System.Runtime.CompilerServices;
using Bento.Internal;

namespace Bento;

// The one-pass scan (docs/untyped.md, "How a document is parsed"). It reads the bytes of a container directly rather
// than token by token through the reader, and accepts only input that the reader accepts too and that gives the same
// tape: RFC 8259 JSON with no repeated member name, no escaped member name, no lone surrogate escape and no more levels
// than the reader enters without its depth checks. Anything else (every error included) makes it give up, and the
// container is read again from the start with the reader, so every error, limit and option keeps the reader's exact
// behaviour. The scan changes nothing in the reader until it has succeeded.
internal sealed partial class JsonTapeBuilder
{
    // A name table per level of nesting (objects at one level are never open at once, so each level needs one).
    // Slots belong to the object whose stamp they hold; any other stamp is an empty slot, so opening an object clears
    // its table by taking a new stamp.
    private readonly NameSlot[]?[] _nameTables = new NameSlot[DepthGuard.ProbeFrom + 1][];
    private int _stamp;

    // The scan keeps the input's bytes as runs between whitespace: (offset, length) pairs, copied once at the end.
    // Rented for the parse, like the other working buffers.
    private int[] _runs = Array.Empty<int>();
    private bool _escapes;
    private byte[][]? _scanned;

    // The containers enclosing the one being scanned.
    private readonly Level[] _levels = new Level[DepthGuard.ProbeFrom + 1];

    private const ulong Ones = 0x0101010101010101UL;

    private struct NameSlot
    {
        public int Stamp;
        public int Hash;
        public int Start;
        public int Length;
    }

    private struct Level
    {
        public int Row;
        public int Count;
        public int Stamp;
        public bool IsObject;
    }

    /// <summary>
    /// Scans the array or object starting at <paramref name="start"/> (its bracket) into the tape. False when the input is
    /// anything the scan does not take (see above); the builder's state must then be reset.
    /// </summary>
    /// <param name="input">The reader's input.</param>
    /// <param name="start">The offset of the container's bracket.</param>
    /// <param name="maxLevels">How many levels may be opened, the container itself being one.</param>
    /// <param name="sizeHint">About how many bytes the container may have, for sizing the working buffers.</param>
    /// <param name="end">The offset just past the container.</param>
    /// <param name="elements">How many array elements and object members were read, at every level.</param>
    private bool TryScan(ReadOnlySpan<byte> input, int start, int maxLevels, int sizeHint, out int end, out int elements)
    {
        end = 0;
        elements = 0;
        int length = input.Length;
        int pos = start;

        // The runs of bytes kept so far, and where the current one starts. The tape's offset of an input byte is its
        // offset less the bytes dropped before it, the input before the container included.
        int runStart = start;
        int removed = start;
        int runCount = 0;

        // Pretty-printed input has a run per line or so; starting near that size saves growing through every size.
        if (_runs.Length == 0) _runs = ArrayPool<int>.Shared.Rent(Math.Max(256, Math.Min(sizeHint / 16, 1 << 20)));
        _escapes = false;
        int depth = 0;
        int total = 0;

        // The container being scanned.
        int row = 0;
        int count = 0;
        int stamp = 0;
        bool isObject = false;
        byte b;

    Value:
        // pos is at the first byte of a value, within the input.
        b = input[pos];
        if (b == (byte)'"')
        {
            pos = SkipString(input, pos);
            if (pos < 0) return false;
        }
        else if (b == (byte)'{' || b == (byte)'[')
        {
            if (depth == maxLevels) return false;
            if (depth > 0)
            {
                ref var outer = ref _levels[depth];
                outer.Row = row;
                outer.Count = count;
                outer.Stamp = stamp;
                outer.IsObject = isObject;
            }

            depth++;
            if (depth > _maxDepth) _maxDepth = depth;
            if ((_rowCount + 1) * JsonTape.RowSize > _rows.Length) GrowRows();
            row = _rowCount++;
            _rows[row * JsonTape.RowSize] = pos - removed;
            count = 0;
            isObject = b == (byte)'{';
            if (isObject) stamp = NextStamp();
            pos++;
            if (pos < length && input[pos] <= (byte)' ') pos = SkipWhitespace(input, pos, ref runStart, ref removed, ref runCount);
            if (pos >= length) return false;
            b = input[pos];
            if (b == (byte)(isObject ? '}' : ']')) goto Close;
            if (isObject) goto Name;
            count++;
            goto Value;
        }
        else if (b == (byte)'t')
        {
            if (length - pos < 4 || BinaryPrimitives.ReadUInt32LittleEndian(input.Slice(pos)) != 0x65757274) return false;
            pos += 4;
        }
        else if (b == (byte)'f')
        {
            if (length - pos < 5 || BinaryPrimitives.ReadUInt32LittleEndian(input.Slice(pos + 1)) != 0x65736c61) return false;
            pos += 5;
        }
        else if (b == (byte)'n')
        {
            if (length - pos < 4 || BinaryPrimitives.ReadUInt32LittleEndian(input.Slice(pos)) != 0x6c6c756e) return false;
            pos += 4;
        }
        else
        {
            pos = SkipNumber(input, pos);
            if (pos < 0) return false;
        }

    After:
        // A value has ended just before pos, inside the container being scanned.
        if (pos < length && input[pos] <= (byte)' ') pos = SkipWhitespace(input, pos, ref runStart, ref removed, ref runCount);
        if (pos >= length) return false;
        b = input[pos];
        if (b == (byte)',')
        {
            pos++;
            if (pos < length && input[pos] <= (byte)' ') pos = SkipWhitespace(input, pos, ref runStart, ref removed, ref runCount);
            if (pos >= length) return false;
            if (isObject) goto Name;
            count++;
            goto Value;
        }

        if (b != (byte)(isObject ? '}' : ']')) return false;

    Close:
        // pos is at the closing bracket of the container being scanned.
        pos++;
        int at = row * JsonTape.RowSize;
        _rows[at + 1] = pos - removed - _rows[at];
        _rows[at + 2] = count;
        _rows[at + 3] = _rowCount - row;
        total += count;
        depth--;
        if (depth == 0)
        {
            // Everything outside strings is ASCII (the scan checked each byte), and a quote cannot continue a UTF-8
            // sequence, so the container is valid UTF-8 exactly when every string and name is, as the reader requires.
            if (!Utf8Text.IsValid(input.Slice(start, pos - start))) return false;
            AddRun(pos, runStart, ref runCount);
            _scanned = CopyRuns(input, runCount, pos - removed);
            _decodedEscapes = _escapes && _replace;
            end = pos;
            elements = total;
            return true;
        }

        ref var level = ref _levels[depth];
        row = level.Row;
        count = level.Count;
        stamp = level.Stamp;
        isObject = level.IsObject;
        goto After;

    Name:
        // pos is at what must be the quote of a member name, within the input.
        if (input[pos] != (byte)'"') return false;
        int nameStart = pos + 1;
        int nameEnd = IndexOfStringStop(input, nameStart);

        // A name with an escape (the search stops at its backslash) is left to the reader, which compares names as
        // their decoded text.
        if (nameEnd < 0 || input[nameEnd] != (byte)'"') return false;
        int nameLength = nameEnd - nameStart;
        if (!AddName(input, depth, stamp, count, nameStart, nameLength)) return false;
        count++;
        pos = nameStart + nameLength + 1;
        if (pos < length && input[pos] <= (byte)' ') pos = SkipWhitespace(input, pos, ref runStart, ref removed, ref runCount);
        if (pos >= length || input[pos] != (byte)':') return false;
        pos++;
        if (pos < length && input[pos] <= (byte)' ') pos = SkipWhitespace(input, pos, ref runStart, ref removed, ref runCount);
        if (pos >= length) return false;
        goto Value;
    }

    /// <summary>
    /// Moves past the whitespace at <paramref name="pos"/>, ending the run of bytes the tape keeps before it. A control
    /// byte that is not whitespace is left for the caller, which rejects it. Inlined, so that the scan's state stays in
    /// registers.
    /// </summary>
    [MethodImpl(MethodImplOptions.AggressiveInlining)]
    private int SkipWhitespace(ReadOnlySpan<byte> input, int pos, ref int runStart, ref int removed, ref int runCount)
    {
        int from = pos;
        while (true)
        {
            // Indentation is mostly spaces: eight bytes at a time, the first that is not a space found from their bits.
            if (input.Length - pos >= 8)
            {
                ulong notSpaces = BinaryPrimitives.ReadUInt64LittleEndian(input.Slice(pos)) ^ (Ones * ' ');
                if (notSpaces == 0)
                {
                    pos += 8;
                    continue;
                }

                pos += Wide.TrailingZeroCount(notSpaces) >> 3;
            }
            else
            {
                while (pos < input.Length && input[pos] == (byte)' ') pos++;
                if (pos == input.Length) break;
            }

            byte b = input[pos];
            if (b != (byte)'\n' && b != (byte)'\r' && b != (byte)'\t') break;
            pos++;
        }

        if (pos > from)
        {
            AddRun(from, runStart, ref runCount);
            removed += pos - from;
            runStart = pos;
        }

        return pos;
    }

    /// <summary>Records the bytes from <paramref name="runStart"/> to <paramref name="end"/> as kept.</summary>
    [MethodImpl(MethodImplOptions.AggressiveInlining)]
    private void AddRun(int end, int runStart, ref int runCount)
    {
        if (end == runStart) return;
        var runs = _runs;
        int at = 2 * runCount;
        if ((uint)(at + 1) >= (uint)runs.Length) runs = GrowRuns(runCount);
        runs[at] = runStart;
        runs[at + 1] = end - runStart;
        runCount++;
    }

    [MethodImpl(MethodImplOptions.NoInlining)]
    private int[] GrowRuns(int runCount)
    {
        var bigger = ArrayPool<int>.Shared.Rent(Math.Max(256, _runs.Length * 2));
        _runs.AsSpan(0, runCount * 2).CopyTo(bigger);
        if (_runs.Length > 0) ArrayPool<int>.Shared.Return(_runs);
        _runs = bigger;
        return bigger;
    }

    /// <summary>The tape's bytes: the runs recorded, copied from the input into chunks of exactly their size.</summary>
    private byte[][] CopyRuns(ReadOnlySpan<byte> input, int runCount, int size)
    {
        var chunks = JsonTape.NewChunks(size);
        int chunkIndex = 0;
        var chunk = chunks[0];
        int at = 0;
        var runs = _runs;
        for (int i = 0; i < runCount; i++)
        {
            int from = runs[2 * i];
            int length = runs[(2 * i) + 1];
            if (length <= 16 && input.Length - from >= 16 && chunk.Length - at >= 16)
            {
                // Most runs are a line of indented JSON: copy sixteen bytes, of which those past the run are
                // overwritten by the runs that follow (near the end of a chunk, runs are copied exactly).
                var source = input.Slice(from, 16);
                var target = chunk.AsSpan(at, 16);
                BinaryPrimitives.WriteUInt64LittleEndian(target, BinaryPrimitives.ReadUInt64LittleEndian(source));
                BinaryPrimitives.WriteUInt64LittleEndian(target.Slice(8), BinaryPrimitives.ReadUInt64LittleEndian(source.Slice(8)));
                at += length;
                continue;
            }

            while (true)
            {
                int take = Math.Min(length, chunk.Length - at);
                input.Slice(from, take).CopyTo(chunk.AsSpan(at));
                at += take;
                from += take;
                length -= take;
                if (length == 0) break;
                chunk = chunks[++chunkIndex];
                at = 0;
            }
        }

        return chunks;
    }

    /// <summary>The offset just past the string whose quote is at <paramref name="quote"/>, or -1.</summary>
    private int SkipString(ReadOnlySpan<byte> input, int quote)
    {
        int i = quote + 1;
        while (true)
        {
            i = IndexOfStringStop(input, i);
            if (i < 0) return -1;
            byte b = input[i];
            if (b == (byte)'"') return i + 1;

            // A raw control byte is an error.
            if (b != (byte)'\\') return -1;
            _escapes = true;
            i = SkipEscape(input, i);
            if (i < 0) return -1;
        }
    }

    /// <summary>The offset of the first quote, backslash or control byte from <paramref name="from"/> on, or -1.</summary>
    private static int IndexOfStringStop(ReadOnlySpan<byte> input, int from)
    {
        // Names and most strings are short: their first sixteen bytes are looked at as two words, anything longer
        // with the vectorised search.
        if (input.Length - from >= 16)
        {
            ulong stops = StringStops(BinaryPrimitives.ReadUInt64LittleEndian(input.Slice(from)));
            if (stops != 0) return from + (Wide.TrailingZeroCount(stops) >> 3);
            stops = StringStops(BinaryPrimitives.ReadUInt64LittleEndian(input.Slice(from + 8)));
            if (stops != 0) return from + 8 + (Wide.TrailingZeroCount(stops) >> 3);
            from += 16;
        }

        int stop = Utf8Text.IndexOfStringStop(input.Slice(from));
        return stop < 0 ? -1 : from + stop;
    }

    /// <summary>
    /// The high bit of each byte of <paramref name="word"/> that is a quote, a backslash or a control byte. Each test
    /// is the classic "has a zero byte" one, whose lowest flag is always right (a false flag needs a borrow from a true
    /// one below it), so the lowest bit set marks the first such byte.
    /// </summary>
    [MethodImpl(MethodImplOptions.AggressiveInlining)]
    private static ulong StringStops(ulong word)
    {
        ulong quotes = word ^ (Ones * '"');
        ulong backslashes = word ^ (Ones * '\\');
        return (((quotes - Ones) & ~quotes) | ((backslashes - Ones) & ~backslashes) | ((word - (Ones * 0x20)) & ~word)) & (Ones * 0x80);
    }

    /// <summary>The offset just past the escape at <paramref name="at"/>, or -1 for one the reader rejects or replaces.</summary>
    private static int SkipEscape(ReadOnlySpan<byte> input, int at)
    {
        if (at + 1 >= input.Length) return -1;
        switch (input[at + 1])
        {
            case (byte)'"':
            case (byte)'\\':
            case (byte)'/':
            case (byte)'b':
            case (byte)'f':
            case (byte)'n':
            case (byte)'r':
            case (byte)'t':
                return at + 2;
            case (byte)'u':
                break;
            default:
                return -1;
        }

        int code = Hex4(input, at);
        if (code < 0xD800 || code > 0xDFFF) return code < 0 ? -1 : at + 6;

        // Only a high surrogate followed by a low one is text; a lone one is an error or replaced, as the options say.
        if (code >= 0xDC00 || at + 12 > input.Length || input[at + 6] != (byte)'\\' || input[at + 7] != (byte)'u') return -1;
        int low = Hex4(input, at + 6);
        return low >= 0xDC00 && low <= 0xDFFF ? at + 12 : -1;
    }

    /// <summary>The four hexadecimal digits after <c>\u</c> at <paramref name="at"/>, or -1.</summary>
    private static int Hex4(ReadOnlySpan<byte> input, int at)
    {
        if (at + 6 > input.Length) return -1;
        int value = 0;
        for (int i = at + 2; i < at + 6; i++)
        {
            int b = input[i];
            int digit;
            if ((uint)(b - '0') <= 9) digit = b - '0';
            else if ((uint)((b | 0x20) - 'a') <= 5) digit = (b | 0x20) - 'a' + 10;
            else return -1;
            value = (value << 4) | digit;
        }

        return value;
    }

    /// <summary>
    /// The offset just past the number at <paramref name="pos"/> (RFC 8259 grammar), or -1. What follows is checked by
    /// the caller: only whitespace, a comma or the closing bracket may.
    /// </summary>
    private static int SkipNumber(ReadOnlySpan<byte> input, int pos)
    {
        int length = input.Length;
        if (input[pos] == (byte)'-') pos++;
        if (pos >= length) return -1;
        uint digit = (uint)(input[pos] - '0');
        if (digit > 9) return -1;
        pos++;

        // A leading zero stands alone; a digit after it is left for the caller to reject.
        if (digit != 0)
        {
            while (pos < length && (uint)(input[pos] - '0') <= 9) pos++;
        }

        if (pos < length && input[pos] == (byte)'.')
        {
            int from = ++pos;
            while (pos < length && (uint)(input[pos] - '0') <= 9) pos++;
            if (pos == from) return -1;
        }

        if (pos < length && (input[pos] | 0x20) == (byte)'e')
        {
            pos++;
            if (pos < length && (input[pos] == (byte)'+' || input[pos] == (byte)'-')) pos++;
            int from = pos;
            while (pos < length && (uint)(input[pos] - '0') <= 9) pos++;
            if (pos == from) return -1;
        }

        return pos;
    }

    private int NextStamp()
    {
        if (_stamp == int.MaxValue)
        {
            // Stamps are never reused while a slot may still hold them.
            foreach (var table in _nameTables)
            {
                if (table is not null) Array.Clear(table, 0, table.Length);
            }

            _stamp = 0;
        }

        return ++_stamp;
    }

    /// <summary>
    /// Records the name of the object at <paramref name="depth"/>, which has <paramref name="count"/> names so far;
    /// false if the object already has it.
    /// </summary>
    private bool AddName(ReadOnlySpan<byte> input, int depth, int stamp, int count, int start, int length)
    {
        var table = _nameTables[depth];
        if (table is null || count * 2 >= table.Length) table = GrowNames(input, depth, stamp);
        var name = input.Slice(start, length);
        int hash = NameHash(name);
        int mask = table.Length - 1;
        int slot = hash & mask;
        while (true)
        {
            ref var entry = ref table[slot];
            if (entry.Stamp != stamp)
            {
                entry.Stamp = stamp;
                entry.Hash = hash;
                entry.Start = start;
                entry.Length = length;
                return true;
            }

            if (entry.Hash == hash && entry.Length == length && input.Slice(entry.Start, length).SequenceEqual(name)) return false;
            slot = (slot + 1) & mask;
        }
    }

    /// <summary>A table twice as large (or a first one) holding the names of the object with <paramref name="stamp"/>.</summary>
    [MethodImpl(MethodImplOptions.NoInlining)]
    private NameSlot[] GrowNames(ReadOnlySpan<byte> input, int depth, int stamp)
    {
        var old = _nameTables[depth];
        var table = new NameSlot[old is null ? 32 : old.Length * 2];
        int mask = table.Length - 1;
        if (old is not null)
        {
            foreach (var entry in old)
            {
                if (entry.Stamp != stamp) continue;
                int slot = entry.Hash & mask;
                while (table[slot].Stamp == stamp) slot = (slot + 1) & mask;
                table[slot] = entry;
            }
        }

        _nameTables[depth] = table;
        return table;
    }

    /// <summary>A hash of a name from its length and its first and last bytes, which tell apart the names of most objects.</summary>
    [MethodImpl(MethodImplOptions.AggressiveInlining)]
    private static int NameHash(ReadOnlySpan<byte> name)
    {
        ulong first;
        ulong last;
        if (name.Length >= 8)
        {
            first = BinaryPrimitives.ReadUInt64LittleEndian(name);
            last = BinaryPrimitives.ReadUInt64LittleEndian(name.Slice(name.Length - 8));
        }
        else if (name.Length >= 4)
        {
            first = BinaryPrimitives.ReadUInt32LittleEndian(name);
            last = BinaryPrimitives.ReadUInt32LittleEndian(name.Slice(name.Length - 4));
        }
        else
        {
            first = 0;
            foreach (byte b in name) first = (first << 8) | b;
            last = 0;
        }

        ulong hash = (first ^ (last * 0x9E3779B97F4A7C15UL) ^ (ulong)name.Length) * 0xC2B2AE3D27D4EB4FUL;
        return (int)(hash >> 33);
    }
}
