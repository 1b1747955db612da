using System;
using System.Collections.Generic;
using System.Globalization;
using System.Linq;
using System.Text;
using Bento.Tests.Hinted;
using Bento.Tests.Infrastructure;
using Bento.Tests.MessagePack;
using Bento.Tests.Models;
using Xunit;

namespace Bento.Tests
{
    /// <summary>
    /// Every supported member type at its edges, each behaviour written once and run over every format: JSON (cross-checked
    /// with System.Text.Json), hinted JSON (compact and indented, hints checked), MessagePack in the map layout and in the
    /// array layout (through the models' keyed twins). See <see cref="TestFormat.RoundTrip{T}"/> for what one round trip
    /// checks in each format. Where formats differ by design, the expectation is spelled out per format in the test.
    /// Exact JSON text and exact MessagePack bytes beyond these tables live in <see cref="RoundTripTests"/> and
    /// <see cref="MsgPackTypedTests"/>; hint placement in <see cref="HintedRoundTripTests"/>.
    /// </summary>
    public class RoundTripSuite
    {
        public static IEnumerable<object[]> Formats() => TestFormat.Names();

        /// <summary>Formats that write member names (every one but the array layout), for behaviours about names.</summary>
        public static IEnumerable<object[]> NamedFormats() => TestFormat.OwnLayoutNames();

        private static TestFormat F(string name) => TestFormat.Named(name);

        /// <summary>
        /// Asserts the document's plain text, per format: <paramref name="json"/> for JSON and hinted JSON (the hinted
        /// text without hints, minified), <paramref name="map"/> and <paramref name="array"/> for the MessagePack layouts
        /// as converted to JSON. A null expectation means the format's bytes are pinned elsewhere (MsgPackTypedTests).
        /// </summary>
        private static void AssertPlain(TestFormat format, byte[] document, string json, string? map = null, string? array = null)
        {
            string? expected = format.IsJson ? json : format == TestFormat.MessagePack ? map : array;
            if (expected == null)
                return;

            // JSON is compared as written, byte for byte; hinted JSON's text is that same text (TestFormat.RoundTrip checks it).
            Assert.Equal(expected, format == TestFormat.Json ? Encoding.UTF8.GetString(document) : format.PlainText(document));
        }

        // ---- numbers ----

        [Theory]
        [MemberData(nameof(Formats))]
        public void Integers_and_floats_at_their_limits(string name)
        {
            TestFormat format = F(name);
            format.RoundTrip(new Numbers
            {
                Bool = true, Byte = byte.MaxValue, SByte = sbyte.MinValue, Int16 = short.MinValue, UInt16 = ushort.MaxValue,
                Int32 = int.MinValue, UInt32 = uint.MaxValue, Int64 = long.MinValue, UInt64 = ulong.MaxValue,
                Single = float.MinValue, Double = double.MinValue, Decimal = decimal.MinValue,
            });
            format.RoundTrip(new Numbers
            {
                Bool = false, Byte = byte.MinValue, SByte = sbyte.MaxValue, Int16 = short.MaxValue, UInt16 = ushort.MinValue,
                Int32 = int.MaxValue, UInt32 = uint.MinValue, Int64 = long.MaxValue, UInt64 = ulong.MinValue,
                Single = float.MaxValue, Double = double.MaxValue, Decimal = decimal.MaxValue,
            });
            format.RoundTrip(new Numbers
            {
                Bool = true, Byte = byte.MaxValue, SByte = sbyte.MinValue, Int16 = short.MinValue, UInt16 = ushort.MaxValue,
                Int32 = int.MinValue, UInt32 = uint.MaxValue, Int64 = long.MinValue, UInt64 = ulong.MaxValue,
                Single = float.MaxValue, Double = double.Epsilon, Decimal = decimal.MinValue,
            });
            format.RoundTrip(new Numbers
            {
                SByte = sbyte.MaxValue, Int16 = short.MaxValue, Int32 = int.MaxValue, Int64 = long.MaxValue,
                Single = float.Epsilon, Double = double.MaxValue, Decimal = decimal.MaxValue,
            });
            format.RoundTrip(new Numbers());
            format.RoundTrip(new AllScalars { Char = 'x', String = "s", List = new List<int> { 1 }, Inner = new Inner() });
        }

        public static IEnumerable<object[]> Doubles()
        {
            double[] values =
            {
                0.0, -0.0, double.Epsilon, -double.Epsilon, 1.7976931348623157e308, -1.7976931348623157e308, 0.1, 1e-300,
                2.2250738585072014e-308, 2.2250738585072009e-308, 1.0 / 3.0, Math.PI, 1e21, 1e22, 123456789012345680.0,
                9007199254740993.0, 0.30000000000000004, -1.5, 100, 1e15, 1e16, 1e-7, 4.35, -1e-300,
            };
            foreach (double d in values)
                yield return new object[] { d.ToString("R", CultureInfo.InvariantCulture) };
        }

        public static IEnumerable<object[]> FormatsAndDoubles() => TestFormat.Cross(Doubles());

        [Theory]
        [MemberData(nameof(FormatsAndDoubles))]
        public void Doubles_round_trip_bit_exactly(string name, string text) =>
            F(name).RoundTrip(new DoubleBox { Value = double.Parse(text, CultureInfo.InvariantCulture) });

        public static IEnumerable<object[]> FormatsAndFloats() => TestFormat.Cross(
            new[] { 3.4028235e38f, -3.4028235e38f, 1.401298e-45f, 0.1f, 1.17549435e-38f, 16777217f, 0f, -0.0f, -1.5f }
                .Select(f => new object[] { f }));

