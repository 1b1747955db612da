using System;
using System.Collections.Generic;
using System.Diagnostics;
using System.Globalization;
using System.IO;
using System.Text.Json;
using System.Threading.Tasks;
using Bento;

namespace Bento.Bench.Sequences;

/// <summary>
/// <c>--ndjson [GB]</c>: writes an NDJSON file of that size (default 1 GB; 64 MB with <c>--quick</c>) to the temp
/// folder, reads it back with Bento's JSON Lines readers and with System.Text.Json, and reports throughput and the
/// memory held while reading, which must stay flat whatever the file size. The same records are also written as a
/// stream of concatenated MessagePack values and read back with Bento's MessagePack stream readers, which share the
/// record-stream core with JSON Lines (its MB/s counts the smaller MessagePack file; compare records/s across formats).
/// <c>--smoke</c> runs a tiny in-memory case.
/// </summary>
public static class NdjsonBench
{
    private const double MB = 1024 * 1024;

    /// <summary>Runs the mode when the command line asks for it: an exit code, or null to let the normal run go on.</summary>
    public static int? Run(string[] args)
    {
        int at = Array.IndexOf(args, "--ndjson");
        bool quick = Array.IndexOf(args, "--quick") >= 0;
        if (at < 0)
        {
            // The CI smoke run checks this mode too, then goes on with the usual checks.
            if (Array.IndexOf(args, "--smoke") >= 0 && Smoke(Console.Out) != 0) return 1;
            return null;
        }

        long? bytes = FileSize(args, at, quick);
        return bytes is null ? 2 : Measure(bytes.Value, Console.Out).GetAwaiter().GetResult();
    }

    /// <summary>
    /// The file size a large-file mode asks for: the number of GB after its flag at <paramref name="at"/> (default 1 GB;
    /// 64 MB with <c>--quick</c>), or null after saying on stderr that it is not a positive number.
    /// </summary>
    internal static long? FileSize(string[] args, int at, bool quick)
    {
        double gigabytes = quick ? 64 / 1024.0 : 1.0;
        if (at + 1 < args.Length && double.TryParse(args[at + 1], NumberStyles.Float, CultureInfo.InvariantCulture, out double given))
        {
            if (given <= 0)
            {
                Console.Error.WriteLine(args[at] + " takes a positive size in GB.");
                return null;
            }

            gigabytes = given;
        }

        return (long)(gigabytes * 1024 * MB);
    }

    /// <summary>Records of varied length and content, made up on demand so that writing the file holds none of them.</summary>
    public static IEnumerable<NdjsonRecord> Records(long targetBytes)
    {
        string[] levels = { "info", "warn", "error", "debug" };
        string[] names = { "ada", "grace", "linus", "barbara", "ken", "margaret", "dennis", "frances" };
        string[] countries = { "FR", "JP", "BR", "NG", "CA", "IN" };
        string[] words = { "request", "served", "cache", "miss", "retry", "upstream", "timeout", "user", "session", "renewed", "queue", "drained", "\u00e9t\u00e9", "\u6771\u4eac" };
        var random = new Random(42);
        var start = new DateTime(2026, 1, 1, 0, 0, 0, DateTimeKind.Utc);
        var message = new System.Text.StringBuilder();
        long approx = 0;
        for (long id = 0; approx < targetBytes; id++)
        {
            message.Clear();
            int count = 4 + random.Next(20);
            for (int w = 0; w < count; w++)
            {
                if (w > 0) message.Append(' ');
                message.Append(words[random.Next(words.Length)]);
            }

            var tags = new string[random.Next(4)];
            for (int t = 0; t < tags.Length; t++) tags[t] = "t" + random.Next(100).ToString(CultureInfo.InvariantCulture);
            var record = new NdjsonRecord
            {
                Id = id,
                Timestamp = start.AddMilliseconds(id * 37),
                Level = levels[random.Next(levels.Length)],
                Message = message.ToString(),
                User = new NdjsonUser { Id = random.Next(1_000_000), Name = names[random.Next(names.Length)], Country = random.Next(5) == 0 ? null : countries[random.Next(countries.Length)] },
                Tags = tags,
                LatencyMs = Math.Round(random.NextDouble() * 900, 3),
                Ok = random.Next(10) != 0,
            };

            // Close enough to the written size to stop near the target without measuring each line.
            approx += 200 + record.Message.Length + tags.Length * 6;
            yield return record;
        }
    }

