using System;
using System.Collections.Generic;
using System.IO;
using Bento.Bench.Adapters;
using Bento.Bench.Runner;
using Bento.Bench.Workloads;

namespace Bento.Bench;

/// <summary>The workloads and serializers a command line selects, and the checked cases built from them.</summary>
public sealed class Suite
{
    Suite(List<Workload> workloads, List<ISerializerAdapter> adapters, List<string> notes)
    {
        Workloads = workloads;
        Adapters = adapters;
        Notes = notes;
    }

    public List<Workload> Workloads { get; }

    /// <summary>Every adapter; which ones run on a workload is decided per pair by the filter.</summary>
    public List<ISerializerAdapter> Adapters { get; }

    public List<string> Notes { get; }

    public Filter Filter { get; private init; } = new();

    public static Suite Select(Filter filter, bool quick, Corpora corpora)
    {
        var notes = new List<string>();
        List<ISerializerAdapter> adapters = AdapterTable.Create();
        var workloads = new List<Workload>();
        foreach (Workload w in WorkloadTable.Create(corpora))
        {
            if (quick && w.Large && !filter.MentionsLarge)
            {
                continue;
            }

            if (AnyAdapterMatches(filter, w.Name, adapters))
            {
                workloads.Add(w);
            }
        }

        if (quick && !filter.MentionsLarge)
        {
            notes.Add("--quick leaves out the 10x corpora; run without --quick, or add --filter '*10x*', to include them.");
        }

        return new Suite(workloads, adapters, notes) { Filter = filter };
    }

    /// <summary>
    /// The adapters measured on <paramref name="workload"/>: those the filter keeps, plus the baseline (every ratio
    /// needs it from the same run).
    /// </summary>
    public List<ISerializerAdapter> AdaptersFor(string workload)
    {
        var selected = new List<ISerializerAdapter>();
        foreach (ISerializerAdapter a in Adapters)
        {
            if (a.Name == AdapterTable.BaselineName || Filter.Matches(workload, a.Name))
            {
                selected.Add(a);
            }
        }

        return selected;
    }

    /// <summary>
    /// Builds and checks the cases of one workload: every adapter's output must read back (by the same adapter) to a
    /// value equal to the source, or the adapter is reported FAILED and not timed; a failed populate check fails only
    /// the populate row. The floor copies the baseline's payload.
    /// </summary>
    public List<BenchCase> PrepareCases(Workload workload, RunResults results, TextWriter log)
    {
        var cases = new List<BenchCase>();
        byte[]? baselinePayload = null;
        foreach (ISerializerAdapter adapter in AdaptersFor(workload.Name))
        {
            BenchCase c = workload.CreateCase(adapter);
            c.Prepare();
            if (c.CannotModel is not null)
            {
                log.WriteLine($"  cannot model {adapter.Name}: {c.CannotModel}");
                results.Results.Add(new BenchResult
                {
                    Workload = workload.Name,
                    Serializer = adapter.Name,
                    Format = adapter.Format,
                    Op = nameof(Op.Serialize),
                    Status = BenchResult.CannotModel,
                    Reason = c.CannotModel,
                });
                continue;
            }

            if (c.Failure is not null)
            {
                log.WriteLine($"  FAILED {adapter.Name}: {c.Failure}");
                foreach (Op op in c.Ops)
                {
                    results.Results.Add(new BenchResult
                    {
                        Workload = workload.Name,
                        Serializer = adapter.Name,
                        Format = adapter.Format,
                        Op = op.ToString(),
                        Status = "FAILED",
                        Reason = c.Failure,
                    });
                }

                continue;
            }

            if (c.PopulateFailure is not null)
            {
                log.WriteLine($"  FAILED {adapter.Name} populate: {c.PopulateFailure}");
                results.Results.Add(new BenchResult
                {
                    Workload = workload.Name,
                    Serializer = adapter.Name,
                    Format = adapter.Format,
                    Op = nameof(Op.Populate),
                    Status = "FAILED",
                    Reason = c.PopulateFailure,
                });
            }

            if (adapter.Name == AdapterTable.BaselineName)
            {
                baselinePayload = c.Payload;
            }

            cases.Add(c);
        }

        if (baselinePayload is not null)
        {
            var floor = new CopyFloorCase(workload.Name, baselinePayload);
            floor.Prepare();
            cases.Add(floor);
        }

        if (workload is Workload<Models.SaveGame> save)
        {
            var handWritten = new HandWrittenSaveGameCase(workload.Name, save.Value);
            handWritten.Prepare();
            if (handWritten.Failure is not null)
            {
                log.WriteLine($"  FAILED {handWritten.Serializer}: {handWritten.Failure}");
                results.Results.Add(new BenchResult
                {
                    Workload = workload.Name,
                    Serializer = handWritten.Serializer,
                    Format = handWritten.Format,
                    Op = nameof(Op.Serialize),
                    Status = "FAILED",
                    Reason = handWritten.Failure,
                });
            }
            else
            {
                cases.Add(handWritten);
            }
        }

        CompareMessagePackBytes(workload.Name, cases, results);
        return cases;
    }

    /// <summary>
    /// Bento claims MessagePack byte for byte the same as MessagePack-CSharp's, layout for layout: checked on every
    /// workload's payloads (before timing) and reported with the first differing offset when it does not hold.
    /// </summary>
    static void CompareMessagePackBytes(string workload, List<BenchCase> cases, RunResults results)
    {
        foreach (string layout in new[] { "map", "array" })
        {
            BenchCase? bento = cases.Find(c => c.Serializer == $"Bento MessagePack ({layout})");
            BenchCase? peer = cases.Find(c => c.Serializer == $"MessagePack-CSharp ({layout})");
            if (bento is null || peer is null)
            {
                continue;
            }

            byte[] a = bento.Payload, b = peer.Payload;
            int common = System.Math.Min(a.Length, b.Length);
            int first = System.MemoryExtensions.CommonPrefixLength(a.AsSpan(0, common), b.AsSpan(0, common));
            string verdict = first == common && a.Length == b.Length
                ? $"identical ({a.Length:N0} bytes)"
                : $"DIFFERENT: {a.Length:N0} vs {b.Length:N0} bytes, first difference at offset {first:N0}";
            results.ByteIdentity.Add((workload, layout, verdict));
        }
    }

    static bool AnyAdapterMatches(Filter filter, string workload, List<ISerializerAdapter> adapters)
    {
        foreach (ISerializerAdapter a in adapters)
        {
            if (filter.Matches(workload, a.Name))
            {
                return true;
            }
        }

        return false;
    }
}
