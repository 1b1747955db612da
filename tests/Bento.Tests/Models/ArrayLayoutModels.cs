using System;
using System.Collections.Generic;

// Array-layout twins of the round-trip models: the same name, the same members in the same order, each with a
// [BentoKey], so MessagePack writes them as arrays. The round-trip suite runs its behaviours over the MessagePack array
// layout through these (see TestFormat.MessagePackArray). Keys follow declaration order; a few leave gaps on purpose,
// so that nil slots are written and read in every behaviour. Nested members keep their own (map) types.
// C# 9, like the other shared models.
namespace Bento.Tests.Models.ArrayLayout
{
    [BentoObject]
    public partial class Numbers
    {
        [BentoKey(0)] public bool Bool { get; set; }
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
    }

    [BentoObject]
    public partial class AllScalars
    {
        [BentoKey(0)] public bool Bool { get; set; }
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
        [BentoKey(13)] public string? String { get; set; }
        [BentoKey(14)] public Guid Guid { get; set; }
        [BentoKey(15)] public Color Color { get; set; }
        [BentoKey(16)] public List<int>? List { get; set; }
        [BentoKey(17)] public Inner? Inner { get; set; }
    }

    [BentoObject]
    public partial class DoubleBox
    {
        [BentoKey(0)] public double Value { get; set; }
    }

    [BentoObject]
    public partial class SingleBox
    {
        [BentoKey(0)] public float Value { get; set; }
    }

    [BentoObject]
    public partial class DecimalBox
    {
        [BentoKey(0)] public decimal Value { get; set; }
    }

    [BentoObject]
    public partial class CharBox
    {
        [BentoKey(0)] public char Value { get; set; }
    }

    [BentoObject]
    public partial class StringBox
    {
        [BentoKey(0)] public string? Value { get; set; }
    }

    [BentoObject]
    public partial class DateTimeBox
    {
        [BentoKey(0)] public DateTime Value { get; set; }
    }

    [BentoObject]
    public partial class DateTimeOffsetBox
    {
        [BentoKey(0)] public DateTimeOffset Value { get; set; }
    }

    [BentoObject]
    public partial class TimeSpanBox
    {
        [BentoKey(0)] public TimeSpan Value { get; set; }
    }

    [BentoObject]
    public partial class EnumNumbers
    {
        [BentoKey(0)] public Color Color { get; set; }
        [BentoKey(1)] public BigEnum Big { get; set; }
        [BentoKey(2)] public ByteEnum Small { get; set; }
        [BentoKey(3)] public UnsignedEnum Unsigned { get; set; }
        [BentoKey(4)] public Color? Maybe { get; set; }
    }

    [BentoObject]
    public partial class EnumMemberNames
    {
        [BentoKey(0), BentoEnumAsName] public Color Color { get; set; }
        [BentoKey(1), BentoEnumAsName] public BigEnum Big { get; set; }
        [BentoKey(2), BentoEnumAsName] public Color? Maybe { get; set; }
        [BentoKey(3)] public Color Number { get; set; }
    }

    [BentoObject(EnumsAsNames = true)]
    public partial class EnumTypeNames
    {
        [BentoKey(0)] public Color Color { get; set; }
        [BentoKey(1), BentoEnumAsName(false)] public Color Number { get; set; }
        [BentoKey(2)] public List<Color>? List { get; set; }
    }

    [BentoObject(EnumsAsNames = true)]
    public partial class FlagsHolder
    {
        [BentoKey(0)] public Color Color { get; set; }
        [BentoKey(1)] public Permissions Permissions { get; set; }
    }

    [BentoObject]
    public partial class Nullables
    {
        [BentoKey(0)] public bool? Bool { get; set; }
        [BentoKey(1)] public byte? Byte { get; set; }
        [BentoKey(2)] public int? Int32 { get; set; }
        [BentoKey(3)] public long? Int64 { get; set; }
        [BentoKey(4)] public ulong? UInt64 { get; set; }
        [BentoKey(5)] public float? Single { get; set; }
        [BentoKey(6)] public double? Double { get; set; }
        [BentoKey(7)] public decimal? Decimal { get; set; }
        [BentoKey(8)] public char? Char { get; set; }
        [BentoKey(9)] public Guid? Guid { get; set; }
        [BentoKey(10)] public DateTime? DateTime { get; set; }
        [BentoKey(11)] public DateTimeOffset? DateTimeOffset { get; set; }
        [BentoKey(12)] public TimeSpan? TimeSpan { get; set; }
        [BentoKey(13)] public Color? Color { get; set; }
        [BentoKey(14)] public Point? Point { get; set; }
        [BentoKey(15)] public string? String { get; set; }
        [BentoKey(16)] public Inner? Inner { get; set; }
    }

