using System;
using System.Collections.Generic;
using System.Runtime.CompilerServices;
using System.Threading;
using Bento.Internal;

namespace Bento.Json;

/// <summary>
/// Reads one large array of a document on several threads, with the result and any error exactly those of a read on
/// one thread (docs/parallel-read.md).
/// </summary>
/// <remarks>
/// The split is speculative and checked. Other threads start at guessed element boundaries (a comma, then a byte that
/// starts a value of the first element's kind); each part is read up to the next guess. A guess counts only once the
/// part before it, read from a boundary already known, arrives exactly at it: then the bytes from there are an element
/// of the same array, and reading them is the same work on any thread (an element's read does not depend on what came
/// before it, the options and the depth being equal). A guess that falls inside a string or a nested value is never
/// arrived at, and the thread before it reads on to the end of the array instead. Whatever goes wrong in a part
/// (bad input, a setter that throws, a short stack), the calling thread reads that part and the rest itself, so every
/// exception a caller sees is raised by the one reader a sequential read would use, at the same place.
/// </remarks>
internal sealed class JsonSplitter : SplitBudget
{
    public JsonSplitter(BentoParallelReadOptions options)
        : base(options)
    {
    }

    /// <summary>
    /// Whether the array whose first element is next may be split: the caller asks before it boxes its element shape
    /// for <see cref="TryRead"/>, so that the many arrays that are not split cost no allocation.
    /// </summary>
    [MethodImpl(MethodImplOptions.AggressiveInlining)]
    public bool Wants(ref JsonReader reader) => Allows(reader.CurrentDepth, reader.Document.Length) && reader.CanSplit;

    /// <summary>
    /// Called by a list or array read whose first element is next, when <see cref="Wants"/> said yes. When the array is
    /// split, reads all of it into <paramref name="items"/>, leaves the reader after its closing bracket and returns
    /// true; otherwise consumes nothing and returns false (the caller reads the array as usual).
    /// </summary>
    public unsafe bool TryRead<T>(ref JsonReader reader, IJsonShape<T> element, out List<T> items)
    {
        items = null!;
        var document = reader.Document;
        int start = reader.Position;
        int depth = reader.CurrentDepth;
        // Counted before guessing, so that the guesses' scans are bounded too.
        Spend();
        var first = new ElementStart(document, start);
        int[] guesses = Guess(document, start, first, Threads);
        if (guesses.Length == 0)
            return false;

        // The document is pinned while other threads read it, and every one of them has stopped before this returns.
        fixed (byte* pointer = document)
        {
            // In the order of their first elements; parts the calling thread splits off a slower part's rest are
            // inserted after it.
            var parts = new List<Part<T>>(guesses.Length);
            for (int i = 0; i < guesses.Length; i++)
            {
                int stop = i + 1 < guesses.Length ? guesses[i + 1] : -1;
                var part = new Part<T>(new PinnedDocument(pointer, document.Length), reader.Options, element, guesses[i], stop, depth);
                parts.Add(part);
                part.Start();
            }
            try
            {
                var result = new List<T>();
                if (!ReadUntil(ref reader, element, result, guesses[0]))
                {
                    // The array ended before the first guess, or the read passed it: every element is already read.
                    items = result;
                    return true;
                }
                for (int i = 0; i < parts.Count; i++)
                {
                    var part = parts[i];
                    Help(document, first, parts, i);
                    part.Join();
                    if (part.Outcome == PartOutcome.Failed)
                    {
                        // Read from the part's (checked) first element on this thread, as a sequential read would.
                        reader.ResumeAt(part.First);
                        ReadRest(ref reader, element, result);
                        items = result;
                        return true;
                    }
                    result.AddRange(part.Items!);
                    if (part.Outcome == PartOutcome.Ended)
                    {
                        reader.EndArrayAt(part.End);
                        items = result;
                        return true;
                    }
                    // Arrived where a later part starts, so that part's first element is checked. Parts between the
                    // two were split off this one after it had passed their start: their elements are this one's.
                    while (i + 1 < parts.Count && parts[i + 1].First != part.End)
                        i++;
                }
                throw new InvalidOperationException("The last part of a split array neither ended nor failed.");
            }
            finally
            {
                ParallelPart.StopAll(parts);
            }
        }
    }

