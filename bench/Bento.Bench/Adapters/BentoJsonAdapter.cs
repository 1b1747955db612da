using System;
using System.Buffers;

namespace Bento.Bench.Adapters;

/// <summary>Bento's standard JSON through its generic entry points (the generated codec is found through the registry).</summary>
public sealed class BentoJsonAdapter : ISerializerAdapter, IPopulateAdapter
{
    public string Name => "Bento JSON";

    public string Format => "JSON (UTF-8)";

    public string Library => "Bento " + Versions.Of(typeof(BentoJson));

    public void Serialize<T>(IBufferWriter<byte> output, T value) => BentoJson.Serialize(output, value);

    public T Deserialize<T>(ReadOnlyMemory<byte> payload) => BentoJson.Deserialize<T>(payload.Span);

    public void Populate<T>(ReadOnlyMemory<byte> payload, ref T value) => BentoJson.Populate(payload.Span, ref value);
}
