using System;
using System.Collections.Generic;
using System.Runtime.Serialization;
using Bento;

namespace Bento.Bench.Models.Keyed;

// The array-layout mirror of Models/GameData.cs: the same members in the same order, numbered from 0 for Bento ([BentoKey])
// and for MessagePack-CSharp ([DataMember(Order)] gives it integer keys).

[BentoObject, DataContract]
public sealed partial class GameData
{
    [BentoKey(0), DataMember(Order = 0)] public int Version { get; set; }
    [BentoKey(1), DataMember(Order = 1)] public List<GameUnit> Units { get; set; } = new();
}

[BentoObject, DataContract]
public sealed partial class GameUnit
{
    [BentoKey(0), DataMember(Order = 0)] public int Id { get; set; }
    [BentoKey(1), DataMember(Order = 1)] public string Key { get; set; } = "";
    [BentoKey(2), DataMember(Order = 2)] public string Name { get; set; } = "";
    [BentoKey(3), DataMember(Order = 3)] public string Faction { get; set; } = "";
    [BentoKey(4), DataMember(Order = 4)] public int Level { get; set; }
    [BentoKey(5), DataMember(Order = 5)] public bool Elite { get; set; }
    [BentoKey(6), DataMember(Order = 6)] public int Health { get; set; }
    [BentoKey(7), DataMember(Order = 7)] public int Attack { get; set; }
    [BentoKey(8), DataMember(Order = 8)] public int Defense { get; set; }
    [BentoKey(9), DataMember(Order = 9)] public float MoveSpeed { get; set; }
    [BentoKey(10), DataMember(Order = 10)] public double CritChance { get; set; }
    [BentoKey(11), DataMember(Order = 11)] public long Experience { get; set; }
    [BentoKey(12), DataMember(Order = 12)] public string[] Tags { get; set; } = Array.Empty<string>();
    [BentoKey(13), DataMember(Order = 13)] public List<GameSkill> Skills { get; set; } = new();
    [BentoKey(14), DataMember(Order = 14)] public int[] LootTable { get; set; } = Array.Empty<int>();
}

[BentoObject, DataContract]
public sealed partial class GameSkill
{
    [BentoKey(0), DataMember(Order = 0)] public int Id { get; set; }
    [BentoKey(1), DataMember(Order = 1)] public string Name { get; set; } = "";
    [BentoKey(2), DataMember(Order = 2)] public double Cooldown { get; set; }
    [BentoKey(3), DataMember(Order = 3)] public int Power { get; set; }
    [BentoKey(4), DataMember(Order = 4)] public int[] Effects { get; set; } = Array.Empty<int>();
}
