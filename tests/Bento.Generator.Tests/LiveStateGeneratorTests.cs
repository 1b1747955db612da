using System.Linq;
using Bento.Generator.Model;
using Microsoft.CodeAnalysis;
using Microsoft.CodeAnalysis.CSharp;

namespace Bento.Generator.Tests;

/// <summary>Lifecycle hooks and member subsets: their diagnostics (id, exact text, span) and what is generated around them.</summary>
public class LiveStateGeneratorTests
{
    [Fact]
    public void BENTO020_hook_name_with_another_signature()
    {
        var (d, _, run) = DiagnosticTests.Single("BENTO020", """
            using Bento;
            namespace Demo;
            [BentoObject] public partial class Ship
            {
                public int X { get; set; }
                public void [|OnBentoDeserialized|](int version) { }
            }
            """);
        Assert.Equal(DiagnosticSeverity.Warning, d.Severity);
        Assert.Equal("'Demo.Ship' declares or inherits a member named 'OnBentoDeserialized' that is not 'partial void OnBentoDeserialized()', so Bento neither declares nor calls the 'OnBentoDeserialized' hook", DiagnosticTests.Message(d));
        Assert.DoesNotContain("OnBentoDeserialized", run.JsonFile.Text);
        Assert.DoesNotContain("OnBentoDeserialized", run.MsgPackFile.Text);
        // The type writes no other hook, so none is declared or called, and everything compiles.
        Assert.DoesNotContain("OnBento", run.JsonFile.Text);
        Assert.All(run.AllDiagnostics, x => Assert.Equal("BENTO020", x.Id));
    }

    [Fact]
    public void BENTO020_hook_name_without_partial()
    {
        var (d, _, run) = DiagnosticTests.Single("BENTO020", """
            using Bento;
            namespace Demo;
            [BentoObject] public partial class Ship
            {
                public int X { get; set; }
                private void [|OnBentoSerializing|]() { }
            }
            """);
        Assert.Equal("'Demo.Ship' declares or inherits a member named 'OnBentoSerializing' that is not 'partial void OnBentoSerializing()', so Bento neither declares nor calls the 'OnBentoSerializing' hook", DiagnosticTests.Message(d));
        Assert.DoesNotContain("OnBentoSerializing", run.JsonFile.Text);
        Assert.All(run.AllDiagnostics, x => Assert.Equal("BENTO020", x.Id));
    }

    [Fact]
    public void BENTO020_hook_name_inherited_from_an_unmarked_base()
    {
        var (_, _, run) = DiagnosticTests.Single("BENTO020", """
            using Bento;
            namespace Demo;
            public class Entity
            {
                protected virtual void [|OnBentoDeserialized|]() { }
            }
            [BentoObject] public partial class Ship : Entity
            {
                public int X { get; set; }
            }
            """);
        Assert.DoesNotContain("OnBentoDeserialized", run.JsonFile.Text);
        // Nothing hides the base method, so the output compiles without CS0114.
        Assert.All(run.AllDiagnostics, x => Assert.Equal("BENTO020", x.Id));
    }

    [Fact]
    public void Hooks_of_a_marked_base_do_not_clash_with_the_derived_ones()
    {
        var run = GeneratorHarness.Run(Sources.Hooks);
        Assert.Empty(run.AllDiagnostics);
        // Flagship writes one hook of its own; the base's private hooks are not hidden, so nothing else is declared.
        Assert.Equal(1, run.Generated.Single(g => g.HintName == "Demo.Flagship.Bento.Json.g.cs").Text.Split("partial void OnBento").Length - 1);
    }

    [Fact]
    public void BENTO020_static_partial_hook()
    {
        var (_, _, run) = DiagnosticTests.Single("BENTO020", """
            using Bento;
            namespace Demo;
            [BentoObject] public partial class Ship
            {
                public int X { get; set; }
                static partial void [|OnBentoSerialized|]();
            }
            """);
        Assert.DoesNotContain("OnBentoSerialized()", run.JsonFile.Text);
    }

