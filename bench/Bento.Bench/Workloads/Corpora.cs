using System;
using System.IO;

namespace Bento.Bench.Workloads;

/// <summary>Finds the shared JSON corpora: <c>--corpora DIR</c>, else <c>../shared/corpora</c> beside the repository.</summary>
public sealed class Corpora(string? directory)
{
    public string? Directory { get; } = directory;

    public static Corpora Locate(string? explicitDirectory)
    {
        if (explicitDirectory is not null)
        {
            return new Corpora(System.IO.Directory.Exists(explicitDirectory) ? Path.GetFullPath(explicitDirectory) : null);
        }

        string? root = RepositoryRoot.Find();
        if (root is null)
        {
            return new Corpora(null);
        }

        string candidate = Path.GetFullPath(Path.Combine(root, "..", "shared", "corpora"));
        return new Corpora(System.IO.Directory.Exists(candidate) ? candidate : null);
    }

    /// <summary>The file's bytes, or null when it is not there (the caller then generates look-alike data).</summary>
    public byte[]? TryRead(string fileName)
    {
        if (Directory is null)
        {
            return null;
        }

        string path = Path.Combine(Directory, fileName);
        return File.Exists(path) ? File.ReadAllBytes(path) : null;
    }
}

/// <summary>The folder holding Bento.slnx, found by walking up from the program's own folder.</summary>
public static class RepositoryRoot
{
    public static string? Find()
    {
        for (DirectoryInfo? dir = new(AppContext.BaseDirectory); dir is not null; dir = dir.Parent)
        {
            if (File.Exists(Path.Combine(dir.FullName, "Bento.slnx")))
            {
                return dir.FullName;
            }
        }

        return null;
    }
}
