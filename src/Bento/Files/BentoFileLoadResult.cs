using System;
using System.IO;

namespace Bento;

/// <summary>How a <see cref="BentoFile"/> load ended.</summary>
public enum BentoFileLoadStatus
{
    /// <summary>The newest file was intact and read.</summary>
    Loaded,

    /// <summary>The newest file was missing or damaged; the backup (the version before it) was intact and read.</summary>
    RecoveredFromBackup,

    /// <summary>Neither the file nor its backup exists: nothing was ever saved there (a new game).</summary>
    NotFound,

    /// <summary>A file exists but neither it nor the backup could be read; <see cref="BentoFileLoadResult{T}.Problems"/> says why.</summary>
    Failed,
}

/// <summary>What was wrong with one file of a save.</summary>
public enum BentoFileProblemKind
{
    /// <summary>The file does not exist.</summary>
    Missing,

    /// <summary>The operating system would not let the file be read (permissions, a lock, an I/O error).</summary>
    Unreadable,

    /// <summary>The file is shorter than its integrity record says, or its integrity record is cut off: the write was torn or the file was cut.</summary>
    Truncated,

    /// <summary>The file carries no integrity record Bento recognises: it was not written by <see cref="BentoFile"/>, or its ending or header was overwritten.</summary>
    NotASaveFile,

    /// <summary>The length is right but the checksum is not: bytes changed after the save (disk error, manual edit).</summary>
    ChecksumMismatch,

    /// <summary>The length recorded in the file does not match its content (bytes were added or the record was edited).</summary>
    LengthMismatch,

    /// <summary>The file is intact but its content cannot be read as the requested type (for example a save of another, incompatible model).</summary>
    InvalidContent,
}

/// <summary>One file of a save that could not be used, and why.</summary>
public sealed class BentoFileProblem
{
    internal BentoFileProblem(string path, BentoFileProblemKind kind, string message, Exception? exception = null)
    {
        Path = path;
        Kind = kind;
        Message = message;
        Exception = exception;
    }

    /// <summary>The file concerned.</summary>
    public string Path { get; }

    /// <summary>The kind of problem.</summary>
    public BentoFileProblemKind Kind { get; }

    /// <summary>A sentence that says what is wrong, fit for a log.</summary>
    public string Message { get; }

    /// <summary>The exception behind the problem: an I/O exception, or Bento's reader exception for <see cref="BentoFileProblemKind.InvalidContent"/>.</summary>
    public Exception? Exception { get; }

    /// <inheritdoc/>
    public override string ToString() => System.IO.Path.GetFileName(Path) + ": " + Message;
}

/// <summary>
/// The outcome of <see cref="BentoFile.Load{T}(string, BentoFileOptions?)"/>: the value when one could be read, which
/// file it came from, and what was wrong with each file that could not be used. Loading never throws for a missing,
/// torn or damaged file; it reports it here.
/// </summary>
/// <typeparam name="T">The type of the saved value.</typeparam>
public sealed class BentoFileLoadResult<T>
{
    private static readonly BentoFileProblem[] s_none = Array.Empty<BentoFileProblem>();

    internal BentoFileLoadResult(BentoFileLoadStatus status, T value, string? loadedFrom, BentoFileFormat? format, BentoFileProblem[]? problems)
    {
        Status = status;
        Value = value;
        LoadedFrom = loadedFrom;
        Format = format;
        Problems = problems ?? s_none;
    }

    /// <summary>How the load ended.</summary>
    public BentoFileLoadStatus Status { get; }

    /// <summary>Whether <see cref="Value"/> holds a value read from a file (<see cref="BentoFileLoadStatus.Loaded"/> or <see cref="BentoFileLoadStatus.RecoveredFromBackup"/>).</summary>
    public bool HasValue => Status == BentoFileLoadStatus.Loaded || Status == BentoFileLoadStatus.RecoveredFromBackup;

    /// <summary>The value read, or the default of <typeparamref name="T"/> when <see cref="HasValue"/> is false.</summary>
    public T Value { get; }

    /// <summary>The file the value was read from (the save itself or its backup), or null.</summary>
    public string? LoadedFrom { get; }

    /// <summary>The format of the file the value was read from, or null.</summary>
    public BentoFileFormat? Format { get; }

    /// <summary>
    /// Each file that was tried and could not be used, newest first: empty after a clean load; the newest file's
    /// problem after a recovery from the backup; both after a failure.
    /// </summary>
    public System.Collections.Generic.IReadOnlyList<BentoFileProblem> Problems { get; }

    /// <summary>Gets the value when there is one.</summary>
    public bool TryGetValue(out T value)
    {
        value = Value;
        return HasValue;
    }

    /// <summary>
    /// Returns the value, or throws: <see cref="FileNotFoundException"/> when nothing was saved, and
    /// <see cref="InvalidDataException"/> (with the reader's exception inside, when there was one) when the files are damaged.
    /// </summary>
    public T GetValueOrThrow()
    {
        switch (Status)
        {
            case BentoFileLoadStatus.Loaded:
            case BentoFileLoadStatus.RecoveredFromBackup:
                return Value;
            case BentoFileLoadStatus.NotFound:
                throw new FileNotFoundException(ToString(), Problems.Count > 0 ? Problems[0].Path : null);
            default:
                Exception? inner = null;
                foreach (BentoFileProblem p in Problems)
                    inner ??= p.Exception;
                throw new InvalidDataException(ToString(), inner);
        }
    }

    /// <summary>One line for a log: where the value came from, or why there is none.</summary>
    public override string ToString()
    {
        // Each problem's message is a sentence of its own ("slot.save: the file is empty."), so they are joined with spaces.
        string problems = string.Join(" ", System.Linq.Enumerable.Select(Problems, p => p.ToString()));
        return Status switch
        {
            BentoFileLoadStatus.Loaded => "Loaded from " + LoadedFrom + " (" + Format + ").",
            BentoFileLoadStatus.RecoveredFromBackup => "Recovered from the backup " + LoadedFrom + " (" + Format + "). " + problems,
            BentoFileLoadStatus.NotFound => "No save file. " + problems,
            _ => "The save could not be loaded. " + problems,
        };
    }
}
