using System;
using System.Collections.Generic;
using System.Threading;
using System.Threading.Tasks;

namespace Bento.Internal;

/// <summary>How a part of a split array ended (JsonSplitter, MsgPackSplitter).</summary>
internal enum PartOutcome
{
    Running,
    /// <summary>Read every element it was given, up to where the next part starts.</summary>
    Reached,
    /// <summary>Read on to the end of the array.</summary>
    Ended,
    /// <summary>Threw, or was cancelled: the calling thread reads this part itself.</summary>
    Failed,
}

/// <summary>
/// A document pinned by the calling thread (a <c>fixed</c> block that outlasts every part), as the parts of a split
/// carry it to pool threads: a span cannot be stored in a class.
/// </summary>
internal readonly unsafe struct PinnedDocument
{
    private readonly IntPtr _start;
    private readonly int _length;

    public PinnedDocument(byte* start, int length)
    {
        _start = (IntPtr)start;
        _length = length;
    }

    public ReadOnlySpan<byte> Span => new ReadOnlySpan<byte>((void*)_start, _length);
}

/// <summary>
/// One part of an array read on a thread-pool thread while the calling thread reads another. Shared by the JSON and
/// MessagePack splitters, which differ in how they find where a part starts and how they check it.
/// </summary>
internal abstract class ParallelPart
{
    private volatile bool _cancelled;
    private volatile bool _finished;
    private int _started;
    private Task? _task;

    public PartOutcome Outcome { get; protected set; }

    /// <summary>Set by the calling thread when the part's result is no longer wanted; a running part stops at its next element.</summary>
    public bool IsCancelled => _cancelled;

    /// <summary>Whether the part has stopped reading: its results and <see cref="Outcome"/> are final.</summary>
    public bool IsFinished => _finished;

    // PreferFairness puts the part in the pool's global queue, where any idle thread takes it; from a pool thread the
    // default (its own local queue) leaves it to be stolen, and the caller's wait would often run it inline instead.
    public void Start() => _task = Task.Factory.StartNew(RunOnPool, CancellationToken.None, TaskCreationOptions.PreferFairness, TaskScheduler.Default);

    public void Cancel() => _cancelled = true;

    /// <summary>
    /// Waits for the part: when no pool thread has started it yet (the pool is busy), the caller reads it itself
    /// rather than wait for one; a part a pool thread started is waited for, because it reads pinned memory. A part
    /// that was never started is read here, on the calling thread: the splitters use that for parts the calling thread
    /// takes on while it would otherwise wait.
    /// </summary>
    public void Join()
    {
        if (Interlocked.CompareExchange(ref _started, 1, 0) == 0)
            Run();
        else if (_task is { } task)
            task.Wait();
        else
            SpinWait.SpinUntil(() => _finished);   // read by an earlier Join on this thread: already finished
    }

    /// <summary>Cancels every part, then waits for each: none reads the document after this returns.</summary>
    public static void StopAll(IEnumerable<ParallelPart> parts)
    {
        foreach (var part in parts)
            part.Cancel();
        foreach (var part in parts)
            part.Join();
    }

    private void RunOnPool()
    {
        if (Interlocked.CompareExchange(ref _started, 1, 0) == 0)
            Run();
    }

    private void Run()
    {
        try
        {
            if (_cancelled)
                Outcome = PartOutcome.Failed;
            else
                Read();
        }
        catch
        {
            // Any failure is the calling thread's to raise: it reads this part itself, as a sequential read would.
            Outcome = PartOutcome.Failed;
        }
        finally
        {
            _finished = true;
        }
    }

    /// <summary>Reads the part and sets <see cref="Outcome"/>; an exception counts as <see cref="PartOutcome.Failed"/>.</summary>
    protected abstract void Read();
}
