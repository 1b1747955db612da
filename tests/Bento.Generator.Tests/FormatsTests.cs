using System.Linq;
using Microsoft.CodeAnalysis;
using Microsoft.CodeAnalysis.CSharp;
using Microsoft.CodeAnalysis.Diagnostics;
using Xunit;

namespace Bento.Generator.Tests;

/// <summary>Formats by choice: which hint files a type gets, the assembly default, and BENTO023.</summary>
public class FormatsTests
{
    private static string[] HintNames(GeneratorRun run) => run.Generated.Select(g => g.HintName).OrderBy(n => n, System.StringComparer.Ordinal).ToArray();

    [Fact]
    public void Without_a_setting_both_formats_are_generated()
    {
        var run = GeneratorHarness.Run(Sources.Person);
        Assert.Equal(new[] { "Demo.Person.Bento.Json.g.cs", "Demo.Person.Bento.MsgPack.g.cs" }, HintNames(run));
        Assert.DoesNotContain("GeneratedFormats", run.JsonFile.Text);
        Assert.Empty(run.AllDiagnostics);
    }

    [Fact]
    public void A_type_setting_generates_only_its_formats_and_the_code_compiles()
    {
        var run = GeneratorHarness.Run("""
            using Bento;
            namespace Demo;
            [BentoObject(Formats = BentoCodecFormats.Json)] public partial class OnlyJson { public int X { get; set; } partial void OnBentoDeserialized() { } }
            [BentoObject(Formats = BentoCodecFormats.MessagePack)] public partial class OnlyMsgPack { public int Y { get; set; } partial void OnBentoDeserialized() { } }
            """);
        Assert.Empty(run.AllDiagnostics);
        Assert.Equal(new[] { "Demo.OnlyJson.Bento.Json.g.cs", "Demo.OnlyMsgPack.Bento.MsgPack.g.cs" }, HintNames(run));
        // The only file of a type carries what the type needs once: hooks, the record of its formats, the module initializer.
        string msgPack = run.MsgPackFile.Text;
        Assert.Contains("global::Bento.Internal.GeneratedFormats.Register(typeof(global::Demo.OnlyMsgPack), global::Bento.BentoCodecFormats.MessagePack);", msgPack);
        Assert.Contains("partial void OnBentoDeserialized();", msgPack);
        Assert.Contains("ModuleInitializer", msgPack);
        Assert.Contains("global::Bento.Internal.GeneratedFormats.Register(typeof(global::Demo.OnlyJson), global::Bento.BentoCodecFormats.Json);", run.JsonFile.Text);
    }

    [Fact]
    public void The_assembly_default_applies_to_types_without_a_setting_and_compiles_at_csharp_9()
    {
        var run = GeneratorHarness.Run(LanguageVersion.CSharp9, """
            using Bento;
            [assembly: BentoDefaultFormats(BentoCodecFormats.Json)]
            namespace Demo
            {
                [BentoObject] public partial class Plain { public int X { get; set; } }
                [BentoObject(Formats = BentoCodecFormats.All)] public partial class Both { public Plain? P { get; set; } }
            }
            """);
        Assert.Equal(new[] { "Demo.Both.Bento.Json.g.cs", "Demo.Both.Bento.MsgPack.g.cs", "Demo.Plain.Bento.Json.g.cs" },
            HintNames(run));
        // Both needs MessagePack for its member of type Plain, which the assembly default leaves without one.
        var d = Assert.Single(run.GeneratorDiagnostics);
        Assert.Equal("BENTO023", d.Id);
        Assert.Equal(DiagnosticSeverity.Error, d.Severity);
    }

    [Fact]
    public void BENTO023_member_type_without_a_needed_format()
    {
        var (d, _, run) = DiagnosticTests.Single("BENTO023", """
            using System.Collections.Generic;
            using Bento;
            namespace Demo;
            [BentoObject(Formats = BentoCodecFormats.Json)] public partial class Settings { public int Volume { get; set; } }
            [BentoObject] public partial class Profile
            {
                public string Name { get; set; } = "";
                public List<Settings> [|History|] { get; set; } = new();
            }
            """);
        Assert.Equal(DiagnosticSeverity.Error, d.Severity);
        Assert.Equal("Member 'History' of 'Demo.Profile' has the type 'Demo.Settings', which is generated for BentoCodecFormats.Json only, " +
            "but 'Demo.Profile' is generated for BentoCodecFormats.All: add the missing format to the Formats of 'Demo.Settings' or remove it from 'Demo.Profile'",
            DiagnosticTests.Message(d));
        // The member is left out, so the rest of the generated code still compiles; the error is the only diagnostic.
        Assert.Equal(new[] { "BENTO023" }, run.AllDiagnostics.Select(x => x.Id));
    }

