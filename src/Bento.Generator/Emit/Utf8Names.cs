using System.Collections.Generic;
using System.Globalization;
using System.Text;

namespace Bento.Generator.Emit;

/// <summary>Precomputes the bytes of names: escaped JSON literals for writing, raw UTF-8 comparisons for reading.</summary>
internal static class Utf8Names
{
    private static readonly UTF8Encoding s_utf8 = new(encoderShouldEmitUTF8Identifier: false, throwOnInvalidBytes: false);

    /// <summary>The JSON string literal of <paramref name="text"/>, quotes included (see docs/json.md: names are escaped at compile time).</summary>
    public static string Quote(string text)
    {
        var sb = new StringBuilder(text.Length + 2);
        sb.Append('"');
        foreach (char c in text)
        {
            switch (c)
            {
                case '"': sb.Append("\\\""); break;
                case '\\': sb.Append("\\\\"); break;
                case '\n': sb.Append("\\n"); break;
                case '\r': sb.Append("\\r"); break;
                case '\t': sb.Append("\\t"); break;
                case '\b': sb.Append("\\b"); break;
                case '\f': sb.Append("\\f"); break;
                // Escaped whatever the options say, so that a precomputed name is safe in HTML as well.
                case '<' or '>' or '&' or '\'':
                    sb.Append("\\u").Append(((int)c).ToString("X4", CultureInfo.InvariantCulture));
                    break;
                default:
                    if (c < 0x20)
                        sb.Append("\\u").Append(((int)c).ToString("X4", CultureInfo.InvariantCulture));
                    else
                        sb.Append(c);
                    break;
            }
        }
        sb.Append('"');
        return sb.ToString();
    }

    public static byte[] Bytes(string text) => s_utf8.GetBytes(text);

    /// <summary><c>new byte[] { ... }</c> for a <c>static ReadOnlySpan&lt;byte&gt;</c> property (no allocation on any C# version).</summary>
    public static string ByteArray(byte[] bytes)
    {
        var sb = new StringBuilder("new byte[] { ");
        for (int i = 0; i < bytes.Length; i++)
        {
            if (i > 0)
                sb.Append(", ");
            sb.Append(bytes[i].ToString(CultureInfo.InvariantCulture));
        }
        return sb.Append(" }").ToString();
    }

    /// <summary>
    /// A condition that is true when <paramref name="span"/> (whose length is already known to equal the name's) holds
    /// exactly these bytes: one to eight-byte little-endian loads compared with constants, no loop and no allocation.
    /// </summary>
    public static string MatchCondition(byte[] bytes, string span)
    {
        int length = bytes.Length;
        const string Binary = "global::System.Buffers.Binary.BinaryPrimitives.";
        switch (length)
        {
            case 0:
                return "true";
            case 1:
                return span + "[0] == " + Hex(bytes[0], 2);
            case 2:
                return Binary + "ReadUInt16LittleEndian(" + span + ") == " + Hex(Load(bytes, 0, 2), 4);
            case 3:
                return Binary + "ReadUInt16LittleEndian(" + span + ") == " + Hex(Load(bytes, 0, 2), 4) + " && " + span + "[2] == " + Hex(bytes[2], 2);
            case 4:
                return Binary + "ReadUInt32LittleEndian(" + span + ") == " + Hex(Load(bytes, 0, 4), 8) + "U";
            case < 8:
                return Binary + "ReadUInt32LittleEndian(" + span + ") == " + Hex(Load(bytes, 0, 4), 8) + "U && "
                    + Binary + "ReadUInt32LittleEndian(" + span + ".Slice(" + (length - 4).ToString(CultureInfo.InvariantCulture) + ")) == " + Hex(Load(bytes, length - 4, 4), 8) + "U";
        }
        // Eight bytes at a time; the last load overlaps the previous one when the length is not a multiple of eight.
        var parts = new List<string>();
        for (int offset = 0; ; offset += 8)
        {
            if (offset + 8 > length)
                offset = length - 8;
            string slice = offset == 0 ? span : span + ".Slice(" + offset.ToString(CultureInfo.InvariantCulture) + ")";
            parts.Add(Binary + "ReadUInt64LittleEndian(" + slice + ") == " + Hex(Load(bytes, offset, 8), 16) + "UL");
            if (offset + 8 >= length)
                break;
        }
        return string.Join(" && ", parts);
    }

    /// <summary>
    /// The C# type and expression of the first load <see cref="MatchCondition"/> makes of a name of this length (the
    /// name dispatch loads it once per length and compares it with each name's), or null for the empty name.
    /// </summary>
    public static (string Type, string Load)? FirstLoad(int length, string span)
    {
        const string Binary = "global::System.Buffers.Binary.BinaryPrimitives.";
        return length switch
        {
            0 => null,
            1 => ("byte", span + "[0]"),
            2 or 3 => ("ushort", Binary + "ReadUInt16LittleEndian(" + span + ")"),
            < 8 => ("uint", Binary + "ReadUInt32LittleEndian(" + span + ")"),
            _ => ("ulong", Binary + "ReadUInt64LittleEndian(" + span + ")"),
        };
    }

    /// <summary>
    /// <see cref="MatchCondition"/> with its first load taken from <paramref name="first"/>, a local holding
    /// <see cref="FirstLoad"/>: the constant it must equal, then the rest of the name's loads.
    /// </summary>
    public static string MatchConditionAfterFirst(byte[] bytes, string span, string first)
    {
        string full = MatchCondition(bytes, span);
        var load = FirstLoad(bytes.Length, span)!.Value.Load;
        // MatchCondition starts with the first load (or, for one byte, the span's first element).
        return first + full.Substring(load.Length);
    }

    private static ulong Load(byte[] bytes, int offset, int count)
    {
        ulong value = 0;
        for (int i = count - 1; i >= 0; i--)
            value = (value << 8) | bytes[offset + i];
        return value;
    }

    private static string Hex(ulong value, int digits) => "0x" + value.ToString("X" + digits.ToString(CultureInfo.InvariantCulture), CultureInfo.InvariantCulture);
}
