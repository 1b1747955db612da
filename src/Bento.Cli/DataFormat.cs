using System;
using System.IO;

namespace Bento.Cli;

/// <summary>The formats the tool reads and writes.</summary>
internal enum DataFormat
{
    /// <summary>Plain JSON, one document (RFC 8259).</summary>
    Json,

    /// <summary>Hinted JSON: JSON whose comments carry sizes (docs/hinted-json.md).</summary>
    Hinted,

    /// <summary>MessagePack: one value, or several concatenated (a MessagePack stream).</summary>
    MsgPack,

    /// <summary>JSON Lines / NDJSON: one JSON value per line.</summary>
    Ndjson,
}

internal static class DataFormats
{
    public static readonly string[] Names = ["json", "hinted", "msgpack", "ndjson"];

    public static DataFormat? Parse(string? name) => name?.ToLowerInvariant() switch
    {
        null => null,
        "json" => DataFormat.Json,
        "hinted" or "jsonc" => DataFormat.Hinted,
        "msgpack" or "messagepack" => DataFormat.MsgPack,
        "ndjson" or "jsonl" or "jsonlines" => DataFormat.Ndjson,
        _ => throw CliException.Usage($"Unknown format '{name}': use one of {string.Join(", ", Names)}."),
    };

    public static string Name(DataFormat format) => Names[(int)format];

    /// <summary>The input-format option the reading commands share.</summary>
    public static System.CommandLine.Option<string?> InputOption(string name = "--format")
    {
        var option = new System.CommandLine.Option<string?>(name)
        {
            Description = "Input format (json, hinted, msgpack, ndjson); default: from the extension, else from the content.",
        };
        option.AcceptOnlyFromAmong(Names);
        return option;
    }

    /// <summary>The format a file name implies, or null when the extension says nothing.</summary>
    public static DataFormat? FromExtension(string path)
    {
        if (path == "-") return null;
        return Path.GetExtension(path).ToLowerInvariant() switch
        {
            ".json" => DataFormat.Json,
            ".jsonc" or ".hjson" => DataFormat.Hinted,
            ".msgpack" or ".mpk" or ".mp" or ".msgp" => DataFormat.MsgPack,
            ".ndjson" or ".jsonl" => DataFormat.Ndjson,
            _ => null,
        };
    }

    /// <summary>
    /// Guesses the format from the first bytes. JSON texts start with whitespace, a byte order mark or one of
    /// <c>{ [ " - 0-9 t f n</c>; hinted JSON starts with its header comment; anything else is taken as MessagePack.
    /// Several JSON values on separate lines make JSON Lines.
    /// </summary>
    public static DataFormat Sniff(ReadOnlySpan<byte> head)
    {
        if (BentoHintedJson.IsHinted(head)) return DataFormat.Hinted;
        int i = 0;
        if (head.StartsWith("\xEF\xBB\xBF"u8)) i = 3;
        while (i < head.Length && head[i] is (byte)' ' or (byte)'\t' or (byte)'\r' or (byte)'\n') i++;
        if (i == head.Length) return DataFormat.Json;
        byte first = head[i];
        bool jsonStart = first is (byte)'{' or (byte)'[' or (byte)'"' or (byte)'-' or (byte)'t' or (byte)'f' or (byte)'n'
            || (first >= (byte)'0' && first <= (byte)'9');
        if (!jsonStart) return DataFormat.MsgPack;

        // JSON Lines when the first line is a complete value and more values follow on later lines.
        int newline = head.Slice(i).IndexOf((byte)'\n');
        if (newline < 0) return DataFormat.Json;
        var firstLine = head.Slice(i, newline);
        var rest = head.Slice(i + newline + 1).TrimStart(" \t\r\n"u8);
        return rest.Length > 0 && BentoJson.IsValid(firstLine) ? DataFormat.Ndjson : DataFormat.Json;
    }
}
