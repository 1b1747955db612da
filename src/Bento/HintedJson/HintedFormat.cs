using System;

namespace Bento.Json;

/// <summary>The constants of the hinted JSON format (docs/hinted-json.md), shared by its reader and writer.</summary>
internal static class HintedFormat
{
    /// <summary>The version this library writes and the only one whose hints it uses.</summary>
    public const int Version = 1;

    /// <summary>The header comment opens with this; the version number and <c>*/</c> follow.</summary>
    public static ReadOnlySpan<byte> HeaderPrefix => "/*bento-hinted-json:"u8;

    /// <summary>The whole header this library writes.</summary>
    public static ReadOnlySpan<byte> Header => "/*bento-hinted-json:1*/"u8;

    /// <summary>
    /// Where string hints are written (they were by earlier releases; today's writer gives none, see
    /// <see cref="Bento.Internal.HintRecorder.WrittenKinds"/>), strings with fewer bytes than this between their quotes
    /// carry none: below it, reading and checking a hint costs about what knowing the length saves (measured; see the spec).
    /// </summary>
    public const int MinHintedStringBytes = 128;

    /// <summary>
    /// Where object hints are written (by earlier releases; today's writer gives none), objects with fewer bytes than
    /// this carry none. A typed reader has no use for the member count of a record, and small dictionaries grow
    /// cheaply, so on small objects a hint is only size (measured; see the spec).
    /// </summary>
    public const int MinHintedObjectBytes = 1024;

    /// <summary>Hint numbers are decimal without leading zeros and fit an <see cref="int"/>, so at most 10 digits.</summary>
    public const int MaxDigits = 10;

    /// <summary>The number of decimal digits of a non-negative value.</summary>
    public static int DigitCount(int value)
    {
        int digits = 1;
        while (value >= 10)
        {
            value /= 10;
            digits++;
        }

        return digits;
    }

    /// <summary>Writes <c>/*first:second*/</c> and returns the bytes written.</summary>
    public static int WriteHint(Span<byte> destination, int first, int second)
    {
        destination[0] = (byte)'/';
        destination[1] = (byte)'*';
        int n = 2 + WriteDigits(destination.Slice(2), first);
        destination[n++] = (byte)':';
        n += WriteDigits(destination.Slice(n), second);
        destination[n++] = (byte)'*';
        destination[n++] = (byte)'/';
        return n;
    }

    /// <summary>The size of <c>/*first:second*/</c>.</summary>
    public static int HintSize(int first, int second) => 5 + DigitCount(first) + DigitCount(second);

    private static int WriteDigits(Span<byte> destination, int value)
    {
        int digits = DigitCount(value);
        for (int i = digits - 1; i >= 0; i--)
        {
            destination[i] = (byte)('0' + (value % 10));
            value /= 10;
        }

        return digits;
    }

    /// <summary>
    /// Parses a decimal hint number at <paramref name="pos"/>: digits without a leading zero, at most
    /// <see cref="int.MaxValue"/>. Returns the position after it, or -1 when there is no such number.
    /// </summary>
    public static int ParseNumber(ReadOnlySpan<byte> buffer, int pos, out int value)
    {
        value = 0;
        long result = 0;
        int start = pos;
        while (pos < buffer.Length)
        {
            uint digit = (uint)(buffer[pos] - '0');
            if (digit > 9) break;
            if (pos - start == MaxDigits) return -1;
            result = (result * 10) + digit;
            pos++;
        }

        int length = pos - start;
        if (length == 0 || (length > 1 && buffer[start] == (byte)'0') || result > int.MaxValue) return -1;
        value = (int)result;
        return pos;
    }
}
