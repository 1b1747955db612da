using System;
using System.Collections.Generic;
using System.Globalization;
using System.IO;

namespace Bento.Fuzz;

internal sealed class FuzzOptions
{
    public List<FuzzFormat> Formats { get; } = new();

    public double? Seconds { get; private set; }

    public long? Inputs { get; private set; }

    public long Seed { get; private set; } = 1;

    public int Jobs { get; private set; } = Math.Max(1, Environment.ProcessorCount / 2);

    public bool Child { get; private set; }

    public string FindingsFolder { get; private set; } = DefaultFindings();

    public string? Replay { get; private set; }

    public string? Probe { get; private set; }

    public long ProbeNumber { get; private set; }

    public Shape Shape { get; private set; } = Shape.AllTypes;

    public int BatchSize { get; private set; } = 200;

    /// <summary>An input that takes longer than this is reported as a hang even if it finishes.</summary>
    public int SlowMilliseconds { get; private set; } = 5000;

    public static FuzzOptions Parse(string[] args)
    {
        var o = new FuzzOptions();
        string formats = "all";
        for (int i = 0; i < args.Length; i++)
        {
            string Next() => i + 1 < args.Length ? args[++i] : throw new ArgumentException(args[i] + " needs a value");
            switch (args[i])
            {
                case "--format": formats = Next(); break;
                case "--seconds": o.Seconds = double.Parse(Next(), CultureInfo.InvariantCulture); break;
                case "--inputs": o.Inputs = long.Parse(Next(), CultureInfo.InvariantCulture); break;
                case "--seed": o.Seed = long.Parse(Next(), CultureInfo.InvariantCulture); break;
                case "--jobs": o.Jobs = Math.Max(1, int.Parse(Next(), CultureInfo.InvariantCulture)); break;
                case "--long":
                    o.Inputs ??= 1_000_000;
                    o.Jobs = Environment.ProcessorCount;
                    break;
                case "--findings": o.FindingsFolder = Path.GetFullPath(Next()); break;
                case "--replay": o.Replay = Next(); break;
                case "--probe": o.Probe = Next(); break;
                case "--number": o.ProbeNumber = long.Parse(Next(), CultureInfo.InvariantCulture); break;
                case "--shape": o.Shape = Enum.Parse<Shape>(Next(), ignoreCase: true); break;
                case "--batch": o.BatchSize = Math.Max(1, int.Parse(Next(), CultureInfo.InvariantCulture)); break;
                case "--slow-ms": o.SlowMilliseconds = int.Parse(Next(), CultureInfo.InvariantCulture); break;
                case "--child": o.Child = true; break;
                default: throw new ArgumentException("unknown option " + args[i] + " (see docs/reliability.md)");
            }
        }

        if (formats == "all")
            o.Formats.AddRange(new[] { FuzzFormat.Json, FuzzFormat.Hinted, FuzzFormat.MsgPackMap, FuzzFormat.MsgPackArray });
        else
        {
            foreach (string name in formats.Split(','))
                o.Formats.Add(Parse(name));
        }

        if (o.Seconds == null && o.Inputs == null)
            o.Seconds = 60;
        return o;
    }

    public static string Name(FuzzFormat format) => format switch
    {
        FuzzFormat.Json => "json",
        FuzzFormat.Hinted => "hinted",
        FuzzFormat.MsgPackMap => "msgpack-map",
        _ => "msgpack-array",
    };

    private static FuzzFormat Parse(string name) => name switch
    {
        "json" => FuzzFormat.Json,
        "hinted" => FuzzFormat.Hinted,
        "msgpack-map" => FuzzFormat.MsgPackMap,
        "msgpack-array" => FuzzFormat.MsgPackArray,
        _ => throw new ArgumentException("unknown format " + name + " (json, hinted, msgpack-map, msgpack-array or all)"),
    };

    /// <summary>The shared corpora and conformance files: BENTO_SHARED, or ../shared beside the folder that holds Bento.slnx.</summary>
    public static string? SharedRoot()
    {
        string? fromEnv = Environment.GetEnvironmentVariable("BENTO_SHARED");
        if (!string.IsNullOrEmpty(fromEnv) && Directory.Exists(fromEnv))
            return Path.GetFullPath(fromEnv);
        string? repo = RepositoryRoot();
        string? shared = repo == null ? null : Path.GetFullPath(Path.Combine(repo, "..", "shared"));
        return shared != null && Directory.Exists(shared) ? shared : null;
    }

    private static string? RepositoryRoot()
    {
        foreach (string start in new[] { Directory.GetCurrentDirectory(), AppContext.BaseDirectory })
        {
            var dir = new DirectoryInfo(start);
            while (dir != null)
            {
                if (File.Exists(Path.Combine(dir.FullName, "Bento.slnx")))
                    return dir.FullName;
                dir = dir.Parent;
            }
        }

        return null;
    }

    private static string DefaultFindings() =>
        Path.Combine(RepositoryRoot() ?? Directory.GetCurrentDirectory(), "artifacts", "fuzz-findings");
}
