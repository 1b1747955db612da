using System;
using System.Globalization;
using System.Numerics;
using System.Text;
using Bento.Internal;
using Xunit;

namespace Bento.Tests
{
    /// <summary>
    /// Doubles and floats are written as the BCL writes them (shortest round-trip digits, same layout), bit pattern for
    /// bit pattern; where the BCL's own text does not read back to the value, Bento's must.
    /// </summary>
    public class NumberFormattingTests
    {
        private const int RandomValuesPerRun = 1_000_000;
        private static readonly CultureInfo Invariant = CultureInfo.InvariantCulture;

        [Fact]
        public void Random_double_bit_patterns_match_the_runtime()
        {
            int seed = Environment.TickCount;
            var random = new Random(seed);
            var bytes = new byte[8];
            var text = new byte[ShortestFloat.MaxChars];
            for (int i = 0; i < RandomValuesPerRun; i++)
            {
                random.NextBytes(bytes);
                CheckDouble(BitConverter.ToDouble(bytes, 0), text, seed);
            }
        }

        [Fact]
        public void Random_float_bit_patterns_match_the_runtime()
        {
            int seed = Environment.TickCount;
            var random = new Random(seed);
            var bytes = new byte[4];
            var text = new byte[ShortestFloat.MaxChars];
            for (int i = 0; i < RandomValuesPerRun; i++)
            {
                random.NextBytes(bytes);
                CheckSingle(BitConverter.ToSingle(bytes, 0), text, seed);
            }
        }

        [Fact]
        public void Subnormals_match_the_runtime()
        {
            var text = new byte[ShortestFloat.MaxChars];
            for (long fraction = 1; fraction <= 200_000; fraction++)
            {
                CheckDouble(BitConverter.Int64BitsToDouble(fraction), text, 0);
                CheckDouble(BitConverter.Int64BitsToDouble((1L << 52) - fraction), text, 0);
                CheckDouble(-BitConverter.Int64BitsToDouble(fraction), text, 0);
            }

            for (int fraction = 1; fraction <= 200_000; fraction++)
            {
                CheckSingle(Int32BitsToSingle(fraction), text, 0);
                CheckSingle(Int32BitsToSingle((1 << 23) - fraction), text, 0);
            }
        }

        [Fact]
        public void Powers_of_two_and_their_neighbours_match_the_runtime()
        {
            // At a power of two the spacing below the value is half the spacing above: the asymmetric case.
            var text = new byte[ShortestFloat.MaxChars];
            for (long exponent = 0; exponent < 2047; exponent++)
            {
                long bits = exponent << 52;
                for (long delta = -2; delta <= 2; delta++)
                {
                    if (bits + delta >= 0) CheckDouble(BitConverter.Int64BitsToDouble(bits + delta), text, 0);
                }
            }

            for (int exponent = 0; exponent < 255; exponent++)
            {
                int bits = exponent << 23;
                for (int delta = -2; delta <= 2; delta++)
                {
                    if (bits + delta >= 0) CheckSingle(Int32BitsToSingle(bits + delta), text, 0);
                }
            }
        }

        [Fact]
        public void Short_decimals_and_halfway_cases_match_the_runtime()
        {
            // Values a program writes (prices, coordinates, measurements), each power of ten with its neighbours, and
            // integers where the spacing of doubles passes 1 and 2 (ties between two shortest candidates).
            var text = new byte[ShortestFloat.MaxChars];
            var random = new Random(20261124);
            for (int i = 0; i < 200_000; i++)
            {
                double value = Math.Round((random.NextDouble() - 0.5) * Math.Pow(10, random.Next(-8, 12)), random.Next(0, 12));
                CheckDouble(value, text, 0);
                CheckSingle((float)value, text, 0);
            }

            for (int power = -325; power <= 308; power++)
            {
                foreach (string mantissa in new[] { "1", "1.5", "5", "9.999999999999999", "2.5" })
                {
                    double value = double.Parse(mantissa + "e" + power, Invariant);
                    CheckDouble(value, text, 0);
                    CheckDouble(NextUp(value), text, 0);
                    CheckDouble(NextDown(value), text, 0);
                    float single = (float)value;
                    if (!float.IsInfinity(single)) CheckSingle(single, text, 0);
                }
            }

            for (long n = (1L << 53) - 1000; n <= (1L << 53) + 1000; n++) CheckDouble(n, text, 0);
            for (long n = (1L << 54) - 1000; n <= (1L << 54) + 1000; n++) CheckDouble(n, text, 0);
            for (int n = (1 << 24) - 1000; n <= (1 << 24) + 1000; n++) CheckSingle(n, text, 0);
            CheckDouble(double.MaxValue, text, 0);
            CheckDouble(double.Epsilon, text, 0);
            CheckSingle(float.MaxValue, text, 0);
            CheckSingle(float.Epsilon, text, 0);
        }

