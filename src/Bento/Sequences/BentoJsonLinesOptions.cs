using System;

namespace Bento;

/// <summary>
/// Options for reading and writing JSON Lines (NDJSON): one JSON value per line. Instances are immutable once
/// created; <see cref="Default"/> reads with the default JSON options, skips blank lines and throws on a bad line.
/// </summary>
public sealed class BentoJsonLinesOptions
{
    /// <summary>The defaults.</summary>
    public static BentoJsonLinesOptions Default { get; } = new();

    /// <summary>The default of <see cref="MaxRecordBytes"/>: 64 MiB.</summary>
    public const int DefaultMaxRecordBytes = 64 * 1024 * 1024;

    /// <summary>
    /// The options each line is read and written with (default: <see cref="BentoJsonOptions.Default"/>). Writing
    /// rejects <see cref="BentoJsonOptions.Indented"/>, since an indented value would span lines.
    /// </summary>
    public BentoJsonOptions? Json { get; init; }

    private readonly int _maxRecordBytes = DefaultMaxRecordBytes;

    /// <summary>
    /// The longest line accepted, in bytes, counted without its <c>\n</c> (default 64 MiB). The reader's buffer never
    /// grows past it, so a huge or endless line fails cleanly instead of exhausting memory.
    /// </summary>
    public int MaxRecordBytes
    {
        get => _maxRecordBytes;
        init => _maxRecordBytes = value > 0 && value < int.MaxValue - 64
            ? value
            : throw new ArgumentOutOfRangeException(nameof(value), value, "MaxRecordBytes must be positive and below 2 GiB.");
    }

    private readonly int _bufferSize = 64 * 1024;

    /// <summary>The size of the first input buffer and of each read from the source (default 64 KiB); it grows only for longer lines.</summary>
    public int BufferSize
    {
        get => _bufferSize;
        init => _bufferSize = value > 0 ? value : throw new ArgumentOutOfRangeException(nameof(value), value, "BufferSize must be positive.");
    }

    /// <summary>
    /// Whether lines holding only whitespace are passed over (default true, as NDJSON allows). When false, such a line
    /// is an invalid record and is handled by <see cref="InvalidRecordHandling"/>.
    /// </summary>
    public bool AllowBlankLines { get; init; } = true;

    /// <summary>Whether a line that cannot be read stops the sequence (default) or is skipped.</summary>
    public BentoInvalidRecordHandling InvalidRecordHandling { get; init; }

    /// <summary>
    /// Called for every skipped line when <see cref="InvalidRecordHandling"/> is <see cref="BentoInvalidRecordHandling.Skip"/>,
    /// before the reader moves on. An exception thrown here ends the sequence.
    /// </summary>
    public Action<BentoJsonLinesError>? OnInvalidRecord { get; init; }
}

/// <summary>A line that a JSON Lines reader skipped, as handed to <see cref="BentoJsonLinesOptions.OnInvalidRecord"/>.</summary>
public readonly struct BentoJsonLinesError
{
    internal BentoJsonLinesError(long lineNumber, long byteOffset, BentoJsonException exception, ReadOnlyMemory<byte> line)
    {
        LineNumber = lineNumber;
        ByteOffset = byteOffset;
        Exception = exception;
        Line = line;
    }

    /// <summary>The one-based line number in the input.</summary>
    public long LineNumber { get; }

    /// <summary>The zero-based byte offset in the input where the line starts.</summary>
    public long ByteOffset { get; }

    /// <summary>
    /// What is wrong: its <see cref="BentoJsonException.Line"/> is <see cref="LineNumber"/>, its
    /// <see cref="BentoJsonException.Column"/> the one-based byte within the line, its
    /// <see cref="BentoJsonException.BytePosition"/> the offset in the whole input and its path the path within the line.
    /// </summary>
    public BentoJsonException Exception { get; }

    /// <summary>
    /// The bytes of the line without its line break (only its first <see cref="BentoJsonLinesOptions.MaxRecordBytes"/>
    /// bytes when it is too long). They live in the reader's buffer: valid only during the callback, so copy them to keep them.
    /// </summary>
    public ReadOnlyMemory<byte> Line { get; }
}
