using System;
using System.IO;
using System.Linq;
using System.Text;
using System.Text.Json;
using System.Threading.Tasks;
using Bento.Tests.Infrastructure;
using Xunit;

namespace Bento.Cli.Tests;

/// <summary>The tool as users run it: a process, real files, pipes, exit codes and messages.</summary>
public class CliTests
{
    private static readonly string[] Commands = { "convert", "validate", "show", "stats", "bench" };

    [Fact]
    public void Every_command_has_help_and_the_exit_codes_are_documented()
    {
        using var dir = new TempFolder();
        var root = Tool.Run(dir.Path, "--help");
        Assert.Equal(0, root.ExitCode);
        Assert.Contains("Exit codes: 0 success; 1 invalid input", root.StdoutText);
        foreach (string command in Commands)
        {
            var run = Tool.Run(dir.Path, command, "--help");
            Assert.Equal(0, run.ExitCode);
            Assert.Contains("Usage:", run.StdoutText);
            Assert.Contains("bento " + command, run.StdoutText);
        }
    }

    [CorpusTheory]
    [InlineData("twitter.json")]
    [InlineData("citm_catalog.json")]
    [InlineData("canada.json")]
    public void Corpus_converts_through_every_format_and_back(string corpus)
    {
        using var dir = new TempFolder();
        string source = SharedData.CorpusPath(corpus);
        byte[] original = File.ReadAllBytes(source);

        Assert.Equal(0, Tool.Run(dir.Path, "convert", source, "doc.msgpack").ExitCode);
        Assert.Equal(BentoMessagePack.FromJson(original), File.ReadAllBytes(dir.File("doc.msgpack")));
        Assert.Equal(0, Tool.Run(dir.Path, "convert", "doc.msgpack", "doc.jsonc", "--indent").ExitCode);
        Assert.True(BentoHintedJson.IsHinted(File.ReadAllBytes(dir.File("doc.jsonc"))));
        Assert.Equal(0, Tool.Run(dir.Path, "convert", "doc.jsonc", "back.json").ExitCode);
        AssertSameJson(original, File.ReadAllBytes(dir.File("back.json")));

        var validate = Tool.Run(dir.Path, "validate", source, "doc.msgpack", "doc.jsonc", "back.json");
        Assert.Equal(0, validate.ExitCode);
        Assert.Equal(4, validate.StdoutText.Split('\n', StringSplitOptions.RemoveEmptyEntries).Count(l => l.Contains(": valid ", StringComparison.Ordinal)));

        var show = Tool.Run(dir.Path, "show", "doc.msgpack");
        Assert.Equal(0, show.ExitCode);
        AssertSameJson(original, show.Stdout);

        var stats = Tool.Run(dir.Path, "stats", source);
        Assert.Equal(0, stats.ExitCode);
        Assert.Contains("MessagePack           " + BentoMessagePack.FromJson(original).Length.ToString("N0", System.Globalization.CultureInfo.InvariantCulture) + " bytes", stats.StdoutText);

        var bench = Tool.Run(dir.Path, "bench", source, "--seconds", "0.2");
        Assert.Equal(0, bench.ExitCode);
        Assert.Contains("Verdict: on this file Bento reads", bench.StdoutText);
        Assert.Equal("", bench.Stderr);
    }

