using System;
using System.Collections.Generic;
using System.Diagnostics;
using System.Globalization;
using System.IO;
using System.Threading;

namespace Bento.Fuzz;

/// <summary>
/// The mutation fuzzer. The parent process hands out numbered batches of inputs to child processes (the same
/// program with --child), which regenerate each input from its number, run every entry point of the format on it and
/// report foreign exceptions and wrong results. A child that dies or stops answering marks its batch; the parent then
/// bisects the batch in fresh children down to the one input, minimises it and writes it to the findings folder.
/// </summary>
/// <remarks>
/// Options: --format json|hinted|msgpack-map|msgpack-array|all (default all), --seconds N per format (default 60
/// unless --inputs is given), --inputs N per format, --seed N (default 1), --jobs N (children at once, default half the
/// cores), --long (10^6 inputs per format, all cores), --findings DIR, --replay FILE (run one input in this process).
/// Exit code 0 when nothing was found, 1 when something was, 2 for bad arguments.
/// </remarks>
internal static class Program
{
    private static int Main(string[] args)
    {
        try
        {
            var options = FuzzOptions.Parse(args);
            if (options.Child)
                return ChildLoop(options);
            if (options.Probe != null)
                return Probe(options);
            if (options.Replay != null)
                return Replay(options);
            return new Supervisor(options).Run();
        }
        catch (ArgumentException e)
        {
            Console.Error.WriteLine("bento-fuzz: " + e.Message);
            return 2;
        }
    }

    /// <summary>Child: "run START COUNT" on stdin, then per input a line for each finding, then "done ...".</summary>
    private static int ChildLoop(FuzzOptions options)
    {
        FuzzFormat format = options.Formats[0];
        var pool = new SeedPool(format, FuzzOptions.SharedRoot());
        var mutator = new Mutator(pool, options.Seed);
        var targets = new Targets(format);
        var minimised = new HashSet<string>(StringComparer.Ordinal);
        // Self-test hooks: make the child die or hang at one input, to check that the parent finds and isolates it.
        long crashAt = long.TryParse(Environment.GetEnvironmentVariable("BENTO_FUZZ_SELF_TEST_CRASH"), out long c) ? c : -1;
        long hangAt = long.TryParse(Environment.GetEnvironmentVariable("BENTO_FUZZ_SELF_TEST_HANG"), out long h) ? h : -1;
        Console.Out.WriteLine("ready");
        Console.Out.Flush();
        string? line;
        while ((line = Console.In.ReadLine()) != null)
        {
            string[] parts = line.Split(' ');
            if (parts.Length != 3 || parts[0] != "run")
                continue;
            long start = long.Parse(parts[1], CultureInfo.InvariantCulture);
            long count = long.Parse(parts[2], CultureInfo.InvariantCulture);
            var clock = Stopwatch.StartNew();
            for (long n = start; n < start + count; n++)
            {
                if (n == crashAt)
                    Environment.FailFast("bento-fuzz self-test crash at input " + n);
                if (n == hangAt)
                    Thread.Sleep(Timeout.Infinite);
                byte[] input = mutator.Input(n, out Seed seed);
                long began = clock.ElapsedMilliseconds;
                List<Finding> findings = targets.Run(input, seed.Shape, n);
                long took = clock.ElapsedMilliseconds - began;
                if (took > options.SlowMilliseconds)
                {
                    string file = Findings.Write(options.FindingsFolder, format, options.Seed, n, seed.Shape, "slow", input, null,
                        "input " + n + " (seed " + seed.Name + ") took " + took + " ms, over the limit of " + options.SlowMilliseconds + " ms");
                    Console.Out.WriteLine("slow " + n + " " + took + " " + file);
                }

                foreach (Finding f in findings)
                {
                    string file = "";
                    // Each distinct bug is minimised once per child; later inputs that hit it are only counted.
                    if (minimised.Add(f.Signature))
                    {
                        byte[] small = Minimiser.InProcess(input, bytes => targets.Run(bytes, seed.Shape, n).Exists(x => x.Signature == f.Signature));
                        file = Findings.Write(options.FindingsFolder, format, options.Seed, n, seed.Shape, f.Kind.ToString().ToLowerInvariant(), input, small,
                            "input " + n + " (seed " + seed.Name + ", shape " + seed.Shape + "): " + f);
                    }

                    Console.Out.WriteLine("finding " + n + " " + OneLine(f.ToString()) + (file.Length > 0 ? " => " + file : ""));
                }
            }

            Console.Out.WriteLine("done " + start + " " + count + " " + clock.ElapsedMilliseconds);
            Console.Out.Flush();
        }

        return 0;
    }

    /// <summary>Runs one input file in this process: exit 0 if every entry point behaved (used to minimise crashes in fresh children).</summary>
    private static int Probe(FuzzOptions options)
    {
        byte[] input = File.ReadAllBytes(options.Probe!);
        new Targets(options.Formats[0]).Run(input, options.Shape, options.ProbeNumber);
        return 0;
    }

    private static int Replay(FuzzOptions options)
    {
        byte[] input = File.ReadAllBytes(options.Replay!);
        int found = 0;
        foreach (FuzzFormat format in options.Formats)
        {
            foreach (Finding f in new Targets(format).Run(input, options.Shape, options.ProbeNumber))
            {
                Console.WriteLine(FuzzOptions.Name(format) + ": " + f);
                found++;
            }
        }

        Console.WriteLine(found == 0 ? "no findings" : found + " finding(s)");
        return found == 0 ? 0 : 1;
    }

    internal static string OneLine(string text) => text.Replace('\r', ' ').Replace('\n', ' ');
}
