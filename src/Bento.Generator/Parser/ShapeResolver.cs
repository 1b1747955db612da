using System.Collections.Generic;
using System.Globalization;
using Bento.Generator.Model;
using Microsoft.CodeAnalysis;

namespace Bento.Generator.Parser;

/// <summary>
/// Turns member types into <see cref="ShapeModel"/>s, one per distinct shape, nested shapes first so that every
/// shape's element index points backwards.
/// </summary>
internal sealed class ShapeResolver
{
    private readonly List<ShapeModel> _shapes = new();
    private readonly Dictionary<string, int> _byKey = new();
    private readonly HashSet<string> _suffixes = new();
    private const string BentoValueType = "global::Bento.BentoValue";
    public const string TypeArgumentShape = "global::Bento.Shapes.TypeArgumentShape";

    /// <summary>The runtime's JsonElement shape, in its .NET build only: JsonElement and JsonNode are supported where it exists.</summary>
    public const string JsonElementShapeName = "Bento.Shapes.JsonElementShape";

    /// <summary>The runtime's JsonNode shape (.NET build only).</summary>
    public const string JsonNodeShapeName = "Bento.Shapes.JsonNodeShape";
    private readonly Dictionary<string, CodecInfo> _codecs;
    private CodecInfo? _memberCodec;

    /// <summary>A resolver that serves the types of <paramref name="codecs"/> (by full name) through those user codecs.</summary>
    /// <param name="codecs">The assembly's user codecs, by value type name.</param>
    /// <param name="compilation">Tells whether the runtime referenced has the System.Text.Json document shapes (its .NET build).</param>
    /// <param name="objectValues">
    /// Whether <c>object</c> is served (members, elements, dictionary values). Document roots leave it out: a root of
    /// <c>object</c> would register a codec for every value's run-time lookup to find.
    /// </param>
    public ShapeResolver(Dictionary<string, CodecInfo>? codecs = null, Compilation? compilation = null, bool objectValues = true)
    {
        _codecs = codecs ?? new Dictionary<string, CodecInfo>();
        _netRuntime = compilation?.GetTypeByMetadataName(JsonElementShapeName) is not null;
        _objectValues = objectValues;
    }

    // The runtime's .NET build: it has the System.Text.Json document shapes and the immutable collection builders.
    private readonly bool _netRuntime;
    private readonly bool _objectValues;

    public List<ShapeModel> Shapes => _shapes;

    /// <summary>Whether <paramref name="type"/> has a shape (checked in a scratch resolver with the same user codecs).</summary>
    public bool Supports(ITypeSymbol type) => new ShapeResolver(_codecs).Resolve(type, enumsAsNames: false) >= 0;

    /// <summary>The marked types behind the object shapes, in the order they were added (for format checks).</summary>
    public List<INamedTypeSymbol> ObjectTypes { get; } = new();

    /// <summary>The user codecs behind the custom shapes, in the order they were added (for format checks).</summary>
    public List<CodecInfo> CustomCodecs { get; } = new();

    /// <summary>
    /// The user codecs whose types are dictionary keys, in the order they were met, each with whether it has a JSON key
    /// form (for the check that a type generating JSON can write them as member names).
    /// </summary>
    public List<(CodecInfo Codec, bool JsonKey)> KeyCodecs { get; } = new();

    /// <summary>How many shapes, object types, custom codecs and key codecs exist now, for <see cref="Rollback"/>.</summary>
    public (int Shapes, int Objects, int Codecs, int Keys) Mark() => (_shapes.Count, ObjectTypes.Count, CustomCodecs.Count, KeyCodecs.Count);

    /// <summary>Forgets the shapes added after <paramref name="mark"/>: the member that needed them is left out.</summary>
    public void Rollback((int Shapes, int Objects, int Codecs, int Keys) mark)
    {
        CustomCodecs.RemoveRange(mark.Codecs, CustomCodecs.Count - mark.Codecs);
        KeyCodecs.RemoveRange(mark.Keys, KeyCodecs.Count - mark.Keys);
        for (int i = _shapes.Count - 1; i >= mark.Shapes; i--)
        {
            _suffixes.Remove(_shapes[i].MethodSuffix);
            _shapes.RemoveAt(i);
        }
        ObjectTypes.RemoveRange(mark.Objects, ObjectTypes.Count - mark.Objects);
        var stale = new List<string>();
        foreach (var entry in _byKey)
        {
            if (entry.Value >= mark.Shapes)
                stale.Add(entry.Key);
        }
        foreach (string key in stale)
            _byKey.Remove(key);
    }

