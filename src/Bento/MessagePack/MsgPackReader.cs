using System;
using System.Buffers.Binary;
using System.Diagnostics.CodeAnalysis;
using System.Runtime.CompilerServices;
using System.Runtime.InteropServices;
using System.Text;
using Bento.Internal;

namespace Bento.MessagePack;

/// <summary>
/// A forward-only reader over a complete MessagePack document, used by generated codecs and the untyped conversions.
/// Each read accepts every encoding the spec allows for the value (an <c>int</c> accepts any integer family whose
/// value fits; a <c>double</c> accepts float 32, float 64 and integers), checks every length against the bytes that
/// remain before using or allocating for it, and raises <see cref="BentoMessagePackException"/> (with byte offset and
/// path) for anything malformed. Nothing else escapes on bad input.
/// </summary>
public ref partial struct MsgPackReader
{
    private readonly ReadOnlySpan<byte> _buffer;
    private readonly BentoMessagePackOptions _options;
    private readonly int _maxDepth;
    private readonly int _depthCheckFrom;
    private readonly bool _replaceInvalidText;
    private readonly bool _rejectDuplicateMembers;
    // A reader of one part of a parallel read (MsgPackReader.Parallel.cs): its errors are never seen, so they carry no path.
    private bool _pathless;
    private int _pos;
    private int _depth;

    // The splitter of a parallel read (MsgPackReader.Parallel.cs), else null.
    private readonly object? _split;

    /// <summary>Creates a reader over a whole document.</summary>
    public MsgPackReader(ReadOnlySpan<byte> source, BentoMessagePackOptions? options = null)
    {
        options ??= BentoMessagePackOptions.Default;
        _buffer = source;
        _options = options;
        _maxDepth = options.MaxDepth;
        _depthCheckFrom = DepthGuard.CheckFrom(options.MaxDepth);
        _replaceInvalidText = options.InvalidTextHandling == BentoInvalidTextHandling.Replace;
        _rejectDuplicateMembers = options.RejectDuplicateMembers;
        _pos = 0;
        _depth = 0;
        _split = null;
        _pathless = false;
    }

    /// <summary>The options this reader was created with.</summary>
    public readonly BentoMessagePackOptions Options => _options;

    /// <summary>Whether generated codecs reject a member named twice in one map (<see cref="BentoMessagePackOptions.RejectDuplicateMembers"/>).</summary>
    public readonly bool RejectDuplicateMembers => _rejectDuplicateMembers;

    /// <summary>The byte offset of the next unread byte.</summary>
    public readonly int Position => _pos;

    /// <summary>How many levels <see cref="EnterContainer"/> has entered.</summary>
    public readonly int CurrentDepth => _depth;

    /// <summary>Whether every byte has been read.</summary>
    public readonly bool End => _pos >= _buffer.Length;

    /// <summary>The first byte of the next value (see <see cref="MsgPackCode"/>); fails at the end of the input.</summary>
    public readonly byte NextCode
    {
        [MethodImpl(MethodImplOptions.AggressiveInlining)]
        get
        {
            if ((uint)_pos >= (uint)_buffer.Length) FailEnd(_pos, "a value");
            return _buffer[_pos];
        }
    }

    /// <summary>The kind of the next value; fails at the end of the input.</summary>
    public readonly MsgPackType NextType => TypeOf(NextCode);

    /// <summary>The kind of value a first byte starts.</summary>
    // The fix families (fixmap, fixarray, fixstr: member names, small objects) are told apart inline; the map layout
    // asks this once per member key, where the call alone was about 2% of a citm read.
    [MethodImpl(MethodImplOptions.AggressiveInlining)]
    public static MsgPackType TypeOf(byte code)
    {
        if ((uint)(code - MsgPackCode.MinFixMap) <= MsgPackCode.MaxFixStr - MsgPackCode.MinFixMap)
            return code <= MsgPackCode.MaxFixMap ? MsgPackType.Map : code <= MsgPackCode.MaxFixArray ? MsgPackType.Array : MsgPackType.String;
        return TypeOfOther(code);
    }

    private static MsgPackType TypeOfOther(byte code)
    {
        if (code <= MsgPackCode.MaxPositiveFixInt || code >= MsgPackCode.MinNegativeFixInt) return MsgPackType.Integer;
        return code switch
        {
            MsgPackCode.Nil => MsgPackType.Nil,
            MsgPackCode.False or MsgPackCode.True => MsgPackType.Boolean,
            >= MsgPackCode.Bin8 and <= MsgPackCode.Bin32 => MsgPackType.Binary,
            >= MsgPackCode.Ext8 and <= MsgPackCode.Ext32 => MsgPackType.Extension,
            MsgPackCode.Float32 or MsgPackCode.Float64 => MsgPackType.Float,
            >= MsgPackCode.UInt8 and <= MsgPackCode.Int64 => MsgPackType.Integer,
            >= MsgPackCode.FixExt1 and <= MsgPackCode.FixExt16 => MsgPackType.Extension,
            >= MsgPackCode.Str8 and <= MsgPackCode.Str32 => MsgPackType.String,
            MsgPackCode.Array16 or MsgPackCode.Array32 => MsgPackType.Array,
            MsgPackCode.Map16 or MsgPackCode.Map32 => MsgPackType.Map,
            _ => MsgPackType.Invalid,
        };
    }

    // ---- depth ----

    /// <summary>
    /// Counts one level of nesting before a nested object or collection is read; fails beyond
    /// <see cref="BentoMessagePackOptions.MaxDepth"/>. Pair with <see cref="ExitContainer"/>.
    /// </summary>
    [MethodImpl(MethodImplOptions.AggressiveInlining)]
    public void EnterContainer()
    {
        if (++_depth > _depthCheckFrom) CheckDepth();
    }

    [MethodImpl(MethodImplOptions.NoInlining)]
    private readonly void CheckDepth()
    {
        if (_depth > _maxDepth) FailDepth(_pos);
        if (DepthGuard.StackIsShort()) Fail(_pos, DepthGuard.ReadMessage(_depth));
    }

    /// <summary>Ends the level begun by <see cref="EnterContainer"/>.</summary>
    [MethodImpl(MethodImplOptions.AggressiveInlining)]
    public void ExitContainer() => _depth--;

    // ---- nil and booleans ----

    /// <summary>Consumes nil and returns true if it comes next; false (consuming nothing) otherwise, including at the end.</summary>
    [MethodImpl(MethodImplOptions.AggressiveInlining)]
    public bool TryReadNil()
    {
        if ((uint)_pos < (uint)_buffer.Length && _buffer[_pos] == MsgPackCode.Nil)
        {
            _pos++;
            return true;
        }

        return false;
    }

    /// <summary>Reads nil.</summary>
    public void ReadNil()
    {
        if (!TryReadNil()) FailExpected("nil");
    }

    /// <summary>Reads true or false.</summary>
    [MethodImpl(MethodImplOptions.AggressiveInlining)]
    public bool ReadBoolean()
    {
        if ((uint)_pos < (uint)_buffer.Length)
        {
            byte code = _buffer[_pos];
            if (code == MsgPackCode.True || code == MsgPackCode.False)
            {
                _pos++;
                return code == MsgPackCode.True;
            }
        }

        FailExpected("a boolean");
        return false;
    }

    // ---- integers ----

    /// <summary>Reads an integer of any family whose value fits in <see cref="byte"/>.</summary>
    public byte ReadByte() => (byte)ReadUInt64Checked(byte.MaxValue, "byte");

    /// <summary>Reads an integer of any family whose value fits in <see cref="sbyte"/>.</summary>
    public sbyte ReadSByte() => (sbyte)ReadInt64Checked(sbyte.MinValue, sbyte.MaxValue, "sbyte");

    /// <summary>Reads an integer of any family whose value fits in <see cref="short"/>.</summary>
    public short ReadInt16() => (short)ReadInt64Checked(short.MinValue, short.MaxValue, "short");

    /// <summary>Reads an integer of any family whose value fits in <see cref="ushort"/>.</summary>
    public ushort ReadUInt16() => (ushort)ReadUInt64Checked(ushort.MaxValue, "ushort");

    /// <summary>Reads an integer of any family whose value fits in <see cref="int"/>.</summary>
    [MethodImpl(MethodImplOptions.AggressiveInlining)]
    public int ReadInt32() => TryReadFixInt(out int value) ? value : ReadSizedInt32();

    /// <summary>Reads an integer of any family whose value fits in <see cref="uint"/>.</summary>
    public uint ReadUInt32() => (uint)ReadUInt64Checked(uint.MaxValue, "uint");

    /// <summary>Reads an integer of any family whose value fits in <see cref="long"/>.</summary>
    [MethodImpl(MethodImplOptions.AggressiveInlining)]
    public long ReadInt64() => TryReadFixInt(out int value) ? value : ReadSizedInt64();

    /// <summary>Reads a positive or negative fixint, or returns false having read nothing.</summary>
    [MethodImpl(MethodImplOptions.AggressiveInlining)]
    private bool TryReadFixInt(out int value)
    {
        int pos = _pos;
        var buffer = _buffer;
        if ((uint)pos < (uint)buffer.Length)
        {
            // Fixints are the common case for counts, ids, enums and map keys: no decoding beyond the byte itself.
            byte code = buffer[pos];
            if (code <= MsgPackCode.MaxPositiveFixInt || code >= MsgPackCode.MinNegativeFixInt)
            {
                _pos = pos + 1;
                value = (sbyte)code;
                return true;
            }
        }

        value = 0;
        return false;
    }

    /// <summary>Reads an integer of any family whose value fits in <see cref="ulong"/>.</summary>
    public ulong ReadUInt64() => ReadUInt64Checked(ulong.MaxValue, "ulong");

    // The sized integers of ReadInt32 and ReadInt64: one call each, with the value in a register. The general path, with
    // its out values and a second call, took about a tenth of a citm read's samples (its ids and prices are uint 32), and
    // inlining the sized read into ReadInt32 measured no faster. One method per range, so that the bounds are constants
    // and the method needs no callee-saved registers: with the bounds and the type name as arguments, saving and
    // restoring them was about a third of its samples.
    [MethodImpl(MethodImplOptions.NoInlining)]
    private int ReadSizedInt32() => (int)ReadSizedInteger(int.MinValue, int.MaxValue, "int");

    [MethodImpl(MethodImplOptions.NoInlining)]
    private long ReadSizedInt64() => ReadSizedInteger(long.MinValue, long.MaxValue, "long");

    /// <summary>
    /// Reads an integer of a sized family (int 8 to 64, uint 8 to 64) whose value is within [<paramref name="min"/>,
    /// <paramref name="max"/>]: the path of ids, amounts and timestamps, which are mostly uint 32 or uint 64. Anything
    /// else (a fixint, another type, a value out of range, a truncated number) goes to the general path, which reads or
    /// reports it exactly as before.
    /// </summary>
    [MethodImpl(MethodImplOptions.AggressiveInlining)]
    private long ReadSizedInteger(long min, long max, string typeName)
    {
        int pos = _pos;
        var buffer = _buffer;
        // Eight bytes after the type byte, whatever the size: the value is the top bytes of one big-endian load, shifted
        // down, with no branch on the size (a switch on it measured slower on citm, whose numbers mix uint 8, 16 and 32).
        // Near the end of the input the general path reads it.
        if ((uint)pos < (uint)buffer.Length && buffer.Length - pos > sizeof(ulong))
        {
            // uint 8, 16, 32, 64, then int 8, 16, 32, 64: the low two bits of the offset give the size.
            uint family = (uint)(buffer[pos] - MsgPackCode.UInt8);
            if (family < 8)
            {
                int size = 1 << (int)(family & 3);
                int shift = (sizeof(ulong) - size) * 8;
#if NET
                // The eight bytes are known to be there (tested above), so the load needs no slice and no second check.
                ulong raw = BinaryPrimitives.ReverseEndianness(Unsafe.ReadUnaligned<ulong>(ref Unsafe.Add(ref MemoryMarshal.GetReference(buffer), pos + 1)));
#else
                ulong raw = BinaryPrimitives.ReadUInt64BigEndian(buffer.Slice(pos + 1));
#endif
                long value = family < 4 ? (long)(raw >> shift) : (long)raw >> shift;
                // A uint 64 above long's range reads as negative here: it has no long value, and the general path says so.
                if (value >= min && value <= max && (value >= 0 || family >= 4))
                {
                    _pos = pos + 1 + size;
                    return value;
                }
            }
        }

        return ReadInt64Checked(min, max, typeName);
    }

    private long ReadInt64Checked(long min, long max, string typeName)
    {
        int start = _pos;
        if (!TryDecodeInteger(out ulong bits, out bool negative)) FailExpected("an integer");
        if (negative ? (long)bits < min : bits > (ulong)max) FailRange(start, typeName);
        return (long)bits;
    }

    private ulong ReadUInt64Checked(ulong max, string typeName)
    {
        int start = _pos;
        if (!TryDecodeInteger(out ulong bits, out bool negative)) FailExpected("an integer");
        if (negative || bits > max) FailRange(start, typeName);
        return bits;
    }

    /// <summary>
    /// Decodes any integer family at the current position. <paramref name="bits"/> is the value as ulong when
    /// <paramref name="negative"/> is false, else the two's complement of a negative long. False (nothing consumed)
    /// when the next value is not an integer.
    /// </summary>
    private bool TryDecodeInteger(out ulong bits, out bool negative)
    {
        bits = 0;
        negative = false;
        int pos = _pos;
        var buffer = _buffer;
        if ((uint)pos >= (uint)buffer.Length) return false;
        byte code = buffer[pos];
        if (code <= MsgPackCode.MaxPositiveFixInt)
        {
            bits = code;
            _pos = pos + 1;
            return true;
        }

        if (code >= MsgPackCode.MinNegativeFixInt)
        {
            bits = unchecked((ulong)(long)(sbyte)code);
            negative = true;
            _pos = pos + 1;
            return true;
        }

        if (code < MsgPackCode.UInt8 || code > MsgPackCode.Int64) return false;
        int size = 1 << ((code - MsgPackCode.UInt8) & 3);
        var data = Take(pos, 1, size, "an integer");
        long signedValue;
        switch (code)
        {
            case MsgPackCode.UInt8: bits = data[0]; return true;
            case MsgPackCode.UInt16: bits = BinaryPrimitives.ReadUInt16BigEndian(data); return true;
            case MsgPackCode.UInt32: bits = BinaryPrimitives.ReadUInt32BigEndian(data); return true;
            case MsgPackCode.UInt64: bits = BinaryPrimitives.ReadUInt64BigEndian(data); return true;
            case MsgPackCode.Int8: signedValue = (sbyte)data[0]; break;
            case MsgPackCode.Int16: signedValue = BinaryPrimitives.ReadInt16BigEndian(data); break;
            case MsgPackCode.Int32: signedValue = BinaryPrimitives.ReadInt32BigEndian(data); break;
            default: signedValue = BinaryPrimitives.ReadInt64BigEndian(data); break;
        }

        bits = unchecked((ulong)signedValue);
        negative = signedValue < 0;
        return true;
    }

    /// <summary>
    /// Returns the <paramref name="length"/> bytes after a header of <paramref name="headerLength"/> bytes at
    /// <paramref name="start"/> and moves past them, or fails when the input ends first.
    /// </summary>
    [MethodImpl(MethodImplOptions.AggressiveInlining)]
    private ReadOnlySpan<byte> Take(int start, int headerLength, long length, string what)
    {
        if (length > _buffer.Length - start - headerLength) FailTruncated(start, what);
        int dataStart = start + headerLength;
        _pos = dataStart + (int)length;
        return _buffer.Slice(dataStart, (int)length);
    }

    // ---- floats ----

    /// <summary>Reads float 64, float 32 or any integer as a double (integers beyond 2^53 round to the nearest double).</summary>
    public double ReadDouble()
    {
        int pos = _pos;
        var buffer = _buffer;
        if ((uint)pos < (uint)buffer.Length)
        {
            byte code = buffer[pos];
            if (code == MsgPackCode.Float64) return BitConverter.Int64BitsToDouble(BinaryPrimitives.ReadInt64BigEndian(Take(pos, 1, 8, "a float")));
            if (code == MsgPackCode.Float32) return BitConverter.Int32BitsToSingle(BinaryPrimitives.ReadInt32BigEndian(Take(pos, 1, 4, "a float")));
        }

        if (!TryDecodeInteger(out ulong bits, out bool negative)) FailExpected("a number");
        return negative ? (long)bits : (double)bits;
    }

    /// <summary>
    /// Reads <paramref name="destination"/>'s length of values as <see cref="ReadDouble"/> does, one after another:
    /// the array of doubles' loop. A run of float 64 is decoded in place, without a call or a position store per value
    /// (coordinates and vectors are short arrays of them); any other value goes through <see cref="ReadDouble"/>,
    /// so results and errors are the element loop's.
    /// </summary>
    public void ReadDoubles(Span<double> destination)
    {
        var buffer = _buffer;
        int pos = _pos;
        for (int i = 0; i < destination.Length; i++)
        {
            // (uint) keeps pos + 8 in range however close the input's length is to int.MaxValue.
            if ((uint)(pos + 8) < (uint)buffer.Length && buffer[pos] == MsgPackCode.Float64)
            {
                destination[i] = BitConverter.Int64BitsToDouble(BinaryPrimitives.ReadInt64BigEndian(buffer.Slice(pos + 1, 8)));
                pos += 9;
            }
            else
            {
                _pos = pos;
                destination[i] = ReadDouble();
                pos = _pos;
            }
        }
        _pos = pos;
    }

    /// <summary>
    /// Reads <paramref name="destination"/>'s length of values as <see cref="ReadInt32"/> does, one after another: the
    /// array of ints' loop. The forms a writer picks for values from -32,768 to 65,535 (fixint, int 8, int 16, uint 8,
    /// uint 16) are decoded in place, without a call or a position store per value (indices, ids, loot tables); any other
    /// value, and any value in the last two bytes of the input, goes through <see cref="ReadInt32"/>, so results and
    /// errors are the element loop's.
    /// </summary>
    public void ReadInt32s(Span<int> destination)
    {
        var buffer = _buffer;
        int pos = _pos;
        for (int i = 0; i < destination.Length; i++)
        {
            // Two bytes after the type byte are what the widest form here needs; one test covers every form.
            if ((uint)(pos + 2) < (uint)buffer.Length)
            {
                int code = buffer[pos];
                if (code <= MsgPackCode.MaxPositiveFixInt || code >= MsgPackCode.MinNegativeFixInt)
                {
                    destination[i] = (sbyte)code;
                    pos++;
                    continue;
                }

                if (code == MsgPackCode.UInt8)
                {
                    destination[i] = buffer[pos + 1];
                    pos += 2;
                    continue;
                }

                if (code == MsgPackCode.UInt16)
                {
                    destination[i] = (buffer[pos + 1] << 8) | buffer[pos + 2];
                    pos += 3;
                    continue;
                }

                if (code == MsgPackCode.Int8)
                {
                    destination[i] = (sbyte)buffer[pos + 1];
                    pos += 2;
                    continue;
                }

                if (code == MsgPackCode.Int16)
                {
                    destination[i] = (short)((buffer[pos + 1] << 8) | buffer[pos + 2]);
                    pos += 3;
                    continue;
                }
            }

            _pos = pos;
            destination[i] = ReadInt32();
            pos = _pos;
        }

        _pos = pos;
    }

    /// <summary>
    /// Reads float 32, float 64 or any integer as a float. A finite float 64 beyond the range of float is an error
    /// rather than infinity; otherwise it rounds to the nearest float.
    /// </summary>
    public float ReadSingle()
    {
        int start = _pos;
        if ((uint)start < (uint)_buffer.Length && _buffer[start] == MsgPackCode.Float32)
            return BitConverter.Int32BitsToSingle(BinaryPrimitives.ReadInt32BigEndian(Take(start, 1, 4, "a float")));
        double value = ReadDouble();
        float narrowed = (float)value;
        if (float.IsInfinity(narrowed) && !double.IsInfinity(value)) FailRange(start, "float");
        return narrowed;
    }

    // ---- strings ----

    /// <summary>
    /// Reads a str as its UTF-8 bytes without allocating (valid as long as the input): what generated code matches
    /// member names against. The bytes are checked to be valid UTF-8.
    /// </summary>
    public ReadOnlySpan<byte> ReadStringUtf8()
    {
        int start = _pos;
        var utf8 = ReadStringBytes();
        if (!Utf8Text.IsValid(utf8)) Fail(start, "The string is not valid UTF-8.");
        return utf8;
    }

    /// <summary>
    /// Reads the next map key when it is exactly <paramref name="key"/> (a str as the generated writer writes a member's
    /// name: its header, then its UTF-8 bytes), and returns the name's bytes; otherwise returns false and consumes nothing.
    /// </summary>
    /// <remarks>
    /// A map written from the same model names its members in the writer's order, so a generated member loop asks, after
    /// each member, for the one written next: one comparison with a constant stands for the key's type test, its header,
    /// the UTF-8 check and the dispatch on the name. Equal bytes are the same key, so what is read does not change.
    /// </remarks>
    [MethodImpl(MethodImplOptions.AggressiveInlining)]
    public bool TryReadKeyLiteral(ReadOnlySpan<byte> key, out ReadOnlySpan<byte> name)
    {
        int pos = _pos;
        var buffer = _buffer;
        if ((uint)key.Length <= (uint)(buffer.Length - pos) && buffer.Slice(pos, key.Length).SequenceEqual(key))
        {
            _pos = pos + key.Length;
            int header = key[0] <= MsgPackCode.MaxFixStr ? 1 : key[0] == MsgPackCode.Str8 ? 2 : key[0] == MsgPackCode.Str16 ? 3 : 5;
            name = key.Slice(header);
            return true;
        }

        name = default;
        return false;
    }

    /// <summary>Reads a str as a string; nil gives null. Invalid UTF-8 follows <see cref="BentoMessagePackOptions.InvalidTextHandling"/>.</summary>
    [MethodImpl(MethodImplOptions.AggressiveInlining)]
    public string? ReadString() => TryReadNil() ? null : ReadStringValue();

    // The nil test stays inline and the decode is one call. Inlined into generated readers of many string members, the
    // decode made them large enough to keep their locals on the stack: with it out of line twitter's array-layout read
    // took 0.90-0.93 of its time, the map layouts 0.90-0.97. With the nil test in the call too, citm's array layout (more
    // nulls than strings in citm_catalog.json) took 1.02 (docs/architecture.md).
    [MethodImpl(MethodImplOptions.NoInlining)]
    private string ReadStringValue()
    {
        int start = _pos;
        var utf8 = ReadStringBytes();
        if (Utf8Text.TryDecodeAscii(utf8, out string? ascii)) return ascii;
        if (Utf8Text.TryDecode(utf8, out string value)) return value;
        if (!_replaceInvalidText) Fail(start, "The string is not valid UTF-8.");
        return Encoding.UTF8.GetString(utf8);
    }

    /// <summary>Reads a str (fixstr, str 8, 16 or 32) and returns its bytes, not yet checked to be UTF-8.</summary>
    [MethodImpl(MethodImplOptions.AggressiveInlining)]
    private ReadOnlySpan<byte> ReadStringBytes()
    {
        int pos = _pos;
        var buffer = _buffer;
        if ((uint)pos < (uint)buffer.Length)
        {
            byte code = buffer[pos];
            if (code >= MsgPackCode.MinFixStr && code <= MsgPackCode.MaxFixStr) return Take(pos, 1, code & 0x1f, "a string");
            if (code >= MsgPackCode.Str8 && code <= MsgPackCode.Str32) return ReadSizedPayload(pos, 1 << (code - MsgPackCode.Str8), "a string");
        }

        FailExpected("a string");
        return default;
    }

    /// <summary>Reads a length field of <paramref name="lengthSize"/> bytes after the marker, then that many bytes.</summary>
    private ReadOnlySpan<byte> ReadSizedPayload(int start, int lengthSize, string what)
    {
        var header = Take(start, 1, lengthSize, what);
        long length = lengthSize switch
        {
            1 => header[0],
            2 => BinaryPrimitives.ReadUInt16BigEndian(header),
            _ => BinaryPrimitives.ReadUInt32BigEndian(header),
        };
        return Take(start, 1 + lengthSize, length, what);
    }

    // ---- binary ----

    /// <summary>
    /// Reads bin 8/16/32 as a span over the input (no copy). A str is accepted too: the spec's earlier "raw" type
    /// carried binary data in what is now str.
    /// </summary>
    public ReadOnlySpan<byte> ReadBinarySpan()
    {
        int pos = _pos;
        var buffer = _buffer;
        if ((uint)pos < (uint)buffer.Length)
        {
            byte code = buffer[pos];
            if (code >= MsgPackCode.Bin8 && code <= MsgPackCode.Bin32) return ReadSizedPayload(pos, 1 << (code - MsgPackCode.Bin8), "binary data");
            if ((code >= MsgPackCode.MinFixStr && code <= MsgPackCode.MaxFixStr) || (code >= MsgPackCode.Str8 && code <= MsgPackCode.Str32))
                return ReadStringBytes();
        }

        FailExpected("binary data");
        return default;
    }

    /// <summary>Reads bin (or str) as a new array; nil gives null.</summary>
    public byte[]? ReadBinary() => TryReadNil() ? null : ReadBinarySpan().ToArray();

    // ---- containers ----

    /// <summary>
    /// Reads a fixarray header (0 to 15 elements) and returns its count; returns -1, having read nothing, when anything
    /// else comes next, including a fixarray whose count the remaining bytes could not hold (<see cref="ReadArrayHeader"/>
    /// then reports it). Generated array-layout readers take their common header with this one test.
    /// </summary>
    [MethodImpl(MethodImplOptions.AggressiveInlining)]
    public int TryReadFixArrayHeader()
    {
        int pos = _pos;
        var buffer = _buffer;
        if ((uint)pos < (uint)buffer.Length)
        {
            int count = buffer[pos] - MsgPackCode.MinFixArray;
            if ((uint)count <= MsgPackCode.MaxFixArray - MsgPackCode.MinFixArray && count < buffer.Length - pos)
            {
                _pos = pos + 1;
                return count;
            }
        }

        return -1;
    }

    /// <summary>
    /// Reads an array header (fixarray, array 16 or 32) and returns the element count. A count larger than the
    /// remaining bytes could hold (each element takes at least one byte) fails here, before anything is allocated for it.
    /// </summary>
    [MethodImpl(MethodImplOptions.AggressiveInlining)]
    public int ReadArrayHeader()
    {
        int pos = _pos;
        var buffer = _buffer;
        if ((uint)pos < (uint)buffer.Length)
        {
            byte code = buffer[pos];
            if (code >= MsgPackCode.MinFixArray && code <= MsgPackCode.MaxFixArray)
            {
                int count = code & 0x0f;
                if (count > buffer.Length - pos - 1) FailCount(pos, count, "array", "elements");
                _pos = pos + 1;
                return count;
            }
        }

        return ReadContainerHeaderSlow(MsgPackCode.Array16, "array");
    }

    /// <summary>
    /// Reads a map header (fixmap, map 16 or 32) and returns the entry count; the caller reads that many keys, each
    /// followed by its value. A count larger than the remaining bytes could hold fails before any allocation.
    /// </summary>
    [MethodImpl(MethodImplOptions.AggressiveInlining)]
    public int ReadMapHeader()
    {
        int pos = _pos;
        var buffer = _buffer;
        if ((uint)pos < (uint)buffer.Length)
        {
            byte code = buffer[pos];
            if (code >= MsgPackCode.MinFixMap && code <= MsgPackCode.MaxFixMap)
            {
                int count = code & 0x0f;
                if (count * 2 > buffer.Length - pos - 1) FailCount(pos, count, "map", "entries");
                _pos = pos + 1;
                return count;
            }
        }

        return ReadContainerHeaderSlow(MsgPackCode.Map16, "map");
    }

    private int ReadContainerHeaderSlow(byte code16, string what)
    {
        int start = _pos;
        if ((uint)start >= (uint)_buffer.Length) FailExpected(what == "map" ? "a map" : "an array");
        byte code = _buffer[start];
        long count;
        if (code == code16) count = BinaryPrimitives.ReadUInt16BigEndian(Take(start, 1, 2, what == "map" ? "a map header" : "an array header"));
        else if (code == code16 + 1) count = BinaryPrimitives.ReadUInt32BigEndian(Take(start, 1, 4, what == "map" ? "a map header" : "an array header"));
        else
        {
            FailExpected(what == "map" ? "a map" : "an array");
            return 0;
        }

        long minimumBytes = what == "map" ? count * 2 : count;
        if (minimumBytes > _buffer.Length - _pos) FailCount(start, count, what, what == "map" ? "entries" : "elements");
        return (int)count;
    }

    // ---- extensions ----

    /// <summary>
    /// Reads an ext header of any family (fixext 1-16, ext 8/16/32) and returns the data length; the data follows and
    /// is checked to be present. <see cref="ReadExtension"/> reads header and data together.
    /// </summary>
    public int ReadExtensionHeader(out sbyte type)
    {
        int start = _pos;
        if ((uint)start < (uint)_buffer.Length)
        {
            byte code = _buffer[start];
            if (code >= MsgPackCode.FixExt1 && code <= MsgPackCode.FixExt16)
            {
                var typeByte = Take(start, 1, 1, "an extension");
                type = (sbyte)typeByte[0];
                int length = 1 << (code - MsgPackCode.FixExt1);
                if (length > _buffer.Length - _pos) FailTruncated(start, "an extension");
                return length;
            }

            if (code >= MsgPackCode.Ext8 && code <= MsgPackCode.Ext32)
            {
                int lengthSize = 1 << (code - MsgPackCode.Ext8);
                var header = Take(start, 1, lengthSize + 1, "an extension");
                long length = lengthSize switch
                {
                    1 => header[0],
                    2 => BinaryPrimitives.ReadUInt16BigEndian(header),
                    _ => BinaryPrimitives.ReadUInt32BigEndian(header),
                };
                type = (sbyte)header[lengthSize];
                if (length > _buffer.Length - _pos) FailTruncated(start, "an extension");
                return (int)length;
            }
        }

        FailExpected("an extension");
        type = 0;
        return 0;
    }

    /// <summary>Reads an ext item and returns its data as a span over the input.</summary>
    public ReadOnlySpan<byte> ReadExtension(out sbyte type)
    {
        int length = ReadExtensionHeader(out type);
        var data = _buffer.Slice(_pos, length);
        _pos += length;
        return data;
    }

    /// <summary>
    /// Reads the timestamp extension (type -1) in any of its forms: 32-bit (seconds), 64-bit (30-bit nanoseconds and
    /// 34-bit seconds) or 96-bit (32-bit nanoseconds and signed 64-bit seconds), in whichever ext family carries it.
    /// </summary>
    public void ReadTimestamp(out long seconds, out uint nanoseconds)
    {
        int start = _pos;
        if (!TryReadTimestamp(out seconds, out nanoseconds, out string? problem)) Fail(start, problem!);
    }

    private bool TryReadTimestamp(out long seconds, out uint nanoseconds, out string? problem)
    {
        seconds = 0;
        nanoseconds = 0;
        var data = ReadExtension(out sbyte type);
        if (type != MsgPackCode.TimestampExtensionType)
        {
            problem = $"Expected a timestamp (extension type -1) but found extension type {type}.";
            return false;
        }

        switch (data.Length)
        {
            case 4:
                seconds = BinaryPrimitives.ReadUInt32BigEndian(data);
                break;
            case 8:
            {
                ulong value = BinaryPrimitives.ReadUInt64BigEndian(data);
                nanoseconds = (uint)(value >> 34);
                seconds = (long)(value & 0x3_FFFF_FFFFUL);
                break;
            }

            case 12:
                nanoseconds = BinaryPrimitives.ReadUInt32BigEndian(data);
                seconds = BinaryPrimitives.ReadInt64BigEndian(data.Slice(4));
                break;
            default:
                problem = $"A timestamp must hold 4, 8 or 12 bytes, not {data.Length}.";
                return false;
        }

        if (nanoseconds > 999_999_999)
        {
            problem = "The timestamp's nanoseconds are not below one second.";
            return false;
        }

        problem = null;
        return true;
    }

    // ---- skipping ----

    /// <summary>
    /// Skips one complete value of any shape, checking every length, without recursion: nesting is tracked in a
    /// stack of remaining-item counts bounded by <see cref="BentoMessagePackOptions.MaxDepth"/>.
    /// </summary>
    public void Skip()
    {
        // The count of items left at each enclosing level; the innermost level's count is kept in `left`. Every
        // failure leaves the position where the original header-by-header walk left it.
        Span<long> outer = stackalloc long[32];
        int level = 0;
        long left = 1;
        var buffer = _buffer;
        int pos = _pos;
        while (true)
        {
            while (left == 0)
            {
                if (level == 0)
                {
                    _pos = pos;
                    return;
                }
                left = outer[--level];
            }

            left--;
            int start = pos;
            if ((uint)start >= (uint)buffer.Length)
            {
                _pos = start;
                FailEnd(start, "a value");
            }

            // Most values have a size their first byte fixes (numbers, nil, booleans, fixstr): one table load.
            byte code = buffer[start];
            int size = MsgPackFormat.FixedSizes[code];
            // str 8, the other common string form (33 to 255 bytes), has its length in the next byte.
            if (code == MsgPackCode.Str8 && start + 1 < buffer.Length) size = 2 + buffer[start + 1];
            if (size != 0)
            {
                if (size > buffer.Length - start)
                {
                    _pos = start;
                    FailTruncated(start, MsgPackFormat.Describe(code));
                }
                pos = start + size;
                continue;
            }

            MsgPackType type;
            int headerLength;
            long items;
            if (code >= MsgPackCode.MinFixMap && code <= MsgPackCode.MaxFixArray)
            {
                type = code <= MsgPackCode.MaxFixMap ? MsgPackType.Map : MsgPackType.Array;
                items = type == MsgPackType.Map ? 2 * (code & 0x0f) : code & 0x0f;
                headerLength = 1;
            }
            else
            {
                _pos = start;
                if (!MsgPackFormat.TryReadHeader(buffer, start, out type, out headerLength, out long payload, out items))
                {
                    if (code == MsgPackCode.NeverUsed) Fail(start, "The byte 0xc1 is never used in MessagePack.");
                    FailTruncated(start, MsgPackFormat.Describe(code));
                }

                if (type is not (MsgPackType.Array or MsgPackType.Map))
                {
                    if (payload > buffer.Length - start - headerLength) FailTruncated(start, MsgPackFormat.Describe(code));
                    pos = start + headerLength + (int)payload;
                    continue;
                }
            }

            if (_depth + level + 1 > _maxDepth)
            {
                _pos = start;
                FailDepth(start);
            }

            pos = start + headerLength;
            if (items > buffer.Length - pos)
            {
                _pos = pos;
                FailCount(start, type == MsgPackType.Map ? items / 2 : items, type == MsgPackType.Map ? "map" : "array",
                    type == MsgPackType.Map ? "entries" : "elements");
            }

            if (items == 0) continue;
            if (level == outer.Length)
            {
                var larger = new long[outer.Length * 2];
                outer.CopyTo(larger);
                outer = larger;
            }

            outer[level++] = left;
            left = items;
        }
    }

    /// <summary>Skips the next value and returns its complete encoding as a span over the input.</summary>
    public ReadOnlySpan<byte> ReadRaw()
    {
        int start = _pos;
        Skip();
        return _buffer.Slice(start, _pos - start);
    }

    /// <summary>Checks that no bytes follow the value just read.</summary>
    public readonly void ReadEndOfDocument()
    {
        if (_pos < _buffer.Length) Fail(_pos, $"Unexpected data ({_buffer.Length - _pos} bytes) after the end of the MessagePack value.");
    }

    // ---- errors ----

    /// <summary>Raises a <see cref="BentoMessagePackException"/> at the current position with the given reason.</summary>
    [DoesNotReturn]
    public readonly void Throw(string reason) => Fail(_pos, reason);

    /// <summary>The input the reader reads (for the value extent of the user codec check).</summary>
    internal readonly ReadOnlySpan<byte> Buffer => _buffer;

    /// <summary>Raises Bento's error for the value that started at <paramref name="position"/> (already read), with its path.</summary>
    internal readonly void ThrowAt(int position, string reason) => Fail(position, reason);

    /// <summary>Raises Bento's error at <paramref name="position"/> for a user codec's exception, kept as the inner exception.</summary>
    [DoesNotReturn]
    internal readonly void ThrowAt(int position, string reason, Exception inner) => throw Error(position, reason, inner);

    /// <summary>Raises the error for a member key of the array layout that occurs twice in a map.</summary>
    [DoesNotReturn]
    public readonly void ThrowDuplicateMemberKey(int key) =>
        Fail(_pos, $"The member key {key.ToString(System.Globalization.CultureInfo.InvariantCulture)} occurs more than once in the map.");

    /// <summary>Raises the error for a member that occurs twice in a map.</summary>
    [DoesNotReturn]
    public readonly void ThrowDuplicateMember(ReadOnlySpan<byte> name) =>
        Fail(_pos, $"The member '{Utf8Text.Lossy(name)}' occurs more than once in the map.");

    /// <summary>
    /// Raises the error for a dictionary key that occurs twice in one map, which generated code and collection codecs
    /// report when RejectDuplicateMembers is set.
    /// </summary>
    [DoesNotReturn]
    public readonly void ThrowDuplicateKey<TKey>(TKey key) =>
        Fail(_pos, $"The key '{System.Convert.ToString(key, System.Globalization.CultureInfo.InvariantCulture)}' occurs more than once in the map.");

    /// <summary>Raises the error for a required member missing from a map that has just been read.</summary>
    [DoesNotReturn]
    public readonly void ThrowMissingRequired(string memberName) =>
        Fail(_pos, $"The required member '{memberName}' is missing.");

    [DoesNotReturn]
    [MethodImpl(MethodImplOptions.NoInlining)]
    private readonly void Fail(int position, string reason) => throw Error(position, reason, null);

    // The path is found by scanning the document up to the error (MsgPackErrors), which for a large document costs more
    // than a part's whole work; a part's error is discarded, and the calling thread raises the real one itself.
    private readonly BentoMessagePackException Error(int position, string reason, Exception? inner) =>
        _pathless ? new BentoMessagePackException(reason, position, null, inner) : MsgPackErrors.At(_buffer, position, reason, inner);

    [DoesNotReturn]
    [MethodImpl(MethodImplOptions.NoInlining)]
    private readonly void FailExpected(string what)
    {
        if (_pos >= _buffer.Length) FailEnd(_pos, what);
        Fail(_pos, $"Expected {what} but found {MsgPackFormat.Describe(_buffer[_pos])}.");
    }

    [DoesNotReturn]
    [MethodImpl(MethodImplOptions.NoInlining)]
    private readonly void FailEnd(int position, string what) => Fail(position, $"Expected {what} but the input ends.");

    [DoesNotReturn]
    [MethodImpl(MethodImplOptions.NoInlining)]
    private readonly void FailTruncated(int start, string what) =>
        Fail(start, $"The input ends inside {what} that starts here.");

    [DoesNotReturn]
    [MethodImpl(MethodImplOptions.NoInlining)]
    private readonly void FailCount(int start, long count, string what, string items) =>
        Fail(start, $"The {what} declares {count} {items}, more than the {_buffer.Length - start} remaining bytes can hold.");

    [DoesNotReturn]
    [MethodImpl(MethodImplOptions.NoInlining)]
    private readonly void FailRange(int start, string typeName) =>
        Fail(start, $"The number is out of the range of {typeName}.");

    [DoesNotReturn]
    [MethodImpl(MethodImplOptions.NoInlining)]
    private readonly void FailDepth(int position) =>
        Fail(position, $"The document is nested deeper than the maximum depth of {_maxDepth}.");
}
