using System.Collections.Generic;
using System.Linq;
using System.Threading;
using Bento.Generator.Diagnostics;
using Bento.Generator.Model;
using Bento.Generator.Parser;
using Microsoft.CodeAnalysis;
using Microsoft.CodeAnalysis.CSharp.Syntax;

namespace Bento.Generator.Roots;

/// <summary>
/// Finds the document roots an assembly uses: the closed type arguments of calls to Bento's entry points
/// (<c>BentoJson.Deserialize&lt;List&lt;List&lt;Item&gt;&gt;&gt;(...)</c>, inferred ones too) and the types named by
/// <c>[assembly: BentoRoot(typeof(...))]</c>. The only step of the root pipeline that touches symbols and syntax.
/// </summary>
internal static class RootFinder
{
    public const string RootAttribute = "Bento.BentoRootAttribute";

    // The classes whose generic methods look their type argument up in the codec registries. Calls that pass a codec
    // (a JsonCodec<T> or MsgPackCodec<T> parameter) do not use the registries and are left alone.
    private static readonly HashSet<string> EntryClasses = new()
    {
        "BentoJson", "BentoHintedJson", "BentoJsonLines", "BentoMessagePack", "BentoMessagePackStream", "BentoFile",
        "BentoHttpClientExtensions", "BentoJsonContent", "BentoMessagePackContent", "BentoResults",
    };

    // The method names of those classes: the syntax filter, so that only these invocations are bound.
    private static readonly HashSet<string> EntryMethods = new()
    {
        "Serialize", "SerializeToUtf8Bytes", "SerializeAsync", "Deserialize", "DeserializeAsync", "DeserializeAsyncEnumerable",
        "Populate", "PopulateAsync", "Read", "ReadAsync", "Write", "WriteAsync", "Load", "LoadAsync", "Save", "SaveAsync",
        "Create", "GetFromBentoJsonAsync", "GetFromBentoMessagePackAsync", "ReadFromBentoJsonAsync", "ReadFromBentoMessagePackAsync",
        "PostAsBentoJsonAsync", "PostAsBentoMessagePackAsync", "PutAsBentoJsonAsync", "PutAsBentoMessagePackAsync",
        "Json", "MessagePack", "Ok", "Stream",
    };

    public static bool IsCall(SyntaxNode node) =>
        node is InvocationExpressionSyntax invocation && NameOf(invocation.Expression) is { } name && EntryMethods.Contains(name.Identifier.ValueText);

    public static bool IsDeclaration(SyntaxNode node) =>
        node is AttributeSyntax { Parent: AttributeListSyntax { Target.Identifier.ValueText: "assembly" } } attribute
        && NameText(attribute.Name) is "BentoRoot" or "BentoRootAttribute";

    private static SimpleNameSyntax? NameOf(ExpressionSyntax expression) => expression switch
    {
        MemberAccessExpressionSyntax access => access.Name,
        MemberBindingExpressionSyntax binding => binding.Name,
        SimpleNameSyntax simple => simple,
        _ => null,
    };

    private static string NameText(NameSyntax name) => name switch
    {
        QualifiedNameSyntax qualified => qualified.Right.Identifier.ValueText,
        AliasQualifiedNameSyntax alias => alias.Name.Identifier.ValueText,
        SimpleNameSyntax simple => simple.Identifier.ValueText,
        _ => string.Empty,
    };

    public static RootSite FromCall(GeneratorSyntaxContext context, CancellationToken cancellationToken)
    {
        var invocation = (InvocationExpressionSyntax)context.Node;
        if (context.SemanticModel.GetSymbolInfo(invocation, cancellationToken).Symbol is not IMethodSymbol method
            || !method.IsGenericMethod || method.ContainingType is not { } owner || !EntryClasses.Contains(owner.Name) || !InBento(owner))
            return RootSite.None;
        foreach (var parameter in method.Parameters)
        {
            if (parameter.Type is INamedTypeSymbol { Name: "JsonCodec" or "MsgPackCodec" })
                return RootSite.None;
        }
        int formats = FormatsOf(owner.Name, method.Name);
        var compilation = context.SemanticModel.Compilation;
        var location = LocationInfo.From(NameOf(invocation.Expression)!.GetLocation());
        var roots = new List<RootModel>();
        var diagnostics = new List<DiagnosticInfo>();
        foreach (var argument in method.TypeArguments)
            Classify(argument, formats, compilation, location, owner.Name + "." + method.Name, roots, diagnostics);
        return Site(roots, diagnostics);
    }

