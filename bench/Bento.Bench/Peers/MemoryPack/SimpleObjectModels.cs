using System;
using System.Collections.Generic;
using MemoryPack;

namespace Bento.Bench.Peers.MemoryPack.Models;

// The MemoryPack mirror of Models/SimpleObject.cs: the same members in the same order. MemoryPack and Bento both put a static
// constructor into the type they generate for, so one type cannot carry both attributes.

[MemoryPackable]
public sealed partial class SimpleObject
{
    public int Id { get; set; }
    public string Name { get; set; } = "";
    public string Address { get; set; } = "";
    public int[] Scores { get; set; } = Array.Empty<int>();
}

[MemoryPackable]
public sealed partial class SimpleObjectList
{
    public List<SimpleObject> Items { get; set; } = new();
}
