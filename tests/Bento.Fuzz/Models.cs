using System;
using System.Collections.Generic;

namespace Bento.Fuzz;

/// <summary>Every member kind Bento reads, in the map layout: the typed target of mutated JSON, hinted JSON and MessagePack maps.</summary>
[BentoObject]
public partial class AllTypes
{
    public bool Flag { get; set; }
    public byte Byte { get; set; }
    public sbyte SByte { get; set; }
    public short Int16 { get; set; }
    public ushort UInt16 { get; set; }
    public int Int32 { get; set; }
    public uint UInt32 { get; set; }
    public long Int64 { get; set; }
    public ulong UInt64 { get; set; }
    public float Single { get; set; }
    public double Double { get; set; }
    public decimal Decimal { get; set; }
    public char Char { get; set; }
    public string? Text { get; set; }
    public Shade Shade { get; set; }
    public Access Access { get; set; }
    public int? MaybeInt { get; set; }
    public Guid Guid { get; set; }
    public DateTime When { get; set; }
    public DateTimeOffset WhenWithOffset { get; set; }
    public TimeSpan Duration { get; set; }
    public DateOnly Day { get; set; }
    public TimeOnly Time { get; set; }
    public byte[]? Blob { get; set; }
    public Uri? Link { get; set; }
    public Version? Version { get; set; }
    public int[]? Numbers { get; set; }
    public List<string?>? Words { get; set; }
    public Dictionary<string, int>? Counts { get; set; }
    public Dictionary<long, string>? Names { get; set; }
    public Dictionary<Guid, double>? Scores { get; set; }
    public Spot Position { get; set; }
    public Spot? MaybePosition { get; set; }
    public Node? Child { get; set; }
    public List<Node>? Children { get; set; }
    public List<List<double>>? Grid { get; set; }
    public List<IPiece?>? Pieces { get; set; }
    public (int, string?) Pair { get; set; }
    public (long, Shade)? MaybePair { get; set; }
    public Memory<int> Window { get; set; }
    public Dictionary<DateTime, int>? ByDay { get; set; }
    public Dictionary<char, string>? ByLetter { get; set; }
}

/// <summary>
/// A union: string discriminators in JSON, a nested union in a case, a concrete base that is a case too, and a case
/// that is a construction of a generic class (its T read through the registry).
/// </summary>
[BentoObject]
[BentoUnion(0, typeof(Leaf), Discriminator = "leaf")]
[BentoUnion(1, typeof(Branch), Discriminator = "branch")]
[BentoUnion(2, typeof(Crate<Spot>), Discriminator = "crate")]
public partial interface IPiece
{
}

[BentoObject]
public sealed partial class Crate<T> : IPiece
{
    public T Item { get; set; } = default!;
    public List<T>? More { get; set; }
}

[BentoObject]
public sealed partial class Leaf : IPiece
{
    public int Weight { get; set; }
    public string? Tag { get; set; }
}

[BentoObject]
public sealed partial class Branch : IPiece
{
    public IPiece? First { get; set; }
    public List<IPiece>? Rest { get; set; }
    public Rank? Rank { get; set; }
}

/// <summary>A concrete union base with integer discriminators: untagged JSON objects read as the base.</summary>
[BentoObject(DiscriminatorName = "kind")]
[BentoUnion(0, typeof(Rank))]
[BentoUnion(1, typeof(TopRank))]
public partial class Rank
{
    public int Level { get; set; }
}

[BentoObject]
public sealed partial class TopRank : Rank
{
    public string? Title { get; set; }
}

/// <summary>A recursive child: lists and self-references give the readers nesting to get wrong.</summary>
[BentoObject]
public partial class Node
{
    public string? Label { get; set; }
    public long Id { get; set; }
    public List<Spot>? Path { get; set; }
    public Node? Next { get; set; }
    public Dictionary<string, Node>? Links { get; set; }
}

/// <summary>A value-type member.</summary>
[BentoObject]
public partial struct Spot
{
    public int X { get; set; }
    public int Y { get; set; }
}

