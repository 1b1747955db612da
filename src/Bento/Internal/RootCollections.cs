using System;
using System.Collections.Generic;
using System.Diagnostics.CodeAnalysis;
using System.Runtime.CompilerServices;

namespace Bento.Internal;

/// <summary>Makes the codecs of one element type's collections; registered for each type that gets a codec.</summary>
internal abstract class RootFactory
{
    /// <summary>A codec for <paramref name="collectionType"/> if it is a supported collection of this element type, else null.</summary>
    public abstract object? Create(Type collectionType);

    /// <summary>The element type's own codec.</summary>
    public abstract object Element { get; }
}

/// <summary>Makes a root dictionary codec for one key type: a format's part of <see cref="RootKeys.Select"/>.</summary>
internal interface IRootKeyedCodecs
{
    /// <summary>
    /// The format's dictionary codec over <paramref name="element"/> (the format's codec of the values) with keys of
    /// <typeparamref name="TKey"/>, read and written through <typeparamref name="TKeyShape"/>.
    /// </summary>
    object Make<TKey, TKeyShape>(object element)
        where TKey : notnull
        where TKeyShape : struct, Json.IJsonKey<TKey>, MessagePack.IMsgPackKey<TKey>;
}

/// <summary>The key types a composed root dictionary supports, in every format (<c>JsonCodec.DictionaryOf&lt;TKey, T&gt;</c>).</summary>
internal static class RootKeys
{
    /// <summary>The dictionary codec a format's <typeparamref name="TCodecs"/> makes over <paramref name="element"/> for <typeparamref name="TKey"/>.</summary>
    /// <exception cref="ArgumentException"><typeparamref name="TKey"/> is not a supported key type.</exception>
    public static object Select<TKey, TCodecs>(object element)
        where TCodecs : struct, IRootKeyedCodecs =>
        // Each key kind is its own instantiation, made only where a program composes a dictionary with that key.
        typeof(TKey) == typeof(string) ? default(TCodecs).Make<string, Shapes.StringKey>(element)
        : typeof(TKey) == typeof(int) ? default(TCodecs).Make<int, Shapes.Int32Key>(element)
        : typeof(TKey) == typeof(long) ? default(TCodecs).Make<long, Shapes.Int64Key>(element)
        : typeof(TKey) == typeof(Guid) ? default(TCodecs).Make<Guid, Shapes.GuidKey>(element)
        : throw new ArgumentException(
            "Dictionary keys of type '" + typeof(TKey) + "' are not supported for collection roots; use string, int, long or Guid.", nameof(TKey));
}

/// <summary>
/// Lets <c>JsonCodecRegistry&lt;List&lt;Person&gt;&gt;</c> (and the MessagePack registry) find a codec without
/// <c>MakeGenericType</c>: registering a codec for <c>Person</c> also records a factory, compiled for <c>Person</c>,
/// that spells out every supported collection of it. A registry lookup that finds nothing takes the element type from
/// the requested collection type, runs that type's static constructor (which registers its codec, and so the factory)
/// and asks the factory. All generic instantiations are visible to the trimmer and AOT compilers from the registration.
/// </summary>
internal static class RootCollections
{
    private static readonly Dictionary<Type, RootFactory> s_json = new();
    private static readonly Dictionary<Type, RootFactory> s_msgPack = new();

    // Roots registered whole by generated code (nested collections, enums, ...), so that lookups by Type find them too.
    private static readonly Dictionary<Type, object> s_jsonRoots = new();
    private static readonly Dictionary<Type, object> s_msgPackRoots = new();

    public static void AddJsonRoot(Type type, object codec) => AddRoot(s_jsonRoots, type, codec);

    public static void AddMsgPackRoot(Type type, object codec) => AddRoot(s_msgPackRoots, type, codec);

    private static void AddRoot(Dictionary<Type, object> roots, Type type, object codec)
    {
        lock (roots)
        {
            if (!roots.ContainsKey(type))
                roots[type] = codec;
        }
    }

