using System.Linq;
using Bento.Generator.Roots;
using Microsoft.CodeAnalysis;
using Microsoft.CodeAnalysis.CSharp;
using Xunit;

namespace Bento.Generator.Tests;

/// <summary>The root pipeline: which call sites and declarations register roots, what it emits, BENTO032, caching.</summary>
public class RootGeneratorTests
{
    private const string RootsHint = "BentoRoots_Bento_Generator_TestInput.g.cs";

    // Block namespaces: the emitted code is also compiled at C# 9, as Unity does.
    private const string Header = """
        using System.Collections.Generic;
        using Bento;
        namespace Demo
        {
        [BentoObject] public partial class Item { public string Id { get; set; } = ""; }
        public enum Shade { Dark, Light }
        """;

    private const string Item = Header + "}\n";

    private static string Calls(string body) =>
        Header + "public static partial class Use\n{\n    public static void Run(string json, byte[] bytes)\n    {\n" + body + "\n    }\n}\n}\n";

    private static string? Roots(GeneratorRun run) => run.Generated.SingleOrDefault(g => g.HintName == RootsHint).Text;

    private static string SpanText(Diagnostic diagnostic) => diagnostic.Location.SourceTree!.ToString().Substring(diagnostic.Location.SourceSpan.Start, diagnostic.Location.SourceSpan.Length);

    [Theory]
    [InlineData(LanguageVersion.CSharp9)]
    [InlineData(LanguageVersion.Latest)]
    public void Nested_collections_at_call_sites_are_composed_from_runtime_shapes(LanguageVersion version)
    {
        var run = GeneratorHarness.Run(Calls("""
            BentoJson.Deserialize<List<List<Item>>>(json);
            BentoMessagePack.Serialize(new Dictionary<string, List<double?>>());
            BentoJson.Deserialize<System.Uri>(json);
            """), version);
        Assert.Empty(run.AllDiagnostics);
        string roots = Roots(run)!;
        Assert.Contains("global::Bento.Json.JsonCodecRegistry<global::System.Collections.Generic.List<global::System.Collections.Generic.List<global::Demo.Item>>>"
            + ".RegisterRoot(global::Bento.Json.JsonCodec.FromShape<global::System.Collections.Generic.List<global::System.Collections.Generic.List<global::Demo.Item>>, "
            + "global::Bento.Json.JsonListShape<global::System.Collections.Generic.List<global::Demo.Item>, global::Bento.Json.JsonListShape<global::Demo.Item, global::Demo.Item.BentoJsonCodec.Shape>>>());", roots);
        // Each root is registered for the formats of the calls that use it: the list only for JSON, the dictionary only for MessagePack.
        Assert.DoesNotContain("MsgPackCodecRegistry<global::System.Collections.Generic.List<global::System.Collections.Generic.List", roots);
        Assert.Contains("global::Bento.MessagePack.MsgPackDictionaryShape<string, global::System.Collections.Generic.List<double?>, global::Bento.Shapes.StringKey, "
            + "global::Bento.MessagePack.MsgPackListShape<double?, global::Bento.MessagePack.MsgPackNullableShape<double, global::Bento.Shapes.DoubleShape>>>", roots);
        // Uri is a primitive the runtime leaves to the registration, so that apps without one do not link its parser.
        Assert.Contains("JsonCodecRegistry<global::System.Uri>.RegisterRoot(global::Bento.Json.JsonCodec.FromShape<global::System.Uri, global::Bento.Shapes.UriShape>());", roots);
        Assert.Contains("[global::System.Runtime.CompilerServices.ModuleInitializer]", roots);
        Assert.DoesNotContain("UnityEngine", roots);
    }

