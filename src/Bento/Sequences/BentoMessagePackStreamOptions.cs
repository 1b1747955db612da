using System;

namespace Bento;

/// <summary>
/// Options for reading and writing a stream of concatenated MessagePack values. Instances are immutable once
/// created; <see cref="Default"/> reads with the default MessagePack options and throws on a bad value.
/// </summary>
public sealed class BentoMessagePackStreamOptions
{
    /// <summary>The defaults.</summary>
    public static BentoMessagePackStreamOptions Default { get; } = new();

    /// <summary>The options each value is read and written with (default: <see cref="BentoMessagePackOptions.Default"/>).</summary>
    public BentoMessagePackOptions? MessagePack { get; init; }

    private readonly int _maxRecordBytes = BentoJsonLinesOptions.DefaultMaxRecordBytes;

    /// <summary>
    /// The largest single value accepted, in bytes (default 64 MiB). A header that declares more, or a value still
    /// unfinished at this size, fails at once: the buffer never grows past it.
    /// </summary>
    public int MaxRecordBytes
    {
        get => _maxRecordBytes;
        init => _maxRecordBytes = value > 0 && value < int.MaxValue - 64
            ? value
            : throw new ArgumentOutOfRangeException(nameof(value), value, "MaxRecordBytes must be positive and below 2 GiB.");
    }

    private readonly int _bufferSize = 64 * 1024;

    /// <summary>The size of the first input buffer and of each read from the source (default 64 KiB); it grows only for larger values.</summary>
    public int BufferSize
    {
        get => _bufferSize;
        init => _bufferSize = value > 0 ? value : throw new ArgumentOutOfRangeException(nameof(value), value, "BufferSize must be positive.");
    }

    /// <summary>
    /// Whether a value that cannot be read stops the sequence (default) or is skipped. Only values that are complete
    /// MessagePack but do not bind to the type (a wrong member type, a missing required member, bad UTF-8, a setter
    /// that throws) can be skipped. A value whose structure is broken (the byte 0xc1, nesting beyond
    /// <see cref="BentoMessagePackOptions.MaxDepth"/>, a size beyond <see cref="MaxRecordBytes"/>, or an input that ends
    /// inside it) hides where the next value starts, so it always throws.
    /// </summary>
    public BentoInvalidRecordHandling InvalidRecordHandling { get; init; }

    /// <summary>
    /// Called for every skipped value when <see cref="InvalidRecordHandling"/> is <see cref="BentoInvalidRecordHandling.Skip"/>,
    /// before the reader moves on. An exception thrown here ends the sequence.
    /// </summary>
    public Action<BentoMessagePackStreamError>? OnInvalidRecord { get; init; }
}

/// <summary>A value that a MessagePack stream reader skipped, as handed to <see cref="BentoMessagePackStreamOptions.OnInvalidRecord"/>.</summary>
public readonly struct BentoMessagePackStreamError
{
    internal BentoMessagePackStreamError(long recordNumber, long byteOffset, BentoMessagePackException exception, ReadOnlyMemory<byte> record)
    {
        RecordNumber = recordNumber;
        ByteOffset = byteOffset;
        Exception = exception;
        Record = record;
    }

    /// <summary>The one-based position of the value in the stream (the first value is 1).</summary>
    public long RecordNumber { get; }

    /// <summary>The zero-based byte offset in the input where the value starts.</summary>
    public long ByteOffset { get; }

    /// <summary>What is wrong; its byte position is the offset in the whole input and its path the path within the value.</summary>
    public BentoMessagePackException Exception { get; }

    /// <summary>The bytes of the whole value. They live in the reader's buffer: valid only during the callback, so copy them to keep them.</summary>
    public ReadOnlyMemory<byte> Record { get; }
}
