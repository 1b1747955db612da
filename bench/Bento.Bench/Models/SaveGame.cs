using Bento;

namespace Bento.Bench.Models;

/// <summary>The smallest workload: a save-game record with two members, serialized one at a time.</summary>
[BentoObject]
public sealed partial class SaveGame
{
    public string Name { get; set; } = "";

    public int HighScore { get; set; }
}