        [Theory]
        [MemberData(nameof(FormatsAndFloats))]
        public void Floats_round_trip_bit_exactly(string name, float value) => F(name).RoundTrip(new SingleBox { Value = value });

        public static IEnumerable<object[]> FormatsAndDecimals() => TestFormat.Cross(new[]
        {
            "1.50", "0.000", "-12.3400", "79228162514264337593543950335", "-79228162514264337593543950335",
            "0.0000000000000000000000000001", "-0.0000000000000000000000000001", "7.9228162514264337593543950335", "0",
        }.Select(d => new object[] { d }));

        /// <summary>JSON writes a decimal as a number with its scale; MessagePack, which has no decimal, as that text in a string.</summary>
        [Theory]
        [MemberData(nameof(FormatsAndDecimals))]
        public void Decimals_keep_their_scale(string name, string text)
        {
            TestFormat format = F(name);
            byte[] document = format.RoundTrip(new DecimalBox { Value = decimal.Parse(text, CultureInfo.InvariantCulture) });
            AssertPlain(format, document, "{\"Value\":" + text + "}", map: "{\"Value\":\"" + text + "\"}", array: "[\"" + text + "\"]");
        }

        // ---- chars and strings ----

        public static IEnumerable<object[]> FormatsAndChars() => TestFormat.Cross(new[]
        {
            'a', '"', '\\', '/', '\u0000', '\u001f', '\n', '\t', '\u007f', 'é', '中', '\u2028', '\uFFFD', '\uFFFF', '\uE000',
        }.Select(c => new object[] { c }));

        [Theory]
        [MemberData(nameof(FormatsAndChars))]
        public void Chars_round_trip(string name, char value) => F(name).RoundTrip(new CharBox { Value = value });

        /// <summary>JSON text must be valid UTF-16 and refuses a lone surrogate; MessagePack keeps a char as its code unit.</summary>
        [Theory]
        [MemberData(nameof(Formats))]
        public void Lone_surrogate_chars(string name)
        {
            TestFormat format = F(name);
            foreach (char c in new[] { '\ud800', '\ud83c', '\udc00' })
            {
                if (format.IsJson)
                    Assert.Throws<BentoJsonException>(() => format.Serialize(new CharBox { Value = c }));
                else
                    format.RoundTrip(new CharBox { Value = c });
            }
        }

        /// <summary>
        /// The plain round-trip strings, MessagePack's header-size boundaries (fixstr, str8, str16, str32) and the
        /// hinted writer's threshold strings (see <see cref="HintedRoundTripTests.HintThresholdStrings"/>).
        /// </summary>
        private static readonly string[] s_strings = BuildStrings();

        private static string[] BuildStrings()
        {
            var control = new StringBuilder();
            for (int c = 0; c < 0x20; c++)
                control.Append((char)c);
            var all = new List<string>
            {
                "", "plain", "quote \" backslash \\ slash /", "\b\f\n\r\t", control.ToString(), "\u007f\u0080\u00ff",
                "héllo wörld", "中文字符", "emoji 😀 and 👩‍👩‍👧 and 𝄞", "😀", "\U0010FFFF", "\u2028\u2029", "<script>&amp;'</script>",
                "\uFFFD\uFEFF", new string('x', 5000), new string('é', 3000) + "😀", "tab\tin\tthe\tmiddle", "\0",
                // Long text is encoded in slices: put surrogate pairs and escapes on every likely slice boundary.
                new string('a', 16383) + "😀" + new string('b', 16383) + "😀", new string('a', 8191) + "😀" + new string('c', 8190) + "😀",
                new string('a', 16383) + "\"" + new string('\n', 16385), Repeat("😀", 20000), Repeat("é\u0001", 12000),
                "é中🍙\0\"",
            };
            foreach (int length in new[] { 31, 32, 255, 256, 65535, 65536 })
                all.Add(new string('s', length));
            all.AddRange(HintedRoundTripTests.HintThresholdStrings());
            return all.ToArray();
        }

        internal static string Repeat(string s, int count)
        {
            var sb = new StringBuilder();
            for (int i = 0; i < count; i++)
                sb.Append(s);
            return sb.ToString();
        }

        public static IEnumerable<object[]> FormatsAndStrings() => TestFormat.Cross(Enumerable.Range(0, s_strings.Length).Select(i => new object[] { i }));

        [Theory]
        [MemberData(nameof(FormatsAndStrings))]
        public void Strings_round_trip(string name, int index)
        {
            TestFormat format = F(name);
            byte[] document = format.RoundTrip(new StringBox { Value = s_strings[index] });
            if (format.IsJson)
            {
                foreach (char c in Encoding.UTF8.GetString(document))
                    Assert.False(c < 0x20, "raw control character U+" + ((int)c).ToString("X4", CultureInfo.InvariantCulture) + " in output");
            }
        }

        [Theory]
        [MemberData(nameof(Formats))]
        public void Null_string_round_trips(string name)
        {
            TestFormat format = F(name);
            AssertPlain(format, format.RoundTrip(new StringBox { Value = null }), "{\"Value\":null}", map: "{\"Value\":null}", array: "[null]");
        }

        // ---- enums ----

