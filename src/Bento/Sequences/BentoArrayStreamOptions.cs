using System;

namespace Bento;

/// <summary>
/// Options for reading the elements of a document's root array one at a time from a stream
/// (<c>BentoJson.DeserializeAsyncEnumerable</c>, <c>BentoMessagePack.DeserializeAsyncEnumerable</c>). Instances are
/// immutable once created; <see cref="Default"/> reads with each format's default options.
/// </summary>
public sealed class BentoArrayStreamOptions
{
    /// <summary>The defaults.</summary>
    public static BentoArrayStreamOptions Default { get; } = new();

    /// <summary>The default of <see cref="MaxElementBytes"/>: 64 MiB.</summary>
    public const int DefaultMaxElementBytes = 64 * 1024 * 1024;

    /// <summary>The options JSON is read with (default: <see cref="BentoJsonOptions.Default"/>).</summary>
    public BentoJsonOptions? Json { get; init; }

    /// <summary>The options MessagePack is read with (default: <see cref="BentoMessagePackOptions.Default"/>).</summary>
    public BentoMessagePackOptions? MessagePack { get; init; }

    private readonly int _maxElementBytes = DefaultMaxElementBytes;

    /// <summary>
    /// The largest element accepted, in bytes (default 64 MiB); in JSON this counts the separator and whitespace before
    /// the element too. The reader's buffer never grows past it, so memory stays bounded whatever the input holds: an
    /// element still unfinished at this size fails with an error naming this option.
    /// </summary>
    public int MaxElementBytes
    {
        get => _maxElementBytes;
        init => _maxElementBytes = StreamLimits.CheckSize(value, nameof(MaxElementBytes));
    }

    private readonly int _bufferSize = 64 * 1024;

    /// <summary>The size of the first input buffer and of each read from the source (default 64 KiB); it grows only for larger elements.</summary>
    public int BufferSize
    {
        get => _bufferSize;
        init => _bufferSize = StreamLimits.CheckBuffer(value);
    }
}
