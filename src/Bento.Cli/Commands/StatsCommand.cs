using System;
using System.Collections.Generic;
using System.CommandLine;
using System.Globalization;
using System.Text;
using System.Threading;
using System.Threading.Tasks;
using Bento.MessagePack;

namespace Bento.Cli.Commands;

/// <summary><c>bento stats FILE</c>: what a document holds, and what each format would make of it.</summary>
internal static class StatsCommand
{
    public static Command Create(Option<bool> noProgress)
    {
        var file = new Argument<string>("FILE") { Description = "The file to measure, or - for standard input." };
        var format = DataFormats.InputOption();
        var command = new Command("stats",
            "Counts objects, arrays, strings, numbers and the rest, the nesting depth, the largest arrays and longest strings with their paths, " +
            "and the size as compact JSON, hinted JSON and MessagePack: what the hints cost in bytes and which collections and strings they size.")
        {
            file, format,
        };
        command.SetAction((parse, cancellationToken) => RunAsync(parse.GetValue(file)!, DataFormats.Parse(parse.GetValue(format)), parse.GetValue(noProgress), cancellationToken));
        return command;
    }

    private static async Task<int> RunAsync(string path, DataFormat? given, bool noProgress, CancellationToken cancellationToken)
    {
        using var input = await Input.OpenAsync(path, cancellationToken).ConfigureAwait(false);
        var format = Documents.Detect(input, path, given);
        var stats = new DocumentStats();
        try
        {
            await Progress.RunAsync("measuring " + input.Name, input.Length, noProgress, async progress =>
            {
                if (format is DataFormat.Ndjson or DataFormat.MsgPack)
                {
                    IEnumerable<byte[]> records = format == DataFormat.Ndjson
                        ? BentoJsonLines.Read(input.Stream, RecordCodecs.RawJson)
                        : BentoMessagePackStream.Read(input.Stream, RecordCodecs.RawMsgPack);
                    foreach (byte[] record in records)
                    {
                        cancellationToken.ThrowIfCancellationRequested();
                        stats.AddRecord(record, format);
                        progress.Report(input.Stream.BytesRead);
                    }
                }
                else
                {
                    byte[] data = await input.ReadAllAsync(progress, cancellationToken).ConfigureAwait(false);
                    stats.AddRecord(format == DataFormat.Hinted ? BentoHintedJson.ToJson(data) : data, DataFormat.Json);
                }

                return 0;
            }).ConfigureAwait(false);
        }
        catch (Exception e) when (Errors.IsFormatError(e))
        {
            throw new CliException(ExitCodes.InvalidInput, Errors.Describe(input.Name, format, e));
        }

        stats.InputBytes = input.Stream.BytesRead;
        Console.Out.Write(stats.Report(input.Name, format));
        return ExitCodes.Ok;
    }
}

/// <summary>Counts gathered over one document or every record of a stream, walking its MessagePack form.</summary>
internal sealed class DocumentStats
{
    private const int Top = 3;

    private readonly List<string> _path = new();
    private readonly List<(long Size, string Path)> _largestArrays = new();
    private readonly List<(long Size, string Path)> _longestStrings = new();

    public long InputBytes { get; set; }
    public long Records { get; private set; }
    public long Objects { get; private set; }
    public long Members { get; private set; }
    public long Arrays { get; private set; }
    public long Elements { get; private set; }
    public long Strings { get; private set; }
    public long StringBytes { get; private set; }
    public long Integers { get; private set; }
    public long Floats { get; private set; }
    public long Booleans { get; private set; }
    public long Nulls { get; private set; }
    public long Binaries { get; private set; }
    public long Extensions { get; private set; }
    public int MaxDepth { get; private set; }
    public long JsonBytes { get; private set; }
    public long HintedBytes { get; private set; }
    public long MsgPackBytes { get; private set; }
    public long ArrayHints { get; private set; }
    public long ObjectHints { get; private set; }
    public long StringHints { get; private set; }
    public long JsonUnavailable { get; private set; }

    /// <summary>Adds one document: JSON text or one MessagePack value.</summary>
    public void AddRecord(byte[] record, DataFormat format)
    {
        Records++;
        byte[] msgpack;
        byte[]? json = null;
        if (format == DataFormat.MsgPack)
        {
            msgpack = record;
            BentoMessagePack.Validate(record);
            try
            {
                json = BentoMessagePack.ToJson(record);
            }
            catch (BentoMessagePackException)
            {
                // Valid MessagePack that JSON cannot hold (non-string keys, NaN): counted, but without JSON sizes.
                JsonUnavailable++;
            }
        }
        else
        {
            json = BentoJson.Minify(record);
            msgpack = BentoMessagePack.FromJson(json);
        }

        MsgPackBytes += msgpack.Length;
        if (json is not null)
        {
            JsonBytes += json.Length;
            byte[] hinted = BentoHintedJson.FromJson(json);
            HintedBytes += hinted.Length;
            CountHints(hinted);
        }

        var reader = new MsgPackReader(msgpack);
        _path.Clear();
        _path.Add(format == DataFormat.Json ? "$" : "record " + Records.ToString(CultureInfo.InvariantCulture) + " $");
        Walk(ref reader, 0);
    }

