using System.Collections.Generic;
using Bento.Generator.Diagnostics;
using Bento.Generator.Model;
using Microsoft.CodeAnalysis;

namespace Bento.Generator.Parser;

/// <summary>Reads [BentoReuse] and [BentoAlias]: how populate treats current values, and the old names a member answers to.</summary>
internal static class EvolutionParser
{
    public const string ReuseAttribute = "Bento.BentoReuseAttribute";
    public const string AliasAttribute = "Bento.BentoAliasAttribute";

    // Values of the runtime's BentoReusePolicy.
    private const int PolicyDefault = 0;

    /// <summary>The type-level policy (a BentoReusePolicy value), 0 when the type has none.</summary>
    public static int TypePolicy(INamedTypeSymbol type) => PolicyOf(Symbols.Find(type, ReuseAttribute));

    /// <summary>
    /// The member's policy: its own attribute when it applies (a diagnostic otherwise), else the type's when it applies,
    /// else <see cref="ReuseKind.Reuse"/>.
    /// </summary>
    public static ReuseKind MemberPolicy(ISymbol member, IParameterSymbol? parameter, int typePolicy, ShapeModel shape, AssignKind assign,
        string display, List<DiagnosticInfo> diagnostics)
    {
        var attribute = Symbols.Find(member, ReuseAttribute) ?? Symbols.Find(parameter, ReuseAttribute);
        int own = PolicyOf(attribute);
        if (own != PolicyDefault)
        {
            string? reason = WhyNot(own, shape, assign);
            if (reason is null)
                return (ReuseKind)own;
            var location = LocationInfo.From(attribute!.ApplicationSyntaxReference?.GetSyntax().GetLocation()) ?? LocationInfo.From(member);
            diagnostics.Add(DiagnosticInfo.Create(Descriptors.ReusePolicyNotApplicable, location, member.Name, display, Name(own), reason));
            return ReuseKind.Reuse;
        }
        if (typePolicy != PolicyDefault && WhyNot(typePolicy, shape, assign) is null)
            return (ReuseKind)typePolicy;
        return ReuseKind.Reuse;
    }

    /// <summary>The names from [BentoAlias] on the member (or its constructor parameter), in declaration order.</summary>
    public static List<string> Aliases(ISymbol member, IParameterSymbol? parameter)
    {
        var result = new List<string>();
        Collect(member, result);
        Collect(parameter, result);
        return result;
    }

    /// <summary>
    /// Drops aliases that repeat the member's own name, and reports (then drops) any alias that is already another
    /// member's name or alias: a name must lead to one member.
    /// </summary>
    public static void CheckAliases(List<MemberModel> members, List<List<string>> aliases, List<ISymbol> symbols, string display,
        List<DiagnosticInfo> diagnostics)
    {
        var owner = new Dictionary<string, int>(System.StringComparer.Ordinal);
        for (int i = 0; i < members.Count; i++)
            owner[members[i].JsonName] = i;
        for (int i = 0; i < members.Count; i++)
        {
            var kept = new List<string>();
            foreach (string alias in aliases[i])
            {
                if (owner.TryGetValue(alias, out int other))
                {
                    if (other != i)
                    {
                        diagnostics.Add(DiagnosticInfo.Create(Descriptors.AliasClash, AliasLocation(symbols[i], alias), alias, symbols[i].Name, display,
                            symbols[other].Name));
                    }
                    continue;
                }
                owner.Add(alias, i);
                kept.Add(alias);
            }
            if (kept.Count > 0)
                members[i] = members[i] with { Aliases = kept.ToEquatableArray() };
        }
    }

    private static LocationInfo? AliasLocation(ISymbol member, string alias)
    {
        foreach (var attribute in member.GetAttributes())
        {
            if (Symbols.Is(attribute, AliasAttribute) && attribute.ConstructorArguments.Length == 1 && attribute.ConstructorArguments[0].Value as string == alias)
                return LocationInfo.From(attribute.ApplicationSyntaxReference?.GetSyntax().GetLocation()) ?? LocationInfo.From(member);
        }
        return LocationInfo.From(member);
    }

    private static void Collect(ISymbol? symbol, List<string> result)
    {
        if (symbol is null)
            return;
        foreach (var attribute in symbol.GetAttributes())
        {
            if (Symbols.Is(attribute, AliasAttribute) && attribute.ConstructorArguments.Length == 1
                && attribute.ConstructorArguments[0].Value is string name && !result.Contains(name))
            {
                result.Add(name);
            }
        }
    }

    private static int PolicyOf(AttributeData? attribute) =>
        attribute is { ConstructorArguments.Length: 1 } && attribute.ConstructorArguments[0].Value is int value && value is >= 0 and <= 4
            ? value
            : PolicyDefault;

    private static string Name(int policy) => policy switch
    {
        1 => "Reuse",
        2 => "Append",
        3 => "Merge",
        _ => "Replace",
    };

    private static string? WhyNot(int policy, ShapeModel shape, AssignKind assign)
    {
        switch ((ReuseKind)policy)
        {
            case ReuseKind.Append:
                return shape.Kind is ShapeKind.List or ShapeKind.ListInterface or ShapeKind.EnumerableInterface or ShapeKind.HashSet
                    ? null
                    : "Append applies to lists, sets and collection interfaces";
            case ReuseKind.Merge:
                return shape.Kind is ShapeKind.Dictionary or ShapeKind.DictionaryInterface
                    ? null
                    : "Merge applies to dictionaries";
            case ReuseKind.Replace:
                return assign == AssignKind.Fill ? "the member cannot be set, so its value cannot be replaced" : null;
            default:
                return null;
        }
    }
}
