using System;
using System.Collections;
using System.Collections.Concurrent;
using System.Collections.Generic;
using System.Globalization;
using System.Reflection;

namespace Bento.Bench.Runner;

/// <summary>
/// Structural equality over the model types, used before timing to prove that a serializer's output reads back to the
/// source. Doubles and floats compare by bit pattern, so a lossy number format fails. Runs once per case, never
/// while timing, so reflection is fine here.
/// </summary>
public static class DeepEquality
{
    static readonly ConcurrentDictionary<Type, PropertyInfo[]> s_properties = new();

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
            case string or bool or char or decimal or Enum or DateTime or DateTimeOffset or Guid or TimeSpan:
            case byte or sbyte or short or ushort or int or uint or long or ulong:
                return expected.Equals(actual) ? null : $"{path}: expected {Show(expected)}, got {Show(actual)}";
            case IDictionary dictionary:
                return CompareDictionaries(dictionary, (IDictionary)actual, path);
            case IList list:
                return CompareLists(list, (IList)actual, path);
        }

        foreach (PropertyInfo property in s_properties.GetOrAdd(type, static t => t.GetProperties(BindingFlags.Public | BindingFlags.Instance)))
        {
            if (property.GetIndexParameters().Length != 0)
            {
                continue;
            }

            string? difference = Compare(property.GetValue(expected), property.GetValue(actual), path + "." + property.Name);
            if (difference is not null)
            {
                return difference;
            }
        }

        return null;
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
