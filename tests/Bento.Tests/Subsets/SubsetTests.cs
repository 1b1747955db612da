using System;
using System.Collections.Generic;
using System.Text;
using Bento.Tests.Hooks;
using Bento.Tests.Infrastructure;
using Xunit;

namespace Bento.Tests.Subsets
{
    /// <summary>Subset writers and partial updates: write a named view, populate it into a value that has the rest.</summary>
    public class SubsetTests
    {
        public static IEnumerable<object[]> Formats() => TestFormat.OwnLayoutRows();

        private static Player Moved() => new Player
        {
            Name = "mover",
            Position = new Vec3 { X = 1, Y = 2, Z = 3 },
            Rotation = new Vec3 { Y = 0.5f },
            Scale = 1.5f,
            Health = 80,
            Gear = new Gear { Weapon = "bow", Ammo = 12 },
            Tags = new List<string> { "new" },
        };

        private static Player Existing() => new Player
        {
            Name = "hero",
            Position = new Vec3 { X = 9, Y = 9, Z = 9 },
            Rotation = new Vec3 { X = 1 },
            Scale = 1,
            Health = 100,
            Gear = new Gear { Weapon = "sword", Ammo = 0 },
            Tags = new List<string> { "a", "b" },
        };

        private static string Hex(byte[] bytes) => Convert.ToHexString(bytes).ToLowerInvariant();

        [Fact]
        public void Transform_subset_writes_exactly_its_members_as_JSON()
        {
            Assert.Equal(
                "{\"position\":{\"X\":1,\"Y\":2,\"Z\":3},\"rotation\":{\"X\":0,\"Y\":0.5,\"Z\":0},\"scale\":1.5}",
                BentoJson.Serialize(Moved(), Player.BentoJsonCodec.Transform));
        }

        [Fact]
        public void Transform_subset_writes_exactly_its_members_as_MessagePack()
        {
            Assert.Equal(
                "83"
                + "a8706f736974696f6e" + "83" + "a158ca3f800000" + "a159ca40000000" + "a15aca40400000"
                + "a8726f746174696f6e" + "83" + "a158ca00000000" + "a159ca3f000000" + "a15aca00000000"
                + "a57363616c65" + "ca3fc00000",
                Hex(BentoMessagePack.Serialize(Moved(), Player.BentoMsgPackCodec.Transform)));
        }

        [Fact]
        public void Hinted_subset_document_is_the_plain_subset_with_hints()
        {
            byte[] hinted = BentoHintedJson.SerializeToUtf8Bytes(Moved(), Player.BentoJsonCodec.Network);
            Assert.True(BentoHintedJson.IsHinted(hinted));
            Assert.Equal(
                BentoJson.Serialize(Moved(), Player.BentoJsonCodec.Network),
                Encoding.UTF8.GetString(BentoHintedJson.ToJson(hinted)));
        }

        [Fact]
        public void A_member_may_be_in_several_subsets()
        {
            var player = Moved();
            Assert.Equal("{\"health\":80}", BentoJson.Serialize(player, Player.BentoJsonCodec.Vitals));
            Assert.Equal("{\"health\":80,\"gear\":{\"Weapon\":\"bow\",\"Ammo\":12}}", BentoJson.Serialize(player, Player.BentoJsonCodec.Network));
            // 0x82: two entries, "health" then "gear".
            byte[] network = BentoMessagePack.Serialize(player, Player.BentoMsgPackCodec.Network);
            Assert.Equal("82a66865616c746850a467656172", Hex(network).Substring(0, 28));
        }

        [Theory, MemberData(nameof(Formats))]
        public void Populating_a_subset_document_updates_exactly_those_members(TestFormat format)
        {
            var target = Existing();
            var gear = target.Gear;
            var tags = target.Tags;
            byte[] data = format.Serialize(Moved(), Player.BentoJsonCodec.Transform, Player.BentoMsgPackCodec.Transform);

            format.Populate(data, ref target);

            Assert.Equal(new Vec3 { X = 1, Y = 2, Z = 3 }, target.Position);
            Assert.Equal(new Vec3 { Y = 0.5f }, target.Rotation);
            Assert.Equal(1.5f, target.Scale);
            // Untouched: the members outside the subset, down to the instances they hold.
            Assert.Equal("hero", target.Name);
            Assert.Equal(100, target.Health);
            Assert.Same(gear, target.Gear);
            Assert.Equal("sword", gear!.Weapon);
            Assert.Same(tags, target.Tags);
            Assert.Equal(new[] { "a", "b" }, target.Tags);
        }