    /// <summary>
    /// The shape index of a member's type, or -1 when the type (or a type nested in it) is not supported. A codec named
    /// on the member serves its type wherever it occurs in the member's type (the member itself, or its elements).
    /// </summary>
    public int Resolve(ITypeSymbol type, bool enumsAsNames, CodecInfo? memberCodec)
    {
        var outer = _memberCodec;
        _memberCodec = memberCodec;
        try
        {
            return Resolve(type, enumsAsNames);
        }
        finally
        {
            _memberCodec = outer;
        }
    }

    /// <summary>The shape index, or -1 when the type (or a type nested in it) is not supported.</summary>
    public int Resolve(ITypeSymbol type, bool enumsAsNames)
    {
        // T? of an unconstrained type parameter is an annotation like string?; T? of a struct-constrained one is Nullable<T>.
        if ((type.IsReferenceType || type is ITypeParameterSymbol) && type.NullableAnnotation == NullableAnnotation.Annotated)
            type = type.WithNullableAnnotation(NullableAnnotation.NotAnnotated);
        string typeName = Symbols.FullName(type);
        bool isEnum = type.TypeKind == TypeKind.Enum || IsNullableOfEnum(type) || ContainsEnum(type);
        string key = enumsAsNames && isEnum ? typeName + "#names" : typeName;
        // Shapes built under a member's own codec are not the shapes of the same types elsewhere.
        if (_memberCodec is not null)
            key += "#codec:" + _memberCodec.CodecName;
        if (_byKey.TryGetValue(key, out int existing))
            return existing;
        int id = Build(type, typeName, enumsAsNames);
        if (id >= 0)
            _byKey[key] = id;
        return id;
    }

    private static bool IsNullableOfEnum(ITypeSymbol type) =>
        type is INamedTypeSymbol { OriginalDefinition.SpecialType: SpecialType.System_Nullable_T } n && n.TypeArguments[0].TypeKind == TypeKind.Enum;

    private static bool ContainsEnum(ITypeSymbol type)
    {
        if (type is IArrayTypeSymbol array)
            return array.ElementType.TypeKind == TypeKind.Enum || ContainsEnum(array.ElementType);
        if (type is INamedTypeSymbol named && named.IsGenericType)
        {
            foreach (var arg in named.TypeArguments)
            {
                if (arg.TypeKind == TypeKind.Enum || ContainsEnum(arg))
                    return true;
            }
        }
        return false;
    }

