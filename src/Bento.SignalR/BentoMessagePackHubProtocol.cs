using System;
using System.Buffers;
using System.Collections.Generic;
using System.Diagnostics.CodeAnalysis;
using System.IO;
using System.Runtime.ExceptionServices;
using Bento.MessagePack;
using Microsoft.AspNetCore.Connections;
using Microsoft.AspNetCore.SignalR;
using Microsoft.AspNetCore.SignalR.Protocol;

namespace Bento.SignalR;

/// <summary>
/// SignalR's MessagePack hub protocol ("messagepack", version 2) read and written by Bento. The frames, message arrays
/// and primitive values are byte for byte those of the official protocol, so the official .NET and JavaScript
/// clients talk to a hub that uses this one (and a .NET client using this one talks to an official server); hub
/// arguments, results and stream items of Bento types go through their generated codecs.
/// </summary>
/// <remarks>
/// A malformed frame or message raises <see cref="BentoMessagePackException"/>, with offset and path, inside SignalR's
/// own error path: the server closes that one connection. An argument that does not bind (wrong count, bytes that are
/// not a value of the parameter's type) becomes a binding failure, which SignalR answers with an error to that caller
/// and keeps the connection.
/// </remarks>
public sealed class BentoMessagePackHubProtocol : IHubProtocol
{
    private const int InvocationType = 1, StreamItemType = 2, CompletionType = 3, StreamInvocationType = 4,
        CancelInvocationType = 5, PingType = 6, CloseType = 7, AckType = 8, SequenceType = 9;

    private const int ErrorResult = 1, VoidResult = 2, NonVoidResult = 3;

    [ThreadStatic]
    private static ArrayBufferWriter<byte>? t_scratch;

    private readonly BentoMessagePackOptions? _options;

    /// <summary>A protocol with Bento's default MessagePack options.</summary>
    public BentoMessagePackHubProtocol() : this(null) { }

    /// <summary>A protocol with the given options.</summary>
    public BentoMessagePackHubProtocol(BentoHubProtocolOptions? options) => _options = options?.MessagePackOptions;

    /// <inheritdoc />
    public string Name => "messagepack";

    /// <inheritdoc />
    public int Version => 2;

    /// <inheritdoc />
    public TransferFormat TransferFormat => TransferFormat.Binary;

    /// <inheritdoc />
    public bool IsVersionSupported(int version) => version <= Version;

    /// <inheritdoc />
    public bool TryParseMessage(ref ReadOnlySequence<byte> input, IInvocationBinder binder, [NotNullWhen(true)] out HubMessage? message)
    {
        ArgumentNullException.ThrowIfNull(binder);
        // Message types this version does not know are skipped, as the official protocol does, so that a newer peer
        // can add some without breaking this one.
        while (VarIntFraming.TryReadFrame(ref input, out var payload))
        {
            message = payload.IsSingleSegment ? Parse(payload.FirstSpan, binder) : ParseCopy(payload, binder);
            if (message != null)
                return true;
        }

        message = null;
        return false;
    }

    private HubMessage? ParseCopy(in ReadOnlySequence<byte> payload, IInvocationBinder binder)
    {
        byte[] rented = ArrayPool<byte>.Shared.Rent((int)payload.Length);
        try
        {
            payload.CopyTo(rented);
            return Parse(rented.AsSpan(0, (int)payload.Length), binder);
        }
        finally
        {
            ArrayPool<byte>.Shared.Return(rented);
        }
    }

    private HubMessage? Parse(ReadOnlySpan<byte> payload, IInvocationBinder binder)
    {
        var reader = new MsgPackReader(payload, _options);
        int count = reader.ReadArrayHeader();
        if (count < 1)
            reader.Throw("A hub message is an array that starts with its type.");
        int type = reader.ReadInt32();
        return type switch
        {
            InvocationType => ParseInvocation(ref reader, payload, count, binder, streaming: false),
            StreamInvocationType => ParseInvocation(ref reader, payload, count, binder, streaming: true),
            StreamItemType => ParseStreamItem(ref reader, binder),
            CompletionType => ParseCompletion(ref reader, binder),
            CancelInvocationType => ApplyHeaders(new CancelInvocationMessage(ReadHeadersThenId(ref reader, out var headers, required: true)!), headers),
            PingType => PingMessage.Instance,
            CloseType => new CloseMessage(reader.ReadString(), count > 2 && reader.ReadBoolean()),
            AckType => new AckMessage(reader.ReadInt64()),
            SequenceType => new SequenceMessage(reader.ReadInt64()),
            _ => null,
        };
    }

