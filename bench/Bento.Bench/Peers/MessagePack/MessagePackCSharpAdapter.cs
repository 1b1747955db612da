using System;
using System.Buffers;
using Bento.Bench.Adapters;
using MessagePack;

namespace Bento.Bench.Peers.MessagePack;

/// <summary>
/// MessagePack-CSharp with its standard resolver (the runtime-emitted formatters most of its users run), in the layout
/// Bento's adapter of the same layout uses: string keys from the shared models' [DataContract]/[DataMember(Name)], the
/// JSON member names, or int keys from the <c>Models.Keyed</c> twins' [DataMember(Order)]. The model types are the ones
/// Bento times, so the bytes of the two can be compared directly.
/// </summary>
public sealed class MessagePackCSharpAdapter(MessagePackLayout layout) : ISerializerAdapter, IMirrorAdapter
{
    static readonly MessagePackSerializerOptions s_options = MessagePackSerializerOptions.Standard;

    public string Name => layout == MessagePackLayout.Map ? "MessagePack-CSharp (map)" : "MessagePack-CSharp (array)";

    public string Format => layout == MessagePackLayout.Map ? "MessagePack (map)" : "MessagePack (array)";

    public string Library => "MessagePack-CSharp " + Versions.Of(typeof(MessagePackSerializer));

    public void Serialize<T>(IBufferWriter<byte> output, T value) => MessagePackSerializer.Serialize(output, value, s_options);

    public T Deserialize<T>(ReadOnlyMemory<byte> payload) => MessagePackSerializer.Deserialize<T>(payload, s_options);

    public Type? MirrorOf(Type model) => layout == MessagePackLayout.Map ? model : MessagePackLayouts.KeyedTwin(model);
}
