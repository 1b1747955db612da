using System.Collections.Generic;

namespace Bento.Generator.Tests;

/// <summary>Test inputs, one per snapshot case.</summary>
public static class Sources
{
    public const string Person = """
        using Bento;
        namespace Demo;
        [BentoObject]
        public partial class Person
        {
            public string Name { get; set; } = "";
            public int Age { get; set; }
        }
        """;

    public const string Primitives = """
        using System;
        using Bento;
        namespace Demo;
        [BentoObject]
        public partial class AllPrimitives
        {
            public bool Flag { get; set; }
            public byte U8 { get; set; }
            public sbyte I8 { get; set; }
            public short I16 { get; set; }
            public ushort U16 { get; set; }
            public int I32 { get; set; }
            public uint U32 { get; set; }
            public long I64 { get; set; }
            public ulong U64 { get; set; }
            public float F32 { get; set; }
            public double F64 { get; set; }
            public decimal Money { get; set; }
            public char Letter { get; set; }
            public string Text { get; set; } = "";
            public string? MaybeText { get; set; }
            public DateTime When { get; set; }
            public DateTimeOffset WhenOffset { get; set; }
            public DateOnly Day { get; set; }
            public TimeOnly Clock { get; set; }
            public TimeSpan Duration { get; set; }
            public Guid Id { get; set; }
            public Uri? Link { get; set; }
            public Version? Release { get; set; }
            public byte[]? Blob { get; set; }
            public ReadOnlyMemory<byte> Memory { get; set; }
            public int Field;
            [BentoIgnore] public int Ignored { get; set; }
            public int this[int i] => i;
            public static int Static { get; set; }
            internal int Internal { get; set; }
        }
        """;

    public const string Record = """
        using Bento;
        namespace Demo;
        [BentoObject]
        public partial record Person([property: BentoName("full_name")] string Name, int Age, [BentoRequired] string Email, string Country = "NZ")
        {
            public string? Nickname { get; set; }
            public int Score { get; init; }
        }
        """;

    public const string RecordStruct = """
        using Bento;
        namespace Demo;
        [BentoObject]
        public partial record struct Point(int X, int Y);
        [BentoObject]
        public readonly partial record struct Size(double Width, double Height);
        """;

    public const string Struct = """
        using Bento;
        namespace Demo;
        [BentoObject]
        public partial struct Vector3
        {
            public float X;
            public float Y;
            public float Z;
        }
        """;

    public const string PrimaryConstructorClass = """
        using Bento;
        namespace Demo;
        [BentoObject]
        public partial class Line(int start, int end, string label = "line")
        {
            public int Start { get; } = start;
            public int End { get; } = end;
            public string Label => label;
            public string? Note { get; set; }
        }
        """;

    public const string InitRequired = """
        using Bento;
        namespace Demo;
        [BentoObject]
        public partial class Settings
        {
            public required string Host { get; init; }
            public int Port { get; init; } = 80;
            [BentoRequired] public int Timeout { get; set; } = 30;
            public required int Retries { get; set; }
            public bool Verbose { get; set; }
        }
        """;

    public const string NamingPolicies = """
        using Bento;
        namespace Demo;
        [BentoObject(NamingPolicy = BentoNamingPolicy.CamelCase)]
        public partial class Camel
        {
            public int UserName { get; set; }
            public int HTTPServer { get; set; }
            public int ID { get; set; }
            [BentoName("Explicit")] public int Renamed { get; set; }
        }
        [BentoObject(NamingPolicy = BentoNamingPolicy.SnakeCase)]
        public partial class Snake
        {
            public int UserName { get; set; }
            public int HTTPServer { get; set; }
            public int Value2X { get; set; }
        }
        [BentoObject(NamingPolicy = BentoNamingPolicy.KebabCase)]
        public partial class Kebab
        {
            public int UserName { get; set; }
            public int HTTPServer { get; set; }
        }
        [BentoObject(NamingPolicy = BentoNamingPolicy.AsDeclared)]
        public partial class Declared
        {
            public int UserName { get; set; }
        }
        """;

