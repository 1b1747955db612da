using System;
using System.Globalization;

namespace Bento.Internal;

/// <summary>
/// Parsing and formatting of numbers and other scalars as UTF-8, one TFM switch each: net10.0 works on UTF-8 directly,
/// netstandard2.1 goes through a stack buffer of chars (ASCII only, so the widening is exact).
/// </summary>
internal static class Utf8Numbers
{
    // Longer tokens are rare and legal (a number may carry many digits); they take a heap buffer.
    private const int StackChars = 128;

    public static double ParseDouble(ReadOnlySpan<byte> ascii)
    {
#if NET8_0_OR_GREATER
        return double.Parse(ascii, NumberStyles.Float, CultureInfo.InvariantCulture);
#else
        Span<char> chars = ascii.Length <= StackChars ? stackalloc char[ascii.Length] : new char[ascii.Length];
        Widen(ascii, chars);
        return double.Parse(chars, NumberStyles.Float, CultureInfo.InvariantCulture);
#endif
    }

    public static float ParseSingle(ReadOnlySpan<byte> ascii)
    {
#if NET8_0_OR_GREATER
        return float.Parse(ascii, NumberStyles.Float, CultureInfo.InvariantCulture);
#else
        Span<char> chars = ascii.Length <= StackChars ? stackalloc char[ascii.Length] : new char[ascii.Length];
        Widen(ascii, chars);
        return float.Parse(chars, NumberStyles.Float, CultureInfo.InvariantCulture);
#endif
    }

    public static bool TryParseDecimal(ReadOnlySpan<byte> ascii, out decimal value)
    {
#if NET8_0_OR_GREATER
        return decimal.TryParse(ascii, NumberStyles.Float, CultureInfo.InvariantCulture, out value);
#else
        Span<char> chars = ascii.Length <= StackChars ? stackalloc char[ascii.Length] : new char[ascii.Length];
        Widen(ascii, chars);
        return decimal.TryParse(chars, NumberStyles.Float, CultureInfo.InvariantCulture, out value);
#endif
    }

    /// <summary>Copies ASCII bytes to chars; returns false if any byte is not ASCII.</summary>
    public static bool Widen(ReadOnlySpan<byte> ascii, Span<char> chars)
    {
        for (int i = 0; i < ascii.Length; i++)
        {
            byte b = ascii[i];
            if (b >= 0x80) return false;
            chars[i] = (char)b;
        }

        return true;
    }

    /// <summary>Copies ASCII chars to bytes (the caller guarantees ASCII).</summary>
    public static void Narrow(ReadOnlySpan<char> chars, Span<byte> ascii)
    {
        for (int i = 0; i < chars.Length; i++) ascii[i] = (byte)chars[i];
    }

    // Formatting: each writes ASCII into 'destination' (sized by the caller) and returns the byte count.
    // Doubles and floats use the shortest text that reads back to the same value, laid out as the BCL's default format
    // on .NET Core 3.0+ lays it out (ShortestFloat); the same text on every runtime, Mono (Unity) included.
    public static int FormatDouble(double value, Span<byte> destination) => ShortestFloat.FormatDouble(value, destination);

    public static int FormatSingle(float value, Span<byte> destination) => ShortestFloat.FormatSingle(value, destination);

#if NET8_0_OR_GREATER
    /// <summary>The BCL's own shortest round-trip text, for the few subnormals <see cref="ShortestFloat"/> hands back.</summary>
    public static int FormatDoubleByRuntime(double value, Span<byte> destination) => Utf8(value, destination, default);

    /// <summary>The BCL's own shortest round-trip text of a float.</summary>
    public static int FormatSingleByRuntime(float value, Span<byte> destination) => Utf8(value, destination, default);

    public static int FormatDecimal(decimal value, Span<byte> destination) => Utf8(value, destination, default);

    public static int FormatInt64(long value, Span<byte> destination) => Utf8(value, destination, default);

    public static int FormatUInt64(ulong value, Span<byte> destination) => Utf8(value, destination, default);

