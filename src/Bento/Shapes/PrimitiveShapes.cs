// The value shapes of the primitive types, for both formats. Generated code reads and writes primitive members with
// the reader's and writer's own calls; these structs are what collections of primitives are instantiated with, so that
// the JIT (and IL2CPP, which specialises generics over value types) compiles each collection loop with the element's
// read or write inlined. Each one is an empty struct: passing it costs nothing.
using System;
using System.Buffers;
using System.ComponentModel;
using System.Runtime.CompilerServices;
using Bento.Json;
using Bento.MessagePack;

namespace Bento.Shapes;

/// <summary>The shape of <see cref="bool"/> in JSON and MessagePack.</summary>
[EditorBrowsable(EditorBrowsableState.Never)]
public readonly struct BooleanShape : IJsonShape<bool>, IMsgPackShape<bool>
{
    /// <inheritdoc/>
    public bool Reuses => false;

    /// <inheritdoc/>
    [MethodImpl(MethodImplOptions.AggressiveInlining)]
    public bool Read(ref JsonReader reader) => reader.ReadBoolean();

    /// <inheritdoc/>
    [MethodImpl(MethodImplOptions.AggressiveInlining)]
    public bool Populate(ref JsonReader reader, bool current) => reader.ReadBoolean();

    /// <inheritdoc/>
    [MethodImpl(MethodImplOptions.AggressiveInlining)]
    public void Write(ref JsonWriter writer, bool value) => writer.WriteBoolean(value);

    /// <inheritdoc/>
    [MethodImpl(MethodImplOptions.AggressiveInlining)]
    public bool Read(ref MsgPackReader reader) => reader.ReadBoolean();

    /// <inheritdoc/>
    [MethodImpl(MethodImplOptions.AggressiveInlining)]
    public bool Populate(ref MsgPackReader reader, bool current) => reader.ReadBoolean();

    /// <inheritdoc/>
    [MethodImpl(MethodImplOptions.AggressiveInlining)]
    public void Write<TBuffer>(ref MsgPackWriter<TBuffer> writer, bool value)
        where TBuffer : class, IBufferWriter<byte> => writer.WriteBoolean(value);
}

/// <summary>The shape of <see cref="byte"/> in JSON and MessagePack.</summary>
[EditorBrowsable(EditorBrowsableState.Never)]
public readonly struct ByteShape : IJsonShape<byte>, IMsgPackShape<byte>
{
    /// <inheritdoc/>
    public bool Reuses => false;

    /// <inheritdoc/>
    [MethodImpl(MethodImplOptions.AggressiveInlining)]
    public byte Read(ref JsonReader reader) => reader.ReadByte();

    /// <inheritdoc/>
    [MethodImpl(MethodImplOptions.AggressiveInlining)]
    public byte Populate(ref JsonReader reader, byte current) => reader.ReadByte();

    /// <inheritdoc/>
    [MethodImpl(MethodImplOptions.AggressiveInlining)]
    public void Write(ref JsonWriter writer, byte value) => writer.WriteUInt32(value);

    /// <inheritdoc/>
    [MethodImpl(MethodImplOptions.AggressiveInlining)]
    public byte Read(ref MsgPackReader reader) => reader.ReadByte();

    /// <inheritdoc/>
    [MethodImpl(MethodImplOptions.AggressiveInlining)]
    public byte Populate(ref MsgPackReader reader, byte current) => reader.ReadByte();

    /// <inheritdoc/>
    [MethodImpl(MethodImplOptions.AggressiveInlining)]
    public void Write<TBuffer>(ref MsgPackWriter<TBuffer> writer, byte value)
        where TBuffer : class, IBufferWriter<byte> => writer.WriteByte(value);
}

/// <summary>The shape of <see cref="sbyte"/> in JSON and MessagePack.</summary>
[EditorBrowsable(EditorBrowsableState.Never)]
public readonly struct SByteShape : IJsonShape<sbyte>, IMsgPackShape<sbyte>
{
    /// <inheritdoc/>
    public bool Reuses => false;

    /// <inheritdoc/>
    [MethodImpl(MethodImplOptions.AggressiveInlining)]
    public sbyte Read(ref JsonReader reader) => reader.ReadSByte();

    /// <inheritdoc/>
    [MethodImpl(MethodImplOptions.AggressiveInlining)]
    public sbyte Populate(ref JsonReader reader, sbyte current) => reader.ReadSByte();

    /// <inheritdoc/>
    [MethodImpl(MethodImplOptions.AggressiveInlining)]
    public void Write(ref JsonWriter writer, sbyte value) => writer.WriteInt32(value);

    /// <inheritdoc/>
    [MethodImpl(MethodImplOptions.AggressiveInlining)]
    public sbyte Read(ref MsgPackReader reader) => reader.ReadSByte();

    /// <inheritdoc/>
    [MethodImpl(MethodImplOptions.AggressiveInlining)]
    public sbyte Populate(ref MsgPackReader reader, sbyte current) => reader.ReadSByte();

    /// <inheritdoc/>
    [MethodImpl(MethodImplOptions.AggressiveInlining)]
    public void Write<TBuffer>(ref MsgPackWriter<TBuffer> writer, sbyte value)
        where TBuffer : class, IBufferWriter<byte> => writer.WriteSByte(value);
}

