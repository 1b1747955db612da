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

    public static string Runtime => RuntimeInformation.FrameworkDescription + " (" + RuntimeInformation.RuntimeIdentifier + ")";

    public static string Packages =>
        "System.Text.Json " + Versions.Of(typeof(System.Text.Json.JsonSerializer)) +
        ", Newtonsoft.Json " + Versions.Of(typeof(Newtonsoft.Json.JsonConvert)) +
        ", BenchmarkDotNet " + Versions.Of(typeof(BenchmarkDotNet.Running.BenchmarkRunner)) +
        ", Bento " + Versions.Of(typeof(Bento.BentoObjectAttribute));

    public static void WriteJson(Utf8JsonWriter json)
    {
        json.WriteStartObject("machine");
        json.WriteString("cpu", Cpu);
        json.WriteNumber("cores", Environment.ProcessorCount);
        json.WriteString("os", Os);
        json.WriteString("runtime", Runtime);
        json.WriteString("packages", Packages);
        json.WriteString("utc", DateTime.UtcNow.ToString("yyyy-MM-dd HH:mm", System.Globalization.CultureInfo.InvariantCulture));
        json.WriteEndObject();
    }
}
