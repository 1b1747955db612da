using Microsoft.CodeAnalysis;
using Microsoft.CodeAnalysis.CSharp;

namespace Bento.Generator;

/// <summary>What the consuming compilation can accept in generated code, and what it asks for by default.</summary>
/// <param name="LanguageVersion">The effective C# version as a number (9, 10, 11, ...).</param>
/// <param name="HasModuleInitializer">Whether <c>System.Runtime.CompilerServices.ModuleInitializerAttribute</c> is available (net5+, not Unity).</param>
/// <param name="DefaultFormats">The assembly's <c>[assembly: BentoDefaultFormats(...)]</c> bits, <see cref="FormatSet.All"/> without one.</param>
internal sealed record LangTarget(int LanguageVersion, bool HasModuleInitializer, int DefaultFormats = FormatSet.All)
{
    /// <summary>The formats generated for <paramref name="typeFormats"/> (a type's own setting, 0 for none).</summary>
    public int FormatsOf(int typeFormats) => typeFormats != 0 ? typeFormats : DefaultFormats;

    public static int VersionOf(ParseOptions options)
    {
        if (options is not CSharpParseOptions csharp)
            return 9;
        var version = csharp.LanguageVersion.MapSpecifiedToEffectiveVersion();
        // LanguageVersion values are 1..7, 701..703, then 800, 900, 1000, ... for the versions this code cares about.
        int raw = (int)version;
        return raw >= 100 ? raw / 100 : raw;
    }
}
