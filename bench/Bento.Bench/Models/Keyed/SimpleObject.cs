using System;
using System.Collections.Generic;
using System.Runtime.Serialization;
using Bento;

namespace Bento.Bench.Models.Keyed;

// The array-layout mirror of Models/SimpleObject.cs: the same members in the same order, numbered from 0 for Bento ([BentoKey])
// and for MessagePack-CSharp ([DataMember(Order)] gives it integer keys).

[BentoObject, DataContract]
public sealed partial class SimpleObject
{
    [BentoKey(0), DataMember(Order = 0)] public int Id { get; set; }
    [BentoKey(1), DataMember(Order = 1)] public string Name { get; set; } = "";
    [BentoKey(2), DataMember(Order = 2)] public string Address { get; set; } = "";
    [BentoKey(3), DataMember(Order = 3)] public int[] Scores { get; set; } = Array.Empty<int>();
}

[BentoObject, DataContract]
public sealed partial class SimpleObjectList
{
    [BentoKey(0), DataMember(Order = 0)] public List<SimpleObject> Items { get; set; } = new();
}