/// <summary>The shape of <see cref="short"/> in JSON and MessagePack.</summary>
[EditorBrowsable(EditorBrowsableState.Never)]
public readonly struct Int16Shape : IJsonShape<short>, IMsgPackShape<short>
{
    /// <inheritdoc/>
    public bool Reuses => false;

    /// <inheritdoc/>
    [MethodImpl(MethodImplOptions.AggressiveInlining)]
    public short Read(ref JsonReader reader) => reader.ReadInt16();

    /// <inheritdoc/>
    [MethodImpl(MethodImplOptions.AggressiveInlining)]
    public short Populate(ref JsonReader reader, short current) => reader.ReadInt16();

    /// <inheritdoc/>
    [MethodImpl(MethodImplOptions.AggressiveInlining)]
    public void Write(ref JsonWriter writer, short value) => writer.WriteInt32(value);

    /// <inheritdoc/>
    [MethodImpl(MethodImplOptions.AggressiveInlining)]
    public short Read(ref MsgPackReader reader) => reader.ReadInt16();

    /// <inheritdoc/>
    [MethodImpl(MethodImplOptions.AggressiveInlining)]
    public short Populate(ref MsgPackReader reader, short current) => reader.ReadInt16();

    /// <inheritdoc/>
    [MethodImpl(MethodImplOptions.AggressiveInlining)]
    public void Write<TBuffer>(ref MsgPackWriter<TBuffer> writer, short value)
        where TBuffer : class, IBufferWriter<byte> => writer.WriteInt16(value);
}

/// <summary>The shape of <see cref="ushort"/> in JSON and MessagePack.</summary>
[EditorBrowsable(EditorBrowsableState.Never)]
public readonly struct UInt16Shape : IJsonShape<ushort>, IMsgPackShape<ushort>
{
    /// <inheritdoc/>
    public bool Reuses => false;

    /// <inheritdoc/>
    [MethodImpl(MethodImplOptions.AggressiveInlining)]
    public ushort Read(ref JsonReader reader) => reader.ReadUInt16();

    /// <inheritdoc/>
    [MethodImpl(MethodImplOptions.AggressiveInlining)]
    public ushort Populate(ref JsonReader reader, ushort current) => reader.ReadUInt16();

    /// <inheritdoc/>
    [MethodImpl(MethodImplOptions.AggressiveInlining)]
    public void Write(ref JsonWriter writer, ushort value) => writer.WriteUInt32(value);

    /// <inheritdoc/>
    [MethodImpl(MethodImplOptions.AggressiveInlining)]
    public ushort Read(ref MsgPackReader reader) => reader.ReadUInt16();

    /// <inheritdoc/>
    [MethodImpl(MethodImplOptions.AggressiveInlining)]
    public ushort Populate(ref MsgPackReader reader, ushort current) => reader.ReadUInt16();

    /// <inheritdoc/>
    [MethodImpl(MethodImplOptions.AggressiveInlining)]
    public void Write<TBuffer>(ref MsgPackWriter<TBuffer> writer, ushort value)
        where TBuffer : class, IBufferWriter<byte> => writer.WriteUInt16(value);
}

/// <summary>The shape of <see cref="int"/> in JSON and MessagePack.</summary>
[EditorBrowsable(EditorBrowsableState.Never)]
public readonly struct Int32Shape : IJsonShape<int>, IMsgPackShape<int>
{
    /// <inheritdoc/>
    public bool Reuses => false;

    /// <inheritdoc/>
    [MethodImpl(MethodImplOptions.AggressiveInlining)]
    public int Read(ref JsonReader reader) => reader.ReadInt32();

    /// <inheritdoc/>
    [MethodImpl(MethodImplOptions.AggressiveInlining)]
    public int Populate(ref JsonReader reader, int current) => reader.ReadInt32();

    /// <inheritdoc/>
    [MethodImpl(MethodImplOptions.AggressiveInlining)]
    public void Write(ref JsonWriter writer, int value) => writer.WriteInt32(value);

    /// <inheritdoc/>
    [MethodImpl(MethodImplOptions.AggressiveInlining)]
    public int Read(ref MsgPackReader reader) => reader.ReadInt32();

    /// <inheritdoc/>
    [MethodImpl(MethodImplOptions.AggressiveInlining)]
    public int Populate(ref MsgPackReader reader, int current) => reader.ReadInt32();

    /// <inheritdoc/>
    [MethodImpl(MethodImplOptions.AggressiveInlining)]
    public void Write<TBuffer>(ref MsgPackWriter<TBuffer> writer, int value)
        where TBuffer : class, IBufferWriter<byte> => writer.WriteInt32(value);
}

