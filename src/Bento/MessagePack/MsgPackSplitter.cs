using System;
using Bento.Internal;

namespace Bento.MessagePack;

/// <summary>
/// Reads one large array of a MessagePack document on several threads, with the result and any error exactly those of
/// a read on one thread (docs/parallel-read.md).
/// </summary>
/// <remarks>
/// MessagePack needs no guessing: the array's header gives its count, and skipping an element (reading its headers and
/// lengths, decoding nothing) finds exactly where the next one starts. The calling thread skips to each part's first
/// element and hands the part to the pool, then reads the first part itself. Parts are checked as they are joined: a
/// part's elements count only when the elements before it, read by whichever thread, ended exactly where the skip said
/// the part starts. When a skip fails (the input is bad there) the parts after it are not started; when a part fails
/// (bad input, a setter that throws, a short stack), every other part is stopped and the calling thread reads from
/// that part to the end itself. So every exception comes from the one reader a sequential read uses, at the same place.
/// </remarks>
internal sealed class MsgPackSplitter
{
    // Arrays at this depth or less are split: the root array, or an array member of the root object.
    private const int MaxSplitDepth = 2;

    // A document with many top-level arrays splits the first few; each split costs a skip over part of the array and a
    // thread start and join.
    private const int MaxSplits = 16;

    private readonly int _threads;
    private readonly int _minDocumentBytes;
    private int _splitsLeft = MaxSplits;

    public MsgPackSplitter(BentoParallelReadOptions options)
    {
        _threads = Math.Min(options.Threads, 64);
        _minDocumentBytes = options.MinDocumentBytes;
    }

    /// <summary>
    /// Whether the array of <paramref name="count"/> elements whose first element is next is split: the caller asks
    /// before it boxes its element shape for <see cref="Read"/>, so the many arrays that are not split cost one call.
    /// </summary>
    public bool Wants(ref MsgPackReader reader, int count) =>
        count >= 2 && _threads >= 2 && _splitsLeft > 0 && reader.CurrentDepth <= MaxSplitDepth && reader.Document.Length >= _minDocumentBytes;

    /// <summary>
    /// Reads the <paramref name="count"/> elements of the array whose first element is next into
    /// <paramref name="items"/> (at least that long), leaving the reader after the last one, as a loop reading them one
    /// by one would; an exception is the one that loop would raise.
    /// </summary>
    public unsafe void Read<T>(ref MsgPackReader reader, IMsgPackShape<T> element, T[] items, int count)
    {
        _splitsLeft--;
        int partCount = Math.Min(_threads, count);
        var document = reader.Document;

        // The document is pinned while other threads read it, and every one of them has stopped before this returns.
        fixed (byte* pointer = document)
        {
            var parts = new Part<T>?[partCount];
            try
            {
                var scout = reader;
                int skipped = 0;
                try
                {
                    for (int k = 1; k < partCount; k++)
                    {
                        int first = FirstOf(k, count, partCount);
                        for (; skipped < first; skipped++)
                            scout.Skip();
                        var part = new Part<T>((IntPtr)pointer, document.Length, reader.Options, reader.CurrentDepth, element, items, first, FirstOf(k + 1, count, partCount), scout.Position);
                        parts[k] = part;
                        part.Start();
                    }
                }
                catch (BentoMessagePackException)
                {
                    // The input is bad within the parts not started: this thread reads them, and raises the error where
                    // a sequential read raises it (or an earlier one, in an element the skip did not decode).
                }

                ReadRange(ref reader, element, items, 0, FirstOf(1, count, partCount));
                for (int k = 1; k < partCount; k++)
                {
                    var part = parts[k];
                    int first = FirstOf(k, count, partCount);
                    if (part is null)
                    {
                        ReadRange(ref reader, element, items, first, count);
                        return;
                    }
                    part.Join();
                    if (part.Outcome != PartOutcome.Reached || part.Offset != reader.Position)
                    {
                        // The parts write into the same array as this thread: stop them all before reading the rest here.
                        ParallelPart.StopAll(parts);
                        ReadRange(ref reader, element, items, first, count);
                        return;
                    }
                    reader.ResumeAt(part.End);
                }
            }
            finally
            {
                ParallelPart.StopAll(parts);
            }
        }
    }

    // The index of part k's first element: parts differ in length by one element at most.
    private static int FirstOf(int part, int count, int parts) => (int)((long)count * part / parts);

    private static void ReadRange<T>(ref MsgPackReader reader, IMsgPackShape<T> element, T[] items, int from, int to)
    {
        for (int i = from; i < to; i++)
            items[i] = element.Read(ref reader);
    }

    /// <summary>The elements [first, last) of a split array, read on a thread-pool thread from where a skip found the first.</summary>
    private sealed class Part<T> : ParallelPart
    {
        private readonly IntPtr _document;
        private readonly int _length;
        private readonly BentoMessagePackOptions _options;
        private readonly int _depth;
        private readonly IMsgPackShape<T> _element;
        private readonly T[] _items;
        private readonly int _first;
        private readonly int _last;

        public Part(IntPtr document, int length, BentoMessagePackOptions options, int depth, IMsgPackShape<T> element, T[] items, int first, int last, int start)
        {
            _document = document;
            _length = length;
            _options = options;
            _depth = depth;
            _element = element;
            _items = items;
            _first = first;
            _last = last;
            Offset = start;
        }

        /// <summary>The offset of the part's first element.</summary>
        public int Offset { get; }

        /// <summary>The offset after the part's last element, once it is read.</summary>
        public int End { get; private set; }

        protected override unsafe void Read()
        {
            var reader = MsgPackReader.ForPart(new ReadOnlySpan<byte>((void*)_document, _length), _options, Offset, _depth);
            for (int i = _first; i < _last; i++)
            {
                if (Cancelled)
                {
                    Outcome = PartOutcome.Failed;
                    return;
                }
                _items[i] = _element.Read(ref reader);
            }
            End = reader.Position;
            Outcome = PartOutcome.Reached;
        }
    }
}
