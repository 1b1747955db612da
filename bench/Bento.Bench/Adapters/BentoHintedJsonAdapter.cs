using System;
using System.Buffers;
using Bento.Internal;
using Bento.Json;

namespace Bento.Bench.Adapters;

/// <summary>
/// Bento's hinted JSON (JSON whose comments carry counts and byte lengths) through its generic entry points, compact
/// form, default options. Before timing, the output with its comments removed must equal Bento's plain JSON byte for byte.
/// </summary>
/// <remarks>
/// With <c>kinds</c> (the <c>--hint-kinds</c> mode) it writes only those kinds of hint, through the library's internal
/// writer entry point, so that each kind's cost and saving can be measured on its own; reading is the public reader.
/// </remarks>
internal sealed class BentoHintedJsonAdapter(HintKinds? kinds = null) : ISerializerAdapter, IPopulateAdapter, ICheckedAdapter
{
    public string Name => kinds switch
    {
        null => "Bento hinted JSON",
        HintKinds.None => "Bento hinted JSON [no hints]",
        HintKinds.All => "Bento hinted JSON [all kinds]",
        HintKinds.Objects => "Bento hinted JSON [maps only]",
        { } only => "Bento hinted JSON [" + only.ToString().ToLowerInvariant() + " only]",
    };

    public string Format => "hinted JSON (UTF-8)";

    public string Library => "Bento " + Versions.Of(typeof(BentoHintedJson));

    public void Serialize<T>(IBufferWriter<byte> output, T value)
    {
        if (kinds is { } only) JsonEntryPoints.Write(output, value, JsonCodecRegistry<T>.Codec, null, only);
        else BentoHintedJson.Serialize(output, value);
    }

    public T Deserialize<T>(ReadOnlyMemory<byte> payload) => BentoHintedJson.Deserialize<T>(payload.Span);

    public void Populate<T>(ReadOnlyMemory<byte> payload, ref T value) => BentoHintedJson.Populate(payload.Span, ref value);

    public string? CheckPayload<T>(T value, byte[] payload)
    {
        if (!BentoHintedJson.IsHinted(payload))
        {
            return "the output does not start with the hinted JSON header";
        }

        // The comments are removed here, not by the library's own converter, so a bug shared by the writer and the
        // converter cannot hide itself.
        byte[] plain = BentoJson.SerializeToUtf8Bytes(value);
        byte[] stripped = JsonComments.Strip(payload);
        if (!stripped.AsSpan().SequenceEqual(plain))
        {
            return "the output without its comments differs from Bento JSON at byte " + stripped.AsSpan().CommonPrefixLength(plain);
        }

        byte[] converted = BentoHintedJson.ToJson(payload);
        if (!converted.AsSpan().SequenceEqual(plain))
        {
            return "BentoHintedJson.ToJson of the output differs from Bento JSON at byte " + converted.AsSpan().CommonPrefixLength(plain);
        }

        return null;
    }
}
