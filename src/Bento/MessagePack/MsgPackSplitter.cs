using System;
using System.Collections.Generic;
using System.Runtime.CompilerServices;
using System.Threading;
using Bento.Internal;

namespace Bento.MessagePack;

/// <summary>
/// Reads one large array of a MessagePack document on several threads, with the result and any error exactly those of
/// a read on one thread (docs/parallel-read.md).
/// </summary>
/// <remarks>
/// The split is speculative and checked, as JSON's is (<see cref="Json.JsonSplitter"/>). A pool thread, when it starts,
/// guesses an element start ahead of the calling thread (a header like the first element's, for a map followed by the
/// same first key, from which the next few values measure out as whole elements of the same kind), leaving the calling
/// thread its share of what is left, and decodes from there; with more threads it starts a helper of its own. A guess
/// counts only once the elements before it, read from a start already known, end exactly at one of the part's element
/// starts: then the part's bytes from there are the next elements of this array, and decoding them is the same work on
/// any thread. Unlike JSON, an array has no closing byte, so a part cannot tell where the array ends until the elements
/// before it are counted: the calling thread tells each part how many elements are left when it gets to it, and what a
/// part decoded past that (the values after the array) is discarded. An earlier version split exactly, by skipping
/// elements beside the decode to find where a part starts; that bounded two threads at 2 - r, r being a skip's cost
/// relative to a decode (0.26 to 0.6 on the measured data). When a part fails (bad input, a setter that throws, a short
/// stack), the calling thread reads on from the last element the part finished, so every exception comes from the one
/// reader a sequential read uses, at the same place.
/// </remarks>
internal sealed class MsgPackSplitter : SplitBudget
{
    // How many values after a candidate element start must measure out as whole elements of the first one's kind.
    private const int CheckedElements = 4;

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
        var first = new ElementStart(document, reader.Position);
        if (!first.IsContainer)
        {
            for (int i = 0; i < count; i++)
                items[i] = element.Read(ref reader);
            return;
        }

