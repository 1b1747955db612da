using System;

namespace Bento.Json;

// Members the untyped value type needs from the writer, kept apart from the writer's own files.
public ref partial struct JsonWriter
{
    // Copied in slices, so that a large document never asks the output for one huge span.
    private const int MinifiedSliceBytes = 16 * 1024;

    /// <summary>Whether this writer records hinted JSON size hints (then a copied string literal needs its unescaped text).</summary>
    internal readonly bool RecordsHints => _hints is not null;

    /// <summary>
    /// Whether this writer gives every token of valid, minified JSON back byte for byte: compact, no HTML escaping, no
    /// hints to record, and no union discriminator waiting for the next object.
    /// </summary>
    internal readonly bool WritesMinifiedTokens => !_indented && !_escapeHtml && _hints is null && _pendingUnion is null;

    /// <summary>Writes a container of a tape, already in minified form (a separator first when one is due), as is.</summary>
    internal void WriteMinified(JsonTape tape, int row)
    {
        var prefix = Reserve(PrefixSize);
        Advance(WriteValuePrefix(prefix));
        int at = tape.Offset(row);
        int end = at + tape.Length(row);
        while (at < end)
        {
            var value = tape.Segment(at, end);
            at += value.Length;
            while (value.Length > 0)
            {
                int take = Math.Min(value.Length, MinifiedSliceBytes);
                var span = Reserve(take);
                value.Slice(0, take).CopyTo(span);
                Advance(take);
                value = value.Slice(take);
            }
        }

        _needComma = true;
    }
}
