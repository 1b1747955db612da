using System;
using System.Buffers;
using System.Globalization;
using System.Text;
using System.Text.Encodings.Web;
using System.Text.Json;
using Bento.MessagePack;

namespace Bento.Cli.Commands;

/// <summary>
/// Prints MessagePack as indented JSON for people, marking what plain JSON would lose: binary as
/// <c>{"$bin": "base64"}</c>, timestamps as <c>{"$timestamp": "ISO 8601"}</c>, other extensions as
/// <c>{"$ext": type, "data": "base64"}</c>, non-finite floats as <c>{"$float": "NaN"}</c>, and map keys that are not
/// strings as text tagged with their type, such as <c>"(int) 7"</c>.
/// </summary>
internal static class MsgPackPrinter
{
    private static readonly JsonWriterOptions s_indented = new() { Indented = true, Encoder = JavaScriptEncoder.UnsafeRelaxedJsonEscaping, SkipValidation = true };
    private static readonly JsonWriterOptions s_compact = new() { Encoder = JavaScriptEncoder.UnsafeRelaxedJsonEscaping, SkipValidation = true };

    /// <summary>Prints one value; the reader is left after it.</summary>
    public static void Print(ref MsgPackReader reader, IBufferWriter<byte> output)
    {
        using var writer = new Utf8JsonWriter(output, s_indented);
        WriteValue(ref reader, writer);
        writer.Flush();
    }

    private static void WriteValue(ref MsgPackReader reader, Utf8JsonWriter writer)
    {
        switch (reader.NextType)
        {
            case MsgPackType.Nil:
                reader.ReadNil();
                writer.WriteNullValue();
                return;
            case MsgPackType.Boolean:
                writer.WriteBooleanValue(reader.ReadBoolean());
                return;
            case MsgPackType.Integer:
                if (reader.NextCode == MsgPackCode.UInt64) writer.WriteNumberValue(reader.ReadUInt64());
                else writer.WriteNumberValue(reader.ReadInt64());
                return;
            case MsgPackType.Float:
                WriteFloat(ref reader, writer);
                return;
            case MsgPackType.String:
                writer.WriteStringValue(reader.ReadStringUtf8());
                return;
            case MsgPackType.Binary:
                writer.WriteStartObject();
                writer.WriteBase64String("$bin", reader.ReadBinarySpan());
                writer.WriteEndObject();
                return;
            case MsgPackType.Extension:
                WriteExtension(ref reader, writer);
                return;
            case MsgPackType.Array:
            {
                int count = reader.ReadArrayHeader();
                reader.EnterContainer();
                writer.WriteStartArray();
                for (int i = 0; i < count; i++) WriteValue(ref reader, writer);
                writer.WriteEndArray();
                reader.ExitContainer();
                return;
            }

            case MsgPackType.Map:
            {
                int count = reader.ReadMapHeader();
                reader.EnterContainer();
                writer.WriteStartObject();
                for (int i = 0; i < count; i++)
                {
                    if (reader.NextType == MsgPackType.String) writer.WritePropertyName(reader.ReadStringUtf8());
                    else writer.WritePropertyName(KeyText(ref reader));
                    WriteValue(ref reader, writer);
                }

                writer.WriteEndObject();
                reader.ExitContainer();
                return;
            }

            default:
                reader.Throw($"0x{reader.NextCode:x2} is not a MessagePack type code.");
                return;
        }
    }

    private static void WriteFloat(ref MsgPackReader reader, Utf8JsonWriter writer)
    {
        bool single = reader.NextCode == MsgPackCode.Float32;
        double value = single ? reader.ReadSingle() : reader.ReadDouble();
        if (double.IsFinite(value))
        {
            if (single) writer.WriteNumberValue((float)value);   // shortest text for the float, not for its double
            else writer.WriteNumberValue(value);
            return;
        }

        writer.WriteStartObject();
        writer.WriteString("$float", double.IsNaN(value) ? "NaN" : value > 0 ? "Infinity" : "-Infinity");
        writer.WriteEndObject();
    }

    private static void WriteExtension(ref MsgPackReader reader, Utf8JsonWriter writer)
    {
        var probe = reader;
        probe.ReadExtensionHeader(out sbyte type);
        writer.WriteStartObject();
        if (type == MsgPackCode.TimestampExtensionType)
        {
            reader.ReadTimestamp(out long seconds, out uint nanoseconds);
            writer.WriteString("$timestamp", TimestampText(seconds, nanoseconds));
        }
        else
        {
            var data = reader.ReadExtension(out type);
            writer.WriteNumber("$ext", type);
            writer.WriteBase64String("data", data);
        }

        writer.WriteEndObject();
    }

    /// <summary>ISO 8601 UTC with as many fractional digits as needed; outside years 1 to 9999, seconds since 1970.</summary>
    public static string TimestampText(long seconds, uint nanoseconds)
    {
        const long MinSeconds = -62135596800L;   // 0001-01-01T00:00:00Z
        const long MaxSeconds = 253402300799L;   // 9999-12-31T23:59:59Z
        if (seconds < MinSeconds || seconds > MaxSeconds)
            return string.Create(CultureInfo.InvariantCulture, $"{seconds}s {nanoseconds}ns since 1970-01-01T00:00:00Z");
        var time = DateTime.UnixEpoch.AddSeconds(seconds);
        string text = time.ToString("yyyy'-'MM'-'dd'T'HH':'mm':'ss", CultureInfo.InvariantCulture);
        if (nanoseconds != 0) text += "." + nanoseconds.ToString("D9", CultureInfo.InvariantCulture).TrimEnd('0');
        return text + "Z";
    }

    /// <summary>A non-string map key as text tagged with its type: <c>(int) 7</c>, <c>(bin) AQI=</c>, <c>(array) [1,2]</c>.</summary>
    private static string KeyText(ref MsgPackReader reader)
    {
        var type = reader.NextType;
        var buffer = new ArrayBufferWriter<byte>(64);
        using (var writer = new Utf8JsonWriter(buffer, s_compact))
        {
            WriteValue(ref reader, writer);
        }

        string text = Encoding.UTF8.GetString(buffer.WrittenSpan);
        string tag = type switch
        {
            MsgPackType.Integer => "int",
            MsgPackType.Float => "float",
            MsgPackType.Boolean => "bool",
            MsgPackType.Nil => "nil",
            MsgPackType.Binary => "bin",
            MsgPackType.Extension => "ext",
            MsgPackType.Array => "array",
            _ => "map",
        };
        return $"({tag}) {text}";
    }
}
