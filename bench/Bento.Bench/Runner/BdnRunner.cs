using System;
using System.Collections.Generic;
using System.IO;
using System.Linq;
using BenchmarkDotNet.Attributes;
using BenchmarkDotNet.Columns;
using BenchmarkDotNet.Configs;
using BenchmarkDotNet.Diagnosers;
using BenchmarkDotNet.Engines;
using BenchmarkDotNet.Jobs;
using BenchmarkDotNet.Reports;
using BenchmarkDotNet.Running;
using Bento.Bench.Workloads;

namespace Bento.Bench.Runner;

/// <summary>A workload/serializer pair; BenchmarkDotNet shows it as a parameter and rebuilds it in its child process.</summary>
public sealed class CaseKey(string workload, string serializer)
{
    public string Workload { get; } = workload;

    public string Serializer { get; } = serializer;

    public override string ToString() => Workload + "/" + Serializer;
}

/// <summary>
/// Full mode: the same workload and adapter tables under BenchmarkDotNet with MemoryDiagnoser. The parent process
/// checks every case's round trip, then hands the passing pairs to BenchmarkDotNet's child processes through an
/// environment variable (a child re-evaluates the parameter source, so it must see the same list).
/// </summary>
public static class BdnRunner
{
    const string CasesVariable = "BENTO_BENCH_CASES";
    const string CorporaVariable = "BENTO_BENCH_CORPORA";

    public static string? LastError { get; private set; }

    public static RunResults? TryRun(Suite suite, BenchOptions line, TextWriter log)
    {
        var results = new RunResults { Mode = "full (BenchmarkDotNet " + Adapters.Versions.Of(typeof(BenchmarkRunner)) + ", MemoryDiagnoser)", Interleaved = false };
        results.Notes.Add("BenchmarkDotNet runs each case in its own process one after another, so cases are not interleaved as in the in-house runner.");
        var keys = new List<string>();
        var payloads = new Dictionary<string, (long Bytes, string Format, bool Floor)>();
        var populating = new HashSet<string>();
        foreach (Workload workload in suite.Workloads)
        {
            log.WriteLine($"{workload.Name}: building data and checking round trips...");
            foreach (BenchCase c in suite.PrepareCases(workload, results, log))
            {
                keys.Add(workload.Name + "|" + c.Serializer);
                payloads[workload.Name + "/" + c.Serializer] = (c.Payload.Length, c.Format, c.IsFloor);
                if (c.Ops.Contains(Op.Populate))
                {
                    populating.Add(workload.Name + "/" + c.Serializer);
                }
            }

            results.Workloads.Add((workload.Name, workload.Description, workload.DataSource));
        }

        Environment.SetEnvironmentVariable(CasesVariable, string.Join(";", keys));
        Environment.SetEnvironmentVariable(CorporaVariable, line.CorporaDirectory);
        PayloadColumn.Payloads = payloads;
        Summary summary;
        try
        {
            summary = BenchmarkRunner.Run<SerializerBenchmarks>(new BdnConfig(populating));
        }
        catch (Exception e)
        {
            LastError = "BenchmarkDotNet failed to start (" + e.GetType().Name + ": " + e.Message + "); fell back to the in-house runner with full-length settings.";
            return null;
        }

        int measured = 0;
        foreach (BenchmarkReport report in summary.Reports)
        {
            var key = (CaseKey)report.BenchmarkCase.Parameters["Case"];
            string op = report.BenchmarkCase.Descriptor.WorkloadMethod.Name;
            var (bytes, format, floor) = payloads[key.ToString()];
            if (report.ResultStatistics is not { } stats)
            {
                results.Results.Add(new BenchResult { Workload = key.Workload, Serializer = key.Serializer, Format = format, Op = op, Status = "n/a", Reason = "BenchmarkDotNet produced no measurement", IsFloor = floor });
                continue;
            }

            measured++;
            long operations = report.AllMeasurements.Where(m => m.IterationMode == IterationMode.Workload && m.IterationStage == IterationStage.Result).Sum(m => m.Operations);
            results.Results.Add(new BenchResult
            {
                Workload = key.Workload,
                Serializer = key.Serializer,
                Format = format,
                Op = op,
                Status = "ok",
                MedianNs = stats.Median,
                MinNs = stats.Min,
                MaxNs = stats.Max,
                Samples = stats.N,
                Operations = operations,
                PayloadBytes = bytes,
                AllocatedBytesPerOp = report.GcStats.GetBytesAllocatedPerOperation(report.BenchmarkCase) ?? 0,
                IsFloor = floor,
            });
        }

        if (measured == 0)
        {
            LastError = "BenchmarkDotNet measured nothing (its toolchain failed; see its log above); fell back to the in-house runner with full-length settings.";
            return null;
        }

        return results;
    }

