using System;
using System.Buffers;

namespace Bento.Bench.Untyped;

/// <summary>Bento's untyped entry points, which run on the same tokenizer as its typed codecs; its document model is <see cref="BentoValue"/>.</summary>
public sealed class BentoUntyped : IUntypedAdapter
{
    public string Name => "Bento";

    public void Validate(ReadOnlyMemory<byte> json) => BentoJson.Validate(json.Span);

    public void Minify(ReadOnlyMemory<byte> json, IBufferWriter<byte> output) => BentoJson.Minify(json.Span, output);

    public bool RoundTrip(ReadOnlyMemory<byte> json, IBufferWriter<byte> output)
    {
        BentoValue.ParseJson(json.Span).WriteJson(output);
        return true;
    }
}
