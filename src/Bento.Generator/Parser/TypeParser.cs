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

    /// <summary>
    /// A closed type argument of a generic marked type reached since <paramref name="from"/> (<c>Page&lt;Stream&gt;</c>)
    /// that no generated shape can serve; type parameters are left to the constructions of the enclosing type.
    /// </summary>
    private static (INamedTypeSymbol Construction, ITypeSymbol Argument)? ArgumentWithoutCodec(ShapeResolver resolver, int from)
    {
        for (int i = from; i < resolver.ObjectTypes.Count; i++)
        {
            if (Lacking(resolver.ObjectTypes[i]) is { } found)
                return found;
        }
        return null;

        // An argument that is itself a construction (Page<Page<Stream>>) is checked for its own arguments in turn.
        (INamedTypeSymbol, ITypeSymbol)? Lacking(INamedTypeSymbol construction)
        {
            foreach (var argument in construction.TypeArguments)
            {
                if (ContainsTypeParameter(argument) || argument.TypeKind == TypeKind.Error)
                    continue;
                if (!resolver.Supports(argument))
                    return (construction, argument);
                if (argument is INamedTypeSymbol { IsGenericType: true } inner && Symbols.Find(inner.OriginalDefinition, Symbols.ObjectAttribute) is not null
                    && Lacking(inner) is { } deeper)
                {
                    return deeper;
                }
            }
            return null;
        }
    }

    private static bool ContainsTypeParameter(ITypeSymbol type) => TypeParameterIn(type) is not null;

    private static ITypeParameterSymbol? TypeParameterIn(ITypeSymbol type)
    {
        switch (type)
        {
            case ITypeParameterSymbol parameter:
                return parameter;
            case IArrayTypeSymbol array:
                return TypeParameterIn(array.ElementType);
            case INamedTypeSymbol named:
                foreach (var argument in named.TypeArguments)
                {
                    if (TypeParameterIn(argument) is { } inner)
                        return inner;
                }
                return named.ContainingType is { } outer ? TypeParameterIn(outer) : null;
            default:
                return null;
        }
    }

    // The type parameter that keys a dictionary somewhere in a member's type (Dictionary<T, int>, List<IDictionary<T, X>>).
    private static ITypeParameterSymbol? TypeParameterKeyOf(ITypeSymbol type)
    {
        if (type is IArrayTypeSymbol array)
            return TypeParameterKeyOf(array.ElementType);
        if (type is not INamedTypeSymbol named)
            return null;
        if (named.TypeArguments.Length == 2 && named.TypeArguments[0] is ITypeParameterSymbol key
            && Symbols.MetadataFullName(named.OriginalDefinition) is "System.Collections.Generic.Dictionary`2"
                or "System.Collections.Generic.IDictionary`2" or "System.Collections.Generic.IReadOnlyDictionary`2")
        {
            return key;
        }
        foreach (var argument in named.TypeArguments)
        {
            if (TypeParameterKeyOf(argument) is { } inner)
                return inner;
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

        /// <summary>[BentoOrder] or [JsonPropertyOrder]; 0 without either.</summary>
        public int Order { get; set; }

        /// <summary>The JSON writer's per-member rule from [JsonIgnore(Condition = ...)].</summary>
        public SkipKind Skip { get; set; }

        /// <summary>[JsonIgnore(Condition = WhenReading)]: written, and its input skipped when reading.</summary>
        public bool WriteOnly { get; set; }

        /// <summary>0 when declared in the type itself, 1 in its base type, and so on.</summary>
        public int Level { get; set; }
    }

    private static TypeModel? ParseMembers(GeneratorAttributeSyntaxContext context, INamedTypeSymbol type, string display,
        List<DiagnosticInfo> diagnostics, CancellationToken cancellationToken)
    {
        int policy = 0;
        bool enumsAsNames = false;
        bool caseInsensitive = false;
        int formats = 0;
        foreach (var attribute in context.Attributes)
        {
            foreach (var named in attribute.NamedArguments)
            {
                if (named.Key == "NamingPolicy" && named.Value.Value is int p)
                    policy = p;
                else if (named.Key == "EnumsAsNames" && named.Value.Value is bool b)
                    enumsAsNames = b;
                else if (named.Key == "PropertyNameCaseInsensitive" && named.Value.Value is bool c)
                    caseInsensitive = c;
                else if (named.Key == "Formats" && named.Value.Value is int f)
                    formats = f & FormatSet.All;
            }
        }

        // The assembly default is read here only for the nesting check below; the emitter takes it from its own
        // input, which follows edits of the assembly attribute.
        int ownFormats = formats != 0 ? formats : FormatSet.AssemblyDefault(context.SemanticModel.Compilation.Assembly);
        var union = UnionParser.Parse(type, context.Attributes[0], ownFormats, (ownFormats & FormatSet.MessagePack) != 0, display, diagnostics, out bool unionFailed);
        if (unionFailed)
            return null;
        if (type.TypeKind == TypeKind.Interface || type.IsAbstract)
        {
            // An interface or abstract class has no values of its own: it is serialized as a union of its cases or not at all.
            if (union is null)
            {
                diagnostics.Add(DiagnosticInfo.Create(Descriptors.UnionWithoutCases, LocationInfo.From(type), display,
                    type.TypeKind == TypeKind.Interface ? "an interface" : "an abstract class"));
                return null;
            }
            return Model(type, default, default, default, default, default, default, default, formats, caseInsensitive, string.Empty, union);
        }
        var messagePackObject = ForeignAttributes.MessagePackObjectOf(type);
        ReportUnsupported(type, ForeignAttributes.UnsupportedOnType, display, diagnostics);
        var candidates = CollectCandidates(type, context.SemanticModel.Compilation, messagePackObject.AllowPrivate, display, diagnostics);
        cancellationToken.ThrowIfCancellationRequested();

        // Constructor: the one marked [BentoConstructor], else the one marked [JsonConstructor] or
        // [SerializationConstructor], else the public one with the most parameters that all match members (the
        // parameterless one counts with zero); two such constructors with the same count are ambiguous.
        IMethodSymbol? chosen = null;
        int chosenCount = -1;
        bool ambiguous = false;
        if (MarkedConstructor(type, candidates, display, diagnostics, out var marked))
        {
            if (marked is null)
                return null; // reported
            chosen = marked;
        }
        else if (!type.IsAbstract && !type.IsStatic)
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

        var resolver = new ShapeResolver(CodecParser.AssemblyCodecs(context.SemanticModel.Compilation.Assembly, out _), context.SemanticModel.Compilation);
        var members = new List<MemberModel>();
        var memberIndex = new Dictionary<Candidate, int>();
        var names = new Dictionary<string, Candidate>(StringComparer.Ordinal);
        var keyed = new List<(Candidate Candidate, int? Key)>();
        int typeReuse = EvolutionParser.TypePolicy(type);
        var aliases = new List<List<string>>();
        var memberSymbols = new List<ISymbol>();
        string extensionData = string.Empty;
        string extensionDataShape = string.Empty;
        string extensionDataValue = string.Empty;
        foreach (var candidate in candidates)
        {
            cancellationToken.ThrowIfCancellationRequested();
            var location = LocationInfo.From(candidate.Symbol);
            if (Symbols.Find(candidate.Symbol, ExtensionDataAttribute) is not null || Symbols.Find(candidate.Symbol, StjExtensionDataAttribute) is not null)
            {
                // Unknown members go into this dictionary on read and come back out of it on write (docs/versioning.md).
                string? valueShape = ExtensionDataShape(candidate.Type, context.SemanticModel.Compilation, out string valueType);
                string? problem = extensionData.Length != 0 ? "the type already has the extension data member '" + extensionData + "'"
                    : valueShape is null ? "its type is not Dictionary<string, BentoValue>, Dictionary<string, object> or (on .NET) Dictionary<string, JsonElement>"
                    : candidate.Assign != AssignKind.Set ? "it has no setter the generated codec can use"
                    : null;
                if (problem is not null)
                {
                    diagnostics.Add(DiagnosticInfo.Create(Descriptors.InvalidExtensionData, location, candidate.Symbol.Name, display, problem));
                }
                else
                {
                    extensionData = Symbols.Identifier(candidate.Symbol.Name);
                    extensionDataShape = valueShape!;
                    extensionDataValue = valueType;
                }
                continue;
            }
            string jsonName;
            var nameAttribute = Symbols.Find(candidate.Symbol, Symbols.NameAttribute) ?? Symbols.Find(candidate.Parameter, Symbols.NameAttribute);
            var messagePackKey = ForeignAttributes.MessagePackKey(candidate.Symbol);
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
                // Bento's [BentoName] wins; then System.Text.Json's name, then MessagePack-CSharp's string key: Bento
                // has one name per member for every format.
                jsonName = ForeignAttributes.PropertyName(candidate.Symbol) ?? messagePackKey.StringKey ?? Naming.Apply(policy, candidate.Symbol.Name);
            }
            string? messagePackName = messagePackKey.StringKey
                ?? (messagePackObject.KeyAsPropertyName && !messagePackKey.Present ? candidate.Symbol.Name : null);
            if (messagePackName is not null && messagePackName != jsonName)
                diagnostics.Add(DiagnosticInfo.Create(Descriptors.MessagePackNameDiffers, location, candidate.Symbol.Name, display, messagePackName, jsonName));
            ReportUnsupported(candidate.Symbol, ForeignAttributes.UnsupportedOnMember, display, diagnostics);

            bool memberEnumsAsNames = enumsAsNames;
            var enumAttribute = Symbols.Find(candidate.Symbol, Symbols.EnumAsNameAttribute) ?? Symbols.Find(candidate.Parameter, Symbols.EnumAsNameAttribute);
            if (enumAttribute is not null)
                memberEnumsAsNames = enumAttribute.ConstructorArguments.Length != 1 || enumAttribute.ConstructorArguments[0].Value is not bool asName || asName;
            else if (ForeignAttributes.HasStringEnumConverter(candidate.Symbol))
                memberEnumsAsNames = true;
            // An enum standing for a type parameter is read and written by the registry's codec for it, in numbers: a
            // member's choice of names cannot reach it.
            if ((enumAttribute is not null || ForeignAttributes.HasStringEnumConverter(candidate.Symbol)) && TypeParameterIn(candidate.Type) is { } enumParameter)
            {
                diagnostics.Add(DiagnosticInfo.Create(Descriptors.EnumNameOnTypeParameter, location, candidate.Symbol.Name, display, enumParameter.Name));
            }

            CodecInfo? memberCodec = null;
            if ((Symbols.Find(candidate.Symbol, CodecParser.CodecAttribute) ?? Symbols.Find(candidate.Parameter, CodecParser.CodecAttribute)) is { } codecAttribute)
            {
                memberCodec = CodecParser.Describe(codecAttribute, out string? problem);
                if (memberCodec is null)
                {
                    diagnostics.Add(DiagnosticInfo.Create(Descriptors.InvalidCodec, LocationInfo.From(codecAttribute.ApplicationSyntaxReference?.GetSyntax(cancellationToken).GetLocation()) ?? location,
                        CodecParser.CodecArgument(codecAttribute), problem!));
                    continue;
                }
            }

            var mark = resolver.Mark();
            int shape = resolver.Resolve(candidate.Type, memberEnumsAsNames, memberCodec);
            if (MissingCodecFormat(resolver, mark.Codecs, ownFormats) is { } lacking)
            {
                resolver.Rollback(mark);
                diagnostics.Add(DiagnosticInfo.Create(Descriptors.CodecFormatMissing, location, candidate.Symbol.Name, display,
                    Symbols.Display(lacking.Codec.Codec), lacking.Interface, lacking.Format));
                continue;
            }
            if ((ownFormats & FormatSet.Json) != 0 && MissingJsonKey(resolver, mark.Keys) is { } keyless)
            {
                resolver.Rollback(mark);
                diagnostics.Add(DiagnosticInfo.Create(Descriptors.CodecKeyMissing, location, candidate.Symbol.Name, display,
                    Symbols.Display(keyless.Value), Symbols.Display(keyless.Codec), keyless.Surrogate is { } surrogate
                        ? "its surrogate '" + Symbols.Display(surrogate) + "' is not a dictionary key type (string, an integer type, Guid, DateTime, DateTimeOffset or char)"
                        : "it does not implement IJsonKey<" + Symbols.Display(keyless.Value) + ">"));
                continue;
            }
            if (memberCodec is not null && shape >= 0 && !resolver.Uses(memberCodec, shape))
            {
                resolver.Rollback(mark);
                diagnostics.Add(DiagnosticInfo.Create(Descriptors.InvalidCodec, location, Symbols.Display(memberCodec.Codec),
                    "it serves '" + Symbols.Display(memberCodec.Value) + "', which the type of member '" + candidate.Symbol.Name + "' of '" + display + "' does not contain"));
                continue;
            }
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
                diagnostics.Add(TypeParameterKeyOf(candidate.Type) is { } keyParameter
                    ? DiagnosticInfo.Create(Descriptors.TypeParameterKey, location, candidate.Symbol.Name, display,
                        candidate.Type.ToDisplayString(Symbols.DisplayFormat), keyParameter.Name)
                    : DiagnosticInfo.Create(Descriptors.UnsupportedMemberType, location, candidate.Symbol.Name, display,
                        candidate.Type.ToDisplayString(Symbols.DisplayFormat)));
                continue;
            }
            if (ArgumentWithoutCodec(resolver, mark.Objects) is { } lacksCodec)
            {
                // Generated anyway: the codec of the construction asks the registry for the argument's codec at run time.
                diagnostics.Add(DiagnosticInfo.Create(Descriptors.TypeArgumentWithoutCodec, location, candidate.Symbol.Name, display,
                    Symbols.Display(lacksCodec.Construction), Symbols.Display(lacksCodec.Argument)));
            }

            if (names.TryGetValue(jsonName, out var first))
            {
                diagnostics.Add(DiagnosticInfo.Create(Descriptors.DuplicateName, location, first.Symbol.Name, candidate.Symbol.Name, display, jsonName));
                continue;
            }
            names.Add(jsonName, candidate);

            if (candidate.WriteOnly && candidate.Assign != AssignKind.Constructor)
                candidate.Assign = AssignKind.None; // [JsonIgnore(Condition = WhenReading)]: asked for, so not reported
            else if (candidate.Assign == AssignKind.None && direct && IsFillable(resolver.Shapes[shape]))
                candidate.Assign = AssignKind.Fill;
            if (candidate.Assign == AssignKind.None && !candidate.WriteOnly)
                diagnostics.Add(DiagnosticInfo.Create(Descriptors.MemberNotReadable, location, candidate.Symbol.Name, display));

            var skip = candidate.Skip;
            if (skip == SkipKind.WhenNull && !CanBeNull(resolver.Shapes[shape]))
            {
                diagnostics.Add(DiagnosticInfo.Create(Descriptors.IgnoreConditionNotApplicable, location, candidate.Symbol.Name, display,
                    candidate.Type.ToDisplayString(Symbols.DisplayFormat)));
                skip = SkipKind.Options;
            }

            bool required = candidate.RequiredKeyword
                || Symbols.Find(candidate.Symbol, Symbols.RequiredAttribute) is not null
                || Symbols.Find(candidate.Parameter, Symbols.RequiredAttribute) is not null
                || Symbols.Find(candidate.Symbol, ForeignAttributes.JsonRequired) is not null;
            string localDefault = candidate.Parameter is { HasExplicitDefaultValue: true } p
                ? Symbols.Literal(p.ExplicitDefaultValue, p.Type)
                : (candidate.Type.IsValueType ? "default" : "default!");
            var keyAttribute = Symbols.Find(candidate.Symbol, Symbols.KeyAttribute) ?? Symbols.Find(candidate.Parameter, Symbols.KeyAttribute);
            int? key = keyAttribute is { ConstructorArguments.Length: 1 } && keyAttribute.ConstructorArguments[0].Value is int k ? k : null;
            if (keyAttribute is null)
            {
                // MessagePack-CSharp's [Key(n)] is an array index like [BentoKey(n)]; its [Key("name")] is a map name,
                // so such a member has no index (and is reported if its siblings have one).
                keyed.Add((candidate, messagePackKey.IntKey));
            }
            else
            {
                keyed.Add((candidate, key ?? -1));
            }
            memberIndex[candidate] = members.Count;
            var reuse = EvolutionParser.MemberPolicy(candidate.Symbol, candidate.Parameter, typeReuse, resolver.Shapes[shape], candidate.Assign, display, diagnostics);
            aliases.Add(EvolutionParser.Aliases(candidate.Symbol, candidate.Parameter));
            memberSymbols.Add(candidate.Symbol);
            members.Add(new MemberModel(Symbols.Identifier(candidate.Symbol.Name), jsonName, Symbols.FullName(candidate.Type), shape,
                candidate.Assign, required, localDefault,
                DefaultFromTemplate: candidate.Assign == AssignKind.Initializer && !required && chosen.Parameters.Length == 0,
                Reuse: reuse,
                Skip: skip,
                Level: candidate.Level));
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

        return Model(type, deferred ? ConstructionKind.Deferred : ConstructionKind.Direct, arguments.ToEquatableArray(), members.ToEquatableArray(),
            resolver.Shapes.ToEquatableArray(), skipped.ToEquatableArray(), hooks.ToEquatableArray(), subsets.ToEquatableArray(), formats, caseInsensitive,
            extensionData, union) with { ExtensionDataShape = extensionDataShape, ExtensionDataValue = extensionDataValue };
    }

    private static TypeModel Model(INamedTypeSymbol type, ConstructionKind construction, EquatableArray<ConstructorArgument> arguments,
        EquatableArray<MemberModel> members, EquatableArray<ShapeModel> shapes, EquatableArray<string> skipped, EquatableArray<HookModel> hooks,
        EquatableArray<SubsetModel> subsets, int formats, bool caseInsensitive, string extensionData, UnionModel? union) =>
        new(
            Namespace: type.ContainingNamespace is { IsGlobalNamespace: false } ns ? ns.ToDisplayString() : string.Empty,
            Name: type.Name,
            FullyQualifiedName: Symbols.FullName(type),
            DisplayName: type.ToDisplayString(),
            HintName: HintName(type),
            Declarations: DeclarationHeaders(type).ToEquatableArray(),
            IsValueType: type.IsValueType,
            ModuleInitializerAccessible: IsModuleAccessible(type),
            HiddenBaseMembers: HiddenBaseMembers(type).ToEquatableArray(),
            Construction: construction,
            ConstructorArguments: arguments,
            Members: members,
            Shapes: shapes,
            SkippedHelpers: type.TypeKind == TypeKind.Interface ? InterfaceSkippedHelpers : skipped,
            Hooks: hooks,
            Subsets: subsets,
            Formats: formats,
            CaseInsensitive: caseInsensitive,
            ExtensionData: extensionData,
            Union: union,
            // A class others may derive from: its codec checks the run-time type before writing, since writing a derived
            // value as this type would drop the derived type's members (a union's codec checks against its cases).
            ExactType: type.TypeKind == TypeKind.Class && !type.IsSealed && union is null);

    // An interface gets no instance helpers: ToJson would be a default interface method.
    private static readonly EquatableArray<string> InterfaceSkippedHelpers = new[] { "ToJson", "ToJsonUtf8Bytes" }.ToEquatableArray();

    /// <summary>
    /// The shape that reads and writes the values of an extension data dictionary: empty for BentoValue (the reader's
    /// own overloads), the runtime's object or JsonElement shape otherwise; null when the type cannot hold extension data.
    /// JsonElement needs the runtime's .NET build, which has that shape.
    /// </summary>
    private static string? ExtensionDataShape(ITypeSymbol type, Compilation compilation, out string valueType)
    {
        valueType = string.Empty;
        if (type is not INamedTypeSymbol { TypeArguments.Length: 2 } dictionary
            || Symbols.MetadataFullName(dictionary.OriginalDefinition) != "System.Collections.Generic.Dictionary`2"
            || dictionary.TypeArguments[0].SpecialType != SpecialType.System_String)
        {
            return null;
        }
        var value = dictionary.TypeArguments[1];
        valueType = Symbols.FullName(value.WithNullableAnnotation(NullableAnnotation.NotAnnotated));
        if (valueType == "global::Bento.BentoValue")
            return string.Empty;
        if (value.SpecialType == SpecialType.System_Object)
            return "global::Bento.Shapes.ObjectShape";
        if (valueType == "global::System.Text.Json.JsonElement" && compilation.GetTypeByMetadataName(ShapeResolver.JsonElementShapeName) is not null)
            return "global::" + ShapeResolver.JsonElementShapeName;
        return null;
    }

    private const string ExtensionDataAttribute = "Bento.BentoExtensionDataAttribute";
    private const string StjExtensionDataAttribute = "System.Text.Json.Serialization.JsonExtensionDataAttribute";

    /// <summary>A user codec used since <paramref name="from"/> that lacks a format the type generates.</summary>
    private static (CodecInfo Codec, string Interface, string Format)? MissingCodecFormat(ShapeResolver resolver, int from, int formats)
    {
        for (int i = from; i < resolver.CustomCodecs.Count; i++)
        {
            var codec = resolver.CustomCodecs[i];
            if ((formats & FormatSet.Json) != 0 && !codec.Json)
                return (codec, "IJsonShape<" + Symbols.Display(codec.Value) + ">", "JSON");
            if ((formats & FormatSet.MessagePack) != 0 && !codec.MsgPack)
                return (codec, "IMsgPackShape<" + Symbols.Display(codec.Value) + ">", "MessagePack");
        }
        return null;
    }

    /// <summary>A user codec met since <paramref name="from"/> as a dictionary key that has no JSON key form.</summary>
    private static CodecInfo? MissingJsonKey(ShapeResolver resolver, int from)
    {
        for (int i = from; i < resolver.KeyCodecs.Count; i++)
        {
            if (!resolver.KeyCodecs[i].JsonKey)
                return resolver.KeyCodecs[i].Codec;
        }
        return null;
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

    private static List<Candidate> CollectCandidates(INamedTypeSymbol type, Compilation compilation, bool allowPrivateKeys,
        string display, List<DiagnosticInfo> diagnostics)
    {
        // Most derived first, so that overrides and `new` members hide what they replace; the result keeps that order,
        // a derived type's own members before its base's, which is the order System.Text.Json and MessagePack-CSharp
        // write, so that a model moved from either writes the same bytes.
        var levels = new List<List<Candidate>>();
        var seen = new HashSet<string>(StringComparer.Ordinal);
        for (var current = type; current is not null && current.SpecialType is not (SpecialType.System_Object or SpecialType.System_ValueType); current = current.BaseType)
        {
            var level = new List<Candidate>();
            foreach (var member in current.GetMembers())
            {
                if (member.IsStatic)
                    continue;
                if (member is not (IPropertySymbol { IsIndexer: false } or IFieldSymbol { IsConst: false, IsImplicitlyDeclared: false }))
                {
                    if (member.DeclaredAccessibility == Accessibility.Public)
                        seen.Add(member.Name); // a public method or indexer of that name hides a base member too
                    continue;
                }
                bool isPublic = member.DeclaredAccessibility == Accessibility.Public
                    && (member is not IPropertySymbol p || p.GetMethod is { DeclaredAccessibility: Accessibility.Public });
                bool included = Symbols.Find(member, Symbols.IncludeAttribute) is not null
                    || Symbols.Find(member, ForeignAttributes.JsonInclude) is not null
                    || (allowPrivateKeys && Symbols.Find(member, ForeignAttributes.Key) is not null);
                if (!isPublic && !included)
                {
                    // Not a member, so an attribute that names, keys or orders it would do nothing without a word.
                    if (current.Equals(type, SymbolEqualityComparer.Default) && FirstShaping(member) is { } shaping)
                        diagnostics.Add(DiagnosticInfo.Create(Descriptors.AttributeOnNonPublicMember, LocationInfo.From(member), member.Name, display, shaping));
                    continue;
                }
                if (!seen.Add(member.Name))
                    continue;
                var ignore = ForeignAttributes.Ignore(member);
                if (Symbols.Find(member, Symbols.IgnoreAttribute) is not null)
                    continue;
                // [BentoInclude] wins over the other serializers' ignores: a member hidden from a web API can still be saved.
                if (Symbols.Find(member, Symbols.IncludeAttribute) is null
                    && (ignore == ForeignAttributes.IgnoreCondition.Always || Symbols.Find(member, ForeignAttributes.IgnoreMember) is not null))
                {
                    continue;
                }
                if (!isPublic && Inaccessible(member, type, compilation) is { } reason)
                {
                    diagnostics.Add(DiagnosticInfo.Create(Descriptors.IncludedMemberInaccessible, LocationInfo.From(member), member.Name, display, reason));
                    continue;
                }

                Candidate candidate;
                if (member is IPropertySymbol property)
                {
                    // The codec is nested in the type, so a private or protected setter is usable too.
                    var assign = property.SetMethod is { } setter && compilation.IsSymbolAccessibleWithin(setter, type, type)
                        ? (setter.IsInitOnly ? AssignKind.Initializer : AssignKind.Set)
                        : AssignKind.None;
                    bool requiredKeyword = IsRequired(property);
                    if (requiredKeyword && assign == AssignKind.Set)
                        assign = AssignKind.Initializer;
                    candidate = new Candidate(property, property.Type, assign, requiredKeyword);
                }
                else
                {
                    var field = (IFieldSymbol)member;
                    bool requiredKeyword = IsRequired(field);
                    var assign = field.IsReadOnly ? AssignKind.None : (requiredKeyword ? AssignKind.Initializer : AssignKind.Set);
                    candidate = new Candidate(field, field.Type, assign, requiredKeyword);
                }
                candidate.Order = OrderOf(member);
                candidate.Level = levels.Count;
                switch (ignore)
                {
                    case ForeignAttributes.IgnoreCondition.Never:
                        candidate.Skip = SkipKind.Never;
                        break;
                    case ForeignAttributes.IgnoreCondition.WhenWritingNull:
                        candidate.Skip = SkipKind.WhenNull;
                        break;
                    case ForeignAttributes.IgnoreCondition.WhenWritingDefault:
                        candidate.Skip = SkipKind.WhenDefault;
                        break;
                    case ForeignAttributes.IgnoreCondition.WhenReading:
                        candidate.WriteOnly = true;
                        break;
                    case ForeignAttributes.IgnoreCondition.WhenWriting:
                        diagnostics.Add(DiagnosticInfo.Create(Descriptors.ForeignAttributeNotHonoured, LocationInfo.From(member), "JsonIgnore(Condition = JsonIgnoreCondition.WhenWriting)",
                            member.Name, "Bento writes every member it reads; use [BentoIgnore] to leave the member out of both"));
                        break;
                }
                level.Add(candidate);
            }
            levels.Add(level);
        }
        var result = new List<Candidate>();
        foreach (var level in levels)
            result.AddRange(level);

        // [BentoOrder] and [JsonPropertyOrder] move members; equal orders keep the declaration order (a stable sort).
        var position = new Dictionary<Candidate, int>();
        for (int i = 0; i < result.Count; i++)
            position[result[i]] = i;
        result.Sort((a, b) => a.Order != b.Order ? a.Order.CompareTo(b.Order) : position[a].CompareTo(position[b]));
        return result;
    }

    private static int OrderOf(ISymbol member)
    {
        if (Symbols.Find(member, Symbols.OrderAttribute) is { ConstructorArguments.Length: 1 } own && own.ConstructorArguments[0].Value is int order)
            return order;
        return ForeignAttributes.PropertyOrder(member) ?? 0;
    }

    // Why the codec, nested in `type`, cannot read a member marked to be included; null when it can.
    private static string? Inaccessible(ISymbol member, INamedTypeSymbol type, Compilation compilation)
    {
        if (!compilation.IsSymbolAccessibleWithin(member, type, type))
            return "it is private to the base type '" + Symbols.Display(member.ContainingType) + "'";
        if (member is IPropertySymbol property)
        {
            if (property.GetMethod is null)
                return "it has no getter";
            if (!compilation.IsSymbolAccessibleWithin(property.GetMethod, type, type))
                return "its getter is private to the base type '" + Symbols.Display(member.ContainingType) + "'";
        }
        return null;
    }

    private static string? FirstShaping(ISymbol member)
    {
        foreach (string attribute in ForeignAttributes.MemberShaping)
        {
            if (Symbols.Find(member, attribute) is not null)
                return ForeignAttributes.ShortName(attribute);
        }
        return null;
    }

    private static void ReportUnsupported(ISymbol symbol, KeyValuePair<string, string>[] unsupported, string display, List<DiagnosticInfo> diagnostics)
    {
        foreach (var pair in unsupported)
        {
            var attribute = Symbols.Find(symbol, pair.Key);
            if (attribute is null || (pair.Key == ForeignAttributes.JsonConverter && symbol is not ITypeSymbol && ForeignAttributes.IsStringEnumConverter(attribute)))
                continue;
            string owner = symbol is ITypeSymbol ? display : symbol.Name;
            diagnostics.Add(DiagnosticInfo.Create(Descriptors.ForeignAttributeNotHonoured, LocationInfo.From(symbol), ForeignAttributes.ShortName(pair.Key), owner, pair.Value));
        }
    }

    private static bool CanBeNull(ShapeModel shape) => shape.IsReferenceType || shape.Kind == ShapeKind.Nullable;

    /// <summary>
    /// The constructor a user marked ([BentoConstructor] first, then [JsonConstructor] or [SerializationConstructor]).
    /// False when none is marked; true with <paramref name="chosen"/> null when the marking is unusable (reported).
    /// </summary>
    private static bool MarkedConstructor(INamedTypeSymbol type, List<Candidate> candidates, string display, List<DiagnosticInfo> diagnostics,
        out IMethodSymbol? chosen)
    {
        chosen = null;
        foreach (var attributes in new[] { new[] { Symbols.ConstructorAttribute }, new[] { ForeignAttributes.JsonConstructor, ForeignAttributes.SerializationConstructor } })
        {
            var marked = new List<(IMethodSymbol Constructor, string Attribute)>();
            foreach (var constructor in type.InstanceConstructors)
            {
                foreach (string attribute in attributes)
                {
                    if (Symbols.Find(constructor, attribute) is not null)
                    {
                        marked.Add((constructor, ForeignAttributes.ShortName(attribute)));
                        break;
                    }
                }
            }
            if (marked.Count == 0)
                continue;
            if (marked.Count > 1)
            {
                diagnostics.Add(DiagnosticInfo.Create(Descriptors.SeveralMarkedConstructors, LocationInfo.From(marked[1].Constructor), display, marked[1].Attribute));
                return true;
            }
            var (only, name) = marked[0];
            foreach (var parameter in only.Parameters)
            {
                if (parameter.RefKind is not (RefKind.None or RefKind.In) || MatchParameter(parameter, candidates) is null)
                {
                    diagnostics.Add(DiagnosticInfo.Create(Descriptors.MarkedConstructorUnusable, LocationInfo.From(parameter), display, name, parameter.Name));
                    return true;
                }
            }
            chosen = only;
            return true;
        }
        return false;
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
            // A partial declaration repeats the type parameters but may leave the constraints to the user's declaration.
            headers.Insert(0, "partial " + keyword + " " + Symbols.Identifier(t.Name) + TypeParameterList(t));
        }
        return headers;
    }

    private static string TypeParameterList(INamedTypeSymbol type)
    {
        if (type.TypeParameters.Length == 0)
            return string.Empty;
        var names = new string[type.TypeParameters.Length];
        for (int i = 0; i < names.Length; i++)
            names[i] = Symbols.Identifier(type.TypeParameters[i].Name);
        return "<" + string.Join(", ", names) + ">";
    }

    private static bool IsModuleAccessible(INamedTypeSymbol type)
    {
        for (var t = type; t is not null; t = t.ContainingType)
        {
            // An open generic type has no type initializer to run: its closed constructions are rooted where they are used.
            if (t.DeclaredAccessibility is not (Accessibility.Public or Accessibility.Internal or Accessibility.ProtectedOrInternal) || t.IsGenericType)
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
            // A marked base declares what its generator emits for its formats (the helpers come with JSON).
            int formats = Symbols.Find(b, Symbols.ObjectAttribute) is not null ? FormatSet.Of(b) : 0;
            bool marked = (formats & FormatSet.Json) != 0;
            Add(marked || b.GetMembers(Symbols.CodecTypeName).Length > 0, "BentoJsonCodec");
            Add((formats & FormatSet.MessagePack) != 0 || b.GetMembers(Symbols.MsgPackCodecTypeName).Length > 0, "BentoMsgPackCodec");
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
