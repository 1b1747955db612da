using System;
using System.Collections.Generic;
using System.Linq;
using System.Text.Json.Serialization;

namespace Bento.Testing.Tests;

// ---- models that survive every format ----

public enum Rarity
{
    Common,
    Rare,
    Legendary,
}

[Flags]
public enum Ability
{
    None = 0,
    Fly = 1,
    Swim = 2,
    Climb = 4,
}

[BentoObject]
public partial struct Vector3
{
    public float X;
    public float Y;
    public float Z;

    public Vector3(float x, float y, float z)
    {
        X = x;
        Y = y;
        Z = z;
    }
}

[BentoObject(NamingPolicy = BentoNamingPolicy.SnakeCase)]
public partial class Item
{
    public string Name { get; set; } = "";
    public Rarity Rarity { get; set; }
    public Dictionary<string, double> Stats { get; set; } = new();
    public int[] Sockets { get; set; } = Array.Empty<int>();
}

[BentoObject(NamingPolicy = BentoNamingPolicy.CamelCase, EnumsAsNames = true)]
public partial class Player
{
    // A cache: filled on demand, never serialized, never compared.
    private Dictionary<string, Item>? _byName;

    public string Name { get; set; } = "";
    public int Level { get; private set; }
    public double Health { get; set; }
    public Vector3 Position { get; set; }
    public List<Item> Inventory { get; set; } = new();
    public HashSet<string> Tags { get; } = new();
    public Dictionary<int, List<string>> Quests { get; set; } = new();
    public Ability Abilities { get; set; }
    public int? Guild { get; set; }
    public Guid Id { get; set; }
    public DateTime LastSeen { get; set; }
    public DateTimeOffset Created { get; set; }
    public TimeSpan Played { get; set; }
    public byte[] Avatar { get; set; } = Array.Empty<byte>();
    public IReadOnlyList<Vector3> Waypoints { get; set; } = Array.Empty<Vector3>();
    [BentoName("home_town")] public string? HomeTown { get; set; }
    [BentoIgnore] public string Transient { get; set; } = "";

    public void LevelUp() => Level++;

    public Item? Find(string name)
    {
        _byName ??= Inventory.ToDictionary(i => i.Name);
        return _byName.TryGetValue(name, out var item) ? item : null;
    }

    public static Player Sample()
    {
        var player = new Player
        {
            Name = "Ann \"the Brave\" \u00e9",
            Health = 87.125,
            Position = new Vector3(1.5f, -2.25f, 1e-7f),
            Abilities = Ability.Fly | Ability.Climb,
            Guild = 7,
            Id = new Guid("0f8fad5b-d9cb-469f-a165-70867728950e"),
            LastSeen = new DateTime(2026, 5, 1, 10, 30, 15, DateTimeKind.Utc).AddTicks(1234567),
            Created = new DateTimeOffset(2025, 12, 24, 18, 0, 0, TimeSpan.FromHours(2)),
            Played = new TimeSpan(3, 4, 5, 6, 789),
            Avatar = new byte[] { 0, 1, 2, 250, 255 },
            Waypoints = new[] { new Vector3(0, 0, 0), new Vector3(10, 20, 30) },
            HomeTown = "Riverwood",
            Transient = "not serialized",
        };
        player.LevelUp();
        player.LevelUp();
        for (int i = 0; i < 5; i++)
        {
            player.Inventory.Add(new Item
            {
                Name = "item" + i,
                Rarity = (Rarity)(i % 3),
                Stats = { ["power"] = i * 1.5, ["speed"] = 0.1 * i },
                Sockets = Enumerable.Range(0, i).ToArray(),
            });
        }
        player.Tags.Add("founder");
        player.Tags.Add("pvp");
        player.Quests[1] = new List<string> { "find the sword", "return" };
        player.Quests[42] = new List<string>();
        player.Find("item1");
        return player;
    }
}

[BentoObject]
public partial record Pet(string Name, int Age, List<string> Tricks);

[BentoObject]
public partial class KeyedSnapshot
{
    [BentoKey(0)] public int Tick { get; set; }
    [BentoKey(2)] public List<Vector3> Positions { get; set; } = new();
    [BentoKey(3)] public string? Note { get; set; }
}

// ---- models that lose data, one way each ----

[BentoObject]
public partial class Hero
{
    private int _level = 1;

    public string Name { get; set; } = "";

    // Clamps what it is given to the normal cap, but prestige levels go past it, so they do not come back.
    public int Level
    {
        get => _level;
        set => _level = Math.Min(value, 99);
    }

    public void Prestige(int levels) => _level += levels;
}

