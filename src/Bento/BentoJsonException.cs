using System;

namespace Bento;

/// <summary>
/// The one exception raised for malformed or unacceptable JSON, and for values that JSON cannot represent when
/// writing. It tells where (byte offset, line, column, JSON path) and why.
/// </summary>
public sealed class BentoJsonException : Exception
{
    /// <summary>Creates an exception with full position details.</summary>
    public BentoJsonException(string reason, long bytePosition, long line, long column, string? path, Exception? inner = null)
        : base(Format(reason, bytePosition, line, column, path), inner)
    {
        Reason = reason;
        BytePosition = bytePosition;
        Line = line;
        Column = column;
        Path = path;
    }

    /// <summary>Creates an exception for a write-side failure, where there is no input position.</summary>
    public BentoJsonException(string reason, string? path = null, Exception? inner = null)
        : base(path is null ? reason : reason + " Path: " + path + ".", inner)
    {
        Reason = reason;
        BytePosition = -1;
        Line = -1;
        Column = -1;
        Path = path;
    }

    /// <summary>
    /// For a write-side failure found in the middle of a document, how many bytes the writer had written before it (the
    /// writer flushed them), so that an entry point that can read its output works out the path; -1 otherwise.
    /// </summary>
    internal long WriteOffset { get; set; } = -1;

    /// <summary>The plain-English reason, without position details.</summary>
    public string Reason { get; }

    /// <summary>The zero-based byte offset in the input where the problem was found, or -1 when writing.</summary>
    public long BytePosition { get; }

    /// <summary>The one-based line of <see cref="BytePosition"/>, or -1.</summary>
    public long Line { get; }

    /// <summary>The one-based column (in bytes) of <see cref="BytePosition"/>, or -1.</summary>
    public long Column { get; }

    /// <summary>The JSON path of the value being read, such as <c>$.statuses[3].user.name</c>.</summary>
    public string? Path { get; }

    private static string Format(string reason, long bytePosition, long line, long column, string? path) =>
        $"{reason} Path: {path ?? "$"}, line {line}, column {column}, byte {bytePosition}.";
}
