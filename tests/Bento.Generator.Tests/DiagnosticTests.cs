using System.Linq;
using Microsoft.CodeAnalysis;

namespace Bento.Generator.Tests;

/// <summary>One test per diagnostic: id, exact message and the source text under its location (marked [|like this|]).</summary>
public class DiagnosticTests
{
    internal static (Diagnostic Diagnostic, string SpanText, GeneratorRun Run) Single(string id, string markedSource)
    {
        int start = markedSource.IndexOf("[|", System.StringComparison.Ordinal);
        int end = markedSource.IndexOf("|]", System.StringComparison.Ordinal);
        Assert.True(start >= 0 && end > start, "source needs one [|marked|] span");
        string expectedSpan = markedSource.Substring(start + 2, end - start - 2);
        string source = markedSource.Remove(end, 2).Remove(start, 2);

        var run = GeneratorHarness.Run(source);
        var matching = run.GeneratorDiagnostics.Where(d => d.Id == id && d.Location.SourceSpan.Start == start).ToList();
        Assert.True(matching.Count == 1, "expected one " + id + ", got: " + string.Join("; ", run.GeneratorDiagnostics.Select(SnapshotTests.Format)));
        var diagnostic = matching[0];
        Assert.True(diagnostic.Location.IsInSource);
        string actualSpan = diagnostic.Location.SourceTree!.GetText().ToString(diagnostic.Location.SourceSpan);
        Assert.Equal(expectedSpan, actualSpan);
        Assert.Equal(start, diagnostic.Location.SourceSpan.Start);
        return (diagnostic, actualSpan, run);
    }

    internal static string Message(Diagnostic d) => d.GetMessage(System.Globalization.CultureInfo.InvariantCulture);

    [Fact]
    public void BENTO001_type_not_partial()
    {
        var (d, _, run) = Single("BENTO001", """
            using Bento;
            namespace Demo;
            [BentoObject] public class [|Plain|] { public int X { get; set; } }
            """);
        Assert.Equal(DiagnosticSeverity.Error, d.Severity);
        Assert.Equal("'Demo.Plain' has [BentoObject] but is not partial", Message(d));
        Assert.Empty(run.Generated);
    }

    [Fact]
    public void BENTO002_containing_type_not_partial()
    {
        var (d, _, run) = Single("BENTO002", """
            using Bento;
            namespace Demo;
            public class [|Outer|]
            {
                [BentoObject] public partial class Inner { public int X { get; set; } }
            }
            """);
        Assert.Equal(DiagnosticSeverity.Error, d.Severity);
        Assert.Equal("'Demo.Outer' must be partial because it contains the [BentoObject] type 'Demo.Outer.Inner'", Message(d));
        Assert.Empty(run.Generated);
    }

    [Fact]
    public void BENTO003_is_retired_generic_types_generate()
    {
        var run = GeneratorHarness.Run("""
            using Bento;
            namespace Demo;
            [BentoObject] public partial class Box<T> { public T? Value { get; set; } }
            """);
        Assert.Empty(run.AllDiagnostics.Select(SnapshotTests.Format));
        Assert.Contains(run.Generated, g => g.HintName == "Demo.Box_T_.Bento.Json.g.cs");
    }

    [Fact]
    public void BENTO040_type_parameter_as_dictionary_key()
    {
        var (d, _, run) = Single("BENTO040", """
            using System.Collections.Generic;
            using Bento;
            namespace Demo;
            [BentoObject] public partial class Index<TKey, TValue> where TKey : notnull
            {
                public Dictionary<TKey, TValue>? [|Entries|] { get; set; }
                public int Count { get; set; }
            }
            """);
        Assert.Equal(DiagnosticSeverity.Error, d.Severity);
        Assert.Equal("Member 'Entries' of 'Demo.Index<TKey, TValue>' has type 'System.Collections.Generic.Dictionary<TKey, TValue>?', whose dictionary key is the type parameter 'TKey'; "
            + "dictionary keys must be string, an integer type, Guid, DateTime, DateTimeOffset, char or an enum", Message(d));
        // The rest of the type is generated without the member.
        var json = run.Generated.Single(g => g.HintName == "Demo.Index_TKey__TValue_.Bento.Json.g.cs").Text;
        Assert.Contains("NameOfCount", json);
        Assert.DoesNotContain("NameOfEntries", json);
    }

