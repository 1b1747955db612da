using System.Collections.Generic;
using System.IO;
using Bento.Bench.Adapters;
using Bento.Bench.Runner;

namespace Bento.Bench.Report;

/// <summary>The Markdown tables printed after a run (also the body of docs/benchmarks.md).</summary>
public static class ConsoleReport
{
    public static void Write(RunResults run, TextWriter output)
    {
        output.WriteLine($"Mode: {run.Mode}. Baseline for ratios: {AdapterTable.BaselineName} (same run). Times are per operation.");
        output.WriteLine($"Machine: {MachineInfo.Cpu}, {System.Environment.ProcessorCount} cores, {MachineInfo.Os}, {MachineInfo.Runtime}; load average {MachineInfo.Load}.");
        output.WriteLine();
        Summary.Write(run, output);
        foreach (string note in run.Notes)
        {
            output.WriteLine("Note: " + note);
        }

        output.WriteLine();
        foreach (var (workload, description, source) in run.Workloads)
        {
            output.WriteLine($"### {workload}");
            output.WriteLine();
            output.WriteLine($"{description}. Data: {source}.");
            output.WriteLine();
            WriteTable(run, workload, output);
            output.WriteLine();
        }

        WriteByteIdentity(run, output);
        output.WriteLine();
        WriteNotMeasured(run, output);
        output.WriteLine();
        Targets.Write(run, output);
    }

    public static void WriteTable(RunResults run, string workload, TextWriter output)
    {
        output.WriteLine("| Serializer | Op | Median | Ratio | Min | Max | Spread | Payload | Allocated/op | MB/s |");
        output.WriteLine("|---|---|---:|---:|---:|---:|---:|---:|---:|---:|");
        foreach (BenchResult r in Ordered(run.Results, workload))
        {
            if (r.Status != "ok")
            {
                output.WriteLine($"| {r.Serializer} | {r.Op} | **{r.Status}** | | | | | | | {Escape(r.Reason)} |");
                continue;
            }

            output.WriteLine($"| {r.Serializer} | {r.Op} | {Units.Time(r.MedianNs)} | {Units.Ratio(r.Ratio)} | {Units.Time(r.MinNs)} | {Units.Time(r.MaxNs)} | " +
                $"{Units.Percent(r.Spread)} | {Units.Bytes(r.PayloadBytes)} | {Units.Bytes(r.AllocatedBytesPerOp)} | {Units.Number(r.MegabytesPerSecond, "0")} |");
        }
    }

    public static void WriteNotMeasured(RunResults run, TextWriter output)
    {
        output.WriteLine("Not measured:");
        output.WriteLine();
        foreach (NotMeasured n in run.NotMeasured)
        {
            output.WriteLine($"- {n.Name} ({n.Package}): {n.Reason}");
        }

        if (run.NotMeasured.Count == 0)
        {
            output.WriteLine("- (no restore probes in this mode)");
        }
    }

    /// <summary>Whether Bento's MessagePack equals MessagePack-CSharp's byte for byte, per workload and layout.</summary>
    public static void WriteByteIdentity(RunResults run, TextWriter output)
    {
        output.WriteLine("Bento MessagePack vs MessagePack-CSharp, same model values and layout, byte for byte:");
        output.WriteLine();
        foreach (var (workload, layout, verdict) in run.ByteIdentity)
        {
            output.WriteLine($"- {workload}, {layout} layout: {verdict}");
        }

        if (run.ByteIdentity.Count == 0)
        {
            output.WriteLine("- not compared (MessagePack-CSharp or Bento MessagePack not in this run)");
        }
    }

    /// <summary>Rows of one workload: by operation, then in run order (adapter table order, floor last).</summary>
    public static List<BenchResult> Ordered(List<BenchResult> results, string workload)
    {
        var rows = new List<BenchResult>();
        foreach (string op in new[] { "Serialize", "Deserialize", "Populate", "Validate", "Minify", "RoundTrip" })
        {
            foreach (BenchResult r in results)
            {
                if (r.Workload == workload && r.Op == op && !r.IsFloor)
                {
                    rows.Add(r);
                }
            }

            foreach (BenchResult r in results)
            {
                if (r.Workload == workload && r.Op == op && r.IsFloor)
                {
                    rows.Add(r);
                }
            }
        }

        return rows;
    }

    static string Escape(string? text) => (text ?? "").Replace("|", "\\|", System.StringComparison.Ordinal);
}
