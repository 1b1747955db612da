using System;
using System.Collections.Generic;
using System.Threading;
using Bento.Generator.Diagnostics;
using Bento.Generator.Model;
using Microsoft.CodeAnalysis;
using Microsoft.CodeAnalysis.CSharp;
using Microsoft.CodeAnalysis.CSharp.Syntax;

namespace Bento.Generator.Parser;

/// <summary>
/// Reads one [BentoObject] type into a <see cref="TypeModel"/>. This is the only place that touches symbols and
/// syntax; everything it returns is plain, equatable data.
/// </summary>
internal static class TypeParser
{
    public static readonly string[] HelperNames = { "FromJson", "ToJson", "ToJsonUtf8Bytes" };

    public static ParseResult Parse(GeneratorAttributeSyntaxContext context, CancellationToken cancellationToken)
    {
        var diagnostics = new List<DiagnosticInfo>();
        if (context.TargetSymbol is not INamedTypeSymbol type || context.TargetNode is not TypeDeclarationSyntax declaration)
            return new ParseResult(null, EquatableArray<DiagnosticInfo>.Empty);

        string display = Symbols.Display(type);
        bool fatal = false;

        if (!IsPartial(declaration))
        {
            diagnostics.Add(DiagnosticInfo.Create(Descriptors.MustBePartial, LocationInfo.From(declaration.Identifier.GetLocation()), display));
            fatal = true;
        }
        for (var parent = declaration.Parent as TypeDeclarationSyntax; parent is not null; parent = parent.Parent as TypeDeclarationSyntax)
        {
            if (!IsPartial(parent))
            {
                string parentName = context.SemanticModel.GetDeclaredSymbol(parent, cancellationToken) is { } parentSymbol
                    ? Symbols.Display(parentSymbol) : parent.Identifier.ValueText;
                diagnostics.Add(DiagnosticInfo.Create(Descriptors.ContainingTypeMustBePartial, LocationInfo.From(parent.Identifier.GetLocation()), parentName, display));
                fatal = true;
            }
        }
        for (var t = type; t is not null; t = t.ContainingType)
        {
            if (t.IsGenericType)
            {
                diagnostics.Add(DiagnosticInfo.Create(Descriptors.GenericNotSupported, LocationInfo.From(declaration.Identifier.GetLocation()), display));
                fatal = true;
                break;
            }
        }
        foreach (string reservedName in Symbols.ReservedNames)
        {
            foreach (var reserved in type.GetMembers(reservedName))
            {
                if (!reserved.IsImplicitlyDeclared)
                {
                    diagnostics.Add(DiagnosticInfo.Create(Descriptors.ReservedName, LocationInfo.From(reserved), display, reservedName));
                    fatal = true;
                }
            }
        }
        if (fatal)
            return new ParseResult(null, diagnostics.ToEquatableArray());

        cancellationToken.ThrowIfCancellationRequested();
        var model = ParseMembers(context, type, display, diagnostics, cancellationToken);
        return new ParseResult(model, diagnostics.ToEquatableArray());
    }

    /// <summary>A marked type reached by the last resolved member that lacks a format of <paramref name="ownFormats"/>.</summary>
    private static (INamedTypeSymbol Type, int Formats)? MissingFormat(ShapeResolver resolver, int from, int ownFormats)
    {
        for (int i = from; i < resolver.ObjectTypes.Count; i++)
        {
            var nested = resolver.ObjectTypes[i];
            int nestedFormats = FormatSet.Of(nested);
            if ((ownFormats & ~nestedFormats) != 0)
                return (nested, nestedFormats);
        }
        return null;
    }

    private static bool IsPartial(TypeDeclarationSyntax declaration)
    {
        foreach (var modifier in declaration.Modifiers)
        {
            if (modifier.IsKind(SyntaxKind.PartialKeyword))
                return true;
        }
        return false;
    }

    private sealed class Candidate
    {
        public Candidate(ISymbol symbol, ITypeSymbol type, AssignKind assign, bool requiredKeyword)
        {
            Symbol = symbol;
            Type = type;
            Assign = assign;
            RequiredKeyword = requiredKeyword;
        }

