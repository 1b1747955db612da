using System;
using System.Collections.Generic;
using System.Linq;
using System.Reflection;
using Bento.Generator.Model;
using Microsoft.CodeAnalysis;

namespace Bento.Generator.Tests;

public class PipelineTests
{
    [Fact]
    public void Unrelated_edit_leaves_the_model_cached()
    {
        var reasons = GeneratorHarness.StepReasonsAfterEdit(Steps.Model, Sources.Nested, Sources.Nested + "\n// an unrelated edit\n");
        Assert.NotEmpty(reasons);
        Assert.All(reasons, r => Assert.True(r is IncrementalStepRunReason.Cached or IncrementalStepRunReason.Unchanged, r.ToString()));
    }

    [Fact]
    public void Edit_in_a_method_body_leaves_the_model_cached()
    {
        string before = Sources.Person.Replace("public int Age { get; set; }", "public int Age { get; set; }\n    public int Twice() => Age * 2;");
        string after = before.Replace("Age * 2", "Age + Age");
        var reasons = GeneratorHarness.StepReasonsAfterEdit(Steps.Model, before, after);
        Assert.NotEmpty(reasons);
        Assert.All(reasons, r => Assert.True(r is IncrementalStepRunReason.Cached or IncrementalStepRunReason.Unchanged, r.ToString()));
    }

    [Fact]
    public void Unrelated_edit_leaves_the_diagnostics_cached()
    {
        string source = Sources.ReadOnlyMembers;
        var reasons = GeneratorHarness.StepReasonsAfterEdit(Steps.Diagnostics, source, source + "\n// an unrelated edit\n");
        Assert.NotEmpty(reasons);
        Assert.All(reasons, r => Assert.True(r is IncrementalStepRunReason.Cached or IncrementalStepRunReason.Unchanged, r.ToString()));
    }

    // The test above must be able to fail: a member change has to reach the model.
    [Fact]
    public void Member_change_updates_the_model()
    {
        var reasons = GeneratorHarness.StepReasonsAfterEdit(Steps.Model, Sources.Person, Sources.Person.Replace("public int Age", "public long Age"));
        Assert.Contains(IncrementalStepRunReason.Modified, reasons);
    }

    [Fact]
    public void Models_hold_no_roslyn_objects()
    {
        var outputs = GeneratorHarness.StepOutputs(Steps.Parse, Sources.Enums)
            .Concat(GeneratorHarness.StepOutputs(Steps.Parse, Sources.Collections))
            .Concat(GeneratorHarness.StepOutputs(Steps.Parse, Sources.Dictionaries))
            .Concat(GeneratorHarness.StepOutputs(Steps.Parse, Sources.Record))
            .Concat(GeneratorHarness.StepOutputs(Steps.Parse, Sources.ReadOnlyMembers))
            .Concat(GeneratorHarness.StepOutputs(Steps.Parse, Sources.ForeignAttributes))
            .ToList();
        Assert.NotEmpty(outputs);
        var walker = new ModelWalker();
        foreach (var output in outputs)
            walker.Walk(output, "root");
        Assert.Empty(walker.Violations);
        Assert.Contains(typeof(TypeModel), walker.Seen);
        Assert.Contains(typeof(ShapeModel), walker.Seen);
        Assert.Contains(typeof(Bento.Generator.Diagnostics.LocationInfo), walker.Seen);
    }

    [Fact]
    public void Model_walker_finds_a_planted_location()
    {
        var walker = new ModelWalker();
        walker.Walk(new Tuple<string, object>("x", Location.None), "root");
        Assert.NotEmpty(walker.Violations);
    }

    [Fact]
    public void Parse_results_are_equal_across_runs()
    {
        var first = GeneratorHarness.StepOutputs(Steps.Parse, Sources.Dictionaries);
        var second = GeneratorHarness.StepOutputs(Steps.Parse, Sources.Dictionaries);
        Assert.Equal(first, second);
        Assert.Equal(first.Select(x => x.GetHashCode()), second.Select(x => x.GetHashCode()));
    }

    /// <summary>Walks every field reachable from a model and flags Roslyn objects (symbols, syntax, locations, compilations).</summary>
    internal sealed class ModelWalker
    {
        private readonly HashSet<object> _visited = new(ReferenceEqualityComparer.Instance);

        public List<string> Violations { get; } = new();

        public HashSet<Type> Seen { get; } = new();

        public void Walk(object? value, string path)
        {
            if (value is null || value is string || value.GetType().IsPrimitive || value.GetType().IsEnum)
                return;
            var type = value.GetType();
            if (!type.IsValueType && !_visited.Add(value))
                return;
            Seen.Add(type);
            string? ns = type.Namespace;
            if (ns is not null && ns.StartsWith("Microsoft.CodeAnalysis", StringComparison.Ordinal)
                || value is ISymbol or SyntaxNode or Location or Compilation or SemanticModel or SyntaxTree or AttributeData)
            {
                Violations.Add(path + ": " + type.FullName);
                return;
            }
            if (value is Array items)
            {
                int i = 0;
                foreach (var item in items)
                    Walk(item, path + "[" + i++ + "]");
            }
            for (var t = type; t is not null && t != typeof(object); t = t.BaseType)
            {
                foreach (var field in t.GetFields(BindingFlags.Instance | BindingFlags.Public | BindingFlags.NonPublic | BindingFlags.DeclaredOnly))
                {
                    if (field.FieldType.IsPointer || field.FieldType.IsByRefLike)
                        continue;
                    Walk(field.GetValue(value), path + "." + field.Name);
                }
            }
        }
    }
}
