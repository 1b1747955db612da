using System;
using System.Buffers;
using System.Collections.Generic;
using Bento.MessagePack;

namespace Bento.SignalR;

/// <summary>
/// Which hub argument, result and stream item types the Bento hub protocol can carry: types with Bento MessagePack
/// codecs (<see cref="BentoObjectAttribute"/> types and root collections of them) and the primitive types every hub
/// uses (strings, numbers, booleans, byte arrays, Guid, DateTime, DateTimeOffset, TimeSpan, decimal, enums, and
/// nullable forms of these), written as the official MessagePack protocol writes them.
/// </summary>
public static class HubValueCodec
{
    private static readonly HashSet<Type> s_primitives =
    [
        typeof(string), typeof(bool), typeof(byte), typeof(sbyte), typeof(short), typeof(ushort), typeof(int), typeof(uint),
        typeof(long), typeof(ulong), typeof(float), typeof(double), typeof(decimal), typeof(char), typeof(byte[]),
        typeof(Guid), typeof(DateTime), typeof(DateTimeOffset), typeof(TimeSpan),
    ];

    /// <summary>Whether values of <paramref name="type"/> can be carried; never throws.</summary>
    public static bool IsSupported(Type type)
    {
        ArgumentNullException.ThrowIfNull(type);
        var plain = Nullable.GetUnderlyingType(type) ?? type;
        return s_primitives.Contains(plain) || plain.IsEnum || BentoTypeCodec.Find(type) is { HasMessagePack: true };
    }

    internal static string Unsupported(Type type) =>
        $"The Bento hub protocol cannot carry {type.FullName}: it is neither a [BentoObject] type (or a root collection " +
        "of one) nor one of the primitive types the protocol writes itself. Mark the type with [BentoObject] or use the " +
        "official MessagePack protocol for this hub.";

    internal static void Write<TBuffer>(ref MsgPackWriter<TBuffer> writer, TBuffer buffer, object? value, BentoMessagePackOptions? options)
        where TBuffer : class, IBufferWriter<byte>
    {
        switch (value)
        {
            case null: writer.WriteNil(); return;
            case string s: writer.WriteString(s); return;
            case bool b: writer.WriteBoolean(b); return;
            case int i: writer.WriteInt32(i); return;
            case long l: writer.WriteInt64(l); return;
            case double d: writer.WriteDouble(d); return;
            case float f: writer.WriteSingle(f); return;
            case byte u8: writer.WriteByte(u8); return;
            case sbyte i8: writer.WriteSByte(i8); return;
            case short i16: writer.WriteInt16(i16); return;
            case ushort u16: writer.WriteUInt16(u16); return;
            case uint u32: writer.WriteUInt32(u32); return;
            case ulong u64: writer.WriteUInt64(u64); return;
            case char c: writer.WriteUInt16(c); return;
            case decimal m: writer.WriteDecimal(m); return;
            case byte[] bytes: writer.WriteBinary(bytes); return;
            case Guid g: writer.WriteGuid(g); return;
            case DateTime dt: writer.WriteDateTime(dt); return;
            case DateTimeOffset dto: writer.WriteDateTimeOffset(dto); return;
            case TimeSpan ts: writer.WriteTimeSpan(ts); return;
            case Enum e: writer.WriteInt64(Convert.ToInt64(e, System.Globalization.CultureInfo.InvariantCulture)); return;
        }

        var codec = BentoTypeCodec.Find(value.GetType());
        if (codec is not { HasMessagePack: true })
            throw new InvalidOperationException(Unsupported(value.GetType()));
        // The generated codec writes a whole document into the same buffer: commit what the frame writer holds first.
        writer.Flush();
        codec.SerializeMessagePack(buffer, value, options);
    }

    internal static object? Read(ReadOnlySpan<byte> encoded, Type type, BentoMessagePackOptions? options)
    {
        var reader = new MsgPackReader(encoded, options);
        if (reader.TryReadNil())
        {
            if (type.IsValueType && Nullable.GetUnderlyingType(type) == null)
                reader.Throw($"nil cannot be read as {type.Name}.");
            return null;
        }

        var plain = Nullable.GetUnderlyingType(type) ?? type;
        object? value;
        if (plain == typeof(string)) value = reader.ReadString();
        else if (plain == typeof(bool)) value = reader.ReadBoolean();
        else if (plain == typeof(int)) value = reader.ReadInt32();
        else if (plain == typeof(long)) value = reader.ReadInt64();
        else if (plain == typeof(double)) value = reader.ReadDouble();
        else if (plain == typeof(float)) value = reader.ReadSingle();
        else if (plain == typeof(byte)) value = reader.ReadByte();
        else if (plain == typeof(sbyte)) value = reader.ReadSByte();
        else if (plain == typeof(short)) value = reader.ReadInt16();
        else if (plain == typeof(ushort)) value = reader.ReadUInt16();
        else if (plain == typeof(uint)) value = reader.ReadUInt32();
        else if (plain == typeof(ulong)) value = reader.ReadUInt64();
        else if (plain == typeof(char)) value = reader.ReadChar();
        else if (plain == typeof(decimal)) value = reader.ReadDecimal();
        else if (plain == typeof(byte[])) value = reader.ReadBinary();
        else if (plain == typeof(Guid)) value = reader.ReadGuid();
        else if (plain == typeof(DateTime)) value = reader.ReadDateTime();
        else if (plain == typeof(DateTimeOffset)) value = reader.ReadDateTimeOffset();
        else if (plain == typeof(TimeSpan)) value = reader.ReadTimeSpan();
        else if (plain.IsEnum) value = Enum.ToObject(plain, reader.ReadInt64());
        else
        {
            var codec = BentoTypeCodec.Find(type);
            if (codec is not { HasMessagePack: true })
                throw new InvalidOperationException(Unsupported(type));
            return codec.DeserializeMessagePack(encoded, options);
        }

        reader.ReadEndOfDocument();
        return value;
    }
}
