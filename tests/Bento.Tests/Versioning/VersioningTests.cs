using System;
using System.Collections.Generic;
using Xunit;

namespace Bento.Tests.Versioning
{
    /// <summary>Writes with one shape and reads with another, in each format (docs/versioning.md states these rules).</summary>
    internal static class Wire
    {
        public static byte[] Write<T>(string format, T value) => format switch
        {
            "json" => BentoJson.SerializeToUtf8Bytes(value),
            "hinted" => BentoHintedJson.SerializeToUtf8Bytes(value),
            _ => BentoMessagePack.Serialize(value),
        };

        public static T Read<T>(string format, byte[] data) => format switch
        {
            "json" => BentoJson.Deserialize<T>(data),
            "hinted" => BentoHintedJson.Deserialize<T>(data),
            _ => BentoMessagePack.Deserialize<T>(data),
        };

        /// <summary>Data in the format holding what the JSON text says.</summary>
        public static byte[] FromJsonText(string format, string json)
        {
            byte[] utf8 = System.Text.Encoding.UTF8.GetBytes(json);
            return format switch
            {
                "json" => utf8,
                "hinted" => BentoHintedJson.FromJson(utf8),
                _ => BentoMessagePack.FromJson(utf8),
            };
        }

        /// <summary>The data as plain JSON text.</summary>
        public static string Text(string format, byte[] data) => System.Text.Encoding.UTF8.GetString(format switch
        {
            "json" => data,
            "hinted" => BentoHintedJson.ToJson(data),
            _ => BentoMessagePack.ToJson(data),
        });

        public static TNew Migrate<TOld, TNew>(string format, TOld value) => Read<TNew>(format, Write(format, value));

        /// <summary>The format's exception, with its member path.</summary>
        public static (string Reason, string? Path) Fails<TNew>(string format, byte[] data)
        {
            if (format == "json")
            {
                var e = Assert.Throws<BentoJsonException>(() => BentoJson.Deserialize<TNew>(data));
                return (e.Reason, e.Path);
            }
            if (format == "hinted")
            {
                var h = Assert.Throws<BentoJsonException>(() => BentoHintedJson.Deserialize<TNew>(data));
                return (h.Reason, h.Path);
            }
            var m = Assert.Throws<BentoMessagePackException>(() => BentoMessagePack.Deserialize<TNew>(data));
            return (m.Reason, m.Path);
        }
    }

    public class VersioningTests
    {
        public static readonly object[][] MapFormats = { new object[] { "json" }, new object[] { "msgpack" }, new object[] { "hinted" } };

        private static readonly ProfileV1 s_v1 = new ProfileV1 { Name = "ada", Level = 7 };

        [Theory, MemberData(nameof(MapFormats))]
        public void Added_members_keep_their_initial_values_when_old_data_lacks_them(string format)
        {
            var v2 = Wire.Migrate<ProfileV1, ProfileV2>(format, s_v1);
            Assert.Equal("ada", v2.Name);
            Assert.Equal(7, v2.Level);
            Assert.Equal("none", v2.Guild);
            Assert.Equal(0, v2.Rank);
        }

        [Theory, MemberData(nameof(MapFormats))]
        public void Old_readers_skip_members_added_later(string format)
        {
            var v1 = Wire.Migrate<ProfileV2, ProfileV1>(format, new ProfileV2 { Name = "ada", Level = 7, Guild = "g", Rank = 2 });
            Assert.Equal("ada", v1.Name);
            Assert.Equal(7, v1.Level);
        }

        [Fact]
        public void Json_can_reject_unknown_members_instead()
        {
            var reject = new BentoJsonOptions { RejectUnknownMembers = true };
            byte[] v2 = BentoJson.SerializeToUtf8Bytes(new ProfileV2 { Name = "ada" });
            var e = Assert.Throws<BentoJsonException>(() => BentoJson.Deserialize<ProfileV1>(v2, reject));
            Assert.Contains("Guild", e.Message, StringComparison.Ordinal);
            byte[] hinted = BentoHintedJson.SerializeToUtf8Bytes(new ProfileV2 { Name = "ada" });
            var h = Assert.Throws<BentoJsonException>(() => BentoHintedJson.Deserialize<ProfileV1>(hinted, reject));
            Assert.Contains("Guild", h.Message, StringComparison.Ordinal);
        }

