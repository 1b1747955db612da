using System;
using System.Collections.Generic;
using System.Globalization;
using System.Text;
using Bento.Tests.Infrastructure;
using Bento.Tests.Models;
using Xunit;

namespace Bento.Tests
{
    /// <summary>Every supported member type at its edges, through generated code, cross-checked with System.Text.Json.</summary>
    public class RoundTripTests
    {
        [Fact]
        public void Integers_at_their_limits()
        {
            Check.RoundTrip(new Numbers
            {
                Bool = true, Byte = byte.MaxValue, SByte = sbyte.MinValue, Int16 = short.MinValue, UInt16 = ushort.MaxValue,
                Int32 = int.MinValue, UInt32 = uint.MaxValue, Int64 = long.MinValue, UInt64 = ulong.MaxValue,
                Single = float.MinValue, Double = double.MinValue, Decimal = decimal.MinValue,
            });
            Check.RoundTrip(new Numbers
            {
                Bool = false, Byte = byte.MinValue, SByte = sbyte.MaxValue, Int16 = short.MaxValue, UInt16 = ushort.MinValue,
                Int32 = int.MaxValue, UInt32 = uint.MinValue, Int64 = long.MaxValue, UInt64 = ulong.MinValue,
                Single = float.MaxValue, Double = double.MaxValue, Decimal = decimal.MaxValue,
            });
        }

        [Fact]
        public void Integer_limits_are_written_as_exact_digits()
        {
            Assert.Equal("{\"Value\":-9223372036854775808}", BentoJson.Serialize(new Int64Box { Value = long.MinValue }));
            Assert.Equal("{\"Value\":9223372036854775807}", BentoJson.Serialize(new Int64Box { Value = long.MaxValue }));
            Assert.Equal("{\"Value\":18446744073709551615}", BentoJson.Serialize(new UInt64Box { Value = ulong.MaxValue }));
            Assert.Equal("{\"Value\":-2147483648}", BentoJson.Serialize(new Int32Box { Value = int.MinValue }));
            Assert.Equal("{\"Value\":4294967295}", BentoJson.Serialize(new UInt32Box { Value = uint.MaxValue }));
            Assert.Equal("{\"Value\":-32768}", BentoJson.Serialize(new Int16Box { Value = short.MinValue }));
            Assert.Equal("{\"Value\":65535}", BentoJson.Serialize(new UInt16Box { Value = ushort.MaxValue }));
            Assert.Equal("{\"Value\":-128}", BentoJson.Serialize(new SByteBox { Value = sbyte.MinValue }));
            Assert.Equal("{\"Value\":255}", BentoJson.Serialize(new ByteBox { Value = byte.MaxValue }));
            Assert.Equal("{\"Value\":0}", BentoJson.Serialize(new ByteBox { Value = 0 }));
            Assert.Equal("{\"Value\":true}", BentoJson.Serialize(new BoolBox { Value = true }));
            Assert.Equal("{\"Value\":false}", BentoJson.Serialize(new BoolBox { Value = false }));

            Assert.Equal(long.MinValue, BentoJson.Deserialize<Int64Box>("{\"Value\":-9223372036854775808}").Value);
            Assert.Equal(ulong.MaxValue, BentoJson.Deserialize<UInt64Box>("{\"Value\":18446744073709551615}").Value);
            Assert.Equal(sbyte.MinValue, BentoJson.Deserialize<SByteBox>("{\"Value\":-128}").Value);
            Assert.Equal(0, BentoJson.Deserialize<Int32Box>("{\"Value\":-0}").Value);
        }

        public static IEnumerable<object[]> Doubles()
        {
            double[] values =
            {
                0.0, -0.0, double.Epsilon, -double.Epsilon, 1.7976931348623157e308, -1.7976931348623157e308, 0.1, 1e-300,
                2.2250738585072014e-308, 2.2250738585072009e-308, 1.0 / 3.0, Math.PI, 1e21, 1e22, 123456789012345680.0,
                9007199254740993.0, 0.30000000000000004, -1.5, 100, 1e15, 1e16, 1e-7, 4.35,
            };
            foreach (double d in values)
                yield return new object[] { d.ToString("R", CultureInfo.InvariantCulture) };
        }

        [Theory]
        [MemberData(nameof(Doubles))]
        public void Doubles_round_trip_bit_exactly(string text)
        {
            double value = double.Parse(text, CultureInfo.InvariantCulture);
            Check.RoundTrip(new DoubleBox { Value = value });
        }

