using System;
using System.Numerics;
using System.Runtime.CompilerServices;
using System.Runtime.InteropServices;
#if NET
using System.Runtime.Intrinsics;
#endif
using Bento.Internal;

namespace Bento.Json;

public ref partial struct JsonReader
{
    private static readonly double[] s_powersOf10 =
    {
        1e0, 1e1, 1e2, 1e3, 1e4, 1e5, 1e6, 1e7, 1e8, 1e9, 1e10, 1e11,
        1e12, 1e13, 1e14, 1e15, 1e16, 1e17, 1e18, 1e19, 1e20, 1e21, 1e22,
    };

    /// <summary>Reads <c>true</c> or <c>false</c>.</summary>
    public bool ReadBoolean()
    {
        int b = SkipWhitespace();
        if (b == 't')
        {
            ReadLiteral("true"u8);
            return true;
        }

        if (b == 'f')
        {
            ReadLiteral("false"u8);
            return false;
        }

        FailExpected("true or false", b);
        return false;
    }

    /// <summary>Reads an integer in the range of <see cref="byte"/>.</summary>
    public byte ReadByte() => (byte)ReadUInt64Checked(byte.MaxValue, "byte");

    /// <summary>Reads an integer in the range of <see cref="sbyte"/>.</summary>
    public sbyte ReadSByte() => (sbyte)ReadInt64Checked(sbyte.MinValue, sbyte.MaxValue, "sbyte");

    /// <summary>Reads an integer in the range of <see cref="short"/>.</summary>
    public short ReadInt16() => (short)ReadInt64Checked(short.MinValue, short.MaxValue, "short");

    /// <summary>Reads an integer in the range of <see cref="ushort"/>.</summary>
    public ushort ReadUInt16() => (ushort)ReadUInt64Checked(ushort.MaxValue, "ushort");

    /// <summary>Reads an integer in the range of <see cref="int"/>.</summary>
    public int ReadInt32() => (int)ReadInt64Checked(int.MinValue, int.MaxValue, "int");

    /// <summary>Reads an integer in the range of <see cref="uint"/>.</summary>
    public uint ReadUInt32() => (uint)ReadUInt64Checked(uint.MaxValue, "uint");

    /// <summary>Reads an integer in the range of <see cref="long"/>.</summary>
    public long ReadInt64() => ReadInt64Checked(long.MinValue, long.MaxValue, "long");

    /// <summary>Reads an integer in the range of <see cref="ulong"/>.</summary>
    public ulong ReadUInt64() => ReadUInt64Checked(ulong.MaxValue, "ulong");

    [MethodImpl(MethodImplOptions.AggressiveInlining)]
    private long ReadInt64Checked(long min, long max, string typeName)
    {
        int b = SkipWhitespace();
        int start = _pos;
        bool negative = b == '-';
        ulong magnitude = ReadIntegerDigits(negative ? start + 1 : start, b);
        if (negative)
        {
            if (magnitude > (ulong)(-(min + 1)) + 1) FailRange(start, typeName);
            return (long)(0 - magnitude);
        }

        if (magnitude > (ulong)max) FailRange(start, typeName);
        return (long)magnitude;
    }

    [MethodImpl(MethodImplOptions.AggressiveInlining)]
    private ulong ReadUInt64Checked(ulong max, string typeName)
    {
        int b = SkipWhitespace();
        int start = _pos;
        bool negative = b == '-';
        ulong magnitude = ReadIntegerDigits(negative ? start + 1 : start, b);
        if ((negative && magnitude != 0) || magnitude > max) FailRange(start, typeName);
        return magnitude;
    }

    /// <summary>
    /// Parses the digits of an integer at <paramref name="pos"/> and leaves the reader after them. Rejects fractions,
    /// exponents, leading zeros and more than 20 digits; values above <see cref="ulong.MaxValue"/> fail as out of range.
    /// </summary>
    [MethodImpl(MethodImplOptions.AggressiveInlining)]
    private ulong ReadIntegerDigits(int pos, int first)
    {
        var buffer = _buffer;
        int start = pos;
        ulong value = 0;
        while ((uint)pos < (uint)buffer.Length)
        {
            uint digit = (uint)(buffer[pos] - '0');
            if (digit > 9) break;
            value = (value * 10) + digit;
            pos++;
        }

        int count = pos - start;
        if (count == 0 || count > 19 || (count > 1 && buffer[start] == (byte)'0') || IsNumberContinuation(pos))
            return ReadIntegerSlow(start, pos, first);
        _pos = pos;
        _expectComma = true;
        return value;
    }

    [MethodImpl(MethodImplOptions.NoInlining)]
    private ulong ReadIntegerSlow(int digitsStart, int digitsEnd, int first)
    {
        var buffer = _buffer;
        int count = digitsEnd - digitsStart;
        int tokenStart = _pos;
        if (count == 0)
        {
            // No digits at all: the token is a lone '-' or not a number (a digit here would have been counted).
            if (first == '-') Fail(tokenStart, "Invalid number: a digit must follow '-'.");
            FailExpected("an integer", first);
        }

        if (count > 1 && buffer[digitsStart] == (byte)'0') Fail(tokenStart, "Invalid number: leading zeros are not allowed.");
        if (IsNumberContinuation(digitsEnd))
        {
            byte next = buffer[digitsEnd];
            if (next == (byte)'.' || next == (byte)'e' || next == (byte)'E')
            {
                // Validate the whole number first so that malformed input gets the grammar error, not the type error.
                ScanNumber(tokenStart, out _, out _, out _);
                Fail(tokenStart, "Expected an integer but found a number with a fraction or exponent.");
            }

            // A sign here: quoted as itself, since Describe would call '-' "a number". Concatenated, not interpolated: an
            // interpolation compiles its formatting into this method, which only costs code size on an error path.
            Fail(digitsEnd, "Invalid number: unexpected '" + (char)next + "'.");
        }

        // 20 digits or more: only values up to ulong.MaxValue are representable.
        ulong value = 0;
        for (int i = digitsStart; i < digitsEnd; i++)
        {
            uint digit = (uint)(buffer[i] - '0');
            if (value > (ulong.MaxValue - digit) / 10) FailRange(tokenStart, first == '-' ? "long" : "ulong");
            value = (value * 10) + digit;
        }

        _pos = digitsEnd;
        _expectComma = true;
        return value;
    }

    [MethodImpl(MethodImplOptions.AggressiveInlining)]
    private readonly bool IsNumberContinuation(int pos)
    {
        if ((uint)pos >= (uint)_buffer.Length) return false;
        byte b = _buffer[pos];
        return (uint)(b - '0') <= 9 || b == (byte)'.' || b == (byte)'e' || b == (byte)'E' || b == (byte)'+' || b == (byte)'-';
    }

    [MethodImpl(MethodImplOptions.NoInlining)]
    private readonly void FailRange(int start, string typeName) =>
        Fail(start, $"The number is out of the range of {typeName}.");

    /// <summary>
    /// The number at <paramref name="start"/> when it is a plain decimal (an optional '-', digits without a leading zero,
    /// an optional fraction, no exponent, 19 digits at most) with at least <see cref="PlainDecimalWindow"/> bytes from
    /// it to the end of the buffer: its exact value as <paramref name="mantissa"/> * 10^<paramref name="exponent"/> and
    /// the offset after it, as <see cref="ScanNumber"/> would give. False for anything else, which then goes to
    /// <see cref="ScanNumber"/>, the one place that reports malformed numbers.
    /// </summary>
    [MethodImpl(MethodImplOptions.AggressiveInlining)]
    private readonly bool TryScanPlainDecimal(int start, out int end, out ulong mantissa, out int exponent)
    {
        end = 0;
        mantissa = 0;
        exponent = 0;
#if NET
        // Coordinates and measurements are mostly 17-digit decimals: finding where their digit runs end one byte at a
        // time, and converting them in steps that each test whether eight more digits follow, costs more than the
        // conversion itself. Here two vector compares mark every digit of the next 32 bytes, the run lengths are bit
        // counts of that mask, and each run converts in one vector multiply-add chain (x86; the 16 bytes before the run
        // must exist) or in straight-line eight-digit steps of known length.
        if (!Vector128.IsHardwareAccelerated || !BitConverter.IsLittleEndian || _buffer.Length - start < PlainDecimalWindow) return false;
        ref byte first = ref Unsafe.Add(ref MemoryMarshal.GetReference(_buffer), start);
        int sign = first == (byte)'-' ? 1 : 0;
        ref byte text = ref Unsafe.Add(ref first, sign);
        var zero = Vector128.Create((byte)'0');
        var ten = Vector128.Create((byte)10);
        uint low = Vector128.LessThan(Vector128.LoadUnsafe(ref text) - zero, ten).ExtractMostSignificantBits();
        uint high = Vector128.LessThan(Vector128.LoadUnsafe(ref text, 16) - zero, ten).ExtractMostSignificantBits();
        ulong isDigit = low | ((ulong)high << 16);
        int integerLength = BitOperations.TrailingZeroCount(~isDigit);
        if ((uint)(integerLength - 1) > 18 || (text == (byte)'0' && integerLength > 1)) return false;

        int length = integerLength;
        int fractionLength = 0;
        if (Unsafe.Add(ref text, integerLength) == (byte)'.')
        {
            fractionLength = BitOperations.TrailingZeroCount(~(isDigit >> (integerLength + 1)));
            length = integerLength + 1 + fractionLength;
            if (fractionLength == 0 || length >= 32 || integerLength + fractionLength > 19) return false;
        }

        byte next = Unsafe.Add(ref text, length);
        if ((next | 0x20) == (byte)'e' || next == (byte)'.' || next == (byte)'+' || next == (byte)'-') return false;

        if (EightDigits.VectorRuns && start >= 16 && integerLength <= 16 && fractionLength <= 16)
        {
            ulong integer = EightDigits.RunBefore(ref Unsafe.Add(ref text, integerLength), integerLength);
            mantissa = fractionLength == 0
                ? integer
                : (integer * EightDigits.PowerOf10(fractionLength)) + EightDigits.RunBefore(ref Unsafe.Add(ref text, length), fractionLength);
        }
        else
        {
            ulong integer = EightDigits.Run(ref text, integerLength);
            mantissa = fractionLength == 0
                ? integer
                : (integer * EightDigits.PowerOf10(fractionLength)) + EightDigits.Run(ref Unsafe.Add(ref text, integerLength + 1), fractionLength);
        }
        exponent = -fractionLength;
        end = start + sign + length;
        return true;
#else
        return false;
#endif
    }

    // Bytes the fast path may load from a number's first byte: the sign, a 32-byte mask, and eight-byte steps that
    // start inside the number and run at most seven bytes past its 31st.
    private const int PlainDecimalWindow = 40;

    /// <summary>
    /// Validates the number grammar of RFC 8259 at <paramref name="start"/> and returns the offset after it. When the
    /// significant digits fit in 19 decimal digits, <paramref name="mantissa"/> and <paramref name="exponent"/> give the
    /// exact value as mantissa * 10^exponent and <paramref name="exact"/> is true.
    /// </summary>
    private readonly int ScanNumber(int start, out ulong mantissa, out int exponent, out bool exact)
    {
        var buffer = _buffer;
        int pos = start;
        mantissa = 0;
        exponent = 0;
        int digits = 0;
        if (pos < buffer.Length && buffer[pos] == (byte)'-') pos++;
        if (pos >= buffer.Length || (uint)(buffer[pos] - '0') > 9)
        {
            if (pos > start) Fail(start, "Invalid number: a digit must follow '-'.");
            FailExpected("a number", pos < buffer.Length ? buffer[pos] : -1);
        }

        if (buffer[pos] == (byte)'0')
        {
            pos++;
            if (pos < buffer.Length && (uint)(buffer[pos] - '0') <= 9) Fail(start, "Invalid number: leading zeros are not allowed.");
        }
        else
        {
            // The first digit is not zero, so every digit here is significant: up to eight at a time while they fit in 19.
            mantissa = (uint)(buffer[pos] - '0');
            digits = 1;
            pos++;
            while (true)
            {
                int count = EightDigits.ReadLeading(buffer.Slice(pos), out uint chunk);
                if (count <= 0 || digits + count > 19) break;
                mantissa = (mantissa * EightDigits.Scale(count)) + chunk;
                digits += count;
                pos += count;
                if (count < 8) break;
            }

            while (pos < buffer.Length && (uint)(buffer[pos] - '0') <= 9)
            {
                if (digits < 19) mantissa = (mantissa * 10) + (uint)(buffer[pos] - '0');
                else exponent++;
                if (mantissa != 0) digits++;
                pos++;
            }
        }

        bool truncated = digits > 19;
        if (pos < buffer.Length && buffer[pos] == (byte)'.')
        {
            pos++;
            int fractionStart = pos;

            // The zeros that lead 0.000123 are not significant digits; after them every digit is, so up to eight go at a
            // time while they fit in 19. The byte loop takes what is left: digits past the 19th, and the last eight
            // bytes of the input.
            if (mantissa == 0)
            {
                while (pos < buffer.Length && buffer[pos] == (byte)'0')
                {
                    exponent--;
                    pos++;
                }
            }

            while (true)
            {
                int count = EightDigits.ReadLeading(buffer.Slice(pos), out uint chunk);
                if (count <= 0 || digits + count > 19) break;
                mantissa = (mantissa * EightDigits.Scale(count)) + chunk;
                digits += count;
                exponent -= count;
                pos += count;
                if (count < 8) break;
            }

            while (pos < buffer.Length && (uint)(buffer[pos] - '0') <= 9)
            {
                if (digits < 19)
                {
                    mantissa = (mantissa * 10) + (uint)(buffer[pos] - '0');
                    exponent--;
                    if (mantissa != 0) digits++;
                }
                else
                {
                    truncated = true;
                }

                pos++;
            }

            if (pos == fractionStart) Fail(start, "Invalid number: a digit must follow the decimal point.");
        }

        if (pos < buffer.Length && (buffer[pos] == (byte)'e' || buffer[pos] == (byte)'E'))
        {
            pos++;
            bool negativeExponent = false;
            if (pos < buffer.Length && (buffer[pos] == (byte)'+' || buffer[pos] == (byte)'-'))
            {
                negativeExponent = buffer[pos] == (byte)'-';
                pos++;
            }

            int exponentStart = pos;
            int value = 0;
            while (pos < buffer.Length && (uint)(buffer[pos] - '0') <= 9)
            {
                // Saturate: anything this large overflows or underflows every numeric type anyway.
                if (value < 100_000) value = (value * 10) + (buffer[pos] - '0');
                pos++;
            }

            if (pos == exponentStart) Fail(start, "Invalid number: a digit must follow the exponent.");
            exponent += negativeExponent ? -value : value;
        }

        if (pos < buffer.Length)
        {
            byte next = buffer[pos];
            if ((uint)(next - '0') <= 9 || next == (byte)'.' || next == (byte)'+' || next == (byte)'-' || next == (byte)'e' || next == (byte)'E')
                Fail(pos, "Invalid number: unexpected '" + (char)next + "'.");
        }

        exact = !truncated;
        return pos;
    }

    /// <summary>Reads a number as the nearest <see cref="double"/>; values beyond its range are an error, not infinity.</summary>
    public double ReadDouble()
    {
        int b = SkipWhitespace();
        if (b == '"' && _namedFloats) return ReadNamedFloat();
        int start = _pos;
        if (!TryScanPlainDecimal(start, out int end, out ulong mantissa, out int exponent)) return ReadScannedDouble(start);
        _pos = end;
        _expectComma = true;

        // The common case kept apart from the general one so that its values stay in registers: a plain decimal's
        // exponent is 0 to -19, and there is no truncation to allow for.
        bool negative = b == '-';
        if (mantissa <= (1UL << 53))
        {
            // Both operands are exact doubles, so one correctly rounded division gives the correctly rounded result.
            double value = mantissa / s_powersOf10[-exponent];
            return negative ? -value : value;
        }

        ulong bits = EiselLemire.DoubleBits(mantissa, exponent);
        if (bits != EiselLemire.Undecided) return BitConverter.Int64BitsToDouble((long)(bits | (negative ? 1UL << 63 : 0)));
        return ParseDouble(start, end);
    }

    [MethodImpl(MethodImplOptions.NoInlining)]
    private double ReadScannedDouble(int start)
    {
        int end = ScanNumber(start, out ulong mantissa, out int exponent, out bool exact);
        _pos = end;
        _expectComma = true;
        bool negative = _buffer[start] == (byte)'-';
        if (exact && mantissa <= (1UL << 53) && exponent >= -22 && exponent <= 22)
        {
            double value = exponent < 0 ? mantissa / s_powersOf10[-exponent] : mantissa * s_powersOf10[exponent];
            return negative ? -value : value;
        }

        if (exact ? EiselLemire.TryCompute(mantissa, exponent, negative, out double computed)
                  : EiselLemire.TryComputeTruncated(mantissa, exponent, negative, out computed))
            return computed;
        return ParseDouble(start, end);
    }

    // Left to the exact parser: ties that need all the digits, subnormals, and values out of range.
    [MethodImpl(MethodImplOptions.NoInlining)]
    private readonly double ParseDouble(int start, int end)
    {
        double parsed = Utf8Numbers.ParseDouble(_buffer.Slice(start, end - start));
        if (double.IsInfinity(parsed)) FailRange(start, "double");
        return parsed;
    }

    /// <summary>Reads a number as the nearest <see cref="float"/>; values beyond its range are an error.</summary>
    public float ReadSingle()
    {
        int b = SkipWhitespace();
        if (b == '"' && _namedFloats) return (float)ReadNamedFloat();
        int start = _pos;
        bool exact = true;
        if (!TryScanPlainDecimal(start, out int end, out ulong mantissa, out int exponent))
            end = ScanNumber(start, out mantissa, out exponent, out exact);
        _pos = end;
        _expectComma = true;
        bool negative = _buffer[start] == (byte)'-';
        if (exact && mantissa <= (1UL << 24) && exponent >= -10 && exponent <= 10)
        {
            float value = exponent < 0 ? mantissa / (float)s_powersOf10[-exponent] : mantissa * (float)s_powersOf10[exponent];
            return negative ? -value : value;
        }

        if (exact ? EiselLemire.TryCompute(mantissa, exponent, negative, out float computed)
                  : EiselLemire.TryComputeTruncated(mantissa, exponent, negative, out computed))
            return computed;

        float parsed = Utf8Numbers.ParseSingle(_buffer.Slice(start, end - start));
        if (float.IsInfinity(parsed)) FailRange(start, "float");
        return parsed;
    }

    /// <summary>Reads a number as a <see cref="decimal"/>, keeping its scale (<c>1.50</c> stays 1.50).</summary>
    public decimal ReadDecimal()
    {
        SkipWhitespace();
        int start = _pos;
        int end = ScanNumber(start, out _, out _, out _);
        _pos = end;
        _expectComma = true;
        if (!Utf8Numbers.TryParseDecimal(_buffer.Slice(start, end - start), out decimal value)) FailRange(start, "decimal");
        return value;
    }

    private double ReadNamedFloat()
    {
        int start = _pos;
        var text = ReadStringBody();
        _expectComma = true;
        if (_hinted) CheckStringHint(start, text);
        if (text.SequenceEqual("NaN"u8)) return double.NaN;
        if (text.SequenceEqual("Infinity"u8)) return double.PositiveInfinity;
        if (text.SequenceEqual("-Infinity"u8)) return double.NegativeInfinity;
        Fail(start, "Expected a number, or one of the strings \"NaN\", \"Infinity\" and \"-Infinity\".");
        return 0;
    }

    /// <summary>Dictionary keys: the member name as an integer within [<paramref name="min"/>, <paramref name="max"/>].</summary>
    public readonly long KeyToInt64(ReadOnlySpan<byte> name, long min, long max)
    {
        bool negative = name.Length > 0 && name[0] == (byte)'-';
        if (!TryParseKeyDigits(negative ? name.Slice(1) : name, out ulong magnitude)) FailKey(name, "an integer");
        if (negative)
        {
            if (magnitude > (ulong)(-(min + 1)) + 1) FailKey(name, "an integer in range");
            return (long)(0 - magnitude);
        }

        if (magnitude > (ulong)max) FailKey(name, "an integer in range");
        return (long)magnitude;
    }

    /// <summary>Dictionary keys: the member name as an unsigned integer up to <paramref name="max"/>.</summary>
    public readonly ulong KeyToUInt64(ReadOnlySpan<byte> name, ulong max)
    {
        if (!TryParseKeyDigits(name, out ulong value) || value > max) FailKey(name, "an unsigned integer in range");
        return value;
    }

    private static bool TryParseKeyDigits(ReadOnlySpan<byte> digits, out ulong value)
    {
        value = 0;
        if (digits.IsEmpty || digits.Length > 20 || (digits.Length > 1 && digits[0] == (byte)'0')) return false;
        foreach (byte b in digits)
        {
            uint digit = (uint)(b - '0');
            if (digit > 9 || value > (ulong.MaxValue - digit) / 10) return false;
            value = (value * 10) + digit;
        }

        return true;
    }

    [System.Diagnostics.CodeAnalysis.DoesNotReturn]
    private readonly void FailKey(ReadOnlySpan<byte> name, string what) =>
        Fail(_pos, $"The property name '{Utf8Text.Lossy(name)}' is not {what}.");
}
