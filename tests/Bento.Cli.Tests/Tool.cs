using System;
using System.Diagnostics;
using System.IO;
using System.Text;
using System.Threading;
using System.Threading.Tasks;

namespace Bento.Cli.Tests;

/// <summary>The result of one run of the tool.</summary>
public sealed record ToolRun(int ExitCode, byte[] Stdout, string Stderr, long PeakWorkingSetBytes)
{
    public string StdoutText => Encoding.UTF8.GetString(Stdout);
}

/// <summary>Runs the bento tool as its own process, the way a user's shell does: <c>dotnet Bento.Cli.dll ARGS</c>.</summary>
public static class Tool
{
    public static readonly string Dll = Path.Combine(AppContext.BaseDirectory, "Bento.Cli.dll");

    /// <summary>Runs the tool; <paramref name="feed"/> writes its standard input (closed afterwards).</summary>
    public static ToolRun Run(string workingDirectory, Func<Stream, Task>? feed, params string[] args) =>
        Start(workingDirectory, args).Finish(feed, TimeSpan.FromMinutes(3));

    public static ToolRun Run(string workingDirectory, params string[] args) => Run(workingDirectory, null, args);

    public static Running Start(string workingDirectory, params string[] args)
    {
        var info = new ProcessStartInfo("dotnet")
        {
            WorkingDirectory = workingDirectory,
            RedirectStandardInput = true,
            RedirectStandardOutput = true,
            RedirectStandardError = true,
            UseShellExecute = false,
        };
        info.ArgumentList.Add(Dll);
        foreach (string a in args) info.ArgumentList.Add(a);
        info.Environment["DOTNET_CLI_TELEMETRY_OPTOUT"] = "1";
        return new Running(Process.Start(info)!);
    }

    /// <summary>A started tool process, its output drained as it comes and its peak memory sampled.</summary>
    public sealed class Running
    {
        private readonly Task<byte[]> _stdout;
        private readonly Task<string> _stderr;
        private readonly Task _sampler;
        private long _peak;

        internal Running(Process process)
        {
            Process = process;
            _stdout = Task.Run(async () =>
            {
                var memory = new MemoryStream();
                await process.StandardOutput.BaseStream.CopyToAsync(memory);
                return memory.ToArray();
            });
            _stderr = process.StandardError.ReadToEndAsync();
            _sampler = Task.Run(SampleMemory);
        }

        public Process Process { get; }

        /// <summary>Writes standard input, waits for the exit, and collects everything.</summary>
        public ToolRun Finish(Func<Stream, Task>? feed, TimeSpan timeout)
        {
            try
            {
                if (feed != null) feed(Process.StandardInput.BaseStream).GetAwaiter().GetResult();
                Process.StandardInput.Close();
            }
            catch (IOException)
            {
                // The tool stopped reading (an error, or Ctrl+C); its exit code says why.
            }

            if (!Process.WaitForExit((int)timeout.TotalMilliseconds))
            {
                Process.Kill(entireProcessTree: true);
                throw new TimeoutException("bento did not finish within " + timeout);
            }

            Process.WaitForExit();
            _sampler.Wait();
            return new ToolRun(Process.ExitCode, _stdout.Result, _stderr.Result, Interlocked.Read(ref _peak));
        }

        /// <summary>
        /// The kernel's high-water mark of resident memory (VmHWM, Linux), read until the process ends: its last
        /// reading is the peak of the whole run. Elsewhere the peak is reported as 0.
        /// </summary>
        private async Task SampleMemory()
        {
            string status = "/proc/" + Process.Id + "/status";
            while (!Process.HasExited)
            {
                try
                {
                    foreach (string line in File.ReadAllLines(status))
                    {
                        if (!line.StartsWith("VmHWM:", StringComparison.Ordinal)) continue;
                        long kb = long.Parse(line.Substring(6).Trim().Split(' ')[0], System.Globalization.CultureInfo.InvariantCulture);
                        Interlocked.Exchange(ref _peak, Math.Max(Interlocked.Read(ref _peak), kb * 1024));
                    }
                }
                catch (IOException)
                {
                    return;
                }
                catch (UnauthorizedAccessException)
                {
                    return;
                }

                await Task.Delay(20);
            }
        }
    }
}

/// <summary>A fresh folder per test, removed afterwards.</summary>
public sealed class TempFolder : IDisposable
{
    public TempFolder()
    {
        Path = System.IO.Path.Combine(System.IO.Path.GetTempPath(), "bento-cli-" + Guid.NewGuid().ToString("N"));
        Directory.CreateDirectory(Path);
    }

    public string Path { get; }

    public string File(string name) => System.IO.Path.Combine(Path, name);

    public void Dispose()
    {
        try
        {
            Directory.Delete(Path, recursive: true);
        }
        catch (IOException)
        {
        }
    }
}
