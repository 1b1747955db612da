using System;
using System.Collections.Generic;
using System.Diagnostics;
using System.IO;
using System.Runtime.CompilerServices;
using System.Text;
using System.Threading.Tasks;
using Bento.Tests.Infrastructure;
using Bento.Tests.Models;
using Xunit;

namespace Bento.Tests.MessagePack
{
    /// <summary>
    /// Cross-checks with an independent MessagePack implementation (@msgpack/msgpack under Node.js, pinned in
    /// tests/interop/package-lock.json): it decodes what Bento wrote, and Bento decodes what it wrote. Besides untyped
    /// conversions of JSON documents, it decodes the generated codecs' MessagePack of typed models (the corpora among
    /// them) and compares it with Bento's JSON of the same models.
    /// Needs `npm ci --prefix tests/interop`; skipped with a visible reason when Node.js or those modules are absent,
    /// except under CI=true, where the absence is a failure.
    /// </summary>
    public class MsgPackInteropTests
    {
        private static readonly string[] s_samples =
        {
            "null", "true", "-7", "\"text\"", "[]", "{}",
            "{\"a\":{\"b\":{\"c\":[1,[2,[3,{\"d\":null}]]]}},\"e\":[]}",
            "[1,-1,127,128,-32,-33,255,256,-128,-129,65535,65536,-32768,-32769,4294967295,4294967296,-2147483648,-2147483649,9007199254740993,-9007199254740993,9223372036854775807,-9223372036854775808,18446744073709551615]",
            "[0.5,-0.25,1e-7,6.02214076e23,1.7976931348623157e308,5e-324,-0,0.1,123456789012345678901234567890]",
            "{\"empty\":\"\",\"esc\":\"\\\"\\\\\\/\\b\\f\\n\\r\\t\\u0000\\u001f\",\"uni\":\"\\u00e9\\u4e2d\\ud83c\\udf59\",\"raw\":\"é中🍙\",\"1\":\"numeric key\",\"__proto__x\":0}",
        };

        [InteropFact]
        public void Independent_implementation_agrees_both_ways()
        {
            // Reached with something missing only under CI=true: say what, rather than fail obscurely in Node.
            string? missing = InteropEnvironment.MissingReason();
            Assert.True(missing == null, "CI=true, but the MessagePack interop check cannot run: " + missing);

            string dir = Path.Combine(Path.GetTempPath(), "bento-msgpack-interop-" + Guid.NewGuid().ToString("N"));
            Directory.CreateDirectory(dir);
            try
            {
                var documents = new Dictionary<string, byte[]>();
                // Typed documents: Bento's JSON of a generated model, with the model's generated MessagePack beside it
                // instead of the untyped conversion. The script decodes that and compares it with JSON.parse of the JSON.
                var typed = new Dictionary<string, byte[]>();
                for (int i = 0; i < s_samples.Length; i++)
                    documents["sample" + i] = Encoding.UTF8.GetBytes(s_samples[i]);
                documents["long-string"] = Encoding.UTF8.GetBytes("[\"" + new string('z', 70000) + "\"," + BigArray(70000) + "]");
                if (SharedData.CorporaDirectory != null)
                {
                    foreach (var file in new[] { "twitter.json", "citm_catalog.json", "canada.json" })
                        documents[Path.GetFileNameWithoutExtension(file)] = File.ReadAllBytes(SharedData.CorpusPath(file));
                    AddTypedCorpora(documents, typed);
                }
                AddTyped(documents, typed, "typed-edge", new Outer
                {
                    Inner = new Inner { Name = "é中🍙", Value = int.MinValue, Where = new Point { X = int.MaxValue } },
                    MaybePoint = new Point { Y = -1 },
                    Many = new List<Inner> { new Inner(), new Inner { Value = 128 } },
                    Holder = new Holder { Weight = -0.0 },
                });
                AddTyped(documents, typed, "typed-collections", new Collections
                {
                    Array = new[] { int.MinValue, -33, -32, 127, 128, int.MaxValue },
                    IReadOnlyList = new List<long> { long.MinValue, long.MaxValue, 9007199254740993 },
                    ICollection = new List<double> { 0.1, 1e300, 5e-324 },
                    Jagged = new[] { new int[0], new[] { 1 } },
                    NullableStrings = new string?[] { null, "" },
                });
                // Collections as document roots.
                AddTyped(documents, typed, "typed-root-list", new List<Inner> { new Inner { Name = "a", Value = -1 }, null! });
                AddTyped(documents, typed, "typed-root-map", new Dictionary<string, Inner> { ["k"] = new Inner { Value = 300 }, ["é"] = new Inner() });

                foreach (var pair in documents)
                {
                    File.WriteAllBytes(Path.Combine(dir, pair.Key + ".json"), pair.Value);
                    File.WriteAllBytes(Path.Combine(dir, pair.Key + ".bento.msgpack"),
                        typed.TryGetValue(pair.Key, out byte[]? ours) ? ours : BentoMessagePack.FromJson(pair.Value));
                }

                var (exitCode, output) = RunNode(InteropEnvironment.Script, dir);
                Assert.True(exitCode == 0, "msgpack-check.mjs failed (exit " + exitCode + "):\n" + output);
                Assert.Contains("checked " + documents.Count + " document(s), 0 with differences", output);

                foreach (var pair in documents)
                {
                    byte[] theirs = File.ReadAllBytes(Path.Combine(dir, pair.Key + ".js.msgpack"));
                    BentoMessagePack.Validate(theirs);
                    JsonSemantic.AssertEqual(pair.Value, BentoMessagePack.ToJson(theirs));
                }
            }
            finally
            {
                Directory.Delete(dir, recursive: true);
            }
        }

