using System;
using System.Diagnostics.CodeAnalysis;
using System.Numerics;
using System.Runtime.CompilerServices;
using System.Runtime.InteropServices;
#if NET
using System.Runtime.Intrinsics;
#endif
using Bento.Internal;

namespace Bento.Json;

/// <summary>
/// A forward-only reader over a complete UTF-8 JSON document, used by generated codecs. It validates as it goes
/// (RFC 8259 by default) and tracks the separators between values itself, so a codec only asks for the next
/// member name, array element or value. Errors are raised as <see cref="BentoJsonException"/> with position and path.
/// </summary>
public ref partial struct JsonReader
{
    private readonly ReadOnlySpan<byte> _buffer;
    private readonly BentoJsonOptions _options;
    private readonly int _maxDepth;
    private readonly int _depthCheckFrom;

    // Opening a container takes the slow path (OpenSlow) past this depth: _depthCheckFrom for plain JSON, 0 once a
    // hinted header is read. Folding the hinted test into the depth compare means plain reads pay nothing for it.
    private int _slowOpenFrom;
    private readonly bool _allowComments;
    private readonly bool _allowTrailingCommas;
    private readonly bool _rejectUnknownMembers;
    private readonly bool _rejectDuplicateMembers;
    private readonly bool _caseInsensitive;
    private readonly bool _namedFloats;
    private readonly bool _replaceInvalidText;
    private int _pos;
    private int _depth;

    // Counts array elements and object members as they are reached; hinted documents compare it with the hints.
    private int _elements;

    // Hinted JSON state (JsonReader.Hints.cs).
    private bool _hinted;
    private bool _strictHints;
    private int[]? _hintFrames;
    private int _hintFrameCount;

    // The pending hint: the offset of the value it describes (-1: none), its two numbers, and where it starts.
    private int _hintAt;
    private int _hintFirst;
    private int _hintSecond;
    private int _hintStart;
    private int _countHint;

    // True once a value has been completed in the current container, so the next member or element needs a comma.
    private bool _expectComma;

    // The union case being read: its table, the offset just after its discriminator member's ':' (-1 when the
    // object has none), and the depth of its object. The case's own codec reads the whole object, discriminator
    // included; the discriminator reaches it as an unknown member, which these let OnUnknownMember recognise.
    private JsonUnionCases? _union;
    private int _unionTagAt;
    private int _unionDepth;

    // The splitter of a parallel read (JsonReader.Parallel.cs), else null.
    private object? _split;

    /// <summary>Creates a reader over a whole document. A leading UTF-8 byte order mark is skipped.</summary>
    public JsonReader(ReadOnlySpan<byte> utf8Json, BentoJsonOptions? options = null)
        : this(utf8Json, options, hintedInput: false)
    {
    }

    /// <summary>
    /// Creates a reader; with <paramref name="hintedInput"/> comments are accepted and a hinted JSON header switches
    /// the reader to using (and checking) the size hints that follow.
    /// </summary>
    internal JsonReader(ReadOnlySpan<byte> utf8Json, BentoJsonOptions? options, bool hintedInput)
    {
        options ??= BentoJsonOptions.Default;
        _buffer = utf8Json;
        _options = options;
        _maxDepth = options.MaxDepth;
        _depthCheckFrom = DepthGuard.CheckFrom(options.MaxDepth);
        _slowOpenFrom = _depthCheckFrom;
        _allowComments = options.AllowComments || hintedInput;
        _allowTrailingCommas = options.AllowTrailingCommas;
        _rejectUnknownMembers = options.RejectUnknownMembers;
        _rejectDuplicateMembers = options.RejectDuplicateMembers;
        _caseInsensitive = options.PropertyNameCaseInsensitive;
        _namedFloats = options.FloatHandling == BentoFloatHandling.NamedLiteralsAsStrings;
        _replaceInvalidText = options.InvalidTextHandling == BentoInvalidTextHandling.Replace;
        _pos = utf8Json.Length >= 3 && utf8Json[0] == 0xEF && utf8Json[1] == 0xBB && utf8Json[2] == 0xBF ? 3 : 0;
        _depth = 0;
        _expectComma = false;
        _elements = 0;
        _hinted = false;
        _strictHints = false;
        _hintFrames = null;
        _hintFrameCount = 0;
        _hintAt = -1;
        _hintFirst = 0;
        _hintSecond = 0;
        _hintStart = 0;
        _countHint = -1;
        _union = null;
        _unionTagAt = -1;
        _unionDepth = 0;
        _split = null;
        if (hintedInput) ReadHintedHeader();
    }

    /// <summary>The options this reader was created with.</summary>
    public readonly BentoJsonOptions Options => _options;

    /// <summary>The byte offset of the next unread byte.</summary>
    public readonly int Position => _pos;

    /// <summary>How many objects and arrays enclose the current position.</summary>
    public readonly int CurrentDepth => _depth;

    /// <summary>Whether an object naming a member twice is rejected (otherwise the last value wins).</summary>
    public readonly bool RejectDuplicateMembers => _rejectDuplicateMembers;

    /// <summary>Whether member names that match no member exactly are matched without regard to case (<see cref="BentoJsonOptions.PropertyNameCaseInsensitive"/>).</summary>
    public readonly bool PropertyNameCaseInsensitive => _caseInsensitive;

    /// <summary>Skips whitespace (and comments when allowed) and returns the next byte, or -1 at the end of input.</summary>
    [MethodImpl(MethodImplOptions.AggressiveInlining)]
    private int SkipWhitespace()
    {
        int pos = _pos;
        var buffer = _buffer;
        if ((uint)pos < (uint)buffer.Length)
        {
            byte b = buffer[pos];
            if (b > (byte)' ' && b != (byte)'/') return b;
        }

        return SkipWhitespaceSlow();
    }

    [MethodImpl(MethodImplOptions.NoInlining)]
    private int SkipWhitespaceSlow()
    {
        var buffer = _buffer;
        int pos = _pos;
#if NET
        // Indented documents are mostly whitespace (citm_catalog.json: 72% of its bytes), in runs of a newline and up to
        // dozens of spaces whose varying lengths a byte loop mispredicts at the end of every run. Sixteen bytes are
        // classified at once; the loop below then takes the first other byte (a comment, or the value).
        if (Vector128.IsHardwareAccelerated)
        {
            while (buffer.Length - pos >= Vector128<byte>.Count)
            {
                var bytes = Vector128.LoadUnsafe(ref MemoryMarshal.GetReference(buffer), (nuint)pos);
                var blank = Vector128.Equals(bytes, Vector128.Create((byte)' ')) | Vector128.Equals(bytes, Vector128.Create((byte)'\n'))
                    | Vector128.Equals(bytes, Vector128.Create((byte)'\r')) | Vector128.Equals(bytes, Vector128.Create((byte)'\t'));
                uint other = ~blank.ExtractMostSignificantBits() & 0xFFFF;
                if (other != 0)
                {
                    pos += BitOperations.TrailingZeroCount(other);
                    break;
                }

                pos += Vector128<byte>.Count;
            }
        }
#endif
        while ((uint)pos < (uint)buffer.Length)
        {
            byte b = buffer[pos];
            if (b == (byte)' ' || b == (byte)'\n' || b == (byte)'\r' || b == (byte)'\t')
            {
                pos++;
                continue;
            }

            if (b == (byte)'/' && _allowComments)
            {
                pos = _hinted ? ReadHintOrComment(pos) : SkipComment(pos);
                continue;
            }

            _pos = pos;
            return b;
        }

        _pos = pos;
        return -1;
    }

    private readonly int SkipComment(int pos)
    {
        var buffer = _buffer;
        if (pos + 1 < buffer.Length && buffer[pos + 1] == (byte)'/')
        {
            int newline = buffer.Slice(pos + 2).IndexOf((byte)'\n');
            return newline < 0 ? buffer.Length : pos + 2 + newline + 1;
        }

        if (pos + 1 < buffer.Length && buffer[pos + 1] == (byte)'*')
        {
            int close = buffer.Slice(pos + 2).IndexOf("*/"u8);
            if (close < 0) Fail(pos, "The comment is not closed with '*/'.");
            return pos + 2 + close + 2;
        }

        Fail(pos, "Unexpected '/': comments must start with '//' or '/*'.");
        return pos;
    }

    // ---- structure ----

    /// <summary>Reads <c>{</c>. Fails for anything else, and when the depth limit would be exceeded.</summary>
    public void ReadStartObject()
    {
        int b = SkipWhitespace();
        if (b != '{') FailExpected("'{'", b);
        _pos++;
        _expectComma = false;
        if (++_depth > _slowOpenFrom) OpenSlow(isObject: true);
    }

    /// <summary>
    /// Moves to the next member of the current object. Returns false after consuming the closing <c>}</c>; otherwise
    /// returns the member name, unescaped (valid until the next read), with the <c>:</c> consumed.
    /// </summary>
    [MethodImpl(MethodImplOptions.AggressiveInlining)]
    public bool ReadNextPropertyName(out ReadOnlySpan<byte> name) => ReadNextPropertyName(out name, out _);

    [MethodImpl(MethodImplOptions.AggressiveInlining)]
    private bool ReadNextPropertyName(out ReadOnlySpan<byte> name, out int nameStart)
    {
        nameStart = -1;
        int b = SkipWhitespace();
        if (_expectComma)
        {
            if (b == ',')
            {
                _pos++;
                b = SkipWhitespace();
                if (b == '}') return EndObjectAfterComma(out name);
            }
            else if (b == '}')
            {
                return EndObject(out name);
            }
            else
            {
                FailExpected("',' or '}'", b);
            }
        }
        else if (b == '}')
        {
            return EndObject(out name);
        }

        if (b != '"') FailExpected("a property name in double quotes", b);
        _elements++;
        nameStart = _pos;
        name = ReadNameBody();
        b = SkipWhitespace();
        if (b != ':') FailExpected("':' after the property name", b);
        _pos++;
        return true;
    }

    /// <summary>
    /// <see cref="ReadStringBody"/> for a member name. Names are short: where the closing quote is within the next 16
    /// bytes with no escape or control byte before it, one 16-byte load and three compares find it, without the general
    /// search's table lookups and its loop; anything else takes the general search.
    /// </summary>
    /// <remarks>
    /// Inlined into every generated member loop, so only where code is compiled at run time: NativeAOT folds
    /// <see cref="RuntimeFeature.IsDynamicCodeCompiled"/> to false and keeps the general search alone, as its apps are
    /// held to a size budget that these bytes in every loop went over (docs/architecture.md, "NativeAOT size"). Out of
    /// line it measured no faster than the general search.
    /// </remarks>
    [MethodImpl(MethodImplOptions.AggressiveInlining)]
    private ReadOnlySpan<byte> ReadNameBody()
    {
#if NET
        int start = _pos + 1;
        var buffer = _buffer;
        if (RuntimeFeature.IsDynamicCodeCompiled && Vector128.IsHardwareAccelerated && buffer.Length - start >= Vector128<byte>.Count)
        {
            var bytes = Vector128.LoadUnsafe(ref MemoryMarshal.GetReference(buffer), (nuint)start);
            uint quotes = Vector128.Equals(bytes, Vector128.Create((byte)'"')).ExtractMostSignificantBits();
            uint stops = (Vector128.Equals(bytes, Vector128.Create((byte)'\\'))
                | Vector128.LessThan(bytes, Vector128.Create((byte)0x20))).ExtractMostSignificantBits();

            // The first quote, and no escape or control byte before it (the bits below the quote's).
            uint first = quotes & (0 - quotes);
            if (first != 0 && (stops & (first - 1)) == 0)
            {
                int length = BitOperations.TrailingZeroCount(first);
                _pos = start + length + 1;
                return buffer.Slice(start, length);
            }
        }
#endif
        return ReadStringBody();
    }

    /// <summary>
    /// Moves to the next member when the input continues with a comma and then exactly <paramref name="quotedName"/>
    /// (the member's name in quotes and its colon, as the generated writer writes it), and returns the name; otherwise
    /// returns false and consumes nothing, and <see cref="ReadNextPropertyName(out ReadOnlySpan{byte})"/> reads what
    /// follows as usual.
    /// </summary>
    /// <remarks>
    /// Compact JSON written from the same model names its members in their declared order, so a generated member loop
    /// asks, after each member, for the one declared next: one comparison of a few bytes with a constant stands for the
    /// whitespace tests, the search for the closing quote, the dispatch on the name and the colon. Equal bytes are an
    /// equal name, so what is read does not change; anything else (whitespace, comments, another member, the object's
    /// end) takes the general path. Not in NativeAOT apps, as the short-name look is not: inlined into every member of
    /// every loop, it would take them over their size budget.
    /// </remarks>
    [MethodImpl(MethodImplOptions.AggressiveInlining)]
    public bool TryReadPropertyNameLiteral(ReadOnlySpan<byte> quotedName, out ReadOnlySpan<byte> name)
    {
        int pos = _pos;
        var buffer = _buffer;
        if (CompareNames && _expectComma && (uint)(pos + quotedName.Length) < (uint)buffer.Length && buffer[pos] == (byte)','
            && buffer.Slice(pos + 1, quotedName.Length).SequenceEqual(quotedName))
        {
            _pos = pos + 1 + quotedName.Length;
            _expectComma = false;
            _elements++;
            name = quotedName.Slice(1, quotedName.Length - 3);
            return true;
        }

        name = default;
        return false;
    }

    // Whether the generated loops compare names as written: not in NativeAOT apps, which fold this to false (a
    // netstandard2.1 build, as Unity loads it, always does).
#if NET
    private static bool CompareNames => RuntimeFeature.IsDynamicCodeCompiled;
#else
    private static bool CompareNames => true;
#endif

    /// <summary>
    /// <see cref="TryReadPropertyNameLiteral"/> for an object's first member, called right after
    /// <see cref="ReadStartObject"/>: the input continues with exactly <paramref name="quotedName"/> after the <c>{</c>.
    /// </summary>
    [MethodImpl(MethodImplOptions.AggressiveInlining)]
    public bool TryReadFirstPropertyNameLiteral(ReadOnlySpan<byte> quotedName, out ReadOnlySpan<byte> name)
    {
        int pos = _pos;
        var buffer = _buffer;
        if (CompareNames && (uint)quotedName.Length <= (uint)(buffer.Length - pos) && buffer.Slice(pos, quotedName.Length).SequenceEqual(quotedName))
        {
            _pos = pos + quotedName.Length;
            _elements++;
            name = quotedName.Slice(1, quotedName.Length - 3);
            return true;
        }

        name = default;
        return false;
    }

    private bool EndObject(out ReadOnlySpan<byte> name)
    {
        _pos++;
        _depth--;
        _expectComma = true;
        name = default;
        if (_hinted) CloseHinted();
        return false;
    }

    private bool EndObjectAfterComma(out ReadOnlySpan<byte> name)
    {
        if (!_allowTrailingCommas) Fail(_pos, "A trailing comma before '}' is not allowed.");
        return EndObject(out name);
    }

    /// <summary>Reads <c>[</c>. Fails for anything else, and when the depth limit would be exceeded.</summary>
    public void ReadStartArray()
    {
        int b = SkipWhitespace();
        if (b != '[') FailExpected("'['", b);
        _pos++;
        _expectComma = false;
        if (++_depth > _slowOpenFrom) OpenSlow(isObject: false);
    }

    /// <summary>Returns true if another element follows (its separator consumed), false after consuming <c>]</c>.</summary>
    public bool ReadNextArrayElement()
    {
        int b = SkipWhitespace();
        if (_expectComma)
        {
            if (b == ',')
            {
                _pos++;
                b = SkipWhitespace();
                if (b != ']')
                {
                    _elements++;
                    return true;
                }

                if (!_allowTrailingCommas) Fail(_pos, "A trailing comma before ']' is not allowed.");
            }
            else if (b != ']')
            {
                FailExpected("',' or ']'", b);
            }
        }
        else if (b != ']')
        {
            if (b < 0) FailExpected("a value or ']'", b);
            _elements++;
            return true;
        }

        _pos++;
        _depth--;
        _expectComma = true;
        if (_hinted) CloseHinted();
        return false;
    }

    /// <summary>Consumes the JSON literal <c>null</c> if it comes next.</summary>
    [MethodImpl(MethodImplOptions.AggressiveInlining)]
    public bool TryReadNull()
    {
        if (SkipWhitespace() != 'n') return false;
        ReadLiteral("null"u8);
        return true;
    }

    /// <summary>Whether the next value is a string (whitespace is skipped, nothing is consumed).</summary>
    [MethodImpl(MethodImplOptions.AggressiveInlining)]
    public bool IsNextString() => SkipWhitespace() == '"';

    /// <summary>Checks that only whitespace (and comments when allowed) follows the root value.</summary>
    public void ReadEndOfDocument()
    {
        int b = SkipWhitespace();
        if (b >= 0) Fail(_pos, $"Unexpected {Describe(b)} after the end of the JSON value.");
    }

    private void ReadLiteral(ReadOnlySpan<byte> literal)
    {
        if (!_buffer.Slice(_pos).StartsWith(literal)) FailInvalidLiteral();
        _pos += literal.Length;
        _expectComma = true;
    }

    [DoesNotReturn]
    [MethodImpl(MethodImplOptions.NoInlining)]
    private readonly void FailInvalidLiteral() => Fail(_pos, "Invalid literal: expected 'true', 'false' or 'null'.");

    /// <summary>Skips any value, however deeply nested, without recursion.</summary>
    public void SkipValue()
    {
        JsonWriter none = default;
        Walk(emit: false, ref none);
    }

    /// <summary>
    /// Skips the next value, however deeply nested, and returns its exact text as a span over the input (leading
    /// whitespace excluded): what tools need to pass one record or element on untouched.
    /// </summary>
    public ReadOnlySpan<byte> ReadRaw()
    {
        SkipWhitespace();
        int start = _pos;
        SkipValue();
        return _buffer.Slice(start, _pos - start);
    }

    /// <summary>Skips the value of a member the type does not declare, or rejects it when unknown members are rejected.</summary>
    public void OnUnknownMember(ReadOnlySpan<byte> name)
    {
        if (_union is not null && IsDiscriminator(name))
        {
            SkipValue();
            return;
        }

        if (!Utf8Text.IsValid(name)) Fail(_pos, "A property name is not valid UTF-8.");
        if (_rejectUnknownMembers) Fail(_pos, $"The member '{Utf8Text.Lossy(name)}' is not known to this type.");
        SkipValue();
    }

    // ---- errors ----

    /// <summary>Raises the error for a member that occurs twice.</summary>
    [DoesNotReturn]
    public readonly void ThrowDuplicateMember(ReadOnlySpan<byte> name) =>
        Fail(_pos, $"The member '{Utf8Text.Lossy(name)}' occurs more than once in the object.");

    /// <summary>
    /// Raises the error for a dictionary key that occurs twice in one object, which generated code and collection codecs
    /// report when RejectDuplicateMembers is set.
    /// </summary>
    [DoesNotReturn]
    public readonly void ThrowDuplicateKey<TKey>(TKey key) =>
        Fail(_pos, $"The key '{System.Convert.ToString(key, System.Globalization.CultureInfo.InvariantCulture)}' occurs more than once in the object.");

    /// <summary>Raises the error for a required member missing from an object that has just been read.</summary>
    [DoesNotReturn]
    public readonly void ThrowMissingRequired(string memberJsonName) =>
        throw JsonErrors.At(_buffer, Math.Max(0, _pos - 1), _pos, $"The required member '{memberJsonName}' is missing.");

    /// <summary>Raises the error for a string or number that names no member of an enum.</summary>
    [DoesNotReturn]
    public readonly void ThrowInvalidEnum(ReadOnlySpan<byte> text, string enumTypeName) =>
        Fail(_pos, $"'{Utf8Text.Lossy(text)}' is not a value of the enum {enumTypeName}.");

    /// <summary>Raises the error for a type that cannot be read into an existing instance.</summary>
    [DoesNotReturn]
    public readonly void ThrowPopulateNotSupported(string typeName) =>
        Fail(_pos, $"The type {typeName} cannot be populated in place: it is built through its constructor.");

    /// <summary>Raises a <see cref="BentoJsonException"/> at the current position with the given reason.</summary>
    [DoesNotReturn]
    public readonly void Throw(string reason) => Fail(_pos, reason);

    [DoesNotReturn]
    [MethodImpl(MethodImplOptions.NoInlining)]
    private readonly void Fail(int position, string reason) => throw JsonErrors.At(_buffer, position, reason);

    [DoesNotReturn]
    [MethodImpl(MethodImplOptions.NoInlining)]
    private readonly void FailExpected(string what, int found) =>
        Fail(_pos, $"Expected {what} but found {Describe(found)}.");

    [MethodImpl(MethodImplOptions.NoInlining)]
    private void OpenSlow(bool isObject)
    {
        if (_depth > _depthCheckFrom) CheckDepth();
        if (_hinted) OpenHinted(isObject);
    }

    [MethodImpl(MethodImplOptions.NoInlining)]
    private readonly void CheckDepth()
    {
        if (_depth > _maxDepth) FailDepth();
        if (DepthGuard.StackIsShort()) Fail(_pos - 1, DepthGuard.ReadMessage(_depth));
    }

    [DoesNotReturn]
    [MethodImpl(MethodImplOptions.NoInlining)]
    private readonly void FailDepth() =>
        Fail(_pos - 1, $"The document is nested deeper than the maximum depth of {_maxDepth}.");

    private static string Describe(int b) => b switch
    {
        < 0 => "the end of the input",
        '"' => "a string",
        '{' => "'{'",
        '[' => "'['",
        't' or 'f' => "a boolean",
        'n' => "null",
        '-' or (>= '0' and <= '9') => "a number",
        >= 0x20 and < 0x7F => $"'{(char)b}'",
        _ => $"the byte 0x{b:X2}",
    };
}
