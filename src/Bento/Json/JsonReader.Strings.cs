using System;
using System.Globalization;
using System.Runtime.CompilerServices;
using System.Runtime.InteropServices;
#if NET9_0_OR_GREATER
using System.Numerics;
using System.Runtime.Intrinsics;
using System.Text;
#endif
using Bento.Internal;

namespace Bento.Json;

public ref partial struct JsonReader
{
    // Unescaped text of the latest string that held escapes, grown on demand. Buffers over MaxRetainedScratch are not
    // kept, so one huge string cannot pin memory for the thread's life.
    [ThreadStatic]
    private static byte[]? t_scratch;

    private const int MaxRetainedScratch = 1 << 20;

    /// <summary>Reads a string value; the literal <c>null</c> gives null.</summary>
    public string? ReadString()
    {
        int b = SkipWhitespace();
        if (b != '"')
        {
            if (b == 'n')
            {
                ReadLiteral("null"u8);
                return null;
            }

            FailExpected("a string", b);
        }

        int start = _pos;
        if (start == _hintAt) return ReadHintedString(start);
#if NET9_0_OR_GREATER
        if (RuntimeFeature.IsDynamicCodeCompiled && Vector128.IsHardwareAccelerated) return ReadStringScanned(start);
#endif
        var utf8 = ReadStringBody();
        _expectComma = true;
        if (!Utf8Text.TryDecode(utf8, out string value)) Fail(start, "The string is not valid UTF-8.");
        return value;
    }

#if NET9_0_OR_GREATER
    /// <summary>
    /// <see cref="ReadString"/> past the opening quote at <paramref name="quote"/>: one pass finds the closing quote
    /// and learns whether the text is ASCII, which most strings are (twitter.json: 4,000 of 4,754). ASCII text is
    /// widened straight into a string of its byte count; other text is decoded as before, with its end known.
    /// </summary>
    /// <remarks>
    /// Only where code is compiled at run time, like <see cref="ReadNameBody"/>: a NativeAOT app keeps the general
    /// path alone for its size budget (docs/architecture.md, "NativeAOT size").
    /// </remarks>
    private string ReadStringScanned(int quote)
    {
        var buffer = _buffer;
        int begin = quote + 1;
        int pos = begin;
        uint high = 0;
        while (buffer.Length - pos >= Vector128<byte>.Count)
        {
            var bytes = Vector128.LoadUnsafe(ref MemoryMarshal.GetReference(buffer), (nuint)pos);
            uint stops = (Vector128.Equals(bytes, Vector128.Create((byte)'"')) | Vector128.Equals(bytes, Vector128.Create((byte)'\\'))
                | Vector128.LessThan(bytes, Vector128.Create((byte)0x20))).ExtractMostSignificantBits();
            uint top = bytes.ExtractMostSignificantBits();
            if (stops != 0)
            {
                int at = pos + BitOperations.TrailingZeroCount(stops);
                if (buffer[at] != (byte)'"') break;

                // Only the bytes before the quote count: what follows it is the rest of the document.
                high |= top & ((stops & (0 - stops)) - 1);
                var text = buffer.Slice(begin, at - begin);
                _pos = at + 1;
                _expectComma = true;
                if (high == 0) return text.IsEmpty ? string.Empty : Encoding.Latin1.GetString(text);
                if (!Utf8Text.TryDecode(text, out string decoded)) Fail(quote, "The string is not valid UTF-8.");
                return decoded;
            }

            high |= top;
            pos += Vector128<byte>.Count;
        }

        // An escape, a control byte, or the last bytes of the document: the general path, from the start.
        var utf8 = ReadStringBody();
        _expectComma = true;
        if (!Utf8Text.TryDecode(utf8, out string value)) Fail(quote, "The string is not valid UTF-8.");
        return value;
    }
#endif

    /// <summary>Reads a string value as unescaped, validated UTF-8 (valid until the next read).</summary>
    public ReadOnlySpan<byte> ReadStringUtf8()
    {
        int b = SkipWhitespace();
        if (b != '"') FailExpected("a string", b);
        int start = _pos;
        var utf8 = ReadStringBody();
        _expectComma = true;
        if (!Utf8Text.IsValid(utf8)) Fail(start, "The string is not valid UTF-8.");
        if (_hinted) CheckStringHint(start, utf8);
        return utf8;
    }

    /// <summary>
    /// Reads the string starting at the current quote and returns its unescaped bytes. The bytes are not yet checked
    /// to be UTF-8: callers that decode them do that in the same pass.
    /// </summary>
    [MethodImpl(MethodImplOptions.AggressiveInlining)]
    private ReadOnlySpan<byte> ReadStringBody()
    {
        int start = _pos + 1;
        var rest = _buffer.Slice(start);
        int stop = Utf8Text.IndexOfStringStop(rest);
        if (stop >= 0 && rest[stop] == (byte)'"')
        {
            _pos = start + stop + 1;
            return rest.Slice(0, stop);
        }

        return ReadStringBodySlow(start, stop);
    }

    [MethodImpl(MethodImplOptions.NoInlining)]
    private ReadOnlySpan<byte> ReadStringBodySlow(int start, int stop)
    {
        var buffer = _buffer;
        if (stop < 0) Fail(start - 1, "The string is not closed with '\"'.");
        int at = start + stop;
        // Messages concatenated, not interpolated, on these paths: an interpolation compiles its formatting into the method.
        if (buffer[at] != (byte)'\\') Fail(at, "The control character U+" + buffer[at].ToString("X4", CultureInfo.InvariantCulture) + " must be escaped in a string.");

        byte[] scratch = t_scratch ?? NewScratch(256);
        int written = 0;
        int pos = start;
        while (true)
        {
            int run = at - pos;

            // An escape decodes to at most 4 bytes, so this is the most the next step can add.
            if (scratch.Length - written < run + 4) scratch = GrowScratch(scratch, written, written + run + 4);
            buffer.Slice(pos, run).CopyTo(scratch.AsSpan(written));
            written += run;
            pos = at;
            byte b = buffer[pos];
            if (b == (byte)'"')
            {
                _pos = pos + 1;
                return scratch.AsSpan(0, written);
            }

            if (b < 0x20) Fail(pos, "The control character U+" + b.ToString("X4", CultureInfo.InvariantCulture) + " must be escaped in a string.");
            pos = Unescape(pos, scratch, ref written);
            int next = Utf8Text.IndexOfStringStop(buffer.Slice(pos));
            if (next < 0) Fail(start - 1, "The string is not closed with '\"'.");
            at = pos + next;
        }
    }

    private static byte[] NewScratch(int length)
    {
        var array = new byte[Math.Max(length, 256)];
        if (array.Length <= MaxRetainedScratch) t_scratch = array;
        return array;
    }

    private static byte[] GrowScratch(byte[] scratch, int used, int needed)
    {
        var larger = NewScratch(Math.Max(needed, scratch.Length * 2));
        scratch.AsSpan(0, used).CopyTo(larger);
        return larger;
    }

    /// <summary>Decodes the escape at <paramref name="pos"/> into <paramref name="output"/>; returns the position after it.</summary>
    private readonly int Unescape(int pos, byte[] output, ref int written)
    {
        var buffer = _buffer;
        if (pos + 1 >= buffer.Length) Fail(pos, "The string ends inside an escape sequence.");
        byte kind = buffer[pos + 1];
        byte simple = kind switch
        {
            (byte)'"' => (byte)'"',
            (byte)'\\' => (byte)'\\',
            (byte)'/' => (byte)'/',
            (byte)'b' => (byte)'\b',
            (byte)'f' => (byte)'\f',
            (byte)'n' => (byte)'\n',
            (byte)'r' => (byte)'\r',
            (byte)'t' => (byte)'\t',
            _ => 0,
        };
        if (simple != 0)
        {
            output[written++] = simple;
            return pos + 2;
        }

        if (kind != (byte)'u') Fail(pos, "'\\" + (char)kind + "' is not a valid escape sequence.");
        int code = ReadHex4(pos);
        int next = pos + 6;
        if (code >= 0xD800 && code <= 0xDBFF)
        {
            if (next + 6 <= buffer.Length && buffer[next] == (byte)'\\' && buffer[next + 1] == (byte)'u')
            {
                int low = ReadHex4(next);
                if (low >= 0xDC00 && low <= 0xDFFF)
                {
                    WriteUtf8(0x10000 + ((code - 0xD800) << 10) + (low - 0xDC00), output, ref written);
                    return next + 6;
                }
            }

            code = LoneSurrogate(pos);
        }
        else if (code >= 0xDC00 && code <= 0xDFFF)
        {
            code = LoneSurrogate(pos);
        }

        WriteUtf8(code, output, ref written);
        return next;
    }

    private readonly int LoneSurrogate(int pos)
    {
        if (!_replaceInvalidText) Fail(pos, "The string holds a lone UTF-16 surrogate escape, which is not valid Unicode text.");
        return 0xFFFD;
    }

    private readonly int ReadHex4(int pos)
    {
        var buffer = _buffer;
        if (pos + 6 > buffer.Length) Fail(pos, "A \\u escape needs four hexadecimal digits.");
        int value = 0;
        for (int i = pos + 2; i < pos + 6; i++)
        {
            int digit = HexValue(buffer[i]);
            if (digit < 0) Fail(pos, "A \\u escape needs four hexadecimal digits.");
            value = (value << 4) | digit;
        }

        return value;
    }

    private static int HexValue(byte b)
    {
        if (b >= (byte)'0' && b <= (byte)'9') return b - '0';
        if (b >= (byte)'a' && b <= (byte)'f') return b - 'a' + 10;
        if (b >= (byte)'A' && b <= (byte)'F') return b - 'A' + 10;
        return -1;
    }

    private static void WriteUtf8(int code, byte[] output, ref int written)
    {
        if (code < 0x80)
        {
            output[written++] = (byte)code;
        }
        else if (code < 0x800)
        {
            output[written++] = (byte)(0xC0 | (code >> 6));
            output[written++] = (byte)(0x80 | (code & 0x3F));
        }
        else if (code < 0x10000)
        {
            output[written++] = (byte)(0xE0 | (code >> 12));
            output[written++] = (byte)(0x80 | ((code >> 6) & 0x3F));
            output[written++] = (byte)(0x80 | (code & 0x3F));
        }
        else
        {
            output[written++] = (byte)(0xF0 | (code >> 18));
            output[written++] = (byte)(0x80 | ((code >> 12) & 0x3F));
            output[written++] = (byte)(0x80 | ((code >> 6) & 0x3F));
            output[written++] = (byte)(0x80 | (code & 0x3F));
        }
    }

    /// <summary>Dictionary keys: the member name as a string.</summary>
    public readonly string KeyToString(ReadOnlySpan<byte> name)
    {
        if (!Utf8Text.TryDecode(name, out string value)) Fail(_pos, "A property name is not valid UTF-8.");
        return value;
    }
}
