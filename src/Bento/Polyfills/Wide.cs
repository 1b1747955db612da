using System.Runtime.CompilerServices;
#if NET5_0_OR_GREATER
using System.Runtime.Intrinsics.Arm;
using System.Runtime.Intrinsics.X86;
#endif

namespace Bento.Internal;

/// <summary>Wide integer helpers that exist in the BCL only on .NET 5+ (Math.BigMul for ulong, BitOperations).</summary>
internal static class Wide
{
    /// <summary>
    /// The high 64 bits of a * b. Callers that want the low half too take it as a * b in plain (wrapping) arithmetic:
    /// one more multiply, but in a register. <c>Math.BigMul</c>'s <c>out</c> parameter makes the JIT store the low half
    /// to the stack and treat the local as address-taken, which in the float formatter cost a store and reload per
    /// product and a zeroed stack frame per call.
    /// </summary>
    [MethodImpl(MethodImplOptions.AggressiveInlining)]
    public static ulong MultiplyHigh(ulong a, ulong b)
    {
#if NET5_0_OR_GREATER
        if (Bmi2.X64.IsSupported) return Bmi2.X64.MultiplyNoFlags(a, b);
        if (ArmBase.Arm64.IsSupported) return ArmBase.Arm64.MultiplyHigh(a, b);
        return System.Math.BigMul(a, b, out _);
#else
        ulong aLow = (uint)a, aHigh = a >> 32, bLow = (uint)b, bHigh = b >> 32;
        ulong lowLow = aLow * bLow;
        ulong highLow = aHigh * bLow;
        ulong lowHigh = aLow * bHigh;
        ulong middle = (lowLow >> 32) + (uint)highLow + (uint)lowHigh;
        return (aHigh * bHigh) + (highLow >> 32) + (lowHigh >> 32) + (middle >> 32);
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
