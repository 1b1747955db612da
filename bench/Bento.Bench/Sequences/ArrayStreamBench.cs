using System;
using System.Buffers.Binary;
using System.Collections.Generic;
using System.Diagnostics;
using System.Globalization;
using System.IO;
using System.Text.Json;
using System.Threading.Tasks;
using Bento;

namespace Bento.Bench.Sequences;

/// <summary>
/// <c>--array-stream [GB]</c>: writes one JSON document of that size (default 1 GB; 64 MB with <c>--quick</c>) whose root
/// is an array of log-event records, and the same records as one MessagePack array, to the temp folder; reads the
/// elements back one at a time with Bento's streamed root-array readers and with System.Text.Json's
/// <c>DeserializeAsyncEnumerable</c>, and reports throughput and the peak managed heap and working set against the file
/// size, which must stay flat whatever the file size. The files are deleted afterwards. <c>--smoke</c> checks the same
/// readers on a tiny in-memory array.
/// </summary>
public static class ArrayStreamBench
{
    private const double MB = 1024 * 1024;

    /// <summary>Runs the mode when the command line asks for it: an exit code, or null to let the normal run go on.</summary>
    public static int? Run(string[] args)
    {
        int at = Array.IndexOf(args, "--array-stream");
        bool quick = Array.IndexOf(args, "--quick") >= 0;
        if (at < 0)
        {
            if (Array.IndexOf(args, "--smoke") >= 0 && Smoke(Console.Out) != 0) return 1;
            return null;
        }

        long? bytes = NdjsonBench.FileSize(args, at, quick);
        return bytes is null ? 2 : Measure(bytes.Value, Console.Out).GetAwaiter().GetResult();
    }

    /// <summary>Writes the records as one JSON array, element by element, so that writing holds none of them.</summary>
    private static void WriteJsonArray(Stream output, IEnumerable<NdjsonRecord> records)
    {
        // JSON Lines output is the elements with '\n' after each: turning each '\n' into ',' (strings escape their
        // line breaks, so every raw '\n' ends a record) gives the array's body.
        var lines = new MemoryStream();
        output.WriteByte((byte)'[');
        bool first = true;
        var batch = new List<NdjsonRecord>(1024);
        foreach (var record in records)
        {
            batch.Add(record);
            if (batch.Count == batch.Capacity) Flush();
        }

        Flush();
        output.WriteByte((byte)']');

        void Flush()
        {
            if (batch.Count == 0) return;
            lines.SetLength(0);
            BentoJsonLines.Write(lines, batch);
            batch.Clear();
            var text = lines.GetBuffer().AsSpan(0, (int)lines.Length);
            if (!first) output.WriteByte((byte)',');
            first = false;
            for (int i = 0; i < text.Length; i++)
            {
                if (text[i] == (byte)'\n') text[i] = (byte)',';
            }

            output.Write(text.Slice(0, text.Length - 1));
        }
    }

    /// <summary>Writes the records as one MessagePack array: a 32-bit header, filled in with the count at the end.</summary>
    private static void WriteMsgPackArray(FileStream output, IEnumerable<NdjsonRecord> records)
    {
        output.Write(new byte[5]);
        uint count = 0;
        foreach (var record in records)
        {
            BentoMessagePack.Serialize(output, record);
            count++;
        }

        byte[] header = new byte[5];
        header[0] = 0xdd;
        BinaryPrimitives.WriteUInt32BigEndian(header.AsSpan(1), count);
        output.Position = 0;
        output.Write(header);
    }

    /// <summary>Reads one file through one reader, sampling the heap and working set as it goes.</summary>
    private static async Task<NdjsonBench.Row> Time(string name, string path, long bytes, Func<Stream, IAsyncEnumerable<NdjsonRecord?>> read)
    {
        await using var file = NdjsonBench.OpenRead(path);
        var sampler = new NdjsonBench.Sampler();
        var tally = default(NdjsonBench.Tally);
        await foreach (var r in read(file))
        {
            tally.Add(r);
            if (tally.Count % NdjsonBench.SampleEvery == 0) sampler.Sample();
        }

        return sampler.Finish(name, bytes, tally);
    }

    private static Task<NdjsonBench.Row> BentoJsonStream(string path, long bytes) =>
        Time("Bento JSON DeserializeAsyncEnumerable (Stream)", path, bytes, file => BentoJson.DeserializeAsyncEnumerable<NdjsonRecord?>(file));

    private static Task<NdjsonBench.Row> BentoJsonPipe(string path, long bytes) =>
        // The pipe is not completed: the file under it is disposed when the read ends, which is all it holds.
        Time("Bento JSON DeserializeAsyncEnumerable (PipeReader)", path, bytes, file => BentoJson.DeserializeAsyncEnumerable<NdjsonRecord?>(System.IO.Pipelines.PipeReader.Create(file)));

    private static Task<NdjsonBench.Row> StjStream(string path, long bytes) =>
        Time("STJ DeserializeAsyncEnumerable (Stream)", path, bytes, file => JsonSerializer.DeserializeAsyncEnumerable(file, NdjsonStjContext.Default.NdjsonRecord));

