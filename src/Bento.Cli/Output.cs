using System;
using System.IO;

namespace Bento.Cli;

/// <summary>
/// Where a command writes: standard output (<c>-</c>), or a file that only appears, whole, once the command has
/// succeeded. Bytes go to a temporary file beside the target, renamed over it by <see cref="Commit"/>; disposed without
/// a commit (an error, Ctrl+C), the temporary file is deleted and an existing target is left as it was.
/// </summary>
internal sealed class Output : IDisposable
{
    private readonly string? _target;
    private readonly string? _temporary;
    private bool _committed;

    private Output(Stream stream, string? target, string? temporary)
    {
        Stream = stream;
        _target = target;
        _temporary = temporary;
    }

    public Stream Stream { get; }

    public bool IsStandardOutput => _target is null;

    public static Output Open(string path)
    {
        // Standard output is unbuffered, and streams are written a record at a time: one system call per record would
        // cost more than the conversion.
        if (path == "-") return new Output(new BufferedStream(Console.OpenStandardOutput(), 1 << 16), null, null);
        string full = Path.GetFullPath(path);
        string directory = Path.GetDirectoryName(full) ?? ".";
        if (!Directory.Exists(directory)) throw new CliException(ExitCodes.IoError, $"{path}: the directory {directory} does not exist.");
        // Same directory as the target, so the final rename never crosses file systems.
        string temporary = Path.Combine(directory, "." + Path.GetFileName(full) + "." + Guid.NewGuid().ToString("N")[..8] + ".tmp");
        var stream = new FileStream(temporary, FileMode.CreateNew, FileAccess.Write, FileShare.None, 1 << 16);
        return new Output(stream, full, temporary);
    }

    public void Commit()
    {
        Stream.Flush();
        if (_target is null) return;
        Stream.Dispose();
        File.Move(_temporary!, _target, overwrite: true);
        _committed = true;
    }

    public void Dispose()
    {
        if (_target is null)
        {
            try
            {
                Stream.Flush();
            }
            catch (IOException)
            {
                // The reader of a pipe went away (| head): nothing left to deliver to.
            }

            return;
        }

        Stream.Dispose();
        if (!_committed)
        {
            try
            {
                File.Delete(_temporary!);
            }
            catch (IOException)
            {
                // Nothing more can be done; the name starts with a dot and ends in .tmp, so it is easy to spot.
            }
        }
    }
}
