using System;
using System.Collections.Generic;
using MessagePack;

// Models that both Bento and MessagePack-CSharp serialize: [BentoObject] for Bento's generator, [MessagePackObject]
// with keys equal to Bento's for MessagePack-CSharp's dynamic resolver. Map layout: [Key("Name")] with Bento's member
// names; array layout: [BentoKey(n)] beside [Key(n)]. Written in C# 9 like the other shared models, so the
// netstandard2.1 test project runs them too; DateOnly and TimeOnly exist only in the net10.0 build of Bento.
namespace Bento.Tests.MessagePack
{
    public enum PeerColor
    {
        Black = -1,
        Red = 1,
        Green = 2,
        Blue = 4,
    }

    public enum PeerSize : ulong
    {
        None = 0,
        Small = 1,
        Huge = ulong.MaxValue,
    }

    public enum PeerShade : sbyte
    {
        Dark = sbyte.MinValue,
        Middle = 0,
        Light = sbyte.MaxValue,
    }

    /// <summary>
    /// Every member type Bento supports, once. Both layouts implement it, so one generator fills both and every
    /// check covers the same members in each.
    /// </summary>
    public interface IPeerMembers
    {
        bool Flag { get; set; }
        byte Byte { get; set; }
        sbyte SByte { get; set; }
        short Int16 { get; set; }
        ushort UInt16 { get; set; }
        int Int32 { get; set; }
        uint UInt32 { get; set; }
        long Int64 { get; set; }
        ulong UInt64 { get; set; }
        float Single { get; set; }
        double Double { get; set; }
        decimal Decimal { get; set; }
        char Char { get; set; }
        string? Text { get; set; }
        PeerColor Color { get; set; }
        PeerSize Size { get; set; }
        PeerShade Shade { get; set; }
        int? MaybeInt { get; set; }
        double? MaybeDouble { get; set; }
        Guid? MaybeGuid { get; set; }
        DateTime? MaybeWhen { get; set; }
        PeerPair? MaybePair { get; set; }
        Guid Guid { get; set; }
        DateTime When { get; set; }
        DateTimeOffset WhenWithOffset { get; set; }
        TimeSpan Duration { get; set; }
#if !BENTO_NETSTANDARD_TESTS
        DateOnly Day { get; set; }
        TimeOnly Clock { get; set; }
#endif
        Uri? Link { get; set; }
        Version? Version { get; set; }
        byte[]? Blob { get; set; }
        ReadOnlyMemory<byte> Memory { get; set; }
        int[]? Numbers { get; set; }
        List<string?>? Words { get; set; }
        IList<long>? Longs { get; set; }
        IReadOnlyList<double>? Samples { get; set; }
        ICollection<float>? Floats { get; set; }
        IEnumerable<short>? Shorts { get; set; }
        HashSet<int>? Set { get; set; }
        List<int[]>? Grid { get; set; }
        Dictionary<string, int>? Counts { get; set; }
        Dictionary<long, string?>? Names { get; set; }
        IDictionary<int, double>? ByInt { get; set; }
        IReadOnlyDictionary<Guid, string>? ByGuid { get; set; }
        Dictionary<PeerColor, long>? ByColor { get; set; }
        Dictionary<string, List<int>>? Groups { get; set; }
        PeerChild? Child { get; set; }
        List<PeerChild?>? Children { get; set; }
        PeerPair Pair { get; set; }
        PeerPair[]? Pairs { get; set; }
    }