        [Fact]
        public void Negative_zero_stays_negative()
        {
            string json = BentoJson.Serialize(new DoubleBox { Value = -0.0 });
            Assert.Contains("-0", json, StringComparison.Ordinal);
            double back = BentoJson.Deserialize<DoubleBox>(json).Value;
            Assert.True(double.IsNegative(back) && back == 0.0, "expected -0.0 after " + json);

            string jsonF = BentoJson.Serialize(new SingleBox { Value = -0.0f });
            float backF = BentoJson.Deserialize<SingleBox>(jsonF).Value;
            Assert.True(BitConverter.SingleToInt32Bits(backF) == BitConverter.SingleToInt32Bits(-0.0f), "expected -0.0f after " + jsonF);

            Assert.True(double.IsNegative(BentoJson.Deserialize<DoubleBox>("{\"Value\":-0}").Value));
            Assert.True(double.IsNegative(BentoJson.Deserialize<DoubleBox>("{\"Value\":-0.0e5}").Value));
        }

        [Theory]
        [InlineData(3.4028235e38f)]
        [InlineData(-3.4028235e38f)]
        [InlineData(1.401298e-45f)]
        [InlineData(0.1f)]
        [InlineData(1.17549435e-38f)]
        [InlineData(16777217f)]
        [InlineData(0f)]
        [InlineData(-1.5f)]
        public void Floats_round_trip_bit_exactly(float value) => Check.RoundTrip(new SingleBox { Value = value });

        [Fact]
        public void Shortest_round_trip_text_for_simple_doubles()
        {
            Assert.Equal("{\"Value\":0.1}", BentoJson.Serialize(new DoubleBox { Value = 0.1 }));
            Assert.Equal("{\"Value\":1.5}", BentoJson.Serialize(new DoubleBox { Value = 1.5 }));
            Assert.Equal("{\"Value\":0}", BentoJson.Serialize(new DoubleBox { Value = 0 }));
            Assert.Equal("{\"Value\":0.1}", BentoJson.Serialize(new SingleBox { Value = 0.1f }));
        }

        [Theory]
        [InlineData("1.50", "{\"Value\":1.50}")]
        [InlineData("0.000", "{\"Value\":0.000}")]
        [InlineData("-12.3400", "{\"Value\":-12.3400}")]
        [InlineData("79228162514264337593543950335", "{\"Value\":79228162514264337593543950335}")]
        [InlineData("-79228162514264337593543950335", "{\"Value\":-79228162514264337593543950335}")]
        [InlineData("0.0000000000000000000000000001", "{\"Value\":0.0000000000000000000000000001}")]
        [InlineData("7.9228162514264337593543950335", "{\"Value\":7.9228162514264337593543950335}")]
        public void Decimals_keep_their_scale(string text, string expectedJson)
        {
            decimal value = decimal.Parse(text, CultureInfo.InvariantCulture);
            Assert.Equal(expectedJson, Check.RoundTrip(new DecimalBox { Value = value }));
        }

        [Fact]
        public void Decimal_reads_exponent_forms()
        {
            Assert.Equal(150m, BentoJson.Deserialize<DecimalBox>("{\"Value\":1.5e2}").Value);
            Assert.Equal(0.015m, BentoJson.Deserialize<DecimalBox>("{\"Value\":1.5E-2}").Value);
        }

        [Theory]
        [InlineData('a')]
        [InlineData('"')]
        [InlineData('\\')]
        [InlineData('/')]
        [InlineData('\u0000')]
        [InlineData('\u001f')]
        [InlineData('\n')]
        [InlineData('\t')]
        [InlineData('\u007f')]
        [InlineData('é')]
        [InlineData('中')]
        [InlineData('\u2028')]
        [InlineData('\uFFFD')]
        [InlineData('\uFFFF')]
        [InlineData('\uE000')]
        public void Chars_round_trip(char value) => Check.RoundTrip(new CharBox { Value = value });

        [Fact]
        public void Char_reads_from_a_one_character_string_only()
        {
            Assert.Equal('x', BentoJson.Deserialize<CharBox>("{\"Value\":\"x\"}").Value);
            Assert.Equal('\u00e9', BentoJson.Deserialize<CharBox>("{\"Value\":\"\\u00e9\"}").Value);
            Assert.Throws<BentoJsonException>(() => BentoJson.Deserialize<CharBox>("{\"Value\":\"xy\"}"));
            Assert.Throws<BentoJsonException>(() => BentoJson.Deserialize<CharBox>("{\"Value\":\"\"}"));
            Assert.Throws<BentoJsonException>(() => BentoJson.Deserialize<CharBox>("{\"Value\":\"😀\"}"));
            Assert.Throws<BentoJsonException>(() => BentoJson.Serialize(new CharBox { Value = '\ud800' }));
        }