        // The document is pinned while other threads read it, and every one of them has stopped before this returns.
        fixed (byte* pointer = document)
        {
            var array = new SplitArray<T>(new PinnedDocument(pointer, document.Length), reader.Options, reader.CurrentDepth, element, first, count);
            var progress = new Progress(reader.Position);
            var helper = new Part<T>(array, progress, Threads, 1);
            helper.Start();
            try
            {
                int index = 0;
                var part = helper;
                while (index < count)
                {
                    // The part's guess, once it has found one (until then this thread reads on).
                    int guess = part is null ? int.MaxValue : part.Guess;
                    if (reader.Position < guess)
                    {
                        items[index++] = element.Read(ref reader);
                        progress.Position = reader.Position;
                        continue;
                    }

                    // At or past the part's guess: the part's elements count from the one that starts where this
                    // thread is, if any does (a guess that was inside an element, the last value of its parent, often
                    // runs on into the next elements, and its part with it).
                    part!.Arrive(reader.Position, count - index);
                    Help(part, count - index);
                    part.Join();
                    int taken = part.MoveTo(items, index, out int end);
                    if (taken > 0)
                    {
                        index += taken;
                        reader.ResumeAt(end);
                    }
                    // A part that stopped early (it failed, or passed its helper's guess) leaves the rest to this thread,
                    // which reads on from its last element and so raises what a sequential read raises.
                    part = part.Helper;
                }
            }
            finally
            {
                Part<T>.StopChain(helper);
            }
        }
    }

    /// <summary>
    /// While <paramref name="part"/> is still reading (a pool thread that started late or runs slower than this one),
    /// this thread takes the second half of what the part has left instead of waiting for it, and again while the
    /// part is still not done: each such half is a part of its own, read here, that the part stops in front of.
    /// </summary>
    private void Help<T>(Part<T> part, int left)
    {
        while (!part.IsFinished)
        {
            var late = part.SplitRest(left, MinHelpBytes);
            if (late is null) return;
            late.Join();   // never started: read on this thread
        }
    }

    /// <summary>
    /// A guessed element start for a part that starts when its owner is at <paramref name="from"/>, leaving the owner
    /// and the parts after it equal shares of the rest up to <paramref name="to"/> (the document's end, as the array's
    /// own end is not known before it is read, or where the part after them starts): 1/<paramref name="threads"/> of it
    /// for the owner. -1 when none is found near there.
    /// </summary>
    internal static int Guess(ReadOnlySpan<byte> document, in ElementStart first, int from, int to, int threads)
    {
        long span = to - from;
        int at = (int)(from + (span / threads));
        // The search looks this far past its target: elements larger than that leave the array unsplit.
        int window = (int)Math.Min(int.MaxValue, span / (2 * threads));
        return at <= from ? -1 : first.Next(document, at, Math.Min(to, at + window));
    }

    /// <summary>The offset after the last element a thread read, for the part that helps it to start from.</summary>
    private sealed class Progress
    {
        private int _position;

        public Progress(int position) => _position = position;

        public int Position
        {
            get => Volatile.Read(ref _position);
            set => Volatile.Write(ref _position, value);
        }
    }

    /// <summary>What every part of one split array shares.</summary>
    private sealed class SplitArray<T>
    {
        public SplitArray(PinnedDocument document, BentoMessagePackOptions options, int depth, IMsgPackShape<T> element, ElementStart first, int count)
        {
            Document = document;
            Options = options;
            Depth = depth;
            Element = element;
            First = first;
            Count = count;
        }

        public PinnedDocument Document { get; }

        public BentoMessagePackOptions Options { get; }

        public int Depth { get; }

        public IMsgPackShape<T> Element { get; }

        public ElementStart First { get; }

        public int Count { get; }
    }

    /// <summary>
    /// What the first element starts with, and how a guess recognises an element like it: a map header followed by the
    /// same first key (maps of one type share their first key, though a writer that leaves out nulls varies the count),
    /// else the same header bytes (arrays of the array layout have one count per type). Values inside an element often
    /// begin with the same bytes, so a candidate also has to measure out, with the values after it, as whole elements.
    /// </summary>
    internal readonly struct ElementStart
    {
        private readonly int _start;
        private readonly int _headerLength;
        private readonly int _keyLength;
        private readonly bool _map;

        public ElementStart(ReadOnlySpan<byte> document, int start)
        {
            _start = start;
            _keyLength = 0;
            _map = false;
            _headerLength = 0;
            if ((uint)start >= (uint)document.Length) return;
            byte code = document[start];
            _map = IsMap(code);
            _headerLength = HeaderLength(code);
            if (_headerLength == 0 || start + _headerLength >= document.Length)
            {
                _headerLength = 0;
                return;
            }
            // The first key, when the map has one and it is a short string in full view: what most maps of the map
            // layout start with.
            byte key = document[start + _headerLength];
            if (_map && HasItems(document, start, _headerLength) && key is > MsgPackCode.MinFixStr and <= MsgPackCode.MaxFixStr)
            {
                int length = 1 + (key & 0x1f);
                if (start + _headerLength + length <= document.Length) _keyLength = length;
            }
        }

        public bool IsContainer => _headerLength != 0;

        /// <summary>Whether the first element is a map (else an array); a guess found is always of the same kind.</summary>
        public bool IsMapElement => _map;

        /// <summary>The first candidate element start in [from, end) that checks out, or -1.</summary>
        public int Next(ReadOnlySpan<byte> document, int from, int end)
        {
            var needle = _keyLength != 0
                ? document.Slice(_start + _headerLength, _keyLength)
                : document.Slice(_start, _headerLength);
            while (from < end)
            {
                int found = document.Slice(from, end - from).IndexOf(needle);
                if (found < 0) return -1;
                int at = from + found;
                int candidate = _keyLength != 0 ? MapHeaderBefore(document, at) : at;
                if (candidate >= 0 && MeasuresOut(document, candidate)) return candidate;
                from = at + 1;
            }
            return -1;
        }

        // The start of the map header that ends at `key`, or -1: fixmap, map 16 and map 32 are tried in turn.
        private static int MapHeaderBefore(ReadOnlySpan<byte> document, int key)
        {
            for (int length = 1; length <= 5; length += 2)
            {
                int at = key - length;
                if (at >= 0 && IsMap(document[at]) && HeaderLength(document[at]) == length) return at;
            }
            return -1;
        }

        // Whether the values from `at` are whole elements of the first one's kind, as far as the check looks: the last
        // one may end the document.
        private bool MeasuresOut(ReadOnlySpan<byte> document, int at)
        {
            for (int n = 0; n < CheckedElements; n++)
            {
                if (!IsContainerOf(document[at], _map)) return false;
                at = ValueExtent.MsgPack(document, at);
                if (at < 0) return false;
                if (at == document.Length) return true;
            }
            return true;
        }

        // Whether the header at `at` counts one item or more (else what follows it is not its first key).
        private static bool HasItems(ReadOnlySpan<byte> document, int at, int headerLength)
        {
            if (headerLength == 1) return (document[at] & 0x0f) != 0;
            int any = 0;
            for (int i = 1; i < headerLength; i++)
                any |= document[at + i];
            return any != 0;
        }

        public static bool IsMap(byte code) => code is (>= MsgPackCode.MinFixMap and <= MsgPackCode.MaxFixMap) or MsgPackCode.Map16 or MsgPackCode.Map32;

        /// <summary>Whether <paramref name="code"/> starts a map (<paramref name="map"/>) or an array (otherwise).</summary>
        public static bool IsContainerOf(byte code, bool map) => HeaderLength(code) != 0 && IsMap(code) == map;

        // The length of a map or array header starting with `code`, else 0.
        private static int HeaderLength(byte code) => code switch
        {
            >= MsgPackCode.MinFixMap and <= MsgPackCode.MaxFixArray => 1,
            MsgPackCode.Map16 or MsgPackCode.Array16 => 3,
            MsgPackCode.Map32 or MsgPackCode.Array32 => 5,
            _ => 0,
        };
    }

    /// <summary>
    /// One link of a chain of parts: on a pool thread, guesses an element start ahead of its owner (the calling thread
    /// or the part before it), leaving the owner its share of what is left, then decodes from there until its own
    /// helper's guess, the number of elements the calling thread allows it, a value of another kind, the end of the
    /// document or a failure. The guess is made when the part starts, from where its owner is then, so a pool thread
    /// that starts late takes a smaller share instead of keeping the owner waiting.
    /// </summary>
    private sealed class Part<T> : ParallelPart
    {
        private const int NotYet = int.MaxValue;

        private readonly SplitArray<T> _array;
        private readonly Progress _owner;
        private readonly Progress _progress = new Progress(0);
        private readonly int _threads;
        private readonly int _before;
        private readonly List<T> _items = new List<T>();
        private readonly List<int> _ends = new List<int>();
        // For a part the calling thread split off another one's rest (SplitRest): that part, which reads up to where
        // this one starts and so tells, once it is finished, how many elements this one may keep.
        private readonly Part<T>? _ownerPart;
        private Part<T>? _helper;
        private int _guess = NotYet;
        private int _limit;
        // Set by the calling thread when it gets to the part: where it is (0 until then) and how many elements are
        // left from there.
        private int _arrivedAt;
        private int _left;

        /// <param name="array">The array and how to read it.</param>
        /// <param name="owner">Where the thread this part helps is.</param>
        /// <param name="threads">The threads left in the chain, the owner's included.</param>
        /// <param name="before">How many threads read before this part: each reads an element at least.</param>
        public Part(SplitArray<T> array, Progress owner, int threads, int before)
        {
            _array = array;
            _owner = owner;
            _threads = threads;
            _before = before;
            _limit = array.Count - before;
        }

        // A part split off the rest of `owner` at `guess`, read by the calling thread: at most `limit` elements, up to
        // `helper`'s guess (the part that read after `owner` until now).
        private Part(Part<T> owner, int guess, int limit, Part<T>? helper)
        {
            _array = owner._array;
            _owner = owner._progress;
            _ownerPart = owner;
            _threads = 2;
            _before = owner._before + 1;
            _limit = limit;
            _helper = helper;
            _guess = guess;
            _progress.Position = guess;
        }

        /// <summary>The part's guessed first element: int.MaxValue until the part has one, and when it finds none.</summary>
        public int Guess => Volatile.Read(ref _guess);

        /// <summary>
        /// The part that reads on from where this one stops, once there is one: a pool thread's part when more than two
        /// threads are allowed, or a part the calling thread split off this one's rest.
        /// </summary>
        public Part<T>? Helper => Volatile.Read(ref _helper);

        /// <summary>
        /// Called by the calling thread, after <see cref="Arrive"/>, while this part is still reading: a part (not
        /// started) for the second half of what this one has left before its helper, which this one now stops in front
        /// of; null when what is left is under <paramref name="minBytes"/> or no element start is found in it.
        /// </summary>
        public Part<T>? SplitRest(int left, int minBytes)
        {
            var next = Helper;
            int to = next is null ? _array.Document.Span.Length : next.Guess;
            int from = _progress.Position;
            // A helper still without a guess may yet take any place: this part is left to find it.
            if (to == NotYet || to - from < minBytes) return null;
            int guess = MsgPackSplitter.Guess(_array.Document.Span, _array.First, from, to, 2);
            if (guess < 0) return null;
            var late = new Part<T>(this, guess, left - 1, next);
            // From here this part stops at the new guess (unless it is already past it: then it reads on, and the new
            // part's elements are not used).
            Volatile.Write(ref _helper, late);
            return late;
        }

        /// <summary>Cancels and waits for each part of a chain in turn: none reads the document after this returns.</summary>
        public static void StopChain(Part<T>? first)
        {
            for (var part = first; part is not null; part = part.Helper)
            {
                part.Cancel();
                part.Join();
            }
        }

        /// <summary>
        /// Called by the calling thread when it is at <paramref name="position"/>, at or past <see cref="Guess"/>, with
        /// <paramref name="left"/> elements of the array from there: the part decodes no further than those.
        /// </summary>
        public void Arrive(int position, int left)
        {
            _left = left;
            Volatile.Write(ref _arrivedAt, position);
        }

        /// <summary>
        /// After <see cref="ParallelPart.Join"/>: copies the part's elements from the one that starts where the calling
        /// thread arrived, as many as the array has left, to <paramref name="destination"/> at <paramref name="at"/>;
        /// returns how many (0 when none starts there), and where the last of them ends.
        /// </summary>
        public int MoveTo(T[] destination, int at, out int end)
        {
            end = 0;
            int from = ElementAt(_arrivedAt);
            if (from < 0) return 0;
            int taken = Math.Min(_items.Count - from, _left);
            if (taken <= 0) return 0;
            _items.CopyTo(from, destination, at, taken);
            end = _ends[from + taken - 1];
            return taken;
        }

        protected override void Read()
        {
            var document = _array.Document.Span;
            int guess = _guess;
            if (_ownerPart is null)
            {
                // A pool thread's part guesses when it starts, from where its owner is then.
                guess = MsgPackSplitter.Guess(document, _array.First, _owner.Position, document.Length, _threads);
                if (guess < 0)
                {
                    Outcome = PartOutcome.Failed;
                    return;
                }
                _progress.Position = guess;
                if (_threads > 2)
                {
                    var helper = new Part<T>(_array, _progress, _threads - 1, _before + 1);
                    _helper = helper;
                    helper.Start();
                }
                // Published after the helper is set: the calling thread reads Helper once it has joined this part.
                Volatile.Write(ref _guess, guess);
                _items.Capacity = Math.Min(_limit, _array.Count / _threads + 16);
                _ends.Capacity = _items.Capacity;
            }

            var reader = MsgPackReader.ForPart(document, _array.Options, guess, _array.Depth);
            var element = _array.Element;
            bool maps = _array.First.IsMapElement;
            bool found = false;
            bool ownerDone = false;
            while (!IsCancelled)
            {
                int position = reader.Position;
                if (!ownerDone && _ownerPart is { IsFinished: true } owner)
                {
                    // The part before this one is done: unless it ended where this one starts, the calling thread gets
                    // here some other way (or not at all), so reading on is most likely wasted.
                    ownerDone = true;
                    int kept = owner.KeptBefore(guess);
                    if (kept < 0) break;
                    _limit = Math.Min(_limit, owner._left - kept);
                }
                int arrivedAt = Volatile.Read(ref _arrivedAt);
                if (arrivedAt != 0 && !found)
                {
                    int from = ElementAt(arrivedAt);
                    if (from >= 0)
                    {
                        found = true;
                        _limit = from + _left;
                    }
                    else if (position > arrivedAt)
                    {
                        break;   // the calling thread is inside one of this part's elements: nothing here is kept
                    }
                }
                if (_items.Count >= _limit || position >= document.Length || (Helper is { } next && position == next.Guess)) break;
                // A value of another kind than the first element (nil aside) is most likely past the array's end, where
                // this part may be before it is told: it stops rather than fail on it, since a failure costs more than
                // the part's whole work (an error's path is found by scanning the document from its start).
                byte code = document[position];
                if (code != MsgPackCode.Nil && !ElementStart.IsContainerOf(code, maps)) break;
                _items.Add(element.Read(ref reader));
                _ends.Add(reader.Position);
                _progress.Position = reader.Position;
            }
            Outcome = PartOutcome.Reached;
        }

        // Once this part is finished: how many of its elements the calling thread keeps when their last one ends at
        // `offset`, else -1.
        private int KeptBefore(int offset)
        {
            int from = ElementAt(_arrivedAt);
            if (from < 0) return -1;
            int kept = Math.Min(_items.Count - from, _left);
            return kept > 0 && _ends[from + kept - 1] == offset ? kept : -1;
        }

        // The index of the element this part read (or will read next) that starts at `offset`, else -1.
        private int ElementAt(int offset)
        {
            if (offset == _guess) return 0;
            int index = _ends.BinarySearch(offset);
            return index >= 0 ? index + 1 : -1;
        }
    }
}