        [Theory, MemberData(nameof(Formats))]
        public void A_nested_object_in_a_subset_is_written_and_updated_whole(TestFormat format)
        {
            var target = Existing();
            var gear = target.Gear;
            byte[] data = format.Serialize(Moved(), Player.BentoJsonCodec.Network, Player.BentoMsgPackCodec.Network);

            format.Populate(data, ref target);

            Assert.Same(gear, target.Gear);
            Assert.Equal("bow", gear!.Weapon);
            Assert.Equal(12, gear.Ammo);
            Assert.Equal(80, target.Health);
            Assert.Equal(new Vec3 { X = 9, Y = 9, Z = 9 }, target.Position);
            Assert.Equal("hero", target.Name);
        }

        [Theory, MemberData(nameof(Formats))]
        public void Required_members_are_not_demanded_by_a_partial_update_but_are_by_a_fresh_read(TestFormat format)
        {
            byte[] data = format.Serialize(Moved(), Player.BentoJsonCodec.Vitals, Player.BentoMsgPackCodec.Vitals);
            var target = Existing();
            format.Populate(data, ref target);
            Assert.Equal(80, target.Health);

            var ex = Assert.ThrowsAny<Exception>(() => format.Deserialize<Player>(data));
            Assert.Contains("'name'", ex.Message, StringComparison.Ordinal);
        }

        [Fact]
        public void A_subset_codec_reads_like_the_full_codec()
        {
            byte[] json = BentoJson.SerializeToUtf8Bytes(Moved());
            var read = BentoJson.Deserialize(json, Player.BentoJsonCodec.Transform);
            Assert.Equal("mover", read.Name);
            Assert.Equal(80, read.Health);

            byte[] msgpack = BentoMessagePack.Serialize(Moved());
            var fromMsgPack = BentoMessagePack.Deserialize(msgpack, Player.BentoMsgPackCodec.Transform);
            Assert.Equal("bow", fromMsgPack.Gear!.Weapon);
        }

        [Fact]
        public void Subset_writers_follow_the_null_and_default_options()
        {
            var player = Moved();
            player.Gear = null;
            Assert.Equal("{\"health\":80}", BentoJson.Serialize(player, Player.BentoJsonCodec.Network, new BentoJsonOptions { IgnoreNullValues = true }));
            Assert.Equal("{\"health\":80,\"gear\":null}", BentoJson.Serialize(player, Player.BentoJsonCodec.Network));

            byte[] skipped = BentoMessagePack.Serialize(player, Player.BentoMsgPackCodec.Network, new BentoMessagePackOptions { IgnoreNullValues = true });
            Assert.Equal("81a66865616c746850", Hex(skipped));
            player.Health = 0;
            byte[] none = BentoMessagePack.Serialize(player, Player.BentoMsgPackCodec.Network, new BentoMessagePackOptions { IgnoreDefaultValues = true });
            Assert.Equal("80", Hex(none));
        }

        [Theory, MemberData(nameof(Formats))]
        public void A_null_value_is_written_as_null_by_a_subset_writer(TestFormat format)
        {
            Player none = null!;
            byte[] data = format.Serialize(none, Player.BentoJsonCodec.Transform, Player.BentoMsgPackCodec.Transform);
            Assert.Null(format.Deserialize<Player>(data));
        }

        [Fact]
        public void Keyed_subset_is_a_map_from_the_integer_keys()
        {
            var player = new KeyedPlayer { Name = "k", Position = new Vec3 { X = 1, Y = 2, Z = 3 }, Speed = 2.5f, Health = 7 };
            Assert.Equal(
                "82" + "01" + "83a158ca3f800000a159ca40000000a15aca40400000" + "03" + "ca40200000",
                Hex(BentoMessagePack.Serialize(player, KeyedPlayer.BentoMsgPackCodec.Motion)));
            // The full writer keeps the array layout: five slots and a nil for the unused key 2.
            Assert.Equal("96", Hex(BentoMessagePack.Serialize(player)).Substring(0, 2));
            // JSON has no keys: the subset is an object of names as usual.
            Assert.Equal("{\"Position\":{\"X\":1,\"Y\":2,\"Z\":3},\"Speed\":2.5}", BentoJson.Serialize(player, KeyedPlayer.BentoJsonCodec.Motion));
        }

