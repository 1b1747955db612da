using System;
using System.Collections.Generic;
using System.Text;

namespace Bento.Fuzz;

/// <summary>
/// Turns an input number into bytes, the same in every process: a seed chosen by the number, then one to four
/// mutations. Generic ones (bit flips, byte inserts and deletes, duplicated and spliced ranges, truncation) work on
/// any format; structure-aware ones replace JSON numbers, strings and hints, nest deeply, repeat members, and rewrite
/// MessagePack headers (lengths, families) and values.
/// </summary>
internal sealed class Mutator
{
    private static readonly string[] s_numbers =
    {
        "0", "-0", "1e309", "-1e309", "1e-400", "2.2250738585072011e-308", "4.9e-324", "9223372036854775807", "9223372036854775808",
        "-9223372036854775809", "18446744073709551616", "123456789012345678901234567890", "0.1e1", "1E+2", "1.0", "01", "1.", ".5",
        "-", "1e", "NaN", "Infinity", "79228162514264337593543950336", "3.4028236e38", "1" + new string('0', 400), "0." + new string('0', 400) + "1",
    };

    private static readonly string[] s_strings =
    {
        "\"\"", "\"\\ud800\"", "\"\\udc00\\ud800\"", "\"\\u0000\"", "\"\\x\"", "\"\\u12\"", "\"" + new string('a', 70_000) + "\"", "\"\t\"",
        "\"0001-01-01T00:00:00+01:00\"", "\"9999-12-31T23:59:59-01:00\"", "\"2024-02-30\"", "\"24:00:00\"", "\"10675199.02:48:05.4775808\"",
        "\"00000000-0000-0000-0000-00000000000g\"", "\"AAE=\"", "\"A===\"", "\"http://[::1\"", "\"1.2.3.4.5\"", "\"\u00ff\"",
    };

    private static readonly string[] s_tokens = { "{", "}", "[", "]", ",", ":", "null", "true", "false", "\"", "/*", "*/", "//", "\n", "\\", " ", "\"a\":1," };

    private static readonly byte[] s_interestingBytes = { 0x00, 0x01, 0x7f, 0x80, 0xff, 0xc0, 0xc1, 0xc2, 0xc3, 0xdc, 0xdd, 0xde, 0xdf, 0xd9, 0xda, 0xdb, 0xc4, 0xc5, 0xc6, 0xc7, 0xc8, 0xc9, 0xd4, 0xd8, 0xcb, 0xca, 0xcf, 0xd3, 0x90, 0x80, 0xa0, 0xbf, 0xe0, 0xed, 0xf4, 0xf8 };

    private static readonly uint[] s_lengths = { 0, 1, 2, 15, 16, 31, 32, 255, 256, 65535, 65536, 0x7FFFFFFF, 0x80000000, 0xFFFFFFFF };

    private readonly SeedPool _seeds;
    private readonly ulong _seed;
    private readonly bool _json;

    public Mutator(SeedPool seeds, long seed)
    {
        _seeds = seeds;
        _seed = (ulong)seed;
        _json = seeds.Format == FuzzFormat.Json || seeds.Format == FuzzFormat.Hinted;
    }

    /// <summary>The bytes of input <paramref name="number"/> and the seed it came from.</summary>
    public byte[] Input(long number, out Seed seed)
    {
        var random = new Random(Mix(_seed, (ulong)_seeds.Format, (ulong)number));
        seed = _seeds.Large.Count > 0 && random.Next(1000) == 0
            ? _seeds.Large[random.Next(_seeds.Large.Count)]
            : _seeds.Small[random.Next(_seeds.Small.Count)];

        // One input in sixteen is a seed itself, so the entry points also see valid documents in every shape.
        if (random.Next(16) == 0)
            return (byte[])seed.Bytes.Clone();
        var bytes = new List<byte>(seed.Bytes);
        int edits = 1 + random.Next(random.Next(2) == 0 ? 2 : 4);
        for (int e = 0; e < edits; e++)
        {
            if (_json ? random.Next(2) == 0 : random.Next(3) == 0)
                MutateStructure(bytes, random);
            else
                MutateBytes(bytes, random);
        }

        return bytes.ToArray();
    }

    private static int Mix(ulong seed, ulong format, ulong number)
    {
        // SplitMix64 finaliser: neighbouring input numbers get unrelated generators.
        ulong z = seed * 0x9E3779B97F4A7C15UL + (format << 56) + number;
        z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9UL;
        z = (z ^ (z >> 27)) * 0x94D049BB133111EBUL;
        return (int)(z ^ (z >> 31));
    }