    public const string Enums = """
        using System;
        using System.Collections.Generic;
        using Bento;
        namespace Demo;
        public enum Color { Red, Green, [BentoName("BLUE")] Blue, Azure = Blue }
        [Flags] public enum Access : byte { None = 0, Read = 1, Write = 2 }
        public enum Big : ulong { Small = 1, Huge = ulong.MaxValue }
        [BentoObject]
        public partial class ByNumber
        {
            public Color Color { get; set; }
            public Access Access { get; set; }
            public Big Big { get; set; }
            public Color? MaybeColor { get; set; }
            [BentoEnumAsName] public Color Named { get; set; }
            public Dictionary<Color, int> Counts { get; set; } = new();
        }
        [BentoObject(EnumsAsNames = true)]
        public partial class ByName
        {
            public Color Color { get; set; }
            public Access Access { get; set; }
            public Color? MaybeColor { get; set; }
            public List<Color> Palette { get; set; } = new();
            public Dictionary<Color, int> Counts { get; set; } = new();
            [BentoEnumAsName(false)] public Color Numbered { get; set; }
        }
        """;

    public const string Nested = """
        using System.Collections.Generic;
        using Bento;
        namespace Demo.Shop;
        [BentoObject]
        public partial class Order
        {
            public int Id { get; set; }
            public Customer Customer { get; set; } = new();
            public Customer? Referrer { get; set; }
            public Address Shipping { get; set; }
            public Address? Billing { get; set; }
            public List<Line> Lines { get; set; } = new();
            public Line[] Extra { get; set; } = System.Array.Empty<Line>();
            public Dictionary<string, Customer> ByName { get; set; } = new();

            [BentoObject]
            public partial class Line
            {
                public string Sku { get; set; } = "";
                public int Quantity { get; set; }
            }
        }
        [BentoObject]
        public partial class Customer
        {
            public string Name { get; set; } = "";
        }
        [BentoObject]
        public partial struct Address
        {
            public string City { get; set; }
            public string Zip { get; set; }
        }
        public partial class Outer
        {
            internal partial struct Middle
            {
                [BentoObject]
                private partial class Hidden
                {
                    public int Value { get; set; }
                }
            }
        }
        """;

    public const string Collections = """
        using System.Collections.Generic;
        using Bento;
        namespace Demo;
        [BentoObject]
        public partial class Bag
        {
            public int[] Numbers { get; set; } = System.Array.Empty<int>();
            public int[][] Jagged { get; set; } = System.Array.Empty<int[]>();
            public List<string> Names { get; set; } = new();
            public List<string?> MaybeNames { get; set; } = new();
            public IList<long> Longs { get; set; } = new List<long>();
            public IReadOnlyList<double> Doubles { get; set; } = new List<double>();
            public ICollection<bool> Flags { get; set; } = new List<bool>();
            public IEnumerable<char> Chars { get; set; } = new List<char>();
            public HashSet<string> Tags { get; set; } = new();
            public List<Dictionary<string, int[]>> Deep { get; set; } = new();
            public List<int>? Optional { get; set; }
            public List<byte[]> Blobs { get; set; } = new();
        }
        """;

    public const string Dictionaries = """
        using System;
        using System.Collections.Generic;
        using Bento;
        namespace Demo;
        public enum Kind { A, B }
        [BentoObject]
        public partial class Maps
        {
            public Dictionary<string, string> Strings { get; set; } = new();
            public Dictionary<byte, int> Bytes { get; set; } = new();
            public Dictionary<sbyte, int> SBytes { get; set; } = new();
            public Dictionary<short, int> Shorts { get; set; } = new();
            public Dictionary<ushort, int> UShorts { get; set; } = new();
            public Dictionary<int, int> Ints { get; set; } = new();
            public Dictionary<uint, int> UInts { get; set; } = new();
            public Dictionary<long, int> Longs { get; set; } = new();
            public Dictionary<ulong, int> ULongs { get; set; } = new();
            public Dictionary<Kind, int> Kinds { get; set; } = new();
            [BentoEnumAsName] public Dictionary<Kind, int> KindNames { get; set; } = new();
            public Dictionary<Guid, string?> Guids { get; set; } = new();
            public IDictionary<string, double> Interface { get; set; } = new Dictionary<string, double>();
            public IReadOnlyDictionary<int, List<string>> ReadOnly { get; set; } = new Dictionary<int, List<string>>();
        }
        """;

    public const string Nullables = """
        using System;
        using System.Collections.Generic;
        using Bento;
        namespace Demo;
        public enum Mood { Happy, Sad }
        [BentoObject]
        public partial struct Coord
        {
            public int X;
            public int Y;
        }
        [BentoObject]
        public partial class Optionals
        {
            public int? Count { get; set; }
            public DateTime? When { get; set; }
            public Guid? Id { get; set; }
            public Mood? Mood { get; set; }
            public Coord? Where { get; set; }
            public string? Text { get; set; }
            public List<int?> Values { get; set; } = new();
            public decimal? Price;
        }
        """;

