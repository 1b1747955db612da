using System;
using System.Runtime.CompilerServices;
using System.Threading;
using Bento.Internal;

namespace Bento.MessagePack;

/// <summary>
/// Reads one large array of a MessagePack document on several threads, with the result and any error exactly those of
/// a read on one thread (docs/parallel-read.md).
/// </summary>
/// <remarks>
/// MessagePack needs no guessing: the array's header gives its count, and skipping an element (reading its headers and
/// lengths, decoding nothing) finds exactly where the next one starts. The calling thread starts decoding at once; a
/// pool thread skips ahead of it and, at about the middle of what is left, claims the rest of the array (a claim the
/// decoding thread can refuse by having got there first) and decodes it, with a helper of its own when more threads
/// are allowed. Skipping runs beside decoding, so it costs the split only the time the skip takes to get ahead.
/// Parts are checked as they are joined: a part's elements count only when the elements before it, read by whichever
/// thread, ended exactly where the skip said the part starts. When a part fails (bad input, a setter that throws, a
/// short stack), every part is stopped and the calling thread reads from that part to the end itself. So every
/// exception comes from the one reader a sequential read uses, at the same place.
/// </remarks>
internal sealed class MsgPackSplitter : SplitBudget
{
    public MsgPackSplitter(BentoParallelReadOptions options)
        : base(options)
    {
    }

    /// <summary>
    /// Whether the array of <paramref name="count"/> elements whose first element is next is split: the caller asks
    /// before it boxes its element shape for <see cref="Read"/>.
    /// </summary>
    [MethodImpl(MethodImplOptions.AggressiveInlining)]
    public bool Wants(ref MsgPackReader reader, int count) => Allows(reader.CurrentDepth, reader.Document.Length) && count >= 2;

    /// <summary>
    /// Reads the <paramref name="count"/> elements of the array whose first element is next into
    /// <paramref name="items"/> (at least that long), leaving the reader after the last one, as a loop reading them one
    /// by one would; an exception is the one that loop would raise.
    /// </summary>
    public unsafe void Read<T>(ref MsgPackReader reader, IMsgPackShape<T> element, T[] items, int count)
    {
        Spend();
        var document = reader.Document;

        // The document is pinned while other threads read it, and every one of them has stopped before this returns.
        fixed (byte* pointer = document)
        {
            var array = new SplitArray<T>(new PinnedDocument(pointer, document.Length), reader.Options, reader.CurrentDepth, element, items);
            var claim = new Claim(0, count);
            var helper = new Part<T>(array, claim, 0, reader.Position, Threads);
            helper.Start();
            try
            {
                int index = Decode(ref reader, element, items, claim, 0, null);
                var part = helper;
                while (index < count)
                {
                    // A part claimed the elements from `index` on: it started, so this waits for it.
                    part!.Join();
                    if (part.Outcome != PartOutcome.Reached || part.First != index || part.Offset != reader.Position)
                    {
                        // The parts write into the same array as this thread: stop them all before reading the rest here.
                        Part<T>.StopChain(helper);
                        for (; index < count; index++)
                            items[index] = element.Read(ref reader);
                        return;
                    }
                    reader.ResumeAt(part.End);
                    index = part.Stop;
                    part = part.Next;
                }
            }
            finally
            {
                Part<T>.StopChain(helper);
            }
        }
    }

    /// <summary>
    /// Decodes the elements of <paramref name="claim"/>'s range from <paramref name="first"/> until its limit, which a
    /// helper may lower while this runs; returns the index it stopped at.
    /// </summary>
    private static int Decode<T>(ref MsgPackReader reader, IMsgPackShape<T> element, T[] items, Claim claim, int first, ParallelPart? owner)
    {
        int index = first;
        while (claim.TryTake(index))
        {
            if (owner is not null && owner.IsCancelled) throw new OperationCanceledException();
            items[index] = element.Read(ref reader);
            index++;
        }
        return index;
    }

    /// <summary>What every part of one split array shares: the pinned document, how to read an element, and where to put it.</summary>
    private sealed class SplitArray<T>
    {
        public SplitArray(PinnedDocument document, BentoMessagePackOptions options, int depth, IMsgPackShape<T> element, T[] items)
        {
            Document = document;
            Options = options;
            Depth = depth;
            Element = element;
            Items = items;
        }

        public PinnedDocument Document { get; }

        public BentoMessagePackOptions Options { get; }

        public int Depth { get; }

        public IMsgPackShape<T> Element { get; }

        public T[] Items { get; }

        /// <summary>A reader at <paramref name="offset"/>, inside the array.</summary>
        public MsgPackReader ReaderAt(int offset) => MsgPackReader.ForPart(Document.Span, Options, offset, Depth);
    }

