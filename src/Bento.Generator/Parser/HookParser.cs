using System.Collections.Generic;
using System.Text;
using Bento.Generator.Diagnostics;
using Bento.Generator.Model;
using Microsoft.CodeAnalysis;
using Microsoft.CodeAnalysis.CSharp;
using Microsoft.CodeAnalysis.CSharp.Syntax;

namespace Bento.Generator.Parser;

/// <summary>
/// Finds which lifecycle hooks the generated code declares and calls. A hook is a parameterless <c>partial void</c>
/// instance method that the type writes; the generated part declares it (unless the user's code holds the defining
/// declaration) and calls it. A member of the same name that is not such a method is left alone and a warning says why.
/// </summary>
internal static class HookParser
{
    public const string Serializing = "OnBentoSerializing";
    public const string Serialized = "OnBentoSerialized";
    public const string Deserializing = "OnBentoDeserializing";
    public const string Deserialized = "OnBentoDeserialized";

    private static readonly string[] s_names = { Serializing, Serialized, Deserializing, Deserialized };

    public static List<HookModel> Parse(INamedTypeSymbol type, string display, List<DiagnosticInfo> diagnostics)
    {
        var hooks = new List<HookModel>();
        foreach (string name in s_names)
        {
            ISymbol? clash = null;
            bool declared = false;
            string? modifiers = "partial";
            foreach (var member in type.GetMembers(name))
            {
                if (member.IsImplicitlyDeclared)
                    continue;
                if (member is IMethodSymbol method && Declaration(method) is { } syntax && IsHookShape(method, syntax))
                {
                    // The user's own defining declaration (no body) already declares it: only the calls are generated.
                    modifiers = syntax.Body is null && syntax.ExpressionBody is null ? null : Modifiers(syntax);
                    declared = true;
                    continue;
                }
                clash ??= member;
            }
            // A visible base member of that name would be hidden by the generated declaration (CS0108/CS0114), or is
            // taken for a hook although it is not one.
            if (clash is null && modifiers == "partial")
                clash = InheritedMember(type, name);
            // A hook the type does not write is neither declared nor called: an unimplemented partial method would
            // compile to nothing anyway, and leaving it out keeps the generated source small.
            if (!declared && clash is null)
                continue;
            if (clash is not null)
            {
                diagnostics.Add(DiagnosticInfo.Create(Descriptors.HookSignature, LocationInfo.From(clash) ?? LocationInfo.From(type), display, name));
                continue;
            }
            hooks.Add(new HookModel(name, modifiers ?? string.Empty));
        }
        return hooks;
    }

    private static ISymbol? InheritedMember(INamedTypeSymbol type, string name)
    {
        for (var b = type.BaseType; b is not null && b.SpecialType != SpecialType.System_Object; b = b.BaseType)
        {
            foreach (var member in b.GetMembers(name))
            {
                if (member.DeclaredAccessibility != Accessibility.Private && !member.IsImplicitlyDeclared)
                    return member;
            }
        }
        return null;
    }

    private static MethodDeclarationSyntax? Declaration(IMethodSymbol method)
    {
        foreach (var reference in method.DeclaringSyntaxReferences)
        {
            if (reference.GetSyntax() is MethodDeclarationSyntax syntax)
                return syntax;
        }
        return null;
    }

    private static bool IsHookShape(IMethodSymbol method, MethodDeclarationSyntax syntax)
    {
        if (method.IsStatic || !method.ReturnsVoid || method.Parameters.Length != 0 || method.TypeParameters.Length != 0)
            return false;
        foreach (var modifier in syntax.Modifiers)
        {
            if (modifier.IsKind(SyntaxKind.PartialKeyword))
                return true;
        }
        return false;
    }

    // A declaration with an accessibility (or virtual, readonly, ...) must repeat it on the other part, so the
    // generated one copies the user's; `async` and `unsafe` belong to the body only.
    private static string Modifiers(MethodDeclarationSyntax syntax)
    {
        var text = new StringBuilder();
        foreach (var modifier in syntax.Modifiers)
        {
            if (modifier.IsKind(SyntaxKind.PartialKeyword) || modifier.IsKind(SyntaxKind.AsyncKeyword) || modifier.IsKind(SyntaxKind.UnsafeKeyword))
                continue;
            text.Append(modifier.Text).Append(' ');
        }
        return text.Append("partial").ToString();
    }
}
