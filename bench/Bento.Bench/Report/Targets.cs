using System.Collections.Generic;
using System.IO;
using Bento.Bench.Adapters;
using Bento.Bench.Runner;

namespace Bento.Bench.Report;

/// <summary>
/// The product's performance targets, judged from the ratios of this one run and printed as met or missed. Nothing
/// here is tuned: a target the run did not measure says so.
/// </summary>
public static class Targets
{
    public const string BentoName = "Bento JSON";
    public const string HintedName = "Bento hinted JSON";
    public const string MessagePackName = "Bento MessagePack (map)";
    static readonly string[] s_corpora = ["twitter", "citm", "canada"];
    static readonly string[] s_hintedCorpora = ["twitter", "citm"];
    static readonly string[] s_binaryWorkloads = ["twitter", "citm", "canada", "savegame"];
    static readonly string[] s_layouts = ["map", "array"];
    const string MemoryPackName = "MemoryPack";
    static readonly string[] s_parallelWorkloads = ["gamedata", "twitter-10x", "citm-10x", "canada-10x"];
    static readonly (string Parallel, string Sequential)[] s_parallelPairs =
    [
        ("Bento JSON (parallel)", BentoName),
        ("Bento MessagePack (map, parallel)", MessagePackName),
        ("Bento MessagePack (array, parallel)", "Bento MessagePack (array)"),
    ];

    public static List<(string Target, string Workload, string Measured, string Verdict)> Judge(RunResults run)
    {
        var rows = new List<(string, string, string, string)>();
        foreach (string corpus in s_corpora)
        {
            BenchResult? bento = Find(run, corpus, BentoName, "Deserialize");
            BenchResult? stj = Find(run, corpus, AdapterTable.BaselineName, "Deserialize");
            rows.Add(("Bento deserialize <= 0.5x STJ source-gen", corpus,
                Measured(bento, stj, r => Units.Ratio(r.Ratio)),
                bento?.Ratio is double ratio ? Verdict(ratio <= 0.5) : NotMeasured(bento)));
        }

        foreach (string corpus in s_corpora)
        {
            BenchResult? bento = Find(run, corpus, BentoName, "Serialize");
            BenchResult? stj = Find(run, corpus, AdapterTable.BaselineName, "Serialize");
            rows.Add(("Bento serialize < STJ source-gen (Utf8JsonWriter), 0 B allocated", corpus,
                Measured(bento, stj, r => Units.Ratio(r.Ratio) + ", " + Units.Bytes(r.AllocatedBytesPerOp) + "/op"),
                bento?.Ratio is double ratio ? Verdict(ratio < 1 && bento.AllocatedBytesPerOp < 1) : NotMeasured(bento)));
        }

        foreach (string corpus in s_corpora)
        {
            BenchResult? bento = Find(run, corpus, BentoName, "Deserialize");
            BenchResult? stj = Find(run, corpus, AdapterTable.BaselineName, "Deserialize");
            bool measured = bento is { Status: "ok" } && stj is { Status: "ok" };
            rows.Add(("Bento deserialize allocations <= STJ source-gen", corpus,
                measured ? Units.Bytes(bento!.AllocatedBytesPerOp) + " vs " + Units.Bytes(stj!.AllocatedBytesPerOp) : "-",
                measured ? Verdict(bento!.AllocatedBytesPerOp <= stj!.AllocatedBytesPerOp) : NotMeasured(bento)));
        }

        JudgePeers(run, rows);
        JudgeHinted(run, rows);
        JudgePopulate(run, rows);
        JudgeParallel(run, rows);
        return rows;
    }

    /// <summary>
    /// A split read on two threads against the sequential read of the same document, where the run has both
    /// (<c>--parallel 2</c>; the 10x corpora only when a filter names them): at least 1.6 times as fast.
    /// </summary>
    static void JudgeParallel(RunResults run, List<(string, string, string, string)> rows)
    {
        foreach (string workload in s_parallelWorkloads)
        {
            foreach (var (parallel, sequential) in s_parallelPairs)
            {
                if (Find(run, workload, parallel, "Deserialize") is not { Status: "ok" } split || !split.Format.EndsWith("read on 2 threads", System.StringComparison.Ordinal))
                {
                    continue;
                }

                TimeRow(run, rows, parallel + " deserialize <= 0.625x its sequential read (1.6x as fast)", workload, parallel, sequential, "Deserialize", 1 / 1.6);
            }
        }
    }

