using System;
using System.IO;
using System.Linq;
using System.Reflection;
using Microsoft.CodeAnalysis;
using Microsoft.CodeAnalysis.CSharp;

namespace Bento.Generator.Tests;

/// <summary>
/// Unity consumes the netstandard2.1 build of Bento with C# 9: generated code must compile against that API surface,
/// not only against net10.
/// </summary>
public class NetStandardTests
{
    private static readonly Lazy<MetadataReference[]> s_references = new(Build);

    private static MetadataReference[] Build()
    {
        string dir = typeof(NetStandardTests).Assembly.GetCustomAttributes<AssemblyMetadataAttribute>()
            .Single(a => a.Key == "NetStandard21References").Value!;
        Assert.True(Directory.Exists(dir), "netstandard2.1 reference assemblies not found at " + dir);
        var framework = Directory.GetFiles(dir, "*.dll").Select(f => (MetadataReference)MetadataReference.CreateFromFile(f)).ToArray();

        // Bento itself, compiled from its sources for netstandard2.1.
        string src = Path.GetFullPath(Path.Combine(Snapshot.Root, "..", "..", "..", "src", "Bento"));
        var parse = new CSharpParseOptions(LanguageVersion.Latest, preprocessorSymbols: new[] { "NETSTANDARD", "NETSTANDARD2_1", "NETSTANDARD2_1_OR_GREATER" });
        var sep = Path.DirectorySeparatorChar;
        var trees = Directory.GetFiles(src, "*.cs", SearchOption.AllDirectories)
            .Where(f => !f.Contains(sep + "obj" + sep) && !f.Contains(sep + "bin" + sep))
            .Select(f => CSharpSyntaxTree.ParseText(File.ReadAllText(f), parse, f));
        var bento = CSharpCompilation.Create("Bento", trees, framework,
            new CSharpCompilationOptions(OutputKind.DynamicallyLinkedLibrary, allowUnsafe: true, nullableContextOptions: NullableContextOptions.Enable));
        var errors = bento.GetDiagnostics().Where(d => d.Severity == DiagnosticSeverity.Error).Select(SnapshotTests.Format).ToList();
        Assert.True(errors.Count == 0, "Bento does not build for netstandard2.1 here: " + string.Join("\n", errors.Take(10)));
        return framework.Append(bento.ToMetadataReference()).ToArray();
    }

    [Theory]
    [InlineData("UnityCSharp9")]
    [InlineData("Enums")]
    [InlineData("Collections")]
    [InlineData("Dictionaries")]
    [InlineData("Nullables")]
    [InlineData("Nested")]
    [InlineData("ManyMembers")]
    public void Generated_code_compiles_against_netstandard21_at_CSharp_9(string name)
    {
        string source = Sources.SnapshotCases[name];
        if (name != "UnityCSharp9")
            source = SnapshotTests.ToBlockNamespace(source).Replace("public required ", "[Bento.BentoRequired] public ");
        var input = GeneratorHarness.Compile(LanguageVersion.CSharp9, s_references.Value, source);
        var driver = GeneratorHarness.CreateDriver(GeneratorHarness.ParseOptions(LanguageVersion.CSharp9))
            .RunGeneratorsAndUpdateCompilation(input, out var output, out var generatorDiagnostics);
        Assert.Empty(generatorDiagnostics.Select(SnapshotTests.Format));
        Assert.NotEmpty(driver.GetRunResult().GeneratedTrees);
        // No ModuleInitializerAttribute in netstandard2.1: registration rests on the static constructors.
        Assert.All(driver.GetRunResult().GeneratedTrees, t => Assert.DoesNotContain("ModuleInitializer", t.ToString()));
        Assert.Empty(output.GetDiagnostics().Where(d => d.Severity >= DiagnosticSeverity.Warning).Select(SnapshotTests.Format));
    }
}
