using System;
using System.Collections.Generic;
using Bento;

namespace Bento.Bench.Models;

/// <summary>A flat record with one small array; the workload serializes a long list of them.</summary>
[BentoObject]
public sealed partial class SimpleObject
{
    public int Id { get; set; }

    public string Name { get; set; } = "";

    public string Address { get; set; } = "";

    public int[] Scores { get; set; } = Array.Empty<int>();
}

/// <summary>The root of the simple-object workload: serializers that need a marked root type get one here.</summary>
[BentoObject]
public sealed partial class SimpleObjectList
{
    public List<SimpleObject> Items { get; set; } = new();
}