        public static IEnumerable<object[]> Strings()
        {
            for (int i = 0; i < StringCases().Length; i++)
                yield return new object[] { i };
        }

        private static string[] StringCases()
        {
            var control = new StringBuilder();
            for (int c = 0; c < 0x20; c++)
                control.Append((char)c);
            string[] values =
            {
                "", "plain", "quote \" backslash \\ slash /", "\b\f\n\r\t", control.ToString(), "\u007f\u0080\u00ff",
                "héllo wörld", "中文字符", "emoji 😀 and 👩‍👩‍👧 and 𝄞", "😀", "\U0010FFFF", "\u2028\u2029", "<script>&amp;'</script>",
                "\uFFFD\uFEFF", new string('x', 5000), new string('é', 3000) + "😀", "tab\tin\tthe\tmiddle", "\0",
                // Long text is encoded in slices: put surrogate pairs and escapes on every likely slice boundary.
                new string('a', 16383) + "😀" + new string('b', 16383) + "😀", new string('a', 8191) + "😀" + new string('c', 8190) + "😀",
                new string('a', 16383) + "\"" + new string('\n', 16385), Repeat("😀", 20000), Repeat("é\u0001", 12000),
            };
            return values;
        }

        [Theory]
        [MemberData(nameof(Strings))]
        public void Strings_round_trip(int index)
        {
            string value = StringCases()[index];
            string json = Check.RoundTrip(new StringBox { Value = value });
            foreach (char c in json)
                Assert.False(c < 0x20, "raw control character U+" + ((int)c).ToString("X4", CultureInfo.InvariantCulture) + " in output");
        }

        private static string Repeat(string s, int count)
        {
            var sb = new StringBuilder();
            for (int i = 0; i < count; i++)
                sb.Append(s);
            return sb.ToString();
        }

        [Fact]
        public void Null_string_round_trips()
        {
            Assert.Equal("{\"Value\":null}", Check.RoundTrip(new StringBox { Value = null }));
        }

        [Fact]
        public void Strings_read_every_escape()
        {
            var box = BentoJson.Deserialize<StringBox>("{\"Value\":\"\\\"\\\\\\/\\b\\f\\n\\r\\t\\u0041\\u00e9\\u4E2D\\ud83d\\ude00\"}");
            Assert.Equal("\"\\/\b\f\n\r\tAé中😀", box.Value);
        }

        [Fact]
        public void Enums_as_numbers()
        {
            var value = new EnumNumbers { Color = Color.Blue, Big = BigEnum.Lowest, Small = ByteEnum.Full, Unsigned = UnsignedEnum.Top, Maybe = Color.Green };
            string json = Check.RoundTrip(value);
            Assert.Equal("{\"Color\":4,\"Big\":-9223372036854775808,\"Small\":255,\"Unsigned\":18446744073709551615,\"Maybe\":2}", json);
            Check.RoundTrip(new EnumNumbers { Big = BigEnum.Highest, Maybe = null });

            // Undeclared values survive as numbers (flags-style combinations are legal enum values).
            Check.RoundTrip(new EnumNumbers { Color = (Color)7 });
        }

        [Fact]
        public void Enums_as_names_per_member()
        {
            var value = new EnumMemberNames { Color = Color.Green, Big = BigEnum.Highest, Maybe = Color.Red, Number = Color.Blue };
            string json = Check.RoundTrip(value, crossCheck: false);
            Assert.Equal("{\"Color\":\"Green\",\"Big\":\"Highest\",\"Maybe\":\"Red\",\"Number\":4}", json);
            Check.RoundTrip(new EnumMemberNames { Maybe = null, Color = Color.Red }, crossCheck: false);
            Assert.Throws<BentoJsonException>(() => BentoJson.Deserialize<EnumMemberNames>("{\"Color\":\"Purple\"}"));
        }

        [Fact]
        public void Enums_as_names_with_a_value_that_has_no_name()
        {
            // A new object's enum is 0 even when the enum declares no zero member: it must still round-trip.
            Check.RoundTrip(new EnumMemberNames(), crossCheck: false);
            Check.RoundTrip(new EnumMemberNames { Color = (Color)3 }, crossCheck: false);
        }

        [Fact]
        public void Enums_as_names_per_type_with_member_override()
        {
            var value = new EnumTypeNames { Color = Color.Blue, Number = Color.Green, List = new List<Color> { Color.Red, Color.Blue } };
            string json = Check.RoundTrip(value, crossCheck: false);
            Assert.Equal("{\"Color\":\"Blue\",\"Number\":2,\"List\":[\"Red\",\"Blue\"]}", json);
        }

