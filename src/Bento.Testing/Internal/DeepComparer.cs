using System;
using System.Collections;
using System.Collections.Generic;
using System.Globalization;
using System.Reflection;
using System.Runtime.CompilerServices;
using System.Text;
using System.Text.RegularExpressions;

namespace Bento.Testing.Internal;

/// <summary>The first difference found, with everything the failure message needs.</summary>
internal sealed class Difference
{
    public Difference(string path, Segment[] segments, string expected, string actual, string reason)
    {
        Path = path;
        Segments = segments;
        Expected = expected;
        Actual = actual;
        Reason = reason;
    }

    public string Path { get; }

    public Segment[] Segments { get; }

    public string Expected { get; }

    public string Actual { get; }

    public string Reason { get; set; }

    /// <summary>Whether advice about the member's accessors fits this difference (not for a lost derived type).</summary>
    public bool MemberAdvice { get; set; } = true;

    /// <summary>The innermost member on the path, for advice on how to fix the model.</summary>
    public ModelMember? Member { get; set; }
}

/// <summary>
/// Compares two object graphs member by member (see <see cref="ModelMembers"/> for which members), collections by
/// element, sets without regard to order and dictionaries by key, and stops at the first difference.
/// </summary>
internal sealed class DeepComparer
{
    private readonly BentoRoundTripOptions _options;
    private readonly HashSet<string> _excludedNames = new(StringComparer.Ordinal);
    private readonly HashSet<string> _excludedPaths = new(StringComparer.Ordinal);
    private readonly List<Regex> _excludedPatterns = new();
    private readonly Func<ModelMember, bool>? _skip;
    private readonly ValuePath _path = new();
    // Pairs of objects being compared further up the current path: meeting one again means a cycle, which is
    // taken as equal so far (anything else on the cycle is still compared on the way).
    private readonly HashSet<(object, object)> _inProgress = new(ReferencePairComparer.Instance);
    private int _quiet;

    public DeepComparer(BentoRoundTripOptions options, Func<ModelMember, bool>? skip = null)
    {
        _options = options;
        _skip = skip;
        foreach (string entry in options.ExcludedMembers)
        {
            if (string.IsNullOrEmpty(entry))
                continue;
            if (entry[0] == '$' && entry.Contains("[*]", StringComparison.Ordinal))
                _excludedPatterns.Add(Pattern(entry));
            else if (entry[0] == '$')
                _excludedPaths.Add(entry);
            else
                _excludedNames.Add(entry);
        }
    }

    public Difference? Compare(object? expected, object? actual) => CompareValue(expected, actual);

    private Difference? CompareValue(object? expected, object? actual)
    {
        if (expected is null && actual is null)
            return null;
        if (expected is null)
            return Differ("null", ValueText.Describe(actual), "the original is null but the value read back is not");
        if (actual is null)
            return Differ(ValueText.Describe(expected), "null", "the value read back is null but the original is not");

        var type = expected.GetType();
        if (IsScalar(type))
            return CompareScalar(expected, actual);
        if (expected is byte[] || expected is ReadOnlyMemory<byte>)
            return CompareBytes(expected, actual);
        if (Entries(expected) is { } expectedEntries)
            return CompareDictionary(expected, expectedEntries, actual);
        if (expected is IEnumerable expectedItems)
        {
            if (actual is not IEnumerable actualItems)
                return Differ(ValueText.Describe(expected), ValueText.Describe(actual), "the value read back is not a collection");
            return IsSet(type)
                ? CompareSet(Materialize(expectedItems), Materialize(actualItems))
                : CompareSequence(Materialize(expectedItems), Materialize(actualItems));
        }
        return CompareObject(expected, actual);
    }

