using System;
using System.Text;

namespace Bento.Testing.Internal;

/// <summary>
/// One format a round trip goes through. <see cref="All"/> is the table <see cref="BentoAssert"/> walks: a new
/// format is one subclass, one entry there and one <see cref="BentoFormats"/> flag.
/// </summary>
internal abstract class RoundTripFormat
{
    public static readonly RoundTripFormat[] All =
    {
        new JsonFormat(),
        new HintedJsonFormat(),
        new MessagePackFormat(),
    };

    public abstract BentoFormats Flag { get; }

    public abstract string Name { get; }

    public abstract byte[] Serialize<T>(T value, BentoRoundTripOptions options);

    public abstract T Deserialize<T>(byte[] payload, BentoRoundTripOptions options);

    /// <summary>The payload as JSON text for failure messages, or null when it cannot be shown that way.</summary>
    public abstract string? AsJson(byte[] payload, BentoRoundTripOptions options);

    /// <summary>Where in <see cref="AsJson"/>'s text a reading error points, when it says.</summary>
    public virtual long? ErrorOffset(Exception error) => null;

    /// <summary>How the payload is described next to its snippet.</summary>
    public virtual string PayloadKind => Name;

    private sealed class JsonFormat : RoundTripFormat
    {
        public override BentoFormats Flag => BentoFormats.Json;

        public override string Name => "JSON";

        public override byte[] Serialize<T>(T value, BentoRoundTripOptions options) => BentoJson.SerializeToUtf8Bytes(value, options.JsonOptions);

        public override T Deserialize<T>(byte[] payload, BentoRoundTripOptions options) => BentoJson.Deserialize<T>(payload, options.JsonOptions);

        public override string? AsJson(byte[] payload, BentoRoundTripOptions options) => Encoding.UTF8.GetString(payload);

        public override long? ErrorOffset(Exception error) => error is BentoJsonException json ? json.BytePosition : null;
    }

    private sealed class HintedJsonFormat : RoundTripFormat
    {
        public override BentoFormats Flag => BentoFormats.HintedJson;

        public override string Name => "hinted JSON";

        public override byte[] Serialize<T>(T value, BentoRoundTripOptions options) => BentoHintedJson.SerializeToUtf8Bytes(value, options.JsonOptions);

        public override T Deserialize<T>(byte[] payload, BentoRoundTripOptions options) => BentoHintedJson.Deserialize<T>(payload, options.JsonOptions);

        public override string? AsJson(byte[] payload, BentoRoundTripOptions options) => Encoding.UTF8.GetString(payload);

        public override long? ErrorOffset(Exception error) => error is BentoJsonException json ? json.BytePosition : null;
    }

    private sealed class MessagePackFormat : RoundTripFormat
    {
        public override BentoFormats Flag => BentoFormats.MessagePack;

        public override string Name => "MessagePack";

        public override string PayloadKind => "MessagePack, shown as JSON";

        public override byte[] Serialize<T>(T value, BentoRoundTripOptions options) => BentoMessagePack.Serialize(value, options.MessagePackOptions);

        public override T Deserialize<T>(byte[] payload, BentoRoundTripOptions options) => BentoMessagePack.Deserialize<T>(payload, options.MessagePackOptions);

        public override string? AsJson(byte[] payload, BentoRoundTripOptions options)
        {
            try
            {
                return Encoding.UTF8.GetString(BentoMessagePack.ToJson(payload, indented: false, options.MessagePackOptions));
            }
            catch (BentoMessagePackException)
            {
                // Maps with integer keys, NaN and other things JSON cannot show: the message falls back to hex.
                return null;
            }
        }
    }
}