    [Fact]
    public void BENTO021_invalid_subset_name()
    {
        var (d, _, run) = DiagnosticTests.Single("BENTO021", """
            using Bento;
            namespace Demo;
            [BentoObject] public partial class Player
            {
                [BentoSubset("Good", "two words")] public int [|X|] { get; set; }
            }
            """);
        Assert.Equal(DiagnosticSeverity.Warning, d.Severity);
        Assert.Equal("Member 'X' of 'Demo.Player' is put in the subset 'two words', which cannot be a subset name: it must be a C# identifier without '_' that the generated codecs do not already use", DiagnosticTests.Message(d));
        Assert.Contains("JsonCodec<global::Demo.Player> Good =", run.JsonFile.Text);
        Assert.All(run.AllDiagnostics, x => Assert.Equal("BENTO021", x.Id));
    }

    [Theory]
    [InlineData("Instance")]
    [InlineData("ReadValue")]
    [InlineData("WriteListOfInt32")]
    [InlineData("Name0")]
    [InlineData("A_B")]
    [InlineData("class")]
    [InlineData("")]
    [InlineData("BentoJsonCodec")]
    public void BENTO021_names_the_generated_codecs_use(string name)
    {
        var run = GeneratorHarness.Run("""
            using System.Collections.Generic;
            using Bento;
            namespace Demo;
            [BentoObject] public partial class Player
            {
                [BentoSubset("NAME")] public List<int>? X { get; set; }
            }
            """.Replace("NAME", name));
        Assert.Single(run.GeneratorDiagnostics, x => x.Id == "BENTO021");
        Assert.All(run.AllDiagnostics, x => Assert.Equal("BENTO021", x.Id));
    }

    [Theory]
    [InlineData("Transform")]
    [InlineData("Readings")]
    [InlineData("Names")]
    [InlineData("Network2")]
    public void Ordinary_subset_names_are_accepted(string name)
    {
        var run = GeneratorHarness.Run("""
            using Bento;
            namespace Demo;
            [BentoObject] public partial class Player
            {
                [BentoSubset("NAME")] public int X { get; set; }
            }
            """.Replace("NAME", name));
        Assert.Empty(run.AllDiagnostics);
        Assert.Contains("JsonCodec<global::Demo.Player> " + name + " =", run.JsonFile.Text);
        Assert.Contains("MsgPackCodec<global::Demo.Player> " + name + " =", run.MsgPackFile.Text);
    }

    [Fact]
    public void BENTO021_subset_attribute_without_names()
    {
        var (d, _, _) = DiagnosticTests.Single("BENTO021", """
            using Bento;
            namespace Demo;
            [BentoObject] public partial class Player
            {
                [BentoSubset] public int [|X|] { get; set; }
            }
            """);
        Assert.Equal("Member 'X' of 'Demo.Player' is put in the subset '', which cannot be a subset name: it must be a C# identifier without '_' that the generated codecs do not already use", DiagnosticTests.Message(d));
    }

    [Fact]
    public void BENTO022_subset_on_a_member_that_is_not_serialized()
    {
        var (d, _, run) = DiagnosticTests.Single("BENTO022", """
            using Bento;
            namespace Demo;
            [BentoObject] public partial class Player
            {
                public int X { get; set; }
                [BentoIgnore, BentoSubset("Transform")] public int [|Cached|] { get; set; }
            }
            """);
        Assert.Equal(DiagnosticSeverity.Warning, d.Severity);
        Assert.Equal("Member 'Cached' of 'Demo.Player' has [BentoSubset] but is not serialized, so it is in no subset", DiagnosticTests.Message(d));
        Assert.DoesNotContain("Transform", run.JsonFile.Text);
        Assert.All(run.AllDiagnostics, x => Assert.Equal("BENTO022", x.Id));
    }