/// <summary>The shape of <see cref="uint"/> in JSON and MessagePack.</summary>
[EditorBrowsable(EditorBrowsableState.Never)]
public readonly struct UInt32Shape : IJsonShape<uint>, IMsgPackShape<uint>
{
    /// <inheritdoc/>
    public bool Reuses => false;

    /// <inheritdoc/>
    [MethodImpl(MethodImplOptions.AggressiveInlining)]
    public uint Read(ref JsonReader reader) => reader.ReadUInt32();

    /// <inheritdoc/>
    [MethodImpl(MethodImplOptions.AggressiveInlining)]
    public uint Populate(ref JsonReader reader, uint current) => reader.ReadUInt32();

    /// <inheritdoc/>
    [MethodImpl(MethodImplOptions.AggressiveInlining)]
    public void Write(ref JsonWriter writer, uint value) => writer.WriteUInt32(value);

    /// <inheritdoc/>
    [MethodImpl(MethodImplOptions.AggressiveInlining)]
    public uint Read(ref MsgPackReader reader) => reader.ReadUInt32();

    /// <inheritdoc/>
    [MethodImpl(MethodImplOptions.AggressiveInlining)]
    public uint Populate(ref MsgPackReader reader, uint current) => reader.ReadUInt32();

    /// <inheritdoc/>
    [MethodImpl(MethodImplOptions.AggressiveInlining)]
    public void Write<TBuffer>(ref MsgPackWriter<TBuffer> writer, uint value)
        where TBuffer : class, IBufferWriter<byte> => writer.WriteUInt32(value);
}

/// <summary>The shape of <see cref="long"/> in JSON and MessagePack.</summary>
[EditorBrowsable(EditorBrowsableState.Never)]
public readonly struct Int64Shape : IJsonShape<long>, IMsgPackShape<long>
{
    /// <inheritdoc/>
    public bool Reuses => false;

    /// <inheritdoc/>
    [MethodImpl(MethodImplOptions.AggressiveInlining)]
    public long Read(ref JsonReader reader) => reader.ReadInt64();

    /// <inheritdoc/>
    [MethodImpl(MethodImplOptions.AggressiveInlining)]
    public long Populate(ref JsonReader reader, long current) => reader.ReadInt64();

    /// <inheritdoc/>
    [MethodImpl(MethodImplOptions.AggressiveInlining)]
    public void Write(ref JsonWriter writer, long value) => writer.WriteInt64(value);

    /// <inheritdoc/>
    [MethodImpl(MethodImplOptions.AggressiveInlining)]
    public long Read(ref MsgPackReader reader) => reader.ReadInt64();

    /// <inheritdoc/>
    [MethodImpl(MethodImplOptions.AggressiveInlining)]
    public long Populate(ref MsgPackReader reader, long current) => reader.ReadInt64();

    /// <inheritdoc/>
    [MethodImpl(MethodImplOptions.AggressiveInlining)]
    public void Write<TBuffer>(ref MsgPackWriter<TBuffer> writer, long value)
        where TBuffer : class, IBufferWriter<byte> => writer.WriteInt64(value);
}

/// <summary>The shape of <see cref="ulong"/> in JSON and MessagePack.</summary>
[EditorBrowsable(EditorBrowsableState.Never)]
public readonly struct UInt64Shape : IJsonShape<ulong>, IMsgPackShape<ulong>
{
    /// <inheritdoc/>
    public bool Reuses => false;

    /// <inheritdoc/>
    [MethodImpl(MethodImplOptions.AggressiveInlining)]
    public ulong Read(ref JsonReader reader) => reader.ReadUInt64();

    /// <inheritdoc/>
    [MethodImpl(MethodImplOptions.AggressiveInlining)]
    public ulong Populate(ref JsonReader reader, ulong current) => reader.ReadUInt64();

    /// <inheritdoc/>
    [MethodImpl(MethodImplOptions.AggressiveInlining)]
    public void Write(ref JsonWriter writer, ulong value) => writer.WriteUInt64(value);

    /// <inheritdoc/>
    [MethodImpl(MethodImplOptions.AggressiveInlining)]
    public ulong Read(ref MsgPackReader reader) => reader.ReadUInt64();

    /// <inheritdoc/>
    [MethodImpl(MethodImplOptions.AggressiveInlining)]
    public ulong Populate(ref MsgPackReader reader, ulong current) => reader.ReadUInt64();

    /// <inheritdoc/>
    [MethodImpl(MethodImplOptions.AggressiveInlining)]
    public void Write<TBuffer>(ref MsgPackWriter<TBuffer> writer, ulong value)
        where TBuffer : class, IBufferWriter<byte> => writer.WriteUInt64(value);
}

