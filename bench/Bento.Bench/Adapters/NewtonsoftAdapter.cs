using System;
using System.Buffers;
using System.IO;
using System.Runtime.InteropServices;
using System.Text;
using Newtonsoft.Json;

namespace Bento.Bench.Adapters;

/// <summary>
/// Newtonsoft.Json with a cached <see cref="JsonSerializer"/>. It writes UTF-16 text, so serialization goes into a
/// reused <see cref="StringBuilder"/> whose chunks are encoded into the output; reading decodes through a
/// <see cref="StreamReader"/> as an application reading bytes would.
/// </summary>
public sealed class NewtonsoftAdapter : ISerializerAdapter, IModelLimits
{
    readonly JsonSerializer _serializer = JsonSerializer.Create(new JsonSerializerSettings
    {
        // Twitter's created_at and similar strings must stay strings, not be turned into DateTime and back.
        DateParseHandling = DateParseHandling.None,
    });

    readonly StringBuilder _text = new(1 << 16);
    readonly Encoder _encoder = new UTF8Encoding(encoderShouldEmitUTF8Identifier: false, throwOnInvalidBytes: true).GetEncoder();

    public string Name => "Newtonsoft.Json";

    /// <summary>Newtonsoft.Json reads an abstract member only with TypeNameHandling, which takes .NET type names from the payload.</summary>
    public string? CannotModel(Type model) =>
        PolymorphicMembers.Find(model) is { } polymorphic ? polymorphic + ", which Newtonsoft.Json reads only with TypeNameHandling (type names from the payload)" : null;

    public string Format => "JSON (text)";

    public string Library => "Newtonsoft.Json " + Versions.Of(typeof(JsonSerializer));

    public void Serialize<T>(IBufferWriter<byte> output, T value)
    {
        _text.Clear();
        using (var writer = new StringWriter(_text))
        {
            _serializer.Serialize(writer, value, typeof(T));
        }

        // A stateful encoder: a surrogate pair (emoji in twitter.json) may straddle two chunks.
        _encoder.Reset();
        foreach (ReadOnlyMemory<char> chunk in _text.GetChunks())
        {
            _encoder.Convert(chunk.Span, output, flush: false, out _, out _);
        }

        _encoder.Convert(ReadOnlySpan<char>.Empty, output, flush: true, out _, out _);
    }

    public T Deserialize<T>(ReadOnlyMemory<byte> payload)
    {
        if (!MemoryMarshal.TryGetArray(payload, out ArraySegment<byte> segment))
        {
            segment = payload.ToArray();
        }

        using var reader = new JsonTextReader(new StreamReader(new MemoryStream(segment.Array!, segment.Offset, segment.Count, writable: false), Encoding.UTF8));
        return _serializer.Deserialize<T>(reader)!;
    }
}
