using System;
using System.Collections.Generic;

// Models for the round-trip tests. Written in C# 9 (no file-scoped namespaces, record structs or `required`)
// because the netstandard2.1 test project compiles them like a Unity project would.
namespace Bento.Tests.Models
{
    public enum Color
    {
        Red = 1,
        Green = 2,
        Blue = 4,
    }

    public enum BigEnum : long
    {
        Lowest = long.MinValue,
        Zero = 0,
        Highest = long.MaxValue,
    }

    public enum ByteEnum : byte
    {
        None = 0,
        Full = 255,
    }

    public enum UnsignedEnum : ulong
    {
        None = 0,
        Top = ulong.MaxValue,
    }

    [BentoObject]
    public partial class Numbers
    {
        public bool Bool { get; set; }
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
    }

    [BentoObject]
    public partial class DoubleBox
    {
        public double Value { get; set; }
    }

    [BentoObject]
    public partial class SingleBox
    {
        public float Value { get; set; }
    }

    [BentoObject]
    public partial class DecimalBox
    {
        public decimal Value { get; set; }
    }

    [BentoObject]
    public partial class CharBox
    {
        public char Value { get; set; }
    }

    [BentoObject]
    public partial class StringBox
    {
        public string? Value { get; set; }
    }

    [BentoObject]
    public partial class ByteBox
    {
        public byte Value { get; set; }
    }

    [BentoObject]
    public partial class SByteBox
    {
        public sbyte Value { get; set; }
    }

    [BentoObject]
    public partial class Int16Box
    {
        public short Value { get; set; }
    }

    [BentoObject]
    public partial class UInt16Box
    {
        public ushort Value { get; set; }
    }

    [BentoObject]
    public partial class Int32Box
    {
        public int Value { get; set; }
    }

    [BentoObject]
    public partial class UInt32Box
    {
        public uint Value { get; set; }
    }

    [BentoObject]
    public partial class Int64Box
    {
        public long Value { get; set; }
    }

    [BentoObject]
    public partial class UInt64Box
    {
        public ulong Value { get; set; }
    }

    [BentoObject]
    public partial class BoolBox
    {
        public bool Value { get; set; }
    }

    [BentoObject]
    public partial class GuidBox
    {
        public Guid Value { get; set; }
    }

    [BentoObject]
    public partial class DateTimeBox
    {
        public DateTime Value { get; set; }
    }

    [BentoObject]
    public partial class DateTimeOffsetBox
    {
        public DateTimeOffset Value { get; set; }
    }

    [BentoObject]
    public partial class TimeSpanBox
    {
        public TimeSpan Value { get; set; }
    }

    [BentoObject]
    public partial class EnumNumbers
    {
        public Color Color { get; set; }
        public BigEnum Big { get; set; }
        public ByteEnum Small { get; set; }
        public UnsignedEnum Unsigned { get; set; }
        public Color? Maybe { get; set; }
    }

    [BentoObject]
    public partial class EnumMemberNames
    {
        [BentoEnumAsName]
        public Color Color { get; set; }

        [BentoEnumAsName]
        public BigEnum Big { get; set; }

        [BentoEnumAsName]
        public Color? Maybe { get; set; }

        public Color Number { get; set; }
    }

    [BentoObject(EnumsAsNames = true)]
    public partial class EnumTypeNames
    {
        public Color Color { get; set; }

        [BentoEnumAsName(false)]
        public Color Number { get; set; }

        public List<Color>? List { get; set; }
    }

    [BentoObject]
    public partial class Nullables
    {
        public bool? Bool { get; set; }
        public byte? Byte { get; set; }
        public int? Int32 { get; set; }
        public long? Int64 { get; set; }
        public ulong? UInt64 { get; set; }
        public float? Single { get; set; }
        public double? Double { get; set; }
        public decimal? Decimal { get; set; }
        public char? Char { get; set; }
        public Guid? Guid { get; set; }
        public DateTime? DateTime { get; set; }
        public DateTimeOffset? DateTimeOffset { get; set; }
        public TimeSpan? TimeSpan { get; set; }
        public Color? Color { get; set; }
        public Point? Point { get; set; }
        public string? String { get; set; }
        public Inner? Inner { get; set; }
    }

    [BentoObject]
    public partial class Collections
    {
        public int[]? Array { get; set; }
        public List<string>? List { get; set; }
        public IList<int>? IList { get; set; }
        public IReadOnlyList<long>? IReadOnlyList { get; set; }
        public ICollection<double>? ICollection { get; set; }
        public IEnumerable<string>? IEnumerable { get; set; }
        public HashSet<int>? HashSet { get; set; }
        public List<Point>? Points { get; set; }
        public Inner[]? Inners { get; set; }
        public int[][]? Jagged { get; set; }
        public List<List<string>>? NestedLists { get; set; }
        public string?[]? NullableStrings { get; set; }
        public List<int?>? NullableInts { get; set; }
    }

