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
    static readonly string[] s_corpora = ["twitter", "citm", "canada"];

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

        rows.Add(("Bento deserialize allocations <= MessagePack-CSharp", "all", "-",
            "not judged: MessagePack-CSharp is unavailable (package does not restore)"));
        rows.Add(("Bento MessagePack serialize and deserialize <= 0.7x MessagePack-CSharp, same layout and byte length", "all", "-",
            "not judged: MessagePack-CSharp is unavailable (package does not restore)"));
        rows.Add(("Bento MessagePack deserialize allocations <= MessagePack-CSharp", "all", "-",
            "not judged: MessagePack-CSharp is unavailable (package does not restore)"));
        return rows;
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