    [Fact]
    public void BENTO041_type_argument_without_codec()
    {
        var (d, _, run) = Single("BENTO041", """
            using Bento;
            namespace Demo;
            [BentoObject] public partial class Box<T> { public T? Value { get; set; } }
            [BentoObject] public partial class Holder
            {
                public Box<System.IO.Stream>? [|Stream|] { get; set; }
                public Box<int>? Number { get; set; }
                public Box<Box<System.Action>>? Nested { get; set; }
            }
            """);
        Assert.Equal(DiagnosticSeverity.Warning, d.Severity);
        Assert.Equal("Member 'Stream' of 'Demo.Holder' uses 'Demo.Box<System.IO.Stream>', whose type argument 'System.IO.Stream' Bento cannot serialize; "
            + "reading or writing the member fails at run time unless a codec for 'System.IO.Stream' is registered by hand", Message(d));
        // A construction nested in a type argument is checked too.
        Assert.Equal(2, run.GeneratorDiagnostics.Length);
        Assert.Contains(run.GeneratorDiagnostics, n => n.Id == "BENTO041" && Message(n).StartsWith("Member 'Nested' of 'Demo.Holder' uses 'Demo.Box<System.Action>', whose type argument 'System.Action'", System.StringComparison.Ordinal));
        Assert.Contains("NameOfStream", run.Generated.Single(g => g.HintName == "Demo.Holder.Bento.Json.g.cs").Text);
    }

    [Fact]
    public void BENTO042_enum_names_on_a_type_parameter_member()
    {
        var (d, _, run) = Single("BENTO042", """
            using Bento;
            namespace Demo;
            [BentoObject] public partial class Choice<T>
            {
                [BentoEnumAsName] public T? [|Value|] { get; set; }
            }
            """);
        Assert.Equal(DiagnosticSeverity.Warning, d.Severity);
        Assert.Equal("Member 'Value' of 'Demo.Choice<T>' asks for enum names, but its type parameter 'T' is read and written by the codec registered "
            + "for each type argument, which writes enums as numbers", Message(d));
        Assert.Contains("NameOfValue", run.Generated.Single(g => g.HintName == "Demo.Choice_T_.Bento.Json.g.cs").Text);
    }

    [Fact]
    public void BENTO004_unsupported_member_type()
    {
        var (d, _, run) = Single("BENTO004", """
            using System.Collections.Generic;
            using Bento;
            namespace Demo;
            [BentoObject] public partial class Bad
            {
                public int Fine { get; set; }
                public PriorityQueue<object, int> [|Anything|] { get; set; } = new();
            }
            """);
        Assert.Equal(DiagnosticSeverity.Error, d.Severity);
        Assert.Equal("Member 'Anything' of 'Demo.Bad' has type 'System.Collections.Generic.PriorityQueue<object, int>', which Bento cannot serialize", Message(d));
        // The rest of the type is still generated, so that code using it does not fail in more places.
        Assert.Equal(2, run.Generated.Length);
        Assert.All(run.Generated, g => Assert.DoesNotContain("Anything", g.Text));
    }

    [Fact]
    public void BENTO004_unsupported_type_nested_in_a_collection()
    {
        var (d, _, _) = Single("BENTO004", """
            using System.Collections.Generic;
            using Bento;
            namespace Demo;
            public class NotMarked { }
            [BentoObject] public partial class Bad
            {
                public List<Dictionary<string, NotMarked>> [|Deep|] { get; set; } = new();
            }
            """);
        Assert.Equal("Member 'Deep' of 'Demo.Bad' has type 'System.Collections.Generic.List<System.Collections.Generic.Dictionary<string, Demo.NotMarked>>', which Bento cannot serialize", Message(d));
    }

    [Fact]
    public void BENTO005_duplicate_serialized_name()
    {
        var (d, _, _) = Single("BENTO005", """
            using Bento;
            namespace Demo;
            [BentoObject] public partial class Dup
            {
                [BentoName("x")] public int A { get; set; }
                [BentoName("x")] public int [|B|] { get; set; }
            }
            """);
        Assert.Equal(DiagnosticSeverity.Error, d.Severity);
        Assert.Equal("Members 'A' and 'B' of 'Demo.Dup' are both serialized as \"x\"", Message(d));
    }

    [Fact]
    public void BENTO006_no_usable_constructor()
    {
        var (d, _, run) = Single("BENTO006", """
            using Bento;
            namespace Demo;
            [BentoObject] public partial class [|Closed|]
            {
                private Closed() { }
                public Closed(int unrelated) { }
                public int X { get; set; }
            }
            """);
        Assert.Equal(DiagnosticSeverity.Error, d.Severity);
        Assert.Equal("'Demo.Closed' has no usable constructor: it needs a public parameterless constructor or a public constructor whose parameters all match members by name", Message(d));
        Assert.Empty(run.Generated);
    }

