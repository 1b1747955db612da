using System;
using System.Collections.Generic;
using System.Text;
using Xunit;

namespace Bento.Tests.Roots
{
    /// <summary>Codecs found by System.Type, as frameworks that bind by type use them.</summary>
    public class TypeCodecTests
    {
        [Fact]
        public void A_marked_type_and_its_collection_roots_are_found()
        {
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
            foreach (var type in new[] { typeof(int), typeof(string), typeof(Uri), typeof(object), typeof(List<>), typeof(List<int>), typeof(HashSet<Player>), typeof(Player[,]), typeof(Player).MakeByRefType(), typeof(int).MakePointerType() })
                Assert.Null(BentoTypeCodec.Find(type));
            Assert.False(BentoTypeCodec.HasJsonCodec<Uri>());
            Assert.False(BentoTypeCodec.HasMessagePackCodec<List<string>>());
            Assert.True(BentoTypeCodec.HasJsonCodec<Player>());
            Assert.True(BentoTypeCodec.HasMessagePackCodec<List<Player>>());
        }

        [Fact]
        public void Boxed_values_read_and_write_like_the_typed_entry_points()
        {
            var players = new List<Player> { Player.Make("ada", 3, items: 2), Player.Make("bo", 4) };
            var codec = BentoTypeCodec.Find(typeof(List<Player>))!;

            var json = new ArrayBufferWriterLite();
            codec.SerializeJson(json, players);
            Assert.Equal(BentoJson.SerializeToUtf8Bytes(players), json.ToArray());
            var fromJson = Assert.IsType<List<Player>>(codec.DeserializeJson(json.ToArray()));
            Assert.Equal("ada1", fromJson[0].Items![1].Id);

            var packed = new ArrayBufferWriterLite();
            codec.SerializeMessagePack(packed, players);
            Assert.Equal(BentoMessagePack.Serialize(players), packed.ToArray());
            var fromPacked = Assert.IsType<List<Player>>(codec.DeserializeMessagePack(packed.ToArray()));
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
            Assert.Throws<ArgumentException>(() => codec.SerializeJson(new ArrayBufferWriterLite(), "not a player"));
            Assert.Throws<ArgumentException>(() => BentoTypeCodec.Find(typeof(Vec))!.SerializeMessagePack(new ArrayBufferWriterLite(), null));
            codec.SerializeJson(new ArrayBufferWriterLite(), null);
        }

        /// <summary>A growable output for both target frameworks (ArrayBufferWriter is not in netstandard2.1).</summary>
        private sealed class ArrayBufferWriterLite : System.Buffers.IBufferWriter<byte>
        {
            private byte[] _array = new byte[16];
            private int _written;

            public void Advance(int count) => _written += count;

            public Memory<byte> GetMemory(int sizeHint = 0)
            {
                Ensure(sizeHint);
                return _array.AsMemory(_written);
            }

            public Span<byte> GetSpan(int sizeHint = 0)
            {
                Ensure(sizeHint);
                return _array.AsSpan(_written);
            }

            public byte[] ToArray() => _array.AsSpan(0, _written).ToArray();

            private void Ensure(int sizeHint)
            {
                if (_array.Length - _written >= Math.Max(sizeHint, 1)) return;
                Array.Resize(ref _array, Math.Max(_array.Length * 2, _written + sizeHint));
            }
        }
    }
}