/// <summary>The shape of <see cref="float"/> in JSON and MessagePack.</summary>
[EditorBrowsable(EditorBrowsableState.Never)]
public readonly struct SingleShape : IJsonShape<float>, IMsgPackShape<float>
{
    /// <inheritdoc/>
    public bool Reuses => false;

    /// <inheritdoc/>
    [MethodImpl(MethodImplOptions.AggressiveInlining)]
    public float Read(ref JsonReader reader) => reader.ReadSingle();

    /// <inheritdoc/>
    [MethodImpl(MethodImplOptions.AggressiveInlining)]
    public float Populate(ref JsonReader reader, float current) => reader.ReadSingle();

    /// <inheritdoc/>
    [MethodImpl(MethodImplOptions.AggressiveInlining)]
    public void Write(ref JsonWriter writer, float value) => writer.WriteSingle(value);

    /// <inheritdoc/>
    [MethodImpl(MethodImplOptions.AggressiveInlining)]
    public float Read(ref MsgPackReader reader) => reader.ReadSingle();

    /// <inheritdoc/>
    [MethodImpl(MethodImplOptions.AggressiveInlining)]
    public float Populate(ref MsgPackReader reader, float current) => reader.ReadSingle();

    /// <inheritdoc/>
    [MethodImpl(MethodImplOptions.AggressiveInlining)]
    public void Write<TBuffer>(ref MsgPackWriter<TBuffer> writer, float value)
        where TBuffer : class, IBufferWriter<byte> => writer.WriteSingle(value);
}

/// <summary>The shape of <see cref="double"/> in JSON and MessagePack.</summary>
[EditorBrowsable(EditorBrowsableState.Never)]
public readonly struct DoubleShape : IJsonShape<double>, IMsgPackShape<double>
{
    /// <inheritdoc/>
    public bool Reuses => false;

    /// <inheritdoc/>
    [MethodImpl(MethodImplOptions.AggressiveInlining)]
    public double Read(ref JsonReader reader) => reader.ReadDouble();

    /// <inheritdoc/>
    [MethodImpl(MethodImplOptions.AggressiveInlining)]
    public double Populate(ref JsonReader reader, double current) => reader.ReadDouble();

    /// <inheritdoc/>
    [MethodImpl(MethodImplOptions.AggressiveInlining)]
    public void Write(ref JsonWriter writer, double value) => writer.WriteDouble(value);

    /// <inheritdoc/>
    [MethodImpl(MethodImplOptions.AggressiveInlining)]
    public double Read(ref MsgPackReader reader) => reader.ReadDouble();

    /// <inheritdoc/>
    [MethodImpl(MethodImplOptions.AggressiveInlining)]
    public double Populate(ref MsgPackReader reader, double current) => reader.ReadDouble();

    /// <inheritdoc/>
    [MethodImpl(MethodImplOptions.AggressiveInlining)]
    public void Write<TBuffer>(ref MsgPackWriter<TBuffer> writer, double value)
        where TBuffer : class, IBufferWriter<byte> => writer.WriteDouble(value);
}

/// <summary>The shape of <see cref="decimal"/> in JSON and MessagePack.</summary>
[EditorBrowsable(EditorBrowsableState.Never)]
public readonly struct DecimalShape : IJsonShape<decimal>, IMsgPackShape<decimal>
{
    /// <inheritdoc/>
    public bool Reuses => false;

    /// <inheritdoc/>
    [MethodImpl(MethodImplOptions.AggressiveInlining)]
    public decimal Read(ref JsonReader reader) => reader.ReadDecimal();

    /// <inheritdoc/>
    [MethodImpl(MethodImplOptions.AggressiveInlining)]
    public decimal Populate(ref JsonReader reader, decimal current) => reader.ReadDecimal();

    /// <inheritdoc/>
    [MethodImpl(MethodImplOptions.AggressiveInlining)]
    public void Write(ref JsonWriter writer, decimal value) => writer.WriteDecimal(value);

    /// <inheritdoc/>
    [MethodImpl(MethodImplOptions.AggressiveInlining)]
    public decimal Read(ref MsgPackReader reader) => reader.ReadDecimal();

    /// <inheritdoc/>
    [MethodImpl(MethodImplOptions.AggressiveInlining)]
    public decimal Populate(ref MsgPackReader reader, decimal current) => reader.ReadDecimal();

    /// <inheritdoc/>
    [MethodImpl(MethodImplOptions.AggressiveInlining)]
    public void Write<TBuffer>(ref MsgPackWriter<TBuffer> writer, decimal value)
        where TBuffer : class, IBufferWriter<byte> => writer.WriteDecimal(value);
}