    private void Walk(ref MsgPackReader reader, int depth)
    {
        if (depth > MaxDepth) MaxDepth = depth;
        switch (reader.NextType)
        {
            case MsgPackType.Nil: Nulls++; reader.Skip(); break;
            case MsgPackType.Boolean: Booleans++; reader.Skip(); break;
            case MsgPackType.Integer: Integers++; reader.Skip(); break;
            case MsgPackType.Float: Floats++; reader.Skip(); break;
            case MsgPackType.Binary: Binaries++; reader.Skip(); break;
            case MsgPackType.Extension: Extensions++; reader.Skip(); break;
            case MsgPackType.String:
            {
                int length = reader.ReadStringUtf8().Length;
                Strings++;
                StringBytes += length;
                Offer(_longestStrings, length);
                break;
            }

            case MsgPackType.Array:
            {
                int count = reader.ReadArrayHeader();
                reader.EnterContainer();
                Arrays++;
                Elements += count;
                Offer(_largestArrays, count);
                for (int i = 0; i < count; i++)
                {
                    _path.Add("[" + i.ToString(CultureInfo.InvariantCulture) + "]");
                    Walk(ref reader, depth + 1);
                    _path.RemoveAt(_path.Count - 1);
                }

                reader.ExitContainer();
                break;
            }

            default:
            {
                int count = reader.ReadMapHeader();
                reader.EnterContainer();
                Objects++;
                Members += count;
                for (int i = 0; i < count; i++)
                {
                    _path.Add(reader.NextType == MsgPackType.String ? "." + Encoding.UTF8.GetString(reader.ReadStringUtf8()) : "[" + KeyText(ref reader) + "]");
                    Walk(ref reader, depth + 1);
                    _path.RemoveAt(_path.Count - 1);
                }

                reader.ExitContainer();
                break;
            }
        }
    }

    private static string KeyText(ref MsgPackReader reader)
    {
        if (reader.NextType == MsgPackType.Integer) return reader.ReadInt64().ToString(CultureInfo.InvariantCulture);
        reader.Skip();
        return "?";
    }

    /// <summary>Keeps the few largest; the path string is only built for a value that makes the list.</summary>
    private void Offer(List<(long Size, string Path)> top, long size)
    {
        if (top.Count == Top && size <= top[Top - 1].Size) return;
        top.Add((size, string.Concat(_path)));
        top.Sort(static (a, b) => b.Size.CompareTo(a.Size));
        if (top.Count > Top) top.RemoveAt(Top);
    }

    /// <summary>Counts the hints of a hinted document by what follows each: an array, an object or a string.</summary>
    private void CountHints(ReadOnlySpan<byte> hinted)
    {
        bool inString = false;
        bool header = true;
        for (int i = 0; i < hinted.Length; i++)
        {
            byte b = hinted[i];
            if (inString)
            {
                if (b == (byte)'\\') i++;
                else if (b == (byte)'"') inString = false;
                continue;
            }

            if (b == (byte)'"')
            {
                inString = true;
            }
            else if (b == (byte)'/' && i + 1 < hinted.Length && hinted[i + 1] == (byte)'*')
            {
                int end = hinted.Slice(i).IndexOf("*/"u8);
                if (end < 0) return;
                i += end + 1;
                if (header)
                {
                    header = false;
                    continue;
                }

                byte next = i + 1 < hinted.Length ? hinted[i + 1] : (byte)0;
                if (next == (byte)'[') ArrayHints++;
                else if (next == (byte)'{') ObjectHints++;
                else if (next == (byte)'"') StringHints++;
            }
        }
    }

    public string Report(string name, DataFormat format)
    {
        var ic = CultureInfo.InvariantCulture;
        var text = new StringBuilder();
        void Line(string label, string value) => text.Append(ic, $"{label,-22}{value}\n");
        string Percent(long part, long whole) => whole == 0 ? "n/a" : ((part - whole) * 100.0 / whole).ToString("+0.0;-0.0;0.0", ic) + "%";

        text.Append(ic, $"{name} ({DataFormats.Name(format)}, {InputBytes:N0} bytes)\n");
        if (format is DataFormat.Ndjson or DataFormat.MsgPack) Line("records", Records.ToString("N0", ic));
        Line("objects", string.Format(ic, "{0:N0} ({1:N0} members)", Objects, Members));
        Line("arrays", string.Format(ic, "{0:N0} ({1:N0} elements)", Arrays, Elements));
        Line("strings", string.Format(ic, "{0:N0} ({1:N0} bytes of UTF-8)", Strings, StringBytes));
        Line("numbers", string.Format(ic, "{0:N0} integers, {1:N0} floats", Integers, Floats));
        Line("booleans, nulls", string.Format(ic, "{0:N0}, {1:N0}", Booleans, Nulls));
        if (Binaries + Extensions > 0) Line("binary, extensions", string.Format(ic, "{0:N0}, {1:N0}", Binaries, Extensions));
        Line("max depth", MaxDepth.ToString(ic));
        foreach (var (size, path) in _largestArrays) Line("largest array", string.Format(ic, "{0:N0} elements at {1}", size, path));
        foreach (var (size, path) in _longestStrings) Line("longest string", string.Format(ic, "{0:N0} bytes at {1}", size, path));
        if (JsonUnavailable > 0)
            Line("not JSON-shaped", string.Format(ic, "{0:N0} value(s) have non-string keys or non-finite floats; the JSON sizes below leave them out", JsonUnavailable));
        Line("compact JSON", string.Format(ic, "{0:N0} bytes", JsonBytes));
        Line("hinted JSON", string.Format(ic, "{0:N0} bytes ({1} vs compact JSON)", HintedBytes, Percent(HintedBytes, JsonBytes)));
        Line("MessagePack", string.Format(ic, "{0:N0} bytes ({1} vs compact JSON)", MsgPackBytes, Percent(MsgPackBytes, JsonBytes)));
        Line("hints", string.Format(ic,
            "cost {0:N0} bytes; they size {1:N0} arrays and {2:N0} objects before their elements are read and let {3:N0} strings be decoded in one pass",
            HintedBytes - JsonBytes, ArrayHints, ObjectHints, StringHints));
        return text.ToString();
    }
}
