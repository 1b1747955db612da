using System;
using System.Buffers.Binary;
using System.Runtime.CompilerServices;

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

    /// <summary>Whether the eight bytes at the start of <paramref name="text"/> exist and are all ASCII digits.</summary>
    [MethodImpl(MethodImplOptions.AggressiveInlining)]
    public static bool TryRead(ReadOnlySpan<byte> text, out ulong word)
    {
        if (text.Length < 8)
        {
            word = 0;
            return false;
        }

        word = BinaryPrimitives.ReadUInt64LittleEndian(text);

        // A digit is 0x30-0x39: its high nibble is 3, and adding 6 keeps it 3 (0x3A and above would carry into it). A
        // byte of 0xFA or more carries into its neighbour, but its own high nibble is F already, so the test still fails.
        return ((word & HighNibbles) | (((word + 0x0606060606060606UL) & HighNibbles) >> 4)) == 0x3333333333333333UL;
    }

    /// <summary>The value of eight ASCII digits in a word from <see cref="TryRead"/>.</summary>
    [MethodImpl(MethodImplOptions.AggressiveInlining)]
    public static uint Value(ulong word)
    {
        ulong v = word - Zeros;

        // Neighbouring lanes combine as first * base + second, the first in the lower lane: 8 digits -> 4 pairs -> 2
        // quads -> 1. No lane overflows: 99, 9,999 and 99,999,999 fit their 8, 16 and 32 bits.
        v = ((v * 10) + (v >> 8)) & 0x00FF00FF00FF00FFUL;
        v = ((v * 100) + (v >> 16)) & 0x0000FFFF0000FFFFUL;
        return (uint)((v * 10_000) + (v >> 32));
    }

    /// <summary>Writes a value below 10^8 as exactly eight digits (leading zeros included).</summary>
    [MethodImpl(MethodImplOptions.AggressiveInlining)]
    public static void Write(uint value, Span<byte> destination) =>
        BinaryPrimitives.WriteUInt64LittleEndian(destination, Text(value));

    /// <summary>The eight ASCII digits of a value below 10^8 as a word, the first digit in the lowest byte.</summary>
    [MethodImpl(MethodImplOptions.AggressiveInlining)]
    public static ulong Text(uint value)
    {
        // The value splits in halves of four digits, each half in pairs, each pair in digits; every split works on all
        // lanes of the word at once. The quotients by 100 and 10 are multiply-shifts exact in the lanes' ranges
        // (x / 100 == (x * 5243) >> 19 for x < 43,699; x / 10 == (x * 103) >> 10 for x < 179), and no product reaches
        // the next lane.
        uint high = value / 10_000;
        ulong quads = high | ((ulong)(value - (high * 10_000)) << 32);
        ulong hundreds = ((quads * 5243) >> 19) & 0x0000007F0000007FUL;
        ulong pairs = hundreds | ((quads - (hundreds * 100)) << 16);
        ulong tens = ((pairs * 103) >> 10) & 0x000F000F000F000FUL;
        ulong digits = tens | ((pairs - (tens * 10)) << 8);
        return digits | Zeros;
    }
}
