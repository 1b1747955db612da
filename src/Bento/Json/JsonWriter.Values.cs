using System;
using System.Buffers;
using System.Buffers.Text;
using System.Diagnostics.CodeAnalysis;
using System.Runtime.CompilerServices;
using Bento.Internal;

namespace Bento.Json;

public ref partial struct JsonWriter
{
    // Long strings are encoded in slices so that a reservation stays small; short ones take one slice.
    private const int StringSliceChars = 16 * 1024;

    /// <summary>Writes <c>null</c>.</summary>
    public void WriteNull() => WriteLiteral("null"u8);

    /// <summary>Writes <c>true</c> or <c>false</c>.</summary>
    public void WriteBoolean(bool value) => WriteLiteral(value ? "true"u8 : "false"u8);

    [MethodImpl(MethodImplOptions.AggressiveInlining)]
    private void WriteLiteral(scoped ReadOnlySpan<byte> literal)
    {
        var span = Reserve(PrefixSize + literal.Length);
        int n = WriteValuePrefix(span);
        literal.CopyTo(span.Slice(n));
        Advance(n + literal.Length);
        _needComma = true;
    }

    /// <summary>Writes an integer.</summary>
    [MethodImpl(MethodImplOptions.AggressiveInlining)]
    public void WriteInt32(int value) => WriteInt64(value);

    /// <summary>Writes an unsigned integer.</summary>
    [MethodImpl(MethodImplOptions.AggressiveInlining)]
    public void WriteUInt32(uint value) => WriteUInt64(value);

    /// <summary>Writes an integer.</summary>
    public void WriteInt64(long value)
    {
        var span = Reserve(PrefixSize + 20);
        int n = WriteValuePrefix(span);
        if ((ulong)value < 10)
        {
            // Single digits (counts, flags, small ids) are common enough to skip the formatter.
            span[n++] = (byte)('0' + value);
        }
        else
        {
            n += Utf8Numbers.FormatInt64(value, span.Slice(n));
        }

        Advance(n);
        _needComma = true;
    }

    /// <summary>Writes an unsigned integer.</summary>
    public void WriteUInt64(ulong value)
    {
        var span = Reserve(PrefixSize + 20);
        int n = WriteValuePrefix(span);
        n += Utf8Numbers.FormatUInt64(value, span.Slice(n));
        Advance(n);
        _needComma = true;
    }

    /// <summary>Writes a double in the shortest form that reads back to the same value. NaN and infinities follow <see cref="BentoJsonOptions.FloatHandling"/>.</summary>
    [MethodImpl(MethodImplOptions.NoInlining)]
    public void WriteDouble(double value)
    {
        if (!IsFinite(value))
        {
            WriteNonFinite(value);
            return;
        }

        var span = Reserve(PrefixSize + 32);
        int n = WriteValuePrefix(span);
        n += Utf8Numbers.FormatDouble(value, span.Slice(n));
        Advance(n);
        _needComma = true;
    }

    /// <summary>Writes a float in the shortest form that reads back to the same value.</summary>
    public void WriteSingle(float value)
    {
        if (!IsFinite(value))
        {
            WriteNonFinite(value);
            return;
        }

        var span = Reserve(PrefixSize + 32);
        int n = WriteValuePrefix(span);
        n += Utf8Numbers.FormatSingle(value, span.Slice(n));
        Advance(n);
        _needComma = true;
    }

    [MethodImpl(MethodImplOptions.AggressiveInlining)]
    private static bool IsFinite(double value) => !double.IsNaN(value) && !double.IsInfinity(value);

    private void WriteNonFinite(double value)
    {
        if (!_namedFloats)
        {
            throw new BentoJsonException(
                $"{value.ToString(System.Globalization.CultureInfo.InvariantCulture)} cannot be written as a JSON number. Set FloatHandling to NamedLiteralsAsStrings to write it as a string.");
        }

        WriteRawString(double.IsNaN(value) ? "\"NaN\""u8 : value > 0 ? "\"Infinity\""u8 : "\"-Infinity\""u8);
    }

    /// <summary>Writes a decimal, keeping its scale.</summary>
    public void WriteDecimal(decimal value)
    {
        var span = Reserve(PrefixSize + 32);
        int n = WriteValuePrefix(span);
        n += Utf8Numbers.FormatDecimal(value, span.Slice(n));
        Advance(n);
        _needComma = true;
    }

    /// <summary>Writes a char as a one-character string.</summary>
    public void WriteChar(char value)
    {
        Span<char> one = stackalloc char[1];
        one[0] = value;
        WriteString(one);
    }

    /// <summary>Writes a string, escaped per RFC 8259 (and for HTML when asked); null gives <c>null</c>.</summary>
    public void WriteString(string? value)
    {
        if (value is null)
        {
            WriteNull();
            return;
        }

        WriteString(value.AsSpan());
    }

    /// <summary>Writes UTF-16 text as a string value.</summary>
    public void WriteString(scoped ReadOnlySpan<char> value)
    {
        if (value.Length <= ShortStringChars)
        {
            WriteShortString(value);
            return;
        }

        var span = Reserve(PrefixSize);
        Advance(WriteValuePrefix(span));
        if (_hints is null)
        {
            WriteQuotedText(value);
        }
        else
        {
            // Text this long is past the hint threshold whatever its encoding: every unit takes at least one byte, and
            // ShortStringChars is above HintedFormat.MinHintedStringBytes.
            int start = _committed + _used;
            WriteQuotedText(value);
            _hints.String(start, _committed + _used - start - 2, value.Length);
        }

        _needComma = true;
    }

    /// <summary>Writes UTF-8 text (which the caller has validated) as a string value, escaping it as needed.</summary>
    public void WriteStringUtf8(scoped ReadOnlySpan<byte> utf8)
    {
        var span = Reserve(PrefixSize + 1);
        int n = WriteValuePrefix(span);
        int start = _committed + _used + n;
        span[n++] = (byte)'"';
        Advance(n);
        WriteUtf8Text(utf8);
        var close = Reserve(1);
        close[0] = (byte)'"';
        Advance(1);
        if (_hints is not null) RecordStringHint(start, utf8);
        _needComma = true;
    }

    /// <summary>Writes a string token copied from valid JSON input, as is; <paramref name="unescaped"/> is its value.</summary>
    internal void WriteRawString(scoped ReadOnlySpan<byte> token, scoped ReadOnlySpan<byte> unescaped)
    {
        var span = Reserve(PrefixSize + token.Length);
        int n = WriteValuePrefix(span);
        int start = _committed + _used + n;
        token.CopyTo(span.Slice(n));
        Advance(n + token.Length);
        if (_hints is not null) RecordStringHint(start, unescaped);
        _needComma = true;
    }

    /// <summary>
    /// Strings up to this many UTF-16 units (names, ids, emails: most strings) take the short path: one capacity check
    /// for the separator, both quotes and the longest encoding (three bytes a unit), then the text encoded in place.
    /// </summary>
    private const int ShortStringChars = 256;

    // The per-string cost of the general path was four capacity checks and as many calls for a few bytes of text.
    [MethodImpl(MethodImplOptions.AggressiveInlining)]
    private void WriteShortString(scoped ReadOnlySpan<char> value)
    {
        var span = Reserve(PrefixSize + 2 + (value.Length * 3));
        int n = WriteValuePrefix(span);
        int start = _committed + _used + n;
        span[n++] = (byte)'"';
        if (!_escapeHtml && Utf8Text.TryNarrowShortAscii(value, span.Slice(n), jsonPlain: true))
        {
            n += value.Length;
            span[n++] = (byte)'"';
            Advance(n);
        }
        else
        {
            WriteShortStringBody(span, n, value);
        }

        // Hinted JSON: a string long enough to carry a hint gets one (its bytes as written, escapes included).
        if (_hints is not null && _committed + _used - start - 2 >= HintedFormat.MinHintedStringBytes)
            _hints.String(start, _committed + _used - start - 2, value.Length);
        _needComma = true;
    }

    // Text that is not short plain ASCII: encoded, then escaped from its first byte that needs it.
    private void WriteShortStringBody(Span<byte> span, int n, scoped ReadOnlySpan<char> value)
    {
        int written = Utf8Text.EncodeAsciiFirst(value, span.Slice(n), _replaceInvalidText);
        if (written < 0) FailLoneSurrogate();
        int escape = Utf8Text.IndexOfByteToEscape(span.Slice(n, written), _escapeHtml);
        if (escape < 0)
        {
            n += written;
            span[n++] = (byte)'"';
            Advance(n);
        }
        else
        {
            WriteEscapedFrom(span, n + escape, n + written);
            var close = Reserve(1);
            close[0] = (byte)'"';
            Advance(1);
        }
    }

    /// <summary>
    /// Text encoded into the reserved <paramref name="span"/> up to <paramref name="end"/> has a byte to escape at
    /// <paramref name="escape"/>: commits what precedes it, moves the rest aside (an escape can need a new buffer, which
    /// would leave the encoded bytes behind) and writes that part escaped. Rare: most text needs no escape.
    /// </summary>
    [MethodImpl(MethodImplOptions.NoInlining)]
    private void WriteEscapedFrom(Span<byte> span, int escape, int end)
    {
        Advance(escape);
        int tailLength = end - escape;
        byte[] tail = ArrayPool<byte>.Shared.Rent(tailLength);
        span.Slice(escape, tailLength).CopyTo(tail);
        WriteEscaped(tail.AsSpan(0, tailLength));
        ArrayPool<byte>.Shared.Return(tail);
    }

    private void WriteUtf8Text(scoped ReadOnlySpan<byte> utf8)
    {
        int escape = Utf8Text.IndexOfByteToEscape(utf8, _escapeHtml);
        var clean = escape < 0 ? utf8 : utf8.Slice(0, escape);
        var span = Reserve(clean.Length);
        clean.CopyTo(span);
        Advance(clean.Length);
        if (escape >= 0) WriteEscaped(utf8.Slice(escape));
    }

    /// <summary>Writes a precomputed, quoted and escaped string literal (for example an enum name).</summary>
    [MethodImpl(MethodImplOptions.AggressiveInlining)]
    public void WriteRawString(scoped ReadOnlySpan<byte> quotedEscapedLiteral) => WriteLiteral(quotedEscapedLiteral);

    /// <summary>Writes a token copied from valid JSON input, as is.</summary>
    internal void WriteRawValue(scoped ReadOnlySpan<byte> token) => WriteLiteral(token);

    private void WriteQuotedText(scoped ReadOnlySpan<char> text)
    {
        var open = Reserve(1);
        open[0] = (byte)'"';
        Advance(1);
        while (text.Length > 0)
        {
            int take = text.Length;
            if (take > StringSliceChars)
            {
                take = StringSliceChars;
                // Never split a surrogate pair across slices: each slice must encode on its own.
                if (char.IsHighSurrogate(text[take - 1])) take--;
            }

            WriteTextSlice(text.Slice(0, take));
            text = text.Slice(take);
        }

        var close = Reserve(1);
        close[0] = (byte)'"';
        Advance(1);
    }

    private void WriteTextSlice(scoped ReadOnlySpan<char> text)
    {
        var span = Reserve(text.Length * 3);
        // Long English text is mostly one ASCII run, which the runtime narrows fastest.
        int written = Utf8Text.EncodeAsciiFirst(text, span, _replaceInvalidText);
        if (written < 0) FailLoneSurrogate();
        int escape = Utf8Text.IndexOfByteToEscape(span.Slice(0, written), _escapeHtml);
        if (escape < 0)
        {
            Advance(written);
            return;
        }

        WriteEscapedFrom(span, escape, written);
    }

    private void WriteEscaped(scoped ReadOnlySpan<byte> utf8)
    {
        while (utf8.Length > 0)
        {
            int run = Utf8Text.IndexOfByteToEscape(utf8, _escapeHtml);
            if (run < 0) run = utf8.Length;
            if (run > 0)
            {
                var span = Reserve(run);
                utf8.Slice(0, run).CopyTo(span);
                Advance(run);
                utf8 = utf8.Slice(run);
                if (utf8.IsEmpty) break;
            }

            WriteEscape(utf8[0]);
            utf8 = utf8.Slice(1);
        }
    }

    private void WriteEscape(byte b)
    {
        var span = Reserve(6);
        span[0] = (byte)'\\';
        byte shortForm = b switch
        {
            (byte)'"' => (byte)'"',
            (byte)'\\' => (byte)'\\',
            (byte)'\n' => (byte)'n',
            (byte)'\r' => (byte)'r',
            (byte)'\t' => (byte)'t',
            (byte)'\b' => (byte)'b',
            (byte)'\f' => (byte)'f',
            _ => 0,
        };
        if (shortForm != 0)
        {
            span[1] = shortForm;
            Advance(2);
            return;
        }

        span[1] = (byte)'u';
        span[2] = (byte)'0';
        span[3] = (byte)'0';
        span[4] = HexDigit(b >> 4);
        span[5] = HexDigit(b & 0xF);
        Advance(6);
    }

    private static byte HexDigit(int value) => (byte)(value < 10 ? '0' + value : 'A' + value - 10);

    [DoesNotReturn]
    [MethodImpl(MethodImplOptions.NoInlining)]
    private static void FailLoneSurrogate() => throw new BentoJsonException(
        "The string holds a lone UTF-16 surrogate, which cannot be written as UTF-8. Set InvalidTextHandling to Replace to write U+FFFD instead.");

    /// <summary>Writes bytes as a base64 string.</summary>
    public void WriteBytes(scoped ReadOnlySpan<byte> value)
    {
        int length = ((value.Length + 2) / 3) * 4;
        var span = Reserve(PrefixSize + length + 2);
        int n = WriteValuePrefix(span);
        int start = _committed + _used + n;
        span[n++] = (byte)'"';
        Base64.EncodeToUtf8(value, span.Slice(n), out _, out int written);
        n += written;
        span[n++] = (byte)'"';
        Advance(n);

        // Base64 is ASCII, so its UTF-16 length is its byte length; long ones get a string hint like any other text.
        if (_hints is not null && written >= HintedFormat.MinHintedStringBytes) _hints.String(start, written, written);
        _needComma = true;
    }

    /// <summary>Writes a GUID as a string in <c>d</c> format.</summary>
    public void WriteGuid(Guid value)
    {
        var span = Reserve(PrefixSize + 38);
        int n = WriteValuePrefix(span);
        span[n++] = (byte)'"';
        n += Utf8Numbers.FormatGuid(value, span.Slice(n));
        span[n++] = (byte)'"';
        Advance(n);
        _needComma = true;
    }

    /// <summary>Writes a date and time in the shortest ISO 8601 form that reads back the same: format <c>O</c> without the fraction's trailing zeros, as System.Text.Json writes it.</summary>
    public void WriteDateTime(DateTime value)
    {
        var span = Reserve(PrefixSize + 42);
        int n = WriteValuePrefix(span);
        span[n++] = (byte)'"';
        n += Utf8Numbers.FormatDateTime(value, span.Slice(n));
        span[n++] = (byte)'"';
        Advance(n);
        _needComma = true;
    }

    /// <summary>Writes a date and time with offset in the shortest ISO 8601 form that reads back the same (format <c>O</c> without the fraction's trailing zeros).</summary>
    public void WriteDateTimeOffset(DateTimeOffset value)
    {
        var span = Reserve(PrefixSize + 42);
        int n = WriteValuePrefix(span);
        span[n++] = (byte)'"';
        n += Utf8Numbers.FormatDateTimeOffset(value, span.Slice(n));
        span[n++] = (byte)'"';
        Advance(n);
        _needComma = true;
    }

    /// <summary>Writes a time span in the constant format <c>[-][d.]hh:mm:ss[.fffffff]</c>.</summary>
    public void WriteTimeSpan(TimeSpan value)
    {
        var span = Reserve(PrefixSize + 34);
        int n = WriteValuePrefix(span);
        span[n++] = (byte)'"';
        n += Utf8Numbers.FormatTimeSpan(value, span.Slice(n));
        span[n++] = (byte)'"';
        Advance(n);
        _needComma = true;
    }

#if NET6_0_OR_GREATER
    /// <summary>Writes a date as <c>yyyy-MM-dd</c>.</summary>
    public void WriteDateOnly(DateOnly value)
    {
        Span<char> chars = stackalloc char[16];
        value.TryFormat(chars, out int written, "yyyy-MM-dd", System.Globalization.CultureInfo.InvariantCulture);
        WriteAsciiString(chars.Slice(0, written));
    }

    /// <summary>Writes a time of day as <c>HH:mm:ss</c> with the fraction of a second only when it is not zero.</summary>
    public void WriteTimeOnly(TimeOnly value)
    {
        Span<char> chars = stackalloc char[24];
        value.TryFormat(chars, out int written, "HH:mm:ss.FFFFFFF", System.Globalization.CultureInfo.InvariantCulture);
        WriteAsciiString(chars.Slice(0, written));
    }
#endif

    private void WriteAsciiString(scoped ReadOnlySpan<char> ascii)
    {
        var span = Reserve(PrefixSize + ascii.Length + 2);
        int n = WriteValuePrefix(span);
        span[n++] = (byte)'"';
        Utf8Numbers.Narrow(ascii, span.Slice(n));
        n += ascii.Length;
        span[n++] = (byte)'"';
        Advance(n);
        _needComma = true;
    }

    /// <summary>Writes a URI as its original string; null gives <c>null</c>.</summary>
    public void WriteUri(Uri? value) => WriteString(value?.OriginalString);

    /// <summary>Writes a version such as <c>1.2.3.4</c>; null gives <c>null</c>.</summary>
    public void WriteVersion(Version? value)
    {
        if (value is null)
        {
            WriteNull();
            return;
        }

        Span<char> chars = stackalloc char[48];
        value.TryFormat(chars, out int written);
        WriteAsciiString(chars.Slice(0, written));
    }
}
