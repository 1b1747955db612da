using System;
using System.Collections;
using System.Collections.Generic;
using System.Globalization;
using System.Reflection;
using Xunit.Sdk;

namespace Bento.Tests.Infrastructure
{
    /// <summary>
    /// Structural equality for test models, strict where serializers tend to cut corners: doubles compare by bit
    /// pattern (so -0.0 differs from 0.0; any NaN equals any NaN), decimals compare value AND scale (1.50 is not 1.5),
    /// DateTime compares ticks and Kind, DateTimeOffset ticks and offset, Uri its original string.
    /// Collections compare element-wise in order, sets and dictionaries regardless of order.
    /// </summary>
    public static class DeepEqual
    {
        public static void Assert(object? expected, object? actual)
        {
            string? difference = Compare(expected, actual, "$");
            if (difference != null)
                throw new XunitException("Values differ at " + difference);
        }

        public static bool AreEqual(object? expected, object? actual) => Compare(expected, actual, "$") == null;

        private static string? Compare(object? expected, object? actual, string path)
        {
            if (expected == null || actual == null)
            {
                if (expected == null && actual == null)
                    return null;
                return path + ": expected " + Show(expected) + ", actual " + Show(actual);
            }

            switch (expected)
            {
                case double d:
                {
                    if (!(actual is double a))
                        return TypeMismatch(path, expected, actual);
                    bool same = double.IsNaN(d) ? double.IsNaN(a) : BitConverter.DoubleToInt64Bits(d) == BitConverter.DoubleToInt64Bits(a);
                    return same ? null : path + ": expected " + d.ToString("R", CultureInfo.InvariantCulture) + ", actual " + a.ToString("R", CultureInfo.InvariantCulture);
                }
                case float f:
                {
                    if (!(actual is float a))
                        return TypeMismatch(path, expected, actual);
                    bool same = float.IsNaN(f) ? float.IsNaN(a) : BitConverter.SingleToInt32Bits(f) == BitConverter.SingleToInt32Bits(a);
                    return same ? null : path + ": expected " + f.ToString("R", CultureInfo.InvariantCulture) + ", actual " + a.ToString("R", CultureInfo.InvariantCulture);
                }
                case decimal m:
                {
                    if (!(actual is decimal a))
                        return TypeMismatch(path, expected, actual);
                    string es = m.ToString(CultureInfo.InvariantCulture), acs = a.ToString(CultureInfo.InvariantCulture);
                    return es == acs ? null : path + ": expected " + es + "m, actual " + acs + "m";
                }
                case DateTime dt:
                {
                    if (!(actual is DateTime a))
                        return TypeMismatch(path, expected, actual);
                    return dt.Ticks == a.Ticks && dt.Kind == a.Kind ? null
                        : path + ": expected " + dt.ToString("O", CultureInfo.InvariantCulture) + " (" + dt.Kind + "), actual " + a.ToString("O", CultureInfo.InvariantCulture) + " (" + a.Kind + ")";
                }
                case DateTimeOffset dto:
                {
                    if (!(actual is DateTimeOffset a))
                        return TypeMismatch(path, expected, actual);
                    return dto.Ticks == a.Ticks && dto.Offset == a.Offset ? null
                        : path + ": expected " + dto.ToString("O", CultureInfo.InvariantCulture) + ", actual " + a.ToString("O", CultureInfo.InvariantCulture);
                }
                case Uri u:
                {
                    if (!(actual is Uri a))
                        return TypeMismatch(path, expected, actual);
                    return u.OriginalString == a.OriginalString && u.IsAbsoluteUri == a.IsAbsoluteUri ? null
                        : path + ": expected " + Show(u.OriginalString) + ", actual " + Show(a.OriginalString);
                }
                case string s:
                    return actual is string sa && string.Equals(s, sa, StringComparison.Ordinal) ? null : path + ": expected " + Show(s) + ", actual " + Show(actual);
                case ReadOnlyMemory<byte> rom:
                {
                    if (!(actual is ReadOnlyMemory<byte> a))
                        return TypeMismatch(path, expected, actual);
                    return rom.Span.SequenceEqual(a.Span) ? null : path + ": byte contents differ (" + rom.Length + " vs " + a.Length + " bytes)";
                }
            }

            Type type = expected.GetType();
            // Memory<T> and ReadOnlyMemory<T> compare by their elements (their Span property cannot be read by reflection).
            if (type.IsGenericType && (type.GetGenericTypeDefinition() == typeof(Memory<>) || type.GetGenericTypeDefinition() == typeof(ReadOnlyMemory<>)))
            {
                if (actual.GetType() != type)
                    return TypeMismatch(path, expected, actual);
                return Compare(type.GetMethod("ToArray")!.Invoke(expected, null), type.GetMethod("ToArray")!.Invoke(actual, null), path);
            }
            if (type.IsPrimitive || type.IsEnum || expected is Guid || expected is TimeSpan || expected is Version || type.FullName == "System.DateOnly" || type.FullName == "System.TimeOnly")
                return expected.Equals(actual) ? null : path + ": expected " + Show(expected) + ", actual " + Show(actual);

            if (expected is IDictionary ed)
            {
                if (!(actual is IDictionary ad))
                    return TypeMismatch(path, expected, actual);
                if (ed.Count != ad.Count)
                    return path + ": expected " + ed.Count + " entries, actual " + ad.Count;
                foreach (DictionaryEntry entry in ed)
                {
                    if (!ad.Contains(entry.Key))
                        return path + ": missing key " + Show(entry.Key);
                    string? inner = Compare(entry.Value, ad[entry.Key], path + "[" + Show(entry.Key) + "]");
                    if (inner != null)
                        return inner;
                }
                return null;
            }

            if (expected is IEnumerable ee)
            {
                if (!(actual is IEnumerable ae))
                    return TypeMismatch(path, expected, actual);
                var el = new List<object?>();
                foreach (object? o in ee)
                    el.Add(o);
                var al = new List<object?>();
                foreach (object? o in ae)
                    al.Add(o);
                if (el.Count != al.Count)
                    return path + ": expected " + el.Count + " elements, actual " + al.Count;
                if (IsSet(type))
                {
                    if (AllSimple(el) && AllSimple(al))
                    {
                        // Plain values: their own equality is exact, so a hash lookup will do.
                        var actualSet = new HashSet<object?>(al);
                        foreach (object? e in el)
                        {
                            if (!actualSet.Contains(e))
                                return path + ": set element " + Show(e) + " missing";
                        }
                        return null;
                    }
                    foreach (object? e in el)
                    {
                        bool found = false;
                        foreach (object? a in al)
                        {
                            if (Compare(e, a, path) == null)
                            {
                                found = true;
                                break;
                            }
                        }
                        if (!found)
                            return path + ": set element " + Show(e) + " missing";
                    }
                    return null;
                }
                for (int i = 0; i < el.Count; i++)
                {
                    string? inner = Compare(el[i], al[i], path + "[" + i + "]");
                    if (inner != null)
                        return inner;
                }
                return null;
            }

            // A plain object: its public properties and fields.
            Type actualType = actual.GetType();
            foreach (PropertyInfo p in type.GetProperties(BindingFlags.Public | BindingFlags.Instance))
            {
                if (p.GetIndexParameters().Length != 0 || !p.CanRead)
                    continue;
                PropertyInfo? ap = actualType.GetProperty(p.Name, BindingFlags.Public | BindingFlags.Instance);
                if (ap == null)
                    return path + "." + p.Name + ": missing on " + actualType.Name;
                string? inner = Compare(p.GetValue(expected), ap.GetValue(actual), path + "." + p.Name);
                if (inner != null)
                    return inner;
            }
            foreach (FieldInfo f in type.GetFields(BindingFlags.Public | BindingFlags.Instance))
            {
                FieldInfo? af = actualType.GetField(f.Name, BindingFlags.Public | BindingFlags.Instance);
                if (af == null)
                    return path + "." + f.Name + ": missing on " + actualType.Name;
                string? inner = Compare(f.GetValue(expected), af.GetValue(actual), path + "." + f.Name);
                if (inner != null)
                    return inner;
            }
            return null;
        }