    private void MutateBytes(List<byte> bytes, Random random)
    {
        int at = bytes.Count == 0 ? 0 : random.Next(bytes.Count);
        switch (random.Next(9))
        {
            case 0 when bytes.Count > 0:
                bytes[at] ^= (byte)(1 << random.Next(8));
                break;
            case 1 when bytes.Count > 0:
                bytes[at] = (byte)random.Next(256);
                break;
            case 2:
                int count = 1 + random.Next(8);
                for (int i = 0; i < count; i++)
                    bytes.Insert(at, (byte)random.Next(256));
                break;
            case 3 when bytes.Count > 0:
                bytes.RemoveRange(at, Math.Min(bytes.Count - at, 1 + random.Next(random.Next(2) == 0 ? 4 : 64)));
                break;
            case 4 when bytes.Count > 0:
                // Truncation: torn input, the commonest real-world damage.
                bytes.RemoveRange(at, bytes.Count - at);
                break;
            case 5 when bytes.Count > 0:
                int from = random.Next(bytes.Count), length = Math.Min(bytes.Count - from, 1 + random.Next(256));
                bytes.InsertRange(at, bytes.GetRange(from, length));
                break;
            case 6:
                // Splice: the head of this input and the tail of another seed of the same format.
                byte[] other = _seeds.Small[random.Next(_seeds.Small.Count)].Bytes;
                int tail = other.Length == 0 ? 0 : random.Next(other.Length);
                bytes.RemoveRange(at, bytes.Count - at);
                bytes.AddRange(new ArraySegment<byte>(other, tail, other.Length - tail));
                break;
            case 7 when bytes.Count > 0:
                bytes[at] = s_interestingBytes[random.Next(s_interestingBytes.Length)];
                break;
            default:
                if (_json)
                    bytes.InsertRange(at, Encoding.UTF8.GetBytes(s_tokens[random.Next(s_tokens.Length)]));
                else
                    bytes.Insert(at, s_interestingBytes[random.Next(s_interestingBytes.Length)]);
                break;
        }
    }

    private void MutateStructure(List<byte> bytes, Random random)
    {
        if (_json)
            MutateJson(bytes, random);
        else
            MutateMessagePack(bytes, random);
    }

    // ---- JSON ----

    private static void MutateJson(List<byte> bytes, Random random)
    {
        switch (random.Next(7))
        {
            case 0:
                ReplaceToken(bytes, random, IsNumberStart, IsNumberPart, s_numbers[random.Next(s_numbers.Length)]);
                break;
            case 1:
                ReplaceString(bytes, random, s_strings[random.Next(s_strings.Length)]);
                break;
            case 2:
                // Deep nesting at a value position: around and beyond the default depth limit of 64.
                int depth = random.Next(4) switch { 0 => 63 + random.Next(3), 1 => 1 + random.Next(40), 2 => 200, _ => 3000 };
                bool arrays = random.Next(2) == 0;
                int at = ValueStart(bytes, random);
                var open = new StringBuilder();
                for (int i = 0; i < depth; i++)
                    open.Append(arrays ? "[" : "{\"Next\":");
                var close = new string(arrays ? ']' : '}', depth);
                int end = random.Next(3) == 0 ? bytes.Count : ValueEnd(bytes, at);
                bytes.InsertRange(end, Encoding.UTF8.GetBytes(close));
                bytes.InsertRange(at, Encoding.UTF8.GetBytes(open.ToString()));
                break;
            case 3:
                // A member repeated (duplicate keys), with the same or another value.
                int quote = FindFrom(bytes, random.Next(Math.Max(1, bytes.Count)), (byte)'"');
                int colon = quote < 0 ? -1 : FindFrom(bytes, quote + 1, (byte)':');
                if (quote >= 0 && colon > quote)
                {
                    int valueEnd = ValueEnd(bytes, colon + 1);
                    var member = bytes.GetRange(quote, valueEnd - quote);
                    member.Add((byte)',');
                    bytes.InsertRange(quote, member);
                }

                break;
            case 4:
                ReplaceHint(bytes, random);
                break;
            case 5:
                // A structural byte swapped for another: { for [, : for ,, a quote dropped.
                int s = FindAny(bytes, random, "{}[]:,\"");
                if (s >= 0)
                    bytes[s] = (byte)"{}[]:,\" \"0"[random.Next(10)];
                break;
            default:
                int p = ValueStart(bytes, random);
                bytes.InsertRange(p, Encoding.UTF8.GetBytes(random.Next(3) switch { 0 => "/* c */", 1 => "// c\n", _ => "\u00ef\u00bb\u00bf" }));
                break;
        }
    }

