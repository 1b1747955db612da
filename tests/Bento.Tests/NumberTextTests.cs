using System;
using System.Collections.Generic;
using System.Globalization;
using System.Numerics;
using System.Text;
using Bento.Tests.Infrastructure;
using Bento.Tests.Models;
using Xunit;

namespace Bento.Tests
{
    /// <summary>Number text is read with correct rounding, the way the .NET parsers do it, for every width.</summary>
    public class NumberTextTests
    {
        [Theory]
        [InlineData("0.1000000000000000055511151231257827021181583404541015625")]
        [InlineData("2.2250738585072011e-308")]
        [InlineData("2.2250738585072012e-308")]
        [InlineData("9007199254740993")]
        [InlineData("9007199254740993.0000000000000000000001")]
        [InlineData("1.7976931348623158e308")]
        [InlineData("4.9406564584124654e-324")]
        [InlineData("2.4703282292062328e-324")]
        [InlineData("2.4703282292062327e-324")]
        [InlineData("1e-400")]
        [InlineData("-1e-400")]
        [InlineData("123456789012345678901234567890e-10")]
        [InlineData("0.000000000000000000000000000000000000000000001e45")]
        [InlineData("1E+2")]
        [InlineData("1e-0")]
        [InlineData("-0.0")]
        [InlineData("7.038531e-26")]
        [InlineData("89255.0e-22")]
        public void Doubles_are_correctly_rounded(string text)
        {
            double expected = double.Parse(text, NumberStyles.Float, CultureInfo.InvariantCulture);
            double actual = BentoJson.Deserialize<DoubleBox>("{\"Value\":" + text + "}").Value;
            Assert.True(BitConverter.DoubleToInt64Bits(expected) == BitConverter.DoubleToInt64Bits(actual),
                text + ": expected " + expected.ToString("R", CultureInfo.InvariantCulture) + ", actual " + actual.ToString("R", CultureInfo.InvariantCulture));
        }

        /// <summary>
        /// Up to 19 significant digits take the 128-bit multiplication path; every result must match the BCL's
        /// exact parser bit for bit, across the whole exponent range (on the netstandard2.1 build the wide
        /// multiplication is done by hand, so both test projects matter).
        /// </summary>
        [Fact]
        public void Random_numbers_up_to_19_digits_match_the_exact_parser()
        {
            var random = new Random(20261121);
            var text = new StringBuilder();
            int compared = 0;
            for (int i = 0; i < 200_000; i++)
            {
                text.Clear();
                if (random.Next(2) == 0) text.Append('-');
                int digits = random.Next(1, 20);
                text.Append((char)('1' + random.Next(9)));
                for (int d = 1; d < digits; d++) text.Append((char)('0' + random.Next(10)));
                if (digits > 1 && random.Next(2) == 0) text.Insert(text.Length - random.Next(1, digits), '.');
                if (random.Next(3) != 0) text.Append('e').Append(random.Next(-345, 310));
                string number = text.ToString();
                double expected = double.Parse(number, NumberStyles.Float, CultureInfo.InvariantCulture);
                if (double.IsInfinity(expected)) continue;
                var reader = new Bento.Json.JsonReader(Encoding.ASCII.GetBytes(number));
                double actual = reader.ReadDouble();
                compared++;
                if (BitConverter.DoubleToInt64Bits(expected) != BitConverter.DoubleToInt64Bits(actual))
                {
                    Assert.Fail(number + ": expected " + expected.ToString("R", CultureInfo.InvariantCulture) + ", actual " + actual.ToString("R", CultureInfo.InvariantCulture));
                }
            }

            Assert.True(compared > 150_000, "too few finite samples: " + compared);
        }

        [Fact]
        public void Long_digit_strings()
        {
            string digits = "1" + new string('0', 400) + "e-400";
            Assert.Equal(1.0, BentoJson.Deserialize<DoubleBox>("{\"Value\":" + digits + "}").Value);
            string small = "0." + new string('0', 300) + "1e300";
            Assert.Equal(0.1, BentoJson.Deserialize<DoubleBox>("{\"Value\":" + small + "}").Value);
        }

