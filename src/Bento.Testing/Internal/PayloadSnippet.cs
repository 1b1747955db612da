using System;
using System.Globalization;
using System.Text;
using System.Text.Json;

namespace Bento.Testing.Internal;

/// <summary>
/// Finds where a path points in a JSON payload and cuts a one-line excerpt around it, with a caret under the spot,
/// so a failure shows what was actually written.
/// </summary>
internal static class PayloadSnippet
{
    private const int Before = 40;
    private const int After = 100;

    public static string Build(string json, Segment[] segments)
    {
        byte[] utf8 = Encoding.UTF8.GetBytes(json);
        int offset = Locate(utf8, segments, out string found, out string? unwritten);
        string where = found.Length == 0 ? "from the start" : "at " + found + ", byte " + offset.ToString(CultureInfo.InvariantCulture);
        if (unwritten is not null)
            where += " (" + unwritten + " is not written)";
        return Excerpt(utf8, offset, where);
    }

    /// <summary>An excerpt around a byte offset given by a reader's error, when there is one.</summary>
    public static string At(string json, long? offset)
    {
        byte[] utf8 = Encoding.UTF8.GetBytes(json);
        if (offset is not long at || at < 0 || at > utf8.Length)
            return Excerpt(utf8, 0, "from the start");
        return Excerpt(utf8, (int)at, "at byte " + at.ToString(CultureInfo.InvariantCulture));
    }

    private static string Excerpt(byte[] utf8, int offset, string where)
    {
        int start = Math.Max(0, offset - Before);
        int end = Math.Min(utf8.Length, offset + After);
        // Whole characters only: step back off UTF-8 continuation bytes.
        while (start > 0 && (utf8[start] & 0xC0) == 0x80)
            start--;
        while (end < utf8.Length && (utf8[end] & 0xC0) == 0x80)
            end++;
        string head = Collapse(Encoding.UTF8.GetString(utf8, start, offset - start));
        string tail = Collapse(Encoding.UTF8.GetString(utf8, offset, end - offset));
        string prefix = start > 0 ? "..." : "";
        string suffix = end < utf8.Length ? "..." : "";
        return "payload (" + utf8.Length.ToString(CultureInfo.InvariantCulture) + " bytes), " + where + ":" + Environment.NewLine
            + "    " + prefix + head + tail + suffix + Environment.NewLine
            + "    " + new string(' ', prefix.Length + head.Length) + "^";
    }

    // Returns the offset of the deepest segment found (its member name for members, its first byte for elements),
    // and the path to it in `found`.
    private static int Locate(byte[] utf8, Segment[] segments, out string found, out string? unwritten)
    {
        found = "";
        unwritten = null;
        var reader = new Utf8JsonReader(utf8, new JsonReaderOptions { CommentHandling = JsonCommentHandling.Skip, AllowTrailingCommas = true, MaxDepth = 1024 });
        int best = 0;
        try
        {
            if (!reader.Read())
                return 0;
            var path = new StringBuilder("$");
            foreach (var segment in segments)
            {
                if (segment.Kind == SegmentKind.Index)
                {
                    if (reader.TokenType != JsonTokenType.StartArray)
                        return best;
                    for (int i = 0; i <= segment.Index; i++)
                    {
                        if (!reader.Read() || reader.TokenType == JsonTokenType.EndArray)
                            return best;
                        if (i < segment.Index)
                            reader.Skip();
                    }
                    best = (int)reader.TokenStartIndex;
                    path.Append('[').Append(segment.Text).Append(']');
                }
                else
                {
                    string? name = segment.Kind == SegmentKind.Member ? segment.SerializedName : segment.Text;
                    if (name is null)
                    {
                        unwritten = segment.Text;
                        return best;
                    }
                    if (reader.TokenType != JsonTokenType.StartObject)
                        return best;
                    bool hit = false;
                    while (!hit && reader.Read() && reader.TokenType == JsonTokenType.PropertyName)
                    {
                        int at = (int)reader.TokenStartIndex;
                        hit = reader.ValueTextEquals(name);
                        reader.Read();
                        if (hit)
                            best = at;
                        else
                            reader.Skip();
                    }
                    if (!hit)
                        return best;
                    path.Append(segment.Kind == SegmentKind.Member ? "." + name : "[\"" + name + "\"]");
                }
                found = path.ToString();
            }
        }
        catch (JsonException)
        {
            // Not valid JSON to this reader (hinted sizes it cannot parse, for example): show what was located so far.
        }
        return best;
    }

    private static string Collapse(string text)
    {
        var result = new StringBuilder(text.Length);
        bool space = false;
        foreach (char c in text)
        {
            if (c is ' ' or '\n' or '\r' or '\t')
            {
                space = true;
                continue;
            }
            if (space && result.Length > 0)
                result.Append(' ');
            space = false;
            result.Append(c);
        }
        if (space)
            result.Append(' ');
        return result.ToString();
    }
}