    /// <summary>
    /// Bento against the binary peers, each time ratio paired by round from the same interleaved phase: MessagePack
    /// against MessagePack-CSharp in the same layout and against MemoryPack, the fastest .NET binary serializer; JSON
    /// reads against MemoryPack; allocations; and whether the bytes are MessagePack-CSharp's.
    /// </summary>
    static void JudgePeers(RunResults run, List<(string, string, string, string)> rows)
    {
        foreach (string layout in s_layouts)
        {
            foreach (string op in new[] { "Serialize", "Deserialize" })
            {
                foreach (string corpus in s_corpora)
                {
                    TimeRow(run, rows, $"Bento MessagePack ({layout}) {op.ToLowerInvariant()} <= 0.7x MessagePack-CSharp ({layout})", corpus,
                        $"Bento MessagePack ({layout})", $"MessagePack-CSharp ({layout})", op, 0.7);
                }
            }
        }

        foreach (string op in new[] { "Serialize", "Deserialize" })
        {
            foreach (string workload in s_binaryWorkloads)
            {
                TimeRow(run, rows, $"Bento MessagePack (array) {op.ToLowerInvariant()} <= 1.0x MemoryPack", workload,
                    "Bento MessagePack (array)", MemoryPackName, op, 1.0);
            }
        }

        foreach (string corpus in s_hintedCorpora)
        {
            TimeRow(run, rows, "Bento JSON deserialize <= 1.3x MemoryPack", corpus, BentoName, MemoryPackName, "Deserialize", 1.3);
        }

        foreach (string corpus in s_corpora)
        {
            AllocationRow(run, rows, "Bento JSON deserialize allocations <= MessagePack-CSharp (map)", corpus, BentoName, "MessagePack-CSharp (map)");
            AllocationRow(run, rows, "Bento MessagePack (map) deserialize allocations <= MessagePack-CSharp (map)", corpus,
                "Bento MessagePack (map)", "MessagePack-CSharp (map)");
        }

        foreach (string layout in s_layouts)
        {
            int compared = 0, identical = 0;
            var different = new List<string>();
            foreach (var (workload, l, verdict) in run.ByteIdentity)
            {
                if (l != layout)
                {
                    continue;
                }

                compared++;
                if (verdict.StartsWith("identical", System.StringComparison.Ordinal))
                {
                    identical++;
                }
                else
                {
                    different.Add(workload);
                }
            }

            rows.Add(($"Bento MessagePack ({layout}) bytes identical to MessagePack-CSharp ({layout})", "all measured",
                compared == 0 ? "-" : $"{identical} of {compared} workloads identical" + (different.Count > 0 ? " (different: " + string.Join(", ", different) + ")" : ""),
                compared == 0 ? "not measured in this run" : Verdict(identical == compared)));
        }

        foreach (string workload in s_binaryWorkloads)
        {
            var (bento, memoryPack) = Pair(run, workload, "Bento MessagePack (array)", MemoryPackName, "Serialize");
            rows.Add(("Bento MessagePack (array) payload <= MemoryPack payload", workload,
                bento is not null ? Units.Ratio((double)bento.PayloadBytes / memoryPack!.PayloadBytes) + $" ({bento.PayloadBytes:N0} vs {memoryPack.PayloadBytes:N0} bytes)" : "-",
                bento is not null ? Verdict(bento.PayloadBytes <= memoryPack!.PayloadBytes) : NotMeasured(run, workload, "Bento MessagePack (array)", MemoryPackName, "Serialize")));
        }
    }

    /// <summary>A target on the time of <paramref name="first"/> over <paramref name="second"/>, paired by round.</summary>
    static void TimeRow(RunResults run, List<(string, string, string, string)> rows, string target, string workload,
        string first, string second, string op, double limit)
    {
        var (a, b) = Pair(run, workload, first, second, op);
        rows.Add((target, workload,
            a is not null ? ShowTimes(a, b!) : "-",
            a is not null ? TimeVerdict(run, a, b!, limit) : NotMeasured(run, workload, first, second, op)));
    }

