using System;

namespace Bento.Cli;

/// <summary>A problem the user can fix, reported as one line on standard error with its exit code, never as a stack trace.</summary>
internal sealed class CliException : Exception
{
    public CliException(int exitCode, string message)
        : base(message)
    {
        ExitCode = exitCode;
    }

    public int ExitCode { get; }

    public static CliException Usage(string message) => new(ExitCodes.Usage, message);
}