        [Theory]
        [MemberData(nameof(Formats))]
        public void Enums_as_numbers(string name)
        {
            TestFormat format = F(name);
            byte[] document = format.RoundTrip(new EnumNumbers { Color = Color.Blue, Big = BigEnum.Lowest, Small = ByteEnum.Full, Unsigned = UnsignedEnum.Top, Maybe = Color.Green });
            AssertPlain(format, document,
                "{\"Color\":4,\"Big\":-9223372036854775808,\"Small\":255,\"Unsigned\":18446744073709551615,\"Maybe\":2}",
                map: "{\"Color\":4,\"Big\":-9223372036854775808,\"Small\":255,\"Unsigned\":18446744073709551615,\"Maybe\":2}",
                array: "[4,-9223372036854775808,255,18446744073709551615,2]");
            format.RoundTrip(new EnumNumbers { Color = Color.Blue, Big = BigEnum.Lowest, Small = ByteEnum.Full, Unsigned = UnsignedEnum.Top, Maybe = Color.Red });
            format.RoundTrip(new EnumNumbers { Big = BigEnum.Highest, Maybe = null });

            // Undeclared values survive as numbers (flags-style combinations are legal enum values).
            format.RoundTrip(new EnumNumbers { Color = (Color)7 });
            format.RoundTrip(new EnumNumbers { Color = (Color)7, Maybe = null });
            format.RoundTrip(new EnumNumbers { Color = (Color)99, Maybe = null });
        }

        /// <summary>Names are a JSON form: MessagePack writes every enum as its integer, whatever the JSON settings.</summary>
        [Theory]
        [MemberData(nameof(Formats))]
        public void Enums_as_names_per_member_and_per_type(string name)
        {
            TestFormat format = F(name);
            byte[] document = format.RoundTrip(new EnumMemberNames { Color = Color.Green, Big = BigEnum.Highest, Maybe = Color.Red, Number = Color.Blue }, stjAgrees: false);
            AssertPlain(format, document,
                "{\"Color\":\"Green\",\"Big\":\"Highest\",\"Maybe\":\"Red\",\"Number\":4}",
                map: "{\"Color\":2,\"Big\":9223372036854775807,\"Maybe\":1,\"Number\":4}",
                array: "[2,9223372036854775807,1,4]");
            format.RoundTrip(new EnumMemberNames { Color = Color.Green, Big = BigEnum.Highest, Maybe = Color.Blue, Number = Color.Red }, stjAgrees: false);
            format.RoundTrip(new EnumMemberNames { Maybe = null, Color = Color.Red }, stjAgrees: false);

            document = format.RoundTrip(new EnumTypeNames { Color = Color.Blue, Number = Color.Green, List = new List<Color> { Color.Red, Color.Blue } }, stjAgrees: false);
            AssertPlain(format, document,
                "{\"Color\":\"Blue\",\"Number\":2,\"List\":[\"Red\",\"Blue\"]}",
                map: "{\"Color\":4,\"Number\":2,\"List\":[1,4]}",
                array: "[4,2,[1,4]]");
            format.RoundTrip(new EnumTypeNames { Color = Color.Blue, Number = Color.Green, List = new List<Color> { Color.Red, (Color)8 } }, stjAgrees: false);
            format.RoundTrip(new FlagsHolder { Color = Color.Red, Permissions = Permissions.Read | Permissions.Execute }, stjAgrees: false);
        }

        [Theory]
        [MemberData(nameof(Formats))]
        public void Enums_as_names_with_a_value_that_has_no_name(string name)
        {
            // A new object's enum is 0 even when the enum declares no zero member: it must still round-trip.
            TestFormat format = F(name);
            format.RoundTrip(new EnumMemberNames(), stjAgrees: false);
            format.RoundTrip(new EnumMemberNames { Color = (Color)3 }, stjAgrees: false);
        }

        // ---- nullables, collections, dictionaries ----

        [Theory]
        [MemberData(nameof(Formats))]
        public void Nullables_with_values(string name)
        {
            TestFormat format = F(name);
            foreach (string text in new[] { "", new string('n', 100) })
            {
                format.RoundTrip(new Nullables
                {
                    Bool = false, Byte = 0, Int32 = int.MinValue, Int64 = long.MaxValue, UInt64 = ulong.MaxValue, Single = -0.0f,
                    Double = double.Epsilon, Decimal = 1.50m, Char = '"', Guid = Guid.Empty, DateTime = new DateTime(2001, 2, 3, 4, 5, 6, DateTimeKind.Utc),
                    DateTimeOffset = new DateTimeOffset(2001, 2, 3, 4, 5, 6, TimeSpan.FromHours(14)), TimeSpan = TimeSpan.FromDays(-1.5),
                    Color = Color.Blue, Point = new Point { X = 0, Y = 0 }, String = text, Inner = new Inner(),
                });
            }
            format.RoundTrip(new Nullables
            {
                Bool = false, Byte = 0, Int32 = int.MinValue, Int64 = long.MaxValue, UInt64 = ulong.MaxValue, Single = -0.0f, Double = -1e-300,
                Decimal = 1.10m, Char = 'x', Guid = Guid.Empty, DateTime = new DateTime(2000, 1, 1, 0, 0, 0, DateTimeKind.Utc),
                DateTimeOffset = new DateTimeOffset(2000, 1, 1, 0, 0, 0, TimeSpan.FromHours(-5)), TimeSpan = TimeSpan.FromTicks(-1),
                Color = Color.Green, Point = new Point { X = -1, Y = 1 }, String = "", Inner = new Inner(),
            });
        }

        [Theory]
        [MemberData(nameof(Formats))]
        public void Nullables_without_values(string name)
        {
            TestFormat format = F(name);
            AssertPlain(format, format.RoundTrip(new Nullables()),
                "{\"Bool\":null,\"Byte\":null,\"Int32\":null,\"Int64\":null,\"UInt64\":null,\"Single\":null,\"Double\":null,\"Decimal\":null," +
                "\"Char\":null,\"Guid\":null,\"DateTime\":null,\"DateTimeOffset\":null,\"TimeSpan\":null,\"Color\":null,\"Point\":null," +
                "\"String\":null,\"Inner\":null}",
                array: "[" + string.Join(",", Enumerable.Repeat("null", 17)) + "]");
        }

