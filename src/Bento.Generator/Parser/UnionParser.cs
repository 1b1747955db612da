using System.Collections.Generic;
using System.Globalization;
using Bento.Generator.Diagnostics;
using Bento.Generator.Model;
using Microsoft.CodeAnalysis;
using Microsoft.CodeAnalysis.CSharp;

namespace Bento.Generator.Parser;

/// <summary>
/// Reads the cases of a union base type: Bento's <c>[BentoUnion]</c>, MessagePack-CSharp's <c>[Union]</c> and
/// System.Text.Json's <c>[JsonDerivedType]</c>/<c>[JsonPolymorphic]</c>, merged per case type (docs/polymorphism.md).
/// </summary>
internal static class UnionParser
{
    public const string BentoUnion = "Bento.BentoUnionAttribute";
    private const string MessagePackUnion = "MessagePack.UnionAttribute";
    private const string JsonDerivedType = "System.Text.Json.Serialization.JsonDerivedTypeAttribute";
    private const string JsonPolymorphic = "System.Text.Json.Serialization.JsonPolymorphicAttribute";

    /// <summary>Whether the type declares union cases in any of the understood forms.</summary>
    public static bool IsUnion(INamedTypeSymbol type)
    {
        foreach (var attribute in type.GetAttributes())
        {
            if (Symbols.Is(attribute, BentoUnion) || Symbols.Is(attribute, MessagePackUnion) || Symbols.Is(attribute, JsonDerivedType))
                return true;
        }
        return false;
    }

    /// <summary>The case types the union attributes of <paramref name="type"/> name, as written (open ones included).</summary>
    public static List<INamedTypeSymbol> CaseTypes(INamedTypeSymbol type)
    {
        var found = new List<INamedTypeSymbol>();
        foreach (var attribute in type.GetAttributes())
        {
            bool bento = Symbols.Is(attribute, BentoUnion), msgpack = Symbols.Is(attribute, MessagePackUnion);
            if (!bento && !msgpack && !Symbols.Is(attribute, JsonDerivedType))
                continue;
            var args = attribute.ConstructorArguments;
            int at = bento || msgpack ? 1 : 0;
            if (args.Length > at && args[at].Value is INamedTypeSymbol caseType)
                found.Add(caseType);
        }
        return found;
    }

    private sealed class Case
    {
        public Case(INamedTypeSymbol type, AttributeData attribute)
        {
            Type = type;
            Attribute = attribute;
        }

        public INamedTypeSymbol Type { get; }
        public AttributeData Attribute { get; }
        public int? Tag { get; set; }
        public string? JsonString { get; set; }
        public int? JsonInt { get; set; }
        public bool JsonGiven { get; set; }
    }