    /// <summary>What a Unity project compiles: C# 9, nullable reference types off, fields and plain properties.</summary>
    public const string KeyedArrayMode = """
        using System.Collections.Generic;
        using Bento;
        namespace Demo;
        [BentoObject]
        public partial class Keyed
        {
            [BentoKey(0), BentoRequired] public int Id { get; set; }
            [BentoKey(2)] public string? Name { get; set; }
            [BentoKey(3)] public List<Point>? Points { get; set; }
            [BentoKey(1)] public Dictionary<int, string>? Labels { get; set; }
            [BentoIgnore] public int Cache { get; set; }
        }
        [BentoObject]
        public partial record struct Point([BentoKey(0)] int X, [BentoKey(1)] int Y = -1);
        """;

    public const string KeyedUnityCSharp9 = """
        #nullable disable
        using System.Collections.Generic;
        using Bento;
        namespace Game
        {
            public enum Slot : byte { Head, Hand }

            [BentoObject(EnumsAsNames = true)]
            public partial class Save
            {
                [BentoKey(0)] public int version;
                [BentoKey(1)] public Dictionary<Slot, Gear> gear = new Dictionary<Slot, Gear>();
                [BentoKey(4)] public byte[] blob;
                [BentoKey(5)] public List<Slot> order { get; } = new List<Slot>();
            }

            [BentoObject]
            public partial struct Gear
            {
                [BentoKey(0)] public string name;
                [BentoKey(1)] public float weight;
            }
        }
        """;

    public const string UnityCSharp9 = """
        #nullable disable
        using System.Collections.Generic;
        using Bento;
        namespace Game
        {
            public enum Team { Red, Blue }

            [BentoObject(NamingPolicy = BentoNamingPolicy.CamelCase, EnumsAsNames = true)]
            public partial class PlayerState
            {
                public string playerName;
                public int level;
                public float[] position = new float[3];
                public List<Item> inventory = new List<Item>();
                public Team team;
                public Dictionary<string, int> stats = new Dictionary<string, int>();
                public Item Equipped { get; set; }
            }

            [BentoObject]
            public partial struct Item
            {
                public int id;
                public string name;
                public int count;
            }

            [BentoObject]
            public partial class SaveGame
            {
                public SaveGame(int version, string slot)
                {
                    Version = version;
                    Slot = slot;
                }

                public int Version { get; }
                public string Slot { get; }
                public PlayerState Player { get; set; }
            }
        }
        """;

    public static string ManyMembers
    {
        get
        {
            var sb = new System.Text.StringBuilder("using Bento;\nnamespace Demo;\n[BentoObject]\npublic partial class Wide\n{\n");
            for (int i = 0; i < 70; i++)
                sb.Append("    ").Append(i == 66 ? "[BentoRequired] " : string.Empty).Append("public int P").Append(i).Append(" { get; set; }\n");
            sb.Append("    public required string? Last { get; set; }\n}\n");
            return sb.ToString();
        }
    }

    public const string Inheritance = """
        using Bento;
        namespace Demo;
        [BentoObject]
        public partial class Animal
        {
            public string Name { get; set; } = "";
            public virtual int Legs { get; set; }
        }
        [BentoObject]
        public partial class Dog : Animal
        {
            public override int Legs { get; set; } = 4;
            public bool GoodBoy { get; set; }
        }
        """;

    public const string Unions = """
        using Bento;
        namespace Demo;
        [BentoObject]
        [BentoUnion(0, typeof(Circle), Discriminator = "circle")]
        [BentoUnion(1, typeof(Square), Discriminator = "square")]
        public partial interface IShape
        {
        }
        [BentoObject]
        public sealed partial class Circle : IShape
        {
            public double Radius { get; set; }
        }
        [BentoObject]
        public partial class Square : IShape
        {
            public double Side { get; set; }
        }
        [BentoObject(DiscriminatorName = "kind")]
        [BentoUnion(0, typeof(Dog))]
        [BentoUnion(1, typeof(Cat))]
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
        }
        [BentoObject]
        public partial class Zoo
        {
            public IShape? Logo { get; set; }
            public Animal? Mascot { get; set; }
        }
        """;