        [Fact]
        public void Singles_just_above_a_halfway_point_round_up()
        {
            // Text slightly above the midpoint of two adjacent floats: reading it as a double first lands exactly on
            // the midpoint, and the second rounding (ties to even) can then go the wrong way.
            var random = new Random(11);
            var failures = new List<string>();
            for (int i = 0; i < 400; i++)
            {
                float low = BitConverter.Int32BitsToSingle(random.Next(0x00800000, 0x7F000000));
                float high = MathF.BitIncrement(low);
                string midpoint = ExactDecimal((double)low + ((double)high - low) / 2);
                string above = midpoint.Contains('.', StringComparison.Ordinal) ? midpoint + "000000000000000000001" : midpoint + ".000000000000000000001";
                float expected = float.Parse(above, NumberStyles.Float, CultureInfo.InvariantCulture);
                float actual = BentoJson.Deserialize<SingleBox>("{\"Value\":" + above + "}").Value;
                if (BitConverter.SingleToInt32Bits(expected) != BitConverter.SingleToInt32Bits(actual))
                    failures.Add(above + " -> expected " + expected.ToString("R", CultureInfo.InvariantCulture) + ", actual " + actual.ToString("R", CultureInfo.InvariantCulture));
            }
            Assert.True(failures.Count == 0, failures.Count + " of 400 misrounded, e.g. " + (failures.Count > 0 ? failures[0] : ""));
        }

        [Theory]
        [InlineData("0.1234567890123456789012345678901")]
        [InlineData("1.00000000000000000000000000005")]
        [InlineData("79228162514264337593543950335.4")]
        [InlineData("-0.00000000000000000000000000001")]
        [InlineData("1e-28")]
        [InlineData("12345678901234567890.123456789")]
        [InlineData("1.0")]
        [InlineData("1.50e1")]
        [InlineData("-0.00")]
        [InlineData("100e-2")]
        [InlineData("0e5")]
        public void Decimals_round_like_decimal_parse(string text)
        {
            // Value and scale (trailing zeros) both follow decimal.Parse.
            decimal expected = decimal.Parse(text, NumberStyles.Float, CultureInfo.InvariantCulture);
            decimal actual = BentoJson.Deserialize<DecimalBox>("{\"Value\":" + text + "}").Value;
            DeepEqual.Assert(expected, actual);
        }

        [Theory]
        [InlineData("1e2")]
        [InlineData("1.0")]
        [InlineData("-0.0")]
        public void Integers_do_not_accept_fraction_or_exponent_forms(string text)
        {
            // A typed integer member takes integer syntax only, as System.Text.Json does.
            Assert.Throws<BentoJsonException>(() => BentoJson.Deserialize<Int32Box>("{\"Value\":" + text + "}"));
            Assert.Throws<BentoJsonException>(() => BentoJson.Deserialize<Int64Box>("{\"Value\":" + text + "}"));
        }

        /// <summary>The exact decimal expansion of a double (every binary fraction has a finite one).</summary>
        private static string ExactDecimal(double value)
        {
            long bits = BitConverter.DoubleToInt64Bits(value);
            int exponent = (int)((bits >> 52) & 0x7FF);
            long mantissa = bits & 0xFFFFFFFFFFFFFL;
            if (exponent == 0)
                exponent++;
            else
                mantissa |= 1L << 52;
            exponent -= 1075;
            var m = new BigInteger(mantissa);
            string sign = value < 0 ? "-" : "";
            if (exponent >= 0)
                return sign + (m << exponent).ToString(CultureInfo.InvariantCulture);
            // m / 2^-e = m * 5^-e / 10^-e
            BigInteger scaled = m * BigInteger.Pow(5, -exponent);
            string digits = scaled.ToString(CultureInfo.InvariantCulture).PadLeft(-exponent + 1, '0');
            string whole = digits.Substring(0, digits.Length + exponent);
            string fraction = digits.Substring(digits.Length + exponent).TrimEnd('0');
            var sb = new StringBuilder(sign).Append(whole);
            if (fraction.Length > 0)
                sb.Append('.').Append(fraction);
            return sb.ToString();
        }
    }
}
