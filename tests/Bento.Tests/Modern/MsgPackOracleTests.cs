using System;
using System.Collections;
using System.Collections.Generic;
using System.Globalization;
using System.IO;
using System.Linq;
using System.Text.Json;
using Bento.Bench.Models;
using Bento.Tests.Infrastructure;
using MessagePack;
using Xunit;

namespace Bento.Tests.Corpus
{
    /// <summary>
    /// Bento's typed MessagePack judged by implementations other than Bento: System.Text.Json reads each corpus into
    /// its model, Bento writes the model as MessagePack, MessagePack-CSharp decodes those bytes without a schema, and the
    /// decoded tree must equal System.Text.Json's own JSON of the same model, member for member. A member that Bento
    /// dropped or misnamed, in one codec or in all of them alike, shows up as a missing or extra key here.
    /// </summary>
    public class MsgPackOracleTests
    {
        [CorpusFact]
        public void Twitter_as_MessagePack_CSharp_reads_it() => Check<TwitterSearch>("twitter.json");

        [CorpusFact]
        public void Citm_catalog_as_MessagePack_CSharp_reads_it() => Check<CitmCatalog>("citm_catalog.json");

        [CorpusFact]
        public void Canada_as_MessagePack_CSharp_reads_it() => Check<CanadaFeatureCollection>("canada.json");

        private static void Check<T>(string file)
        {
            T model = JsonSerializer.Deserialize<T>(File.ReadAllBytes(SharedData.CorpusPath(file)))!;
            using JsonDocument expected = JsonDocument.Parse(JsonSerializer.SerializeToUtf8Bytes(model));
            object? decoded = MessagePackSerializer.Deserialize<object>(BentoMessagePack.Serialize(model), MessagePackSerializerOptions.Standard);
            int compared = Compare(expected.RootElement, decoded, "$");
            Assert.True(compared > 1000, file + ": only " + compared + " values compared");
        }

        /// <summary>Compares a JSON value with MessagePack-CSharp's schema-less decoding; returns the values compared.</summary>
        internal static int Compare(JsonElement expected, object? actual, string path)
        {
            switch (expected.ValueKind)
            {
                case JsonValueKind.Object:
                {
                    var map = actual as IDictionary ?? throw Differ(path, "an object", actual);
                    var keys = new HashSet<string>(StringComparer.Ordinal);
                    foreach (DictionaryEntry entry in map)
                        keys.Add(Convert.ToString(entry.Key, CultureInfo.InvariantCulture)!);
                    int count = 1;
                    foreach (JsonProperty property in expected.EnumerateObject())
                    {
                        if (!keys.Remove(property.Name))
                            throw new Xunit.Sdk.XunitException(path + ": MessagePack has no member \"" + property.Name + "\"");
                        object? value = map.Contains(property.Name) ? map[property.Name] : FindByText(map, property.Name);
                        count += Compare(property.Value, value, path + "." + property.Name);
                    }
                    if (keys.Count != 0)
                        throw new Xunit.Sdk.XunitException(path + ": MessagePack has members System.Text.Json does not write: " + string.Join(", ", keys));
                    return count;
                }
                case JsonValueKind.Array:
                {
                    var items = (actual as IList ?? throw Differ(path, "an array", actual)).Cast<object?>().ToList();
                    Assert.True(items.Count == expected.GetArrayLength(), path + ": " + items.Count + " elements, expected " + expected.GetArrayLength());
                    int count = 1, i = 0;
                    foreach (JsonElement element in expected.EnumerateArray())
                    {
                        count += Compare(element, items[i], path + "[" + i + "]");
                        i++;
                    }
                    return count;
                }
                case JsonValueKind.String:
                    if (actual is DateTime time)
                    {
                        // A timestamp extension: the instant System.Text.Json wrote as text.
                        var instant = DateTimeOffset.Parse(expected.GetString()!, CultureInfo.InvariantCulture).UtcDateTime;
                        if (instant != time.ToUniversalTime()) throw Differ(path, expected.GetString()!, actual);
                        return 1;
                    }
                    if (actual is byte[] bytes)
                    {
                        if (!expected.GetBytesFromBase64().AsSpan().SequenceEqual(bytes)) throw Differ(path, expected.GetString()!, actual);
                        return 1;
                    }
                    if (!(actual is string text) || text != expected.GetString()) throw Differ(path, expected.GetString()!, actual);
                    return 1;
                case JsonValueKind.Number:
                    if (actual is double || actual is float)
                    {
                        double value = Convert.ToDouble(actual, CultureInfo.InvariantCulture);
                        if (value != expected.GetDouble()) throw Differ(path, expected.GetRawText(), actual);
                        return 1;
                    }
                    if (actual == null || !IsInteger(actual)) throw Differ(path, expected.GetRawText(), actual);
                    if (decimal.Parse(expected.GetRawText(), NumberStyles.Float, CultureInfo.InvariantCulture) != Convert.ToDecimal(actual, CultureInfo.InvariantCulture))
                        throw Differ(path, expected.GetRawText(), actual);
                    return 1;
                case JsonValueKind.True:
                case JsonValueKind.False:
                    if (!(actual is bool flag) || flag != expected.GetBoolean()) throw Differ(path, expected.GetRawText(), actual);
                    return 1;
                default:
                    if (actual != null) throw Differ(path, "null", actual);
                    return 1;
            }
        }

        private static object? FindByText(IDictionary map, string key)
        {
            foreach (DictionaryEntry entry in map)
                if (Convert.ToString(entry.Key, CultureInfo.InvariantCulture) == key)
                    return entry.Value;
            return null;
        }

        private static bool IsInteger(object value) =>
            value is byte || value is sbyte || value is short || value is ushort || value is int || value is uint || value is long || value is ulong;

        private static Exception Differ(string path, string expected, object? actual) =>
            new Xunit.Sdk.XunitException(path + ": expected " + expected + ", MessagePack-CSharp read " +
                (actual == null ? "nil" : actual.GetType().Name + " " + Convert.ToString(actual, CultureInfo.InvariantCulture)));
    }
}
