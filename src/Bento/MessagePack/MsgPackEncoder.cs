using System;
using System.Buffers.Binary;
using System.Runtime.CompilerServices;
using System.Runtime.InteropServices;

namespace Bento.MessagePack;

/// <summary>
/// Pure MessagePack encoders: each writes one item at the start of a span the caller has sized (see the <c>Max*</c>
/// constants) and returns the bytes written. They always pick the smallest family the spec allows for the value and
/// write multi-byte fields big-endian. Generated code reserves once with <see cref="MsgPackWriter{TBuffer}.GetSpan"/>
/// for a run of fixed-size fields, calls these, then commits with <see cref="MsgPackWriter{TBuffer}.Advance"/>.
/// </summary>
public static class MsgPackEncoder
{
    /// <summary>The most bytes any integer takes (marker and 8 bytes).</summary>
    public const int MaxIntegerSize = 9;
    /// <summary>The bytes a float 32 takes.</summary>
    public const int SingleSize = 5;
    /// <summary>The bytes a float 64 takes.</summary>
    public const int DoubleSize = 9;
    /// <summary>The most bytes an array, map, str or bin header takes.</summary>
    public const int MaxHeaderSize = 5;
    /// <summary>The longest str (in UTF-8 bytes) a one-byte fixstr header holds.</summary>
    public const int MaxFixStrLength = 31;
    /// <summary>The most bytes an ext header takes (marker, 4 length bytes, type).</summary>
    public const int MaxExtensionHeaderSize = 6;
    /// <summary>The most bytes a timestamp takes (the 96-bit form).</summary>
    public const int MaxTimestampSize = 15;

    /// <summary>Writes nil.</summary>
    [MethodImpl(MethodImplOptions.AggressiveInlining)]
    public static int WriteNil(Span<byte> destination)
    {
        destination[0] = MsgPackCode.Nil;
        return 1;
    }

    /// <summary>Writes true or false.</summary>
    [MethodImpl(MethodImplOptions.AggressiveInlining)]
    public static int WriteBoolean(Span<byte> destination, bool value)
    {
        destination[0] = value ? MsgPackCode.True : MsgPackCode.False;
        return 1;
    }

    /// <summary>Writes a signed integer in the smallest family: non-negative values use fixint or the uint families.</summary>
    [MethodImpl(MethodImplOptions.AggressiveInlining)]
    public static int WriteInt32(Span<byte> destination, int value)
    {
        if (value >= 0) return WriteUInt32(destination, (uint)value);
        if (value >= -32)
        {
            destination[0] = unchecked((byte)value);
            return 1;
        }

        return WriteNegative(destination, value);
    }

    /// <summary>The bytes <see cref="WriteInt32s"/> needs for <paramref name="count"/> values: five each, and three more.</summary>
    public static int Int32RunSize(int count) => checked((count * 5) + 3);

    /// <summary>
    /// Writes each value as <see cref="WriteInt32"/> does, one after another, and returns the bytes written. The
    /// destination must hold <see cref="Int32RunSize"/> bytes: each value is stored as an eight-byte word of which only
    /// its own bytes are kept.
    /// </summary>
    // The family is picked without a branch: values that mix families at random (scores, ids, counts of any size) made
    // the element loop mispredict about every other value, seven nanoseconds each on simple-100k's arrays of scores.
    public static int WriteInt32s(Span<byte> destination, ReadOnlySpan<int> values)
    {
        if (values.IsEmpty) return 0;
        if (destination.Length < ((long)values.Length * 5) + 3) ThrowShortDestination();
#if NET
        // Without bounds checks: the room for every word was checked above.
        ref byte start = ref MemoryMarshal.GetReference(destination);
        nint at = 0;
        foreach (int value in values)
        {
            ulong word = Int32Word(value, out int size);
            Unsafe.WriteUnaligned(ref Unsafe.Add(ref start, at), BitConverter.IsLittleEndian ? word : BinaryPrimitives.ReverseEndianness(word));
            at += size;
        }

        return (int)at;
#else
        int at = 0;
        foreach (int value in values)
        {
            ulong word = Int32Word(value, out int size);
            BinaryPrimitives.WriteUInt64LittleEndian(destination.Slice(at), word);
            at += size;
        }

        return at;
#endif
    }

