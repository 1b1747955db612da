using System;

namespace Bento;

/// <summary>
/// The read-only form of a parsed JSON container (see docs/untyped.md, "Memory"): the document minified (whitespace and
/// comments dropped, every token byte for byte as read) and one row per array or object. Scalars have no row: they are
/// found by scanning the bytes, which the parser has already validated. Never changed once built, so any number of
/// values and threads may read it at once.
/// </summary>
internal sealed class JsonTape
{
    // A row is four ints: the offset of the container's '[' or '{' in Bytes, its length in bytes through the closing
    // bracket, its element count (objects: distinct member names, with DuplicatesFlag when a name repeats), and the
    // number of rows of its subtree, itself included (so the next sibling's row is row + span).
    internal const int RowSize = 4;
    internal const int DuplicatesFlag = int.MinValue;

    internal readonly byte[] Bytes;
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

    internal JsonTape(byte[] bytes, int[] rows, int depth, bool decodedEscapes, bool hasDuplicates)
    {
        Bytes = bytes;
        Rows = rows;
        Depth = depth;
        DecodedEscapes = decodedEscapes;
        HasDuplicates = hasDuplicates;
    }

    /// <summary>Whether every container's bytes are exactly what writing it compactly gives.</summary>
    internal bool IsMinifiedOutput => !DecodedEscapes && !HasDuplicates;

    internal int Offset(int row) => Rows[row * RowSize];

    internal int Length(int row) => Rows[(row * RowSize) + 1];

    internal int Count(int row) => Rows[(row * RowSize) + 2] & int.MaxValue;

    internal bool RepeatsNames(int row) => (Rows[(row * RowSize) + 2] & DuplicatesFlag) != 0;

    internal int Span(int row) => Rows[(row * RowSize) + 3];

    internal bool IsObject(int row) => Bytes[Offset(row)] == (byte)'{';

    /// <summary>The container's bytes, brackets included.</summary>
    internal ReadOnlySpan<byte> Slice(int row) => Bytes.AsSpan(Offset(row), Length(row));

    /// <summary>The offset just past the string literal that starts (with its quote) at <paramref name="start"/>.</summary>
    internal int StringEnd(int start)
    {
        int i = start + 1;
        while (true)
        {
            // The literal was validated when read: a quote not escaped ends it, and a backslash escapes the next byte.
            int stop = Bytes.AsSpan(i).IndexOfAny((byte)'"', (byte)'\\');
            if (Bytes[i + stop] == (byte)'"') return i + stop + 1;
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
        _object = tape.Bytes[offset] == (byte)'{';
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
        var bytes = _tape.Bytes;
        if (_object)
        {
            int nameEnd = _tape.StringEnd(pos);
            NameStart = pos;
            NameLength = nameEnd - pos;
            pos = nameEnd + 1;
        }

        int valueEnd;
        ValueRow = -1;
        switch (bytes[pos])
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
                while (valueEnd < _end && bytes[valueEnd] != (byte)',') valueEnd++;
                break;
        }

        ValueStart = pos;
        ValueLength = valueEnd - pos;
        _pos = valueEnd + 1;
        return true;
    }
}