    /// <summary>A target on the bytes allocated per read by <paramref name="first"/> against <paramref name="second"/>.</summary>
    static void AllocationRow(RunResults run, List<(string, string, string, string)> rows, string target, string workload, string first, string second)
    {
        var (a, b) = Pair(run, workload, first, second, "Deserialize");
        rows.Add((target, workload,
            a is not null ? Units.Bytes(a.AllocatedBytesPerOp) + " vs " + Units.Bytes(b!.AllocatedBytesPerOp) : "-",
            a is not null ? Verdict(a.AllocatedBytesPerOp <= b!.AllocatedBytesPerOp) : NotMeasured(run, workload, first, second, "Deserialize")));
    }

    /// <summary>
    /// Hinted JSON against Bento's own plain JSON. Both run in the same interleaved phase, so the time ratios are taken
    /// between their medians directly rather than through the STJ baseline.
    /// </summary>
    static void JudgeHinted(RunResults run, List<(string, string, string, string)> rows)
    {
        foreach (string corpus in s_hintedCorpora)
        {
            var (hinted, plain) = Pair(run, corpus, HintedName, BentoName, "Deserialize");
            rows.Add(("Hinted deserialize <= 0.67x Bento JSON deserialize", corpus,
                hinted is not null ? ShowTimes(hinted, plain!) : "-",
                hinted is not null ? TimeVerdict(run, hinted, plain!, 0.67) : NotMeasured(run, corpus, HintedName, BentoName, "Deserialize")));
        }

        foreach (string corpus in s_hintedCorpora)
        {
            var (hinted, plain) = Pair(run, corpus, HintedName, BentoName, "Serialize");
            rows.Add(("Hinted payload <= 1.15x Bento JSON (minified) payload", corpus,
                hinted is not null ? Units.Ratio((double)hinted.PayloadBytes / plain!.PayloadBytes) + $" ({hinted.PayloadBytes:N0} vs {plain.PayloadBytes:N0} bytes)" : "-",
                hinted is not null ? Verdict(hinted.PayloadBytes <= 1.15 * plain!.PayloadBytes) : NotMeasured(run, corpus, HintedName, BentoName, "Serialize")));
        }

        foreach (string corpus in s_corpora)
        {
            var (hinted, plain) = Pair(run, corpus, HintedName, BentoName, "Serialize");
            rows.Add(("Hinted serialize <= 1.25x Bento JSON serialize", corpus,
                hinted is not null ? ShowTimes(hinted, plain!) : "-",
                hinted is not null ? TimeVerdict(run, hinted, plain!, 1.25) : NotMeasured(run, corpus, HintedName, BentoName, "Serialize")));
        }

        foreach (string corpus in s_hintedCorpora)
        {
            TimeRow(run, rows, "Hinted deserialize faster than MessagePack-CSharp reading its own format (map)", corpus,
                HintedName, "MessagePack-CSharp (map)", "Deserialize", 1.0);
        }
    }

    /// <summary>
    /// Reading the same document into one reused instance, against a fresh read by the same serializer: allocated bytes
    /// per operation, from the same interleaved phase.
    /// </summary>
    static void JudgePopulate(RunResults run, List<(string, string, string, string)> rows)
    {
        foreach (string serializer in new[] { BentoName, HintedName, MessagePackName })
        {
            foreach (string corpus in s_hintedCorpora)
            {
                BenchResult? populate = Find(run, corpus, serializer, "Populate");
                BenchResult? fresh = Find(run, corpus, serializer, "Deserialize");
                bool measured = populate is { Status: "ok" } && fresh is { Status: "ok", AllocatedBytesPerOp: > 0 };
                double share = measured ? populate!.AllocatedBytesPerOp / fresh!.AllocatedBytesPerOp : 0;
                rows.Add(($"{serializer} populate allocations <= 20% of a fresh read", corpus,
                    measured ? Units.Percent(share) + $" ({Units.Bytes(populate!.AllocatedBytesPerOp)} vs {Units.Bytes(fresh!.AllocatedBytesPerOp)}; time {Units.Ratio(TimeRatio(populate, fresh))}{(populate.RoundNs.Length == fresh.RoundNs.Length && populate.RoundNs.Length > 0 ? " paired" : "")})" : "-",
                    measured ? Verdict(share <= 0.2)
                        : populate is { Status: "FAILED" } ? "MISSED: populate failed its check: " + populate.Reason
                        : NotMeasured(fresh)));
            }
        }
    }