    /// <summary>
    /// The union model of <paramref name="type"/>, or null when it declares no cases. Invalid cases are reported and
    /// make the result null too (<paramref name="failed"/> is then set), so no codec is emitted that would mis-tag.
    /// </summary>
    public static UnionModel? Parse(INamedTypeSymbol type, AttributeData objectAttribute, int ownFormats, bool messagePack,
        string display, List<DiagnosticInfo> diagnostics, out bool failed)
    {
        failed = false;
        var cases = new List<Case>();
        string discriminator = "$type";
        foreach (var named in objectAttribute.NamedArguments)
        {
            if (named.Key == "DiscriminatorName" && named.Value.Value is string name && name.Length != 0)
                discriminator = name;
        }

        foreach (var attribute in type.GetAttributes())
        {
            bool bento = Symbols.Is(attribute, BentoUnion), msgpack = Symbols.Is(attribute, MessagePackUnion), stj = Symbols.Is(attribute, JsonDerivedType);
            if (Symbols.Is(attribute, JsonPolymorphic))
            {
                ReadPolymorphic(attribute, type, display, ref discriminator, diagnostics);
                continue;
            }
            if (!bento && !msgpack && !stj)
                continue;
            var args = attribute.ConstructorArguments;
            INamedTypeSymbol? caseType = null;
            int? tag = null;
            if ((bento || msgpack) && args.Length == 2 && args[0].Value is int t && args[1].Value is INamedTypeSymbol ct)
            {
                tag = t;
                caseType = ct;
            }
            else if (stj && args.Length >= 1 && args[0].Value is INamedTypeSymbol st)
            {
                caseType = st;
            }
            if (caseType is null)
                continue; // the compiler reports a malformed attribute
            caseType = OwnConstruction(type, caseType);

            var entry = cases.Find(c => SymbolEqualityComparer.Default.Equals(c.Type, caseType));
            if (entry is null)
            {
                entry = new Case(caseType, attribute);
                cases.Add(entry);
            }
            if (tag is not null)
            {
                // Bento's own tag wins over MessagePack-CSharp's when both name the case.
                if (entry.Tag is null || bento)
                    entry.Tag = tag;
            }
            if (bento)
            {
                foreach (var named in attribute.NamedArguments)
                {
                    if (named.Key == "Discriminator" && named.Value.Value is string s)
                    {
                        entry.JsonString = s;
                        entry.JsonInt = null;
                        entry.JsonGiven = true;
                    }
                }
            }
            if (stj && !(entry.JsonGiven && entry.JsonString is not null))
            {
                entry.JsonGiven = true;
                entry.JsonString = args.Length > 1 ? args[1].Value as string : null;
                entry.JsonInt = args.Length > 1 && args[1].Value is int ji ? ji : null;
            }
        }
        if (cases.Count == 0)
            return null;

        var models = new List<UnionCaseModel>();
        var tags = new HashSet<int>();
        var strings = new HashSet<string>(System.StringComparer.Ordinal);
        var ints = new HashSet<int>();
        for (int i = 0; i < cases.Count; i++)
        {
            var c = cases[i];
            string caseDisplay = Symbols.Display(c.Type);
            var location = LocationInfo.From(c.Attribute.ApplicationSyntaxReference?.GetSyntax().GetLocation()) ?? LocationInfo.From(type);
            string? problem = CaseProblem(type, c.Type, ownFormats);
            int tag = c.Tag ?? c.JsonInt ?? i;
            if (problem is null && !tags.Add(tag))
                problem = "its tag " + tag.ToString(CultureInfo.InvariantCulture) + " is already another case's";
            // Without an explicit JSON discriminator, JSON writes the tag as an integer (System.Text.Json's integer form).
            if (!c.JsonGiven)
                c.JsonInt = tag;
            if (problem is null && c.JsonString is not null && !strings.Add(c.JsonString))
                problem = "its discriminator \"" + c.JsonString + "\" is already another case's";
            if (problem is null && c.JsonString is null && c.JsonInt is { } jsonInt && !ints.Add(jsonInt))
                problem = "its discriminator " + jsonInt.ToString(CultureInfo.InvariantCulture) + " is already another case's";
            if (problem is not null)
            {
                diagnostics.Add(DiagnosticInfo.Create(Descriptors.InvalidUnionCase, location, caseDisplay, display, problem));
                failed = true;
                continue;
            }
            if (messagePack && c.Tag is null && c.JsonInt is null)
            {
                diagnostics.Add(DiagnosticInfo.Create(Descriptors.UnionCaseWithoutTag, location, caseDisplay, display, tag.ToString(CultureInfo.InvariantCulture)));
            }
            string jsonTag = c.JsonString is not null ? SymbolDisplay.FormatLiteral(c.JsonString, quote: true)
                : c.JsonInt is { } n ? n.ToString(CultureInfo.InvariantCulture) : "null";
            models.Add(new UnionCaseModel(Symbols.FullName(c.Type), tag, jsonTag, SymbolEqualityComparer.Default.Equals(c.Type, type)));
        }
        if (failed)
            return null;
        bool own = type.TypeKind == TypeKind.Class && !type.IsAbstract;
        return new UnionModel(models.ToEquatableArray(), discriminator, own);
    }