    [Fact]
    public void Hooks_and_subsets_compile_at_CSharp_9()
    {
        var run = GeneratorHarness.Run("""
            using System;
            using System.Collections.Generic;
            using Bento;
            namespace Game
            {
                [BentoObject]
                public partial class Ship
                {
                    [BentoSubset("Motion")] public double X { get; set; }
                    [BentoSubset("Motion", "Crew")] public List<string> Crew { get; } = new List<string>();
                    partial void OnBentoSerializing() { if (double.IsNaN(X)) throw new InvalidOperationException("NaN"); }
                    private partial void OnBentoDeserialized() { }
                }
                [BentoObject]
                public partial struct Cell
                {
                    [BentoKey(0), BentoSubset("Row")] public int Row;
                    [BentoKey(1)] public int Column;
                    [BentoIgnore] public int Index;
                    partial void OnBentoDeserialized() => Index = Row * 8 + Column;
                }
                [BentoObject]
                public partial record Unit(string Id, [property: BentoSubset("Place")] int Tile)
                {
                    partial void OnBentoDeserializing() { }
                }
            }
            """, LanguageVersion.CSharp9);
        Assert.Empty(run.AllDiagnostics.Select(SnapshotTests.Format));
        Assert.Equal(6, run.Generated.Length);
    }

    [Fact]
    public void A_type_without_hook_implementations_gets_neither_declarations_nor_calls()
    {
        var run = GeneratorHarness.Run(Sources.Person);
        Assert.Empty(run.AllDiagnostics);
        Assert.DoesNotContain("OnBento", run.JsonFile.Text);
        Assert.DoesNotContain("OnBento", run.MsgPackFile.Text);
    }

    [Fact]
    public void Only_the_hooks_a_type_writes_are_declared_and_called_in_every_format()
    {
        var run = GeneratorHarness.Run("""
            using Bento;
            namespace Demo;
            [BentoObject] public partial class Ship
            {
                public int X { get; set; }
                partial void OnBentoDeserialized() => X++;
            }
            """);
        Assert.Empty(run.AllDiagnostics);
        Assert.Contains("partial void OnBentoDeserialized();", run.JsonFile.Text);
        Assert.Contains("value.OnBentoDeserialized();", run.JsonFile.Text);
        Assert.Contains("value.OnBentoDeserialized();", run.MsgPackFile.Text);
        Assert.DoesNotContain("OnBentoSerializing", run.JsonFile.Text + run.MsgPackFile.Text);
        Assert.DoesNotContain("OnBentoDeserializing", run.JsonFile.Text + run.MsgPackFile.Text);
    }
}

public class LiveStatePipelineTests
{
    [Fact]
    public void Edit_in_a_hook_body_leaves_the_model_cached()
    {
        string after = Sources.Hooks.Replace("Crew.Clear()", "Crew.RemoveAll(static c => true)");
        Assert.NotEqual(Sources.Hooks, after);
        var reasons = GeneratorHarness.StepReasonsAfterEdit(Steps.Model, Sources.Hooks, after);
        Assert.NotEmpty(reasons);
        Assert.All(reasons, r => Assert.True(r is IncrementalStepRunReason.Cached or IncrementalStepRunReason.Unchanged, r.ToString()));
    }

    [Fact]
    public void Subset_change_updates_the_model()
    {
        string after = Sources.Subsets.Replace("[BentoSubset(\"Transform\")] public float Angle", "[BentoSubset(\"Aim\")] public float Angle");
        Assert.NotEqual(Sources.Subsets, after);
        var reasons = GeneratorHarness.StepReasonsAfterEdit(Steps.Model, Sources.Subsets, after);
        Assert.Contains(IncrementalStepRunReason.Modified, reasons);
    }

    [Fact]
    public void Models_with_hooks_and_subsets_hold_no_roslyn_objects()
    {
        var outputs = GeneratorHarness.StepOutputs(Steps.Parse, Sources.Hooks)
            .Concat(GeneratorHarness.StepOutputs(Steps.Parse, Sources.Subsets))
            .Concat(GeneratorHarness.StepOutputs(Steps.Parse, Sources.KeyedSubsets))
            .ToList();
        Assert.NotEmpty(outputs);
        var walker = new PipelineTests.ModelWalker();
        foreach (var output in outputs)
            walker.Walk(output, "root");
        Assert.Empty(walker.Violations);
        Assert.Contains(typeof(HookModel), walker.Seen);
        Assert.Contains(typeof(SubsetModel), walker.Seen);
    }
}
