using System;
using System.Collections.Generic;
using System.IO;
using System.Linq;
using System.Text;
using System.Text.Json;
using Bento.Tests.Conformance;
using Bento.Tests.Infrastructure;
using Xunit;

namespace Bento.Tests.Untyped
{
    /// <summary>
    /// JSONTestSuite through <see cref="BentoValue"/>: every y_ document parses to the values System.Text.Json's
    /// JsonDocument reads from it and writes back as its minified form; every n_ document is a BentoJsonException.
    /// </summary>
    public class UntypedConformanceTests
    {
        private static byte[] Load(string name) => File.ReadAllBytes(SharedData.ConformancePath(name));

        [ConformanceTheory]
        [MemberData(nameof(JsonTestSuiteTests.AcceptFiles), MemberType = typeof(JsonTestSuiteTests))]
        public void Accepted_documents_equal_JsonDocument(string file)
        {
            byte[] json = Load(file);
            var value = BentoValue.ParseJson(json);
            bool repeatsNames;
            using (var document = JsonDocument.Parse(json, new JsonDocumentOptions { MaxDepth = 1000 }))
            {
                repeatsNames = AssertSame(document.RootElement, value, "$");
            }

            // A repeated name keeps one member (the last value), so only those documents differ from their minified form.
            if (!repeatsNames) Assert.Equal(BentoJson.Minify(json), value.ToJsonUtf8());

            Assert.Equal(value, BentoValue.ParseMessagePack(value.ToMessagePack()));
        }

        [ConformanceTheory]
        [MemberData(nameof(JsonTestSuiteTests.RejectFiles), MemberType = typeof(JsonTestSuiteTests))]
        public void Rejected_documents_raise_BentoJsonException(string file)
        {
            byte[] json = Load(file);
            Assert.IsType<BentoJsonException>(Record.Exception(() => BentoValue.ParseJson(json)));
        }

        private static bool AssertSame(JsonElement expected, BentoValue actual, string path)
        {
            bool repeats = false;
            switch (expected.ValueKind)
            {
                case JsonValueKind.Object:
                    Assert.True(actual.Kind == BentoValueKind.Object, path);

                    // JsonDocument keeps every occurrence of a repeated name; a lookup finds the last, as Bento keeps it.
                    var last = new Dictionary<string, JsonElement>();
                    var order = new List<string>();
                    foreach (var property in expected.EnumerateObject())
                    {
                        if (!last.ContainsKey(property.Name)) order.Add(property.Name);
                        last[property.Name] = property.Value;
                    }

                    Assert.Equal(order, actual.Members.Select(m => m.Name).ToList());
                    repeats = order.Count != expected.EnumerateObject().Count();
                    foreach (string name in order) repeats |= AssertSame(last[name], actual[name], path + "." + name);
                    break;
                case JsonValueKind.Array:
                    Assert.True(actual.Kind == BentoValueKind.Array, path);
                    Assert.Equal(expected.GetArrayLength(), actual.Count);
                    int i = 0;
                    foreach (var item in expected.EnumerateArray())
                    {
                        repeats |= AssertSame(item, actual[i], path + "[" + i + "]");
                        i++;
                    }

                    break;
                case JsonValueKind.String:
                    Assert.Equal(expected.GetString(), actual.GetString());
                    break;
                case JsonValueKind.Number:
                    Assert.Equal(BentoValue.Number(expected.GetRawText()), actual);
                    if (expected.TryGetInt64(out long integer)) Assert.Equal(integer, actual.GetInt64());
                    if (expected.TryGetDouble(out double number)) Assert.Equal(number, actual.GetDouble());
                    break;
                case JsonValueKind.True:
                case JsonValueKind.False:
                    Assert.Equal(expected.GetBoolean(), actual.GetBoolean());
                    break;
                default:
                    Assert.True(actual.IsNull, path);
                    break;
            }

            return repeats;
        }
    }
}