    /// <summary>
    /// While <c>parts[index]</c> is still reading (a pool thread that started late or runs slower than this one), this
    /// thread takes the second half of what the part has left before its stop instead of waiting for it, and again
    /// while the part is still not done: each such half is a part of its own, inserted after it and read here, at
    /// whose first element the part now stops.
    /// </summary>
    private void Help<T>(ReadOnlySpan<byte> document, in ElementStart first, List<Part<T>> parts, int index)
    {
        var part = parts[index];
        while (!part.IsFinished)
        {
            int to = part.Stop < 0 ? document.Length : part.Stop;
            int from = part.Position;
            if (to - from < MinHelpBytes) return;
            int at = from + ((to - from) / 2);
            int guess = NextElementStart(document, at, Math.Min(to, at + ((to - from) / 4)), first);
            if (guess < 0) return;
            var late = part.SplitAt(guess);
            parts.Insert(index + 1, late);
            late.Join();   // never started: read on this thread
        }
    }

    /// <summary>
    /// Reads elements (the first one next) until an element starts exactly at <paramref name="stop"/> (true, nothing
    /// of it read) or the array ends (false, the reader after its bracket).
    /// </summary>
    private static bool ReadUntil<T>(ref JsonReader reader, IJsonShape<T> element, List<T> items, int stop)
    {
        while (true)
        {
            if (reader.Position == stop) return true;
            items.Add(element.Read(ref reader));
            if (!reader.ReadNextArrayElement()) return false;
        }
    }

    private static void ReadRest<T>(ref JsonReader reader, IJsonShape<T> element, List<T> items)
    {
        do
        {
            items.Add(element.Read(ref reader));
        }
        while (reader.ReadNextArrayElement());
    }

    /// <summary>
    /// Up to <paramref name="parts"/> - 1 guessed element starts after <paramref name="start"/>, spread evenly over
    /// the rest of the document (the array's own end is not known before it is read), in increasing order.
    /// </summary>
    internal static int[] Guess(ReadOnlySpan<byte> document, int start, in ElementStart first, int parts)
    {
        var found = new List<int>(parts - 1);
        long span = document.Length - start;
        // Each guess looks this far past its target: objects larger than that leave the array unsplit.
        int window = (int)Math.Min(int.MaxValue, span / (2 * parts));
        int from = start + 1;
        for (int k = 1; k < parts; k++)
        {
            int at = Math.Max(from, (int)(start + (span * k / parts)));
            int guess = NextElementStart(document, at, Math.Min(document.Length, at + window), first);
            if (guess < 0) continue;
            found.Add(guess);
            from = guess + 1;
        }
        return found.ToArray();
    }

    // The first byte in [from, end) that follows a comma (and whitespace) and starts a value like the first element.
    // Objects, arrays and strings are found by their opening byte, which is rarer than a comma in most documents (canada
    // has a comma every few bytes and a brace every megabyte); numbers and literals by the comma before them.
    private static int NextElementStart(ReadOnlySpan<byte> document, int from, int end, in ElementStart first)
    {
        byte opening = first.Opening;
        while (from < end)
        {
            if (opening != 0)
            {
                int found = document.Slice(from, end - from).IndexOf(opening);
                if (found < 0) return -1;
                int at = from + found;
                if (FollowsComma(document, at) && first.Matches(document, at)) return at;
                from = at + 1;
            }
            else
            {
                int comma = document.Slice(from, end - from).IndexOf((byte)',');
                if (comma < 0) return -1;
                int at = SkipSpace(document, from + comma + 1);
                if (first.Matches(document, at)) return at;
                from = at;
            }
        }
        return -1;
    }

    // Whether the last byte before `at` other than whitespace is a comma.
    private static bool FollowsComma(ReadOnlySpan<byte> document, int at)
    {
        int before = at - 1;
        while (before >= 0 && document[before] is (byte)' ' or (byte)'\n' or (byte)'\r' or (byte)'\t')
            before--;
        return before >= 0 && document[before] == ',';
    }

    private static int SkipSpace(ReadOnlySpan<byte> document, int at)
    {
        while (at < document.Length && document[at] is (byte)' ' or (byte)'\n' or (byte)'\r' or (byte)'\t')
            at++;
        return at;
    }

