using System;
using System.Collections.Generic;
using System.Globalization;
using System.Text;
using Bento.Tests.Infrastructure;
using Bento.Tests.Models;
using Xunit;
using static Bento.Tests.Hinted.HintedTesting;

namespace Bento.Tests.Hinted
{
    /// <summary>
    /// Every supported member type through hinted JSON, with the models and values of the plain round-trip tests:
    /// the hinted text is the plain text plus correct hints, and reads back to the same value.
    /// </summary>
    public class HintedRoundTripTests
    {
        private static readonly BentoJsonOptions s_indented = new BentoJsonOptions { Indented = true };

        /// <summary>Compact and indented, each checked by <see cref="HintedTesting.RoundTrip"/>.</summary>
        private static void Both<T>(T value)
        {
            RoundTrip(value);
            RoundTrip(value, s_indented);
        }

        [Fact]
        public void Header_and_a_small_document_are_exact()
        {
            // Short strings and small objects carry no hint, non-empty arrays do, empty ones do not.
            byte[] hinted = RoundTrip(new Order { Id = 1, Customer = "c", Tags = new List<string> { "a", "b" }, Origin = new Point { X = 1, Y = 2 }, Total = 1.5, Paid = true });
            Assert.Equal(
                "/*bento-hinted-json:1*/{\"Id\":1,\"Customer\":\"c\",\"Tags\":/*2:9*/[\"a\",\"b\"],\"Origin\":{\"X\":1,\"Y\":2},\"Total\":1.5,\"Paid\":true,\"Note\":null}",
                Text(hinted));
            Assert.Equal("/*bento-hinted-json:1*/{}", Text(BentoHintedJson.SerializeToUtf8Bytes(new RandomModel(), new BentoJsonOptions { IgnoreDefaultValues = true })));
        }

        [Fact]
        public void Integers_and_floats_at_their_limits()
        {
            Both(new Numbers
            {
                Bool = true, Byte = byte.MaxValue, SByte = sbyte.MinValue, Int16 = short.MinValue, UInt16 = ushort.MaxValue,
                Int32 = int.MinValue, UInt32 = uint.MaxValue, Int64 = long.MinValue, UInt64 = ulong.MaxValue,
                Single = float.MinValue, Double = double.MinValue, Decimal = decimal.MinValue,
            });
            Both(new Numbers
            {
                Byte = byte.MinValue, SByte = sbyte.MaxValue, Int16 = short.MaxValue, Int32 = int.MaxValue, Int64 = long.MaxValue,
                Single = float.MaxValue, Double = double.MaxValue, Decimal = decimal.MaxValue,
            });
            Both(new AllScalars { Char = 'x', String = "s", List = new List<int> { 1 }, Inner = new Inner() });
        }

        [Theory]
        [MemberData(nameof(RoundTripTests.Doubles), MemberType = typeof(RoundTripTests))]
        public void Doubles(string text) => Both(new DoubleBox { Value = double.Parse(text, CultureInfo.InvariantCulture) });

        [Fact]
        public void Floats_decimals_and_chars()
        {
            foreach (float f in new[] { 3.4028235e38f, -3.4028235e38f, 1.401298e-45f, 0.1f, 16777217f, 0f, -0.0f })
                Both(new SingleBox { Value = f });
            foreach (string d in new[] { "1.50", "0.000", "-12.3400", "79228162514264337593543950335", "0.0000000000000000000000000001" })
                Both(new DecimalBox { Value = decimal.Parse(d, CultureInfo.InvariantCulture) });
            foreach (char c in new[] { 'a', '"', '\\', '/', '\u0000', '\u001f', '\n', '\u007f', 'é', '中', '\u2028', '\uFFFF' })
                Both(new CharBox { Value = c });
        }

        /// <summary>Strings around the hint threshold and far beyond it, with every kind of content that changes lengths.</summary>
        public static IEnumerable<object[]> Strings()
        {
            var all = new List<string>
            {
                "", "short", new string('x', 64), new string('x', 127), new string('x', 128), new string('x', 129),
                // 126 characters plus one escaped quote: 128 bytes between the quotes, 127 UTF-16 units.
                new string('x', 126) + "\"", new string('x', 125) + "\n", new string('x', 124) + "\u0001",
                new string('é', 63) + "e", new string('é', 64), new string('中', 42) + "xy", new string('中', 43),
                Repeat("😀", 32), Repeat("😀", 31) + "abc", Repeat("𝄞", 40) + "\u2028\u2029",
                "quote \" backslash \\ slash / control \u0001\u001f tab \t newline \n" + new string('y', 40),
                "<script>&amp;'</script>" + new string('h', 60), "\uFFFD\uFEFF" + new string('z', 70),
                new string('x', 5000), new string('é', 3000) + "😀", Repeat("é\u0001", 12000), Repeat("😀", 20000),
                new string('a', 16383) + "\"" + new string('\n', 16385), new string('a', 16383) + "😀" + new string('b', 16383) + "😀",
            };
            for (int i = 0; i < all.Count; i++)
                yield return new object[] { i, all[i] };
        }

