namespace Bento.Cli;

/// <summary>The tool's exit codes; <c>bento --help</c> lists them, and scripts may rely on them.</summary>
internal static class ExitCodes
{
    /// <summary>Everything worked, and every file checked is valid.</summary>
    public const int Ok = 0;

    /// <summary>An input is not valid in its format (the error, with its position, went to standard error).</summary>
    public const int InvalidInput = 1;

    /// <summary>The command line is wrong: unknown option, missing argument, formats that cannot be combined.</summary>
    public const int Usage = 2;

    /// <summary>A file could not be read or written (missing, no permission, disk full).</summary>
    public const int IoError = 3;

    /// <summary>Stopped by Ctrl+C (or SIGTERM); no partial output file is left behind.</summary>
    public const int Cancelled = 130;

    /// <summary>The help text that documents the codes above.</summary>
    public const string Help =
        "Exit codes: 0 success; 1 invalid input (the first error, with its byte offset, line, column and path, is written to standard error); " +
        "2 usage error; 3 file could not be read or written; 130 cancelled with Ctrl+C (no partial output file is left).";
}