    /// <summary>What every reader must agree on: the record count and a checksum over members of every kind.</summary>
    internal struct Tally
    {
        public long Count;
        public long Sum;

        public void Add(NdjsonRecord? r)
        {
            if (r is null) return;
            Count++;
            Sum += r.Id + r.Message.Length + r.User.Id + r.Tags.Length + (r.Ok ? 1 : 0) + r.Timestamp.Ticks % 1000 + (long)r.LatencyMs;
        }
    }

    internal sealed class Sampler
    {
        private readonly long _heapBefore = GC.GetTotalMemory(true);
        private readonly long _allocatedBefore = GC.GetTotalAllocatedBytes(precise: true);
        private readonly Stopwatch _clock = Stopwatch.StartNew();

        public long PeakHeap { get; private set; }

        public long PeakWorkingSet { get; private set; }

        public void Sample()
        {
            PeakHeap = Math.Max(PeakHeap, GC.GetTotalMemory(false));
            PeakWorkingSet = Math.Max(PeakWorkingSet, Environment.WorkingSet);
        }

        public Row Finish(string name, long bytes, Tally tally)
        {
            _clock.Stop();
            Sample();
            return new Row(name, bytes, tally, _clock.Elapsed.TotalSeconds, _heapBefore, PeakHeap, PeakWorkingSet,
                GC.GetTotalAllocatedBytes(precise: true) - _allocatedBefore);
        }
    }

    internal sealed record Row(string Name, long Bytes, Tally Tally, double Seconds, long HeapBefore, long PeakHeap, long PeakWorkingSet, long Allocated);

    internal const int SampleEvery = 16 * 1024;

    private static async Task<Row> BentoAsync(string path, long bytes)
    {
        await using var file = OpenRead(path);
        return await DrainAsync("Bento ReadAsync (Stream)", bytes, BentoJsonLines.ReadAsync<NdjsonRecord>(file));
    }

    private static Row BentoSync(string path, long bytes)
    {
        using var file = OpenRead(path);
        return Drain("Bento Read (Stream)", bytes, BentoJsonLines.Read<NdjsonRecord>(file));
    }

    private static Task<Row> BentoPipe(string path, long bytes) =>
        FromPipe("Bento ReadAsync (PipeReader)", path, bytes, pipe => BentoJsonLines.ReadAsync<NdjsonRecord>(pipe));

    private static Row MsgPackSync(string path, long bytes)
    {
        using var file = OpenRead(path);
        return Drain("Bento MessagePack stream Read (Stream)", bytes, BentoMessagePackStream.Read<NdjsonRecord>(file));
    }

    private static async Task<Row> MsgPackAsync(string path, long bytes)
    {
        await using var file = OpenRead(path);
        return await DrainAsync("Bento MessagePack stream ReadAsync (Stream)", bytes, BentoMessagePackStream.ReadAsync<NdjsonRecord>(file));
    }

    private static Task<Row> MsgPackPipe(string path, long bytes) =>
        FromPipe("Bento MessagePack stream ReadAsync (PipeReader)", path, bytes, pipe => BentoMessagePackStream.ReadAsync<NdjsonRecord>(pipe));

    private static async Task<Row> FromPipe(string name, string path, long bytes, Func<System.IO.Pipelines.PipeReader, IAsyncEnumerable<NdjsonRecord>> read)
    {
        await using var file = OpenRead(path);
        var pipe = System.IO.Pipelines.PipeReader.Create(file);
        var row = await DrainAsync(name, bytes, read(pipe));
        await pipe.CompleteAsync();
        return row;
    }

    // The sampler starts before the first record is asked for: a reader's buffer is rented when enumeration begins.
    private static Row Drain(string name, long bytes, IEnumerable<NdjsonRecord> records)
    {
        var sampler = new Sampler();
        var tally = default(Tally);
        foreach (var r in records)
        {
            tally.Add(r);
            if (tally.Count % SampleEvery == 0) sampler.Sample();
        }

        return sampler.Finish(name, bytes, tally);
    }

    private static async Task<Row> DrainAsync(string name, long bytes, IAsyncEnumerable<NdjsonRecord> records)
    {
        var sampler = new Sampler();
        var tally = default(Tally);
        await foreach (var r in records)
        {
            tally.Add(r);
            if (tally.Count % SampleEvery == 0) sampler.Sample();
        }

        return sampler.Finish(name, bytes, tally);
    }

