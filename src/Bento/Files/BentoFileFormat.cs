namespace Bento;

/// <summary>The encoding of a save file written by <see cref="BentoFile"/>. Loading detects it from the file itself.</summary>
public enum BentoFileFormat
{
    /// <summary>Standard JSON followed by a checksum comment (see docs/reliability.md).</summary>
    Json,

    /// <summary>Hinted JSON followed by a checksum comment.</summary>
    HintedJson,

    /// <summary>MessagePack behind a 16-byte header that holds its length and checksum.</summary>
    MessagePack,
}
