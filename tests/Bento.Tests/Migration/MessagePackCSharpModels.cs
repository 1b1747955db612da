using System.Collections.Generic;
using MessagePack;

// Models written for MessagePack-CSharp, with only its attributes, made Bento models by [BentoObject] and `partial`:
// integer keys (the array layout) and string keys (the map layout), [IgnoreMember] and [SerializationConstructor].
namespace Bento.Tests.Migration
{
    [BentoObject]
    [MessagePackObject]
    public partial class MpcItem
    {
        [SerializationConstructor]
        public MpcItem(int id, string name)
        {
            Id = id;
            Name = name;
        }

        // Passed over by both libraries for the marked constructor.
        public MpcItem()
        {
            Name = "unset";
        }

        [Key(0)]
        public int Id { get; }

        [Key(1)]
        public string Name { get; }

        [IgnoreMember]
        public string Cache { get; set; } = "";

        // Key 2 is unused: both write nil in its place.
        [Key(3)]
        public double Weight { get; set; }

        [Key(4)]
        public List<string>? Tags { get; set; }

        [Key(5)]
        public MpcStats? Stats { get; set; }
    }

    [BentoObject]
    [MessagePackObject]
    public partial class MpcStats
    {
        [Key("hp")]
        public int Health { get; set; }

        [Key("name")]
        public string? Label { get; set; }

        [IgnoreMember]
        public int Cached { get; set; }

        [Key("speeds")]
        public Dictionary<string, float>? Speeds { get; set; }
    }

    [BentoObject]
    [MessagePackObject(keyAsPropertyName: true)]
    public partial class MpcByName
    {
        public string Player { get; set; } = "";

        public long Tick { get; set; }

        [IgnoreMember]
        public bool Dirty { get; set; }

        public MpcStats? Stats { get; set; }
    }
}