    private int Build(ITypeSymbol type, string typeName, bool enumsAsNames)
    {
        var codec = CodecFor(typeName);
        if (codec is not null)
            return BuildCodec(codec, type, typeName, enumsAsNames);

        // The untyped value: any value of the document, through the runtime's shape.
        if (typeName == BentoValueType)
            return Add(ShapeKind.Custom, type, typeName, "BentoValue", concrete: "global::Bento.Shapes.BentoValueShape");

        // A type parameter of a generic [BentoObject] type: its codec is looked up once per closed construction, at run
        // time, in the registries (docs/generics.md). Null is possible unless the parameter is known to be a value type.
        if (type is ITypeParameterSymbol parameter)
        {
            return Add(ShapeKind.Custom, type, typeName, "TypeArgument" + Sanitize(parameter.Name), concrete: TypeArgumentShape + "<" + typeName + ">",
                referenceType: !parameter.IsValueType);
        }

        // System.Text.Json's documents, where the runtime build referenced has their shapes (.NET, not netstandard2.1).
        if (_netRuntime && typeName is "global::System.Text.Json.JsonElement")
            return Add(ShapeKind.Custom, type, typeName, "JsonElement", concrete: "global::" + JsonElementShapeName);
        if (_netRuntime && typeName is "global::System.Text.Json.Nodes.JsonNode")
            return Add(ShapeKind.Custom, type, typeName, "JsonNode", concrete: "global::" + JsonNodeShapeName);

        // Numbers beyond the primitives, through runtime shapes (src/Bento/Shapes/NumberShapes.cs); Half, Int128 and
        // UInt128 only where the runtime referenced is its .NET build, which has their shapes.
        if (typeName == "global::System.Numerics.BigInteger")
            return Add(ShapeKind.Custom, type, typeName, "BigInteger", concrete: "global::Bento.Shapes.BigIntegerShape");
        if (_netRuntime && typeName is "global::System.Half" or "global::System.Int128" or "global::System.UInt128")
        {
            string name = typeName.Substring("global::System.".Length);
            return Add(ShapeKind.Custom, type, typeName, name, concrete: "global::Bento.Shapes." + name + "Shape");
        }

        // object: read as an untyped value, written by the run-time type of what it holds (docs/untyped.md).
        if (_objectValues && type.SpecialType == SpecialType.System_Object)
            return Add(ShapeKind.Custom, type, typeName, "Object", concrete: "global::Bento.Shapes.ObjectShape");

        var primitive = PrimitiveOf(type);
        if (primitive != PrimitiveKind.None)
            return Add(ShapeKind.Primitive, type, typeName, primitive.ToString(), primitive);

        if (type.TypeKind == TypeKind.Enum && type is INamedTypeSymbol enumType)
            return BuildEnum(enumType, typeName, enumsAsNames);

        if (type is IArrayTypeSymbol array)
        {
            if (array.Rank != 1)
                return -1;
            int element = Resolve(array.ElementType, enumsAsNames);
            return element < 0 ? -1 : Add(ShapeKind.Array, type, typeName, "ArrayOf" + _shapes[element].MethodSuffix, element: element, elementTypeName: Symbols.FullName(array.ElementType));
        }

        if (type is not INamedTypeSymbol named)
            return -1;

        if (named.OriginalDefinition.SpecialType == SpecialType.System_Nullable_T)
        {
            int element = Resolve(named.TypeArguments[0], enumsAsNames);
            return element < 0 ? -1 : Add(ShapeKind.Nullable, type, typeName, "Nullable" + _shapes[element].MethodSuffix, element: element, elementTypeName: Symbols.FullName(named.TypeArguments[0]));
        }

        if (named.IsGenericType)
            return BuildGeneric(named, typeName, enumsAsNames);

        return IsMarkedObject(named) ? AddObject(named, typeName) : -1;
    }

    /// <summary>The user codec that serves <paramref name="typeName"/> here: the member's own, else the assembly's, else null.</summary>
    private CodecInfo? CodecFor(string typeName) =>
        _memberCodec is { } own && own.ValueName == typeName ? own : _codecs.TryGetValue(typeName, out var shared) ? shared : null;

    private int AddObject(INamedTypeSymbol named, string typeName)
    {
        ObjectTypes.Add(named);
        return Add(ShapeKind.Object, named, typeName, Sanitize(named.ToDisplayString()));
    }

    /// <summary>Whether <paramref name="codec"/> serves the shape <paramref name="shape"/> or a shape inside it.</summary>
    public bool Uses(CodecInfo codec, int shape)
    {
        for (int i = shape; i >= 0; i = _shapes[i].Element)
        {
            var model = _shapes[i];
            if (model.Kind is ShapeKind.Custom or ShapeKind.Surrogate && model.ConcreteTypeName == codec.CodecName)
                return true;
            if (model.KeyShape >= 0 && Uses(codec, model.KeyShape))
                return true;
            foreach (int item in model.Items)
            {
                if (Uses(codec, item))
                    return true;
            }
            if (model.Kind == ShapeKind.Surrogate)
                return false; // the surrogate's own shape is read without the member's codec
        }
        return false;
    }

    // A user codec: its struct is the shape; a surrogate converter is wrapped around the surrogate type's own shape.
    private int BuildCodec(CodecInfo codec, ITypeSymbol type, string typeName, bool enumsAsNames)
    {
        string suffix = "Via" + Sanitize(codec.Codec.ToDisplayString());
        if (codec.Surrogate is null)
        {
            CustomCodecs.Add(codec);
            return Add(ShapeKind.Custom, type, typeName, suffix, concrete: codec.CodecName, userCodec: true);
        }
        var outer = _memberCodec;
        _memberCodec = null; // the surrogate is read with the assembly's codecs, never with the member's own
        int element = Resolve(codec.Surrogate, enumsAsNames);
        _memberCodec = outer;
        return element < 0 ? -1 : Add(ShapeKind.Surrogate, type, typeName, suffix, element: element, elementTypeName: Symbols.FullName(codec.Surrogate), concrete: codec.CodecName);
    }