    /// <summary>Map layout on both sides: keys are the member names.</summary>
    [BentoObject]
    [MessagePackObject]
    public partial class PeerMapModel : IPeerMembers
    {
        [Key("Flag")] public bool Flag { get; set; }
        [Key("Byte")] public byte Byte { get; set; }
        [Key("SByte")] public sbyte SByte { get; set; }
        [Key("Int16")] public short Int16 { get; set; }
        [Key("UInt16")] public ushort UInt16 { get; set; }
        [Key("Int32")] public int Int32 { get; set; }
        [Key("UInt32")] public uint UInt32 { get; set; }
        [Key("Int64")] public long Int64 { get; set; }
        [Key("UInt64")] public ulong UInt64 { get; set; }
        [Key("Single")] public float Single { get; set; }
        [Key("Double")] public double Double { get; set; }
        [Key("Decimal")] public decimal Decimal { get; set; }
        [Key("Char")] public char Char { get; set; }
        [Key("Text")] public string? Text { get; set; }
        [Key("Color")] public PeerColor Color { get; set; }
        [Key("Size")] public PeerSize Size { get; set; }
        [Key("Shade")] public PeerShade Shade { get; set; }
        [Key("MaybeInt")] public int? MaybeInt { get; set; }
        [Key("MaybeDouble")] public double? MaybeDouble { get; set; }
        [Key("MaybeGuid")] public Guid? MaybeGuid { get; set; }
        [Key("MaybeWhen")] public DateTime? MaybeWhen { get; set; }
        [Key("MaybePair")] public PeerPair? MaybePair { get; set; }
        [Key("Guid")] public Guid Guid { get; set; }
        [Key("When")] public DateTime When { get; set; }
        [Key("WhenWithOffset")] public DateTimeOffset WhenWithOffset { get; set; }
        [Key("Duration")] public TimeSpan Duration { get; set; }
#if !BENTO_NETSTANDARD_TESTS
        [Key("Day")] public DateOnly Day { get; set; }
        [Key("Clock")] public TimeOnly Clock { get; set; }
#endif
        [Key("Link")] public Uri? Link { get; set; }
        [Key("Version")] public Version? Version { get; set; }
        [Key("Blob")] public byte[]? Blob { get; set; }
        [Key("Memory")] public ReadOnlyMemory<byte> Memory { get; set; }
        [Key("Numbers")] public int[]? Numbers { get; set; }
        [Key("Words")] public List<string?>? Words { get; set; }
        [Key("Longs")] public IList<long>? Longs { get; set; }
        [Key("Samples")] public IReadOnlyList<double>? Samples { get; set; }
        [Key("Floats")] public ICollection<float>? Floats { get; set; }
        [Key("Shorts")] public IEnumerable<short>? Shorts { get; set; }
        [Key("Set")] public HashSet<int>? Set { get; set; }
        [Key("Grid")] public List<int[]>? Grid { get; set; }
        [Key("Counts")] public Dictionary<string, int>? Counts { get; set; }
        [Key("Names")] public Dictionary<long, string?>? Names { get; set; }
        [Key("ByInt")] public IDictionary<int, double>? ByInt { get; set; }
        [Key("ByGuid")] public IReadOnlyDictionary<Guid, string>? ByGuid { get; set; }
        [Key("ByColor")] public Dictionary<PeerColor, long>? ByColor { get; set; }
        [Key("Groups")] public Dictionary<string, List<int>>? Groups { get; set; }
        [Key("Child")] public PeerChild? Child { get; set; }
        [Key("Children")] public List<PeerChild?>? Children { get; set; }
        [Key("Pair")] public PeerPair Pair { get; set; }
        [Key("Pairs")] public PeerPair[]? Pairs { get; set; }
    }