        [Fact]
        public void Integers_and_fractions_of_every_digit_count_match_the_runtime()
        {
            // 16 and 17 digits are split into words as they are, fewer are scaled up to 17 first: every count from 1 to 17
            // digits, with the decimal point at every place, meets both and each place a point is put in a word.
            var text = new byte[ShortestFloat.MaxChars];
            var random = new Random(20261203);
            for (int count = 1; count <= 17; count++)
            {
                for (int i = 0; i < 5_000; i++)
                {
                    long digits = 0;
                    for (int d = 0; d < count; d++) digits = (digits * 10) + (d == 0 ? random.Next(1, 10) : random.Next(10));
                    double value = digits * Math.Pow(10, -random.Next(0, count + 4));
                    CheckDouble(value, text, 0);
                    CheckDouble(-value, text, 0);
                    CheckSingle((float)value, text, 0);
                }
            }
        }

        [Fact]
        public void Trailing_zeros_in_either_word_and_the_point_at_every_place_match_the_runtime()
        {
            // The count of digits printed is read off the '0' chars that end a 17-char text (the value's own zeros and
            // those appended alike): every count of significant digits, followed by every count of zeros, so the zeros
            // end in the first word, the second or the last char, with the point at every place and in exponent form.
            var text = new byte[ShortestFloat.MaxChars];
            var random = new Random(20261206);
            for (int significant = 1; significant <= 17; significant++)
            {
                for (int zeros = 0; significant + zeros <= 17; zeros++)
                {
                    for (int i = 0; i < 40; i++)
                    {
                        var digits = new StringBuilder();
                        digits.Append((char)('1' + random.Next(9)));
                        for (int d = 1; d < significant - 1; d++) digits.Append((char)('0' + random.Next(10)));
                        if (significant > 1) digits.Append((char)('1' + random.Next(9)));
                        digits.Append('0', zeros);
                        for (int exponent = -(significant + zeros) - 5; exponent <= 3; exponent++)
                        {
                            double value = double.Parse(digits + "e" + exponent, Invariant);
                            CheckDouble(value, text, 0);
                            CheckDouble(-value, text, 0);
                            if (significant + zeros <= 9) CheckSingle((float)value, text, 0);
                        }
                    }
                }
            }
        }

        [Fact]
        public void Nothing_is_written_past_MaxChars_and_a_shorter_destination_is_refused()
        {
            // The text is stored a word at a time; bytes after it may change, but none from MaxChars on.
            var random = new Random(20261207);
            var text = new byte[ShortestFloat.MaxChars + 16];
            var bytes = new byte[8];
            for (int i = 0; i < 200_000; i++)
            {
                random.NextBytes(bytes);
                double value = BitConverter.ToDouble(bytes, 0);
                if (i % 2 == 1) value = Math.Round(value, random.Next(0, 16));
                if (double.IsNaN(value) || double.IsInfinity(value)) continue;
                text.AsSpan(ShortestFloat.MaxChars).Fill(0xEE);
                int length = ShortestFloat.FormatDouble(value, text);
                Assert.True(length <= ShortestFloat.MaxChars);
                Assert.True(text.AsSpan(ShortestFloat.MaxChars).IndexOfAnyExcept((byte)0xEE) < 0, $"{value:R} wrote past MaxChars");
                length = ShortestFloat.FormatSingle((float)value, text);
                Assert.True(length <= ShortestFloat.MaxChars);
                Assert.True(text.AsSpan(ShortestFloat.MaxChars).IndexOfAnyExcept((byte)0xEE) < 0, $"{(float)value:R} wrote past MaxChars");
            }

            Assert.Equal("-1.2345678901234567E-308", Format(-1.2345678901234567E-308, text));
            Assert.Throws<ArgumentException>(() => ShortestFloat.FormatDouble(0.5, new byte[ShortestFloat.MaxChars - 1]));
            Assert.Throws<ArgumentException>(() => ShortestFloat.FormatSingle(0.5f, new byte[ShortestFloat.MaxChars - 1]));
        }

        [Fact]
        public void The_layout_switches_to_exponent_form_where_the_runtime_does()
        {
            var text = new byte[ShortestFloat.MaxChars];
            Assert.Equal("0.0001", Format(1e-4, text));
            Assert.Equal("1E-05", Format(1e-5, text));
            Assert.Equal("10000000000000000", Format(1e16, text));
            Assert.Equal("1E+17", Format(1e17, text));
            Assert.Equal("-0", Format(-0.0, text));
            Assert.Equal("1.7976931348623157E+308", Format(double.MaxValue, text));
            Assert.Equal("123456790", FormatSingle(123456789f, text));
            Assert.Equal("1E+09", FormatSingle(1e9f, text));
        }

