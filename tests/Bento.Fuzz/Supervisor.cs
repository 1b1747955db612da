using System;
using System.Collections.Concurrent;
using System.Collections.Generic;
using System.Diagnostics;
using System.IO;
using System.Text;
using System.Threading;

namespace Bento.Fuzz;

/// <summary>The parent: hands out batches to children, notices crashes and hangs, bisects and reports.</summary>
internal sealed class Supervisor
{
    private readonly FuzzOptions _options;
    private readonly object _gate = new();

    public Supervisor(FuzzOptions options) => _options = options;

    public int Run()
    {
        string? shared = FuzzOptions.SharedRoot();
        Console.WriteLine("bento-fuzz: seed " + _options.Seed + ", " + _options.Jobs + " child process(es), "
            + (_options.Seconds is double s ? s + " s" : "no time limit") + (_options.Inputs is long n ? ", at most " + n + " inputs" : "") + " per format; "
            + (shared != null ? "seeds include the shared corpora and JSONTestSuite" : "shared corpora not found: generated seeds only")
            + "; findings go to " + _options.FindingsFolder);
        bool anything = false;
        foreach (FuzzFormat format in _options.Formats)
            anything |= RunFormat(format);
        Console.WriteLine(anything ? "bento-fuzz: FAILED (see the findings above)" : "bento-fuzz: passed");
        return anything ? 1 : 0;
    }

    private sealed class Tally
    {
        public long Inputs;
        public long Foreign;
        public long Wrong;
        public long Crashes;
        public long Hangs;
        public readonly List<string> Lines = new();
    }

    private bool RunFormat(FuzzFormat format)
    {
        var tally = new Tally();
        var clock = Stopwatch.StartNew();
        long limit = _options.Inputs ?? long.MaxValue;
        double seconds = _options.Seconds ?? double.PositiveInfinity;
        long next = 0;
        var threads = new List<Thread>();
        for (int j = 0; j < _options.Jobs; j++)
        {
            var thread = new Thread(() =>
            {
                Child? child = null;
                try
                {
                    while (clock.Elapsed.TotalSeconds < seconds)
                    {
                        long start = Interlocked.Add(ref next, _options.BatchSize) - _options.BatchSize;
                        if (start >= limit)
                            break;
                        long count = Math.Min(_options.BatchSize, limit - start);
                        child ??= Child.Start(_options, format);
                        BatchResult result = child.Run(start, count, BatchDeadline(count));
                        Absorb(tally, result);
                        if (result.Completed)
                            continue;
                        child.Kill();
                        child = null;
                        Isolate(format, tally, start, count, result);
                    }
                }
                catch (Exception e)
                {
                    // A broken harness must fail the run loudly, not pass it with zero inputs.
                    lock (_gate)
                    {
                        tally.Crashes++;
                        tally.Lines.Add("the fuzzer itself failed: " + Program.OneLine(e.ToString()));
                    }
                }
                finally
                {
                    child?.Kill();
                }
            })
            { IsBackground = true };
            thread.Start();
            threads.Add(thread);
        }

        long reported = 0;
        while (threads.Exists(t => t.IsAlive))
        {
            threads.Find(t => t.IsAlive)!.Join(1000);
            if (clock.Elapsed.TotalSeconds - reported >= 15)
            {
                reported = (long)clock.Elapsed.TotalSeconds;
                lock (_gate)
                    Console.WriteLine("  " + FuzzOptions.Name(format) + ": " + tally.Inputs + " inputs after " + reported + " s");
            }
        }

        double elapsed = clock.Elapsed.TotalSeconds;
        lock (_gate)
        {
            foreach (string line in tally.Lines)
                Console.WriteLine("  " + line);
            Console.WriteLine(string.Format(System.Globalization.CultureInfo.InvariantCulture,
                "{0}: {1} inputs in {2:F1} s ({3:F0}/s): {4} foreign exceptions, {5} wrong results, {6} crashes, {7} hangs",
                FuzzOptions.Name(format), tally.Inputs, elapsed, tally.Inputs / Math.Max(elapsed, 0.001), tally.Foreign, tally.Wrong, tally.Crashes, tally.Hangs));
        }

        return tally.Foreign + tally.Wrong + tally.Crashes + tally.Hangs > 0;
    }

