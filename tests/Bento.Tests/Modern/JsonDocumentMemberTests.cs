using System;
using System.Collections.Generic;
using System.Text.Json;
using System.Text.Json.Nodes;
using Bento.Tests.Infrastructure;
using Xunit;

namespace Bento.Tests.Modern
{
    [BentoObject]
    public partial class StjDocuments
    {
        public JsonElement Element { get; set; }
        public JsonNode? Node { get; set; }
        public List<JsonElement> Elements { get; set; } = new();
        public Dictionary<string, JsonNode?> Nodes { get; set; } = new();
    }

    [BentoObject]
    public partial class StjLooseProfile
    {
        public string Name { get; set; } = "";
        [System.Text.Json.Serialization.JsonExtensionData] public Dictionary<string, JsonElement>? Rest { get; set; }
    }

    public class JsonDocumentMemberTests
    {
        public static IEnumerable<object[]> Formats() => TestFormat.OwnLayoutRows();

        // 1.50 and -0 keep their text in JSON; MessagePack carries them as doubles (1.5, -0.0).
        private const string Document =
            "{\"Element\":{\"a\":[1.50,\"x\",null,true],\"b\":2.5e3},\"Node\":[{\"k\":\"v\"},-0],\"Elements\":[1,\"two\",{}],"
            + "\"Nodes\":{\"n\":null,\"m\":{\"deep\":[[]]}}}";

        [Fact]
        public void Elements_and_nodes_read_and_write_as_System_Text_Json_does()
        {
            var value = BentoJson.Deserialize<StjDocuments>(Document);
            Assert.Equal(JsonValueKind.Object, value.Element.ValueKind);
            Assert.Equal("1.50", value.Element.GetProperty("a")[0].GetRawText());
            Assert.Equal("v", value.Node![0]!["k"]!.GetValue<string>());
            Assert.Null(value.Nodes["n"]);
            Assert.Equal(Document, BentoJson.Serialize(value));
            Assert.Equal(JsonSerializer.Serialize(JsonSerializer.Deserialize<StjDocuments>(Document)), BentoJson.Serialize(value));
        }

        [Theory]
        [MemberData(nameof(Formats))]
        public void Elements_and_nodes_round_trip_in_every_format(TestFormat format)
        {
            var value = BentoJson.Deserialize<StjDocuments>(Document);
            byte[] written = format.Serialize(value);
            var back = format.Deserialize<StjDocuments>(written);
            Assert.Equal(written, format.Serialize(back));
            if (format.IsJson)
                Assert.Equal(Document, BentoJson.Serialize(back));
            else
                Assert.Equal(1.5, back.Element.GetProperty("a")[0].GetDouble());
        }

        [Fact]
        public void A_default_element_is_written_as_null()
        {
            Assert.StartsWith("{\"Element\":null,", BentoJson.Serialize(new StjDocuments()), System.StringComparison.Ordinal);
        }

        [Theory]
        [MemberData(nameof(Formats))]
        public void Extension_data_of_JsonElement_keeps_unknown_members(TestFormat format)
        {
            const string Full = "{\"Name\":\"ada\",\"Age\":36,\"Tags\":[\"x\",1.25]}";
            var profile = BentoJson.Deserialize<StjLooseProfile>(Full);
            Assert.Equal("1.25", profile.Rest!["Tags"][1].GetRawText());
            var back = format.Deserialize<StjLooseProfile>(format.Serialize(profile));
            Assert.Equal(Full, BentoJson.Serialize(back));
            Assert.Equal(JsonSerializer.Serialize(profile), BentoJson.Serialize(profile));
        }

        [Theory]
        [MemberData(nameof(Formats))]
        public void Bad_input_in_an_element_is_Bentos_error(TestFormat format)
        {
            byte[] good = format.Serialize(BentoJson.Deserialize<StjDocuments>(Document));
            format.Fails(() => format.Deserialize<StjDocuments>(good.AsSpan(0, good.Length / 2).ToArray()));
        }
    }
}
