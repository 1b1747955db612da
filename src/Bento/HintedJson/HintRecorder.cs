using System;
using System.Buffers;
using System.Runtime.CompilerServices;
using Bento.Json;

namespace Bento.Internal;

/// <summary>The kinds of hint a writer can give (docs/hinted-json.md, "Which values carry a hint").</summary>
[Flags]
internal enum HintKinds
{
    None = 0,

    /// <summary>Every non-empty array: its count.</summary>
    Arrays = 1,

    /// <summary>Objects of 1 KiB or more whose members are not a type's fields: dictionaries and untyped objects.</summary>
    Objects = 2,

    /// <summary>Strings of 128 bytes or more.</summary>
    Strings = 4,

    /// <summary>Objects of 1 KiB or more that are a marked type's members, whose count no typed reader uses.</summary>
    Records = 8,

    /// <summary>What the writer gave before record and string hints were dropped; its documents are still read.</summary>
    All = Arrays | Objects | Strings | Records,
}

/// <summary>
/// Collects the size hints of a document while <see cref="JsonWriter"/> writes it as plain JSON into a scratch buffer,
/// then copies that JSON to the output with the hints in front of their values. A hint has to precede its value but
/// can only be known once the value is written; recording positions and merging in one final copy costs far less
/// than reserving space and moving bytes for every container.
/// </summary>
internal sealed class HintRecorder
{
    // Both arrays come from the shared pool: a recorder stays with its thread at the small size, and a document that
    // needs more takes larger arrays from the pool and gives them back when it is done, so a large document written
    // again and again allocates nothing either, while the pool (not this thread) decides how long they are kept.
    private const int InitialHints = 3 * 256;
    private const int InitialOpen = 4 * 16;
    private const int MaxRetainedHints = 3 * 65536;

    [ThreadStatic]
    private static HintRecorder? t_cached;

    // Per hint, in document order: where it goes in the plain JSON, and its two numbers (-1 first: no hint).
    private int[] _hints = ArrayPool<int>.Shared.Rent(InitialHints);
    private int _hintCount;

    // Per open container: its hint slot, its plain start offset, the hint bytes written before it, and the comma
    // count of the container it is nested in (the innermost container's count is kept in _commas).
    private int[] _open = ArrayPool<int>.Shared.Rent(InitialOpen);
    private int _openCount;
    private int _commas;

    // Hint bytes already placed inside the plain text written so far, so hinted lengths include nested hints.
    private int _hintBytes;

    /// <summary>
    /// The kinds of hint this recorder writes: the format's writer rules by default. The benchmark measures each kind
    /// on its own by narrowing this; values without a hint are always allowed, so any choice writes a valid document.
    /// </summary>
    public HintKinds Kinds { get; set; } = WrittenKinds;

    /// <summary>The kinds of hint the writer gives (docs/hinted-json.md says which, and the measurements behind it).</summary>
    public const HintKinds WrittenKinds = HintKinds.Arrays;

    /// <summary>
    /// Whether an object the writer opens is a record, a marked type written member by member (its codec passes the
    /// instance for cycle tracking). A dictionary passes none; an untyped value passes itself but is a map.
    /// </summary>
    [MethodImpl(MethodImplOptions.AggressiveInlining)]
    public static bool IsRecord(object? instance) => instance is not null and not BentoValue;

    // The slot of a container that never gets a hint (a record while record hints are off).
    private const int NoSlot = int.MinValue;

    public static HintRecorder Rent()
    {
        var recorder = t_cached ?? new HintRecorder();
        t_cached = null;
        return recorder;
    }

    public static void Return(HintRecorder recorder)
    {
        recorder._hintCount = 0;
        recorder._openCount = 0;
        recorder._hintBytes = 0;
        recorder._commas = 0;
        recorder.Kinds = WrittenKinds;
        if (recorder._hints.Length > MaxRetainedHints) Replace(ref recorder._hints, InitialHints);
        if (recorder._open.Length > MaxRetainedHints) Replace(ref recorder._open, InitialOpen);
        t_cached = recorder;
    }

    /// <summary>An array or object starts at plain offset <paramref name="position"/>.</summary>
    [MethodImpl(MethodImplOptions.AggressiveInlining)]
    public void Open(int position, bool isObject, bool isRecord = false)
    {
        // Arrays are nearly always hinted, so their slot is taken now, in document order. Most objects are too small
        // to be hinted: an object only remembers where its hint would go and is inserted there if it qualifies.
        HintKinds kind = !isObject ? HintKinds.Arrays : isRecord ? HintKinds.Records : HintKinds.Objects;
        int slot = (Kinds & kind) == 0 ? NoSlot : isObject ? ~_hintCount : AddHint(position, -1, 0);
        if ((_openCount + 1) * 4 > _open.Length) Grow(ref _open);
        int at = _openCount * 4;
        _open[at] = slot;
        _open[at + 1] = position;
        _open[at + 2] = _hintBytes;
        _open[at + 3] = _commas;
        _commas = isObject ? 0 : int.MinValue;
        _openCount++;
    }