        [Theory]
        [MemberData(nameof(Formats))]
        public void Collections_of_every_kind(string name)
        {
            // The same collections with a long string, and with a null element in an array of objects.
            TestFormat format = F(name);
            foreach (int variant in new[] { 0, 1, 2 })
            {
                var list = new List<string> { "a", "", "é😀" };
                var inners = new List<Inner> { new Inner { Name = "n", Value = 1, Where = new Point { X = 9, Y = 8 } }, new Inner() };
                if (variant == 1)
                    list.Add(new string('l', 80));
                if (variant == 2)
                    inners.Add(null!);
                format.RoundTrip(new Collections
                {
                    Array = new[] { int.MinValue, 0, int.MaxValue },
                    List = list,
                    IList = new List<int> { 1, 2, 3 },
                    IReadOnlyList = new List<long> { long.MinValue, long.MaxValue },
                    ICollection = new List<double> { 0.1, -0.0, double.MaxValue },
                    IEnumerable = new List<string> { "x", "y" },
                    HashSet = new HashSet<int> { 5, 1, 3 },
                    Points = new List<Point> { new Point { X = 1, Y = 2 }, new Point { X = -3, Y = 4 } },
                    Inners = inners.ToArray(),
                    Jagged = new[] { new int[0], new[] { 1 }, new[] { 1, 2 } },
                    NestedLists = new List<List<string>> { new List<string>(), new List<string> { "deep" } },
                    NullableStrings = new string?[] { null, "x", null },
                    NullableInts = new List<int?> { null, 1, null },
                });
            }
        }

        [Theory]
        [MemberData(nameof(Formats))]
        public void Empty_and_null_collections(string name)
        {
            TestFormat format = F(name);
            format.RoundTrip(new Collections());
            byte[] document = format.RoundTrip(new Collections
            {
                Array = new int[0], List = new List<string>(), IList = new List<int>(), IReadOnlyList = new List<long>(),
                ICollection = new List<double>(), IEnumerable = new List<string>(), HashSet = new HashSet<int>(),
                Points = new List<Point>(), Inners = new Inner[0], Jagged = new int[0][], NestedLists = new List<List<string>>(),
                NullableStrings = new string?[0], NullableInts = new List<int?>(),
            });
            AssertPlain(format, document,
                "{\"Array\":[],\"List\":[],\"IList\":[],\"IReadOnlyList\":[],\"ICollection\":[],\"IEnumerable\":[],\"HashSet\":[],\"Points\":[]," +
                "\"Inners\":[],\"Jagged\":[],\"NestedLists\":[],\"NullableStrings\":[],\"NullableInts\":[]}",
                array: "[" + string.Join(",", Enumerable.Repeat("[]", 13)) + "]");
        }

        /// <summary>Large collections: counts past 65535 take MessagePack's array32 header.</summary>
        [Theory]
        [MemberData(nameof(Formats))]
        public void Large_collections(string name)
        {
            TestFormat format = F(name);
            var five = new List<int>();
            for (int i = 0; i < 5000; i++)
                five.Add(i * 31);
            format.RoundTrip(new Collections { IList = five, Array = five.ToArray(), HashSet = new HashSet<int>(five) });

            var big = new int[70000];
            for (int i = 0; i < big.Length; i++)
                big[i] = i * 31 - 1000;
            byte[] document = format.RoundTrip(new Collections { Array = big });
            if (format == TestFormat.MessagePack)
                Assert.Equal(0xdd, MsgPackTesting.MemberBytes(document, "Array")[0]);
            else if (format == TestFormat.MessagePackArray)
                Assert.Equal(0xdd, MsgPackTesting.ElementBytes(document, 0)[0]);
        }

        [Theory]
        [MemberData(nameof(Formats))]
        public void Enumerables_that_are_not_lists_are_written_with_their_count(string name)
        {
            TestFormat format = F(name);
            var value = new Collections { IEnumerable = new HashSet<string> { "a" }, ICollection = new LinkedList<double>(new[] { 1.5, 2.5 }) };
            var back = format.Deserialize<Collections>(format.Serialize(value));
            Assert.Equal(new[] { "a" }, back.IEnumerable);
            Assert.Equal(new[] { 1.5, 2.5 }, back.ICollection);
            var lazy = new Collections { IEnumerable = Lazy() };
            Assert.Equal(new[] { "p", "q" }, format.Deserialize<Collections>(format.Serialize(lazy)).IEnumerable);
        }

        private static IEnumerable<string> Lazy()
        {
            yield return "p";
            yield return "q";
        }

