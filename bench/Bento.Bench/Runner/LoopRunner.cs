using System;
using System.Collections.Generic;
using System.Diagnostics;
using System.IO;
using System.Linq;

namespace Bento.Bench.Runner;

/// <summary>
/// <c>--loop OP</c>: one operation of each selected case run back to back for a fixed time, with no sampling or
/// rounds around it, so that a sampling profiler attached to the process sees that operation and little else. It
/// prints operations per second as a sanity check; the timings to compare serializers by are the normal runs'.
/// </summary>
public static class LoopRunner
{
    public static int Run(IEnumerable<BenchCase> cases, Op op, double seconds, Filter filter, TextWriter log)
    {
        int looped = 0;
        foreach (BenchCase benchCase in cases)
        {
            if (!filter.IsEmpty && !filter.Matches(benchCase.Workload, benchCase.Serializer))
            {
                continue;
            }

            if (benchCase.Failure is not null || benchCase.CannotModel is not null || !benchCase.Ops.Contains(op))
            {
                log.WriteLine($"{benchCase.Workload} / {benchCase.Serializer}: {op} not looped ({benchCase.Failure ?? benchCase.CannotModel ?? "not an operation of this case"})");
                continue;
            }

            long count = 0;
            int gen0 = GC.CollectionCount(0), gen1 = GC.CollectionCount(1), gen2 = GC.CollectionCount(2);
            TimeSpan paused = GC.GetTotalPauseDuration();
            var clock = Stopwatch.StartNew();
            while (clock.Elapsed.TotalSeconds < seconds)
            {
                // A batch between clock reads keeps the clock out of the profile.
                for (int i = 0; i < 16; i++)
                {
                    GC.KeepAlive(benchCase.Once(op));
                }

                count += 16;
            }

            double perSecond = count / clock.Elapsed.TotalSeconds;
            log.WriteLine($"{benchCase.Workload} / {benchCase.Serializer}: {op} {count} times in {clock.Elapsed.TotalSeconds:F1} s ({1e6 / perSecond:F2} us each); " +
                $"collections gen0 {GC.CollectionCount(0) - gen0}, gen1 {GC.CollectionCount(1) - gen1}, gen2 {GC.CollectionCount(2) - gen2}, " +
                $"paused {(GC.GetTotalPauseDuration() - paused).TotalMilliseconds / count * 1000:F2} us each");
            looped++;
        }

        return looped == 0 ? 2 : 0;
    }
}