        private static string Repeat(string s, int count)
        {
            var sb = new StringBuilder();
            for (int i = 0; i < count; i++)
                sb.Append(s);
            return sb.ToString();
        }

        [Theory]
        [MemberData(nameof(Strings))]
        public void Strings_long_and_short(int index, string value)
        {
            Assert.True(index >= 0);
            byte[] hinted = RoundTrip(new StringBox { Value = value });
            RoundTrip(new StringBox { Value = value }, new BentoJsonOptions { EscapeHtml = true });
            RoundTrip(new StringBox { Value = value }, s_indented);

            // The writer no longer gives string hints (they cost more to write than they saved when read), but
            // documents written with them are still version 1: the earlier writer's hint must be right and read back.
            int bytes = Encoding.UTF8.GetByteCount(BentoJson.Serialize(new StringBox { Value = value })) - "{\"Value\":\"\"}".Length;
            Assert.Empty(HintsInOrder(hinted).FindAll(h => h.Kind == '"'));
            byte[] earlier = EarlierRelease(new StringBox { Value = value });
            var stringHints = HintsInOrder(earlier, earlierRelease: true).FindAll(h => h.Kind == '"');
            Assert.Equal(bytes >= MinHintedStringBytes ? 1 : 0, stringHints.Count);
            if (bytes >= MinHintedStringBytes)
            {
                Assert.Equal(bytes, stringHints[0].First);
                Assert.Equal(value.Length, stringHints[0].Second);
            }

            Assert.Equal(value, BentoHintedJson.Deserialize<StringBox>(earlier, Strict).Value);
            Assert.Equal(value, BentoHintedJson.Deserialize<StringBox>(earlier).Value);

            // The same strings as list elements, dictionary values and keys (keys never carry hints).
            RoundTrip(new Collections { List = new List<string> { value, "s", value } });
            RoundTrip(new Dictionaries { NullValues = new Dictionary<string, string?> { [value] = value, ["n"] = null } });
            RoundTrip(new Renamed { FirstName = value });
        }

        [Fact]
        public void Enums_in_every_form()
        {
            Both(new EnumNumbers { Color = Color.Blue, Big = BigEnum.Lowest, Small = ByteEnum.Full, Unsigned = UnsignedEnum.Top, Maybe = Color.Green });
            Both(new EnumNumbers { Color = (Color)7, Maybe = null });
            Both(new EnumMemberNames { Color = Color.Green, Big = BigEnum.Highest, Maybe = Color.Red, Number = Color.Blue });
            Both(new EnumMemberNames { Color = (Color)3 });
            Both(new EnumTypeNames { Color = Color.Blue, Number = Color.Green, List = new List<Color> { Color.Red, Color.Blue } });
            Both(new FlagsHolder { Color = Color.Red, Permissions = Permissions.Read | Permissions.Execute });
        }

        [Fact]
        public void Nullables_with_and_without_values()
        {
            Both(new Nullables
            {
                Bool = false, Byte = 0, Int32 = int.MinValue, Int64 = long.MaxValue, UInt64 = ulong.MaxValue, Single = -0.0f,
                Double = double.Epsilon, Decimal = 1.50m, Char = '"', Guid = Guid.Empty, DateTime = new DateTime(2001, 2, 3, 4, 5, 6, DateTimeKind.Utc),
                DateTimeOffset = new DateTimeOffset(2001, 2, 3, 4, 5, 6, TimeSpan.FromHours(14)), TimeSpan = TimeSpan.FromDays(-1.5),
                Color = Color.Blue, Point = new Point { X = 0, Y = 0 }, String = new string('n', 100), Inner = new Inner(),
            });
            Both(new Nullables());
        }

