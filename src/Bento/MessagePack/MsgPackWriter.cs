using System;
using System.Buffers;
using System.Diagnostics.CodeAnalysis;
using System.Runtime.CompilerServices;
using System.Text;
using Bento.Internal;

namespace Bento.MessagePack;

/// <summary>
/// Writes MessagePack into an <see cref="IBufferWriter{T}"/>, used by generated codecs and the untyped conversions.
/// Every value takes the smallest encoding the spec allows. Each write makes one capacity check against the span last
/// taken from the buffer; <see cref="Flush"/> commits what was written (it also happens whenever the span runs out).
/// </summary>
/// <typeparam name="TBuffer">A class type, so that calls to the buffer are direct rather than through an interface when the type is sealed.</typeparam>
public ref partial struct MsgPackWriter<TBuffer>
    where TBuffer : class, IBufferWriter<byte>
{
    // Long strings are transcoded in slices so that one reservation stays small.
    private const int StringSliceChars = 16 * 1024;
    private const int MinimumRequest = 4096;

    private readonly TBuffer _buffer;
    private readonly BentoMessagePackOptions _options;
    private readonly int _maxDepth;
    private readonly int _depthCheckFrom;
    private CycleTracker? _cycles;
    private int _trackedFrom;     // int.MaxValue until a level past _depthCheckFrom starts the tracker: one compare per exit
    private readonly bool _replaceInvalidText;
    private readonly bool _ignoreNull;
    private readonly bool _ignoreDefault;
    private Span<byte> _span;
    private int _used;

    // Bytes already handed to the buffer, for the position of a write-side error.
    private int _committed;
    private int _depth;

    /// <summary>Creates a writer appending to <paramref name="buffer"/>.</summary>
    public MsgPackWriter(TBuffer buffer, BentoMessagePackOptions? options = null)
    {
        options ??= BentoMessagePackOptions.Default;
        _buffer = buffer ?? throw new ArgumentNullException(nameof(buffer));
        _options = options;
        _maxDepth = options.MaxDepth;
        _depthCheckFrom = DepthGuard.CheckFrom(options.MaxDepth);
        _replaceInvalidText = options.InvalidTextHandling == BentoInvalidTextHandling.Replace;
        _ignoreNull = options.IgnoreNullValues;
        _ignoreDefault = options.IgnoreDefaultValues;
        _span = default;
        _used = 0;
        _committed = 0;
        _depth = 0;
        _cycles = null;
        _trackedFrom = int.MaxValue;
    }

    /// <summary>The options this writer was created with.</summary>
    public readonly BentoMessagePackOptions Options => _options;

    /// <summary>Whether map-layout members holding null are left out.</summary>
    public readonly bool IgnoreNullValues => _ignoreNull;

    /// <summary>Whether map-layout members holding their type's default value are left out.</summary>
    public readonly bool IgnoreDefaultValues => _ignoreDefault;

    /// <summary>How many nested values <see cref="EnterContainer()"/> has entered.</summary>
    public readonly int CurrentDepth => _depth;

    /// <summary>Commits everything written so far to the buffer.</summary>
    public void Flush()
    {
        if (_used > 0) _buffer.Advance(_used);
        _committed += _used;
        _used = 0;
        _span = default;
    }

    /// <summary>
    /// Returns free space of at least <paramref name="sizeHint"/> bytes. Generated code takes one span for a run of
    /// fixed-size items, fills it with <see cref="MsgPackEncoder"/> and commits the total with <see cref="Advance"/>.
    /// </summary>
    [MethodImpl(MethodImplOptions.AggressiveInlining)]
    public Span<byte> GetSpan(int sizeHint)
    {
        if (_span.Length - _used < sizeHint) Grow(sizeHint);
        return _span.Slice(_used);
    }

    /// <summary>Marks <paramref name="count"/> bytes of the span from <see cref="GetSpan"/> as written.</summary>
    [MethodImpl(MethodImplOptions.AggressiveInlining)]
    public void Advance(int count)
    {
        if ((uint)count > (uint)(_span.Length - _used)) ThrowAdvance();
        _used += count;
    }

    [MethodImpl(MethodImplOptions.NoInlining)]
    private void Grow(int count)
    {
        if (_used > 0) _buffer.Advance(_used);
        _committed += _used;
        _used = 0;
        _span = _buffer.GetSpan(Math.Max(count, MinimumRequest));
        if (_span.Length < count) ThrowSmallSpan();
    }

    [DoesNotReturn]
    [MethodImpl(MethodImplOptions.NoInlining)]
    private static void ThrowSmallSpan() => throw new InvalidOperationException("The output buffer returned a span smaller than requested.");

    [DoesNotReturn]
    [MethodImpl(MethodImplOptions.NoInlining)]
    private static void ThrowAdvance() => throw new ArgumentOutOfRangeException("count", "Advanced past the span taken with GetSpan.");

    // ---- depth ----

    /// <summary>
    /// Counts one level of nesting before a nested object or collection is written, so that a cyclic object graph
    /// fails with <see cref="BentoMessagePackException"/> instead of overflowing the stack. Pair with <see cref="ExitContainer"/>.
    /// </summary>
    [MethodImpl(MethodImplOptions.AggressiveInlining)]
    public void EnterContainer()
    {
        if (++_depth > _depthCheckFrom) CheckDepth(null);
    }

    /// <summary>
    /// <see cref="EnterContainer()"/> for the members of <paramref name="instance"/>. Past a few dozen levels the writer
    /// remembers the objects it is inside of, so that an object graph with a cycle is reported as one.
    /// </summary>
    [MethodImpl(MethodImplOptions.AggressiveInlining)]
    public void EnterContainer(object instance)
    {
        if (++_depth > _depthCheckFrom) CheckDepth(instance);
    }

    [MethodImpl(MethodImplOptions.NoInlining)]
    private void CheckDepth(object? instance)
    {
        if (_cycles is null)
        {
            _cycles = new CycleTracker();
            _trackedFrom = _depthCheckFrom;
        }

        if (_cycles.Enter(instance, _depth - 1) is { } cycle) throw new BentoMessagePackException(cycle);
        if (_depth > _maxDepth) FailDepth();
        if (DepthGuard.StackIsShort()) throw new BentoMessagePackException(DepthGuard.WriteMessage(_depth));
    }

    /// <summary>Ends the level begun by <see cref="EnterContainer()"/>.</summary>
    [MethodImpl(MethodImplOptions.AggressiveInlining)]
    public void ExitContainer()
    {
        if (_depth > _trackedFrom) _cycles!.Exit();
        _depth--;
    }

    [DoesNotReturn]
    [MethodImpl(MethodImplOptions.NoInlining)]
    private readonly void FailDepth() => throw new BentoMessagePackException(_cycles is { Tracked: > 1 }
        ? _cycles.DeepDataMessage(_maxDepth)
        : $"The object graph is nested deeper than the maximum depth of {_maxDepth}; it may contain a cycle, or be deep data (then raise MaxDepth in the options).");

    // ---- scalars ----

    /// <summary>Writes nil.</summary>
    [MethodImpl(MethodImplOptions.AggressiveInlining)]
    public void WriteNil()
    {
        if (_span.Length - _used < 1) Grow(1);
        _span[_used++] = MsgPackCode.Nil;
    }

    /// <summary>Writes true or false.</summary>
    [MethodImpl(MethodImplOptions.AggressiveInlining)]
    public void WriteBoolean(bool value)
    {
        if (_span.Length - _used < 1) Grow(1);
        _span[_used++] = value ? MsgPackCode.True : MsgPackCode.False;
    }

    /// <summary>Writes an integer in the smallest family.</summary>
    [MethodImpl(MethodImplOptions.AggressiveInlining)]
    public void WriteByte(byte value) => WriteUInt32(value);

    /// <summary>Writes an integer in the smallest family.</summary>
    [MethodImpl(MethodImplOptions.AggressiveInlining)]
    public void WriteSByte(sbyte value) => WriteInt32(value);

    /// <summary>Writes an integer in the smallest family.</summary>
    [MethodImpl(MethodImplOptions.AggressiveInlining)]
    public void WriteInt16(short value) => WriteInt32(value);

    /// <summary>Writes an integer in the smallest family.</summary>
    [MethodImpl(MethodImplOptions.AggressiveInlining)]
    public void WriteUInt16(ushort value) => WriteUInt32(value);

    /// <summary>Writes an integer in the smallest family.</summary>
    [MethodImpl(MethodImplOptions.AggressiveInlining)]
    public void WriteInt32(int value)
    {
        if (_span.Length - _used < 5) Grow(5);
        _used += MsgPackEncoder.WriteInt32(_span.Slice(_used), value);
    }

    /// <summary>
    /// Writes an array of int: its header, then each value in the smallest family, the same bytes as
    /// <see cref="WriteArrayHeader"/> and <see cref="WriteInt32"/> for each value.
    /// </summary>
    [MethodImpl(MethodImplOptions.AggressiveInlining)]
    public void WriteInt32s(scoped ReadOnlySpan<int> values)
    {
        // Up to two values (citm's thousands of empty lists of ids, twitter's pairs of indices) cost less written in
        // place than the run's call and setup.
        if (values.Length <= 2)
        {
            WriteArrayHeader(values.Length);
            foreach (int value in values)
                WriteInt32(value);
            return;
        }

        WriteInt32Run(values);
    }

    private void WriteInt32Run(scoped ReadOnlySpan<int> values)
    {
        WriteArrayHeader(values.Length);
        while (!values.IsEmpty)
        {
            // In runs, so that a long array does not ask the buffer for five bytes a value at once.
            int take = Math.Min(values.Length, Int32RunLength);
            int need = MsgPackEncoder.Int32RunSize(take);
            if (_span.Length - _used < need) Grow(need);
            _used += MsgPackEncoder.WriteInt32s(_span.Slice(_used), values.Slice(0, take));
            values = values.Slice(take);
        }
    }

    /// <summary>Writes a list of int as <see cref="WriteInt32s(ReadOnlySpan{int})"/> writes its items.</summary>
    [MethodImpl(MethodImplOptions.AggressiveInlining)]
    public void WriteInt32s(System.Collections.Generic.List<int> values)
    {
        if (values is null) throw new ArgumentNullException(nameof(values));
#if NET
        WriteInt32s(System.Runtime.InteropServices.CollectionsMarshal.AsSpan(values));
#else
        WriteArrayHeader(values.Count);
        for (int i = 0; i < values.Count; i++)
            WriteInt32(values[i]);
#endif
    }

    private const int Int32RunLength = 1024;

    /// <summary>Writes an integer in the smallest family.</summary>
    [MethodImpl(MethodImplOptions.AggressiveInlining)]
    public void WriteUInt32(uint value)
    {
        if (_span.Length - _used < 5) Grow(5);
        _used += MsgPackEncoder.WriteUInt32(_span.Slice(_used), value);
    }

    /// <summary>Writes an integer in the smallest family.</summary>
    [MethodImpl(MethodImplOptions.AggressiveInlining)]
    public void WriteInt64(long value)
    {
        if (_span.Length - _used < MsgPackEncoder.MaxIntegerSize) Grow(MsgPackEncoder.MaxIntegerSize);
        _used += MsgPackEncoder.WriteInt64(_span.Slice(_used), value);
    }

    /// <summary>Writes an integer in the smallest family.</summary>
    [MethodImpl(MethodImplOptions.AggressiveInlining)]
    public void WriteUInt64(ulong value)
    {
        if (_span.Length - _used < MsgPackEncoder.MaxIntegerSize) Grow(MsgPackEncoder.MaxIntegerSize);
        _used += MsgPackEncoder.WriteUInt64(_span.Slice(_used), value);
    }

    /// <summary>Writes float 32 (NaN and infinities included: MessagePack carries them).</summary>
    [MethodImpl(MethodImplOptions.AggressiveInlining)]
    public void WriteSingle(float value)
    {
        if (_span.Length - _used < MsgPackEncoder.SingleSize) Grow(MsgPackEncoder.SingleSize);
        _used += MsgPackEncoder.WriteSingle(_span.Slice(_used), value);
    }

    /// <summary>Writes float 64 (NaN and infinities included).</summary>
    [MethodImpl(MethodImplOptions.AggressiveInlining)]
    public void WriteDouble(double value)
    {
        if (_span.Length - _used < MsgPackEncoder.DoubleSize) Grow(MsgPackEncoder.DoubleSize);
        _used += MsgPackEncoder.WriteDouble(_span.Slice(_used), value);
    }

    // ---- containers ----

    /// <summary>Writes an array header; the caller then writes <paramref name="count"/> values.</summary>
    [MethodImpl(MethodImplOptions.AggressiveInlining)]
    public void WriteArrayHeader(int count)
    {
        if (count < 0) ThrowNegative(nameof(count));
        if (_span.Length - _used < MsgPackEncoder.MaxHeaderSize) Grow(MsgPackEncoder.MaxHeaderSize);
        _used += MsgPackEncoder.WriteArrayHeader(_span.Slice(_used), (uint)count);
    }

    /// <summary>Writes a map header; the caller then writes <paramref name="count"/> keys, each followed by its value.</summary>
    [MethodImpl(MethodImplOptions.AggressiveInlining)]
    public void WriteMapHeader(int count)
    {
        if (count < 0) ThrowNegative(nameof(count));
        if (_span.Length - _used < MsgPackEncoder.MaxHeaderSize) Grow(MsgPackEncoder.MaxHeaderSize);
        _used += MsgPackEncoder.WriteMapHeader(_span.Slice(_used), (uint)count);
    }

    [DoesNotReturn]
    [MethodImpl(MethodImplOptions.NoInlining)]
    private static void ThrowNegative(string name) => throw new ArgumentOutOfRangeException(name, "The count or length must not be negative.");

    // ---- raw ----

    /// <summary>
    /// Copies pre-encoded MessagePack as is: generated code keeps each member name as a static span holding its str
    /// header and UTF-8 bytes, and writes it with this call.
    /// </summary>
    [MethodImpl(MethodImplOptions.AggressiveInlining)]
    public void WriteRaw(scoped ReadOnlySpan<byte> encoded)
    {
        if (_span.Length - _used < encoded.Length) Grow(encoded.Length);
        encoded.CopyTo(_span.Slice(_used));
        _used += encoded.Length;
    }

    // ---- strings ----

    /// <summary>Writes a string as str (UTF-8); null gives nil. A lone surrogate follows <see cref="BentoMessagePackOptions.InvalidTextHandling"/>.</summary>
    public void WriteString(string? value)
    {
        if (value is null)
        {
            WriteNil();
            return;
        }

        WriteString(value.AsSpan());
    }

    /// <summary>Writes UTF-16 text as str (UTF-8).</summary>
    public void WriteString(scoped ReadOnlySpan<char> value)
    {
        if (value.Length <= StringSliceChars)
        {
            int need = MsgPackEncoder.MaxHeaderSize + (value.Length * 3);
            if (_span.Length - _used < need) Grow(need);
            var span = _span.Slice(_used);
            if (value.Length <= MsgPackEncoder.MaxFixStrLength && Utf8Text.TryNarrowShortAscii(value, span.Slice(1), jsonPlain: false))
            {
                span[0] = (byte)(MsgPackCode.MinFixStr | value.Length);
                _used += 1 + value.Length;
                return;
            }

            // One pass over the text: it is encoded first, after room for the header its char count would need (exact
            // for ASCII, the common case), and moved right only when its UTF-8 length needs a larger header. Counting
            // the bytes first walked the text twice (the count alone was a sixth of a twitter write's samples).
            int guess = MsgPackEncoder.StringHeaderSize(value.Length);
            int written = Utf8Text.Encode(value, span.Slice(guess), _replaceInvalidText);
            if (written < 0) FailLoneSurrogate();
            int header = MsgPackEncoder.StringHeaderSize(written);
            // A UTF-8 length is never below the char count, so the header only grows; the copy is an overlapping move.
            if (header != guess) span.Slice(guess, written).CopyTo(span.Slice(header));
            MsgPackEncoder.WriteStringHeader(span, written);
            _used += header + written;
            return;
        }

        // Long text is encoded in slices, so the header, written first, needs the exact count. Lone surrogates count as
        // U+FFFD (3 bytes), which is what Replace writes; otherwise the encoding fails.
        WriteLongString(value, Encoding.UTF8.GetByteCount(value));
    }

    private void WriteLongString(scoped ReadOnlySpan<char> value, int byteCount)
    {
        if (_span.Length - _used < MsgPackEncoder.MaxHeaderSize) Grow(MsgPackEncoder.MaxHeaderSize);
        _used += MsgPackEncoder.WriteStringHeader(_span.Slice(_used), byteCount);
        while (value.Length > 0)
        {
            int take = Math.Min(value.Length, StringSliceChars);

            // Never split a surrogate pair across slices: each slice must encode on its own.
            if (take < value.Length && char.IsHighSurrogate(value[take - 1])) take--;
            int need = take * 3;
            if (_span.Length - _used < need) Grow(need);
            int written = Utf8Text.Encode(value.Slice(0, take), _span.Slice(_used), _replaceInvalidText);
            if (written < 0) FailLoneSurrogate();
            _used += written;
            value = value.Slice(take);
        }
    }

    [DoesNotReturn]
    [MethodImpl(MethodImplOptions.NoInlining)]
    private static void FailLoneSurrogate() => throw new BentoMessagePackException(
        "The string holds a lone UTF-16 surrogate, which cannot be written as UTF-8. Set InvalidTextHandling to Replace to write U+FFFD instead.");

    /// <summary>Writes str from UTF-8 bytes the caller guarantees are valid (they are copied as is).</summary>
    public void WriteStringUtf8(scoped ReadOnlySpan<byte> utf8)
    {
        int need = MsgPackEncoder.MaxHeaderSize + utf8.Length;
        if (_span.Length - _used < need) Grow(need);
        _used += MsgPackEncoder.WriteStringUtf8(_span.Slice(_used), utf8);
    }

    /// <summary>Writes a str header alone; the caller then writes exactly <paramref name="byteLength"/> bytes of UTF-8 with <see cref="WriteRaw"/>.</summary>
    public void WriteStringHeader(int byteLength)
    {
        if (byteLength < 0) ThrowNegative(nameof(byteLength));
        if (_span.Length - _used < MsgPackEncoder.MaxHeaderSize) Grow(MsgPackEncoder.MaxHeaderSize);
        _used += MsgPackEncoder.WriteStringHeader(_span.Slice(_used), byteLength);
    }

    /// <summary>Writes a char as an integer (its UTF-16 code unit), as MessagePack-CSharp does.</summary>
    [MethodImpl(MethodImplOptions.AggressiveInlining)]
    public void WriteChar(char value) => WriteUInt32(value);

    // ---- binary and extensions ----

    /// <summary>Writes bin 8/16/32 holding <paramref name="value"/>.</summary>
    public void WriteBinary(scoped ReadOnlySpan<byte> value)
    {
        int need = MsgPackEncoder.MaxHeaderSize + value.Length;
        if (_span.Length - _used < need) Grow(need);
        var span = _span.Slice(_used);
        int n = MsgPackEncoder.WriteBinaryHeader(span, value.Length);
        value.CopyTo(span.Slice(n));
        _used += n + value.Length;
    }

    /// <summary>Writes a byte array as bin; null gives nil.</summary>
    public void WriteBytes(byte[]? value)
    {
        if (value is null) WriteNil();
        else WriteBinary(value);
    }

    /// <summary>Writes a bin header alone; the caller then writes exactly <paramref name="length"/> bytes with <see cref="WriteRaw"/>.</summary>
    public void WriteBinaryHeader(int length)
    {
        if (length < 0) ThrowNegative(nameof(length));
        if (_span.Length - _used < MsgPackEncoder.MaxHeaderSize) Grow(MsgPackEncoder.MaxHeaderSize);
        _used += MsgPackEncoder.WriteBinaryHeader(_span.Slice(_used), length);
    }

    /// <summary>Writes an ext header alone (fixext for lengths 1, 2, 4, 8, 16); the caller then writes the data with <see cref="WriteRaw"/>.</summary>
    public void WriteExtensionHeader(sbyte type, int length)
    {
        if (length < 0) ThrowNegative(nameof(length));
        if (_span.Length - _used < MsgPackEncoder.MaxExtensionHeaderSize) Grow(MsgPackEncoder.MaxExtensionHeaderSize);
        _used += MsgPackEncoder.WriteExtensionHeader(_span.Slice(_used), type, length);
    }

    /// <summary>Writes an ext item: header and data.</summary>
    public void WriteExtension(sbyte type, scoped ReadOnlySpan<byte> data)
    {
        int need = MsgPackEncoder.MaxExtensionHeaderSize + data.Length;
        if (_span.Length - _used < need) Grow(need);
        var span = _span.Slice(_used);
        int n = MsgPackEncoder.WriteExtensionHeader(span, type, data.Length);
        data.CopyTo(span.Slice(n));
        _used += n + data.Length;
    }

    /// <summary>Writes the timestamp extension (type -1) in its smallest form; see <see cref="MsgPackEncoder.WriteTimestamp"/>.</summary>
    public void WriteTimestamp(long seconds, uint nanoseconds)
    {
        if (_span.Length - _used < MsgPackEncoder.MaxTimestampSize) Grow(MsgPackEncoder.MaxTimestampSize);
        _used += MsgPackEncoder.WriteTimestamp(_span.Slice(_used), seconds, nanoseconds);
    }
}