/// <summary>An enum written as a number.</summary>
public enum Shade
{
    Dark,
    Light,
    Bright = 7,
}

/// <summary>A flags enum.</summary>
[Flags]
public enum Access
{
    None = 0,
    Read = 1,
    Write = 2,
    Run = 4,
}

/// <summary>The array layout ([BentoKey]) of MessagePack: the typed target of mutated MessagePack arrays.</summary>
[BentoObject]
public partial class AllTypesKeyed
{
    [BentoKey(0)] public bool Flag { get; set; }
    [BentoKey(1)] public byte Byte { get; set; }
    [BentoKey(2)] public sbyte SByte { get; set; }
    [BentoKey(3)] public short Int16 { get; set; }
    [BentoKey(4)] public ushort UInt16 { get; set; }
    [BentoKey(5)] public int Int32 { get; set; }
    [BentoKey(6)] public uint UInt32 { get; set; }
    [BentoKey(7)] public long Int64 { get; set; }
    [BentoKey(8)] public ulong UInt64 { get; set; }
    [BentoKey(9)] public float Single { get; set; }
    [BentoKey(10)] public double Double { get; set; }
    [BentoKey(11)] public decimal Decimal { get; set; }
    [BentoKey(12)] public char Char { get; set; }
    [BentoKey(13)] public string? Text { get; set; }
    [BentoKey(14)] public Shade Shade { get; set; }
    [BentoKey(15)] public int? MaybeInt { get; set; }
    [BentoKey(16)] public Guid Guid { get; set; }
    [BentoKey(17)] public DateTime When { get; set; }
    [BentoKey(18)] public DateTimeOffset WhenWithOffset { get; set; }
    [BentoKey(19)] public TimeSpan Duration { get; set; }
    [BentoKey(20)] public byte[]? Blob { get; set; }
    [BentoKey(21)] public ReadOnlyMemory<byte> Memory { get; set; }
    [BentoKey(22)] public int[]? Numbers { get; set; }
    [BentoKey(23)] public List<string?>? Words { get; set; }
    [BentoKey(24)] public Dictionary<string, int>? Counts { get; set; }
    [BentoKey(25)] public Dictionary<int, string>? Names { get; set; }
    [BentoKey(27)] public KeyedNode? Child { get; set; }
    [BentoKey(28)] public List<KeyedNode>? Children { get; set; }
    [BentoKey(29)] public List<IPiece?>? Pieces { get; set; }
    [BentoKey(30)] public (int, string?) Pair { get; set; }
    [BentoKey(31)] public (long, Shade)? MaybePair { get; set; }
    [BentoKey(32)] public Memory<int> Window { get; set; }
    [BentoKey(33)] public Dictionary<DateTimeOffset, int>? ByInstant { get; set; }
    [BentoKey(34)] public Dictionary<char, string>? ByLetter { get; set; }
}

/// <summary>A recursive child in the array layout.</summary>
[BentoObject]
public partial class KeyedNode
{
    [BentoKey(0)] public string? Label { get; set; }
    [BentoKey(1)] public long Id { get; set; }
    [BentoKey(2)] public KeyedNode? Next { get; set; }
    [BentoKey(3)] public List<double>? Samples { get; set; }
}

/// <summary>
/// A generic type (docs/generics.md): its members of type T go through the type argument's registered codec. The
/// member names are those of <see cref="AllTypes"/>, so that mutated AllTypes documents reach them with Node payloads.
/// </summary>
[BentoObject]
public partial class Envelope<T>
{
    public T? Child { get; set; }
    public List<T>? Children { get; set; }
    public Dictionary<string, T>? Links { get; set; }
    public Envelope<T>? Next { get; set; }
}

/// <summary>The array layout of a generic type, keyed like <see cref="AllTypesKeyed"/>'s child members.</summary>
[BentoObject]
public partial class KeyedEnvelope<T>
{
    [BentoKey(0)] public KeyedEnvelope<T>? Next { get; set; }
    [BentoKey(27)] public T? Child { get; set; }
    [BentoKey(28)] public List<T>? Children { get; set; }
}
