using System.Collections.Generic;

namespace Bento.Tests.Subsets
{
    [BentoObject]
    public partial struct Vec3
    {
        public float X;
        public float Y;
        public float Z;
    }

    [BentoObject]
    public partial class Gear
    {
        public string? Weapon { get; set; }
        public int Ammo { get; set; }
    }

    /// <summary>A "Transform" view, a "Vitals" view and a "Network" view that shares Health and holds a nested object whole.</summary>
    [BentoObject(NamingPolicy = BentoNamingPolicy.CamelCase)]
    public partial class Player
    {
        [BentoRequired] public string Name { get; set; } = "";

        [BentoSubset("Transform")] public Vec3 Position { get; set; }
        [BentoSubset("Transform")] public Vec3 Rotation { get; set; }
        [BentoSubset("Transform")] public float Scale { get; set; }

        [BentoSubset("Vitals", "Network")] public int Health { get; set; }

        [BentoSubset("Network")] public Gear? Gear { get; set; }

        public List<string> Tags { get; set; } = new List<string>();
    }

    /// <summary>MessagePack array layout: subset writers write a map keyed by these integers.</summary>
    [BentoObject]
    public partial class KeyedPlayer
    {
        [BentoKey(0)] public string? Name { get; set; }
        [BentoKey(1), BentoSubset("Motion")] public Vec3 Position { get; set; }
        [BentoKey(3), BentoSubset("Motion")] public float Speed { get; set; }
        [BentoKey(4)] public int Health { get; set; }
        [BentoKey(5), BentoSubset("Loadout")] public Gear? Gear { get; set; }
    }

    /// <summary>Built through its constructor: a partial update builds a new value from the current one and the input.</summary>
    [BentoObject]
    public partial record Unit(string Id, int Level, [property: BentoSubset("Place")] int Tile)
    {
        [BentoSubset("Place")] public string? Zone { get; init; }
    }

    /// <summary>Hooks run for subset writes too.</summary>
    [BentoObject]
    public partial class Beacon
    {
        [BentoSubset("Ping")] public double Signal { get; set; }
        public string? Label { get; set; }

        [BentoIgnore] public int Writes { get; private set; }

        partial void OnBentoSerializing() => Writes++;
    }
}
