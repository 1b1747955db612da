using System.Collections.Generic;
using System.Text;
using Bento.Tests.Infrastructure;
using Xunit;

namespace Bento.Tests.Versioning
{
    // A client that knows three of a record's members.
    [BentoObject]
    public partial class PartialProfile
    {
        public string Name { get; set; } = "";
        public int Level { get; set; }
        public bool Active { get; set; }
        [BentoExtensionData] public Dictionary<string, BentoValue>? Rest { get; set; }
    }

    // The same with System.Text.Json's attribute and a record built through its constructor.
    [BentoObject]
    public partial record PartialRecord(string Name)
    {
        [System.Text.Json.Serialization.JsonExtensionData] public Dictionary<string, BentoValue>? Unknown { get; set; }
    }

    public class ExtensionDataTests
    {
        public static IEnumerable<object[]> Formats() => TestFormat.OwnLayoutRows();

        // Ten members: the model knows Name, Level and Active.
        private const string Full =
            "{\"Name\":\"ada\",\"Level\":7,\"Active\":true,\"Email\":\"a@b.c\",\"Score\":12.5,\"Tags\":[\"x\",\"y\"],"
            + "\"Address\":{\"City\":\"Oslo\",\"Zip\":\"0150\"},\"Born\":null,\"Ratio\":-0.25,\"Flags\":[1,2,3]}";

        [Fact]
        public void A_model_that_knows_three_of_ten_members_writes_the_other_seven_back()
        {
            var profile = BentoJson.Deserialize<PartialProfile>(Full);
            Assert.Equal("ada", profile.Name);
            Assert.Equal(7, profile.Level);
            Assert.True(profile.Active);
            Assert.Equal(7, profile.Rest!.Count);
            Assert.Equal(Full, BentoJson.Serialize(profile));
        }

        [Theory]
        [MemberData(nameof(Formats))]
        public void Unknown_members_survive_every_format(TestFormat format)
        {
            var profile = BentoJson.Deserialize<PartialProfile>(Full);
            var back = format.Deserialize<PartialProfile>(format.Serialize(profile));
            Assert.Equal(Full, BentoJson.Serialize(back));
        }

        [Fact]
        public void MessagePack_maps_keep_unknown_entries_byte_for_byte()
        {
            byte[] full = BentoMessagePack.FromJson(Encoding.UTF8.GetBytes(Full));
            var profile = BentoMessagePack.Deserialize<PartialProfile>(full);
            Assert.Equal(7, profile.Rest!.Count);
            Assert.Equal(full, BentoMessagePack.Serialize(profile));
        }

        [Fact]
        public void Without_unknown_members_the_dictionary_stays_as_constructed()
        {
            var profile = BentoJson.Deserialize<PartialProfile>("{\"Name\":\"x\"}");
            Assert.Null(profile.Rest);
            Assert.Equal("{\"Name\":\"x\",\"Level\":0,\"Active\":false}", BentoJson.Serialize(profile));
        }

        [Fact]
        public void Populate_adds_to_the_current_extension_data()
        {
            var profile = BentoJson.Deserialize<PartialProfile>("{\"Name\":\"x\",\"A\":1}");
            BentoJson.Populate(Encoding.UTF8.GetBytes("{\"B\":2,\"A\":3}"), ref profile);
            Assert.Equal("{\"Name\":\"x\",\"Level\":0,\"Active\":false,\"A\":3,\"B\":2}", BentoJson.Serialize(profile));
        }

        [Fact]
        public void The_reading_rules_still_apply()
        {
            var unknown = Assert.Throws<BentoJsonException>(() =>
                BentoJson.Deserialize<PartialProfile>("{\"Email\":1}", new BentoJsonOptions { RejectUnknownMembers = true }));
            Assert.Contains("The member 'Email' is not known to this type.", unknown.Message, System.StringComparison.Ordinal);
            var repeated = Assert.Throws<BentoJsonException>(() =>
                BentoJson.Deserialize<PartialProfile>("{\"Email\":1,\"Email\":2}", new BentoJsonOptions { RejectDuplicateMembers = true }));
            Assert.Contains("The member 'Email' occurs more than once", repeated.Message, System.StringComparison.Ordinal);
            Assert.Equal("2", BentoJson.Deserialize<PartialProfile>("{\"Email\":1,\"Email\":2}").Rest!["Email"].ToJson());
            var bad = Assert.Throws<BentoJsonException>(() => BentoJson.Deserialize<PartialProfile>("{\"Email\":[1,}"));
            Assert.True(bad.BytePosition > 0);
        }

        [Fact]
        public void A_record_keeps_unknown_members_through_its_constructor_with_the_STJ_attribute()
        {
            const string json = "{\"Name\":\"r\",\"Extra\":{\"deep\":[true]}}";
            var record = BentoJson.Deserialize<PartialRecord>(json);
            Assert.Equal("r", record.Name);
            Assert.Equal(json, BentoJson.Serialize(record));
        }
    }
}
