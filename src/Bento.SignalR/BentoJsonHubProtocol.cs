using System;
using System.Buffers;
using System.Collections.Generic;
using System.Diagnostics.CodeAnalysis;
using System.IO;
using System.Runtime.ExceptionServices;
using System.Text.Json;
using Microsoft.AspNetCore.Connections;
using Microsoft.AspNetCore.SignalR;
using Microsoft.AspNetCore.SignalR.Protocol;

namespace Bento.SignalR;

/// <summary>
/// SignalR's JSON hub protocol ("json", version 2) with hub arguments, results and stream items of Bento types read
/// and written by their generated JSON codecs. Messages are the official protocol's: JSON objects ended by the record
/// separator 0x1e, the same member names, members written in the same order, so the official clients talk to it.
/// Values of other types go through System.Text.Json with the official protocol's default options (camelCase names,
/// case-insensitive reading), as they would with the official protocol.
/// </summary>
/// <remarks>
/// Bento types are written in their own naming (member names as declared unless the type sets a naming policy), not
/// camelCased: give such types <c>NamingPolicy = BentoNamingPolicy.CamelCase</c> when JavaScript clients expect
/// camelCase. A malformed message raises <see cref="BentoJsonException"/> with its byte offset, and SignalR closes that
/// connection; an argument that does not bind is an error to that caller only.
/// </remarks>
[RequiresUnreferencedCode("Values of types without Bento codecs are serialized by System.Text.Json through reflection.")]
[RequiresDynamicCode("Values of types without Bento codecs are serialized by System.Text.Json through reflection.")]
public sealed class BentoJsonHubProtocol : IHubProtocol
{
    private const byte RecordSeparator = 0x1e;

    private static readonly JsonSerializerOptions s_defaultPayloadOptions = new(JsonSerializerDefaults.Web);

    [ThreadStatic]
    private static ArrayBufferWriter<byte>? t_value;

    private readonly BentoJsonOptions? _bentoOptions;
    private readonly JsonSerializerOptions _payloadOptions;

    /// <summary>A protocol with Bento's default JSON options and the official protocol's System.Text.Json options.</summary>
    public BentoJsonHubProtocol() : this(null) { }

    /// <summary>A protocol with the given options (<see cref="BentoHubProtocolOptions.JsonOptions"/> and <see cref="BentoHubProtocolOptions.PayloadSerializerOptions"/>).</summary>
    public BentoJsonHubProtocol(BentoHubProtocolOptions? options)
    {
        _bentoOptions = options?.JsonOptions;
        _payloadOptions = options?.PayloadSerializerOptions ?? s_defaultPayloadOptions;
    }

    /// <inheritdoc />
    public string Name => "json";

    /// <inheritdoc />
    public int Version => 2;

    /// <inheritdoc />
    public TransferFormat TransferFormat => TransferFormat.Text;

    /// <inheritdoc />
    public bool IsVersionSupported(int version) => version <= Version;

    /// <inheritdoc />
    public bool TryParseMessage(ref ReadOnlySequence<byte> input, IInvocationBinder binder, [NotNullWhen(true)] out HubMessage? message)
    {
        ArgumentNullException.ThrowIfNull(binder);
        while (input.PositionOf(RecordSeparator) is SequencePosition end)
        {
            var record = input.Slice(0, end);
            input = input.Slice(input.GetPosition(1, end));
            message = record.IsSingleSegment ? Parse(record.FirstSpan, binder) : Parse(record.ToArray(), binder);
            if (message != null)
                return true;
        }

        message = null;
        return false;
    }

    private HubMessage? Parse(ReadOnlySpan<byte> record, IInvocationBinder binder)
    {
        var reader = new Utf8JsonReader(record);
        try
        {
            return Parse(ref reader, record, binder);
        }
        catch (JsonException ex)
        {
            throw new BentoJsonException(ex.Message, reader.TokenStartIndex, (ex.LineNumber ?? 0) + 1, (ex.BytePositionInLine ?? 0) + 1, ex.Path ?? "$", ex);
        }
    }

