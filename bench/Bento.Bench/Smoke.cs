using System.IO;
using System.Linq;
using Bento.Bench.Runner;
using Bento.Bench.Workloads;

namespace Bento.Bench;

/// <summary>
/// <c>--smoke</c> (what CI runs): builds every selected workload and checks every serializer's round trip, without
/// timing anything, and that Bento's MessagePack equals MessagePack-CSharp's byte for byte in both layouts. Exit code 1
/// if one fails.
/// </summary>
public static class Smoke
{
    public static int Run(Suite suite, TextWriter log)
    {
        var results = new RunResults { Mode = "smoke" };
        int checkedCases = 0;

        // Every verdict below rests on the deep comparison: first prove that it sees each loss it is meant to see.
        var blind = DeepEquality.SelfCheck().ToList();
        foreach (string what in blind)
        {
            log.WriteLine($"FAILED: the deep comparison does not see a difference in {what}");
        }

        if (blind.Count != 0)
        {
            return 1;
        }

        log.WriteLine("deep comparison: sees DateTime kind, offsets, decimal scale, set and dictionary contents, fields");
        foreach (Workload workload in suite.Workloads)
        {
            log.WriteLine($"{workload.Name}: {workload.DataSource}");
            foreach (BenchCase c in suite.PrepareCases(workload, results, log))
            {
                if (!c.IsFloor || c is HandWrittenSaveGameCase)
                {
                    checkedCases++;
                    string populate = c.Ops.Contains(Op.Populate) ? ", populate ok" : "";
                    log.WriteLine($"  ok     {c.Serializer} ({c.Payload.Length:N0} bytes{populate})");
                }
            }

            foreach (var (w, layout, verdict) in results.ByteIdentity)
            {
                if (w == workload.Name)
                {
                    log.WriteLine($"  bytes  Bento MessagePack ({layout}) vs MessagePack-CSharp ({layout}): {verdict}");
                }
            }
        }

        int failed = 0;
        foreach (BenchResult r in results.Results)
        {
            // A failed round trip fails every row of the case; count it once, and a failed populate check once.
            if (r.Status == "FAILED" && r.Op is nameof(Op.Serialize) or nameof(Op.Populate))
            {
                failed++;
            }
        }

        // Bento's MessagePack is meant to be MessagePack-CSharp's byte for byte: a difference is a failure here too.
        foreach (var (_, _, verdict) in results.ByteIdentity)
        {
            checkedCases++;
            if (!verdict.StartsWith("identical", System.StringComparison.Ordinal))
            {
                checkedCases--;
                failed++;
            }
        }

        log.WriteLine($"smoke: {checkedCases} passed, {failed} failed");
        return failed == 0 ? 0 : 1;
    }
}
