using System;
using System.Collections.Generic;
using System.IO;
using System.Linq;
using System.Text;
using Bento.MessagePack;
using Xunit;

namespace Bento.Tests.Untyped
{
    /// <summary>MessagePack into <see cref="BentoValue"/> and back, and conversions to JSON.</summary>
    public class BentoValueMessagePackTests
    {
        private static byte[] Hex(string hex) => Convert.FromHexString(hex);

        [Theory]
        [InlineData("cfffffffffffffffff")] // uint64 max
        [InlineData("d38000000000000000")] // int64 min
        [InlineData("ca3fc00000")]         // float 32 1.5
        [InlineData("cb3ff8000000000000")] // float 64 1.5
        [InlineData("c403010203")]         // bin 8
        [InlineData("d40107")]             // fixext 1, type 1
        [InlineData("c7030a010203")]       // ext 8, type 10
        [InlineData("d6ff5f5e1000")]       // timestamp 32
        [InlineData("d7ff0000000400000000")] // timestamp 64 with nanoseconds
        [InlineData("82a161c0c3a162")]     // map with a bool key
        [InlineData("8101c401ff")]         // map with an int key
        [InlineData("92c0c2")]
        public void MessagePack_written_back_is_byte_identical(string hex)
        {
            byte[] msgpack = Hex(hex);
            var value = BentoValue.ParseMessagePack(msgpack);
            Assert.Equal(hex, BitConverter.ToString(value.ToMessagePack()).Replace("-", "").ToLowerInvariant());
        }

        [Fact]
        public void Integers_keep_their_full_range_and_floats_their_width()
        {
            Assert.Equal(ulong.MaxValue, BentoValue.ParseMessagePack(Hex("cfffffffffffffffff")).GetUInt64());
            Assert.Equal(long.MinValue, BentoValue.ParseMessagePack(Hex("d38000000000000000")).GetInt64());
            var single = BentoValue.ParseMessagePack(Hex("ca3dcccccd"));
            Assert.Equal(0.1f, single.GetSingle());
            Assert.Equal("0.1", single.ToJson());
            Assert.Equal("1.0", BentoValue.ParseMessagePack(Hex("cb3ff0000000000000")).ToJson());
        }

        [Fact]
        public void MessagePack_only_values_convert_to_JSON_as_BentoMessagePack_ToJson_does()
        {
            foreach (string hex in new[] { "c403010203", "d40107", "d6ff5f5e1000", "d7ff0000000400000000", "93c7030a010203c0ca3fc00000" })
            {
                byte[] msgpack = Hex(hex);
                Assert.Equal(Encoding.UTF8.GetString(BentoMessagePack.ToJson(msgpack)), BentoValue.ParseMessagePack(msgpack).ToJson());
            }

            var e = Assert.Throws<BentoJsonException>(() => BentoValue.ParseMessagePack(Hex("8101c401ff")).ToJson());
            Assert.Contains("map key must be a string", e.Message);
            Assert.Equal("(an object)", BentoValue.ParseMessagePack(Hex("8101c401ff")).ToString());
        }

        [Fact]
        public void Timestamps_and_binary_are_queried_as_dates_and_bytes()
        {
            var stamp = BentoValue.ParseMessagePack(Hex("d6ff5f5e1000"));
            Assert.True(stamp.IsTimestamp);
            Assert.Equal(new DateTime(2020, 9, 13, 12, 26, 40, DateTimeKind.Utc), stamp.GetDateTime());
            Assert.Equal(stamp, BentoValue.Timestamp(new DateTime(2020, 9, 13, 12, 26, 40, DateTimeKind.Utc)));
            Assert.Equal(new byte[] { 1, 2, 3 }, BentoValue.ParseMessagePack(Hex("c403010203")).GetBytes());
            var ext = BentoValue.ParseMessagePack(Hex("c7030a010203"));
            Assert.Equal(new byte[] { 1, 2, 3 }, ext.GetExtension(out sbyte type));
            Assert.Equal(10, type);
        }

        [Fact]
        public void Non_string_keys_are_found_by_value()
        {
            var map = BentoValue.ParseMessagePack(Hex("8201c401ffa161c0"));
            Assert.True(map.TryGet(BentoValue.From(1), out var one));
            Assert.Equal(BentoValueKind.Binary, one.Kind);
            Assert.Equal(BentoValueKind.Null, map["a"].Kind);
            Assert.False(map.Members.First().HasName);
            Assert.Throws<BentoValueException>(() => map.Members.First().Name);
        }

        [Fact]
        public void JSON_and_MessagePack_convert_both_ways()
        {
            const string json = "{\"a\":[1,-2,3.5,\"x\",null,true,{\"b\":18446744073709551615}],\"c\":1e2}";
            var fromJson = BentoValue.ParseJson(Encoding.UTF8.GetBytes(json));
            byte[] msgpack = fromJson.ToMessagePack();
            Assert.Equal(BentoMessagePack.FromJson(Encoding.UTF8.GetBytes(json)), msgpack);
            var back = BentoValue.ParseMessagePack(msgpack);
            Assert.Equal(fromJson, back);
            Assert.Equal(Encoding.UTF8.GetString(BentoMessagePack.ToJson(msgpack)), back.ToJson());
        }

        [Fact]
        public void Bad_input_raises_BentoMessagePackException_with_offset_and_path()
        {
            var e = Assert.Throws<BentoMessagePackException>(() => BentoValue.ParseMessagePack(Hex("81a161c1")));
            Assert.Equal(3, e.BytePosition);
            Assert.Throws<BentoMessagePackException>(() => BentoValue.ParseMessagePack(Hex("dc0010")));
            Assert.Throws<BentoMessagePackException>(() => BentoValue.ParseMessagePack(Hex("92c0")));
            Assert.Throws<BentoMessagePackException>(() => BentoValue.ParseMessagePack(Hex("c0c0")));
            byte[] deep = Enumerable.Repeat((byte)0x91, 100000).Concat(new byte[] { 0xc0 }).ToArray();
            Assert.Throws<BentoMessagePackException>(() => BentoValue.ParseMessagePack(deep));
            var options = new BentoMessagePackOptions { RejectDuplicateMembers = true };
            Assert.Throws<BentoMessagePackException>(() => BentoValue.ParseMessagePack(Hex("82a16101a16102"), options));
            Assert.Throws<BentoMessagePackException>(() => BentoValue.ParseMessagePack(Hex("82010101c0"), options));
            Assert.Equal("{\"a\":2}", BentoValue.ParseMessagePack(Hex("82a16101a16102")).ToJson());
        }

        [Fact]
        public void A_MessagePack_stream_of_mixed_values_reads_and_writes_back()
        {
            byte[] records = Hex("93c0a178cb3ff8000000000000" + "c403010203" + "82a161c0c3a162" + "cfffffffffffffffff");
            List<BentoValue> values;
            using (var input = new MemoryStream(records))
            {
                values = BentoMessagePackStream.Read(input, BentoValueCodecs.MessagePack).ToList();
            }

            Assert.Equal(new[] { BentoValueKind.Array, BentoValueKind.Binary, BentoValueKind.Object, BentoValueKind.Number }, values.Select(v => v.Kind).ToArray());
            using (var output = new MemoryStream())
            {
                BentoMessagePackStream.Write(output, values, BentoValueCodecs.MessagePack);
                Assert.Equal(records, output.ToArray());
            }
        }
    }
}