    private HubMessage ParseInvocation(ref MsgPackReader reader, ReadOnlySpan<byte> payload, int count, IInvocationBinder binder, bool streaming)
    {
        string? id = ReadHeadersThenId(ref reader, out var headers, required: streaming);
        string target = reader.ReadString() ?? Fail(ref reader, "The invocation target is nil.");

        int argumentCount = reader.ReadArrayHeader();
        reader.EnterContainer();
        // The arguments are taken as raw values first so that the rest of the message (the stream ids) can be read
        // whether or not they bind.
        // Hub methods take a handful of arguments: their positions stay on the stack unless there are many.
        Span<Range> raw = argumentCount <= 8 ? stackalloc Range[argumentCount] : new Range[argumentCount];
        for (int i = 0; i < argumentCount; i++)
        {
            int start = reader.Position;
            reader.Skip();
            raw[i] = new Range(start, reader.Position);
        }

        reader.ExitContainer();
        string[]? streamIds = count > 5 ? ReadStreamIds(ref reader) : null;

        object?[] arguments;
        try
        {
            var types = binder.GetParameterTypes(target);
            if (types.Count != argumentCount)
                throw new InvalidDataException($"Invocation provides {argumentCount} argument(s) but target expects {types.Count}.");
            arguments = new object?[argumentCount];
            for (int i = 0; i < argumentCount; i++)
                arguments[i] = HubValueCodec.Read(payload[raw[i]], types[i], _options);
        }
        catch (Exception ex)
        {
            return ApplyHeaders(new InvocationBindingFailureMessage(id, target, ExceptionDispatchInfo.Capture(ex)), headers);
        }

        HubMethodInvocationMessage message = streaming
            ? new StreamInvocationMessage(id!, target, arguments, streamIds)
            : new InvocationMessage(id, target, arguments, streamIds);
        return ApplyHeaders(message, headers);
    }

    private HubMessage ParseStreamItem(ref MsgPackReader reader, IInvocationBinder binder)
    {
        string id = ReadHeadersThenId(ref reader, out var headers, required: true)!;
        var raw = reader.ReadRaw();
        object? item;
        try
        {
            item = HubValueCodec.Read(raw, binder.GetStreamItemType(id), _options);
        }
        catch (Exception ex)
        {
            return ApplyHeaders(new StreamBindingFailureMessage(id, ExceptionDispatchInfo.Capture(ex)), headers);
        }

        return ApplyHeaders(new StreamItemMessage(id, item), headers);
    }

    private CompletionMessage ParseCompletion(ref MsgPackReader reader, IInvocationBinder binder)
    {
        string id = ReadHeadersThenId(ref reader, out var headers, required: true)!;
        int kind = reader.ReadInt32();
        CompletionMessage message;
        switch (kind)
        {
            case ErrorResult:
                message = CompletionMessage.WithError(id, reader.ReadString());
                break;
            case VoidResult:
                message = CompletionMessage.Empty(id);
                break;
            case NonVoidResult:
                var raw = reader.ReadRaw();
                try
                {
                    message = CompletionMessage.WithResult(id, HubValueCodec.Read(raw, binder.GetReturnType(id), _options));
                }
                catch (Exception ex)
                {
                    // As the official protocol does: the caller waiting for this result gets the reason as an error.
                    message = CompletionMessage.WithError(id, "Error trying to deserialize result to its type: " + ex.Message);
                }

                break;
            default:
                reader.Throw($"Unknown completion result kind {kind}.");
                return null!;
        }

        return ApplyHeaders(message, headers);
    }

    private static string? ReadHeadersThenId(ref MsgPackReader reader, out Dictionary<string, string>? headers, bool required)
    {
        headers = null;
        int headerCount = reader.ReadMapHeader();
        if (headerCount > 0)
        {
            headers = new Dictionary<string, string>(headerCount, StringComparer.Ordinal);
            for (int i = 0; i < headerCount; i++)
            {
                string key = reader.ReadString() ?? Fail(ref reader, "A header name is nil.");
                headers[key] = reader.ReadString() ?? Fail(ref reader, "A header value is nil.");
            }
        }

        string? id = reader.ReadString();
        if (id == null && required)
            reader.Throw("The invocation id is nil.");
        return id;
    }

    private static string[] ReadStreamIds(ref MsgPackReader reader)
    {
        int count = reader.ReadArrayHeader();
        var ids = new string[count];
        for (int i = 0; i < count; i++)
            ids[i] = reader.ReadString() ?? Fail(ref reader, "A stream id is nil.");
        return ids;
    }

    private static T ApplyHeaders<T>(T message, Dictionary<string, string>? headers) where T : HubMessage
    {
        if (headers != null && message is HubInvocationMessage invocation)
            invocation.Headers = headers;
        return message;
    }

    [DoesNotReturn]
    private static string Fail(ref MsgPackReader reader, string reason)
    {
        reader.Throw(reason);
        return null!;
    }

