// The dictionary key shapes of the primitive key types, for both formats: a key is a member name in JSON (numbers in
// decimal, GUIDs in "d" format, dates in the ISO 8601 text of their values, a char as itself, all as System.Text.Json
// writes them) and a value of its own type in MessagePack (dates as timestamps, a char as its code, as
// MessagePack-CSharp 2.5 writes those keys).
using System;
using System.Buffers;
using System.ComponentModel;
using System.Runtime.CompilerServices;
using Bento.Json;
using Bento.MessagePack;

namespace Bento.Shapes;

/// <summary>The key shape of <see cref="string"/> dictionary keys in JSON and MessagePack.</summary>
[EditorBrowsable(EditorBrowsableState.Never)]
public readonly struct StringKey : IJsonKey<string>, IMsgPackKey<string>
{
    /// <inheritdoc/>
    [MethodImpl(MethodImplOptions.AggressiveInlining)]
    public string ReadKey(ref JsonReader reader, ReadOnlySpan<byte> name) => reader.KeyToString(name);

    /// <inheritdoc/>
    [MethodImpl(MethodImplOptions.AggressiveInlining)]
    public void WriteKey(ref JsonWriter writer, string key) => writer.WritePropertyName(key);

    /// <inheritdoc/>
    [MethodImpl(MethodImplOptions.AggressiveInlining)]
    public string ReadKey(ref MsgPackReader reader)
    {
        // A map key of nil is valid MessagePack but no dictionary can hold it.
        var key = reader.ReadString();
        if (key is null) reader.Throw("A dictionary key is nil.");
        return key!;
    }

    /// <inheritdoc/>
    [MethodImpl(MethodImplOptions.AggressiveInlining)]
    public void WriteKey<TBuffer>(ref MsgPackWriter<TBuffer> writer, string key)
        where TBuffer : class, IBufferWriter<byte> => writer.WriteString(key);
}

/// <summary>The key shape of <see cref="Guid"/> dictionary keys in JSON and MessagePack.</summary>
[EditorBrowsable(EditorBrowsableState.Never)]
public readonly struct GuidKey : IJsonKey<Guid>, IMsgPackKey<Guid>
{
    /// <inheritdoc/>
    [MethodImpl(MethodImplOptions.AggressiveInlining)]
    public Guid ReadKey(ref JsonReader reader, ReadOnlySpan<byte> name) => reader.KeyToGuid(name);

    /// <inheritdoc/>
    [MethodImpl(MethodImplOptions.AggressiveInlining)]
    public void WriteKey(ref JsonWriter writer, Guid key) => writer.WritePropertyName(key);

    /// <inheritdoc/>
    [MethodImpl(MethodImplOptions.AggressiveInlining)]
    public Guid ReadKey(ref MsgPackReader reader) => reader.ReadGuid();

    /// <inheritdoc/>
    [MethodImpl(MethodImplOptions.AggressiveInlining)]
    public void WriteKey<TBuffer>(ref MsgPackWriter<TBuffer> writer, Guid key)
        where TBuffer : class, IBufferWriter<byte> => writer.WriteGuid(key);
}

/// <summary>The key shape of <see cref="sbyte"/> dictionary keys in JSON and MessagePack.</summary>
[EditorBrowsable(EditorBrowsableState.Never)]
public readonly struct SByteKey : IJsonKey<sbyte>, IMsgPackKey<sbyte>
{
    /// <inheritdoc/>
    [MethodImpl(MethodImplOptions.AggressiveInlining)]
    public sbyte ReadKey(ref JsonReader reader, ReadOnlySpan<byte> name) => (sbyte)reader.KeyToInt64(name, sbyte.MinValue, sbyte.MaxValue);

    /// <inheritdoc/>
    [MethodImpl(MethodImplOptions.AggressiveInlining)]
    public void WriteKey(ref JsonWriter writer, sbyte key) => writer.WritePropertyName((long)key);

    /// <inheritdoc/>
    [MethodImpl(MethodImplOptions.AggressiveInlining)]
    public sbyte ReadKey(ref MsgPackReader reader) => reader.ReadSByte();

    /// <inheritdoc/>
    [MethodImpl(MethodImplOptions.AggressiveInlining)]
    public void WriteKey<TBuffer>(ref MsgPackWriter<TBuffer> writer, sbyte key)
        where TBuffer : class, IBufferWriter<byte> => writer.WriteInt64(key);
}

