using System;
using System.Buffers;
using System.Collections.Generic;
using System.IO;
using Bento.MessagePack;
using Bento.Tests.Infrastructure;
using Bento.Tests.Models;
using Xunit;

namespace Bento.Tests.MessagePack
{
    /// <summary>Generated MessagePack codecs: golden bytes, round trips of every member shape in both layouts, reading rules.</summary>
    public class MsgPackTypedTests
    {
        /// <summary>Writes, checks the bytes are one valid document, reads back through every entry point.</summary>
        public static byte[] RoundTrip<T>(T value, BentoMessagePackOptions? options = null)
        {
            byte[] bytes = BentoMessagePack.Serialize(value, options);
            BentoMessagePack.Validate(bytes);
            T back = BentoMessagePack.Deserialize<T>(bytes, options);
            DeepEqual.Assert(value, back);

            // Writing is deterministic and every entry point writes and reads the same.
            Assert.Equal(bytes, BentoMessagePack.Serialize(back, options));
            var buffer = new ArrayBufferWriter<byte>(7);
            BentoMessagePack.Serialize(buffer, value, options);
            Assert.Equal(bytes, buffer.WrittenSpan.ToArray());
            var stream = new MemoryStream();
            BentoMessagePack.Serialize(stream, value, options);
            Assert.Equal(bytes, stream.ToArray());
            DeepEqual.Assert(value, BentoMessagePack.Deserialize<T>(new MemoryStream(bytes), options));
            DeepEqual.Assert(value, BentoMessagePack.Deserialize<T>(new ReadOnlyMemory<byte>(bytes), options));
            DeepEqual.Assert(value, BentoMessagePack.Deserialize<T>(new ReadOnlySpan<byte>(bytes), options));
            var segmented = InputOutputTests.Segments.Split(bytes, 3);
            DeepEqual.Assert(value, BentoMessagePack.Deserialize<T>(in segmented, options));
            return bytes;
        }

        /// <summary>The raw encoded value of one member of a map-mode document.</summary>
        public static byte[] MemberBytes(byte[] document, string name)
        {
            var reader = new MsgPackReader(document);
            int count = reader.ReadMapHeader();
            for (int i = 0; i < count; i++)
            {
                string? key = reader.ReadString();
                byte[] value = reader.ReadRaw().ToArray();
                if (key == name)
                    return value;
            }
            throw new Xunit.Sdk.XunitException("no member " + name);
        }

        private static byte[] Hex(string hex) => MsgPackTesting.Bytes(hex);

        // ---- golden bytes: a change here is a wire format change ----

        [Fact]
        public void Map_mode_wire_is_stable()
        {
            byte[] bytes = RoundTrip(new Person("Ada", 128));
            Assert.Equal("82a44e616d65a3416461a3416765cc80", MsgPackTesting.Hex(bytes));
        }

        [Fact]
        public void Array_mode_wire_is_stable()
        {
            byte[] bytes = RoundTrip(new KeyedPerson { Name = "Ada", Age = 128 });
            Assert.Equal("92a3416461cc80", MsgPackTesting.Hex(bytes));
        }

        [Fact]
        public void Array_mode_fills_gaps_with_nil()
        {
            byte[] bytes = RoundTrip(new KeyedGaps { First = 1, Middle = "m", Last = new List<int> { 2 } });
            Assert.Equal("9601c0c0a16dc09102", MsgPackTesting.Hex(bytes));
        }

        [Fact]
        public void Names_follow_naming_policy_and_BentoName()
        {
            byte[] bytes = RoundTrip(new CamelCased { UserName = "u", Age = 3, IsActive = true, Renamed = 4 });
            Assert.Equal(
                "84" + "a8757365724e616d65" + "a175" + "a3616765" + "03" + "a869734163746976" + "65" + "c3" + "ad4578706c696369745f4e616d65" + "04",
                MsgPackTesting.Hex(bytes));
            RoundTrip(new Renamed { FirstName = "f", Odd = -1, NonAscii = 2 });
            Assert.Equal(Hex("02"), MemberBytes(BentoMessagePack.Serialize(new Renamed { NonAscii = 2 }), "é"));
        }

        [Fact]
        public void Every_member_is_written_even_when_null()
        {
            byte[] bytes = BentoMessagePack.Serialize(new Dictionaries());
            Assert.Equal(0x8a, bytes[0]);
            Assert.Equal(Hex("c0"), MemberBytes(bytes, "ReadOnly"));
        }