    private Difference? CompareObject(object expected, object actual)
    {
        var type = expected.GetType();
        if (actual.GetType() != type)
        {
            var lost = Differ(ValueText.TypeName(type), ValueText.TypeName(actual.GetType()),
                "the value read back is of type " + ValueText.TypeName(actual.GetType()) + ", not " + ValueText.TypeName(type)
                + ". Bento creates the declared type of a member, so the data of a derived type is lost: declare the member with the type it holds");
            if (_quiet == 0)
                lost.MemberAdvice = false;
            return lost;
        }

        bool marked = ModelMembers.IsMarked(type);
        var members = ModelMembers.For(type, _options.PrivateFields);
        if (!marked && (members.Length == 0 || ImplementsEquatable(type)))
        {
            return expected.Equals(actual) ? null
                : Differ(ValueText.Describe(expected), ValueText.Describe(actual), "the values are not equal by " + ValueText.TypeName(type) + ".Equals");
        }

        bool tracked = !type.IsValueType;
        if (tracked && !_inProgress.Add((expected, actual)))
            return null;
        try
        {
            foreach (var member in members)
            {
                if (_skip is not null && _skip(member))
                    continue;
                if (_excludedNames.Contains(member.Name) || (member.SerializedName is not null && _excludedNames.Contains(member.SerializedName)))
                    continue;
                if (member.Role == MemberRole.Backing && AllBackedExcluded(members, member))
                    continue;
                _path.PushMember(member.Name, member.SerializedName);
                try
                {
                    if (IsExcludedPath())
                        continue;
                    object? expectedValue, actualValue;
                    try
                    {
                        expectedValue = member.GetValue(expected);
                        actualValue = member.GetValue(actual);
                    }
                    catch (TargetInvocationException e)
                    {
                        var failed = Differ("(readable)", "(getter threw " + e.InnerException?.GetType().Name + ")",
                            "reading the member threw " + e.InnerException?.GetType().Name + ": " + e.InnerException?.Message);
                        if (_quiet == 0)
                            failed.Member = member;
                        return failed;
                    }
                    if (member.Role == MemberRole.Backing && SameObjectAsBacked(members, member, expected, expectedValue, actual, actualValue))
                        continue;
                    var difference = CompareValue(expectedValue, actualValue);
                    if (difference is not null)
                    {
                        if (_quiet == 0)
                            difference.Member ??= member;
                        return difference;
                    }
                }
                finally
                {
                    _path.Pop();
                }
            }
            return null;
        }
        finally
        {
            if (tracked)
                _inProgress.Remove((expected, actual));
        }
    }

    // A field holding the very object its member returns (`get => _stats;`) was compared through the member already,
    // under the member's path and exclusions; comparing it again would only repeat or contradict that.
    private static bool SameObjectAsBacked(ModelMember[] members, ModelMember field, object expected, object? expectedValue, object actual, object? actualValue)
    {
        if (expectedValue is null || actualValue is null || field.Type.IsValueType)
            return false;
        foreach (var candidate in members)
        {
            if (candidate.Role != MemberRole.Serialized || Array.IndexOf(field.BackedMembers, candidate.Name) < 0)
                continue;
            try
            {
                if (ReferenceEquals(candidate.GetValue(expected), expectedValue) && ReferenceEquals(candidate.GetValue(actual), actualValue))
                    return true;
            }
            catch (TargetInvocationException)
            {
                // The member's own comparison reports a throwing getter.
            }
        }
        return false;
    }

    // Excluding a member also excludes the fields that only it uses: they hold the same data under another name.
    private bool AllBackedExcluded(ModelMember[] members, ModelMember field)
    {
        foreach (string name in field.BackedMembers)
        {
            ModelMember? backed = null;
            foreach (var candidate in members)
            {
                if (candidate.Role == MemberRole.Serialized && candidate.Name == name)
                    backed = candidate;
            }
            if (backed is null)
                return false;
            bool excluded = _excludedNames.Contains(backed.Name) || (backed.SerializedName is not null && _excludedNames.Contains(backed.SerializedName));
            if (!excluded)
            {
                _path.PushMember(backed.Name, backed.SerializedName);
                excluded = IsExcludedPath();
                _path.Pop();
            }
            if (!excluded)
                return false;
        }
        return true;
    }

    private bool IsExcludedPath()
    {
        if (_excludedPaths.Count == 0 && _excludedPatterns.Count == 0)
            return false;
        string path = _path.ToString();
        if (_excludedPaths.Contains(path))
            return true;
        foreach (var pattern in _excludedPatterns)
        {
            if (pattern.IsMatch(path))
                return true;
        }
        return false;
    }

    private static readonly string[] s_wildcard = { "[*]" };

    // "$.Sessions[*].Id": each [*] matches one bracketed index or key (quoted keys may hold brackets).
    private static Regex Pattern(string path)
    {
        var text = new StringBuilder("^");
        string[] parts = path.Split(s_wildcard, StringSplitOptions.None);
        for (int i = 0; i < parts.Length; i++)
        {
            if (i > 0)
                text.Append(@"\[(?:""(?:[^""\\]|\\.)*""|[^\]""]*)\]");
            text.Append(Regex.Escape(parts[i]));
        }
        return new Regex(text.Append('$').ToString(), RegexOptions.CultureInvariant);
    }

