namespace Bento.Internal;

/// <summary>Conversions between .NET ticks and the seconds/nanoseconds pair of the MessagePack timestamp extension.</summary>
internal static class MsgPackTime
{
    public const long TicksPerSecond = 10_000_000;

    /// <summary>Ticks of 1970-01-01T00:00:00 (DateTime.UnixEpoch, which netstandard2.1 lacks).</summary>
    public const long UnixEpochTicks = 621_355_968_000_000_000;

    /// <summary>Seconds from the Unix epoch to 0001-01-01T00:00:00, the earliest DateTime.</summary>
    public const long MinSeconds = -62_135_596_800;

    /// <summary>Seconds from the Unix epoch to 9999-12-31T23:59:59, the last whole second a DateTime holds.</summary>
    public const long MaxSeconds = 253_402_300_799;

    /// <summary>Splits ticks (0001-01-01 based) into seconds since the epoch (floored) and the nanoseconds left over.</summary>
    public static void ToTimestamp(long ticks, out long seconds, out uint nanoseconds)
    {
        long sinceEpoch = ticks - UnixEpochTicks;
        seconds = sinceEpoch / TicksPerSecond;
        long remainder = sinceEpoch % TicksPerSecond;
        if (remainder < 0)
        {
            seconds--;
            remainder += TicksPerSecond;
        }

        nanoseconds = (uint)(remainder * 100);
    }

    /// <summary>
    /// Ticks for a timestamp, or false when it falls outside the DateTime range. Nanoseconds below the 100 ns tick are
    /// dropped (truncated), as MessagePack-CSharp does.
    /// </summary>
    public static bool TryToTicks(long seconds, uint nanoseconds, out long ticks)
    {
        ticks = 0;
        if (seconds < MinSeconds || seconds > MaxSeconds) return false;
        ticks = UnixEpochTicks + (seconds * TicksPerSecond) + (nanoseconds / 100);
        return true;
    }
}