    private static Task<NdjsonBench.Row> BentoMsgPackStream(string path, long bytes) =>
        Time("Bento MessagePack DeserializeAsyncEnumerable", path, bytes, file => BentoMessagePack.DeserializeAsyncEnumerable<NdjsonRecord?>(file));

    private static async Task<int> Measure(long targetBytes, TextWriter log)
    {
        string stem = Path.Combine(Path.GetTempPath(), "bento-array-" + Guid.NewGuid().ToString("N"));
        string json = stem + ".json", msgpack = stem + ".msgpack", warmJson = stem + ".warm.json", warmMsgPack = stem + ".warm.msgpack";
        try
        {
            var clock = Stopwatch.StartNew();
            using (var file = new FileStream(json, FileMode.CreateNew, FileAccess.Write, FileShare.None, 1 << 20)) WriteJsonArray(file, NdjsonBench.Records(targetBytes));
            using (var file = new FileStream(msgpack, FileMode.CreateNew, FileAccess.ReadWrite, FileShare.None, 1 << 20)) WriteMsgPackArray(file, NdjsonBench.Records(targetBytes));
            long jsonBytes = new FileInfo(json).Length, msgpackBytes = new FileInfo(msgpack).Length;
            log.WriteLine($"array-stream: wrote a {jsonBytes / MB:N0} MB JSON array and a {msgpackBytes / MB:N0} MB MessagePack array to temp files in {clock.Elapsed.TotalSeconds:N1} s");

            // Every reader runs twice on a small file first, so that the timed runs measure optimized code.
            using (var file = new FileStream(warmJson, FileMode.CreateNew, FileAccess.Write)) WriteJsonArray(file, NdjsonBench.Records(8 * (long)MB));
            using (var file = new FileStream(warmMsgPack, FileMode.CreateNew, FileAccess.ReadWrite)) WriteMsgPackArray(file, NdjsonBench.Records(8 * (long)MB));
            for (int pass = 0; pass < 2; pass++)
            {
                await BentoJsonStream(warmJson, 0);
                await BentoJsonPipe(warmJson, 0);
                await StjStream(warmJson, 0);
                await BentoMsgPackStream(warmMsgPack, 0);
            }

            var rows = new List<NdjsonBench.Row>
            {
                await BentoJsonStream(json, jsonBytes),
                await BentoJsonPipe(json, jsonBytes),
                await StjStream(json, jsonBytes),
                await BentoMsgPackStream(msgpack, msgpackBytes),
            };
            NdjsonBench.Report(rows, log);
            log.WriteLine($"File sizes: JSON {jsonBytes / MB:N0} MB, MessagePack {msgpackBytes / MB:N0} MB; the peak heap and working set above are for reading files of those sizes.");
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
            foreach (string path in new[] { json, msgpack, warmJson, warmMsgPack }) File.Delete(path);
        }
    }

    /// <summary>A tiny in-memory run of every reader, for CI: no timing, exit code 1 on any disagreement.</summary>
    public static int Smoke(TextWriter log)
    {
        var expected = default(NdjsonBench.Tally);
        foreach (var r in NdjsonBench.Records(64 * 1024)) expected.Add(r);
        var jsonStream = new MemoryStream();
        WriteJsonArray(jsonStream, NdjsonBench.Records(64 * 1024));
        byte[] json = jsonStream.ToArray();
        string msgpackPath = Path.Combine(Path.GetTempPath(), "bento-array-smoke-" + Guid.NewGuid().ToString("N") + ".msgpack");
        byte[] msgpack;
        try
        {
            using (var file = new FileStream(msgpackPath, FileMode.CreateNew, FileAccess.ReadWrite)) WriteMsgPackArray(file, NdjsonBench.Records(64 * 1024));
            msgpack = File.ReadAllBytes(msgpackPath);
        }
        finally
        {
            File.Delete(msgpackPath);
        }

        var bento = Drain(BentoJson.DeserializeAsyncEnumerable<NdjsonRecord>(new MemoryStream(json)));
        var stj = Drain(JsonSerializer.DeserializeAsyncEnumerable(new MemoryStream(json), NdjsonStjContext.Default.NdjsonRecord));
        var bentoMsgPack = Drain(BentoMessagePack.DeserializeAsyncEnumerable<NdjsonRecord>(new MemoryStream(msgpack)));
        bool ok = expected.Count > 0 && bento.Equals(expected) && stj.Equals(expected) && bentoMsgPack.Equals(expected);
        log.WriteLine($"array-stream: {expected.Count} elements, {json.Length:N0} bytes of JSON: {(ok ? "ok" : "FAILED (the readers read different elements)")}");
        return ok ? 0 : 1;
    }

    private static NdjsonBench.Tally Drain(IAsyncEnumerable<NdjsonRecord?> source)
    {
        var tally = default(NdjsonBench.Tally);
        var reader = source.GetAsyncEnumerator();
        try
        {
            while (reader.MoveNextAsync().AsTask().GetAwaiter().GetResult()) tally.Add(reader.Current);
        }
        finally
        {
            reader.DisposeAsync().AsTask().GetAwaiter().GetResult();
        }

        return tally;
    }
}
