using System;
using System.Collections.Generic;
using System.IO;
using System.Text.Json;
using System.Text.Json.Nodes;
using Bento.Bench.Report;
using Bento.Bench.Runner;
using Bento.Bench.Workloads;

namespace Bento.Bench.Untyped;

/// <summary>
/// <c>--untyped</c>: parsing twitter and citm into a document model: Bento's <see cref="BentoValue"/> against
/// System.Text.Json's <see cref="JsonDocument"/> and <see cref="JsonNode"/>. Each parse is timed and its allocation
/// counted in one interleaved in-house run; then the bytes a parsed document keeps alive are measured apart, since
/// JsonDocument rents its buffers from a pool (small allocation per parse while they are returned, the same memory held
/// while a document is in use).
/// </summary>
public static class UntypedParseBench
{
    public const string Baseline = "STJ JsonDocument.Parse";

    public static int Run(string? corporaDirectory, RunSettings settings, string? jsonFile, TextWriter log)
    {
        var corpora = Corpora.Locate(corporaDirectory);
        var results = new RunResults { Mode = (settings == RunSettings.Quick ? "quick" : "full") + " (in-house runner), untyped parse" };
        results.SampleLoad();
        results.Notes.Add("Op 'Deserialize' here is a parse into the document model. Ratios are to " + Baseline + " (disposed after each parse, so its pooled buffers are reused).");
        var retained = new List<string>();
        foreach (string file in new[] { "twitter.json", "citm_catalog.json" })
        {
            byte[]? json = corpora.TryRead(file);
            if (json is null)
            {
                log.WriteLine($"--untyped: {file} not found in the corpora folder; skipped (use --corpora DIR).");
                results.Notes.Add($"{file}: not found, not measured.");
                continue;
            }

            string workload = "untyped:" + Path.GetFileNameWithoutExtension(file);
            results.Workloads.Add((workload, "parse into a document model (and keep nothing else)", $"{file} ({json.Length:N0} bytes)"));
            var cases = new List<BenchCase>();
            foreach (var parser in Parsers())
            {
                var c = new UntypedParseCase(workload, json, parser.Name, parser.Parse, parser.Write);
                c.Prepare();
                if (c.Failure is not null)
                {
                    log.WriteLine($"  {parser.Name}: {c.Failure}");
                    results.Results.Add(new BenchResult { Workload = workload, Serializer = parser.Name, Format = "JSON", Op = Op.Deserialize.ToString(), Status = "FAILED", Reason = c.Failure });
                    continue;
                }

                cases.Add(c);
            }

            InHouseRunner.Run(cases, [Op.Deserialize], 0, settings, results, log);
            results.SampleLoad();
            foreach (var parser in Parsers())
            {
                retained.Add($"{workload}: {parser.Name} keeps {RetainedBytes(json, parser.Parse):N0} bytes alive per parsed document (input {json.Length:N0} bytes)");
            }
        }

        results.SampleLoad();
        results.Notes.AddRange(retained);
        results.ComputeRatios(Baseline);
        foreach (var (workload, _, _) in results.Workloads)
        {
            log.WriteLine();
            log.WriteLine($"### {workload}");
            log.WriteLine();
            ConsoleReport.WriteTable(results, workload, log);
        }

        log.WriteLine();
        foreach (string line in retained) log.WriteLine(line);
        log.WriteLine($"Peak load average during the run: {results.PeakLoad?.ToString("0.0") ?? "unknown"} on {Environment.ProcessorCount} cores.");
        if (jsonFile is not null) JsonResults.Write(results, jsonFile);
        return results.AnyFailed ? 1 : 0;
    }

    private sealed record Parser(string Name, Func<byte[], object?> Parse, Action<object?, Utf8JsonWriter> Write);

    private static IEnumerable<Parser> Parsers()
    {
        yield return new Parser("Bento BentoValue.ParseJson", static json => BentoValue.ParseJson(json), static (value, writer) => writer.WriteRawValue(((BentoValue)value!).ToJsonUtf8()));
        yield return new Parser(Baseline, static json => JsonDocument.Parse(json), static (value, writer) => ((JsonDocument)value!).WriteTo(writer));
        yield return new Parser("STJ JsonNode.Parse", static json => JsonNode.Parse(json), static (value, writer) => ((JsonNode)value!).WriteTo(writer));
    }

    /// <summary>
    /// The heap a parsed document holds: parse several, keep them, and compare the live heap before and after (full
    /// collections both times). JsonNode materialises its children only when they are first visited, so each JsonNode
    /// is also walked once, the state it reaches as soon as it is used.
    /// </summary>
    private static long RetainedBytes(byte[] json, Func<byte[], object?> parse)
    {
        const int count = 8;
        var kept = new object?[count];
        kept[0] = parse(json);
        kept[0] = null;
        long before = GC.GetTotalMemory(forceFullCollection: true);
        for (int i = 0; i < count; i++)
        {
            kept[i] = parse(json);
            if (kept[i] is JsonNode node) Touch(node);
        }

        long after = GC.GetTotalMemory(forceFullCollection: true);
        GC.KeepAlive(kept);
        foreach (object? document in kept) (document as IDisposable)?.Dispose();
        return (after - before) / count;
    }

    private static void Touch(JsonNode node)
    {
        switch (node)
        {
            case JsonObject o:
                foreach (var member in o)
                {
                    if (member.Value is not null) Touch(member.Value);
                }

                break;
            case JsonArray a:
                foreach (var item in a)
                {
                    if (item is not null) Touch(item);
                }

                break;
        }
    }
}

/// <summary>One document model parsing one file: the parse is timed; the result is checked once to be the same document.</summary>
public sealed class UntypedParseCase(string workload, byte[] json, string parser, Func<byte[], object?> parse, Action<object?, Utf8JsonWriter> write)
    : BenchCase(workload, parser, "JSON")
{
    static readonly Op[] s_ops = [Op.Deserialize];

    public override IReadOnlyList<Op> Ops => s_ops;

    public override void Prepare()
    {
        Payload = json;
        try
        {
            object? document = parse(json);
            var output = new System.Buffers.ArrayBufferWriter<byte>(json.Length);
            using (var writer = new Utf8JsonWriter(output))
            {
                write(document, writer);
            }

            (document as IDisposable)?.Dispose();
            using JsonDocument expected = JsonDocument.Parse(json);
            using JsonDocument actual = JsonDocument.Parse(output.WrittenMemory);
            if (!JsonElement.DeepEquals(expected.RootElement, actual.RootElement)) Failure = "the parsed document writes back as a different document";
        }
        catch (Exception e)
        {
            Failure = e.GetType().Name + ": " + e.Message;
        }
    }

    public override object? Once(Op op)
    {
        object? document = parse(json);

        // JsonDocument is used as documented: disposed when done, which returns its pooled buffers.
        (document as IDisposable)?.Dispose();
        return document;
    }
}