    public static RootSite FromDeclaration(GeneratorSyntaxContext context, CancellationToken cancellationToken)
    {
        var attribute = (AttributeSyntax)context.Node;
        if (context.SemanticModel.GetSymbolInfo(attribute, cancellationToken).Symbol is not IMethodSymbol constructor
            || constructor.ContainingType.ToDisplayString() != RootAttribute
            || attribute.ArgumentList is not { Arguments.Count: 1 } arguments
            || arguments.Arguments[0].Expression is not TypeOfExpressionSyntax typeOf
            || context.SemanticModel.GetTypeInfo(typeOf.Type, cancellationToken).Type is not { } type)
            return RootSite.None;
        var roots = new List<RootModel>();
        var diagnostics = new List<DiagnosticInfo>();
        Classify(type, FormatSet.All, context.SemanticModel.Compilation, LocationInfo.From(typeOf.Type.GetLocation()), "BentoRoot", roots, diagnostics);
        return Site(roots, diagnostics);
    }

    private static RootSite Site(List<RootModel> roots, List<DiagnosticInfo> diagnostics) =>
        roots.Count == 0 && diagnostics.Count == 0 ? RootSite.None : new RootSite(roots.ToEquatableArray(), diagnostics.ToEquatableArray());

    private static bool InBento(INamedTypeSymbol owner)
    {
        var ns = owner.ContainingNamespace;
        while (ns is { ContainingNamespace.IsGlobalNamespace: false })
            ns = ns.ContainingNamespace;
        return ns is { Name: "Bento" } && owner.ContainingAssembly.Name.StartsWith("Bento", System.StringComparison.Ordinal);
    }

    // Hinted JSON and JSON Lines use the JSON codec; files and ASP.NET Core results take either format at run time.
    private static int FormatsOf(string owner, string method)
    {
        if (owner.Contains("MessagePack") || method.Contains("MessagePack"))
            return FormatSet.MessagePack;
        if (owner.Contains("Json") || method.Contains("Json"))
            return FormatSet.Json;
        return FormatSet.All;
    }

    private static void Classify(ITypeSymbol type, int formats, Compilation compilation, LocationInfo? location, string entry,
        List<RootModel> roots, List<DiagnosticInfo> diagnostics)
    {
        // Open generic call sites (Deserialize<T> inside a generic method) are resolved where T is closed, or at run time.
        if (ContainsTypeParameterOrError(type) || RuntimeResolves(type))
            return;
        // The assembly's user codecs serve roots of their types too (and their collections).
        var resolver = new ShapeResolver(CodecParser.AssemblyCodecs(compilation.Assembly, out _), compilation, objectValues: false);
        int shape = resolver.Resolve(type, enumsAsNames: false);
        if (shape < 0)
        {
            diagnostics.Add(DiagnosticInfo.Create(Descriptors.UnsupportedRoot, location, Symbols.Display(type), entry, Reason(type)));
            return;
        }
        if (Inaccessible(type, compilation) is { } hidden)
        {
            diagnostics.Add(DiagnosticInfo.Create(Descriptors.UnsupportedRoot, location, Symbols.Display(type), entry,
                "'" + Symbols.Display(hidden) + "' is not accessible to the generated registration; make it internal or public"));
            return;
        }
        // A marked element generated without a format leaves that format out (BENTO024 reports the call).
        foreach (var marked in resolver.ObjectTypes)
            formats &= FormatSet.Of(marked);
        // So does a user codec without a format's shape.
        foreach (var codec in resolver.CustomCodecs)
            formats &= (codec.Json ? FormatSet.Json : 0) | (codec.MsgPack ? FormatSet.MessagePack : 0);
        // And a dictionary key of a codec's type that has no JSON key form (a member name).
        foreach (var (_, jsonKey) in resolver.KeyCodecs)
            formats &= jsonKey ? FormatSet.Json | FormatSet.MessagePack : FormatSet.MessagePack;
        if (formats == 0)
            return;
        int root = shape;
        if (resolver.Shapes[shape].Kind is ShapeKind.EnumNumber or ShapeKind.EnumName)
        {
            // The emitter writes an enum's shape struct where a nullable or collection uses it: resolving E? gives
            // the root E its struct too.
            var nullable = compilation.GetSpecialType(SpecialType.System_Nullable_T).Construct(type);
            resolver.Resolve(nullable, enumsAsNames: false);
        }
        roots.Add(new RootModel(type.WithNullableAnnotation(NullableAnnotation.None).ToDisplayString(SymbolDisplayFormat.FullyQualifiedFormat),
            formats, resolver.Shapes.ToEquatableArray(), root));
        // The codec of a generic marked type asks the registries for its type arguments' codecs at run time: those the
        // runtime does not build alone (enums, nested collections, other generic constructions) are roots too.
        foreach (var construction in resolver.ObjectTypes)
        {
            foreach (var argument in construction.TypeArguments)
                Classify(argument, formats, compilation, location, entry, roots, diagnostics);
        }
    }