    private static async Task<Row> StjTopLevelValues(string path, long bytes)
    {
        await using var file = OpenRead(path);
        var sampler = new Sampler();
        var tally = default(Tally);
        await foreach (var r in JsonSerializer.DeserializeAsyncEnumerable(file, NdjsonStjContext.Default.NdjsonRecord, topLevelValues: true))
        {
            tally.Add(r);
            if (tally.Count % SampleEvery == 0) sampler.Sample();
        }

        return sampler.Finish("STJ DeserializeAsyncEnumerable (topLevelValues)", bytes, tally);
    }

    private static Row StjPerLine(string path, long bytes)
    {
        // The usual hand-written NDJSON loop: split UTF-8 lines in a reused buffer, deserialize each span.
        using var file = OpenRead(path);
        var sampler = new Sampler();
        var tally = default(Tally);
        var info = NdjsonStjContext.Default.NdjsonRecord;
        byte[] buffer = new byte[64 * 1024];
        int start = 0, end = 0;
        while (true)
        {
            int newline = buffer.AsSpan(start, end - start).IndexOf((byte)'\n');
            if (newline >= 0)
            {
                tally.Add(JsonSerializer.Deserialize(buffer.AsSpan(start, newline), info));
                if (tally.Count % SampleEvery == 0) sampler.Sample();
                start += newline + 1;
                continue;
            }

            if (start > 0)
            {
                Buffer.BlockCopy(buffer, start, buffer, 0, end - start);
                end -= start;
                start = 0;
            }

            if (end == buffer.Length) Array.Resize(ref buffer, buffer.Length * 2);
            int read = file.Read(buffer, end, buffer.Length - end);
            if (read == 0)
            {
                if (end > start) tally.Add(JsonSerializer.Deserialize(buffer.AsSpan(start, end - start), info));
                break;
            }

            end += read;
        }

        return sampler.Finish("STJ Deserialize per line (span splitter)", bytes, tally);
    }

    private static Row StjReadLine(string path, long bytes)
    {
        using var file = OpenRead(path);
        using var text = new StreamReader(file);
        var sampler = new Sampler();
        var tally = default(Tally);
        var info = NdjsonStjContext.Default.NdjsonRecord;
        while (text.ReadLine() is { } line)
        {
            tally.Add(JsonSerializer.Deserialize(line, info));
            if (tally.Count % SampleEvery == 0) sampler.Sample();
        }

        return sampler.Finish("STJ Deserialize per line (StreamReader.ReadLine)", bytes, tally);
    }

    internal static FileStream OpenRead(string path) =>
        new(path, FileMode.Open, FileAccess.Read, FileShare.Read, bufferSize: 1, FileOptions.Asynchronous | FileOptions.SequentialScan);

    private static async Task<int> Measure(long targetBytes, TextWriter log)
    {
        string path = Path.Combine(Path.GetTempPath(), "bento-ndjson-" + Guid.NewGuid().ToString("N") + ".ndjson");
        string msgpackPath = Path.ChangeExtension(path, ".msgpack");
        try
        {
            var clock = Stopwatch.StartNew();
            using (var file = new FileStream(path, FileMode.CreateNew, FileAccess.Write, FileShare.None, 1 << 20))
            {
                BentoJsonLines.Write(file, Records(targetBytes));
            }

            long bytes = new FileInfo(path).Length;
            log.WriteLine($"ndjson: wrote {bytes / MB:N0} MB to a temp file in {clock.Elapsed.TotalSeconds:N1} s");
            using (var file = new FileStream(msgpackPath, FileMode.CreateNew, FileAccess.Write, FileShare.None, 1 << 20))
            {
                BentoMessagePackStream.Write(file, Records(targetBytes));
            }

            long msgpackBytes = new FileInfo(msgpackPath).Length;

            // Warm every reader up, twice, so that the timed runs measure fully optimized code: one short pass leaves the
            // async state machines in their first tier, and whichever reader ran first then looked several times slower.
            string warm = path + ".warm";
            string warmMsgPack = msgpackPath + ".warm";
            using (var file = new FileStream(warm, FileMode.CreateNew, FileAccess.Write))
            {
                BentoJsonLines.Write(file, Records(8 * (long)MB));
            }

            using (var file = new FileStream(warmMsgPack, FileMode.CreateNew, FileAccess.Write))
            {
                BentoMessagePackStream.Write(file, Records(8 * (long)MB));
            }

            try
            {
                for (int pass = 0; pass < 2; pass++)
                {
                    await BentoAsync(warm, 0);
                    BentoSync(warm, 0);
                    await BentoPipe(warm, 0);
                    await StjTopLevelValues(warm, 0);
                    StjPerLine(warm, 0);
                    StjReadLine(warm, 0);
                    MsgPackSync(warmMsgPack, 0);
                    await MsgPackAsync(warmMsgPack, 0);
                    await MsgPackPipe(warmMsgPack, 0);
                }
            }
            finally
            {
                File.Delete(warm);
                File.Delete(warmMsgPack);
            }

            var rows = new List<Row>
            {
                await BentoAsync(path, bytes),
                BentoSync(path, bytes),
                await BentoPipe(path, bytes),
                await StjTopLevelValues(path, bytes),
                StjPerLine(path, bytes),
                StjReadLine(path, bytes),
                MsgPackSync(msgpackPath, msgpackBytes),
                await MsgPackAsync(msgpackPath, msgpackBytes),
                await MsgPackPipe(msgpackPath, msgpackBytes),
            };
            Report(rows, log);
            foreach (var row in rows)
            {
                if (row.Tally.Count != rows[0].Tally.Count || row.Tally.Sum != rows[0].Tally.Sum)
                {
                    log.WriteLine($"FAILED: {row.Name} read {row.Tally.Count} records (checksum {row.Tally.Sum}), {rows[0].Name} read {rows[0].Tally.Count} ({rows[0].Tally.Sum}).");
                    return 1;
                }
            }

            return 0;
        }
        finally
        {
            File.Delete(path);
            File.Delete(msgpackPath);
        }
    }

