using System;
using System.Collections.Generic;
using System.Diagnostics.CodeAnalysis;
using Bento;

[assembly: BentoCodec(typeof(Trimmed.Vec3Surrogate))]
[assembly: BentoCodec(typeof(Trimmed.PartIdSurrogate))]
// Read back only through a type parameter (ReadBack<T>): the declaration is what registers this construction.
[assembly: BentoRoot(typeof(Trimmed.Page<Trimmed.Level>))]

namespace Trimmed;

/// <summary>
/// Round-trips marked types after trimming. <see cref="ReadOnly"/> is only ever deserialized, so nothing but the
/// generated registration keeps its codec alive: if trimming removed it, this program fails.
/// </summary>
internal static class Program
{
    private static int Main()
    {
        var save = new SaveGame("Ada", 1200, new List<int> { 1, 2, 3 }, new Dictionary<string, double> { ["x"] = 0.5 });
        string json = BentoJson.Serialize(save);
        var back = BentoJson.Deserialize<SaveGame>(json);
        var readOnly = BentoJson.Deserialize<ReadOnly>("{\"Id\":7,\"When\":\"2024-05-01T10:00:00Z\"}"u8);
        bool ok = json == "{\"Name\":\"Ada\",\"HighScore\":1200,\"Levels\":[1,2,3],\"Stats\":{\"x\":0.5}}"
            && back.Name == "Ada" && back.HighScore == 1200 && back.Levels.Count == 3 && back.Stats["x"] == 0.5
            && readOnly.Id == 7 && readOnly.When == new DateTimeOffset(2024, 5, 1, 10, 0, 0, TimeSpan.Zero)
            && Roots(save)
            && AnyRoots()
            && Codecs()
            && Unions()
            && Generics()
            && GenericUnions();
        Console.WriteLine(ok ? "trimmed round trip: ok" : "trimmed round trip: FAILED " + json);
        return ok ? 0 : 1;
    }

    // Collections as document roots. Cell is only ever read inside collections, and Level only as an array element
    // in MessagePack: their collection codecs exist only through the registration of the element type.
    private static bool Roots(SaveGame save)
    {
        var saves = new List<SaveGame> { save, save with { Name = "Bob" } };
        string json = BentoJson.Serialize(saves);
        var savesBack = BentoJson.Deserialize<List<SaveGame>>(json);
        var byName = BentoJson.Deserialize<Dictionary<string, SaveGame>>("{\"a\":" + BentoJson.Serialize(save) + "}");
        var cells = BentoJson.Deserialize<Cell[]>("[{\"X\":1,\"Y\":2},{\"X\":3,\"Y\":4}]"u8);
        var grid = BentoJson.Deserialize<IReadOnlyDictionary<int, Cell>>("{\"7\":{\"X\":5,\"Y\":6}}"u8);
        var levels = BentoMessagePack.Deserialize<Level[]>(BentoMessagePack.Serialize(new List<Level> { new(1, "intro"), new(2, "boss") }));
        var packedSaves = BentoMessagePack.Deserialize<IReadOnlyList<SaveGame>>(BentoMessagePack.Serialize(saves));
        bool ok = savesBack.Count == 2 && savesBack[1].Name == "Bob" && savesBack[0].Stats["x"] == 0.5
            && byName["a"].HighScore == 1200
            && cells.Length == 2 && cells[1].Y == 4 && grid[7].X == 5
            && levels.Length == 2 && levels[1].Name == "boss"
            && packedSaves.Count == 2 && packedSaves[1].Levels.Count == 3;
        Console.WriteLine(ok ? "trimmed collection roots: ok" : "trimmed collection roots: FAILED " + json);
        return ok;
    }

    // Any supported type as a document: primitives from the runtime alone, the rest from the generated registration
    // of this assembly's call sites. Item is only ever used inside nested collections here.
    // A type the model does not own, through a user codec: in a member, a list and a dictionary value, both formats;
    // and an id type of another library as a dictionary key, through a surrogate of a key type.
    private static bool Codecs()
    {
        var rig = new Rig
        {
            Position = new Vec3(1, 2, 3),
            Path = new List<Vec3> { new(4, 5, 6) },
            Anchors = new Dictionary<string, Vec3> { ["top"] = new(7, 8, 9) },
            Parts = new Dictionary<PartId, Vec3> { [new PartId(42)] = new(0, 1, 0) },
        };
        string json = BentoJson.Serialize(rig);
        var back = BentoJson.Deserialize<Rig>(json);
        var packed = BentoMessagePack.Deserialize<Rig>(BentoMessagePack.Serialize(rig));
        bool ok = json == "{\"Position\":{\"x\":1,\"y\":2,\"z\":3},\"Path\":[{\"x\":4,\"y\":5,\"z\":6}],\"Anchors\":{\"top\":{\"x\":7,\"y\":8,\"z\":9}},"
                + "\"Parts\":{\"42\":{\"x\":0,\"y\":1,\"z\":0}}}"
            && back.Position == rig.Position && back.Path[0] == rig.Path[0] && back.Anchors["top"] == rig.Anchors["top"]
            && packed.Position == rig.Position && packed.Path[0] == rig.Path[0] && packed.Anchors["top"] == rig.Anchors["top"]
            && back.Parts[new PartId(42)] == rig.Parts[new PartId(42)] && packed.Parts[new PartId(42)] == rig.Parts[new PartId(42)];
        Console.WriteLine(ok ? "trimmed user codecs: ok" : "trimmed user codecs: FAILED " + json);
        return ok;
    }

