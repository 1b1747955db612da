using System;
using System.Collections.Generic;
using System.Diagnostics;
using System.IO;
using System.Linq;

namespace Bento.Bench.Runner;

/// <summary>How long and how often the in-house runner measures.</summary>
public sealed record RunSettings(
    double SampleMilliseconds,
    int WarmupRounds,
    int MinSamples,
    int MaxSamples,
    double BudgetSecondsPerOp,
    bool HonourMinOperations)
{
    public static RunSettings Quick { get; } = new(5, 3, 9, 25, 1.0, HonourMinOperations: false);

    public static RunSettings Full { get; } = new(25, 4, 15, 61, 6, HonourMinOperations: true);
}

/// <summary>
/// The in-house runner: calibrate each case to a batch of about one sample's length, warm every case up, then take
/// samples round-robin across the cases (the starting case rotates each round) so that machine drift, other
/// processes and GC debt hit every serializer alike. Reports median, min and max of per-operation time and the
/// bytes allocated per operation on this thread.
/// </summary>
public static class InHouseRunner
{
    public static void Run(IReadOnlyList<BenchCase> cases, IReadOnlyList<Op> ops, long minOperations, RunSettings settings, RunResults results, TextWriter log)
    {
        foreach (Op op in ops)
        {
            var active = new List<BenchCase>();
            foreach (BenchCase c in cases)
            {
                if (c.Failure is null && c.Ops.Contains(op))
                {
                    active.Add(c);
                }
            }

            if (active.Count == 0)
            {
                continue;
            }

            log.Write($"  {op,-11}");
            var batch = new long[active.Count];
            for (int i = 0; i < active.Count; i++)
            {
                batch[i] = Calibrate(active[i], op, settings.SampleMilliseconds);
            }

            for (int round = 0; round < settings.WarmupRounds; round++)
            {
                for (int i = 0; i < active.Count; i++)
                {
                    active[i].Run(op, batch[i]);
                }
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
            for (int round = 0; round < settings.MaxSamples; round++)
            {
                bool enough = round >= settings.MinSamples && budget.Elapsed.TotalSeconds >= settings.BudgetSecondsPerOp;
                if (enough && settings.HonourMinOperations && minOperations > 0)
                {
                    foreach (long n in operations)
                    {
                        enough &= n >= minOperations;
                    }
                }

                if (enough)
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
                    long allocatedBefore = GC.GetAllocatedBytesForCurrentThread();
                    long start = Stopwatch.GetTimestamp();
                    active[i].Run(op, n);
                    long elapsed = Stopwatch.GetTimestamp() - start;
                    long allocated = GC.GetAllocatedBytesForCurrentThread() - allocatedBefore;
                    times[i].Add(elapsed * (1e9 / Stopwatch.Frequency) / n);
                    allocations[i].Add((double)allocated / n);
                    operations[i] += n;
                }

                log.Write('.');
            }

            log.WriteLine();
            for (int i = 0; i < active.Count; i++)
            {
                times[i].Sort();
                allocations[i].Sort();
                results.Results.Add(new BenchResult
                {
                    Workload = active[i].Workload,
                    Serializer = active[i].Serializer,
                    Format = active[i].Format,
                    Op = op.ToString(),
                    Status = "ok",
                    MedianNs = Median(times[i]),
                    MinNs = times[i][0],
                    MaxNs = times[i][^1],
                    Samples = times[i].Count,
                    Operations = operations[i],
                    PayloadBytes = active[i].Payload.Length,
                    AllocatedBytesPerOp = Median(allocations[i]),
                    IsFloor = active[i].IsFloor,
                });
            }
        }
    }

    /// <summary>Doubles the batch until it takes at least a quarter of a sample, then scales it to a full sample.</summary>
    static long Calibrate(BenchCase c, Op op, double sampleMilliseconds)
    {
        c.Run(op, 1);
        long n = 1;
        while (true)
        {
            long start = Stopwatch.GetTimestamp();
            c.Run(op, n);
            double ms = (Stopwatch.GetTimestamp() - start) * 1000.0 / Stopwatch.Frequency;
            if (ms >= sampleMilliseconds / 4 || n >= 1L << 30)
            {
                return Math.Max(1, (long)(n * sampleMilliseconds / Math.Max(ms, 1e-6)));
            }

            n *= 2;
        }
    }

    static double Median(List<double> sorted)
    {
        int middle = sorted.Count / 2;
        return sorted.Count % 2 == 1 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
    }
}
