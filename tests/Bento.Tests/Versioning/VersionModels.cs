using System.Collections.Generic;

// Each pair is one type at two points of its life: V1 wrote the old data, V2 is today's code (and the reverse checks
// that an old reader copes with new data). C# 9: the netstandard2.1 test project compiles these too.
namespace Bento.Tests.Versioning
{
    [BentoObject]
    public partial class ProfileV1
    {
        public string Name { get; set; } = "";
        public int Level { get; set; }
    }

    /// <summary>V1 plus members: Guild has an initializer, Rank has none.</summary>
    [BentoObject]
    public partial class ProfileV2
    {
        public string Name { get; set; } = "";
        public int Level { get; set; }
        public string Guild { get; set; } = "none";
        public int Rank { get; set; }
    }

    /// <summary>V1 plus a member that must be present.</summary>
    [BentoObject]
    public partial class ProfileV2Required
    {
        public string Name { get; set; } = "";
        public int Level { get; set; }
        [BentoRequired] public string Guild { get; set; } = "";
    }

    /// <summary>V1 without Level.</summary>
    [BentoObject]
    public partial class ProfileV2Removed
    {
        public string Name { get; set; } = "";
    }

    /// <summary>V1 with its members declared in another order.</summary>
    [BentoObject]
    public partial class ProfileV2Reordered
    {
        public int Level { get; set; }
        public string Name { get; set; } = "";
    }

    [BentoObject]
    public partial class ScoreV1
    {
        public int Points { get; set; }
        public string Player { get; set; } = "";
    }

    /// <summary>Points renamed to Score, Player to Name by way of an intermediate name: both old names still read.</summary>
    [BentoObject]
    public partial class ScoreV2
    {
        [BentoAlias("Points")] public int Score { get; set; }
        [BentoAlias("Player"), BentoAlias("PlayerName")] public string Name { get; set; } = "";
    }

    /// <summary>A renamed constructor parameter of a record keeps its old name through the alias too.</summary>
    [BentoObject]
    public partial record ScoreRecordV2([property: BentoAlias("Points")] int Score, [property: BentoAlias("Player")] string Name);

    // One member's type changes per pair, so that each failure names that member.
    [BentoObject] public partial class WideV1 { public int Amount { get; set; } }
    [BentoObject] public partial class WideV2 { public long Amount { get; set; } }
    [BentoObject] public partial class RatioV1 { public int Ratio { get; set; } }
    [BentoObject] public partial class RatioV2 { public double Ratio { get; set; } }
    [BentoObject] public partial class CodeV1 { public int Code { get; set; } }
    [BentoObject] public partial class CodeV2 { public string Code { get; set; } = ""; }
    [BentoObject] public partial class OptionalV1 { public int? Optional { get; set; } }
    [BentoObject] public partial class OptionalV2 { public int Optional { get; set; } }
    [BentoObject] public partial class SingleV1 { public int Single { get; set; } }
    [BentoObject] public partial class SingleV2 { public List<int> Single { get; set; } = new List<int>(); }
    [BentoObject] public partial class ShadeV1 { public Shade Shade { get; set; } }
    [BentoObject] public partial class ShadeV2 { [BentoEnumAsName] public Shade Shade { get; set; } }

    public enum Shade
    {
        Light = 0,
        Dark = 1,
    }

    /// <summary>Nested: a type change deep inside reports the whole path.</summary>
    [BentoObject]
    public partial class RosterV1
    {
        public List<WideV1> Entries { get; set; } = new List<WideV1>();
    }

    [BentoObject]
    public partial class RosterV2
    {
        public List<WideV2> Entries { get; set; } = new List<WideV2>();
    }

    [BentoObject]
    public partial class KeyedV1
    {
        [BentoKey(0)] public string Name { get; set; } = "";
        [BentoKey(1)] public int Level { get; set; }
        [BentoKey(2)] public int Rank { get; set; }
    }

    /// <summary>Level removed: key 1 is retired, not reused; Guild takes a new key.</summary>
    [BentoObject]
    public partial class KeyedV2
    {
        [BentoKey(0)] public string Name { get; set; } = "";
        [BentoKey(2)] public int Rank { get; set; }
        [BentoKey(3)] public string Guild { get; set; } = "none";
    }

    /// <summary>The mistake: key 1 given to a new member of the same wire type, which silently takes Level's old values.</summary>
    [BentoObject]
    public partial class KeyedV2Reused
    {
        [BentoKey(0)] public string Name { get; set; } = "";
        [BentoKey(1)] public int Stars { get; set; }
        [BentoKey(2)] public int Rank { get; set; }
    }

    /// <summary>Members declared in another order with the same keys.</summary>
    [BentoObject]
    public partial class KeyedV2Reordered
    {
        [BentoKey(2)] public int Rank { get; set; }
        [BentoKey(0)] public string Name { get; set; } = "";
        [BentoKey(1)] public int Level { get; set; }
    }

    /// <summary>An old reader of keyed data whose retired element may now be nil.</summary>
    [BentoObject]
    public partial class KeyedV1Nullable
    {
        [BentoKey(0)] public string Name { get; set; } = "";
        [BentoKey(1)] public int? Level { get; set; }
        [BentoKey(2)] public int Rank { get; set; }
    }
}
