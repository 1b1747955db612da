using System.Collections.Generic;

namespace Bento.Bench.Runner;

/// <summary>One measured (or failed) cell: a serializer doing one operation on one workload.</summary>
public sealed record BenchResult
{
    public required string Workload { get; init; }

    public required string Serializer { get; init; }

    public required string Format { get; init; }

    public required string Op { get; init; }

    /// <summary>Status of a serializer that cannot express the workload's model (with its own error as the reason).</summary>
    public const string CannotModel = "cannot model";

    /// <summary>"ok", "FAILED", <see cref="CannotModel"/> or "n/a".</summary>
    public required string Status { get; init; }

    public string? Reason { get; init; }

    public double MedianNs { get; init; }

    public double MinNs { get; init; }

    public double MaxNs { get; init; }

    public int Samples { get; init; }

    public long Operations { get; init; }

    public long PayloadBytes { get; init; }

    public double AllocatedBytesPerOp { get; init; }

    /// <summary>
    /// Per-operation time of each sample in round order (in-house runner only): every case of a phase has one sample per
    /// round, so the k-th samples of two rows were taken side by side.
    /// </summary>
    public double[] RoundNs { get; init; } = [];

    /// <summary>Median over the baseline's median for the same workload and operation, from the same run.</summary>
    public double? Ratio { get; set; }

    public bool IsBaseline { get; init; }

    public bool IsFloor { get; init; }

    /// <summary>(max - min) / median, as a fraction.</summary>
    public double Spread => MedianNs > 0 ? (MaxNs - MinNs) / MedianNs : 0;

    /// <summary>Payload megabytes (10^6 bytes) processed per second at the median.</summary>
    public double MegabytesPerSecond => MedianNs > 0 ? PayloadBytes / (MedianNs / 1e9) / 1e6 : 0;
}

/// <summary>Everything one run produced, for the console, <c>--json</c> and <c>--report</c>.</summary>
public sealed class RunResults
{
    public required string Mode { get; init; }

    /// <summary>Whether the cases of a phase were sampled round-robin (the in-house runner), so ratios between rows share their samples.</summary>
    public bool Interleaved { get; init; } = true;

    public List<string> Notes { get; } = [];

    /// <summary>Serializers not measured, with the reasons this run observed.</summary>
    public List<Adapters.NotMeasured> NotMeasured { get; } = [];

    /// <summary>Per workload and layout: whether Bento's MessagePack bytes equal MessagePack-CSharp's.</summary>
    public List<(string Workload, string Layout, string Verdict)> ByteIdentity { get; } = [];

    /// <summary>The highest one-minute load average sampled during the run, or null where the OS reports none.</summary>
    public double? PeakLoad { get; private set; }

    /// <summary>Takes a load sample; call it between workloads and at the end.</summary>
    public void SampleLoad()
    {
        if (Report.MachineInfo.OneMinuteLoad is double load && (PeakLoad is null || load > PeakLoad))
        {
            PeakLoad = load;
        }
    }

    /// <summary>True when the load went above the core count: other work then competed with the benchmark for the CPU.</summary>
    public bool Overloaded => PeakLoad > System.Environment.ProcessorCount;

    public List<BenchResult> Results { get; } = [];

    /// <summary>Workload name to data source and description.</summary>
    public List<(string Workload, string Description, string Source)> Workloads { get; } = [];

    public bool AnyFailed
    {
        get
        {
            foreach (BenchResult r in Results)
            {
                if (r.Status == "FAILED")
                {
                    return true;
                }
            }

            return false;
        }
    }

    /// <summary>Fills in <see cref="BenchResult.Ratio"/> against the baseline of the same workload and operation.</summary>
    public void ComputeRatios(string baseline)
    {
        foreach (BenchResult r in Results)
        {
            if (r.Status != "ok")
            {
                continue;
            }

            foreach (BenchResult b in Results)
            {
                if (b.Serializer == baseline && b.Workload == r.Workload && b.Op == r.Op && b.Status == "ok" && b.MedianNs > 0)
                {
                    r.Ratio = r.MedianNs / b.MedianNs;
                }
            }
        }
    }
}
