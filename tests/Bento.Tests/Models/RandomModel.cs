using System;
using System.Collections.Generic;

namespace Bento.Tests.Models
{
    /// <summary>A wide model for the seeded random round-trips: every member kind System.Text.Json also reads and writes the same way.</summary>
    [BentoObject]
    public partial class RandomModel
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
        public Color Color { get; set; }
        public int? MaybeInt { get; set; }
        public double? MaybeDouble { get; set; }
        public Guid Guid { get; set; }
        public DateTime When { get; set; }
        public DateTimeOffset WhenWithOffset { get; set; }
        public TimeSpan Duration { get; set; }
        public byte[]? Blob { get; set; }
        public Uri? Link { get; set; }
        public Version? Version { get; set; }
        public int[]? Numbers { get; set; }
        public List<string?>? Words { get; set; }
        public IReadOnlyList<double>? Samples { get; set; }
        public Dictionary<string, int>? Counts { get; set; }
        public Dictionary<long, string>? Names { get; set; }
        public Point Position { get; set; }
        public Point? MaybePosition { get; set; }
        public RandomChild? Child { get; set; }
        public List<RandomChild>? Children { get; set; }
    }

    [BentoObject]
    public partial class RandomChild
    {
        public string? Label { get; set; }
        public long Id { get; set; }
        public List<Point>? Path { get; set; }
        public RandomChild? Next { get; set; }
        public Dictionary<Guid, double>? Scores { get; set; }
    }
}