    [BentoObject]
    public partial class Collections
    {
        [BentoKey(0)] public int[]? Array { get; set; }
        [BentoKey(1)] public List<string>? List { get; set; }
        [BentoKey(2)] public IList<int>? IList { get; set; }
        [BentoKey(3)] public IReadOnlyList<long>? IReadOnlyList { get; set; }
        [BentoKey(4)] public ICollection<double>? ICollection { get; set; }
        [BentoKey(5)] public IEnumerable<string>? IEnumerable { get; set; }
        [BentoKey(6)] public HashSet<int>? HashSet { get; set; }
        [BentoKey(7)] public List<Point>? Points { get; set; }
        [BentoKey(8)] public Inner[]? Inners { get; set; }
        [BentoKey(9)] public int[][]? Jagged { get; set; }
        [BentoKey(10)] public List<List<string>>? NestedLists { get; set; }
        [BentoKey(11)] public string?[]? NullableStrings { get; set; }
        [BentoKey(12)] public List<int?>? NullableInts { get; set; }
    }

    [BentoObject]
    public partial class Dictionaries
    {
        [BentoKey(0)] public Dictionary<string, int>? ByString { get; set; }
        [BentoKey(1)] public Dictionary<int, string>? ByInt32 { get; set; }
        [BentoKey(2)] public Dictionary<long, double>? ByInt64 { get; set; }
        [BentoKey(3)] public Dictionary<short, int>? ByInt16 { get; set; }
        [BentoKey(4)] public Dictionary<uint, int>? ByUInt32 { get; set; }
        [BentoKey(5)] public Dictionary<ulong, int>? ByUInt64 { get; set; }
        [BentoKey(6)] public Dictionary<Guid, string>? ByGuid { get; set; }
        [BentoKey(7)] public IReadOnlyDictionary<string, Inner>? ReadOnly { get; set; }
        [BentoKey(8)] public Dictionary<string, List<int>>? OfLists { get; set; }
        [BentoKey(9)] public Dictionary<string, string?>? NullValues { get; set; }
    }

    [BentoObject]
    public partial class EnumKeyed
    {
        [BentoKey(0)] public Dictionary<Color, int>? ByNumber { get; set; }
        [BentoKey(1)] public Dictionary<BigEnum, string>? ByBigNumber { get; set; }
    }

    [BentoObject(EnumsAsNames = true)]
    public partial class EnumKeyedByName
    {
        [BentoKey(0)] public Dictionary<Color, int>? ByName { get; set; }
    }

    [BentoObject]
    public partial class Binary
    {
        [BentoKey(0)] public byte[]? Bytes { get; set; }
        [BentoKey(1)] public ReadOnlyMemory<byte> Memory { get; set; }
    }

    [BentoObject]
    public partial class Temporal
    {
        [BentoKey(0)] public DateTime DateTime { get; set; }
        [BentoKey(1)] public DateTimeOffset DateTimeOffset { get; set; }
        [BentoKey(2)] public TimeSpan TimeSpan { get; set; }
    }

    [BentoObject]
    public partial class Misc
    {
        [BentoKey(0)] public Guid Guid { get; set; }
        [BentoKey(1)] public Uri? Absolute { get; set; }
        [BentoKey(2)] public Uri? Relative { get; set; }
        [BentoKey(3)] public Version? Version { get; set; }
    }

    /// <summary>Key 2 is left unused: a nil slot between members.</summary>
    [BentoObject]
    public partial class Outer
    {
        [BentoKey(0)] public Inner? Inner { get; set; }
        [BentoKey(1)] public Point Point { get; set; }
        [BentoKey(3)] public Point? MaybePoint { get; set; }
        [BentoKey(4)] public List<Inner>? Many { get; set; }
        [BentoKey(5)] public Holder Holder { get; set; }
    }

    [BentoObject]
    public partial record Person([BentoKey(0)] string Name, [BentoKey(1)] int Age);

    [BentoObject]
    public partial record PersonWithDefaults([BentoKey(0)] string Name, [BentoKey(1)] int Age = 42, [BentoKey(2)] string? Nick = "none");

    /// <summary>The manager stays the map-layout <see cref="Models.Person"/>: a nested value keeps its own layout.</summary>
    [BentoObject]
    public partial record Employee([BentoKey(0)] string Name, [BentoKey(1)] Models.Person Manager)
    {
        [BentoKey(2)]
        public List<string>? Skills { get; set; }
    }

    [BentoObject]
    public partial class InitOnly
    {
        [BentoKey(0)] public int Id { get; init; }
        [BentoKey(1)] public string? Name { get; init; }
        [BentoKey(2)] public Point Where { get; init; }
    }

    [BentoObject]
    public partial class WithRequired
    {
        [BentoKey(0), BentoRequired] public int Id { get; set; }
        [BentoKey(1), BentoRequired] public string? Name { get; set; }
        [BentoKey(2)] public int Optional { get; set; }
    }

    [BentoObject]
    public partial class WithFields
    {
        [BentoKey(0)] public int Number;
        [BentoKey(1)] public string? Text;
        [BentoKey(2)] public Point Where;

        [BentoIgnore]
        public int Ignored;

        [BentoIgnore]
        public string? IgnoredProperty { get; set; }
    }
}
