namespace Bento.MessagePack;

/// <summary>
/// The first byte of each MessagePack format family (msgpack spec, "Formats"). Generated code may use these to
/// branch on <see cref="MsgPackReader.NextCode"/> without decoding.
/// </summary>
public static class MsgPackCode
{
    /// <summary>Positive fixint: 0x00-0x7f is the value itself.</summary>
    public const byte MaxPositiveFixInt = 0x7f;
    /// <summary>fixmap: 0x80-0x8f, the low nibble is the entry count.</summary>
    public const byte MinFixMap = 0x80;
    /// <summary>Last fixmap code.</summary>
    public const byte MaxFixMap = 0x8f;
    /// <summary>fixarray: 0x90-0x9f, the low nibble is the element count.</summary>
    public const byte MinFixArray = 0x90;
    /// <summary>Last fixarray code.</summary>
    public const byte MaxFixArray = 0x9f;
    /// <summary>fixstr: 0xa0-0xbf, the low five bits are the byte length.</summary>
    public const byte MinFixStr = 0xa0;
    /// <summary>Last fixstr code.</summary>
    public const byte MaxFixStr = 0xbf;
    /// <summary>nil.</summary>
    public const byte Nil = 0xc0;
    /// <summary>Never used by the spec; always an error.</summary>
    public const byte NeverUsed = 0xc1;
    /// <summary>false.</summary>
    public const byte False = 0xc2;
    /// <summary>true.</summary>
    public const byte True = 0xc3;
    /// <summary>bin 8.</summary>
    public const byte Bin8 = 0xc4;
    /// <summary>bin 16.</summary>
    public const byte Bin16 = 0xc5;
    /// <summary>bin 32.</summary>
    public const byte Bin32 = 0xc6;
    /// <summary>ext 8.</summary>
    public const byte Ext8 = 0xc7;
    /// <summary>ext 16.</summary>
    public const byte Ext16 = 0xc8;
    /// <summary>ext 32.</summary>
    public const byte Ext32 = 0xc9;
    /// <summary>float 32.</summary>
    public const byte Float32 = 0xca;
    /// <summary>float 64.</summary>
    public const byte Float64 = 0xcb;
    /// <summary>uint 8.</summary>
    public const byte UInt8 = 0xcc;
    /// <summary>uint 16.</summary>
    public const byte UInt16 = 0xcd;
    /// <summary>uint 32.</summary>
    public const byte UInt32 = 0xce;
    /// <summary>uint 64.</summary>
    public const byte UInt64 = 0xcf;
    /// <summary>int 8.</summary>
    public const byte Int8 = 0xd0;
    /// <summary>int 16.</summary>
    public const byte Int16 = 0xd1;
    /// <summary>int 32.</summary>
    public const byte Int32 = 0xd2;
    /// <summary>int 64.</summary>
    public const byte Int64 = 0xd3;
    /// <summary>fixext 1.</summary>
    public const byte FixExt1 = 0xd4;
    /// <summary>fixext 2.</summary>
    public const byte FixExt2 = 0xd5;
    /// <summary>fixext 4.</summary>
    public const byte FixExt4 = 0xd6;
    /// <summary>fixext 8.</summary>
    public const byte FixExt8 = 0xd7;
    /// <summary>fixext 16.</summary>
    public const byte FixExt16 = 0xd8;
    /// <summary>str 8.</summary>
    public const byte Str8 = 0xd9;
    /// <summary>str 16.</summary>
    public const byte Str16 = 0xda;
    /// <summary>str 32.</summary>
    public const byte Str32 = 0xdb;
    /// <summary>array 16.</summary>
    public const byte Array16 = 0xdc;
    /// <summary>array 32.</summary>
    public const byte Array32 = 0xdd;
    /// <summary>map 16.</summary>
    public const byte Map16 = 0xde;
    /// <summary>map 32.</summary>
    public const byte Map32 = 0xdf;
    /// <summary>Negative fixint: 0xe0-0xff is the value -32 to -1.</summary>
    public const byte MinNegativeFixInt = 0xe0;

    /// <summary>The extension type the spec reserves for timestamps.</summary>
    public const sbyte TimestampExtensionType = -1;
}

/// <summary>The kind of the next value, as told by its first byte.</summary>
public enum MsgPackType
{
    /// <summary>The byte 0xc1, which the spec never uses.</summary>
    Invalid = 0,
    /// <summary>nil.</summary>
    Nil,
    /// <summary>true or false.</summary>
    Boolean,
    /// <summary>Any integer family.</summary>
    Integer,
    /// <summary>float 32 or float 64.</summary>
    Float,
    /// <summary>str.</summary>
    String,
    /// <summary>bin.</summary>
    Binary,
    /// <summary>array.</summary>
    Array,
    /// <summary>map.</summary>
    Map,
    /// <summary>ext (including timestamps).</summary>
    Extension,
}
