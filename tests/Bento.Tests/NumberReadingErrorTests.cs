using System;
using System.Text;
using Bento.Json;
using Xunit;

namespace Bento.Tests
{
    /// <summary>
    /// The JSON reader's number reads, one token at a time: the exact reason and offset of each failure of the number
    /// grammar and of each range check, the last value accepted at every edge, and the paths that only some texts
    /// take (twenty digits, a negative zero, a named float, an integer property name).
    /// </summary>
    public class NumberReadingErrorTests
    {
        [Theory]
        // Integer reads.
        [InlineData("", "int", "Expected an integer but found the end of the input.", 0)]
        [InlineData("\"1\"", "int", "Expected an integer but found a string.", 0)]
        [InlineData("  x", "long", "Expected an integer but found 'x'.", 2)]
        [InlineData("-", "int", "Invalid number: a digit must follow '-'.", 0)]
        [InlineData(" -x", "uint", "Invalid number: a digit must follow '-'.", 1)]
        [InlineData("01", "int", "Invalid number: leading zeros are not allowed.", 0)]
        [InlineData("-007", "long", "Invalid number: leading zeros are not allowed.", 0)]
        [InlineData(" 1.5", "int", "Expected an integer but found a number with a fraction or exponent.", 1)]
        [InlineData("0.5", "int", "Expected an integer but found a number with a fraction or exponent.", 0)]
        [InlineData("-0e1", "long", "Expected an integer but found a number with a fraction or exponent.", 0)]
        [InlineData("1e3", "ulong", "Expected an integer but found a number with a fraction or exponent.", 0)]
        [InlineData("10E0", "byte", "Expected an integer but found a number with a fraction or exponent.", 0)]
        [InlineData("1.x", "int", "Invalid number: a digit must follow the decimal point.", 0)]
        [InlineData("12+", "int", "Invalid number: unexpected '+'.", 2)]
        [InlineData("7-", "ushort", "Invalid number: unexpected '-'.", 1)]
        [InlineData("128", "sbyte", "The number is out of the range of sbyte.", 0)]
        [InlineData(" -129", "sbyte", "The number is out of the range of sbyte.", 1)]
        [InlineData("-1", "byte", "The number is out of the range of byte.", 0)]
        [InlineData("256", "byte", "The number is out of the range of byte.", 0)]
        [InlineData("-32769", "short", "The number is out of the range of short.", 0)]
        [InlineData("65536", "ushort", "The number is out of the range of ushort.", 0)]
        [InlineData("2147483648", "int", "The number is out of the range of int.", 0)]
        [InlineData("-2147483649", "int", "The number is out of the range of int.", 0)]
        [InlineData("4294967296", "uint", "The number is out of the range of uint.", 0)]
        [InlineData("9223372036854775808", "long", "The number is out of the range of long.", 0)]
        [InlineData("-9223372036854775809", "long", "The number is out of the range of long.", 0)]
        [InlineData("-18446744073709551616", "long", "The number is out of the range of long.", 0)]
        [InlineData("18446744073709551616", "ulong", "The number is out of the range of ulong.", 0)]
        [InlineData("99999999999999999999", "ulong", "The number is out of the range of ulong.", 0)]
        [InlineData("100000000000000000000", "ulong", "The number is out of the range of ulong.", 0)]
        [InlineData("-1", "ulong", "The number is out of the range of ulong.", 0)]
        // Floating-point and decimal reads: the grammar first, then the range.
        [InlineData("", "double", "Expected a number but found the end of the input.", 0)]
        [InlineData("true", "double", "Expected a number but found a boolean.", 0)]
        [InlineData("\"NaN\"", "double", "Expected a number but found a string.", 0)]
        [InlineData("-", "double", "Invalid number: a digit must follow '-'.", 0)]
        [InlineData("-a", "single", "Invalid number: a digit must follow '-'.", 0)]
        [InlineData("01", "double", "Invalid number: leading zeros are not allowed.", 0)]
        [InlineData("-00.5", "decimal", "Invalid number: leading zeros are not allowed.", 0)]
        [InlineData("1.", "double", "Invalid number: a digit must follow the decimal point.", 0)]
        [InlineData(" 1.e5", "single", "Invalid number: a digit must follow the decimal point.", 1)]
        [InlineData("1e", "double", "Invalid number: a digit must follow the exponent.", 0)]
        [InlineData("2E+", "decimal", "Invalid number: a digit must follow the exponent.", 0)]
        [InlineData("3e-x", "double", "Invalid number: a digit must follow the exponent.", 0)]
        [InlineData("1.5.3", "double", "Invalid number: unexpected '.'.", 3)]
        [InlineData("1e5e", "double", "Invalid number: unexpected 'e'.", 3)]
        [InlineData("1e5E", "single", "Invalid number: unexpected 'E'.", 3)]
        [InlineData("0.5+", "double", "Invalid number: unexpected '+'.", 3)]
        [InlineData("1-", "decimal", "Invalid number: unexpected '-'.", 1)]
        [InlineData("1e+5-", "double", "Invalid number: unexpected '-'.", 4)]
        [InlineData("1e309", "double", "The number is out of the range of double.", 0)]
        [InlineData(" -1e309", "double", "The number is out of the range of double.", 1)]
        [InlineData("1e99999999999", "double", "The number is out of the range of double.", 0)]
        [InlineData("17976931348623159e292", "double", "The number is out of the range of double.", 0)]
        [InlineData("3.5e38", "single", "The number is out of the range of float.", 0)]
        [InlineData("-1e39", "single", "The number is out of the range of float.", 0)]
        [InlineData("1e29", "decimal", "The number is out of the range of decimal.", 0)]
        [InlineData("79228162514264337593543950336", "decimal", "The number is out of the range of decimal.", 0)]
        [InlineData("tru", "boolean", "Invalid literal: expected 'true', 'false' or 'null'.", 0)]
        [InlineData("fals", "boolean", "Invalid literal: expected 'true', 'false' or 'null'.", 0)]
        [InlineData("1", "boolean", "Expected true or false but found a number.", 0)]
        public void Each_failure_has_its_reason_and_offset(string json, string read, string reason, int offset)
        {
            var e = ReadFails(json, read, null);
            Assert.Equal(reason, e.Reason);
            Assert.Equal(offset, e.BytePosition);

            // Followed by room enough for the reads' fast paths, which leave every error to the general one.
            if (json.Trim().Length == 0) return;
            var padded = ReadFails(json + Room, read, null);
            Assert.Equal(reason, padded.Reason);
            Assert.Equal(offset, padded.BytePosition);
            padded = ReadFails(Room + json + Room, read, null);
            Assert.Equal(reason, padded.Reason);
            Assert.Equal(offset + Room.Length, padded.BytePosition);
        }

