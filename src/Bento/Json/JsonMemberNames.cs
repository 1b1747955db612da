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
    private const int LinearScanLimit = 8;

    private readonly byte[][] _names;

    // ASCII names are found through a hash of their case-folded bytes: a chained table whose chains run in declaration
    // order, so a lookup costs one hash of the input and about one comparison, whatever the number of members. Names
    // with other characters are few and are compared one by one.
    private readonly int[] _buckets;
    private readonly int[] _next;
    private readonly int[] _nonAscii;

    /// <summary>Takes the names in the order the members are declared (a member's aliases after its name).</summary>
    public JsonMemberNames(params string[] names)
    {
        if (names is null) throw new ArgumentNullException(nameof(names));
        _names = new byte[names.Length][];
        for (int i = 0; i < names.Length; i++)
            _names[i] = Encoding.UTF8.GetBytes(names[i]);
        int size = 4;
        while (size < names.Length * 2)
            size <<= 1;
        _buckets = new int[size];
        _next = new int[names.Length];
        int nonAscii = 0;
        for (int i = names.Length - 1; i >= 0; i--)
        {
            if (HasNonAscii(_names[i]))
            {
                nonAscii++;
                continue;
            }
            int bucket = FoldedHash(_names[i]) & (size - 1);
            _next[i] = _buckets[bucket] - 1;
            _buckets[bucket] = i + 1;
        }
        _nonAscii = new int[nonAscii];
        for (int i = 0, n = 0; i < names.Length; i++)
        {
            if (HasNonAscii(_names[i]))
                _nonAscii[n++] = i;
        }
    }

    /// <summary>
    /// Finds the first name that equals <paramref name="name"/> without regard to case but not exactly (an exact
    /// match would already have been taken) and puts it in <paramref name="name"/>; without one, leaves it as it is.
    /// </summary>
    public bool TryMatchIgnoringCase(ref ReadOnlySpan<byte> name)
    {
        int found;
        if (_names.Length <= LinearScanLimit || HasNonAscii(name))
        {
            // A few names: comparing each (most differ in length at once) is cheaper than hashing the input. Input
            // beyond ASCII is rare and is compared with every name as text.
            found = FirstMatch(name);
        }
        else
        {
            found = -1;
            for (int i = _buckets[FoldedHash(name) & (_buckets.Length - 1)] - 1; i >= 0; i = _next[i])
            {
                if (EqualsIgnoringCase(name, _names[i]))
                {
                    found = i;
                    break;
                }
            }
            // A few characters beyond ASCII fold to ASCII letters (dotless i to I), so those names are tried too.
            foreach (int i in _nonAscii)
            {
                if (found >= 0 && i > found)
                    break;
                if (EqualsIgnoringCase(name, _names[i]))
                {
                    found = i;
                    break;
                }
            }
        }
        if (found < 0 || name.SequenceEqual(_names[found]))
            return false;
        name = _names[found];
        return true;
    }

    private int FirstMatch(ReadOnlySpan<byte> name)
    {
        for (int i = 0; i < _names.Length; i++)
        {
            if (EqualsIgnoringCase(name, _names[i]))
                return i;
        }
        return -1;
    }

    // FNV-1a over the bytes with ASCII letters folded to lower case: equal for names that differ only in ASCII case.
    private static int FoldedHash(ReadOnlySpan<byte> text)
    {
        uint hash = 2166136261;
        foreach (byte b in text)
        {
            uint c = (uint)(b - 'A') <= 'Z' - 'A' ? (uint)(b | 0x20) : b;
            hash = (hash ^ c) * 16777619;
        }
        return (int)hash;
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
