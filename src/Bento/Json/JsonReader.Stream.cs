using System;

namespace Bento.Json;

public ref partial struct JsonReader
{
    /// <summary>
    /// A reader over the part of a document that a streamed root-array reader still holds, set up as a whole-document
    /// reader would be at that point: inside the root array (depth 1), after an element when
    /// <paramref name="afterElement"/> is set (so a comma comes next). Nothing is skipped at the start: a byte order
    /// mark is allowed only at the very start of the input, which the streamed reader handles itself.
    /// </summary>
    internal static JsonReader InsideRootArray(ReadOnlySpan<byte> rest, BentoJsonOptions options, bool afterElement)
    {
        var reader = new JsonReader(rest, options, hintedInput: false);
        reader._pos = 0;
        reader._depth = 1;
        reader._expectComma = afterElement;
        return reader;
    }

    /// <summary>A reader over the part of a document outside its root value (before it or after it), without skipping a byte order mark.</summary>
    internal static JsonReader AtRoot(ReadOnlySpan<byte> rest, BentoJsonOptions options)
    {
        var reader = new JsonReader(rest, options, hintedInput: false);
        reader._pos = 0;
        return reader;
    }
}