        // Whitespace after a value: the JSON reader takes its fast number paths only with 40 bytes or more left.
        private static readonly string Room = new string(' ', 48);

        [Theory]
        [InlineData("byte", "0", "255")]
        [InlineData("sbyte", "-128", "127")]
        [InlineData("short", "-32768", "32767")]
        [InlineData("ushort", "0", "65535")]
        [InlineData("int", "-2147483648", "2147483647")]
        [InlineData("uint", "0", "4294967295")]
        [InlineData("long", "-9223372036854775808", "9223372036854775807")]
        [InlineData("ulong", "0", "18446744073709551615")]
        public void Each_integer_type_reads_its_extremes(string type, string min, string max)
        {
            Assert.Equal(min, Read(min, type));
            Assert.Equal(max, Read(max, type));

            // In an array, followed by a separator, and with whitespace before the value.
            Assert.Equal(min + "|" + max, ReadPair("[ " + min + ", \t" + max + "\n]", type));
        }

        [Theory]
        [InlineData("byte")]
        [InlineData("ushort")]
        [InlineData("uint")]
        [InlineData("ulong")]
        [InlineData("int")]
        public void Minus_zero_is_zero_for_every_integer_type(string type)
        {
            Assert.Equal("0", Read("-0", type));
            Assert.Equal("0", Read("0", type));
        }

