using System.Linq;
using Microsoft.CodeAnalysis;
using Microsoft.CodeAnalysis.Text;

namespace Bento.Generator.Diagnostics;

/// <summary>
/// Where a diagnostic points, as plain values: a <see cref="Location"/> holds its syntax tree, which must not be kept
/// in pipeline models (it would defeat caching and pin old compilations in memory).
/// </summary>
internal sealed record LocationInfo(string FilePath, int Start, int Length, int StartLine, int StartCharacter, int EndLine, int EndCharacter)
{
    public static LocationInfo? From(Location? location)
    {
        if (location is null || !location.IsInSource)
            return null;
        var lines = location.GetLineSpan();
        return new LocationInfo(location.SourceTree?.FilePath ?? string.Empty, location.SourceSpan.Start, location.SourceSpan.Length,
            lines.StartLinePosition.Line, lines.StartLinePosition.Character, lines.EndLinePosition.Line, lines.EndLinePosition.Character);
    }

    public static LocationInfo? From(ISymbol symbol) => From(symbol.Locations.FirstOrDefault(static l => l.IsInSource));

    public Location ToLocation() => Location.Create(FilePath, new TextSpan(Start, Length),
        new LinePositionSpan(new LinePosition(StartLine, StartCharacter), new LinePosition(EndLine, EndCharacter)));
}

/// <summary>A diagnostic to report, as plain values (see <see cref="LocationInfo"/>).</summary>
internal sealed record DiagnosticInfo(string Id, LocationInfo? Location, EquatableArray<string> Arguments)
{
    public static DiagnosticInfo Create(DiagnosticDescriptor descriptor, LocationInfo? location, params string[] arguments) =>
        new(descriptor.Id, location, arguments.ToEquatableArray());

    public Diagnostic ToDiagnostic()
    {
        var descriptor = Descriptors.Find(Id)!;
        var args = new object[Arguments.Count];
        for (int i = 0; i < args.Length; i++)
            args[i] = Arguments[i];
        return Diagnostic.Create(descriptor, Location?.ToLocation(), args);
    }
}
