using System;
using System.Buffers;
using System.Text;
using System.Text.Json;

namespace Bento.Bench.Adapters;

/// <summary>
/// System.Text.Json through a reused <see cref="Utf8JsonWriter"/> (Reset onto the caller's buffer), the fastest
/// way the library offers to write into an <see cref="IBufferWriter{T}"/>. Source-generated metadata or
/// reflection; default options either way.
/// </summary>
public sealed class StjUtf8Adapter(bool sourceGenerated) : ISerializerAdapter, IDisposable
{
    readonly Utf8JsonWriter _writer = new(new ArrayBufferWriter<byte>(1));

    public string Name => sourceGenerated ? "STJ source-gen" : "STJ reflection";

    public string Format => "JSON (UTF-8)";

    public string Library => "System.Text.Json " + Versions.Of(typeof(JsonSerializer));

    public void Serialize<T>(IBufferWriter<byte> output, T value)
    {
        _writer.Reset(output);
        JsonSerializer.Serialize(_writer, value, StjMetadata<T>.Get(sourceGenerated));
        _writer.Flush();
    }

    public T Deserialize<T>(ReadOnlyMemory<byte> payload) =>
        JsonSerializer.Deserialize(payload.Span, StjMetadata<T>.Get(sourceGenerated))!;

    public void Dispose() => _writer.Dispose();
}

/// <summary>
/// System.Text.Json's string API (<c>Serialize</c> returning a string, <c>Deserialize(string)</c>). The harness deals
/// in UTF-8 bytes, so the UTF-16/UTF-8 transcoding that a caller of the string API pays is part of the time.
/// </summary>
public sealed class StjStringAdapter(bool sourceGenerated) : ISerializerAdapter
{
    public string Name => sourceGenerated ? "STJ source-gen (string)" : "STJ reflection (string)";

    public string Format => "JSON (string)";

    public string Library => "System.Text.Json " + Versions.Of(typeof(JsonSerializer));

    public void Serialize<T>(IBufferWriter<byte> output, T value)
    {
        string json = JsonSerializer.Serialize(value, StjMetadata<T>.Get(sourceGenerated));
        Encoding.UTF8.GetBytes(json, output);
    }

    public T Deserialize<T>(ReadOnlyMemory<byte> payload) =>
        JsonSerializer.Deserialize(Encoding.UTF8.GetString(payload.Span), StjMetadata<T>.Get(sourceGenerated))!;
}