/// <summary>The shape of <see cref="char"/> in JSON and MessagePack.</summary>
[EditorBrowsable(EditorBrowsableState.Never)]
public readonly struct CharShape : IJsonShape<char>, IMsgPackShape<char>
{
    /// <inheritdoc/>
    public bool Reuses => false;

    /// <inheritdoc/>
    [MethodImpl(MethodImplOptions.AggressiveInlining)]
    public char Read(ref JsonReader reader) => reader.ReadChar();

    /// <inheritdoc/>
    [MethodImpl(MethodImplOptions.AggressiveInlining)]
    public char Populate(ref JsonReader reader, char current) => reader.ReadChar();

    /// <inheritdoc/>
    [MethodImpl(MethodImplOptions.AggressiveInlining)]
    public void Write(ref JsonWriter writer, char value) => writer.WriteChar(value);

    /// <inheritdoc/>
    [MethodImpl(MethodImplOptions.AggressiveInlining)]
    public char Read(ref MsgPackReader reader) => reader.ReadChar();

    /// <inheritdoc/>
    [MethodImpl(MethodImplOptions.AggressiveInlining)]
    public char Populate(ref MsgPackReader reader, char current) => reader.ReadChar();

    /// <inheritdoc/>
    [MethodImpl(MethodImplOptions.AggressiveInlining)]
    public void Write<TBuffer>(ref MsgPackWriter<TBuffer> writer, char value)
        where TBuffer : class, IBufferWriter<byte> => writer.WriteChar(value);
}

/// <summary>The shape of <see cref="string"/> in JSON and MessagePack.</summary>
[EditorBrowsable(EditorBrowsableState.Never)]
public readonly struct StringShape : IJsonShape<string>, IMsgPackShape<string>
{
    /// <inheritdoc/>
    public bool Reuses => true;

    /// <inheritdoc/>
    [MethodImpl(MethodImplOptions.AggressiveInlining)]
    public string Read(ref JsonReader reader) => reader.ReadString()!;

    /// <inheritdoc/>
    [MethodImpl(MethodImplOptions.AggressiveInlining)]
    public string Populate(ref JsonReader reader, string current) => reader.ReadStringReusing(current)!;

    /// <inheritdoc/>
    [MethodImpl(MethodImplOptions.AggressiveInlining)]
    public void Write(ref JsonWriter writer, string value) => writer.WriteString(value);

    /// <inheritdoc/>
    [MethodImpl(MethodImplOptions.AggressiveInlining)]
    public string Read(ref MsgPackReader reader) => reader.ReadString()!;

    /// <inheritdoc/>
    [MethodImpl(MethodImplOptions.AggressiveInlining)]
    public string Populate(ref MsgPackReader reader, string current) => reader.ReadStringReusing(current)!;

    /// <inheritdoc/>
    [MethodImpl(MethodImplOptions.AggressiveInlining)]
    public void Write<TBuffer>(ref MsgPackWriter<TBuffer> writer, string value)
        where TBuffer : class, IBufferWriter<byte> => writer.WriteString(value);
}

/// <summary>The shape of a byte array (base64 in JSON, bin in MessagePack) in JSON and MessagePack.</summary>
[EditorBrowsable(EditorBrowsableState.Never)]
public readonly struct BytesShape : IJsonShape<byte[]>, IMsgPackShape<byte[]>
{
    /// <inheritdoc/>
    public bool Reuses => false;

    /// <inheritdoc/>
    [MethodImpl(MethodImplOptions.AggressiveInlining)]
    public byte[] Read(ref JsonReader reader) => reader.ReadBytes()!;

    /// <inheritdoc/>
    [MethodImpl(MethodImplOptions.AggressiveInlining)]
    public byte[] Populate(ref JsonReader reader, byte[] current) => reader.ReadBytes()!;

    /// <inheritdoc/>
    [MethodImpl(MethodImplOptions.AggressiveInlining)]
    public void Write(ref JsonWriter writer, byte[] value) => WriteJsonBytes(ref writer, value);

    /// <inheritdoc/>
    [MethodImpl(MethodImplOptions.AggressiveInlining)]
    public byte[] Read(ref MsgPackReader reader) => reader.ReadBinary()!;

    /// <inheritdoc/>
    [MethodImpl(MethodImplOptions.AggressiveInlining)]
    public byte[] Populate(ref MsgPackReader reader, byte[] current) => reader.ReadBinary()!;

    /// <inheritdoc/>
    [MethodImpl(MethodImplOptions.AggressiveInlining)]
    public void Write<TBuffer>(ref MsgPackWriter<TBuffer> writer, byte[] value)
        where TBuffer : class, IBufferWriter<byte> => writer.WriteBytes(value);

    // JSON has no null byte string: a null array is the literal null, as for a member.
    private static void WriteJsonBytes(ref JsonWriter writer, byte[] value)
    {
        if (value is null) writer.WriteNull();
        else writer.WriteBytes(value);
    }
}

