using System.Collections.Generic;
using System.Linq;
using Microsoft.CodeAnalysis;
using Microsoft.CodeAnalysis.CSharp;

namespace Bento.Generator.Tests;

public class SnapshotTests
{
    public static IEnumerable<object[]> Cases => Sources.SnapshotCases.Keys.Select(k => new object[] { k });

    [Theory, MemberData(nameof(Cases))]
    public void Output_matches_snapshot_and_compiles_cleanly(string name)
    {
        var run = GeneratorHarness.Run(Sources.SnapshotCases[name]);
        Assert.NotEmpty(run.Generated);
        Snapshot.AssertCase(name, run.Generated);
        Assert.Empty(run.AllDiagnostics.Select(Format));
    }

    [Fact]
    public void No_stale_snapshot_folders() =>
        Assert.Empty(Snapshot.StaleCases(Sources.SnapshotCases.Keys));

    // Unity compiles with C# 9: the generated code must not need anything newer.
    [Theory]
    [InlineData("UnityCSharp9")]
    [InlineData("KeyedUnityCSharp9")]
    [InlineData("Person")]
    [InlineData("Primitives")]
    [InlineData("Struct")]
    [InlineData("Enums")]
    [InlineData("Nested")]
    [InlineData("Collections")]
    [InlineData("Dictionaries")]
    [InlineData("Nullables")]
    [InlineData("Inheritance")]
    [InlineData("Names")]
    [InlineData("NamingPolicies")]
    [InlineData("ManyMembers")]
    [InlineData("Subsets")]
    [InlineData("KeyedSubsets")]
    [InlineData("ReusePolicies")]
    [InlineData("ForeignAttributes")]
    [InlineData("GenericUnions")]
    [InlineData("GenericFeatures")]
    [InlineData("MoreMemberTypes")]
    public void Compiles_cleanly_at_CSharp_9(string name)
    {
        string source = Sources.SnapshotCases[name];
        if (name is not "UnityCSharp9" and not "KeyedUnityCSharp9")
            source = ToBlockNamespace(source).Replace("public required ", "[Bento.BentoRequired] public ");
        var run = GeneratorHarness.Run(source, LanguageVersion.CSharp9);
        Assert.Empty(run.AllDiagnostics.Select(Format));
        Assert.NotEmpty(run.Generated);
        foreach (var (_, text) in run.Generated)
            Assert.DoesNotContain("u8", text.Split('"').Where((_, i) => i % 2 == 1));
    }

    // Generic types as Unity writes them: no record structs before C# 10, so the generic models are a class, a record
    // and a struct, with the constraints and member shapes of the Generics snapshot.
    [Fact]
    public void Generic_types_compile_cleanly_at_CSharp_9()
    {
        string source = ToBlockNamespace(Sources.Generics).Replace("public partial record struct Slot<T>(", "public partial record Slot<T>(");
        var run = GeneratorHarness.Run(source, LanguageVersion.CSharp9);
        Assert.Empty(run.AllDiagnostics.Select(Format));
        Assert.Equal(19, run.Generated.Length); // nine types in two formats, and the root registration of the constructions Envelope uses
    }

    // C# 9 has no file-scoped namespaces or raw strings: turn `namespace X;` into a block.
    internal static string ToBlockNamespace(string source)
    {
        var lines = source.Split('\n').ToList();
        int index = lines.FindIndex(l => l.StartsWith("namespace ", System.StringComparison.Ordinal) && l.TrimEnd().EndsWith(';'));
        if (index < 0)
            return source;
        lines[index] = lines[index].TrimEnd().TrimEnd(';');
        lines.Insert(index + 1, "{");
        lines.Add("}");
        return string.Join("\n", lines);
    }

    internal static string Format(Diagnostic d) => d.Id + " " + d.GetMessage(System.Globalization.CultureInfo.InvariantCulture) + " @ " + d.Location.GetLineSpan();
}
