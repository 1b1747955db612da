using System;
using System.Collections.Generic;
using System.Globalization;
using System.IO;
using Bento.Bench.Runner;

namespace Bento.Bench.Report;

/// <summary>
/// The first screen: per workload, who wrote and who read fastest, where Bento's best row ranks and how far it is from
/// the fastest, and the payload size of each format. Reference rows (memory copy, hand-written binary) are not ranked.
/// </summary>
public static class Summary
{
    /// <summary>The rows whose payloads stand for each format in the sizes column.</summary>
    static readonly (string Label, string Serializer)[] s_sizes =
    [
        ("JSON", "Bento JSON"),
        ("MessagePack map", "Bento MessagePack (map)"),
        ("MessagePack array", "Bento MessagePack (array)"),
        ("MemoryPack", "MemoryPack"),
        ("protobuf", "Google.Protobuf"),
        ("protobuf-net", "protobuf-net"),
    ];

    public static void Write(RunResults run, TextWriter output)
    {
        output.WriteLine("Who won (median time per operation in this run; ratios are to the fastest serializer):");
        output.WriteLine();
        if (LoadWarning(run) is { } warning)
        {
            output.WriteLine(warning);
            output.WriteLine();
        }

        foreach (var (workload, _, _) in run.Workloads)
        {
            output.WriteLine($"- {workload}: write {Ranking(run, workload, "Serialize")}; read {Ranking(run, workload, "Deserialize")}; " +
                $"sizes {Sizes(run, workload)}{Identity(run, workload)}");
        }

        output.WriteLine();
    }

    /// <summary>The warning printed above the numbers when the machine was busier than its core count, else null.</summary>
    public static string? LoadWarning(RunResults run) => run.Overloaded
        ? string.Create(CultureInfo.InvariantCulture,
            $"WARNING: the load average reached {run.PeakLoad:0.00} on {Environment.ProcessorCount} cores during this run: other work competed for the CPU, so these numbers are unreliable (ratios less so than times).")
        : null;

    static string Ranking(RunResults run, string workload, string op)
    {
        var rows = new List<BenchResult>();
        foreach (BenchResult r in run.Results)
        {
            if (r.Workload == workload && r.Op == op && r.Status == "ok" && !r.IsFloor && r.MedianNs > 0)
            {
                rows.Add(r);
            }
        }

        if (rows.Count == 0)
        {
            return "not measured";
        }

        rows.Sort(static (a, b) => a.MedianNs.CompareTo(b.MedianNs));
        BenchResult fastest = rows[0];
        int bento = rows.FindIndex(static r => r.Serializer.StartsWith("Bento", StringComparison.Ordinal));
        string head = $"fastest {fastest.Serializer} {Units.Time(fastest.MedianNs)}";
        if (bento < 0)
        {
            return head + ", Bento not measured";
        }

        if (bento == 0)
        {
            return rows.Count > 1
                ? head + $" (Bento first of {rows.Count}; next {rows[1].Serializer} at {Units.Ratio(rows[1].MedianNs / fastest.MedianNs)})"
                : head;
        }

        BenchResult best = rows[bento];
        return head + $", Bento {Ordinal(bento + 1)} of {rows.Count} ({best.Serializer} {Units.Ratio(best.MedianNs / fastest.MedianNs)})";
    }

    static string Sizes(RunResults run, string workload)
    {
        var parts = new List<string>();
        foreach (var (label, serializer) in s_sizes)
        {
            foreach (BenchResult r in run.Results)
            {
                if (r.Workload == workload && r.Serializer == serializer && r.Op == "Serialize" && r.Status == "ok")
                {
                    parts.Add(label + " " + Units.Bytes(r.PayloadBytes));
                }
            }
        }

        return parts.Count == 0 ? "not measured" : string.Join(", ", parts);
    }

    static string Identity(RunResults run, string workload)
    {
        var parts = new List<string>();
        foreach (var (w, layout, verdict) in run.ByteIdentity)
        {
            if (w == workload)
            {
                parts.Add(layout + " " + (verdict.StartsWith("identical", StringComparison.Ordinal) ? "identical" : verdict));
            }
        }

        return parts.Count == 0 ? "" : "; bytes vs MessagePack-CSharp: " + string.Join(", ", parts);
    }

    static string Ordinal(int n) => n switch
    {
        1 => "1st",
        2 => "2nd",
        3 => "3rd",
        _ => n.ToString(CultureInfo.InvariantCulture) + "th",
    };
}
