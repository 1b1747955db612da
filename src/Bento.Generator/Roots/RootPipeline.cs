using System.Collections.Generic;
using System.Collections.Immutable;
using Bento.Generator.Emit;
using Microsoft.CodeAnalysis;

namespace Bento.Generator.Roots;

/// <summary>
/// The second pipeline of the generator, independent of the one for <c>[BentoObject]</c> types: it collects the
/// document roots the assembly uses and emits one registration class that composes their codecs from runtime shapes.
/// As in the type pipeline, symbols stay in the transforms; the collected roots are equatable values, so an edit that
/// adds or removes no root re-emits nothing.
/// </summary>
internal static class RootPipeline
{
    public static void Initialize(IncrementalGeneratorInitializationContext context)
    {
        var target = context.CompilationProvider.Select(static (compilation, _) => new RootTarget(
                ClassName(compilation.AssemblyName),
                compilation.GetTypeByMetadataName("System.Runtime.CompilerServices.ModuleInitializerAttribute") is not null,
                compilation.GetTypeByMetadataName("UnityEngine.RuntimeInitializeOnLoadMethodAttribute") is not null))
            .WithTrackingName(RootSteps.Target);

        var calls = context.SyntaxProvider.CreateSyntaxProvider(
                static (node, _) => RootFinder.IsCall(node),
                static (ctx, ct) => RootFinder.FromCall(ctx, ct))
            .Where(static site => site != RootSite.None)
            .WithTrackingName(RootSteps.Calls);
        var declared = context.SyntaxProvider.CreateSyntaxProvider(
                static (node, _) => RootFinder.IsDeclaration(node),
                static (ctx, ct) => RootFinder.FromDeclaration(ctx, ct))
            .Where(static site => site != RootSite.None)
            .WithTrackingName(RootSteps.Declarations);

        var used = context.SyntaxProvider.ForAttributeWithMetadataName(Parser.Symbols.ObjectAttribute,
                static (node, _) => node is Microsoft.CodeAnalysis.CSharp.Syntax.TypeDeclarationSyntax,
                static (ctx, ct) => RootFinder.FromObject(ctx, ct))
            .Where(static site => site != RootSite.None)
            .WithTrackingName(RootSteps.Constructions);

        var created = context.SyntaxProvider.CreateSyntaxProvider(
                static (node, _) => RootFinder.IsGenericCreation(node),
                static (ctx, ct) => RootFinder.FromCreation(ctx, ct))
            .Where(static site => site != RootSite.None)
            .WithTrackingName(RootSteps.Creations);

        // Constructions of generic marked types that members use or code creates: roots, without diagnostics of their own.
        var constructions = used.Collect().Combine(created.Collect()).Select(static (pair, _) => pair.Left.AddRange(pair.Right));
        var roots = calls.Collect().Combine(declared.Collect()).Combine(constructions)
            .Select(static (pair, _) => Merge(pair.Left.Left, pair.Left.Right.AddRange(pair.Right)))
            .WithTrackingName(RootSteps.Roots);
        context.RegisterSourceOutput(roots.Combine(target), static (spc, pair) => Emitter.EmitRoots(spc, pair.Left, pair.Right));

        // As in the type pipeline: diagnostics have their own output, joined with the compilation only for locations.
        var diagnostics = calls.Collect().Combine(declared.Collect())
            .Select(static (pair, _) => Diagnostics(pair.Left, pair.Right))
            .WithTrackingName(RootSteps.Diagnostics)
            .Combine(context.CompilationProvider);
        context.RegisterSourceOutput(diagnostics, static (spc, pair) =>
        {
            foreach (var item in pair.Left)
                spc.ReportDiagnostic(item.ToDiagnostic(pair.Right));
        });
    }

    // One registration per root type, with every format any site needs, in a stable order.
    private static EquatableArray<RootModel> Merge(ImmutableArray<RootSite> calls, ImmutableArray<RootSite> declared)
    {
        var byType = new SortedDictionary<string, RootModel>(System.StringComparer.Ordinal);
        foreach (var site in calls.AddRange(declared))
        {
            foreach (var root in site.Roots)
                byType[root.TypeName] = byType.TryGetValue(root.TypeName, out var seen) ? seen with { Formats = seen.Formats | root.Formats } : root;
        }
        return byType.Values.ToEquatableArray();
    }

    private static EquatableArray<Diagnostics.DiagnosticInfo> Diagnostics(ImmutableArray<RootSite> calls, ImmutableArray<RootSite> declared)
    {
        var items = new List<Diagnostics.DiagnosticInfo>();
        foreach (var site in calls.AddRange(declared))
            items.AddRange(site.Diagnostics);
        return items.ToEquatableArray();
    }

    private static string ClassName(string? assemblyName) =>
        "BentoRoots_" + Parser.ShapeResolver.Sanitize(string.IsNullOrEmpty(assemblyName) ? "Assembly" : assemblyName!);
}

/// <summary>Tracking names of the root pipeline's steps, so that tests can check what the driver cached.</summary>
internal static class RootSteps
{
    public const string Target = "Bento.Roots.Target";
    public const string Calls = "Bento.Roots.Calls";
    public const string Declarations = "Bento.Roots.Declarations";
    public const string Constructions = "Bento.Roots.Constructions";
    public const string Creations = "Bento.Roots.Creations";
    public const string Roots = "Bento.Roots.Roots";
    public const string Diagnostics = "Bento.Roots.Diagnostics";
}