    private int BuildGeneric(INamedTypeSymbol named, string typeName, bool enumsAsNames)
    {
        string definition = Symbols.MetadataFullName(named.OriginalDefinition);
        var args = named.TypeArguments;
        switch (definition)
        {
            case "System.ReadOnlyMemory`1" when args[0].SpecialType == SpecialType.System_Byte:
                return Add(ShapeKind.Primitive, named, typeName, "Memory", PrimitiveKind.Memory);
            // Bytes are binary as byte[] is; other elements an array, as T[] (src/Bento/Shapes/MemoryShapes.cs).
            case "System.Memory`1" when args[0].SpecialType == SpecialType.System_Byte:
                return Add(ShapeKind.Custom, named, typeName, "ByteMemory", concrete: "global::Bento.Shapes.ByteMemoryShape");
            case "System.ArraySegment`1" when args[0].SpecialType == SpecialType.System_Byte:
                return Add(ShapeKind.Custom, named, typeName, "ByteArraySegment", concrete: "global::Bento.Shapes.ByteArraySegmentShape");
            case "System.Memory`1":
            case "System.ReadOnlyMemory`1":
            case "System.ArraySegment`1":
            {
                int element = Resolve(args[0], enumsAsNames);
                return element < 0 ? -1 : Add(ShapeKind.Memory, named, typeName, named.Name + "Of" + _shapes[element].MethodSuffix, element: element,
                    elementTypeName: Symbols.FullName(args[0]), concrete: named.Name + "Shape");
            }
            // Value tuples; from eight elements on, the eighth type argument is the rest tuple, resolved as any element.
            case "System.ValueTuple`8" when args[7].IsTupleType || IsValueTuple(args[7]):
            case "System.ValueTuple`1":
            case "System.ValueTuple`2":
            case "System.ValueTuple`3":
            case "System.ValueTuple`4":
            case "System.ValueTuple`5":
            case "System.ValueTuple`6":
            case "System.ValueTuple`7":
                return Tuple();
            case "System.Collections.Generic.List`1":
                return Collection(ShapeKind.List, "ListOf", typeName);
            case "System.Collections.Generic.IList`1":
                return Collection(ShapeKind.ListInterface, "IListOf", typeName);
            case "System.Collections.Generic.IReadOnlyList`1":
                return Collection(ShapeKind.ListInterface, "IReadOnlyListOf", typeName);
            case "System.Collections.Generic.ICollection`1":
                return Collection(ShapeKind.EnumerableInterface, "ICollectionOf", typeName);
            case "System.Collections.Generic.IEnumerable`1":
                return Collection(ShapeKind.EnumerableInterface, "IEnumerableOf", typeName);
            case "System.Collections.Generic.IReadOnlyCollection`1":
                return Collection(ShapeKind.EnumerableInterface, "IReadOnlyCollectionOf", typeName);
            case "System.Collections.Generic.HashSet`1":
                return Collection(ShapeKind.HashSet, "HashSetOf", typeName);
            case "System.Collections.Generic.Dictionary`2":
                return Dictionary(ShapeKind.Dictionary, "DictionaryOf", typeName);
            case "System.Collections.Generic.IDictionary`2":
                return Dictionary(ShapeKind.DictionaryInterface, "IDictionaryOf", typeName);
            case "System.Collections.Generic.IReadOnlyDictionary`2":
                return Dictionary(ShapeKind.DictionaryInterface, "IReadOnlyDictionaryOf", typeName);
            // Built in one step from the elements read (src/Bento/Shapes/CollectionBuilders.cs).
            case "System.Collections.Generic.Queue`1":
                return Built("QueueOf", "QueueBuilder<" + Symbols.FullName(args[0]) + ">");
            case "System.Collections.Generic.Stack`1":
                return Built("StackOf", "StackBuilder<" + Symbols.FullName(args[0]) + ">");
            case "System.Collections.Generic.LinkedList`1":
                return Built("LinkedListOf", "LinkedListBuilder<" + Symbols.FullName(args[0]) + ">");
            case "System.Collections.Generic.SortedSet`1":
                return Built("SortedSetOf", "SortedSetBuilder<" + Symbols.FullName(args[0]) + ">");
            case "System.Collections.Generic.ISet`1":
            case "System.Collections.Generic.IReadOnlySet`1":
                return Built(named.Name + "Of", "SetInterfaceBuilder<" + typeName + ", " + Symbols.FullName(args[0]) + ">");
            case "System.Collections.Generic.SortedDictionary`2":
                return Dictionary(ShapeKind.BuiltDictionary, "SortedDictionaryOf", typeName, "SortedDictionaryBuilder");
            case "System.Collections.Immutable.ImmutableArray`1" when _netRuntime:
                return Built("ImmutableArrayOf", "ImmutableArrayBuilder<" + Symbols.FullName(args[0]) + ">");
            case "System.Collections.Immutable.ImmutableList`1" when _netRuntime:
                return Built("ImmutableListOf", "ImmutableListBuilder<" + Symbols.FullName(args[0]) + ">");
            case "System.Collections.Immutable.ImmutableHashSet`1" when _netRuntime:
                return Built("ImmutableHashSetOf", "ImmutableHashSetBuilder<" + Symbols.FullName(args[0]) + ">");
            case "System.Collections.Immutable.ImmutableDictionary`2" when _netRuntime:
                return Dictionary(ShapeKind.BuiltDictionary, "ImmutableDictionaryOf", typeName, "ImmutableDictionaryBuilder");
            default:
                // A construction of a generic [BentoObject] type (Page<Item>, Page<T>): its generated codec, called directly.
                return IsMarkedObject(named) ? AddObject(named, typeName) : -1;
        }

        int Tuple()
        {
            var items = new List<int>();
            var suffix = new System.Text.StringBuilder("TupleOf");
            foreach (var arg in args)
            {
                int item = Resolve(arg, enumsAsNames);
                if (item < 0)
                    return -1;
                if (items.Count > 0)
                    suffix.Append("And");
                suffix.Append(_shapes[item].MethodSuffix);
                items.Add(item);
            }
            return Add(ShapeKind.Tuple, named, typeName, suffix.ToString(), items: items.ToEquatableArray());
        }

        int Built(string prefix, string builder)
        {
            int element = Resolve(args[0], enumsAsNames);
            return element < 0 ? -1 : Add(ShapeKind.BuiltSequence, named, typeName, prefix + _shapes[element].MethodSuffix, element: element,
                elementTypeName: Symbols.FullName(args[0]), concrete: "global::Bento.Shapes." + builder);
        }

        int Collection(ShapeKind kind, string prefix, string name)
        {
            int element = Resolve(args[0], enumsAsNames);
            if (element < 0)
                return -1;
            string concrete = kind is ShapeKind.ListInterface or ShapeKind.EnumerableInterface
                ? "global::System.Collections.Generic.List<" + Symbols.FullName(args[0]) + ">"
                : name;
            return Add(kind, named, name, prefix + _shapes[element].MethodSuffix, element: element, elementTypeName: Symbols.FullName(args[0]), concrete: concrete);
        }

        int Dictionary(ShapeKind kind, string prefix, string name, string? builder = null)
        {
            var keyType = args[0];
            int keyShape = -1;
            KeyKind key;
            var underlying = PrimitiveKind.None;
            if (keyType.TypeKind == TypeKind.Enum && keyType is INamedTypeSymbol keyEnum)
            {
                underlying = PrimitiveOf(keyEnum.EnumUnderlyingType!);
                if (enumsAsNames || ForeignAttributes.HasStringEnumConverter(keyEnum))
                {
                    key = KeyKind.EnumName;
                    keyShape = Resolve(keyType, enumsAsNames: true);
                }
                else
                {
                    key = KeyKind.EnumNumber;
                }
            }
            else
            {
                key = KeyOf(keyType, out underlying);
            }
            if (key == KeyKind.None && CodecFor(Symbols.FullName(keyType)) is { } keyCodec)
            {
                keyShape = Resolve(keyType, enumsAsNames);
                if (keyShape < 0)
                    return -1;
                // A surrogate of a key type is keyed by it in every format; any other codec's key is a member name only
                // through the codec's own IJsonKey, and a MessagePack key is its own IMsgPackKey or else its value.
                bool jsonKey;
                if (keyCodec.Surrogate is not null)
                {
                    jsonKey = KeyOf(keyCodec.Surrogate, out _) != KeyKind.None;
                    key = jsonKey ? KeyKind.Surrogate : KeyKind.SurrogateValue;
                }
                else
                {
                    jsonKey = keyCodec.JsonKey;
                    key = keyCodec.MsgPackKey ? KeyKind.Codec : KeyKind.CodecValue;
                }
                KeyCodecs.Add((keyCodec, jsonKey));
            }
            if (key == KeyKind.None)
                return -1;
            int value = Resolve(args[1], enumsAsNames);
            if (value < 0)
                return -1;
            string keySuffix = keyShape >= 0 ? _shapes[keyShape].MethodSuffix : Sanitize(keyType.ToDisplayString());
            string concrete = builder is not null ? "global::Bento.Shapes." + builder + "<" + Symbols.FullName(keyType) + ", " + Symbols.FullName(args[1]) + ">"
                : kind == ShapeKind.DictionaryInterface
                ? "global::System.Collections.Generic.Dictionary<" + Symbols.FullName(keyType) + ", " + Symbols.FullName(args[1]) + ">"
                : name;
            return Add(kind, named, name, prefix + keySuffix + "To" + _shapes[value].MethodSuffix, element: value,
                elementTypeName: Symbols.FullName(args[1]), key: key, keyTypeName: Symbols.FullName(keyType), keyShape: keyShape, underlying: underlying, concrete: concrete);
        }
    }

