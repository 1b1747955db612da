using System;
using System.Collections.Generic;
using System.Diagnostics;
using System.Globalization;
using System.IO;
using System.Reflection;
using System.Text;

namespace Bento.Bench.Adapters;

/// <summary>A serializer the run did not measure, and why, in words this run observed.</summary>
public sealed record NotMeasured(string Name, string Package, string Reason);

/// <summary>
/// Which peers this build left out, and what a restore of each says on this machine now. Nothing here remembers an
/// error: a peer is reported as unavailable only with the output of a restore attempted during this run.
/// </summary>
public static class PeerAvailability
{
    /// <summary>The MessagePack-CSharp major version after the one measured; its restore is tried and reported every run.</summary>
    const string NextMessagePack = "3.1.4";

    static readonly (string Peer, string Package, bool Built)[] s_peers =
    [
        ("MessagePack-CSharp", "MessagePack", IsBuilt("MessagePack")),
        ("MemoryPack", "MemoryPack", IsBuilt("MemoryPack")),
        ("protobuf-net", "protobuf-net", IsBuilt("ProtobufNet")),
        ("Google.Protobuf", "Google.Protobuf", IsBuilt("Protobuf")),
    ];

    /// <summary>The rows of the "not measured" list: left-out peers, the next MessagePack-CSharp, and reasons of design.</summary>
    public static List<NotMeasured> Probe(TextWriter log)
    {
        var rows = new List<NotMeasured>();
        foreach (var (peer, package, built) in s_peers)
        {
            if (built)
            {
                continue;
            }

            string version = RequestedVersion(package);
            log.WriteLine($"{peer} is left out of this build; trying a restore of {package} {version}...");
            rows.Add(new(peer, package + " " + version,
                "left out of this build (-p:BenchLeaveOut); " + RestoreProbe.Describe(package, version)));
        }

        log.WriteLine($"Trying a restore of MessagePack {NextMessagePack} (MessagePack-CSharp 3.x)...");
        rows.Add(new("MessagePack-CSharp 3.x", "MessagePack " + NextMessagePack,
            "this benchmark measures MessagePack-CSharp 2.5; " + RestoreProbe.Describe("MessagePack", NextMessagePack)));
        rows.Add(new("System.Text.Json populate", "System.Text.Json " + Versions.Of(typeof(System.Text.Json.JsonSerializer)),
            "no populate row: JsonObjectCreationHandling.Populate applies to properties only (no API reads into an existing " +
            "root instance), and it appends to populated List<T> members instead of replacing their contents, so reading the " +
            "same document into one instance twice does not give the document's value"));
        return rows;
    }

    static bool IsBuilt(string peer) => peer switch
    {
#if PEER_MESSAGEPACK
        "MessagePack" => true,
#endif
#if PEER_MEMORYPACK
        "MemoryPack" => true,
#endif
#if PEER_PROTOBUFNET
        "ProtobufNet" => true,
#endif
#if PEER_PROTOBUF
        "Protobuf" => true,
#endif
        _ => false,
    };

    /// <summary>The version Directory.Packages.props asks for, stamped into the program at build time.</summary>
    static string RequestedVersion(string package)
    {
        foreach (var attribute in typeof(PeerAvailability).Assembly.GetCustomAttributes<AssemblyMetadataAttribute>())
        {
            if (attribute.Key != "PeerVersions" || attribute.Value is null)
            {
                continue;
            }

            foreach (string pair in attribute.Value.Split(';', StringSplitOptions.RemoveEmptyEntries))
            {
                int equals = pair.IndexOf('=', StringComparison.Ordinal);
                if (equals > 0 && pair[..equals] == package)
                {
                    return pair[(equals + 1)..];
                }
            }
        }

        return "*";
    }
}

/// <summary>Runs <c>dotnet restore</c> on a throwaway project that references one package, and says what happened.</summary>
public static class RestoreProbe
{
    static readonly TimeSpan s_timeout = TimeSpan.FromSeconds(120);

    /// <summary>One sentence: whether the package restored here just now, with NuGet's own error lines if not.</summary>
    public static string Describe(string package, string version)
    {
        string at = DateTime.UtcNow.ToString("yyyy-MM-dd HH:mm", CultureInfo.InvariantCulture) + " UTC";
        string directory = Path.Combine(Path.GetTempPath(), "bento-bench-probe-" + Guid.NewGuid().ToString("N"));
        Directory.CreateDirectory(directory);
        try
        {
            File.WriteAllText(Path.Combine(directory, "Probe.csproj"), $"""
                <Project Sdk="Microsoft.NET.Sdk">
                  <PropertyGroup><TargetFramework>net10.0</TargetFramework></PropertyGroup>
                  <ItemGroup><PackageReference Include="{package}" Version="{version}" /></ItemGroup>
                </Project>
                """);
            var start = new ProcessStartInfo("dotnet", "restore --nologo")
            {
                WorkingDirectory = directory,
                RedirectStandardOutput = true,
                RedirectStandardError = true,
                UseShellExecute = false,
            };
            start.Environment["DOTNET_CLI_TELEMETRY_OPTOUT"] = "1";
            using Process process = Process.Start(start)!;
            var output = new StringBuilder();
            process.OutputDataReceived += (_, e) => { lock (output) { output.AppendLine(e.Data); } };
            process.ErrorDataReceived += (_, e) => { lock (output) { output.AppendLine(e.Data); } };
            process.BeginOutputReadLine();
            process.BeginErrorReadLine();
            if (!process.WaitForExit(s_timeout))
            {
                process.Kill(entireProcessTree: true);
                return $"a restore of {package} {version} did not finish within {s_timeout.TotalSeconds:0} s here ({at})";
            }

            process.WaitForExit();
            string errors = ErrorLines(output.ToString());
            return process.ExitCode == 0
                ? $"a restore of {package} {version} succeeded here ({at})"
                : $"a restore of {package} {version} failed here ({at}): {(errors.Length > 0 ? errors : "exit code " + process.ExitCode)}";
        }
        catch (Exception e) when (e is System.ComponentModel.Win32Exception or IOException or InvalidOperationException)
        {
            return $"a restore of {package} {version} could not be tried here ({at}): {e.Message}";
        }
        finally
        {
            try
            {
                Directory.Delete(directory, recursive: true);
            }
            catch (IOException)
            {
            }
        }
    }

    /// <summary>NuGet's error lines, without the throwaway project's path that starts each.</summary>
    static string ErrorLines(string output)
    {
        var lines = new List<string>();
        foreach (string raw in output.Split('\n'))
        {
            string line = raw.Trim();
            int error = line.IndexOf("error NU", StringComparison.Ordinal);
            if (error >= 0 && !lines.Contains(line[error..]))
            {
                lines.Add(line[error..]);
            }
        }

        return string.Join("; ", lines);
    }
}