        [Theory, MemberData(nameof(MapFormats))]
        public void An_added_required_member_rejects_old_data(string format)
        {
            var (reason, _) = Wire.Fails<ProfileV2Required>(format, Wire.Write(format, s_v1));
            Assert.Contains("Guild", reason, StringComparison.Ordinal);
        }

        [Theory, MemberData(nameof(MapFormats))]
        public void Removed_members_in_old_data_are_skipped_and_old_readers_keep_their_defaults(string format)
        {
            var v2 = Wire.Migrate<ProfileV1, ProfileV2Removed>(format, s_v1);
            Assert.Equal("ada", v2.Name);
            var v1 = Wire.Migrate<ProfileV2Removed, ProfileV1>(format, new ProfileV2Removed { Name = "bo" });
            Assert.Equal("bo", v1.Name);
            Assert.Equal(0, v1.Level);
        }

        [Theory, MemberData(nameof(MapFormats))]
        public void Reordering_members_changes_nothing_for_readers(string format)
        {
            var v2 = Wire.Migrate<ProfileV1, ProfileV2Reordered>(format, s_v1);
            Assert.Equal("ada", v2.Name);
            Assert.Equal(7, v2.Level);
            var back = Wire.Migrate<ProfileV2Reordered, ProfileV1>(format, v2);
            Assert.Equal(7, back.Level);
        }

        [Theory, MemberData(nameof(MapFormats))]
        public void Renamed_members_read_old_data_through_their_aliases(string format)
        {
            var v2 = Wire.Migrate<ScoreV1, ScoreV2>(format, new ScoreV1 { Points = 42, Player = "ada" });
            Assert.Equal(42, v2.Score);
            Assert.Equal("ada", v2.Name);
            var record = Wire.Migrate<ScoreV1, ScoreRecordV2>(format, new ScoreV1 { Points = 5, Player = "bo" });
            Assert.Equal(new ScoreRecordV2(5, "bo"), record);

            // Writing uses the current names only.
            Assert.Equal("{\"Score\":42,\"Name\":\"ada\"}", Wire.Text(format, Wire.Write(format, v2)));
        }

        [Theory, MemberData(nameof(MapFormats))]
        public void Every_alias_is_accepted(string format)
        {
            Assert.Equal("x", Wire.Read<ScoreV2>(format, Wire.FromJsonText(format, "{\"PlayerName\":\"x\"}")).Name);
            Assert.Equal("y", Wire.Read<ScoreV2>(format, Wire.FromJsonText(format, "{\"Player\":\"y\"}")).Name);
        }

        [Theory, MemberData(nameof(MapFormats))]
        public void Old_readers_do_not_know_new_names(string format)
        {
            var v1 = Wire.Migrate<ScoreV2, ScoreV1>(format, new ScoreV2 { Score = 42, Name = "ada" });
            Assert.Equal(0, v1.Points);
            Assert.Equal("", v1.Player);
        }

        [Theory, MemberData(nameof(MapFormats))]
        public void A_name_and_its_alias_together_are_one_member_named_twice(string format)
        {
            byte[] data = Wire.FromJsonText(format, "{\"Points\":1,\"Score\":2}");
            // By default the last one wins, as for any member named twice.
            Assert.Equal(2, Wire.Read<ScoreV2>(format, data).Score);
            if (format == "json")
            {
                var e = Assert.Throws<BentoJsonException>(() => BentoJson.Deserialize<ScoreV2>(data, new BentoJsonOptions { RejectDuplicateMembers = true }));
                Assert.Contains("Score", e.Message, StringComparison.Ordinal);
            }
            else if (format == "hinted")
            {
                var e = Assert.Throws<BentoJsonException>(() => BentoHintedJson.Deserialize<ScoreV2>(data, new BentoJsonOptions { RejectDuplicateMembers = true }));
                Assert.Contains("Score", e.Message, StringComparison.Ordinal);
            }
            else
            {
                var e = Assert.Throws<BentoMessagePackException>(() => BentoMessagePack.Deserialize<ScoreV2>(data, new BentoMessagePackOptions { RejectDuplicateMembers = true }));
                Assert.Contains("Score", e.Message, StringComparison.Ordinal);
            }
        }