        [Theory]
        [InlineData("0.1")]
        [InlineData("-0.0")]
        [InlineData("-0")]
        [InlineData("1e22")]
        [InlineData("1e23")]
        [InlineData("-1e-22")]
        [InlineData("1e-23")]
        [InlineData("9007199254740992")]
        [InlineData("9007199254740993")]
        [InlineData("-9007199254740993e-3")]
        [InlineData("123456789012345678901234567890")]
        [InlineData("0.123456789012345678901234567890")]
        [InlineData("1234567890123456789.5e-5")]
        [InlineData("2.2250738585072011e-308")]
        [InlineData("4.9e-324")]
        [InlineData("2e-324")]
        [InlineData("3e-324")]
        [InlineData("1e-99999")]
        [InlineData("1.7976931348623157e308")]
        [InlineData("0.00000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000001")]
        [InlineData("10000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000")]
        public void Doubles_read_to_the_bits_of_the_runtime_parser(string json)
        {
            double expected = double.Parse(json, System.Globalization.CultureInfo.InvariantCulture);
            foreach (string text in new[] { json, json + Room, Room + json + Room })
            {
                var reader = new JsonReader(Encoding.UTF8.GetBytes(text));
                double value = reader.ReadDouble();
                reader.ReadEndOfDocument();
                Assert.Equal(BitConverter.DoubleToInt64Bits(expected), BitConverter.DoubleToInt64Bits(value));
            }
        }

        [Theory]
        [InlineData("0.1")]
        [InlineData("-0.0")]
        [InlineData("1e10")]
        [InlineData("1e11")]
        [InlineData("-1e-10")]
        [InlineData("1e-11")]
        [InlineData("16777216")]
        [InlineData("16777217")]
        [InlineData("-16777217e-2")]
        [InlineData("3.4028235e38")]
        [InlineData("1e-46")]
        [InlineData("1.4e-45")]
        [InlineData("123456789012345678901234567890")]
        [InlineData("0.1234567890123456789012345")]
        public void Floats_read_to_the_bits_of_the_runtime_parser(string json)
        {
            float expected = float.Parse(json, System.Globalization.CultureInfo.InvariantCulture);
            foreach (string text in new[] { json, json + Room, Room + json + Room })
            {
                var reader = new JsonReader(Encoding.UTF8.GetBytes(text));
                float value = reader.ReadSingle();
                reader.ReadEndOfDocument();
                Assert.Equal(BitConverter.SingleToInt32Bits(expected), BitConverter.SingleToInt32Bits(value));
            }
        }

        [Fact]
        public void Decimals_keep_their_scale()
        {
            var reader = new JsonReader(Encoding.UTF8.GetBytes("[1.50, -0.000, 79228162514264337593543950335, 1e2]"));
            reader.ReadStartArray();
            Assert.True(reader.ReadNextArrayElement());
            Assert.Equal("1.50", reader.ReadDecimal().ToString(System.Globalization.CultureInfo.InvariantCulture));
            Assert.True(reader.ReadNextArrayElement());
            Assert.Equal("0.000", reader.ReadDecimal().ToString(System.Globalization.CultureInfo.InvariantCulture));
            Assert.True(reader.ReadNextArrayElement());
            Assert.Equal(decimal.MaxValue, reader.ReadDecimal());
            Assert.True(reader.ReadNextArrayElement());
            Assert.Equal(100m, reader.ReadDecimal());
            Assert.False(reader.ReadNextArrayElement());
            reader.ReadEndOfDocument();
        }

        [Fact]
        public void Named_floats_are_read_only_when_the_options_allow_them()
        {
            var named = new BentoJsonOptions { FloatHandling = BentoFloatHandling.NamedLiteralsAsStrings };
            Assert.True(double.IsNaN(ReadDouble("\"NaN\"", named)));
            Assert.Equal(double.PositiveInfinity, ReadDouble("\"Infinity\"", named));
            Assert.Equal(double.NegativeInfinity, ReadDouble(" \"-Infinity\"", named));
            Assert.Equal(2.5, ReadDouble("2.5", named));
            Assert.True(float.IsNaN(ReadSingle("\"NaN\"", named)));
            Assert.Equal(float.NegativeInfinity, ReadSingle("\"-Infinity\"", named));
            Assert.Equal(-2.5f, ReadSingle("-2.5", named));

            foreach (var text in new[] { "\"nan\"", "\"+Infinity\"", "\"\"", "\"Infinity \"" })
            {
                var e = ReadFails(" " + text, "double", named);
                Assert.Equal("Expected a number, or one of the strings \"NaN\", \"Infinity\" and \"-Infinity\".", e.Reason);
                Assert.Equal(1, e.BytePosition);
                Assert.Equal(e.Reason, ReadFails(text, "single", named).Reason);
            }

            Assert.Equal("Expected a number but found a string.", ReadFails("\"Infinity\"", "single", null).Reason);
        }

