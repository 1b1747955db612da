namespace Bento.Internal;

/// <summary>Wide integer helpers that exist in the BCL only on .NET 5+ (Math.BigMul for ulong, BitOperations).</summary>
internal static class Wide
{
    public static ulong MultiplyHigh(ulong a, ulong b, out ulong low)
    {
#if NET5_0_OR_GREATER
        return System.Math.BigMul(a, b, out low);
#else
        ulong aLow = (uint)a, aHigh = a >> 32, bLow = (uint)b, bHigh = b >> 32;
        ulong lowLow = aLow * bLow;
        ulong highLow = aHigh * bLow;
        ulong lowHigh = aLow * bHigh;
        ulong highHigh = aHigh * bHigh;
        ulong middle = (lowLow >> 32) + (uint)highLow + (uint)lowHigh;
        low = (middle << 32) | (uint)lowLow;
        return highHigh + (highLow >> 32) + (lowHigh >> 32) + (middle >> 32);
#endif
    }

    public static int LeadingZeroCount(ulong value)
    {
#if NET5_0_OR_GREATER
        return System.Numerics.BitOperations.LeadingZeroCount(value);
#else
        if (value == 0) return 64;
        int count = 0;
        while ((value & (1UL << 63)) == 0)
        {
            value <<= 1;
            count++;
        }

        return count;
#endif
    }

    public static int TrailingZeroCount(ulong value)
    {
#if NET5_0_OR_GREATER
        return System.Numerics.BitOperations.TrailingZeroCount(value);
#else
        if (value == 0) return 64;
        int count = 0;
        while ((value & 1) == 0)
        {
            value >>= 1;
            count++;
        }

        return count;
#endif
    }
}
