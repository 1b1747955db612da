using System.Collections.Generic;
using System.Runtime.Serialization;
using Bento;

namespace Bento.Bench.Models.Keyed;

// The array-layout mirror of Models/Canada.cs: the same members in the same order, numbered from 0 for Bento ([BentoKey])
// and for MessagePack-CSharp ([DataMember(Order)] gives it integer keys).

[BentoObject, DataContract]
public sealed partial class CanadaFeatureCollection
{
    [BentoKey(0), DataMember(Order = 0)] public string Type { get; set; } = "";
    [BentoKey(1), DataMember(Order = 1)] public List<CanadaFeature> Features { get; set; } = new();
}

[BentoObject, DataContract]
public sealed partial class CanadaFeature
{
    [BentoKey(0), DataMember(Order = 0)] public string Type { get; set; } = "";
    [BentoKey(1), DataMember(Order = 1)] public CanadaProperties Properties { get; set; } = new();
    [BentoKey(2), DataMember(Order = 2)] public CanadaGeometry Geometry { get; set; } = new();
}

[BentoObject, DataContract]
public sealed partial class CanadaProperties
{
    [BentoKey(0), DataMember(Order = 0)] public string Name { get; set; } = "";
}

[BentoObject, DataContract]
public sealed partial class CanadaGeometry
{
    [BentoKey(0), DataMember(Order = 0)] public string Type { get; set; } = "";
    [BentoKey(1), DataMember(Order = 1)] public List<List<double[]>> Coordinates { get; set; } = new();
}
