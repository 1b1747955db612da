using System;
using System.Buffers;
using System.Collections.Generic;
using System.Diagnostics;
using System.Globalization;
using System.IO;
using System.Linq;
using System.Text;
using System.Text.Json;
using System.Threading;
using Bento.Json;

namespace Bento.Bench.Numbers;

/// <summary>
/// <c>--numbers</c>: number formatting and parsing on their own, per value, against the BCL and System.Text.Json on the
/// same values. Each round times every candidate once, in turn (interleaved), and the report gives the median over the
/// rounds as nanoseconds per value and as a ratio to the BCL, with the load average before and after. <c>--quick</c>
/// runs fewer rounds.
/// </summary>
public static class NumberBench
{
    private const int ValuesPerSet = 200_000;

    /// <summary>Runs the mode when the command line asks for it: an exit code, or null to let the normal run go on.</summary>
    public static int? Run(string[] args)
    {
        if (Array.IndexOf(args, "--numbers") < 0) return null;
        int rounds = Array.IndexOf(args, "--quick") >= 0 ? 7 : 21;
        Measure(rounds, Console.Out);
        return 0;
    }

    private sealed record Candidate(string Name, Func<int> Run);

    private static void Measure(int rounds, TextWriter output)
    {
        output.WriteLine($"Numbers: {ValuesPerSet:N0} values a set, {rounds} interleaved rounds, median per value. Load average before: {Bento.Bench.Report.MachineInfo.Load}");
        var random = new Random(20261124);
        var sets = new (string Name, double[] Values)[]
        {
            ("random bit patterns", Enumerable.Range(0, ValuesPerSet).Select(_ => RandomFinite(random)).ToArray()),
            ("coordinates (canada-like)", Enumerable.Range(0, ValuesPerSet).Select(_ => (random.NextDouble() * 360) - 180).ToArray()),
            ("prices (2 decimals)", Enumerable.Range(0, ValuesPerSet).Select(_ => Math.Round(random.NextDouble() * 1000, 2)).ToArray()),
        };

        foreach (var (name, values) in sets)
        {
            float[] singles = values.Select(v => (float)v).Where(float.IsFinite).ToArray();
            byte[] json = Encoding.UTF8.GetBytes("[" + string.Join(",", values.Select(v => v.ToString("R", CultureInfo.InvariantCulture))) + "]");
            byte[][] tokens = values.Select(v => Encoding.UTF8.GetBytes(v.ToString("R", CultureInfo.InvariantCulture))).ToArray();
            var buffer = new ArrayBufferWriter<byte>(values.Length * 32);
            var scratch = new byte[64];

            Report(output, "write double, " + name, values.Length, rounds, new[]
            {
                new Candidate("BCL double.TryFormat", () => FormatBcl(values, scratch)),
                new Candidate("Bento JsonWriter.WriteDouble", () => WriteBento(values, buffer)),
                new Candidate("STJ Utf8JsonWriter", () => WriteStj(values, buffer)),
            });
            Report(output, "write float, " + name, singles.Length, rounds, new[]
            {
                new Candidate("BCL float.TryFormat", () => FormatBcl(singles, scratch)),
                new Candidate("Bento JsonWriter.WriteSingle", () => WriteBento(singles, buffer)),
                new Candidate("STJ Utf8JsonWriter", () => WriteStj(singles, buffer)),
            });
            Report(output, "read double, " + name, values.Length, rounds, new[]
            {
                new Candidate("BCL double.Parse", () => ParseBcl(tokens)),
                new Candidate("Bento JsonReader.ReadDouble", () => ReadBento(json)),
                new Candidate("STJ Utf8JsonReader", () => ReadStj(json)),
            });
        }

        output.WriteLine($"Load average after: {Bento.Bench.Report.MachineInfo.Load}");
    }

