using System.Text;
using Xunit;

namespace Bento.Tests.Untyped
{
    /// <summary>Deep equality and hashing of <see cref="BentoValue"/>: numbers by value, objects as sets of members.</summary>
    public class BentoValueEqualityTests
    {
        private static BentoValue Parse(string json) => BentoValue.ParseJson(Encoding.UTF8.GetBytes(json));

        [Theory]
        [InlineData("1", "1.0")]
        [InlineData("1", "1e0")]
        [InlineData("100", "1E2")]
        [InlineData("0.5", "5e-1")]
        [InlineData("0", "-0")]
        [InlineData("0", "0.000e5")]
        [InlineData("123456789012345678901234567890", "1.2345678901234567890123456789e29")]
        [InlineData("\"\\u00e9\"", "\"\u00e9\"")]
        [InlineData("{\"a\":1,\"b\":[true,null]}", "{\"b\":[true,null],\"a\":1.0}")]
        public void Equal_values_are_equal_and_hash_alike(string a, string b)
        {
            var x = Parse(a);
            var y = Parse(b);
            Assert.Equal(x, y);
            Assert.Equal(x.GetHashCode(), y.GetHashCode());
        }

        [Fact]
        public void A_value_that_contains_itself_gets_Bentos_exception_on_compare_and_hash()
        {
            // Two distinct arrays, each holding itself: comparing them never reaches a leaf.
            var a = BentoValue.CreateArray();
            a.Add(a);
            var b = BentoValue.CreateArray();
            b.Add(b);
            var compare = Assert.Throws<BentoValueException>(() => a.Equals(b));
            Assert.Contains("may contain itself", compare.Message);
            Assert.Throws<BentoValueException>(() => a.GetHashCode());
            Assert.True(a.Equals(a));   // the same instance is equal without a walk
        }

        [Theory]
        [InlineData("1", "1.0000000000000000000001")]
        [InlineData("1", "\"1\"")]
        [InlineData("[1,2]", "[2,1]")]
        [InlineData("{\"a\":1}", "{\"a\":1,\"b\":1}")]
        [InlineData("null", "false")]
        [InlineData("1e400", "1e401")]
        public void Different_values_differ(string a, string b)
        {
            Assert.NotEqual(Parse(a), Parse(b));
        }

        [Fact]
        public void Numbers_from_code_and_MessagePack_compare_by_value()
        {
            Assert.Equal(BentoValue.From(1), Parse("1.0"));
            Assert.Equal(BentoValue.From(0.1), Parse("0.1"));
            Assert.Equal(BentoValue.From(1.5m), Parse("1.50"));
            Assert.Equal(BentoValue.From(ulong.MaxValue), Parse("18446744073709551615"));
            Assert.Equal(BentoValue.From(2.0).GetHashCode(), Parse("2").GetHashCode());
            Assert.Equal(BentoValue.From(double.NaN), BentoValue.From(double.NaN));
            Assert.NotEqual(BentoValue.From(double.PositiveInfinity), BentoValue.From(double.NegativeInfinity));
        }
    }
}
