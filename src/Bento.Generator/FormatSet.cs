using Microsoft.CodeAnalysis;

namespace Bento.Generator;

/// <summary>
/// The bits of the runtime's <c>BentoCodecFormats</c> as the generator reads them from attribute arguments (an enum's
/// constant arrives as its underlying int), and the assembly-level default.
/// </summary>
internal static class FormatSet
{
    public const int Json = 1;
    public const int MessagePack = 2;
    public const int All = Json | MessagePack;

    public const string DefaultFormatsAttribute = "Bento.BentoDefaultFormatsAttribute";

    /// <summary>The <c>[assembly: BentoDefaultFormats(...)]</c> of <paramref name="assembly"/>, or <see cref="All"/>.</summary>
    public static int AssemblyDefault(IAssemblySymbol assembly)
    {
        foreach (var attribute in assembly.GetAttributes())
        {
            if (attribute.AttributeClass?.ToDisplayString() == DefaultFormatsAttribute
                && attribute.ConstructorArguments.Length == 1 && attribute.ConstructorArguments[0].Value is int bits
                && (bits & All) != 0)
                return bits & All;
        }
        return All;
    }

    /// <summary>The formats generated for a marked type: its own setting, else its assembly's default.</summary>
    public static int Of(INamedTypeSymbol type)
    {
        var attribute = Parser.Symbols.Find(type, Parser.Symbols.ObjectAttribute);
        if (attribute is not null)
        {
            foreach (var named in attribute.NamedArguments)
            {
                if (named.Key == "Formats" && named.Value.Value is int bits && (bits & All) != 0)
                    return bits & All;
            }
        }
        return AssemblyDefault(type.ContainingAssembly);
    }

    /// <summary>Names the bits as the runtime's enum does, for messages.</summary>
    public static string Name(int bits) => (bits & All) switch
    {
        Json => "BentoCodecFormats.Json",
        MessagePack => "BentoCodecFormats.MessagePack",
        _ => "BentoCodecFormats.All",
    };
}