    private static void Report(TextWriter output, string title, int count, int rounds, Candidate[] candidates)
    {
        // Warm up. The JIT recompiles hot methods at full optimisation on a background thread after a delay; with one
        // warm-up call the first set timed Bento's double writer before that had landed (2.3x the BCL's time, against
        // 0.4x once optimised), so each candidate runs a few times with pauses that let the recompiled code arrive.
        for (int pass = 0; pass < 3; pass++)
        {
            foreach (var candidate in candidates) candidate.Run();
            Thread.Sleep(150);
        }

        var times = candidates.Select(_ => new List<double>()).ToArray();
        for (int round = 0; round < rounds; round++)
        {
            for (int i = 0; i < candidates.Length; i++)
            {
                long start = Stopwatch.GetTimestamp();
                candidates[i].Run();
                times[i].Add(Stopwatch.GetElapsedTime(start).TotalMilliseconds * 1e6 / count);
            }
        }

        double baseline = Median(times[0]);
        output.WriteLine($"  {title}:");
        for (int i = 0; i < candidates.Length; i++)
        {
            double median = Median(times[i]);
            output.WriteLine($"    {candidates[i].Name,-32} {median,7:F1} ns/value   {median / baseline,5:F2}x BCL");
        }
    }

    private static double Median(List<double> values)
    {
        var sorted = values.OrderBy(v => v).ToList();
        return sorted[sorted.Count / 2];
    }

    private static double RandomFinite(Random random)
    {
        while (true)
        {
            double value = BitConverter.Int64BitsToDouble(random.NextInt64());
            if (double.IsFinite(value)) return value;
        }
    }

    private static int FormatBcl(double[] values, byte[] scratch)
    {
        int total = 0;
        foreach (double value in values)
        {
            value.TryFormat(scratch, out int written, default, CultureInfo.InvariantCulture);
            total += written;
        }

        return total;
    }

    private static int FormatBcl(float[] values, byte[] scratch)
    {
        int total = 0;
        foreach (float value in values)
        {
            value.TryFormat(scratch, out int written, default, CultureInfo.InvariantCulture);
            total += written;
        }

        return total;
    }

    private static int WriteBento(double[] values, ArrayBufferWriter<byte> buffer)
    {
        buffer.Clear();
        var writer = new JsonWriter(buffer);
        writer.WriteStartArray();
        foreach (double value in values) writer.WriteDouble(value);
        writer.WriteEndArray();
        writer.Flush();
        return buffer.WrittenCount;
    }

    private static int WriteBento(float[] values, ArrayBufferWriter<byte> buffer)
    {
        buffer.Clear();
        var writer = new JsonWriter(buffer);
        writer.WriteStartArray();
        foreach (float value in values) writer.WriteSingle(value);
        writer.WriteEndArray();
        writer.Flush();
        return buffer.WrittenCount;
    }

    private static int WriteStj(double[] values, ArrayBufferWriter<byte> buffer)
    {
        buffer.Clear();
        using var writer = new Utf8JsonWriter(buffer);
        writer.WriteStartArray();
        foreach (double value in values) writer.WriteNumberValue(value);
        writer.WriteEndArray();
        writer.Flush();
        return buffer.WrittenCount;
    }

    private static int WriteStj(float[] values, ArrayBufferWriter<byte> buffer)
    {
        buffer.Clear();
        using var writer = new Utf8JsonWriter(buffer);
        writer.WriteStartArray();
        foreach (float value in values) writer.WriteNumberValue(value);
        writer.WriteEndArray();
        writer.Flush();
        return buffer.WrittenCount;
    }

    private static int ParseBcl(byte[][] tokens)
    {
        double sum = 0;
        foreach (byte[] token in tokens) sum += double.Parse(token, NumberStyles.Float, CultureInfo.InvariantCulture);
        return sum > 0 ? 1 : 0;
    }

    private static int ReadBento(byte[] json)
    {
        var reader = new JsonReader(json);
        double sum = 0;
        reader.ReadStartArray();
        while (reader.ReadNextArrayElement()) sum += reader.ReadDouble();
        return sum > 0 ? 1 : 0;
    }

    private static int ReadStj(byte[] json)
    {
        var reader = new Utf8JsonReader(json);
        double sum = 0;
        reader.Read();
        while (reader.Read() && reader.TokenType == JsonTokenType.Number) sum += reader.GetDouble();
        return sum > 0 ? 1 : 0;
    }
}
