using System.Collections.Immutable;
using Microsoft.CodeAnalysis;
using Microsoft.CodeAnalysis.Diagnostics;
using Microsoft.CodeAnalysis.Operations;

namespace Bento.Generator.Diagnostics;

/// <summary>
/// BENTO024: a call such as <c>BentoMessagePack.Serialize(value)</c> whose type argument is a marked type (or a
/// collection of one) generated without that format. The registry would throw at run time; here the type is known at
/// compile time, so the call is flagged. Overloads that take an explicit codec do not use the registry and are left alone.
/// </summary>
[DiagnosticAnalyzer(LanguageNames.CSharp)]
public sealed class FormatUseAnalyzer : DiagnosticAnalyzer
{
    /// <inheritdoc/>
    public override ImmutableArray<DiagnosticDescriptor> SupportedDiagnostics { get; } = ImmutableArray.Create(Descriptors.FormatNotGenerated);

    /// <inheritdoc/>
    public override void Initialize(AnalysisContext context)
    {
        context.ConfigureGeneratedCodeAnalysis(GeneratedCodeAnalysisFlags.None);
        context.EnableConcurrentExecution();
        context.RegisterOperationAction(Analyze, OperationKind.Invocation);
    }

    private static void Analyze(OperationAnalysisContext context)
    {
        var method = ((IInvocationOperation)context.Operation).TargetMethod;
        if (!method.IsGenericMethod || method.ContainingType is not { } owner
            || owner.ContainingNamespace is not { Name: "Bento", ContainingNamespace.IsGlobalNamespace: true })
            return;
        int format = FormatOfEntryPoint(owner.Name);
        if (format == 0)
            return;
        foreach (var parameter in method.Parameters)
        {
            if (parameter.Type is INamedTypeSymbol { Name: "JsonCodec" or "MsgPackCodec" })
                return;
        }
        foreach (var argument in method.TypeArguments)
        {
            if (MarkedTypeOf(argument) is not { } marked)
                continue;
            int formats = FormatSet.Of(marked);
            if ((formats & format) != 0)
                continue;
            context.ReportDiagnostic(Diagnostic.Create(Descriptors.FormatNotGenerated, context.Operation.Syntax.GetLocation(),
                marked.ToDisplayString(), FormatSet.Name(formats), owner.Name, method.Name, FormatSet.Name(format)));
            return;
        }
    }

    private static int FormatOfEntryPoint(string owner) => owner switch
    {
        "BentoJson" or "BentoHintedJson" or "BentoJsonLines" => FormatSet.Json,
        "BentoMessagePack" or "BentoMessagePackStream" => FormatSet.MessagePack,
        _ => 0,
    };

    // The marked type itself, or the element of an array or of a generic collection (a dictionary's value), as the
    // registries resolve roots.
    private static INamedTypeSymbol? MarkedTypeOf(ITypeSymbol type)
    {
        // A construction of a generic marked type (Page<Item>) is the root itself, not a collection of its argument.
        if (type is INamedTypeSymbol self && Parser.Symbols.Find(self, Parser.Symbols.ObjectAttribute) is not null)
            return self;
        if (type is IArrayTypeSymbol array)
            type = array.ElementType;
        else if (type is INamedTypeSymbol { IsGenericType: true, TypeArguments.Length: 1 or 2 } generic)
            type = generic.TypeArguments[generic.TypeArguments.Length - 1];
        return type is INamedTypeSymbol named && Parser.Symbols.Find(named, Parser.Symbols.ObjectAttribute) is not null ? named : null;
    }
}