    public static int FormatDateTime(DateTime value, Span<byte> destination) =>
        TrimFraction(destination, Utf8(value, destination, "O"));

    public static int FormatDateTimeOffset(DateTimeOffset value, Span<byte> destination) =>
        TrimFraction(destination, Utf8(value, destination, "O"));

    public static int FormatTimeSpan(TimeSpan value, Span<byte> destination) => Utf8(value, destination, "c");

    public static int FormatGuid(Guid value, Span<byte> destination) => Utf8(value, destination, "D");

    private static int Utf8<T>(T value, Span<byte> destination, ReadOnlySpan<char> format)
        where T : IUtf8SpanFormattable
    {
        value.TryFormat(destination, out int written, format, CultureInfo.InvariantCulture);
        return written;
    }
#else
    public static int FormatDoubleByRuntime(double value, Span<byte> destination)
    {
        Span<char> chars = stackalloc char[32];
        value.TryFormat(chars, out int written, "R", CultureInfo.InvariantCulture);
        return Ascii(chars.Slice(0, written), destination);
    }

    public static int FormatSingleByRuntime(float value, Span<byte> destination)
    {
        Span<char> chars = stackalloc char[32];
        value.TryFormat(chars, out int written, "R", CultureInfo.InvariantCulture);
        return Ascii(chars.Slice(0, written), destination);
    }

    public static int FormatDecimal(decimal value, Span<byte> destination)
    {
        Span<char> chars = stackalloc char[40];
        value.TryFormat(chars, out int written, default, CultureInfo.InvariantCulture);
        return Ascii(chars.Slice(0, written), destination);
    }

    public static int FormatInt64(long value, Span<byte> destination)
    {
        System.Buffers.Text.Utf8Formatter.TryFormat(value, destination, out int written);
        return written;
    }

    public static int FormatUInt64(ulong value, Span<byte> destination)
    {
        System.Buffers.Text.Utf8Formatter.TryFormat(value, destination, out int written);
        return written;
    }

    public static int FormatDateTime(DateTime value, Span<byte> destination)
    {
        Span<char> chars = stackalloc char[40];
        value.TryFormat(chars, out int written, "O", CultureInfo.InvariantCulture);
        return TrimFraction(destination, Ascii(chars.Slice(0, written), destination));
    }

    public static int FormatDateTimeOffset(DateTimeOffset value, Span<byte> destination)
    {
        Span<char> chars = stackalloc char[40];
        value.TryFormat(chars, out int written, "O", CultureInfo.InvariantCulture);
        return TrimFraction(destination, Ascii(chars.Slice(0, written), destination));
    }

    public static int FormatTimeSpan(TimeSpan value, Span<byte> destination)
    {
        Span<char> chars = stackalloc char[32];
        value.TryFormat(chars, out int written, "c", CultureInfo.InvariantCulture);
        return Ascii(chars.Slice(0, written), destination);
    }

    public static int FormatGuid(Guid value, Span<byte> destination)
    {
        Span<char> chars = stackalloc char[36];
        value.TryFormat(chars, out int written, "D");
        return Ascii(chars.Slice(0, written), destination);
    }

    private static int Ascii(ReadOnlySpan<char> chars, Span<byte> destination)
    {
        Narrow(chars, destination);
        return chars.Length;
    }
#endif

    /// <summary>
    /// Shortens the round-trip ("O") text of a date and time to the shortest ISO 8601 form that reads back the same, as
    /// System.Text.Json writes it: "O" always writes seven fraction digits after the point at index 19; trailing zeros
    /// go, and the point with them when all are zero (<c>2024-01-02T03:04:05Z</c>, <c>...05.12+02:00</c>).
    /// </summary>
    private static int TrimFraction(Span<byte> text, int length)
    {
        const int FractionStart = 20;
        const int FractionEnd = 27;
        int end = FractionEnd;
        while (end > FractionStart && text[end - 1] == (byte)'0') end--;
        if (end == FractionStart) end--;
        if (end == FractionEnd) return length;
        text.Slice(FractionEnd, length - FractionEnd).CopyTo(text.Slice(end));
        return length - (FractionEnd - end);
    }
}