        public ISymbol Symbol { get; }
        public ITypeSymbol Type { get; }
        public AssignKind Assign { get; set; }
        public bool RequiredKeyword { get; }
        public IParameterSymbol? Parameter { get; set; }
    }

    private static TypeModel? ParseMembers(GeneratorAttributeSyntaxContext context, INamedTypeSymbol type, string display,
        List<DiagnosticInfo> diagnostics, CancellationToken cancellationToken)
    {
        int policy = 0;
        bool enumsAsNames = false;
        int formats = 0;
        foreach (var attribute in context.Attributes)
        {
            foreach (var named in attribute.NamedArguments)
            {
                if (named.Key == "NamingPolicy" && named.Value.Value is int p)
                    policy = p;
                else if (named.Key == "EnumsAsNames" && named.Value.Value is bool b)
                    enumsAsNames = b;
                else if (named.Key == "Formats" && named.Value.Value is int f)
                    formats = f & FormatSet.All;
            }
        }

        // The assembly default is read here only for the nesting check below; the emitter takes it from its own
        // input, which follows edits of the assembly attribute.
        int ownFormats = formats != 0 ? formats : FormatSet.AssemblyDefault(context.SemanticModel.Compilation.Assembly);
        var candidates = CollectCandidates(type, context.SemanticModel.Compilation);
        cancellationToken.ThrowIfCancellationRequested();

        // Constructor: the public one with the most parameters that all match members (the parameterless one counts
        // with zero); two such constructors with the same count are ambiguous.
        IMethodSymbol? chosen = null;
        int chosenCount = -1;
        bool ambiguous = false;
        if (!type.IsAbstract && !type.IsStatic)
        {
            foreach (var constructor in type.InstanceConstructors)
            {
                if (constructor.DeclaredAccessibility != Accessibility.Public || !AllParametersMatch(constructor, candidates))
                    continue;
                int count = constructor.Parameters.Length;
                if (count > chosenCount)
                {
                    chosen = constructor;
                    chosenCount = count;
                    ambiguous = false;
                }
                else if (count == chosenCount)
                {
                    ambiguous = true;
                }
            }
        }
        if (chosen is null)
        {
            diagnostics.Add(DiagnosticInfo.Create(Descriptors.NoUsableConstructor, LocationInfo.From(type), display));
            return null;
        }
        if (ambiguous)
        {
            diagnostics.Add(DiagnosticInfo.Create(Descriptors.AmbiguousConstructor, LocationInfo.From(type), display,
                chosenCount.ToString(System.Globalization.CultureInfo.InvariantCulture)));
            return null;
        }

        foreach (var parameter in chosen.Parameters)
        {
            var match = MatchParameter(parameter, candidates)!;
            match.Parameter = parameter;
            match.Assign = AssignKind.Constructor;
        }

        bool direct = chosen.Parameters.Length == 0;
        foreach (var candidate in candidates)
            direct &= candidate.Assign != AssignKind.Initializer;

        var resolver = new ShapeResolver();
        var members = new List<MemberModel>();
        var memberIndex = new Dictionary<Candidate, int>();
        var names = new Dictionary<string, Candidate>(StringComparer.Ordinal);
        var keyed = new List<(Candidate Candidate, int? Key)>();
        int typeReuse = EvolutionParser.TypePolicy(type);
        var aliases = new List<List<string>>();
        var memberSymbols = new List<ISymbol>();
        foreach (var candidate in candidates)
        {
            cancellationToken.ThrowIfCancellationRequested();
            var location = LocationInfo.From(candidate.Symbol);
            string jsonName;
            var nameAttribute = Symbols.Find(candidate.Symbol, Symbols.NameAttribute) ?? Symbols.Find(candidate.Parameter, Symbols.NameAttribute);
            if (nameAttribute is not null)
            {
                if (nameAttribute.ConstructorArguments.Length != 1 || nameAttribute.ConstructorArguments[0].Value is not string explicitName)
                {
                    diagnostics.Add(DiagnosticInfo.Create(Descriptors.InvalidName, location, candidate.Symbol.Name, display));
                    continue;
                }
                jsonName = explicitName;
            }
            else
            {
                jsonName = Naming.Apply(policy, candidate.Symbol.Name);
            }

            bool memberEnumsAsNames = enumsAsNames;
            var enumAttribute = Symbols.Find(candidate.Symbol, Symbols.EnumAsNameAttribute) ?? Symbols.Find(candidate.Parameter, Symbols.EnumAsNameAttribute);
            if (enumAttribute is not null)
                memberEnumsAsNames = enumAttribute.ConstructorArguments.Length != 1 || enumAttribute.ConstructorArguments[0].Value is not bool asName || asName;

            var mark = resolver.Mark();
            int shape = resolver.Resolve(candidate.Type, memberEnumsAsNames);
            if (MissingFormat(resolver, mark.Objects, ownFormats) is { } missing)
            {
                resolver.Rollback(mark);
                // The codec of this type would call a codec the member's type does not have.
                diagnostics.Add(DiagnosticInfo.Create(Descriptors.MemberFormatMissing, location, candidate.Symbol.Name, display,
                    Symbols.Display(missing.Type), FormatSet.Name(missing.Formats), FormatSet.Name(ownFormats)));
                continue;
            }
            if (shape < 0 && ContainsErrorType(candidate.Type))
                continue; // the compiler already reports the unknown type
            if (shape < 0)
            {
                diagnostics.Add(DiagnosticInfo.Create(Descriptors.UnsupportedMemberType, location, candidate.Symbol.Name, display,
                    candidate.Type.ToDisplayString(Symbols.DisplayFormat)));
                continue;
            }

            if (names.TryGetValue(jsonName, out var first))
            {
                diagnostics.Add(DiagnosticInfo.Create(Descriptors.DuplicateName, location, first.Symbol.Name, candidate.Symbol.Name, display, jsonName));
                continue;
            }
            names.Add(jsonName, candidate);

            if (candidate.Assign == AssignKind.None && direct && IsFillable(resolver.Shapes[shape]))
                candidate.Assign = AssignKind.Fill;
            if (candidate.Assign == AssignKind.None)
                diagnostics.Add(DiagnosticInfo.Create(Descriptors.MemberNotReadable, location, candidate.Symbol.Name, display));

            bool required = candidate.RequiredKeyword
                || Symbols.Find(candidate.Symbol, Symbols.RequiredAttribute) is not null
                || Symbols.Find(candidate.Parameter, Symbols.RequiredAttribute) is not null;
            string localDefault = candidate.Parameter is { HasExplicitDefaultValue: true } p
                ? Symbols.Literal(p.ExplicitDefaultValue, p.Type)
                : (candidate.Type.IsValueType ? "default" : "default!");
            var keyAttribute = Symbols.Find(candidate.Symbol, Symbols.KeyAttribute) ?? Symbols.Find(candidate.Parameter, Symbols.KeyAttribute);
            int? key = keyAttribute is { ConstructorArguments.Length: 1 } && keyAttribute.ConstructorArguments[0].Value is int k ? k : null;
            keyed.Add((candidate, keyAttribute is null ? null : key ?? -1));
            memberIndex[candidate] = members.Count;
            var reuse = EvolutionParser.MemberPolicy(candidate.Symbol, candidate.Parameter, typeReuse, resolver.Shapes[shape], candidate.Assign, display, diagnostics);
            aliases.Add(EvolutionParser.Aliases(candidate.Symbol, candidate.Parameter));
            memberSymbols.Add(candidate.Symbol);
            members.Add(new MemberModel(Symbols.Identifier(candidate.Symbol.Name), jsonName, Symbols.FullName(candidate.Type), shape,
                candidate.Assign, required, localDefault,
                DefaultFromTemplate: candidate.Assign == AssignKind.Initializer && !required && chosen.Parameters.Length == 0,
                Reuse: reuse));
        }
        AssignKeys(members, keyed, display, diagnostics);
        EvolutionParser.CheckAliases(members, aliases, memberSymbols, display, diagnostics);

        var serialized = new List<(ISymbol Symbol, IParameterSymbol? Parameter, int Index)>();
        foreach (var pair in memberIndex)
            serialized.Add((pair.Key.Symbol, pair.Key.Parameter, pair.Value));
        serialized.Sort(static (a, b) => a.Index.CompareTo(b.Index));
        var subsets = SubsetParser.Parse(type, serialized, display, diagnostics);
        var hooks = HookParser.Parse(type, display, diagnostics);

        var arguments = new List<ConstructorArgument>();
        foreach (var parameter in chosen.Parameters)
        {
            var match = MatchParameter(parameter, candidates)!;
            string fallback = parameter.HasExplicitDefaultValue
                ? Symbols.Literal(parameter.ExplicitDefaultValue, parameter.Type)
                : (parameter.Type.IsValueType ? "default" : "default!");
            arguments.Add(new ConstructorArgument(memberIndex.TryGetValue(match, out int index) ? index : -1, fallback));
        }

        bool deferred = chosen.Parameters.Length > 0;
        foreach (var member in members)
            deferred |= member.Assign == AssignKind.Initializer;

        var skipped = new List<string>();
        foreach (string helper in HelperNames)
        {
            foreach (var declared in type.GetMembers(helper))
            {
                if (declared.IsImplicitlyDeclared)
                    continue;
                diagnostics.Add(DiagnosticInfo.Create(Descriptors.HelperNameClash, LocationInfo.From(declared), display, helper));
                skipped.Add(helper);
                break;
            }
        }

        return new TypeModel(
            Namespace: type.ContainingNamespace is { IsGlobalNamespace: false } ns ? ns.ToDisplayString() : string.Empty,
            Name: type.Name,
            FullyQualifiedName: Symbols.FullName(type),
            DisplayName: type.ToDisplayString(),
            HintName: HintName(type),
            Declarations: DeclarationHeaders(type).ToEquatableArray(),
            IsValueType: type.IsValueType,
            ModuleInitializerAccessible: IsModuleAccessible(type),
            HiddenBaseMembers: HiddenBaseMembers(type).ToEquatableArray(),
            Construction: deferred ? ConstructionKind.Deferred : ConstructionKind.Direct,
            ConstructorArguments: arguments.ToEquatableArray(),
            Members: members.ToEquatableArray(),
            Shapes: resolver.Shapes.ToEquatableArray(),
            SkippedHelpers: skipped.ToEquatableArray(),
            Hooks: hooks.ToEquatableArray(),
            Subsets: subsets.ToEquatableArray(),
            Formats: formats);
    }

