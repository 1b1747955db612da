namespace Bento;

/// <summary>
/// Options for <see cref="BentoFile"/>. Instances are immutable once created; <see cref="Default"/> writes JSON,
/// keeps the previous version as a backup and flushes every save to the disk before it replaces the old file.
/// </summary>
public sealed class BentoFileOptions
{
    /// <summary>The defaults.</summary>
    public static BentoFileOptions Default { get; } = new();

    /// <summary>The format a save writes (default <see cref="BentoFileFormat.Json"/>). Loading accepts all three formats whatever this says.</summary>
    public BentoFileFormat Format { get; init; } = BentoFileFormat.Json;

    /// <summary>
    /// Whether a save keeps the file it replaces as <c>&lt;path&gt;.bak</c> (default true), so that a load can fall
    /// back to it when the newest file is damaged.
    /// </summary>
    public bool KeepBackup { get; init; } = true;

    /// <summary>
    /// Whether a save asks the operating system to write the new file through to the storage device before it
    /// replaces the old one (default true). Turning it off makes saves faster and still safe against a crash of the
    /// process, but not against a power loss or an operating-system crash.
    /// </summary>
    public bool FlushToDisk { get; init; } = true;

    /// <summary>
    /// Whether a load that had to fall back to the backup renames the damaged newest file to
    /// <c>&lt;path&gt;.damaged</c> (default true). Without this, the next save would turn the damaged file into the
    /// backup and the good backup would be lost.
    /// </summary>
    public bool SetAsideDamagedFiles { get; init; } = true;

    /// <summary>Options for JSON and hinted JSON, when reading and writing (null: the defaults).</summary>
    public BentoJsonOptions? Json { get; init; }

    /// <summary>Options for MessagePack, when reading and writing (null: the defaults).</summary>
    public BentoMessagePackOptions? MessagePack { get; init; }
}
