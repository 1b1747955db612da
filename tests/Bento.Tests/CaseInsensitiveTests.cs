using System.Collections.Generic;
using System.Text;
using Xunit;

namespace Bento.Tests
{
    [BentoObject]
    public partial class CasedPlayer
    {
        public string Name { get; set; } = "";
        public int Level { get; set; }
        [BentoAlias("score")] public long Points { get; set; }
        [BentoName("Ärger")] public int Trouble { get; set; }
        public List<int> Scores { get; set; } = new List<int>();
    }

    // Two members whose names differ only in case: an exact name picks its own member, any other casing the first one.
    [BentoObject]
    public partial class CasedTwins
    {
        public int Value { get; set; }
        [BentoName("value")] public int LowerValue { get; set; }
    }

    [BentoObject(PropertyNameCaseInsensitive = true)]
    public partial class AlwaysCaseInsensitive
    {
        public string Title { get; set; } = "";
        public double Weight { get; set; }
    }

    public class CaseInsensitiveTests
    {
        private static readonly BentoJsonOptions Insensitive = new BentoJsonOptions { PropertyNameCaseInsensitive = true };

        private static CasedPlayer Read(string json, BentoJsonOptions? options) =>
            BentoJson.Deserialize(json, CasedPlayer.BentoJsonCodec.Instance, options);

        [Fact]
        public void Off_by_default_other_casings_are_unknown_members()
        {
            var player = Read("{\"name\":\"Ada\",\"LEVEL\":7}", null);
            Assert.Equal("", player.Name);
            Assert.Equal(0, player.Level);
            var error = Assert.Throws<BentoJsonException>(() => Read("{\"name\":\"Ada\"}", new BentoJsonOptions { RejectUnknownMembers = true }));
            Assert.Contains("The member 'name' is not known to this type.", error.Message, System.StringComparison.Ordinal);
        }

        [Fact]
        public void The_option_matches_any_casing_of_names_and_aliases()
        {
            var player = Read("{\"name\":\"Ada\",\"LEVEL\":7,\"SCORE\":12,\"scores\":[1,2]}", Insensitive);
            Assert.Equal("Ada", player.Name);
            Assert.Equal(7, player.Level);
            Assert.Equal(12L, player.Points);
            Assert.Equal(new[] { 1, 2 }, player.Scores);
            // Exact names still read, beside the others.
            Assert.Equal(3, Read("{\"Level\":3,\"nAmE\":\"x\"}", Insensitive).Level);
        }

        [Fact]
        public void Names_beyond_ASCII_compare_as_text()
        {
            Assert.Equal(5, Read("{\"ärger\":5}", Insensitive).Trouble);
            Assert.Equal(6, Read("{\"ÄRGER\":6}", Insensitive).Trouble);
            Assert.Equal(0, Read("{\"argêr\":6}", Insensitive).Trouble);
        }

        [Fact]
        public void Hinted_JSON_and_populate_use_it_too()
        {
            var player = new CasedPlayer { Name = "kept", Level = 1 };
            BentoJson.Populate(Encoding.UTF8.GetBytes("{\"level\":9}"), ref player, CasedPlayer.BentoJsonCodec.Instance, Insensitive);
            Assert.Equal("kept", player.Name);
            Assert.Equal(9, player.Level);

            string hinted = BentoHintedJson.Serialize(new CasedPlayer { Name = "Bo", Level = 2 }, CasedPlayer.BentoJsonCodec.Instance);
            string lowered = hinted.Replace("\"Name\"", "\"name\"").Replace("\"Level\"", "\"level\"");
            Assert.NotEqual(hinted, lowered);
            var read = BentoHintedJson.Deserialize(lowered, CasedPlayer.BentoJsonCodec.Instance, Insensitive);
            Assert.Equal("Bo", read.Name);
            Assert.Equal(2, read.Level);
        }

        [Fact]
        public void A_member_named_twice_in_different_casings_is_a_duplicate()
        {
            const string json = "{\"level\":1,\"Level\":2}";
            Assert.Equal(2, Read(json, Insensitive).Level);
            var error = Assert.Throws<BentoJsonException>(() =>
                Read(json, new BentoJsonOptions { PropertyNameCaseInsensitive = true, RejectDuplicateMembers = true }));
            Assert.Contains("The member 'Level' occurs more than once in the object.", error.Message, System.StringComparison.Ordinal);
            Assert.True(error.BytePosition > 0);
        }

        [Fact]
        public void Unknown_names_stay_unknown_and_are_reported_as_written()
        {
            var error = Assert.Throws<BentoJsonException>(() =>
                Read("{\"nickname\":\"x\"}", new BentoJsonOptions { PropertyNameCaseInsensitive = true, RejectUnknownMembers = true }));
            Assert.Contains("The member 'nickname' is not known to this type.", error.Message, System.StringComparison.Ordinal);
        }

        [Fact]
        public void An_exact_name_wins_and_other_casings_take_the_first_member()
        {
            var twins = BentoJson.Deserialize("{\"Value\":1,\"value\":2}", CasedTwins.BentoJsonCodec.Instance, Insensitive);
            Assert.Equal(1, twins.Value);
            Assert.Equal(2, twins.LowerValue);
            twins = BentoJson.Deserialize("{\"VALUE\":3}", CasedTwins.BentoJsonCodec.Instance, Insensitive);
            Assert.Equal(3, twins.Value);
            Assert.Equal(0, twins.LowerValue);
        }

        [Fact]
        public void The_type_setting_applies_without_the_option()
        {
            var value = BentoJson.Deserialize("{\"title\":\"t\",\"WEIGHT\":1.5}", AlwaysCaseInsensitive.BentoJsonCodec.Instance);
            Assert.Equal("t", value.Title);
            Assert.Equal(1.5, value.Weight);
        }

        [Fact]
        public void The_name_table_finds_any_casing_among_many_names_and_the_first_of_equal_ones()
        {
            var names = new string[202];
            for (int i = 0; i < 200; i++)
                names[i] = "member" + i.ToString(System.Globalization.CultureInfo.InvariantCulture);
            names[200] = "Ärger";
            names[201] = "MEMBER7"; // equal ignoring case to an earlier name: never chosen over it
            var table = new Bento.Json.JsonMemberNames(names);
            for (int i = 0; i < 200; i++)
            {
                System.ReadOnlySpan<byte> name = Encoding.UTF8.GetBytes("MEMBER" + i.ToString(System.Globalization.CultureInfo.InvariantCulture));
                Assert.True(table.TryMatchIgnoringCase(ref name));
                Assert.Equal(names[i], Encoding.UTF8.GetString(name.ToArray()));
            }
            System.ReadOnlySpan<byte> other = Encoding.UTF8.GetBytes("ärger");
            Assert.True(table.TryMatchIgnoringCase(ref other));
            Assert.Equal("Ärger", Encoding.UTF8.GetString(other.ToArray()));
            System.ReadOnlySpan<byte> none = Encoding.UTF8.GetBytes("member200");
            Assert.False(table.TryMatchIgnoringCase(ref none));
            Assert.Equal("member200", Encoding.UTF8.GetString(none.ToArray()));
        }
    }
}
