using System;
using System.IO;
using System.Runtime.CompilerServices;
using Xunit;

namespace Bento.Tests.Infrastructure
{
    /// <summary>
    /// Finds the shared corpora and conformance files that live beside the repository (../shared from the folder
    /// holding Bento.slnx), or where BENTO_SHARED points. A fresh clone may not have them: tests that need them skip
    /// visibly, except where their absence is an error: under CI=true, and when BENTO_SHARED names a folder that does not
    /// exist (a typo must not turn into a quietly smaller run). Then the tests run and fail with the reason.
    /// </summary>
    public static class SharedData
    {
        private static readonly Lazy<string?> s_root = new Lazy<string?>(Locate);

        /// <summary>The shared folder, or null when it cannot be found.</summary>
        public static string? Root => s_root.Value;

        public static string? CorporaDirectory => Existing(Root, "corpora");

        public static string? ConformanceDirectory => Existing(Root, Path.Combine("conformance", "JSONTestSuite", "test_parsing"));

        /// <summary>The BENTO_SHARED environment variable, or null when it is unset or empty.</summary>
        public static string? Configured
        {
            get
            {
                string? value = Environment.GetEnvironmentVariable("BENTO_SHARED");
                return string.IsNullOrEmpty(value) ? null : value;
            }
        }

        /// <summary>True when the CI environment variable is "true" (as CI services and .ci/run set it).</summary>
        public static bool IsCI => string.Equals(Environment.GetEnvironmentVariable("CI"), "true", StringComparison.OrdinalIgnoreCase);

        /// <summary>
        /// Why a missing piece of the environment must fail rather than skip, or null when skipping is allowed:
        /// a continuous-integration run must exercise everything, and an explicit BENTO_SHARED is a request for the data.
        /// </summary>
        public static string? SkipForbiddenReason =>
            Configured != null ? "BENTO_SHARED is set" : IsCI ? "CI=true" : null;

        public static string CorpusPath(string fileName)
        {
            string? dir = CorporaDirectory;
            if (dir == null)
                throw new InvalidOperationException(MissingCorporaReason);
            return Path.Combine(dir, fileName);
        }

        public static string ConformancePath(string fileName)
        {
            string? dir = ConformanceDirectory;
            if (dir == null)
                throw new InvalidOperationException(MissingConformanceReason);
            return Path.Combine(dir, fileName);
        }

        public static string MissingCorporaReason => Configured != null
            ? MissingConfigured(Path.Combine(Configured, "corpora"))
            : "shared corpora not found at ../shared/corpora beside the repository root (set BENTO_SHARED to the shared folder)";

        public static string MissingConformanceReason => Configured != null
            ? MissingConfigured(Path.Combine(Configured, "conformance", "JSONTestSuite", "test_parsing"))
            : "shared conformance files not found at ../shared/conformance/JSONTestSuite/test_parsing beside the repository root (set BENTO_SHARED)";

        private static string MissingConfigured(string expected) => Directory.Exists(Configured)
            ? "BENTO_SHARED is set to '" + Configured + "', but " + expected + " does not exist"
            : "BENTO_SHARED is set to '" + Configured + "', which does not exist";

        private static string? Existing(string? root, string relative)
        {
            if (root == null)
                return null;
            string path = Path.Combine(root, relative);
            return Directory.Exists(path) ? path : null;
        }

        private static string? Locate()
        {
            // An explicit BENTO_SHARED is used or nothing is: falling back to ../shared would hide the mistake.
            string? fromEnv = Configured;
            if (fromEnv != null)
                return Directory.Exists(fromEnv) ? Path.GetFullPath(fromEnv) : null;

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

        /// <summary>The file, beside the test binaries, that lists this run's skipped tests for the skip summary.</summary>
        public const string SkipListFileName = "bento-skipped-tests.txt";

        private static readonly System.Collections.Generic.HashSet<string> s_listed = new System.Collections.Generic.HashSet<string>();

        /// <summary>
        /// Skips <paramref name="fact"/> so that the reason shows in the plain `dotnet test` output: at its default
        /// verbosity the runner lists skipped tests by display name and drops their reasons, so the display name
        /// carries the reason too. Each skip is also appended to <see cref="SkipListFileName"/>, from which the test
        /// command prints how many tests were skipped and why once the run is over (the test host's own stderr is not
        /// shown by `dotnet test`).
        /// </summary>
        internal static void SkipVisibly(FactAttribute fact, string file, string test, string reason)
        {
            // The test's own name, as near to the default one as an attribute can know: file (= class) and method.
            string name = Path.GetFileNameWithoutExtension(file) + "." + test;
            fact.Skip = reason;
            fact.DisplayName = name + " SKIPPED: " + reason;
            lock (s_listed)
            {
                if (!s_listed.Add(name))
                    return;
                try
                {
                    // One line per test method and process; the summary counts distinct lines, so discovery and
                    // execution in one host, or several hosts, do not count a test twice.
                    File.AppendAllText(Path.Combine(AppContext.BaseDirectory, SkipListFileName),
                        typeof(SharedData).Assembly.GetName().Name + "\t" + name + "\t" + reason + Environment.NewLine);
                }
                catch (IOException)
                {
                    // The display name still carries the reason; only the summary would miss this line.
                }
            }
        }
    }

    /// <summary>A fact that is skipped, with a visible reason, when the shared corpora are absent (unless skipping is forbidden).</summary>
    public sealed class CorpusFactAttribute : FactAttribute
    {
        public CorpusFactAttribute([CallerFilePath] string file = "", [CallerMemberName] string test = "")
        {
            if (SharedData.CorporaDirectory == null && SharedData.SkipForbiddenReason == null)
                SharedData.SkipVisibly(this, file, test, SharedData.MissingCorporaReason);
        }
    }

    /// <summary>A theory that is skipped, with a visible reason, when the shared corpora are absent (unless skipping is forbidden).</summary>
    public sealed class CorpusTheoryAttribute : TheoryAttribute
    {
        public CorpusTheoryAttribute([CallerFilePath] string file = "", [CallerMemberName] string test = "")
        {
            if (SharedData.CorporaDirectory == null && SharedData.SkipForbiddenReason == null)
                SharedData.SkipVisibly(this, file, test, SharedData.MissingCorporaReason);
        }
    }

    /// <summary>A fact that is skipped, with a visible reason, when the JSONTestSuite files are absent (unless skipping is forbidden).</summary>
    public sealed class ConformanceFactAttribute : FactAttribute
    {
        public ConformanceFactAttribute([CallerFilePath] string file = "", [CallerMemberName] string test = "")
        {
            if (SharedData.ConformanceDirectory == null && SharedData.SkipForbiddenReason == null)
                SharedData.SkipVisibly(this, file, test, SharedData.MissingConformanceReason);
        }
    }

    /// <summary>A theory that is skipped, with a visible reason, when the JSONTestSuite files are absent (unless skipping is forbidden).</summary>
    public sealed class ConformanceTheoryAttribute : TheoryAttribute
    {
        public ConformanceTheoryAttribute([CallerFilePath] string file = "", [CallerMemberName] string test = "")
        {
            if (SharedData.ConformanceDirectory == null && SharedData.SkipForbiddenReason == null)
                SharedData.SkipVisibly(this, file, test, SharedData.MissingConformanceReason);
        }
    }
}
