using System.Text;

namespace Bento.Generator.Parser;

/// <summary>Compile-time naming policies (values of <c>Bento.BentoNamingPolicy</c>).</summary>
internal static class Naming
{
    public const int AsDeclared = 0;
    public const int CamelCase = 1;
    public const int SnakeCase = 2;
    public const int KebabCase = 3;

    public static string Apply(int policy, string name) => policy switch
    {
        CamelCase => ToCamelCase(name),
        SnakeCase => ToSeparated(name, '_'),
        KebabCase => ToSeparated(name, '-'),
        _ => name,
    };

    // Lower-cases the leading run of capitals, keeping the last one of a run that starts a new word:
    // "URLValue" -> "urlValue", "ID" -> "id", "Name" -> "name" (the same result as System.Text.Json's policy).
    private static string ToCamelCase(string name)
    {
        if (name.Length == 0 || !char.IsUpper(name[0]))
            return name;
        var chars = name.ToCharArray();
        for (int i = 0; i < chars.Length; i++)
        {
            if (i == 1 && !char.IsUpper(chars[i]))
                break;
            bool hasNext = i + 1 < chars.Length;
            if (i > 0 && hasNext && !char.IsUpper(chars[i + 1]))
            {
                if (char.IsSeparator(chars[i + 1]))
                    chars[i] = char.ToLowerInvariant(chars[i]);
                break;
            }
            chars[i] = char.ToLowerInvariant(chars[i]);
        }
        return new string(chars);
    }

    // Words start at a capital after a lower-case letter or digit, and at the last capital of a run followed by a
    // lower-case letter: "UserName" -> "user_name", "HTTPServer" -> "http_server", "Value2X" -> "value2_x".
    private static string ToSeparated(string name, char separator)
    {
        var sb = new StringBuilder(name.Length + 8);
        for (int i = 0; i < name.Length; i++)
        {
            char c = name[i];
            if (c == '_' || c == '-' || c == ' ')
            {
                if (sb.Length > 0 && sb[sb.Length - 1] != separator)
                    sb.Append(separator);
                continue;
            }
            if (char.IsUpper(c))
            {
                if (i > 0 && sb.Length > 0 && sb[sb.Length - 1] != separator)
                {
                    char prev = name[i - 1];
                    bool nextIsLower = i + 1 < name.Length && char.IsLower(name[i + 1]);
                    if (char.IsLower(prev) || char.IsDigit(prev) || (char.IsUpper(prev) && nextIsLower))
                        sb.Append(separator);
                }
                sb.Append(char.ToLowerInvariant(c));
            }
            else
            {
                sb.Append(c);
            }
        }
        return sb.ToString();
    }
}