    public const string HiddenMembers = """
        using Bento;
        namespace Demo;
        public class Plain
        {
            public string ToJson() => "plain";
            public static int FromJson(string json, BentoJsonOptions? options = null) => json.Length;
        }
        [BentoObject]
        public partial class Derived : Plain
        {
            public int X { get; set; }
        }
        """;

    public const string GetOnlyMembers = """
        using System.Collections.Generic;
        using Bento;
        namespace Demo;
        [BentoObject]
        public partial class Feed
        {
            public List<string> Items { get; } = new();
            public HashSet<int> Ids { get; } = new();
            public Dictionary<string, int> Counts { get; } = new();
            public Owner Owner { get; } = new();
            public readonly List<int> Scores = new();
        }
        [BentoObject]
        public partial class Owner
        {
            public string Name { get; private set; } = "";
            public int Level { get; protected set; }
        }
        """;

    public const string Empty = """
        using Bento;
        namespace Demo;
        [BentoObject]
        public partial class Nothing
        {
        }
        """;

    public const string Names = """
        using Bento;
        [BentoObject]
        public partial class GlobalNames
        {
            public int @class { get; set; }
            [BentoName("a\"b\\c")] public int Quoted { get; set; }
            [BentoName("<tag>&'")] public int Html { get; set; }
            [BentoName("ünïcödé")] public int Unicode { get; set; }
            [BentoName("")] public int Empty { get; set; }
            [BentoName("x")] public int One { get; set; }
            [BentoName("abcdefghijklmnopqrstuvwxyz0123456789")] public int Long { get; set; }
            public int Sevenxx { get; set; }
            public int Ninexxxxx { get; set; }
        }
        """;

    public const string HelperClash = """
        using Bento;
        namespace Demo;
        [BentoObject]
        public partial class Custom
        {
            public int Value { get; set; }
            public string ToJson() => "custom";
        }
        """;

    public const string ReadOnlyMembers = """
        using System.Collections.Generic;
        using Bento;
        namespace Demo;
        [BentoObject]
        public partial class Totals
        {
            public int A { get; set; }
            public int B { get; set; }
            public int Sum => A + B;
            public readonly int Fixed = 3;
        }
        """;

    public const string Hooks = """
        using System;
        using System.Collections.Generic;
        using Bento;
        namespace Demo;
        [BentoObject]
        public partial class Ship
        {
            public double X { get; set; }
            public List<string> Crew { get; } = new();
            [BentoIgnore] public int Reads { get; private set; }
            partial void OnBentoSerializing() { if (double.IsNaN(X)) throw new InvalidOperationException("NaN"); }
            // The user's own defining declaration, without an implementation: only the calls are generated.
            partial void OnBentoSerialized();
            partial void OnBentoDeserializing() => Crew.Clear();
            private partial void OnBentoDeserialized() => Reads++;
        }
        [BentoObject]
        public partial class Flagship : Ship
        {
            public string Admiral { get; set; } = "";
            partial void OnBentoDeserialized() { }
        }
        [BentoObject]
        public partial record struct Cell(int Row, int Column)
        {
            [BentoIgnore] public int Index { get; private set; }
            partial void OnBentoDeserialized() => Index = Row * 8 + Column;
        }
        """;

    public const string Subsets = """
        using System.Collections.Generic;
        using Bento;
        namespace Demo;
        [BentoObject]
        public partial struct Vec2
        {
            public float X;
            public float Y;
        }
        [BentoObject(NamingPolicy = BentoNamingPolicy.CamelCase)]
        public partial class Player
        {
            [BentoRequired] public string Name { get; set; } = "";
            [BentoSubset("Transform")] public Vec2 Position { get; set; }
            [BentoSubset("Transform")] public float Angle { get; set; }
            [BentoSubset("Vitals", "Network")] public int Health { get; set; }
            [BentoSubset("Network")] public string? Status { get; set; }
            public List<string> Tags { get; set; } = new();
        }
        [BentoObject]
        public partial record Unit(string Id, [property: BentoSubset("Place")] int Tile);
        """;

    public const string KeyedSubsets = """
        using Bento;
        namespace Demo;
        [BentoObject]
        public partial class Mover
        {
            [BentoKey(0)] public string? Name { get; set; }
            [BentoKey(1), BentoSubset("Motion")] public float Speed { get; set; }
            [BentoKey(3), BentoSubset("Motion")] public int[]? Path { get; set; }
        }
        """;

