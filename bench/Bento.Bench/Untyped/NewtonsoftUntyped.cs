using System;
using System.Buffers;
using System.IO;
using System.Runtime.InteropServices;
using System.Text;
using Newtonsoft.Json;
using Newtonsoft.Json.Linq;

namespace Bento.Bench.Untyped;

/// <summary>Newtonsoft.Json: a <see cref="JsonTextReader"/> loop to validate, token copy to minify, <see cref="JToken"/> to round-trip.</summary>
public sealed class NewtonsoftUntyped : IUntypedAdapter
{
    readonly StringBuilder _text = new(1 << 16);

    public string Name => "Newtonsoft.Json";

    public void Validate(ReadOnlyMemory<byte> json)
    {
        using JsonTextReader reader = Reader(json);
        while (reader.Read())
        {
        }
    }

    public void Minify(ReadOnlyMemory<byte> json, IBufferWriter<byte> output)
    {
        using JsonTextReader reader = Reader(json);
        _text.Clear();
        using (var writer = new JsonTextWriter(new StringWriter(_text)) { Formatting = Formatting.None })
        {
            while (reader.Read())
            {
                writer.WriteToken(reader, writeChildren: true);
            }
        }

        Encode(output);
    }

    public bool RoundTrip(ReadOnlyMemory<byte> json, IBufferWriter<byte> output)
    {
        using JsonTextReader reader = Reader(json);
        JToken token = JToken.ReadFrom(reader);
        _text.Clear();
        using (var writer = new JsonTextWriter(new StringWriter(_text)) { Formatting = Formatting.None })
        {
            token.WriteTo(writer);
        }

        Encode(output);
        return true;
    }

    void Encode(IBufferWriter<byte> output)
    {
        Encoder encoder = Encoding.UTF8.GetEncoder();
        foreach (ReadOnlyMemory<char> chunk in _text.GetChunks())
        {
            encoder.Convert(chunk.Span, output, flush: false, out _, out _);
        }

        encoder.Convert(ReadOnlySpan<char>.Empty, output, flush: true, out _, out _);
    }

    static JsonTextReader Reader(ReadOnlyMemory<byte> json)
    {
        if (!MemoryMarshal.TryGetArray(json, out ArraySegment<byte> segment))
        {
            segment = json.ToArray();
        }

        // Keep dates, numbers and strings exactly as written: this is a syntax round trip, not a conversion.
        return new JsonTextReader(new StreamReader(new MemoryStream(segment.Array!, segment.Offset, segment.Count, writable: false), Encoding.UTF8))
        {
            DateParseHandling = DateParseHandling.None,
            FloatParseHandling = FloatParseHandling.Decimal,
        };
    }
}
