using System.Collections.Generic;
using Microsoft.CodeAnalysis;

namespace Bento.Generator.Parser;

/// <summary>
/// The attributes of System.Text.Json and MessagePack-CSharp that a [BentoObject] type may already carry, matched by
/// their full names so that neither the runtime nor the generator depends on those libraries. Reading them here keeps
/// one meaning per attribute; <see cref="TypeParser"/> decides how each combines with Bento's own attributes (Bento's win).
/// </summary>
internal static class ForeignAttributes
{
    private const string Stj = "System.Text.Json.Serialization.";

    public const string JsonPropertyName = Stj + "JsonPropertyNameAttribute";
    public const string JsonIgnore = Stj + "JsonIgnoreAttribute";
    public const string JsonInclude = Stj + "JsonIncludeAttribute";
    public const string JsonConstructor = Stj + "JsonConstructorAttribute";
    public const string JsonRequired = Stj + "JsonRequiredAttribute";
    public const string JsonPropertyOrder = Stj + "JsonPropertyOrderAttribute";
    public const string JsonStringEnumMemberName = Stj + "JsonStringEnumMemberNameAttribute";
    public const string JsonConverter = Stj + "JsonConverterAttribute";

    public const string MessagePackObject = "MessagePack.MessagePackObjectAttribute";
    public const string Key = "MessagePack.KeyAttribute";
    public const string IgnoreMember = "MessagePack.IgnoreMemberAttribute";
    public const string SerializationConstructor = "MessagePack.SerializationConstructorAttribute";

    /// <summary>System.Text.Json's JsonIgnoreCondition, by value (the enum is not referenced).</summary>
    public enum IgnoreCondition
    {
        Never = 0,
        Always = 1,
        WhenWritingDefault = 2,
        WhenWritingNull = 3,
        WhenWriting = 4,
        WhenReading = 5,
    }

    /// <summary>
    /// Attributes on the type whose meaning Bento does not have, with what a user gets instead. Converters are the main
    /// ones; each is reported (BENTO027) rather than silently dropped.
    /// </summary>
    public static readonly KeyValuePair<string, string>[] UnsupportedOnType =
    {
        new(JsonConverter, "Bento writes the type with its generated codec; a custom format needs a hand-written JsonCodec<T>"),
        new(Stj + "JsonNumberHandlingAttribute", "Bento writes numbers as numbers and reads only numbers"),
        new(Stj + "JsonUnmappedMemberHandlingAttribute", "use BentoJsonOptions.RejectUnknownMembers per call instead"),
        new(Stj + "JsonObjectCreationHandlingAttribute", "Bento's populate is chosen per call (BentoJson.Populate) and per member with [BentoReuse]"),
        new("MessagePack.MessagePackFormatterAttribute", "Bento writes the type with its generated codec; a custom format needs a hand-written MsgPackCodec<T>"),
    };

    /// <summary>Attributes on a member whose meaning Bento does not have, with what a user gets instead.</summary>
    public static readonly KeyValuePair<string, string>[] UnsupportedOnMember =
    {
        new(JsonConverter, "Bento writes the member with the codec of its type; only JsonStringEnumConverter (enums as names) is understood"),
        new(Stj + "JsonNumberHandlingAttribute", "Bento writes numbers as numbers and reads only numbers"),
        new(Stj + "JsonObjectCreationHandlingAttribute", "Bento's populate is chosen per call (BentoJson.Populate) and per member with [BentoReuse]"),
        new("MessagePack.MessagePackFormatterAttribute", "Bento writes the member with the codec of its type"),
    };

    /// <summary>The name given by <c>[JsonPropertyName]</c>, if any.</summary>
    public static string? PropertyName(ISymbol symbol) =>
        Symbols.Find(symbol, JsonPropertyName) is { ConstructorArguments.Length: 1 } a && a.ConstructorArguments[0].Value is string name ? name : null;

