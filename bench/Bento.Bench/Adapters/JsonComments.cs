using System;
using System.IO;

namespace Bento.Bench.Adapters;

/// <summary>Removes <c>/* */</c> and <c>//</c> comments from JSON text, leaving string contents alone. Used only to check output.</summary>
public static class JsonComments
{
    public static byte[] Strip(ReadOnlySpan<byte> json)
    {
        var output = new MemoryStream(json.Length);
        int i = 0;
        while (i < json.Length)
        {
            byte b = json[i];
            if (b == (byte)'"')
            {
                // Copy the whole string, escapes included, so a "/*" inside it is kept.
                int start = i++;
                while (i < json.Length && json[i] != (byte)'"')
                {
                    i += json[i] == (byte)'\\' ? 2 : 1;
                }

                i = Math.Min(i + 1, json.Length);
                output.Write(json[start..i]);
            }
            else if (b == (byte)'/' && i + 1 < json.Length && json[i + 1] == (byte)'*')
            {
                int end = json[(i + 2)..].IndexOf("*/"u8);
                if (end < 0)
                {
                    throw new InvalidDataException("unterminated comment at byte " + i);
                }

                i += 2 + end + 2;
            }
            else if (b == (byte)'/' && i + 1 < json.Length && json[i + 1] == (byte)'/')
            {
                while (i < json.Length && json[i] != (byte)'\n')
                {
                    i++;
                }
            }
            else
            {
                output.WriteByte(b);
                i++;
            }
        }

        return output.ToArray();
    }
}
