using System;
using System.Collections.Generic;
using System.IO;
using System.Linq;
using Microsoft.CodeAnalysis;
using Microsoft.CodeAnalysis.CSharp;
using Microsoft.CodeAnalysis.CSharp.Syntax;

namespace Bento.Generator.Tests;

/// <summary>
/// Every C# block of README.md, compiled the way the README says a reader would use it: pasted into Program.cs of a new
/// console app (implicit usings on, nullable on, as `dotnet new console` sets them) referencing Bento and its generator
/// (and Bento.Testing, for the round-trip assertion block). A block with top-level statements compiles as that program;
/// a block of declarations only compiles as a file of the project. Warnings count as failures.
/// </summary>
public class ReadmeSnippetTests
{
    // The global usings that ImplicitUsings=enable gives a Microsoft.NET.Sdk console app.
    private const string ImplicitUsings =
        "global using global::System;\nglobal using global::System.Collections.Generic;\nglobal using global::System.IO;\n" +
        "global using global::System.Linq;\nglobal using global::System.Net.Http;\nglobal using global::System.Threading;\n" +
        "global using global::System.Threading.Tasks;\n";

    // What ImplicitUsings=enable adds for a Microsoft.NET.Sdk.Web project.
    private const string WebImplicitUsings =
        "global using global::System.Net.Http.Json;\nglobal using global::Microsoft.AspNetCore.Builder;\n" +
        "global using global::Microsoft.AspNetCore.Hosting;\nglobal using global::Microsoft.AspNetCore.Http;\n" +
        "global using global::Microsoft.AspNetCore.Routing;\nglobal using global::Microsoft.Extensions.Configuration;\n" +
        "global using global::Microsoft.Extensions.DependencyInjection;\nglobal using global::Microsoft.Extensions.Hosting;\n" +
        "global using global::Microsoft.Extensions.Logging;\n";

    /// <summary>The ASP.NET Core shared framework as this test process loads it, and Bento.AspNetCore.</summary>
    private static IEnumerable<MetadataReference> AspNetCoreReferences()
    {
        var paths = ((string)AppContext.GetData("TRUSTED_PLATFORM_ASSEMBLIES")!).Split(Path.PathSeparator, StringSplitOptions.RemoveEmptyEntries);
        foreach (var path in paths)
        {
            string name = Path.GetFileNameWithoutExtension(path);
            if (name == "Microsoft.AspNetCore" || name.StartsWith("Microsoft.AspNetCore.", StringComparison.Ordinal) || name.StartsWith("Microsoft.Extensions.", StringComparison.Ordinal) ||
                name == "Microsoft.Net.Http.Headers")
                yield return MetadataReference.CreateFromFile(path);
        }

        yield return MetadataReference.CreateFromFile(typeof(Bento.AspNetCore.BentoBody<>).Assembly.Location);
    }

    public static IEnumerable<object[]> Snippets() => ReadSnippets().Select(s => new object[] { s.Line });

    [Fact]
    public void The_readme_has_its_snippets()
    {
        // Guards the extraction itself: a change of fence style must not silently leave nothing to compile.
        var snippets = ReadSnippets();
        Assert.True(snippets.Count >= 9, "found " + snippets.Count + " C# blocks in README.md");
        Assert.Contains(snippets, s => s.Code.Contains("public partial record SaveGame", StringComparison.Ordinal));
    }

    [Theory]
    [MemberData(nameof(Snippets))]
    public void Snippet_compiles_in_a_new_console_app(int line)
    {
        var snippet = ReadSnippets().Single(s => s.Line == line);
        AssertCompiles("README.md", snippet);
    }

    /// <summary>
    /// Compiles one snippet as a new console app (or ASP.NET Core app, for a block that builds a WebApplication) would,
    /// with the generator running, and fails with every warning and error.
    /// </summary>
    internal static void AssertCompiles(string file, Snippet snippet, params MetadataReference[] extraReferences)
    {
        int line = snippet.Line;
        var options = new CSharpParseOptions(LanguageVersion.Latest);
        var tree = CSharpSyntaxTree.ParseText(snippet.Code, options, path: "Program.cs");
        bool program = tree.GetCompilationUnitRoot().Members.Any(m => m is GlobalStatementSyntax);
        // A block that builds a WebApplication is pasted into a new ASP.NET Core app (dotnet new web) instead, with
        // Bento.AspNetCore referenced: the shared framework's assemblies and the web SDK's implicit usings.
        bool web = snippet.Code.Contains("WebApplication", StringComparison.Ordinal);
        var references = GeneratorHarness.References
            .Add(MetadataReference.CreateFromFile(typeof(Bento.Testing.BentoAssert).Assembly.Location))
            .AddRange(extraReferences);
        if (web)
            references = references.AddRange(AspNetCoreReferences());
        var compilation = CSharpCompilation.Create("ReadmeSnippet",
            new[] { tree, CSharpSyntaxTree.ParseText(ImplicitUsings + (web ? WebImplicitUsings : ""), options, path: "GlobalUsings.g.cs") },
            references,
            new CSharpCompilationOptions(program ? OutputKind.ConsoleApplication : OutputKind.DynamicallyLinkedLibrary,
                nullableContextOptions: NullableContextOptions.Enable,
                specificDiagnosticOptions: new Dictionary<string, ReportDiagnostic>
                {
                    ["CS1701"] = ReportDiagnostic.Suppress,
                    ["CS1702"] = ReportDiagnostic.Suppress,
                }));
        GeneratorHarness.CreateDriver(options).RunGeneratorsAndUpdateCompilation(compilation, out var output, out var generatorDiagnostics);
        var problems = output.GetDiagnostics().Concat(generatorDiagnostics)
            .Where(d => d.Severity >= DiagnosticSeverity.Warning)
            .Select(d => d.ToString())
            .ToList();
        Assert.True(problems.Count == 0,
            $"{file} line {line} ({(web ? "ASP.NET Core app Program.cs" : program ? "console app Program.cs" : "a file of a console app")}) does not compile:\n" +
            string.Join("\n", problems) + "\n---\n" + snippet.Code);
    }

    internal sealed record Snippet(int Line, string Code);

    private static List<Snippet> ReadSnippets() => ReadSnippets("README.md");

    /// <summary>The ```csharp blocks of a Markdown file of the repository with their first line numbers, indentation removed.</summary>
    internal static List<Snippet> ReadSnippets(string relativePath)
    {
        string root = Path.GetFullPath(Path.Combine(Snapshot.Root, "..", "..", ".."));
        string[] lines = File.ReadAllLines(Path.Combine(root, relativePath));
        var snippets = new List<Snippet>();
        for (int i = 0; i < lines.Length; i++)
        {
            string fence = lines[i].TrimStart();
            if (fence != "```csharp" && fence != "```cs" && fence != "```c#") continue;
            int indent = lines[i].Length - fence.Length;
            int start = i + 1;
            int end = start;
            while (end < lines.Length && lines[end].Trim() != "```") end++;
            var body = lines.Skip(start).Take(end - start).Select(l => l.Length >= indent ? l.Substring(indent) : l.TrimStart());
            snippets.Add(new Snippet(start, string.Join("\n", body)));
            i = end;
        }

        return snippets;
    }
}