    private static TimeSpan BatchDeadline(long count) => TimeSpan.FromSeconds(30 + (count / 10.0));

    private void Absorb(Tally tally, BatchResult result)
    {
        lock (_gate)
        {
            tally.Inputs += result.InputsDone;
            foreach (string line in result.Findings)
            {
                if (line.StartsWith("slow ", StringComparison.Ordinal))
                    tally.Hangs++;
                else if (line.Contains(" Foreign in ", StringComparison.Ordinal))
                    tally.Foreign++;
                else
                    tally.Wrong++;
                if (tally.Lines.Count < 40)
                    tally.Lines.Add(line);
            }
        }
    }

    /// <summary>A batch killed its child or stopped answering: find the one input by bisection in fresh children, minimise it, write it down.</summary>
    private void Isolate(FuzzFormat format, Tally tally, long start, long count, BatchResult failed)
    {
        // Inputs the child finished before it died were reported already; the culprit is among the rest.
        long from = start + failed.InputsDone, length = count - failed.InputsDone;
        BatchResult last = failed;
        while (length > 1)
        {
            long half = length / 2;
            using Child probe = Child.Start(_options, format);
            BatchResult result = probe.Run(from, half, BatchDeadline(half));
            if (!result.Completed)
            {
                last = result;
                length = half;
            }
            else
            {
                from += half;
                length -= half;
            }
        }

        using (Child confirm = Child.Start(_options, format))
        {
            BatchResult result = confirm.Run(from, 1, BatchDeadline(1));
            if (result.Completed)
            {
                lock (_gate)
                {
                    tally.Crashes++;
                    tally.Lines.Add("a child " + failed.Failure + " in inputs " + start + ".." + (start + count - 1) + " but no single input reproduces it");
                }

                return;
            }

            last = result;
        }

        var pool = new SeedPool(format, FuzzOptions.SharedRoot());
        byte[] input = new Mutator(pool, _options.Seed).Input(from, out Seed seed);
        bool hang = last.Failure.StartsWith("stopped", StringComparison.Ordinal);
        byte[] small = hang ? input : MinimiseCrash(format, input, seed.Shape, from);
        string file = Findings.Write(_options.FindingsFolder, format, _options.Seed, from, seed.Shape, hang ? "hang" : "crash", input, small,
            "input " + from + " (seed " + seed.Name + ", shape " + seed.Shape + "): the child " + last.Failure + "\n" + last.ErrorTail);
        lock (_gate)
        {
            if (hang)
                tally.Hangs++;
            else
                tally.Crashes++;
            tally.Lines.Add((hang ? "hang" : "crash") + " at input " + from + ": the child " + last.Failure + " => " + file);
        }
    }

    private byte[] MinimiseCrash(FuzzFormat format, byte[] input, Shape shape, long number)
    {
        // Each try costs a process start, so the budget is small; the original input is kept beside the result.
        string folder = Path.Combine(_options.FindingsFolder, "tmp");
        Directory.CreateDirectory(folder);
        string file = Path.Combine(folder, "probe-" + Environment.ProcessId + ".bin");
        byte[] best = Minimiser.InProcess(input, candidate =>
        {
            File.WriteAllBytes(file, candidate);
            return Child.ProbeCrashes(_options, format, file, shape, number);
        }, maxTries: 48, maxMilliseconds: 60_000);
        File.Delete(file);
        return best;
    }
}

internal sealed class BatchResult
{
    public bool Completed { get; set; }

    public long InputsDone { get; set; }

    public List<string> Findings { get; } = new();

    /// <summary>"died with exit code N" or "stopped answering for N s".</summary>
    public string Failure { get; set; } = "";

    public string ErrorTail { get; set; } = "";
}

/// <summary>One child process and the pipes to it.</summary>
internal sealed class Child : IDisposable
{
    private readonly Process _process;
    private readonly BlockingCollection<string?> _lines = new();
    private readonly StringBuilder _errors = new();

    private Child(Process process)
    {
        _process = process;
        var reader = new Thread(() =>
        {
            try
            {
                string? line;
                while ((line = process.StandardOutput.ReadLine()) != null)
                    _lines.Add(line);
            }
            catch (IOException)
            {
            }

            _lines.Add(null);
        })
        { IsBackground = true };
        reader.Start();
        process.ErrorDataReceived += (_, e) =>
        {
            lock (_errors)
            {
                if (e.Data != null && _errors.Length < 20_000)
                    _errors.AppendLine(e.Data);
            }
        };
        process.BeginErrorReadLine();
    }

