using System;
using System.Collections;
using System.Globalization;
using System.Text;

namespace Bento.Testing.Internal;

/// <summary>Short, unambiguous text for values in failure messages.</summary>
internal static class ValueText
{
    public const int MaxString = 120;

    public static string Describe(object? value)
    {
        switch (value)
        {
            case null:
                return "null";
            case string s:
                return Quote(s, MaxString);
            case char c:
                return "'" + Escape(c.ToString()) + "' (U+" + ((int)c).ToString("X4", CultureInfo.InvariantCulture) + ")";
            case bool b:
                return b ? "true" : "false";
            case double d:
                return d.ToString("R", CultureInfo.InvariantCulture) + (d == 0 && double.IsNegative(d) ? " (negative zero)" : "");
            case float f:
                return f.ToString("R", CultureInfo.InvariantCulture) + "f" + (f == 0 && float.IsNegative(f) ? " (negative zero)" : "");
            case decimal m:
                return m.ToString(CultureInfo.InvariantCulture) + "m";
            case DateTime t:
                return t.ToString("O", CultureInfo.InvariantCulture) + " (" + t.Kind + ")";
            case DateTimeOffset o:
                return o.ToString("O", CultureInfo.InvariantCulture);
            case TimeSpan span:
                return span.ToString("c", CultureInfo.InvariantCulture);
            case Enum e:
                return e.GetType().Name + "." + e + " (" + Convert.ToString(Convert.ChangeType(e, Enum.GetUnderlyingType(e.GetType()), CultureInfo.InvariantCulture), CultureInfo.InvariantCulture) + ")";
            case byte[] bytes:
                return "byte[" + bytes.Length.ToString(CultureInfo.InvariantCulture) + "] " + Hex(bytes);
            case ReadOnlyMemory<byte> memory:
                return "ReadOnlyMemory<byte>[" + memory.Length.ToString(CultureInfo.InvariantCulture) + "] " + Hex(memory.ToArray());
            case IFormattable formattable when value.GetType().IsPrimitive:
                return formattable.ToString(null, CultureInfo.InvariantCulture);
            case ICollection collection:
                return TypeName(value.GetType()) + " with " + Count(collection.Count);
            case IEnumerable:
                return TypeName(value.GetType());
            default:
                return Shorten(Convert.ToString(value, CultureInfo.InvariantCulture) ?? TypeName(value.GetType()), value.GetType());
        }
    }

    public static string Count(int count) => count.ToString(CultureInfo.InvariantCulture) + (count == 1 ? " element" : " elements");

    public static string Quote(string text, int max)
    {
        string body = text.Length > max ? text.Substring(0, max) : text;
        string quoted = "\"" + Escape(body) + "\"";
        return text.Length > max ? quoted + "... (" + text.Length.ToString(CultureInfo.InvariantCulture) + " chars)" : quoted;
    }

    public static string TypeName(Type type)
    {
        if (Nullable.GetUnderlyingType(type) is { } underlying)
            return TypeName(underlying) + "?";
        if (type.IsArray)
            return TypeName(type.GetElementType()!) + "[]";
        if (!type.IsGenericType)
            return type.Name;
        string name = type.Name;
        int tick = name.IndexOf('`');
        var text = new StringBuilder(tick > 0 ? name.Substring(0, tick) : name).Append('<');
        var arguments = type.GetGenericArguments();
        for (int i = 0; i < arguments.Length; i++)
            text.Append(i == 0 ? "" : ", ").Append(TypeName(arguments[i]));
        return text.Append('>').ToString();
    }

    // Records print their members; other objects print their type name. Either way, long text is cut.
    private static string Shorten(string text, Type type)
    {
        if (text == type.FullName || text == type.ToString())
            return TypeName(type);
        return text.Length > MaxString ? text.Remove(MaxString) + "... (" + TypeName(type) + ")" : text;
    }

    private static string Hex(byte[] bytes)
    {
        const int Shown = 24;
        var text = new StringBuilder("{ ");
        for (int i = 0; i < bytes.Length && i < Shown; i++)
            text.Append(bytes[i].ToString("x2", CultureInfo.InvariantCulture)).Append(' ');
        if (bytes.Length > Shown)
            text.Append("... ");
        return text.Append('}').ToString();
    }

    private static string Escape(string text)
    {
        var escaped = new StringBuilder(text.Length);
        foreach (char c in text)
        {
            switch (c)
            {
                case '"': escaped.Append("\\\""); break;
                case '\\': escaped.Append("\\\\"); break;
                case '\n': escaped.Append("\\n"); break;
                case '\r': escaped.Append("\\r"); break;
                case '\t': escaped.Append("\\t"); break;
                default:
                    if (c < ' ' || char.IsSurrogate(c))
                        escaped.Append("\\u").Append(((int)c).ToString("x4", CultureInfo.InvariantCulture));
                    else
                        escaped.Append(c);
                    break;
            }
        }
        return escaped.ToString();
    }
}