        [Theory]
        [MemberData(nameof(Formats))]
        public void Dictionaries_with_every_key_kind(string name)
        {
            TestFormat format = F(name);
            format.RoundTrip(new Dictionaries
            {
                ByString = new Dictionary<string, int> { [""] = 0, ["a\"b"] = 1, ["é😀"] = 2, ["\n"] = 3, [new string('k', 90)] = 4 },
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
            format.RoundTrip(new Dictionaries { ByString = new Dictionary<string, int>() });
        }

        /// <summary>JSON keys are text, so integer and enum keys are quoted numbers; MessagePack keeps them integers.</summary>
        [Theory]
        [MemberData(nameof(Formats))]
        public void Enum_keys_as_numbers_and_names(string name)
        {
            TestFormat format = F(name);
            byte[] document = format.RoundTrip(new EnumKeyed
            {
                ByNumber = new Dictionary<Color, int> { [Color.Red] = 1, [Color.Blue] = 4 },
                ByBigNumber = new Dictionary<BigEnum, string> { [BigEnum.Lowest] = "low" },
            }, stjAgrees: false);
            AssertPlain(format, document, "{\"ByNumber\":{\"1\":1,\"4\":4},\"ByBigNumber\":{\"-9223372036854775808\":\"low\"}}");
            format.RoundTrip(new EnumKeyed
            {
                ByNumber = new Dictionary<Color, int> { [Color.Red] = 1, [(Color)64] = 2 },
                ByBigNumber = new Dictionary<BigEnum, string> { [BigEnum.Lowest] = "l" },
            }, stjAgrees: false);

            document = format.RoundTrip(new EnumKeyedByName { ByName = new Dictionary<Color, int> { [Color.Green] = 2 } }, stjAgrees: false);
            AssertPlain(format, document, "{\"ByName\":{\"Green\":2}}");
            format.RoundTrip(new EnumKeyedByName { ByName = new Dictionary<Color, int> { [Color.Blue] = 7 } }, stjAgrees: false);
        }

        // ---- binary ----

        public static IEnumerable<object[]> FormatsAndByteLengths() => TestFormat.Cross(
            new[] { 0, 1, 2, 3, 4, 5, 6, 255, 256, 1000, 65535, 65536, 65537 }.Select(n => new object[] { n }));

        /// <summary>JSON writes bytes as base64 text; MessagePack as bin8, bin16 or bin32 by length.</summary>
        [Theory]
        [MemberData(nameof(FormatsAndByteLengths))]
        public void Binary_of_every_size(string name, int length)
        {
            TestFormat format = F(name);
            var bytes = new byte[length];
            for (int i = 0; i < bytes.Length; i++)
                bytes[i] = (byte)(i * 7 + (i >> 8));
            byte[] document = format.RoundTrip(new Binary { Bytes = bytes, Memory = new ReadOnlyMemory<byte>(bytes) });
            string base64 = Convert.ToBase64String(bytes);
            AssertPlain(format, document, "{\"Bytes\":\"" + base64 + "\",\"Memory\":\"" + base64 + "\"}");

            byte marker = length <= 255 ? (byte)0xc4 : length <= 65535 ? (byte)0xc5 : (byte)0xc6;
            if (format == TestFormat.MessagePack)
            {
                Assert.Equal(marker, MsgPackTesting.MemberBytes(document, "Bytes")[0]);
                Assert.Equal(marker, MsgPackTesting.MemberBytes(document, "Memory")[0]);
            }
            else if (format == TestFormat.MessagePackArray)
            {
                Assert.Equal(marker, MsgPackTesting.ElementBytes(document, 0)[0]);
                Assert.Equal(marker, MsgPackTesting.ElementBytes(document, 1)[0]);
            }
        }

        [Theory]
        [MemberData(nameof(Formats))]
        public void Binary_null(string name) => F(name).RoundTrip(new Binary { Bytes = null });

        // ---- dates and times ----

        /// <summary>
        /// MessagePack's timestamp is an instant: an unspecified time is written as UTC and reads back with that kind
        /// (docs/messagepack.md); JSON keeps the kind it was given.
        /// </summary>
        private static DateTime AsRead(TestFormat format, DateTime value) =>
            !format.IsJson && value.Kind == DateTimeKind.Unspecified ? DateTime.SpecifyKind(value, DateTimeKind.Utc) : value;

        public static IEnumerable<object[]> FormatsAndDateTimes() => TestFormat.Cross(DateTimes());

        private static IEnumerable<object[]> DateTimes()
        {
            yield return new object[] { new DateTime(2024, 2, 29, 23, 59, 59, DateTimeKind.Utc).AddTicks(1234567) };
            yield return new object[] { new DateTime(2024, 2, 29, 23, 59, 59, DateTimeKind.Unspecified) };
            yield return new object[] { DateTime.MinValue };
            yield return new object[] { DateTime.SpecifyKind(DateTime.MaxValue, DateTimeKind.Utc) };
            yield return new object[] { DateTime.SpecifyKind(DateTime.MaxValue, DateTimeKind.Unspecified) };
            yield return new object[] { new DateTime(1, 1, 1, 0, 0, 0, DateTimeKind.Utc) };
            yield return new object[] { new DateTime(1970, 1, 1, 0, 0, 0, 1, DateTimeKind.Utc) };

            // MessagePack's timestamp 32, 64 and 96 boundaries.
            yield return new object[] { new DateTime(1970, 1, 1, 0, 0, 0, DateTimeKind.Utc) };
            yield return new object[] { new DateTime(1969, 12, 31, 23, 59, 59, 999, DateTimeKind.Utc).AddTicks(9999) };
            yield return new object[] { new DateTime(2106, 2, 7, 6, 28, 16, DateTimeKind.Utc) };
            yield return new object[] { new DateTime(2514, 5, 30, 1, 53, 4, DateTimeKind.Utc) };
        }

        [Theory]
        [MemberData(nameof(FormatsAndDateTimes))]
        public void DateTime_keeps_ticks_and_kind(string name, DateTime value)
        {
            TestFormat format = F(name);
            format.RoundTrip(new DateTimeBox { Value = AsRead(format, value) });
            DeepEqual.Assert(AsRead(format, value), format.Deserialize<DateTimeBox>(format.Serialize(new DateTimeBox { Value = value })).Value);
        }

        [Theory]
        [MemberData(nameof(Formats))]
        public void DateTime_local_keeps_the_instant_in_utc(string name)
        {
            // A local time is written with the machine's offset (JSON) or as its instant (MessagePack) and read back as
            // the same instant in UTC, so that the value read does not depend on the reading machine's time zone.
            TestFormat format = F(name);
            foreach (var local in new[] { new DateTime(2020, 6, 15, 12, 30, 45, 123, DateTimeKind.Local), new DateTime(2020, 6, 1, 12, 0, 0, DateTimeKind.Local) })
            {
                byte[] document = format.Serialize(new DateTimeBox { Value = local });
                DateTime back = format.Deserialize<DateTimeBox>(document).Value;
                Assert.Equal(DateTimeKind.Utc, back.Kind);
                Assert.Equal(local.ToUniversalTime(), back);

                // System.Text.Json reads the same instant (as local time).
                if (format == TestFormat.Json)
                    Assert.Equal(local.ToUniversalTime(), System.Text.Json.JsonSerializer.Deserialize<DateTimeBox>(document, Check.Stj)!.Value.ToUniversalTime());
            }
        }

        public static IEnumerable<object[]> FormatsAndDateTimeOffsets() => TestFormat.Cross(DateTimeOffsets());

        private static IEnumerable<object[]> DateTimeOffsets()
        {
            yield return new object[] { new DateTimeOffset(2024, 5, 6, 7, 8, 9, TimeSpan.FromHours(14)).AddTicks(1) };
            yield return new object[] { new DateTimeOffset(2024, 5, 6, 7, 8, 9, TimeSpan.FromHours(-12)) };
            yield return new object[] { new DateTimeOffset(2024, 5, 6, 7, 8, 9, new TimeSpan(5, 45, 0)) };
            yield return new object[] { new DateTimeOffset(2024, 5, 6, 7, 8, 9, TimeSpan.Zero) };
            yield return new object[] { DateTimeOffset.MinValue };
            yield return new object[] { DateTimeOffset.MaxValue };
        }

        [Theory]
        [MemberData(nameof(FormatsAndDateTimeOffsets))]
        public void DateTimeOffset_keeps_its_offset(string name, DateTimeOffset value) => F(name).RoundTrip(new DateTimeOffsetBox { Value = value });

        public static IEnumerable<object[]> FormatsAndTimeSpans() => TestFormat.Cross(new[]
        {
            TimeSpan.Zero, TimeSpan.FromTicks(1), TimeSpan.FromTicks(-1), new TimeSpan(-3, -4, -5, -6, -7), new TimeSpan(10, 23, 59, 59, 999),
            TimeSpan.FromDays(365.25), TimeSpan.MaxValue, TimeSpan.MinValue, TimeSpan.FromHours(-25),
        }.Select(t => new object[] { t.Ticks }));

        [Theory]
        [MemberData(nameof(FormatsAndTimeSpans))]
        public void TimeSpans_round_trip(string name, long ticks) => F(name).RoundTrip(new TimeSpanBox { Value = TimeSpan.FromTicks(ticks) });

        [Theory]
        [MemberData(nameof(Formats))]
        public void Dates_times_and_durations_together(string name)
        {
            TestFormat format = F(name);
            format.RoundTrip(new Temporal { DateTime = new DateTime(2024, 1, 2, 3, 4, 5, DateTimeKind.Utc), DateTimeOffset = DateTimeOffset.MaxValue, TimeSpan = TimeSpan.MinValue });
            foreach (var dt in new[] { DateTime.MinValue, DateTime.MaxValue, new DateTime(1970, 1, 1), new DateTime(1969, 12, 31, 23, 59, 59, 999).AddTicks(9999), new DateTime(2106, 2, 7, 6, 28, 16), new DateTime(2514, 5, 30, 1, 53, 4) })
            {
                format.RoundTrip(new Temporal
                {
                    DateTime = DateTime.SpecifyKind(dt, DateTimeKind.Utc),
                    DateTimeOffset = new DateTimeOffset(DateTime.SpecifyKind(dt, DateTimeKind.Unspecified).AddDays(dt.Year > 5000 ? -1 : 1), TimeSpan.FromMinutes(dt.Year > 5000 ? -14 * 60 : 14 * 60)),
                    TimeSpan = dt.Year == 1 ? TimeSpan.MinValue : TimeSpan.MaxValue,
                });
            }
        }

        // ---- other scalars ----

        [Theory]
        [MemberData(nameof(Formats))]
        public void Guid_uri_version(string name)
        {
            TestFormat format = F(name);
            format.RoundTrip(new Misc
            {
                Guid = new Guid("0f8fad5b-d9cb-469f-a165-70867728950e"),
                Absolute = new Uri("https://example.com/a%20b/c?q=1&r=é#frag"),
                Relative = new Uri("../relative/path?x=1", UriKind.Relative),
                Version = new Version(1, 2, 3, 4),
            });
            format.RoundTrip(new Misc { Guid = Guid.Empty, Version = new Version(0, 1) });
            format.RoundTrip(new Misc { Absolute = new Uri("urn:isbn:0451450523"), Version = new Version(10, 0, 1) });
            format.RoundTrip(new Misc { Guid = Guid.NewGuid(), Absolute = new Uri("https://example.com/a?b=c#d"), Relative = new Uri("../x y", UriKind.Relative), Version = new Version(1, 2, 3, 4) });
            // A URI long enough to carry a string hint in the earlier hinted writer.
            format.RoundTrip(new Misc { Absolute = new Uri("https://example.com/" + new string('p', 100) + "?q=" + new string('é', 10)) });
            format.RoundTrip(new Misc());
        }

        // ---- objects ----

        [Theory]
        [MemberData(nameof(Formats))]
        public void Nested_classes_and_structs(string name)
        {
            TestFormat format = F(name);
            format.RoundTrip(new Outer
            {
                Inner = new Inner { Name = "in", Value = -1, Where = new Point { X = 1, Y = 2 } },
                Point = new Point { X = int.MaxValue, Y = int.MinValue },
                MaybePoint = new Point { X = 5, Y = 6 },
                Many = new List<Inner> { new Inner { Name = "a" }, new Inner { Name = "b", Where = new Point { X = 3 } } },
                Holder = new Holder { Inner = new Inner { Name = "held" }, Weight = 2.5 },
            });
            format.RoundTrip(new Outer
            {
                Inner = new Inner { Name = "i", Value = -5, Where = new Point { X = int.MaxValue, Y = int.MinValue } },
                Point = new Point { X = 1 },
                MaybePoint = new Point { Y = 2 },
                Many = new List<Inner> { new Inner(), new Inner { Name = "" } },
                Holder = new Holder { Inner = new Inner { Value = 1 }, Weight = 0.5 },
            });
            format.RoundTrip(new Outer());
            format.RoundTrip<Outer?>(null);
        }

        [Theory]
        [MemberData(nameof(Formats))]
        public void Records_with_primary_constructors(string name)
        {
            TestFormat format = F(name);
            AssertPlain(format, format.RoundTrip(new Person("Ada", 36)), "{\"Name\":\"Ada\",\"Age\":36}", map: "{\"Name\":\"Ada\",\"Age\":36}", array: "[\"Ada\",36]");
            format.RoundTrip(new Employee("Bob", new Person("Ada", 36)) { Skills = new List<string> { "c#" } });
            format.RoundTrip(new Employee("E", new Person("M", 40)) { Skills = new List<string> { "x" } });
            format.RoundTrip(new PersonWithDefaults("x", 1, null));
        }

        [Theory]
        [MemberData(nameof(Formats))]
        public void Init_only_required_and_field_members(string name)
        {
            TestFormat format = F(name);
            format.RoundTrip(new InitOnly { Id = 7, Name = "seven", Where = new Point { X = 7, Y = 7 } });
            format.RoundTrip(new InitOnly { Id = 3, Name = "n", Where = new Point { X = 2 } });
            format.RoundTrip(new WithRequired { Id = 1, Name = "x", Optional = 2 });
            format.RoundTrip(new WithRequired { Id = 1, Name = null, Optional = 2 });
            format.RoundTrip(new WithFields { Number = 3, Text = "t", Where = new Point { X = 1, Y = 1 } });
            format.RoundTrip(new WithFields { Number = 4, Text = "t", Where = new Point { Y = 5 } });
        }

        /// <summary>Member names (explicit, escaped, by policy) have no place in the array layout.</summary>
        [Theory]
        [MemberData(nameof(NamedFormats))]
        public void Explicit_names_and_naming_policies(string name)
        {
            TestFormat format = F(name);
            format.RoundTrip(new Renamed { FirstName = "Ada", Odd = 1, NonAscii = 2 }, stjAgrees: false);
            format.RoundTrip(new Renamed { FirstName = "f", Odd = -1, NonAscii = 2 }, stjAgrees: false);
            format.RoundTrip(new CamelCased { UserName = "u", Age = 1, IsActive = true, Renamed = 2 }, stjAgrees: false);
            format.RoundTrip(new CamelCased { UserName = "u", Age = 3, IsActive = true, Renamed = 4 }, stjAgrees: false);
            format.RoundTrip(new SnakeCased { UserName = "u", Age = 1, IsActive = true, Renamed = 2 }, stjAgrees: false);
            format.RoundTrip(new KebabCased { UserName = "u", Age = 1, IsActive = true, Renamed = 2 }, stjAgrees: false);
        }

        /// <summary>More shapes, in each format's own layout (these models have no array-layout twin).</summary>
        [Theory]
        [MemberData(nameof(NamedFormats))]
        public void Structs_chains_and_other_shapes(string name)
        {
            TestFormat format = F(name);
            format.RoundTrip(new Point { X = -1, Y = -2 });
            format.RoundTrip<Inner?>(null);
            format.RoundTrip(new StrictRecord("n", 1), stjAgrees: false);
            format.RoundTrip(Node.Chain(64), stjAgrees: false);
            format.RoundTrip(new Catalog { Items = new List<CatalogItem> { new CatalogItem { Name = "i", Codes = new[] { 1 } } } }, stjAgrees: false);
            format.RoundTrip(new Sparse { Number = 1, Text = "t", List = new List<int> { 1 }, Where = new Point { X = 1 } });
            format.RoundTrip(new Document { Numbers = new[] { 1 }, Names = new List<string> { "a" }, Map = new Dictionary<string, int> { ["k"] = 1 } });
        }
        // ---- generic types (docs/generics.md) ----

        internal static Page<Inner> InnerPage() => new Page<Inner>
        {
            Items = new List<Inner> { new Inner { Name = "a", Value = 1 }, new Inner { Name = "b", Value = 2, Where = new Point { X = 3, Y = 4 } } },
            First = new Inner { Name = "first" },
            Array = new[] { new Inner { Value = -1 } },
            ByName = new Dictionary<string, Inner> { ["x"] = new Inner { Name = "x" } },
            Next = new Page<Inner> { Total = 1, Items = new List<Inner> { new Inner { Value = 9 } } },
            Total = 3,
        };

        [Theory]
        [MemberData(nameof(Formats))]
        public void Generic_types_round_trip_for_every_argument_kind(string name)
        {
            TestFormat format = F(name);
            // A primitive argument: T's codec comes from the runtime's primitive roots.
            format.RoundTrip(new Page<int>
            {
                Items = new List<int> { 1, -2, int.MaxValue },
                First = 7,
                Array = new[] { 0, 1 },
                ByName = new Dictionary<string, int> { ["one"] = 1 },
                Next = new Page<int> { Items = new List<int> { 4 }, Total = 1 },
                Total = 3,
            });
            format.RoundTrip(new Page<string> { Items = new List<string> { "a", "" }, First = null, Array = new[] { "x" } });
            format.RoundTrip(new Page<double?> { Items = new List<double?> { 1.5, null }, First = null });
            // A marked argument, a collection argument and a generic argument: each T is looked up once per closed type.
            format.RoundTrip(InnerPage());
            format.RoundTrip(new Page<List<int>> { Items = new List<List<int>> { new List<int> { 1, 2 }, new List<int>() }, First = new List<int> { 3 } });
            format.RoundTrip(new Page<Page<string>> { Items = new List<Page<string>> { new Page<string> { Items = new List<string> { "deep" } } } });
            format.RoundTrip(new Page<Inner>());
            // Known to the generator only from [assembly: BentoRoot] (Models/GenericModels.cs).
            var sets = Create<Page<HashSet<long>>>();
            sets.Items.Add(new HashSet<long> { long.MinValue, 0 });
            format.RoundTrip(sets);
            // Records built through their constructor, structs, constraints.
            format.RoundTrip(new Result<string>("ok", null));
            format.RoundTrip(new Result<List<Inner>>(new List<Inner> { new Inner { Name = "r" } }, "partial"));
            format.RoundTrip(new Pair<Color, string> { Key = Color.Blue, Value = "blue" });
            format.RoundTrip(new Pair<Color, string>());
            format.RoundTrip(new Made<Inner> { Value = new Inner { Value = 5 }, Label = "made" });
        }

        private static T Create<T>() where T : new() => new T();

        [Fact]
        public void Generic_types_have_subsets_and_hooks()
        {
            var tracked = new Tracked<Inner> { Value = new Inner { Name = "v", Value = 1 }, Label = "l", History = new List<Inner> { new Inner() } };
            Assert.Equal("{\"Value\":{\"Name\":\"v\",\"Value\":1,\"Where\":{\"X\":0,\"Y\":0}},\"Label\":\"l\"}",
                BentoJson.Serialize(tracked, Tracked<Inner>.BentoJsonCodec.Brief));
            Assert.Equal("{\"Value\":5,\"Label\":null}",
                Encoding.UTF8.GetString(BentoMessagePack.ToJson(BentoMessagePack.Serialize(new Tracked<int> { Value = 5 }, Tracked<int>.BentoMsgPackCodec.Brief))));
            // The hook runs after each read, in both formats.
            Assert.Equal(1, BentoJson.Deserialize<Tracked<Inner>>(BentoJson.Serialize(tracked)).Reads);
            Assert.Equal(1, BentoMessagePack.Deserialize<Tracked<int>>(BentoMessagePack.Serialize(new Tracked<int> { Value = 2 })).Reads);
        }

        [Theory]
        [MemberData(nameof(Formats))]
        public void Closed_constructions_as_members_round_trip(string name)
        {
            TestFormat format = F(name);
            format.RoundTrip(new Envelope
            {
                Items = InnerPage(),
                Pages = new Page<Page<Inner>> { Items = new List<Page<Inner>> { InnerPage(), new Page<Inner>() }, First = InnerPage() },
                Lists = new Page<List<Inner>> { Items = new List<List<Inner>> { new List<Inner> { new Inner { Name = "l" } } } },
                ByName = new Dictionary<string, Page<Inner>> { ["p"] = InnerPage() },
                Count = new Result<int>(42, null),
                Tagged = new Pair<Color, string> { Key = Color.Red, Value = "r" },
                Slot = new GenericHost.Slot<string> { Index = 2, Value = "slot" },
                Window = new Range<DateTime> { Min = new DateTime(2024, 1, 2, 3, 4, 5, DateTimeKind.Utc), Max = new DateTime(2025, 1, 1, 0, 0, 0, DateTimeKind.Utc) },
            });
            format.RoundTrip(new Envelope());
        }

        [Theory]
        [MemberData(nameof(NamedFormats))]
        public void Generic_types_populate_in_place(string name)
        {
            TestFormat format = F(name);
            var page = InnerPage();
            Inner first = page.First!;
            List<Inner> items = page.Items;
            format.Populate(format.FromPlainJson("{\"First\":{\"Value\":11},\"Items\":[{\"Value\":12}],\"Total\":9}"), ref page);
            // A member of type T is populated through T's codec like a member of the marked type itself.
            Assert.Same(first, page.First);
            Assert.Equal("first", first.Name);
            Assert.Equal(11, first.Value);
            Assert.Same(items, page.Items);
            Assert.Equal(12, Assert.Single(items).Value);
            Assert.Equal(9, page.Total);
            Assert.NotNull(page.Next);

            // The required member of a generic type is required in every construction.
            Assert.Contains("Label", format.Fails(() => format.Deserialize<Made<Inner>>(format.FromPlainJson("{\"Value\":{\"Value\":1}}"))).Reason);
        }
    }
}