    [Fact]
    public void Stdin_to_stdout_converts_json_lines_to_messagepack_and_back()
    {
        using var dir = new TempFolder();
        byte[] lines = Encoding.UTF8.GetBytes("{\"id\":1,\"tags\":[\"a\"]}\n\n{\"id\":2,\"ok\":true}\r\n[1,2.5,null]\n");
        var packed = Tool.Run(dir.Path, s => s.WriteAsync(lines).AsTask(), "convert", "-", "-", "--to", "msgpack");
        Assert.Equal(0, packed.ExitCode);
        Assert.Equal(Concat(BentoMessagePack.FromJson("{\"id\":1,\"tags\":[\"a\"]}"u8), BentoMessagePack.FromJson("{\"id\":2,\"ok\":true}"u8), BentoMessagePack.FromJson("[1,2.5,null]"u8)), packed.Stdout);

        var back = Tool.Run(dir.Path, s => s.WriteAsync(packed.Stdout).AsTask(), "convert", "-", "-", "--to", "ndjson");
        Assert.Equal(0, back.ExitCode);
        Assert.Equal("{\"id\":1,\"tags\":[\"a\"]}\n{\"id\":2,\"ok\":true}\n[1,2.5,null]\n", back.StdoutText);

        var array = Tool.Run(dir.Path, s => s.WriteAsync(lines).AsTask(), "convert", "-", "all.json");
        Assert.Equal(0, array.ExitCode);
        Assert.Equal("[{\"id\":1,\"tags\":[\"a\"]},{\"id\":2,\"ok\":true},[1,2.5,null]]", File.ReadAllText(dir.File("all.json")));
    }

    [Fact]
    public void Truncated_file_reports_offset_line_column_and_path_and_writes_no_output()
    {
        using var dir = new TempFolder();
        File.WriteAllText(dir.File("save.json"), "{\n  \"name\": \"Ada\",\n  \"scores\": [1, 2,");
        var validate = Tool.Run(dir.Path, "validate", "save.json");
        Assert.Equal(1, validate.ExitCode);
        Assert.Equal("save.json: invalid json at byte 37 (line 3, column 19), path $.scores[2]: Expected a value but found the end of the input.", validate.Stderr.Trim());

        var convert = Tool.Run(dir.Path, "convert", "save.json", "save.msgpack");
        Assert.Equal(1, convert.ExitCode);
        Assert.StartsWith("bento: save.json: invalid json at byte 37", convert.Stderr);
        Assert.Equal(new[] { "save.json" }, Directory.GetFiles(dir.Path).Select(Path.GetFileName));
        AssertNoStackTrace(convert.Stderr);
    }

    [Fact]
    public void Truncated_messagepack_and_a_bad_json_line_are_found_record_by_record()
    {
        using var dir = new TempFolder();
        byte[] one = BentoMessagePack.FromJson("{\"a\":[1,2,3]}"u8);
        File.WriteAllBytes(dir.File("values.msgpack"), Concat(one, one, one.AsSpan(0, one.Length - 2).ToArray()));
        var msgpack = Tool.Run(dir.Path, "validate", "values.msgpack");
        Assert.Equal(1, msgpack.ExitCode);
        Assert.Contains("values.msgpack: invalid msgpack at byte", msgpack.Stderr);
        Assert.Contains("Value 3 of the stream (starting at byte " + (2 * one.Length) + ")", msgpack.Stderr);

        File.WriteAllText(dir.File("events.ndjson"), "{\"a\":1}\n{\"a\":2}\n{\"a\":tru}\n{\"a\":4}\n");
        var lines = Tool.Run(dir.Path, "validate", "events.ndjson");
        Assert.Equal(1, lines.ExitCode);
        Assert.Equal("events.ndjson: invalid ndjson at byte 21 (line 3, column 6), path $.a: Invalid literal: expected 'true', 'false' or 'null'.", lines.Stderr.Trim());
    }

    [Fact]
    public void Not_json_missing_files_and_bad_options_exit_with_their_codes_and_no_stack_trace()
    {
        using var dir = new TempFolder();
        File.WriteAllText(dir.File("notes.json"), "Dear diary,\n");
        var notJson = Tool.Run(dir.Path, "validate", "notes.json");
        Assert.Equal(1, notJson.ExitCode);
        Assert.Contains("notes.json: invalid json at byte 0 (line 1, column 1)", notJson.Stderr);

        var missing = Tool.Run(dir.Path, "validate", "nowhere.json");
        Assert.Equal(3, missing.ExitCode);
        Assert.Contains("nowhere.json: no such file.", missing.Stderr);

        var usage = Tool.Run(dir.Path, "convert", "notes.json", "out.bin", "--to", "yaml");
        Assert.Equal(2, usage.ExitCode);
        var noFormat = Tool.Run(dir.Path, "convert", "notes.json", "out.bin");
        Assert.Equal(2, noFormat.ExitCode);
        Assert.Contains("add --to", noFormat.Stderr);

        foreach (var run in new[] { notJson, missing, usage, noFormat }) AssertNoStackTrace(run.Stderr);
        Assert.Equal(new[] { "notes.json" }, Directory.GetFiles(dir.Path).Select(Path.GetFileName));
    }

