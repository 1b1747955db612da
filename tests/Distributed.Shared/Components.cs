using System;
using System.Diagnostics;
using System.IO;
using System.Net;
using System.Net.Sockets;
using System.Runtime.CompilerServices;
using Xunit;

namespace Bento.Distributed.Tests;

/// <summary>Finds the programs the distributed tests run, and says why a test cannot run when one is missing.</summary>
internal static class Components
{
    public static bool UnderCi => string.Equals(Environment.GetEnvironmentVariable("CI"), "true", StringComparison.OrdinalIgnoreCase);

    public static string? FindOnPath(string fileName)
    {
        string? path = Environment.GetEnvironmentVariable("PATH");
        if (string.IsNullOrEmpty(path))
            return null;
        foreach (string entry in path.Split(Path.PathSeparator))
        {
            if (entry.Length == 0)
                continue;
            string candidate = Path.Combine(entry, fileName);
            if (File.Exists(candidate))
                return candidate;
        }

        return null;
    }

    /// <summary>The repository root: the first folder above the test binaries that holds Bento.slnx.</summary>
    public static string? RepositoryRoot()
    {
        for (var dir = new DirectoryInfo(AppContext.BaseDirectory); dir != null; dir = dir.Parent)
            if (File.Exists(Path.Combine(dir.FullName, "Bento.slnx")))
                return dir.FullName;
        return null;
    }

    /// <summary>A TCP port on 127.0.0.1 that nothing listened on a moment ago (the OS picks it).</summary>
    public static int FreePort()
    {
        using var listener = new TcpListener(IPAddress.Loopback, 0);
        listener.Start();
        int port = ((IPEndPoint)listener.LocalEndpoint).Port;
        listener.Stop();
        return port;
    }

    /// <summary>Runs a program to its end within <paramref name="timeout"/>; returns its exit code, output and errors.</summary>
    public static (int ExitCode, string Output, string Error) Run(string program, string arguments, string workingDirectory, TimeSpan timeout)
    {
        var info = new ProcessStartInfo(program, arguments)
        {
            WorkingDirectory = workingDirectory,
            RedirectStandardOutput = true,
            RedirectStandardError = true,
            UseShellExecute = false,
        };
        using var process = Process.Start(info) ?? throw new InvalidOperationException("Could not start " + program);
        var output = process.StandardOutput.ReadToEndAsync();
        var error = process.StandardError.ReadToEndAsync();
        if (!process.WaitForExit(timeout))
        {
            process.Kill(entireProcessTree: true);
            throw new TimeoutException($"{program} {arguments} did not finish within {timeout.TotalSeconds} s.\n{error.Result}");
        }

        return (process.ExitCode, output.Result, error.Result);
    }
}

/// <summary>
/// A fact that needs an outside component (redis-server, node): skipped with its reason when the component is absent,
/// except under CI=true, where the test runs and fails, so that a missing install step cannot pass unseen.
/// </summary>
public abstract class NeedsComponentFactAttribute : FactAttribute
{
    private static readonly System.Collections.Generic.HashSet<string> s_noticed = new();

    protected NeedsComponentFactAttribute(string component, string? missingReason, string file, string test)
    {
        if (missingReason == null || Components.UnderCi)
            return;
        string reason = component + ": " + missingReason;
        Skip = reason;
        // The runner prints a skipped test's display name but not its reason: put the reason into the name, and say it
        // once on standard error, so that the test command shows why.
        DisplayName = Path.GetFileNameWithoutExtension(file) + "." + test + " SKIPPED: " + reason;
        lock (s_noticed)
        {
            if (s_noticed.Add(reason))
                Console.Error.WriteLine("NOTICE: skipping tests: " + reason);
        }
    }
}