    // ---- scalars ----

    private static bool IsScalar(Type type) =>
        type.IsPrimitive || type.IsEnum || type == typeof(string) || type == typeof(decimal) || type == typeof(DateTime)
        || type == typeof(DateTimeOffset) || type == typeof(TimeSpan) || type == typeof(Guid) || type == typeof(Uri)
        || type == typeof(Version) || type.FullName is "System.DateOnly" or "System.TimeOnly" or "System.Half" or "System.Int128" or "System.UInt128";

    private Difference? CompareScalar(object expected, object actual)
    {
        if (expected.GetType() != actual.GetType())
        {
            return Differ(ValueText.Describe(expected), ValueText.Describe(actual),
                "the value read back is of type " + ValueText.TypeName(actual.GetType()) + ", not " + ValueText.TypeName(expected.GetType()));
        }
        switch (expected)
        {
            case double d:
                return CompareFloating(d, (double)actual, expected, actual);
            case float f:
                return CompareFloating(f, (float)actual, expected, actual);
            case DateTime t:
                return CompareDateTime(t, (DateTime)actual);
            case DateTimeOffset o:
            {
                var back = (DateTimeOffset)actual;
                if (o.UtcTicks == back.UtcTicks && o.Offset == back.Offset)
                    return null;
                return Differ(ValueText.Describe(o), ValueText.Describe(back),
                    o.UtcTicks == back.UtcTicks ? "the same instant with a different offset" : "the instant changed");
            }
            case string s:
                return s == (string)actual ? null : Differ(ValueText.Describe(s), ValueText.Describe(actual), StringReason(s, (string)actual));
            default:
                return expected.Equals(actual) ? null : Differ(ValueText.Describe(expected), ValueText.Describe(actual), "the value changed");
        }
    }

    private Difference? CompareFloating(double expected, double actual, object expectedBox, object actualBox)
    {
        if (double.IsNaN(expected) && double.IsNaN(actual))
            return null;
        double tolerance = _options.FloatingPointTolerance;
        if (tolerance > 0 ? Math.Abs(expected - actual) <= tolerance : BitConverter.DoubleToInt64Bits(expected) == BitConverter.DoubleToInt64Bits(actual))
            return null;
        string reason = double.IsNaN(expected) || double.IsNaN(actual) || double.IsInfinity(expected) || double.IsInfinity(actual)
            ? "the value changed"
            : expected == actual
                ? "the sign of zero changed"
                : "the value read back differs by " + Math.Abs(expected - actual).ToString("G3", CultureInfo.InvariantCulture)
                    + (tolerance > 0 ? ", more than the tolerance of " + tolerance.ToString("R", CultureInfo.InvariantCulture) : " (comparison is exact; BentoRoundTripOptions.FloatingPointTolerance allows a margin)");
        return Differ(ValueText.Describe(expectedBox), ValueText.Describe(actualBox), reason);
    }

    private Difference? CompareDateTime(DateTime expected, DateTime actual)
    {
        bool same = _options.DateTimeKindMustMatch
            ? expected.Ticks == actual.Ticks && expected.Kind == actual.Kind
            : AsUtcTicks(expected) == AsUtcTicks(actual);
        if (same)
            return null;
        string reason = AsUtcTicks(expected) == AsUtcTicks(actual) ? "the same instant with a different DateTimeKind" : "the instant changed";
        return Differ(ValueText.Describe(expected), ValueText.Describe(actual), reason);
    }

    private static long AsUtcTicks(DateTime value) => value.Kind == DateTimeKind.Local ? value.ToUniversalTime().Ticks : value.Ticks;

    private static string StringReason(string expected, string actual)
    {
        int at = 0;
        while (at < expected.Length && at < actual.Length && expected[at] == actual[at])
            at++;
        string where = "the strings differ from index " + at.ToString(CultureInfo.InvariantCulture);
        return expected.Length == actual.Length ? where : where + " (length " + expected.Length.ToString(CultureInfo.InvariantCulture) + " became " + actual.Length.ToString(CultureInfo.InvariantCulture) + ")";
    }

