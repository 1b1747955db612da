using System;
using System.Collections.Generic;
using System.IO;
using System.Linq;

namespace Bento.Generator.Tests;

/// <summary>
/// Golden files under Snapshots/&lt;Case&gt;/&lt;hint&gt;.txt, compared exactly. With BENTO_UPDATE_SNAPSHOTS=1 they are
/// rewritten instead and files no longer generated are deleted; review the diff before committing.
/// </summary>
public static class Snapshot
{
    public static bool Updating => Environment.GetEnvironmentVariable("BENTO_UPDATE_SNAPSHOTS") == "1";

    public static string Root { get; } = Path.Combine(FindRepositoryRoot(), "tests", "Bento.Generator.Tests", "Snapshots");

    private static string FindRepositoryRoot()
    {
        for (var dir = new DirectoryInfo(AppContext.BaseDirectory); dir is not null; dir = dir.Parent)
        {
            if (File.Exists(Path.Combine(dir.FullName, "Bento.slnx")))
                return dir.FullName;
        }
        throw new InvalidOperationException("Bento.slnx not found above " + AppContext.BaseDirectory);
    }

    public static void AssertCase(string caseName, IReadOnlyList<(string HintName, string Text)> generated)
    {
        string dir = Path.Combine(Root, caseName);
        var expectedFiles = generated.Select(g => g.HintName + ".txt").ToHashSet(StringComparer.Ordinal);
        if (Updating)
        {
            Directory.CreateDirectory(dir);
            foreach (var stale in Directory.GetFiles(dir).Where(f => !expectedFiles.Contains(Path.GetFileName(f))))
                File.Delete(stale);
            foreach (var (hint, text) in generated)
                File.WriteAllText(Path.Combine(dir, hint + ".txt"), text);
            return;
        }
        Assert.True(Directory.Exists(dir), "No snapshots for case " + caseName + "; run with BENTO_UPDATE_SNAPSHOTS=1");
        var actualFiles = Directory.GetFiles(dir).Select(Path.GetFileName).ToHashSet(StringComparer.Ordinal);
        Assert.Equal(expectedFiles.OrderBy(f => f, StringComparer.Ordinal), actualFiles.OrderBy(f => f, StringComparer.Ordinal)!);
        foreach (var (hint, text) in generated)
        {
            string expected = File.ReadAllText(Path.Combine(dir, hint + ".txt"));
            Assert.Equal(expected, text);
        }
    }

    /// <summary>Deletes (when updating) or reports snapshot folders that belong to no case.</summary>
    public static IReadOnlyList<string> StaleCases(IEnumerable<string> cases)
    {
        var known = cases.ToHashSet(StringComparer.Ordinal);
        var stale = Directory.Exists(Root)
            ? Directory.GetDirectories(Root).Select(Path.GetFileName).Where(d => !known.Contains(d!)).Select(d => d!).ToList()
            : new List<string>();
        if (Updating)
        {
            foreach (var dir in stale)
                Directory.Delete(Path.Combine(Root, dir), recursive: true);
            return Array.Empty<string>();
        }
        return stale;
    }
}