#pragma warning disable BENTO009 // the point of this model: written, never read
[BentoObject]
public partial class Scoreboard
{
    private int _score;

    public string Owner { get; set; } = "";
    public int Score => _score;

    public void Add(int points) => _score += points;
}
#pragma warning restore BENTO009

[BentoObject]
public partial class Gear
{
    private Dictionary<string, double> _stats = new();

    public string Name { get; set; } = "";

    // Drops zero entries on the way in.
    public Dictionary<string, double> Stats
    {
        get => _stats;
        set
        {
            _stats = new Dictionary<string, double>();
            foreach (var pair in value)
            {
                if (pair.Value != 0)
                    _stats[pair.Key] = pair.Value;
            }
        }
    }
}

[BentoObject]
public partial class Backpack
{
    public List<Gear> Inventory { get; set; } = new();
}

[BentoObject]
public partial class Roster
{
    private List<string> _names = new();

    // Sorts on the way in, so the order the game kept is lost.
    public List<string> Names
    {
        get => _names;
        set => _names = value.OrderBy(n => n, StringComparer.Ordinal).ToList();
    }
}

[BentoObject]
public partial class Seeded
{
    // Not behind any serialized member: lost in every format, compared only with BentoPrivateFields.All.
    private int _seed;
    [BentoIgnore] private int _ignored;

    public string Label { get; set; } = "";

    public void Reseed(int seed, int ignored)
    {
        _seed = seed;
        _ignored = ignored;
    }

    public int IgnoredValue() => _ignored;
}

[BentoObject]
public partial class Compass
{
    private double _heading;

    // Stored as double, written as float: the field behind the member loses precision.
    public float Heading
    {
        get => (float)_heading;
        set => _heading = value;
    }

    public void Turn(double heading) => _heading = heading;
}

[BentoObject]
public partial class Ratio
{
    private double _value;

    public double Value
    {
        get => _value;
        set => _value = Math.Round(value, 2);
    }

    public void SetExact(double value) => _value = value;
}

#pragma warning disable BENTO009 // the id is assigned afresh on every construction, on purpose
[BentoObject]
public partial class Session
{
    public Guid Id { get; } = Guid.NewGuid();
    public DateTime CreatedAt { get; } = DateTime.UtcNow;
    public string User { get; set; } = "";
}
#pragma warning restore BENTO009

[BentoObject]
public partial class Lobby
{
    public Session Session { get; set; } = new();
    public List<Session> Sessions { get; set; } = new();
    public string Name { get; set; } = "";
}

[BentoObject]
public partial class Animal
{
    public string Name { get; set; } = "";
}

[BentoObject]
public partial class Dog : Animal
{
    public bool GoodBoy { get; set; }
}

[BentoObject]
public partial class Kennel
{
    public Animal? Resident { get; set; }
}

[BentoObject]
public partial class Thermostat
{
    private int _target = 20;

    public string Room { get; set; } = "";

    // Rejects what it is given below 5 degrees, though frost protection may set lower.
    public int Target
    {
        get => _target;
        set => _target = value >= 5 ? value : throw new ArgumentOutOfRangeException(nameof(value), value, "Target below 5.");
    }

    public void FrostProtect() => _target = 3;
}

[BentoObject]
public partial class Measurement
{
    public double Value { get; set; }
    public DateTime Taken { get; set; }
}

[BentoObject]
public partial class Node
{
    public string Name { get; set; } = "";
    public Node? Next { get; set; }
}

// ---- models for the System.Text.Json check ----

[BentoObject(NamingPolicy = BentoNamingPolicy.KebabCase)]
public partial class Account
{
    public string UserName { get; set; } = "";

    // Shared with a web API that hides it; [BentoInclude] makes Bento still write it.
    [JsonIgnore, BentoInclude]
    public string? RecoveryCode { get; set; }

    // Filled in place by Bento; System.Text.Json does not fill get-only collections by default.
    public List<string> Devices { get; } = new();
}

public enum Mood
{
    [BentoName("happy!")] Happy,
    Sad,
}

[BentoObject(EnumsAsNames = true)]
public partial class Diary
{
    public Mood Mood { get; set; }
}

// ---- a model written for System.Text.Json, with a private member Bento includes ----

[BentoObject]
public partial class Migrated
{
    [JsonPropertyName("display_name"), JsonPropertyOrder(1)]
    public string Name { get; set; } = "";

    [JsonIgnore]
    public string Cache { get; set; } = "";

    [BentoInclude]
    private int _pin;

    public int Pin() => _pin;

    public static Migrated Sample() => new() { Name = "ann", Cache = "local", _pin = 4321 };
}