        private static bool AllSimple(List<object?> items)
        {
            foreach (object? o in items)
            {
                if (o == null)
                    continue;
                Type t = o.GetType();
                if (!(t.IsPrimitive && !(o is double) && !(o is float)) && !t.IsEnum && !(o is string) && !(o is Guid))
                    return false;
            }
            return true;
        }

        private static bool IsSet(Type type)
        {
            foreach (Type i in type.GetInterfaces())
            {
                if (i.IsGenericType && i.GetGenericTypeDefinition() == typeof(ISet<>))
                    return true;
            }
            return false;
        }

        private static string TypeMismatch(string path, object expected, object actual) =>
            path + ": expected a " + expected.GetType().Name + " (" + Show(expected) + "), actual a " + actual.GetType().Name + " (" + Show(actual) + ")";

        internal static string Show(object? value)
        {
            if (value == null)
                return "null";
            if (value is string s)
            {
                var sb = new System.Text.StringBuilder("\"");
                foreach (char c in s)
                {
                    if (c < 0x20 || c > 0x7E)
                        sb.Append("\\u").Append(((int)c).ToString("X4", CultureInfo.InvariantCulture));
                    else
                        sb.Append(c);
                }
                return sb.Append('"').ToString();
            }
            if (value is char ch)
                return "'\\u" + ((int)ch).ToString("X4", CultureInfo.InvariantCulture) + "'";
            return Convert.ToString(value, CultureInfo.InvariantCulture) ?? value.GetType().Name;
        }
    }
}
