using System.Collections.Generic;
using System.Text;
using Bento.Tests.Infrastructure;
using Xunit;

namespace Bento.Tests.Migration
{
    /// <summary>Non-public members marked [BentoInclude] or [JsonInclude] in every format: written, read and populated.</summary>
    public class PrivateMemberTests
    {
        public static IEnumerable<object[]> Formats() => TestFormat.OwnLayoutRows();

        [Fact]
        public void Included_members_are_written_under_their_names()
        {
            string json = Encoding.UTF8.GetString(BentoJson.SerializeToUtf8Bytes(Vault.Create("ann", 1234, "hi", "opened")));
            Assert.Equal("{\"Owner\":\"ann\",\"pin\":1234,\"Log\":[\"opened\"],\"Note\":\"hi\",\"Version\":3}", json);
        }

        [Theory, MemberData(nameof(Formats))]
        public void Assigned_and_filled_members_round_trip(TestFormat format)
        {
            var back = format.Deserialize<Vault>(format.Serialize(Vault.Create("ann", 1234, "hi", "opened", "closed")));
            Assert.Equal("ann", back.Owner);
            Assert.Equal(1234, back.Pin());
            Assert.Equal(new[] { "opened", "closed" }, back.LogInstance());
            Assert.Equal("hi", back.GetNote());
            Assert.Equal(3, back.Version);
        }

        [Theory, MemberData(nameof(Formats))]
        public void Populate_updates_private_members_in_place(TestFormat format)
        {
            var target = Vault.Create("old", 1, "old note", "a", "b", "c");
            var log = target.LogInstance();
            format.Populate(format.Serialize(Vault.Create("new", 99, null, "z")), ref target);
            Assert.Equal("new", target.Owner);
            Assert.Equal(99, target.Pin());
            Assert.Null(target.GetNote());
            // The get-only private list keeps its instance and is refilled.
            Assert.Same(log, target.LogInstance());
            Assert.Equal(new[] { "z" }, log);
        }

        [Theory, MemberData(nameof(Formats))]
        public void Constructor_readonly_and_init_members_round_trip(TestFormat format)
        {
            var back = format.Deserialize<Badge>(format.Serialize(Badge.Create("gold-7", 5, "gold")));
            Assert.Equal("gold-7", back.Code());
            Assert.Equal(5, back.Level);
            Assert.Equal("gold", back.GetTier());
        }

        [Theory, MemberData(nameof(Formats))]
        public void Populate_rebuilds_a_value_with_private_init_members(TestFormat format)
        {
            var target = Badge.Create("a", 1, "silver");
            format.Populate(format.Serialize(Badge.Create("b", 2, "gold")), ref target);
            Assert.Equal("b", target.Code());
            Assert.Equal(2, target.Level);
            Assert.Equal("gold", target.GetTier());
        }

        [Fact]
        public void Absent_private_init_member_keeps_the_constructor_default()
        {
            // Badge is built through its constructor, so an absent init member gets default: Tier is null here, as
            // for a public init member of such a type (docs/diagnostics/README.md, "How a value is built").
            var back = BentoJson.Deserialize<Badge>(Encoding.UTF8.GetBytes("{\"code\":\"c\"}"));
            Assert.Equal("c", back.Code());
            Assert.Equal(0, back.Level);
            Assert.Null(back.GetTier());
        }

        [Theory, MemberData(nameof(Formats))]
        public void Private_member_in_the_array_layout(TestFormat format)
        {
            var back = format.Deserialize<KeyedVault>(format.Serialize(KeyedVault.Create("ann", 77)));
            Assert.Equal("ann", back.Owner);
            Assert.Equal(77, back.Pin());
        }

        [Fact]
        public void Private_member_keyed_in_MessagePack()
        {
            // [BentoKey] puts the private member at index 1 of the array: 92 a3 "ann" 4d (77).
            Assert.Equal("92A3616E6E4D", System.Convert.ToHexString(BentoMessagePack.Serialize(KeyedVault.Create("ann", 77))));
        }
    }
}