    /// <summary>
    /// The range of elements one thread decodes: the next index it takes and the limit it stops at. Its helper lowers
    /// the limit to claim the elements from there on, which it may do only while the decoding thread has not taken
    /// them; both change together in one word, so the decoding thread's take and the helper's claim cannot both win.
    /// </summary>
    private sealed class Claim
    {
        // The limit in the high half, the next index in the low half.
        private long _state;

        public Claim(int next, int limit) => _state = Pack(next, limit);

        /// <summary>The index the decoding thread takes next.</summary>
        public int Next => (int)Volatile.Read(ref _state);

        /// <summary>The end of the range: the array's count, or where a helper claimed the rest.</summary>
        public int Limit => (int)(Volatile.Read(ref _state) >> 32);

        /// <summary>Called by the decoding thread before element <paramref name="index"/>: false once the range ends there.</summary>
        public bool TryTake(int index)
        {
            while (true)
            {
                long state = Volatile.Read(ref _state);
                int limit = (int)(state >> 32);
                if (index >= limit) return false;
                if (Interlocked.CompareExchange(ref _state, Pack(index + 1, limit), state) == state) return true;
            }
        }

        /// <summary>
        /// Called by the helper: takes the elements from <paramref name="at"/> to <paramref name="limit"/> (the range's
        /// end until then), unless the decoding thread has taken <paramref name="at"/>.
        /// </summary>
        public bool TryClaim(int at, out int limit)
        {
            long state = Volatile.Read(ref _state);
            int next = (int)state;
            limit = (int)(state >> 32);
            if (at < next || at >= limit) return false;
            return Interlocked.CompareExchange(ref _state, Pack(next, at), state) == state;
        }

        private static long Pack(int next, int limit) => ((long)limit << 32) | (uint)next;
    }

    /// <summary>
    /// A helper of one range: on a pool thread, skips from the range's first element until it is about 1/threads of the
    /// remaining elements ahead of the decoding thread, claims the elements from there to the range's end and decodes
    /// them, itself helped by another part while more than one thread is left.
    /// </summary>
    private sealed class Part<T> : ParallelPart
    {
        private readonly SplitArray<T> _array;
        private readonly Claim _helped;
        private readonly int _from;
        private readonly int _fromOffset;
        private readonly int _threads;

        public Part(SplitArray<T> array, Claim helped, int from, int fromOffset, int threads)
        {
            _array = array;
            _helped = helped;
            _from = from;
            _fromOffset = fromOffset;
            _threads = threads;
        }

        /// <summary>The index of the first element this part claimed.</summary>
        public int First { get; private set; }

        /// <summary>The offset of that element, found by the skip.</summary>
        public int Offset { get; private set; }

        /// <summary>The index this part stopped decoding at: the array's end, or where its own helper claimed the rest.</summary>
        public int Stop { get; private set; }

        /// <summary>The offset after the element before <see cref="Stop"/>.</summary>
        public int End { get; private set; }

        /// <summary>This part's own helper, once it has one.</summary>
        public Part<T>? Next { get; private set; }

        /// <summary>Cancels and waits for each part of a chain in turn: none reads the document after this returns.</summary>
        public static void StopChain(Part<T>? first)
        {
            for (var part = first; part is not null; part = part.Next)
            {
                part.Cancel();
                part.Join();
            }
        }

        protected override void Read()
        {
            var scout = _array.ReaderAt(_fromOffset);
            int index = _from;
            int target = Target();
            int end;
            while (true)
            {
                if (IsCancelled || index >= _helped.Limit)
                {
                    // The decoding thread got to the end first: nothing is left to claim.
                    Outcome = PartOutcome.Failed;
                    return;
                }
                if (index >= target)
                {
                    // The decoding thread has moved on since the target was set: claim only if this is still past
                    // where the work left is shared equally (the skip gains on the decode, so it gets there).
                    target = Target();
                    if (index >= target && _helped.TryClaim(index, out end)) break;
                    continue;
                }
                scout.Skip();
                index++;
            }

            First = index;
            Offset = scout.Position;
            var own = new Claim(index, end);
            if (_threads > 2)
            {
                Next = new Part<T>(_array, own, index, Offset, _threads - 1);
                Next.Start();
            }
            var reader = _array.ReaderAt(Offset);
            Stop = Decode(ref reader, _array.Element, _array.Items, own, index, this);
            End = reader.Position;
            Outcome = PartOutcome.Reached;
        }

        // Where a claim leaves the decoding thread and the threads after it equal work: 1/threads of what remains.
        private int Target()
        {
            int next = _helped.Next;
            return next + Math.Max(1, (_helped.Limit - next) / _threads);
        }
    }
}
