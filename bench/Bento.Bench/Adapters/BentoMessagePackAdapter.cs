using System;
using System.Buffers;

namespace Bento.Bench.Adapters;

/// <summary>
/// Bento's generated MessagePack codecs through the generic entry points: the map layout on the shared models (keys are
/// the JSON member names), or the array layout on their <c>Models.Keyed</c> twins ([BentoKey]), the two layouts that
/// MessagePack-CSharp also writes.
/// </summary>
public sealed class BentoMessagePackAdapter(MessagePackLayout layout) : ISerializerAdapter, IPopulateAdapter, IMirrorAdapter
{
    public string Name => layout == MessagePackLayout.Map ? "Bento MessagePack (map)" : "Bento MessagePack (array)";

    public string Format => layout == MessagePackLayout.Map ? "MessagePack (map)" : "MessagePack (array)";

    public string Library => "Bento " + Versions.Of(typeof(BentoMessagePack));

    public void Serialize<T>(IBufferWriter<byte> output, T value) => BentoMessagePack.Serialize(output, value);

    public T Deserialize<T>(ReadOnlyMemory<byte> payload) => BentoMessagePack.Deserialize<T>(payload.Span);

    public void Populate<T>(ReadOnlyMemory<byte> payload, ref T value) => BentoMessagePack.Populate(payload.Span, ref value);

    public Type? MirrorOf(Type model) => layout == MessagePackLayout.Map ? model : MessagePackLayouts.KeyedTwin(model);
}

/// <summary>The two ways MessagePack-CSharp and Bento lay out an object.</summary>
public enum MessagePackLayout
{
    /// <summary>A map keyed by member names (self-describing).</summary>
    Map,

    /// <summary>An array by member number ([BentoKey(n)], MessagePack-CSharp's int keys).</summary>
    Array,
}

static class MessagePackLayouts
{
    /// <summary>The array-layout twin of a shared model type, in <c>Models/Keyed</c>.</summary>
    public static Type? KeyedTwin(Type model) =>
        typeof(Models.Keyed.SaveGame).Assembly.GetType(typeof(Models.Keyed.SaveGame).Namespace + "." + model.Name);
}
