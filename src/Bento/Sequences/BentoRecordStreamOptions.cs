using System;

namespace Bento;

/// <summary>
/// What the options of every record stream share: <see cref="BentoJsonLinesOptions"/> (one JSON value per line) and
/// <see cref="BentoMessagePackStreamOptions"/> (concatenated MessagePack values). A record is one line of JSON Lines or
/// one value of a MessagePack stream. Instances are immutable once created.
/// </summary>
public abstract class BentoRecordStreamOptions
{
    private readonly int _maxRecordBytes = BentoJsonLinesOptions.DefaultMaxRecordBytes;
    private readonly int _bufferSize = 64 * 1024;

    // Only the record-stream options of this library derive from it.
    private protected BentoRecordStreamOptions()
    {
    }

    /// <summary>
    /// The largest record accepted, in bytes (default 64 MiB): a JSON Lines line counted without its <c>\n</c>, or one
    /// whole MessagePack value. The reader's buffer never grows past it, so a huge or endless record fails cleanly
    /// instead of exhausting memory; a MessagePack header that declares more fails at once.
    /// </summary>
    /// <exception cref="ArgumentOutOfRangeException">The value is not positive, or not below 2 GiB.</exception>
    public int MaxRecordBytes
    {
        get => _maxRecordBytes;
        init => _maxRecordBytes = StreamLimits.CheckSize(value, nameof(MaxRecordBytes));
    }

    /// <summary>
    /// The size of the first input buffer and of each read from the source (default 64 KiB); it grows only for longer
    /// records.
    /// </summary>
    /// <exception cref="ArgumentOutOfRangeException">The value is not positive.</exception>
    public int BufferSize
    {
        get => _bufferSize;
        init => _bufferSize = StreamLimits.CheckBuffer(value);
    }

    /// <summary>
    /// Whether a record that cannot be read stops the sequence (default) or is skipped. In a MessagePack stream only
    /// values that are complete MessagePack but do not bind to the type (a wrong member type, a missing required
    /// member, bad UTF-8, a setter that throws) can be skipped: a value whose structure is broken (the byte 0xc1,
    /// nesting beyond <see cref="BentoMessagePackOptions.MaxDepth"/>, a size beyond <see cref="MaxRecordBytes"/>, or an
    /// input that ends inside it) hides where the next value starts, so it always throws.
    /// </summary>
    public BentoInvalidRecordHandling InvalidRecordHandling { get; init; }
}

/// <summary>The checks of the size options of the sequence readers, worded alike for every option.</summary>
internal static class StreamLimits
{
    /// <summary>A record or element size limit: positive and small enough for one array with room for a delimiter.</summary>
    public static int CheckSize(int value, string option) =>
        value > 0 && value < int.MaxValue - 64
            ? value
            : throw new ArgumentOutOfRangeException(nameof(value), value, option + " must be positive and below 2 GiB.");

    /// <summary>A first buffer size: positive.</summary>
    public static int CheckBuffer(int value) =>
        value > 0 ? value : throw new ArgumentOutOfRangeException(nameof(value), value, "BufferSize must be positive.");
}
