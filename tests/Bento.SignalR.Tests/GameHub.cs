using System.Collections.Generic;
using System.Runtime.CompilerServices;
using System.Threading;
using System.Threading.Tasks;
using Microsoft.AspNetCore.SignalR;

namespace Bento.SignalR.Tests;

[BentoObject]
public partial record Score(string Player, int Points);

// camelCase names, as JavaScript and the official JSON protocol's System.Text.Json defaults expect.
[BentoObject(NamingPolicy = BentoNamingPolicy.CamelCase)]
public partial record Move(string Piece, int Square);

/// <summary>The hub every test talks to: a call, both stream directions, an error and a push to the caller.</summary>
public sealed class GameHub : Hub
{
    public Score Echo(Score score) => score with { Points = score.Points + 1 };

    public async IAsyncEnumerable<Score> Countdown(string player, int from, [EnumeratorCancellation] CancellationToken cancellationToken)
    {
        for (int i = from; i > 0; i--)
        {
            cancellationToken.ThrowIfCancellationRequested();
            yield return new Score(player, i);
            await Task.Yield();
        }
    }

    public async IAsyncEnumerable<int> Numbers(int count)
    {
        for (int i = 0; i < count; i++)
        {
            yield return i;
            await Task.Yield();
        }
    }

    public async Task<int> Total(IAsyncEnumerable<Score> scores)
    {
        int total = 0;
        await foreach (var score in scores)
            total += score.Points;
        return total;
    }

    public Move Play(Move move) => move with { Square = move.Square + 1 };

    public Score Fail(string reason) => throw new HubException(reason);

    public Task Push(Score score) => Clients.Caller.SendAsync("Scored", score);

    public List<Score> Board(int count)
    {
        var board = new List<Score>();
        for (int i = 0; i < count; i++)
            board.Add(new Score("p" + i, i));
        return board;
    }
}

/// <summary>A hub with a method the Bento protocol cannot carry, for the start-up check.</summary>
public sealed class UncheckedHub : Hub
{
    public int Fine(Score score, CancellationToken cancellationToken) => score.Points;

    public Task<NotBento> Broken(Dictionary<string, object> loose) => Task.FromResult(new NotBento());
}

public sealed class NotBento
{
    public string Text { get; set; } = "";
}
