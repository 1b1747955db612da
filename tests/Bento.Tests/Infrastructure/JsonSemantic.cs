using System;
using System.Collections.Generic;
using System.Globalization;
using System.Numerics;
using System.Text.Json;

namespace Bento.Tests.Infrastructure
{
    /// <summary>
    /// Compares two JSON documents by meaning: objects as unordered maps, arrays in order, strings after unescaping,
    /// integers exactly and other numbers by their double value (so "1.0" equals "1" and a shortest round-trip
    /// rewrite of a double equals the original text).
    /// </summary>
    public sealed class JsonSemantic
    {
        private readonly HashSet<string> _ignoredMembers;
        private readonly bool _absentEqualsNull;
        private readonly List<string> _differences = new List<string>();

        /// <param name="ignoredMembers">
        /// Member names a typed model intentionally does not have: present in the expected document, absent in the actual one.
        /// </param>
        /// <param name="absentEqualsNull">
        /// A member absent on one side and null on the other counts as equal: a typed model writes its optional members
        /// as null even where the original document left them out.
        /// </param>
        public JsonSemantic(IEnumerable<string>? ignoredMembers = null, bool absentEqualsNull = false)
        {
            _ignoredMembers = new HashSet<string>(ignoredMembers ?? Array.Empty<string>(), StringComparer.Ordinal);
            _absentEqualsNull = absentEqualsNull;
        }

        public IReadOnlyList<string> Differences => _differences;

        public static void AssertEqual(byte[] expected, byte[] actual, JsonSemantic? comparer = null)
        {
            comparer ??= new JsonSemantic();
            using (JsonDocument e = JsonDocument.Parse(expected, new JsonDocumentOptions { MaxDepth = 1000 }))
            using (JsonDocument a = JsonDocument.Parse(actual, new JsonDocumentOptions { MaxDepth = 1000 }))
                comparer.Compare(e.RootElement, a.RootElement, "$");
            if (comparer._differences.Count > 0)
            {
                int shown = Math.Min(10, comparer._differences.Count);
                throw new Xunit.Sdk.XunitException(comparer._differences.Count + " difference(s), first " + shown + ":\n  " +
                    string.Join("\n  ", comparer._differences.GetRange(0, shown)));
            }
        }

        private void Add(string difference)
        {
            if (_differences.Count < 1000)
                _differences.Add(difference);
        }

        public void Compare(JsonElement expected, JsonElement actual, string path)
        {
            if (expected.ValueKind != actual.ValueKind && !(IsBool(expected) && IsBool(actual)))
            {
                Add(path + ": expected " + expected.ValueKind + " " + Short(expected) + ", actual " + actual.ValueKind + " " + Short(actual));
                return;
            }
            switch (expected.ValueKind)
            {
                case JsonValueKind.Object:
                    CompareObjects(expected, actual, path);
                    break;
                case JsonValueKind.Array:
                {
                    int el = expected.GetArrayLength(), al = actual.GetArrayLength();
                    if (el != al)
                    {
                        Add(path + ": expected " + el + " elements, actual " + al);
                        return;
                    }
                    int i = 0;
                    using (JsonElement.ArrayEnumerator ae = actual.EnumerateArray())
                    {
                        foreach (JsonElement e in expected.EnumerateArray())
                        {
                            ae.MoveNext();
                            Compare(e, ae.Current, path + "[" + i.ToString(CultureInfo.InvariantCulture) + "]");
                            i++;
                        }
                    }
                    break;
                }
                case JsonValueKind.String:
                    if (!string.Equals(expected.GetString(), actual.GetString(), StringComparison.Ordinal))
                        Add(path + ": expected " + Short(expected) + ", actual " + Short(actual));
                    break;
                case JsonValueKind.Number:
                    if (!NumbersEqual(expected.GetRawText(), actual.GetRawText()))
                        Add(path + ": expected " + expected.GetRawText() + ", actual " + actual.GetRawText());
                    break;
                case JsonValueKind.True:
                case JsonValueKind.False:
                    if (expected.ValueKind != actual.ValueKind)
                        Add(path + ": expected " + expected.ValueKind + ", actual " + actual.ValueKind);
                    break;
            }
        }

        private void CompareObjects(JsonElement expected, JsonElement actual, string path)
        {
            var actualMembers = new Dictionary<string, JsonElement>(StringComparer.Ordinal);
            foreach (JsonProperty p in actual.EnumerateObject())
            {
                if (actualMembers.ContainsKey(p.Name))
                    Add(path + ": member '" + p.Name + "' written twice");
                actualMembers[p.Name] = p.Value;
            }
            var seen = new HashSet<string>(StringComparer.Ordinal);
            foreach (JsonProperty p in expected.EnumerateObject())
            {
                seen.Add(p.Name);
                string memberPath = path + "." + p.Name;
                if (actualMembers.TryGetValue(p.Name, out JsonElement value))
                    Compare(p.Value, value, memberPath);
                else if (_ignoredMembers.Contains(p.Name))
                    continue;
                else if (_absentEqualsNull && p.Value.ValueKind == JsonValueKind.Null)
                    continue;
                else
                    Add(memberPath + ": missing from the actual document");
            }
            foreach (KeyValuePair<string, JsonElement> extra in actualMembers)
            {
                if (seen.Contains(extra.Key))
                    continue;
                if (_absentEqualsNull && extra.Value.ValueKind == JsonValueKind.Null)
                    continue;
                Add(path + "." + extra.Key + ": not in the expected document (" + Short(extra.Value) + ")");
            }
        }

        private static bool IsBool(JsonElement e) => e.ValueKind == JsonValueKind.True || e.ValueKind == JsonValueKind.False;

        internal static bool NumbersEqual(string expected, string actual)
        {
            if (IsInteger(expected) && IsInteger(actual))
                return BigInteger.Parse(expected, CultureInfo.InvariantCulture) == BigInteger.Parse(actual, CultureInfo.InvariantCulture);
            double e = double.Parse(expected, NumberStyles.Float, CultureInfo.InvariantCulture);
            double a = double.Parse(actual, NumberStyles.Float, CultureInfo.InvariantCulture);
            return e.Equals(a);
        }

        private static bool IsInteger(string text) => text.IndexOfAny(new[] { '.', 'e', 'E' }) < 0;

        private static string Short(JsonElement e)
        {
            string raw = e.GetRawText();
            return raw.Length > 80 ? raw.Substring(0, 80) + "..." : raw;
        }
    }
}