        [Theory, MemberData(nameof(MapFormats))]
        public void Widening_an_integer_reads_old_data(string format)
        {
            Assert.Equal(int.MaxValue, Wire.Migrate<WideV1, WideV2>(format, new WideV1 { Amount = int.MaxValue }).Amount);
            Assert.Equal(4, Wire.Migrate<OptionalV2, OptionalV1>(format, new OptionalV2 { Optional = 4 }).Optional);
        }

        [Theory, MemberData(nameof(MapFormats))]
        public void An_integer_that_became_floating_point_reads_old_data(string format)
        {
            Assert.Equal(3.0, Wire.Migrate<RatioV1, RatioV2>(format, new RatioV1 { Ratio = 3 }).Ratio);
        }

        [Theory, MemberData(nameof(MapFormats))]
        public void Narrowing_reads_values_that_fit_and_rejects_the_rest_with_the_member_path(string format)
        {
            Assert.Equal(12, Wire.Migrate<WideV2, WideV1>(format, new WideV2 { Amount = 12 }).Amount);
            byte[] big = Wire.Write(format, new RosterV2 { Entries = { new WideV2(), new WideV2 { Amount = long.MaxValue } } });
            Assert.Equal("$.Entries[1].Amount", Wire.Fails<RosterV1>(format, big).Path);
        }

        [Theory, MemberData(nameof(MapFormats))]
        public void Floating_point_back_to_an_integer_reads_whole_values_from_json_only(string format)
        {
            // JSON writes 2.0 as 2, which an integer member accepts; MessagePack keeps a float64, which it does not.
            if (format == "msgpack")
                Assert.Equal("$.Ratio", Wire.Fails<RatioV1>(format, Wire.Write(format, new RatioV2 { Ratio = 2.0 })).Path);
            else
                Assert.Equal(2, Wire.Migrate<RatioV2, RatioV1>(format, new RatioV2 { Ratio = 2.0 }).Ratio);
            Assert.Equal("$.Ratio", Wire.Fails<RatioV1>(format, Wire.Write(format, new RatioV2 { Ratio = 1.5 })).Path);
        }

        [Theory, MemberData(nameof(MapFormats))]
        public void A_number_that_became_text_fails_both_ways(string format)
        {
            Assert.Equal("$.Code", Wire.Fails<CodeV2>(format, Wire.Write(format, new CodeV1 { Code = 3 })).Path);
            Assert.Equal("$.Code", Wire.Fails<CodeV1>(format, Wire.Write(format, new CodeV2 { Code = "x" })).Path);
        }

        [Theory, MemberData(nameof(MapFormats))]
        public void Losing_null_fails_on_a_null_but_reads_values(string format)
        {
            Assert.Equal(4, Wire.Migrate<OptionalV1, OptionalV2>(format, new OptionalV1 { Optional = 4 }).Optional);
            Assert.Equal("$.Optional", Wire.Fails<OptionalV2>(format, Wire.Write(format, new OptionalV1 { Optional = null })).Path);
        }

        [Theory, MemberData(nameof(MapFormats))]
        public void A_value_that_became_a_list_fails_with_the_member_path(string format)
        {
            Assert.Equal("$.Single", Wire.Fails<SingleV2>(format, Wire.Write(format, new SingleV1 { Single = 3 })).Path);
            Assert.Equal("$.Single", Wire.Fails<SingleV1>(format, Wire.Write(format, new SingleV2 { Single = { 3 } })).Path);
        }