    [Theory]
    [InlineData(LanguageVersion.CSharp9)]
    [InlineData(LanguageVersion.Latest)]
    public void Generic_constructions_register_their_initializer_and_their_arguments(LanguageVersion version)
    {
        string source = Header + """
            [BentoObject] public partial class Page<T> { public List<T> Items { get; set; } = new List<T>(); }
            [BentoObject] public partial class Holder { public Page<Page<Shade>>? Shades { get; set; } }
            public static class Use
            {
                public static void Run<T>(string json, byte[] bytes)
                {
                    BentoJson.Deserialize<Page<Item>>(json);
                    BentoMessagePack.Serialize(new Page<int>());
                    BentoJson.Deserialize<Page<T>>(json);
                    var created = new Page<HashSet<long>>();
                }
            }
            }
            """;
        source = source.Replace("namespace Demo", "[assembly: Bento.BentoRoot(typeof(Demo.Page<System.Collections.Generic.List<double?>>))]\nnamespace Demo");
        var run = GeneratorHarness.Run(source, version);
        Assert.Empty(run.AllDiagnostics.Select(SnapshotTests.Format));
        string roots = Roots(run)!;
        string Runs(string type) => "global::System.Runtime.CompilerServices.RuntimeHelpers.RunClassConstructor(typeof(global::Demo.Page<" + type + ">).TypeHandle);";
        // The call, the creation, the declaration and the member each register their construction's own codecs.
        Assert.Contains(Runs("global::Demo.Item"), roots);
        Assert.Contains(Runs("int"), roots);
        Assert.Contains(Runs("global::System.Collections.Generic.HashSet<long>"), roots);
        Assert.Contains(Runs("global::System.Collections.Generic.List<double?>"), roots);
        Assert.Contains(Runs("global::Demo.Page<global::Demo.Shade>"), roots);
        Assert.Contains(Runs("global::Demo.Shade"), roots);
        // Type arguments the runtime does not resolve alone are composed roots of their own; open calls register nothing.
        Assert.Contains("JsonCodecRegistry<global::System.Collections.Generic.HashSet<long>>.RegisterRoot(", roots);
        Assert.Contains("MsgPackCodecRegistry<global::System.Collections.Generic.List<double?>>.RegisterRoot(", roots);
        Assert.Contains("JsonCodecRegistry<global::Demo.Shade>.RegisterRoot(", roots);
        Assert.DoesNotContain("Page<T>", roots);
        Assert.DoesNotContain("JsonCodecRegistry<int>", roots);
        Assert.DoesNotContain("JsonCodecRegistry<global::Demo.Item>", roots);
    }

    [Fact]
    public void Constructions_open_through_a_containing_type_register_nothing()
    {
        var run = GeneratorHarness.Run(Header + """
            public partial class Tree<TNode>
            {
                [BentoObject] public partial class Branch<TLeaf> { public List<TLeaf>? Leaves { get; set; } }
                [BentoObject] public partial class Leaf { public int Depth { get; set; } }
                [BentoObject] public partial class Holder { public Branch<Item>? Open { get; set; } public Tree<int>.Leaf? Closed { get; set; } }
            }
            }
            """);
        Assert.Empty(run.AllDiagnostics.Select(SnapshotTests.Format));
        string roots = Roots(run)!;
        Assert.DoesNotContain("TNode", roots);
        // A marked type nested in a closed generic type is a construction too.
        Assert.Contains("RunClassConstructor(typeof(global::Demo.Tree<int>.Leaf).TypeHandle);", roots);
    }

    [Fact]
    public void Roots_the_runtime_resolves_alone_and_open_calls_emit_nothing()
    {
        var run = GeneratorHarness.Run(Calls("""
            BentoJson.Deserialize<int>(json);
            BentoJson.Deserialize<string>(json);
            BentoJson.Deserialize<System.Guid?>(json);
            BentoJson.Deserialize<Item>(json);
            BentoJson.Deserialize<List<Item>>(json);
            BentoJson.Deserialize<Item[]>(json);
            BentoMessagePack.Deserialize<Dictionary<string, Item>>(bytes);
            BentoJson.Deserialize<BentoValue>(json);
            BentoJson.Deserialize<List<BentoValue>>(json);
            Open<List<List<Item>>>(json);
            BentoJson.Deserialize<object>(json, (Bento.Json.JsonCodec<object>)null!);
            }
            static T Open<T>(string json) => BentoJson.Deserialize<T>(json);
            static void Unused() {
            """));
        Assert.Empty(run.AllDiagnostics);
        Assert.Null(Roots(run));
    }

