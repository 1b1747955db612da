using System;
using System.Collections.Generic;
using System.Diagnostics;
using System.Globalization;
using System.IO;
using System.Linq;
using System.Reflection;
using System.Runtime;
using System.Runtime.Loader;
using Bento.Bench.Report;
using Bento.Bench.Workloads;

namespace Bento.Bench.Runner;

/// <summary>
/// <c>--ab DIR</c>: the selected cases of this build against the same cases of another build of this benchmark (DIR is
/// its output folder, with its own Bento.dll and generated models), in one process. Separate runs of two builds on a
/// shared 2-core machine differ by more than most code changes do; here both builds' reads alternate batch by batch,
/// each batch after a full collection, and each round gives one ratio, so the machine's drift cancels out of the
/// median. The other build is loaded into a load context of its own, so that its Bento and models do not meet this
/// build's.
/// </summary>
/// <remarks>
/// Collections inside a batch are part of what it measures. Run with <c>DOTNET_GCgen0size</c> set above the bytes a
/// batch allocates (for example <c>DOTNET_GCgen0size=0x8000000</c>, 128 MiB) to time decoding alone, which is what a
/// change to the decoder moves; the quartiles then narrow to a few percent.
/// </remarks>
public static class AbRunner
{
    /// <summary>The cases this build offers for <c>--ab</c>: found by name in the other build, so keep its signature.</summary>
    public static IReadOnlyList<KeyValuePair<string, Func<long, object?>>> Prepare(string[] args)
    {
        BenchOptions line = BenchOptions.Parse(args);
        Op op = line.AbOp;
        Suite suite = Suite.Select(line.Filter, quick: true, Corpora.Locate(line.CorporaDirectory));
        var cases = new List<KeyValuePair<string, Func<long, object?>>>();
        foreach (Workload workload in suite.Workloads)
        {
            foreach (BenchCase c in suite.PrepareCases(workload, new RunResults { Mode = "ab" }, TextWriter.Null))
            {
                // The baseline and the floor come with every workload; they are compared only when a pattern names them.
                if (c.Failure is not null || !c.Ops.Contains(op) || (!line.Filter.IsEmpty && !line.Filter.Matches(c.Workload, c.Serializer)))
                {
                    continue;
                }

                cases.Add(new(c.ToString(), n => c.Run(op, n)));
            }
        }

        return cases;
    }

    public static int Run(BenchOptions line, string[] args, TextWriter log)
    {
        string folder = Path.GetFullPath(line.AbDirectory!);
        string assemblyPath = Path.Combine(folder, "Bento.Bench.dll");
        if (!File.Exists(assemblyPath))
        {
            log.WriteLine($"--ab: no Bento.Bench.dll in {folder} (pass the other build's output folder, e.g. bench/Bento.Bench/bin/Release/net10.0)");
            return 2;
        }

        var theirs = PrepareIn(assemblyPath, args);
        if (theirs is null)
        {
            log.WriteLine($"--ab: the build in {folder} has no {typeof(AbRunner).FullName}.{nameof(Prepare)}; it predates --ab");
            return 2;
        }

        // This build is loaded again into a context of its own, not run from the default one, so that both sides are
        // loaded alike: with this side in the default context, two runs of one build against itself gave 0.973 and
        // 0.979; loaded alike, such runs fell on both sides of 1 (0.964-1.024).
        var mine = PrepareIn(typeof(AbRunner).Assembly.Location, args)!;
        log.WriteLine($"{line.AbOp}, this build (A) against {folder} (B), {line.AbRounds} rounds; GCgen0size {Environment.GetEnvironmentVariable("DOTNET_GCgen0size") ?? "default"}; load average {MachineInfo.Load}");
        log.WriteLine();
        log.WriteLine("| case | A median | B median | B/A median of rounds | quartiles |");
        log.WriteLine("|---|---:|---:|---:|---|");
        int compared = 0;
        foreach (var (name, runMine) in mine)
        {
            Func<long, object?>? runTheirs = theirs.FirstOrDefault(t => t.Key == name).Value;
            if (runTheirs is null)
            {
                log.WriteLine($"| {name} | - | - | not in B | |");
                continue;
            }

            log.WriteLine(Compare(name, runMine, runTheirs, line.AbRounds));
            compared++;
        }

        foreach (var (name, _) in theirs)
        {
            if (!mine.Any(m => m.Key == name))
            {
                log.WriteLine($"| {name} | - | - | not in A | |");
            }
        }

        log.WriteLine();
        log.WriteLine($"load average at the end {MachineInfo.Load}");
        return compared > 0 ? 0 : 2;
    }

