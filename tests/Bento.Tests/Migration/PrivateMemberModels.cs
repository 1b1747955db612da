using System.Collections.Generic;
using System.Text.Json.Serialization;

// Non-public members included by [BentoInclude] or System.Text.Json's [JsonInclude], in the three ways a member
// receives a value: assigned after construction, filled in place (get-only collection), and through the constructor
// or an init accessor.
namespace Bento.Tests.Migration
{
    [BentoObject]
    public partial class Vault
    {
        public string Owner { get; set; } = "";

        [BentoInclude, BentoName("pin")]
        private int _pin;

        [BentoInclude]
        private List<string> Log { get; } = new List<string>();

        [JsonInclude]
        protected string? Note { get; set; }

        [BentoInclude]
        internal int Version;

        public int Pin() => _pin;

        public List<string> LogInstance() => Log;

        public string? GetNote() => Note;

        public static Vault Create(string owner, int pin, string? note, params string[] log)
        {
            var vault = new Vault { Owner = owner, _pin = pin, Note = note, Version = 3 };
            vault.Log.AddRange(log);
            return vault;
        }
    }

    [BentoObject]
    public partial class Badge
    {
        public Badge(string code)
        {
            this.code = code;
        }

        [BentoInclude]
        private readonly string code;

        [BentoInclude]
        internal int Level { get; init; }

        [BentoInclude]
        private string Tier { get; init; } = "bronze";

        public string Code() => code;

        public string GetTier() => Tier;

        public static Badge Create(string code, int level, string tier) => new Badge(code) { Level = level, Tier = tier };
    }

    [BentoObject]
    public partial class KeyedVault
    {
        [BentoKey(0)]
        public string Owner { get; set; } = "";

        [BentoKey(1), BentoInclude]
        private int _pin;

        public int Pin() => _pin;

        public static KeyedVault Create(string owner, int pin) => new KeyedVault { Owner = owner, _pin = pin };
    }
}