    public const string ReusePolicies = """
        using System.Collections.Generic;
        using Bento;
        namespace Demo;
        [BentoObject] public partial class Part { public string Name { get; set; } = ""; public int Count { get; set; } }
        [BentoObject]
        public partial class Scene
        {
            [BentoAlias("title"), BentoAlias("caption")] public string Name { get; set; } = "";
            [BentoReuse(BentoReusePolicy.Append)] public List<int> Log { get; set; } = new();
            [BentoReuse(BentoReusePolicy.Merge)] public IDictionary<string, int> Scores { get; set; } = new Dictionary<string, int>();
            [BentoReuse(BentoReusePolicy.Replace)] public Part? Fresh { get; set; }
            public List<Part> Parts { get; set; } = new();
            public Part[] Slots { get; set; } = new Part[0];
            public Dictionary<string, Part> ById { get; set; } = new();
            public Dictionary<int, List<string>> Groups { get; set; } = new();
            [BentoReuse(BentoReusePolicy.Append)] public List<string> Notes { get; } = new();
        }
        [BentoObject, BentoReuse(BentoReusePolicy.Replace)]
        public partial class Snapshot
        {
            [BentoKey(0)] public List<Part> Parts { get; set; } = new();
            [BentoKey(1), BentoReuse(BentoReusePolicy.Reuse)] public Part Kept { get; set; } = new();
            [BentoKey(2)] public string Label { get; set; } = "";
        }
        """;

    /// <summary>
    /// A model written for System.Text.Json (names, ignore conditions, order, required, a chosen private constructor,
    /// a private member it includes) and MessagePack-CSharp's keys and ignore, declared here by name as the generator
    /// matches them; plus Bento's own include, order and constructor attributes.
    /// </summary>
    public const string ForeignAttributes = """
        using System.Collections.Generic;
        using System.Text.Json.Serialization;
        using Bento;
        namespace MessagePack
        {
            [System.AttributeUsage(System.AttributeTargets.All)] public sealed class KeyAttribute : System.Attribute { public KeyAttribute(int x) { } public KeyAttribute(string x) { } }
            [System.AttributeUsage(System.AttributeTargets.All)] public sealed class IgnoreMemberAttribute : System.Attribute { }
            [System.AttributeUsage(System.AttributeTargets.All)] public sealed class SerializationConstructorAttribute : System.Attribute { }
            [System.AttributeUsage(System.AttributeTargets.All)] public sealed class MessagePackObjectAttribute : System.Attribute { public MessagePackObjectAttribute(bool keyAsPropertyName = false) { } }
        }
        namespace Demo
        {
            public enum Tier { [JsonStringEnumMemberName("gold-tier")] Gold, Silver }
            [BentoObject]
            public partial class Profile
            {
                [JsonConstructor]
                private Profile(string name, int level) { Name = name; Level = level; }
                [JsonPropertyName("display_name"), JsonPropertyOrder(-1)] public string Name { get; }
                [JsonRequired] public int Level { get; }
                [JsonIgnore] public string Cache { get; set; } = "";
                [JsonIgnore(Condition = JsonIgnoreCondition.WhenWritingNull)] public string? Nick { get; set; }
                [JsonIgnore(Condition = JsonIgnoreCondition.WhenWritingDefault)] public int Score { get; set; }
                [JsonIgnore(Condition = JsonIgnoreCondition.Never)] public List<int>? Badges { get; set; }
                [JsonConverter(typeof(JsonStringEnumConverter))] public Tier Tier { get; set; }
                [JsonInclude] private string _secret = "";
                [BentoInclude, BentoOrder(-2)] internal int Revision { get; private set; }
            }
            [BentoObject]
            [MessagePack.MessagePackObject]
            public partial class Sample
            {
                [MessagePack.SerializationConstructor]
                public Sample(int id, string label) { Id = id; Label = label; }
                [MessagePack.Key(0)] public int Id { get; }
                [MessagePack.Key(1)] public string Label { get; }
                [MessagePack.IgnoreMember] public int Cached { get; set; }
                [MessagePack.Key(3)] public double? Weight { get; set; }
            }
        }
        """;

