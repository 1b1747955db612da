using System;
using System.Buffers;
using System.Reflection;
using Bento.Bench.Adapters;
using Bento.Bench.Runner;
using Google.Protobuf;

namespace Bento.Bench.Peers.Protobuf;

/// <summary>
/// Google.Protobuf on message classes that protoc (Grpc.Tools) generates at build time from <c>Peers/Protobuf/*.proto</c>,
/// one schema per workload. Protobuf serializes only its generated types, so this row times those types: the workload
/// value is copied into them before timing and copied back for the round-trip check, and neither copy is timed.
/// The schemas keep every distinction the models make: proto3 <c>optional</c> for members that may be null, and a
/// message of its own for a list that may be null or sits inside a list or a map.
/// </summary>
public sealed class GoogleProtobufAdapter : ISerializerAdapter, IMirrorAdapter
{
    static GoogleProtobufAdapter()
    {
        ModelMapper.RegisterLeaf<byte[], ByteString>(ByteString.CopyFrom);
        ModelMapper.RegisterLeaf<ByteString, byte[]>(static b => b.ToByteArray());
    }

    public string Name => "Google.Protobuf";

    public string Format => "protobuf (generated types)";

    public string Library => "Google.Protobuf " + Versions.Of(typeof(IMessage));

    public void Serialize<T>(IBufferWriter<byte> output, T value) => ((IMessage)value!).WriteTo(output);

    public T Deserialize<T>(ReadOnlyMemory<byte> payload) => (T)Parsers<T>.Parser.ParseFrom(payload.Span);

    public Type? MirrorOf(Type model) =>
        typeof(GoogleProtobufAdapter).Assembly.GetType(typeof(Models.SaveGame).Namespace + "." + model.Name);

    /// <summary>The generated static <c>Parser</c> of a message class, looked up once per type.</summary>
    static class Parsers<T>
    {
        public static readonly MessageParser Parser =
            (MessageParser)typeof(T).GetProperty("Parser", BindingFlags.Public | BindingFlags.Static)!.GetValue(null)!;
    }
}