    static IReadOnlyList<KeyValuePair<string, Func<long, object?>>>? PrepareIn(string assemblyPath, string[] args)
    {
        var context = new BuildContext(assemblyPath);
        MethodInfo? entry = context.LoadFromAssemblyPath(assemblyPath).GetType(typeof(AbRunner).FullName!)?.GetMethod(nameof(Prepare));
        return entry?.CreateDelegate<Func<string[], IReadOnlyList<KeyValuePair<string, Func<long, object?>>>>>()(args);
    }

    static string Compare(string name, Func<long, object?> a, Func<long, object?> b, int rounds)
    {
        // Warm both to their final tier first: alternating batches until two seconds pass with no method compiled.
        var warm = Stopwatch.StartNew();
        long compiled = JitInfo.GetCompiledMethodCount();
        var quiet = Stopwatch.StartNew();
        while (warm.Elapsed.TotalSeconds < 30 && (warm.Elapsed.TotalSeconds < 3 || quiet.Elapsed.TotalSeconds < 2))
        {
            a(1);
            b(1);
            long now = JitInfo.GetCompiledMethodCount();
            if (now != compiled)
            {
                compiled = now;
                quiet.Restart();
            }
        }

        // A batch of about 5 ms on this build, so that a timer tick is small beside it.
        long batch = Math.Max(1, (long)(5.0 / Math.Max(Time(a, 1), 1e-4)));
        var ratios = new List<double>(rounds);
        var timesA = new List<double>(rounds);
        var timesB = new List<double>(rounds);
        for (int round = 0; round < rounds; round++)
        {
            // Each side first in every other round, so that what one batch leaves behind (caches, a pending
            // collection) falls on both alike.
            double ta, tb;
            if ((round & 1) == 0)
            {
                ta = Time(a, batch);
                tb = Time(b, batch);
            }
            else
            {
                tb = Time(b, batch);
                ta = Time(a, batch);
            }

            timesA.Add(ta / batch);
            timesB.Add(tb / batch);
            ratios.Add(tb / ta);
        }

        ratios.Sort();
        timesA.Sort();
        timesB.Sort();
        var c = CultureInfo.InvariantCulture;
        return string.Create(c, $"| {name} | {Format(Quantile(timesA, 0.5))} | {Format(Quantile(timesB, 0.5))} | {Quantile(ratios, 0.5):0.000} | {Quantile(ratios, 0.25):0.000}-{Quantile(ratios, 0.75):0.000} |");
    }

    static double Time(Func<long, object?> run, long n)
    {
        GC.Collect();
        GC.WaitForPendingFinalizers();
        long start = Stopwatch.GetTimestamp();
        GC.KeepAlive(run(n));
        return Stopwatch.GetElapsedTime(start).TotalMilliseconds;
    }

    static double Quantile(List<double> sorted, double q) => sorted[(int)Math.Round(q * (sorted.Count - 1))];

    static string Format(double milliseconds) => milliseconds switch
    {
        >= 1 => milliseconds.ToString("0.00 'ms'", CultureInfo.InvariantCulture),
        >= 0.001 => (milliseconds * 1e3).ToString("0.0 'us'", CultureInfo.InvariantCulture),
        _ => (milliseconds * 1e6).ToString("0.0 'ns'", CultureInfo.InvariantCulture),
    };

    /// <summary>The other build: its assemblies from its own folder (by its deps.json), the framework's shared.</summary>
    sealed class BuildContext(string mainAssembly) : AssemblyLoadContext("ab-other-build")
    {
        readonly AssemblyDependencyResolver _resolver = new(mainAssembly);

        protected override Assembly? Load(AssemblyName name) =>
            _resolver.ResolveAssemblyToPath(name) is string path ? LoadFromAssemblyPath(path) : null;

        protected override IntPtr LoadUnmanagedDll(string name) =>
            _resolver.ResolveUnmanagedDllToPath(name) is string path ? LoadUnmanagedDllFromPath(path) : IntPtr.Zero;
    }
}