        [Fact]
        public void Nullables_with_values()
        {
            Check.RoundTrip(new Nullables
            {
                Bool = false, Byte = 0, Int32 = int.MinValue, Int64 = long.MaxValue, UInt64 = ulong.MaxValue, Single = -0.0f,
                Double = double.Epsilon, Decimal = 1.50m, Char = '"', Guid = Guid.Empty, DateTime = new DateTime(2001, 2, 3, 4, 5, 6, DateTimeKind.Utc),
                DateTimeOffset = new DateTimeOffset(2001, 2, 3, 4, 5, 6, TimeSpan.FromHours(14)), TimeSpan = TimeSpan.FromDays(-1.5),
                Color = Color.Blue, Point = new Point { X = 0, Y = 0 }, String = "", Inner = new Inner(),
            });
        }

        [Fact]
        public void Nullables_without_values()
        {
            string json = Check.RoundTrip(new Nullables());
            Assert.Equal(
                "{\"Bool\":null,\"Byte\":null,\"Int32\":null,\"Int64\":null,\"UInt64\":null,\"Single\":null,\"Double\":null,\"Decimal\":null," +
                "\"Char\":null,\"Guid\":null,\"DateTime\":null,\"DateTimeOffset\":null,\"TimeSpan\":null,\"Color\":null,\"Point\":null," +
                "\"String\":null,\"Inner\":null}",
                json);
        }

        [Fact]
        public void Collections_of_every_kind()
        {
            Check.RoundTrip(new Collections
            {
                Array = new[] { int.MinValue, 0, int.MaxValue },
                List = new List<string> { "a", "", "é😀" },
                IList = new List<int> { 1, 2, 3 },
                IReadOnlyList = new List<long> { long.MinValue, long.MaxValue },
                ICollection = new List<double> { 0.1, -0.0, double.MaxValue },
                IEnumerable = new List<string> { "x", "y" },
                HashSet = new HashSet<int> { 5, 1, 3 },
                Points = new List<Point> { new Point { X = 1, Y = 2 }, new Point { X = -3, Y = 4 } },
                Inners = new[] { new Inner { Name = "n", Value = 1, Where = new Point { X = 9, Y = 8 } }, new Inner() },
                Jagged = new[] { new int[0], new[] { 1 }, new[] { 1, 2 } },
                NestedLists = new List<List<string>> { new List<string>(), new List<string> { "deep" } },
                NullableStrings = new string?[] { null, "x", null },
                NullableInts = new List<int?> { null, 1, null },
            });
        }

        [Fact]
        public void Empty_and_null_collections()
        {
            Check.RoundTrip(new Collections());
            string json = Check.RoundTrip(new Collections
            {
                Array = new int[0], List = new List<string>(), IList = new List<int>(), IReadOnlyList = new List<long>(),
                ICollection = new List<double>(), IEnumerable = new List<string>(), HashSet = new HashSet<int>(),
                Points = new List<Point>(), Inners = new Inner[0], Jagged = new int[0][], NestedLists = new List<List<string>>(),
                NullableStrings = new string?[0], NullableInts = new List<int?>(),
            });
            Assert.Equal(
                "{\"Array\":[],\"List\":[],\"IList\":[],\"IReadOnlyList\":[],\"ICollection\":[],\"IEnumerable\":[],\"HashSet\":[],\"Points\":[]," +
                "\"Inners\":[],\"Jagged\":[],\"NestedLists\":[],\"NullableStrings\":[],\"NullableInts\":[]}",
                json);
        }

        [Fact]
        public void Dictionaries_with_every_key_kind()
        {
            Check.RoundTrip(new Dictionaries
            {
                ByString = new Dictionary<string, int> { [""] = 0, ["a\"b"] = 1, ["é😀"] = 2, ["\n"] = 3 },
                ByInt32 = new Dictionary<int, string> { [int.MinValue] = "min", [0] = "zero", [int.MaxValue] = "max" },
                ByInt64 = new Dictionary<long, double> { [long.MinValue] = 1.5, [long.MaxValue] = -0.0 },
                ByInt16 = new Dictionary<short, int> { [short.MinValue] = 1, [short.MaxValue] = 2 },
                ByUInt32 = new Dictionary<uint, int> { [uint.MaxValue] = 1 },
                ByUInt64 = new Dictionary<ulong, int> { [ulong.MaxValue] = 1, [0] = 2 },
                ByGuid = new Dictionary<Guid, string> { [Guid.Empty] = "empty", [new Guid("0f8fad5b-d9cb-469f-a165-70867728950e")] = "v4" },
                ReadOnly = new Dictionary<string, Inner> { ["k"] = new Inner { Name = "v", Value = 3 } },
                OfLists = new Dictionary<string, List<int>> { ["a"] = new List<int> { 1, 2 }, ["b"] = new List<int>() },
                NullValues = new Dictionary<string, string?> { ["n"] = null, ["s"] = "s" },
            });
            Check.RoundTrip(new Dictionaries { ByString = new Dictionary<string, int>() });
        }

