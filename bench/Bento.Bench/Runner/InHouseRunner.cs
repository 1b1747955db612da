using System;
using System.Collections.Generic;
using System.Diagnostics;
using System.IO;
using System.Linq;
using System.Runtime;
using System.Threading;

namespace Bento.Bench.Runner;

/// <summary>How long and how often the in-house runner measures.</summary>
public sealed record RunSettings(
    double SampleMilliseconds,
    int WarmupRounds,
    double WarmupMilliseconds,
    int MinSamples,
    int MaxSamples,
    double BudgetSecondsPerOp,
    bool HonourMinOperations)
{
    public static RunSettings Quick { get; } = new(4, 3, 100, 9, 31, 0.8, HonourMinOperations: false);

    public static RunSettings Full { get; } = new(25, 4, 1000, 15, 61, 6, HonourMinOperations: true);
}

/// <summary>
/// The in-house runner: calibrate each case to a batch of about one sample's length, warm every case up, then take
/// samples round-robin across the cases (the starting case rotates each round) so that machine drift, other
/// processes and GC debt hit every serializer alike. Reports median, min and max of per-operation time and the
/// bytes allocated per operation on this thread.
/// </summary>
public static class InHouseRunner
{
    const int MaxRounds = 1000;

    /// <summary>
    /// The phases of a typed workload. Populate is sampled in the same rounds as Deserialize, so the ratio of a
    /// populate to a fresh read of the same serializer comes from the same interleaved samples.
    /// </summary>
    public static readonly Op[][] TypedPhases = [[Op.Serialize], [Op.Deserialize, Op.Populate]];

    /// <summary>Each operation in a phase of its own.</summary>
    public static void Run(IReadOnlyList<BenchCase> cases, IReadOnlyList<Op> ops, long minOperations, RunSettings settings, RunResults results, TextWriter log)
    {
        var phases = new List<IReadOnlyList<Op>>();
        foreach (Op op in ops)
        {
            phases.Add([op]);
        }

        Run(cases, phases, minOperations, settings, results, log);
    }