/// <summary>The key shape of <see cref="short"/> dictionary keys in JSON and MessagePack.</summary>
[EditorBrowsable(EditorBrowsableState.Never)]
public readonly struct Int16Key : IJsonKey<short>, IMsgPackKey<short>
{
    /// <inheritdoc/>
    [MethodImpl(MethodImplOptions.AggressiveInlining)]
    public short ReadKey(ref JsonReader reader, ReadOnlySpan<byte> name) => (short)reader.KeyToInt64(name, short.MinValue, short.MaxValue);

    /// <inheritdoc/>
    [MethodImpl(MethodImplOptions.AggressiveInlining)]
    public void WriteKey(ref JsonWriter writer, short key) => writer.WritePropertyName((long)key);

    /// <inheritdoc/>
    [MethodImpl(MethodImplOptions.AggressiveInlining)]
    public short ReadKey(ref MsgPackReader reader) => reader.ReadInt16();

    /// <inheritdoc/>
    [MethodImpl(MethodImplOptions.AggressiveInlining)]
    public void WriteKey<TBuffer>(ref MsgPackWriter<TBuffer> writer, short key)
        where TBuffer : class, IBufferWriter<byte> => writer.WriteInt64(key);
}

/// <summary>The key shape of <see cref="int"/> dictionary keys in JSON and MessagePack.</summary>
[EditorBrowsable(EditorBrowsableState.Never)]
public readonly struct Int32Key : IJsonKey<int>, IMsgPackKey<int>
{
    /// <inheritdoc/>
    [MethodImpl(MethodImplOptions.AggressiveInlining)]
    public int ReadKey(ref JsonReader reader, ReadOnlySpan<byte> name) => (int)reader.KeyToInt64(name, int.MinValue, int.MaxValue);

    /// <inheritdoc/>
    [MethodImpl(MethodImplOptions.AggressiveInlining)]
    public void WriteKey(ref JsonWriter writer, int key) => writer.WritePropertyName((long)key);

    /// <inheritdoc/>
    [MethodImpl(MethodImplOptions.AggressiveInlining)]
    public int ReadKey(ref MsgPackReader reader) => reader.ReadInt32();

    /// <inheritdoc/>
    [MethodImpl(MethodImplOptions.AggressiveInlining)]
    public void WriteKey<TBuffer>(ref MsgPackWriter<TBuffer> writer, int key)
        where TBuffer : class, IBufferWriter<byte> => writer.WriteInt64(key);
}

/// <summary>The key shape of <see cref="long"/> dictionary keys in JSON and MessagePack.</summary>
[EditorBrowsable(EditorBrowsableState.Never)]
public readonly struct Int64Key : IJsonKey<long>, IMsgPackKey<long>
{
    /// <inheritdoc/>
    [MethodImpl(MethodImplOptions.AggressiveInlining)]
    public long ReadKey(ref JsonReader reader, ReadOnlySpan<byte> name) => (long)reader.KeyToInt64(name, long.MinValue, long.MaxValue);

    /// <inheritdoc/>
    [MethodImpl(MethodImplOptions.AggressiveInlining)]
    public void WriteKey(ref JsonWriter writer, long key) => writer.WritePropertyName((long)key);

    /// <inheritdoc/>
    [MethodImpl(MethodImplOptions.AggressiveInlining)]
    public long ReadKey(ref MsgPackReader reader) => reader.ReadInt64();

    /// <inheritdoc/>
    [MethodImpl(MethodImplOptions.AggressiveInlining)]
    public void WriteKey<TBuffer>(ref MsgPackWriter<TBuffer> writer, long key)
        where TBuffer : class, IBufferWriter<byte> => writer.WriteInt64(key);
}

