using System;
using System.Collections.Generic;
using MessagePack;
using Xunit;

namespace Bento.Tests.Migration
{
    /// <summary>
    /// A model annotated only with MessagePack-CSharp's attributes writes the bytes MessagePack-CSharp 2.5 writes for it
    /// (its standard resolver), in the array layout ([Key(n)]) and the map layout ([Key("name")],
    /// keyAsPropertyName), and Bento reads MessagePack-CSharp's bytes back to an equal value.
    /// </summary>
    public class MessagePackCSharpParityTests
    {
        public static IEnumerable<object[]> Items()
        {
            yield return new object[] { "empty", new MpcItem(0, "") };
            yield return new object[] { "every member set", Full() };
            yield return new object[] { "large numbers", new MpcItem(int.MinValue, "x") { Weight = double.MaxValue, Tags = new List<string>() } };
        }

        private static MpcItem Full() => new MpcItem(42, "sword")
        {
            Cache = "never written",
            Weight = 3.25,
            Tags = new List<string> { "sharp", "iron" },
            Stats = new MpcStats { Health = 300, Label = "blade", Cached = 9, Speeds = new Dictionary<string, float> { ["swing"] = 1.5f } },
        };

        [Theory, MemberData(nameof(Items))]
        public void Array_layout_bytes_are_MessagePack_CSharp_bytes(string name, MpcItem item)
        {
            byte[] peer = MessagePackSerializer.Serialize(item);
            byte[] bento = BentoMessagePack.Serialize(item);
            Assert.True(peer.AsSpan().SequenceEqual(bento), name + ": MessagePack-CSharp " + Convert.ToHexString(peer) + ", Bento " + Convert.ToHexString(bento));
        }

        [Theory, MemberData(nameof(Items))]
        public void Bento_reads_what_MessagePack_CSharp_writes(string name, MpcItem item)
        {
            var back = BentoMessagePack.Deserialize<MpcItem>(MessagePackSerializer.Serialize(item));
            AssertSame(item, back, name);
            AssertSame(item, MessagePackSerializer.Deserialize<MpcItem>(BentoMessagePack.Serialize(item)), name);
        }

        [Fact]
        public void Map_layout_with_string_keys_and_member_names()
        {
            var value = new MpcByName { Player = "Aiko", Tick = 1_204_551, Dirty = true, Stats = Full().Stats };
            byte[] peer = MessagePackSerializer.Serialize(value);
            Assert.Equal(Convert.ToHexString(peer), Convert.ToHexString(BentoMessagePack.Serialize(value)));
            var back = BentoMessagePack.Deserialize<MpcByName>(peer);
            Assert.Equal("Aiko", back.Player);
            Assert.Equal(1_204_551, back.Tick);
            Assert.False(back.Dirty);
            Assert.Equal(300, back.Stats!.Health);
            Assert.Equal("blade", back.Stats.Label);
            Assert.Equal(0, back.Stats.Cached);
            Assert.Equal(1.5f, back.Stats.Speeds!["swing"]);
        }

        [Fact]
        public void The_marked_constructor_is_used()
        {
            var back = BentoMessagePack.Deserialize<MpcItem>(MessagePackSerializer.Serialize(new MpcItem(7, "bow")));
            Assert.Equal(7, back.Id);
            Assert.Equal("bow", back.Name);
        }

        private static void AssertSame(MpcItem expected, MpcItem actual, string name)
        {
            Assert.True(expected.Id == actual.Id, name + ": Id");
            Assert.Equal(expected.Name, actual.Name);
            Assert.Equal("", actual.Cache);
            Assert.Equal(expected.Weight, actual.Weight);
            Assert.Equal(expected.Tags, actual.Tags);
            Assert.Equal(expected.Stats?.Health, actual.Stats?.Health);
            Assert.Equal(expected.Stats?.Label, actual.Stats?.Label);
            Assert.Equal(0, actual.Stats?.Cached ?? 0);
            Assert.Equal(expected.Stats?.Speeds, actual.Stats?.Speeds);
        }
    }
}
