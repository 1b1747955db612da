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
    /// The loads that compare a name of <paramref name="length"/> bytes: one to eight-byte little-endian reads, no loop.
    /// Up to seven bytes they are 32-bit or narrower (a last four-byte load overlapping the first when the length is not
    /// four); from eight bytes, eight at a time, the last overlapping the one before it when the length is not a
    /// multiple of eight. Empty for the empty name.
    /// </summary>
    public static List<(int Offset, int Width)> Loads(int length)
    {
        var loads = new List<(int, int)>();
        switch (length)
        {
            case 0:
                break;
            case 1 or 2 or 4:
                loads.Add((0, length));
                break;
            case 3:
                loads.Add((0, 2));
                loads.Add((2, 1));
                break;
            case < 8:
                loads.Add((0, 4));
                loads.Add((length - 4, 4));
                break;
            default:
                for (int offset = 0; offset < length; offset += 8)
                    loads.Add((offset + 8 > length ? length - 8 : offset, 8));
                break;
        }
        return loads;
    }

    /// <summary>The C# type of a load of <paramref name="width"/> bytes, as <see cref="LoadExpression"/> reads it.</summary>
    public static string LoadType(int width) => width == 8 ? "ulong" : "int";

    /// <summary>
    /// The expression reading <paramref name="width"/> bytes of <paramref name="span"/> at <paramref name="offset"/>.
    /// Loads of up to four bytes are typed <c>int</c> and compared with <c>int</c> constants, which Roslyn binds from its
    /// table of built-in operators; a <c>uint</c>, <c>ushort</c> or <c>byte</c> compared with a constant takes full
    /// operator overload resolution, a measurable part of the build of a large model. The machine code is the same.
    /// </summary>
    public static string LoadExpression(string span, int offset, int width)
    {
        string at = offset == 0 ? span : span + ".Slice(" + offset.ToString(CultureInfo.InvariantCulture) + ")";
        return width switch
        {
            1 => "(int)" + span + "[" + offset.ToString(CultureInfo.InvariantCulture) + "]",
            2 => "(int)" + Binary + "ReadUInt16LittleEndian(" + at + ")",
            4 => Binary + "ReadInt32LittleEndian(" + at + ")",
            _ => Binary + "ReadUInt64LittleEndian(" + at + ")",
        };
    }

    /// <summary>
    /// A condition that is true when <paramref name="span"/> (whose length is already known to equal the name's) holds
    /// exactly these bytes: each of <see cref="Loads"/> compared with its constant. <paramref name="loaded"/>, when
    /// given, holds locals that already hold the loads, in order (names of one length share them).
    /// </summary>
    public static string MatchCondition(byte[] bytes, string span, IReadOnlyList<string>? loaded = null)
    {
        var loads = Loads(bytes.Length);
        if (loads.Count == 0)
            return "true";
        var parts = new List<string>(loads.Count);
        for (int i = 0; i < loads.Count; i++)
        {
            var (offset, width) = loads[i];
            string load = loaded?[i] ?? LoadExpression(span, offset, width);
            parts.Add(load + " == " + Constant(Load(bytes, offset, width), width));
        }
        return string.Join(" && ", parts);
    }

    /// <summary>A load's expected value as a constant of the load's type (an <c>int</c> through an unchecked cast when its top bit is set).</summary>
    private static string Constant(ulong value, int width) => width switch
    {
        8 => Hex(value, 16) + "UL",
        4 when value >= 0x80000000UL => "unchecked((int)" + Hex(value, 8) + "U)",
        _ => Hex(value, width * 2),
    };

    private static ulong Load(byte[] bytes, int offset, int count)
    {
        ulong value = 0;
        for (int i = count - 1; i >= 0; i--)
            value = (value << 8) | bytes[offset + i];
        return value;
    }

    private static string Hex(ulong value, int digits) => "0x" + value.ToString("X" + digits.ToString(CultureInfo.InvariantCulture), CultureInfo.InvariantCulture);
}