    [Fact]
    public void Show_marks_what_json_cannot_say()
    {
        using var dir = new TempFolder();
        // {1: bin[1,2], "at": timestamp 1 s, "x": ext 5 [0xff], "f": NaN as float64}
        byte[] value = Convert.FromHexString("8401c40201" + "02a26174d6ff00000001a178d405ffa166cb7ff8000000000000");
        File.WriteAllBytes(dir.File("odd.msgpack"), value);
        var show = Tool.Run(dir.Path, "show", "odd.msgpack");
        Assert.Equal(0, show.ExitCode);
        using var doc = JsonDocument.Parse(show.Stdout);
        Assert.Equal("AQI=", doc.RootElement.GetProperty("(int) 1").GetProperty("$bin").GetString());
        Assert.Equal("1970-01-01T00:00:01Z", doc.RootElement.GetProperty("at").GetProperty("$timestamp").GetString());
        Assert.Equal(5, doc.RootElement.GetProperty("x").GetProperty("$ext").GetInt32());
        Assert.Equal("/w==", doc.RootElement.GetProperty("x").GetProperty("data").GetString());
        Assert.Equal("NaN", doc.RootElement.GetProperty("f").GetProperty("$float").GetString());

        // Valid MessagePack that JSON cannot hold is still measured.
        var stats = Tool.Run(dir.Path, "stats", "odd.msgpack");
        Assert.True(stats.ExitCode == 0, stats.Stderr);
        Assert.Contains("binary, extensions    1, 2", stats.StdoutText);
        Assert.Contains("not JSON-shaped       1 value(s)", stats.StdoutText);
    }

    [Fact]
    public void Ctrl_c_stops_cleanly_and_leaves_no_output_file()
    {
        using var dir = new TempFolder();
        var running = Tool.Start(dir.Path, "convert", "-", "out.msgpack", "--from", "ndjson");
        byte[] block = Encoding.UTF8.GetBytes(string.Concat(Enumerable.Repeat("{\"id\":12345,\"name\":\"player\",\"hp\":[1,2,3]}\n", 1000)));
        var run = running.Finish(async stdin =>
        {
            // Keep the tool busy on an endless stream, then interrupt it as a terminal's Ctrl+C does.
            for (int i = 0; i < 50; i++) await stdin.WriteAsync(block);
            await stdin.FlushAsync();
            using (var kill = System.Diagnostics.Process.Start("kill", new[] { InterruptSignal(), running.Process.Id.ToString(System.Globalization.CultureInfo.InvariantCulture) }))
                kill.WaitForExit();
            for (int i = 0; i < 2000 && !running.Process.HasExited; i++) await stdin.WriteAsync(block);
        }, TimeSpan.FromMinutes(2));
        Assert.True(run.ExitCode == 130, "exit code " + run.ExitCode + ": " + run.Stderr);
        Assert.Contains("bento: cancelled; no output file was written.", run.Stderr);
        AssertNoStackTrace(run.Stderr);
        Assert.Empty(Directory.GetFiles(dir.Path));
    }

    // A shell starts background jobs with SIGINT ignored, and the tool inherits that (as every program does: a
    // background job must not react to the terminal's Ctrl+C). When the tests themselves run so, a SIGINT would never
    // reach the tool, so the test sends SIGTERM, which the tool handles on the same path.
    static string InterruptSignal()
    {
        const ulong SigIntBit = 1UL << 1;   // signal 2, bit 1 of the SigIgn mask
        if (!File.Exists("/proc/self/status")) return "-INT";
        foreach (var line in File.ReadLines("/proc/self/status"))
            if (line.StartsWith("SigIgn:", StringComparison.Ordinal))
                return (Convert.ToUInt64(line.Substring(7).Trim(), 16) & SigIntBit) != 0 ? "-TERM" : "-INT";
        return "-INT";
    }