    // MessagePack array mode: as soon as one member has [BentoKey], all of them need a distinct non-negative key.
    // On any key error the members keep no keys (map mode), so the generated code still compiles while the error shows.
    private static void AssignKeys(List<MemberModel> members, List<(Candidate Candidate, int? Key)> keyed, string display, List<DiagnosticInfo> diagnostics)
    {
        bool any = false;
        foreach (var item in keyed)
            any |= item.Key.HasValue;
        if (!any)
            return;
        bool valid = true;
        var owners = new Dictionary<int, Candidate>();
        foreach (var (candidate, key) in keyed)
        {
            if (key is not int k || k < 0)
            {
                diagnostics.Add(DiagnosticInfo.Create(Descriptors.MissingKey, LocationInfo.From(candidate.Symbol), candidate.Symbol.Name, display));
                valid = false;
                continue;
            }
            if (owners.TryGetValue(k, out var first))
            {
                diagnostics.Add(DiagnosticInfo.Create(Descriptors.DuplicateKey, LocationInfo.From(candidate.Symbol), first.Symbol.Name, candidate.Symbol.Name, display,
                    k.ToString(System.Globalization.CultureInfo.InvariantCulture)));
                valid = false;
                continue;
            }
            owners.Add(k, candidate);
        }
        if (!valid)
            return;
        for (int i = 0; i < members.Count; i++)
            members[i] = members[i] with { Key = keyed[i].Key!.Value };
    }

