using System.Collections.Generic;
using System.Runtime.Serialization;
using System.Text.Json.Serialization;
using Bento;
using Newtonsoft.Json;

namespace Bento.Bench.Models;

// Model of the canada.json corpus.

/// <summary>Root of canada.json: a GeoJSON feature collection.</summary>
[BentoObject, DataContract]
public sealed partial class CanadaFeatureCollection
{
    [BentoName("type"), DataMember(Name = "type"), JsonPropertyName("type"), JsonProperty("type")] public string Type { get; set; } = "";
    [BentoName("features"), DataMember(Name = "features"), JsonPropertyName("features"), JsonProperty("features")] public List<CanadaFeature> Features { get; set; } = new();
}

/// <summary>A GeoJSON feature.</summary>
[BentoObject, DataContract]
public sealed partial class CanadaFeature
{
    [BentoName("type"), DataMember(Name = "type"), JsonPropertyName("type"), JsonProperty("type")] public string Type { get; set; } = "";
    [BentoName("properties"), DataMember(Name = "properties"), JsonPropertyName("properties"), JsonProperty("properties")] public CanadaProperties Properties { get; set; } = new();
    [BentoName("geometry"), DataMember(Name = "geometry"), JsonPropertyName("geometry"), JsonProperty("geometry")] public CanadaGeometry Geometry { get; set; } = new();
}

/// <summary>Feature properties.</summary>
[BentoObject, DataContract]
public sealed partial class CanadaProperties
{
    [BentoName("name"), DataMember(Name = "name"), JsonPropertyName("name"), JsonProperty("name")] public string Name { get; set; } = "";
}

/// <summary>A polygon: rings of [longitude, latitude] points.</summary>
[BentoObject, DataContract]
public sealed partial class CanadaGeometry
{
    [BentoName("type"), DataMember(Name = "type"), JsonPropertyName("type"), JsonProperty("type")] public string Type { get; set; } = "";
    [BentoName("coordinates"), DataMember(Name = "coordinates"), JsonPropertyName("coordinates"), JsonProperty("coordinates")] public List<List<double[]>> Coordinates { get; set; } = new();
}
