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

    public static Suite Select(Filter filter, bool quick, Corpora corpora, bool hintKinds = false, bool caseInsensitive = false, int parallelThreads = 0)
    {
        var notes = new List<string>();
        List<ISerializerAdapter> adapters = AdapterTable.Create(hintKinds, caseInsensitive, parallelThreads);
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
            if (Admit(c, results, log))
            {
                cases.Add(c);
                if (adapter.Name == AdapterTable.BaselineName)
                {
                    baselinePayload = c.Payload;
                }
            }
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
            if (Admit(handWritten, results, log))
            {
                cases.Add(handWritten);
            }
        }

        CompareMessagePackBytes(workload.Name, cases, results);
        return cases;
    }

    /// <summary>
    /// Prepares a case and says whether it may be timed. One that cannot model its workload or fails its round trip is
    /// recorded with the reason instead; a failed populate check records only that row and lets the rest be timed.
    /// </summary>
    static bool Admit(BenchCase c, RunResults results, TextWriter log)
    {
        c.Prepare();
        if (c.CannotModel is not null)
        {
            log.WriteLine($"  cannot model {c.Serializer}: {c.CannotModel}");
            results.Results.Add(Row(c, nameof(Op.Serialize), BenchResult.CannotModel, c.CannotModel));
            return false;
        }

        if (c.Failure is not null)
        {
            log.WriteLine($"  FAILED {c.Serializer}: {c.Failure}");
            foreach (Op op in c.Ops)
            {
                results.Results.Add(Row(c, op.ToString(), "FAILED", c.Failure));
            }

            return false;
        }

        if (c.PopulateFailure is not null)
        {
            log.WriteLine($"  FAILED {c.Serializer} populate: {c.PopulateFailure}");
            results.Results.Add(Row(c, nameof(Op.Populate), "FAILED", c.PopulateFailure));
        }

        return true;
    }

    static BenchResult Row(BenchCase c, string op, string status, string reason) => new()
    {
        Workload = c.Workload,
        Serializer = c.Serializer,
        Format = c.Format,
        Op = op,
        Status = status,
        Reason = reason,
    };

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