    private static bool IsNumberStart(byte b) => (b >= '0' && b <= '9') || b == '-';

    private static bool IsNumberPart(byte b) => (b >= '0' && b <= '9') || b == '-' || b == '+' || b == '.' || b == 'e' || b == 'E';

    private static void ReplaceToken(List<byte> bytes, Random random, Func<byte, bool> start, Func<byte, bool> part, string with)
    {
        int from = random.Next(Math.Max(1, bytes.Count));
        for (int i = 0; i < bytes.Count; i++)
        {
            int at = (from + i) % bytes.Count;
            if (!start(bytes[at]) || (at > 0 && part(bytes[at - 1])))
                continue;
            int end = at;
            while (end < bytes.Count && part(bytes[end]))
                end++;
            bytes.RemoveRange(at, end - at);
            bytes.InsertRange(at, Encoding.UTF8.GetBytes(with));
            return;
        }
    }

    private static void ReplaceString(List<byte> bytes, Random random, string with)
    {
        int open = FindFrom(bytes, random.Next(Math.Max(1, bytes.Count)), (byte)'"');
        if (open < 0)
            return;
        int close = open + 1;
        while (close < bytes.Count && bytes[close] != '"')
            close += bytes[close] == '\\' ? 2 : 1;
        if (close >= bytes.Count)
            return;
        bytes.RemoveRange(open, close + 1 - open);
        bytes.InsertRange(open, Encoding.UTF8.GetBytes(with));
    }

    private static void ReplaceHint(List<byte> bytes, Random random)
    {
        // Hinted JSON's comments carry counts and lengths: lie about them (too big, negative, huge, malformed).
        int start = FindFrom(bytes, random.Next(Math.Max(1, bytes.Count)), (byte)'/');
        if (start < 0 || start + 1 >= bytes.Count || bytes[start + 1] != '*')
            return;
        int end = start + 2;
        while (end + 1 < bytes.Count && !(bytes[end] == '*' && bytes[end + 1] == '/'))
            end++;
        if (end + 1 >= bytes.Count)
            return;
        string[] lies = { "/*0:0*/", "/*1:1*/", "/*999999999:1*/", "/*2147483647:2147483647*/", "/*-1:5*/", "/*3*/", "/*s99999999*/", "/*bento-hinted-json:2*/", "/*:*/", "/*99999999999999999999:1*/" };
        bytes.RemoveRange(start, end + 2 - start);
        bytes.InsertRange(start, Encoding.UTF8.GetBytes(lies[random.Next(lies.Length)]));
    }

    private static int ValueStart(List<byte> bytes, Random random)
    {
        int at = FindAny(bytes, random, ":[,");
        return at < 0 ? 0 : at + 1;
    }

    /// <summary>The end of the JSON value that starts at or after <paramref name="at"/>, by bracket counting (good enough to cut a mutation).</summary>
    private static int ValueEnd(List<byte> bytes, int at)
    {
        int depth = 0;
        bool inString = false;
        for (int i = at; i < bytes.Count; i++)
        {
            byte b = bytes[i];
            if (inString)
            {
                if (b == '\\')
                    i++;
                else if (b == '"')
                    inString = false;
                continue;
            }

            if (b == '"')
                inString = true;
            else if (b == '{' || b == '[')
                depth++;
            else if (b == '}' || b == ']' || b == ',')
            {
                if (depth == 0)
                    return i;
                if (b != ',')
                    depth--;
            }
        }

        return bytes.Count;
    }

    private static int FindFrom(List<byte> bytes, int from, byte value)
    {
        for (int i = 0; i < bytes.Count; i++)
        {
            int at = (from + i) % bytes.Count;
            if (bytes[at] == value)
                return at;
        }

        return -1;
    }

    private static int FindAny(List<byte> bytes, Random random, string set)
    {
        if (bytes.Count == 0)
            return -1;
        int from = random.Next(bytes.Count);
        for (int i = 0; i < bytes.Count; i++)
        {
            int at = (from + i) % bytes.Count;
            if (set.Contains((char)bytes[at], StringComparison.Ordinal))
                return at;
        }

        return -1;
    }

    // ---- MessagePack ----

