using System.Globalization;
using Microsoft.CodeAnalysis;
using Microsoft.CodeAnalysis.CSharp;

namespace Bento.Generator.Parser;

/// <summary>Symbol helpers shared by the parser steps.</summary>
internal static class Symbols
{
    public const string ObjectAttribute = "Bento.BentoObjectAttribute";
    public const string NameAttribute = "Bento.BentoNameAttribute";
    public const string IgnoreAttribute = "Bento.BentoIgnoreAttribute";
    public const string RequiredAttribute = "Bento.BentoRequiredAttribute";
    public const string EnumAsNameAttribute = "Bento.BentoEnumAsNameAttribute";
    public const string RequiredMemberAttribute = "System.Runtime.CompilerServices.RequiredMemberAttribute";
    public const string KeyAttribute = "Bento.BentoKeyAttribute";
    public const string IncludeAttribute = "Bento.BentoIncludeAttribute";
    public const string ConstructorAttribute = "Bento.BentoConstructorAttribute";
    public const string OrderAttribute = "Bento.BentoOrderAttribute";
    public const string CodecTypeName = "BentoJsonCodec";
    public const string MsgPackCodecTypeName = "BentoMsgPackCodec";

    /// <summary>Names the generated code declares in the user's type (the codecs and their registration).</summary>
    public static readonly string[] ReservedNames =
    {
        CodecTypeName, MsgPackCodecTypeName,
        CodecTypeName + "Registered", MsgPackCodecTypeName + "Registered",
    };

    /// <summary>Fully qualified with <c>global::</c>, keywords for special types, nullable annotations kept.</summary>
    public static readonly SymbolDisplayFormat TypeFormat = SymbolDisplayFormat.FullyQualifiedFormat
        .AddMiscellaneousOptions(SymbolDisplayMiscellaneousOptions.IncludeNullableReferenceTypeModifier);

    /// <summary>For messages: no <c>global::</c>, nullable annotations kept.</summary>
    public static readonly SymbolDisplayFormat DisplayFormat = SymbolDisplayFormat.CSharpErrorMessageFormat;

    public static string FullName(ITypeSymbol type) => type.ToDisplayString(TypeFormat);

    public static string Display(ISymbol symbol) => symbol.ToDisplayString(DisplayFormat);

    public static bool Is(AttributeData attribute, string fullName) =>
        attribute.AttributeClass is { } c && c.ToDisplayString(SymbolDisplayFormat.CSharpErrorMessageFormat) == fullName;

    public static AttributeData? Find(ISymbol? symbol, string fullName)
    {
        if (symbol is null)
            return null;
        foreach (var attribute in symbol.GetAttributes())
        {
            if (Is(attribute, fullName))
                return attribute;
        }
        return null;
    }

    public static string MetadataFullName(INamedTypeSymbol type)
    {
        var ns = type.ContainingNamespace;
        string prefix = ns is null || ns.IsGlobalNamespace ? string.Empty : ns.ToDisplayString() + ".";
        return prefix + type.MetadataName;
    }

    public static string Identifier(string name) =>
        SyntaxFacts.GetKeywordKind(name) != SyntaxKind.None ? "@" + name : name;

    /// <summary>A C# expression for a constant parameter default of <paramref name="type"/>.</summary>
    public static string Literal(object? value, ITypeSymbol type)
    {
        if (value is null)
            return "default!";
        string typeName = FullName(type);
        switch (value)
        {
            case bool b:
                return b ? "true" : "false";
            case string s:
                return SymbolDisplay.FormatLiteral(s, quote: true);
            case char c:
                return SymbolDisplay.FormatLiteral(c, quote: true);
            case float f:
                if (float.IsNaN(f)) return "float.NaN";
                if (float.IsPositiveInfinity(f)) return "float.PositiveInfinity";
                if (float.IsNegativeInfinity(f)) return "float.NegativeInfinity";
                return "(" + typeName + ")(" + f.ToString("R", CultureInfo.InvariantCulture) + "f)";
            case double d:
                if (double.IsNaN(d)) return "double.NaN";
                if (double.IsPositiveInfinity(d)) return "double.PositiveInfinity";
                if (double.IsNegativeInfinity(d)) return "double.NegativeInfinity";
                return "(" + typeName + ")(" + d.ToString("R", CultureInfo.InvariantCulture) + "d)";
            case decimal m:
                return "(" + typeName + ")(" + m.ToString(CultureInfo.InvariantCulture) + "m)";
            case ulong ul:
                return "(" + typeName + ")(" + ul.ToString(CultureInfo.InvariantCulture) + "UL)";
            case long l:
                return l == long.MinValue ? "(" + typeName + ")(long.MinValue)" : "(" + typeName + ")(" + l.ToString(CultureInfo.InvariantCulture) + "L)";
            default:
                string text = System.Convert.ToString(value, CultureInfo.InvariantCulture) ?? "0";
                return "(" + typeName + ")(" + text + ")";
        }
    }
}
