using System.Collections.Generic;
using MemoryPack;

namespace Bento.Bench.Peers.MemoryPack.Models;

// The MemoryPack mirror of Models/Canada.cs: the same members in the same order. MemoryPack and Bento both put a static
// constructor into the type they generate for, so one type cannot carry both attributes.

[MemoryPackable]
public sealed partial class CanadaFeatureCollection
{
    public string Type { get; set; } = "";
    public List<CanadaFeature> Features { get; set; } = new();
}

[MemoryPackable]
public sealed partial class CanadaFeature
{
    public string Type { get; set; } = "";
    public CanadaProperties Properties { get; set; } = new();
    public CanadaGeometry Geometry { get; set; } = new();
}

[MemoryPackable]
public sealed partial class CanadaProperties
{
    public string Name { get; set; } = "";
}

[MemoryPackable]
public sealed partial class CanadaGeometry
{
    public string Type { get; set; } = "";
    public List<List<double[]>> Coordinates { get; set; } = new();
}
