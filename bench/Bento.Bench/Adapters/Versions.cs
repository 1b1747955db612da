using System;
using System.Reflection;

namespace Bento.Bench.Adapters;

static class Versions
{
    /// <summary>The informational version of the assembly holding <paramref name="type"/>, without the source-link hash.</summary>
    public static string Of(Type type)
    {
        var assembly = type.Assembly;
        string? version = assembly.GetCustomAttribute<AssemblyInformationalVersionAttribute>()?.InformationalVersion
            ?? assembly.GetName().Version?.ToString();
        if (version is null)
        {
            return "?";
        }

        int plus = version.IndexOf('+', StringComparison.Ordinal);
        return plus < 0 ? version : version[..plus];
    }
}
