using System;
using System.Buffers;
using System.Text.Json;
using System.Text.Json.Nodes;

namespace Bento.Bench.Untyped;

/// <summary>System.Text.Json: <see cref="Utf8JsonReader"/> to validate, <see cref="JsonDocument"/> to minify, <see cref="JsonNode"/> to round-trip.</summary>
public sealed class StjUntyped : IUntypedAdapter, IDisposable
{
    readonly Utf8JsonWriter _writer = new(new ArrayBufferWriter<byte>(1));

    public string Name => "System.Text.Json";

    public void Validate(ReadOnlyMemory<byte> json)
    {
        var reader = new Utf8JsonReader(json.Span);
        while (reader.Read())
        {
        }
    }

    public void Minify(ReadOnlyMemory<byte> json, IBufferWriter<byte> output)
    {
        using JsonDocument document = JsonDocument.Parse(json);
        _writer.Reset(output);
        document.WriteTo(_writer);
        _writer.Flush();
    }

    public bool RoundTrip(ReadOnlyMemory<byte> json, IBufferWriter<byte> output)
    {
        JsonNode? node = JsonNode.Parse(json.Span);
        _writer.Reset(output);
        if (node is null)
        {
            _writer.WriteNullValue();
        }
        else
        {
            node.WriteTo(_writer);
        }

        _writer.Flush();
        return true;
    }

    public void Dispose() => _writer.Dispose();
}
