using System;
using System.Buffers;
using System.Collections.Generic;
using System.Threading;
using System.Threading.Channels;
using System.Threading.Tasks;
using Microsoft.AspNetCore.SignalR;
using Microsoft.AspNetCore.SignalR.Client;
using Microsoft.AspNetCore.SignalR.Protocol;
using Xunit;

namespace Bento.SignalR.Tests;

/// <summary>The Bento JSON hub protocol: the official JSON protocol's bytes, and a hub the official JSON client calls.</summary>
public sealed class JsonProtocolTests
{
    private static readonly TimeSpan Limit = TimeSpan.FromSeconds(30);

    public static TheoryData<string> Messages => WireTests.Messages;

    [Theory]
    [MemberData(nameof(Messages))]
    public void Writes_the_bytes_the_official_json_protocol_writes(string name)
    {
        var message = WireTests.Make(name);
        string official = System.Text.Encoding.UTF8.GetString(new JsonHubProtocol().GetMessageBytes(message).Span);
        string bento = System.Text.Encoding.UTF8.GetString(new BentoJsonHubProtocol().GetMessageBytes(message).Span);
        Assert.Equal(official, bento);
    }

    [Fact]
    public void Reads_what_the_official_json_protocol_writes_and_bento_types_through_their_codecs()
    {
        var official = new JsonHubProtocol();
        var bento = new BentoJsonHubProtocol();
        var input = new ReadOnlySequence<byte>(official.GetMessageBytes(new StreamInvocationMessage("4", "Watch", ["a", 2], ["s"])));
        Assert.True(bento.TryParseMessage(ref input, new Binder([typeof(string), typeof(int)], typeof(int)), out var parsed));
        var stream = Assert.IsType<StreamInvocationMessage>(parsed);
        Assert.Equal(("4", "Watch", "a", 2, "s"), (stream.InvocationId, stream.Target, (string)stream.Arguments[0]!, (int)stream.Arguments[1]!, stream.StreamIds![0]));

        var own = new ReadOnlySequence<byte>(bento.GetMessageBytes(CompletionMessage.WithResult("5", new Score("Ada", 3))));
        Assert.Equal("{\"type\":3,\"invocationId\":\"5\",\"result\":{\"Player\":\"Ada\",\"Points\":3}}\u001e", System.Text.Encoding.UTF8.GetString(own.ToArray()));
        Assert.True(bento.TryParseMessage(ref own, new Binder([], typeof(Score)), out var completion));
        Assert.Equal(new Score("Ada", 3), Assert.IsType<CompletionMessage>(completion).Result);
    }

    [Fact]
    public void Malformed_json_raises_bentos_exception_and_a_wrong_argument_is_a_binding_failure()
    {
        var protocol = new BentoJsonHubProtocol();
        var broken = new ReadOnlySequence<byte>("{\"type\":1,\"target\":\"Echo\",\"arguments\":[{]}\u001e"u8.ToArray());
        var error = Assert.Throws<BentoJsonException>(() => protocol.TryParseMessage(ref broken, new Binder([typeof(Score)], typeof(Score)), out _));
        Assert.True(error.BytePosition > 0);

        var wrong = new ReadOnlySequence<byte>("{\"type\":1,\"invocationId\":\"1\",\"target\":\"Echo\",\"arguments\":[{\"Player\":5}]}\u001e"u8.ToArray());
        Assert.True(protocol.TryParseMessage(ref wrong, new Binder([typeof(Score)], typeof(Score)), out var parsed));
        var failure = Assert.IsType<InvocationBindingFailureMessage>(parsed);
        Assert.IsType<BentoJsonException>(failure.BindingFailure.SourceException);
    }

    [Fact]
    public async Task The_official_json_client_calls_streams_and_gets_errors_from_a_bento_json_hub()
    {
        await using var server = await HubServer.StartAsync();
        await using var client = server.Client(new JsonHubProtocol());
        await client.StartAsync().WaitAsync(Limit);

        Assert.Equal(new Move("knight", 18), await client.InvokeAsync<Move>("Play", new Move("knight", 17)).WaitAsync(Limit));

        var board = new List<int>();
        await foreach (var n in client.StreamAsync<int>("Numbers", 3).WithCancellation(new CancellationTokenSource(Limit).Token))
            board.Add(n);
        Assert.Equal([0, 1, 2], board);

        var error = await Assert.ThrowsAsync<HubException>(() => client.InvokeAsync<Score>("Fail", "bad move").WaitAsync(Limit));
        Assert.Contains("bad move", error.Message, StringComparison.Ordinal);
    }

    [Fact]
    public async Task A_bento_json_client_round_trips_bento_types_in_both_stream_directions()
    {
        await using var server = await HubServer.StartAsync();
        await using var client = server.Client(new BentoJsonHubProtocol());
        await client.StartAsync().WaitAsync(Limit);

        Assert.Equal(new Score("Ada", 42), await client.InvokeAsync<Score>("Echo", new Score("Ada", 41)).WaitAsync(Limit));

        var countdown = new List<Score>();
        await foreach (var score in client.StreamAsync<Score>("Countdown", "Ada", 2).WithCancellation(new CancellationTokenSource(Limit).Token))
            countdown.Add(score);
        Assert.Equal([new Score("Ada", 2), new Score("Ada", 1)], countdown);

        var upload = Channel.CreateUnbounded<Score>();
        var total = client.InvokeAsync<int>("Total", upload.Reader);
        await upload.Writer.WriteAsync(new Score("a", 4));
        upload.Writer.Complete();
        Assert.Equal(4, await total.WaitAsync(Limit));
    }

    private sealed class Binder(Type[] parameters, Type result) : IInvocationBinder
    {
        public IReadOnlyList<Type> GetParameterTypes(string methodName) => parameters;

        public Type GetReturnType(string invocationId) => result;

        public Type GetStreamItemType(string streamId) => result;

        public string GetTarget(string streamId) => "Echo";
    }
}
