using System;
using System.Collections.Generic;
using System.Globalization;
using System.Numerics;
using Bento.Tests.Infrastructure;
using Xunit;

namespace Bento.Tests.Models
{
    [BentoObject]
    public partial class BigNumbers
    {
        public BigInteger Value { get; set; }
        public BigInteger? Maybe { get; set; }
        public List<BigInteger>? Many { get; set; }
    }
}

namespace Bento.Tests.Models.ArrayLayout
{
    [BentoObject]
    public partial class BigNumbers
    {
        [BentoKey(0)] public BigInteger Value { get; set; }
        [BentoKey(1)] public BigInteger? Maybe { get; set; }
        [BentoKey(2)] public List<BigInteger>? Many { get; set; }
    }
}

namespace Bento.Tests.MemberTypes
{
    using Bento.Tests.Models;

    public class BigIntegerTests
    {
        public static IEnumerable<object[]> Formats() => TestFormat.Names();

        // 100 digits, and its negation.
        private static readonly BigInteger s_hundredDigits = BigInteger.Parse("1234567890" + "9876543210" + "1234567890" + "9876543210" + "1234567890"
            + "9876543210" + "1234567890" + "9876543210" + "1234567890" + "9876543211", CultureInfo.InvariantCulture);

        [Theory]
        [MemberData(nameof(Formats))]
        public void A_hundred_digit_integer_round_trips_exactly(string name)
        {
            var format = TestFormat.Named(name);
            var value = new BigNumbers { Value = s_hundredDigits, Maybe = -s_hundredDigits, Many = new List<BigInteger> { 0, -1, ulong.MaxValue, long.MinValue } };
            // System.Text.Json has no BigInteger converter (it writes the struct's properties), so it is not the oracle here.
            var back = format.Deserialize<BigNumbers>(format.Serialize(value));
            Assert.Equal(value.Value, back.Value);
            Assert.Equal(value.Maybe, back.Maybe);
            Assert.Equal(value.Many, back.Many);
        }

        [Fact]
        public void JSON_writes_the_number_and_MessagePack_writes_MessagePack_CSharps_bin()
        {
            var value = new BigNumbers { Value = s_hundredDigits };
            Assert.StartsWith("{\"Value\":" + s_hundredDigits.ToString(CultureInfo.InvariantCulture) + ",", BentoJson.Serialize(value), System.StringComparison.Ordinal);
            byte[] theirs = global::MessagePack.MessagePackSerializer.Serialize(s_hundredDigits);
            var keyed = new Bento.Tests.Models.ArrayLayout.BigNumbers { Value = s_hundredDigits };
            byte[] ours = BentoMessagePack.Serialize(keyed);
            // Ours is [Value, nil, nil]: the first element is the value.
            Assert.Equal(System.BitConverter.ToString(theirs), System.BitConverter.ToString(ours, 1, theirs.Length));
            Assert.Equal(s_hundredDigits, global::MessagePack.MessagePackSerializer.Deserialize<BigInteger>(ours.AsSpan(1, theirs.Length).ToArray()));
        }

        [Theory]
        [InlineData("{\"Value\":1.0}", "$.Value")]
        [InlineData("{\"Value\":1e3}", "$.Value")]
        [InlineData("{\"Value\":\"12\"}", "$.Value")]
        [InlineData("{\"Many\":[1,2.5]}", "$.Many[1]")]
        public void Non_integers_are_Bentos_error_at_the_number(string json, string path)
        {
            var error = Assert.Throws<BentoJsonException>(() => BentoJson.Deserialize<BigNumbers>(json));
            Assert.Equal(path, error.Path);
            Assert.Equal(json.IndexOf(':', System.StringComparison.Ordinal) + 1 + (path.EndsWith(']') ? 3 : 0), error.BytePosition);
        }

        [Fact]
        public void An_integer_longer_than_the_limit_is_refused()
        {
            string json = "{\"Value\":" + new string('7', 10_001) + "}";
            var error = Assert.Throws<BentoJsonException>(() => BentoJson.Deserialize<BigNumbers>(json));
            Assert.Contains("10000 digits", error.Message, System.StringComparison.Ordinal);
        }

        [Fact]
        public void MessagePack_that_is_not_bin_or_an_integer_is_Bentos_error()
        {
            byte[] bad = BentoMessagePack.FromJson(System.Text.Encoding.UTF8.GetBytes("{\"Value\":\"x\"}"));
            var error = Assert.Throws<BentoMessagePackException>(() => BentoMessagePack.Deserialize<BigNumbers>(bad));
            Assert.Equal("$.Value", error.Path);
        }
    }
}
