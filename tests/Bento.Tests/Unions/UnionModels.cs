using System.Collections.Generic;
using System.Text.Json.Serialization;
using MessagePack;

namespace Bento.Tests.Unions
{
    // An interface union with string discriminators, cases sealed and not.
    [BentoObject]
    [BentoUnion(0, typeof(Circle), Discriminator = "circle")]
    [BentoUnion(1, typeof(Square), Discriminator = "square")]
    [BentoUnion(7, typeof(Label), Discriminator = "label")]
    public partial interface IShape
    {
    }

    [BentoObject]
    public sealed partial record Circle : IShape
    {
        public double Radius { get; set; }
    }

    [BentoObject]
    public partial class Square : IShape
    {
        public double Side { get; set; }
        public List<string> Tags { get; set; } = new List<string>();
    }

    // A case that holds unions itself: nesting.
    [BentoObject]
    public sealed partial class Label : IShape
    {
        public string Text { get; set; } = "";
        public IShape? Frame { get; set; }
        [BentoExtensionData] public Dictionary<string, BentoValue>? Extra { get; set; }
    }

    // A derived type that is not a case: writing it anywhere is an error, never a Square without its Colour.
    [BentoObject]
    public sealed partial class ColouredSquare : Square
    {
        public string Colour { get; set; } = "";
    }

    // A concrete base with integer discriminators under another member name: an object without one is the base itself.
    [BentoObject(DiscriminatorName = "kind")]
    [BentoUnion(1, typeof(Dog))]
    [BentoUnion(2, typeof(Cat))]
    public partial class Animal
    {
        public string Name { get; set; } = "";
    }

    [BentoObject]
    public sealed partial class Dog : Animal
    {
        public bool GoodBoy { get; set; }
    }

    [BentoObject]
    public sealed partial class Cat : Animal
    {
        public int Lives { get; set; } = 9;

        [BentoSubset("Vitals")] public int Health { get; set; }

        [BentoIgnore] public int Written { get; private set; }

        [BentoIgnore] public bool Loaded { get; private set; }

        partial void OnBentoSerializing() => Written++;

        partial void OnBentoDeserialized() => Loaded = true;
    }

    // An abstract base whose cases use the array layout ([BentoKey]).
    [BentoObject]
    [BentoUnion(0, typeof(Move))]
    [BentoUnion(1, typeof(Chat))]
    public abstract partial class Command
    {
    }

    [BentoObject]
    public sealed partial class Move : Command
    {
        [BentoKey(0)] public int X { get; set; }
        [BentoKey(1)] public int Y { get; set; }
    }

    [BentoObject]
    public sealed partial class Chat : Command
    {
        [BentoKey(0)] public string Text { get; set; } = "";
    }

    [BentoObject]
    public partial class Drawing
    {
        public IShape? Main { get; set; }
        public List<IShape?> Shapes { get; set; } = new List<IShape?>();
        public Dictionary<string, Animal> Pets { get; set; } = new Dictionary<string, Animal>();
        public Command[]? Commands { get; set; }
        public Animal? Pet { get; set; }
    }

    // A plain (non-union) hierarchy: the base's codec refuses a derived value instead of slicing it.
    [BentoObject]
    public partial class Vehicle
    {
        public int Wheels { get; set; }
    }

    [BentoObject]
    public sealed partial class Truck : Vehicle
    {
        public double Load { get; set; }
    }

    [BentoObject]
    public sealed partial class Garage
    {
        public Vehicle? Parked { get; set; }
    }

    // Written for System.Text.Json, with only its attributes plus [BentoObject] and partial. MessagePack tags the cases
    // by position (BENTO037 says so), which this model accepts.
#pragma warning disable BENTO037
    [BentoObject]
    [JsonPolymorphic(TypeDiscriminatorPropertyName = "$kind")]
    [JsonDerivedType(typeof(StjCard), "card")]
    [JsonDerivedType(typeof(StjTransfer), "transfer")]
    [JsonDerivedType(typeof(StjCash), 3)]
    public abstract partial class StjPayment
    {
        [JsonPropertyName("amount")]
        public decimal Amount { get; set; }

        [JsonIgnore]
        public string Cache { get; set; } = "";
    }
#pragma warning restore BENTO037

    [BentoObject]
    public sealed partial class StjCard : StjPayment
    {
        [JsonPropertyName("last4")]
        public string Last4 { get; set; } = "";
    }

    [BentoObject]
    public sealed partial class StjTransfer : StjPayment
    {
        public string Iban { get; set; } = "";

        [JsonIgnore(Condition = JsonIgnoreCondition.WhenWritingNull)]
        public string? Reference { get; set; }
    }

    [BentoObject]
    public sealed partial class StjCash : StjPayment
    {
    }

    [BentoObject]
    public sealed partial class StjInvoice
    {
        public List<StjPayment> Payments { get; set; } = new List<StjPayment>();
        public StjPayment? Deposit { get; set; }
    }

    [JsonSerializable(typeof(StjInvoice))]
    [JsonSerializable(typeof(StjPayment))]
    internal partial class UnionStjContext : JsonSerializerContext
    {
    }

    // Written for MessagePack-CSharp, with only its attributes plus [BentoObject] and partial.
    [BentoObject]
    [Union(0, typeof(MpcHit))]
    [Union(5, typeof(MpcHeal))]
    public partial interface IMpcEvent
    {
    }

    [BentoObject]
    [MessagePackObject]
    public sealed partial class MpcHit : IMpcEvent
    {
        [Key(0)] public int Target { get; set; }
        [Key(1)] public double Damage { get; set; }
    }

    [BentoObject]
    [MessagePackObject]
    public sealed partial class MpcHeal : IMpcEvent
    {
        [Key(0)] public string Spell { get; set; } = "";
        [Key(1)] public List<int> Targets { get; set; } = new List<int>();
    }

    [BentoObject]
    [MessagePackObject]
    public sealed partial class MpcLog
    {
        [Key(0)] public List<IMpcEvent> Events { get; set; } = new List<IMpcEvent>();
        [Key(1)] public IMpcEvent? Last { get; set; }
    }
}