    public static Child Start(FuzzOptions options, FuzzFormat format)
    {
        var child = new Child(Process.Start(StartInfo(options, "--child", "--format", FuzzOptions.Name(format), "--seed", options.Seed.ToString(System.Globalization.CultureInfo.InvariantCulture),
            "--findings", options.FindingsFolder, "--slow-ms", options.SlowMilliseconds.ToString(System.Globalization.CultureInfo.InvariantCulture)))!);
        // The child builds its seeds first (converting the corpora takes a moment); it says "ready" when it can take work.
        string? first = child.Next(TimeSpan.FromSeconds(120));
        if (first != "ready")
            throw new InvalidOperationException("the fuzzing child did not start: " + (first ?? "no answer") + "\n" + child.ErrorTail());
        return child;
    }

    public static bool ProbeCrashes(FuzzOptions options, FuzzFormat format, string file, Shape shape, long number)
    {
        using var process = Process.Start(StartInfo(options, "--probe", file, "--format", FuzzOptions.Name(format), "--shape", shape.ToString(),
            "--number", number.ToString(System.Globalization.CultureInfo.InvariantCulture)))!;
        process.StandardOutput.ReadToEndAsync();
        process.StandardError.ReadToEndAsync();
        if (!process.WaitForExit(30_000))
        {
            process.Kill(entireProcessTree: true);
            return true;
        }

        return process.ExitCode != 0;
    }

    private static ProcessStartInfo StartInfo(FuzzOptions options, params string[] args)
    {
        // Run the same program: through the dotnet host when this process is `dotnet Bento.Fuzz.dll`, directly otherwise.
        string host = Environment.ProcessPath ?? "dotnet";
        var info = new ProcessStartInfo(host)
        {
            RedirectStandardInput = true,
            RedirectStandardOutput = true,
            RedirectStandardError = true,
            UseShellExecute = false,
        };
        if (Path.GetFileNameWithoutExtension(host).Equals("dotnet", StringComparison.OrdinalIgnoreCase))
            info.ArgumentList.Add(typeof(Program).Assembly.Location);
        foreach (string a in args)
            info.ArgumentList.Add(a);
        GC.KeepAlive(options);
        // A crash should leave an exit code, not a core file the size of the heap.
        info.Environment["DOTNET_DbgEnableMiniDump"] = "0";
        return info;
    }

    public BatchResult Run(long start, long count, TimeSpan deadline)
    {
        var result = new BatchResult();
        try
        {
            _process.StandardInput.WriteLine("run " + start + " " + count);
            _process.StandardInput.Flush();
        }
        catch (IOException)
        {
        }

        var clock = Stopwatch.StartNew();
        while (true)
        {
            TimeSpan left = deadline - clock.Elapsed;
            string? line = left > TimeSpan.Zero ? Next(left) : null;
            if (line == null)
            {
                bool exited = _process.WaitForExit(left > TimeSpan.Zero ? 5000 : 0);
                result.Failure = exited
                    ? "died with exit code " + _process.ExitCode
                    : "stopped answering for " + (int)deadline.TotalSeconds + " s";
                result.ErrorTail = ErrorTail();
                return result;
            }

            if (line.StartsWith("done ", StringComparison.Ordinal))
            {
                result.Completed = true;
                result.InputsDone = count;
                return result;
            }

            if (line.StartsWith("finding ", StringComparison.Ordinal) || line.StartsWith("slow ", StringComparison.Ordinal))
                result.Findings.Add(line);
        }
    }

    private string? Next(TimeSpan timeout) =>
        _lines.TryTake(out string? line, timeout) ? line : null;

    private string ErrorTail()
    {
        lock (_errors)
        {
            string text = _errors.ToString();
            return text.Length > 4000 ? text.Substring(text.Length - 4000) : text;
        }
    }

    public void Kill()
    {
        try
        {
            if (!_process.HasExited)
                _process.Kill(entireProcessTree: true);
            _process.WaitForExit(5000);
        }
        catch (InvalidOperationException)
        {
        }
    }

    public void Dispose()
    {
        Kill();
        _process.Dispose();
        _lines.Dispose();
    }
}
