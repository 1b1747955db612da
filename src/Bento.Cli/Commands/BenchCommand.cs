using System;
using System.Buffers;
using System.Collections.Generic;
using System.CommandLine;
using System.Diagnostics;
using System.Globalization;
using System.IO;
using System.Text.Json;
using System.Threading;
using System.Threading.Tasks;

namespace Bento.Cli.Commands;

/// <summary>
/// <c>bento bench FILE</c>: untyped read and write timings of the user's own file, Bento against System.Text.Json,
/// measured the way the repository's benchmark does it: the contenders sampled in turn within one run, so that
/// machine noise hits both alike, medians compared as ratios, and the machine load printed with them.
/// </summary>
internal static class BenchCommand
{
    public static Command Create()
    {
        var file = new Argument<string>("FILE") { Description = "A JSON, hinted JSON or MessagePack document (MessagePack and hinted JSON are timed as their plain JSON)." };
        var seconds = new Option<double>("--seconds") { Description = "Time to spend sampling (default 3).", DefaultValueFactory = _ => 3 };
        var command = new Command("bench",
            "Times reading (validating) and writing (reading and writing back, minified) your file with Bento and with System.Text.Json, " +
            "sampled in turn within one run, reports medians, ratios and the machine load, the file's size as MessagePack, and a one-line verdict.")
        {
            file, seconds,
        };
        command.SetAction((parse, cancellationToken) => RunAsync(parse.GetValue(file)!, parse.GetValue(seconds), cancellationToken));
        return command;
    }

    private static async Task<int> RunAsync(string path, double seconds, CancellationToken cancellationToken)
    {
        if (!(seconds > 0) || seconds > 600) throw CliException.Usage("--seconds must be between 0 and 600.");
        using var input = await Input.OpenAsync(path, cancellationToken).ConfigureAwait(false);
        var format = Documents.Detect(input, path, null);
        if (format == DataFormat.Ndjson) throw CliException.Usage($"{input.Name}: bench times one document; JSON Lines can be timed after 'bento convert {path} doc.json'.");
        byte[] json;
        byte[] msgpack;
        try
        {
            byte[] data = await input.ReadAllAsync(Progress.None, cancellationToken).ConfigureAwait(false);
            json = format == DataFormat.Json ? data : Documents.ToJson(data, format, indent: false);
            BentoJson.Validate(json);
            msgpack = BentoMessagePack.FromJson(json);
        }
        catch (Exception e) when (Errors.IsFormatError(e))
        {
            throw new CliException(ExitCodes.InvalidInput, Errors.Describe(input.Name, format, e));
        }

        try
        {
            // System.Text.Json must agree that the file is JSON, or there is nothing to compare.
            StjRead(json);
        }
        catch (JsonException e)
        {
            throw new CliException(ExitCodes.InvalidInput, $"{input.Name}: System.Text.Json does not read this file ({e.Message}), so there is nothing to compare.");
        }

        var output = new ArrayBufferWriter<byte>(json.Length + 16);
        using var stjWriter = new Utf8JsonWriter(output);
        var cases = new (string Name, Action Run)[]
        {
            ("Bento read", () => BentoJson.Validate(json)),
            ("System.Text.Json read", () => StjRead(json)),
            ("Bento write", () => { output.ResetWrittenCount(); BentoJson.Minify(json, output); }),
            ("System.Text.Json write", () => { output.ResetWrittenCount(); StjWrite(json, stjWriter, output); }),
        };

        var samples = Sample(cases, TimeSpan.FromSeconds(seconds), cancellationToken);
        var ic = CultureInfo.InvariantCulture;
        var outText = Console.Out;
        outText.WriteLine(string.Format(ic, "{0}: {1:N0} bytes of JSON, {2} samples per case over {3:0.#} s; load average {4}",
            input.Name, json.Length, samples[0].Count, seconds, LoadAverage()));
        outText.WriteLine(string.Format(ic, "{0,-24}{1,14}{2,14}{3,12}", "case", "median", "MB/s", "time vs STJ"));
        double[] medians = new double[cases.Length];
        for (int i = 0; i < cases.Length; i++) medians[i] = Median(samples[i]);
        for (int i = 0; i < cases.Length; i++)
        {
            // Each Bento row is compared with the System.Text.Json row after it.
            double baseline = medians[i % 2 == 0 ? i + 1 : i];
            outText.WriteLine(string.Format(ic, "{0,-24}{1,14}{2,14:N0}{3,12}",
                cases[i].Name, FormatTime(medians[i]), json.Length / medians[i] / 1e6, (medians[i] / baseline).ToString("0.00", ic) + "x"));
        }

        outText.WriteLine(string.Format(ic, "MessagePack: {0:N0} bytes ({1} of the JSON)", msgpack.Length, (100.0 * msgpack.Length / json.Length).ToString("0", ic) + "%"));
        double read = medians[1] / medians[0];
        double write = medians[3] / medians[2];
        outText.WriteLine(string.Format(ic, "Verdict: on this file Bento reads {0} and writes {1} System.Text.Json's speed; as MessagePack it would be {2}.",
            Times(read), Times(write), msgpack.Length < json.Length
                ? ((1 - (double)msgpack.Length / json.Length) * 100).ToString("0", ic) + "% smaller"
                : ((((double)msgpack.Length / json.Length) - 1) * 100).ToString("0", ic) + "% larger"));
        return ExitCodes.Ok;
    }