    private static string? CaseProblem(INamedTypeSymbol union, INamedTypeSymbol type, int ownFormats)
    {
        if (SymbolEqualityComparer.Default.Equals(union, type))
            return union.TypeKind == TypeKind.Class && !union.IsAbstract ? null : "an interface or abstract class has no values of its own";
        if (type.TypeKind != TypeKind.Class)
            return "it is not a class (a struct would be boxed, and an interface has no values of its own)";
        if (type.IsAbstract)
            return "it is abstract";
        if (type.IsUnboundGenericType)
        {
            // typeof(Case<>) names no type that a value can have. On a generic union it stands for the case
            // constructed with the union's own type parameters (OwnConstruction), which needs the same number of them.
            return union.TypeParameters.Length == 0 || type.TypeParameters.Length == 0
                ? "it is an open generic type; list a closed construction" + (type.TypeParameters.Length == 0 ? "" : " such as " + ExampleConstruction(type))
                : "it is an open generic type with " + Int(type.TypeParameters.Length) + " type parameters, and the union has "
                    + Int(union.TypeParameters.Length) + ", so it cannot be constructed with the union's own; list a closed construction or a case with the union's type parameters";
        }
        if (!DerivesFrom(type, union))
        {
            string relation = union.TypeKind == TypeKind.Interface ? "it does not implement it" : "it does not derive from it";
            return union.IsGenericType && type.IsGenericType && ContainsOwnParameters(type, union)
                ? relation + " (an open generic case is constructed with the union's type parameters, as " + Symbols.Display(type) + ")"
                : relation;
        }
        if (Symbols.Find(type, Symbols.ObjectAttribute) is null)
            return "it is not marked [BentoObject]";
        if (IsUnion(type))
            return "it is a union itself (nested unions are not supported: list its cases on the outer union)";
        int caseFormats = FormatSet.Of(type);
        if ((ownFormats & ~caseFormats) != 0)
            return "it is generated for " + FormatSet.Name(caseFormats) + " only, and the union needs " + FormatSet.Name(ownFormats);
        return null;
    }

    // typeof(Ok<>) on Result<T> means Ok<T>: the only construction that is a case of every Result<X>, and the one an
    // attribute cannot name itself (an attribute argument cannot use a type parameter). Any other open case stays
    // unbound and is reported by CaseProblem.
    private static INamedTypeSymbol OwnConstruction(INamedTypeSymbol union, INamedTypeSymbol caseType)
    {
        if (!caseType.IsUnboundGenericType || union.TypeParameters.Length == 0 || caseType.ContainingType is { IsGenericType: true }
            || caseType.TypeParameters.Length != union.TypeParameters.Length)
            return caseType;
        var arguments = new ITypeSymbol[union.TypeParameters.Length];
        for (int i = 0; i < arguments.Length; i++)
            arguments[i] = union.TypeParameters[i];
        return caseType.OriginalDefinition.Construct(arguments);
    }

    private static bool ContainsOwnParameters(INamedTypeSymbol type, INamedTypeSymbol union)
    {
        foreach (var argument in type.TypeArguments)
        {
            if (argument is ITypeParameterSymbol parameter && SymbolEqualityComparer.Default.Equals(parameter.ContainingSymbol, union))
                return true;
        }
        return false;
    }

    private static string ExampleConstruction(INamedTypeSymbol type)
    {
        var arguments = new string[type.TypeParameters.Length];
        for (int i = 0; i < arguments.Length; i++)
            arguments[i] = "int";
        return type.Name + "<" + string.Join(", ", arguments) + ">";
    }

    private static string Int(int value) => value.ToString(CultureInfo.InvariantCulture);

    private static bool DerivesFrom(INamedTypeSymbol type, INamedTypeSymbol union)
    {
        if (union.TypeKind == TypeKind.Interface)
        {
            foreach (var implemented in type.AllInterfaces)
            {
                if (SymbolEqualityComparer.Default.Equals(implemented, union))
                    return true;
            }
            return false;
        }
        for (var b = type.BaseType; b is not null; b = b.BaseType)
        {
            if (SymbolEqualityComparer.Default.Equals(b, union))
                return true;
        }
        return false;
    }

    // [JsonPolymorphic]: the discriminator's name is honoured; the settings that would read an unknown discriminator as
    // the base or write an unlisted type as an ancestor are not, since Bento never drops data silently.
    private static void ReadPolymorphic(AttributeData attribute, INamedTypeSymbol type, string display, ref string discriminator, List<DiagnosticInfo> diagnostics)
    {
        foreach (var named in attribute.NamedArguments)
        {
            if (named.Key == "TypeDiscriminatorPropertyName" && named.Value.Value is string name && name.Length != 0)
                discriminator = name;
            else if ((named.Key == "UnknownDerivedTypeHandling" && named.Value.Value is int handling && handling != 0)
                || (named.Key == "IgnoreUnrecognizedTypeDiscriminators" && named.Value.Value is true))
                diagnostics.Add(DiagnosticInfo.Create(Descriptors.ForeignAttributeNotHonoured, LocationInfo.From(type), "JsonPolymorphic(" + named.Key + ")", display,
                    "Bento raises an error for a derived type that is not a listed case, and for an unknown discriminator, rather than writing or reading it as another type"));
        }
    }
}
