using System.Collections.Generic;
using System.Threading.Tasks;
using Orleans;
using Orleans.Runtime;

namespace Bento.Orleans.Tests;

[BentoObject]
public partial record Score(string Player, int Points);

[BentoObject]
public partial class PlayerState
{
    public int Total { get; set; }

    public List<Score> History { get; set; } = new();
}

[Alias("Bento.Orleans.Tests.IPlayerGrain")]
public interface IPlayerGrain : IGrainWithStringKey
{
    [Alias("Add")]
    Task<PlayerState> Add(Score score);

    [Alias("State")]
    Task<PlayerState> State();

    [Alias("Best")]
    Task<List<Score>> Best(int count);

    [Alias("Sleep")]
    Task Sleep();
}

/// <summary>Keeps a player's scores in grain state, persisted through the "bento" storage.</summary>
public sealed class PlayerGrain([PersistentState("player", "bento")] IPersistentState<PlayerState> state) : Grain, IPlayerGrain
{
    public async Task<PlayerState> Add(Score score)
    {
        state.State.History.Add(score);
        state.State.Total += score.Points;
        await state.WriteStateAsync();
        return state.State;
    }

    public Task<PlayerState> State() => Task.FromResult(state.State);

    public Task<List<Score>> Best(int count)
    {
        var best = new List<Score>(state.State.History);
        best.Sort((a, b) => b.Points.CompareTo(a.Points));
        return Task.FromResult(best.GetRange(0, System.Math.Min(count, best.Count)));
    }

    public Task Sleep()
    {
        DeactivateOnIdle();
        return Task.CompletedTask;
    }
}
