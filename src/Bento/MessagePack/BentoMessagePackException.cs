using System;

namespace Bento;

/// <summary>
/// The one exception raised for malformed or unacceptable MessagePack input, and for values MessagePack (or the JSON
/// side of a conversion) cannot represent. It tells where (byte offset and the path of the value, such as
/// <c>$.items[3].name</c>) and why.
/// </summary>
public sealed class BentoMessagePackException : Exception
{
    /// <summary>Creates an exception for a position in the input.</summary>
    public BentoMessagePackException(string reason, long bytePosition, string? path, Exception? inner = null)
        : base($"{reason} Path: {path ?? "$"}, byte {bytePosition}.", inner)
    {
        Reason = reason;
        BytePosition = bytePosition;
        Path = path;
    }

    /// <summary>Creates an exception for a write-side failure, where there is no input position.</summary>
    public BentoMessagePackException(string reason, Exception? inner = null)
        : base(reason, inner)
    {
        Reason = reason;
        BytePosition = -1;
    }

    /// <summary>For a write-side failure, how many bytes the writer had written before it (see BentoJsonException); -1 otherwise.</summary>
    internal long WriteOffset { get; set; } = -1;

    /// <summary>The plain-English reason, without position details.</summary>
    public string Reason { get; }

    /// <summary>The zero-based byte offset in the input where the problem was found, or -1 when writing.</summary>
    public long BytePosition { get; }

    /// <summary>
    /// The path of the value being read: map keys that are strings as <c>.name</c> (or <c>['odd name']</c>), array
    /// indices and integer keys as <c>[3]</c>. Null when writing.
    /// </summary>
    public string? Path { get; }
}
