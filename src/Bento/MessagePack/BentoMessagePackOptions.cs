using System;

namespace Bento;

/// <summary>
/// Options for reading and writing MessagePack. Instances are immutable once created; <see cref="Default"/> rejects
/// invalid text and nests at most 64 deep.
/// </summary>
public sealed class BentoMessagePackOptions
{
    /// <summary>The defaults.</summary>
    public static BentoMessagePackOptions Default { get; } = new();

    private readonly int _maxDepth = 64;

    /// <summary>
    /// The deepest nesting of arrays and maps accepted when reading and written when writing (default 64). A
    /// conversion to or from JSON applies it to the JSON side as well.
    /// </summary>
    public int MaxDepth
    {
        get => _maxDepth;
        init => _maxDepth = value > 0 ? value : throw new ArgumentOutOfRangeException(nameof(value), value, "MaxDepth must be positive.");
    }

    /// <summary>
    /// What to do with text that is not valid Unicode (default: error). When writing, a string holding a lone UTF-16
    /// surrogate; when reading a str into a .NET string or converting it to JSON, bytes that are not valid UTF-8.
    /// <see cref="BentoInvalidTextHandling.Replace"/> substitutes U+FFFD. The raw spans of
    /// <see cref="MessagePack.MsgPackReader.ReadStringUtf8"/> are always validated.
    /// </summary>
    public BentoInvalidTextHandling InvalidTextHandling { get; init; }

    /// <summary>
    /// Whether a generated codec rejects a map that names one member twice (default: false, the last value wins).
    /// Unknown keys are skipped either way.
    /// </summary>
    public bool RejectDuplicateMembers { get; init; }

    /// <summary>
    /// Leaves out members whose value is null, as the JSON option of the same name does. Map layout only: in the array
    /// layout a member's position is its key, so every slot is written (as nil when null).
    /// </summary>
    public bool IgnoreNullValues { get; init; }

    /// <summary>
    /// Leaves out members equal to their type's default (0, false, null, the default struct). Map layout only, like
    /// <see cref="IgnoreNullValues"/>.
    /// </summary>
    public bool IgnoreDefaultValues { get; init; }
}
