using System;
using System.Collections;
using System.Collections.Concurrent;
using System.Collections.Generic;
using System.Globalization;
using System.Reflection;

namespace Bento.Bench.Runner;

/// <summary>
/// Structural equality over the model types, used before timing to prove that what a serializer reads back equals the
/// source value. It is stricter than <c>Equals</c> wherever <c>Equals</c> forgives a loss: doubles and floats compare
/// by bit pattern (a lossy number format fails), <see cref="DateTime"/> by ticks and kind, <see cref="DateTimeOffset"/>
/// by instant and offset, <see cref="decimal"/> by value and scale (1.50 is not 1.5); public fields are compared as well
/// as public properties, sets without regard to order and dictionaries by key. Runs once per case, never while timing,
/// so reflection is fine here.
/// </summary>
public static class DeepEquality
{
    static readonly ConcurrentDictionary<Type, MemberInfo[]> s_members = new();

    /// <summary>A path and a description of the first difference, or null when the values are equal.</summary>
    public static string? FindDifference(object? expected, object? actual) => Compare(expected, actual, "$");

    static string? Compare(object? expected, object? actual, string path)
    {
        if (expected is null || actual is null)
        {
            return expected is null && actual is null ? null : $"{path}: expected {Show(expected)}, got {Show(actual)}";
        }

        Type type = expected.GetType();
        if (type != actual.GetType())
        {
            return $"{path}: expected a {type.Name}, got a {actual.GetType().Name}";
        }

        switch (expected)
        {
            case double d:
                return BitConverter.DoubleToInt64Bits(d) == BitConverter.DoubleToInt64Bits((double)actual)
                    ? null : $"{path}: expected {d.ToString("R", CultureInfo.InvariantCulture)}, got {((double)actual).ToString("R", CultureInfo.InvariantCulture)}";
            case float f:
                return BitConverter.SingleToInt32Bits(f) == BitConverter.SingleToInt32Bits((float)actual)
                    ? null : $"{path}: expected {f.ToString("R", CultureInfo.InvariantCulture)}, got {((float)actual).ToString("R", CultureInfo.InvariantCulture)}";
            case DateTime time:
                return time.Ticks == ((DateTime)actual).Ticks && time.Kind == ((DateTime)actual).Kind
                    ? null : $"{path}: expected {time:O} ({time.Kind}), got {(DateTime)actual:O} ({((DateTime)actual).Kind})";
            case DateTimeOffset offset:
                return offset.EqualsExact((DateTimeOffset)actual) ? null : $"{path}: expected {offset:O}, got {(DateTimeOffset)actual:O}";
            case decimal number:
                // GetBits holds the scale and the sign, which decimal equality ignores.
                return decimal.GetBits(number).AsSpan().SequenceEqual(decimal.GetBits((decimal)actual))
                    ? null : $"{path}: expected {Show(number)}, got {Show(actual)} (decimals compare with their scale)";
            case string or bool or char or Enum or Guid or TimeSpan:
            case byte or sbyte or short or ushort or int or uint or long or ulong:
                return expected.Equals(actual) ? null : $"{path}: expected {Show(expected)}, got {Show(actual)}";
            case IDictionary dictionary:
                return CompareDictionaries(dictionary, (IDictionary)actual, path);
            case IList list:
                return CompareLists(list, (IList)actual, path);
            case IEnumerable sequence when IsSet(type):
                return CompareSets(sequence, (IEnumerable)actual, path);
            case IEnumerable sequence:
                return CompareLists(ToList(sequence), ToList((IEnumerable)actual), path);
        }

        foreach (MemberInfo member in s_members.GetOrAdd(type, static t => Members(t)))
        {
            string? difference = member is PropertyInfo property
                ? Compare(property.GetValue(expected), property.GetValue(actual), path + "." + property.Name)
                : Compare(((FieldInfo)member).GetValue(expected), ((FieldInfo)member).GetValue(actual), path + "." + member.Name);
            if (difference is not null)
            {
                return difference;
            }
        }

        return null;
    }

    /// <summary>Public instance properties (not indexers) and public instance fields.</summary>
    static MemberInfo[] Members(Type type)
    {
        var members = new List<MemberInfo>();
        foreach (PropertyInfo property in type.GetProperties(BindingFlags.Public | BindingFlags.Instance))
        {
            if (property.GetIndexParameters().Length == 0)
            {
                members.Add(property);
            }
        }

        members.AddRange(type.GetFields(BindingFlags.Public | BindingFlags.Instance));
        return members.ToArray();
    }