/// <summary>The key shape of <see cref="byte"/> dictionary keys in JSON and MessagePack.</summary>
[EditorBrowsable(EditorBrowsableState.Never)]
public readonly struct ByteKey : IJsonKey<byte>, IMsgPackKey<byte>
{
    /// <inheritdoc/>
    [MethodImpl(MethodImplOptions.AggressiveInlining)]
    public byte ReadKey(ref JsonReader reader, ReadOnlySpan<byte> name) => (byte)reader.KeyToUInt64(name, byte.MaxValue);

    /// <inheritdoc/>
    [MethodImpl(MethodImplOptions.AggressiveInlining)]
    public void WriteKey(ref JsonWriter writer, byte key) => writer.WritePropertyName((ulong)key);

    /// <inheritdoc/>
    [MethodImpl(MethodImplOptions.AggressiveInlining)]
    public byte ReadKey(ref MsgPackReader reader) => reader.ReadByte();

    /// <inheritdoc/>
    [MethodImpl(MethodImplOptions.AggressiveInlining)]
    public void WriteKey<TBuffer>(ref MsgPackWriter<TBuffer> writer, byte key)
        where TBuffer : class, IBufferWriter<byte> => writer.WriteUInt64(key);
}

/// <summary>The key shape of <see cref="ushort"/> dictionary keys in JSON and MessagePack.</summary>
[EditorBrowsable(EditorBrowsableState.Never)]
public readonly struct UInt16Key : IJsonKey<ushort>, IMsgPackKey<ushort>
{
    /// <inheritdoc/>
    [MethodImpl(MethodImplOptions.AggressiveInlining)]
    public ushort ReadKey(ref JsonReader reader, ReadOnlySpan<byte> name) => (ushort)reader.KeyToUInt64(name, ushort.MaxValue);

    /// <inheritdoc/>
    [MethodImpl(MethodImplOptions.AggressiveInlining)]
    public void WriteKey(ref JsonWriter writer, ushort key) => writer.WritePropertyName((ulong)key);

    /// <inheritdoc/>
    [MethodImpl(MethodImplOptions.AggressiveInlining)]
    public ushort ReadKey(ref MsgPackReader reader) => reader.ReadUInt16();

    /// <inheritdoc/>
    [MethodImpl(MethodImplOptions.AggressiveInlining)]
    public void WriteKey<TBuffer>(ref MsgPackWriter<TBuffer> writer, ushort key)
        where TBuffer : class, IBufferWriter<byte> => writer.WriteUInt64(key);
}

/// <summary>The key shape of <see cref="uint"/> dictionary keys in JSON and MessagePack.</summary>
[EditorBrowsable(EditorBrowsableState.Never)]
public readonly struct UInt32Key : IJsonKey<uint>, IMsgPackKey<uint>
{
    /// <inheritdoc/>
    [MethodImpl(MethodImplOptions.AggressiveInlining)]
    public uint ReadKey(ref JsonReader reader, ReadOnlySpan<byte> name) => (uint)reader.KeyToUInt64(name, uint.MaxValue);

    /// <inheritdoc/>
    [MethodImpl(MethodImplOptions.AggressiveInlining)]
    public void WriteKey(ref JsonWriter writer, uint key) => writer.WritePropertyName((ulong)key);

    /// <inheritdoc/>
    [MethodImpl(MethodImplOptions.AggressiveInlining)]
    public uint ReadKey(ref MsgPackReader reader) => reader.ReadUInt32();

    /// <inheritdoc/>
    [MethodImpl(MethodImplOptions.AggressiveInlining)]
    public void WriteKey<TBuffer>(ref MsgPackWriter<TBuffer> writer, uint key)
        where TBuffer : class, IBufferWriter<byte> => writer.WriteUInt64(key);
}

/// <summary>The key shape of <see cref="ulong"/> dictionary keys in JSON and MessagePack.</summary>
[EditorBrowsable(EditorBrowsableState.Never)]
public readonly struct UInt64Key : IJsonKey<ulong>, IMsgPackKey<ulong>
{
    /// <inheritdoc/>
    [MethodImpl(MethodImplOptions.AggressiveInlining)]
    public ulong ReadKey(ref JsonReader reader, ReadOnlySpan<byte> name) => (ulong)reader.KeyToUInt64(name, ulong.MaxValue);

    /// <inheritdoc/>
    [MethodImpl(MethodImplOptions.AggressiveInlining)]
    public void WriteKey(ref JsonWriter writer, ulong key) => writer.WritePropertyName((ulong)key);

    /// <inheritdoc/>
    [MethodImpl(MethodImplOptions.AggressiveInlining)]
    public ulong ReadKey(ref MsgPackReader reader) => reader.ReadUInt64();

    /// <inheritdoc/>
    [MethodImpl(MethodImplOptions.AggressiveInlining)]
    public void WriteKey<TBuffer>(ref MsgPackWriter<TBuffer> writer, ulong key)
        where TBuffer : class, IBufferWriter<byte> => writer.WriteUInt64(key);
}