        [Fact]
        public void Collections_of_every_kind_full_and_empty()
        {
            Both(new Collections
            {
                Array = new[] { int.MinValue, 0, int.MaxValue },
                List = new List<string> { "a", "", "é😀", new string('l', 80) },
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
            Both(new Collections());
            Both(new Collections
            {
                Array = new int[0], List = new List<string>(), IList = new List<int>(), IReadOnlyList = new List<long>(),
                ICollection = new List<double>(), IEnumerable = new List<string>(), HashSet = new HashSet<int>(),
                Points = new List<Point>(), Inners = new Inner[0], Jagged = new int[0][], NestedLists = new List<List<string>>(),
                NullableStrings = new string?[0], NullableInts = new List<int?>(),
            });

            // A large collection: its count hint sizes it once.
            var big = new List<int>();
            for (int i = 0; i < 5000; i++)
                big.Add(i * 31);
            Both(new Collections { IList = big, Array = big.ToArray(), HashSet = new HashSet<int>(big) });
        }

        [Fact]
        public void Dictionaries_with_every_key_kind()
        {
            Both(new Dictionaries
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
            Both(new Dictionaries { ByString = new Dictionary<string, int>() });
            Both(new EnumKeyed { ByNumber = new Dictionary<Color, int> { [Color.Red] = 1, [Color.Blue] = 4 }, ByBigNumber = new Dictionary<BigEnum, string> { [BigEnum.Lowest] = "low" } });
            Both(new EnumKeyedByName { ByName = new Dictionary<Color, int> { [Color.Green] = 2 } });
        }

        [Theory]
        [MemberData(nameof(RoundTripTests.ByteLengths), MemberType = typeof(RoundTripTests))]
        public void Binary_as_base64(int length)
        {
            var bytes = new byte[length];
            for (int i = 0; i < bytes.Length; i++)
                bytes[i] = (byte)(i * 7 + (i >> 8));
            Both(new Binary { Bytes = bytes, Memory = new ReadOnlyMemory<byte>(bytes) });
        }

        [Fact]
        public void Dates_times_and_durations()
        {
            foreach (object[] row in RoundTripTests.DateTimes())
                Both(new DateTimeBox { Value = (DateTime)row[0] });
            foreach (object[] row in RoundTripTests.DateTimeOffsets())
                Both(new DateTimeOffsetBox { Value = (DateTimeOffset)row[0] });
            foreach (object[] row in RoundTripTests.TimeSpans())
                Both(new TimeSpanBox { Value = TimeSpan.FromTicks((long)row[0]) });
            Both(new Temporal { DateTime = new DateTime(2024, 1, 2, 3, 4, 5, DateTimeKind.Utc), DateTimeOffset = DateTimeOffset.MaxValue, TimeSpan = TimeSpan.MinValue });
        }

        [Fact]
        public void Guid_uri_version()
        {
            Both(new Misc
            {
                Guid = new Guid("0f8fad5b-d9cb-469f-a165-70867728950e"),
                Absolute = new Uri("https://example.com/a%20b/c?q=1&r=é#frag"),
                Relative = new Uri("../relative/path?x=1", UriKind.Relative),
                Version = new Version(1, 2, 3, 4),
            });
            Both(new Misc { Guid = Guid.Empty, Version = new Version(0, 1) });
            // A URI long enough to carry a string hint.
            Both(new Misc { Absolute = new Uri("https://example.com/" + new string('p', 100) + "?q=" + new string('é', 10)) });
        }

        [Fact]
        public void Objects_structs_records_and_member_shapes()
        {
            Both(new Outer
            {
                Inner = new Inner { Name = "in", Value = -1, Where = new Point { X = 1, Y = 2 } },
                Point = new Point { X = int.MaxValue, Y = int.MinValue },
                MaybePoint = new Point { X = 5, Y = 6 },
                Many = new List<Inner> { new Inner { Name = "a" }, new Inner { Name = "b", Where = new Point { X = 3 } } },
                Holder = new Holder { Inner = new Inner { Name = "held" }, Weight = 2.5 },
            });
            Both(new Outer());
            Both(new Person("Ada", 36));
            Both(new Employee("Bob", new Person("Ada", 36)) { Skills = new List<string> { "c#" } });
            Both(new PersonWithDefaults("x", 1, null));
            Both(new InitOnly { Id = 7, Name = "seven", Where = new Point { X = 7, Y = 7 } });
            Both(new WithRequired { Id = 1, Name = "x", Optional = 2 });
            Both(new StrictRecord("n", 1));
            Both(new WithFields { Number = 3, Text = "t", Where = new Point { X = 1, Y = 1 } });
            Both(new Renamed { FirstName = "Ada", Odd = 1, NonAscii = 2 });
            Both(new CamelCased { UserName = "u", Age = 1, IsActive = true, Renamed = 2 });
            Both(new SnakeCased { UserName = "u", Age = 1, IsActive = true, Renamed = 2 });
            Both(new KebabCased { UserName = "u", Age = 1, IsActive = true, Renamed = 2 });
            Both(Node.Chain(64));
            Both(new Catalog { Items = new List<CatalogItem> { new CatalogItem { Name = "i", Codes = new[] { 1 } } } });
            Both(new Sparse { Number = 1, Text = "t", List = new List<int> { 1 }, Where = new Point { X = 1 } });
            Both(new Document { Numbers = new[] { 1 }, Names = new List<string> { "a" }, Map = new Dictionary<string, int> { ["k"] = 1 } });
        }

        [Fact]
        public void Declaration_shapes()
        {
            Both(new GlobalNamespaceModel { Value = 3 });
            Both(new Container.NestedModel { Text = "t", Child = new Container.Middle.Deeper { Level = 2 } });
            Both(new Derived { Own = 1, BaseValue = 2, BaseText = "b" });
            Both(new Keywords { @class = 1, @event = "e", @namespace = true });
            Both(new Collisions
            {
                writer = 1, reader = 2, value = 3, options = 4, name = 5, result = 6, seen = 7, i = 8, System = 9, Bento = "10", Json = 11,
                list = new List<int> { 12 }, Codec = 13, Default = 14,
            });
            Both(new ReadOnlyPoint(1, -2));
            Both(new Polygon { Points = new List<ReadOnlyPoint> { new ReadOnlyPoint(0, 0), new ReadOnlyPoint(3, 4) }, Anchor = new ReadOnlyPoint(5, 5) });
        }

        [Fact]
        public void Max_depth_applies_to_hinted_documents()
        {
            var five = new BentoJsonOptions { MaxDepth = 5 };
            DeepEqual.Assert(Node.Chain(5), BentoHintedJson.Deserialize<Node>(BentoHintedJson.SerializeToUtf8Bytes(Node.Chain(5)), five));
            byte[] six = BentoHintedJson.SerializeToUtf8Bytes(Node.Chain(6));
            Assert.Throws<BentoJsonException>(() => BentoHintedJson.Deserialize<Node>(six, five));
            Assert.Throws<BentoJsonException>(() => BentoHintedJson.SerializeToUtf8Bytes(Node.Chain(65)));
            Assert.Throws<BentoJsonException>(() => BentoHintedJson.SerializeToUtf8Bytes(Node.Chain(6), five));
        }

        [Fact]
        public void Random_graphs()
        {
            for (int seed = 1; seed <= 200; seed++)
            {
                RandomModel value = new PropertyTests.ModelFactory(seed).Model();
                try
                {
                    RoundTrip(value, (seed & 1) == 0 ? null : s_indented);
                }
                catch (Exception e)
                {
                    throw new Xunit.Sdk.XunitException("seed " + seed + ": " + e.Message, e);
                }
            }
        }

        [Fact]
        public void Random_graphs_under_every_writing_option_give_the_plain_text()
        {
            for (int seed = 2000; seed < 2160; seed++)
            {
                var options = new BentoJsonOptions
                {
                    Indented = (seed & 1) != 0,
                    EscapeHtml = (seed & 2) != 0,
                    IgnoreNullValues = (seed & 4) != 0,
                    IgnoreDefaultValues = (seed & 8) != 0,
                };
                RandomModel value = new PropertyTests.ModelFactory(seed).Model();
                try
                {
                    RoundTrip(value, options);
                }
                catch (Exception e)
                {
                    throw new Xunit.Sdk.XunitException("seed " + seed + ": " + e.Message, e);
                }
            }
            foreach (bool indented in new[] { false, true })
            {
                var options = new BentoJsonOptions { Indented = indented, IgnoreNullValues = true, IgnoreDefaultValues = true, EscapeHtml = true };
                RoundTrip(new RandomModel(), options);
                RoundTrip(new Nullables(), options);
                RoundTrip(new Sparse(), options);
                RoundTrip(new Floats { Double = double.NaN, Single = float.PositiveInfinity, Maybe = double.NegativeInfinity },
                    new BentoJsonOptions { Indented = indented, FloatHandling = BentoFloatHandling.NamedLiteralsAsStrings });
            }
        }

        [Fact]
        public void Random_strings_get_hints_that_match_them()
        {
            var random = new Random(77);
            var factory = new PropertyTests.ModelFactory(77);
            int hinted = 0;
            for (int i = 0; i < 600; i++)
            {
                // Long enough that about half cross the threshold.
                string s = factory.Text(random.Next(0, 120));
                RoundTrip(new StringBox { Value = s });

                // String hints come from documents of the earlier writer now; the reader still checks and uses them.
                byte[] bytes = EarlierRelease(new StringBox { Value = s });
                if (HintsInOrder(bytes, earlierRelease: true).Count == 1)
                    hinted++;
                Assert.Equal(s, BentoHintedJson.Deserialize<StringBox>(bytes, Strict).Value);
            }
            Assert.InRange(hinted, 20, 580);
        }

#if !BENTO_NETSTANDARD_TESTS
        [Fact]
        public void Modern_shapes()
        {
            Both(new Coordinate(45.5, -0.1));
            Both(new Labeled("home", new Coordinate(1, 2)) { Extra = new List<int> { 1 } });
            Both(default(Labeled));
            Both(new RequiredKeyword { Name = "n", Age = 3, Optional = new string('o', 128) });
            Both(new DateAndTime { Date = DateOnly.MaxValue, Time = TimeOnly.MaxValue, MaybeDate = new DateOnly(2024, 2, 29), MaybeTime = new TimeOnly(13, 14, 15, 16) });
        }
#endif
    }
}