        [Theory, InlineData("json"), InlineData("hinted")]
        public void Json_enums_switched_to_names_still_read_old_numbers_but_not_the_reverse(string format)
        {
            Assert.Equal(Shade.Dark, Wire.Migrate<ShadeV1, ShadeV2>(format, new ShadeV1 { Shade = Shade.Dark }).Shade);
            byte[] now = Wire.Write(format, new ShadeV2 { Shade = Shade.Dark });
            Assert.Equal("{\"Shade\":\"Dark\"}", Wire.Text(format, now));
            Assert.Equal("$.Shade", Wire.Fails<ShadeV1>(format, now).Path);
        }

        [Fact]
        public void MessagePack_writes_enums_as_numbers_so_switching_to_names_changes_nothing()
        {
            Assert.Equal(Shade.Dark, Wire.Migrate<ShadeV2, ShadeV1>("msgpack", new ShadeV2 { Shade = Shade.Dark }).Shade);
            Assert.Equal(Shade.Dark, Wire.Migrate<ShadeV1, ShadeV2>("msgpack", new ShadeV1 { Shade = Shade.Dark }).Shade);
        }
    }

    /// <summary>MessagePack array layout ([BentoKey]): elements are members by index.</summary>
    public class KeyedVersioningTests
    {
        [Fact]
        public void Added_keys_are_absent_in_old_data_and_skipped_by_old_readers()
        {
            var v2 = BentoMessagePack.Deserialize<KeyedV2>(BentoMessagePack.Serialize(new KeyedV1 { Name = "ada", Level = 7, Rank = 3 }));
            Assert.Equal("ada", v2.Name);
            Assert.Equal(3, v2.Rank);
            Assert.Equal("none", v2.Guild);
        }

        [Fact]
        public void A_retired_key_is_written_as_nil_which_an_old_non_nullable_member_rejects()
        {
            byte[] now = BentoMessagePack.Serialize(new KeyedV2 { Name = "ada", Rank = 3, Guild = "g" });
            // [name, nil, rank, guild]: the gap keeps later keys at their index.
            Assert.Equal("[\"ada\",null,3,\"g\"]", System.Text.Encoding.UTF8.GetString(BentoMessagePack.ToJson(now)));
            var e = Assert.Throws<BentoMessagePackException>(() => BentoMessagePack.Deserialize<KeyedV1>(now));
            Assert.Equal("$[1]", e.Path);
            var tolerant = BentoMessagePack.Deserialize<KeyedV1Nullable>(now);
            Assert.Null(tolerant.Level);
            Assert.Equal(3, tolerant.Rank);
        }

        [Fact]
        public void Reusing_a_retired_key_silently_misreads_old_data()
        {
            var wrong = BentoMessagePack.Deserialize<KeyedV2Reused>(BentoMessagePack.Serialize(new KeyedV1 { Name = "ada", Level = 7, Rank = 3 }));
            // Level's old value arrives as Stars: nothing can detect it, which is why keys are never reused.
            Assert.Equal(7, wrong.Stars);
        }

        [Fact]
        public void Reordering_declarations_with_the_same_keys_changes_nothing()
        {
            var v1 = new KeyedV1 { Name = "ada", Level = 7, Rank = 3 };
            byte[] old = BentoMessagePack.Serialize(v1);
            var v2 = BentoMessagePack.Deserialize<KeyedV2Reordered>(old);
            Assert.Equal(7, v2.Level);
            Assert.Equal(old, BentoMessagePack.Serialize(v2));
        }

        [Fact]
        public void A_shorter_old_array_leaves_later_members_at_their_defaults()
        {
            // An old writer that knew keys 0 and 1 only.
            byte[] old = BentoMessagePack.FromJson(System.Text.Encoding.UTF8.GetBytes("[\"ada\",7]"));
            var v1 = BentoMessagePack.Deserialize<KeyedV1>(old);
            Assert.Equal(7, v1.Level);
            Assert.Equal(0, v1.Rank);
        }