    /// <summary>Takes samples round-robin until the time is up, each sample long enough to be above timer resolution.</summary>
    private static List<double>[] Sample((string Name, Action Run)[] cases, TimeSpan budget, CancellationToken cancellationToken)
    {
        // Warm up (and let the JIT tier up), and find how many runs make one sample of about 10 ms.
        int[] batch = new int[cases.Length];
        for (int i = 0; i < cases.Length; i++)
        {
            for (int w = 0; w < 3; w++) cases[i].Run();
            var one = Stopwatch.StartNew();
            cases[i].Run();
            batch[i] = (int)Math.Clamp(0.010 / Math.Max(one.Elapsed.TotalSeconds, 1e-7), 1, 100_000);
        }

        var samples = new List<double>[cases.Length];
        for (int i = 0; i < cases.Length; i++) samples[i] = new List<double>();
        var total = Stopwatch.StartNew();
        while (total.Elapsed < budget || samples[0].Count < 5)
        {
            cancellationToken.ThrowIfCancellationRequested();
            for (int i = 0; i < cases.Length; i++)
            {
                var watch = Stopwatch.StartNew();
                for (int n = 0; n < batch[i]; n++) cases[i].Run();
                samples[i].Add(watch.Elapsed.TotalSeconds / batch[i]);
            }
        }

        return samples;
    }

    private static void StjRead(byte[] json)
    {
        var reader = new Utf8JsonReader(json);
        while (reader.Read())
        {
        }
    }

    private static void StjWrite(byte[] json, Utf8JsonWriter writer, IBufferWriter<byte> output)
    {
        using var document = JsonDocument.Parse(json);
        writer.Reset(output);
        document.WriteTo(writer);
        writer.Flush();
    }

    private static double Median(List<double> values)
    {
        values.Sort();
        int n = values.Count;
        return n % 2 == 1 ? values[n / 2] : (values[n / 2 - 1] + values[n / 2]) / 2;
    }

    private static string FormatTime(double seconds) => seconds switch
    {
        < 1e-3 => (seconds * 1e6).ToString("0.0", CultureInfo.InvariantCulture) + " us",
        < 1 => (seconds * 1e3).ToString("0.00", CultureInfo.InvariantCulture) + " ms",
        _ => seconds.ToString("0.00", CultureInfo.InvariantCulture) + " s",
    };

    private static string Times(double ratio) => ratio.ToString("0.0", CultureInfo.InvariantCulture) + "x";

    private static string LoadAverage()
    {
        try
        {
            // Linux only; elsewhere the load is simply not reported.
            return File.Exists("/proc/loadavg") ? string.Join(' ', File.ReadAllText("/proc/loadavg").Split(' ')[..3]) : "unknown";
        }
        catch (IOException)
        {
            return "unknown";
        }
    }
}