    private HubMessage? Parse(ref Utf8JsonReader reader, ReadOnlySpan<byte> record, IInvocationBinder binder)
    {
        int? type = null;
        string? invocationId = null, target = null, error = null;
        bool allowReconnect = false, hasResult = false, hasItem = false;
        long sequenceId = 0;
        Dictionary<string, string>? headers = null;
        List<string>? streamIds = null;
        List<Range>? arguments = null;
        Range item = default, result = default;

        if (!reader.Read() || reader.TokenType != JsonTokenType.StartObject)
            throw Malformed(ref reader, "A hub message is a JSON object.");
        while (reader.Read() && reader.TokenType == JsonTokenType.PropertyName)
        {
            string name = reader.GetString()!;
            reader.Read();
            switch (name)
            {
                case "type": type = reader.GetInt32(); break;
                case "invocationId": invocationId = reader.GetString(); break;
                case "target": target = reader.GetString(); break;
                case "error": error = reader.GetString(); break;
                case "allowReconnect": allowReconnect = reader.GetBoolean(); break;
                case "sequenceId": sequenceId = reader.GetInt64(); break;
                case "result": hasResult = true; result = Raw(ref reader); break;
                case "item": hasItem = true; item = Raw(ref reader); break;
                case "headers":
                    headers = new Dictionary<string, string>(StringComparer.Ordinal);
                    Expect(ref reader, JsonTokenType.StartObject, "headers");
                    while (reader.Read() && reader.TokenType == JsonTokenType.PropertyName)
                    {
                        string key = reader.GetString()!;
                        reader.Read();
                        headers[key] = reader.GetString() ?? throw Malformed(ref reader, "A header value is null.");
                    }

                    break;
                case "streamIds":
                    streamIds = [];
                    Expect(ref reader, JsonTokenType.StartArray, "streamIds");
                    while (reader.Read() && reader.TokenType != JsonTokenType.EndArray)
                        streamIds.Add(reader.GetString() ?? throw Malformed(ref reader, "A stream id is null."));
                    break;
                case "arguments":
                    arguments = [];
                    Expect(ref reader, JsonTokenType.StartArray, "arguments");
                    while (reader.Read() && reader.TokenType != JsonTokenType.EndArray)
                        arguments.Add(Raw(ref reader));
                    break;
                default:
                    reader.Skip();
                    break;
            }
        }

        if (type is null)
            throw Malformed(ref reader, "The hub message has no 'type'.");

        HubMessage? message = type switch
        {
            1 or 4 => Invocation(type.Value, invocationId, target, arguments, streamIds, record, binder, ref reader),
            2 => StreamItem(Required(invocationId, ref reader), hasItem ? record[item] : "null"u8, binder),
            3 => Completion(Required(invocationId, ref reader), error, hasResult ? record[result] : default, hasResult, binder),
            5 => new CancelInvocationMessage(Required(invocationId, ref reader)),
            6 => PingMessage.Instance,
            7 => new CloseMessage(error, allowReconnect),
            8 => new AckMessage(sequenceId),
            9 => new SequenceMessage(sequenceId),
            _ => null,
        };
        if (headers != null && message is HubInvocationMessage invocation)
            invocation.Headers = headers;
        return message;
    }

    private HubMessage Invocation(int type, string? id, string? target, List<Range>? arguments, List<string>? streamIds,
        ReadOnlySpan<byte> record, IInvocationBinder binder, ref Utf8JsonReader reader)
    {
        if (target is null)
            throw Malformed(ref reader, "The invocation has no 'target'.");
        if (type == 4)
            Required(id, ref reader);
        object?[] values;
        try
        {
            var types = binder.GetParameterTypes(target);
            int count = arguments?.Count ?? 0;
            if (types.Count != count)
                throw new InvalidDataException($"Invocation provides {count} argument(s) but target expects {types.Count}.");
            values = new object?[count];
            for (int i = 0; i < count; i++)
                values[i] = ReadValue(record[arguments![i]], types[i]);
        }
        catch (Exception ex)
        {
            return new InvocationBindingFailureMessage(id, target, ExceptionDispatchInfo.Capture(ex));
        }

        string[]? ids = streamIds?.ToArray();
        return type == 4 ? new StreamInvocationMessage(id!, target, values, ids) : new InvocationMessage(id, target, values, ids);
    }

    private HubMessage StreamItem(string id, ReadOnlySpan<byte> raw, IInvocationBinder binder)
    {
        try
        {
            return new StreamItemMessage(id, ReadValue(raw, binder.GetStreamItemType(id)));
        }
        catch (Exception ex)
        {
            return new StreamBindingFailureMessage(id, ExceptionDispatchInfo.Capture(ex));
        }
    }

    private CompletionMessage Completion(string id, string? error, ReadOnlySpan<byte> raw, bool hasResult, IInvocationBinder binder)
    {
        if (error != null)
            return CompletionMessage.WithError(id, error);
        if (!hasResult)
            return CompletionMessage.Empty(id);
        try
        {
            return CompletionMessage.WithResult(id, ReadValue(raw, binder.GetReturnType(id)));
        }
        catch (Exception ex)
        {
            return CompletionMessage.WithError(id, "Error trying to deserialize result to its type: " + ex.Message);
        }
    }

    private object? ReadValue(ReadOnlySpan<byte> raw, Type type)
    {
        if (BentoTypeCodec.Find(type) is { HasJson: true } codec)
            return codec.DeserializeJson(raw, _bentoOptions);
        return JsonSerializer.Deserialize(raw, type, _payloadOptions);
    }

    // The span of the value the reader stands on, whole: a string with its quotes, an object or array to its end.
    private static Range Raw(ref Utf8JsonReader reader)
    {
        int start = (int)reader.TokenStartIndex;
        reader.Skip();
        return new Range(start, (int)reader.BytesConsumed);
    }