        [Fact]
        public void Long_member_names_take_str8_headers()
        {
            byte[] bytes = RoundTrip(new LongNamed { Value = 1 });
            Assert.Equal("81d9" + "2a" + MsgPackTesting.Hex(System.Text.Encoding.UTF8.GetBytes(LongNamed.Name)) + "01", MsgPackTesting.Hex(bytes));
        }

        // ---- every type at its edges, map mode ----

        [Fact]
        public void Integers_and_floats_at_their_limits()
        {
            RoundTrip(new Numbers
            {
                Bool = true, Byte = byte.MaxValue, SByte = sbyte.MinValue, Int16 = short.MinValue, UInt16 = ushort.MaxValue,
                Int32 = int.MinValue, UInt32 = uint.MaxValue, Int64 = long.MinValue, UInt64 = ulong.MaxValue,
                Single = float.MaxValue, Double = double.Epsilon, Decimal = decimal.MinValue,
            });
            RoundTrip(new Numbers
            {
                SByte = sbyte.MaxValue, Int16 = short.MaxValue, Int32 = int.MaxValue, Int64 = long.MaxValue,
                Single = float.Epsilon, Double = double.MaxValue, Decimal = decimal.MaxValue,
            });
            RoundTrip(new Numbers());
            foreach (double d in new[] { double.NaN, double.PositiveInfinity, double.NegativeInfinity, -0.0, 0.1, -1e-300 })
                RoundTrip(new DoubleBox { Value = d });
            foreach (float f in new[] { float.NaN, float.NegativeInfinity, -0.0f, 0.1f })
                RoundTrip(new SingleBox { Value = f });
            Assert.Equal(Hex("cf ffffffffffffffff"), MemberBytes(BentoMessagePack.Serialize(new Numbers { UInt64 = ulong.MaxValue }), "UInt64"));
            Assert.Equal(Hex("d3 8000000000000000"), MemberBytes(BentoMessagePack.Serialize(new Numbers { Int64 = long.MinValue }), "Int64"));
            Assert.Equal(Hex("cb 8000000000000000"), MemberBytes(BentoMessagePack.Serialize(new DoubleBox { Value = -0.0 }), "Value"));
            Assert.Equal(Hex("ca 3dcccccd"), MemberBytes(BentoMessagePack.Serialize(new SingleBox { Value = 0.1f }), "Value"));
        }

        [Fact]
        public void Decimals_chars_and_strings()
        {
            foreach (string text in new[] { "1.50", "0", "-0.0000000000000000000000000001", "79228162514264337593543950335" })
            {
                var value = new DecimalBox { Value = decimal.Parse(text, System.Globalization.CultureInfo.InvariantCulture) };
                byte[] bytes = RoundTrip(value);
                Assert.Equal("\"" + text + "\"", System.Text.Encoding.UTF8.GetString(BentoMessagePack.ToJson(MemberBytes(bytes, "Value"))));
            }
            foreach (char c in new[] { '\0', 'a', '\u00e9', '\ud800', '\uffff' })
                RoundTrip(new CharBox { Value = c });
            Assert.Equal(Hex("cd ffff"), MemberBytes(BentoMessagePack.Serialize(new CharBox { Value = '\uffff' }), "Value"));
            foreach (int length in new[] { 0, 31, 32, 255, 256, 65535, 65536 })
                RoundTrip(new StringBox { Value = new string('s', length) });
            RoundTrip(new StringBox { Value = "é中🍙\0\"" });
            RoundTrip(new StringBox { Value = null });
            Assert.Equal(Hex("d9 20"), MemberBytes(BentoMessagePack.Serialize(new StringBox { Value = new string('s', 32) }), "Value").AsSpan(0, 2).ToArray());
        }

        [Fact]
        public void Binary_as_bin_of_every_size()
        {
            foreach (int length in new[] { 0, 1, 255, 256, 65535, 65536 })
            {
                var data = new byte[length];
                new Random(length).NextBytes(data);
                byte[] bytes = RoundTrip(new Binary { Bytes = data, Memory = data });
                byte marker = length <= 255 ? (byte)0xc4 : length <= 65535 ? (byte)0xc5 : (byte)0xc6;
                Assert.Equal(marker, MemberBytes(bytes, "Bytes")[0]);
                Assert.Equal(marker, MemberBytes(bytes, "Memory")[0]);
            }
            RoundTrip(new Binary { Bytes = null });
            Assert.Equal(Hex("c0"), MemberBytes(BentoMessagePack.Serialize(new Binary()), "Bytes"));
        }