    [Fact]
    public void Other_collections_of_marked_types_are_registered_where_they_are_used()
    {
        // The runtime's per-type factory builds only arrays, lists and string-keyed dictionaries (so that NativeAOT and
        // IL2CPP builds do not carry every collection of every marked type): the interfaces and other keys are roots.
        var run = GeneratorHarness.Run(Calls("""
            BentoMessagePack.Deserialize<Dictionary<long, Item>>(bytes);
            BentoJson.Deserialize<IEnumerable<Item>>(json);
            BentoJson.Deserialize<IReadOnlyCollection<Item>>(json);
            BentoJson.Deserialize<IReadOnlyDictionary<string, Item>>(json);
            """));
        Assert.Empty(run.AllDiagnostics.Select(SnapshotTests.Format));
        string roots = Roots(run)!;
        Assert.Contains("MsgPackCodecRegistry<global::System.Collections.Generic.Dictionary<long, global::Demo.Item>>.RegisterRoot(", roots);
        Assert.DoesNotContain("JsonCodecRegistry<global::System.Collections.Generic.Dictionary<long, global::Demo.Item>>", roots);
        Assert.Contains("JsonCodecRegistry<global::System.Collections.Generic.IEnumerable<global::Demo.Item>>.RegisterRoot(", roots);
        Assert.Contains("JsonCodecRegistry<global::System.Collections.Generic.IReadOnlyCollection<global::Demo.Item>>.RegisterRoot(", roots);
        Assert.Contains("JsonCodecRegistry<global::System.Collections.Generic.IReadOnlyDictionary<string, global::Demo.Item>>.RegisterRoot(", roots);
    }

    [Fact]
    public void Enum_roots_get_their_shape_structs_and_compile()
    {
        var run = GeneratorHarness.Run(Calls("""
            BentoJson.Serialize(Shade.Light);
            BentoJson.Deserialize<Shade?>(json);
            BentoMessagePack.Deserialize<Dictionary<Shade, Shade[]>>(bytes);
            BentoJson.Deserialize<Named>(json);
            }
            [System.Text.Json.Serialization.JsonConverter(typeof(System.Text.Json.Serialization.JsonStringEnumConverter))]
            public enum Named { [BentoName("first")] First, Second }
            static void Unused() {
            """));
        Assert.Empty(run.AllDiagnostics);
        string roots = Roots(run)!;
        Assert.Contains("JsonCodecRegistry<global::Demo.Shade>.RegisterRoot(global::Bento.Json.JsonCodec.FromShape<global::Demo.Shade, Demo_ShadeShape>());", roots);
        Assert.Contains("JsonCodecRegistry<global::Demo.Shade?>", roots);
        // A name under System.Text.Json's string converter, as for a member: the emitter's name switch is reused.
        Assert.Contains("JsonCodecRegistry<global::Demo.Use.Named>.RegisterRoot(global::Bento.Json.JsonCodec.FromShape<global::Demo.Use.Named, Demo_Use_NamedNameShape>());", roots);
        Assert.Contains("WriteDemo_Use_NamedName(ref writer, value)", roots);
    }

    [Fact]
    public void Declared_roots_are_registered_for_every_format_their_elements_have()
    {
        var run = GeneratorHarness.Run(LanguageVersion.Latest, Item + """
            namespace Demo { [BentoObject(Formats = BentoCodecFormats.Json)] public partial class JsonOnly { public int X { get; set; } } }
            """, "[assembly: Bento.BentoRoot(typeof(System.Collections.Generic.HashSet<string>))]\n[assembly: Bento.BentoRoot(typeof(System.Collections.Generic.List<Demo.JsonOnly[]>))]");
        Assert.Empty(run.AllDiagnostics);
        string roots = Roots(run)!;
        Assert.Contains("JsonCodecRegistry<global::System.Collections.Generic.HashSet<string>>", roots);
        Assert.Contains("MsgPackCodecRegistry<global::System.Collections.Generic.HashSet<string>>", roots);
        Assert.Contains("JsonCodecRegistry<global::System.Collections.Generic.List<global::Demo.JsonOnly[]>>", roots);
        Assert.DoesNotContain("MsgPackCodecRegistry<global::System.Collections.Generic.List<global::Demo.JsonOnly[]>>", roots);
    }

