using System;
using System.Buffers;
using System.Collections.Generic;
using System.Diagnostics;
using System.IO;
using System.Linq;
using Bento.Json;
using Bento.MessagePack;
using Bento.Shapes;

namespace Bento.Bench.Codecs;

/// <summary>
/// <c>--codecs</c>: what the exactly-one-value check around a user codec ([BentoCodec]) costs. Reads an array of
/// 3-float vectors through a codec struct, once calling the codec directly and once through the checked wrapper that
/// generated code uses (<see cref="JsonCheckedShape{T, TCodec}"/>, <see cref="MsgPackCheckedShape{T, TCodec}"/>), in
/// JSON and MessagePack. Each round times every candidate once, in turn (interleaved); the report gives the median over
/// the rounds per vector and the ratio checked / direct, with the load average before and after. <c>--quick</c> runs
/// fewer rounds.
/// </summary>
public static class CodecCheckBench
{
    private const int Vectors = 200_000;

    /// <summary>Runs the mode when the command line asks for it: an exit code, or null to let the normal run go on.</summary>
    public static int? Run(string[] args)
    {
        if (Array.IndexOf(args, "--codecs") < 0) return null;
        int rounds = Array.IndexOf(args, "--quick") >= 0 ? 7 : 31;
        Measure(rounds, Console.Out);
        return 0;
    }

    private static void Measure(int rounds, TextWriter output)
    {
        output.WriteLine($"Codec check: {Vectors:N0} vectors, {rounds} interleaved rounds, median per vector. Load average before: {Bento.Bench.Report.MachineInfo.Load}");
        var random = new Random(20261124);
        var vectors = Enumerable.Range(0, Vectors)
            .Select(_ => new Vector { X = (float)random.NextDouble(), Y = (float)random.NextDouble(), Z = (float)random.NextDouble() })
            .ToArray();
        byte[] json = BentoJson.SerializeToUtf8Bytes(vectors, JsonCodec.ArrayOf(JsonCodec.FromShape<Vector, VectorCodec>()));
        byte[] msgpack = BentoMessagePack.Serialize(vectors, MsgPackCodec.ArrayOf(MsgPackCodec.FromShape<Vector, VectorCodec>()));

        Report(output, "JSON read", rounds, ("direct", () => ReadJson<VectorCodec>(json)), ("checked", () => ReadJson<JsonCheckedShape<Vector, VectorCodec>>(json)));
        Report(output, "MessagePack read", rounds, ("direct", () => ReadMsgPack<VectorCodec>(msgpack)), ("checked", () => ReadMsgPack<MsgPackCheckedShape<Vector, VectorCodec>>(msgpack)));
        output.WriteLine($"Load average after: {Bento.Bench.Report.MachineInfo.Load}");
    }

    private static void Report(TextWriter output, string title, int rounds, params (string Name, Func<float> Run)[] candidates)
    {
        foreach (var candidate in candidates) candidate.Run();   // warm up: tiering and caches
        var times = candidates.Select(_ => new List<double>()).ToArray();
        float sink = 0;
        for (int round = 0; round < rounds; round++)
        {
            for (int i = 0; i < candidates.Length; i++)
            {
                long start = Stopwatch.GetTimestamp();
                sink += candidates[i].Run();
                times[i].Add(Stopwatch.GetElapsedTime(start).TotalNanoseconds / Vectors);
            }
        }
        double[] medians = times.Select(t => t.OrderBy(x => x).ElementAt(t.Count / 2)).ToArray();
        output.WriteLine($"  {title}:");
        for (int i = 0; i < candidates.Length; i++)
            output.WriteLine($"    {candidates[i].Name,-8} {medians[i],8:F2} ns/vector   ratio to direct {medians[i] / medians[0]:F3}");
        GC.KeepAlive(sink);
    }

    private static float ReadJson<TShape>(byte[] json)
        where TShape : struct, IJsonShape<Vector>
    {
        var reader = new JsonReader(json);
        float sum = 0;
        reader.ReadStartArray();
        while (reader.ReadNextArrayElement())
            sum += default(TShape).Read(ref reader).X;
        return sum;
    }

    private static float ReadMsgPack<TShape>(byte[] msgpack)
        where TShape : struct, IMsgPackShape<Vector>
    {
        var reader = new MsgPackReader(msgpack);
        float sum = 0;
        int count = reader.ReadArrayHeader();
        for (int i = 0; i < count; i++)
            sum += default(TShape).Read(ref reader).X;
        return sum;
    }


    /// <summary>A vector type the benchmark does not mark: it is read and written only by <see cref="VectorCodec"/>.</summary>
    public struct Vector
    {
        public float X, Y, Z;
    }

    /// <summary>A user codec as docs/codecs.md shows one: <c>[x, y, z]</c> in both formats.</summary>
    public struct VectorCodec : IJsonShape<Vector>, IMsgPackShape<Vector>
    {
        public bool Reuses => false;

        public Vector Read(ref JsonReader reader)
        {
            var v = default(Vector);
            reader.ReadStartArray();
            if (reader.ReadNextArrayElement()) v.X = reader.ReadSingle();
            if (reader.ReadNextArrayElement()) v.Y = reader.ReadSingle();
            if (reader.ReadNextArrayElement()) v.Z = reader.ReadSingle();
            while (reader.ReadNextArrayElement()) reader.SkipValue();
            return v;
        }

        public Vector Populate(ref JsonReader reader, Vector current) => Read(ref reader);

        public void Write(ref JsonWriter writer, Vector value)
        {
            writer.WriteStartArray();
            writer.WriteSingle(value.X);
            writer.WriteSingle(value.Y);
            writer.WriteSingle(value.Z);
            writer.WriteEndArray();
        }

        public Vector Read(ref MsgPackReader reader)
        {
            int count = reader.ReadArrayHeader();
            var v = new Vector { X = reader.ReadSingle(), Y = reader.ReadSingle(), Z = reader.ReadSingle() };
            for (int i = 3; i < count; i++) reader.Skip();
            return v;
        }

        public Vector Populate(ref MsgPackReader reader, Vector current) => Read(ref reader);

        public void Write<TBuffer>(ref MsgPackWriter<TBuffer> writer, Vector value)
            where TBuffer : class, IBufferWriter<byte>
        {
            writer.WriteArrayHeader(3);
            writer.WriteSingle(value.X);
            writer.WriteSingle(value.Y);
            writer.WriteSingle(value.Z);
        }
    }
}
