using System.Collections.Generic;
using System.Text.Json.Serialization;
using MessagePack;

namespace Bento.Tests.Unions
{
    // Closed constructions of a generic class as union cases, two of them of the same generic type, declared with the
    // peers' attributes only (MessagePack-CSharp's tags, System.Text.Json's discriminators) so that both can compare.
    [BentoObject]
    [Union(0, typeof(Parcel<int>))]
    [Union(1, typeof(Parcel<string>))]
    [Union(2, typeof(Parcel<Stamp>))]
    [Union(3, typeof(Postcard))]
    [JsonDerivedType(typeof(Parcel<int>), "int")]
    [JsonDerivedType(typeof(Parcel<string>), "text")]
    [JsonDerivedType(typeof(Parcel<Stamp>), "stamp")]
    [JsonDerivedType(typeof(Postcard), "card")]
    public partial interface IPost
    {
    }

    // Not sealed: its codec checks the run-time type in the generic code too.
    [BentoObject]
    [MessagePackObject]
    public partial class Parcel<T> : IPost
    {
        [Key(0)] [JsonPropertyName("content")] public T Content { get; set; } = default!;
        [Key(1)] public List<T> More { get; set; } = new List<T>();
        [Key(2)] public string? Label { get; set; }
    }

    // Derived from a case but not listed: writing it as IPost is an error, never a Parcel<T> without its Weight.
    [BentoObject]
    public sealed partial class Heavy<T> : Parcel<T>
    {
        [Key(3)] public double Weight { get; set; }
    }

    [BentoObject]
    [MessagePackObject]
    public sealed partial class Stamp
    {
        [Key(0)] public int Value { get; set; }
        [Key(1)] public string Country { get; set; } = "";
    }

    [BentoObject]
    [MessagePackObject]
    public sealed partial class Postcard : IPost
    {
        [Key(0)] public string Text { get; set; } = "";
    }

    [BentoObject]
    [MessagePackObject]
    public sealed partial class Mailbag
    {
        [Key(0)] public List<IPost> Posts { get; set; } = new List<IPost>();
        [Key(1)] public IPost? Urgent { get; set; }
        [Key(2)] public Dictionary<string, IPost>? ByName { get; set; }
    }

    [JsonSerializable(typeof(Mailbag))]
    [JsonSerializable(typeof(IPost))]
    [JsonSerializable(typeof(PeerOutcome))]
    internal partial class GenericUnionStjContext : JsonSerializerContext
    {
    }

    // A generic union: typeof(Success<>) on Outcome<T> is the case Success<T> of every Outcome<X>. The cases are
    // generated in the map layout; their members are the base's and their own.
    [BentoObject]
    [BentoUnion(0, typeof(Success<>), Discriminator = "ok")]
    [BentoUnion(1, typeof(Failure<>), Discriminator = "error")]
    public abstract partial class Outcome<T>
    {
        public string? Trace { get; set; }
    }

    [BentoObject]
    public sealed partial class Success<T> : Outcome<T>
    {
        public T Value { get; set; } = default!;
    }

    [BentoObject]
    public sealed partial class Failure<T> : Outcome<T>
    {
        public string Message { get; set; } = "";
        public List<T> Partial { get; set; } = new List<T>();
    }

    // A generic union under a non-generic holder, and a case whose type argument is an enum (a root the generator
    // registers from the case list).
    [BentoObject]
    public sealed partial class Job
    {
        public Outcome<int>? Count { get; set; }
        public List<Outcome<Stamp>> Stamps { get; set; } = new List<Outcome<Stamp>>();
        public IPost? Post { get; set; }
        public IFlagged? Flagged { get; set; }
    }

    public enum Priority
    {
        Low,
        High,
    }

    [BentoObject]
    [BentoUnion(0, typeof(Flag<Priority>))]
    [BentoUnion(1, typeof(Flag<List<Priority>>))]
    public partial interface IFlagged
    {
    }

    [BentoObject]
    public sealed partial class Flag<T> : IFlagged
    {
        public T Value { get; set; } = default!;
    }

    // A concrete generic base that lists itself (typeof(Shelf<>) is Shelf<T>) and a derived case.
    [BentoObject(DiscriminatorName = "kind")]
    [BentoUnion(0, typeof(Shelf<>), Discriminator = "shelf")]
    [BentoUnion(1, typeof(LabeledShelf<>), Discriminator = "labeled")]
    public partial class Shelf<T>
    {
        public List<T> Items { get; set; } = new List<T>();
    }

    [BentoObject]
    public sealed partial class LabeledShelf<T> : Shelf<T>
    {
        public string Label { get; set; } = "";
    }

    // What the two peers write for Outcome<int>: the same hierarchy without a type parameter, declared for them alone.
    [JsonDerivedType(typeof(PeerSuccess), "ok")]
    [JsonDerivedType(typeof(PeerFailure), "error")]
    [Union(0, typeof(PeerSuccess))]
    [Union(1, typeof(PeerFailure))]
    public abstract class PeerOutcome
    {
        public string? Trace { get; set; }
    }

    [MessagePackObject(true)]
    public sealed class PeerSuccess : PeerOutcome
    {
        public int Value { get; set; }
    }

    [MessagePackObject(true)]
    public sealed class PeerFailure : PeerOutcome
    {
        public string Message { get; set; } = "";
        public List<int> Partial { get; set; } = new List<int>();
    }
}