        [Fact]
        public void Duplicate_dictionary_keys_last_wins()
        {
            var value = BentoJson.Deserialize<Dictionaries>("{\"ByString\":{\"a\":1,\"\\u0061\":2,\"b\":3}}");
            Assert.Equal(new Dictionary<string, int> { ["a"] = 2, ["b"] = 3 }, value.ByString);
        }

        [Fact]
        public void Integer_keys_are_written_as_quoted_numbers()
        {
            string json = BentoJson.Serialize(new Dictionaries { ByInt64 = new Dictionary<long, double> { [-5] = 1 } });
            Assert.Contains("\"ByInt64\":{\"-5\":1}", json, StringComparison.Ordinal);
            Assert.Throws<BentoJsonException>(() => BentoJson.Deserialize<Dictionaries>("{\"ByInt16\":{\"40000\":1}}"));
            Assert.Throws<BentoJsonException>(() => BentoJson.Deserialize<Dictionaries>("{\"ByInt32\":{\"x\":\"y\"}}"));
            Assert.Throws<BentoJsonException>(() => BentoJson.Deserialize<Dictionaries>("{\"ByUInt64\":{\"-1\":1}}"));
            Assert.Throws<BentoJsonException>(() => BentoJson.Deserialize<Dictionaries>("{\"ByGuid\":{\"not-a-guid\":\"y\"}}"));
        }

        [Fact]
        public void Enum_keys_as_numbers_and_names()
        {
            string json = Check.RoundTrip(new EnumKeyed
            {
                ByNumber = new Dictionary<Color, int> { [Color.Red] = 1, [Color.Blue] = 4 },
                ByBigNumber = new Dictionary<BigEnum, string> { [BigEnum.Lowest] = "low" },
            }, crossCheck: false);
            Assert.Equal("{\"ByNumber\":{\"1\":1,\"4\":4},\"ByBigNumber\":{\"-9223372036854775808\":\"low\"}}", json);

            string named = Check.RoundTrip(new EnumKeyedByName { ByName = new Dictionary<Color, int> { [Color.Green] = 2 } }, crossCheck: false);
            Assert.Equal("{\"ByName\":{\"Green\":2}}", named);
        }

        public static IEnumerable<object[]> ByteLengths()
        {
            foreach (int n in new[] { 0, 1, 2, 3, 4, 5, 6, 255, 256, 1000, 65537 })
                yield return new object[] { n };
        }

        [Theory]
        [MemberData(nameof(ByteLengths))]
        public void Binary_as_base64(int length)
        {
            var bytes = new byte[length];
            for (int i = 0; i < bytes.Length; i++)
                bytes[i] = (byte)(i * 7 + (i >> 8));
            string json = Check.RoundTrip(new Binary { Bytes = bytes, Memory = new ReadOnlyMemory<byte>(bytes) });
            string base64 = Convert.ToBase64String(bytes);
            Assert.Equal("{\"Bytes\":\"" + base64 + "\",\"Memory\":\"" + base64 + "\"}", json);
        }

        [Fact]
        public void Binary_null_and_empty()
        {
            Assert.Equal("{\"Bytes\":null,\"Memory\":\"\"}", BentoJson.Serialize(new Binary()));
            var back = BentoJson.Deserialize<Binary>("{\"Bytes\":\"\",\"Memory\":\"AQID\"}");
            Assert.NotNull(back.Bytes);
            Assert.Empty(back.Bytes!);
            Assert.Equal(new byte[] { 1, 2, 3 }, back.Memory.ToArray());
            Assert.Throws<BentoJsonException>(() => BentoJson.Deserialize<Binary>("{\"Bytes\":\"AQI\"}"));
            Assert.Throws<BentoJsonException>(() => BentoJson.Deserialize<Binary>("{\"Bytes\":\"A*ID\"}"));
            Assert.Throws<BentoJsonException>(() => BentoJson.Deserialize<Binary>("{\"Bytes\":[1,2]}"));
        }