        [Theory, MemberData(nameof(Formats))]
        public void Keyed_subset_document_is_a_partial_update(TestFormat format)
        {
            var source = new KeyedPlayer { Name = "src", Position = new Vec3 { X = 4 }, Speed = 8, Health = 1, Gear = new Gear { Weapon = "axe" } };
            var target = new KeyedPlayer { Name = "dst", Position = new Vec3 { Z = 1 }, Speed = 1, Health = 50, Gear = new Gear { Weapon = "mace", Ammo = 3 } };
            var gear = target.Gear;

            format.Populate(format.Serialize(source, KeyedPlayer.BentoJsonCodec.Motion, KeyedPlayer.BentoMsgPackCodec.Motion), ref target);
            Assert.Equal(new Vec3 { X = 4 }, target.Position);
            Assert.Equal(8, target.Speed);
            Assert.Equal("dst", target.Name);
            Assert.Equal(50, target.Health);
            Assert.Same(gear, target.Gear);

            format.Populate(format.Serialize(source, KeyedPlayer.BentoJsonCodec.Loadout, KeyedPlayer.BentoMsgPackCodec.Loadout), ref target);
            Assert.Same(gear, target.Gear);
            Assert.Equal("axe", gear!.Weapon);
            Assert.Equal(0, gear.Ammo);
            Assert.Equal(8, target.Speed);
        }

        [Fact]
        public void Keyed_map_form_skips_unknown_keys_rejects_name_keys_and_can_reject_duplicates()
        {
            // {4: 9, 9: "x", 3: 1.5}: key 9 names no member.
            byte[] data = Convert.FromHexString("83" + "0409" + "09a178" + "03cb3ff8000000000000");
            var target = new KeyedPlayer { Name = "n", Health = 1 };
            BentoMessagePack.Populate(data, ref target);
            Assert.Equal(9, target.Health);
            Assert.Equal(1.5f, target.Speed);
            Assert.Equal("n", target.Name);

            byte[] twice = Convert.FromHexString("82" + "0401" + "0402");
            var lenient = new KeyedPlayer();
            BentoMessagePack.Populate(twice, ref lenient);
            Assert.Equal(2, lenient.Health);
            var strict = new KeyedPlayer();
            var ex = Assert.Throws<BentoMessagePackException>(() => BentoMessagePack.Populate(twice, ref strict, new BentoMessagePackOptions { RejectDuplicateMembers = true }));
            Assert.Contains("member key 4 occurs more than once", ex.Message, StringComparison.Ordinal);

            // A map keyed by names was written for the map layout: it is an error, not a document of defaults.
            byte[] byName = Convert.FromHexString("81" + "a448656c6c6f" + "01");
            Assert.Throws<BentoMessagePackException>(() => BentoMessagePack.Populate(byName, ref lenient));

            // A fresh read accepts the map form too.
            var read = BentoMessagePack.Deserialize<KeyedPlayer>(data);
            Assert.Equal(9, read.Health);
            Assert.Null(read.Name);
        }

        [Theory, MemberData(nameof(Formats))]
        public void Constructor_built_type_keeps_the_members_outside_the_subset(TestFormat format)
        {
            var target = new Unit("u1", 4, 10) { Zone = "north" };
            var source = new Unit("other", 99, 42) { Zone = "south" };
            format.Populate(format.Serialize(source, Unit.BentoJsonCodec.Place, Unit.BentoMsgPackCodec.Place), ref target);
            Assert.Equal(new Unit("u1", 4, 42) { Zone = "south" }, target);
        }

        [Theory, MemberData(nameof(Formats))]
        public void Hooks_run_for_subset_writes(TestFormat format)
        {
            var beacon = new Beacon { Signal = 0.25, Label = "b" };
            byte[] data = format.Serialize(beacon, Beacon.BentoJsonCodec.Ping, Beacon.BentoMsgPackCodec.Ping);
            Assert.Equal(1, beacon.Writes);
            var target = new Beacon { Label = "kept" };
            format.Populate(data, ref target);
            Assert.Equal(0.25, target.Signal);
            Assert.Equal("kept", target.Label);
        }

        [Fact]
        public void Subset_JSON_document_is_a_partial_update_through_the_text_entry_point()
        {
            var target = Existing();
            BentoJson.Populate(Encoding.UTF8.GetString(BentoJson.SerializeToUtf8Bytes(Moved(), Player.BentoJsonCodec.Vitals)), ref target);
            Assert.Equal(80, target.Health);
            Assert.Equal(1, target.Scale);
        }
    }
}
