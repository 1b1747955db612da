using System.Collections.Generic;
using System.Linq;
using Microsoft.CodeAnalysis;

namespace Bento.Generator.Tests;

/// <summary>
/// The C# blocks of the migration pages compile as README.md's do (a new console app referencing Bento), with
/// System.Text.Json (in the framework) and MessagePack-CSharp's attributes (its package) referenced as a migrating
/// project has them; the generator runs, and any warning, its own included, fails the block.
/// </summary>
public class MigrationDocSnippetTests
{
    private static readonly string[] s_pages = { "docs/migrating-from-system-text-json.md", "docs/migrating-from-messagepack-csharp.md" };

    public static IEnumerable<object[]> Snippets() =>
        s_pages.SelectMany(page => ReadmeSnippetTests.ReadSnippets(page).Select(s => new object[] { page, s.Line }));

    [Fact]
    public void Each_page_has_its_examples()
    {
        foreach (string page in s_pages)
            Assert.True(ReadmeSnippetTests.ReadSnippets(page).Count >= 1, page + " has no C# blocks");
        Assert.Contains(ReadmeSnippetTests.ReadSnippets(s_pages[0]), s => s.Code.Contains("[JsonConstructor]", System.StringComparison.Ordinal));
        Assert.Contains(ReadmeSnippetTests.ReadSnippets(s_pages[1]), s => s.Code.Contains("[SerializationConstructor]", System.StringComparison.Ordinal));
    }

    [Theory]
    [MemberData(nameof(Snippets))]
    public void Snippet_compiles_in_a_new_console_app(string page, int line)
    {
        var snippet = ReadmeSnippetTests.ReadSnippets(page).Single(s => s.Line == line);
        ReadmeSnippetTests.AssertCompiles(page, snippet, MetadataReference.CreateFromFile(typeof(global::MessagePack.KeyAttribute).Assembly.Location));
    }
}
