using Bento.Generator.Emit;
using Bento.Generator.Model;
using Bento.Generator.Parser;
using Microsoft.CodeAnalysis;

namespace Bento.Generator;

/// <summary>
/// Emits a JSON codec for every <c>[BentoObject]</c> type. Symbols are read only inside the parse transform; every
/// step after it carries equatable values, so an edit that does not change a model re-emits nothing.
/// </summary>
[Generator(LanguageNames.CSharp)]
public sealed class BentoGenerator : IIncrementalGenerator
{
    /// <inheritdoc/>
    public void Initialize(IncrementalGeneratorInitializationContext context)
    {
        var languageVersion = context.ParseOptionsProvider.Select(static (options, _) => LangTarget.VersionOf(options));
        // Both values are plain and equatable, so a compilation change that alters neither re-emits nothing.
        var compilationFacts = context.CompilationProvider.Select(static (compilation, _) => (
            HasModuleInitializer: compilation.GetTypeByMetadataName("System.Runtime.CompilerServices.ModuleInitializerAttribute") is not null,
            DefaultFormats: FormatSet.AssemblyDefault(compilation.Assembly)));
        var target = languageVersion.Combine(compilationFacts)
            .Select(static (pair, _) => new LangTarget(pair.Left, pair.Right.HasModuleInitializer, pair.Right.DefaultFormats))
            .WithTrackingName(Steps.Target);

        var parsed = context.SyntaxProvider.ForAttributeWithMetadataName(Symbols.ObjectAttribute,
                predicate: static (node, _) => node is Microsoft.CodeAnalysis.CSharp.Syntax.TypeDeclarationSyntax,
                transform: static (ctx, ct) => TypeParser.Parse(ctx, ct))
            .WithTrackingName(Steps.Parse);

        var models = parsed.Select(static (result, _) => result.Model)
            .Where(static model => model is not null)
            .Combine(target)
            .WithTrackingName(Steps.Model);
        context.RegisterSourceOutput(models, static (spc, pair) => Emitter.Emit(spc, pair.Left!, pair.Right));

        // [assembly: BentoCodec] attributes that name no usable codec: reported once, at the attribute.
        var codecProblems = context.CompilationProvider.Select(static (compilation, ct) =>
        {
            CodecParser.AssemblyCodecs(compilation.Assembly, out var invalid);
            var problems = new System.Collections.Generic.List<Diagnostics.DiagnosticInfo>();
            foreach (var (attribute, problem) in invalid)
            {
                var location = Diagnostics.LocationInfo.From(attribute.ApplicationSyntaxReference?.GetSyntax(ct).GetLocation());
                problems.Add(Diagnostics.DiagnosticInfo.Create(Diagnostics.Descriptors.InvalidCodec, location, CodecParser.CodecArgument(attribute), problem));
            }
            return problems.ToEquatableArray();
        });
        context.RegisterSourceOutput(codecProblems.Combine(context.CompilationProvider), static (spc, pair) =>
        {
            foreach (var item in pair.Left)
                spc.ReportDiagnostic(item.ToDiagnostic(pair.Right));
        });

        // Diagnostics have their own output so that a change in them never re-emits source, and the other way round.
        // The compilation is joined only here, to turn the stored spans back into source locations; reporting is a
        // loop over a few records, so re-running it on every edit costs nothing.
        var diagnostics = parsed.Select(static (result, _) => result.Diagnostics)
            .Where(static items => items.Count > 0)
            .WithTrackingName(Steps.Diagnostics)
            .Combine(context.CompilationProvider);
        context.RegisterSourceOutput(diagnostics, static (spc, pair) =>
        {
            foreach (var item in pair.Left)
                spc.ReportDiagnostic(item.ToDiagnostic(pair.Right));
        });
        // Document roots (int, List<List<Item>>, ...): a pipeline of its own over call sites and [assembly: BentoRoot].
        Roots.RootPipeline.Initialize(context);
    }
}
