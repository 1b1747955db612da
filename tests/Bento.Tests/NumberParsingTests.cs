using System;
using System.Globalization;
using System.Numerics;
using System.Text;
using Bento.Json;
using Xunit;

namespace Bento.Tests
{
    /// <summary>
    /// Number text is read to the bit the exact parser gives, for every width of text: shortest, 17 digits, the full
    /// decimal expansion of a value, and the exact midpoints between neighbouring values, where only all the digits
    /// decide the rounding.
    /// </summary>
    public class NumberParsingTests
    {
        private const int RandomValuesPerRun = 1_000_000;
        private static readonly CultureInfo Invariant = CultureInfo.InvariantCulture;

        [Fact]
        public void Random_double_bit_patterns_read_back_exactly()
        {
            int seed = Environment.TickCount;
            var random = new Random(seed);
            var bytes = new byte[8];
            for (int i = 0; i < RandomValuesPerRun; i++)
            {
                random.NextBytes(bytes);
                double value = BitConverter.ToDouble(bytes, 0);
                if (double.IsNaN(value) || double.IsInfinity(value)) continue;
                CheckDouble(value.ToString("R", Invariant), seed);
                if (i % 4 == 0) CheckDouble(value.ToString("E16", Invariant), seed);
                if (i % 16 == 0) CheckDouble(value.ToString("E25", Invariant), seed);
            }
        }

        [Fact]
        public void Random_float_bit_patterns_read_back_exactly()
        {
            int seed = Environment.TickCount;
            var random = new Random(seed);
            var bytes = new byte[4];
            for (int i = 0; i < RandomValuesPerRun; i++)
            {
                random.NextBytes(bytes);
                float value = BitConverter.ToSingle(bytes, 0);
                if (float.IsNaN(value) || float.IsInfinity(value)) continue;
                CheckSingle(value.ToString("R", Invariant), seed);
                if (i % 4 == 0) CheckSingle(value.ToString("E8", Invariant), seed);
                if (i % 16 == 0) CheckSingle(((double)value).ToString("E22", Invariant), seed);
            }
        }

        [Fact]
        public void Exact_midpoints_and_their_neighbours_round_like_the_exact_parser()
        {
            // The midpoint between a value and the next one up, written out in full (up to hundreds of digits), then
            // the same text nudged just above and just below it.
            var random = new Random(20261124);
            var bytes = new byte[8];
            for (int i = 0; i < 3_000; i++)
            {
                random.NextBytes(bytes);
                long bits = BitConverter.ToInt64(bytes, 0) & long.MaxValue;
                if (i % 3 == 0) bits &= (1L << 52) - 1;           // a subnormal
                if (i % 5 == 0) bits = (bits & (2047L << 52)) | 1; // just above a power of two
                if (bits >= 2047L << 52) continue;
                foreach (string text in Midpoints(bits >> 52, bits & ((1L << 52) - 1), 52, 1075)) CheckDouble(text, 0);
            }

            for (int i = 0; i < 3_000; i++)
            {
                int bits = random.Next() & int.MaxValue;
                if (i % 3 == 0) bits &= (1 << 23) - 1;
                if (bits >= 255 << 23) continue;
                foreach (string text in Midpoints(bits >> 23, bits & ((1 << 23) - 1), 23, 150)) CheckSingle(text, 0);
            }
        }

        [Fact]
        public void Subnormals_and_range_ends_read_back_exactly()
        {
            for (long fraction = 1; fraction < 100_000; fraction += 7)
            {
                double value = BitConverter.Int64BitsToDouble(fraction);
                CheckDouble(value.ToString("R", Invariant), 0);
                CheckDouble(value.ToString("E30", Invariant), 0);
            }

            for (int fraction = 1; fraction < 100_000; fraction += 7)
            {
                float value = BitConverter.ToSingle(BitConverter.GetBytes(fraction), 0);
                CheckSingle(value.ToString("R", Invariant), 0);
                CheckSingle(((double)value).ToString("E30", Invariant), 0);
            }

            foreach (string text in new[] { "1.7976931348623157e308", "4.9e-324", "2.4703282292062328e-324", "3.4028235e38", "1.4e-45", "7.006492321624085e-46", "1e-46", "1.00000000000000000000000000001", "0.30000000000000000000000000000000004" })
            {
                CheckDouble(text, 0);
                if (!float.IsInfinity(float.Parse(text, NumberStyles.Float, Invariant))) CheckSingle(text, 0);
            }
        }

