using System;
using System.Buffers;
using System.Collections.Generic;
using System.IO;
using System.Linq;
using System.Text.Json;
using Bento.Bench.Report;
using Bento.Bench.Runner;

namespace Bento.Bench;

/// <summary><c>--file</c>: the user's own JSON, untyped: validate, minify, and a document-model round trip.</summary>
public static class UserFileBench
{
    public static int Run(string path, RunSettings settings, string? jsonFile, TextWriter log)
    {
        if (!File.Exists(path))
        {
            log.WriteLine($"--file: {path} not found");
            return 2;
        }

        byte[] json = File.ReadAllBytes(path);
        string workload = "file:" + Path.GetFileName(path);
        var results = new RunResults { Mode = (settings == RunSettings.Quick ? "quick" : "full") + " (in-house runner), untyped" };
        results.Workloads.Add((workload, "your file, untyped (validate; minify; parse into a document model and write back)", $"{path} ({json.Length:N0} bytes)"));
        results.Notes.Add("Ratios in this table are to System.Text.Json.");

        var cases = new List<BenchCase>();
        foreach (Untyped.IUntypedAdapter adapter in Untyped.UntypedAdapterTable.Create())
        {
            var c = new UntypedCase(workload, json, adapter);
            c.Prepare();
            if (c.Failure is not null)
            {
                log.WriteLine($"  {adapter.Name}: {c.Failure}");
                results.Results.Add(new BenchResult { Workload = workload, Serializer = adapter.Name, Format = "JSON", Op = "Validate", Status = c.Rejected ? "n/a" : "FAILED", Reason = c.Failure });
                continue;
            }

            cases.Add(c);
            foreach (Op op in new[] { Op.RoundTrip })
            {
                if (!c.Ops.Contains(op))
                {
                    results.Results.Add(new BenchResult { Workload = workload, Serializer = adapter.Name, Format = "JSON", Op = op.ToString(), Status = "n/a", Reason = "no document model" });
                }
            }
        }

        InHouseRunner.Run(cases, [Op.Validate, Op.Minify, Op.RoundTrip], 0, settings, results, log);
        results.ComputeRatios("System.Text.Json");
        log.WriteLine();
        log.WriteLine($"### {workload}");
        log.WriteLine();
        ConsoleReport.WriteTable(results, workload, log);
        if (jsonFile is not null)
        {
            JsonResults.Write(results, jsonFile);
        }

        return results.AnyFailed ? 1 : 0;
    }
}

/// <summary>An untyped library bound to the user's bytes.</summary>
public sealed class UntypedCase(string workload, byte[] json, Untyped.IUntypedAdapter adapter) : BenchCase(workload, adapter.Name, "JSON")
{
    readonly ArrayBufferWriter<byte> _buffer = new(json.Length + 16);
    readonly List<Op> _ops = [Op.Validate, Op.Minify];

    public override IReadOnlyList<Op> Ops => _ops;

    /// <summary>The library says the file is not JSON: not a benchmark failure, but nothing to time either.</summary>
    public bool Rejected { get; private set; }

    public override void Prepare()
    {
        Payload = json;
        try
        {
            adapter.Validate(json);
        }
        catch (Exception e)
        {
            Rejected = true;
            Failure = "rejects the file: " + e.Message;
            return;
        }

        try
        {
            _buffer.ResetWrittenCount();
            adapter.Minify(json, _buffer);
            Failure = SameDocument(json, _buffer.WrittenSpan.ToArray(), "minify");
            _buffer.ResetWrittenCount();
            if (Failure is null && adapter.RoundTrip(json, _buffer))
            {
                Failure = SameDocument(json, _buffer.WrittenSpan.ToArray(), "round trip");
                _ops.Add(Op.RoundTrip);
            }
        }
        catch (Exception e)
        {
            Failure = e.GetType().Name + ": " + e.Message;
        }
    }

    public override object? Once(Op op)
    {
        switch (op)
        {
            case Op.Validate:
                adapter.Validate(json);
                return json;
            case Op.Minify:
                _buffer.ResetWrittenCount();
                adapter.Minify(json, _buffer);
                return _buffer;
            default:
                _buffer.ResetWrittenCount();
                adapter.RoundTrip(json, _buffer);
                return _buffer;
        }
    }

    /// <summary>The output must hold the same document (System.Text.Json's structural comparison).</summary>
    static string? SameDocument(byte[] original, byte[] output, string what)
    {
        try
        {
            using JsonDocument a = JsonDocument.Parse(original);
            using JsonDocument b = JsonDocument.Parse(output);
            return JsonElement.DeepEquals(a.RootElement, b.RootElement) ? null : what + " output is a different document";
        }
        catch (JsonException e)
        {
            return what + " output does not parse: " + e.Message;
        }
    }
}
