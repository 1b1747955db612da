using System;
using System.IO;
using System.Runtime.InteropServices;
using System.Text.Json;
using Bento.Bench.Adapters;

namespace Bento.Bench.Report;

/// <summary>What the numbers were measured on.</summary>
public static class MachineInfo
{
    public static string Cpu
    {
        get
        {
            try
            {
                if (File.Exists("/proc/cpuinfo"))
                {
                    foreach (string line in File.ReadLines("/proc/cpuinfo"))
                    {
                        if (line.StartsWith("model name", StringComparison.Ordinal))
                        {
                            return line[(line.IndexOf(':', StringComparison.Ordinal) + 1)..].Trim();
                        }
                    }
                }
            }
            catch (IOException)
            {
            }

            return Environment.GetEnvironmentVariable("PROCESSOR_IDENTIFIER") ?? RuntimeInformation.ProcessArchitecture.ToString();
        }
    }

    public static string Os => RuntimeInformation.OSDescription;

    /// <summary>The 1, 5 and 15 minute load averages where the OS reports them: on a busy machine, trust the ratios more than the times.</summary>
    public static string Load
    {
        get
        {
            try
            {
                if (File.Exists("/proc/loadavg"))
                {
                    string[] parts = File.ReadAllText("/proc/loadavg").Split(' ');
                    return parts[0] + " " + parts[1] + " " + parts[2];
                }
            }
            catch (IOException)
            {
            }
            catch (UnauthorizedAccessException)
            {
            }

            return "unknown";
        }
    }

    /// <summary>The one-minute load average, where the OS reports it.</summary>
    public static double? OneMinuteLoad =>
        double.TryParse(Load.Split(' ')[0], System.Globalization.NumberStyles.Float, System.Globalization.CultureInfo.InvariantCulture, out double load)
            ? load : null;

    public static string Runtime => RuntimeInformation.FrameworkDescription + " (" + RuntimeInformation.RuntimeIdentifier + ")";

    public static string Packages =>
        "System.Text.Json " + Versions.Of(typeof(System.Text.Json.JsonSerializer)) +
        ", Newtonsoft.Json " + Versions.Of(typeof(Newtonsoft.Json.JsonConvert)) +
        ", BenchmarkDotNet " + Versions.Of(typeof(BenchmarkDotNet.Running.BenchmarkRunner)) +
        ", Bento " + Versions.Of(typeof(Bento.BentoObjectAttribute)) + PeerPackages;

    static string PeerPackages
    {
        get
        {
            string peers = "";
#if PEER_MESSAGEPACK
            peers += ", MessagePack-CSharp " + Versions.Of(typeof(global::MessagePack.MessagePackSerializer));
#endif
#if PEER_MEMORYPACK
            peers += ", MemoryPack " + Versions.Of(typeof(global::MemoryPack.MemoryPackSerializer));
#endif
#if PEER_PROTOBUFNET
            peers += ", protobuf-net " + Versions.Of(typeof(ProtoBuf.Meta.RuntimeTypeModel));
#endif
#if PEER_PROTOBUF
            peers += ", Google.Protobuf " + Versions.Of(typeof(Google.Protobuf.IMessage));
#endif
            return peers;
        }
    }

    public static void WriteJson(Utf8JsonWriter json)
    {
        json.WriteStartObject("machine");
        json.WriteString("cpu", Cpu);
        json.WriteNumber("cores", Environment.ProcessorCount);
        json.WriteString("os", Os);
        json.WriteString("loadAverage", Load);
        json.WriteString("runtime", Runtime);
        json.WriteString("packages", Packages);
        json.WriteString("utc", DateTime.UtcNow.ToString("yyyy-MM-dd HH:mm", System.Globalization.CultureInfo.InvariantCulture));
        json.WriteEndObject();
    }
}
