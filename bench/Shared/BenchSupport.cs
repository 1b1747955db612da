using System;
using System.Collections.Generic;
using System.Diagnostics;
using System.Globalization;
using System.IO;
using System.Linq;

namespace Bento.Bench.Shared;

/// <summary>The command-line options, medians and load reading that the loopback benchmarks share.</summary>
internal static class BenchSupport
{
    public static int Option(string[] args, string name, int otherwise) =>
        Array.IndexOf(args, name) is int i and >= 0 && i + 1 < args.Length ? int.Parse(args[i + 1], CultureInfo.InvariantCulture) : otherwise;

    public static double Option(string[] args, string name, double otherwise) =>
        Array.IndexOf(args, name) is int i and >= 0 && i + 1 < args.Length ? double.Parse(args[i + 1], CultureInfo.InvariantCulture) : otherwise;

    public static double Median(IEnumerable<double> values)
    {
        var sorted = values.OrderBy(x => x).ToArray();
        return sorted.Length % 2 == 1 ? sorted[sorted.Length / 2] : (sorted[sorted.Length / 2 - 1] + sorted[sorted.Length / 2]) / 2;
    }

    /// <summary>The 1, 5 and 15 minute load averages, so that a reader can judge how busy the machine was.</summary>
    public static string LoadAverage() =>
        File.Exists("/proc/loadavg") ? string.Join(' ', File.ReadAllText("/proc/loadavg").Split(' ').Take(3)) : "unknown";

    /// <summary>
    /// Starts this benchmark's own program again as a server with <paramref name="arguments"/> and waits for its
    /// "listening on URL" line. Measuring against a child process keeps the server's allocation counter free of the
    /// client's work. The child stops when its standard input is closed.
    /// </summary>
    public static Process StartChild(string self, string arguments, out Uri address)
    {
        var start = new ProcessStartInfo(Environment.ProcessPath!, $"\"{self}\" {arguments}") { RedirectStandardOutput = true, RedirectStandardInput = true, UseShellExecute = false };
        var process = Process.Start(start)!;
        string? line = process.StandardOutput.ReadLine();
        if (line is null || !line.StartsWith("listening on ", StringComparison.Ordinal)) throw new InvalidOperationException($"The server ({arguments}) did not start.");
        address = new Uri(line.Substring("listening on ".Length));
        return process;
    }
}