    private static bool Unions()
    {
        // Only ever read through the union: nothing else references Bird's codec.
        var pets = BentoJson.Deserialize<List<IPet>>("[{\"$type\":\"fish\",\"Fins\":2},{\"Wings\":1.5,\"$type\":\"bird\"}]"u8);
        string json = BentoJson.Serialize(pets);
        var packed = BentoMessagePack.Deserialize<IPet>(BentoMessagePack.Serialize<IPet>(new Fish { Fins = 4 }));
        bool ok = pets[0] is Fish { Fins: 2 } && pets[1] is Bird { Wings: 1.5 } && packed is Fish { Fins: 4 }
            && json == "[{\"$type\":\"fish\",\"Fins\":2},{\"$type\":\"bird\",\"Wings\":1.5}]";
        Console.WriteLine(ok ? "trimmed unions: ok" : "trimmed unions: FAILED " + json);
        return ok;
    }

    // Generic marked types: constructions as roots of calls (a marked and a primitive argument), as members of a
    // non-generic type (the direct call, with a nested construction), and declared with [assembly: BentoRoot].
    private static bool Generics()
    {
        var page = BentoJson.Deserialize<Page<Item>>("{\"Items\":[{\"Id\":\"a\"},{\"Id\":\"b\"}],\"First\":{\"Id\":\"a\"},\"Total\":2}"u8);
        var numbers = BentoMessagePack.Deserialize<Page<int>>(BentoMessagePack.Serialize(new Page<int> { Items = new List<int> { 3, 4 }, First = 3, Total = 2 }));
        var catalog = BentoJson.Deserialize<Catalog>("{\"Cells\":{\"Items\":[{\"X\":1,\"Y\":2}]},\"Nested\":{\"First\":{\"Items\":[{\"Id\":\"n\"}]}}}"u8);
        var levels = ReadBack<Page<Level>>(BentoMessagePack.Serialize(new Page<Level> { Items = new List<Level> { new(3, "deep") } }));
        string written = BentoJson.Serialize(page) + BentoJson.Serialize(catalog);
        bool ok = page.Items.Count == 2 && page.First!.Id == "a" && page.Total == 2
            && numbers.Items[1] == 4 && numbers.First == 3
            && catalog.Cells!.Items[0].Y == 2 && catalog.Nested!.First!.Items[0].Id == "n"
            && levels.Items[0].Name == "deep"
            && written == "{\"Items\":[{\"Id\":\"a\"},{\"Id\":\"b\"}],\"First\":{\"Id\":\"a\"},\"Total\":2}"
                + "{\"Cells\":{\"Items\":[{\"X\":1,\"Y\":2}],\"First\":null,\"Total\":0},\"Nested\":{\"Items\":[],\"First\":{\"Items\":[{\"Id\":\"n\"}],\"First\":null,\"Total\":0},\"Total\":0}}";
        Console.WriteLine(ok ? "trimmed generic types: ok" : "trimmed generic types: FAILED " + written);
        return ok;
    }

    // A union whose cases are a construction of a generic class (Tank<Fish>: the union calls its codec, and Fish is
    // reached only through its T) and a generic union with open cases (Outcome<T>: Done<T>, Failed<T>).
    private static bool GenericUnions()
    {
        var pets = BentoJson.Deserialize<List<IPet>>("[{\"$type\":\"tank\",\"Contents\":[{\"Fins\":3}]}]"u8);
        var outcome = BentoMessagePack.Deserialize<Outcome<Item>>(BentoMessagePack.Serialize<Outcome<Item>>(new Done<Item> { Value = new Item { Id = "x" } }));
        var failed = BentoJson.Deserialize<Outcome<int>>("{\"Reason\":\"late\",\"$type\":\"failed\"}"u8);
        string written = BentoJson.Serialize(pets) + BentoJson.Serialize<Outcome<int>>(new Done<int> { Value = 5 });
        bool ok = pets[0] is Tank<Fish> { Contents: [{ Fins: 3 }] } && outcome is Done<Item> { Value.Id: "x" } && failed is Failed<int> { Reason: "late" }
            && written == "[{\"$type\":\"tank\",\"Contents\":[{\"Fins\":3}]}]{\"$type\":\"done\",\"Value\":5}";
        Console.WriteLine(ok ? "trimmed generic unions: ok" : "trimmed generic unions: FAILED " + written);
        return ok;
    }

    // As in any generic code over Bento's entry points, T carries the entry points' trimming annotation.
    private static T ReadBack<[DynamicallyAccessedMembers(DynamicallyAccessedMemberTypes.NonPublicConstructors)] T>(byte[] packed) =>
        BentoMessagePack.Deserialize<T>(packed);