    /// <summary>
    /// The time of <paramref name="a"/> over <paramref name="b"/>: the median of the ratios of samples taken in the same
    /// round when both rows have them (so a spell of load that hits a round hits both sides of its ratio), else the
    /// ratio of the medians.
    /// </summary>
    static double TimeRatio(BenchResult a, BenchResult b)
    {
        int rounds = a.RoundNs.Length;
        if (rounds == 0 || rounds != b.RoundNs.Length)
        {
            return a.MedianNs / b.MedianNs;
        }

        var ratios = new double[rounds];
        for (int k = 0; k < rounds; k++)
        {
            ratios[k] = a.RoundNs[k] / b.RoundNs[k];
        }

        System.Array.Sort(ratios);
        return rounds % 2 == 1 ? ratios[rounds / 2] : (ratios[(rounds / 2) - 1] + ratios[rounds / 2]) / 2;
    }

    static string ShowTimes(BenchResult a, BenchResult b)
    {
        bool paired = a.RoundNs.Length > 0 && a.RoundNs.Length == b.RoundNs.Length;
        return Units.Ratio(TimeRatio(a, b)) + (paired ? " paired by round" : "") +
            $" (medians {Units.Time(a.MedianNs)} vs {Units.Time(b.MedianNs)}; minimums {Units.Ratio(a.MinNs / b.MinNs)})";
    }

    /// <summary>Both rows of one operation when both were measured, else (null, null).</summary>
    static (BenchResult? First, BenchResult? Second) Pair(RunResults run, string workload, string first, string second, string op)
    {
        BenchResult? a = Find(run, workload, first, op);
        BenchResult? b = Find(run, workload, second, op);
        return a is { Status: "ok" } && b is { Status: "ok", MedianNs: > 0, PayloadBytes: > 0 } ? (a, b) : (null, null);
    }

    static string NotMeasured(RunResults run, string workload, string first, string second, string op)
    {
        BenchResult? a = Find(run, workload, first, op);
        BenchResult? b = Find(run, workload, second, op);
        return a is { Status: "FAILED" } ? "MISSED: " + first + " failed its check"
            : b is { Status: "FAILED" } ? "not measured: " + second + " failed its check"
            : b is { Status: BenchResult.CannotModel } ? "not measured: " + second + " cannot model this workload"
            : "not measured in this run";
    }

    public static void Write(RunResults run, TextWriter output)
    {
        output.WriteLine("Targets (ratios from this run):");
        output.WriteLine();
        output.WriteLine("| Target | Workload | Measured | Verdict |");
        output.WriteLine("|---|---|---|---|");
        foreach (var (target, workload, measured, verdict) in Judge(run))
        {
            output.WriteLine($"| {target} | {workload} | {measured} | {verdict} |");
        }
    }

    static string Measured(BenchResult? bento, BenchResult? stj, System.Func<BenchResult, string> show) =>
        bento is { Status: "ok" } && stj is { Status: "ok" } ? show(bento) : "-";

    static string Verdict(bool met) => met ? "met" : "MISSED";

    /// <summary>
    /// A verdict on a ratio of two times, which needs both from the same interleaved samples. How many rounds agree
    /// with it is printed too: on a loaded machine a verdict that half the rounds contradict is noise.
    /// </summary>
    static string TimeVerdict(RunResults run, BenchResult a, BenchResult b, double limit)
    {
        if (!run.Interleaved)
        {
            return "not judged: BenchmarkDotNet ran the two cases one after another; use --inhouse";
        }

        bool met = TimeRatio(a, b) <= limit;
        int rounds = a.RoundNs.Length;
        if (rounds == 0 || rounds != b.RoundNs.Length)
        {
            return Verdict(met);
        }

        int agreeing = 0;
        for (int k = 0; k < rounds; k++)
        {
            agreeing += (a.RoundNs[k] <= limit * b.RoundNs[k]) == met ? 1 : 0;
        }

        return Verdict(met) + $" ({agreeing} of {rounds} rounds agree)";
    }

    static string NotMeasured(BenchResult? bento) => bento switch
    {
        null => "not measured in this run",
        { Status: "FAILED" } => "MISSED: Bento failed its round-trip check",
        _ => "not measured (no baseline)",
    };

    static BenchResult? Find(RunResults run, string workload, string serializer, string op)
    {
        foreach (BenchResult r in run.Results)
        {
            if (r.Workload == workload && r.Serializer == serializer && r.Op == op)
            {
                return r;
            }
        }

        return null;
    }
}