    private Difference? CompareBytes(object expected, object actual)
    {
        byte[] left = expected is byte[] e ? e : ((ReadOnlyMemory<byte>)expected).ToArray();
        byte[]? right = actual switch
        {
            byte[] a => a,
            ReadOnlyMemory<byte> m => m.ToArray(),
            _ => null,
        };
        if (right is null)
            return Differ(ValueText.Describe(expected), ValueText.Describe(actual), "the value read back is not bytes");
        int at = 0;
        while (at < left.Length && at < right.Length && left[at] == right[at])
            at++;
        if (at == left.Length && at == right.Length)
            return null;
        return Differ(ValueText.Describe(expected), ValueText.Describe(actual),
            left.Length == right.Length ? "the bytes differ from offset " + at.ToString(CultureInfo.InvariantCulture)
                : left.Length.ToString(CultureInfo.InvariantCulture) + " bytes became " + right.Length.ToString(CultureInfo.InvariantCulture));
    }

    // ---- collections ----

    private static List<object?> Materialize(IEnumerable items)
    {
        var list = new List<object?>();
        foreach (object? item in items)
            list.Add(item);
        return list;
    }

    private Difference? CompareSequence(List<object?> expected, List<object?> actual)
    {
        int common = Math.Min(expected.Count, actual.Count);
        for (int i = 0; i < common; i++)
        {
            _path.PushIndex(i);
            try
            {
                if (IsExcludedPath())
                    continue;
                var difference = CompareValue(expected[i], actual[i]);
                if (difference is null)
                    continue;
                int moved = _quiet == 0 ? FindElsewhere(expected[i], actual, i) : -1;
                if (moved >= 0)
                {
                    difference.Reason += ". The original element [" + i.ToString(CultureInfo.InvariantCulture) + "] is at ["
                        + moved.ToString(CultureInfo.InvariantCulture) + "] in the value read back: the order changed";
                }
                return difference;
            }
            finally
            {
                _path.Pop();
            }
        }
        if (expected.Count == actual.Count)
            return null;
        _path.PushIndex(common);
        try
        {
            string counts = "the original has " + ValueText.Count(expected.Count) + ", the value read back " + ValueText.Count(actual.Count);
            return expected.Count > actual.Count
                ? Differ(ValueText.Describe(expected[common]), "(no element)", counts + "; elements from here on were lost")
                : Differ("(no element)", ValueText.Describe(actual[common]), counts + "; elements from here on were added");
        }
        finally
        {
            _path.Pop();
        }
    }

    private int FindElsewhere(object? item, List<object?> candidates, int skip)
    {
        for (int j = 0; j < candidates.Count; j++)
        {
            if (j != skip && Matches(item, candidates[j]))
                return j;
        }
        return -1;
    }

    // A comparison whose difference, if any, is thrown away: used to pair set elements and to spot moved elements.
    private bool Matches(object? expected, object? actual)
    {
        _quiet++;
        try
        {
            return CompareValue(expected, actual) is null;
        }
        finally
        {
            _quiet--;
        }
    }

    private Difference? CompareSet(List<object?> expected, List<object?> actual)
    {
        var used = new bool[actual.Count];
        for (int i = 0; i < expected.Count; i++)
        {
            // Sets usually enumerate in insertion order, so the element at the same position is tried first.
            int match = i < actual.Count && !used[i] && Matches(expected[i], actual[i]) ? i : -1;
            for (int j = 0; match < 0 && j < actual.Count; j++)
            {
                if (!used[j] && Matches(expected[i], actual[j]))
                    match = j;
            }
            if (match >= 0)
            {
                used[match] = true;
                continue;
            }
            _path.PushIndex(i);
            try
            {
                return Differ(ValueText.Describe(expected[i]), "(no equal element)",
                    "the value read back has no element equal to this one (sets are compared without regard to order; [" + i.ToString(CultureInfo.InvariantCulture) + "] counts in the original's order)");
            }
            finally
            {
                _path.Pop();
            }
        }
        for (int j = 0; j < actual.Count; j++)
        {
            if (used[j])
                continue;
            _path.PushIndex(j);
            try
            {
                return Differ("(no equal element)", ValueText.Describe(actual[j]),
                    "the value read back has an element the original does not ([" + j.ToString(CultureInfo.InvariantCulture) + "] counts in the order of the value read back)");
            }
            finally
            {
                _path.Pop();
            }
        }
        return null;
    }

