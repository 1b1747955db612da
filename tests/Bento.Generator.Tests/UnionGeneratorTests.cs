using System.Linq;
using Microsoft.CodeAnalysis;

namespace Bento.Generator.Tests;

/// <summary>The union diagnostics (BENTO036-038) and the union-related System.Text.Json settings Bento reports.</summary>
public class UnionGeneratorTests
{
    [Theory]
    [InlineData("[BentoUnion(0, typeof(Circle))] [BentoUnion(0, typeof(Square))]", "Square", "its tag 0 is already another case's")]
    [InlineData("[BentoUnion(0, typeof(Circle), Discriminator = \"c\")] [BentoUnion(1, typeof(Square), Discriminator = \"c\")]", "Square", "its discriminator \"c\" is already another case's")]
    [InlineData("[BentoUnion(0, typeof(Circle))] [BentoUnion(1, typeof(Plain))]", "Plain", "it is not marked [BentoObject]")]
    [InlineData("[BentoUnion(0, typeof(Circle))] [BentoUnion(1, typeof(Other))]", "Other", "it does not implement it")]
    [InlineData("[BentoUnion(0, typeof(Circle))] [BentoUnion(1, typeof(Point))]", "Point", "it is not a class (a struct would be boxed, and an interface has no values of its own)")]
    [InlineData("[BentoUnion(0, typeof(Circle))] [BentoUnion(1, typeof(JsonOnly))]", "JsonOnly", "it is generated for BentoCodecFormats.Json only, and the union needs BentoCodecFormats.All")]
    public void BENTO036_invalid_case(string cases, string badCase, string problem)
    {
        string source = """
            using Bento;
            namespace Demo;
            [BentoObject]
            CASES
            public partial interface IShape { }
            [BentoObject] public sealed partial class Circle : IShape { public double R { get; set; } }
            [BentoObject] public sealed partial class Square : IShape { public double S { get; set; } }
            public sealed class Plain : IShape { }
            [BentoObject] public sealed partial class Other { }
            [BentoObject] public partial struct Point : IShape { public int X { get; set; } }
            [BentoObject(Formats = BentoCodecFormats.Json)] public sealed partial class JsonOnly : IShape { }
            """.Replace("CASES", cases);
        int at = source.IndexOf("typeof(" + badCase + ")", System.StringComparison.Ordinal);
        at = source.LastIndexOf("BentoUnion", at, System.StringComparison.Ordinal);
        source = source.Insert(source.IndexOf(']', at) + 0, "|]").Insert(at, "[|");
        var (d, _, run) = DiagnosticTests.Single("BENTO036", source);
        Assert.Equal(DiagnosticSeverity.Error, d.Severity);
        Assert.Equal("'Demo." + badCase + "' cannot be a case of the union 'Demo.IShape': " + problem + "; the union is not generated", DiagnosticTests.Message(d));
        Assert.DoesNotContain(run.Generated, g => g.HintName.Contains("IShape", System.StringComparison.Ordinal));
    }

    [Theory]
    [InlineData("IShape", "BentoUnion(0, typeof(Box<>))", "Box<>", "it is an open generic type; list a closed construction such as Box<int>")]
    [InlineData("Result<T>", "BentoUnion(0, typeof(Pair<,>))", "Pair<,>", "it is an open generic type with 2 type parameters, and the union has 1, so it cannot be constructed with the union's own; list a closed construction or a case with the union's type parameters")]
    [InlineData("Result<T>", "BentoUnion(0, typeof(Listed<>))", "Listed<T>", "it does not derive from it (an open generic case is constructed with the union's type parameters, as Demo.Listed<T>)")]
    [InlineData("Result<T>", "BentoUnion(0, typeof(Box<int>))", "Box<int>", "it does not derive from it")]
    [InlineData("IShape", "BentoUnion(0, typeof(Box<Unmarked>))", "Box<Demo.Unmarked>", "it is generated for BentoCodecFormats.Json only, and the union needs BentoCodecFormats.All")]
    public void BENTO036_generic_cases(string union, string cases, string badCase, string problem)
    {
        // The case list goes on the union under test; the other union gets a valid case.
        string source = """
            using System.Collections.Generic;
            using Bento;
            namespace Demo;
            [BentoObject]
            [SHAPE]
            public partial interface IShape { }
            [BentoObject]
            [RESULT]
            public abstract partial class Result<T> { }
            [BentoObject(Formats = BentoCodecFormats.Json)] public sealed partial class Box<T> : IShape { public T? Value { get; set; } }
            [BentoObject] public sealed partial class Circle : IShape { }
            [BentoObject] public sealed partial class Pair<A, B> : Result<A> { }
            [BentoObject] public sealed partial class Listed<T> : Result<List<T>> { }
            [BentoObject] public sealed partial class Ok<T> : Result<T> { }
            public sealed class Unmarked { }
            """
            .Replace("SHAPE", union == "IShape" ? "[|" + cases + "|]" : "BentoUnion(0, typeof(Circle))")
            .Replace("RESULT", union == "IShape" ? "BentoUnion(0, typeof(Ok<>))" : "[|" + cases + "|]");
        var (d, _, run) = DiagnosticTests.Single("BENTO036", source);
        Assert.Equal("'Demo." + badCase + "' cannot be a case of the union 'Demo." + union + "': " + problem + "; the union is not generated", DiagnosticTests.Message(d));
        Assert.DoesNotContain(run.Generated, g => g.HintName.StartsWith("Demo." + union.Replace("<T>", "_T_") + ".", System.StringComparison.Ordinal));
    }

