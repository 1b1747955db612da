using System;

namespace Bento.Tests.Infrastructure
{
    /// <summary>Counts the bytes an action allocates on the calling thread (a count, not a timing).</summary>
    public static class Allocations
    {
        /// <summary>
        /// The smallest count of a few runs after one warm-up: a single run can include one-off allocations of the
        /// runtime (tiered compilation, a pool's first buffer), which are not the action's own.
        /// </summary>
        public static long Measure(Action action)
        {
            action();
            long best = long.MaxValue;
            for (int i = 0; i < 3; i++)
            {
                long before = GC.GetAllocatedBytesForCurrentThread();
                action();
                long used = GC.GetAllocatedBytesForCurrentThread() - before;
                if (used < best)
                    best = used;
            }
            return best;
        }
    }
}
