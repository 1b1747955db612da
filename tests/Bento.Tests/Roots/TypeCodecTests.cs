using System;
using System.Collections.Generic;
using System.Text;
using Bento.Internal;
using Xunit;

namespace Bento.Tests.Roots
{
    /// <summary>Codecs found by System.Type, as frameworks that bind by type use them.</summary>
    public class TypeCodecTests
    {
        [Fact]
        public void A_marked_type_and_its_collection_roots_are_found()
        {
            // IReadOnlyList<Player> is declared with [assembly: BentoRoot] (RootSuite.cs); the others the registry builds alone.
            foreach (var type in new[] { typeof(Player), typeof(Vec), typeof(List<Player>), typeof(Player[]), typeof(Dictionary<string, Player>), typeof(IReadOnlyList<Player>) })
            {
                var codec = BentoTypeCodec.Find(type);
                Assert.NotNull(codec);
                Assert.Equal(type, codec!.Type);
                Assert.True(codec.HasJson);
                Assert.True(codec.HasMessagePack);
                Assert.Same(codec, BentoTypeCodec.Find(type));
            }
        }

        [Fact]
        public void Other_types_are_not_found_and_nothing_throws()
        {
            // List<int> and other roots some call in this assembly uses are registered by the generator, and found.
            foreach (var type in new[] { typeof(int), typeof(string), typeof(System.IO.Stream), typeof(object), typeof(List<>), typeof(Queue<int>), typeof(HashSet<Player>), typeof(Player[,]), typeof(Player).MakeByRefType(), typeof(int).MakePointerType() })
                Assert.Null(BentoTypeCodec.Find(type));
            Assert.False(BentoTypeCodec.HasJsonCodec<System.IO.Stream>());
            Assert.False(BentoTypeCodec.HasMessagePackCodec<List<string>>());
            Assert.True(BentoTypeCodec.HasJsonCodec<Player>());
            Assert.True(BentoTypeCodec.HasMessagePackCodec<List<Player>>());
        }

        [Fact]
        public void Other_collections_of_a_marked_type_need_a_call_site_or_a_declaration()
        {
            // Nothing in this assembly names these two as a root, so neither the generator nor the registry's
            // collection factory (arrays, lists and string-keyed dictionaries only) made a codec for them.
            Assert.Null(BentoTypeCodec.Find(typeof(IReadOnlyCollection<Vec>)));
            Assert.Null(BentoTypeCodec.Find(typeof(Dictionary<long, Vec>)));
            var error = Assert.Throws<InvalidOperationException>(() => ThroughTypeParameter<Dictionary<long, Vec>>());
            Assert.Contains("[assembly: BentoRoot(typeof(Dictionary<Int64, Vec>))]", error.Message);
            Assert.Contains("it is not a collection of", error.Message);
        }

        private static T ThroughTypeParameter<T>() => BentoJson.Deserialize<T>("{}");

        [Fact]
        public void Boxed_values_read_and_write_like_the_typed_entry_points()
        {
            var players = new List<Player> { Player.Make("ada", 3, items: 2), Player.Make("bo", 4) };
            var codec = BentoTypeCodec.Find(typeof(List<Player>))!;

            byte[] json = Written(output => codec.SerializeJson(output, players));
            Assert.Equal(BentoJson.SerializeToUtf8Bytes(players), json);
            var fromJson = Assert.IsType<List<Player>>(codec.DeserializeJson(json));
            Assert.Equal("ada1", fromJson[0].Items![1].Id);

            byte[] packed = Written(output => codec.SerializeMessagePack(output, players));
            Assert.Equal(BentoMessagePack.Serialize(players), packed);
            var fromPacked = Assert.IsType<List<Player>>(codec.DeserializeMessagePack(packed));
            Assert.Equal(4, fromPacked[1].Score);

            var vec = BentoTypeCodec.Find(typeof(Vec))!;
            var boxed = Assert.IsType<Vec>(vec.DeserializeJson(Encoding.UTF8.GetBytes("{\"x\":1.5,\"y\":2}")));
            Assert.Equal(1.5f, boxed.X);
        }

        [Fact]
        public void Bad_input_raises_the_format_exception_and_a_wrong_value_an_argument_error()
        {
            var codec = BentoTypeCodec.Find(typeof(Player))!;
            var json = Assert.Throws<BentoJsonException>(() => codec.DeserializeJson(Encoding.UTF8.GetBytes("{\"name\":\"a\",\"score\":\"x\"}")));
            Assert.Equal("$.score", json.Path);
            Assert.Equal(20, json.BytePosition);
            Assert.Throws<BentoMessagePackException>(() => codec.DeserializeMessagePack(new byte[] { 0x81, 0xa4 }));
            Assert.Throws<ArgumentException>(() => Written(output => codec.SerializeJson(output, "not a player")));
            Assert.Throws<ArgumentException>(() => Written(output => BentoTypeCodec.Find(typeof(Vec))!.SerializeMessagePack(output, null)));
            Assert.Equal("null", Encoding.UTF8.GetString(Written(output => codec.SerializeJson(output, null))));
        }

        /// <summary>What <paramref name="write"/> writes, through the runtime's own pooled buffer.</summary>
        private static byte[] Written(Action<System.Buffers.IBufferWriter<byte>> write)
        {
            var buffer = PooledBufferWriter.Rent();
            try
            {
                write(buffer);
                return buffer.WrittenSpan.ToArray();
            }
            finally
            {
                PooledBufferWriter.Return(buffer);
            }
        }
    }
}
