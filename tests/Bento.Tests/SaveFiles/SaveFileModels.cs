using System.Collections.Generic;
using System.Text;

namespace Bento.Tests.SaveFiles
{
    /// <summary>A save game whose every member is a function of its generation, so a loaded value can be checked exactly.</summary>
    [BentoObject]
    public partial class SaveSlot
    {
        public int Generation { get; set; }
        public string? Player { get; set; }
        public double PlayTime { get; set; }
        public List<int>? Inventory { get; set; }
        public Dictionary<string, long>? Flags { get; set; }

        /// <summary>The value saved as generation <paramref name="generation"/>; <paramref name="bulk"/> scales its size.</summary>
        public static SaveSlot Make(int generation, int bulk = 1)
        {
            var inventory = new List<int>();
            int count = (50 + (generation % 37)) * bulk;
            for (int i = 0; i < count; i++)
                inventory.Add((generation * 31) + i);
            var name = new StringBuilder("player ");
            name.Append(generation);
            return new SaveSlot
            {
                Generation = generation,
                Player = name.ToString(),
                PlayTime = generation * 1.25,
                Inventory = inventory,
                Flags = new Dictionary<string, long> { ["quest"] = generation, ["gold"] = generation * 1000L },
            };
        }
    }

    /// <summary>A save of another game version: the same member name with another type, so a <see cref="SaveSlot"/> cannot read it.</summary>
    [BentoObject]
    public partial class OtherSave
    {
        public string? Generation { get; set; }
    }

    /// <summary>The smallest model, for the exact file layouts.</summary>
    [BentoObject]
    public partial class Tiny
    {
        public int A { get; set; }
    }
}