    /// <summary>
    /// What the first element starts with: its kind of value and, for an object, its first member name. Arrays of
    /// objects often hold smaller arrays of other objects, and a comma before <c>{</c> is as common inside an element
    /// as between two; the first name tells most of them apart, so fewer guesses are wasted.
    /// </summary>
    internal readonly struct ElementStart
    {
        private readonly int _kind;
        private readonly int _nameStart;
        private readonly int _nameLength;

        public ElementStart(ReadOnlySpan<byte> document, int start)
        {
            _kind = Kind(document[start]);
            _nameStart = -1;
            _nameLength = 0;
            if (_kind != '{') return;
            int quote = SkipSpace(document, start + 1);
            if (quote >= document.Length || document[quote] != '"') return;
            int close = document.Slice(quote + 1).IndexOfAny((byte)'"', (byte)'\\');
            if (close < 0 || document[quote + 1 + close] != '"') return;
            _nameStart = quote;
            _nameLength = close + 2;
        }

        /// <summary>The byte every element of this kind starts with (a brace, bracket or quote), else 0.</summary>
        public byte Opening => _kind is '{' or '[' or '"' ? (byte)_kind : (byte)0;

        public bool Matches(ReadOnlySpan<byte> document, int at)
        {
            if (at >= document.Length || Kind(document[at]) != _kind) return false;
            if (_nameStart < 0) return true;
            int quote = SkipSpace(document, at + 1);
            return quote + _nameLength <= document.Length
                && document.Slice(quote, _nameLength).SequenceEqual(document.Slice(_nameStart, _nameLength));
        }
    }

    // What kind of value a byte starts: numbers by any digit or minus sign, the rest by their first byte.
    private static int Kind(byte first) => first is (byte)'-' or (>= (byte)'0' and <= (byte)'9') ? '0' : first;

    /// <summary>One part of a split array, read on a thread-pool thread from a guessed element start.</summary>
    private sealed class Part<T> : ParallelPart
    {
        private readonly PinnedDocument _document;
        private readonly BentoJsonOptions _options;
        private readonly IJsonShape<T> _element;
        private readonly int _start;
        private readonly int _depth;
        private int _stop;
        private int _position;
        // For a part the calling thread split off another one's rest: that part, which reads up to where this one
        // starts. Once it is done without arriving here, nothing this part reads is used.
        private Part<T>? _splitFrom;

        public Part(PinnedDocument document, BentoJsonOptions options, IJsonShape<T> element, int start, int stop, int depth)
        {
            _document = document;
            _options = options;
            _element = element;
            _start = start;
            _stop = stop;
            _depth = depth;
            _position = start;
        }

        public List<T>? Items { get; private set; }

        /// <summary>
        /// Where the part stopped: after the array's closing bracket when it ended the array, else the
        /// <see cref="Stop"/> it arrived at.
        /// </summary>
        public int End { get; private set; }

        /// <summary>The part's (guessed) first element.</summary>
        public int First => _start;

        /// <summary>Where the next part starts, at which this one stops; -1 for none (it reads to the array's end).</summary>
        public int Stop => Volatile.Read(ref _stop);

        /// <summary>Where the part's next element starts, as far as it has read.</summary>
        public int Position => Volatile.Read(ref _position);

        /// <summary>
        /// Called by the calling thread: a part (not started) from <paramref name="guess"/>, ahead of this part's
        /// position, to this part's stop, where this part now stops (unless it is already past it: then it reads on to
        /// the array's end, and the new part's elements are not used).
        /// </summary>
        public Part<T> SplitAt(int guess)
        {
            var late = new Part<T>(_document, _options, _element, guess, Stop, _depth) { _splitFrom = this };
            Volatile.Write(ref _stop, guess);
            return late;
        }

        protected override void Read()
        {
            var reader = JsonReader.ForPart(_document.Span, _options, _start, _depth);
            var items = new List<T>();
            while (!IsCancelled && !(_splitFrom is { IsFinished: true } before && before.End != _start))
            {
                items.Add(_element.Read(ref reader));
                if (!reader.ReadNextArrayElement())
                {
                    End = reader.Position;
                    Items = items;
                    Outcome = PartOutcome.Ended;
                    return;
                }
                int position = reader.Position;
                if (position == Volatile.Read(ref _stop))
                {
                    End = position;
                    Items = items;
                    Outcome = PartOutcome.Reached;
                    return;
                }
                Volatile.Write(ref _position, position);
            }
            Outcome = PartOutcome.Failed;
        }
    }
}