        public static IEnumerable<object[]> DateTimes()
        {
            yield return new object[] { new DateTime(2024, 2, 29, 23, 59, 59, DateTimeKind.Utc).AddTicks(1234567) };
            yield return new object[] { new DateTime(2024, 2, 29, 23, 59, 59, DateTimeKind.Unspecified) };
            yield return new object[] { DateTime.MinValue };
            yield return new object[] { DateTime.SpecifyKind(DateTime.MaxValue, DateTimeKind.Utc) };
            yield return new object[] { DateTime.SpecifyKind(DateTime.MaxValue, DateTimeKind.Unspecified) };
            yield return new object[] { new DateTime(1, 1, 1, 0, 0, 0, DateTimeKind.Utc) };
            yield return new object[] { new DateTime(1970, 1, 1, 0, 0, 0, 1, DateTimeKind.Utc) };
        }

        [Theory]
        [MemberData(nameof(DateTimes))]
        public void DateTime_keeps_ticks_and_kind(DateTime value) => Check.RoundTrip(new DateTimeBox { Value = value });

        [Fact]
        public void DateTime_local_keeps_the_instant_in_utc()
        {
            // A local time is written with the machine's offset and read back as the same instant in UTC, so that the
            // value read does not depend on the reading machine's time zone (System.Text.Json gives local time there).
            var local = new DateTime(2020, 6, 15, 12, 30, 45, 123, DateTimeKind.Local);
            string json = BentoJson.Serialize(new DateTimeBox { Value = local });
            DateTime back = BentoJson.Deserialize<DateTimeBox>(json).Value;
            Assert.Equal(DateTimeKind.Utc, back.Kind);
            Assert.Equal(local.ToUniversalTime(), back);
            Assert.Equal(local.ToUniversalTime(), System.Text.Json.JsonSerializer.Deserialize<DateTimeBox>(json, Check.Stj)!.Value.ToUniversalTime());
        }

        [Fact]
        public void DateTime_text_forms()
        {
            // ISO 8601 text; the exact number of fraction digits is the writer's choice, the instant and kind marker are not.
            string utc = BentoJson.Serialize(new DateTimeBox { Value = new DateTime(2024, 1, 2, 3, 4, 5, DateTimeKind.Utc) });
            Assert.StartsWith("{\"Value\":\"2024-01-02T03:04:05", utc, StringComparison.Ordinal);
            Assert.EndsWith("Z\"}", utc, StringComparison.Ordinal);
            string unspecified = BentoJson.Serialize(new DateTimeBox { Value = new DateTime(2024, 1, 2, 3, 4, 5, 500, DateTimeKind.Unspecified) });
            Assert.StartsWith("{\"Value\":\"2024-01-02T03:04:05.5", unspecified, StringComparison.Ordinal);
            Assert.DoesNotContain("Z", unspecified, StringComparison.Ordinal);
            Assert.DoesNotContain("+", unspecified, StringComparison.Ordinal);

            Assert.Equal(new DateTime(2024, 1, 2, 3, 4, 5, DateTimeKind.Utc), BentoJson.Deserialize<DateTimeBox>("{\"Value\":\"2024-01-02T03:04:05Z\"}").Value);
            Assert.Equal(new DateTime(2024, 1, 2, 3, 4, 5, 120, DateTimeKind.Utc), BentoJson.Deserialize<DateTimeBox>("{\"Value\":\"2024-01-02T03:04:05.12Z\"}").Value);
            Assert.Throws<BentoJsonException>(() => BentoJson.Deserialize<DateTimeBox>("{\"Value\":\"2024-13-02T03:04:05Z\"}"));
            Assert.Throws<BentoJsonException>(() => BentoJson.Deserialize<DateTimeBox>("{\"Value\":\"yesterday\"}"));
            Assert.Throws<BentoJsonException>(() => BentoJson.Deserialize<DateTimeBox>("{\"Value\":20240102}"));
        }

        public static IEnumerable<object[]> DateTimeOffsets()
        {
            yield return new object[] { new DateTimeOffset(2024, 5, 6, 7, 8, 9, TimeSpan.FromHours(14)).AddTicks(1) };
            yield return new object[] { new DateTimeOffset(2024, 5, 6, 7, 8, 9, TimeSpan.FromHours(-12)) };
            yield return new object[] { new DateTimeOffset(2024, 5, 6, 7, 8, 9, new TimeSpan(5, 45, 0)) };
            yield return new object[] { new DateTimeOffset(2024, 5, 6, 7, 8, 9, TimeSpan.Zero) };
            yield return new object[] { DateTimeOffset.MinValue };
            yield return new object[] { DateTimeOffset.MaxValue };
        }

        [Theory]
        [MemberData(nameof(DateTimeOffsets))]
        public void DateTimeOffset_keeps_its_offset(DateTimeOffset value) => Check.RoundTrip(new DateTimeOffsetBox { Value = value });