        [Fact]
        public void Temporal_and_text_like_values()
        {
            foreach (var dt in new[] { DateTime.MinValue, DateTime.MaxValue, new DateTime(1970, 1, 1), new DateTime(1969, 12, 31, 23, 59, 59, 999).AddTicks(9999), new DateTime(2106, 2, 7, 6, 28, 16), new DateTime(2514, 5, 30, 1, 53, 4) })
            {
                var utc = DateTime.SpecifyKind(dt, DateTimeKind.Utc);
                RoundTrip(new Temporal
                {
                    DateTime = utc,
                    DateTimeOffset = new DateTimeOffset(DateTime.SpecifyKind(dt, DateTimeKind.Unspecified).AddDays(dt.Year > 5000 ? -1 : 1), TimeSpan.FromMinutes(dt.Year > 5000 ? -14 * 60 : 14 * 60)),
                    TimeSpan = dt.Year == 1 ? TimeSpan.MinValue : TimeSpan.MaxValue,
                });
            }
            Assert.Equal(Hex("d6ff 00000000"), MemberBytes(BentoMessagePack.Serialize(new Temporal { DateTime = new DateTime(1970, 1, 1, 0, 0, 0, DateTimeKind.Utc) }), "DateTime"));
            RoundTrip(new Misc { Guid = Guid.NewGuid(), Absolute = new Uri("https://example.com/a?b=c#d"), Relative = new Uri("../x y", UriKind.Relative), Version = new Version(1, 2, 3, 4) });
            RoundTrip(new Misc());
        }

        [Fact]
        public void Local_and_unspecified_times_are_written_as_utc()
        {
            var local = new DateTime(2020, 6, 1, 12, 0, 0, DateTimeKind.Local);
            var back = BentoMessagePack.Deserialize<DateTimeBox>(BentoMessagePack.Serialize(new DateTimeBox { Value = local }));
            Assert.Equal(DateTimeKind.Utc, back.Value.Kind);
            Assert.Equal(local.ToUniversalTime(), back.Value);
            var unspecified = new DateTime(2020, 6, 1, 12, 0, 0);
            back = BentoMessagePack.Deserialize<DateTimeBox>(BentoMessagePack.Serialize(new DateTimeBox { Value = unspecified }));
            Assert.Equal(DateTime.SpecifyKind(unspecified, DateTimeKind.Utc), back.Value);
        }

        [Fact]
        public void Enums_are_integers_even_when_json_uses_names()
        {
            RoundTrip(new EnumNumbers { Color = Color.Blue, Big = BigEnum.Lowest, Small = ByteEnum.Full, Unsigned = UnsignedEnum.Top, Maybe = Color.Red });
            RoundTrip(new EnumNumbers { Color = (Color)99, Maybe = null });
            var named = new EnumMemberNames { Color = Color.Green, Big = BigEnum.Highest, Maybe = Color.Blue, Number = Color.Red };
            byte[] bytes = RoundTrip(named);
            Assert.Equal(Hex("02"), MemberBytes(bytes, "Color"));
            Assert.Equal(Hex("cf 7fffffffffffffff"), MemberBytes(bytes, "Big"));
            Assert.Equal(Hex("04"), MemberBytes(bytes, "Maybe"));
            RoundTrip(new EnumTypeNames { Color = Color.Blue, Number = Color.Green, List = new List<Color> { Color.Red, (Color)8 } });
            Assert.Equal(Hex("92 01 08"), MemberBytes(BentoMessagePack.Serialize(new EnumTypeNames { List = new List<Color> { Color.Red, (Color)8 } }), "List"));
        }