    private static object? FindRoot(Dictionary<Type, object> roots, Type type)
    {
        lock (roots)
            return roots.TryGetValue(type, out var codec) ? codec : null;
    }

    public static void AddJson(Type element, RootFactory factory) => Add(s_json, element, factory);

    public static void AddMsgPack(Type element, RootFactory factory) => Add(s_msgPack, element, factory);

    /// <summary>A JSON codec for <paramref name="collectionType"/> made from its element's codec, or null.</summary>
    public static object? CreateJson(Type collectionType) => Create(s_json, collectionType);

    /// <summary>A MessagePack codec for <paramref name="collectionType"/> made from its element's codec, or null.</summary>
    public static object? CreateMsgPack(Type collectionType) => Create(s_msgPack, collectionType);

    /// <summary>
    /// The JSON codec of <paramref name="type"/> itself (a marked type, whose static constructor this runs) or of a
    /// collection of one; null for any other type.
    /// </summary>
    public static object? FindJson(Type type) => Find(s_json, type) ?? FindRoot(s_jsonRoots, type);

    /// <summary>The MessagePack codec of <paramref name="type"/> or of a collection of it, like <see cref="FindJson"/>.</summary>
    public static object? FindMsgPack(Type type) => Find(s_msgPack, type) ?? FindRoot(s_msgPackRoots, type);

    /// <summary>The reason the JSON registry has no codec for <paramref name="type"/>, for its exception message.</summary>
    public static string MissingJson(Type type) => Missing(s_json, type, "JSON", "JsonCodec", BentoCodecFormats.Json);

    /// <summary>The reason the MessagePack registry has no codec for <paramref name="type"/>, for its exception message.</summary>
    public static string MissingMsgPack(Type type) => Missing(s_msgPack, type, "MessagePack", "MsgPackCodec", BentoCodecFormats.MessagePack);

    // Concatenation rather than interpolation: this runs only to word an exception, and in a NativeAOT app each
    // interpolated string costs a handler's worth of code.
    private static string Missing(Dictionary<Type, RootFactory> map, Type type, string format, string factoryClass, BentoCodecFormats wanted)
    {
        // A marked type generated without this format (its static initialisation, run by the lookup, recorded that).
        if (GeneratedFormats.Excluded(type, wanted, format) is { } excluded)
            return excluded;
        string head = "Type '" + type + "' has no Bento " + format + " codec";
        var element = ElementOf(type);
        if (element is not null && GeneratedFormats.Excluded(element, wanted, format) is { } elementExcluded)
            return head + " because its element type has none. " + elementExcluded;
        string registry = format == "JSON" ? "JsonCodecRegistry" : "MsgPackCodecRegistry";
        if (element is null && !type.IsEnum && !IsNullable(type) && type != typeof(Uri) && type != typeof(Version))
        {
            // A framework type (object, Stream, ...) cannot be marked: say what Bento reads instead.
            return IsFrameworkType(type)
                ? head + ": Bento reads and writes primitives, string, enums, Nullable<T>, [BentoObject] types, "
                    + "BentoValue and arrays, lists, sets and dictionaries of those. For any other type register a codec with " + registry + "<T>.Register."
                : head + ". Mark it [BentoObject] and make it partial so that the source generator can emit one, "
                    + "or register a codec with " + registry + "<T>.Register.";
        }

        // Enums, nullables, collections, Uri and Version get their codecs from the generated root registration of the
        // assembly that uses them: the generator sees the closed type at a call site, or in [assembly: BentoRoot(typeof(...))].
        string display = Display(type);
        string how = string.Concat(new[]
        {
            "The source generator registers the codec of such a root where a Bento entry point is called with it as a type argument ",
            "known at compile time (BentoJson.Deserialize<", display, ">(...)); where it is reached only through a type parameter or a Type, declare it ",
            "with [assembly: BentoRoot(typeof(", display, "))]. Its elements must be supported too: [BentoObject] types, primitives, string, enums, ",
            "Nullable<T>, arrays, List<T>, HashSet<T> and dictionaries (BENTO032 at compile time names what is not). ",
            "Or compose a codec with ", factoryClass, ".ListOf, ArrayOf or DictionaryOf.",
        });
        if (element is null)
            return head + ". " + how;
        bool elementHasCodec;
        lock (map)
            elementHasCodec = map.ContainsKey(element);
        return elementHasCodec
            ? head + ": it is not a collection of '" + element + "' that the registry builds alone (arrays, List<T> and Dictionary<string, T>). " + how
            : head + ". " + how;
    }

