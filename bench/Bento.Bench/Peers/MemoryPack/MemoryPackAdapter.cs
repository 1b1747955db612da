using System;
using System.Buffers;
using Bento.Bench.Adapters;
using MemoryPack;

namespace Bento.Bench.Peers.MemoryPack;

/// <summary>
/// MemoryPack (its own binary format: little-endian values and lengths, no member names) on its generated formatters.
/// It serializes the <c>Peers.MemoryPack.Models</c> mirrors: MemoryPack and Bento each generate a static constructor
/// into the type they serialize, so one type cannot be both.
/// </summary>
public sealed class MemoryPackAdapter : ISerializerAdapter, IMirrorAdapter
{
    public string Name => "MemoryPack";

    public string Format => "MemoryPack";

    public string Library => "MemoryPack " + Versions.Of(typeof(MemoryPackSerializer));

    public void Serialize<T>(IBufferWriter<byte> output, T value) => MemoryPackSerializer.Serialize(output, value);

    public T Deserialize<T>(ReadOnlyMemory<byte> payload) => MemoryPackSerializer.Deserialize<T>(payload.Span)!;

    public Type? MirrorOf(Type model) =>
        typeof(MemoryPackAdapter).Assembly.GetType(typeof(Models.SaveGame).Namespace + "." + model.Name);
}
