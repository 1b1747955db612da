using System;

namespace Bento;

/// <summary>
/// Options for reading and writing JSON Lines (NDJSON): one JSON value per line. Instances are immutable once
/// created; <see cref="Default"/> reads with the default JSON options, skips blank lines and throws on a bad line. The
/// size limits and the handling of bad lines are those of every record stream (<see cref="BentoRecordStreamOptions"/>):
/// a record is a line, counted without its <c>\n</c>.
/// </summary>
public sealed class BentoJsonLinesOptions : BentoRecordStreamOptions
{
    /// <summary>The defaults.</summary>
    public static BentoJsonLinesOptions Default { get; } = new();

    /// <summary>The default of <see cref="BentoRecordStreamOptions.MaxRecordBytes"/>: 64 MiB.</summary>
    public const int DefaultMaxRecordBytes = 64 * 1024 * 1024;

    /// <summary>
    /// The options each line is read and written with (default: <see cref="BentoJsonOptions.Default"/>). Writing
    /// rejects <see cref="BentoJsonOptions.Indented"/>, since an indented value would span lines.
    /// </summary>
    public BentoJsonOptions? Json { get; init; }

    /// <summary>
    /// Whether lines holding only whitespace are passed over (default true, as NDJSON allows). When false, such a line
    /// is an invalid record and is handled by <see cref="BentoRecordStreamOptions.InvalidRecordHandling"/>.
    /// </summary>
    public bool AllowBlankLines { get; init; } = true;

    /// <summary>
    /// Called for every skipped line when <see cref="BentoRecordStreamOptions.InvalidRecordHandling"/> is <see cref="BentoInvalidRecordHandling.Skip"/>,
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
    /// The bytes of the line without its line break (only its first <see cref="BentoRecordStreamOptions.MaxRecordBytes"/>
    /// bytes when it is too long). They live in the reader's buffer: valid only during the callback, so copy them to keep them.
    /// </summary>
    public ReadOnlyMemory<byte> Line { get; }
}
