using System;

namespace Bento;

/// <summary>
/// The read-only form of a parsed JSON container (see docs/untyped.md, "Memory"): the document minified (whitespace and
/// comments dropped, every token byte for byte as read) and one row per array or object. Scalars have no row: they are
/// found by scanning the bytes, which the parser has already validated. Never changed once built, so any number of
/// values and threads may read it at once.
/// </summary>
/// <remarks>
/// The bytes are held in chunks of <see cref="ChunkSize"/> (the last one shorter), so that no array of a tape reaches
/// the large object heap: a large object is allocated through a full collection's budget, and parsing documents that
/// are dropped soon after, as most are, would otherwise run a full collection every few documents. Offsets are
/// offsets into the bytes as a whole; a token may cross from one chunk into the next.
/// </remarks>
internal sealed class JsonTape
{
    // A row is four ints: the offset of the container's '[' or '{' in the bytes, its length in bytes through the
    // closing bracket, its element count (objects: distinct member names, with DuplicatesFlag when a name repeats),
    // and the number of rows of its subtree, itself included (so the next sibling's row is row + span).
    internal const int RowSize = 4;
    internal const int DuplicatesFlag = int.MinValue;

    internal const int ChunkShift = 16;
    internal const int ChunkSize = 1 << ChunkShift;
    private const int ChunkMask = ChunkSize - 1;

    /// <summary>The bytes: every chunk <see cref="ChunkSize"/> long but the last.</summary>
    internal readonly byte[][] Chunks;

    internal readonly int[] Rows;

    /// <summary>Levels of nesting of the deepest container, the root being 1.</summary>
    internal readonly int Depth;

    /// <summary>
    /// Read with <see cref="BentoInvalidTextHandling.Replace"/> and holding at least one escaped string or name: those
    /// are kept as their decoded text, as the tree keeps them, so they are not written back as their literal.
    /// </summary>
    internal readonly bool DecodedEscapes;

    /// <summary>Some object names a member twice: it keeps one member, so its bytes are not its output.</summary>
    internal readonly bool HasDuplicates;

    internal JsonTape(byte[][] chunks, int[] rows, int depth, bool decodedEscapes, bool hasDuplicates)
    {
        Chunks = chunks;
        Rows = rows;
        Depth = depth;
        DecodedEscapes = decodedEscapes;
        HasDuplicates = hasDuplicates;
    }

    /// <summary>Arrays for <paramref name="size"/> bytes in chunks, not yet written.</summary>
    internal static byte[][] NewChunks(int size)
    {
        var chunks = new byte[(size + ChunkMask) >> ChunkShift][];
        for (int i = 0; i < chunks.Length; i++)
        {
            int length = Math.Min(ChunkSize, size - (i << ChunkShift));
#if NET5_0_OR_GREATER
            // Every byte is written by the builder before the tape is used.
            chunks[i] = GC.AllocateUninitializedArray<byte>(length);
#else
            chunks[i] = new byte[length];
#endif
        }

        return chunks;
    }

    /// <summary>A copy of <paramref name="bytes"/> in chunks.</summary>
    internal static byte[][] ToChunks(ReadOnlySpan<byte> bytes)
    {
        var chunks = NewChunks(bytes.Length);
        for (int i = 0; i < chunks.Length; i++) bytes.Slice(i << ChunkShift, chunks[i].Length).CopyTo(chunks[i]);
        return chunks;
    }

    /// <summary>Whether every container's bytes are exactly what writing it compactly gives.</summary>
    internal bool IsMinifiedOutput => !DecodedEscapes && !HasDuplicates;

    internal int Offset(int row) => Rows[row * RowSize];

    internal int Length(int row) => Rows[(row * RowSize) + 1];

    internal int Count(int row) => Rows[(row * RowSize) + 2] & int.MaxValue;

    internal bool RepeatsNames(int row) => (Rows[(row * RowSize) + 2] & DuplicatesFlag) != 0;

    internal int Span(int row) => Rows[(row * RowSize) + 3];

    internal bool IsObject(int row) => At(Offset(row)) == (byte)'{';

    /// <summary>The byte at <paramref name="offset"/>.</summary>
    internal byte At(int offset) => Chunks[offset >> ChunkShift][offset & ChunkMask];

    /// <summary>
    /// The <paramref name="length"/> bytes at <paramref name="offset"/> (a token): a slice of their chunk, or a copy
    /// when they cross into the next one.
    /// </summary>
    internal ReadOnlySpan<byte> Token(int offset, int length)
    {
        var chunk = Chunks[offset >> ChunkShift];
        int at = offset & ChunkMask;
        return at + length <= chunk.Length ? chunk.AsSpan(at, length) : Copy(offset, length);
    }