        [Fact]
        public void Nullables_with_and_without_values()
        {
            RoundTrip(new Nullables());
            RoundTrip(new Nullables
            {
                Bool = false, Byte = 0, Int32 = int.MinValue, Int64 = long.MaxValue, UInt64 = ulong.MaxValue, Single = -0.0f, Double = double.NaN,
                Decimal = 1.10m, Char = 'x', Guid = Guid.Empty, DateTime = new DateTime(2000, 1, 1, 0, 0, 0, DateTimeKind.Utc),
                DateTimeOffset = new DateTimeOffset(2000, 1, 1, 0, 0, 0, TimeSpan.FromHours(-5)), TimeSpan = TimeSpan.FromTicks(-1),
                Color = Color.Green, Point = new Point { X = -1, Y = 1 }, String = "", Inner = new Inner(),
            });
        }

        [Fact]
        public void Collections_of_every_kind()
        {
            RoundTrip(new Collections());
            RoundTrip(new Collections
            {
                Array = new[] { int.MinValue, 0, int.MaxValue },
                List = new List<string> { "a", "", "é😀" },
                IList = new List<int> { 1, 2, 3 },
                IReadOnlyList = new List<long> { long.MinValue, long.MaxValue },
                ICollection = new List<double> { 0.1, -0.0, double.MaxValue },
                IEnumerable = new List<string> { "x", "y" },
                HashSet = new HashSet<int> { 5, 1, 3 },
                Points = new List<Point> { new Point { X = 1, Y = 2 }, new Point { X = -3, Y = 4 } },
                Inners = new[] { new Inner { Name = "n", Value = 1, Where = new Point { X = 9, Y = 8 } }, new Inner(), null! },
                Jagged = new[] { new int[0], new[] { 1 }, new[] { 1, 2 } },
                NestedLists = new List<List<string>> { new List<string>(), new List<string> { "deep" } },
                NullableStrings = new string?[] { null, "x", null },
                NullableInts = new List<int?> { null, 1, null },
            });
            RoundTrip(new Collections
            {
                Array = new int[0], List = new List<string>(), IList = new List<int>(), IReadOnlyList = new List<long>(),
                ICollection = new List<double>(), IEnumerable = new List<string>(), HashSet = new HashSet<int>(),
                Points = new List<Point>(), Inners = new Inner[0], Jagged = new int[0][], NestedLists = new List<List<string>>(),
                NullableStrings = new string?[0], NullableInts = new List<int?>(),
            });
            var big = new int[70000];
            for (int i = 0; i < big.Length; i++)
                big[i] = i * 31 - 1000;
            Assert.Equal(0xdd, MemberBytes(RoundTrip(new Collections { Array = big }), "Array")[0]);
        }

        [Fact]
        public void Enumerables_that_are_not_lists_are_written_with_their_count()
        {
            var value = new Collections { IEnumerable = new HashSet<string> { "a" }, ICollection = new LinkedList<double>(new[] { 1.5, 2.5 }) };
            var back = BentoMessagePack.Deserialize<Collections>(BentoMessagePack.Serialize(value));
            Assert.Equal(new[] { "a" }, back.IEnumerable);
            Assert.Equal(new[] { 1.5, 2.5 }, back.ICollection);
            var lazy = new Collections { IEnumerable = Lazy() };
            Assert.Equal(new[] { "p", "q" }, BentoMessagePack.Deserialize<Collections>(BentoMessagePack.Serialize(lazy)).IEnumerable);
        }

        private static IEnumerable<string> Lazy()
        {
            yield return "p";
            yield return "q";
        }

