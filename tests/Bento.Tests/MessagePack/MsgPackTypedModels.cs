using System;
using System.Collections.Generic;
using Bento.Tests.Models;

// Models for the typed MessagePack tests, in C# 9 like the other shared models. Array mode: [BentoKey] on members.
namespace Bento.Tests.MessagePack
{
    [BentoObject]
    public partial class KeyedPerson
    {
        [BentoKey(0)]
        public string? Name { get; set; }

        [BentoKey(1)]
        public int Age { get; set; }
    }

    /// <summary>Keys with gaps: indices 1, 2 and 4 are unused and written as nil.</summary>
    [BentoObject]
    public partial class KeyedGaps
    {
        [BentoKey(0)]
        public int First { get; set; }

        [BentoKey(3)]
        public string? Middle { get; set; } = "preset";

        [BentoKey(5)]
        public List<int>? Last { get; set; }
    }

    /// <summary>Every member shape in array mode, keys deliberately out of declaration order.</summary>
    [BentoObject]
    public partial class KeyedEverything
    {
        [BentoKey(9)] public long Int64 { get; set; }
        [BentoKey(0)] public bool Bool { get; set; }
        [BentoKey(1)] public byte Byte { get; set; }
        [BentoKey(2)] public sbyte SByte { get; set; }
        [BentoKey(3)] public short Int16 { get; set; }
        [BentoKey(4)] public ushort UInt16 { get; set; }
        [BentoKey(5)] public int Int32 { get; set; }
        [BentoKey(6)] public uint UInt32 { get; set; }
        [BentoKey(10)] public ulong UInt64 { get; set; }
        [BentoKey(11)] public float Single { get; set; }
        [BentoKey(12)] public double Double { get; set; }
        [BentoKey(13)] public decimal Decimal { get; set; }
        [BentoKey(14)] public char Char { get; set; }
        [BentoKey(15)] public string? String { get; set; }
        [BentoKey(16)] public byte[]? Bytes { get; set; }
        [BentoKey(17)] public ReadOnlyMemory<byte> Memory { get; set; }
        [BentoKey(18)] public Guid Guid { get; set; }
        [BentoKey(19)] public DateTime DateTime { get; set; }
        [BentoKey(20)] public DateTimeOffset DateTimeOffset { get; set; }
        [BentoKey(21)] public TimeSpan TimeSpan { get; set; }
        [BentoKey(22)] public Uri? Uri { get; set; }
        [BentoKey(23)] public Version? Version { get; set; }
        [BentoKey(24)] public Color Color { get; set; }
        [BentoKey(25), BentoEnumAsName] public BigEnum NamedBig { get; set; }
        [BentoKey(26)] public int? MaybeInt { get; set; }
        [BentoKey(27)] public Point? MaybePoint { get; set; }
        [BentoKey(28)] public int[]? Array { get; set; }
        [BentoKey(29)] public List<string?>? List { get; set; }
        [BentoKey(30)] public IList<Inner>? IList { get; set; }
        [BentoKey(31)] public IEnumerable<int>? Enumerable { get; set; }
        [BentoKey(32)] public HashSet<long>? Set { get; set; }
        [BentoKey(33)] public Dictionary<string, int>? ByString { get; set; }
        [BentoKey(34)] public Dictionary<int, string>? ByInt { get; set; }
        [BentoKey(35)] public Dictionary<Color, bool>? ByEnum { get; set; }
        [BentoKey(36)] public IReadOnlyDictionary<Guid, Point>? ByGuid { get; set; }
        [BentoKey(37)] public Inner? Inner { get; set; }
        [BentoKey(38)] public Point Point { get; set; }
        [BentoKey(39)] public KeyedPerson? Keyed { get; set; }
        [BentoKey(40)] public int[][]? Jagged { get; set; }
    }

    [BentoObject]
    public partial record KeyedRecord([BentoKey(0)] string Name, [BentoKey(1)] int Age = 7);

    [BentoObject]
    public partial class KeyedRequired
    {
        [BentoKey(0), BentoRequired]
        public int Id { get; set; }

        [BentoKey(2)]
        public string? Name { get; set; }
    }

    /// <summary>A keyed struct that holds a list filled in place.</summary>
    [BentoObject]
    public partial class KeyedFill
    {
        [BentoKey(0)]
        public List<int> Items { get; } = new List<int>();

        [BentoKey(1)]
        public int Count { get; set; }
    }

    /// <summary>A setter that rejects some values: the error must come out as BentoMessagePackException.</summary>
    [BentoObject]
    public partial class PickyMp
    {
        private int _value;

        public int Value
        {
            get => _value;
            set => _value = value >= 0 ? value : throw new ArgumentOutOfRangeException(nameof(value), "negative");
        }
    }

    /// <summary>A map-mode chain that can be made cyclic, for the write depth limit.</summary>
    [BentoObject]
    public partial class MpLoop
    {
        public MpLoop? Next { get; set; }
    }

    /// <summary>A member name longer than a fixstr holds.</summary>
    [BentoObject]
    public partial class LongNamed
    {
        public const string Name = "a member name that is longer than a fixstr";

        [BentoName(Name)]
        public int Value { get; set; }
    }
}
