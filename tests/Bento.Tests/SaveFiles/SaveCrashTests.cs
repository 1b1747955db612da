using System;
using System.Collections.Generic;
using System.Diagnostics;
using System.IO;
using System.Threading;
using System.Threading.Tasks;
using Xunit;
using Xunit.Abstractions;

namespace Bento.Tests.SaveFiles
{
    /// <summary>
    /// A real process saving in a loop, killed with SIGKILL (Process.Kill) at random moments, hundreds of times: after
    /// every kill the file must load, from the file itself, as exactly the last value the child finished saving or the
    /// one it was saving, never as anything else.
    /// </summary>
    public class SaveCrashTests
    {
        /// <summary>How much bigger than the default <see cref="SaveSlot"/> the child's saves are (some kilobytes, so that a save takes a while).</summary>
        public const int Bulk = 20;

#if BENTO_NETSTANDARD_TESTS
        // The netstandard2.1 build runs the same file code; fewer kills keep the two test projects' total time down.
        private const int Kills = 60;
#else
        private const int Kills = 200;
#endif
        private const int Workers = 2;

        private static readonly BentoFileFormat[] s_formats = { BentoFileFormat.Json, BentoFileFormat.HintedJson, BentoFileFormat.MessagePack };

        private readonly ITestOutputHelper _output;

        public SaveCrashTests(ITestOutputHelper output) => _output = output;

        [Fact]
        public void A_save_killed_at_any_moment_leaves_the_old_or_the_new_value()
        {
            string root = Path.Combine(Path.GetTempPath(), "bento-crash-" + Guid.NewGuid().ToString("N"));
            Directory.CreateDirectory(root);
            try
            {
                var failures = new List<string>();
                int killed = 0, tornTemporaries = 0;
                var clock = Stopwatch.StartNew();
                Parallel.For(0, Workers, new ParallelOptions { MaxDegreeOfParallelism = Workers }, worker =>
                {
                    var outcome = RunWorker(Path.Combine(root, "w" + worker), worker, Kills / Workers);
                    lock (failures)
                    {
                        failures.AddRange(outcome.Failures);
                        killed += outcome.Kills;
                        tornTemporaries += outcome.TornTemporaries;
                    }
                });
                _output.WriteLine(killed + " kills in " + clock.Elapsed.TotalSeconds.ToString("F1") + " s; " + tornTemporaries
                    + " left the temporary file behind (killed after the save created it and before the replace)");
                Assert.True(failures.Count == 0, string.Join("\n", failures));
                Assert.Equal(Kills, killed);
                Assert.True(tornTemporaries > 0, "no kill landed inside a save's write, so the test proved nothing about torn writes");
            }
            finally
            {
                Directory.Delete(root, recursive: true);
            }
        }

        private sealed class Outcome
        {
            public readonly List<string> Failures = new List<string>();
            public int Kills;
            public int TornTemporaries;
        }

        private static Outcome RunWorker(string folder, int worker, int kills)
        {
            Directory.CreateDirectory(folder);
            var outcome = new Outcome();
            var random = new Random(7919 * (worker + 1));
            var committed = new int[s_formats.Length];
            for (int k = 0; k < kills && outcome.Failures.Count < 5; k++)
            {
                int f = k % s_formats.Length;
                string path = Path.Combine(folder, "slot" + f + ".save");
                int before = committed[f];
                int? lastSaved = KillWhileSaving(path, s_formats[f], before + 1, random.Next(0, 30), out string error);
                if (error.Length > 0)
                {
                    outcome.Failures.Add("kill " + k + ": " + error);
                    continue;
                }

                outcome.Kills++;
                if (File.Exists(path + ".tmp") && new FileInfo(path + ".tmp").Length > 0)
                    outcome.TornTemporaries++;

                // The child printed "saved g" after Save(g) returned, so g is committed; g + 1 may be committed too
                // (killed between the replace and the print). Nothing else is acceptable.
                int done = lastSaved ?? before;
                var result = BentoFile.Load<SaveSlot>(path);
                string where = "kill " + k + " (" + s_formats[f] + ", last committed generation " + done + "): ";
                if (result.Status == BentoFileLoadStatus.NotFound && done == 0)
                    continue;
                if (result.Status != BentoFileLoadStatus.Loaded)
                {
                    outcome.Failures.Add(where + "the save did not load from the file itself: " + result);
                    continue;
                }

                int generation = result.Value.Generation;
                if (generation != done && generation != done + 1)
                {
                    outcome.Failures.Add(where + "loaded generation " + generation);
                    continue;
                }

                byte[] expected = BentoJson.SerializeToUtf8Bytes(SaveSlot.Make(generation, Bulk));
                byte[] actual = BentoJson.SerializeToUtf8Bytes(result.Value);
                if (!expected.AsSpan().SequenceEqual(actual))
                    outcome.Failures.Add(where + "generation " + generation + " loaded with other content than was saved");
                committed[f] = generation;
            }

            return outcome;
        }

        /// <summary>Starts a child that saves to <paramref name="path"/> in a loop, kills it after <paramref name="delayMs"/>, and returns the last generation it reported saved.</summary>
        private static int? KillWhileSaving(string path, BentoFileFormat format, int first, int delayMs, out string error)
        {
            error = "";
            var info = new ProcessStartInfo(DotnetHost())
            {
                RedirectStandardOutput = true,
                RedirectStandardError = true,
                UseShellExecute = false,
            };
            info.ArgumentList.Add(typeof(SaveCrashChild).Assembly.Location);
            info.ArgumentList.Add(SaveCrashChild.Switch);
            info.ArgumentList.Add(path);
            info.ArgumentList.Add(format.ToString());
            info.ArgumentList.Add(first.ToString(System.Globalization.CultureInfo.InvariantCulture));
            info.Environment["DOTNET_DbgEnableMiniDump"] = "0";
            using (var child = Process.Start(info)!)
            {
                Task<string> errors = child.StandardError.ReadToEndAsync();
                Task<string?> ready = child.StandardOutput.ReadLineAsync();
                if (!ready.Wait(TimeSpan.FromSeconds(60)) || ready.Result != "ready")
                {
                    child.Kill();
                    child.WaitForExit();
                    error = "the child did not start: " + ready.Status + " " + (ready.IsCompleted ? ready.Result : "") + " " + errors.Result;
                    return null;
                }

                Thread.Sleep(delayMs);
                // Process.Kill sends SIGKILL on Unix (TerminateProcess on Windows): no finally block, no flush runs.
                child.Kill();
                child.WaitForExit();
                string rest = child.StandardOutput.ReadToEnd();
                int? last = null;
                string[] lines = rest.Split('\n');
                // The last piece has no newline: a line the kill may have cut, so it does not count.
                for (int i = 0; i < lines.Length - 1; i++)
                {
                    string line = lines[i];
                    if (line.StartsWith("saved ", StringComparison.Ordinal))
                        last = int.Parse(line.Substring(6), System.Globalization.CultureInfo.InvariantCulture);
                }

                return last;
            }
        }

        private static string DotnetHost()
        {
            // The test host runs under the dotnet muxer; the dotnet CLI also names it in DOTNET_HOST_PATH.
            string? current = Environment.ProcessPath;
            if (current != null && Path.GetFileNameWithoutExtension(current) == "dotnet")
                return current;
            string? fromCli = Environment.GetEnvironmentVariable("DOTNET_HOST_PATH");
            return string.IsNullOrEmpty(fromCli) ? "dotnet" : fromCli!;
        }
    }
}