    private static bool IsValueTuple(ITypeSymbol type) =>
        type is INamedTypeSymbol { IsGenericType: true } named && Symbols.MetadataFullName(named.OriginalDefinition).StartsWith("System.ValueTuple`", System.StringComparison.Ordinal);

    private static KeyKind KeyOf(ITypeSymbol keyType, out PrimitiveKind primitive)
    {
        primitive = PrimitiveOf(keyType);
        return primitive switch
        {
            PrimitiveKind.String => KeyKind.String,
            PrimitiveKind.SByte or PrimitiveKind.Int16 or PrimitiveKind.Int32 or PrimitiveKind.Int64 => KeyKind.Signed,
            PrimitiveKind.Byte or PrimitiveKind.UInt16 or PrimitiveKind.UInt32 or PrimitiveKind.UInt64 => KeyKind.Unsigned,
            PrimitiveKind.Guid => KeyKind.Guid,
            PrimitiveKind.DateTime => KeyKind.DateTime,
            PrimitiveKind.DateTimeOffset => KeyKind.DateTimeOffset,
            PrimitiveKind.Char => KeyKind.Char,
            _ => KeyKind.None,
        };
    }

    private int BuildEnum(INamedTypeSymbol enumType, string typeName, bool asNames)
    {
        var underlying = PrimitiveOf(enumType.EnumUnderlyingType!);
        string suffix = Sanitize(enumType.ToDisplayString());
        // System.Text.Json's string converter on the enum type makes it a name wherever it is used, as there.
        asNames |= ForeignAttributes.HasStringEnumConverter(enumType);
        if (!asNames)
            return Add(ShapeKind.EnumNumber, enumType, typeName, suffix, underlying: underlying);

        var members = new List<EnumMemberModel>();
        var seenValues = new HashSet<object>();
        foreach (var member in enumType.GetMembers())
        {
            if (member is not IFieldSymbol { HasConstantValue: true } field)
                continue;
            string jsonName = field.Name;
            if (Symbols.Find(field, Symbols.NameAttribute) is { } nameAttribute
                && nameAttribute.ConstructorArguments.Length == 1 && nameAttribute.ConstructorArguments[0].Value is string explicitName)
            {
                jsonName = explicitName;
            }
            else if (Symbols.Find(field, ForeignAttributes.JsonStringEnumMemberName) is { ConstructorArguments.Length: 1 } stjName
                && stjName.ConstructorArguments[0].Value is string stjExplicitName)
            {
                jsonName = stjExplicitName;
            }
            bool first = seenValues.Add(field.ConstantValue!);
            ulong bits = field.ConstantValue switch
            {
                ulong u => u,
                uint u => u,
                ushort u => u,
                byte u => u,
                _ => unchecked((ulong)System.Convert.ToInt64(field.ConstantValue, CultureInfo.InvariantCulture)),
            };
            members.Add(new EnumMemberModel(Symbols.Identifier(field.Name), jsonName, first, bits));
        }
        bool isFlags = false;
        foreach (var attribute in enumType.GetAttributes())
            isFlags |= attribute.AttributeClass?.ToDisplayString() == "System.FlagsAttribute";
        return Add(ShapeKind.EnumName, enumType, typeName, suffix + "Name", underlying: underlying, enumMembers: members.ToEquatableArray(), isFlags: isFlags);
    }