        [Fact]
        public void Plain_decimals_of_every_digit_count_read_back_exactly()
        {
            // Digits are read eight at a time while all eight are digits and still fit the 19 significant ones, so every
            // count of integer digits, of zeros after the point and of fraction digits, on both sides of those limits,
            // and every byte that can end a number inside an eight-byte load.
            int seed = Environment.TickCount;
            var random = new Random(seed);
            string[] exponents = { "", "", "", "", "e3", "E-2", "e+17", "e-300" };
            string[] after = { "]", ",1]", " ]", "\n]", ",\"x\"]" };
            var text = new StringBuilder();
            for (int i = 0; i < 200_000; i++)
            {
                text.Clear();
                if (random.Next(4) == 0) text.Append('-');
                int integerDigits = random.Next(0, 26);
                if (integerDigits == 0) text.Append('0');
                else AppendDigits(text, random, integerDigits, nonZeroFirst: true);
                if (random.Next(5) != 0)
                {
                    text.Append('.');
                    text.Append('0', random.Next(4) == 0 ? random.Next(0, 12) : 0);
                    AppendDigits(text, random, random.Next(1, 30), nonZeroFirst: false);
                }

                string number = text.Append(exponents[random.Next(exponents.Length)]).ToString();

                // Half the documents end soon after the number, half leave room for the reader's fast path; half start
                // with room before it, which its vector digit steps need.
                string document = (random.Next(2) == 0 ? string.Empty : Room) + "[" + number + after[random.Next(after.Length)] + (random.Next(2) == 0 ? string.Empty : Room);
                CheckDoubleIn(document, number, seed);
                if (i % 4 == 0) CheckSingleIn(document, number, seed);
            }
        }

        [Fact]
        public void Integers_of_every_digit_count_read_as_their_value()
        {
            // Every digit count up to past ulong's 20, leading zeros, signs and every kind of byte after the digits, with
            // the document ending right after the number or going on: the number's exact value when it is an integer in
            // the type's range, else the same error at the same offset either way.
            int seed = Environment.TickCount;
            var random = new Random(seed);
            string[] after = { "]", ",1]", " ]", "\n]", ".5]", "e3]", "E+1]", "-]", "+]", "x]", "/]" };
            var text = new StringBuilder();
            for (int i = 0; i < 100_000; i++)
            {
                text.Clear();
                if (random.Next(3) == 0) text.Append('-');
                int digits = random.Next(0, 23);
                if (digits > 0) AppendDigits(text, random, digits, nonZeroFirst: random.Next(8) != 0);
                string number = text.ToString();
                string end = after[random.Next(after.Length)];
                string tight = "[" + number + end;
                string roomy = Room + "[" + number + end + Room;
                for (int kind = 0; kind < 4; kind++)
                {
                    string? expected = Expected(number, end, kind);
                    string tightRead = ReadInteger(tight, kind, 1, out long tightAt);
                    string roomyRead = ReadInteger(roomy, kind, Room.Length + 1, out long roomyAt);
                    Assert.True(tightRead == roomyRead && tightAt == roomyAt,
                        $"{number}{end} as {kind}: {tightRead} at {tightAt} without room, {roomyRead} at {roomyAt} with (seed {seed})");
                    if (expected is not null) Assert.True(expected == roomyRead, $"{number}{end} as {kind}: read {roomyRead} (seed {seed})");
                }
            }

            // The value when the text is an integer in the type's range followed by the end of the value, else null.
            static string? Expected(string number, string end, int kind)
            {
                if (end[0] != ']' && end[0] != ',' && end[0] != ' ') return null;
                string unsigned = number.StartsWith('-') ? number.Substring(1) : number;
                if (unsigned.Length == 0 || (unsigned.Length > 1 && unsigned[0] == '0')) return null;
                var value = BigInteger.Parse(number, Invariant);
                (BigInteger min, BigInteger max) = kind switch
                {
                    0 => ((BigInteger)int.MinValue, (BigInteger)int.MaxValue),
                    1 => (BigInteger.Zero, (BigInteger)uint.MaxValue),
                    2 => ((BigInteger)long.MinValue, (BigInteger)long.MaxValue),
                    _ => (BigInteger.Zero, (BigInteger)ulong.MaxValue),
                };
                return value >= min && value <= max ? value.ToString(Invariant) : null;
            }

            // The value read, or the error's reason; the error's offset from the number's start (0 when none).
            static string ReadInteger(string document, int kind, int numberStart, out long at)
            {
                at = 0;
                var reader = new JsonReader(Encoding.ASCII.GetBytes(document));
                reader.ReadStartArray();
                try
                {
                    return kind switch
                    {
                        0 => reader.ReadInt32().ToString(Invariant),
                        1 => reader.ReadUInt32().ToString(Invariant),
                        2 => reader.ReadInt64().ToString(Invariant),
                        _ => reader.ReadUInt64().ToString(Invariant),
                    };
                }
                catch (BentoJsonException e)
                {
                    at = e.BytePosition - numberStart;
                    return e.Reason;
                }
            }
        }

