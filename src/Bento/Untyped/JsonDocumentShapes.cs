#if NET
using System.Buffers;
using System.ComponentModel;
using System.Runtime.InteropServices;
using System.Text.Json;
using System.Text.Json.Nodes;
using Bento.Json;
using Bento.MessagePack;

namespace Bento.Shapes;

/// <summary>
/// The shape of System.Text.Json's <see cref="JsonElement"/> members (.NET only; docs/untyped.md). A value is read as
/// an untyped value and built into an element from its JSON text; an element is written by reading its JSON text into
/// an untyped value and writing that, so numbers keep their text and every format gets the same tokens. A default
/// (undefined) element is written as null.
/// </summary>
[EditorBrowsable(EditorBrowsableState.Never)]
public readonly struct JsonElementShape : IJsonShape<JsonElement>, IMsgPackShape<JsonElement>
{
    /// <inheritdoc/>
    public bool Reuses => false;

    /// <inheritdoc/>
    public JsonElement Read(ref JsonReader reader) => Build(BentoValue.ReadJson(ref reader));

    /// <inheritdoc/>
    public JsonElement Populate(ref JsonReader reader, JsonElement current) => Read(ref reader);

    /// <inheritdoc/>
    public void Write(ref JsonWriter writer, JsonElement value) => Copy(value).WriteJson(ref writer);

    /// <inheritdoc/>
    public JsonElement Read(ref MsgPackReader reader) => Build(BentoValue.ReadMessagePack(ref reader));

    /// <inheritdoc/>
    public JsonElement Populate(ref MsgPackReader reader, JsonElement current) => Read(ref reader);

    /// <inheritdoc/>
    public void Write<TBuffer>(ref MsgPackWriter<TBuffer> writer, JsonElement value)
        where TBuffer : class, IBufferWriter<byte> => Copy(value).WriteMessagePack(ref writer);

    // The element owns its memory after Clone, so the document can be returned to its pool at once.
    private static JsonElement Build(BentoValue value)
    {
        using var document = JsonDocument.Parse(value.ToJsonUtf8());
        return document.RootElement.Clone();
    }

    private static BentoValue Copy(JsonElement value) =>
        value.ValueKind == JsonValueKind.Undefined ? BentoValue.Null : BentoValue.ParseJson(JsonMarshal.GetRawUtf8Value(value));
}

/// <summary>
/// The shape of System.Text.Json's <see cref="JsonNode"/> members (.NET only; docs/untyped.md): a JSON <c>null</c>
/// reads as a null node, as in System.Text.Json; anything else is built from its JSON text. Writing copies the node's
/// tokens through an untyped value, as <see cref="JsonElementShape"/> does.
/// </summary>
[EditorBrowsable(EditorBrowsableState.Never)]
public readonly struct JsonNodeShape : IJsonShape<JsonNode?>, IMsgPackShape<JsonNode?>
{
    /// <inheritdoc/>
    public bool Reuses => false;

    /// <inheritdoc/>
    public JsonNode? Read(ref JsonReader reader) => reader.TryReadNull() ? null : Build(BentoValue.ReadJson(ref reader));

    /// <inheritdoc/>
    public JsonNode? Populate(ref JsonReader reader, JsonNode? current) => Read(ref reader);

    /// <inheritdoc/>
    public void Write(ref JsonWriter writer, JsonNode? value) => Copy(value).WriteJson(ref writer);

    /// <inheritdoc/>
    public JsonNode? Read(ref MsgPackReader reader) => reader.TryReadNil() ? null : Build(BentoValue.ReadMessagePack(ref reader));

    /// <inheritdoc/>
    public JsonNode? Populate(ref MsgPackReader reader, JsonNode? current) => Read(ref reader);

    /// <inheritdoc/>
    public void Write<TBuffer>(ref MsgPackWriter<TBuffer> writer, JsonNode? value)
        where TBuffer : class, IBufferWriter<byte> => Copy(value).WriteMessagePack(ref writer);

    private static JsonNode? Build(BentoValue value) => JsonNode.Parse(value.ToJsonUtf8());

    private static BentoValue Copy(JsonNode? value)
    {
        if (value is null) return BentoValue.Null;
        var buffer = new ArrayBufferWriter<byte>();
        using (var json = new Utf8JsonWriter(buffer))
            value.WriteTo(json);
        return BentoValue.ParseJson(buffer.WrittenSpan);
    }
}
#endif