    [BentoObject]
    public partial class Dictionaries
    {
        public Dictionary<string, int>? ByString { get; set; }
        public Dictionary<int, string>? ByInt32 { get; set; }
        public Dictionary<long, double>? ByInt64 { get; set; }
        public Dictionary<short, int>? ByInt16 { get; set; }
        public Dictionary<uint, int>? ByUInt32 { get; set; }
        public Dictionary<ulong, int>? ByUInt64 { get; set; }
        public Dictionary<Guid, string>? ByGuid { get; set; }
        public IReadOnlyDictionary<string, Inner>? ReadOnly { get; set; }
        public Dictionary<string, List<int>>? OfLists { get; set; }
        public Dictionary<string, string?>? NullValues { get; set; }
    }

    // System.Text.Json writes enum dictionary keys as names; Bento writes them as numbers unless names are asked
    // for, so these are not cross-checked against it.
    [BentoObject]
    public partial class EnumKeyed
    {
        public Dictionary<Color, int>? ByNumber { get; set; }
        public Dictionary<BigEnum, string>? ByBigNumber { get; set; }
    }

    [BentoObject(EnumsAsNames = true)]
    public partial class EnumKeyedByName
    {
        public Dictionary<Color, int>? ByName { get; set; }
    }

    [BentoObject]
    public partial class Binary
    {
        public byte[]? Bytes { get; set; }
        public ReadOnlyMemory<byte> Memory { get; set; }
    }

    [BentoObject]
    public partial class Temporal
    {
        public DateTime DateTime { get; set; }
        public DateTimeOffset DateTimeOffset { get; set; }
        public TimeSpan TimeSpan { get; set; }
    }

    [BentoObject]
    public partial class Misc
    {
        public Guid Guid { get; set; }
        public Uri? Absolute { get; set; }
        public Uri? Relative { get; set; }
        public Version? Version { get; set; }
    }

    [BentoObject]
    public partial struct Point
    {
        public int X { get; set; }
        public int Y { get; set; }
    }

    [BentoObject]
    public partial class Inner
    {
        public string? Name { get; set; }
        public int Value { get; set; }
        public Point Where { get; set; }
    }

    [BentoObject]
    public partial class Outer
    {
        public Inner? Inner { get; set; }
        public Point Point { get; set; }
        public Point? MaybePoint { get; set; }
        public List<Inner>? Many { get; set; }
        public Holder Holder { get; set; }
    }

    [BentoObject]
    public partial struct Holder
    {
        public Inner? Inner { get; set; }
        public double Weight { get; set; }
    }

    [BentoObject]
    public partial record Person(string Name, int Age);

    [BentoObject]
    public partial record PersonWithDefaults(string Name, int Age = 42, string? Nick = "none");

    [BentoObject]
    public partial record Employee(string Name, Person Manager)
    {
        public List<string>? Skills { get; init; }
    }

    [BentoObject]
    public partial class InitOnly
    {
        public int Id { get; init; }
        public string? Name { get; init; }
        public Point Where { get; init; }
    }

    [BentoObject]
    public partial class WithRequired
    {
        [BentoRequired]
        public int Id { get; set; }

        [BentoRequired]
        public string? Name { get; set; }

        public int Optional { get; set; }
    }

    [BentoObject]
    public partial class WithFields
    {
        public int Number;
        public string? Text;
        public Point Where;

        [BentoIgnore]
        public int Ignored;

        [BentoIgnore]
        public string? IgnoredProperty { get; set; }
    }

    [BentoObject]
    public partial class Renamed
    {
        [BentoName("first name")]
        public string? FirstName { get; set; }

        [BentoName("quote\"and\\slash")]
        public int Odd { get; set; }

        [BentoName("é")]
        public int NonAscii { get; set; }
    }

    [BentoObject(NamingPolicy = BentoNamingPolicy.CamelCase)]
    public partial class CamelCased
    {
        public string? UserName { get; set; }
        public int Age { get; set; }
        public bool IsActive { get; set; }

        [BentoName("Explicit_Name")]
        public int Renamed { get; set; }
    }

    [BentoObject(NamingPolicy = BentoNamingPolicy.SnakeCase)]
    public partial class SnakeCased
    {
        public string? UserName { get; set; }
        public int Age { get; set; }
        public bool IsActive { get; set; }

        [BentoName("Explicit-Name")]
        public int Renamed { get; set; }
    }

    [BentoObject(NamingPolicy = BentoNamingPolicy.KebabCase)]
    public partial class KebabCased
    {
        public string? UserName { get; set; }
        public int Age { get; set; }
        public bool IsActive { get; set; }

        [BentoName("explicit_name")]
        public int Renamed { get; set; }
    }

    /// <summary>A linked chain, for nesting-depth tests.</summary>
    [BentoObject]
    public partial class Node
    {
        public int Value { get; set; }
        public Node? Next { get; set; }

        public static Node Chain(int objects)
        {
            var head = new Node { Value = 1 };
            Node current = head;
            for (int i = 2; i <= objects; i++)
            {
                var next = new Node { Value = i };
                current.Next = next;
                current = next;
            }
            return head;
        }
    }

    /// <summary>A small document with a fixed shape, for exact-output checks.</summary>
    [BentoObject]
    public partial class Order
    {
        public int Id { get; set; }
        public string? Customer { get; set; }
        public List<string>? Tags { get; set; }
        public Point Origin { get; set; }
        public double Total { get; set; }
        public bool Paid { get; set; }
        public string? Note { get; set; }
    }
}
