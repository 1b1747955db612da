using System.Linq;
using Bento.Internal;
using Bento.MessagePack;
using Bento.Tests.MessagePack;
using Xunit;

namespace Bento.Tests.Codecs
{
    // The user-codec check compares where a codec stopped with the end ValueExtent finds; a wrong end would report a
    // correct codec as misreading (or miss a misread), so every first byte family is checked against the reader's skip.
    public class ValueExtentTests
    {
        [Theory]
        [InlineData("00")] [InlineData("7f")] [InlineData("e0")] [InlineData("ff")]
        [InlineData("c0")] [InlineData("c2")] [InlineData("c3")]
        [InlineData("a0")] [InlineData("a3616263")] [InlineData("bf" + "61616161616161616161616161616161616161616161616161616161616161")]
        [InlineData("cc80")] [InlineData("cd0100")] [InlineData("ce00010000")] [InlineData("cf0000000100000000")]
        [InlineData("d080")] [InlineData("d1ff00")] [InlineData("d2ffff0000")] [InlineData("d3ffffffff00000000")]
        [InlineData("ca3f800000")] [InlineData("cb3ff0000000000000")]
        [InlineData("d90161")] [InlineData("da000161")] [InlineData("db0000000161")]
        [InlineData("c40101")] [InlineData("c5000101")] [InlineData("c600000001" + "01")]
        [InlineData("d40101")] [InlineData("d5010101")] [InlineData("d60101010101")] [InlineData("d701" + "0101010101010101")]
        [InlineData("d801" + "01010101010101010101010101010101")] [InlineData("c70101" + "01")] [InlineData("c8000101" + "01")] [InlineData("c90000000101" + "01")]
        [InlineData("90")] [InlineData("93ca3f800000ca40000000ca40400000")] [InlineData("92a161cd0100")] [InlineData("9291019190")]
        [InlineData("dc0002c0c3")] [InlineData("dd00000001c0")]
        [InlineData("80")] [InlineData("81a16101")] [InlineData("82a16192c0c0a1628100c3")] [InlineData("de0001a16101")] [InlineData("df00000001a16101")]
        [InlineData("93d6ff00000001c0a3616263")]
        public void The_extent_of_a_MessagePack_value_is_where_the_readers_skip_ends(string hex)
        {
            byte[] value = MsgPackTesting.Bytes(hex);
            // Something follows the value, as another member would, and the value may start after others.
            byte[] input = new byte[] { 0x01, 0xa1, 0x78 }.Concat(value).Concat(new byte[] { 0xc0, 0x93 }).ToArray();
            var reader = new MsgPackReader(input);
            reader.Skip();
            reader.Skip();
            int start = reader.Position;
            reader.Skip();
            Assert.Equal(start + value.Length, reader.Position);
            Assert.Equal(reader.Position, ValueExtent.MsgPack(input, start));
        }

        [Theory]
        [InlineData("93ca3f800000ca40000000")] // a fixarray of fixed-size values whose last is missing
        [InlineData("ca3f80")]                 // a float cut short
        [InlineData("a36162")]                 // a fixstr cut short
        [InlineData("9291")]                   // nested arrays cut short
        [InlineData("dc0002c0")]               // array 16 with one of its two elements
        public void A_value_cut_short_has_no_extent(string hex) =>
            Assert.Equal(-1, ValueExtent.MsgPack(MsgPackTesting.Bytes(hex), 0));
    }
}
