using System;
using System.Buffers;
using System.IO;
using Bento.Json;

namespace Bento.Cli.Commands;

/// <summary>Format detection and whole-document conversions shared by the commands.</summary>
internal static class Documents
{
    private static readonly BentoJsonOptions s_indented = new() { Indented = true };

    /// <summary>
    /// The input's format: as given, else from the extension, else sniffed. A <c>.json</c> file that starts with the
    /// hinted header is hinted JSON, since the extension is what people keep when they save hinted output.
    /// </summary>
    public static DataFormat Detect(Input input, string path, DataFormat? given)
    {
        if (given is { } explicitFormat) return explicitFormat;
        var byName = DataFormats.FromExtension(path);
        if (byName == DataFormat.Json && BentoHintedJson.IsHinted(input.Head)) return DataFormat.Hinted;
        return byName ?? DataFormats.Sniff(input.Head);
    }

    /// <summary>Any document format to plain, compact JSON (checking it on the way).</summary>
    public static byte[] ToJson(byte[] data, DataFormat format, bool indent) => format switch
    {
        DataFormat.Json => indent ? BentoJson.Format(data) : BentoJson.Minify(data),
        DataFormat.Hinted => BentoHintedJson.ToJson(data, indent ? s_indented : null),
        DataFormat.MsgPack => BentoMessagePack.ToJson(data, indent),
        _ => throw new InvalidOperationException("JSON Lines is not a single document."),
    };

    /// <summary>Converts one whole document between the document formats (JSON, hinted JSON, MessagePack).</summary>
    public static byte[] Convert(byte[] data, DataFormat from, DataFormat to, bool indent)
    {
        if (to == DataFormat.MsgPack)
        {
            if (from != DataFormat.MsgPack) return BentoMessagePack.FromJson(ToJson(data, from, indent: false));
            BentoMessagePack.Validate(data);
            return data;
        }

        if (to == DataFormat.Hinted)
            return BentoHintedJson.FromJson(from == DataFormat.MsgPack ? BentoMessagePack.ToJson(data) : data, indent ? s_indented : null);
        return ToJson(data, from, indent);
    }

    /// <summary>Writes each element of a JSON array (or the one value, if the root is not an array) as a line of JSON Lines.</summary>
    public static long WriteAsLines(byte[] json, Stream output, Action<long> report)
    {
        var reader = new JsonReader(json);
        var line = new ArrayBufferWriter<byte>(4096);
        long records = 0;
        if (FirstByte(json) != '[')
        {
            BentoJson.Minify(json, line);
            WriteLine(output, line);
            return 1;
        }

        reader.ReadStartArray();
        while (reader.ReadNextArrayElement())
        {
            line.ResetWrittenCount();
            BentoJson.Minify(reader.ReadRaw(), line);
            WriteLine(output, line);
            records++;
            report(reader.Position);
        }

        reader.ReadEndOfDocument();
        return records;
    }

    private static void WriteLine(Stream output, ArrayBufferWriter<byte> line)
    {
        output.Write(line.WrittenSpan);
        output.WriteByte((byte)'\n');
    }

    private static int FirstByte(ReadOnlySpan<byte> json)
    {
        if (json.StartsWith("\xEF\xBB\xBF"u8)) json = json.Slice(3);
        json = json.TrimStart(" \t\r\n"u8);
        return json.IsEmpty ? -1 : json[0];
    }
}