/// <summary>The key shape of <see cref="DateTime"/> dictionary keys in JSON and MessagePack.</summary>
[EditorBrowsable(EditorBrowsableState.Never)]
public readonly struct DateTimeKey : IJsonKey<DateTime>, IMsgPackKey<DateTime>
{
    /// <inheritdoc/>
    [MethodImpl(MethodImplOptions.AggressiveInlining)]
    public DateTime ReadKey(ref JsonReader reader, ReadOnlySpan<byte> name) => reader.KeyToDateTime(name);

    /// <inheritdoc/>
    [MethodImpl(MethodImplOptions.AggressiveInlining)]
    public void WriteKey(ref JsonWriter writer, DateTime key) => writer.WritePropertyName(key);

    /// <inheritdoc/>
    [MethodImpl(MethodImplOptions.AggressiveInlining)]
    public DateTime ReadKey(ref MsgPackReader reader) => reader.ReadDateTime();

    /// <inheritdoc/>
    [MethodImpl(MethodImplOptions.AggressiveInlining)]
    public void WriteKey<TBuffer>(ref MsgPackWriter<TBuffer> writer, DateTime key)
        where TBuffer : class, IBufferWriter<byte> => writer.WriteDateTime(key);
}

/// <summary>The key shape of <see cref="DateTimeOffset"/> dictionary keys in JSON and MessagePack.</summary>
[EditorBrowsable(EditorBrowsableState.Never)]
public readonly struct DateTimeOffsetKey : IJsonKey<DateTimeOffset>, IMsgPackKey<DateTimeOffset>
{
    /// <inheritdoc/>
    [MethodImpl(MethodImplOptions.AggressiveInlining)]
    public DateTimeOffset ReadKey(ref JsonReader reader, ReadOnlySpan<byte> name) => reader.KeyToDateTimeOffset(name);

    /// <inheritdoc/>
    [MethodImpl(MethodImplOptions.AggressiveInlining)]
    public void WriteKey(ref JsonWriter writer, DateTimeOffset key) => writer.WritePropertyName(key);

    /// <inheritdoc/>
    [MethodImpl(MethodImplOptions.AggressiveInlining)]
    public DateTimeOffset ReadKey(ref MsgPackReader reader) => reader.ReadDateTimeOffset();

    /// <inheritdoc/>
    [MethodImpl(MethodImplOptions.AggressiveInlining)]
    public void WriteKey<TBuffer>(ref MsgPackWriter<TBuffer> writer, DateTimeOffset key)
        where TBuffer : class, IBufferWriter<byte> => writer.WriteDateTimeOffset(key);
}

/// <summary>The key shape of <see cref="char"/> dictionary keys in JSON and MessagePack.</summary>
[EditorBrowsable(EditorBrowsableState.Never)]
public readonly struct CharKey : IJsonKey<char>, IMsgPackKey<char>
{
    /// <inheritdoc/>
    [MethodImpl(MethodImplOptions.AggressiveInlining)]
    public char ReadKey(ref JsonReader reader, ReadOnlySpan<byte> name) => reader.KeyToChar(name);

    /// <inheritdoc/>
    [MethodImpl(MethodImplOptions.AggressiveInlining)]
    public void WriteKey(ref JsonWriter writer, char key) => writer.WritePropertyName(key);

    /// <inheritdoc/>
    [MethodImpl(MethodImplOptions.AggressiveInlining)]
    public char ReadKey(ref MsgPackReader reader) => reader.ReadChar();

    /// <inheritdoc/>
    [MethodImpl(MethodImplOptions.AggressiveInlining)]
    public void WriteKey<TBuffer>(ref MsgPackWriter<TBuffer> writer, char key)
        where TBuffer : class, IBufferWriter<byte> => writer.WriteChar(key);
}
