using System;
using System.Collections.Generic;
using System.Globalization;
using System.Linq;
using System.Text.Json;
using MessagePack;
using Xunit;

namespace Bento.Tests.Infrastructure
{
    /// <summary>
    /// Compares what System.Text.Json reads with what MessagePack-CSharp decodes without a schema: the two
    /// implementations Bento is judged by where a test must not compare Bento with itself.
    /// </summary>
    public static class Oracle
    {
        /// <summary>Compares a JSON value with MessagePack-CSharp's schema-less decoding; returns the values compared.</summary>
        public static int Compare(JsonElement expected, object? actual, string path)
        {
            switch (expected.ValueKind)
            {
                case JsonValueKind.Object:
                {
                    var pairs = actual as List<KeyValuePair<string, object?>> ?? throw Differ(path, "an object", actual);
                    var used = new bool[pairs.Count];
                    int count = 1;
                    foreach (JsonProperty property in expected.EnumerateObject())
                    {
                        // The first unused entry of that name: a document may repeat a name, and both readers keep both.
                        int at = -1;
                        for (int k = 0; k < pairs.Count && at < 0; k++)
                            if (!used[k] && pairs[k].Key == property.Name)
                                at = k;
                        if (at < 0)
                            throw new Xunit.Sdk.XunitException(path + ": MessagePack has no member \"" + property.Name + "\"");
                        used[at] = true;
                        count += Compare(property.Value, pairs[at].Value, path + "." + property.Name);
                    }
                    var extra = pairs.Where((pair, k) => !used[k]).Select(pair => pair.Key).ToList();
                    if (extra.Count != 0)
                        throw new Xunit.Sdk.XunitException(path + ": MessagePack has members System.Text.Json does not have: " + string.Join(", ", extra));
                    return count;
                }
                case JsonValueKind.Array:
                {
                    var items = actual as List<object?> ?? throw Differ(path, "an array", actual);
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

        /// <summary>
        /// Decodes a MessagePack document with MessagePack-CSharp's reader (not Bento's): maps become lists of entries
        /// (keys as invariant text, repeated keys kept), arrays lists, timestamps <see cref="DateTime"/>, bin byte arrays.
        /// </summary>
        public static object? Decode(byte[] msgpack)
        {
            var reader = new MessagePackReader(msgpack);
            object? value = Decode(ref reader);
            Assert.True(reader.End, "MessagePack-CSharp found bytes after the document");
            return value;
        }

        private static object? Decode(ref MessagePackReader reader)
        {
            switch (reader.NextMessagePackType)
            {
                case MessagePackType.Nil:
                    reader.ReadNil();
                    return null;
                case MessagePackType.Boolean:
                    return reader.ReadBoolean();
                case MessagePackType.Integer:
                    return reader.NextCode == MessagePackCode.UInt64 ? (object)reader.ReadUInt64() : reader.ReadInt64();
                case MessagePackType.Float:
                    return reader.NextCode == MessagePackCode.Float32 ? (object)reader.ReadSingle() : reader.ReadDouble();
                case MessagePackType.String:
                    return reader.ReadString();
                case MessagePackType.Binary:
                    return System.Buffers.BuffersExtensions.ToArray(reader.ReadBytes()!.Value);
                case MessagePackType.Array:
                {
                    int count = reader.ReadArrayHeader();
                    var items = new List<object?>(count);
                    for (int i = 0; i < count; i++)
                        items.Add(Decode(ref reader));
                    return items;
                }
                case MessagePackType.Map:
                {
                    int count = reader.ReadMapHeader();
                    var entries = new List<KeyValuePair<string, object?>>(count);
                    for (int i = 0; i < count; i++)
                    {
                        string key = Convert.ToString(Decode(ref reader), CultureInfo.InvariantCulture)!;
                        entries.Add(new KeyValuePair<string, object?>(key, Decode(ref reader)));
                    }
                    return entries;
                }
                case MessagePackType.Extension:
                    if (reader.CreatePeekReader().ReadExtensionFormatHeader().TypeCode == ReservedMessagePackExtensionTypeCode.DateTime)
                        return reader.ReadDateTime();
                    throw new Xunit.Sdk.XunitException("unexpected extension type in an oracle comparison");
                default:
                    throw new Xunit.Sdk.XunitException("unknown MessagePack type " + reader.NextMessagePackType);
            }
        }

        private static bool IsInteger(object value) =>
            value is byte || value is sbyte || value is short || value is ushort || value is int || value is uint || value is long || value is ulong;

        private static Exception Differ(string path, string expected, object? actual) =>
            new Xunit.Sdk.XunitException(path + ": expected " + expected + ", MessagePack-CSharp read " +
                (actual == null ? "nil" : actual.GetType().Name + " " + Convert.ToString(actual, CultureInfo.InvariantCulture)));
    }
}
