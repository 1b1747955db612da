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
    /// <summary>
    /// MessagePack's own expectations: golden bytes, the encoding chosen for each member type, non-finite numbers,
    /// the array layout's and the map layout's reading rules, populate. The round trips of every member type, in both
    /// layouts, are <see cref="RoundTripSuite"/>.
    /// </summary>
    public class MsgPackTypedTests
    {
        private static byte[] RoundTrip<T>(T value, BentoMessagePackOptions? options = null) => MsgPackTesting.RoundTrip(value, options);

        private static byte[] MemberBytes(byte[] document, string name) => MsgPackTesting.MemberBytes(document, name);

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

        // ---- map mode input ----

        [Fact]
        public void Dictionary_keys_repeated_in_the_input_last_wins()
        {
            // {"ByString": {"a": 1, "a": 2}}
            var value = BentoMessagePack.Deserialize<Dictionaries>(Hex("81 a8 4279537472696e67 82 a161 01 a161 02"));
            Assert.Equal(new Dictionary<string, int> { ["a"] = 2 }, value.ByString);
        }

        // ---- the encoding of each member type ----

        [Fact]
        public void Non_finite_numbers_round_trip_and_integers_take_their_smallest_family()
        {
            // JSON has no NaN or infinity by default; MessagePack's floats carry them.
            foreach (double d in new[] { double.NaN, double.PositiveInfinity, double.NegativeInfinity })
                RoundTrip(new DoubleBox { Value = d });
            foreach (float f in new[] { float.NaN, float.NegativeInfinity })
                RoundTrip(new SingleBox { Value = f });
            RoundTrip(new Nullables { Double = double.NaN, Single = float.PositiveInfinity });
            Assert.Equal(Hex("cf ffffffffffffffff"), MemberBytes(BentoMessagePack.Serialize(new Numbers { UInt64 = ulong.MaxValue }), "UInt64"));
            Assert.Equal(Hex("d3 8000000000000000"), MemberBytes(BentoMessagePack.Serialize(new Numbers { Int64 = long.MinValue }), "Int64"));
            Assert.Equal(Hex("cb 8000000000000000"), MemberBytes(BentoMessagePack.Serialize(new DoubleBox { Value = -0.0 }), "Value"));
            Assert.Equal(Hex("ca 3dcccccd"), MemberBytes(BentoMessagePack.Serialize(new SingleBox { Value = 0.1f }), "Value"));
        }

        [Fact]
        public void Chars_strings_binary_and_times_take_their_encodings()
        {
            Assert.Equal(Hex("cd ffff"), MemberBytes(BentoMessagePack.Serialize(new CharBox { Value = '\uffff' }), "Value"));
            Assert.Equal(Hex("d9 20"), MemberBytes(BentoMessagePack.Serialize(new StringBox { Value = new string('s', 32) }), "Value").AsSpan(0, 2).ToArray());
            Assert.Equal(Hex("c0"), MemberBytes(BentoMessagePack.Serialize(new Binary()), "Bytes"));
            Assert.Equal(Hex("d6ff 00000000"), MemberBytes(BentoMessagePack.Serialize(new Temporal { DateTime = new DateTime(1970, 1, 1, 0, 0, 0, DateTimeKind.Utc) }), "DateTime"));
            Assert.Equal(Hex("c0"), BentoMessagePack.Serialize<Inner?>(null));

            // Random bytes of each bin size (the suite's bytes follow a pattern).
            foreach (int length in new[] { 0, 255, 256, 65536 })
            {
                var data = new byte[length];
                new Random(length).NextBytes(data);
                RoundTrip(new Binary { Bytes = data, Memory = data });
            }
        }

        [Fact]
        public void Enums_are_integers_even_when_json_uses_names()
        {
            byte[] bytes = BentoMessagePack.Serialize(new EnumMemberNames { Color = Color.Green, Big = BigEnum.Highest, Maybe = Color.Blue, Number = Color.Red });
            Assert.Equal(Hex("02"), MemberBytes(bytes, "Color"));
            Assert.Equal(Hex("cf 7fffffffffffffff"), MemberBytes(bytes, "Big"));
            Assert.Equal(Hex("04"), MemberBytes(bytes, "Maybe"));
            Assert.Equal(Hex("92 01 08"), MemberBytes(BentoMessagePack.Serialize(new EnumTypeNames { List = new List<Color> { Color.Red, (Color)8 } }), "List"));
        }

        [Fact]
        public void Dictionaries_keep_keys_in_their_natural_type()
        {
            Assert.Equal(Hex("81 05 a178"), MemberBytes(BentoMessagePack.Serialize(new Dictionaries { ByInt32 = new Dictionary<int, string> { [5] = "x" } }), "ByInt32"));
            Assert.Equal(Hex("81 d0d6 01"), MemberBytes(BentoMessagePack.Serialize(new Dictionaries { ByInt16 = new Dictionary<short, int> { [-42] = 1 } }), "ByInt16"));
            byte[] guidKeyed = MemberBytes(BentoMessagePack.Serialize(new Dictionaries { ByGuid = new Dictionary<Guid, string> { [Guid.Empty] = "" } }), "ByGuid");
            Assert.Equal(Hex("81 d924"), guidKeyed.AsSpan(0, 3).ToArray());
            byte[] byName = BentoMessagePack.Serialize(new EnumKeyedByName { ByName = new Dictionary<Color, int> { [Color.Blue] = 7 } });
            Assert.Equal(Hex("81 04 07"), MemberBytes(byName, "ByName"));
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
            // The least of a few runs, so that a one-off allocation of the runtime is not counted as the writer's.
            long allocated = Allocations.Measure(() =>
            {
                for (int i = 0; i < 20; i++)
                {
                    buffer.ResetWrittenCount();
                    BentoMessagePack.Serialize(buffer, value);
                    BentoMessagePack.Serialize(buffer, keyed);
                }
            });
            Assert.Equal(0, allocated);
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
