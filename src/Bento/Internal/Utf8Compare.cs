using System;
#if NET8_0_OR_GREATER
using System.Text;
#endif

namespace Bento.Internal;

/// <summary>
/// Compares UTF-8 input with a string without decoding it to a new string: a populate keeps a member's current string
/// when the input holds the same text.
/// </summary>
internal static class Utf8Compare
{
    /// <summary>
    /// True when <paramref name="utf8"/> is the strict UTF-8 encoding of <paramref name="text"/>. Invalid UTF-8 (and a
    /// string with a lone surrogate, which has no UTF-8 form) compares unequal, so the caller's normal path reports it.
    /// </summary>
    public static bool EqualsString(ReadOnlySpan<byte> utf8, string text)
    {
        // Each char takes 1 to 3 bytes (a surrogate pair takes 4 for 2 chars), which rules most mismatches out at once.
        if (utf8.Length < text.Length || utf8.Length > 3 * text.Length)
            return false;
        if (utf8.Length == text.Length)
        {
            // Same length: equal only if every char is ASCII.
#if NET8_0_OR_GREATER
            return Ascii.Equals(utf8, text.AsSpan());
#else
            for (int i = 0; i < utf8.Length; i++)
            {
                byte b = utf8[i];
                if (b >= 0x80 || b != text[i])
                    return false;
            }

            return true;
#endif
        }

        return EqualsNonAscii(utf8, text);
    }

    private static bool EqualsNonAscii(ReadOnlySpan<byte> utf8, string text)
    {
        int i = 0;
        int c = 0;
        while (i < utf8.Length)
        {
            byte b = utf8[i];
            if (b < 0x80)
            {
                if (c >= text.Length || text[c] != b)
                    return false;
                i++;
                c++;
                continue;
            }

            int need;
            int min;
            int cp;
            if ((b & 0xE0) == 0xC0) { need = 1; min = 0x80; cp = b & 0x1F; }
            else if ((b & 0xF0) == 0xE0) { need = 2; min = 0x800; cp = b & 0x0F; }
            else if ((b & 0xF8) == 0xF0) { need = 3; min = 0x10000; cp = b & 0x07; }
            else return false;
            if (i + need >= utf8.Length)
                return false;
            for (int k = 1; k <= need; k++)
            {
                byte next = utf8[i + k];
                if ((next & 0xC0) != 0x80)
                    return false;
                cp = (cp << 6) | (next & 0x3F);
            }

            if (cp < min || cp > 0x10FFFF || (cp >= 0xD800 && cp <= 0xDFFF))
                return false;
            i += need + 1;
            if (cp < 0x10000)
            {
                if (c >= text.Length || text[c] != cp)
                    return false;
                c++;
            }
            else
            {
                cp -= 0x10000;
                if (c + 1 >= text.Length || text[c] != (char)(0xD800 + (cp >> 10)) || text[c + 1] != (char)(0xDC00 + (cp & 0x3FF)))
                    return false;
                c += 2;
            }
        }

        return c == text.Length;
    }
}
