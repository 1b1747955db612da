using System;
using System.Collections.Generic;
using System.Text;

namespace Bento.Internal;

/// <summary>
/// Builds <see cref="BentoJsonException"/> for an input position. The JSON path, line and column are worked out here,
/// after the fact, by re-scanning the input up to the failing offset: the readers carry no path state on the hot path.
/// </summary>
internal static class JsonErrors
{
    public static BentoJsonException At(ReadOnlySpan<byte> input, int offset, string reason, Exception? inner = null) =>
        At(input, offset, offset, reason, inner);

    /// <summary>
    /// An error reported at <paramref name="offset"/> whose path is that of the value ending at
    /// <paramref name="pathOffset"/>: for a problem with a whole object (a missing member), the path is worked out
    /// from just after its closing brace, so it names the object rather than its last member.
    /// </summary>
    public static BentoJsonException At(ReadOnlySpan<byte> input, int offset, int pathOffset, string reason, Exception? inner = null)
    {
        if (offset < 0) offset = 0;
        if (offset > input.Length) offset = input.Length;
        var prefix = input.Slice(0, offset);
        long line = 1;
        int lineStart = 0;
        for (int i = 0; i < prefix.Length; i++)
        {
            if (prefix[i] == (byte)'\n')
            {
                line++;
                lineStart = i + 1;
            }
        }

        string path = LocatePath(input.Slice(0, Math.Min(Math.Max(pathOffset, 0), input.Length)));
        return new BentoJsonException(reason, offset, line, offset - lineStart + 1, path, inner);
    }

    /// <summary>
    /// The path of the value at the end of <paramref name="prefix"/>. Tolerant by design: the prefix is known to be
    /// well formed only up to the error, and comments or odd whitespace must not throw here.
    /// </summary>
    internal static string LocatePath(ReadOnlySpan<byte> prefix)
    {
        // Each frame: is it an object, the current member name (objects) and element index (arrays).
        var frames = new List<(bool IsObject, string? Key, int Index)>();
        bool expectKey = false;
        int i = 0;
        while (i < prefix.Length)
        {
            byte b = prefix[i];
            switch (b)
            {
                case (byte)'{':
                    frames.Add((true, null, 0));
                    expectKey = true;
                    i++;
                    break;
                case (byte)'[':
                    frames.Add((false, null, 0));
                    i++;
                    break;
                case (byte)'}':
                case (byte)']':
                    if (frames.Count > 0) frames.RemoveAt(frames.Count - 1);
                    expectKey = false;
                    i++;
                    break;
                case (byte)',':
                    if (frames.Count > 0)
                    {
                        var top = frames[frames.Count - 1];
                        if (top.IsObject) expectKey = true;
                        else frames[frames.Count - 1] = (false, null, top.Index + 1);
                    }

                    i++;
                    break;
                case (byte)'"':
                {
                    int start = i + 1;
                    int end = start;
                    while (end < prefix.Length && prefix[end] != (byte)'"')
                        end += prefix[end] == (byte)'\\' ? 2 : 1;
                    if (expectKey && frames.Count > 0 && frames[frames.Count - 1].IsObject)
                    {
                        int len = Math.Min(end, prefix.Length) - start;
                        string key = DecodeLoosely(prefix.Slice(start, Math.Max(0, len)));
                        frames[frames.Count - 1] = (true, key, 0);
                        expectKey = false;
                    }

                    i = end + 1;
                    break;
                }

                case (byte)'/' when i + 1 < prefix.Length && prefix[i + 1] == (byte)'/':
                    while (i < prefix.Length && prefix[i] != (byte)'\n') i++;
                    break;
                case (byte)'/' when i + 1 < prefix.Length && prefix[i + 1] == (byte)'*':
                    i += 2;
                    while (i + 1 < prefix.Length && !(prefix[i] == (byte)'*' && prefix[i + 1] == (byte)'/')) i++;
                    i += 2;
                    break;
                default:
                    i++;
                    break;
            }
        }

        var sb = new StringBuilder("$");
        foreach (var frame in frames)
        {
            if (frame.IsObject)
            {
                if (frame.Key is null) continue;
                AppendMember(sb, frame.Key);
            }
            else
            {
                sb.Append('[').Append(frame.Index).Append(']');
            }
        }

        return sb.ToString();
    }

    internal static void AppendMember(StringBuilder sb, string key)
    {
        bool plain = key.Length > 0 && !char.IsDigit(key[0]);
        foreach (char c in key)
        {
            if (!(char.IsLetterOrDigit(c) || c == '_' || c == '-' || c == '$'))
            {
                plain = false;
                break;
            }
        }

        if (plain) sb.Append('.').Append(key);
        else sb.Append("['").Append(key.Replace("\\", "\\\\").Replace("'", "\\'")).Append("']");
    }

    private static string DecodeLoosely(ReadOnlySpan<byte> raw)
    {
        // Escapes are rare in member names; show them as written rather than risk a second error while reporting one.
        return Encoding.UTF8.GetString(raw);
    }
}
