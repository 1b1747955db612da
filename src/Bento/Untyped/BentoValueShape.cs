using System.Buffers;
using System.ComponentModel;
using Bento.Json;
using Bento.MessagePack;

namespace Bento.Shapes;

/// <summary>
/// The shape of <see cref="BentoValue"/> members, elements and dictionary values in generated code: any value of the
/// document is read into an untyped value, and written back as it is. A JSON <c>null</c> (MessagePack nil) reads as
/// <see cref="BentoValue.Null"/>; a null reference is written as null.
/// </summary>
[EditorBrowsable(EditorBrowsableState.Never)]
public readonly struct BentoValueShape : IJsonShape<BentoValue>, IMsgPackShape<BentoValue>
{
    /// <inheritdoc/>
    public bool Reuses => false;

    /// <inheritdoc/>
    public BentoValue Read(ref JsonReader reader) => BentoValue.ReadJson(ref reader);

    /// <inheritdoc/>
    public BentoValue Populate(ref JsonReader reader, BentoValue current) => BentoValue.ReadJson(ref reader);

    /// <inheritdoc/>
    public void Write(ref JsonWriter writer, BentoValue value)
    {
        if (value is null) writer.WriteNull();
        else value.WriteJson(ref writer);
    }

    /// <inheritdoc/>
    public BentoValue Read(ref MsgPackReader reader) => BentoValue.ReadMessagePack(ref reader);

    /// <inheritdoc/>
    public BentoValue Populate(ref MsgPackReader reader, BentoValue current) => BentoValue.ReadMessagePack(ref reader);

    /// <inheritdoc/>
    public void Write<TBuffer>(ref MsgPackWriter<TBuffer> writer, BentoValue value)
        where TBuffer : class, IBufferWriter<byte>
    {
        if (value is null) writer.WriteNil();
        else value.WriteMessagePack(ref writer);
    }
}
