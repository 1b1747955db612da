using System;
using System.Collections.Generic;
using System.Linq;
using System.Threading;
using System.Threading.Channels;
using System.Threading.Tasks;
using MessagePack;
using Microsoft.AspNetCore.SignalR;
using Microsoft.AspNetCore.SignalR.Client;
using Microsoft.AspNetCore.SignalR.Protocol;
using Microsoft.Extensions.DependencyInjection;
using Xunit;

namespace Bento.SignalR.Tests;

// The client side of the official MessagePack protocol needs MessagePack-CSharp's own contract; keyed by property
// name it has the same wire shape as Bento's default map layout.
[MessagePackObject(keyAsPropertyName: true)]
public sealed class ScoreContract
{
    public string Player { get; set; } = "";

    public int Points { get; set; }
}

/// <summary>The official .NET SignalR client against a Bento hub on a real Kestrel server.</summary>
public sealed class DotNetClientTests
{
    private static readonly TimeSpan Limit = TimeSpan.FromSeconds(30);

    [Fact]
    public async Task Calls_streams_errors_and_pushes_with_the_bento_protocol_on_both_sides()
    {
        await using var server = await HubServer.StartAsync();
        await using var client = server.Client(new BentoMessagePackHubProtocol());
        var pushed = new TaskCompletionSource<Score>(TaskCreationOptions.RunContinuationsAsynchronously);
        client.On<Score>("Scored", s => pushed.TrySetResult(s));
        await client.StartAsync().WaitAsync(Limit);

        Assert.Equal(new Score("Ada", 42), await client.InvokeAsync<Score>("Echo", new Score("Ada", 41)).WaitAsync(Limit));

        var board = await client.InvokeAsync<List<Score>>("Board", 3).WaitAsync(Limit);
        Assert.Equal([new Score("p0", 0), new Score("p1", 1), new Score("p2", 2)], board);

        var countdown = new List<Score>();
        await foreach (var score in client.StreamAsync<Score>("Countdown", "Ada", 3).WithCancellation(new CancellationTokenSource(Limit).Token))
            countdown.Add(score);
        Assert.Equal([new Score("Ada", 3), new Score("Ada", 2), new Score("Ada", 1)], countdown);

        var upload = Channel.CreateUnbounded<Score>();
        var total = client.InvokeAsync<int>("Total", upload.Reader);
        await upload.Writer.WriteAsync(new Score("a", 5));
        await upload.Writer.WriteAsync(new Score("b", 6));
        upload.Writer.Complete();
        Assert.Equal(11, await total.WaitAsync(Limit));

        var error = await Assert.ThrowsAsync<HubException>(() => client.InvokeAsync<Score>("Fail", "bad move").WaitAsync(Limit));
        Assert.Contains("bad move", error.Message, StringComparison.Ordinal);

        await client.InvokeAsync("Push", new Score("pushed", 7)).WaitAsync(Limit);
        Assert.Equal(new Score("pushed", 7), await pushed.Task.WaitAsync(Limit));
    }

    [Fact]
    public async Task The_official_messagepack_client_talks_to_a_bento_hub()
    {
        await using var server = await HubServer.StartAsync();
        await using var client = server.Client(new MessagePackHubProtocol());
        await client.StartAsync().WaitAsync(Limit);

        var echoed = await client.InvokeAsync<ScoreContract>("Echo", new ScoreContract { Player = "Ada", Points = 41 }).WaitAsync(Limit);
        Assert.Equal(("Ada", 42), (echoed.Player, echoed.Points));

        var countdown = new List<int>();
        await foreach (var score in client.StreamAsync<ScoreContract>("Countdown", "Ada", 2).WithCancellation(new CancellationTokenSource(Limit).Token))
            countdown.Add(score.Points);
        Assert.Equal([2, 1], countdown);

        var upload = Channel.CreateUnbounded<ScoreContract>();
        var total = client.InvokeAsync<int>("Total", upload.Reader);
        await upload.Writer.WriteAsync(new ScoreContract { Player = "a", Points = 1 });
        upload.Writer.Complete();
        Assert.Equal(1, await total.WaitAsync(Limit));

        var error = await Assert.ThrowsAsync<HubException>(() => client.InvokeAsync<ScoreContract>("Fail", "bad move").WaitAsync(Limit));
        Assert.Contains("bad move", error.Message, StringComparison.Ordinal);
    }

    [Fact]
    public void Hub_types_the_protocol_cannot_carry_fail_at_start_up_with_every_method_named()
    {
        Assert.Empty(BentoSignalRBuilderExtensions.UnsupportedTypes(typeof(GameHub)));
        var problems = BentoSignalRBuilderExtensions.UnsupportedTypes(typeof(UncheckedHub));
        Assert.Equal(["Broken(loose): System.Collections.Generic.Dictionary`2[[System.String, System.Private.CoreLib, Version=10.0.0.0, Culture=neutral, PublicKeyToken=7cec85d7bea7798e],[System.Object, System.Private.CoreLib, Version=10.0.0.0, Culture=neutral, PublicKeyToken=7cec85d7bea7798e]]",
            "Broken result: Bento.SignalR.Tests.NotBento"], problems);

        var builder = Microsoft.AspNetCore.Builder.WebApplication.CreateSlimBuilder();
        var error = Assert.Throws<InvalidOperationException>(() => builder.Services.AddSignalR().AddBentoMessagePackProtocol().ValidateBentoHub<UncheckedHub>());
        Assert.Contains("UncheckedHub", error.Message, StringComparison.Ordinal);
        Assert.Contains("NotBento", error.Message, StringComparison.Ordinal);
    }
}
