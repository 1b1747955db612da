using System.Collections.Generic;
using Bento;

namespace Bento.Samples.SaveGame
{
    /// <summary>
    /// A save game. A positional record needs IsExternalInit under C# 9, which the package's Bento.Unity assembly
    /// provides; `required` members and record structs are C# 10-11 and not available in Unity.
    /// </summary>
    [BentoObject]
    public partial record SaveGame(string Name, int HighScore)
    {
        public List<string> Unlocked { get; init; } = new List<string>();

        public Dictionary<string, int> Inventory { get; init; } = new Dictionary<string, int>();
    }
}