    [Fact]
    public void The_peers_attributes_list_the_open_cases_of_a_generic_union_too()
    {
        var run = GeneratorHarness.Run("""
            using Bento;
            using System.Text.Json.Serialization;
            namespace MessagePack
            {
                [System.AttributeUsage(System.AttributeTargets.All, AllowMultiple = true)]
                public sealed class UnionAttribute : System.Attribute { public UnionAttribute(int key, System.Type subType) { } }
            }
            namespace Demo
            {
                [BentoObject]
                [JsonDerivedType(typeof(Ok<>), "ok")]
                [JsonDerivedType(typeof(Err<>), "err")]
                [MessagePack.Union(4, typeof(Ok<>))]
                [MessagePack.Union(5, typeof(Err<>))]
                public abstract partial class Result<T> { }
                [BentoObject] public sealed partial class Ok<T> : Result<T> { public T? Value { get; set; } }
                [BentoObject] public sealed partial class Err<T> : Result<T> { public string? Message { get; set; } }
            }
            """);
        Assert.Empty(run.AllDiagnostics.Select(SnapshotTests.Format));
        string json = run.Generated.Single(g => g.HintName == "Demo.Result_T_.Bento.Json.g.cs").Text;
        Assert.Contains("new global::Bento.Json.JsonUnionCases(typeof(global::Demo.Result<T>), \"$type\", \"ok\", \"err\")", json);
        Assert.Contains("if (type == typeof(global::Demo.Ok<T>)) { writer.WriteUnionCase(Cases, 0); global::Demo.Ok<T>.BentoJsonCodec.WriteValue(ref writer, (global::Demo.Ok<T>)value); return; }", json);
        string msgPack = run.Generated.Single(g => g.HintName == "Demo.Result_T_.Bento.MsgPack.g.cs").Text;
        Assert.Contains("new global::Bento.MessagePack.MsgPackUnionCases(typeof(global::Demo.Result<T>), 4, 5)", msgPack);
    }

    [Fact]
    public void BENTO037_a_string_discriminator_only_is_tagged_by_position_for_MessagePack()
    {
        var (d, _, run) = DiagnosticTests.Single("BENTO037", """
            using Bento;
            using System.Text.Json.Serialization;
            namespace Demo;
            [BentoObject]
            [JsonDerivedType(typeof(Card), 3)]
            [[|JsonDerivedType(typeof(Cash), "cash")|]]
            public abstract partial class Payment { }
            [BentoObject] public sealed partial class Card : Payment { }
            [BentoObject] public sealed partial class Cash : Payment { }
            """);
        Assert.Equal(DiagnosticSeverity.Warning, d.Severity);
        Assert.Equal("The union case 'Demo.Cash' of 'Demo.Payment' has no integer tag ([BentoUnion], MessagePack's [Union] or an integer [JsonDerivedType] discriminator), so MessagePack tags it 1, its position among the cases; reordering the cases changes it", DiagnosticTests.Message(d));
        Assert.Single(run.GeneratorDiagnostics);
        // JSON alone needs no tag.
        var jsonOnly = GeneratorHarness.Run("""
            using Bento;
            using System.Text.Json.Serialization;
            namespace Demo;
            [BentoObject(Formats = BentoCodecFormats.Json)]
            [JsonDerivedType(typeof(Cash), "cash")]
            public abstract partial class Payment { }
            [BentoObject] public sealed partial class Cash : Payment { }
            """);
        Assert.Empty(jsonOnly.AllDiagnostics.Select(SnapshotTests.Format));
    }

    [Theory]
    [InlineData("interface", "public partial interface [|IThing|] { }", "an interface")]
    [InlineData("abstract class", "public abstract partial class [|Thing|] { public int X { get; set; } }", "an abstract class")]
    public void BENTO038_interface_or_abstract_class_without_cases(string kind, string declaration, string what)
    {
        var (d, _, _) = DiagnosticTests.Single("BENTO038", "using Bento;\nnamespace Demo;\n[BentoObject]\n" + declaration);
        Assert.Equal(DiagnosticSeverity.Error, d.Severity);
        Assert.StartsWith("'Demo." + (kind == "interface" ? "IThing" : "Thing") + "' is " + what + ", so it can only be serialized as a union", DiagnosticTests.Message(d));
    }

    [Fact]
    public void JsonPolymorphic_settings_that_would_read_or_write_another_type_are_reported()
    {
        var (d, _, _) = DiagnosticTests.Single("BENTO027", """
            using Bento;
            using System.Text.Json.Serialization;
            namespace Demo;
            [BentoObject(Formats = BentoCodecFormats.Json)]
            [JsonPolymorphic(UnknownDerivedTypeHandling = JsonUnknownDerivedTypeHandling.FallBackToBaseType)]
            [JsonDerivedType(typeof(Cash), "cash")]
            public abstract partial class [|Payment|] { }
            [BentoObject] public sealed partial class Cash : Payment { }
            """);
        Assert.Contains("Bento raises an error for a derived type that is not a listed case", DiagnosticTests.Message(d));
    }

    [Fact]
    public void A_member_of_a_union_type_calls_the_union_codec_and_a_non_sealed_class_checks_its_run_time_type()
    {
        var run = GeneratorHarness.Run(Sources.Unions);
        Assert.Empty(run.AllDiagnostics.Select(SnapshotTests.Format));
        string zoo = run.Generated.Single(g => g.HintName == "Demo.Zoo.Bento.Json.g.cs").Text;
        Assert.Contains("global::Demo.IShape.BentoJsonCodec.WriteValue(ref writer, logo)", zoo);
        Assert.Contains("writer.CheckExactType(value);", zoo);
        string circle = run.Generated.Single(g => g.HintName == "Demo.Circle.Bento.Json.g.cs").Text;
        Assert.DoesNotContain("CheckExactType", circle); // sealed
    }
}
