using System;
using System.Buffers.Binary;
using System.Runtime.CompilerServices;
#if NET
using System.Runtime.InteropServices;
using System.Runtime.Intrinsics;
using System.Runtime.Intrinsics.X86;
#endif

namespace Bento.Internal;

/// <summary>
/// Eight decimal digits as one 64-bit word, the first digit in the lowest byte (the order of the text read as a
/// little-endian word). Parsing and formatting number text a byte at a time makes a chain of one multiply per digit;
/// eight digits handled as lanes of one word take three multiplies for all of them, which is what keeps the 17-digit
/// numbers of coordinates and measurements cheap both ways.
/// </summary>
internal static class EightDigits
{
    private const ulong Zeros = 0x3030303030303030UL;
    private const ulong HighNibbles = 0xF0F0F0F0F0F0F0F0UL;

    /// <summary>
    /// Reads the digits that start <paramref name="text"/>, up to eight: returns how many (0 to 8) with their value, or
    /// -1 when fewer than eight bytes remain (the caller then goes a byte at a time).
    /// </summary>
    [MethodImpl(MethodImplOptions.AggressiveInlining)]
    public static int ReadLeading(ReadOnlySpan<byte> text, out uint value)
    {
        value = 0;
        if (text.Length < 8) return -1;
        ulong word = BinaryPrimitives.ReadUInt64LittleEndian(text);

        // A digit is 0x30-0x39: its high nibble is 3, and adding 6 keeps it 3 (0x3A and above carry into it). A lane is
        // non-zero here unless its byte is a digit. Carries run only upward, out of bytes of 0xFA and more that are not
        // digits themselves, so the lanes below the first non-digit are exact.
        ulong notDigits = ((word & HighNibbles) ^ Zeros) | (((word + 0x0606060606060606UL) & HighNibbles) ^ Zeros);
        int count = notDigits == 0 ? 8 : Wide.TrailingZeroCount(notDigits) >> 3;
        if (count == 0) return 0;

        value = Leading(word, count);
        return count;
    }

#if NET
    /// <summary>
    /// The value of the <paramref name="count"/> (1 to 19) digits at <paramref name="text"/>, which the caller has
    /// checked are all digits; reads up to seven bytes past them.
    /// </summary>
    [MethodImpl(MethodImplOptions.AggressiveInlining)]
    public static ulong Run(ref byte text, int count)
    {
        ulong first = Unsafe.ReadUnaligned<ulong>(ref text);
        if (count <= 8) return Leading(first, count);
        ulong value = Leading(first, 8);
        ulong second = Unsafe.ReadUnaligned<ulong>(ref Unsafe.Add(ref text, 8));
        if (count <= 16) return (value * s_scales[count - 8]) + Leading(second, count - 8);
        value = (value * 100_000_000) + Leading(second, 8);
        return (value * s_scales[count - 16]) + Leading(Unsafe.ReadUnaligned<ulong>(ref Unsafe.Add(ref text, 16)), count - 16);
    }

    /// <summary>Whether <see cref="RunBefore"/> may be called: x86 with SSE4.1.</summary>
    public static bool VectorRuns => Sse41.IsSupported;

    /// <summary>
    /// The value of the <paramref name="count"/> (1 to 16) digits that end just before <paramref name="end"/>, which the
    /// caller has checked are all digits; reads the 16 bytes before <paramref name="end"/>. Only where
    /// <see cref="VectorRuns"/>.
    /// </summary>
    [MethodImpl(MethodImplOptions.AggressiveInlining)]
    public static ulong RunBefore(ref byte end, int count)
    {
        // The 16 bytes before the end, less '0', with the lanes before the run cleared: digit values, the first (most
        // significant) in the lowest lane. Neighbours combine as first * base + second, 16 -> 8 -> 4 -> 2, each step
        // one multiply-add instruction; no step overflows its lanes (99, 9,999 and 99,999,999).
        var digits = Vector128.LoadUnsafe(ref Unsafe.Subtract(ref end, 16)) - Vector128.Create((byte)'0');
        digits &= Vector128.LoadUnsafe(ref MemoryMarshal.GetReference(RunMasks), (nuint)count);
        var pairs = Ssse3.MultiplyAddAdjacent(digits, Vector128.Create((short)0x010A).AsSByte());
        var quads = Sse2.MultiplyAddAdjacent(pairs, Vector128.Create(0x0001_0064).AsInt16());
        var eights = Sse2.MultiplyAddAdjacent(Sse41.PackUnsignedSaturate(quads, quads).AsInt16(), Vector128.Create(0x0001_2710).AsInt16());
        return ((ulong)(uint)eights.ToScalar() * 100_000_000) + (uint)eights.GetElement(1);
    }

