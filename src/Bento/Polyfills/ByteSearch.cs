using System;
#if NET8_0_OR_GREATER
using System.Buffers;
#endif

namespace Bento.Internal;

/// <summary>Byte searches of the streamed readers, with the BCL's vectorized forms where it has them.</summary>
internal static class ByteSearch
{
#if NET8_0_OR_GREATER
    private static readonly SearchValues<byte> s_structural = SearchValues.Create("\"{}[]/"u8);
#endif

    /// <summary>How many line feeds <paramref name="text"/> holds.</summary>
    public static int CountLineFeeds(ReadOnlySpan<byte> text)
    {
#if NET8_0_OR_GREATER
        return text.Count((byte)'\n');
#else
        int count = 0;
        int at;
        while ((at = text.IndexOf((byte)'\n')) >= 0)
        {
            count++;
            text = text.Slice(at + 1);
        }

        return count;
#endif
    }

    /// <summary>The index of the first quote, brace, bracket or slash: the bytes that matter to JSON's nesting outside strings.</summary>
    public static int IndexOfStructural(ReadOnlySpan<byte> json)
    {
#if NET8_0_OR_GREATER
        return json.IndexOfAny(s_structural);
#else
        return json.IndexOfAny("\"{}[]/"u8);
#endif
    }
}