        [Fact]
        public void Dictionaries_keep_keys_in_their_natural_type()
        {
            var value = new Dictionaries
            {
                ByString = new Dictionary<string, int> { [""] = 0, ["a\"b"] = 1, ["é😀"] = 2 },
                ByInt32 = new Dictionary<int, string> { [int.MinValue] = "min", [0] = "zero", [int.MaxValue] = "max" },
                ByInt64 = new Dictionary<long, double> { [long.MinValue] = 1.5, [long.MaxValue] = -0.0 },
                ByInt16 = new Dictionary<short, int> { [short.MinValue] = 1, [short.MaxValue] = 2 },
                ByUInt32 = new Dictionary<uint, int> { [uint.MaxValue] = 1 },
                ByUInt64 = new Dictionary<ulong, int> { [ulong.MaxValue] = 1, [0] = 2 },
                ByGuid = new Dictionary<Guid, string> { [Guid.Empty] = "empty", [new Guid("0f8fad5b-d9cb-469f-a165-70867728950e")] = "v4" },
                ReadOnly = new Dictionary<string, Inner> { ["k"] = new Inner { Name = "v", Value = 3 } },
                OfLists = new Dictionary<string, List<int>> { ["a"] = new List<int> { 1, 2 }, ["b"] = new List<int>() },
                NullValues = new Dictionary<string, string?> { ["n"] = null, ["s"] = "s" },
            };
            RoundTrip(value);
            RoundTrip(new Dictionaries { ByString = new Dictionary<string, int>() });
            Assert.Equal(Hex("81 05 a178"), MemberBytes(BentoMessagePack.Serialize(new Dictionaries { ByInt32 = new Dictionary<int, string> { [5] = "x" } }), "ByInt32"));
            Assert.Equal(Hex("81 d0d6 01"), MemberBytes(BentoMessagePack.Serialize(new Dictionaries { ByInt16 = new Dictionary<short, int> { [-42] = 1 } }), "ByInt16"));
            byte[] guidKeyed = MemberBytes(BentoMessagePack.Serialize(new Dictionaries { ByGuid = new Dictionary<Guid, string> { [Guid.Empty] = "" } }), "ByGuid");
            Assert.Equal(Hex("81 d924"), guidKeyed.AsSpan(0, 3).ToArray());
            RoundTrip(new EnumKeyed { ByNumber = new Dictionary<Color, int> { [Color.Red] = 1, [(Color)64] = 2 }, ByBigNumber = new Dictionary<BigEnum, string> { [BigEnum.Lowest] = "l" } });
            byte[] byName = RoundTrip(new EnumKeyedByName { ByName = new Dictionary<Color, int> { [Color.Blue] = 7 } });
            Assert.Equal(Hex("81 04 07"), MemberBytes(byName, "ByName"));
        }

        [Fact]
        public void Dictionary_keys_repeated_in_the_input_last_wins()
        {
            // {"ByString": {"a": 1, "a": 2}}
            var value = BentoMessagePack.Deserialize<Dictionaries>(Hex("81 a8 4279537472696e67 82 a161 01 a161 02"));
            Assert.Equal(new Dictionary<string, int> { ["a"] = 2 }, value.ByString);
        }

        [Fact]
        public void Nested_objects_structs_and_records()
        {
            RoundTrip(new Outer
            {
                Inner = new Inner { Name = "i", Value = -5, Where = new Point { X = int.MaxValue, Y = int.MinValue } },
                Point = new Point { X = 1 },
                MaybePoint = new Point { Y = 2 },
                Many = new List<Inner> { new Inner(), new Inner { Name = "" } },
                Holder = new Holder { Inner = new Inner { Value = 1 }, Weight = 0.5 },
            });
            RoundTrip(new Outer());
            RoundTrip(new Employee("E", new Person("M", 40)) { Skills = new List<string> { "x" } });
            RoundTrip(new InitOnly { Id = 3, Name = "n", Where = new Point { X = 2 } });
            RoundTrip(new WithFields { Number = 4, Text = "t", Where = new Point { Y = 5 } });
            RoundTrip(new WithRequired { Id = 1, Name = null, Optional = 2 });
            RoundTrip(new Point { X = -1, Y = -2 });
            RoundTrip<Inner?>(null);
            Assert.Equal(Hex("c0"), BentoMessagePack.Serialize<Inner?>(null));
        }

        // ---- array mode ----

