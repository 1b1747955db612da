using System.IO;
using System.Text.Json;
using Bento.Bench.Runner;

namespace Bento.Bench.Report;

/// <summary><c>--json FILE</c>: one object per cell, with a header describing the run.</summary>
public static class JsonResults
{
    public static void Write(RunResults run, string path)
    {
        using FileStream file = File.Create(path);
        using var json = new Utf8JsonWriter(file, new JsonWriterOptions { Indented = true });
        json.WriteStartObject();
        json.WriteString("mode", run.Mode);
        json.WriteString("baseline", Adapters.AdapterTable.BaselineName);
        if (run.PeakLoad is double peak)
        {
            json.WriteNumber("peakLoadAverage", peak);
        }

        json.WriteBoolean("overloaded", run.Overloaded);
        MachineInfo.WriteJson(json);
        json.WriteStartArray("notes");
        foreach (string note in run.Notes)
        {
            json.WriteStringValue(note);
        }

        json.WriteEndArray();
        json.WriteStartArray("workloads");
        foreach (var (name, description, source) in run.Workloads)
        {
            json.WriteStartObject();
            json.WriteString("name", name);
            json.WriteString("description", description);
            json.WriteString("data", source);
            json.WriteEndObject();
        }

        json.WriteEndArray();
        json.WriteStartArray("results");
        foreach (BenchResult r in run.Results)
        {
            json.WriteStartObject();
            json.WriteString("workload", r.Workload);
            json.WriteString("serializer", r.Serializer);
            json.WriteString("format", r.Format);
            json.WriteString("op", r.Op);
            json.WriteString("status", r.Status);
            if (r.Reason is not null)
            {
                json.WriteString("reason", r.Reason);
            }

            if (r.Status == "ok")
            {
                json.WriteNumber("medianNs", r.MedianNs);
                json.WriteNumber("minNs", r.MinNs);
                json.WriteNumber("maxNs", r.MaxNs);
                json.WriteNumber("samples", r.Samples);
                json.WriteNumber("operations", r.Operations);
                json.WriteNumber("bytes", r.PayloadBytes);
                json.WriteNumber("allocatedBytesPerOp", r.AllocatedBytesPerOp);
                json.WriteNumber("megabytesPerSecond", r.MegabytesPerSecond);
                if (r.Ratio is double ratio)
                {
                    json.WriteNumber("ratioToBaseline", ratio);
                }
            }

            json.WriteEndObject();
        }

        json.WriteEndArray();
        json.WriteStartArray("byteIdentity");
        foreach (var (workload, layout, verdict) in run.ByteIdentity)
        {
            json.WriteStartObject();
            json.WriteString("workload", workload);
            json.WriteString("layout", layout);
            json.WriteBoolean("identical", verdict.StartsWith("identical", System.StringComparison.Ordinal));
            json.WriteString("verdict", verdict);
            json.WriteEndObject();
        }

        json.WriteEndArray();
        json.WriteStartArray("notMeasured");
        foreach (var n in run.NotMeasured)
        {
            json.WriteStartObject();
            json.WriteString("serializer", n.Name);
            json.WriteString("package", n.Package);
            json.WriteString("reason", n.Reason);
            json.WriteEndObject();
        }

        json.WriteEndArray();
        json.WriteEndObject();
    }
}