        [Fact]
        public void Scale_table_matches_its_definition()
        {
            // g = floor(10^-k * 2^(125 - floor(log2(10^-k)))) + 1, split into two 63-bit halves.
            ulong[] table = ShortestFloat.s_g;
            Assert.Equal((ShortestFloat.MaxK - ShortestFloat.MinK + 1) * 2, table.Length);
            var mask = (BigInteger.One << 63) - 1;
            for (int k = ShortestFloat.MinK; k <= ShortestFloat.MaxK; k++)
            {
                int e = -k;
                int log2 = (int)((e * 913_124_641_741L) >> 38);
                int r = log2 - 125;
                BigInteger numerator = e >= 0 ? BigInteger.Pow(10, e) : BigInteger.One;
                BigInteger denominator = e >= 0 ? BigInteger.One : BigInteger.Pow(10, -e);
                if (r >= 0) denominator <<= r;
                else numerator <<= -r;
                BigInteger g = (numerator / denominator) + 1;
                Assert.True(g >= BigInteger.One << 125 && g < BigInteger.One << 126, "k = " + k);
                int index = (k - ShortestFloat.MinK) * 2;
                Assert.True((ulong)(g >> 63) == table[index], "high half, k = " + k);
                Assert.True((ulong)(g & mask) == table[index + 1], "low half, k = " + k);
            }
        }

        [Fact]
        public void Json_writes_doubles_and_floats_with_the_new_formatter()
        {
            var box = new Models.DoubleBox { Value = 0.1 + 0.2 };
            Assert.Equal("{\"Value\":0.30000000000000004}", BentoJson.Serialize(box));
        }

        private static void CheckDouble(double value, byte[] text, int seed)
        {
            if (double.IsNaN(value) || double.IsInfinity(value)) return;
            string actual = Format(value, text);
            string runtime = value.ToString(Invariant);
            long bits = BitConverter.DoubleToInt64Bits(value);
            double back = double.Parse(actual, NumberStyles.Float, Invariant);
            Assert.True(BitConverter.DoubleToInt64Bits(back) == bits, $"{actual} does not read back to 0x{bits:X16} (seed {seed})");
            if (actual == runtime) return;

            // The runtime's shortest text for a few powers of two misses the narrower interval below them and reads
            // back to the next lower double; Bento keeps the round trip there and differs from the runtime only then.
            double runtimeBack = double.Parse(runtime, NumberStyles.Float, Invariant);
            Assert.True(BitConverter.DoubleToInt64Bits(runtimeBack) != bits, $"0x{bits:X16}: Bento wrote {actual}, the runtime {runtime} (seed {seed})");
            Assert.True(actual.Replace("-", "").Length <= runtime.Replace("-", "").Length + 1, $"0x{bits:X16}: {actual} is longer than needed (seed {seed})");
        }

        private static void CheckSingle(float value, byte[] text, int seed)
        {
            if (float.IsNaN(value) || float.IsInfinity(value)) return;
            string actual = FormatSingle(value, text);
            string runtime = value.ToString(Invariant);
            int bits = SingleToInt32Bits(value);
            float back = float.Parse(actual, NumberStyles.Float, Invariant);
            Assert.True(SingleToInt32Bits(back) == bits, $"{actual} does not read back to 0x{bits:X8} (seed {seed})");
            if (actual == runtime) return;
            float runtimeBack = float.Parse(runtime, NumberStyles.Float, Invariant);
            Assert.True(SingleToInt32Bits(runtimeBack) != bits, $"0x{bits:X8}: Bento wrote {actual}, the runtime {runtime} (seed {seed})");
        }

        private static string Format(double value, byte[] text) =>
            Encoding.ASCII.GetString(text, 0, ShortestFloat.FormatDouble(value, text));

        private static string FormatSingle(float value, byte[] text) =>
            Encoding.ASCII.GetString(text, 0, ShortestFloat.FormatSingle(value, text));

        private static double NextUp(double value) =>
            value >= 0 ? BitConverter.Int64BitsToDouble(BitConverter.DoubleToInt64Bits(value) + 1) : -NextDown(-value);

        private static double NextDown(double value) =>
            value > 0 ? BitConverter.Int64BitsToDouble(BitConverter.DoubleToInt64Bits(value) - 1) : -NextUp(-value);

        private static float Int32BitsToSingle(int bits) => BitConverter.ToSingle(BitConverter.GetBytes(bits), 0);

        private static int SingleToInt32Bits(float value) => BitConverter.ToInt32(BitConverter.GetBytes(value), 0);
    }
}