    [Fact]
    public void A_user_static_constructor_is_no_longer_an_error()
    {
        // Registration is a static field initializer, so the user's static constructor sits next to it.
        var run = GeneratorHarness.Run("""
            using Bento;
            namespace Demo;
            [BentoObject] public partial class Counter
            {
                public static int Started;
                static Counter() { Started++; }
                public int X { get; set; }
            }
            """);
        Assert.Empty(run.AllDiagnostics);
        Assert.Equal(2, run.Generated.Length);
        Assert.DoesNotContain("static Counter()", run.JsonFile.Text);
    }

    [Fact]
    public void BENTO008_helper_name_clash_skips_the_helper()
    {
        var (d, _, run) = Single("BENTO008", Sources.HelperClash.Replace("public string ToJson()", "public string [|ToJson|]()"));
        Assert.Equal(DiagnosticSeverity.Warning, d.Severity);
        Assert.Equal("'Demo.Custom' already declares a member named 'ToJson', so the generated 'ToJson' helper is not emitted", Message(d));
        var text = run.JsonFile.Text;
        Assert.DoesNotContain(" ToJson(", text);
        Assert.Contains(" ToJsonUtf8Bytes(", text);
        Assert.Contains(" FromJson(", text);
        // Only the warning itself: the generated code compiles next to the user's method.
        Assert.Equal(new[] { "BENTO008" }, run.AllDiagnostics.Select(x => x.Id));
    }

    [Fact]
    public void BENTO009_member_that_cannot_be_set()
    {
        var (d, _, run) = Single("BENTO009", Sources.ReadOnlyMembers.Replace("public int Sum =>", "public int [|Sum|] =>"));
        Assert.Equal(DiagnosticSeverity.Warning, d.Severity);
        Assert.Equal("Member 'Sum' of 'Demo.Totals' cannot be set and matches no constructor parameter, so it is written but never read", Message(d));
        // The readonly field is reported too.
        Assert.Equal(2, run.GeneratorDiagnostics.Count(x => x.Id == "BENTO009"));
        var text = run.JsonFile.Text;
        Assert.Contains("reader.SkipValue();", text);
        Assert.All(run.AllDiagnostics, x => Assert.Equal("BENTO009", x.Id));
    }

    [Fact]
    public void BENTO010_reserved_member_name()
    {
        var (d, _, run) = Single("BENTO010", """
            using Bento;
            namespace Demo;
            [BentoObject] public partial class Clash
            {
                public int [|BentoJsonCodec|] { get; set; }
            }
            """);
        Assert.Equal(DiagnosticSeverity.Error, d.Severity);
        Assert.Equal("'Demo.Clash' declares a member named 'BentoJsonCodec', which Bento reserves for the generated codec", Message(d));
        Assert.Empty(run.Generated);
    }

    [Fact]
    public void BENTO011_ambiguous_constructor()
    {
        var (d, _, run) = Single("BENTO011", """
            using Bento;
            namespace Demo;
            [BentoObject] public partial class [|Pair|]
            {
                public Pair(int a) { A = a; }
                public Pair(string b) { B = b; }
                public int A { get; }
                public string B { get; } = "";
            }
            """);
        Assert.Equal(DiagnosticSeverity.Error, d.Severity);
        Assert.Equal("'Demo.Pair' has several public constructors with 1 parameters that all match members; Bento cannot choose one", Message(d));
        Assert.Empty(run.Generated);
    }

    [Fact]
    public void BENTO012_null_serialized_name()
    {
        var (d, _, _) = Single("BENTO012", """
            using Bento;
            namespace Demo;
            [BentoObject] public partial class Nameless
            {
                [BentoName(null!)] public int [|X|] { get; set; }
            }
            """);
        Assert.Equal(DiagnosticSeverity.Error, d.Severity);
        Assert.Equal("Member 'X' of 'Demo.Nameless' has an invalid serialized name: [BentoName] needs a non-null name", Message(d));
    }

    [Fact]
    public void BENTO010_reserved_msgpack_codec_name()
    {
        var (d, _, run) = Single("BENTO010", """
            using Bento;
            namespace Demo;
            [BentoObject] public partial class Clash
            {
                public class [|BentoMsgPackCodec|] { }
            }
            """);
        Assert.Equal("'Demo.Clash' declares a member named 'BentoMsgPackCodec', which Bento reserves for the generated codec", Message(d));
        Assert.Empty(run.Generated);
    }