    [Theory]
    [InlineData("Profile", "Settings<int>", "Demo.Settings<int>")]
    [InlineData("Holder<T>", "Settings<T>", "Demo.Settings<T>")]
    public void BENTO023_for_a_construction_of_a_generic_type_without_a_needed_format(string owner, string memberType, string display)
    {
        var (d, _, run) = DiagnosticTests.Single("BENTO023", """
            using Bento;
            namespace Demo;
            [BentoObject(Formats = BentoCodecFormats.Json)] public partial class Settings<T> { public T? Volume { get; set; } }
            [BentoObject] public partial class OWNER
            {
                public MEMBER? [|Current|] { get; set; }
            }
            """.Replace("OWNER", owner).Replace("MEMBER", memberType));
        Assert.Equal(DiagnosticSeverity.Error, d.Severity);
        Assert.StartsWith("Member 'Current' of 'Demo." + owner + "' has the type '" + display + "', which is generated for BentoCodecFormats.Json only",
            DiagnosticTests.Message(d), System.StringComparison.Ordinal);
        Assert.Equal(new[] { "BENTO023" }, run.AllDiagnostics.Select(x => x.Id));
    }

    [Fact]
    public void A_json_only_type_may_hold_a_type_generated_for_every_format()
    {
        var run = GeneratorHarness.Run("""
            using Bento;
            namespace Demo;
            [BentoObject] public partial class Inner { public int X { get; set; } }
            [BentoObject(Formats = BentoCodecFormats.Json)] public partial class Outer { public Inner? Inner { get; set; } }
            """);
        Assert.Empty(run.AllDiagnostics);
        Assert.Equal(3, run.Generated.Length);
    }
}

/// <summary>BENTO024: entry points called for a format the type is not generated for.</summary>
public class FormatUseAnalyzerTests
{
    private static System.Collections.Immutable.ImmutableArray<Diagnostic> Analyze(string source)
    {
        var run = GeneratorHarness.Run(source);
        var withAnalyzer = run.Output.WithAnalyzers(System.Collections.Immutable.ImmutableArray.Create<DiagnosticAnalyzer>(
            new Bento.Generator.Diagnostics.FormatUseAnalyzer()));
        return withAnalyzer.GetAnalyzerDiagnosticsAsync().GetAwaiter().GetResult();
    }

    private const string Types = """
        using System.Collections.Generic;
        using Bento;
        namespace Demo;
        [BentoObject(Formats = BentoCodecFormats.Json)] public partial class Settings { public int Volume { get; set; } }
        [BentoObject(Formats = BentoCodecFormats.MessagePack)] public partial class Packet { public int Id { get; set; } }
        [BentoObject] public partial class Both { public int Id { get; set; } }
        """;

    [Fact]
    public void A_messagepack_call_on_a_json_only_type_is_reported_with_the_setting()
    {
        var diagnostics = Analyze(Types + """
            public static class Use
            {
                public static byte[] Pack() => BentoMessagePack.Serialize(new Settings());
            }
            """);
        var d = Assert.Single(diagnostics);
        Assert.Equal("BENTO024", d.Id);
        Assert.Equal(DiagnosticSeverity.Warning, d.Severity);
        Assert.Equal("'Demo.Settings' is generated for BentoCodecFormats.Json only, so BentoMessagePack.Serialize finds no codec for it and throws: " +
            "add BentoCodecFormats.MessagePack to the Formats of 'Demo.Settings' ([BentoObject(Formats = ...)] or [assembly: BentoDefaultFormats(...)])",
            DiagnosticTests.Message(d));
        Assert.Equal("BentoMessagePack.Serialize(new Settings())", d.Location.SourceTree!.ToString().Substring(d.Location.SourceSpan.Start, d.Location.SourceSpan.Length));
    }

    [Fact]
    public void Json_calls_on_a_messagepack_only_type_and_on_its_collections_are_reported()
    {
        var diagnostics = Analyze(Types + """
            public static class Use
            {
                public static Packet One(string json) => BentoJson.Deserialize<Packet>(json);
                public static List<Packet> Many(string json) => BentoJson.Deserialize<List<Packet>>(json);
                public static string Hinted(Packet[] packets) => BentoHintedJson.Serialize(packets);
            }
            """);
        Assert.Equal(3, diagnostics.Length);
        Assert.All(diagnostics, d => Assert.Equal("BENTO024", d.Id));
    }

    [Fact]
    public void Calls_for_generated_formats_and_calls_with_an_explicit_codec_are_not_reported()
    {
        var diagnostics = Analyze(Types + """
            public static class Use
            {
                public static string Json(Settings s) => BentoJson.Serialize(s);
                public static byte[] Pack(Packet p) => BentoMessagePack.Serialize(p);
                public static byte[] Both(Both b) => BentoMessagePack.Serialize(b);
                public static string Explicit(Packet p, Bento.Json.JsonCodec<Packet> codec) => BentoJson.Serialize(p, codec);
            }
            """);
        Assert.Empty(diagnostics);
    }
}
