using System;
using System.Collections.Generic;
using System.IO;
using Bento.Bench;
using Bento.Bench.Adapters;
using Bento.Bench.Report;
using Bento.Bench.Runner;
using Bento.Bench.Workloads;

if (Bento.Bench.Sequences.NdjsonBench.Run(args) is int ndjsonExit) return ndjsonExit;
if (Bento.Bench.Sequences.ArrayStreamBench.Run(args) is int arrayExit) return arrayExit;
if (Bento.Bench.Numbers.NumberBench.Run(args) is int numbersExit) return numbersExit;
if (Bento.Bench.Codecs.CodecCheckBench.Run(args) is int codecsExit) return codecsExit;

BenchOptions line;
try
{
    line = BenchOptions.Parse(args);
}
catch (ArgumentException e)
{
    Console.Error.WriteLine(e.Message);
    Console.Error.WriteLine(BenchOptions.Usage);
    return 2;
}

if (line.Help)
{
    Console.WriteLine(BenchOptions.Usage);
    return 0;
}

#if DEBUG
Console.WriteLine("WARNING: Debug build; timings are meaningless. Use -c Release.");
#endif

if (line.UserFile is not null)
{
    return UserFileBench.Run(line.UserFile, line.Quick ? RunSettings.Quick : RunSettings.Full, line.JsonFile, Console.Out);
}

if (line.Untyped)
{
    return Bento.Bench.Untyped.UntypedParseBench.Run(line.CorporaDirectory, line.Quick ? RunSettings.Quick : RunSettings.Full, line.JsonFile, Console.Out);
}

if (line.AbDirectory is not null)
{
    return AbRunner.Run(line, args, Console.Out);
}

Corpora corpora = Corpora.Locate(line.CorporaDirectory);
Suite suite = Suite.Select(line.Filter, line.Quick, corpora, line.HintKinds, line.CaseInsensitive, line.ParallelThreads);
if (suite.Workloads.Count == 0)
{
    Console.Error.WriteLine("The filter keeps no workload. Workloads: twitter, citm, canada, twitter-10x, citm-10x, canada-10x, savegame, newsfeed, simple-100k, contacts, gamedata.");
    return 2;
}

if (line.Smoke)
{
    return Smoke.Run(suite, Console.Out);
}

if (line.Loop is Op loopOp)
{
    var prepared = new List<BenchCase>();
    var unused = new RunResults { Mode = "loop" };
    foreach (Workload workload in suite.Workloads)
    {
        prepared.AddRange(suite.PrepareCases(workload, unused, Console.Out));
    }

    return LoopRunner.Run(prepared, loopOp, line.LoopSeconds, line.Filter, Console.Out);
}

List<NotMeasured> notMeasured = PeerAvailability.Probe(Console.Out);
RunResults? results = null;
if (!line.Quick && !line.InHouse)
{
    results = BdnRunner.TryRun(suite, line, Console.Out);
}

if (results is null)
{
    RunSettings settings = line.Quick ? RunSettings.Quick : RunSettings.Full;
    string mode = line.Quick ? "quick (in-house runner)" : line.InHouse ? "full (in-house runner)" : "full (in-house runner: BenchmarkDotNet could not run, see notes)";
    results = new RunResults { Mode = mode };
    results.SampleLoad();
    if (!line.Quick && !line.InHouse)
    {
        results.Notes.Add(BdnRunner.LastError ?? "BenchmarkDotNet produced no results.");
    }

    foreach (Workload workload in suite.Workloads)
    {
        Console.WriteLine($"{workload.Name}: building data and checking round trips...");
        var cases = suite.PrepareCases(workload, results, Console.Out);
        results.Workloads.Add((workload.Name, workload.Description, workload.DataSource));
        InHouseRunner.Run(cases, InHouseRunner.TypedPhases, workload.MinOperations, settings, results, Console.Out);
        results.SampleLoad();
    }
}

results.SampleLoad();
results.NotMeasured.AddRange(notMeasured);
results.Notes.AddRange(suite.Notes);
results.ComputeRatios(AdapterTable.BaselineName);
Console.WriteLine();
ConsoleReport.Write(results, Console.Out);

if (line.JsonFile is not null)
{
    JsonResults.Write(results, line.JsonFile);
    Console.WriteLine($"Results written to {line.JsonFile}");
}

if (line.Report)
{
    string? root = RepositoryRoot.Find();
    if (root is null)
    {
        Console.Error.WriteLine("--report: Bento.slnx not found above the program folder; docs/ not written.");
        return 2;
    }

    foreach (string file in MarkdownReport.Write(results, Path.Combine(root, "docs")))
    {
        Console.WriteLine("Wrote " + Path.GetRelativePath(root, file));
    }
}

if (results.AnyFailed)
{
    Console.WriteLine("FAILED: at least one serializer did not round-trip its own output (see above).");
    return 1;
}

return 0;
