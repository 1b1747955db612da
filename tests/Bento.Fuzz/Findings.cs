using System;
using System.Diagnostics;
using System.IO;
using System.Text;

namespace Bento.Fuzz;

/// <summary>Writes reproductions: the input as found, the minimised input, and a text file that says what happened and how to replay it.</summary>
internal static class Findings
{
    public static string Write(string folder, FuzzFormat format, long seed, long number, Shape shape, string kind, byte[] input, byte[]? minimised, string description)
    {
        string dir = Path.Combine(folder, FuzzOptions.Name(format));
        Directory.CreateDirectory(dir);
        string stem = Path.Combine(dir, kind + "-seed" + seed + "-input" + number);
        File.WriteAllBytes(stem + ".bin", input);
        string replay = stem + ".bin";
        if (minimised != null && minimised.Length < input.Length)
        {
            File.WriteAllBytes(stem + ".min.bin", minimised);
            replay = stem + ".min.bin";
        }

        var text = new StringBuilder();
        text.AppendLine(description);
        text.AppendLine("input: " + input.Length + " bytes" + (minimised != null ? ", minimised: " + minimised.Length + " bytes" : ""));
        text.AppendLine("replay: dotnet run -c Release --project tests/Bento.Fuzz -- --format " + FuzzOptions.Name(format) + " --shape " + shape + " --number " + number + " --replay " + replay);
        text.AppendLine("regenerate: the same input is number " + number + " of --seed " + seed);
        text.AppendLine("first bytes: " + Preview(minimised ?? input));
        File.WriteAllText(stem + ".txt", text.ToString());
        return stem + ".txt";
    }

    private static string Preview(byte[] bytes)
    {
        var text = new StringBuilder();
        for (int i = 0; i < Math.Min(bytes.Length, 200); i++)
        {
            byte b = bytes[i];
            text.Append(b >= 0x20 && b < 0x7f ? ((char)b).ToString() : "\\x" + b.ToString("x2", System.Globalization.CultureInfo.InvariantCulture));
        }

        return bytes.Length > 200 ? text + "..." : text.ToString();
    }
}

/// <summary>Shrinks an input while a predicate (the same finding) still holds: chunks removed, halving the chunk size down to one byte.</summary>
internal static class Minimiser
{
    public static byte[] InProcess(byte[] input, Func<byte[], bool> stillFails, int maxTries = 4000, int maxMilliseconds = 20_000)
    {
        var clock = Stopwatch.StartNew();
        byte[] best = input;
        int tries = 0;
        for (int chunk = Math.Max(1, best.Length / 2); chunk >= 1; chunk /= 2)
        {
            bool progress = true;
            while (progress)
            {
                progress = false;
                for (int at = 0; at + chunk <= best.Length; at += chunk)
                {
                    if (tries++ >= maxTries || clock.ElapsedMilliseconds > maxMilliseconds)
                        return best;
                    byte[] candidate = new byte[best.Length - chunk];
                    Array.Copy(best, 0, candidate, 0, at);
                    Array.Copy(best, at + chunk, candidate, at, best.Length - at - chunk);
                    bool fails;
                    try
                    {
                        fails = stillFails(candidate);
                    }
                    catch (Exception)
                    {
                        fails = false;
                    }

                    if (fails)
                    {
                        best = candidate;
                        progress = true;
                        at -= chunk;
                    }
                }
            }
        }

        return best;
    }
}