    // One value's bytes as a little-endian word (its first byte lowest) and how many of them it takes.
    [MethodImpl(MethodImplOptions.AggressiveInlining)]
    private static ulong Int32Word(int value, out int size)
    {
        uint sign = (uint)(value >> 31);
        uint magnitude = (uint)value ^ sign;
        // The family (0 to 3: fixint, 8, 16, 32 bits) counts the limits the value is past: 127, 255 and 65,535
        // upward, and -32, -128 and -32,768 downward, which in the magnitude of a negative value (-value - 1) are 31,
        // 127 and 32,767. A limit minus a larger magnitude leaves the top bit set.
        int family = (int)(((127u ^ (sign & 96u)) - magnitude) >> 31)
            + (int)(((255u ^ (sign & 128u)) - magnitude) >> 31)
            + (int)(((65535u ^ (sign & 32768u)) - magnitude) >> 31);
        int payloadBytes = family + ((family >> 1) & family);   // 0, 1, 2 or 4
        size = payloadBytes + 1;
        // A fixint is its own byte. The other families' markers are consecutive from uint 8 (0xcc) and from int 8
        // (0xd0), and the value's low bytes follow big-endian. The word is stored whole; the next value's bytes
        // overwrite what lies past this one's.
        uint isFixint = (uint)((family - 1) >> 31);
        uint marker = ((0xcbu + (sign & 4u) + (uint)family) & ~isFixint) | ((uint)value & isFixint);
        ulong payload = (ulong)BinaryPrimitives.ReverseEndianness((uint)value) >> (32 - (8 * payloadBytes));
        return (marker & 0xFFu) | (payload << 8);
    }

    [System.Diagnostics.CodeAnalysis.DoesNotReturn]
    [MethodImpl(MethodImplOptions.NoInlining)]
    private static void ThrowShortDestination() => throw new ArgumentException("The destination is shorter than Int32RunSize of the values.", "destination");

    /// <summary>Writes a signed integer in the smallest family: non-negative values use fixint or the uint families.</summary>
    [MethodImpl(MethodImplOptions.AggressiveInlining)]
    public static int WriteInt64(Span<byte> destination, long value)
    {
        if (value >= 0) return WriteUInt64(destination, (ulong)value);
        if (value >= -32)
        {
            destination[0] = unchecked((byte)value);
            return 1;
        }

        if (value >= int.MinValue) return WriteNegative(destination, (int)value);
        destination[0] = MsgPackCode.Int64;
        BinaryPrimitives.WriteInt64BigEndian(destination.Slice(1), value);
        return 9;
    }

    // Below -32: int 8, int 16 or int 32 (msgpack spec: a serializer should use the format with the fewest bytes).
    private static int WriteNegative(Span<byte> destination, int value)
    {
        if (value >= sbyte.MinValue)
        {
            destination[1] = unchecked((byte)value);
            destination[0] = MsgPackCode.Int8;
            return 2;
        }

        if (value >= short.MinValue)
        {
            BinaryPrimitives.WriteInt16BigEndian(destination.Slice(1), (short)value);
            destination[0] = MsgPackCode.Int16;
            return 3;
        }

        BinaryPrimitives.WriteInt32BigEndian(destination.Slice(1), value);
        destination[0] = MsgPackCode.Int32;
        return 5;
    }

    /// <summary>Writes an unsigned integer in the smallest family (positive fixint, uint 8/16/32).</summary>
    [MethodImpl(MethodImplOptions.AggressiveInlining)]
    public static int WriteUInt32(Span<byte> destination, uint value)
    {
        if (value <= MsgPackCode.MaxPositiveFixInt)
        {
            destination[0] = (byte)value;
            return 1;
        }

        if (value <= byte.MaxValue)
        {
            destination[1] = (byte)value;
            destination[0] = MsgPackCode.UInt8;
            return 2;
        }

        if (value <= ushort.MaxValue)
        {
            BinaryPrimitives.WriteUInt16BigEndian(destination.Slice(1), (ushort)value);
            destination[0] = MsgPackCode.UInt16;
            return 3;
        }

        BinaryPrimitives.WriteUInt32BigEndian(destination.Slice(1), value);
        destination[0] = MsgPackCode.UInt32;
        return 5;
    }

