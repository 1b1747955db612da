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

    [BentoObject]
    public partial class AmountV1
    {
        public int Amount { get; set; }
        public int Ratio { get; set; }
        public int Code { get; set; }
        public int? Optional { get; set; }
        public Shade Shade { get; set; }
        public int Single { get; set; }
    }

    public enum Shade
    {
        Light = 0,
        Dark = 1,
    }

    /// <summary>Amount widened to long, Ratio to double, Code became text, Optional lost its null, Single became a list.</summary>
    [BentoObject]
    public partial class AmountV2
    {
        public long Amount { get; set; }
        public double Ratio { get; set; }
        public string Code { get; set; } = "";
        public int Optional { get; set; }
        [BentoEnumAsName] public Shade Shade { get; set; }
        public List<int> Single { get; set; } = new List<int>();
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

    /// <summary>Nested: a type change deep inside reports the whole path.</summary>
    [BentoObject]
    public partial class RosterV1
    {
        public List<AmountV1> Entries { get; set; } = new List<AmountV1>();
    }

    [BentoObject]
    public partial class RosterV2
    {
        public List<AmountV2> Entries { get; set; } = new List<AmountV2>();
    }
}