    /// <summary>A comma was written in the innermost open container: it has one more element.</summary>
    [MethodImpl(MethodImplOptions.AggressiveInlining)]
    public void Comma() => _commas++;

    /// <summary>The innermost container ended just before plain offset <paramref name="end"/>.</summary>
    public void Close(int end)
    {
        int at = (--_openCount) * 4;
        int plainLength = end - _open[at + 1];

        // Nothing but the two delimiters: an empty container needs no hint.
        int commas = _commas;
        _commas = _open[at + 3];
        bool isArray = commas < 0;
        if (isArray) commas -= int.MinValue;
        // Every non-empty array is hinted (its count sizes it exactly); objects only from a size on.
        if (plainLength == 2 || (!isArray && plainLength < HintedFormat.MinHintedObjectBytes) || _open[at] == NoSlot) return;
        int count = commas + 1;
        int length = plainLength + (_hintBytes - _open[at + 2]);
        int slot = _open[at];
        if (slot < 0) slot = InsertHint(~slot, _open[at + 1]);
        _hints[(slot * 3) + 1] = count;
        _hints[(slot * 3) + 2] = length;
        _hintBytes += HintedFormat.HintSize(count, length);
    }

    /// <summary>Makes a slot at <paramref name="index"/>, moving the hints recorded inside the object after it.</summary>
    private int InsertHint(int index, int position)
    {
        AddHint(0, -1, 0);
        Array.Copy(_hints, index * 3, _hints, (index + 1) * 3, (_hintCount - 1 - index) * 3);
        _hints[index * 3] = position;
        return index;
    }

    /// <summary>A string of <paramref name="bytes"/> between its quotes, decoding to <paramref name="chars"/> UTF-16 units, starts at <paramref name="position"/>.</summary>
    public void String(int position, int bytes, int chars)
    {
        if ((Kinds & HintKinds.Strings) == 0) return;
        AddHint(position, bytes, chars);
        _hintBytes += HintedFormat.HintSize(bytes, chars);
    }

    private int AddHint(int position, int first, int second)
    {
        if ((_hintCount + 1) * 3 > _hints.Length) Grow(ref _hints);
        int at = _hintCount * 3;
        _hints[at] = position;
        _hints[at + 1] = first;
        _hints[at + 2] = second;
        return _hintCount++;
    }

    [MethodImpl(MethodImplOptions.NoInlining)]
    private static void Grow(ref int[] array)
    {
        int[] larger = ArrayPool<int>.Shared.Rent(array.Length * 2);
        Array.Copy(array, larger, array.Length);
        ArrayPool<int>.Shared.Return(array);
        array = larger;
    }

    private static void Replace(ref int[] array, int length)
    {
        ArrayPool<int>.Shared.Return(array);
        array = ArrayPool<int>.Shared.Rent(length);
    }

    /// <summary>Writes the header, then <paramref name="plain"/> with every recorded hint in place.</summary>
    public void WriteTo(ReadOnlySpan<byte> plain, IBufferWriter<byte> output)
    {
        var sink = new Sink(output, HintedFormat.Header.Length + plain.Length + _hintBytes);
        sink.Write(HintedFormat.Header);
        int copied = 0;
        var hints = _hints;
        Span<byte> hint = stackalloc byte[5 + (2 * HintedFormat.MaxDigits)];
        for (int i = 0; i < _hintCount; i++)
        {
            int at = i * 3;
            int first = hints[at + 1];
            if (first < 0) continue;
            int position = hints[at];
            sink.Write(plain.Slice(copied, position - copied));
            copied = position;
            sink.Write(hint.Slice(0, HintedFormat.WriteHint(hint, first, hints[at + 2])));
        }

        sink.Write(plain.Slice(copied));
        sink.Commit();
    }

    /// <summary>Copies into an output in spans of bounded size, so a huge document never needs one huge span.</summary>
    private ref struct Sink
    {
        private const int MaxChunk = 1 << 20;
        private readonly IBufferWriter<byte> _output;
        private Span<byte> _span;
        private int _used;
        private int _remaining;

        public Sink(IBufferWriter<byte> output, int total)
        {
            _output = output;
            _remaining = total;
            _span = default;
            _used = 0;
        }

        public void Write(scoped ReadOnlySpan<byte> bytes)
        {
            while (bytes.Length > 0)
            {
                if (_used == _span.Length) Next();
                int n = Math.Min(bytes.Length, _span.Length - _used);
                bytes.Slice(0, n).CopyTo(_span.Slice(_used));
                _used += n;
                bytes = bytes.Slice(n);
            }
        }

        private void Next()
        {
            Commit();
            _span = _output.GetSpan(Math.Max(1, Math.Min(_remaining, MaxChunk)));
        }

        public void Commit()
        {
            if (_used > 0) _output.Advance(_used);
            _remaining -= _used;
            _used = 0;
            _span = default;
        }
    }
}