    private static void MutateMessagePack(List<byte> bytes, Random random)
    {
        List<int> heads = MessagePackHeads.Find(bytes);
        if (heads.Count == 0)
        {
            bytes.Insert(0, s_interestingBytes[random.Next(s_interestingBytes.Length)]);
            return;
        }

        int at = heads[random.Next(heads.Count)];
        switch (random.Next(5))
        {
            case 0:
                SetLength(bytes, at, s_lengths[random.Next(s_lengths.Length)], random);
                break;
            case 1:
                // A value replaced by an odd one: nil, the never-used 0xc1, NaN, the extremes, timestamps.
                string[] values = { "c0", "c1", "cb7ff8000000000000", "cf ffffffffffffffff", "d3 8000000000000000", "d6ff ffffffff", "d7ff fffffffc00000000", "c70cff 3b9aca00 0000000000000000", "c2", "a0", "90", "80", "d9ff", "c4 ff" };
                int valueEnd = MessagePackHeads.ValueEnd(bytes, at);
                bytes.RemoveRange(at, valueEnd - at);
                bytes.InsertRange(at, Hex(values[random.Next(values.Length)]));
                break;
            case 2:
                // Deep nesting of one-element arrays or maps around a value.
                int depth = random.Next(3) switch { 0 => 63 + random.Next(3), 1 => 1 + random.Next(30), _ => 2000 };
                var wrap = new byte[random.Next(2) == 0 ? depth : depth * 3];
                for (int i = 0; i < wrap.Length; i += wrap.Length == depth ? 1 : 3)
                {
                    if (wrap.Length == depth)
                        wrap[i] = 0x91;
                    else
                    {
                        wrap[i] = 0x81;
                        wrap[i + 1] = 0xa1;
                        wrap[i + 2] = (byte)'A';
                    }
                }

                bytes.InsertRange(at, wrap);
                break;
            case 3:
                // The same length in a wider family (fixstr as str 32, fixarray as array 32...), which readers must accept.
                Widen(bytes, at);
                break;
            default:
                // A value duplicated: a map gains a repeated key, an array an extra element.
                int end = MessagePackHeads.ValueEnd(bytes, at);
                bytes.InsertRange(end, bytes.GetRange(at, end - at));
                break;
        }
    }

    private static void SetLength(List<byte> bytes, int at, uint length, Random random)
    {
        byte marker = bytes[at];
        int width = marker switch
        {
            0xc4 or 0xd9 or 0xc7 => 1,
            0xc5 or 0xda or 0xdc or 0xde or 0xc8 => 2,
            0xc6 or 0xdb or 0xdd or 0xdf or 0xc9 => 4,
            _ => 0,
        };
        if (width == 0)
        {
            // A fix family: change the count bits inside the marker.
            if (marker >= 0x80 && marker <= 0x8f)
                bytes[at] = (byte)(0x80 | (length & 0x0f));
            else if (marker >= 0x90 && marker <= 0x9f)
                bytes[at] = (byte)(0x90 | (length & 0x0f));
            else if (marker >= 0xa0 && marker <= 0xbf)
                bytes[at] = (byte)(0xa0 | (length & 0x1f));
            else
                bytes[at] = (byte)random.Next(256);
            return;
        }

        for (int i = 0; i < width && at + 1 + i < bytes.Count; i++)
            bytes[at + 1 + i] = (byte)(length >> (8 * (width - 1 - i)));
    }

    private static void Widen(List<byte> bytes, int at)
    {
        byte marker = bytes[at];
        if (marker >= 0xa0 && marker <= 0xbf)
        {
            bytes[at] = 0xdb;
            bytes.InsertRange(at + 1, new byte[] { 0, 0, 0, (byte)(marker & 0x1f) });
        }
        else if (marker >= 0x90 && marker <= 0x9f)
        {
            bytes[at] = 0xdd;
            bytes.InsertRange(at + 1, new byte[] { 0, 0, 0, (byte)(marker & 0x0f) });
        }
        else if (marker >= 0x80 && marker <= 0x8f)
        {
            bytes[at] = 0xdf;
            bytes.InsertRange(at + 1, new byte[] { 0, 0, 0, (byte)(marker & 0x0f) });
        }
        else if (marker <= 0x7f)
        {
            bytes[at] = 0xcf;
            bytes.InsertRange(at + 1, new byte[] { 0, 0, 0, 0, 0, 0, 0, marker });
        }
    }

    private static byte[] Hex(string hex)
    {
        hex = hex.Replace(" ", "", StringComparison.Ordinal);
        return Convert.FromHexString(hex);
    }
}