    private static bool ContainsErrorType(ITypeSymbol type)
    {
        if (type.TypeKind == TypeKind.Error)
            return true;
        if (type is IArrayTypeSymbol array)
            return ContainsErrorType(array.ElementType);
        if (type is INamedTypeSymbol named)
        {
            foreach (var argument in named.TypeArguments)
            {
                if (ContainsErrorType(argument))
                    return true;
            }
        }
        return false;
    }

    // Get-only members whose current value can take the input without being replaced.
    private static bool IsFillable(ShapeModel shape) =>
        shape.Kind is ShapeKind.List or ShapeKind.HashSet or ShapeKind.Dictionary
        || (shape.Kind == ShapeKind.Object && shape.IsReferenceType);

    private static List<Candidate> CollectCandidates(INamedTypeSymbol type, Compilation compilation)
    {
        // Most derived first so that overrides and `new` members hide what they replace, then base members first in
        // the result so that the written order follows the inheritance chain.
        var levels = new List<List<Candidate>>();
        var seen = new HashSet<string>(StringComparer.Ordinal);
        for (var current = type; current is not null && current.SpecialType is not (SpecialType.System_Object or SpecialType.System_ValueType); current = current.BaseType)
        {
            var level = new List<Candidate>();
            foreach (var member in current.GetMembers())
            {
                if (member.IsStatic || member.DeclaredAccessibility != Accessibility.Public || !seen.Add(member.Name))
                    continue;
                if (Symbols.Find(member, Symbols.IgnoreAttribute) is not null)
                    continue;
                switch (member)
                {
                    case IPropertySymbol property when !property.IsIndexer && property.GetMethod is { DeclaredAccessibility: Accessibility.Public }:
                    {
                        // The codec is nested in the type, so a private or protected setter is usable too.
                        var assign = property.SetMethod is { } setter && compilation.IsSymbolAccessibleWithin(setter, type)
                            ? (setter.IsInitOnly ? AssignKind.Initializer : AssignKind.Set)
                            : AssignKind.None;
                        bool requiredKeyword = IsRequired(property);
                        if (requiredKeyword && assign == AssignKind.Set)
                            assign = AssignKind.Initializer;
                        level.Add(new Candidate(property, property.Type, assign, requiredKeyword));
                        break;
                    }
                    case IFieldSymbol field when !field.IsConst && !field.IsImplicitlyDeclared:
                    {
                        bool requiredKeyword = IsRequired(field);
                        var assign = field.IsReadOnly ? AssignKind.None : (requiredKeyword ? AssignKind.Initializer : AssignKind.Set);
                        level.Add(new Candidate(field, field.Type, assign, requiredKeyword));
                        break;
                    }
                }
            }
            levels.Add(level);
        }
        var result = new List<Candidate>();
        for (int i = levels.Count - 1; i >= 0; i--)
            result.AddRange(levels[i]);
        return result;
    }

