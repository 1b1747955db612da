using System;
using System.CommandLine;
using System.IO;
using System.Runtime.InteropServices;
using System.Threading;
using System.Threading.Tasks;
using Bento;
using Bento.Cli;
using Bento.Cli.Commands;

// Errors the user can act on are one line on standard error and an exit code (ExitCodes), never a stack trace.
var noProgress = new Option<bool>("--no-progress")
{
    Description = "Never draw a progress bar (bars are drawn only for inputs of 32 MiB or more, and never when standard error is redirected).",
    Recursive = true,
};
var root = new RootCommand(
    "bento: convert, validate, show and measure JSON, hinted JSON, JSON Lines and MessagePack files with the Bento serializer.\n" +
    "Files are given by name, or - for standard input and output; formats come from the extension, else from the content.\n" +
    ExitCodes.Help)
{
    ConvertCommand.Create(noProgress),
    ValidateCommand.Create(noProgress),
    ShowCommand.Create(),
    StatsCommand.Create(noProgress),
    BenchCommand.Create(),
};
root.Options.Add(noProgress);

var parse = root.Parse(args.Length == 0 ? ["--help"] : args);
if (parse.Errors.Count > 0)
{
    foreach (var error in parse.Errors) Console.Error.WriteLine("bento: " + error.Message);
    Console.Error.WriteLine("Run 'bento --help' or 'bento COMMAND --help' for usage.");
    return ExitCodes.Usage;
}

// Ctrl+C and SIGTERM cancel the token instead of ending the process: the commands stop at the next record or step,
// and their temporary output is deleted on the way out. The parser's own handling would end the process after a
// timeout, which could leave a temporary file behind, so it is off.
using var cancellation = new CancellationTokenSource();
Console.CancelKeyPress += (_, e) =>
{
    e.Cancel = true;
    cancellation.Cancel();
};
using var sigterm = PosixSignalRegistration.Create(PosixSignal.SIGTERM, context =>
{
    context.Cancel = true;
    cancellation.Cancel();
});

try
{
    var invocation = new InvocationConfiguration { EnableDefaultExceptionHandler = false, ProcessTerminationTimeout = null };
    return await parse.InvokeAsync(invocation, cancellation.Token).ConfigureAwait(false);
}
catch (CliException e)
{
    Console.Error.WriteLine("bento: " + e.Message);
    return e.ExitCode;
}
catch (OperationCanceledException)
{
    Console.Error.WriteLine("bento: cancelled; no output file was written.");
    return ExitCodes.Cancelled;
}
catch (Exception e) when (e is BentoJsonException or BentoMessagePackException)
{
    Console.Error.WriteLine("bento: " + e.Message);
    return ExitCodes.InvalidInput;
}
catch (Exception e) when (e is IOException or UnauthorizedAccessException)
{
    Console.Error.WriteLine("bento: " + e.Message);
    return ExitCodes.IoError;
}