    private byte[] Copy(int offset, int length)
    {
        var copy = new byte[length];
        int done = 0;
        while (done < length)
        {
            var part = Segment(offset + done, offset + length);
            part.CopyTo(copy.AsSpan(done));
            done += part.Length;
        }

        return copy;
    }

    /// <summary>The bytes from <paramref name="offset"/> up to <paramref name="end"/> that lie in the chunk of <paramref name="offset"/>.</summary>
    internal ReadOnlySpan<byte> Segment(int offset, int end)
    {
        var chunk = Chunks[offset >> ChunkShift];
        int at = offset & ChunkMask;
        return chunk.AsSpan(at, Math.Min(chunk.Length - at, end - offset));
    }

    /// <summary>Whether two containers have the same bytes, brackets included.</summary>
    internal static bool SameBytes(JsonTape a, int aRow, JsonTape b, int bRow)
    {
        int length = a.Length(aRow);
        if (b.Length(bRow) != length) return false;
        int aAt = a.Offset(aRow);
        int bAt = b.Offset(bRow);
        int aEnd = aAt + length;
        int bEnd = bAt + length;
        while (aAt < aEnd)
        {
            var x = a.Segment(aAt, aEnd);
            var y = b.Segment(bAt, bEnd);
            int common = Math.Min(x.Length, y.Length);
            if (!x.Slice(0, common).SequenceEqual(y.Slice(0, common))) return false;
            aAt += common;
            bAt += common;
        }

        return true;
    }

    /// <summary>The offset just past the string literal that starts (with its quote) at <paramref name="start"/>.</summary>
    internal int StringEnd(int start)
    {
        int i = start + 1;
        while (true)
        {
            // The literal was validated when read: a quote not escaped ends it, and a backslash escapes the next byte.
            var chunk = Chunks[i >> ChunkShift];
            int at = i & ChunkMask;
            int stop = chunk.AsSpan(at).IndexOfAny((byte)'"', (byte)'\\');
            if (stop < 0)
            {
                i += chunk.Length - at;
                continue;
            }

            if (chunk[at + stop] == (byte)'"') return i + stop + 1;
            i += stop + 2;
        }
    }
}

/// <summary>
/// Steps through the members or elements of one container of a <see cref="JsonTape"/>. After <see cref="MoveNext"/>,
/// <see cref="NameStart"/>/<see cref="NameLength"/> give an object member's name literal (quotes included), and
/// <see cref="ValueStart"/>/<see cref="ValueLength"/> the value's bytes; <see cref="ValueRow"/> is the value's row
/// when it is an array or an object, otherwise -1.
/// </summary>
internal struct TapeCursor
{
    private readonly JsonTape _tape;
    private readonly int _end;
    private readonly bool _object;
    private int _pos;
    private int _nextRow;

    internal int NameStart;
    internal int NameLength;
    internal int ValueStart;
    internal int ValueLength;
    internal int ValueRow;

    internal TapeCursor(JsonTape tape, int row)
    {
        _tape = tape;
        int offset = tape.Offset(row);
        _object = tape.At(offset) == (byte)'{';
        _pos = offset + 1;
        _end = offset + tape.Length(row) - 1;
        _nextRow = row + 1;
        NameStart = 0;
        NameLength = 0;
        ValueStart = 0;
        ValueLength = 0;
        ValueRow = -1;
    }

    internal bool MoveNext()
    {
        int pos = _pos;
        if (pos >= _end) return false;
        var tape = _tape;
        if (_object)
        {
            int nameEnd = tape.StringEnd(pos);
            NameStart = pos;
            NameLength = nameEnd - pos;
            pos = nameEnd + 1;
        }

        int valueEnd;
        ValueRow = -1;
        switch (tape.At(pos))
        {
            case (byte)'{':
            case (byte)'[':
                ValueRow = _nextRow;
                _nextRow += _tape.Span(_nextRow);
                valueEnd = pos + _tape.Length(ValueRow);
                break;
            case (byte)'"':
                valueEnd = _tape.StringEnd(pos);
                break;
            case (byte)'t':
            case (byte)'n':
                valueEnd = pos + 4;
                break;
            case (byte)'f':
                valueEnd = pos + 5;
                break;
            default:
                // A number ends at the comma before the next value, or at the container's closing bracket.
                valueEnd = pos + 1;
                while (valueEnd < _end && tape.At(valueEnd) != (byte)',') valueEnd++;
                break;
        }

        ValueStart = pos;
        ValueLength = valueEnd - pos;
        _pos = valueEnd + 1;
        return true;
    }
}
