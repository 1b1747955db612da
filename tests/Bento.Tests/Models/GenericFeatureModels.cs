using System.Collections.Generic;
using System.Text.Json.Serialization;
using MessagePack;

// The member and type options of a non-generic [BentoObject] type on generic ones (docs/generics.md): naming policy,
// aliases, reuse policies, extension data, hooks, the formats it is generated for, and the member attributes of
// System.Text.Json and MessagePack-CSharp. C# 9, like the other shared models.
namespace Bento.Tests.Models
{
    /// <summary>Bento's own options on a generic type.</summary>
    [BentoObject(NamingPolicy = BentoNamingPolicy.SnakeCase)]
    public partial class Configured<T>
    {
        private int _reads;
        private int _writes;

        [BentoAlias("title"), BentoAlias("caption")] public string DisplayName { get; set; } = "";
        [BentoReuse(BentoReusePolicy.Append)] public List<T> Log { get; set; } = new List<T>();
        [BentoReuse(BentoReusePolicy.Merge)] public Dictionary<string, T> ById { get; set; } = new Dictionary<string, T>();
        [BentoReuse(BentoReusePolicy.Replace)] public T? Fresh { get; set; }
        public T? Kept { get; set; }
        [BentoName("n")] public int Count { get; set; }
        [BentoIgnore] public string Cache { get; set; } = "";

        // Hook counts are methods, not members, so that a round trip compares what is serialized.
        public int ReadCount() => _reads;

        public int WriteCount() => _writes;

        partial void OnBentoDeserialized() => _reads++;

        partial void OnBentoSerializing() => _writes++;
    }

    /// <summary>Extension data on a generic type (map layouts only: the array layout leaves it out).</summary>
    [BentoObject]
    public partial class Open<T>
    {
        public T? Value { get; set; }
        [BentoExtensionData] public Dictionary<string, BentoValue>? Extra { get; set; }
    }

    /// <summary>A generic model written for System.Text.Json: its attributes plus [BentoObject] and partial.</summary>
    [BentoObject]
    public partial class StjShaped<T>
    {
        [JsonPropertyName("id")] public T Id { get; set; } = default!;
        [JsonPropertyName("all_items")] public List<T> Items { get; set; } = new List<T>();
        [JsonIgnore] public string Cache { get; set; } = "";
        [JsonIgnore(Condition = JsonIgnoreCondition.WhenWritingNull)] public string? Note { get; set; }
        [JsonPropertyOrder(-1)] public int Version { get; set; }
    }

    /// <summary>Generated for JSON alone: MessagePack asks are an error that names the type's Formats.</summary>
    [BentoObject(Formats = BentoCodecFormats.Json)]
    public partial class JsonOnly<T>
    {
        public T? Value { get; set; }
    }

    [JsonSerializable(typeof(StjShaped<int>))]
    [JsonSerializable(typeof(StjShaped<string>))]
    [JsonSerializable(typeof(StjShaped<Inner>))]
    internal partial class GenericStjContext : JsonSerializerContext
    {
    }
}

namespace Bento.Tests.Models.Peers
{
    /// <summary>A generic model written for MessagePack-CSharp's array layout: its keys, a gap and an ignored member.</summary>
    [BentoObject]
    [MessagePackObject]
    public partial class MpcKeyed<T>
    {
        [Key(0)] public T Value { get; set; } = default!;
        [IgnoreMember] public int Cached { get; set; }
        [Key(2)] public List<T> More { get; set; } = new List<T>();
        [Key(3)] public string? Label { get; set; }
    }

    /// <summary>The same with string keys: MessagePack-CSharp's map layout.</summary>
    [BentoObject]
    [MessagePackObject]
    public partial class MpcNamed<T>
    {
        [Key("value")] public T Value { get; set; } = default!;
        [IgnoreMember] public int Cached { get; set; }
        [Key("more")] public Dictionary<string, T> More { get; set; } = new Dictionary<string, T>();
    }
}

namespace Bento.Tests.Models.ArrayLayout
{
    // Twins for the MessagePack array layout.
    [BentoObject(NamingPolicy = BentoNamingPolicy.SnakeCase)]
    public partial class Configured<T>
    {
        [BentoKey(0), BentoAlias("title"), BentoAlias("caption")] public string DisplayName { get; set; } = "";
        [BentoKey(1), BentoReuse(BentoReusePolicy.Append)] public List<T> Log { get; set; } = new List<T>();
        [BentoKey(2), BentoReuse(BentoReusePolicy.Merge)] public Dictionary<string, T> ById { get; set; } = new Dictionary<string, T>();
        [BentoKey(3), BentoReuse(BentoReusePolicy.Replace)] public T? Fresh { get; set; }
        [BentoKey(4)] public T? Kept { get; set; }
        [BentoKey(5), BentoName("n")] public int Count { get; set; }
        [BentoIgnore] public string Cache { get; set; } = "";
    }

    [BentoObject]
    public partial class StjShaped<T>
    {
        [BentoKey(0), JsonPropertyName("id")] public T Id { get; set; } = default!;
        [BentoKey(1), JsonPropertyName("all_items")] public List<T> Items { get; set; } = new List<T>();
        [JsonIgnore] public string Cache { get; set; } = "";
        [BentoKey(2), JsonIgnore(Condition = JsonIgnoreCondition.WhenWritingNull)] public string? Note { get; set; }
        [BentoKey(3)] public int Version { get; set; }
    }
}