    private Difference? CompareDictionary(object expected, List<KeyValuePair<object, object?>> expectedEntries, object actual)
    {
        var actualEntries = Entries(actual);
        if (actualEntries is null)
            return Differ(ValueText.Describe(expected), ValueText.Describe(actual), "the value read back is not a dictionary");
        var lookup = new Dictionary<object, object?>(actualEntries.Count);
        foreach (var entry in actualEntries)
            lookup[entry.Key] = entry.Value;

        foreach (var entry in expectedEntries)
        {
            PushKey(entry.Key);
            try
            {
                if (IsExcludedPath())
                {
                    lookup.Remove(entry.Key);
                    continue;
                }
                if (!lookup.TryGetValue(entry.Key, out object? value))
                    return Differ(ValueText.Describe(entry.Value), "(no entry)", "the key is missing from the dictionary read back");
                lookup.Remove(entry.Key);
                var difference = CompareValue(entry.Value, value);
                if (difference is not null)
                    return difference;
            }
            finally
            {
                _path.Pop();
            }
        }
        foreach (var extra in lookup)
        {
            PushKey(extra.Key);
            try
            {
                if (!IsExcludedPath())
                    return Differ("(no entry)", ValueText.Describe(extra.Value), "the dictionary read back has a key the original does not");
            }
            finally
            {
                _path.Pop();
            }
        }
        return null;
    }

    private void PushKey(object key)
    {
        switch (key)
        {
            case string s:
                _path.PushKey(s, quoted: true);
                break;
            case Guid g:
                _path.PushKey(g.ToString("D"), quoted: true);
                break;
            case Enum e:
                _path.PushKey(e.ToString(), quoted: true);
                break;
            default:
                _path.PushKey(Convert.ToString(key, CultureInfo.InvariantCulture) ?? "", quoted: false);
                break;
        }
    }

    private static List<KeyValuePair<object, object?>>? Entries(object value)
    {
        if (value is IDictionary dictionary)
        {
            var list = new List<KeyValuePair<object, object?>>(dictionary.Count);
            foreach (DictionaryEntry entry in dictionary)
                list.Add(new KeyValuePair<object, object?>(entry.Key, entry.Value));
            return list;
        }
        var pairType = DictionaryPairType(value.GetType());
        if (pairType is null || value is not IEnumerable items)
            return null;
        var key = pairType.GetProperty("Key")!;
        var item = pairType.GetProperty("Value")!;
        var entries = new List<KeyValuePair<object, object?>>();
        foreach (object? pair in items)
        {
            if (pair is not null)
                entries.Add(new KeyValuePair<object, object?>(key.GetValue(pair)!, item.GetValue(pair)));
        }
        return entries;
    }

    private static Type? DictionaryPairType(Type type)
    {
        foreach (var candidate in type.GetInterfaces())
        {
            if (!candidate.IsGenericType)
                continue;
            var definition = candidate.GetGenericTypeDefinition();
            if (definition == typeof(IDictionary<,>) || definition == typeof(IReadOnlyDictionary<,>))
                return typeof(KeyValuePair<,>).MakeGenericType(candidate.GetGenericArguments());
        }
        return null;
    }

    private static bool IsSet(Type type)
    {
        foreach (var candidate in type.GetInterfaces())
        {
            if (candidate.IsGenericType && candidate.GetGenericTypeDefinition().FullName is "System.Collections.Generic.ISet`1" or "System.Collections.Generic.IReadOnlySet`1")
                return true;
        }
        return false;
    }

    private static bool ImplementsEquatable(Type type)
    {
        foreach (var candidate in type.GetInterfaces())
        {
            if (candidate.IsGenericType && candidate.GetGenericTypeDefinition() == typeof(IEquatable<>) && candidate.GetGenericArguments()[0] == type)
                return true;
        }
        return false;
    }

    private Difference Differ(string expected, string actual, string reason) =>
        _quiet > 0 ? s_quietDifference : new Difference(_path.ToString(), Snapshot(), expected, actual, reason);

    private Segment[] Snapshot()
    {
        var segments = new Segment[_path.Segments.Count];
        for (int i = 0; i < segments.Length; i++)
            segments[i] = _path.Segments[i];
        return segments;
    }

    // Quiet comparisons only need to know that there is a difference; one shared instance saves building messages.
    private static readonly Difference s_quietDifference = new("$", Array.Empty<Segment>(), "", "", "");

    private sealed class ReferencePairComparer : IEqualityComparer<(object, object)>
    {
        public static readonly ReferencePairComparer Instance = new();

        public bool Equals((object, object) x, (object, object) y) => ReferenceEquals(x.Item1, y.Item1) && ReferenceEquals(x.Item2, y.Item2);

        public int GetHashCode((object, object) pair) => unchecked((RuntimeHelpers.GetHashCode(pair.Item1) * 397) ^ RuntimeHelpers.GetHashCode(pair.Item2));
    }
}
