using System;
using System.Buffers;
using System.Collections.Generic;
using System.Net.WebSockets;
using System.Text;
using System.Threading;
using System.Threading.Tasks;
using Microsoft.AspNetCore.SignalR;
using Microsoft.AspNetCore.SignalR.Protocol;
using Xunit;

namespace Bento.SignalR.Tests;

/// <summary>
/// Byte-for-byte agreement with the official MessagePack hub protocol, and what a hub does with malformed frames sent
/// over a raw WebSocket.
/// </summary>
public sealed class WireTests
{
    private static readonly TimeSpan Limit = TimeSpan.FromSeconds(30);

    public static TheoryData<string> Messages => new() { "invocation", "stream-invocation", "item", "completion", "void", "error", "cancel", "ping", "close", "ack", "sequence", "headers" };

    internal static HubMessage Make(string name) => name switch
    {
        "invocation" => new InvocationMessage("7", "Move", ["north", 3, 2.5, true, null, new byte[] { 1, 2 }, 1234567890123L]),
        "stream-invocation" => new StreamInvocationMessage("8", "Watch", [Guid.Parse("9b2f4c1e-0d6a-4c55-9a39-6f1c2a7d8e90")], ["s1", "s2"]),
        "item" => new StreamItemMessage("8", new DateTime(2026, 1, 2, 3, 4, 5, DateTimeKind.Utc)),
        "completion" => CompletionMessage.WithResult("7", "done"),
        "void" => CompletionMessage.Empty("7"),
        "error" => CompletionMessage.WithError("7", "it failed"),
        "cancel" => new CancelInvocationMessage("8"),
        "ping" => PingMessage.Instance,
        "close" => new CloseMessage("bye", allowReconnect: true),
        "ack" => new AckMessage(1394),
        "sequence" => new SequenceMessage(77),
        "headers" => new InvocationMessage("9", "Tagged", [1]) { Headers = new Dictionary<string, string> { ["trace"] = "abc" } },
        _ => throw new ArgumentOutOfRangeException(nameof(name)),
    };

    [Theory]
    [MemberData(nameof(Messages))]
    public void Writes_the_bytes_the_official_protocol_writes(string name)
    {
        var message = Make(name);
        var official = new MessagePackHubProtocol().GetMessageBytes(message).ToArray();
        var bento = new BentoMessagePackHubProtocol().GetMessageBytes(message).ToArray();
        Assert.Equal(Convert.ToHexString(official), Convert.ToHexString(bento));
    }

    [Fact]
    public void Reads_a_bento_type_the_official_protocol_cannot_know_and_frames_split_anywhere()
    {
        var protocol = new BentoMessagePackHubProtocol();
        byte[] bytes = protocol.GetMessageBytes(new InvocationMessage("1", "Echo", [new Score("Ada", 1)])).ToArray();
        // Every split point of the frame: a message is only complete once all its bytes are there.
        for (int split = 0; split < bytes.Length; split++)
        {
            var head = new ReadOnlySequence<byte>(bytes, 0, split);
            Assert.False(protocol.TryParseMessage(ref head, new Binder(typeof(Score)), out _));
        }

        var whole = new ReadOnlySequence<byte>(bytes);
        Assert.True(protocol.TryParseMessage(ref whole, new Binder(typeof(Score)), out var parsed));
        Assert.True(whole.IsEmpty);
        var invocation = Assert.IsType<InvocationMessage>(parsed);
        Assert.Equal(new Score("Ada", 1), invocation.Arguments[0]);
    }

    [Fact]
    public void A_malformed_message_raises_bentos_exception_and_a_wrong_argument_is_a_binding_failure()
    {
        var protocol = new BentoMessagePackHubProtocol();
        var garbage = new ReadOnlySequence<byte>([0x04, 0x93, 0x01, 0xc1, 0xc1]);
        var error = Assert.Throws<BentoMessagePackException>(() => protocol.TryParseMessage(ref garbage, new Binder(typeof(Score)), out _));
        Assert.Contains("0xc1", error.Message, StringComparison.Ordinal);

        var wrongArgument = new ReadOnlySequence<byte>(protocol.GetMessageBytes(new InvocationMessage("1", "Echo", [42])));
        Assert.True(protocol.TryParseMessage(ref wrongArgument, new Binder(typeof(Score)), out var parsed));
        var failure = Assert.IsType<InvocationBindingFailureMessage>(parsed);
        Assert.IsType<BentoMessagePackException>(failure.BindingFailure.SourceException);
    }

