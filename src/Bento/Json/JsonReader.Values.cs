using System;
using System.Buffers;
using System.Buffers.Text;
using System.Globalization;
using Bento.Internal;

namespace Bento.Json;

public ref partial struct JsonReader
{
    // ISO 8601 texts, GUIDs and versions are short; anything longer than this is not one of them.
    private const int MaxScalarText = 64;

    /// <summary>Reads a string of exactly one UTF-16 code unit.</summary>
    public char ReadChar()
    {
        SkipWhitespace();
        int start = _pos;
        string? text = ReadString();
        if (text is null || text.Length != 1) Fail(start, "Expected a string of exactly one character.");
        return text[0];
    }

    /// <summary>Reads base64 text (RFC 4648, with padding) as bytes; <c>null</c> gives null.</summary>
    public byte[]? ReadBytes()
    {
        if (TryReadNull()) return null;
        int start = _pos;
        var text = ReadStringUtf8();
        if (text.Length % 4 != 0) Fail(start, "The string is not valid base64: its length is not a multiple of 4.");
        int padding = text.Length == 0 ? 0 : text[text.Length - 1] == (byte)'=' ? (text[text.Length - 2] == (byte)'=' ? 2 : 1) : 0;
        var bytes = new byte[(text.Length / 4 * 3) - padding];
        var status = Base64.DecodeFromUtf8(text, bytes, out int consumed, out int written);
        if (status != OperationStatus.Done || consumed != text.Length || written != bytes.Length)
            Fail(start, "The string is not valid base64.");
        return bytes;
    }

    /// <summary>Reads a GUID string (<c>d</c> format, or any format <see cref="Guid.TryParse(string?, out Guid)"/> accepts).</summary>
    public Guid ReadGuid()
    {
        SkipWhitespace();
        int start = _pos;
        var text = ReadStringUtf8();
        if (Utf8Parser.TryParse(text, out Guid value, out int consumed, 'D') && consumed == text.Length) return value;
        Span<char> chars = stackalloc char[MaxScalarText];
        value = default;
        if (!TryWidenScalar(text, chars, out var slice) || !Guid.TryParse(slice, out value)) Fail(start, "The string is not a valid GUID.");
        return value;
    }

    /// <summary>
    /// Reads an ISO 8601 date and time. The kind follows the text, and nothing depends on the machine's time zone: a
    /// trailing <c>Z</c> gives UTC; an offset gives the same instant in UTC (the offset itself is kept only by
    /// <see cref="DateTimeOffset"/>); no designator gives <see cref="DateTimeKind.Unspecified"/>. An instant outside
    /// years 1 to 9999 once in UTC is an error, not a clamped or shifted value.
    /// </summary>
    public DateTime ReadDateTime()
    {
        SkipWhitespace();
        int start = _pos;
        Span<char> chars = stackalloc char[MaxScalarText];
        var text = chars.Slice(0, ReadIso8601(chars, start));
        if (!TryParseDateTime(text, out var value))
        {
            Fail(start, HasUtcOffset(text)
                ? "The string is not a valid ISO 8601 date and time, or its instant in UTC is outside years 1 to 9999."
                : "The string is not a valid ISO 8601 date and time.");
        }
        return value;
    }

    // The one reading of a date and time, for values and dictionary keys alike.
    private static bool TryParseDateTime(ReadOnlySpan<char> text, out DateTime value)
    {
        if (HasUtcOffset(text))
        {
            // DateTime.Parse would convert to the machine's local time; the instant in UTC is the same on every machine.
            bool parsed = DateTimeOffset.TryParse(text, CultureInfo.InvariantCulture, DateTimeStyles.None, out var instant);
            value = parsed ? instant.UtcDateTime : default;
            return parsed;
        }

        return DateTime.TryParse(text, CultureInfo.InvariantCulture, DateTimeStyles.RoundtripKind, out value);
    }

    // An offset such as +01:00 or -0530 after the time part (a '-' before the 'T' belongs to the date).
    private static bool HasUtcOffset(ReadOnlySpan<char> text)
    {
        int time = text.IndexOfAny('T', 't', ' ');
        return time >= 0 && text.Slice(time).IndexOfAny('+', '-') >= 0;
    }

    /// <summary>
    /// Reads an ISO 8601 date and time with offset. A text without one is taken as UTC (offset 0), not as the
    /// machine's local time, so that the value read does not depend on where it is read.
    /// </summary>
    public DateTimeOffset ReadDateTimeOffset()
    {
        SkipWhitespace();
        int start = _pos;
        Span<char> chars = stackalloc char[MaxScalarText];
        var text = chars.Slice(0, ReadIso8601(chars, start));
        if (!DateTimeOffset.TryParse(text, CultureInfo.InvariantCulture, DateTimeStyles.AssumeUniversal, out var value))
            Fail(start, "The string is not a valid ISO 8601 date and time with offset.");
        return value;
    }

    /// <summary>Reads a time span in the constant format <c>[-][d.]hh:mm:ss[.fffffff]</c>.</summary>
    public TimeSpan ReadTimeSpan()
    {
        SkipWhitespace();
        int start = _pos;
        var text = ReadStringUtf8();
        Span<char> chars = stackalloc char[MaxScalarText];
        TimeSpan value = default;
        if (!TryWidenScalar(text, chars, out var slice) || !TimeSpan.TryParseExact(slice, "c", CultureInfo.InvariantCulture, out value))
            Fail(start, "The string is not a valid time span ([-][d.]hh:mm:ss[.fffffff]).");
        return value;
    }

#if NET6_0_OR_GREATER
    /// <summary>Reads a date as <c>yyyy-MM-dd</c>.</summary>
    public DateOnly ReadDateOnly()
    {
        SkipWhitespace();
        int start = _pos;
        var text = ReadStringUtf8();
        Span<char> chars = stackalloc char[MaxScalarText];
        DateOnly value = default;
        if (!TryWidenScalar(text, chars, out var slice) || !DateOnly.TryParseExact(slice, "yyyy-MM-dd", CultureInfo.InvariantCulture, DateTimeStyles.None, out value))
            Fail(start, "The string is not a valid date (yyyy-MM-dd).");
        return value;
    }

    /// <summary>Reads a time of day as <c>HH:mm:ss</c> with up to seven fractional digits.</summary>
    public TimeOnly ReadTimeOnly()
    {
        SkipWhitespace();
        int start = _pos;
        var text = ReadStringUtf8();
        Span<char> chars = stackalloc char[MaxScalarText];
        TimeOnly value = default;
        if (!TryWidenScalar(text, chars, out var slice) || !TimeOnly.TryParseExact(slice, s_timeOnlyFormats, CultureInfo.InvariantCulture, DateTimeStyles.None, out value))
            Fail(start, "The string is not a valid time of day (HH:mm:ss.fffffff).");
        return value;
    }

    private static readonly string[] s_timeOnlyFormats = { "HH:mm:ss.FFFFFFF", "HH:mm:ss", "HH:mm" };
#endif

    /// <summary>Reads a URI, absolute or relative; <c>null</c> gives null.</summary>
    public Uri? ReadUri()
    {
        SkipWhitespace();
        int start = _pos;
        string? text = ReadString();
        if (text is null) return null;
        if (!Uri.TryCreate(text, UriKind.RelativeOrAbsolute, out var value)) Fail(start, "The string is not a valid URI.");
        return value;
    }

    /// <summary>Reads a version such as <c>1.2.3.4</c>; <c>null</c> gives null.</summary>
    public Version? ReadVersion()
    {
        if (TryReadNull()) return null;
        int start = _pos;
        var text = ReadStringUtf8();
        Span<char> chars = stackalloc char[MaxScalarText];
        Version? value = default;
        if (!TryWidenScalar(text, chars, out var slice) || !Version.TryParse(slice, out value)) Fail(start, "The string is not a valid version.");
        return value!;
    }

    /// <summary>Dictionary keys: the member name as an ISO 8601 date and time, read as <see cref="ReadDateTime"/> reads a value.</summary>
    public readonly DateTime KeyToDateTime(ReadOnlySpan<byte> name)
    {
        Span<char> chars = stackalloc char[MaxScalarText];
        if (!IsIso8601(name) || !TryWidenScalar(name, chars, out var text) || !TryParseDateTime(text, out var value))
        {
            FailKey(name, "an ISO 8601 date and time");
            return default;
        }
        return value;
    }

    /// <summary>Dictionary keys: the member name as an ISO 8601 date and time with offset, read as <see cref="ReadDateTimeOffset"/> reads a value.</summary>
    public readonly DateTimeOffset KeyToDateTimeOffset(ReadOnlySpan<byte> name)
    {
        Span<char> chars = stackalloc char[MaxScalarText];
        DateTimeOffset value = default;
        if (!IsIso8601(name) || !TryWidenScalar(name, chars, out var text)
            || !DateTimeOffset.TryParse(text, CultureInfo.InvariantCulture, DateTimeStyles.AssumeUniversal, out value))
        {
            FailKey(name, "an ISO 8601 date and time with offset");
        }
        return value;
    }

    /// <summary>Dictionary keys: the member name as one character (one UTF-16 code unit, as a <see cref="char"/> value is).</summary>
    public readonly char KeyToChar(ReadOnlySpan<byte> name)
    {
        // Any character, not only ASCII, decoded in place: one UTF-8 sequence of one to three bytes (a fourth byte
        // would be a character outside the BMP, two chars). Overlong forms and surrogates are not valid UTF-8.
        int code = -1;
        switch (name.Length)
        {
            case 1 when name[0] < 0x80:
                code = name[0];
                break;
            case 2 when name[0] >= 0xC2 && name[0] <= 0xDF && IsContinuation(name[1]):
                code = (name[0] & 0x1F) << 6 | (name[1] & 0x3F);
                break;
            case 3 when (name[0] & 0xF0) == 0xE0 && IsContinuation(name[1]) && IsContinuation(name[2]):
                code = (name[0] & 0x0F) << 12 | (name[1] & 0x3F) << 6 | (name[2] & 0x3F);
                if (code < 0x800 || (code >= 0xD800 && code <= 0xDFFF)) code = -1;
                break;
        }
        if (code < 0) FailKey(name, "a single character");
        return (char)code;

        static bool IsContinuation(byte b) => (b & 0xC0) == 0x80;
    }

    /// <summary>Dictionary keys: the member name as a GUID.</summary>
    public readonly Guid KeyToGuid(ReadOnlySpan<byte> name)
    {
        if (Utf8Parser.TryParse(name, out Guid value, out int consumed, 'D') && consumed == name.Length) return value;
        FailKey(name, "a GUID");
        return default;
    }

    private int ReadIso8601(scoped Span<char> chars, int start)
    {
        var text = ReadStringUtf8();
        if (!IsIso8601(text) || !TryWidenScalar(text, chars, out _)) Fail(start, "The string is not a valid ISO 8601 date and time.");
        return text.Length;
    }

    // The BCL parsers accept many culture-style shapes; JSON dates are ISO 8601, so insist on its date prefix.
    private static bool IsIso8601(ReadOnlySpan<byte> text) =>
        text.Length >= 10 && IsDigits(text.Slice(0, 4)) && text[4] == (byte)'-' && IsDigits(text.Slice(5, 2))
        && text[7] == (byte)'-' && IsDigits(text.Slice(8, 2)) && (text.Length == 10 || text[10] == (byte)'T');

    private static bool IsDigits(ReadOnlySpan<byte> text)
    {
        foreach (byte b in text)
        {
            if ((uint)(b - '0') > 9) return false;
        }

        return true;
    }

    private static bool TryWidenScalar(ReadOnlySpan<byte> text, Span<char> chars, out ReadOnlySpan<char> slice)
    {
        slice = default;
        if (text.Length > chars.Length || !Utf8Numbers.Widen(text, chars)) return false;
        slice = chars.Slice(0, text.Length);
        return true;
    }
}
