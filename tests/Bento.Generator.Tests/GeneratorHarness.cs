using System;
using System.Collections.Generic;
using System.Collections.Immutable;
using System.IO;
using System.Linq;
using Microsoft.CodeAnalysis;
using Microsoft.CodeAnalysis.CSharp;

namespace Bento.Generator.Tests;

/// <summary>One generator run over an in-memory compilation.</summary>
public sealed record GeneratorRun(
    CSharpCompilation Input,
    Compilation Output,
    ImmutableArray<(string HintName, string Text)> Generated,
    ImmutableArray<Diagnostic> GeneratorDiagnostics,
    ImmutableArray<Diagnostic> AllDiagnostics,
    GeneratorDriverRunResult Result)
{
    /// <summary>The one JSON hint file of a run over a single marked type.</summary>
    public (string HintName, string Text) JsonFile => Generated.Single(g => g.HintName.EndsWith(".Bento.Json.g.cs", StringComparison.Ordinal));

    /// <summary>The one MessagePack hint file of a run over a single marked type.</summary>
    public (string HintName, string Text) MsgPackFile => Generated.Single(g => g.HintName.EndsWith(".Bento.MsgPack.g.cs", StringComparison.Ordinal));
}

/// <summary>Runs <see cref="BentoGenerator"/> with <see cref="CSharpGeneratorDriver"/> over test sources compiled against this runtime's assemblies and Bento.dll.</summary>
public static class GeneratorHarness
{
    private static readonly Lazy<ImmutableArray<MetadataReference>> s_references = new(LoadReferences);

    public static ImmutableArray<MetadataReference> References => s_references.Value;

    private static ImmutableArray<MetadataReference> LoadReferences()
    {
        var paths = ((string)AppContext.GetData("TRUSTED_PLATFORM_ASSEMBLIES")!).Split(Path.PathSeparator, StringSplitOptions.RemoveEmptyEntries);
        var references = new List<MetadataReference>();
        foreach (var path in paths)
        {
            string name = Path.GetFileNameWithoutExtension(path);
            // The framework's own assemblies, not the test dependencies (Roslyn, xunit) loaded next to them.
            if (name.StartsWith("System.", StringComparison.Ordinal) || name is "System" or "mscorlib" or "netstandard" || name.StartsWith("Microsoft.Win32", StringComparison.Ordinal) || name == "Microsoft.CSharp")
                references.Add(MetadataReference.CreateFromFile(path));
        }
        references.Add(MetadataReference.CreateFromFile(typeof(Bento.BentoObjectAttribute).Assembly.Location));
        return references.ToImmutableArray();
    }

    public static CSharpParseOptions ParseOptions(LanguageVersion version = LanguageVersion.Latest) =>
        new CSharpParseOptions(version);

    public static CSharpCompilation Compile(LanguageVersion version, params string[] sources) => Compile(version, References, sources);

    public static CSharpCompilation Compile(LanguageVersion version, IEnumerable<MetadataReference> references, params string[] sources)
    {
        var options = ParseOptions(version);
        var trees = sources.Select((s, i) => CSharpSyntaxTree.ParseText(s, options, path: "Test" + i + ".cs")).ToArray();
        return CSharpCompilation.Create("Bento.Generator.TestInput", trees, references,
            new CSharpCompilationOptions(OutputKind.DynamicallyLinkedLibrary,
                nullableContextOptions: NullableContextOptions.Enable,
                allowUnsafe: false,
                specificDiagnosticOptions: new Dictionary<string, ReportDiagnostic>
                {
                    // Assembly version unification notes between framework facades.
                    ["CS1701"] = ReportDiagnostic.Suppress,
                    ["CS1702"] = ReportDiagnostic.Suppress,
                }));
    }

    public static GeneratorDriver CreateDriver(CSharpParseOptions options) =>
        CSharpGeneratorDriver.Create(
            new[] { new BentoGenerator().AsSourceGenerator() },
            parseOptions: options,
            driverOptions: new GeneratorDriverOptions(IncrementalGeneratorOutputKind.None, trackIncrementalGeneratorSteps: true));

    public static GeneratorRun Run(string source, LanguageVersion version = LanguageVersion.Latest) => Run(version, source);

    public static GeneratorRun Run(LanguageVersion version, params string[] sources)
    {
        var input = Compile(version, sources);
        var driver = CreateDriver(ParseOptions(version));
        driver = driver.RunGeneratorsAndUpdateCompilation(input, out var output, out var generatorDiagnostics);
        var result = driver.GetRunResult();
        var generated = result.Results.SelectMany(r => r.GeneratedSources)
            .Select(s => (s.HintName, s.SourceText.ToString()))
            .OrderBy(s => s.HintName, StringComparer.Ordinal)
            .ToImmutableArray();
        var all = output.GetDiagnostics().Concat(generatorDiagnostics)
            .Where(d => d.Severity >= DiagnosticSeverity.Warning)
            .ToImmutableArray();
        return new GeneratorRun(input, output, generated, generatorDiagnostics, all, result);
    }

    /// <summary>The run reasons of <paramref name="step"/> in the second of two runs over <paramref name="first"/>, then <paramref name="second"/>.</summary>
    public static IReadOnlyList<IncrementalStepRunReason> StepReasonsAfterEdit(string step, string first, string second)
    {
        var options = ParseOptions();
        var compilation = Compile(LanguageVersion.Latest, first);
        var driver = CreateDriver(options).RunGenerators(compilation);
        var edited = compilation.ReplaceSyntaxTree(compilation.SyntaxTrees[0], CSharpSyntaxTree.ParseText(second, options, path: "Test0.cs"));
        driver = driver.RunGenerators(edited);
        var steps = driver.GetRunResult().Results[0].TrackedSteps;
        Assert.True(steps.ContainsKey(step), "step " + step + " was not tracked");
        return steps[step].SelectMany(s => s.Outputs).Select(o => o.Reason).ToList();
    }

    /// <summary>Every value produced by <paramref name="step"/> in one run.</summary>
    public static IReadOnlyList<object> StepOutputs(string step, string source)
    {
        var driver = CreateDriver(ParseOptions()).RunGenerators(Compile(LanguageVersion.Latest, source));
        return driver.GetRunResult().Results[0].TrackedSteps[step].SelectMany(s => s.Outputs).Select(o => o.Value).ToList();
    }
}