    /// <summary>
    /// C# spelling of a type for messages: List&lt;List&lt;Item&gt;&gt; rather than List`1[[...]], with namespaces
    /// when <paramref name="qualified"/>. Built from ToString() and the calls ElementOf makes anyway: Type.Name,
    /// Type.Namespace and GetGenericTypeDefinition() would link the reflection runtime into NativeAOT apps.
    /// </summary>
    internal static string Display(Type type, bool qualified = false)
    {
        if (type.IsArray)
            return Display(type.GetElementType()!, qualified) + "[]";
        if (!type.IsGenericType)
            return Name(type.ToString(), qualified);
        var arguments = type.GetGenericArguments();
        if (IsNullable(type))
            return Display(arguments[0], qualified) + "?";
        string name = Name(type.ToString(), qualified);
        int tick = name.IndexOf('`');
        var parts = new string[arguments.Length];
        for (int i = 0; i < parts.Length; i++)
            parts[i] = Display(arguments[i], qualified);
        return (tick < 0 ? name : name.Substring(0, tick)) + "<" + string.Join(", ", parts) + ">";
    }

    /// <summary>A type's own name from its <c>ToString()</c> text: namespace, declaring types and generic arguments cut off.</summary>
    internal static string ShortName(string fullName) => Name(fullName, qualified: false);

    private static string Name(string fullName, bool qualified)
    {
        // The type's own name ends where its generic arguments start ("System.Collections.Generic.List`1[...]").
        int bracket = fullName.IndexOf('[');
        if (bracket >= 0)
            fullName = fullName.Substring(0, bracket);
        if (qualified)
            return fullName.Replace('+', '.');
        return fullName.Substring(Math.Max(fullName.LastIndexOf('.'), fullName.LastIndexOf('+')) + 1);
    }

    // Not GetGenericTypeDefinition(): under NativeAOT that brings in the reflection type resolver.
    private static bool IsNullable(Type type) => type.IsValueType && type.IsGenericType && type.ToString().StartsWith("System.Nullable`1[", StringComparison.Ordinal);

    private static bool IsFrameworkType(Type type) => type.ToString().StartsWith("System.", StringComparison.Ordinal);

    private static void Add(Dictionary<Type, RootFactory> map, Type element, RootFactory factory)
    {
        lock (map)
            map[element] = factory;
    }

    private static object? Find(Dictionary<Type, RootFactory> map, Type type)
    {
        RunClassConstructor(type);
        RootFactory? factory;
        lock (map)
            map.TryGetValue(type, out factory);
        return factory?.Element ?? Create(map, type);
    }

    private static object? Create(Dictionary<Type, RootFactory> map, Type collectionType)
    {
        var element = ElementOf(collectionType);
        if (element is null) return null;
        RunClassConstructor(element);
        RootFactory? factory;
        lock (map)
            map.TryGetValue(element, out factory);
        return factory?.Create(collectionType);
    }

    // Arrays give their element type; generic types their last type argument (a dictionary's value). The factory then
    // accepts only exact shapes, so a guess here that does not fit (KeyValuePair<string, T>, T[,]) simply finds nothing.
    private static Type? ElementOf(Type type)
    {
        if (type.IsArray) return type.GetElementType();
        if (!type.IsGenericType) return null;
        var arguments = type.GetGenericArguments();
        return arguments.Length is 1 or 2 ? arguments[arguments.Length - 1] : null;
    }

    [UnconditionalSuppressMessage("Trimming", "IL2059", Justification = "Generated code roots the static constructor of every marked type.")]
    private static void RunClassConstructor(Type element) => RuntimeHelpers.RunClassConstructor(element.TypeHandle);
}
