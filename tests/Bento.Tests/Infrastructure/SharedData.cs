using System;
using System.IO;
using System.Runtime.CompilerServices;
using Xunit;

namespace Bento.Tests.Infrastructure
{
    /// <summary>
    /// Finds the shared corpora and conformance files that live beside the repository (../shared from the folder
    /// holding Bento.slnx), or where BENTO_SHARED points. A fresh clone may not have them: tests that need them skip.
    /// </summary>
    public static class SharedData
    {
        private static readonly Lazy<string?> s_root = new Lazy<string?>(Locate);

        /// <summary>The shared folder, or null when it cannot be found.</summary>
        public static string? Root => s_root.Value;

        public static string? CorporaDirectory => Existing(Root, "corpora");

        public static string? ConformanceDirectory => Existing(Root, Path.Combine("conformance", "JSONTestSuite", "test_parsing"));

        public static string CorpusPath(string fileName)
        {
            string? dir = CorporaDirectory;
            if (dir == null)
                throw new InvalidOperationException(MissingCorporaReason);
            return Path.Combine(dir, fileName);
        }

        public const string MissingCorporaReason =
            "shared corpora not found at ../shared/corpora beside the repository root (set BENTO_SHARED to the shared folder)";

        public const string MissingConformanceReason =
            "shared conformance files not found at ../shared/conformance/JSONTestSuite/test_parsing beside the repository root (set BENTO_SHARED)";

        private static string? Existing(string? root, string relative)
        {
            if (root == null)
                return null;
            string path = Path.Combine(root, relative);
            return Directory.Exists(path) ? path : null;
        }

        private static string? Locate()
        {
            string? fromEnv = Environment.GetEnvironmentVariable("BENTO_SHARED");
            if (!string.IsNullOrEmpty(fromEnv) && Directory.Exists(fromEnv))
                return Path.GetFullPath(fromEnv);

            string? repoRoot = RepositoryRoot();
            if (repoRoot == null)
                return null;
            string shared = Path.GetFullPath(Path.Combine(repoRoot, "..", "shared"));
            return Directory.Exists(shared) ? shared : null;
        }

        /// <summary>Walks up from the test binaries to the folder that holds Bento.slnx.</summary>
        public static string? RepositoryRoot()
        {
            DirectoryInfo? dir = new DirectoryInfo(AppContext.BaseDirectory);
            while (dir != null)
            {
                if (File.Exists(Path.Combine(dir.FullName, "Bento.slnx")))
                    return dir.FullName;
                dir = dir.Parent;
            }
            return null;
        }

        private static readonly System.Collections.Generic.HashSet<string> s_noticed = new System.Collections.Generic.HashSet<string>();

        /// <summary>
        /// Skips <paramref name="fact"/> so that the reason shows in the plain `dotnet test` output: at its default
        /// verbosity the runner lists skipped tests by display name and drops their reasons, so the display name
        /// carries the reason too. A stderr notice, printed once per reason, shows at higher verbosities.
        /// </summary>
        internal static void SkipVisibly(FactAttribute fact, string file, string test, string reason)
        {
            // The test's own name, as near to the default one as an attribute can know: file (= class) and method.
            fact.Skip = reason;
            fact.DisplayName = Path.GetFileNameWithoutExtension(file) + "." + test + " SKIPPED: " + reason;
            lock (s_noticed)
            {
                if (s_noticed.Add(reason))
                    Console.Error.WriteLine("NOTICE: Bento.Tests skipping tests: " + reason);
            }
        }
    }

    /// <summary>A fact that is skipped, with a visible reason, when the shared corpora are absent.</summary>
    public sealed class CorpusFactAttribute : FactAttribute
    {
        public CorpusFactAttribute([CallerFilePath] string file = "", [CallerMemberName] string test = "")
        {
            if (SharedData.CorporaDirectory == null)
                SharedData.SkipVisibly(this, file, test, SharedData.MissingCorporaReason);
        }
    }

    /// <summary>A theory that is skipped, with a visible reason, when the shared corpora are absent.</summary>
    public sealed class CorpusTheoryAttribute : TheoryAttribute
    {
        public CorpusTheoryAttribute([CallerFilePath] string file = "", [CallerMemberName] string test = "")
        {
            if (SharedData.CorporaDirectory == null)
                SharedData.SkipVisibly(this, file, test, SharedData.MissingCorporaReason);
        }
    }

    /// <summary>A fact that is skipped, with a visible reason, when the JSONTestSuite files are absent.</summary>
    public sealed class ConformanceFactAttribute : FactAttribute
    {
        public ConformanceFactAttribute([CallerFilePath] string file = "", [CallerMemberName] string test = "")
        {
            if (SharedData.ConformanceDirectory == null)
                SharedData.SkipVisibly(this, file, test, SharedData.MissingConformanceReason);
        }
    }

    /// <summary>A theory that is skipped, with a visible reason, when the JSONTestSuite files are absent.</summary>
    public sealed class ConformanceTheoryAttribute : TheoryAttribute
    {
        public ConformanceTheoryAttribute([CallerFilePath] string file = "", [CallerMemberName] string test = "")
        {
            if (SharedData.ConformanceDirectory == null)
                SharedData.SkipVisibly(this, file, test, SharedData.MissingConformanceReason);
        }
    }
}