        [Fact]
        public void Float_reads_inside_an_array_leave_a_comma_to_come()
        {
            // Each kind of float read (fast path, the Eisel-Lemire step, the exact parser, a named float) must leave
            // the reader expecting the comma before the next element.
            var named = new BentoJsonOptions { FloatHandling = BentoFloatHandling.NamedLiteralsAsStrings };
            var reader = new JsonReader(Encoding.UTF8.GetBytes("[1.5, 1.2345678901e-30, 1e-45, \"NaN\", 2.5, 1e-320, \"-Infinity\", 7]"), named);
            reader.ReadStartArray();
            Assert.True(reader.ReadNextArrayElement());
            Assert.Equal(1.5f, reader.ReadSingle());
            Assert.True(reader.ReadNextArrayElement());
            Assert.Equal(1.2345678901e-30f, reader.ReadSingle());
            Assert.True(reader.ReadNextArrayElement());
            Assert.Equal(1e-45f, reader.ReadSingle());
            Assert.True(reader.ReadNextArrayElement());
            Assert.True(float.IsNaN(reader.ReadSingle()));
            Assert.True(reader.ReadNextArrayElement());
            Assert.Equal(2.5, reader.ReadDouble());
            Assert.True(reader.ReadNextArrayElement());
            Assert.Equal(1e-320, reader.ReadDouble());
            Assert.True(reader.ReadNextArrayElement());
            Assert.Equal(double.NegativeInfinity, reader.ReadDouble());
            Assert.True(reader.ReadNextArrayElement());
            Assert.Equal(7, reader.ReadInt32());
            Assert.False(reader.ReadNextArrayElement());
            reader.ReadEndOfDocument();

            // Without the comma, each read is followed by the same error.
            foreach (string second in new[] { "1.5", "1.2345678901e-30", "1e-45", "\"NaN\"" })
            {
                Exception? caught = null;
                var bad = new JsonReader(Encoding.UTF8.GetBytes("[" + second + " 2]"), named);
                bad.ReadStartArray();
                Assert.True(bad.ReadNextArrayElement());
                bad.ReadSingle();
                try
                {
                    bad.ReadNextArrayElement();
                }
                catch (Exception e)
                {
                    caught = e;
                }

                Assert.Equal(second.Length + 2, Assert.IsType<BentoJsonException>(caught).BytePosition);
            }
        }

        [Theory]
        [InlineData("12", -100L, 100L, 12L)]
        [InlineData("-100", -100L, 100L, -100L)]
        [InlineData("100", -100L, 100L, 100L)]
        [InlineData("0", 0L, 0L, 0L)]
        [InlineData("-9223372036854775808", long.MinValue, long.MaxValue, long.MinValue)]
        [InlineData("9223372036854775807", long.MinValue, long.MaxValue, long.MaxValue)]
        public void Integer_property_names_read_within_their_range(string name, long min, long max, long expected)
        {
            var reader = new JsonReader(Encoding.UTF8.GetBytes("{}"));
            Assert.Equal(expected, reader.KeyToInt64(Encoding.UTF8.GetBytes(name), min, max));
        }

        [Theory]
        [InlineData("101", "an integer in range")]
        [InlineData("-101", "an integer in range")]
        [InlineData("-9223372036854775809", "an integer in range")]
        [InlineData("9223372036854775808", "an integer in range")]
        [InlineData("", "an integer")]
        [InlineData("-", "an integer")]
        [InlineData("01", "an integer")]
        [InlineData("-01", "an integer")]
        [InlineData("1a", "an integer")]
        [InlineData("+1", "an integer")]
        [InlineData("18446744073709551616", "an integer")]
        [InlineData("100000000000000000000", "an integer")]
        [InlineData("1.0", "an integer")]
        public void Integer_property_names_out_of_range_or_form_are_errors(string name, string what)
        {
            var e = KeyFails(name, signed: true, 100);
            Assert.Equal("The property name '" + name + "' is not " + what + ".", e.Reason);
            Assert.Equal(1, e.BytePosition);
        }

