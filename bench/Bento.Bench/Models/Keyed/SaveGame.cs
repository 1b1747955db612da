using System.Runtime.Serialization;
using Bento;

namespace Bento.Bench.Models.Keyed;

// The array-layout mirror of Models/SaveGame.cs: the same members in the same order, numbered from 0 for Bento ([BentoKey])
// and for MessagePack-CSharp ([DataMember(Order)] gives it integer keys).

[BentoObject, DataContract]
public sealed partial class SaveGame
{
    [BentoKey(0), DataMember(Order = 0)] public string Name { get; set; } = "";
    [BentoKey(1), DataMember(Order = 1)] public int HighScore { get; set; }
}
