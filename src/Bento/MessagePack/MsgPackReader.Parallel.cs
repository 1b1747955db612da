using System;

namespace Bento.MessagePack;

// What a parallel read (MsgPackSplitter) needs of the reader: the document, a reader for a part of an array, and moving
// the reader past what other threads read.
public ref partial struct MsgPackReader
{
    /// <summary>Creates the reader of a parallel read, with the splitter its arrays consult.</summary>
    internal MsgPackReader(ReadOnlySpan<byte> source, BentoMessagePackOptions? options, MsgPackSplitter splitter)
        : this(source, options)
    {
        _split = splitter;
    }

    /// <summary>
    /// The splitter of a parallel read, else null. Typed as object so that NativeAOT, when a program never starts a
    /// parallel read (no MsgPackSplitter is ever constructed), compiles the type test in the collection reads to false
    /// and leaves the parallel path out of the program.
    /// </summary>
    internal readonly object? SplitState => _split;

    /// <summary>The whole document.</summary>
    internal readonly ReadOnlySpan<byte> Document => _buffer;

    /// <summary>
    /// A reader of one part of an array: the same document and options, at an element's first byte, inside the array at
    /// <paramref name="depth"/>. Its errors carry no path: they are never seen.
    /// </summary>
    internal static MsgPackReader ForPart(ReadOnlySpan<byte> document, BentoMessagePackOptions options, int position, int depth)
    {
        var reader = new MsgPackReader(document, options);
        reader._pos = position;
        reader._depth = depth;
        reader._pathless = true;
        return reader;
    }

    /// <summary>Continues at <paramref name="position"/>, where other threads' elements end.</summary>
    internal void ResumeAt(int position) => _pos = position;
}
