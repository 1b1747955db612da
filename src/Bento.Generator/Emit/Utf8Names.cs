using System.Collections.Generic;
using System.Globalization;
using System.Text;

namespace Bento.Generator.Emit;

/// <summary>Precomputes the bytes of names: escaped JSON literals for writing, raw UTF-8 comparisons for reading.</summary>
internal static class Utf8Names
{
    private const string Binary = "global::System.Buffers.Binary.BinaryPrimitives.";

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
    /// <paramref name="firstLoaded"/>, when given, is a local that already holds the first load (<see cref="FirstLoad"/>).
    /// </summary>
    public static string MatchCondition(byte[] bytes, string span, string? firstLoaded = null)
    {
        int length = bytes.Length;
        if (length == 0)
            return "true";
        string first = firstLoaded ?? FirstLoad(length, span)!.Value.Load;
        switch (length)
        {
            case 1:
                return first + " == " + Hex(bytes[0], 2);
            case 2:
                return first + " == " + Hex(Load(bytes, 0, 2), 4);
            case 3:
                return first + " == " + Hex(Load(bytes, 0, 2), 4) + " && " + span + "[2] == " + Hex(bytes[2], 2);
            case 4:
                return first + " == " + Hex(Load(bytes, 0, 4), 8) + "U";
            case < 8:
                return first + " == " + Hex(Load(bytes, 0, 4), 8) + "U && "
                    + Binary + "ReadUInt32LittleEndian(" + span + ".Slice(" + (length - 4).ToString(CultureInfo.InvariantCulture) + ")) == " + Hex(Load(bytes, length - 4, 4), 8) + "U";
        }
        // Eight bytes at a time; the last load overlaps the previous one when the length is not a multiple of eight.
        var parts = new List<string> { first + " == " + Hex(Load(bytes, 0, 8), 16) + "UL" };
        for (int offset = 8; offset < length; offset += 8)
        {
            if (offset + 8 > length)
                offset = length - 8;
            parts.Add(Binary + "ReadUInt64LittleEndian(" + span + ".Slice(" + offset.ToString(CultureInfo.InvariantCulture) + ")) == " + Hex(Load(bytes, offset, 8), 16) + "UL");
        }
        return string.Join(" && ", parts);
    }

    /// <summary>
    /// The C# type and expression of the first load <see cref="MatchCondition"/> makes of a name of this length (the
    /// name dispatch loads it once for names that share a length), or null for the empty name.
    /// </summary>
    public static (string Type, string Load)? FirstLoad(int length, string span)
    {
        return length switch
        {
            0 => null,
            1 => ("byte", span + "[0]"),
            2 or 3 => ("ushort", Binary + "ReadUInt16LittleEndian(" + span + ")"),
            < 8 => ("uint", Binary + "ReadUInt32LittleEndian(" + span + ")"),
            _ => ("ulong", Binary + "ReadUInt64LittleEndian(" + span + ")"),
        };
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