    private static bool IsMarkedObject(INamedTypeSymbol type)
    {
        if (Symbols.Find(type.OriginalDefinition, Symbols.ObjectAttribute) is null)
            return false;
        if (type.TypeKind is not (TypeKind.Class or TypeKind.Struct or TypeKind.Interface))
            return false;
        // A type from a referenced assembly is only usable if that assembly was built with the generator.
        bool inSource = false;
        foreach (var location in type.Locations)
            inSource |= location.IsInSource;
        return inSource || type.GetTypeMembers(Symbols.CodecTypeName).Length > 0;
    }

    public static PrimitiveKind PrimitiveOf(ITypeSymbol type)
    {
        switch (type.SpecialType)
        {
            case SpecialType.System_Boolean: return PrimitiveKind.Boolean;
            case SpecialType.System_Byte: return PrimitiveKind.Byte;
            case SpecialType.System_SByte: return PrimitiveKind.SByte;
            case SpecialType.System_Int16: return PrimitiveKind.Int16;
            case SpecialType.System_UInt16: return PrimitiveKind.UInt16;
            case SpecialType.System_Int32: return PrimitiveKind.Int32;
            case SpecialType.System_UInt32: return PrimitiveKind.UInt32;
            case SpecialType.System_Int64: return PrimitiveKind.Int64;
            case SpecialType.System_UInt64: return PrimitiveKind.UInt64;
            case SpecialType.System_Single: return PrimitiveKind.Single;
            case SpecialType.System_Double: return PrimitiveKind.Double;
            case SpecialType.System_Decimal: return PrimitiveKind.Decimal;
            case SpecialType.System_Char: return PrimitiveKind.Char;
            case SpecialType.System_String: return PrimitiveKind.String;
            case SpecialType.System_DateTime: return PrimitiveKind.DateTime;
        }
        if (type is IArrayTypeSymbol { Rank: 1, ElementType.SpecialType: SpecialType.System_Byte })
            return PrimitiveKind.Bytes;
        if (type is not INamedTypeSymbol named || named.IsGenericType)
            return PrimitiveKind.None;
        return Symbols.MetadataFullName(named) switch
        {
            "System.Guid" => PrimitiveKind.Guid,
            "System.DateTimeOffset" => PrimitiveKind.DateTimeOffset,
            "System.TimeSpan" => PrimitiveKind.TimeSpan,
            "System.DateOnly" => PrimitiveKind.DateOnly,
            "System.TimeOnly" => PrimitiveKind.TimeOnly,
            "System.Uri" => PrimitiveKind.Uri,
            "System.Version" => PrimitiveKind.Version,
            _ => PrimitiveKind.None,
        };
    }

