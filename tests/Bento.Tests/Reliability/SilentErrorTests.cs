using System;
using System.IO;
using System.Linq;
using System.Numerics;
using System.Text;
using Bento.Internal;
using Bento.Tests.Models;
using Xunit;

namespace Bento.Tests.Reliability
{
    /// <summary>Inputs that were read or converted to a wrong value without an error, and messages that misled.</summary>
    public class SilentErrorTests
    {
        private static DateTime ReadDateTime(string text) =>
            BentoJson.Deserialize<DateTimeBox>("{\"Value\":\"" + text + "\"}").Value;

        [Theory]
        [InlineData("2020-06-15T12:30:00+02:00", "2020-06-15T10:30:00")]
        [InlineData("2020-06-15T12:30:00-05:30", "2020-06-15T18:00:00")]
        [InlineData("2020-06-15T00:30:00+01:00", "2020-06-14T23:30:00")]
        [InlineData("0001-01-01T00:00:00-01:00", "0001-01-01T01:00:00")]
        [InlineData("9999-12-31T23:59:59+01:00", "9999-12-31T22:59:59")]
        public void DateTime_with_an_offset_is_the_same_instant_in_utc(string text, string utc)
        {
            // The same ticks and kind on every machine: nothing is converted to the machine's local time.
            DateTime value = ReadDateTime(text);
            Assert.Equal(DateTimeKind.Utc, value.Kind);
            Assert.Equal(DateTime.SpecifyKind(DateTime.Parse(utc, System.Globalization.CultureInfo.InvariantCulture), DateTimeKind.Utc), value);
            Assert.Equal(DateTimeOffset.Parse(text, System.Globalization.CultureInfo.InvariantCulture).UtcTicks, value.Ticks);
        }

        [Theory]
        [InlineData("0001-01-01T00:00:00+01:00")]
        [InlineData("0001-01-01T00:59:59+01:00")]
        [InlineData("9999-12-31T23:00:00-01:00")]
        public void DateTime_whose_instant_is_out_of_range_is_an_error(string text)
        {
            var error = Assert.Throws<BentoJsonException>(() => ReadDateTime(text));
            Assert.Equal("$.Value", error.Path);
            Assert.Equal(9, error.BytePosition);
        }

        [Fact]
        public void DateTime_kinds_follow_the_designator()
        {
            Assert.Equal(DateTimeKind.Utc, ReadDateTime("2020-06-15T12:30:00Z").Kind);
            Assert.Equal(DateTimeKind.Unspecified, ReadDateTime("2020-06-15T12:30:00").Kind);
            Assert.Equal(DateTimeKind.Unspecified, ReadDateTime("2020-06-15").Kind);
            Assert.Equal(new DateTime(2020, 6, 15, 12, 30, 0, DateTimeKind.Unspecified), ReadDateTime("2020-06-15T12:30:00"));
        }

        [Fact]
        public void DateTimeOffset_keeps_its_offset()
        {
            var box = BentoJson.Deserialize<DateTimeOffsetBox>("{\"Value\":\"2020-06-15T12:30:00+02:00\"}");
            Assert.Equal(TimeSpan.FromHours(2), box.Value.Offset);
            Assert.Equal(new DateTime(2020, 6, 15, 12, 30, 0), box.Value.DateTime);
            var noOffset = BentoJson.Deserialize<DateTimeOffsetBox>("{\"Value\":\"2020-06-15T12:30:00\"}");
            Assert.Equal(TimeSpan.Zero, noOffset.Value.Offset);
            Assert.Equal(new DateTime(2020, 6, 15, 12, 30, 0), noOffset.Value.DateTime);
        }