    // 16 bytes from offset count: 16 - count lanes cleared, then count lanes kept.
    private static ReadOnlySpan<byte> RunMasks => new byte[]
    {
        0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0,
        0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF,
    };
#endif

    /// <summary>10^<paramref name="exponent"/> for an exponent from 0 to 19.</summary>
    [MethodImpl(MethodImplOptions.AggressiveInlining)]
    public static ulong PowerOf10(int exponent) => s_powers[exponent];

    private static readonly ulong[] s_powers =
    {
        1, 10, 100, 1_000, 10_000, 100_000, 1_000_000, 10_000_000, 100_000_000, 1_000_000_000, 10_000_000_000,
        100_000_000_000, 1_000_000_000_000, 10_000_000_000_000, 100_000_000_000_000, 1_000_000_000_000_000,
        10_000_000_000_000_000, 100_000_000_000_000_000, 1_000_000_000_000_000_000, 10_000_000_000_000_000_000,
    };

    // The first count (1 to 8) bytes of a little-endian word, all known to be digits. They move to the top lanes, so
    // that zero lanes lead them: their value is that of eight digits. The subtraction may borrow only above the digits,
    // from the bytes shifted out.
    [MethodImpl(MethodImplOptions.AggressiveInlining)]
    private static uint Leading(ulong word, int count) => Combine((word - Zeros) << (64 - (count * 8)));

    /// <summary>10^count for a count that <see cref="ReadLeading"/> returns.</summary>
    [MethodImpl(MethodImplOptions.AggressiveInlining)]
    public static uint Scale(int count) => s_scales[count];

    private static readonly uint[] s_scales = { 1, 10, 100, 1_000, 10_000, 100_000, 1_000_000, 10_000_000, 100_000_000 };

    // Eight digit values, one a byte, the first in the lowest: neighbouring lanes combine as first * base + second, the
    // first in the lower lane, 8 digits -> 4 pairs -> 2 quads -> 1. No lane overflows: 99, 9,999 and 99,999,999 fit
    // their 8, 16 and 32 bits.
    [MethodImpl(MethodImplOptions.AggressiveInlining)]
    private static uint Combine(ulong v)
    {
        v = ((v * 10) + (v >> 8)) & 0x00FF00FF00FF00FFUL;
        v = ((v * 100) + (v >> 16)) & 0x0000FFFF0000FFFFUL;
        return (uint)((v * 10_000) + (v >> 32));
    }

    /// <summary>
    /// The eight ASCII digits of two values below 10^4, the first in the low 32 bits of <paramref name="halves"/> and
    /// the second in the high 32 (its digits follow the first's), as a word with the first digit in the lowest byte.
    /// </summary>
    [MethodImpl(MethodImplOptions.AggressiveInlining)]
    public static ulong TextOfHalves(ulong halves)
    {
        // Each half in pairs, each pair in digits, every split working on all lanes of the word at once. The quotients
        // by 100 and 10 are multiply-shifts exact in the lanes' ranges (x / 100 == (x * 5243) >> 19 for x < 43,699;
        // x / 10 == (x * 103) >> 10 for x < 179), no product reaches the next lane, and each remainder is put in place
        // by one multiply-subtract: x with quotient q in the low lane and remainder x - 100q in the high lane is
        // (x << 16) + q - (100q << 16), that is (x << 16) - q * (100 * 2^16 - 1), so the shift of x runs beside the
        // quotient's multiply instead of after it.
        ulong hundreds = ((halves * 5243) >> 19) & 0x0000007F0000007FUL;
        ulong pairs = (halves << 16) - (hundreds * ((100UL << 16) - 1));
        ulong tens = ((pairs * 103) >> 10) & 0x000F000F000F000FUL;
        ulong digits = (pairs << 8) - (tens * ((10UL << 8) - 1));
        return digits | Zeros;
    }
}
