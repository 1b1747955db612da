using System;
using System.Collections.Generic;
using System.Runtime.Serialization;
using Bento;

namespace Bento.Bench.Models;

/// <summary>Game design data: a table of unit definitions as a game would ship it.</summary>
[BentoObject, DataContract]
public sealed partial class GameData
{
    [DataMember]
    public int Version { get; set; }

    [DataMember]
    public List<GameUnit> Units { get; set; } = new();
}

/// <summary>One unit: identity, numeric stats, tags, skills and loot.</summary>
[BentoObject, DataContract]
public sealed partial class GameUnit
{
    [DataMember]
    public int Id { get; set; }

    [DataMember]
    public string Key { get; set; } = "";

    [DataMember]
    public string Name { get; set; } = "";

    [DataMember]
    public string Faction { get; set; } = "";

    [DataMember]
    public int Level { get; set; }

    [DataMember]
    public bool Elite { get; set; }

    [DataMember]
    public int Health { get; set; }

    [DataMember]
    public int Attack { get; set; }

    [DataMember]
    public int Defense { get; set; }

    [DataMember]
    public float MoveSpeed { get; set; }

    [DataMember]
    public double CritChance { get; set; }

    [DataMember]
    public long Experience { get; set; }

    [DataMember]
    public string[] Tags { get; set; } = Array.Empty<string>();

    [DataMember]
    public List<GameSkill> Skills { get; set; } = new();

    [DataMember]
    public int[] LootTable { get; set; } = Array.Empty<int>();
}

/// <summary>A unit skill with its cooldown and a list of effect ids.</summary>
[BentoObject, DataContract]
public sealed partial class GameSkill
{
    [DataMember]
    public int Id { get; set; }

    [DataMember]
    public string Name { get; set; } = "";

    [DataMember]
    public double Cooldown { get; set; }

    [DataMember]
    public int Power { get; set; }

    [DataMember]
    public int[] Effects { get; set; } = Array.Empty<int>();
}
