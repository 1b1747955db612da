using System;
using System.Buffers;

namespace Bento.Bench.Adapters;

/// <summary>
/// Bento's generated MessagePack codecs (map mode for the models here, which carry no [BentoKey]) through the generic
/// entry points.
/// </summary>
public sealed class BentoMessagePackAdapter : ISerializerAdapter, IPopulateAdapter
{
    public string Name => "Bento MessagePack";

    public string Format => "MessagePack (map)";

    public string Library => "Bento " + Versions.Of(typeof(BentoMessagePack));

    public void Serialize<T>(IBufferWriter<byte> output, T value) => BentoMessagePack.Serialize(output, value);

    public T Deserialize<T>(ReadOnlyMemory<byte> payload) => BentoMessagePack.Deserialize<T>(payload.Span);

    public void Populate<T>(ReadOnlyMemory<byte> payload, ref T value) => BentoMessagePack.Populate(payload.Span, ref value);
}