    /// <summary>The condition of <c>[JsonIgnore]</c> (Always when it names none), or null without the attribute.</summary>
    public static IgnoreCondition? Ignore(ISymbol symbol)
    {
        var attribute = Symbols.Find(symbol, JsonIgnore);
        if (attribute is null)
            return null;
        foreach (var named in attribute.NamedArguments)
        {
            if (named.Key == "Condition" && named.Value.Value is int condition)
                return (IgnoreCondition)condition;
        }
        return IgnoreCondition.Always;
    }

    /// <summary>The order given by <c>[JsonPropertyOrder]</c>, if any.</summary>
    public static int? PropertyOrder(ISymbol symbol) =>
        Symbols.Find(symbol, JsonPropertyOrder) is { ConstructorArguments.Length: 1 } a && a.ConstructorArguments[0].Value is int order ? order : null;

    /// <summary>MessagePack-CSharp's <c>[Key]</c>: its integer or its string (one of them), or neither without the attribute.</summary>
    public static (bool Present, int? IntKey, string? StringKey) MessagePackKey(ISymbol symbol)
    {
        var attribute = Symbols.Find(symbol, Key);
        if (attribute is null)
            return (false, null, null);
        if (attribute.ConstructorArguments.Length == 1)
        {
            object? value = attribute.ConstructorArguments[0].Value;
            if (value is int i)
                return (true, i, null);
            if (value is string s)
                return (true, null, s);
        }
        return (true, null, null);
    }

    /// <summary>Whether the member or its type carries <c>[JsonConverter(typeof(JsonStringEnumConverter))]</c> (or the generic form).</summary>
    public static bool IsStringEnumConverter(AttributeData attribute) =>
        attribute.ConstructorArguments.Length == 1
        && attribute.ConstructorArguments[0].Value is INamedTypeSymbol converter
        && converter.ContainingNamespace?.ToDisplayString() == "System.Text.Json.Serialization"
        && converter.Name == "JsonStringEnumConverter";

    /// <summary>The string converter on <paramref name="symbol"/>, when it has one.</summary>
    public static bool HasStringEnumConverter(ISymbol symbol) =>
        Symbols.Find(symbol, JsonConverter) is { } attribute && IsStringEnumConverter(attribute);

    /// <summary>
    /// <c>[MessagePackObject]</c> on the type: whether it is there, whether members are keyed by their C# names
    /// (<c>keyAsPropertyName: true</c>), and whether non-public members with <c>[Key]</c> are serialized
    /// (<c>AllowPrivate = true</c>, MessagePack-CSharp 3).
    /// </summary>
    public static (bool Present, bool KeyAsPropertyName, bool AllowPrivate) MessagePackObjectOf(ISymbol type)
    {
        var attribute = Symbols.Find(type, MessagePackObject);
        if (attribute is null)
            return (false, false, false);
        bool keyAsName = attribute.ConstructorArguments.Length == 1 && attribute.ConstructorArguments[0].Value is true;
        bool allowPrivate = false;
        foreach (var named in attribute.NamedArguments)
        {
            if (named.Key == "KeyAsPropertyName" && named.Value.Value is bool k)
                keyAsName = k;
            else if (named.Key == "AllowPrivate" && named.Value.Value is bool p)
                allowPrivate = p;
        }
        return (true, keyAsName, allowPrivate);
    }

    /// <summary>
    /// The serialization attributes (Bento's and the other serializers') that name, key, order or require a member,
    /// which do nothing on a member that is not serialized: the first found is reported (BENTO028).
    /// </summary>
    public static readonly string[] MemberShaping =
    {
        Symbols.NameAttribute, Symbols.RequiredAttribute, Symbols.KeyAttribute, Symbols.EnumAsNameAttribute, Symbols.OrderAttribute,
        "Bento.BentoAliasAttribute", "Bento.BentoReuseAttribute",
        JsonPropertyName, JsonRequired, JsonPropertyOrder, Key,
    };

    /// <summary>The short name of an attribute as written in source (<c>JsonPropertyName</c>).</summary>
    public static string ShortName(string fullName)
    {
        int dot = fullName.LastIndexOf('.');
        string name = dot >= 0 ? fullName.Substring(dot + 1) : fullName;
        return name.EndsWith("Attribute", System.StringComparison.Ordinal) ? name.Substring(0, name.Length - "Attribute".Length) : name;
    }
}