    /// <summary>
    /// Array layout on both sides: element n holds the member keyed n. Index 26 is left unused (nil on the wire from
    /// both), and 27 and 28 are the net10.0-only members, nil in the netstandard2.1 build.
    /// </summary>
    [BentoObject]
    [MessagePackObject]
    public partial class PeerArrayModel : IPeerMembers
    {
        [BentoKey(0), Key(0)] public bool Flag { get; set; }
        [BentoKey(1), Key(1)] public byte Byte { get; set; }
        [BentoKey(2), Key(2)] public sbyte SByte { get; set; }
        [BentoKey(3), Key(3)] public short Int16 { get; set; }
        [BentoKey(4), Key(4)] public ushort UInt16 { get; set; }
        [BentoKey(5), Key(5)] public int Int32 { get; set; }
        [BentoKey(6), Key(6)] public uint UInt32 { get; set; }
        [BentoKey(7), Key(7)] public long Int64 { get; set; }
        [BentoKey(8), Key(8)] public ulong UInt64 { get; set; }
        [BentoKey(9), Key(9)] public float Single { get; set; }
        [BentoKey(10), Key(10)] public double Double { get; set; }
        [BentoKey(11), Key(11)] public decimal Decimal { get; set; }
        [BentoKey(12), Key(12)] public char Char { get; set; }
        [BentoKey(13), Key(13)] public string? Text { get; set; }
        [BentoKey(14), Key(14)] public PeerColor Color { get; set; }
        [BentoKey(15), Key(15)] public PeerSize Size { get; set; }
        [BentoKey(16), Key(16)] public PeerShade Shade { get; set; }
        [BentoKey(17), Key(17)] public int? MaybeInt { get; set; }
        [BentoKey(18), Key(18)] public double? MaybeDouble { get; set; }
        [BentoKey(19), Key(19)] public Guid? MaybeGuid { get; set; }
        [BentoKey(20), Key(20)] public DateTime? MaybeWhen { get; set; }
        [BentoKey(21), Key(21)] public PeerPair? MaybePair { get; set; }
        [BentoKey(22), Key(22)] public Guid Guid { get; set; }
        [BentoKey(23), Key(23)] public DateTime When { get; set; }
        [BentoKey(24), Key(24)] public DateTimeOffset WhenWithOffset { get; set; }
        [BentoKey(25), Key(25)] public TimeSpan Duration { get; set; }
#if !BENTO_NETSTANDARD_TESTS
        [BentoKey(27), Key(27)] public DateOnly Day { get; set; }
        [BentoKey(28), Key(28)] public TimeOnly Clock { get; set; }
#endif
        [BentoKey(29), Key(29)] public Uri? Link { get; set; }
        [BentoKey(30), Key(30)] public Version? Version { get; set; }
        [BentoKey(31), Key(31)] public byte[]? Blob { get; set; }
        [BentoKey(32), Key(32)] public ReadOnlyMemory<byte> Memory { get; set; }
        [BentoKey(33), Key(33)] public int[]? Numbers { get; set; }
        [BentoKey(34), Key(34)] public List<string?>? Words { get; set; }
        [BentoKey(35), Key(35)] public IList<long>? Longs { get; set; }
        [BentoKey(36), Key(36)] public IReadOnlyList<double>? Samples { get; set; }
        [BentoKey(37), Key(37)] public ICollection<float>? Floats { get; set; }
        [BentoKey(38), Key(38)] public IEnumerable<short>? Shorts { get; set; }
        [BentoKey(39), Key(39)] public HashSet<int>? Set { get; set; }
        [BentoKey(40), Key(40)] public List<int[]>? Grid { get; set; }
        [BentoKey(41), Key(41)] public Dictionary<string, int>? Counts { get; set; }
        [BentoKey(42), Key(42)] public Dictionary<long, string?>? Names { get; set; }
        [BentoKey(43), Key(43)] public IDictionary<int, double>? ByInt { get; set; }
        [BentoKey(44), Key(44)] public IReadOnlyDictionary<Guid, string>? ByGuid { get; set; }
        [BentoKey(45), Key(45)] public Dictionary<PeerColor, long>? ByColor { get; set; }
        [BentoKey(46), Key(46)] public Dictionary<string, List<int>>? Groups { get; set; }
        [BentoKey(47), Key(47)] public PeerChild? Child { get; set; }
        [BentoKey(48), Key(48)] public List<PeerChild?>? Children { get; set; }
        [BentoKey(49), Key(49)] public PeerPair Pair { get; set; }
        [BentoKey(50), Key(50)] public PeerPair[]? Pairs { get; set; }
    }

    /// <summary>A map-layout object nested in both models, recursive through <see cref="Next"/>.</summary>
    [BentoObject]
    [MessagePackObject]
    public partial class PeerChild
    {
        [Key("Label")] public string? Label { get; set; }
        [Key("Id")] public long Id { get; set; }
        [Key("Pair")] public PeerPair Pair { get; set; }
        [Key("Next")] public PeerChild? Next { get; set; }
    }

    /// <summary>An array-layout struct nested in both models; index 1 is unused and travels as nil.</summary>
    [BentoObject]
    [MessagePackObject]
    public partial struct PeerPair
    {
        [BentoKey(0), Key(0)] public int X { get; set; }
        [BentoKey(2), Key(2)] public string? Tag { get; set; }
    }
}
