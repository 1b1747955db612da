using System;
using System.Buffers;
using System.CommandLine;
using System.IO;
using System.Threading;
using System.Threading.Tasks;
using Bento.MessagePack;

namespace Bento.Cli.Commands;

/// <summary><c>bento show FILE</c>: any supported file as indented JSON for people to read.</summary>
internal static class ShowCommand
{
    public static Command Create()
    {
        var file = new Argument<string>("FILE") { Description = "The file to show, or - for standard input." };
        var format = DataFormats.InputOption();
        var command = new Command("show",
            "Prints MessagePack, hinted JSON, JSON or JSON Lines as indented JSON. For MessagePack, what JSON cannot say is marked: " +
            "{\"$bin\": base64}, {\"$timestamp\": ISO 8601}, {\"$ext\": type, \"data\": base64}, {\"$float\": \"NaN\"}, and map keys " +
            "that are not strings as \"(int) 7\". Several MessagePack values or JSON lines are printed one after another.")
        {
            file, format,
        };
        command.SetAction((parse, cancellationToken) => RunAsync(parse.GetValue(file)!, DataFormats.Parse(parse.GetValue(format)), cancellationToken));
        return command;
    }

    private static async Task<int> RunAsync(string path, DataFormat? given, CancellationToken cancellationToken)
    {
        using var input = await Input.OpenAsync(path, cancellationToken).ConfigureAwait(false);
        var format = Documents.Detect(input, path, given);
        using var stdout = new BufferedStream(Console.OpenStandardOutput(), 1 << 16);
        var buffer = new ArrayBufferWriter<byte>(1 << 16);
        try
        {
            switch (format)
            {
                case DataFormat.MsgPack:
                    // Value by value, so that a long stream starts printing at once.
                    foreach (byte[] value in BentoMessagePackStream.Read(input.Stream, RecordCodecs.RawMsgPack))
                    {
                        cancellationToken.ThrowIfCancellationRequested();
                        buffer.ResetWrittenCount();
                        var reader = new MsgPackReader(value);
                        MsgPackPrinter.Print(ref reader, buffer);
                        Emit(stdout, buffer.WrittenSpan);
                    }

                    break;
                case DataFormat.Ndjson:
                    foreach (byte[] record in BentoJsonLines.Read(input.Stream, RecordCodecs.RawJson))
                    {
                        cancellationToken.ThrowIfCancellationRequested();
                        Emit(stdout, BentoJson.Format(record));
                    }

                    break;
                default:
                    byte[] data = await input.ReadAllAsync(Progress.None, cancellationToken).ConfigureAwait(false);
                    Emit(stdout, Documents.ToJson(data, format, indent: true));
                    break;
            }
        }
        catch (Exception e) when (Errors.IsFormatError(e))
        {
            throw new CliException(ExitCodes.InvalidInput, Errors.Describe(input.Name, format, e));
        }

        return ExitCodes.Ok;
    }

    private static void Emit(Stream output, ReadOnlySpan<byte> json)
    {
        output.Write(json);
        output.WriteByte((byte)'\n');
    }
}
