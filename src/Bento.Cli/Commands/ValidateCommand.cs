using System;
using System.CommandLine;
using System.Globalization;
using System.Threading;
using System.Threading.Tasks;

namespace Bento.Cli.Commands;

/// <summary><c>bento validate FILE...</c>: checks each file and reports the first error's exact position.</summary>
internal static class ValidateCommand
{
    public static Command Create(Option<bool> noProgress)
    {
        var files = new Argument<string[]>("FILE") { Description = "Files to check (- for standard input).", Arity = ArgumentArity.OneOrMore };
        var format = DataFormats.InputOption();
        var command = new Command("validate",
            "Checks that each file is valid JSON, hinted JSON (hints included), JSON Lines or MessagePack. For the first error it prints the byte " +
            "offset, line, column and path on standard error; JSON Lines and MessagePack streams are checked record by record in bounded memory. " +
            "Exit code 0 when every file is valid, 1 when one is not.")
        {
            files, format,
        };
        command.SetAction((parse, cancellationToken) => RunAsync(parse.GetValue(files)!, DataFormats.Parse(parse.GetValue(format)), parse.GetValue(noProgress), cancellationToken));
        return command;
    }

    private static async Task<int> RunAsync(string[] paths, DataFormat? given, bool noProgress, CancellationToken cancellationToken)
    {
        int worst = ExitCodes.Ok;
        foreach (string path in paths)
        {
            cancellationToken.ThrowIfCancellationRequested();
            try
            {
                using var input = await Input.OpenAsync(path, cancellationToken).ConfigureAwait(false);
                var format = Documents.Detect(input, path, given);
                try
                {
                    string what = await Progress.RunAsync("validating " + input.Name, input.Length, noProgress,
                        progress => CheckAsync(input, format, progress, cancellationToken)).ConfigureAwait(false);
                    Console.Out.WriteLine($"{input.Name}: valid {DataFormats.Name(format)}, {what}");
                }
                catch (Exception e) when (Errors.IsFormatError(e))
                {
                    Console.Error.WriteLine(Errors.Describe(input.Name, format, e));
                    worst = Math.Max(worst, ExitCodes.InvalidInput);
                }
            }
            catch (CliException e) when (e.ExitCode == ExitCodes.IoError || e.ExitCode == ExitCodes.InvalidInput)
            {
                // One unreadable file does not stop the others from being checked.
                Console.Error.WriteLine(e.Message);
                worst = Math.Max(worst, e.ExitCode);
            }
        }

        return worst;
    }

    private static async Task<string> CheckAsync(Input input, DataFormat format, Progress progress, CancellationToken cancellationToken)
    {
        var ic = CultureInfo.InvariantCulture;
        long records = 0;
        switch (format)
        {
            case DataFormat.Ndjson:
                foreach (bool _ in BentoJsonLines.Read(input.Stream, RecordCodecs.CheckJson))
                {
                    if ((++records & 1023) == 0)
                    {
                        cancellationToken.ThrowIfCancellationRequested();
                        progress.Report(input.Stream.BytesRead);
                    }
                }

                return string.Format(ic, "{0:N0} record{1}, {2:N0} bytes", records, records == 1 ? "" : "s", input.Stream.BytesRead);
            case DataFormat.MsgPack:
                foreach (bool _ in BentoMessagePackStream.Read(input.Stream, RecordCodecs.CheckMsgPack))
                {
                    if ((++records & 1023) == 0)
                    {
                        cancellationToken.ThrowIfCancellationRequested();
                        progress.Report(input.Stream.BytesRead);
                    }
                }

                if (records == 0) throw new BentoMessagePackException("The input is empty: a MessagePack document holds at least one value.", 0, null);
                return string.Format(ic, "{0:N0} value{1}, {2:N0} bytes", records, records == 1 ? "" : "s", input.Stream.BytesRead);
            default:
                byte[] data = await input.ReadAllAsync(progress, cancellationToken).ConfigureAwait(false);
                if (format == DataFormat.Hinted) BentoHintedJson.Validate(data, new BentoJsonOptions { HintHandling = BentoHintHandling.Strict });
                else BentoJson.Validate(data);
                return string.Format(ic, "{0:N0} bytes", data.Length);
        }
    }
}
