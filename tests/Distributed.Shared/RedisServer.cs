using System;
using System.Diagnostics;
using System.IO;
using System.Net.Sockets;
using System.Runtime.CompilerServices;
using System.Threading;

namespace Bento.Distributed.Tests;

/// <summary>
/// A real redis-server process on 127.0.0.1 and a port chosen at run time, with no persistence; the tests stop and
/// restart it to see how the cache behaves without its second level. Disposing kills it.
/// </summary>
internal sealed class RedisServer : IDisposable
{
    public static readonly string? Program = Components.FindOnPath("redis-server");

    public static string? MissingReason() =>
        Program == null ? "redis-server is not on PATH (Debian: apt-get install redis-server; .ci/run installs it)" : null;

    private Process? _process;

    public RedisServer()
    {
        Port = Components.FreePort();
        Start();
    }

    public int Port { get; }

    public string Configuration => $"127.0.0.1:{Port},abortConnect=false,connectTimeout=2000,syncTimeout=2000";

    public bool Running => _process is { HasExited: false };

    public void Start()
    {
        if (Running)
            return;
        if (Program == null)
            throw new InvalidOperationException(MissingReason());
        // No RDB or AOF files and no protected mode: a throwaway server for one test class.
        var info = new ProcessStartInfo(Program,
            $"--port {Port} --bind 127.0.0.1 --save \"\" --appendonly no --protected-mode no --dir {Path.GetTempPath()}")
        {
            RedirectStandardOutput = true,
            RedirectStandardError = true,
            UseShellExecute = false,
        };
        _process = Process.Start(info) ?? throw new InvalidOperationException("Could not start redis-server.");
        _process.OutputDataReceived += (_, _) => { };
        _process.ErrorDataReceived += (_, _) => { };
        _process.BeginOutputReadLine();
        _process.BeginErrorReadLine();
        var deadline = Stopwatch.StartNew();
        while (!Answers())
        {
            if (_process.HasExited)
                throw new InvalidOperationException($"redis-server exited with code {_process.ExitCode} on port {Port}.");
            if (deadline.Elapsed > TimeSpan.FromSeconds(15))
                throw new TimeoutException($"redis-server did not answer on port {Port} within 15 s.");
            Thread.Sleep(50);
        }
    }

    public void Stop()
    {
        if (_process == null)
            return;
        if (!_process.HasExited)
        {
            _process.Kill();
            _process.WaitForExit(10_000);
        }

        _process.Dispose();
        _process = null;
    }

    public void Dispose() => Stop();

    // A PING over a raw socket, so that readiness does not depend on the client library under test.
    private bool Answers()
    {
        try
        {
            using var client = new TcpClient();
            client.Connect("127.0.0.1", Port);
            using var stream = client.GetStream();
            stream.ReadTimeout = 1000;
            stream.Write("PING\r\n"u8);
            var reply = new byte[7];
            int read = stream.Read(reply);
            return read >= 5 && reply[0] == (byte)'+';
        }
        catch (SocketException)
        {
            return false;
        }
        catch (IOException)
        {
            return false;
        }
    }
}

/// <summary>A fact that needs redis-server.</summary>
public sealed class RedisFactAttribute : NeedsComponentFactAttribute
{
    public RedisFactAttribute([CallerFilePath] string file = "", [CallerMemberName] string test = "")
        : base("Redis", RedisServer.MissingReason(), file, test) { }
}