        [Fact]
        public void DateTimeOffset_text_form()
        {
            string east = BentoJson.Serialize(new DateTimeOffsetBox { Value = new DateTimeOffset(2024, 5, 6, 7, 8, 9, TimeSpan.FromHours(14)) });
            Assert.StartsWith("{\"Value\":\"2024-05-06T07:08:09", east, StringComparison.Ordinal);
            Assert.EndsWith("+14:00\"}", east, StringComparison.Ordinal);
            string west = BentoJson.Serialize(new DateTimeOffsetBox { Value = new DateTimeOffset(2024, 5, 6, 7, 8, 9, TimeSpan.FromHours(-12)) });
            Assert.EndsWith("-12:00\"}", west, StringComparison.Ordinal);
        }

        public static IEnumerable<object[]> TimeSpans()
        {
            foreach (TimeSpan t in new[]
            {
                TimeSpan.Zero, TimeSpan.FromTicks(1), TimeSpan.FromTicks(-1), new TimeSpan(-3, -4, -5, -6, -7), new TimeSpan(10, 23, 59, 59, 999),
                TimeSpan.FromDays(365.25), TimeSpan.MaxValue, TimeSpan.MinValue, TimeSpan.FromHours(-25),
            })
            {
                yield return new object[] { t.Ticks };
            }
        }

        [Theory]
        [MemberData(nameof(TimeSpans))]
        public void TimeSpans_round_trip(long ticks) => Check.RoundTrip(new TimeSpanBox { Value = TimeSpan.FromTicks(ticks) });

        [Fact]
        public void Guid_uri_version()
        {
            Check.RoundTrip(new Misc
            {
                Guid = new Guid("0f8fad5b-d9cb-469f-a165-70867728950e"),
                Absolute = new Uri("https://example.com/a%20b/c?q=1&r=é#frag"),
                Relative = new Uri("../relative/path?x=1", UriKind.Relative),
                Version = new Version(1, 2, 3, 4),
            });
            Check.RoundTrip(new Misc { Guid = Guid.Empty, Version = new Version(0, 1) });
            Check.RoundTrip(new Misc { Absolute = new Uri("urn:isbn:0451450523"), Version = new Version(10, 0, 1) });
            Assert.Contains("\"0f8fad5b-d9cb-469f-a165-70867728950e\"",
                BentoJson.Serialize(new GuidBox { Value = new Guid("0f8fad5b-d9cb-469f-a165-70867728950e") }), StringComparison.Ordinal);
            Assert.Throws<BentoJsonException>(() => BentoJson.Deserialize<GuidBox>("{\"Value\":\"0f8fad5b-d9cb-469f-a165\"}"));
            Assert.Throws<BentoJsonException>(() => BentoJson.Deserialize<Misc>("{\"Version\":\"1.x\"}"));
        }

        [Fact]
        public void Nested_classes_and_structs()
        {
            Check.RoundTrip(new Outer
            {
                Inner = new Inner { Name = "in", Value = -1, Where = new Point { X = 1, Y = 2 } },
                Point = new Point { X = int.MaxValue, Y = int.MinValue },
                MaybePoint = new Point { X = 5, Y = 6 },
                Many = new List<Inner> { new Inner { Name = "a" }, new Inner { Name = "b", Where = new Point { X = 3 } } },
                Holder = new Holder { Inner = new Inner { Name = "held" }, Weight = 2.5 },
            });
            Check.RoundTrip(new Outer());
        }

        [Fact]
        public void Records_with_primary_constructors()
        {
            Assert.Equal("{\"Name\":\"Ada\",\"Age\":36}", Check.RoundTrip(new Person("Ada", 36)));
            Check.RoundTrip(new Employee("Bob", new Person("Ada", 36)) { Skills = new List<string> { "c#" } });

            // Absent constructor parameters take their declared defaults.
            var partial = BentoJson.Deserialize<PersonWithDefaults>("{\"Name\":\"x\"}");
            Assert.Equal(new PersonWithDefaults("x", 42, "none"), partial);
            var explicitNull = BentoJson.Deserialize<PersonWithDefaults>("{\"Name\":\"x\",\"Nick\":null,\"Age\":1}");
            Assert.Equal(new PersonWithDefaults("x", 1, null), explicitNull);
        }

        [Fact]
        public void Init_only_members()
        {
            Check.RoundTrip(new InitOnly { Id = 7, Name = "seven", Where = new Point { X = 7, Y = 7 } });
        }

        [Fact]
        public void Required_members_present_and_absent()
        {
            Check.RoundTrip(new WithRequired { Id = 1, Name = "x", Optional = 2 });
            var ok = BentoJson.Deserialize<WithRequired>("{\"Name\":null,\"Id\":0}");
            Assert.Null(ok.Name);
            var e = Assert.Throws<BentoJsonException>(() => BentoJson.Deserialize<WithRequired>("{\"Id\":1,\"Optional\":2}"));
            Assert.Contains("Name", e.Message, StringComparison.Ordinal);
            Assert.Throws<BentoJsonException>(() => BentoJson.Deserialize<WithRequired>("{\"Name\":\"x\"}"));
        }