        [Theory]
        [InlineData("93 a3 61 64 61 07 03", "a fixarray")]
        [InlineData("dc 00 03 a3 61 64 61 07 03", "an array 16 of three")]
        [InlineData("dd 00 00 00 03 a3 61 64 61 07 03", "an array 32 of three")]
        [InlineData("83 00 a3 61 64 61 01 07 02 03", "a map keyed by the integers")]
        [InlineData("83 02 03 00 a3 61 64 61 01 07", "a map keyed by the integers, out of order")]
        [InlineData("95 a3 61 64 61 07 03 a5 65 78 74 72 61 92 01 02", "a fixarray with two more elements")]
        [InlineData("dc 00 04 a3 61 64 61 07 03 c0", "an array 16 with one more")]
        [InlineData("84 00 a3 61 64 61 09 a3 6e 65 77 01 07 02 03", "a map with an integer key no member has")]
        [InlineData("84 07 c0 02 03 01 07 00 a3 61 64 61", "a map with an unknown key first, the rest in reverse")]
        public void Every_header_of_the_same_members_reads_alike(string hex, string input)
        {
            // Writers other than Bento may use a longer header than the members need, or integer keys; the array layout
            // takes a fixarray with one test and every other header the general way. What a newer writer added (elements
            // after the last member, keys no member has) is skipped.
            var v1 = BentoMessagePack.Deserialize<KeyedV1>(Convert.FromHexString(hex.Replace(" ", "")));
            Assert.True(v1 is { Name: "ada", Level: 7, Rank: 3 }, input);
        }

        [Fact]
        public void A_repeated_integer_key_is_rejected_when_asked_and_the_last_wins_otherwise()
        {
            // {0: "ada", 1: 7, 1: 8}
            byte[] data = Convert.FromHexString("8300a3616461010701" + "08");
            Assert.Equal(8, BentoMessagePack.Deserialize<KeyedV1>(data).Level);
            var e = Assert.Throws<BentoMessagePackException>(() =>
                BentoMessagePack.Deserialize<KeyedV1>(data, new BentoMessagePackOptions { RejectDuplicateMembers = true }));
            Assert.Contains("The member key 1 occurs more than once in the map.", e.Message);
            Assert.Equal(9, e.BytePosition);   // at the repeated value, after its key
        }

        [Fact]
        public void A_map_keyed_by_names_is_an_error_for_the_array_layout()
        {
            // {"Name": "ada"}: a document of the map layout, which this layout does not read as defaults.
            var e = Assert.Throws<BentoMessagePackException>(() => BentoMessagePack.Deserialize<KeyedV1>(Convert.FromHexString("81a44e616d65a3616461")));
            Assert.Equal(1, e.BytePosition);
        }

        [Theory]
        [InlineData("9f a3 61 64 61", 15, 5)]
        [InlineData("95 a3 61 64 61", 5, 5)]
        [InlineData("dc 00 05 a3 61 64 61", 5, 7)]
        public void An_array_header_that_claims_more_elements_than_bytes_fails_at_the_header(string hex, int count, int remaining)
        {
            var e = Assert.Throws<BentoMessagePackException>(() => BentoMessagePack.Deserialize<KeyedV1>(Convert.FromHexString(hex.Replace(" ", ""))));
            Assert.Equal(0, e.BytePosition);
            Assert.Contains($"The array declares {count} elements, more than the {remaining} remaining bytes can hold.", e.Message);
        }

        [Fact]
        public void An_array_header_whose_elements_all_fit_but_run_out_fails_at_the_missing_element()
        {
            // Three elements declared and four bytes left: the header passes, the second element is not there.
            var e = Assert.Throws<BentoMessagePackException>(() => BentoMessagePack.Deserialize<KeyedV1>(Convert.FromHexString("93a3616461")));
            Assert.Equal(5, e.BytePosition);
            Assert.Equal("$[1]", e.Path);
        }

        [Fact]
        public void A_type_change_under_a_key_fails_with_its_index()
        {
            byte[] data = BentoMessagePack.FromJson(System.Text.Encoding.UTF8.GetBytes("[\"ada\",\"seven\",3]"));
            var e = Assert.Throws<BentoMessagePackException>(() => BentoMessagePack.Deserialize<KeyedV1>(data));
            Assert.Equal("$[1]", e.Path);
        }
    }
}