        [Fact]
        public void Array_mode_round_trips_every_shape()
        {
            // Timestamps read back as UTC (docs/messagepack.md), so the default DateTime is given that kind here.
            RoundTrip(new KeyedEverything { DateTime = DateTime.SpecifyKind(default, DateTimeKind.Utc) });
            var full = new KeyedEverything
            {
                Int64 = long.MinValue, Bool = true, Byte = 255, SByte = -128, Int16 = short.MinValue, UInt16 = ushort.MaxValue,
                Int32 = int.MinValue, UInt32 = uint.MaxValue, UInt64 = ulong.MaxValue, Single = float.NaN, Double = -0.0,
                Decimal = -1.000m, Char = '\ud83c', String = "é中🍙", Bytes = new byte[] { 0, 255 }, Memory = new byte[300],
                Guid = Guid.NewGuid(), DateTime = new DateTime(1, 1, 1, 0, 0, 0, DateTimeKind.Utc),
                DateTimeOffset = new DateTimeOffset(9999, 12, 31, 0, 0, 0, TimeSpan.FromHours(-3)), TimeSpan = TimeSpan.MinValue,
                Uri = new Uri("urn:x"), Version = new Version(0, 0), Color = (Color)3, NamedBig = BigEnum.Highest,
                MaybeInt = 0, MaybePoint = new Point { X = 1, Y = 2 }, Array = new[] { 1, -1 },
                List = new List<string?> { null, "" }, IList = new List<Inner> { new Inner { Name = "x" } }, Enumerable = new List<int> { 9 },
                Set = new HashSet<long> { long.MaxValue }, ByString = new Dictionary<string, int> { ["k"] = 1 },
                ByInt = new Dictionary<int, string> { [-1] = "m" }, ByEnum = new Dictionary<Color, bool> { [Color.Green] = true },
                ByGuid = new Dictionary<Guid, Point> { [Guid.Empty] = new Point { X = 3 } }, Inner = new Inner { Value = 8 },
                Point = new Point { Y = -9 }, Keyed = new KeyedPerson { Name = "k", Age = -1 },
                Jagged = new[] { new[] { 1 }, new int[0] },
            };
            byte[] bytes = RoundTrip(full);
            // Keys 0 to 40 with 7 and 8 unused: an array of 41 with nil at those two indices.
            var reader = new MsgPackReader(bytes);
            Assert.Equal(41, reader.ReadArrayHeader());
            for (int i = 0; i < 7; i++)
                reader.Skip();
            Assert.True(reader.TryReadNil());
            Assert.True(reader.TryReadNil());
            Assert.Equal(long.MinValue, reader.ReadInt64());
        }

        [Fact]
        public void Array_mode_records_use_constructor_parameters_and_their_defaults()
        {
            Assert.Equal("92a16b05", MsgPackTesting.Hex(RoundTrip(new KeyedRecord("k", 5))));
            Assert.Equal(new KeyedRecord("only", 7), BentoMessagePack.Deserialize<KeyedRecord>(Hex("91 a46f6e6c79")));
        }

        [Fact]
        public void Array_mode_reads_shorter_arrays_with_defaults()
        {
            var value = BentoMessagePack.Deserialize<KeyedGaps>(Hex("91 05"));
            Assert.Equal(5, value.First);
            Assert.Equal("preset", value.Middle);
            Assert.Null(value.Last);
            var empty = BentoMessagePack.Deserialize<KeyedGaps>(Hex("90"));
            Assert.Equal(0, empty.First);
            Assert.Equal("preset", empty.Middle);
        }

        [Fact]
        public void Array_mode_skips_extra_elements_and_gap_values()
        {
            // [1, "ignored", {"x":[1]}, "m", 3.5, [2], "extra", {"a": 1}]
            var value = BentoMessagePack.Deserialize<KeyedGaps>(Hex("98 01 a769676e6f726564 81a178 9101 a16d cb400c000000000000 9102 a56578747261 81a16101"));
            Assert.Equal(1, value.First);
            Assert.Equal("m", value.Middle);
            Assert.Equal(new List<int> { 2 }, value.Last);
        }

        [Fact]
        public void Array_mode_requires_required_members_and_an_array()
        {
            var e = Assert.Throws<BentoMessagePackException>(() => BentoMessagePack.Deserialize<KeyedRequired>(Hex("90")));
            Assert.Contains("'Id'", e.Message);
            Assert.Equal(4, BentoMessagePack.Deserialize<KeyedRequired>(Hex("91 04")).Id);
            Assert.Throws<BentoMessagePackException>(() => BentoMessagePack.Deserialize<KeyedPerson>(Hex("81 a44e616d65 a141")));
            Assert.Throws<BentoMessagePackException>(() => BentoMessagePack.Deserialize<Person>(Hex("92 a141 01")));
        }

        [Fact]
        public void Array_mode_fills_get_only_collections_in_place()
        {
            var value = new KeyedFill { Count = 2 };
            value.Items.Add(1);
            byte[] bytes = RoundTrip(value);
            Assert.Equal("92910102", MsgPackTesting.Hex(bytes));
            var target = new KeyedFill();
            var items = target.Items;
            items.Add(99);
            BentoMessagePack.Populate(bytes, ref target);
            Assert.Same(items, target.Items);
            Assert.Equal(new List<int> { 1 }, target.Items);
        }