    /// <summary>Writes an unsigned integer in the smallest family (positive fixint, uint 8/16/32/64).</summary>
    [MethodImpl(MethodImplOptions.AggressiveInlining)]
    public static int WriteUInt64(Span<byte> destination, ulong value)
    {
        if (value <= uint.MaxValue) return WriteUInt32(destination, (uint)value);
        BinaryPrimitives.WriteUInt64BigEndian(destination.Slice(1), value);
        destination[0] = MsgPackCode.UInt64;
        return 9;
    }

    /// <summary>Writes float 32.</summary>
    [MethodImpl(MethodImplOptions.AggressiveInlining)]
    public static int WriteSingle(Span<byte> destination, float value)
    {
        BinaryPrimitives.WriteInt32BigEndian(destination.Slice(1), BitConverter.SingleToInt32Bits(value));
        destination[0] = MsgPackCode.Float32;
        return 5;
    }

    /// <summary>Writes float 64.</summary>
    [MethodImpl(MethodImplOptions.AggressiveInlining)]
    public static int WriteDouble(Span<byte> destination, double value)
    {
        BinaryPrimitives.WriteInt64BigEndian(destination.Slice(1), BitConverter.DoubleToInt64Bits(value));
        destination[0] = MsgPackCode.Float64;
        return 9;
    }

    /// <summary>Writes an array header: fixarray, array 16 or array 32.</summary>
    [MethodImpl(MethodImplOptions.AggressiveInlining)]
    public static int WriteArrayHeader(Span<byte> destination, uint count) =>
        WriteContainerHeader(destination, count, MsgPackCode.MinFixArray, MsgPackCode.Array16);

    /// <summary>Writes a map header (the count is of key/value pairs): fixmap, map 16 or map 32.</summary>
    [MethodImpl(MethodImplOptions.AggressiveInlining)]
    public static int WriteMapHeader(Span<byte> destination, uint count) =>
        WriteContainerHeader(destination, count, MsgPackCode.MinFixMap, MsgPackCode.Map16);

    // Array 32 and map 32 follow their 16-bit codes directly.
    [MethodImpl(MethodImplOptions.AggressiveInlining)]
    private static int WriteContainerHeader(Span<byte> destination, uint count, byte fixCode, byte code16)
    {
        if (count <= 15)
        {
            destination[0] = (byte)(fixCode | count);
            return 1;
        }

        if (count <= ushort.MaxValue)
        {
            BinaryPrimitives.WriteUInt16BigEndian(destination.Slice(1), (ushort)count);
            destination[0] = code16;
            return 3;
        }

        BinaryPrimitives.WriteUInt32BigEndian(destination.Slice(1), count);
        destination[0] = (byte)(code16 + 1);
        return 5;
    }

    /// <summary>The size of the str header <see cref="WriteStringHeader"/> writes for a UTF-8 byte length.</summary>
    [MethodImpl(MethodImplOptions.AggressiveInlining)]
    public static int StringHeaderSize(int byteLength)
    {
        uint length = (uint)byteLength;
        return length <= MaxFixStrLength ? 1 : length <= byte.MaxValue ? 2 : length <= ushort.MaxValue ? 3 : 5;
    }

    /// <summary>Writes a str header for a UTF-8 byte length: fixstr, str 8, str 16 or str 32.</summary>
    [MethodImpl(MethodImplOptions.AggressiveInlining)]
    public static int WriteStringHeader(Span<byte> destination, int byteLength)
    {
        uint length = (uint)byteLength;
        if (length <= MaxFixStrLength)
        {
            destination[0] = (byte)(MsgPackCode.MinFixStr | length);
            return 1;
        }

        if (length <= byte.MaxValue)
        {
            destination[1] = (byte)length;
            destination[0] = MsgPackCode.Str8;
            return 2;
        }

        if (length <= ushort.MaxValue)
        {
            BinaryPrimitives.WriteUInt16BigEndian(destination.Slice(1), (ushort)length);
            destination[0] = MsgPackCode.Str16;
            return 3;
        }

        BinaryPrimitives.WriteUInt32BigEndian(destination.Slice(1), length);
        destination[0] = MsgPackCode.Str32;
        return 5;
    }

    /// <summary>Writes a str item (header and bytes) from UTF-8 the caller knows to be valid.</summary>
    public static int WriteStringUtf8(Span<byte> destination, ReadOnlySpan<byte> utf8)
    {
        int n = WriteStringHeader(destination, utf8.Length);
        utf8.CopyTo(destination.Slice(n));
        return n + utf8.Length;
    }

