using System.Collections.Generic;
using Bento.Tests.Infrastructure;
using Xunit;

namespace Bento.Tests.Untyped
{
    [BentoObject]
    public partial class Envelope
    {
        public string Kind { get; set; } = "";
        public BentoValue? Payload { get; set; }
        public List<BentoValue> Items { get; set; } = new List<BentoValue>();
        public Dictionary<string, BentoValue> Meta { get; set; } = new Dictionary<string, BentoValue>();
    }

    public class UntypedMemberTests
    {
        public static IEnumerable<object[]> Formats() => TestFormat.OwnLayoutRows();

        private const string Document =
            "{\"Kind\":\"order\",\"Payload\":{\"id\":7,\"lines\":[{\"sku\":\"a\",\"qty\":2},null,true,1.5]},"
            + "\"Items\":[1,\"two\",[3],{\"four\":4},null],\"Meta\":{\"source\":\"web\",\"tags\":[\"x\",\"y\"]}}";

        [Fact]
        public void Untyped_members_keep_any_JSON_value_byte_for_byte()
        {
            var envelope = BentoJson.Deserialize<Envelope>(Document);
            Assert.Equal("order", envelope.Kind);
            Assert.Equal(BentoValueKind.Object, envelope.Payload!.Kind);
            Assert.Equal(5, envelope.Items.Count);
            Assert.Equal(BentoValueKind.Null, envelope.Items[4].Kind);
            Assert.Equal(2, envelope.Meta.Count);
            Assert.Equal(Document, BentoJson.Serialize(envelope));
        }

        [Theory]
        [MemberData(nameof(Formats))]
        public void Untyped_members_round_trip_in_every_format(TestFormat format)
        {
            var envelope = BentoJson.Deserialize<Envelope>(Document);
            var back = format.Deserialize<Envelope>(format.Serialize(envelope));
            Assert.Equal(Document, BentoJson.Serialize(back));
        }

        [Fact]
        public void A_JSON_null_reads_as_the_null_value_and_a_null_reference_writes_null()
        {
            var envelope = BentoJson.Deserialize<Envelope>("{\"Payload\":null}");
            Assert.Equal(BentoValueKind.Null, envelope.Payload!.Kind);
            Assert.Contains("\"Payload\":null", BentoJson.Serialize(new Envelope()), System.StringComparison.Ordinal);
        }
    }
}
