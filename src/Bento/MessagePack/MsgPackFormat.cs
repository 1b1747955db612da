using System;
using System.Buffers.Binary;
using Bento.MessagePack;

namespace Bento.Internal;

/// <summary>Decodes the header of any MessagePack item: shared by skipping, validation and error-path scanning.</summary>
internal static class MsgPackFormat
{
    /// <summary>
    /// The whole encoded size of each first byte whose value has a size fixed by that byte (integers, floats, nil,
    /// booleans, fixstr, fixext), else 0 (containers, str/bin/ext with a length, 0xc1). Skipping looks here first: most
    /// values in a document are of these kinds, and one load replaces the header decode.
    /// </summary>
    public static ReadOnlySpan<byte> FixedSizes => new byte[]
    {
        1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, // 0x00
        1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, // 0x10
        1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, // 0x20
        1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, // 0x30
        1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, // 0x40
        1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, // 0x50
        1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, // 0x60
        1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, // 0x70
        0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, // 0x80
        0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, // 0x90
        1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, // 0xa0
        17, 18, 19, 20, 21, 22, 23, 24, 25, 26, 27, 28, 29, 30, 31, 32, // 0xb0
        1, 0, 1, 1, 0, 0, 0, 0, 0, 0, 5, 9, 2, 3, 5, 9, // 0xc0
        2, 3, 5, 9, 3, 4, 6, 10, 18, 0, 0, 0, 0, 0, 0, 0, // 0xd0
        1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, // 0xe0
        1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, // 0xf0
    };

    /// <summary>
    /// Reads the header of the item at <paramref name="pos"/>. Scalars report the bytes that follow the header in
    /// <paramref name="payloadLength"/>; arrays report their element count and maps twice their entry count (keys and
    /// values) in <paramref name="items"/>. Returns false when the header itself is cut short, or for the byte 0xc1.
    /// Lengths are not checked against the input here.
    /// </summary>
    public static bool TryReadHeader(ReadOnlySpan<byte> buffer, int pos, out MsgPackType type, out int headerLength, out long payloadLength, out long items)
    {
        headerLength = 1;
        payloadLength = 0;
        items = 0;
        type = MsgPackType.Invalid;
        if ((uint)pos >= (uint)buffer.Length) return false;
        byte code = buffer[pos];
        var rest = buffer.Slice(pos + 1);
        if (code <= MsgPackCode.MaxPositiveFixInt || code >= MsgPackCode.MinNegativeFixInt)
        {
            type = MsgPackType.Integer;
            return true;
        }

        if (code <= MsgPackCode.MaxFixMap)
        {
            type = MsgPackType.Map;
            items = 2L * (code & 0x0f);
            return true;
        }

        if (code <= MsgPackCode.MaxFixArray)
        {
            type = MsgPackType.Array;
            items = code & 0x0f;
            return true;
        }

        if (code <= MsgPackCode.MaxFixStr)
        {
            type = MsgPackType.String;
            payloadLength = code & 0x1f;
            return true;
        }

        switch (code)
        {
            case MsgPackCode.Nil:
                type = MsgPackType.Nil;
                return true;
            case MsgPackCode.False:
            case MsgPackCode.True:
                type = MsgPackType.Boolean;
                return true;
            case MsgPackCode.Bin8:
            case MsgPackCode.Bin16:
            case MsgPackCode.Bin32:
                type = MsgPackType.Binary;
                return TryReadLength(rest, 1 << (code - MsgPackCode.Bin8), ref headerLength, out payloadLength);
            case MsgPackCode.Str8:
            case MsgPackCode.Str16:
            case MsgPackCode.Str32:
                type = MsgPackType.String;
                return TryReadLength(rest, 1 << (code - MsgPackCode.Str8), ref headerLength, out payloadLength);
            case MsgPackCode.Ext8:
            case MsgPackCode.Ext16:
            case MsgPackCode.Ext32:
                type = MsgPackType.Extension;
                if (!TryReadLength(rest, 1 << (code - MsgPackCode.Ext8), ref headerLength, out payloadLength)) return false;
                headerLength++;
                return buffer.Length - pos >= headerLength;
            case MsgPackCode.FixExt1:
            case MsgPackCode.FixExt2:
            case MsgPackCode.FixExt4:
            case MsgPackCode.FixExt8:
            case MsgPackCode.FixExt16:
                type = MsgPackType.Extension;
                payloadLength = 1 << (code - MsgPackCode.FixExt1);
                headerLength = 2;
                return rest.Length >= 1;
            case MsgPackCode.Float32:
                type = MsgPackType.Float;
                payloadLength = 4;
                return true;
            case MsgPackCode.Float64:
                type = MsgPackType.Float;
                payloadLength = 8;
                return true;
            case MsgPackCode.UInt8:
            case MsgPackCode.UInt16:
            case MsgPackCode.UInt32:
            case MsgPackCode.UInt64:
                type = MsgPackType.Integer;
                payloadLength = 1 << (code - MsgPackCode.UInt8);
                return true;
            case MsgPackCode.Int8:
            case MsgPackCode.Int16:
            case MsgPackCode.Int32:
            case MsgPackCode.Int64:
                type = MsgPackType.Integer;
                payloadLength = 1 << (code - MsgPackCode.Int8);
                return true;
            case MsgPackCode.Array16:
            case MsgPackCode.Array32:
                type = MsgPackType.Array;
                return TryReadLength(rest, code == MsgPackCode.Array16 ? 2 : 4, ref headerLength, out items);
            case MsgPackCode.Map16:
            case MsgPackCode.Map32:
            {
                type = MsgPackType.Map;
                bool ok = TryReadLength(rest, code == MsgPackCode.Map16 ? 2 : 4, ref headerLength, out long entries);
                items = entries * 2;
                return ok;
            }

            default:
                return false;
        }
    }

    private static bool TryReadLength(ReadOnlySpan<byte> rest, int size, ref int headerLength, out long length)
    {
        length = 0;
        if (rest.Length < size) return false;
        length = size switch
        {
            1 => rest[0],
            2 => BinaryPrimitives.ReadUInt16BigEndian(rest),
            _ => BinaryPrimitives.ReadUInt32BigEndian(rest),
        };
        headerLength += size;
        return true;
    }

    /// <summary>A short description of the item starting with <paramref name="code"/>, for error messages.</summary>
    public static string Describe(byte code)
    {
        if (code <= MsgPackCode.MaxPositiveFixInt || code >= MsgPackCode.MinNegativeFixInt) return "an integer";
        if (code <= MsgPackCode.MaxFixMap) return "a map";
        if (code <= MsgPackCode.MaxFixArray) return "an array";
        if (code <= MsgPackCode.MaxFixStr) return "a string";
        return code switch
        {
            MsgPackCode.Nil => "nil",
            MsgPackCode.NeverUsed => "the never-used byte 0xc1",
            MsgPackCode.False or MsgPackCode.True => "a boolean",
            >= MsgPackCode.Bin8 and <= MsgPackCode.Bin32 => "binary data",
            >= MsgPackCode.Ext8 and <= MsgPackCode.Ext32 => "an extension",
            MsgPackCode.Float32 or MsgPackCode.Float64 => "a float",
            >= MsgPackCode.UInt8 and <= MsgPackCode.Int64 => "an integer",
            >= MsgPackCode.FixExt1 and <= MsgPackCode.FixExt16 => "an extension",
            >= MsgPackCode.Str8 and <= MsgPackCode.Str32 => "a string",
            MsgPackCode.Array16 or MsgPackCode.Array32 => "an array",
            _ => "a map",
        };
    }
}
