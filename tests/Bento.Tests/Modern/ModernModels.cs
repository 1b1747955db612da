using System;
using System.Collections.Generic;

// Models that need C# 10+ syntax (record structs, `required`) or net6+ types (DateOnly, TimeOnly). The
// netstandard2.1 project, which compiles the rest of this folder's siblings as C# 9, leaves this folder out.
namespace Bento.Tests.Models
{
    [BentoObject]
    public partial record struct Coordinate(double Latitude, double Longitude);

    [BentoObject]
    public partial record struct Labeled(string Label, Coordinate Where)
    {
        public List<int>? Extra { get; init; }
    }

    /// <summary>A struct whose constructor sets a member: a fresh read starts from it, not from all zeros.</summary>
    [BentoObject]
    public partial struct Tuning
    {
        public Tuning() => Gain = 1.5;

        public double Gain { get; set; }
        public int Steps { get; set; }
    }

    [BentoObject]
    public partial class TuningTable
    {
        public Dictionary<string, Tuning>? ByName { get; set; }
        public List<Tuning>? InOrder { get; set; }
    }

    [BentoObject]
    public partial class RequiredKeyword
    {
        public required string Name { get; init; }
        public required int Age { get; set; }
        public string? Optional { get; set; }
    }

    [BentoObject]
    public partial class DateAndTime
    {
        public DateOnly Date { get; set; }
        public TimeOnly Time { get; set; }
        public DateOnly? MaybeDate { get; set; }
        public TimeOnly? MaybeTime { get; set; }
    }

    [BentoObject]
    public partial record struct Tagged<T>(string Tag, T Value);

    [BentoObject]
    public partial class RequiredOf<T> where T : notnull
    {
        public required T Value { get; init; }
        public int Version { get; set; }
    }
}
