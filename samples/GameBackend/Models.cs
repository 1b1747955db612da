using System;
using System.Collections.Generic;
using Bento;

namespace GameBackend;

/// <summary>One save slot: the player, where they are and what they carry.</summary>
[BentoObject(NamingPolicy = BentoNamingPolicy.CamelCase)]
public partial class SaveGame
{
    public string Player { get; set; } = "";

    public int Level { get; set; }

    public long Score { get; set; }

    public Vector2 Position { get; set; }

    public List<InventoryItem> Inventory { get; set; } = new();

    public DateTimeOffset SavedAt { get; set; }
}

[BentoObject(NamingPolicy = BentoNamingPolicy.CamelCase)]
public partial struct Vector2
{
    public float X { get; set; }

    public float Y { get; set; }
}

[BentoObject(NamingPolicy = BentoNamingPolicy.CamelCase)]
public partial class InventoryItem
{
    public string Id { get; set; } = "";

    public int Count { get; set; }
}

/// <summary>
/// Something in the world. Bento has no polymorphic unions yet, so the kinds share one type and
/// <see cref="Kind"/> says which one it is; the members a kind does not use stay null.
/// </summary>
[BentoObject(NamingPolicy = BentoNamingPolicy.CamelCase, EnumsAsNames = true)]
public partial class WorldEntity
{
    public int Id { get; set; }

    public EntityKind Kind { get; set; }

    public Vector2 Position { get; set; }

    public int? Health { get; set; }

    public string? Loot { get; set; }
}

public enum EntityKind
{
    Monster,
    Chest,
    Npc,
}