        private static void AddTyped<T>(Dictionary<string, byte[]> documents, Dictionary<string, byte[]> typed, string name, T value)
        {
            documents[name] = BentoJson.SerializeToUtf8Bytes(value);
            typed[name] = BentoMessagePack.Serialize(value);
        }

        private static void AddTypedCorpora(Dictionary<string, byte[]> documents, Dictionary<string, byte[]> typed)
        {
#if !BENTO_NETSTANDARD_TESTS
            // The corpus models are compiled only into the net10 test project (C# 10).
            AddTyped(documents, typed, "typed-twitter", BentoJson.Deserialize<Bento.Bench.Models.TwitterSearch>(File.ReadAllBytes(SharedData.CorpusPath("twitter.json"))));
            AddTyped(documents, typed, "typed-citm_catalog", BentoJson.Deserialize<Bento.Bench.Models.CitmCatalog>(File.ReadAllBytes(SharedData.CorpusPath("citm_catalog.json"))));
            AddTyped(documents, typed, "typed-canada", BentoJson.Deserialize<Bento.Bench.Models.CanadaFeatureCollection>(File.ReadAllBytes(SharedData.CorpusPath("canada.json"))));
#endif
        }

        private static string BigArray(int count)
        {
            var sb = new StringBuilder("[");
            for (int i = 0; i < count; i++)
                sb.Append(i == 0 ? "" : ",").Append(i * 7919 % 100003 - 50000);
            return sb.Append(']').ToString();
        }

        private static (int ExitCode, string Output) RunNode(string script, string dir)
        {
            var info = new ProcessStartInfo(InteropEnvironment.Node!)
            {
                WorkingDirectory = Path.GetDirectoryName(script)!,
                RedirectStandardOutput = true,
                RedirectStandardError = true,
                UseShellExecute = false,
            };
            info.ArgumentList.Add(script);
            info.ArgumentList.Add(dir);
            using var process = Process.Start(info)!;
            Task<string> stdout = process.StandardOutput.ReadToEndAsync();
            Task<string> stderr = process.StandardError.ReadToEndAsync();
            if (!process.WaitForExit(300_000))
            {
                process.Kill(entireProcessTree: true);
                throw new TimeoutException("msgpack-check.mjs did not finish within 5 minutes");
            }

            return (process.ExitCode, stdout.Result + stderr.Result);
        }
    }

    /// <summary>Finds Node.js and the installed interop modules.</summary>
    public static class InteropEnvironment
    {
        public static readonly string? Node = FindOnPath(OperatingSystem.IsWindows() ? "node.exe" : "node");

        public static readonly string? Folder = SharedData.RepositoryRoot() is string root ? Path.Combine(root, "tests", "interop") : null;

        public static string Script => Path.Combine(Folder!, "msgpack-check.mjs");

        /// <summary>Why the interop test cannot run here, or null when it can.</summary>
        public static string? MissingReason()
        {
            if (Folder == null || !File.Exists(Path.Combine(Folder, "msgpack-check.mjs")))
                return "tests/interop/msgpack-check.mjs not found beside the test binaries' repository";
            if (Node == null)
                return "Node.js (node) is not on PATH";
            if (!Directory.Exists(Path.Combine(Folder, "node_modules", "@msgpack", "msgpack")))
                return "tests/interop/node_modules is missing: run `npm ci --prefix tests/interop`";
            return null;
        }

        private static string? FindOnPath(string fileName)
        {
            string? path = Environment.GetEnvironmentVariable("PATH");
            if (string.IsNullOrEmpty(path))
                return null;
            foreach (string entry in path.Split(Path.PathSeparator))
            {
                if (entry.Length == 0)
                    continue;
                string candidate = Path.Combine(entry, fileName);
                if (File.Exists(candidate))
                    return candidate;
            }

            return null;
        }
    }

    /// <summary>
    /// A fact that is skipped with a visible reason when Node.js or the interop modules are absent; under CI=true it is
    /// never skipped, so a missing `npm ci` fails the build instead of passing silently.
    /// </summary>
    public sealed class InteropFactAttribute : FactAttribute
    {
        public InteropFactAttribute([CallerFilePath] string file = "", [CallerMemberName] string test = "")
        {
            string? reason = InteropEnvironment.MissingReason();
            if (reason == null || string.Equals(Environment.GetEnvironmentVariable("CI"), "true", StringComparison.OrdinalIgnoreCase))
                return;
            SharedData.SkipVisibly(this, file, test, "MessagePack interop with Node.js: " + reason);
        }
    }
}