        private static void AppendDigits(StringBuilder text, Random random, int count, bool nonZeroFirst)
        {
            for (int d = 0; d < count; d++)
            {
                // Runs of one digit (0 and 9 above all) make the carries and the trailing zeros that random digits rarely do.
                int pick = random.Next(12);
                char digit = pick == 10 ? '0' : pick == 11 ? '9' : (char)('0' + pick);
                if (d == 0 && nonZeroFirst && digit == '0') digit = '1';
                text.Append(digit);
            }
        }

        // Reads the first element of a one-element array as a double, so that the bytes after the number are those of a
        // real document.
        private static void CheckDoubleIn(string document, string number, int seed)
        {
            double expected = double.Parse(number, NumberStyles.Float, Invariant);
            var reader = new JsonReader(Encoding.ASCII.GetBytes(document));
            reader.ReadStartArray();
            double actual = reader.ReadDouble();
            Assert.True(BitConverter.DoubleToInt64Bits(expected) == BitConverter.DoubleToInt64Bits(actual),
                $"{document}: expected {expected.ToString("R", Invariant)}, read {actual.ToString("R", Invariant)} (seed {seed})");
        }

        private static void CheckSingleIn(string document, string number, int seed)
        {
            float expected = float.Parse(number, NumberStyles.Float, Invariant);
            if (float.IsInfinity(expected)) return;   // beyond float's range: the reader's range error, tested elsewhere
            var reader = new JsonReader(Encoding.ASCII.GetBytes(document));
            reader.ReadStartArray();
            float actual = reader.ReadSingle();
            Assert.True(expected.Equals(actual) && (1 / expected).Equals(1 / actual),
                $"{document}: expected {expected.ToString("R", Invariant)}, read {actual.ToString("R", Invariant)} (seed {seed})");
        }

        // The value is (2c + 1) * 2^(q - 1) for the midpoint above mantissa c at exponent q: written exactly in decimal.
        private static string[] Midpoints(long biased, long fraction, int mantissaBits, int exponentOffset)
        {
            BigInteger c = biased == 0 ? fraction : fraction | (1L << mantissaBits);
            int q = (int)(biased == 0 ? 1 : biased) - exponentOffset;
            BigInteger twice = (2 * c) + 1;
            string exact;
            int e = q - 1;
            if (e >= 0)
            {
                exact = (twice << e).ToString(Invariant);
            }
            else
            {
                BigInteger digits = twice * BigInteger.Pow(5, -e);
                exact = digits.ToString(Invariant) + "e" + e.ToString(Invariant);
            }

            string mantissa = exact.Split('e')[0];
            string suffix = exact.Contains('e') ? "e" + exact.Split('e')[1] : string.Empty;
            string above = mantissa + ".0000000000000000000000001" + suffix;

            // Just below: the last digit of the midpoint is 5 (it is odd times a power of five) or the midpoint is an
            // integer; either way one less, followed by many nines, is below it.
            BigInteger lower = BigInteger.Parse(mantissa, Invariant) - 1;
            string below = lower.ToString(Invariant) + ".9999999999999999999999999" + suffix;
            return new[] { exact, above, below };
        }

        // Each text alone, followed by room for the reader's fast path (which needs 40 bytes from the number on), and with
        // room on both sides (its vector digit steps read the 16 bytes before a run).
        private static void CheckDouble(string text, int seed)
        {
            double expected = double.Parse(text, NumberStyles.Float, Invariant);
            foreach (string document in new[] { text, text + Room, Room + text + Room })
            {
                var reader = new JsonReader(Encoding.ASCII.GetBytes(document));
                double actual = reader.ReadDouble();
                Assert.True(BitConverter.DoubleToInt64Bits(expected) == BitConverter.DoubleToInt64Bits(actual),
                    $"{document}: expected {expected.ToString("R", Invariant)}, read {actual.ToString("R", Invariant)} (seed {seed})");
            }
        }

        private static void CheckSingle(string text, int seed)
        {
            float expected = float.Parse(text, NumberStyles.Float, Invariant);
            foreach (string document in new[] { text, text + Room, Room + text + Room })
            {
                var reader = new JsonReader(Encoding.ASCII.GetBytes(document));
                float actual = reader.ReadSingle();
                Assert.True(expected.Equals(actual) && (1 / expected).Equals(1 / actual),
                    $"{document}: expected {expected.ToString("R", Invariant)}, read {actual.ToString("R", Invariant)} (seed {seed})");
            }
        }

        private static readonly string Room = new string(' ', 48);
    }
}