    [Fact]
    public void BENTO013_member_without_key()
    {
        var (d, _, run) = Single("BENTO013", """
            using Bento;
            namespace Demo;
            [BentoObject] public partial class Half
            {
                [BentoKey(0)] public int A { get; set; }
                public int [|B|] { get; set; }
                [BentoIgnore] public int Ignored { get; set; }
            }
            """);
        Assert.Equal(DiagnosticSeverity.Error, d.Severity);
        Assert.Equal("Member 'B' of 'Demo.Half' needs a non-negative [BentoKey], because other members of the type have one (MessagePack array mode)", Message(d));
        Assert.Single(run.GeneratorDiagnostics);
        // The codecs are still generated (in map mode) so that the error is the only one.
        Assert.Contains(run.Generated, f => f.HintName.EndsWith(".Bento.MsgPack.g.cs", System.StringComparison.Ordinal));
        Assert.Empty(run.AllDiagnostics.Where(x => x.Id != "BENTO013"));
    }

    [Fact]
    public void BENTO013_negative_key()
    {
        var (d, _, _) = Single("BENTO013", """
            using Bento;
            namespace Demo;
            [BentoObject] public partial record Negative([BentoKey(0)] int A, [BentoKey(-1)] int [|B|]);
            """);
        Assert.Equal("Member 'B' of 'Demo.Negative' needs a non-negative [BentoKey], because other members of the type have one (MessagePack array mode)", Message(d));
    }

    [Fact]
    public void BENTO014_duplicate_key()
    {
        var (d, _, run) = Single("BENTO014", """
            using Bento;
            namespace Demo;
            [BentoObject] public partial class Twice
            {
                [BentoKey(3)] public int A { get; set; }
                [BentoKey(3)] public int [|B|] { get; set; }
            }
            """);
        Assert.Equal(DiagnosticSeverity.Error, d.Severity);
        Assert.Equal("Members 'A' and 'B' of 'Demo.Twice' both have [BentoKey(3)]", Message(d));
        Assert.Empty(run.AllDiagnostics.Where(x => x.Id != "BENTO014"));
    }

    [Fact]
    public void Every_descriptor_has_a_docs_page_and_a_release_entry()
    {
        string root = System.IO.Path.GetFullPath(System.IO.Path.Combine(Snapshot.Root, "..", "..", ".."));
        string releases = System.IO.File.ReadAllText(System.IO.Path.Combine(root, "src", "Bento.Generator", "AnalyzerReleases.Unshipped.md"));
        // The generator takes its link base from the one RepositoryUrl in Directory.Build.props, nowhere else.
        var props = System.Xml.Linq.XDocument.Load(System.IO.Path.Combine(root, "Directory.Build.props"));
        string repositoryUrl = props.Descendants("RepositoryUrl").Single().Value.Trim();
        Assert.Equal(repositoryUrl.Length == 0 ? "" : repositoryUrl.TrimEnd('/') + "/blob/main/docs/diagnostics/",
            Bento.Generator.Diagnostics.Descriptors.HelpLinkBase);
        // Ids are grouped by feature, so the range may have gaps: every id in it is looked up.
        int found = 0;
        for (int i = 1; i < 100; i++)
        {
            string id = "BENTO" + i.ToString("000", System.Globalization.CultureInfo.InvariantCulture);
            var descriptor = Bento.Generator.Diagnostics.Descriptors.Find(id);
            if (descriptor is null)
            {
                // Retired: BENTO007 (a user static constructor), as registration no longer needs the type's static
                // constructor; BENTO003 (a generic type), as generic types are supported (docs/generics.md).
                Assert.True(i > 14 || i == 7 || i == 3, "descriptors end early at " + id);
                continue;
            }
            found++;
            string page = System.IO.Path.Combine(root, "docs", "diagnostics", id + ".md");
            Assert.True(System.IO.File.Exists(page), "missing " + page);
            Assert.Contains(id, System.IO.File.ReadAllText(page));
            Assert.Contains(id + " | Bento.Generator | " + descriptor.DefaultSeverity, releases);
            // The link follows RepositoryUrl (Directory.Build.props); with none set there is no link at all.
            if (Bento.Generator.Diagnostics.Descriptors.HelpLinkBase.Length == 0)
                Assert.True(string.IsNullOrEmpty(descriptor.HelpLinkUri), id + " links to " + descriptor.HelpLinkUri);
            else
                Assert.Equal(Bento.Generator.Diagnostics.Descriptors.HelpLinkBase + id + ".md", descriptor.HelpLinkUri);
        }
        Assert.True(found >= 17, "found " + found + " descriptors");
    }
}