    /// <summary>
    /// The closed constructions of generic marked types that the members of a [BentoObject] type use
    /// (<c>public Page&lt;Item&gt; Items</c>): their codecs are called directly, but their type arguments are looked up
    /// in the registries, and the construction's own type initializer must survive trimming.
    /// </summary>
    public static RootSite FromObject(GeneratorAttributeSyntaxContext context, CancellationToken cancellationToken)
    {
        if (context.TargetSymbol is not INamedTypeSymbol type)
            return RootSite.None;
        var constructions = new List<INamedTypeSymbol>();
        foreach (var member in type.GetMembers())
        {
            cancellationToken.ThrowIfCancellationRequested();
            if (member is IPropertySymbol { IsStatic: false, IsIndexer: false } property)
                AddConstructions(property.Type, constructions);
            else if (member is IFieldSymbol { IsStatic: false, IsConst: false } field)
                AddConstructions(field.Type, constructions);
        }
        // A union's closed generic cases (Box<Color>) are reached through the union's codec, which calls theirs
        // directly; their type arguments still go through the registries, so they are roots like a member's.
        foreach (var caseType in UnionParser.CaseTypes(type))
            AddConstructions(caseType, constructions);
        // Problems with these types are the member's, reported by the type's own parse (BENTO004, BENTO041).
        return ConstructionRoots(constructions, context.SemanticModel.Compilation);
    }

    // Roots for constructions found outside entry points: registered, but reported nowhere (no call asks for them).
    private static RootSite ConstructionRoots(List<INamedTypeSymbol> constructions, Compilation compilation)
    {
        if (constructions.Count == 0)
            return RootSite.None;
        var roots = new List<RootModel>();
        var unreported = new List<DiagnosticInfo>();
        foreach (var construction in constructions)
            Classify(construction, FormatSet.All, compilation, null, "BentoRoot", roots, unreported);
        return Site(roots, new List<DiagnosticInfo>());
    }

    /// <summary>Whether a node creates an instance of a generic type (<c>new Page&lt;List&lt;string&gt;&gt;()</c>): the syntax filter of <see cref="FromCreation"/>.</summary>
    public static bool IsGenericCreation(SyntaxNode node) =>
        node is ObjectCreationExpressionSyntax { Type: GenericNameSyntax or QualifiedNameSyntax { Right: GenericNameSyntax } or AliasQualifiedNameSyntax { Name: GenericNameSyntax } };

    /// <summary>
    /// A closed construction of a generic marked type that the code creates, so that it can be written (and read
    /// back) through any entry point, also one reached only through a type parameter: the construction and what its
    /// type arguments need are registered like those of a member.
    /// </summary>
    public static RootSite FromCreation(GeneratorSyntaxContext context, CancellationToken cancellationToken)
    {
        var creation = (ObjectCreationExpressionSyntax)context.Node;
        if (context.SemanticModel.GetTypeInfo(creation, cancellationToken).Type is not INamedTypeSymbol type)
            return RootSite.None;
        var constructions = new List<INamedTypeSymbol>();
        AddConstructions(type, constructions);
        // An unsupported argument is the concern of the call that serializes the value, if any.
        return ConstructionRoots(constructions, context.SemanticModel.Compilation);
    }

    private static void AddConstructions(ITypeSymbol type, List<INamedTypeSymbol> found)
    {
        if (type is IArrayTypeSymbol array)
        {
            AddConstructions(array.ElementType, found);
            return;
        }
        if (type is not INamedTypeSymbol { IsGenericType: true } named || ContainsTypeParameterOrError(named))
            return;
        // A generic marked type, or a marked type nested in a generic one (Outer<int>.Inner).
        if (Symbols.Find(named.OriginalDefinition, Symbols.ObjectAttribute) is not null)
        {
            if (!found.Contains(named, SymbolEqualityComparer.Default))
                found.Add(named);
            return; // its arguments are classified as roots of their own
        }
        foreach (var argument in named.TypeArguments)
            AddConstructions(argument, found);
    }

    // What the runtime resolves alone: primitives and their nullables, marked types, untyped values, and one level of
    // the collections RootCollections builds over a marked element.
    private static bool RuntimeResolves(ITypeSymbol type)
    {
        if (IsPrimitive(type) || IsMarked(type))
            return true;
        if (type is INamedTypeSymbol { OriginalDefinition.SpecialType: SpecialType.System_Nullable_T } nullable)
            return IsPrimitive(nullable.TypeArguments[0]);
        if (type is IArrayTypeSymbol { Rank: 1 } array)
            return IsMarked(array.ElementType);
        if (type is not INamedTypeSymbol { IsGenericType: true } named)
            return false;
        // Only List<T> and Dictionary<string, T> of a marked T: the registry's collection factory builds those and arrays
        // alone (see RootCollections); every other collection root is registered here, where a call site names it.
        return Symbols.MetadataFullName(named.OriginalDefinition) switch
        {
            "System.Collections.Generic.List`1" => IsMarked(named.TypeArguments[0]),
            "System.Collections.Generic.Dictionary`2" => named.TypeArguments[0].SpecialType == SpecialType.System_String && IsMarked(named.TypeArguments[1]),
            _ => false,
        };
    }