    [Fact]
    public void Unsupported_roots_are_BENTO032_at_the_call()
    {
        var run = GeneratorHarness.Run(Calls("""
            BentoJson.Deserialize<object>(json);
            BentoMessagePack.Deserialize<Plain>(bytes);
            BentoJson.Deserialize<PriorityQueue<int, int>>(json);
            BentoJson.Serialize(new Dictionary<System.TimeSpan, int>());
            BentoJson.Deserialize<List<List<Hidden>>>(json);
            }
            public class Plain { }
            [BentoObject] private partial class Hidden { public int X { get; set; } }
            static void Unused() {
            """));
        var found = run.AllDiagnostics.Where(d => d.Id == "BENTO032").ToList();
        Assert.Equal(5, found.Count);
        Assert.All(found, d => Assert.Equal(DiagnosticSeverity.Warning, d.Severity));
        Assert.Equal(new[] { "Deserialize<object>", "Deserialize<Plain>", "Deserialize<PriorityQueue<int, int>>", "Serialize", "Deserialize<List<List<Hidden>>>" }, found.Select(SpanText));
        Assert.Equal("'object' cannot be a Bento document root of BentoJson.Deserialize: 'object' is neither a [BentoObject] type, a primitive, an enum, Nullable<T> "
            + "nor an array, List<T> (or its interfaces), HashSet<T> or dictionary of those; the call fails at run time unless a codec is registered by hand", found[0].GetMessage());
        Assert.Contains("'Demo.Use.Plain' is neither", found[1].GetMessage());
        Assert.Contains("'System.Collections.Generic.PriorityQueue<int, int>' is neither", found[2].GetMessage());
        Assert.Contains("dictionary keys of type 'System.TimeSpan' are not supported", found[3].GetMessage());
        Assert.Contains("'Demo.Use.Hidden' is not accessible to the generated registration", found[4].GetMessage());
        Assert.Null(Roots(run));
    }

    [Fact]
    public void Unsupported_declared_roots_are_BENTO032_at_the_type()
    {
        var run = GeneratorHarness.Run(LanguageVersion.Latest, Item, "[assembly: Bento.BentoRoot(typeof(System.Collections.Generic.PriorityQueue<int, int>))]");
        var found = Assert.Single(run.AllDiagnostics);
        Assert.Equal("BENTO032", found.Id);
        Assert.Equal("System.Collections.Generic.PriorityQueue<int, int>", SpanText(found));
        Assert.Contains("of BentoRoot", found.GetMessage());
    }

    [Fact]
    public void Unity_registers_before_the_first_scene()
    {
        const string Unity = """
            namespace UnityEngine
            {
                public enum RuntimeInitializeLoadType { SubsystemRegistration }
                public sealed class RuntimeInitializeOnLoadMethodAttribute : System.Attribute { public RuntimeInitializeOnLoadMethodAttribute(RuntimeInitializeLoadType type) { } }
            }
            """;
        var run = GeneratorHarness.Run(LanguageVersion.Latest, Calls("BentoJson.Deserialize<int[][]>(json);"), Unity);
        Assert.Empty(run.AllDiagnostics);
        Assert.Contains("[global::UnityEngine.RuntimeInitializeOnLoadMethod(global::UnityEngine.RuntimeInitializeLoadType.SubsystemRegistration)]", Roots(run)!);
    }

    [Fact]
    public void Unrelated_edit_leaves_the_roots_cached()
    {
        string source = Calls("BentoJson.Deserialize<List<List<Item>>>(json);");
        var reasons = GeneratorHarness.StepReasonsAfterEdit(RootSteps.Roots, source, source + "\n// an unrelated edit\n");
        Assert.NotEmpty(reasons);
        Assert.All(reasons, r => Assert.True(r is IncrementalStepRunReason.Cached or IncrementalStepRunReason.Unchanged, r.ToString()));
        reasons = GeneratorHarness.StepReasonsAfterEdit(RootSteps.Roots, source, source.Replace("json);", "json); int unused = 1;"));
        Assert.All(reasons, r => Assert.True(r is IncrementalStepRunReason.Cached or IncrementalStepRunReason.Unchanged, r.ToString()));
    }

    // The test above must be able to fail: a new root has to reach the step.
    [Fact]
    public void A_new_root_updates_the_roots()
    {
        string source = Calls("BentoJson.Deserialize<List<List<Item>>>(json);");
        var reasons = GeneratorHarness.StepReasonsAfterEdit(RootSteps.Roots, source, source.Replace("json);", "json); BentoJson.Deserialize<Item[][]>(json);"));
        Assert.Contains(IncrementalStepRunReason.Modified, reasons);
    }

    [Fact]
    public void Root_models_hold_no_roslyn_objects()
    {
        var outputs = GeneratorHarness.StepOutputs(RootSteps.Calls, Calls("BentoJson.Deserialize<Dictionary<Shade, List<Item>>>(json); BentoJson.Deserialize<object>(json);"));
        Assert.NotEmpty(outputs);
        var walker = new PipelineTests.ModelWalker();
        foreach (var output in outputs)
            walker.Walk(output, "root");
        Assert.Empty(walker.Violations);
        Assert.Contains(typeof(Bento.Generator.Model.ShapeModel), walker.Seen);
    }
}
