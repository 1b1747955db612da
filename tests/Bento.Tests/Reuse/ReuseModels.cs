using System.Collections.Generic;

// C# 9: the netstandard2.1 test project compiles these too.
namespace Bento.Tests.Reuse
{
    [BentoObject]
    public partial class ReuseItem
    {
        public string? Name { get; set; }
        public int Value { get; set; }
    }

    /// <summary>Each policy on each kind of member, in map layout.</summary>
    [BentoObject]
    public partial class ReuseHolder
    {
        public string? Title { get; set; }
        [BentoReuse(BentoReusePolicy.Replace)] public string? FreshTitle { get; set; }
        public int[]? Numbers { get; set; }
        public ReuseItem[]? Slots { get; set; }
        [BentoReuse(BentoReusePolicy.Replace)] public int[]? FreshNumbers { get; set; }
        public List<string>? Names { get; set; }
        public List<ReuseItem>? Parts { get; set; }
        public IList<ReuseItem>? View { get; set; }
        [BentoReuse(BentoReusePolicy.Append)] public List<int>? Log { get; set; }
        [BentoReuse(BentoReusePolicy.Append)] public IEnumerable<int>? History { get; set; }
        [BentoReuse(BentoReusePolicy.Append)] public HashSet<string>? Tags { get; set; }
        [BentoReuse(BentoReusePolicy.Replace)] public List<int>? FreshList { get; set; }
        public Dictionary<string, ReuseItem>? Items { get; set; }
        public Dictionary<int, string>? Labels { get; set; }
        [BentoReuse(BentoReusePolicy.Merge)] public Dictionary<string, int>? Totals { get; set; }
        [BentoReuse(BentoReusePolicy.Merge)] public IReadOnlyDictionary<string, int>? ReadOnlyTotals { get; set; }
        [BentoReuse(BentoReusePolicy.Replace)] public Dictionary<string, int>? Snapshot { get; set; }
        public ReuseItem? Child { get; set; }
        [BentoReuse(BentoReusePolicy.Replace)] public ReuseItem? FreshChild { get; set; }
        public List<List<string>>? Grid { get; set; }
        public Dictionary<string, Dictionary<string, int>>? Nested { get; set; }
    }

    /// <summary>A type-level policy, overridden by one member.</summary>
    [BentoObject]
    [BentoReuse(BentoReusePolicy.Replace)]
    public partial class FreshHolder
    {
        public List<int>? Values { get; set; }
        public ReuseItem? Child { get; set; }
        public string? Title { get; set; }
        [BentoReuse(BentoReusePolicy.Reuse)] public ReuseItem? Kept { get; set; }
    }

    /// <summary>A type-level Append applies to its sequences only; the dictionary keeps the default.</summary>
    [BentoObject]
    [BentoReuse(BentoReusePolicy.Append)]
    public partial class AppendHolder
    {
        public List<int>? Values { get; set; }
        public Dictionary<string, int>? Map { get; set; }
    }

    /// <summary>Get-only collections are filled in place; Append and Merge keep what they hold.</summary>
    [BentoObject]
    public partial class FilledHolder
    {
        [BentoReuse(BentoReusePolicy.Append)] public List<int> Log { get; } = new List<int>();
        [BentoReuse(BentoReusePolicy.Merge)] public Dictionary<string, int> Totals { get; } = new Dictionary<string, int>();
        public List<ReuseItem> Parts { get; } = new List<ReuseItem>();
    }

    /// <summary>The same policies in MessagePack array layout.</summary>
    [BentoObject]
    public partial class KeyedReuseHolder
    {
        [BentoKey(0)] public List<string>? Names { get; set; }
        [BentoKey(1), BentoReuse(BentoReusePolicy.Append)] public List<int>? Log { get; set; }
        [BentoKey(2)] public Dictionary<string, ReuseItem>? Items { get; set; }
        [BentoKey(3), BentoReuse(BentoReusePolicy.Merge)] public Dictionary<string, int>? Totals { get; set; }
        [BentoKey(4)] public ReuseItem? Child { get; set; }
        [BentoKey(5), BentoReuse(BentoReusePolicy.Replace)] public ReuseItem? FreshChild { get; set; }
        [BentoKey(6)] public string? Title { get; set; }
        [BentoKey(7)] public ReuseItem[]? Slots { get; set; }
    }

    /// <summary>A record built through its constructor: populate builds a new value but still reuses what members hold.</summary>
    [BentoObject]
    public partial record ReuseRecord(string Name, List<ReuseItem> Parts);
}