    /// <summary>Cases whose snapshots are compared; all of them must compile without warnings.</summary>
    public const string Generics = """
        using System.Collections.Generic;
        using Bento;
        namespace Demo;

        [BentoObject] public partial class Item { public int Id { get; set; } }

        [BentoObject]
        public partial class Page<T>
        {
            public List<T> Items { get; set; } = new();
            public T? First { get; set; }
            public Dictionary<string, T>? ByName { get; set; }
            public Page<T>? Next { get; set; }
        }

        [BentoObject] public partial record Result<T>(T Value, string? Error) where T : notnull;

        [BentoObject] public partial struct Pair<TKey, TValue> where TKey : struct where TValue : class
        {
            public TKey? Key { get; set; }
            public TValue[]? Values { get; set; }
        }

        public partial class Outer
        {
            [BentoObject] public partial record struct Slot<T>([property: BentoKey(0)] int Index, [property: BentoKey(1)] T Value) where T : new();
        }

        [BentoObject] public partial struct Packed<T> where T : unmanaged { public T Value; public T? Maybe; }

        [BentoObject] public partial class Owned<TItem> where TItem : Item { public List<TItem>? Items { get; set; } }

        public partial class Tree<TNode>
        {
            [BentoObject] public partial class Branch<TLeaf> { public TNode? Node { get; set; } public List<TLeaf>? Leaves { get; set; } }
        }

        [BentoObject]
        public partial class Envelope
        {
            public Page<Item> Items { get; set; } = new();
            public Result<int>? Count { get; set; }
            public Tree<string>.Branch<Item>? Branch { get; set; }
        }
        """;

    /// <summary>
    /// Closed constructions of a generic class as union cases (two of the same generic type), and a generic union whose
    /// open cases take its type parameters.
    /// </summary>
    public const string GenericUnions = """
        using System.Collections.Generic;
        using Bento;
        namespace Demo;

        [BentoObject] public partial class Item { public int Id { get; set; } }

        [BentoObject]
        [BentoUnion(0, typeof(Envelope<Item>))]
        [BentoUnion(1, typeof(Envelope<int>), Discriminator = "count")]
        [BentoUnion(2, typeof(Ping))]
        public partial interface IMessage { }

        [BentoObject] public partial class Envelope<T> : IMessage { public T Body { get; set; } = default!; }

        [BentoObject] public sealed partial class Ping : IMessage { }

        [BentoObject]
        [BentoUnion(0, typeof(Ok<>), Discriminator = "ok")]
        [BentoUnion(1, typeof(Err<>), Discriminator = "err")]
        public abstract partial class Result<T> { public string? Trace { get; set; } }

        [BentoObject] public sealed partial class Ok<T> : Result<T> { public T Value { get; set; } = default!; }

        [BentoObject] public sealed partial class Err<T> : Result<T> { public string Message { get; set; } = ""; }

        [BentoObject]
        public sealed partial class Inbox
        {
            public List<IMessage> Messages { get; set; } = new List<IMessage>();
            public Result<Item>? Last { get; set; }
        }
        """;

    /// <summary>
    /// A generic type with the member and type options of a non-generic one: naming policy, formats, aliases, reuse
    /// policies, extension data, a hook, System.Text.Json's and MessagePack-CSharp's member attributes.
    /// </summary>
    public const string GenericFeatures = """
        using System.Collections.Generic;
        using System.Text.Json.Serialization;
        using Bento;
        namespace MessagePack
        {
            [System.AttributeUsage(System.AttributeTargets.All)] public sealed class KeyAttribute : System.Attribute { public KeyAttribute(int x) { } }
            [System.AttributeUsage(System.AttributeTargets.All)] public sealed class IgnoreMemberAttribute : System.Attribute { }
        }
        namespace Demo
        {
            [BentoObject] public partial class Part { public string Name { get; set; } = ""; }

            [BentoObject(NamingPolicy = BentoNamingPolicy.CamelCase, Formats = BentoCodecFormats.Json)]
            public partial class Settings<T>
            {
                [BentoAlias("title")] public string DisplayName { get; set; } = "";
                [BentoReuse(BentoReusePolicy.Append)] public List<T> Log { get; set; } = new List<T>();
                [BentoReuse(BentoReusePolicy.Merge)] public Dictionary<string, T> ById { get; set; } = new Dictionary<string, T>();
                [BentoReuse(BentoReusePolicy.Replace)] public T? Fresh { get; set; }
                [JsonPropertyName("v")] public T Value { get; set; } = default!;
                [JsonIgnore] public int Cache { get; set; }
                [BentoExtensionData] public Dictionary<string, BentoValue>? Extra { get; set; }
                [BentoIgnore] public int Reads { get; private set; }
                partial void OnBentoDeserialized() => Reads++;
            }

            [BentoObject(Formats = BentoCodecFormats.MessagePack)]
            public partial class Keyed<T>
            {
                [MessagePack.Key(0)] public T Value { get; set; } = default!;
                [MessagePack.IgnoreMember] public int Cached { get; set; }
                [MessagePack.Key(2)] public List<T>? More { get; set; }
            }

            [BentoObject(Formats = BentoCodecFormats.Json)]
            public partial class Holder { public Settings<Part>? Parts { get; set; } }

            [BentoObject(Formats = BentoCodecFormats.MessagePack)]
            public partial class KeyedHolder { public Keyed<int>? Numbers { get; set; } }
        }
        """;

