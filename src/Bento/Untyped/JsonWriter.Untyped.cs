namespace Bento.Json;

// Members the untyped value type needs from the writer, kept apart from the writer's own files.
public ref partial struct JsonWriter
{
    /// <summary>Whether this writer records hinted JSON size hints (then a copied string literal needs its unescaped text).</summary>
    internal readonly bool RecordsHints => _hints is not null;
}