    private static bool AnyRoots()
    {
        int number = BentoJson.Deserialize<int>("42"u8);
        string text = BentoJson.Deserialize<string>("\"tab\\t\\u00e9\"");
        var maybe = BentoJson.Deserialize<List<double?>>("[0.1,null,2.5]"u8);
        var counts = BentoJson.Deserialize<Dictionary<string, int>>("{\"a\":1,\"b\":2}"u8);
        var grid = BentoJson.Deserialize<List<List<Item>>>("[[{\"Id\":\"x\"}],[]]"u8);
        var packed = BentoMessagePack.Deserialize<List<List<Item>>>(BentoMessagePack.Serialize(grid));
        string written = BentoJson.Serialize(maybe) + BentoJson.Serialize(counts) + BentoJson.Serialize(grid) + BentoJson.Serialize(number) + BentoJson.Serialize(text);
        bool ok = number == 42 && text == "tab\t\u00e9" && maybe.Count == 3 && maybe[0] == 0.1 && maybe[1] is null
            && counts["b"] == 2 && grid[0][0].Id == "x" && grid[1].Count == 0 && packed[0][0].Id == "x"
            && BentoMessagePack.Deserialize<int>(BentoMessagePack.Serialize(-7)) == -7
            && written == "[0.1,null,2.5]{\"a\":1,\"b\":2}[[{\"Id\":\"x\"}],[]]42\"tab\\t\u00e9\"";
        Console.WriteLine(ok ? "trimmed any roots: ok" : "trimmed any roots: FAILED " + written);
        return ok;
    }
}

[BentoObject]
[BentoUnion(0, typeof(Fish), Discriminator = "fish")]
[BentoUnion(1, typeof(Bird), Discriminator = "bird")]
[BentoUnion(2, typeof(Tank<Fish>), Discriminator = "tank")]
internal partial interface IPet
{
}

[BentoObject]
internal sealed partial class Tank<T> : IPet
{
    public List<T> Contents { get; set; } = new();
}

[BentoObject]
[BentoUnion(0, typeof(Done<>), Discriminator = "done")]
[BentoUnion(1, typeof(Failed<>), Discriminator = "failed")]
internal abstract partial class Outcome<T>
{
}

[BentoObject]
internal sealed partial class Done<T> : Outcome<T>
{
    public T? Value { get; set; }
}

[BentoObject]
internal sealed partial class Failed<T> : Outcome<T>
{
    public string Reason { get; set; } = "";
}

[BentoObject]
internal sealed partial class Fish : IPet
{
    public int Fins { get; set; }
}

[BentoObject]
internal sealed partial class Bird : IPet
{
    public double Wings { get; set; }
}

[BentoObject]
internal sealed partial class Item
{
    public string Id { get; set; } = "";
}

[BentoObject]
internal sealed partial record SaveGame(string Name, int HighScore, List<int> Levels, Dictionary<string, double> Stats);

[BentoObject]
internal sealed partial class ReadOnly
{
    public int Id { get; set; }

    public DateTimeOffset When { get; set; }
}

[BentoObject]
internal sealed partial class Cell
{
    public int X { get; set; }

    public int Y { get; set; }
}

[BentoObject]
internal sealed partial record Level([property: BentoKey(0)] int Number, [property: BentoKey(1)] string Name);

// Stands for a type of another library (Unity's Vector3): not marked, so it is written through its surrogate.
internal readonly record struct Vec3(float X, float Y, float Z);

[BentoObject]
internal partial struct Vec3Data
{
    public float x { get; set; }

    public float y { get; set; }

    public float z { get; set; }
}

internal struct Vec3Surrogate : IBentoSurrogate<Vec3, Vec3Data>
{
    public readonly Vec3Data ToSurrogate(Vec3 value) => new() { x = value.X, y = value.Y, z = value.Z };

    public readonly Vec3 FromSurrogate(Vec3Data surrogate) => new(surrogate.x, surrogate.y, surrogate.z);
}

// Stands for an id type of another library, keyed by its number.
internal readonly record struct PartId(long Value);

internal struct PartIdSurrogate : IBentoSurrogate<PartId, long>
{
    public readonly long ToSurrogate(PartId value) => value.Value;

    public readonly PartId FromSurrogate(long surrogate) => new(surrogate);
}

[BentoObject]
internal sealed partial class Rig
{
    public Vec3 Position { get; set; }

    public List<Vec3> Path { get; set; } = new();

    public Dictionary<string, Vec3> Anchors { get; set; } = new();

    public Dictionary<PartId, Vec3> Parts { get; set; } = new();
}

[BentoObject]
internal sealed partial class Page<T>
{
    public List<T> Items { get; set; } = new();

    public T? First { get; set; }

    public int Total { get; set; }
}

[BentoObject]
internal sealed partial class Catalog
{
    public Page<Cell>? Cells { get; set; }

    public Page<Page<Item>>? Nested { get; set; }
}