/// <summary>The shape of a <c>ReadOnlyMemory&lt;byte&gt;</c> (base64 in JSON, bin in MessagePack) in JSON and MessagePack.</summary>
[EditorBrowsable(EditorBrowsableState.Never)]
public readonly struct MemoryShape : IJsonShape<ReadOnlyMemory<byte>>, IMsgPackShape<ReadOnlyMemory<byte>>
{
    /// <inheritdoc/>
    public bool Reuses => false;

    /// <inheritdoc/>
    [MethodImpl(MethodImplOptions.AggressiveInlining)]
    public ReadOnlyMemory<byte> Read(ref JsonReader reader) => new ReadOnlyMemory<byte>(reader.ReadBytes());

    /// <inheritdoc/>
    [MethodImpl(MethodImplOptions.AggressiveInlining)]
    public ReadOnlyMemory<byte> Populate(ref JsonReader reader, ReadOnlyMemory<byte> current) => new ReadOnlyMemory<byte>(reader.ReadBytes());

    /// <inheritdoc/>
    [MethodImpl(MethodImplOptions.AggressiveInlining)]
    public void Write(ref JsonWriter writer, ReadOnlyMemory<byte> value) => writer.WriteBytes(value.Span);

    /// <inheritdoc/>
    [MethodImpl(MethodImplOptions.AggressiveInlining)]
    public ReadOnlyMemory<byte> Read(ref MsgPackReader reader) => new ReadOnlyMemory<byte>(reader.ReadBinary());

    /// <inheritdoc/>
    [MethodImpl(MethodImplOptions.AggressiveInlining)]
    public ReadOnlyMemory<byte> Populate(ref MsgPackReader reader, ReadOnlyMemory<byte> current) => new ReadOnlyMemory<byte>(reader.ReadBinary());

    /// <inheritdoc/>
    [MethodImpl(MethodImplOptions.AggressiveInlining)]
    public void Write<TBuffer>(ref MsgPackWriter<TBuffer> writer, ReadOnlyMemory<byte> value)
        where TBuffer : class, IBufferWriter<byte> => writer.WriteBinary(value.Span);
}

/// <summary>The shape of <see cref="Guid"/> in JSON and MessagePack.</summary>
[EditorBrowsable(EditorBrowsableState.Never)]
public readonly struct GuidShape : IJsonShape<Guid>, IMsgPackShape<Guid>
{
    /// <inheritdoc/>
    public bool Reuses => false;

    /// <inheritdoc/>
    [MethodImpl(MethodImplOptions.AggressiveInlining)]
    public Guid Read(ref JsonReader reader) => reader.ReadGuid();

    /// <inheritdoc/>
    [MethodImpl(MethodImplOptions.AggressiveInlining)]
    public Guid Populate(ref JsonReader reader, Guid current) => reader.ReadGuid();

    /// <inheritdoc/>
    [MethodImpl(MethodImplOptions.AggressiveInlining)]
    public void Write(ref JsonWriter writer, Guid value) => writer.WriteGuid(value);

    /// <inheritdoc/>
    [MethodImpl(MethodImplOptions.AggressiveInlining)]
    public Guid Read(ref MsgPackReader reader) => reader.ReadGuid();

    /// <inheritdoc/>
    [MethodImpl(MethodImplOptions.AggressiveInlining)]
    public Guid Populate(ref MsgPackReader reader, Guid current) => reader.ReadGuid();

    /// <inheritdoc/>
    [MethodImpl(MethodImplOptions.AggressiveInlining)]
    public void Write<TBuffer>(ref MsgPackWriter<TBuffer> writer, Guid value)
        where TBuffer : class, IBufferWriter<byte> => writer.WriteGuid(value);
}

/// <summary>The shape of <see cref="DateTime"/> in JSON and MessagePack.</summary>
[EditorBrowsable(EditorBrowsableState.Never)]
public readonly struct DateTimeShape : IJsonShape<DateTime>, IMsgPackShape<DateTime>
{
    /// <inheritdoc/>
    public bool Reuses => false;

    /// <inheritdoc/>
    [MethodImpl(MethodImplOptions.AggressiveInlining)]
    public DateTime Read(ref JsonReader reader) => reader.ReadDateTime();

    /// <inheritdoc/>
    [MethodImpl(MethodImplOptions.AggressiveInlining)]
    public DateTime Populate(ref JsonReader reader, DateTime current) => reader.ReadDateTime();

    /// <inheritdoc/>
    [MethodImpl(MethodImplOptions.AggressiveInlining)]
    public void Write(ref JsonWriter writer, DateTime value) => writer.WriteDateTime(value);

    /// <inheritdoc/>
    [MethodImpl(MethodImplOptions.AggressiveInlining)]
    public DateTime Read(ref MsgPackReader reader) => reader.ReadDateTime();

    /// <inheritdoc/>
    [MethodImpl(MethodImplOptions.AggressiveInlining)]
    public DateTime Populate(ref MsgPackReader reader, DateTime current) => reader.ReadDateTime();

    /// <inheritdoc/>
    [MethodImpl(MethodImplOptions.AggressiveInlining)]
    public void Write<TBuffer>(ref MsgPackWriter<TBuffer> writer, DateTime value)
        where TBuffer : class, IBufferWriter<byte> => writer.WriteDateTime(value);
}