    // Member types through runtime shapes: untyped values, collections built in one step, numbers beyond the
    // primitives, value tuples, memory, and date and char dictionary keys.
    public const string MoreMemberTypes = """
        using System;
        using System.Collections.Generic;
        using System.Collections.Immutable;
        using System.Numerics;
        using Bento;
        namespace Demo;
        public enum Shade { Light, Dark }
        [BentoObject]
        public partial class Owned
        {
            public object? Anything { get; set; }
            public Dictionary<string, object?>? Bag { get; set; }
            public BentoValue? Untyped { get; set; }
            public Queue<int>? Queue { get; set; }
            public Stack<string>? Stack { get; set; }
            public LinkedList<Shade>? Linked { get; set; }
            public SortedSet<string>? Sorted { get; set; }
            public ISet<long>? Set { get; set; }
            public SortedDictionary<string, int>? SortedMap { get; set; }
            public ImmutableArray<int> Immutable { get; set; }
            public ImmutableList<string>? ImmutableList { get; set; }
            public ImmutableDictionary<string, Shade>? ImmutableMap { get; set; }
            public BigInteger Big { get; set; }
            public Half Half { get; set; }
            public Int128 Wide { get; set; }
            public UInt128 WideUnsigned { get; set; }
            public (int, string) Pair { get; set; }
            public (int Id, Shade Shade, string? Name)? Named { get; set; }
            public List<(long, (bool, double))>? Nested { get; set; }
            public Dictionary<string, ValueTuple<int>>? Singles { get; set; }
            public Memory<int> Numbers { get; set; }
            public ReadOnlyMemory<Shade> Shades { get; set; }
            public Memory<byte> Bytes { get; set; }
            public ArraySegment<byte> Segment { get; set; }
            public Dictionary<DateTime, int>? ByDate { get; set; }
            public Dictionary<DateTimeOffset, string>? ByInstant { get; set; }
            public SortedDictionary<char, int>? ByChar { get; set; }
        }
        """;

    public static readonly IReadOnlyDictionary<string, string> SnapshotCases = new Dictionary<string, string>
    {
        ["Person"] = Person,
        ["Primitives"] = Primitives,
        ["Record"] = Record,
        ["RecordStruct"] = RecordStruct,
        ["Struct"] = Struct,
        ["PrimaryConstructorClass"] = PrimaryConstructorClass,
        ["InitRequired"] = InitRequired,
        ["NamingPolicies"] = NamingPolicies,
        ["Enums"] = Enums,
        ["Nested"] = Nested,
        ["Collections"] = Collections,
        ["Dictionaries"] = Dictionaries,
        ["Nullables"] = Nullables,
        ["UnityCSharp9"] = UnityCSharp9,
        ["ManyMembers"] = ManyMembers,
        ["Inheritance"] = Inheritance,
        ["Unions"] = Unions,
        ["Names"] = Names,
        ["HiddenMembers"] = HiddenMembers,
        ["GetOnlyMembers"] = GetOnlyMembers,
        ["Empty"] = Empty,
        ["KeyedArrayMode"] = KeyedArrayMode,
        ["KeyedUnityCSharp9"] = KeyedUnityCSharp9,
        ["Hooks"] = Hooks,
        ["Subsets"] = Subsets,
        ["KeyedSubsets"] = KeyedSubsets,
        ["ReusePolicies"] = ReusePolicies,
        ["ForeignAttributes"] = ForeignAttributes,
        ["Generics"] = Generics,
        ["GenericUnions"] = GenericUnions,
        ["GenericFeatures"] = GenericFeatures,
        ["MoreMemberTypes"] = MoreMemberTypes,
    };
}