    // Roslyn 4.3 has no IsRequired; C# `required` shows as a modifier in source and as RequiredMemberAttribute in metadata.
    private static bool IsRequired(ISymbol member)
    {
        if (Symbols.Find(member, Symbols.RequiredMemberAttribute) is not null)
            return true;
        foreach (var reference in member.DeclaringSyntaxReferences)
        {
            var node = reference.GetSyntax();
            if (node is VariableDeclaratorSyntax { Parent.Parent: FieldDeclarationSyntax field })
                node = field;
            if (node is MemberDeclarationSyntax declaration)
            {
                foreach (var modifier in declaration.Modifiers)
                {
                    if (modifier.Text == "required")
                        return true;
                }
            }
        }
        return false;
    }

    private static bool AllParametersMatch(IMethodSymbol constructor, List<Candidate> candidates)
    {
        foreach (var parameter in constructor.Parameters)
        {
            if (parameter.RefKind is not (RefKind.None or RefKind.In) || MatchParameter(parameter, candidates) is null)
                return false;
        }
        return true;
    }

    private static Candidate? MatchParameter(IParameterSymbol parameter, List<Candidate> candidates)
    {
        foreach (var candidate in candidates)
        {
            if (string.Equals(candidate.Symbol.Name, parameter.Name, StringComparison.OrdinalIgnoreCase)
                && SymbolEqualityComparer.Default.Equals(candidate.Type.WithNullableAnnotation(NullableAnnotation.None), parameter.Type.WithNullableAnnotation(NullableAnnotation.None)))
            {
                return candidate;
            }
        }
        return null;
    }