    /// <summary>The pairs the parent checked, as the child process sees them.</summary>
    internal static IEnumerable<CaseKey> Keys()
    {
        string? list = Environment.GetEnvironmentVariable(CasesVariable);
        if (string.IsNullOrEmpty(list))
        {
            yield break;
        }

        foreach (string pair in list.Split(';'))
        {
            int bar = pair.IndexOf('|', StringComparison.Ordinal);
            yield return new CaseKey(pair[..bar], pair[(bar + 1)..]);
        }
    }

    /// <summary>Rebuilds one checked case (in BenchmarkDotNet's child process).</summary>
    internal static BenchCase Build(CaseKey key)
    {
        Corpora corpora = Corpora.Locate(Environment.GetEnvironmentVariable(CorporaVariable) is { Length: > 0 } dir ? dir : null);
        var suite = Suite.Select(new Filter(), quick: false, corpora);
        Workload workload = suite.Workloads.Single(w => w.Name == key.Workload);
        var results = new RunResults { Mode = "child" };
        BenchCase c = suite.PrepareCases(workload, results, TextWriter.Null).Single(x => x.Serializer == key.Serializer);
        if (c.Failure is not null)
        {
            throw new InvalidOperationException(key + " failed its round-trip check: " + c.Failure);
        }

        return c;
    }

    sealed class BdnConfig : ManualConfig
    {
        public BdnConfig(HashSet<string> populating)
        {
            // Populate is a benchmark method like the others; only the cases that can populate (and passed its check) run it.
            AddFilter(new BenchmarkDotNet.Filters.SimpleFilter(b =>
                b.Descriptor.WorkloadMethod.Name != nameof(SerializerBenchmarks.Populate) ||
                populating.Contains(b.Parameters["Case"]?.ToString() ?? "")));
            AddJob(Job.Default.WithWarmupCount(4).WithIterationCount(15).WithLaunchCount(1));
            AddDiagnoser(MemoryDiagnoser.Default);
            AddColumnProvider(DefaultColumnProviders.Instance);
            AddColumn(new PayloadColumn());
            AddLogger(BenchmarkDotNet.Loggers.ConsoleLogger.Default);
            AddExporter(BenchmarkDotNet.Exporters.MarkdownExporter.GitHub);
            WithOptions(ConfigOptions.DisableLogFile);
            WithOrderer(new BenchmarkDotNet.Order.DefaultOrderer(BenchmarkDotNet.Order.SummaryOrderPolicy.Declared));
        }
    }

    sealed class PayloadColumn : IColumn
    {
        public static Dictionary<string, (long Bytes, string Format, bool Floor)> Payloads { get; set; } = [];

        public string Id => "Payload";

        public string ColumnName => "Payload";

        public bool AlwaysShow => true;

        public ColumnCategory Category => ColumnCategory.Custom;

        public int PriorityInCategory => 0;

        public bool IsNumeric => true;

        public UnitType UnitType => UnitType.Size;

        public string Legend => "Encoded payload size in bytes";

        public string GetValue(Summary summary, BenchmarkCase benchmarkCase) =>
            Payloads.TryGetValue(benchmarkCase.Parameters["Case"]?.ToString() ?? "", out var p) ? p.Bytes.ToString(System.Globalization.CultureInfo.InvariantCulture) : "?";

        public string GetValue(Summary summary, BenchmarkCase benchmarkCase, SummaryStyle style) => GetValue(summary, benchmarkCase);

        public bool IsDefault(Summary summary, BenchmarkCase benchmarkCase) => false;

        public bool IsAvailable(Summary summary) => true;
    }
}

/// <summary>The BenchmarkDotNet view of the benchmark: the operations of every checked case.</summary>
[MemoryDiagnoser]
public class SerializerBenchmarks
{
    BenchCase _case = default!;

    [ParamsSource(nameof(Cases))]
    public CaseKey Case { get; set; } = default!;

    public static IEnumerable<CaseKey> Cases => BdnRunner.Keys();

    [GlobalSetup]
    public void Setup() => _case = BdnRunner.Build(Case);

    [Benchmark]
    public object? Serialize() => _case.Once(Op.Serialize);

    [Benchmark]
    public object? Deserialize() => _case.Once(Op.Deserialize);

    [Benchmark]
    public object? Populate() => _case.Once(Op.Populate);
}