    /// <summary>Every (case, operation) pair of a phase is sampled round-robin with the others of that phase.</summary>
    public static void Run(IReadOnlyList<BenchCase> cases, IReadOnlyList<IReadOnlyList<Op>> phases, long minOperations, RunSettings settings, RunResults results, TextWriter log)
    {
        foreach (IReadOnlyList<Op> phaseOps in phases)
        {
            var active = new List<Cell>();
            foreach (Op op in phaseOps)
            {
                foreach (BenchCase c in cases)
                {
                    if (c.Failure is null && c.Ops.Contains(op))
                    {
                        active.Add(new Cell(c, op));
                    }
                }
            }

            if (active.Count == 0)
            {
                continue;
            }

            log.Write($"  {string.Join("+", phaseOps),-11}");
            var phase = Stopwatch.StartNew();
            var batch = new long[active.Count];
            for (int i = 0; i < active.Count; i++)
            {
                batch[i] = Calibrate(active[i], settings.SampleMilliseconds);
            }

            bool settled = Warmup(active, batch, settings);
            log.Write($" warm-up {phase.Elapsed.TotalSeconds:0.0}s ");
            if (!settled)
            {
                results.Notes.Add($"{Describe(active)} {string.Join("+", phaseOps)}: the JIT was still compiling when the warm-up gave up, so early samples may include unoptimized code.");
            }

            // The first calibration ran unoptimized code; size the batches again now that it is warm, from the
            // fastest of three batches so that one preempted batch does not shrink every sample.
            for (int i = 0; i < active.Count; i++)
            {
                double fastest = double.MaxValue;
                for (int k = 0; k < 3; k++)
                {
                    long start = Stopwatch.GetTimestamp();
                    active[i].Run(batch[i]);
                    fastest = Math.Min(fastest, (Stopwatch.GetTimestamp() - start) * 1000.0 / Stopwatch.Frequency);
                }

                batch[i] = Math.Max(1, (long)(batch[i] * settings.SampleMilliseconds / Math.Max(fastest, 1e-6)));
            }

            var times = new List<double>[active.Count];
            var allocations = new List<double>[active.Count];
            var operations = new long[active.Count];
            for (int i = 0; i < active.Count; i++)
            {
                times[i] = [];
                allocations[i] = [];
            }

            var budget = Stopwatch.StartNew();
            long compiledBefore = JitInfo.GetCompiledMethodCount();
            for (int round = 0; ; round++)
            {
                // A workload's minimum operation count (a million save games) may need more rounds than the usual cap.
                bool operationsMet = true;
                if (settings.HonourMinOperations && minOperations > 0)
                {
                    foreach (long n in operations)
                    {
                        operationsMet &= n >= minOperations;
                    }
                }

                bool enough = round >= settings.MinSamples && budget.Elapsed.TotalSeconds >= settings.BudgetSecondsPerOp;
                if ((enough || round >= settings.MaxSamples) && (operationsMet || round >= MaxRounds))
                {
                    break;
                }

                // Start each round from a collected heap so one case's garbage is not collected on another's clock.
                GC.Collect();
                GC.WaitForPendingFinalizers();
                for (int k = 0; k < active.Count; k++)
                {
                    int i = (k + round) % active.Count;
                    long n = batch[i];
                    bool everyThread = active[i].Case.UsesOtherThreads;
                    long allocatedBefore = AllocatedBytes(everyThread);
                    long start = Stopwatch.GetTimestamp();
                    active[i].Run(n);
                    long elapsed = Stopwatch.GetTimestamp() - start;
                    long allocated = AllocatedBytes(everyThread) - allocatedBefore;
                    times[i].Add(elapsed * (1e9 / Stopwatch.Frequency) / n);
                    allocations[i].Add((double)allocated / n);
                    operations[i] += n;
                }

                log.Write('.');
            }

            // A method compiled while sampling means some samples ran code at another tier than the rest: say so, since
            // a tier change moves a median by more than most differences this benchmark reports.
            long compiledWhileSampling = JitInfo.GetCompiledMethodCount() - compiledBefore;
            log.WriteLine($" {phase.Elapsed.TotalSeconds:0.0}s" + (compiledWhileSampling > 0 ? $" ({compiledWhileSampling} methods compiled while sampling)" : ""));
            if (compiledWhileSampling > 0)
            {
                results.Notes.Add($"{Describe(active)} {string.Join("+", phaseOps)}: {compiledWhileSampling} methods were compiled while sampling, so some samples may have run code at another tier.");
            }

            for (int i = 0; i < active.Count; i++)
            {
                double[] byRound = times[i].ToArray();
                times[i].Sort();
                allocations[i].Sort();
                results.Results.Add(new BenchResult
                {
                    Workload = active[i].Case.Workload,
                    Serializer = active[i].Case.Serializer,
                    Format = active[i].Case.Format,
                    Op = active[i].Op.ToString(),
                    Status = "ok",
                    MedianNs = Median(times[i]),
                    MinNs = times[i][0],
                    MaxNs = times[i][^1],
                    Samples = times[i].Count,
                    Operations = operations[i],
                    PayloadBytes = active[i].Case.Payload.Length,
                    AllocatedBytesPerOp = Median(allocations[i]),
                    IsFloor = active[i].Case.IsFloor,
                    RoundNs = byRound,
                });
            }
        }
    }