        [Theory]
        [InlineData("0", 10UL, 0UL)]
        [InlineData("10", 10UL, 10UL)]
        [InlineData("18446744073709551615", ulong.MaxValue, ulong.MaxValue)]
        public void Unsigned_property_names_read_up_to_their_maximum(string name, ulong max, ulong expected)
        {
            var reader = new JsonReader(Encoding.UTF8.GetBytes("{}"));
            Assert.Equal(expected, reader.KeyToUInt64(Encoding.UTF8.GetBytes(name), max));
        }

        [Theory]
        [InlineData("11")]
        [InlineData("-1")]
        [InlineData("-0")]
        [InlineData("00")]
        [InlineData("18446744073709551616")]
        [InlineData("x")]
        public void Unsigned_property_names_out_of_range_or_form_are_errors(string name)
        {
            var e = KeyFails(name, signed: false, 10);
            Assert.Equal("The property name '" + name + "' is not an unsigned integer in range.", e.Reason);
        }

        private static BentoJsonException KeyFails(string name, bool signed, long limit)
        {
            byte[] bytes = Encoding.UTF8.GetBytes(name);
            Exception? caught = null;
            try
            {
                var reader = new JsonReader(Encoding.UTF8.GetBytes("{}"));
                reader.ReadStartObject();
                if (signed) reader.KeyToInt64(bytes, -limit, limit);
                else reader.KeyToUInt64(bytes, (ulong)limit);
            }
            catch (Exception e)
            {
                caught = e;
            }

            return Assert.IsType<BentoJsonException>(caught);
        }

        private static double ReadDouble(string json, BentoJsonOptions options)
        {
            var reader = new JsonReader(Encoding.UTF8.GetBytes(json), options);
            double value = reader.ReadDouble();
            reader.ReadEndOfDocument();
            return value;
        }

        private static float ReadSingle(string json, BentoJsonOptions options)
        {
            var reader = new JsonReader(Encoding.UTF8.GetBytes(json), options);
            float value = reader.ReadSingle();
            reader.ReadEndOfDocument();
            return value;
        }

        private static string Read(string json, string type)
        {
            var reader = new JsonReader(Encoding.UTF8.GetBytes(json));
            string value = ReadOne(ref reader, type);
            reader.ReadEndOfDocument();
            return value;
        }

        private static string ReadPair(string json, string type)
        {
            var reader = new JsonReader(Encoding.UTF8.GetBytes(json));
            reader.ReadStartArray();
            Assert.True(reader.ReadNextArrayElement());
            string first = ReadOne(ref reader, type);
            Assert.True(reader.ReadNextArrayElement());
            string second = ReadOne(ref reader, type);
            Assert.False(reader.ReadNextArrayElement());
            reader.ReadEndOfDocument();
            return first + "|" + second;
        }

        private static BentoJsonException ReadFails(string json, string type, BentoJsonOptions? options)
        {
            Exception? caught = null;
            try
            {
                var reader = new JsonReader(Encoding.UTF8.GetBytes(json), options);
                ReadOne(ref reader, type);
            }
            catch (Exception e)
            {
                caught = e;
            }

            return Assert.IsType<BentoJsonException>(caught);
        }

        private static string ReadOne(ref JsonReader r, string type)
        {
            var invariant = System.Globalization.CultureInfo.InvariantCulture;
            return type switch
            {
                "byte" => r.ReadByte().ToString(invariant),
                "sbyte" => r.ReadSByte().ToString(invariant),
                "short" => r.ReadInt16().ToString(invariant),
                "ushort" => r.ReadUInt16().ToString(invariant),
                "int" => r.ReadInt32().ToString(invariant),
                "uint" => r.ReadUInt32().ToString(invariant),
                "long" => r.ReadInt64().ToString(invariant),
                "ulong" => r.ReadUInt64().ToString(invariant),
                "double" => r.ReadDouble().ToString("R", invariant),
                "single" => r.ReadSingle().ToString("R", invariant),
                "decimal" => r.ReadDecimal().ToString(invariant),
                "boolean" => r.ReadBoolean() ? "true" : "false",
                _ => throw new ArgumentOutOfRangeException(nameof(type), type, null),
            };
        }
    }
}
