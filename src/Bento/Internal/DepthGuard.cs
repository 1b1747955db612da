using System;
using System.Runtime.CompilerServices;

namespace Bento.Internal;

/// <summary>
/// Keeps deep input from overflowing the stack. Typed reads and writes recurse once per level of nesting, and a stack
/// overflow cannot be caught: it ends the process. <see cref="BentoJsonOptions.MaxDepth"/> is the documented limit, but
/// it accepts any positive value, so past <see cref="ProbeFrom"/> levels every new level also asks the runtime whether
/// the thread's stack has room left, and fails with Bento's exception when it has not, on any thread size.
/// </summary>
internal static class DepthGuard
{
    /// <summary>
    /// Levels entered without a probe. Far below what the smallest thread stack in use (256 KiB) holds, and at least the
    /// default MaxDepth of 64 is reached after it, so the check of the common case stays one comparison.
    /// </summary>
    public const int ProbeFrom = 32;

    /// <summary>The depth from which the reader or writer calls its slow check: MaxDepth or the probe depth, whichever is lower.</summary>
    public static int CheckFrom(int maxDepth) => Math.Min(maxDepth, ProbeFrom);

    /// <summary>True when the current thread's stack is too short to go one level deeper.</summary>
    public static bool StackIsShort() => !RuntimeHelpers.TryEnsureSufficientExecutionStack();

    public static string ReadMessage(int depth) =>
        $"The document is nested {depth} levels deep, more than the stack of this thread can hold; lower MaxDepth, or read such documents on a thread with a larger stack.";

    public static string WriteMessage(int depth) =>
        $"The object graph is nested {depth} levels deep, more than the stack of this thread can hold; no object repeats on the way down, so it is deep data, not a cycle. Lower MaxDepth, or write such graphs on a thread with a larger stack.";
}