/// <summary>The shape of <see cref="DateTimeOffset"/> in JSON and MessagePack.</summary>
[EditorBrowsable(EditorBrowsableState.Never)]
public readonly struct DateTimeOffsetShape : IJsonShape<DateTimeOffset>, IMsgPackShape<DateTimeOffset>
{
    /// <inheritdoc/>
    public bool Reuses => false;

    /// <inheritdoc/>
    [MethodImpl(MethodImplOptions.AggressiveInlining)]
    public DateTimeOffset Read(ref JsonReader reader) => reader.ReadDateTimeOffset();

    /// <inheritdoc/>
    [MethodImpl(MethodImplOptions.AggressiveInlining)]
    public DateTimeOffset Populate(ref JsonReader reader, DateTimeOffset current) => reader.ReadDateTimeOffset();

    /// <inheritdoc/>
    [MethodImpl(MethodImplOptions.AggressiveInlining)]
    public void Write(ref JsonWriter writer, DateTimeOffset value) => writer.WriteDateTimeOffset(value);

    /// <inheritdoc/>
    [MethodImpl(MethodImplOptions.AggressiveInlining)]
    public DateTimeOffset Read(ref MsgPackReader reader) => reader.ReadDateTimeOffset();

    /// <inheritdoc/>
    [MethodImpl(MethodImplOptions.AggressiveInlining)]
    public DateTimeOffset Populate(ref MsgPackReader reader, DateTimeOffset current) => reader.ReadDateTimeOffset();

    /// <inheritdoc/>
    [MethodImpl(MethodImplOptions.AggressiveInlining)]
    public void Write<TBuffer>(ref MsgPackWriter<TBuffer> writer, DateTimeOffset value)
        where TBuffer : class, IBufferWriter<byte> => writer.WriteDateTimeOffset(value);
}

/// <summary>The shape of <see cref="TimeSpan"/> in JSON and MessagePack.</summary>
[EditorBrowsable(EditorBrowsableState.Never)]
public readonly struct TimeSpanShape : IJsonShape<TimeSpan>, IMsgPackShape<TimeSpan>
{
    /// <inheritdoc/>
    public bool Reuses => false;

    /// <inheritdoc/>
    [MethodImpl(MethodImplOptions.AggressiveInlining)]
    public TimeSpan Read(ref JsonReader reader) => reader.ReadTimeSpan();

    /// <inheritdoc/>
    [MethodImpl(MethodImplOptions.AggressiveInlining)]
    public TimeSpan Populate(ref JsonReader reader, TimeSpan current) => reader.ReadTimeSpan();

    /// <inheritdoc/>
    [MethodImpl(MethodImplOptions.AggressiveInlining)]
    public void Write(ref JsonWriter writer, TimeSpan value) => writer.WriteTimeSpan(value);

    /// <inheritdoc/>
    [MethodImpl(MethodImplOptions.AggressiveInlining)]
    public TimeSpan Read(ref MsgPackReader reader) => reader.ReadTimeSpan();

    /// <inheritdoc/>
    [MethodImpl(MethodImplOptions.AggressiveInlining)]
    public TimeSpan Populate(ref MsgPackReader reader, TimeSpan current) => reader.ReadTimeSpan();

    /// <inheritdoc/>
    [MethodImpl(MethodImplOptions.AggressiveInlining)]
    public void Write<TBuffer>(ref MsgPackWriter<TBuffer> writer, TimeSpan value)
        where TBuffer : class, IBufferWriter<byte> => writer.WriteTimeSpan(value);
}

#if NET
/// <summary>The shape of <see cref="DateOnly"/> in JSON and MessagePack.</summary>
[EditorBrowsable(EditorBrowsableState.Never)]
public readonly struct DateOnlyShape : IJsonShape<DateOnly>, IMsgPackShape<DateOnly>
{
    /// <inheritdoc/>
    public bool Reuses => false;

    /// <inheritdoc/>
    [MethodImpl(MethodImplOptions.AggressiveInlining)]
    public DateOnly Read(ref JsonReader reader) => reader.ReadDateOnly();

    /// <inheritdoc/>
    [MethodImpl(MethodImplOptions.AggressiveInlining)]
    public DateOnly Populate(ref JsonReader reader, DateOnly current) => reader.ReadDateOnly();

    /// <inheritdoc/>
    [MethodImpl(MethodImplOptions.AggressiveInlining)]
    public void Write(ref JsonWriter writer, DateOnly value) => writer.WriteDateOnly(value);

    /// <inheritdoc/>
    [MethodImpl(MethodImplOptions.AggressiveInlining)]
    public DateOnly Read(ref MsgPackReader reader) => reader.ReadDateOnly();

    /// <inheritdoc/>
    [MethodImpl(MethodImplOptions.AggressiveInlining)]
    public DateOnly Populate(ref MsgPackReader reader, DateOnly current) => reader.ReadDateOnly();

    /// <inheritdoc/>
    [MethodImpl(MethodImplOptions.AggressiveInlining)]
    public void Write<TBuffer>(ref MsgPackWriter<TBuffer> writer, DateOnly value)
        where TBuffer : class, IBufferWriter<byte> => writer.WriteDateOnly(value);
}
#endif

