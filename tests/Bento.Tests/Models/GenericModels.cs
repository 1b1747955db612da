using System;
using System.Collections.Generic;

// Generic [BentoObject] types (docs/generics.md): a member of every shape that mentions a type parameter, the
// constraints users write, several type parameters, a generic type nested in a non-generic one, and a non-generic type
// that holds closed constructions (the direct-call path) with nested generic arguments. C# 9, like the other shared
// models; the record struct case is in Modern/.

// The round-trip suite creates this construction only through a type parameter (new T()) and reads and writes it only
// through one (TestFormat.RoundTrip<T>): declared here, the generator registers it and the codecs of its type
// argument, a set the runtime does not build alone.
[assembly: Bento.BentoRoot(typeof(Bento.Tests.Models.Page<System.Collections.Generic.HashSet<long>>))]

namespace Bento.Tests.Models
{
    [BentoObject]
    public partial class Page<T>
    {
        public List<T> Items { get; set; } = new List<T>();
        public T? First { get; set; }
        public T[]? Array { get; set; }
        public Dictionary<string, T>? ByName { get; set; }
        public Page<T>? Next { get; set; }
        public int Total { get; set; }
    }

    [BentoObject]
    public partial record Result<T>(T Value, string? Error) where T : notnull;

    [BentoObject]
    public partial struct Pair<TKey, TValue>
        where TKey : struct
        where TValue : class
    {
        public TKey? Key { get; set; }
        public TValue? Value { get; set; }
    }

    [BentoObject]
    public partial class Made<T> where T : new()
    {
        public T Value { get; set; } = new T();
        [BentoRequired] public string Label { get; set; } = "";
    }

    [BentoObject]
    public partial class Range<T> where T : IComparable<T>
    {
        public T Min { get; set; } = default!;
        public T Max { get; set; } = default!;
    }

    /// <summary>A subset and a lifecycle hook on a generic type.</summary>
    [BentoObject]
    public partial class Tracked<T>
    {
        [BentoSubset("Brief")] public T? Value { get; set; }
        [BentoSubset("Brief")] public string? Label { get; set; }
        public List<T> History { get; set; } = new List<T>();
        [BentoIgnore] public int Reads { get; private set; }

        partial void OnBentoDeserialized() => Reads++;
    }

    public partial class GenericHost
    {
        [BentoObject]
        public partial class Slot<T> where T : class
        {
            public int Index { get; set; }
            public T? Value { get; set; }
        }
    }

    [BentoObject]
    public partial class Envelope
    {
        public Page<Inner>? Items { get; set; }
        public Page<Page<Inner>>? Pages { get; set; }
        public Page<List<Inner>>? Lists { get; set; }
        public Dictionary<string, Page<Inner>>? ByName { get; set; }
        public Result<int>? Count { get; set; }
        public Pair<Color, string>? Tagged { get; set; }
        public GenericHost.Slot<string>? Slot { get; set; }
        public Range<DateTime>? Window { get; set; }
    }
}

namespace Bento.Tests.Models.ArrayLayout
{
    // Twins for the MessagePack array layout; nested generic members keep the models' own (map) types.
    [BentoObject]
    public partial class Page<T>
    {
        [BentoKey(0)] public List<T> Items { get; set; } = new List<T>();
        [BentoKey(1)] public T? First { get; set; }
        [BentoKey(2)] public T[]? Array { get; set; }
        [BentoKey(3)] public Dictionary<string, T>? ByName { get; set; }
        [BentoKey(4)] public Bento.Tests.Models.Page<T>? Next { get; set; }
        [BentoKey(6)] public int Total { get; set; }
    }

    [BentoObject]
    public partial record Result<T>([property: BentoKey(0)] T Value, [property: BentoKey(1)] string? Error) where T : notnull;

    [BentoObject]
    public partial struct Pair<TKey, TValue>
        where TKey : struct
        where TValue : class
    {
        [BentoKey(0)] public TKey? Key { get; set; }
        [BentoKey(1)] public TValue? Value { get; set; }
    }

    [BentoObject]
    public partial class Made<T> where T : new()
    {
        [BentoKey(0)] public T Value { get; set; } = new T();
        [BentoKey(1), BentoRequired] public string Label { get; set; } = "";
    }

    [BentoObject]
    public partial class Envelope
    {
        [BentoKey(0)] public Bento.Tests.Models.Page<Bento.Tests.Models.Inner>? Items { get; set; }
        [BentoKey(1)] public Bento.Tests.Models.Page<Bento.Tests.Models.Page<Bento.Tests.Models.Inner>>? Pages { get; set; }
        [BentoKey(2)] public Bento.Tests.Models.Page<List<Bento.Tests.Models.Inner>>? Lists { get; set; }
        [BentoKey(3)] public Dictionary<string, Bento.Tests.Models.Page<Bento.Tests.Models.Inner>>? ByName { get; set; }
        [BentoKey(4)] public Bento.Tests.Models.Result<int>? Count { get; set; }
        [BentoKey(5)] public Bento.Tests.Models.Pair<Bento.Tests.Models.Color, string>? Tagged { get; set; }
        [BentoKey(6)] public Bento.Tests.Models.GenericHost.Slot<string>? Slot { get; set; }
        [BentoKey(7)] public Bento.Tests.Models.Range<DateTime>? Window { get; set; }
    }
}
