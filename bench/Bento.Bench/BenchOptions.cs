using System;
using System.Collections.Generic;
using System.Text.RegularExpressions;

namespace Bento.Bench;

/// <summary>The command line: <c>[--quick] [--inhouse] [--filter P]... [--json FILE] [--report] [--corpora DIR] [--file FILE]</c>.</summary>
public sealed class BenchOptions
{
    public bool Quick { get; private set; }

    public bool InHouse { get; private set; }

    public bool Report { get; private set; }

    public bool Help { get; private set; }

    public bool Smoke { get; private set; }

    public string? JsonFile { get; private set; }

    public string? CorporaDirectory { get; private set; }

    public string? UserFile { get; private set; }

    public bool Untyped { get; private set; }

    /// <summary>Adds one hinted JSON row per kind of hint (each kind alone, and none), to measure what each costs and saves.</summary>
    public bool HintKinds { get; private set; }

    /// <summary>Adds rows that read with <c>PropertyNameCaseInsensitive</c>: exact names, and every name upper-cased (Bento and STJ).</summary>
    public bool CaseInsensitive { get; private set; }

    /// <summary>Threads for the parallel-read rows (BentoJson and BentoMessagePack DeserializeParallel), or 0 for no such rows.</summary>
    public int ParallelThreads { get; private set; }

    public Filter Filter { get; } = new();

    /// <summary>The operation <c>--loop</c> repeats (null: no loop), and for how long per case.</summary>
    public Runner.Op? Loop { get; private set; }

    public double LoopSeconds { get; private set; } = 20;

    /// <summary>The other build's output folder that <c>--ab</c> compares this build with (null: no comparison).</summary>
    public string? AbDirectory { get; private set; }

    /// <summary>The operation <c>--ab</c> times, and how many rounds it pairs.</summary>
    public Runner.Op AbOp { get; private set; } = Runner.Op.Deserialize;

    public int AbRounds { get; private set; } = 100;

    public const string Usage = """
        Bento.Bench: serializer benchmarks (run with -c Release).

          --quick           in-house runner, short samples (about a minute); without it, BenchmarkDotNet
          --inhouse         full-length in-house runner instead of BenchmarkDotNet
          --filter P        keep workloads/serializers matching P (repeatable). P is a substring or a glob (* ?),
                            matched against the workload or the serializer name; 'W/S' requires both.
                            In --quick the 10x corpora run only when a pattern mentions 10x.
          --json FILE       write machine-readable results
          --report          regenerate docs/benchmarks.md and docs/bench-*.svg from this run
          --corpora DIR     folder with twitter.json, citm_catalog.json, canada.json (default: ../shared/corpora
                            beside the repository; look-alike data is generated when missing)
          --file FILE       benchmark your own JSON untyped: validate, minify, round trip
          --untyped         parse twitter and citm into a document model: BentoValue vs System.Text.Json's
                            JsonDocument and JsonNode (time, bytes allocated, bytes kept alive per document)
          --smoke           only the round-trip checks (every serializer, every selected workload), no timing
          --ndjson [GB]     write an NDJSON file of that size (default 1) to the temp folder and read it back
                            with each JSON Lines reader, and the same records as a MessagePack stream with each
                            MessagePack stream reader: throughput, peak heap and working set (64 MB with --quick)
          --array-stream [GB]  the same for one JSON document whose root is an array (and one MessagePack array),
                            read element by element: Bento and System.Text.Json's DeserializeAsyncEnumerable
          --hint-kinds      also time hinted JSON written with every kind of hint, with one kind alone (arrays, maps,
                            records, strings)
                            and with none (header only), beside plain and hinted JSON: what each kind costs and saves
          --case-insensitive  also read with PropertyNameCaseInsensitive: Bento on exact names, Bento and
                            System.Text.Json on every member name upper-cased (read times only for those rows)
          --parallel [N]    also read with BentoJson.DeserializeParallel and BentoMessagePack.DeserializeParallel
                            (both layouts) on N threads (default 2): documents of 1 MiB or more (the 10x corpora,
                            gamedata) split their large arrays; read times only, and with 2 threads the targets
                            judge each split read against the sequential one (1.6x as fast)
          --numbers         number formatting and parsing per value: Bento, the BCL and System.Text.Json,
                            interleaved rounds (fewer with --quick)
          --loop OP         for profilers: repeat one operation (serialize, deserialize, populate) of each
                            selected serializer and workload back to back, nothing else timed; with --seconds S
                            per case (default 20). Record it with a sampling profiler, e.g. perf with
                            DOTNET_PerfMapEnabled=1
          --ab DIR          this build against another build of this benchmark (DIR: its output folder, e.g. a
                            clone's bench/Bento.Bench/bin/Release/net10.0) in one process: the selected cases of
                            both, batch by batch, each after a full collection; prints the median and quartiles
                            of the per-round ratios. --op OP (default deserialize), --rounds N (default 100). Set
                            DOTNET_GCgen0size=0x8000000 to leave collections out of the batches

        Exit code 1 if any serializer fails its round-trip check, 2 on bad arguments.
        """;

