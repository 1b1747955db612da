using System;
using System.ComponentModel;
using System.Text;

namespace Bento.Json;

/// <summary>
/// The member names one generated JSON codec reads, for matching a name without regard to case. Generated code tries
/// its exact name dispatch first; only a name that matched nothing comes here, and a match is answered with the
/// member's own name, which the exact dispatch then takes. So exact names cost nothing extra, and a model read
/// case-insensitively runs the same member code as one read exactly.
/// </summary>
[EditorBrowsable(EditorBrowsableState.Never)]
public sealed class JsonMemberNames
{
    private readonly byte[][] _names;

    /// <summary>Takes the names in the order the members are declared (a member's aliases after its name).</summary>
    public JsonMemberNames(params string[] names)
    {
        if (names is null) throw new ArgumentNullException(nameof(names));
        _names = new byte[names.Length][];
        for (int i = 0; i < names.Length; i++)
            _names[i] = Encoding.UTF8.GetBytes(names[i]);
    }

    /// <summary>
    /// Finds the first name that equals <paramref name="name"/> without regard to case but not exactly (an exact
    /// match would already have been taken) and puts it in <paramref name="name"/>; without one, leaves it as it is.
    /// </summary>
    public bool TryMatchIgnoringCase(ref ReadOnlySpan<byte> name)
    {
        byte[][] names = _names;
        for (int i = 0; i < names.Length; i++)
        {
            byte[] candidate = names[i];
            if (EqualsIgnoringCase(name, candidate) && !name.SequenceEqual(candidate))
            {
                name = candidate;
                return true;
            }
        }
        return false;
    }

    // ASCII names compare byte by byte with ASCII case folding, which covers nearly every model. Anything else is
    // compared as text with the invariant ordinal-ignore-case rules (what System.Text.Json's option uses), which may
    // pair names whose UTF-8 lengths differ.
    private static bool EqualsIgnoringCase(ReadOnlySpan<byte> name, ReadOnlySpan<byte> candidate)
    {
        if (name.Length == candidate.Length)
        {
            int i = 0;
            for (; i < name.Length; i++)
            {
                int a = name[i], b = candidate[i];
                if ((a | b) >= 0x80)
                    break;
                if (a == b)
                    continue;
                int folded = a | 0x20;
                if (folded != (b | 0x20) || (uint)(folded - 'a') > 'z' - 'a')
                    return false;
            }
            if (i == name.Length)
                return true;
        }
        else if (!HasNonAscii(name) && !HasNonAscii(candidate))
        {
            return false;
        }
        return TextEqualsIgnoringCase(name, candidate);
    }

    private static bool HasNonAscii(ReadOnlySpan<byte> text)
    {
        foreach (byte b in text)
        {
            if (b >= 0x80)
                return true;
        }
        return false;
    }

    private static bool TextEqualsIgnoringCase(ReadOnlySpan<byte> name, ReadOnlySpan<byte> candidate)
    {
        // Names are member names (short); one that is not valid UTF-8 matches nothing.
        try
        {
            return string.Equals(Decode(name), Decode(candidate), StringComparison.OrdinalIgnoreCase);
        }
        catch (DecoderFallbackException)
        {
            return false;
        }
    }

    private static readonly UTF8Encoding s_strict = new(encoderShouldEmitUTF8Identifier: false, throwOnInvalidBytes: true);

    private static string Decode(ReadOnlySpan<byte> text) => s_strict.GetString(text);
}
