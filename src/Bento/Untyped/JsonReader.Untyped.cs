using System;

namespace Bento.Json;

// Members the untyped value type needs from the reader, kept apart from the reader's own files.
public ref partial struct JsonReader
{
    /// <summary>The first byte of the next token, whitespace and comments skipped; -1 at the end.</summary>
    internal int PeekByte() => SkipWhitespace();

    /// <summary>Reads a number and returns its exact text, validated against the JSON grammar.</summary>
    internal ReadOnlySpan<byte> ReadNumberText()
    {
        int b = SkipWhitespace();
        if (b != '-' && (uint)(b - '0') > 9) FailExpected("a value", b);
        int start = _pos;
        _pos = ScanNumber(start, out _, out _, out _);
        _expectComma = true;
        return _buffer.Slice(start, _pos - start);
    }

    /// <summary>Reads a string and returns it as written, quotes and escapes included, after validating it; also its unescaped text.</summary>
    internal ReadOnlySpan<byte> ReadStringLiteral(out ReadOnlySpan<byte> unescaped)
    {
        SkipWhitespace();
        int start = _pos;
        unescaped = ReadStringUtf8();
        return _buffer.Slice(start, _pos - start);
    }

    /// <summary>The input the reader reads (for the value extent of the user codec check).</summary>
    internal readonly ReadOnlySpan<byte> Buffer => _buffer;

    /// <summary>Raises Bento's error at <paramref name="position"/> (the start of a value already read), with the path.</summary>
    internal readonly void ThrowAt(int position, string reason) => Fail(position, reason);

    /// <summary>Raises Bento's error at <paramref name="position"/> for a user codec's exception, kept as the inner exception.</summary>
    [System.Diagnostics.CodeAnalysis.DoesNotReturn]
    internal readonly void ThrowAt(int position, string reason, Exception inner) => throw Bento.Internal.JsonErrors.At(_buffer, position, reason, inner);

    /// <summary>
    /// How many levels of arrays and objects the next value may open before the reader would check its depth (against
    /// MaxDepth and the stack) or, in hinted JSON, its hints; zero or less when it may open none unchecked.
    /// </summary>
    internal readonly int UncheckedLevels => _slowOpenFrom - _depth;

    /// <summary>
    /// Moves past a value that was read from <see cref="Buffer"/> without the reader, ending at <paramref name="end"/>
    /// and holding <paramref name="elements"/> array elements and object members: the state reading it would leave.
    /// </summary>
    internal void SkipReadValue(int end, int elements)
    {
        _pos = end;
        _expectComma = true;
        _elements += elements;
    }

    /// <summary>Whether lone surrogate escapes are replaced with U+FFFD rather than rejected.</summary>
    internal readonly bool ReplacesInvalidText => _replaceInvalidText;

    /// <summary>
    /// Like <see cref="ReadNextPropertyName(out ReadOnlySpan{byte})"/>, and also gives the name as written (quoted,
    /// escapes included), so that a name can be written back exactly.
    /// </summary>
    internal bool ReadNextPropertyNameLiteral(out ReadOnlySpan<byte> name, out ReadOnlySpan<byte> literal)
    {
        if (!ReadNextPropertyName(out name, out int nameStart))
        {
            literal = default;
            return false;
        }

        if (!Bento.Internal.Utf8Text.IsValid(name)) Fail(nameStart, "A property name is not valid UTF-8.");
        literal = _buffer.Slice(nameStart, QuotedLength(nameStart));
        return true;
    }
}
