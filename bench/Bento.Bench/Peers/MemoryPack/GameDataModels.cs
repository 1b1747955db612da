using System;
using System.Collections.Generic;
using MemoryPack;

namespace Bento.Bench.Peers.MemoryPack.Models;

// The MemoryPack mirror of Models/GameData.cs: the same members in the same order. MemoryPack and Bento both put a static
// constructor into the type they generate for, so one type cannot carry both attributes.

[MemoryPackable]
public sealed partial class GameData
{
    public int Version { get; set; }
    public List<GameUnit> Units { get; set; } = new();
}

[MemoryPackable]
public sealed partial class GameUnit
{
    public int Id { get; set; }
    public string Key { get; set; } = "";
    public string Name { get; set; } = "";
    public string Faction { get; set; } = "";
    public int Level { get; set; }
    public bool Elite { get; set; }
    public int Health { get; set; }
    public int Attack { get; set; }
    public int Defense { get; set; }
    public float MoveSpeed { get; set; }
    public double CritChance { get; set; }
    public long Experience { get; set; }
    public string[] Tags { get; set; } = Array.Empty<string>();
    public List<GameSkill> Skills { get; set; } = new();
    public int[] LootTable { get; set; } = Array.Empty<int>();
}

[MemoryPackable]
public sealed partial class GameSkill
{
    public int Id { get; set; }
    public string Name { get; set; } = "";
    public double Cooldown { get; set; }
    public int Power { get; set; }
    public int[] Effects { get; set; } = Array.Empty<int>();
}