    // The primitives PrimitiveRoots resolves: all but Uri and Version, which the registration composes when used.
    private static bool IsPrimitive(ITypeSymbol type) =>
        ShapeResolver.PrimitiveOf(type) is not (PrimitiveKind.None or PrimitiveKind.Uri or PrimitiveKind.Version)
        || (type is INamedTypeSymbol { IsGenericType: true } named && Symbols.MetadataFullName(named.OriginalDefinition) == "System.ReadOnlyMemory`1"
            && named.TypeArguments[0].SpecialType == SpecialType.System_Byte);

    // A marked type, or the untyped BentoValue, whose codec the runtime registers itself: both have collection factories.
    private static bool IsMarked(ITypeSymbol type) => Symbols.FullName(type) == "global::Bento.BentoValue" ||
        type is INamedTypeSymbol { IsGenericType: false, TypeKind: TypeKind.Class or TypeKind.Struct } named && Symbols.Find(named, Symbols.ObjectAttribute) is not null;

    private static bool ContainsTypeParameterOrError(ITypeSymbol type) => type switch
    {
        ITypeParameterSymbol => true,
        IErrorTypeSymbol => true,
        IArrayTypeSymbol array => ContainsTypeParameterOrError(array.ElementType),
        // Tree<TNode>.Branch<Item> is open through its containing type.
        INamedTypeSymbol named => Any(named.TypeArguments, ContainsTypeParameterOrError) || (named.ContainingType is { } outer && ContainsTypeParameterOrError(outer)),
        _ => false,
    };

    private static bool Any(System.Collections.Immutable.ImmutableArray<ITypeSymbol> types, System.Func<ITypeSymbol, bool> test)
    {
        foreach (var type in types)
        {
            if (test(type))
                return true;
        }
        return false;
    }

    // What makes an unsupported root unsupported: the innermost part that is not a supported container, or a key.
    private static string Reason(ITypeSymbol type)
    {
        var resolver = new ShapeResolver(objectValues: false);
        if (type is IArrayTypeSymbol array)
            return array.Rank != 1 ? "multi-dimensional arrays are not supported" : Reason(array.ElementType);
        if (type is INamedTypeSymbol { IsGenericType: true } named && IsContainer(named))
        {
            if (named.TypeArguments.Length == 2 && resolver.Resolve(named, false) < 0 && resolver.Resolve(named.TypeArguments[1], false) >= 0)
                return "dictionary keys of type '" + Symbols.Display(named.TypeArguments[0]) + "' are not supported (string, integers, Guid, DateTime, DateTimeOffset, char and enums are)";
            foreach (var argument in named.TypeArguments)
            {
                if (resolver.Resolve(argument, false) < 0)
                    return Reason(argument);
            }
        }
        return "'" + Symbols.Display(type) + "' is neither a [BentoObject] type, a primitive, an enum, Nullable<T> nor an array, List<T> (or its interfaces), HashSet<T> or dictionary of those";
    }

    private static bool IsContainer(INamedTypeSymbol named) => named.OriginalDefinition.SpecialType == SpecialType.System_Nullable_T
        || Symbols.MetadataFullName(named.OriginalDefinition) is "System.Collections.Generic.List`1" or "System.Collections.Generic.IList`1"
            or "System.Collections.Generic.IReadOnlyList`1" or "System.Collections.Generic.ICollection`1" or "System.Collections.Generic.IEnumerable`1"
            or "System.Collections.Generic.IReadOnlyCollection`1" or "System.Collections.Generic.HashSet`1" or "System.Collections.Generic.Dictionary`2" or "System.Collections.Generic.IDictionary`2"
            or "System.Collections.Generic.IReadOnlyDictionary`2";

    private static ITypeSymbol? Inaccessible(ITypeSymbol type, Compilation compilation)
    {
        switch (type)
        {
            case IArrayTypeSymbol array:
                return Inaccessible(array.ElementType, compilation);
            case INamedTypeSymbol named:
                if (!compilation.IsSymbolAccessibleWithin(named.OriginalDefinition, compilation.Assembly))
                    return named;
                foreach (var argument in named.TypeArguments)
                {
                    if (Inaccessible(argument, compilation) is { } inner)
                        return inner;
                }
                return null;
            default:
                return null;
        }
    }
}