    /// <summary>
    /// Round-robin warm-up until every case has run at least <see cref="RunSettings.WarmupRounds"/> batches, for the
    /// warm-up time, and 40 operations (or twice the warm-up time, for payloads that take long per call): tiered
    /// compilation promotes a method after 30 calls and a quiet spell of about 100 ms, then compiles it in the background.
    /// Returns whether the JIT then settled (see <see cref="WaitForJit"/>).
    /// </summary>
    static bool Warmup(List<Cell> active, long[] batch, RunSettings settings)
    {
        var calls = new long[active.Count];
        var milliseconds = new double[active.Count];
        for (int round = 0; ; round++)
        {
            bool anyRan = false;
            for (int i = 0; i < active.Count; i++)
            {
                bool warm = round >= settings.WarmupRounds && milliseconds[i] >= settings.WarmupMilliseconds &&
                    (calls[i] >= 40 || milliseconds[i] >= 2 * settings.WarmupMilliseconds);
                if (warm)
                {
                    continue; // cases that are warm sit out, so fast ones do not keep the slow ones running
                }

                long start = Stopwatch.GetTimestamp();
                active[i].Run(batch[i]);
                milliseconds[i] += (Stopwatch.GetTimestamp() - start) * 1000.0 / Stopwatch.Frequency;
                calls[i] += batch[i];
                anyRan = true;
            }

            if (!anyRan)
            {
                return WaitForJit(active, batch);
            }
        }
    }

    /// <summary>
    /// Tiered compilation finishes in the background, in steps: with dynamic PGO a hot method goes from Tier0 to an
    /// instrumented Tier0 and only then to Tier1, each step after 30 calls and a quiet spell of about 100 ms (the
    /// call-counting delay, which restarts whenever anything new is compiled). One batch of a slow operation can be fewer
    /// than 30 calls, so a round of single batches could pass without a compile while its methods still ran
    /// instrumented code, and the samples then measured that. Each round here gives the JIT a quiet spell and then runs
    /// every case for at least <see cref="SettleCalls"/> operations; the JIT has settled once two rounds in a row compiled
    /// nothing.
    /// </summary>
    static bool WaitForJit(List<Cell> active, long[] batch)
    {
        int quietRounds = 0;
        for (int attempt = 0; attempt < MaxSettleRounds; attempt++)
        {
            long before = JitInfo.GetCompiledMethodCount();
            Thread.Sleep(150);
            for (int i = 0; i < active.Count; i++)
            {
                active[i].Run(Math.Max(batch[i], SettleCalls));
            }

            quietRounds = JitInfo.GetCompiledMethodCount() == before ? quietRounds + 1 : 0;
            if (quietRounds == 2)
            {
                return true;
            }
        }

        return false;
    }

    /// <summary>More than the 30 calls after which tiered compilation promotes a method to its next tier.</summary>
    const int SettleCalls = 32;

    /// <summary>Enough for the two promotions of dynamic PGO and two quiet rounds, with room for a slow background compile.</summary>
    const int MaxSettleRounds = 12;

    // The calling thread's count is exact and cheap, and sees nothing the runtime's own threads do; a case that reads on
    // pool threads needs the process-wide count, which the precise flag brings up to date for every thread.
    static long AllocatedBytes(bool everyThread) =>
        everyThread ? GC.GetTotalAllocatedBytes(precise: true) : GC.GetAllocatedBytesForCurrentThread();

    static string Describe(List<Cell> active)
    {
        var workloads = new List<string>();
        foreach (Cell c in active)
        {
            if (!workloads.Contains(c.Case.Workload))
            {
                workloads.Add(c.Case.Workload);
            }
        }

        return string.Join(", ", workloads);
    }

    /// <summary>Doubles the batch until it takes at least a quarter of a sample, then scales it to a full sample.</summary>
    static long Calibrate(Cell c, double sampleMilliseconds)
    {
        c.Run(1);
        long n = 1;
        while (true)
        {
            long start = Stopwatch.GetTimestamp();
            c.Run(n);
            double ms = (Stopwatch.GetTimestamp() - start) * 1000.0 / Stopwatch.Frequency;
            if (ms >= sampleMilliseconds / 4 || n >= 1L << 30)
            {
                return Math.Max(1, (long)(n * sampleMilliseconds / Math.Max(ms, 1e-6)));
            }

            n *= 2;
        }
    }

    /// <summary>One case doing one operation: what a sample measures.</summary>
    readonly record struct Cell(BenchCase Case, Op Op)
    {
        public object? Run(long iterations) => Case.Run(Op, iterations);
    }

    static double Median(List<double> sorted)
    {
        int middle = sorted.Count / 2;
        return sorted.Count % 2 == 1 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
    }
}