#if NET
/// <summary>The shape of <see cref="TimeOnly"/> in JSON and MessagePack.</summary>
[EditorBrowsable(EditorBrowsableState.Never)]
public readonly struct TimeOnlyShape : IJsonShape<TimeOnly>, IMsgPackShape<TimeOnly>
{
    /// <inheritdoc/>
    public bool Reuses => false;

    /// <inheritdoc/>
    [MethodImpl(MethodImplOptions.AggressiveInlining)]
    public TimeOnly Read(ref JsonReader reader) => reader.ReadTimeOnly();

    /// <inheritdoc/>
    [MethodImpl(MethodImplOptions.AggressiveInlining)]
    public TimeOnly Populate(ref JsonReader reader, TimeOnly current) => reader.ReadTimeOnly();

    /// <inheritdoc/>
    [MethodImpl(MethodImplOptions.AggressiveInlining)]
    public void Write(ref JsonWriter writer, TimeOnly value) => writer.WriteTimeOnly(value);

    /// <inheritdoc/>
    [MethodImpl(MethodImplOptions.AggressiveInlining)]
    public TimeOnly Read(ref MsgPackReader reader) => reader.ReadTimeOnly();

    /// <inheritdoc/>
    [MethodImpl(MethodImplOptions.AggressiveInlining)]
    public TimeOnly Populate(ref MsgPackReader reader, TimeOnly current) => reader.ReadTimeOnly();

    /// <inheritdoc/>
    [MethodImpl(MethodImplOptions.AggressiveInlining)]
    public void Write<TBuffer>(ref MsgPackWriter<TBuffer> writer, TimeOnly value)
        where TBuffer : class, IBufferWriter<byte> => writer.WriteTimeOnly(value);
}
#endif

/// <summary>The shape of <see cref="Uri"/> in JSON and MessagePack.</summary>
[EditorBrowsable(EditorBrowsableState.Never)]
public readonly struct UriShape : IJsonShape<Uri>, IMsgPackShape<Uri>
{
    /// <inheritdoc/>
    public bool Reuses => false;

    /// <inheritdoc/>
    [MethodImpl(MethodImplOptions.AggressiveInlining)]
    public Uri Read(ref JsonReader reader) => reader.ReadUri()!;

    /// <inheritdoc/>
    [MethodImpl(MethodImplOptions.AggressiveInlining)]
    public Uri Populate(ref JsonReader reader, Uri current) => reader.ReadUri()!;

    /// <inheritdoc/>
    [MethodImpl(MethodImplOptions.AggressiveInlining)]
    public void Write(ref JsonWriter writer, Uri value) => writer.WriteUri(value);

    /// <inheritdoc/>
    [MethodImpl(MethodImplOptions.AggressiveInlining)]
    public Uri Read(ref MsgPackReader reader) => reader.ReadUri()!;

    /// <inheritdoc/>
    [MethodImpl(MethodImplOptions.AggressiveInlining)]
    public Uri Populate(ref MsgPackReader reader, Uri current) => reader.ReadUri()!;

    /// <inheritdoc/>
    [MethodImpl(MethodImplOptions.AggressiveInlining)]
    public void Write<TBuffer>(ref MsgPackWriter<TBuffer> writer, Uri value)
        where TBuffer : class, IBufferWriter<byte> => writer.WriteUri(value);
}

/// <summary>The shape of <see cref="Version"/> in JSON and MessagePack.</summary>
[EditorBrowsable(EditorBrowsableState.Never)]
public readonly struct VersionShape : IJsonShape<Version>, IMsgPackShape<Version>
{
    /// <inheritdoc/>
    public bool Reuses => false;

    /// <inheritdoc/>
    [MethodImpl(MethodImplOptions.AggressiveInlining)]
    public Version Read(ref JsonReader reader) => reader.ReadVersion()!;

    /// <inheritdoc/>
    [MethodImpl(MethodImplOptions.AggressiveInlining)]
    public Version Populate(ref JsonReader reader, Version current) => reader.ReadVersion()!;

    /// <inheritdoc/>
    [MethodImpl(MethodImplOptions.AggressiveInlining)]
    public void Write(ref JsonWriter writer, Version value) => writer.WriteVersion(value);

    /// <inheritdoc/>
    [MethodImpl(MethodImplOptions.AggressiveInlining)]
    public Version Read(ref MsgPackReader reader) => reader.ReadVersion()!;

    /// <inheritdoc/>
    [MethodImpl(MethodImplOptions.AggressiveInlining)]
    public Version Populate(ref MsgPackReader reader, Version current) => reader.ReadVersion()!;

    /// <inheritdoc/>
    [MethodImpl(MethodImplOptions.AggressiveInlining)]
    public void Write<TBuffer>(ref MsgPackWriter<TBuffer> writer, Version value)
        where TBuffer : class, IBufferWriter<byte> => writer.WriteVersion(value);
}