    [Fact]
    public void Large_json_lines_stream_is_validated_in_bounded_memory()
    {
        // 1 GiB by default (a few seconds); BENTO_CLI_STREAM_MB sets another size.
        long megabytes = long.TryParse(Environment.GetEnvironmentVariable("BENTO_CLI_STREAM_MB"), out long mb) ? mb : 1024;
        using var dir = new TempFolder();
        var line = "{\"id\":1234567,\"user\":{\"name\":\"player-one\",\"level\":42},\"tags\":[\"red\",\"blue\"],\"score\":1234.5,\"alive\":true}\n";
        byte[] block = Encoding.UTF8.GetBytes(string.Concat(Enumerable.Repeat(line, 8192)));
        long blocks = megabytes * 1024 * 1024 / block.Length;
        var watch = System.Diagnostics.Stopwatch.StartNew();
        var run = Tool.Start(dir.Path, "validate", "-", "--format", "ndjson").Finish(async stdin =>
        {
            for (long i = 0; i < blocks; i++) await stdin.WriteAsync(block);
        }, TimeSpan.FromMinutes(5));
        Assert.Equal(0, run.ExitCode);
        Assert.Contains("stdin: valid ndjson, " + (blocks * 8192).ToString("N0", System.Globalization.CultureInfo.InvariantCulture) + " records, " +
            (blocks * block.Length).ToString("N0", System.Globalization.CultureInfo.InvariantCulture) + " bytes", run.StdoutText);
        Console.WriteLine($"validate: {blocks * block.Length:N0} bytes of JSON Lines through stdin in {watch.Elapsed.TotalSeconds:0.0} s, peak working set {run.PeakWorkingSetBytes / (1024 * 1024)} MiB");
        if (run.PeakWorkingSetBytes > 0) Assert.True(run.PeakWorkingSetBytes < 200L * 1024 * 1024, "peak working set " + run.PeakWorkingSetBytes);
    }

    /// <summary>Same JSON data model; numbers are compared as the doubles they denote (MessagePack keeps doubles, not their text).</summary>
    private static void AssertSameJson(byte[] expected, byte[] actual)
    {
        using var a = JsonDocument.Parse(expected);
        using var b = JsonDocument.Parse(actual);
        AssertSame(a.RootElement, b.RootElement, "$");
    }

    private static void AssertSame(JsonElement a, JsonElement b, string path)
    {
        Assert.True(a.ValueKind == b.ValueKind, path + ": " + a.ValueKind + " vs " + b.ValueKind);
        switch (a.ValueKind)
        {
            case JsonValueKind.Number:
                Assert.True(a.GetDouble() == b.GetDouble(), path + ": " + a.GetRawText() + " vs " + b.GetRawText());
                break;
            case JsonValueKind.String:
                Assert.True(a.GetString() == b.GetString(), path);
                break;
            case JsonValueKind.Array:
                Assert.True(a.GetArrayLength() == b.GetArrayLength(), path + ": lengths differ");
                for (int i = 0; i < a.GetArrayLength(); i++) AssertSame(a[i], b[i], path + "[" + i + "]");
                break;
            case JsonValueKind.Object:
                var left = a.EnumerateObject().ToList();
                var right = b.EnumerateObject().ToList();
                Assert.True(left.Count == right.Count, path + ": member counts differ");
                for (int i = 0; i < left.Count; i++)
                {
                    Assert.True(left[i].Name == right[i].Name, path + ": " + left[i].Name + " vs " + right[i].Name);
                    AssertSame(left[i].Value, right[i].Value, path + "." + left[i].Name);
                }

                break;
        }
    }

    private static void AssertNoStackTrace(string stderr) => Assert.DoesNotContain("   at ", stderr);

    private static byte[] Concat(params byte[][] parts) => parts.SelectMany(p => p).ToArray();
}
