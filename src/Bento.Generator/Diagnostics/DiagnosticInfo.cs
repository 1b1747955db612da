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

    /// <summary>
    /// A location in the compilation's own syntax tree when it is still there (so that <c>#pragma warning disable</c>
    /// and editors see it as a source location), else a file location with the same span.
    /// </summary>
    public Location ToLocation(Compilation? compilation)
    {
        var span = new TextSpan(Start, Length);
        if (compilation is not null)
        {
            foreach (var tree in compilation.SyntaxTrees)
            {
                if (tree.FilePath == FilePath && tree.Length >= Start + Length)
                    return Location.Create(tree, span);
            }
        }
        return Location.Create(FilePath, span,
            new LinePositionSpan(new LinePosition(StartLine, StartCharacter), new LinePosition(EndLine, EndCharacter)));
    }
}

/// <summary>A diagnostic to report, as plain values (see <see cref="LocationInfo"/>).</summary>
internal sealed record DiagnosticInfo(string Id, LocationInfo? Location, EquatableArray<string> Arguments)
{
    public static DiagnosticInfo Create(DiagnosticDescriptor descriptor, LocationInfo? location, params string[] arguments) =>
        new(descriptor.Id, location, arguments.ToEquatableArray());

    public Diagnostic ToDiagnostic(Compilation? compilation)
    {
        var descriptor = Descriptors.Find(Id)!;
        var args = new object[Arguments.Count];
        for (int i = 0; i < args.Length; i++)
            args[i] = Arguments[i];
        return Diagnostic.Create(descriptor, Location?.ToLocation(compilation), args);
    }
}
