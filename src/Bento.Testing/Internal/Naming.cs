using System.Text;

namespace Bento.Testing.Internal;

/// <summary>
/// Bento's naming policies, applied at run time so that paths, payload snippets and the System.Text.Json check use
/// the names the generator wrote. Must give the same result as the generator's compile-time naming.
/// </summary>
internal static class Naming
{
    public static string Apply(BentoNamingPolicy policy, string name) => policy switch
    {
        BentoNamingPolicy.CamelCase => Camel(name),
        BentoNamingPolicy.SnakeCase => Separated(name, '_'),
        BentoNamingPolicy.KebabCase => Separated(name, '-'),
        _ => name,
    };

    // "URLValue" -> "urlValue", "ID" -> "id": the leading capitals are lowered, except the one that starts the next word.
    private static string Camel(string name)
    {
        if (name.Length == 0 || !char.IsUpper(name[0]))
            return name;
        char[] chars = name.ToCharArray();
        for (int i = 0; i < chars.Length; i++)
        {
            if (i == 1 && !char.IsUpper(chars[i]))
                break;
            if (i > 0 && i + 1 < chars.Length && !char.IsUpper(chars[i + 1]))
            {
                if (char.IsSeparator(chars[i + 1]))
                    chars[i] = char.ToLowerInvariant(chars[i]);
                break;
            }
            chars[i] = char.ToLowerInvariant(chars[i]);
        }
        return new string(chars);
    }

    // "HTTPServer" -> "http_server", "Value2X" -> "value2_x"; existing separators collapse into one.
    private static string Separated(string name, char separator)
    {
        var text = new StringBuilder(name.Length + 8);
        for (int i = 0; i < name.Length; i++)
        {
            char c = name[i];
            if (c is '_' or '-' or ' ')
            {
                if (text.Length > 0 && text[text.Length - 1] != separator)
                    text.Append(separator);
                continue;
            }
            if (!char.IsUpper(c))
            {
                text.Append(c);
                continue;
            }
            if (i > 0 && text.Length > 0 && text[text.Length - 1] != separator)
            {
                char previous = name[i - 1];
                bool lowerFollows = i + 1 < name.Length && char.IsLower(name[i + 1]);
                if (char.IsLower(previous) || char.IsDigit(previous) || (char.IsUpper(previous) && lowerFollows))
                    text.Append(separator);
            }
            text.Append(char.ToLowerInvariant(c));
        }
        return text.ToString();
    }
}
