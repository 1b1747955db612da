using System;
using System.Buffers;
using System.CommandLine;
using System.Threading;
using System.Threading.Tasks;

namespace Bento.Cli.Commands;

/// <summary><c>bento convert IN OUT</c>: between JSON, hinted JSON, MessagePack and JSON Lines, in any direction.</summary>
internal static class ConvertCommand
{
    public static Command Create(Option<bool> noProgress)
    {
        var input = new Argument<string>("IN") { Description = "Input file, or - for standard input." };
        var output = new Argument<string>("OUT") { Description = "Output file, or - for standard output. A file appears only when the conversion succeeded." };
        var from = DataFormats.InputOption("--from");
        var to = new Option<string?>("--to") { Description = "Output format (json, hinted, msgpack, ndjson); default: from the extension of OUT, else json." };
        var indent = new Option<bool>("--indent") { Description = "Indent JSON and hinted JSON output." };
        to.AcceptOnlyFromAmong(DataFormats.Names);
        var command = new Command("convert",
            "Converts between JSON, hinted JSON, MessagePack and JSON Lines. JSON Lines and MessagePack streams are converted record by record, " +
            "in bounded memory; a JSON array becomes one line per element, and JSON Lines becomes a JSON array.")
        {
            input, output, from, to, indent,
        };
        command.SetAction((parse, cancellationToken) => RunAsync(
            parse.GetValue(input)!, parse.GetValue(output)!, DataFormats.Parse(parse.GetValue(from)), DataFormats.Parse(parse.GetValue(to)),
            parse.GetValue(indent), parse.GetValue(noProgress), cancellationToken));
        return command;
    }

    private static async Task<int> RunAsync(string inPath, string outPath, DataFormat? from, DataFormat? to, bool indent, bool noProgress, CancellationToken cancellationToken)
    {
        DataFormat target = to ?? DataFormats.FromExtension(outPath)
            ?? (outPath == "-" ? DataFormat.Json : throw CliException.Usage($"Cannot tell the output format from '{outPath}': add --to json|hinted|msgpack|ndjson."));
        if (indent && target is DataFormat.MsgPack or DataFormat.Ndjson)
            throw CliException.Usage($"--indent applies to JSON and hinted JSON output, not {DataFormats.Name(target)}.");

        using var input = await Input.OpenAsync(inPath, cancellationToken).ConfigureAwait(false);
        DataFormat source = Documents.Detect(input, inPath, from);
        using var output = Output.Open(outPath);
        try
        {
            await Progress.RunAsync($"{input.Name} → {DataFormats.Name(target)}", input.Length, noProgress, async progress =>
            {
                await ConvertAsync(input, source, output, target, indent, progress, cancellationToken).ConfigureAwait(false);
                return 0;
            }).ConfigureAwait(false);
        }
        catch (Exception e) when (Errors.IsFormatError(e))
        {
            string advice = source == DataFormat.MsgPack && target is DataFormat.Json or DataFormat.Hinted && e.Message.Contains("after the end", StringComparison.Ordinal)
                ? " (a stream of several MessagePack values converts to ndjson)"
                : "";
            throw new CliException(ExitCodes.InvalidInput, Errors.Describe(input.Name, source, e) + advice);
        }

        output.Commit();
        return ExitCodes.Ok;
    }

    private static async Task ConvertAsync(Input input, DataFormat source, Output output, DataFormat target, bool indent, Progress progress, CancellationToken cancellationToken)
    {
        var stream = output.Stream;
        if (source == DataFormat.Ndjson)
        {
            // Record by record: one line in memory at a time, whatever the size of the file.
            bool array = target is DataFormat.Json or DataFormat.Hinted;
            var buffer = new ArrayBufferWriter<byte>(4096);
            var all = target == DataFormat.Hinted ? new ArrayBufferWriter<byte>(1 << 16) : null;   // hinted needs the whole document
            var sink = all is null ? (Action<ReadOnlySpan<byte>>)(bytes => stream.Write(bytes)) : bytes => all.Write(bytes);
            long count = 0;
            if (array) sink("["u8);
            foreach (byte[] record in BentoJsonLines.Read(input.Stream, RecordCodecs.RawJson))
            {
                cancellationToken.ThrowIfCancellationRequested();
                buffer.ResetWrittenCount();
                switch (target)
                {
                    case DataFormat.MsgPack:
                        BentoMessagePack.FromJson(record, buffer);
                        sink(buffer.WrittenSpan);
                        break;
                    case DataFormat.Ndjson:
                        BentoJson.Minify(record, buffer);
                        sink(buffer.WrittenSpan);
                        sink("\n"u8);
                        break;
                    default:
                        if (count > 0) sink(","u8);
                        if (indent && all is null)
                        {
                            sink("\n  "u8);
                            sink(IndentNested(BentoJson.Format(record)));
                        }
                        else
                        {
                            BentoJson.Minify(record, buffer);
                            sink(buffer.WrittenSpan);
                        }

                        break;
                }

                count++;
                progress.Report(input.Stream.BytesRead);
            }

            if (array) sink(indent && all is null && count > 0 ? "\n]\n"u8 : "]"u8);
            if (all is not null) stream.Write(BentoHintedJson.FromJson(all.WrittenSpan, indent ? new BentoJsonOptions { Indented = true } : null));
            return;
        }

        if (source == DataFormat.MsgPack && target is DataFormat.Ndjson or DataFormat.MsgPack)
        {
            // A MessagePack stream: each value checked and converted on its own.
            var buffer = new ArrayBufferWriter<byte>(4096);
            foreach (byte[] value in BentoMessagePackStream.Read(input.Stream, RecordCodecs.RawMsgPack))
            {
                cancellationToken.ThrowIfCancellationRequested();
                if (target == DataFormat.MsgPack)
                {
                    stream.Write(value);
                }
                else
                {
                    buffer.ResetWrittenCount();
                    BentoMessagePack.ToJson(value, buffer);
                    stream.Write(buffer.WrittenSpan);
                    stream.WriteByte((byte)'\n');
                }

                progress.Report(input.Stream.BytesRead);
            }

            return;
        }

        byte[] data = await input.ReadAllAsync(progress, cancellationToken).ConfigureAwait(false);
        cancellationToken.ThrowIfCancellationRequested();
        if (target == DataFormat.Ndjson)
        {
            byte[] json = source == DataFormat.Json ? data : Documents.ToJson(data, source, indent: false);
            Documents.WriteAsLines(json, stream, _ => cancellationToken.ThrowIfCancellationRequested());
            return;
        }

        byte[] converted = Documents.Convert(data, source, target, indent);
        cancellationToken.ThrowIfCancellationRequested();
        stream.Write(converted);
        if (indent || (target == DataFormat.Json && output.IsStandardOutput)) stream.WriteByte((byte)'\n');
    }

    /// <summary>Indents an already indented record by one more level, for the array that JSON Lines becomes.</summary>
    private static byte[] IndentNested(byte[] formatted)
    {
        var result = new ArrayBufferWriter<byte>(formatted.Length + 64);
        int start = 0;
        for (int i = 0; i < formatted.Length; i++)
        {
            if (formatted[i] != (byte)'\n') continue;
            result.Write(formatted.AsSpan(start, i + 1 - start));
            result.Write("  "u8);
            start = i + 1;
        }

        result.Write(formatted.AsSpan(start).TrimEnd("\n"u8));
        return result.WrittenSpan.ToArray();
    }
}
