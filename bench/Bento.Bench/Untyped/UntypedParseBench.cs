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
            string walkedWorkload = "untyped-walk:" + Path.GetFileNameWithoutExtension(file);
            results.Workloads.Add((workload, "parse into a document model (and keep nothing else)", $"{file} ({json.Length:N0} bytes)"));
            results.Workloads.Add((walkedWorkload, "parse, then visit every value of the document once (lazy models build their nodes)", $"{file} ({json.Length:N0} bytes)"));
            var cases = new List<BenchCase>();
            foreach (var parser in Parsers())
            {
                var walk = parser.Walk;
                var parse = parser.Parse;
                AddCase(cases, results, log, new UntypedParseCase(workload, json, parser.Name, parse, parser.Write));
                AddCase(cases, results, log, new UntypedParseCase(walkedWorkload, json, parser.Name, bytes =>
                {
                    object? document = parse(bytes);
                    walk(document);
                    return document;
                }, parser.Write));
            }

            InHouseRunner.Run(cases, [Op.Deserialize], 0, settings, results, log);
            results.SampleLoad();
            foreach (var parser in Parsers())
            {
                long parsed = RetainedBytes(json, parser.Parse, walk: null);
                long walked = RetainedBytes(json, parser.Parse, parser.Walk);
                retained.Add($"{workload}: {parser.Name} keeps {parsed:N0} bytes alive per parsed document, {walked:N0} after walking every value (input {json.Length:N0} bytes)");
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

    private static void AddCase(List<BenchCase> cases, RunResults results, TextWriter log, UntypedParseCase c)
    {
        c.Prepare();
        if (c.Failure is not null)
        {
            log.WriteLine($"  {c.Serializer}: {c.Failure}");
            results.Results.Add(new BenchResult { Workload = c.Workload, Serializer = c.Serializer, Format = "JSON", Op = Op.Deserialize.ToString(), Status = "FAILED", Reason = c.Failure });
            return;
        }

        cases.Add(c);
    }

    private sealed record Parser(string Name, Func<byte[], object?> Parse, Action<object?, Utf8JsonWriter> Write, Action<object?> Walk);

    private static IEnumerable<Parser> Parsers()
    {
        yield return new Parser("Bento BentoValue.ParseJson", static json => BentoValue.ParseJson(json), static (value, writer) => writer.WriteRawValue(((BentoValue)value!).ToJsonUtf8()), static value => Touch((BentoValue)value!));
        yield return new Parser(Baseline, static json => JsonDocument.Parse(json), static (value, writer) => ((JsonDocument)value!).WriteTo(writer), static value => Touch(((JsonDocument)value!).RootElement));
        yield return new Parser("STJ JsonNode.Parse", static json => JsonNode.Parse(json), static (value, writer) => ((JsonNode)value!).WriteTo(writer), static value => Touch((JsonNode)value!));
    }

    /// <summary>
    /// The heap a parsed document holds: parse several, keep them, and compare the live heap before and after (full
    /// collections both times). A JsonNode materialises its children only when they are first visited, and a
    /// BentoValue builds a container's children from its tape likewise, so with <paramref name="walk"/> every value of
    /// each document is visited once first: the state a document reaches when all of it is used. A JsonNode is always
    /// walked (never visited, it is a JsonDocument under another name).
    /// </summary>
    private static long RetainedBytes(byte[] json, Func<byte[], object?> parse, Action<object?>? walk)
    {
        const int count = 8;
        var kept = new object?[count];
        kept[0] = parse(json);
        walk?.Invoke(kept[0]);
        kept[0] = null;
        long before = GC.GetTotalMemory(forceFullCollection: true);
        for (int i = 0; i < count; i++)
        {
            kept[i] = parse(json);
            if (walk is not null) walk(kept[i]);
            else if (kept[i] is JsonNode node) Touch(node);
        }

        long after = GC.GetTotalMemory(forceFullCollection: true);
        GC.KeepAlive(kept);

        // The documents are not disposed: a JsonDocument would give its buffers back to the pool, and the next
        // measurement's documents would rent them without growing the heap, as if they kept nothing.
        return (after - before) / count;
    }

    private static void Touch(BentoValue value)
    {
        switch (value.Kind)
        {
            case BentoValueKind.Object:
                foreach (var member in value.Members) Touch(member.Value);
                break;
            case BentoValueKind.Array:
                foreach (var item in value.Items) Touch(item);
                break;
        }
    }

    private static void Touch(JsonElement element)
    {
        switch (element.ValueKind)
        {
            case JsonValueKind.Object:
                foreach (var member in element.EnumerateObject()) Touch(member.Value);
                break;
            case JsonValueKind.Array:
                foreach (var item in element.EnumerateArray()) Touch(item);
                break;
        }
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
