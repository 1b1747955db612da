using System;
using System.Collections.Generic;
using System.Runtime.Serialization;
using Bento;

namespace Bento.Bench.Models;

/// <summary>A flat record with one small array; the workload serializes a long list of them.</summary>
[BentoObject, DataContract]
public sealed partial class SimpleObject
{
    [DataMember]
    public int Id { get; set; }

    [DataMember]
    public string Name { get; set; } = "";

    [DataMember]
    public string Address { get; set; } = "";

    [DataMember]
    public int[] Scores { get; set; } = Array.Empty<int>();
}

/// <summary>The root of the simple-object workload: serializers that need a marked root type get one here.</summary>
[BentoObject, DataContract]
public sealed partial class SimpleObjectList
{
    [DataMember]
    public List<SimpleObject> Items { get; set; } = new();
}
