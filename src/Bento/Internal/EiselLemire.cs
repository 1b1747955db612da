using System;
using System.Numerics;

namespace Bento.Internal;

/// <summary>
/// Converts w * 10^q (w up to 19 decimal digits) to the nearest double with one or two 64x128-bit multiplications,
/// after D. Lemire, "Number Parsing at a Gigabyte per Second" (2021). It gives up (returns false) in the rare cases
/// where the truncated product cannot decide the rounding; the caller then uses the BCL's exact parser.
/// </summary>
internal static class EiselLemire
{
    private const int MinExponent = -342;
    private const int MaxExponent = 308;

    // For each q, 5^q as a 128-bit number with its top bit set: truncated for q >= 0, and for q < 0 the reciprocal
    // 2^b / 5^-q rounded up, so that the product errs in a known direction.
    private static readonly ulong[] s_powersOfFive = BuildTable();

    public static bool TryCompute(ulong w, int q, bool negative, out double result)
    {
        result = 0;
        if (w == 0 || q < MinExponent)
        {
            result = negative ? -0.0 : 0.0;
            return w == 0;
        }

        if (q > MaxExponent) return false;

        int index = (q - MinExponent) * 2;
        int leadingZeros = Wide.LeadingZeroCount(w);
        w <<= leadingZeros;

        ulong high = Wide.MultiplyHigh(w, s_powersOfFive[index], out ulong low);
        if ((high & 0x1FF) == 0x1FF && low + w < low)
        {
            // The lower 9 bits are all ones and the low word could carry: refine with the next 64 bits of 5^q.
            ulong secondHigh = Wide.MultiplyHigh(w, s_powersOfFive[index + 1], out _);
            ulong newLow = low + secondHigh;
            if (newLow < low) high++;
            low = newLow;
            if ((high & 0x1FF) == 0x1FF && low == ulong.MaxValue) return false;
        }

        ulong upperBit = high >> 63;
        ulong mantissa = high >> (int)(upperBit + 9);
        leadingZeros += (int)(1 ^ upperBit);

        // Exactly halfway between two doubles with an inexact product: cannot decide round-to-even here.
        if (low == 0 && (high & 0x1FF) == 0 && (mantissa & 3) == 1) return false;

        mantissa += mantissa & 1;
        mantissa >>= 1;
        if (mantissa >= (2UL << 52))
        {
            mantissa = 1UL << 52;
            leadingZeros--;
        }

        mantissa &= ~(1UL << 52);

        // floor(log2(10^q)) + 64 - leadingZeros, biased by 1023; log2(10) is approximated as 217706 / 2^16.
        long exponent = ((217706L * q) >> 16) + 64 + 1023 - leadingZeros;
        if (exponent < 1 || exponent > 2046) return false;

        ulong bits = mantissa | ((ulong)exponent << 52) | (negative ? 1UL << 63 : 0);
        result = BitConverter.Int64BitsToDouble((long)bits);
        return true;
    }

    private static ulong[] BuildTable()
    {
        var table = new ulong[(MaxExponent - MinExponent + 1) * 2];
        var top = BigInteger.One << 128;
        for (int q = MinExponent; q <= MaxExponent; q++)
        {
            BigInteger value;
            if (q >= 0)
            {
                value = BigInteger.Pow(5, q);
                while (value < (BigInteger.One << 127)) value <<= 1;
                while (value >= top) value >>= 1;
            }
            else
            {
                var power = BigInteger.Pow(5, -q);
                int z = 0;
                while ((BigInteger.One << z) < power) z++;
                int b = q >= -27 ? z + 127 : (2 * z) + 128;
                value = (BigInteger.One << b) / power + 1;
                while (value >= top) value >>= 1;
            }

            int index = (q - MinExponent) * 2;
            table[index] = (ulong)(value >> 64);
            table[index + 1] = (ulong)(value & ulong.MaxValue);
        }

        return table;
    }
}