    private int Add(ShapeKind kind, ITypeSymbol type, string typeName, string suffix, PrimitiveKind primitive = PrimitiveKind.None,
        int element = -1, string elementTypeName = "", KeyKind key = KeyKind.None, string keyTypeName = "", int keyShape = -1,
        PrimitiveKind underlying = PrimitiveKind.None, EquatableArray<EnumMemberModel> enumMembers = default, string? concrete = null, bool isFlags = false,
        bool? referenceType = null,
        bool userCodec = false, EquatableArray<int> items = default)
    {
        // Element types may differ only in nullable annotations (List<string> and List<string?>): keep suffixes unique.
        string unique = suffix;
        for (int n = 2; !_suffixes.Add(unique); n++)
            unique = suffix + n.ToString(CultureInfo.InvariantCulture);
        _shapes.Add(new ShapeModel(kind, typeName, unique, referenceType ?? type.IsReferenceType, primitive, element, elementTypeName, key, keyTypeName, keyShape,
            underlying, enumMembers, isFlags, concrete ?? typeName, userCodec, items));
        return _shapes.Count - 1;
    }

    internal static string Sanitize(string name)
    {
        var chars = name.ToCharArray();
        for (int i = 0; i < chars.Length; i++)
        {
            if (!char.IsLetterOrDigit(chars[i]))
                chars[i] = '_';
        }
        return new string(chars);
    }
}
