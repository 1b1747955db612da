using System;
using System.Runtime.CompilerServices;
using Bento.MessagePack;

namespace Bento.Internal;

/// <summary>
/// Where the value starting at an offset ends, found with one cheap pass over its bytes and no validation: what the
/// check around user codecs compares the codec's stopping point with (Shapes/CheckedCodecShapes.cs). The readers'
/// own skips validate every token and cost several times more; here the codec's read validates what it reads, and a
/// malformed value is the codec's or the reader's error anyway. -1 means "not known" (the input ends first): the
/// caller then does not check.
/// </summary>
internal static class ValueExtent
{
    /// <summary>The end of the JSON value at <paramref name="pos"/> (after leading whitespace and comments, which hints also are).</summary>
    public static int Json(ReadOnlySpan<byte> buffer, int pos)
    {
        int depth = 0;
        bool started = false;
        for (int i = pos; i < buffer.Length; i++)
        {
            byte b = buffer[i];
            switch (b)
            {
                case (byte)' ' or (byte)'\t' or (byte)'\n' or (byte)'\r':
                    if (started && depth == 0) return i;
                    break;
                case (byte)'/':
                    if (started && depth == 0) return i;
                    i = SkipComment(buffer, i);
                    if (i < 0) return -1;
                    break;
                case (byte)'"':
                    i = StringEnd(buffer, i);
                    if (i < 0) return -1;
                    if (depth == 0) return i + 1;
                    break;
                case (byte)'[' or (byte)'{':
                    if (started && depth == 0) return i;
                    started = true;
                    depth++;
                    break;
                case (byte)']' or (byte)'}':
                    if (depth == 0) return started ? i : -1;
                    if (--depth == 0) return i + 1;
                    break;
                case (byte)',':
                    if (depth == 0) return started ? i : -1;
                    break;
                default:
                    started = true;
                    break;
            }
        }
        return started && depth == 0 ? buffer.Length : -1;
    }

    // The offset of the closing quote of the string opening at quote, or -1.
    private static int StringEnd(ReadOnlySpan<byte> buffer, int quote)
    {
        for (int i = quote + 1; i < buffer.Length; i++)
        {
            if (buffer[i] == '\\') i++;
            else if (buffer[i] == '"') return i;
        }
        return -1;
    }

    // The offset of the last byte of the comment (or hint) at slash, or -1.
    private static int SkipComment(ReadOnlySpan<byte> buffer, int slash)
    {
        if (slash + 1 >= buffer.Length) return -1;
        if (buffer[slash + 1] == '/')
        {
            int newline = buffer.Slice(slash).IndexOf((byte)'\n');
            return newline < 0 ? buffer.Length - 1 : slash + newline;
        }
        if (buffer[slash + 1] != '*') return -1;
        int close = buffer.Slice(slash + 2).IndexOf("*/"u8);
        return close < 0 ? -1 : slash + 2 + close + 1;
    }

    /// <summary>The end of the MessagePack value at <paramref name="pos"/>: headers are counted off, a container adding its items.</summary>
    [MethodImpl(MethodImplOptions.AggressiveInlining)]
    public static int MsgPack(ReadOnlySpan<byte> buffer, int pos)
    {
        // What codec values mostly are, a value of one fixed size or a fixarray of them (a vector, a colour), is
        // measured here, inlined into the check; anything else takes the loop below.
        if ((uint)pos < (uint)buffer.Length)
        {
            byte code = buffer[pos];
            int size = s_sizes[code];
            if (size != 0) return pos + size <= buffer.Length ? pos + size : -1;
            if (code is >= 0x90 and <= 0x9f)
            {
                int end = pos + 1;
                for (int n = code & 0x0f; n > 0; n--)
                {
                    if ((uint)end >= (uint)buffer.Length || (size = s_sizes[buffer[end]]) == 0) return MsgPackSlow(buffer, pos);
                    end += size;
                }
                return end <= buffer.Length ? end : -1;
            }
        }
        return MsgPackSlow(buffer, pos);
    }

    [MethodImpl(MethodImplOptions.NoInlining)]
    private static int MsgPackSlow(ReadOnlySpan<byte> buffer, int pos)
    {
        long pending = 1;
        while (pending > 0)
        {
            if ((uint)pos >= (uint)buffer.Length) return -1;
            byte code = buffer[pos];
            int fixedSize = s_sizes[code];
            if (fixedSize != 0)
            {
                pending--;
                pos += fixedSize;
                continue;
            }
            if (code is >= 0x90 and <= 0x9f)
            {
                pending += (code & 0x0f) - 1;
                pos++;
                continue;
            }
            if (!MsgPackFormat.TryReadHeader(buffer, pos, out var type, out int headerLength, out long payload, out long items)) return -1;
            pending--;
            pos += headerLength;
            if (type is MsgPackType.Array or MsgPackType.Map)
            {
                if (items > buffer.Length - pos) return -1;
                pending += items;
            }
            else
            {
                if (payload > buffer.Length - pos) return -1;
                pos += (int)payload;
            }
        }
        return pos <= buffer.Length ? pos : -1;
    }

    // The whole size of a value (header and payload) for the first bytes that fix it: fixints, nil, booleans, fixstr,
    // the fixed-width numbers and fixext; 0 for the rest (containers, str, bin and ext with lengths, the unused 0xc1),
    // which are decoded. One table load instead of a chain of comparisons per value.
    private static readonly byte[] s_sizes = Sizes();

    private static byte[] Sizes()
    {
        var sizes = new byte[256];
        for (int code = 0; code < 256; code++)
        {
            sizes[code] = code switch
            {
                < 0x80 or >= 0xe0 or 0xc0 or 0xc2 or 0xc3 => 1,
                >= 0xa0 and <= 0xbf => (byte)(1 + (code & 0x1f)),
                0xcc or 0xd0 => 2,
                0xcd or 0xd1 => 3,
                0xca or 0xce or 0xd2 => 5,
                0xcb or 0xcf or 0xd3 => 9,
                0xd4 => 3,
                0xd5 => 4,
                0xd6 => 6,
                0xd7 => 10,
                0xd8 => 18,
                _ => 0,
            };
        }
        return sizes;
    }
}
