using System;

namespace Bento.Json;

// What a parallel read (JsonSplitter) needs of the reader: the document, a reader for a part of an array, and moving
// the reader past what other threads read.
public ref partial struct JsonReader
{
    /// <summary>Creates the reader of a parallel read: plain JSON (no hints), with the splitter its arrays consult.</summary>
    internal JsonReader(ReadOnlySpan<byte> utf8Json, BentoJsonOptions? options, JsonSplitter splitter)
        : this(utf8Json, options, hintedInput: false)
    {
        _split = splitter;
    }

    /// <summary>
    /// The splitter of a parallel read, else null. Typed as object so that NativeAOT, when a program never starts a
    /// parallel read (no JsonSplitter is ever constructed), compiles the type test in the collection reads to false and
    /// leaves the parallel path out of the program.
    /// </summary>
    internal readonly object? SplitState => _split;

    /// <summary>The whole document.</summary>
    internal readonly ReadOnlySpan<byte> Document => _buffer;

    /// <summary>Whether the reader's state can be handed to a part reader: plain JSON, and no union case being read.</summary>
    internal readonly bool CanSplit => !_hinted && _union is null;

    /// <summary>A reader of one part of an array: the same document and options, at an element's first byte, inside the array at <paramref name="depth"/>.</summary>
    internal static JsonReader ForPart(ReadOnlySpan<byte> document, BentoJsonOptions options, int position, int depth)
    {
        var reader = new JsonReader(document, options, hintedInput: false);
        reader._pos = position;
        reader._depth = depth;
        return reader;
    }

    /// <summary>Continues at the element that starts at <paramref name="position"/> in the current array, as after its comma.</summary>
    internal void ResumeAt(int position)
    {
        _pos = position;
        _expectComma = true;
    }

    /// <summary>Leaves the current array as its closing bracket would, <paramref name="position"/> being the byte after it.</summary>
    internal void EndArrayAt(int position)
    {
        _pos = position;
        _depth--;
        _expectComma = true;
    }
}