    /// <summary>Writes a bin header: bin 8, bin 16 or bin 32.</summary>
    [MethodImpl(MethodImplOptions.AggressiveInlining)]
    public static int WriteBinaryHeader(Span<byte> destination, int length)
    {
        uint size = (uint)length;
        if (size <= byte.MaxValue)
        {
            destination[1] = (byte)size;
            destination[0] = MsgPackCode.Bin8;
            return 2;
        }

        if (size <= ushort.MaxValue)
        {
            BinaryPrimitives.WriteUInt16BigEndian(destination.Slice(1), (ushort)size);
            destination[0] = MsgPackCode.Bin16;
            return 3;
        }

        BinaryPrimitives.WriteUInt32BigEndian(destination.Slice(1), size);
        destination[0] = MsgPackCode.Bin32;
        return 5;
    }

    /// <summary>Writes an ext header: fixext 1/2/4/8/16 for those exact lengths, else ext 8, ext 16 or ext 32.</summary>
    public static int WriteExtensionHeader(Span<byte> destination, sbyte type, int length)
    {
        uint size = (uint)length;
        byte fixCode = size switch
        {
            1 => MsgPackCode.FixExt1,
            2 => MsgPackCode.FixExt2,
            4 => MsgPackCode.FixExt4,
            8 => MsgPackCode.FixExt8,
            16 => MsgPackCode.FixExt16,
            _ => 0,
        };
        if (fixCode != 0)
        {
            destination[1] = unchecked((byte)type);
            destination[0] = fixCode;
            return 2;
        }

        if (size <= byte.MaxValue)
        {
            destination[2] = unchecked((byte)type);
            destination[1] = (byte)size;
            destination[0] = MsgPackCode.Ext8;
            return 3;
        }

        if (size <= ushort.MaxValue)
        {
            destination[3] = unchecked((byte)type);
            BinaryPrimitives.WriteUInt16BigEndian(destination.Slice(1), (ushort)size);
            destination[0] = MsgPackCode.Ext16;
            return 4;
        }

        destination[5] = unchecked((byte)type);
        BinaryPrimitives.WriteUInt32BigEndian(destination.Slice(1), size);
        destination[0] = MsgPackCode.Ext32;
        return 6;
    }

    /// <summary>
    /// Writes the timestamp extension (type -1) in the smallest of its three forms: 32-bit when there are no
    /// nanoseconds and the seconds fit in 32 unsigned bits, 64-bit when the seconds fit in 34 unsigned bits, else 96-bit.
    /// </summary>
    /// <param name="destination">At least <see cref="MaxTimestampSize"/> bytes.</param>
    /// <param name="seconds">Seconds since 1970-01-01T00:00:00Z (may be negative).</param>
    /// <param name="nanoseconds">0 to 999,999,999.</param>
    public static int WriteTimestamp(Span<byte> destination, long seconds, uint nanoseconds)
    {
        if (nanoseconds > 999_999_999) throw new ArgumentOutOfRangeException(nameof(nanoseconds), nanoseconds, "Nanoseconds must be below one second.");
        if ((ulong)seconds >> 34 == 0)
        {
            ulong data64 = ((ulong)nanoseconds << 34) | (ulong)seconds;
            if ((data64 & 0xFFFF_FFFF_0000_0000UL) == 0)
            {
                BinaryPrimitives.WriteUInt32BigEndian(destination.Slice(2), (uint)data64);
                destination[1] = 0xff;
                destination[0] = MsgPackCode.FixExt4;
                return 6;
            }

            BinaryPrimitives.WriteUInt64BigEndian(destination.Slice(2), data64);
            destination[1] = 0xff;
            destination[0] = MsgPackCode.FixExt8;
            return 10;
        }

        BinaryPrimitives.WriteInt64BigEndian(destination.Slice(7), seconds);
        BinaryPrimitives.WriteUInt32BigEndian(destination.Slice(3), nanoseconds);
        destination[2] = 0xff;
        destination[1] = 12;
        destination[0] = MsgPackCode.Ext8;
        return 15;
    }

    /// <summary>Copies pre-encoded MessagePack (for example a member name with its str header) as is.</summary>
    [MethodImpl(MethodImplOptions.AggressiveInlining)]
    public static int WriteRaw(Span<byte> destination, ReadOnlySpan<byte> encoded)
    {
        encoded.CopyTo(destination);
        return encoded.Length;
    }
}
