using System;
using System.Collections.Generic;
using Bento.Generator.Diagnostics;
using Bento.Generator.Model;
using Microsoft.CodeAnalysis;
using Microsoft.CodeAnalysis.CSharp;

namespace Bento.Generator.Parser;

/// <summary>Collects the named member subsets of a type from <c>[BentoSubset]</c> on its members.</summary>
internal static class SubsetParser
{
    public const string SubsetAttribute = "Bento.BentoSubsetAttribute";

    // Members of the generated codec classes (and of object) that a subset codec would collide with.
    private static readonly HashSet<string> s_reserved = new(StringComparer.Ordinal)
    {
        "Instance", "Write", "Read", "Populate", "WriteValue", "ReadValue", "PopulateValue", "Defaults",
        "ThrowMissingRequired", "BentoJsonCodec", "BentoMsgPackCodec", "Equals", "GetHashCode", "ToString", "GetType",
        "MemberwiseClone", "Finalize", "ReferenceEquals",
    };

    // Prefixes of the generated per-shape methods (WriteListOfInt32, ReadArrayOfString, ...).
    private static readonly string[] s_methodPrefixes = { "Write", "Read", "Populate", "Fill", "TryMatch", "TryParse" };

    /// <param name="serialized">Each serialized member: its symbol, its constructor parameter if any, and its index in the model.</param>
    public static List<SubsetModel> Parse(INamedTypeSymbol type, List<(ISymbol Symbol, IParameterSymbol? Parameter, int Index)> serialized,
        string display, List<DiagnosticInfo> diagnostics)
    {
        var order = new List<string>();
        var members = new Dictionary<string, SortedSet<int>>(StringComparer.Ordinal);
        var seen = new HashSet<ISymbol>(SymbolEqualityComparer.Default);
        foreach (var (symbol, parameter, index) in serialized)
        {
            seen.Add(symbol);
            Collect(symbol, index);
            if (parameter is not null)
                Collect(parameter, index);
        }

        // An attribute on a member that is not serialized (ignored, not public, static, of an unsupported type) does nothing.
        foreach (var member in type.GetMembers())
        {
            if (member is not (IPropertySymbol or IFieldSymbol) || member.IsImplicitlyDeclared || seen.Contains(member))
                continue;
            if (Symbols.Find(member, SubsetAttribute) is not null)
                diagnostics.Add(DiagnosticInfo.Create(Descriptors.SubsetOnUnserializedMember, LocationInfo.From(member), member.Name, display));
        }

        var subsets = new List<SubsetModel>();
        foreach (string name in order)
            subsets.Add(new SubsetModel(name, members[name].ToEquatableArray()));
        return subsets;

        void Collect(ISymbol owner, int index)
        {
            foreach (var attribute in owner.GetAttributes())
            {
                if (!Symbols.Is(attribute, SubsetAttribute))
                    continue;
                int count = 0;
                foreach (string? name in Names(attribute))
                {
                    count++;
                    if (!IsValidName(name))
                    {
                        diagnostics.Add(DiagnosticInfo.Create(Descriptors.InvalidSubsetName, LocationInfo.From(owner), owner.Name, display, name ?? "null"));
                        continue;
                    }
                    if (!members.TryGetValue(name!, out var set))
                    {
                        members[name!] = set = new SortedSet<int>();
                        order.Add(name!);
                    }
                    set.Add(index);
                }
                if (count == 0)
                    diagnostics.Add(DiagnosticInfo.Create(Descriptors.InvalidSubsetName, LocationInfo.From(owner), owner.Name, display, string.Empty));
            }
        }
    }

    private static IEnumerable<string?> Names(AttributeData attribute)
    {
        foreach (var argument in attribute.ConstructorArguments)
        {
            if (argument.Kind == TypedConstantKind.Array)
            {
                if (argument.IsNull)
                {
                    yield return null;
                    continue;
                }
                foreach (var item in argument.Values)
                    yield return item.Value as string;
            }
            else
            {
                yield return argument.Value as string;
            }
        }
    }

    /// <summary>A subset name becomes a member of the generated codec classes, so it must be a free C# identifier.</summary>
    internal static bool IsValidName(string? name)
    {
        if (name is null || !SyntaxFacts.IsValidIdentifier(name) || name[0] == '@' || SyntaxFacts.GetKeywordKind(name) != SyntaxKind.None)
            return false;
        if (s_reserved.Contains(name) || name.IndexOf('_') >= 0)
            return false;
        if (name.Length > 4 && name.StartsWith("Name", StringComparison.Ordinal) && IsDigits(name, 4))
            return false;
        foreach (string prefix in s_methodPrefixes)
        {
            if (name.Length > prefix.Length && name.StartsWith(prefix, StringComparison.Ordinal) && char.IsUpper(name[prefix.Length]))
                return false;
        }
        return true;
    }

    private static bool IsDigits(string text, int start)
    {
        for (int i = start; i < text.Length; i++)
        {
            if (text[i] is < '0' or > '9')
                return false;
        }
        return true;
    }
}