    /// <inheritdoc />
    public void WriteMessage(HubMessage message, IBufferWriter<byte> output)
    {
        ArgumentNullException.ThrowIfNull(output);
        var scratch = t_scratch ??= new ArrayBufferWriter<byte>(256);
        scratch.ResetWrittenCount();
        try
        {
            WritePayload(message, scratch);
            VarIntFraming.WritePrefix(scratch.WrittenCount, output);
            output.Write(scratch.WrittenSpan);
        }
        finally
        {
            // A large message should not pin its buffer to the thread for good.
            if (scratch.Capacity > 64 * 1024)
                t_scratch = null;
        }
    }

    /// <inheritdoc />
    public ReadOnlyMemory<byte> GetMessageBytes(HubMessage message)
    {
        var output = new ArrayBufferWriter<byte>(256);
        WriteMessage(message, output);
        return output.WrittenMemory;
    }

    private void WritePayload(HubMessage message, ArrayBufferWriter<byte> buffer)
    {
        ArgumentNullException.ThrowIfNull(message);
        var writer = new MsgPackWriter<ArrayBufferWriter<byte>>(buffer, _options);
        switch (message)
        {
            case InvocationMessage invocation:
                WriteInvocation(ref writer, buffer, InvocationType, invocation);
                break;
            case StreamInvocationMessage streamInvocation:
                WriteInvocation(ref writer, buffer, StreamInvocationType, streamInvocation);
                break;
            case StreamItemMessage item:
                writer.WriteArrayHeader(4);
                writer.WriteInt32(StreamItemType);
                WriteHeaders(ref writer, item.Headers);
                writer.WriteString(item.InvocationId);
                HubValueCodec.Write(ref writer, buffer, item.Item, _options);
                break;
            case CompletionMessage completion:
                int kind = completion.Error != null ? ErrorResult : completion.HasResult ? NonVoidResult : VoidResult;
                writer.WriteArrayHeader(kind == VoidResult ? 4 : 5);
                writer.WriteInt32(CompletionType);
                WriteHeaders(ref writer, completion.Headers);
                writer.WriteString(completion.InvocationId);
                writer.WriteInt32(kind);
                if (kind == ErrorResult)
                    writer.WriteString(completion.Error);
                else if (kind == NonVoidResult)
                    HubValueCodec.Write(ref writer, buffer, completion.Result, _options);
                break;
            case CancelInvocationMessage cancel:
                writer.WriteArrayHeader(3);
                writer.WriteInt32(CancelInvocationType);
                WriteHeaders(ref writer, cancel.Headers);
                writer.WriteString(cancel.InvocationId);
                break;
            case PingMessage:
                writer.WriteArrayHeader(1);
                writer.WriteInt32(PingType);
                break;
            case CloseMessage close:
                writer.WriteArrayHeader(3);
                writer.WriteInt32(CloseType);
                writer.WriteString(close.Error);
                writer.WriteBoolean(close.AllowReconnect);
                break;
            case AckMessage ack:
                writer.WriteArrayHeader(2);
                writer.WriteInt32(AckType);
                writer.WriteInt64(ack.SequenceId);
                break;
            case SequenceMessage sequence:
                writer.WriteArrayHeader(2);
                writer.WriteInt32(SequenceType);
                writer.WriteInt64(sequence.SequenceId);
                break;
            default:
                throw new InvalidOperationException($"The Bento MessagePack hub protocol has no encoding for {message.GetType().Name}.");
        }

        writer.Flush();
    }

    private void WriteInvocation(ref MsgPackWriter<ArrayBufferWriter<byte>> writer, ArrayBufferWriter<byte> buffer, int type, HubMethodInvocationMessage invocation)
    {
        // The official protocol always writes the stream ids, as an empty array when there are none.
        writer.WriteArrayHeader(6);
        writer.WriteInt32(type);
        WriteHeaders(ref writer, invocation.Headers);
        writer.WriteString(invocation.InvocationId);
        writer.WriteString(invocation.Target);
        var arguments = invocation.Arguments ?? [];
        writer.WriteArrayHeader(arguments.Length);
        foreach (var argument in arguments)
            HubValueCodec.Write(ref writer, buffer, argument, _options);
        var streamIds = invocation.StreamIds ?? [];
        writer.WriteArrayHeader(streamIds.Length);
        foreach (string id in streamIds)
            writer.WriteString(id);
    }

    private static void WriteHeaders(ref MsgPackWriter<ArrayBufferWriter<byte>> writer, IDictionary<string, string>? headers)
    {
        writer.WriteMapHeader(headers?.Count ?? 0);
        if (headers == null)
            return;
        foreach (var header in headers)
        {
            writer.WriteString(header.Key);
            writer.WriteString(header.Value);
        }
    }
}
