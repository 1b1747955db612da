using System;
using System.Collections.Generic;

namespace Bento.Fuzz;

/// <summary>
/// A forgiving MessagePack walker for the mutator: where each value starts and ends. It stops at the first byte it
/// cannot make sense of (inputs may already be mutated), and never trusts a length beyond the input.
/// </summary>
internal static class MessagePackHeads
{
    public static List<int> Find(List<byte> bytes)
    {
        var heads = new List<int>();
        int at = 0;
        // A stream of values (several roots) is walked too; each step records one head.
        while (at < bytes.Count && heads.Count < 4096)
        {
            int next = Step(bytes, at, heads);
            if (next <= at)
                break;
            at = next;
        }

        return heads;
    }

    /// <summary>The offset just past the value that starts at <paramref name="at"/>, or <c>at + 1</c> when it cannot be walked.</summary>
    public static int ValueEnd(List<byte> bytes, int at)
    {
        int end = Step(bytes, at, null);
        return end > at ? Math.Min(end, bytes.Count) : Math.Min(at + 1, bytes.Count);
    }

    // Walks one value and its children iteratively (mutated inputs nest thousands deep); returns its end, or -1.
    private static int Step(List<byte> bytes, int at, List<int>? heads)
    {
        var pending = new Stack<long>();
        pending.Push(1);
        while (pending.Count > 0)
        {
            long left = pending.Pop();
            if (left == 0)
                continue;
            pending.Push(left - 1);
            if (at >= bytes.Count)
                return -1;
            heads?.Add(at);
            byte m = bytes[at];
            long children = 0;
            long skip;
            if (m <= 0x7f || m >= 0xe0 || m == 0xc0 || m == 0xc2 || m == 0xc3)
                skip = 1;
            else if (m >= 0x80 && m <= 0x8f)
            {
                skip = 1;
                children = 2L * (m & 0x0f);
            }
            else if (m >= 0x90 && m <= 0x9f)
            {
                skip = 1;
                children = m & 0x0f;
            }
            else if (m >= 0xa0 && m <= 0xbf)
                skip = 1 + (m & 0x1f);
            else
            {
                switch (m)
                {
                    case 0xcc: case 0xd0: skip = 2; break;
                    case 0xcd: case 0xd1: skip = 3; break;
                    case 0xce: case 0xd2: case 0xca: skip = 5; break;
                    case 0xcf: case 0xd3: case 0xcb: skip = 9; break;
                    case 0xd4: skip = 3; break;
                    case 0xd5: skip = 4; break;
                    case 0xd6: skip = 6; break;
                    case 0xd7: skip = 10; break;
                    case 0xd8: skip = 18; break;
                    case 0xc4: case 0xd9: skip = 2 + Read(bytes, at + 1, 1); break;
                    case 0xc5: case 0xda: skip = 3 + Read(bytes, at + 1, 2); break;
                    case 0xc6: case 0xdb: skip = 5 + Read(bytes, at + 1, 4); break;
                    case 0xc7: skip = 3 + Read(bytes, at + 1, 1); break;
                    case 0xc8: skip = 4 + Read(bytes, at + 1, 2); break;
                    case 0xc9: skip = 6 + Read(bytes, at + 1, 4); break;
                    case 0xdc: skip = 3; children = Read(bytes, at + 1, 2); break;
                    case 0xdd: skip = 5; children = Read(bytes, at + 1, 4); break;
                    case 0xde: skip = 3; children = 2 * Read(bytes, at + 1, 2); break;
                    case 0xdf: skip = 5; children = 2 * Read(bytes, at + 1, 4); break;
                    default: return -1;
                }
            }

            if (skip < 0 || at + skip > bytes.Count || children > bytes.Count)
                return -1;
            at += (int)skip;
            if (children > 0)
                pending.Push(children);
        }

        return at;
    }

    private static long Read(List<byte> bytes, int at, int width)
    {
        if (at + width > bytes.Count)
            return -1_000_000_000;
        long value = 0;
        for (int i = 0; i < width; i++)
            value = (value << 8) | bytes[at + i];
        return value;
    }
}