        [Fact]
        public void Fields_and_ignored_members()
        {
            var value = new WithFields { Number = 3, Text = "t", Where = new Point { X = 1, Y = 1 }, Ignored = 99, IgnoredProperty = "no" };
            string json = BentoJson.Serialize(value);
            Assert.Equal("{\"Number\":3,\"Text\":\"t\",\"Where\":{\"X\":1,\"Y\":1}}", json);
            var back = BentoJson.Deserialize<WithFields>("{\"Number\":3,\"Ignored\":5,\"IgnoredProperty\":\"x\"}");
            Assert.Equal(3, back.Number);
            Assert.Equal(0, back.Ignored);
            Assert.Null(back.IgnoredProperty);
        }

        [Fact]
        public void Explicit_names_are_escaped_and_matched()
        {
            var value = new Renamed { FirstName = "Ada", Odd = 1, NonAscii = 2 };
            string json = Check.RoundTrip(value, crossCheck: false);
            Assert.Equal("{\"first name\":\"Ada\",\"quote\\\"and\\\\slash\":1,\"é\":2}", json);

            // Escaped spellings of a name match too: names are compared after unescaping.
            var back = BentoJson.Deserialize<Renamed>("{\"first\\u0020name\":\"x\",\"\\u00e9\":5}");
            Assert.Equal("x", back.FirstName);
            Assert.Equal(5, back.NonAscii);
        }

        [Fact]
        public void Naming_policies()
        {
            Assert.Equal("{\"userName\":\"u\",\"age\":1,\"isActive\":true,\"Explicit_Name\":2}",
                Check.RoundTrip(new CamelCased { UserName = "u", Age = 1, IsActive = true, Renamed = 2 }, crossCheck: false));
            Assert.Equal("{\"user_name\":\"u\",\"age\":1,\"is_active\":true,\"Explicit-Name\":2}",
                Check.RoundTrip(new SnakeCased { UserName = "u", Age = 1, IsActive = true, Renamed = 2 }, crossCheck: false));
            Assert.Equal("{\"user-name\":\"u\",\"age\":1,\"is-active\":true,\"explicit_name\":2}",
                Check.RoundTrip(new KebabCased { UserName = "u", Age = 1, IsActive = true, Renamed = 2 }, crossCheck: false));

            // Member names are matched exactly: the declared spelling is not the JSON name.
            Assert.Null(BentoJson.Deserialize<CamelCased>("{\"UserName\":\"u\"}").UserName);
        }

        [Fact]
        public void Max_depth_is_a_hard_limit_on_both_sides()
        {
            // Default MaxDepth is 64: a chain of 64 objects nests 64 deep and passes; 65 fails.
            Node ok = Node.Chain(64);
            byte[] json = BentoJson.SerializeToUtf8Bytes(ok);
            DeepEqual.Assert(ok, BentoJson.Deserialize<Node>(json));
            Assert.Throws<BentoJsonException>(() => BentoJson.SerializeToUtf8Bytes(Node.Chain(65)));

            string tooDeep = BuildChainJson(65);
            Assert.Throws<BentoJsonException>(() => BentoJson.Deserialize<Node>(tooDeep));

            var five = new BentoJsonOptions { MaxDepth = 5 };
            DeepEqual.Assert(Node.Chain(5), BentoJson.Deserialize<Node>(BuildChainJson(5), five));
            Assert.Throws<BentoJsonException>(() => BentoJson.Deserialize<Node>(BuildChainJson(6), five));
            BentoJson.SerializeToUtf8Bytes(Node.Chain(5), five);
            Assert.Throws<BentoJsonException>(() => BentoJson.SerializeToUtf8Bytes(Node.Chain(6), five));
        }

        [Fact]
        public void Cycles_fail_with_a_json_exception()
        {
            var a = new Node { Value = 1 };
            a.Next = a;
            Assert.Throws<BentoJsonException>(() => BentoJson.SerializeToUtf8Bytes(a));
        }

        internal static string BuildChainJson(int objects)
        {
            var sb = new StringBuilder();
            for (int i = 1; i <= objects; i++)
            {
                sb.Append("{\"Value\":").Append(i);
                if (i < objects)
                    sb.Append(",\"Next\":");
            }
            sb.Append(",\"Next\":null");
            sb.Append('}', objects);
            return sb.ToString();
        }
    }
}