        // ---- map mode reading rules ----

        [Fact]
        public void Unknown_keys_are_skipped_whatever_their_type()
        {
            // {"x": {"deep": [1, {"y": nil}]}, 7: "int key", "Name": "Ada", nil: true, "Ag": 1, "Age": 5, "Agee": [], bin: 1}
            byte[] input = Hex("88 a178 81a464656570 9201 81a179c0 07 a7696e74206b6579 a44e616d65 a3416461 c0 c3 a24167 01 a3416765 05 a441676565 90 c40101 01");
            Assert.Equal(new Person("Ada", 5), BentoMessagePack.Deserialize<Person>(input));
        }

        [Fact]
        public void Missing_keys_keep_defaults()
        {
            Assert.Equal(new PersonWithDefaults("x", 42, "none"), BentoMessagePack.Deserialize<PersonWithDefaults>(Hex("81 a44e616d65 a178")));
            var inner = BentoMessagePack.Deserialize<Inner>(Hex("80"));
            Assert.Null(inner.Name);
            Assert.Equal(0, inner.Value);
            var gaps = BentoMessagePack.Deserialize<KeyedGaps>(Hex("90"));
            Assert.Equal("preset", gaps.Middle);
        }

        [Fact]
        public void Required_members_are_enforced()
        {
            var e = Assert.Throws<BentoMessagePackException>(() => BentoMessagePack.Deserialize<WithRequired>(Hex("81 a2 4964 01")));
            Assert.Contains("'Name'", e.Message);
            var ok = BentoMessagePack.Deserialize<WithRequired>(Hex("82 a2 4964 01 a4 4e616d65 c0"));
            Assert.Equal(1, ok.Id);
            Assert.Null(ok.Name);
        }

        [Fact]
        public void Duplicate_members_last_wins_unless_rejected()
        {
            byte[] input = Hex("82 a556616c7565 01 a556616c7565 02");
            Assert.Equal(2, BentoMessagePack.Deserialize<Inner>(input).Value);
            var strict = new BentoMessagePackOptions { RejectDuplicateMembers = true };
            var e = Assert.Throws<BentoMessagePackException>(() => BentoMessagePack.Deserialize<Inner>(input, strict));
            Assert.Contains("'Value'", e.Message);
            Assert.Equal(1, BentoMessagePack.Deserialize<Inner>(Hex("81 a556616c7565 01"), strict).Value);
        }

        [Fact]
        public void Integers_read_from_any_family_that_fits()
        {
            // {"Value": uint8 5} and {"Value": int64 -3}
            Assert.Equal(5, BentoMessagePack.Deserialize<Int32Box>(Hex("81 a556616c7565 cc05")).Value);
            Assert.Equal(-3, BentoMessagePack.Deserialize<Int32Box>(Hex("81 a556616c7565 d3fffffffffffffffd")).Value);
            Assert.Throws<BentoMessagePackException>(() => BentoMessagePack.Deserialize<ByteBox>(Hex("81 a556616c7565 cd0100")));
        }

        // ---- populate ----

        [Fact]
        public void Populate_reuses_collections_and_nested_objects()
        {
            var inner = new Inner { Name = "keep", Value = 1 };
            var many = new List<Inner> { new Inner() };
            var target = new Outer { Inner = inner, Many = many, Point = new Point { X = 5, Y = 6 } };
            byte[] update = BentoMessagePack.Serialize(new Outer { Inner = new Inner { Name = "new", Value = 2 }, Many = new List<Inner> { new Inner { Value = 3 } } });
            BentoMessagePack.Populate(update, ref target);
            Assert.Same(inner, target.Inner);
            Assert.Same(many, target.Many);
            Assert.Equal("new", inner.Name);
            Assert.Equal(3, Assert.Single(many).Value);

            // Only some members present: the rest keep their values. {"Value": 9}
            BentoMessagePack.Populate(Hex("81 a556616c7565 09"), ref inner);
            Assert.Equal("new", inner.Name);
            Assert.Equal(9, inner.Value);

            var array = new[] { 1, 2 };
            var collections = new Collections { Array = array };
            BentoMessagePack.Populate(BentoMessagePack.Serialize(new Collections { Array = new[] { 7, 8 } }), ref collections);
            Assert.Same(array, collections.Array);
            Assert.Equal(new[] { 7, 8 }, array);

            var record = new PersonWithDefaults("a", 1, "n");
            BentoMessagePack.Populate(Hex("81 a3416765 02"), ref record);
            Assert.Equal(new PersonWithDefaults("a", 2, "n"), record);

            Inner? none = null;
            BentoMessagePack.Populate(Hex("81 a556616c7565 04"), ref none);
            Assert.Equal(4, none!.Value);
        }