    private static string HintName(INamedTypeSymbol type)
    {
        string name = type.ToDisplayString(SymbolDisplayFormat.CSharpErrorMessageFormat);
        var chars = name.ToCharArray();
        for (int i = 0; i < chars.Length; i++)
        {
            if (!(char.IsLetterOrDigit(chars[i]) || chars[i] == '.' || chars[i] == '_'))
                chars[i] = '_';
        }
        return new string(chars) + ".Bento.Json.g.cs";
    }

    private static List<string> DeclarationHeaders(INamedTypeSymbol type)
    {
        var headers = new List<string>();
        for (var t = type; t is not null; t = t.ContainingType)
        {
            string keyword = t.TypeKind == TypeKind.Struct
                ? (t.IsRecord ? "record struct" : "struct")
                : (t.IsRecord ? "record" : (t.TypeKind == TypeKind.Interface ? "interface" : "class"));
            headers.Insert(0, "partial " + keyword + " " + Symbols.Identifier(t.Name));
        }
        return headers;
    }

    private static bool IsModuleAccessible(INamedTypeSymbol type)
    {
        for (var t = type; t is not null; t = t.ContainingType)
        {
            if (t.DeclaredAccessibility is not (Accessibility.Public or Accessibility.Internal or Accessibility.ProtectedOrInternal))
                return false;
        }
        return true;
    }

    // A generated member that hides an inherited one must say `new` (CS0108), and must not when it hides nothing
    // (CS0109). A [BentoObject] base gets the same generated members; otherwise a method hides base methods of the
    // same signature and base members of other kinds with the same name.
    private static List<string> HiddenBaseMembers(INamedTypeSymbol type)
    {
        var hidden = new List<string>();
        for (var b = type.BaseType; b is not null && b.SpecialType != SpecialType.System_Object; b = b.BaseType)
        {
            bool marked = Symbols.Find(b, Symbols.ObjectAttribute) is not null;
            Add(marked || b.GetMembers(Symbols.CodecTypeName).Length > 0, "BentoJsonCodec");
            Add(marked || b.GetMembers(Symbols.MsgPackCodecTypeName).Length > 0, "BentoMsgPackCodec");
            Add(marked || Hides(b, "FromJson", "System.ReadOnlySpan<byte>"), "FromJson(span)");
            Add(marked || Hides(b, "FromJson", "string"), "FromJson(string)");
            Add(marked || Hides(b, "ToJson", null), "ToJson");
            Add(marked || Hides(b, "ToJsonUtf8Bytes", null), "ToJsonUtf8Bytes");
        }
        return hidden;

        void Add(bool condition, string key)
        {
            if (condition && !hidden.Contains(key))
                hidden.Add(key);
        }
    }

    private static bool Hides(INamedTypeSymbol baseType, string name, string? firstParameter)
    {
        foreach (var member in baseType.GetMembers(name))
        {
            if (member.DeclaredAccessibility == Accessibility.Private)
                continue;
            if (member is not IMethodSymbol method)
                return true;
            var parameters = method.Parameters;
            bool same = firstParameter is null
                ? parameters.Length == 1 && parameters[0].Type.ToDisplayString() is "Bento.BentoJsonOptions" or "Bento.BentoJsonOptions?"
                : parameters.Length == 2 && parameters[0].Type.ToDisplayString() == firstParameter
                    && parameters[1].Type.ToDisplayString() is "Bento.BentoJsonOptions" or "Bento.BentoJsonOptions?";
            if (same)
                return true;
        }
        return false;
    }
}
