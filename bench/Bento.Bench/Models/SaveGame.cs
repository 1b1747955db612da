using System.Runtime.Serialization;
using Bento;

namespace Bento.Bench.Models;

/// <summary>The smallest workload: a save-game record with two members, serialized one at a time.</summary>
[BentoObject, DataContract]
public sealed partial class SaveGame
{
    [DataMember]
    public string Name { get; set; } = "";

    [DataMember]
    public int HighScore { get; set; }
}