    public static BenchOptions Parse(string[] args)
    {
        var line = new BenchOptions();
        for (int i = 0; i < args.Length; i++)
        {
            string arg = args[i];
            switch (arg)
            {
                case "--quick": line.Quick = true; break;
                case "--inhouse": line.InHouse = true; break;
                case "--report": line.Report = true; break;
                case "--smoke": line.Smoke = true; break;
                case "-h" or "--help" or "-?": line.Help = true; break;
                case "--filter": line.Filter.Add(Value(args, ref i)); break;
                case "--json": line.JsonFile = Value(args, ref i); break;
                case "--corpora": line.CorporaDirectory = Value(args, ref i); break;
                case "--file": line.UserFile = Value(args, ref i); break;
                case "--untyped": line.Untyped = true; break;
                case "--hint-kinds": line.HintKinds = true; break;
                case "--case-insensitive": line.CaseInsensitive = true; break;
                case "--parallel":
                    line.ParallelThreads = 2;
                    if (i + 1 < args.Length && int.TryParse(args[i + 1], out int threads) && threads > 0)
                    {
                        line.ParallelThreads = threads;
                        i++;
                    }

                    break;
                case "--loop": line.Loop = ParseOp(arg, Value(args, ref i)); break;
                case "--ab": line.AbDirectory = Value(args, ref i); break;
                case "--op": line.AbOp = ParseOp(arg, Value(args, ref i)); break;
                case "--rounds":
                    string rounds = Value(args, ref i);
                    if (!int.TryParse(rounds, System.Globalization.NumberStyles.None, System.Globalization.CultureInfo.InvariantCulture, out int count) || count < 1)
                        throw new ArgumentException($"--rounds takes a positive whole number, not '{rounds}'");
                    line.AbRounds = count;
                    break;
                case "--seconds":
                    string text = Value(args, ref i);
                    if (!double.TryParse(text, System.Globalization.NumberStyles.Float, System.Globalization.CultureInfo.InvariantCulture, out double seconds) || !(seconds > 0))
                        throw new ArgumentException($"--seconds takes a positive number, not '{text}'");
                    line.LoopSeconds = seconds;
                    break;
                default: throw new ArgumentException($"unknown argument '{arg}'");
            }
        }

        return line;
    }

    static Runner.Op ParseOp(string option, string op) => op switch
    {
        "serialize" => Runner.Op.Serialize,
        "deserialize" => Runner.Op.Deserialize,
        "populate" => Runner.Op.Populate,
        _ => throw new ArgumentException($"{option} takes serialize, deserialize or populate, not '{op}'"),
    };

    static string Value(string[] args, ref int i)
    {
        if (i + 1 >= args.Length)
        {
            throw new ArgumentException($"{args[i]} needs a value");
        }

        return args[++i];
    }
}

/// <summary>Workload/serializer selection from <c>--filter</c> patterns; no pattern keeps everything.</summary>
public sealed class Filter
{
    readonly List<(Regex? Workload, Regex? Serializer, Regex? Either)> _patterns = [];

    public bool IsEmpty => _patterns.Count == 0;

    /// <summary>True when some pattern mentions "10x", which lets --quick run the large corpora.</summary>
    public bool MentionsLarge { get; private set; }

    public void Add(string pattern)
    {
        MentionsLarge |= pattern.Contains("10x", StringComparison.OrdinalIgnoreCase);
        int slash = pattern.IndexOf('/', StringComparison.Ordinal);
        _patterns.Add(slash < 0
            ? (null, null, ToRegex(pattern))
            : (ToRegex(pattern[..slash]), ToRegex(pattern[(slash + 1)..]), null));
    }

    public bool Matches(string workload, string serializer)
    {
        if (_patterns.Count == 0)
        {
            return true;
        }

        foreach (var (w, s, either) in _patterns)
        {
            if (either is not null ? either.IsMatch(workload) || either.IsMatch(serializer) : w!.IsMatch(workload) && s!.IsMatch(serializer))
            {
                return true;
            }
        }

        return false;
    }

    /// <summary>Globs match the whole name; plain text matches anywhere in it; both ignore case.</summary>
    static Regex ToRegex(string pattern)
    {
        if (pattern.Length == 0)
        {
            pattern = "*";
        }

        bool glob = pattern.Contains('*', StringComparison.Ordinal) || pattern.Contains('?', StringComparison.Ordinal);
        string body = Regex.Escape(pattern);
        body = glob ? "^" + body.Replace(@"\*", ".*", StringComparison.Ordinal).Replace(@"\?", ".", StringComparison.Ordinal) + "$" : body;
        return new Regex(body, RegexOptions.IgnoreCase | RegexOptions.CultureInvariant);
    }
}