    internal static void Report(List<Row> rows, TextWriter log)
    {
        log.WriteLine();
        log.WriteLine($"{Environment.ProcessorCount} cores, {System.Runtime.InteropServices.RuntimeInformation.FrameworkDescription}, {System.Runtime.InteropServices.RuntimeInformation.OSDescription}");
        log.WriteLine($"{"reader",-50} {"MB/s",8} {"records/s",12} {"peak heap MB",13} {"heap growth MB",15} {"peak WS MB",11} {"alloc B/rec",12}");
        foreach (var r in rows)
        {
            double mb = r.Bytes / MB;
            log.WriteLine(string.Create(CultureInfo.InvariantCulture,
                $"{r.Name,-50} {mb / r.Seconds,8:N0} {r.Tally.Count / r.Seconds,12:N0} {r.PeakHeap / MB,13:N1} {(r.PeakHeap - r.HeapBefore) / MB,15:N1} {r.PeakWorkingSet / MB,11:N0} {(double)r.Allocated / Math.Max(1, r.Tally.Count),12:N0}"));
        }

        log.WriteLine($"{rows[0].Tally.Count:N0} records, {rows[0].Bytes / MB:N0} MB. Peak heap is sampled every {SampleEvery} records (it includes garbage not yet collected).");
    }

    /// <summary>A tiny in-memory round trip through every reader, for CI: no timing, exit code 1 on any disagreement.</summary>
    public static int Smoke(TextWriter log)
    {
        var stream = new MemoryStream();
        BentoJsonLines.Write(stream, Records(64 * 1024));
        byte[] bytes = stream.ToArray();
        var expected = default(Tally);
        foreach (var r in Records(64 * 1024)) expected.Add(r);

        var sync = default(Tally);
        foreach (var r in BentoJsonLines.Read<NdjsonRecord>(new MemoryStream(bytes))) sync.Add(r);
        var async = default(Tally);
        var reader = BentoJsonLines.ReadAsync<NdjsonRecord>(new MemoryStream(bytes)).GetAsyncEnumerator();
        try
        {
            while (reader.MoveNextAsync().AsTask().GetAwaiter().GetResult()) async.Add(reader.Current);
        }
        finally
        {
            reader.DisposeAsync().AsTask().GetAwaiter().GetResult();
        }

        var stj = default(Tally);
        foreach (var line in System.Text.Encoding.UTF8.GetString(bytes).Split('\n', StringSplitOptions.RemoveEmptyEntries))
        {
            stj.Add(JsonSerializer.Deserialize(line, NdjsonStjContext.Default.NdjsonRecord));
        }

        bool ok = expected.Count > 0 && sync.Equals(expected) && async.Equals(expected) && stj.Equals(expected);
        log.WriteLine($"ndjson: {expected.Count} records, {bytes.Length:N0} bytes: {(ok ? "ok" : "FAILED (Bento and STJ read different records)")}");
        return ok ? 0 : 1;
    }
}