        [Theory]
        [InlineData("91cb3ff0000000000000", "[1.0]")]
        [InlineData("91cbc01c000000000000", "[-7.0]")]
        [InlineData("91cb4059000000000000", "[100.0]")]
        [InlineData("91cb8000000000000000", "[-0.0]")]
        [InlineData("91cb3fb999999999999a", "[0.1]")]
        [InlineData("91cb44b52d02c7e14af6", "[1E+23]")]
        public void Whole_float64_converts_to_json_and_back_as_a_float(string hex, string json)
        {
            byte[] packed = Convert.FromHexString(hex);
            byte[] text = BentoMessagePack.ToJson(packed);
            Assert.Equal(json, Encoding.UTF8.GetString(text));
            Assert.Equal(packed, BentoMessagePack.FromJson(text));
        }

        [Fact]
        public void Integers_stay_integers_through_json()
        {
            byte[] packed = Convert.FromHexString("9301cd0100f9");
            Assert.Equal("[1,256,-7]", Encoding.UTF8.GetString(BentoMessagePack.ToJson(packed)));
            Assert.Equal(packed, BentoMessagePack.FromJson(BentoMessagePack.ToJson(packed)));
        }

        [Fact]
        public void Json_lines_record_spread_over_lines_says_so()
        {
            byte[] input = Encoding.UTF8.GetBytes("{\"Name\":\"a\",\"Value\":1}\n{\"Name\":\"b\",\n\"Value\":2}\n");
            var error = Assert.Throws<BentoJsonException>(() => BentoJsonLines.Read<Inner>(new MemoryStream(input)).ToList());
            Assert.StartsWith("The line ended inside a record", error.Reason, StringComparison.Ordinal);
            Assert.DoesNotContain("end of the input", error.Reason, StringComparison.Ordinal);
            Assert.Equal(2, error.Line);
        }

        [Fact]
        public void Json_lines_bad_json_inside_a_line_keeps_its_own_message()
        {
            byte[] input = Encoding.UTF8.GetBytes("{\"Name\":\"a\",\"Value\":x}\n");
            var error = Assert.Throws<BentoJsonException>(() => BentoJsonLines.Read<Inner>(new MemoryStream(input)).ToList());
            Assert.DoesNotContain("line ended", error.Reason, StringComparison.Ordinal);
        }

        [Fact]
        public void Eisel_Lemire_table_matches_its_definition()
        {
            // The table is written out as constants; recompute every entry from its definition.
            ulong[] table = EiselLemire.s_powersOfFive;
            Assert.Equal((308 + 342 + 1) * 2, table.Length);
            var top = BigInteger.One << 128;
            for (int q = -342; q <= 308; q++)
            {
                BigInteger value;
                if (q >= 0)
                {
                    value = BigInteger.Pow(5, q);
                    while (value < (BigInteger.One << 127)) value <<= 1;
                    while (value >= top) value >>= 1;
                }
                else
                {
                    var power = BigInteger.Pow(5, -q);
                    int z = 0;
                    while ((BigInteger.One << z) < power) z++;
                    int b = q >= -27 ? z + 127 : (2 * z) + 128;
                    value = (BigInteger.One << b) / power + 1;
                    while (value >= top) value >>= 1;
                }

                int index = (q + 342) * 2;
                Assert.True((ulong)(value >> 64) == table[index] && (ulong)(value & ulong.MaxValue) == table[index + 1], "entry for q = " + q);
            }
        }

        [Theory]
        [InlineData("2.2250738585072011e-308")]
        [InlineData("2.2250738585072012e-308")]
        [InlineData("4.9406564584124654e-324")]
        [InlineData("1.7976931348623157e308")]
        [InlineData("9007199254740993")]
        [InlineData("0.1")]
        public void Hard_doubles_parse_exactly(string text)
        {
            double expected = double.Parse(text, System.Globalization.CultureInfo.InvariantCulture);
            double read = BentoJson.Deserialize<DoubleBox>("{\"Value\":" + text + "}").Value;
            Assert.Equal(BitConverter.DoubleToInt64Bits(expected), BitConverter.DoubleToInt64Bits(read));
        }
    }
}