    [Fact]
    public async Task A_hub_answers_a_bad_argument_with_an_error_and_closes_only_the_connection_that_sent_garbage()
    {
        await using var server = await HubServer.StartAsync();
        var protocol = new BentoMessagePackHubProtocol();

        using (var socket = await ConnectAsync(server))
        {
            // A wrong argument: the caller gets an error completion and the connection stays usable.
            await SendAsync(socket, protocol.GetMessageBytes(new InvocationMessage("1", "Echo", [42])));
            var failed = Assert.IsType<CompletionMessage>(await ReceiveAsync(socket, protocol));
            Assert.Equal("1", failed.InvocationId);
            Assert.NotNull(failed.Error);

            await SendAsync(socket, protocol.GetMessageBytes(new InvocationMessage("2", "Echo", [new Score("Ada", 1)])));
            var ok = Assert.IsType<CompletionMessage>(await ReceiveAsync(socket, protocol));
            Assert.Equal(new Score("Ada", 2), ok.Result);

            // Garbage: the server closes this connection, with a close message naming an error.
            await SendAsync(socket, new byte[] { 0x04, 0x93, 0x01, 0xc1, 0xc1 });
            var closed = await ReceiveAsync(socket, protocol);
            Assert.True(closed is null or CloseMessage { Error: not null }, $"expected the connection to close, got {closed}");
        }

        // The server process is fine and serves the next connection.
        await using var client = server.Client(protocol);
        await client.StartAsync().WaitAsync(Limit);
        Assert.Equal(new Score("Bo", 3), await Microsoft.AspNetCore.SignalR.Client.HubConnectionExtensions.InvokeAsync<Score>(client, "Echo", new Score("Bo", 2)).WaitAsync(Limit));
    }

    private static async Task<ClientWebSocket> ConnectAsync(HubServer server)
    {
        var socket = new ClientWebSocket();
        var uri = new UriBuilder(server.HubUrl) { Scheme = "ws" }.Uri;
        using var timeout = new CancellationTokenSource(Limit);
        await socket.ConnectAsync(uri, timeout.Token);
        await socket.SendAsync(Encoding.UTF8.GetBytes("{\"protocol\":\"messagepack\",\"version\":1}\u001e"), WebSocketMessageType.Text, true, timeout.Token);
        var buffer = new byte[1024];
        var received = await socket.ReceiveAsync(buffer, timeout.Token);
        string handshake = Encoding.UTF8.GetString(buffer, 0, received.Count);
        Assert.StartsWith("{}", handshake, StringComparison.Ordinal);
        return socket;
    }

    private static async Task SendAsync(ClientWebSocket socket, ReadOnlyMemory<byte> frame)
    {
        using var timeout = new CancellationTokenSource(Limit);
        await socket.SendAsync(frame, WebSocketMessageType.Binary, true, timeout.Token);
    }

    // The next hub message other than a ping, or null when the server closed the socket.
    private static async Task<HubMessage?> ReceiveAsync(ClientWebSocket socket, IHubProtocol protocol)
    {
        using var timeout = new CancellationTokenSource(Limit);
        var buffer = new byte[64 * 1024];
        while (true)
        {
            int length = 0;
            ValueWebSocketReceiveResult result;
            do
            {
                result = await socket.ReceiveAsync(buffer.AsMemory(length), timeout.Token);
                if (result.MessageType == WebSocketMessageType.Close)
                    return null;
                length += result.Count;
            }
            while (!result.EndOfMessage);

            var input = new ReadOnlySequence<byte>(buffer, 0, length);
            while (protocol.TryParseMessage(ref input, new Binder(typeof(Score)), out var message))
                if (message is not PingMessage)
                    return message;
        }
    }

    private sealed class Binder(Type type) : IInvocationBinder
    {
        public IReadOnlyList<Type> GetParameterTypes(string methodName) => [type];

        public Type GetReturnType(string invocationId) => type;

        public Type GetStreamItemType(string streamId) => type;

        public string GetTarget(string streamId) => "Echo";
    }
}
