using System;

namespace Bento;

/// <summary>
/// Options for reading and writing a stream of concatenated MessagePack values. Instances are immutable once
/// created; <see cref="Default"/> reads with the default MessagePack options and throws on a bad value. The size limits
/// and the handling of bad values are those of every record stream (<see cref="BentoRecordStreamOptions"/>): a record is
/// one whole value.
/// </summary>
public sealed class BentoMessagePackStreamOptions : BentoRecordStreamOptions
{
    /// <summary>The defaults.</summary>
    public static BentoMessagePackStreamOptions Default { get; } = new();

    /// <summary>The options each value is read and written with (default: <see cref="BentoMessagePackOptions.Default"/>).</summary>
    public BentoMessagePackOptions? MessagePack { get; init; }

    /// <summary>
    /// Called for every skipped value when <see cref="BentoRecordStreamOptions.InvalidRecordHandling"/> is <see cref="BentoInvalidRecordHandling.Skip"/>,
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
