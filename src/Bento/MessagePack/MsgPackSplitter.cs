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
/// The split is speculative and checked, as JSON's is (<see cref="Json.JsonSplitter"/>). Other threads start at guessed
/// element starts: a header like the first element's (for a map, followed by the same first key) from which the next
/// few values measure out as whole elements of the same kind. Each part decodes up to the next guess. A guess counts
/// only once the elements before it, read from a start already known, end exactly at it: then its bytes are the next
/// elements of this array, and decoding them is the same work on any thread. Unlike JSON, an array has no closing byte,
/// so a part cannot tell where the array ends until the elements before it are counted: the calling thread tells each
/// part how many elements are left when it arrives at the part's start, and whatever a part decoded past that (the
/// values after the array) is discarded. An earlier version split exactly, by skipping elements beside the decode to
/// find where a part starts; that bounded two threads at 2 - r, r being a skip's cost relative to a decode (0.26 to
/// 0.6 on the measured data). When a part fails (bad input, a setter that throws, a short stack), the calling thread
/// reads on from the last element the part finished, so every exception comes from the one reader a sequential read
/// uses, at the same place.
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
        int[] guesses = Guess(document, reader.Position, Threads);
        if (guesses.Length == 0)
        {
            for (int i = 0; i < count; i++)
                items[i] = element.Read(ref reader);
            return;
        }
        // A guess was found, so the first element is in the document, and is a map or an array.
        bool maps = ElementStart.IsMap(document[reader.Position]);

        // The document is pinned while other threads read it, and every one of them has stopped before this returns.
        fixed (byte* pointer = document)
        {
            var pinned = new PinnedDocument(pointer, document.Length);
            var parts = new Part<T>[guesses.Length];
            int expected = count / (parts.Length + 1);
            for (int i = 0; i < parts.Length; i++)
            {
                int stop = i + 1 < guesses.Length ? guesses[i + 1] : -1;
                // Each part before this one holds an element at least, so this one holds count - 1 - i at most.
                parts[i] = new Part<T>(pinned, reader.Options, reader.CurrentDepth, element, maps, guesses[i], stop, count - 1 - i, expected);
                parts[i].Start();
            }
            try
            {
                int index = 0;
                int next = 0;
                int guess = guesses[0];
                while (index < count)
                {
                    if (reader.Position < guess)
                    {
                        items[index++] = element.Read(ref reader);
                        continue;
                    }

                    // At or past the part's guess: the part's elements count from the one that starts where this
                    // thread is, if any does (a guess that was inside an element, the last value of its parent, often
                    // runs on into the next elements, and its part with it).
                    var part = parts[next++];
                    part.Arrive(reader.Position, count - index);
                    part.Join();
                    int taken = part.MoveTo(items, index, out int end);
                    if (taken > 0)
                    {
                        index += taken;
                        reader.ResumeAt(end);
                    }
                    // A part that stopped early (it failed, or passed the next guess) leaves the rest to this thread,
                    // which reads on from its last element and so raises what a sequential read raises.
                    guess = next < parts.Length ? guesses[next] : int.MaxValue;
                }
            }
            finally
            {
                ParallelPart.StopAll(parts);
            }
        }
    }

    /// <summary>
    /// Up to <paramref name="parts"/> - 1 guessed element starts after <paramref name="start"/>, spread evenly over the
    /// rest of the document (the array's own end is not known before it is read), in increasing order; none when the
    /// first element is not a map or an array, whose headers are what a guess looks for.
    /// </summary>
    internal static int[] Guess(ReadOnlySpan<byte> document, int start, int parts)
    {
        var first = new ElementStart(document, start);
        if (!first.IsContainer)
            return Array.Empty<int>();
        var found = new List<int>(parts - 1);
        long span = document.Length - start;
        // Each guess looks this far past its target: elements larger than that leave the array unsplit.
        int window = (int)Math.Min(int.MaxValue, span / (2 * parts));
        int from = start + 1;
        for (int k = 1; k < parts; k++)
        {
            int at = Math.Max(from, (int)(start + (span * k / parts)));
            int guess = first.Next(document, at, Math.Min(document.Length, at + window));
            if (guess < 0) continue;
            found.Add(guess);
            from = guess + 1;
        }
        return found.ToArray();
    }

    /// <summary>
    /// What the first element starts with, and how a guess recognises an element like it: a map header followed by the
    /// same first key (maps of one type share their first key, though a writer that leaves out nulls varies the count),
    /// else the same header bytes (arrays of the array layout have one count per type). Values inside an element often
    /// begin with the same bytes, so a candidate also has to measure out, with the values after it, as whole elements.
    /// </summary>
    private readonly struct ElementStart
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
    /// One part of a split array, decoded on a thread-pool thread from a guessed element start until the next guess,
    /// the number of elements the calling thread allows it, the end of the document or a failure.
    /// </summary>
    private sealed class Part<T> : ParallelPart
    {
        private readonly PinnedDocument _document;
        private readonly BentoMessagePackOptions _options;
        private readonly int _depth;
        private readonly IMsgPackShape<T> _element;
        private readonly bool _maps;
        private readonly int _stop;
        private readonly int _capacity;
        private readonly List<T> _items;
        private readonly List<int> _ends;
        private int _limit;
        // Set by the calling thread when it gets to the part: where it is (0 until then) and how many elements are
        // left from there.
        private int _arrivedAt;
        private int _left;

        public Part(PinnedDocument document, BentoMessagePackOptions options, int depth, IMsgPackShape<T> element, bool maps, int first, int stop, int most, int capacity)
        {
            _maps = maps;
            _document = document;
            _options = options;
            _depth = depth;
            _element = element;
            First = first;
            _stop = stop;
            _limit = most;
            _capacity = Math.Min(most, capacity);
            _items = new List<T>();
            _ends = new List<int>();
        }

        /// <summary>The guessed offset of the part's first element.</summary>
        public int First { get; }

        /// <summary>
        /// Called by the calling thread when it is at <paramref name="position"/>, at or past <see cref="First"/>, with
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
            var document = _document.Span;
            var reader = MsgPackReader.ForPart(document, _options, First, _depth);
            _items.Capacity = _capacity;
            _ends.Capacity = _capacity;
            bool found = false;
            while (!IsCancelled)
            {
                int position = reader.Position;
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
                if (_items.Count >= _limit || position == _stop || position >= document.Length) break;
                // A value of another kind than the first element (nil aside) is most likely past the array's end, where
                // this part may be before it is told: it stops rather than fail on it, since a failure costs more than
                // the part's whole work (an error's path is found by scanning the document from its start).
                byte code = document[position];
                if (code != MsgPackCode.Nil && !ElementStart.IsContainerOf(code, _maps)) break;
                _items.Add(_element.Read(ref reader));
                _ends.Add(reader.Position);
            }
            Outcome = PartOutcome.Reached;
        }

        // The index of the element this part read (or will read next) that starts at `offset`, else -1.
        private int ElementAt(int offset)
        {
            if (offset == First) return 0;
            int index = _ends.BinarySearch(offset);
            return index >= 0 ? index + 1 : -1;
        }
    }
}