        [Fact]
        public void Populate_in_array_mode_keeps_members_past_the_end_of_a_short_array()
        {
            var record = new KeyedRecord("a", 1);
            BentoMessagePack.Populate(Hex("91 a162"), ref record);
            Assert.Equal(new KeyedRecord("b", 1), record);

            var gaps = new KeyedGaps { First = 1, Middle = "m", Last = new List<int> { 3 } };
            var last = gaps.Last;
            BentoMessagePack.Populate(Hex("96 02 c0 c0 c0 c0 92 04 05"), ref gaps);
            Assert.Equal(2, gaps.First);
            Assert.Null(gaps.Middle);
            Assert.Same(last, gaps.Last);
            Assert.Equal(new List<int> { 4, 5 }, last);
        }

        [Fact]
        public async System.Threading.Tasks.Task Async_stream_entry_points()
        {
            var value = new Outer { Inner = new Inner { Name = "async" }, Many = new List<Inner> { new Inner { Value = 2 } } };
            var stream = new MemoryStream();
            await BentoMessagePack.SerializeAsync(stream, value);
            Assert.Equal(BentoMessagePack.Serialize(value), stream.ToArray());
            stream.Position = 0;
            DeepEqual.Assert(value, await BentoMessagePack.DeserializeAsync<Outer>(stream));
            await Assert.ThrowsAsync<BentoMessagePackException>(async () => await BentoMessagePack.DeserializeAsync<Outer>(new MemoryStream(Hex("81"))));
        }

        [Fact]
        public void Explicit_codec_overloads_match_the_registry()
        {
            var person = new Person("Ada", 128);
            byte[] bytes = BentoMessagePack.Serialize(person, Person.BentoMsgPackCodec.Instance);
            Assert.Equal(BentoMessagePack.Serialize(person), bytes);
            Assert.Same(Person.BentoMsgPackCodec.Instance, MsgPackCodecRegistry<Person>.Codec);
            Assert.Equal(person, BentoMessagePack.Deserialize(bytes, Person.BentoMsgPackCodec.Instance));
            var buffer = new ArrayBufferWriter<byte>();
            BentoMessagePack.Serialize(buffer, person, Person.BentoMsgPackCodec.Instance);
            Assert.Equal(bytes, buffer.WrittenSpan.ToArray());
        }

        // ---- allocation ----

        [Fact]
        public void Writing_into_a_reused_buffer_allocates_nothing()
        {
            var value = new Outer
            {
                Inner = new Inner { Name = "name", Value = 1 },
                Many = new List<Inner> { new Inner { Name = "é中" }, new Inner() },
                Holder = new Holder { Weight = 1.5 },
            };
            var keyed = new KeyedGaps { First = 1, Middle = "x", Last = new List<int> { 1, 2, 3 } };
            var buffer = new ArrayBufferWriter<byte>(4096);
            BentoMessagePack.Serialize(buffer, value);
            BentoMessagePack.Serialize(buffer, keyed);
            long before = GC.GetAllocatedBytesForCurrentThread();
            for (int i = 0; i < 20; i++)
            {
                buffer.ResetWrittenCount();
                BentoMessagePack.Serialize(buffer, value);
                BentoMessagePack.Serialize(buffer, keyed);
            }
            Assert.Equal(0, GC.GetAllocatedBytesForCurrentThread() - before);
        }

        [Fact]
        public void Types_without_a_codec_say_how_to_get_one()
        {
#pragma warning disable BENTO032 // the compiler's warning for this call; the run-time message is checked here
            var e = Assert.Throws<InvalidOperationException>(() => BentoMessagePack.Serialize(new object()));
#pragma warning restore BENTO032
            Assert.Contains("[BentoObject]", e.Message);
            Assert.Contains("MsgPackCodecRegistry<T>.Register", e.Message);
            Assert.DoesNotContain("Mark it", e.Message);
        }
    }
}