    static bool IsSet(Type type)
    {
        foreach (Type face in type.GetInterfaces())
        {
            if (face.IsGenericType && face.GetGenericTypeDefinition() == typeof(ISet<>))
            {
                return true;
            }
        }

        return false;
    }

    static List<object?> ToList(IEnumerable sequence)
    {
        var items = new List<object?>();
        foreach (object? item in sequence)
        {
            items.Add(item);
        }

        return items;
    }

    /// <summary>Sets: the same count, and each expected element has a deep-equal partner not taken by another.</summary>
    static string? CompareSets(IEnumerable expected, IEnumerable actual, string path)
    {
        List<object?> want = ToList(expected), have = ToList(actual);
        if (want.Count != have.Count)
        {
            return $"{path}: expected {want.Count} elements, got {have.Count}";
        }

        var taken = new bool[have.Count];
        for (int i = 0; i < want.Count; i++)
        {
            int match = -1;
            for (int j = 0; j < have.Count && match < 0; j++)
            {
                if (!taken[j] && Compare(want[i], have[j], path) is null)
                {
                    match = j;
                }
            }

            if (match < 0)
            {
                return $"{path}: no element equal to {Show(want[i])} (set element {i.ToString(CultureInfo.InvariantCulture)} of the source)";
            }

            taken[match] = true;
        }

        return null;
    }

    /// <summary>
    /// Pairs that must compare unequal, each for a loss that <c>Equals</c> forgives; the smoke run fails if the
    /// comparison misses one, since every benchmark verdict rests on it.
    /// </summary>
    public static IEnumerable<string> SelfCheck()
    {
        var pairs = new (string What, object Expected, object Actual)[]
        {
            ("DateTime kind", new DateTime(2020, 1, 2, 3, 4, 5, DateTimeKind.Utc), new DateTime(2020, 1, 2, 3, 4, 5, DateTimeKind.Unspecified)),
            ("DateTimeOffset offset", new DateTimeOffset(2020, 1, 2, 3, 4, 5, TimeSpan.FromHours(2)), new DateTimeOffset(2020, 1, 2, 1, 4, 5, TimeSpan.Zero)),
            ("decimal scale", 1.50m, 1.5m),
            ("set element", new HashSet<int> { 1, 2 }, new HashSet<int> { 1, 3 }),
            ("dictionary value", new Dictionary<string, int> { ["a"] = 1 }, new Dictionary<string, int> { ["a"] = 2 }),
            ("public field", new FieldHolder { Value = 1 }, new FieldHolder { Value = 2 }),
            ("negative zero", 0.0, -0.0),
        };
        foreach (var (what, expected, actual) in pairs)
        {
            if (FindDifference(expected, actual) is null)
            {
                yield return what;
            }
        }

        if (FindDifference(new HashSet<int> { 1, 2, 3 }, new HashSet<int> { 3, 1, 2 }) is { } difference)
        {
            yield return "sets in another order: " + difference;
        }
    }

    sealed class FieldHolder
    {
#pragma warning disable CA1051 // A public field on purpose: the comparison must look at fields.
        public int Value;
#pragma warning restore CA1051
    }

    static string? CompareLists(IList expected, IList actual, string path)
    {
        if (expected.Count != actual.Count)
        {
            return $"{path}: expected {expected.Count} elements, got {actual.Count}";
        }

        for (int i = 0; i < expected.Count; i++)
        {
            string? difference = Compare(expected[i], actual[i], path + "[" + i.ToString(CultureInfo.InvariantCulture) + "]");
            if (difference is not null)
            {
                return difference;
            }
        }

        return null;
    }

    static string? CompareDictionaries(IDictionary expected, IDictionary actual, string path)
    {
        if (expected.Count != actual.Count)
        {
            return $"{path}: expected {expected.Count} entries, got {actual.Count}";
        }

        foreach (DictionaryEntry entry in expected)
        {
            if (!actual.Contains(entry.Key))
            {
                return $"{path}: key {Show(entry.Key)} is missing";
            }

            string? difference = Compare(entry.Value, actual[entry.Key], path + "[" + Show(entry.Key) + "]");
            if (difference is not null)
            {
                return difference;
            }
        }

        return null;
    }

    static string Show(object? value) => value switch
    {
        null => "null",
        string s => "\"" + (s.Length > 40 ? s[..40] + "..." : s) + "\"",
        _ => Convert.ToString(value, CultureInfo.InvariantCulture) ?? "?",
    };
}
