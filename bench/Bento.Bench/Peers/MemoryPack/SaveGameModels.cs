using MemoryPack;

namespace Bento.Bench.Peers.MemoryPack.Models;

// The MemoryPack mirror of Models/SaveGame.cs: the same members in the same order. MemoryPack and Bento both put a static
// constructor into the type they generate for, so one type cannot carry both attributes.

[MemoryPackable]
public sealed partial class SaveGame
{
    public string Name { get; set; } = "";
    public int HighScore { get; set; }
}