    private static void Expect(ref Utf8JsonReader reader, JsonTokenType token, string member)
    {
        if (reader.TokenType != token)
            throw Malformed(ref reader, $"'{member}' has the wrong JSON type.");
    }

    private static string Required(string? id, ref Utf8JsonReader reader) =>
        id ?? throw Malformed(ref reader, "The message has no 'invocationId'.");

    private static BentoJsonException Malformed(ref Utf8JsonReader reader, string reason) =>
        new(reason, reader.TokenStartIndex, 1, reader.TokenStartIndex + 1, "$");

    /// <inheritdoc />
    public void WriteMessage(HubMessage message, IBufferWriter<byte> output)
    {
        ArgumentNullException.ThrowIfNull(message);
        ArgumentNullException.ThrowIfNull(output);
        using (var writer = new Utf8JsonWriter(output, new JsonWriterOptions { SkipValidation = true }))
        {
            writer.WriteStartObject();
            switch (message)
            {
                case InvocationMessage invocation:
                    WriteInvocation(writer, 1, invocation);
                    break;
                case StreamInvocationMessage streamInvocation:
                    WriteInvocation(writer, 4, streamInvocation);
                    break;
                case StreamItemMessage item:
                    WriteStart(writer, 2, item);
                    writer.WritePropertyName("item");
                    WriteValue(writer, item.Item);
                    break;
                case CompletionMessage completion:
                    WriteStart(writer, 3, completion);
                    if (completion.Error != null)
                        writer.WriteString("error", completion.Error);
                    else if (completion.HasResult)
                    {
                        writer.WritePropertyName("result");
                        WriteValue(writer, completion.Result);
                    }

                    break;
                case CancelInvocationMessage cancel:
                    WriteStart(writer, 5, cancel);
                    break;
                case PingMessage:
                    writer.WriteNumber("type", 6);
                    break;
                case CloseMessage close:
                    writer.WriteNumber("type", 7);
                    if (close.Error != null)
                        writer.WriteString("error", close.Error);
                    if (close.AllowReconnect)
                        writer.WriteBoolean("allowReconnect", true);
                    break;
                case AckMessage ack:
                    writer.WriteNumber("type", 8);
                    writer.WriteNumber("sequenceId", ack.SequenceId);
                    break;
                case SequenceMessage sequence:
                    writer.WriteNumber("type", 9);
                    writer.WriteNumber("sequenceId", sequence.SequenceId);
                    break;
                default:
                    throw new InvalidOperationException($"The Bento JSON hub protocol has no encoding for {message.GetType().Name}.");
            }

            writer.WriteEndObject();
        }

        var span = output.GetSpan(1);
        span[0] = RecordSeparator;
        output.Advance(1);
    }

    /// <inheritdoc />
    public ReadOnlyMemory<byte> GetMessageBytes(HubMessage message)
    {
        var output = new ArrayBufferWriter<byte>(256);
        WriteMessage(message, output);
        return output.WrittenMemory;
    }

    private void WriteInvocation(Utf8JsonWriter writer, int type, HubMethodInvocationMessage invocation)
    {
        WriteStart(writer, type, invocation);
        writer.WriteString("target", invocation.Target);
        writer.WriteStartArray("arguments");
        foreach (var argument in invocation.Arguments ?? [])
            WriteValue(writer, argument);
        writer.WriteEndArray();
        if (invocation.StreamIds != null)
        {
            writer.WriteStartArray("streamIds");
            foreach (string id in invocation.StreamIds)
                writer.WriteStringValue(id);
            writer.WriteEndArray();
        }
    }

    // The type, then the headers, then the invocation id when there is one: the official protocol's order.
    private static void WriteStart(Utf8JsonWriter writer, int type, HubInvocationMessage message)
    {
        writer.WriteNumber("type", type);
        if (message.Headers is { Count: > 0 } headers)
        {
            writer.WriteStartObject("headers");
            foreach (var header in headers)
                writer.WriteString(header.Key, header.Value);
            writer.WriteEndObject();
        }

        if (!string.IsNullOrEmpty(message.InvocationId))
            writer.WriteString("invocationId", message.InvocationId);
    }

    private void WriteValue(Utf8JsonWriter writer, object? value)
    {
        if (value is not null && BentoTypeCodec.Find(value.GetType()) is { HasJson: true } codec)
        {
            var buffer = t_value ??= new ArrayBufferWriter<byte>(256);
            buffer.ResetWrittenCount();
            codec.SerializeJson(buffer, value, _bentoOptions);
            writer.WriteRawValue(buffer.WrittenSpan, skipInputValidation: true);
            if (buffer.Capacity > 64 * 1024)
                t_value = null;
            return;
        }

        JsonSerializer.Serialize(writer, value, value?.GetType() ?? typeof(object), _payloadOptions);
    }
}
