using System;

namespace Bento.Internal;

/// <summary>The checks of the size options that every sequence reader's options have, with the messages they throw.</summary>
internal static class RecordLimits
{
    /// <summary>
    /// A record or element limit: positive, and far enough below 2 GiB that the buffer holding one such record with its
    /// delimiter and a read's worth of the next can still be allocated.
    /// </summary>
    public static int Limit(int value, string option) => value > 0 && value < int.MaxValue - 64
        ? value
        : throw new ArgumentOutOfRangeException(nameof(value), value, option + " must be positive and below 2 GiB.");

    /// <summary>The first buffer size, which is also the size of each read from the source.</summary>
    public static int BufferSize(int value) =>
        value > 0 ? value : throw new ArgumentOutOfRangeException(nameof(value), value, "BufferSize must be positive.");
}
