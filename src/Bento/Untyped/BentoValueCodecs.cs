using System.Buffers;
using Bento.Json;
using Bento.MessagePack;

namespace Bento;

/// <summary>
/// The codecs of <see cref="BentoValue"/>, for the APIs that take a codec: <see cref="BentoJsonLines"/> and
/// <see cref="BentoMessagePackStream"/> read streams of mixed records with them, and <c>BentoJson.Deserialize&lt;BentoValue&gt;</c>
/// finds them by itself.
/// </summary>
public static class BentoValueCodecs
{
    /// <summary>Reads and writes untyped values as JSON (and hinted JSON).</summary>
    public static JsonCodec<BentoValue> Json { get; } = new JsonValueCodec();

    /// <summary>Reads and writes untyped values as MessagePack.</summary>
    public static MsgPackCodec<BentoValue> MessagePack { get; } = new MsgPackValueCodec();

    private sealed class JsonValueCodec : JsonCodec<BentoValue>
    {
        public override void Write(ref JsonWriter writer, BentoValue value)
        {
            if (value is null) writer.WriteNull();
            else value.WriteJson(ref writer);
        }

        public override BentoValue Read(ref JsonReader reader) => BentoValue.ReadJson(ref reader);

        // A value read into an existing one replaces it: an untyped value has no members of its own to keep.
        public override void Populate(ref JsonReader reader, ref BentoValue value) => value = BentoValue.ReadJson(ref reader);
    }

    private sealed class MsgPackValueCodec : MsgPackCodec<BentoValue>
    {
        public override void Write<TBuffer>(ref MsgPackWriter<TBuffer> writer, BentoValue value)
        {
            if (value is null) writer.WriteNil();
            else value.WriteMessagePack(ref writer);
        }

        public override BentoValue Read(ref MsgPackReader reader) => BentoValue.ReadMessagePack(ref reader);

        public override void Populate(ref MsgPackReader reader, ref BentoValue value) => value = BentoValue.ReadMessagePack(ref reader);
    }
}
