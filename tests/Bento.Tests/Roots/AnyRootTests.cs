using System;
using System.Collections.Generic;
using System.IO;
using System.Linq;
using System.Text;
using System.Text.Json.Serialization;
using System.Threading.Tasks;
using Bento;
using Bento.MessagePack;
using Bento.Tests.Infrastructure;
using Bento.Tests.Roots;
using Xunit;

// The suites below go through TestFormat, whose methods are generic: the generator sees no closed type there, so the
// roots they use are declared, as an application declares roots reached only through a type parameter.
[assembly: BentoRoot(typeof(double[]))]
[assembly: BentoRoot(typeof(List<double>))]
[assembly: BentoRoot(typeof(List<double?>))]
[assembly: BentoRoot(typeof(string[]))]
[assembly: BentoRoot(typeof(HashSet<int>))]
[assembly: BentoRoot(typeof(Dictionary<string, int>))]
[assembly: BentoRoot(typeof(List<List<Item>>))]
[assembly: BentoRoot(typeof(List<List<int>>))]
[assembly: BentoRoot(typeof(Dictionary<string, List<Item>>))]
[assembly: BentoRoot(typeof(Dictionary<Shade, Item[]>))]
[assembly: BentoRoot(typeof(Shade))]
[assembly: BentoRoot(typeof(Shade?))]
[assembly: BentoRoot(typeof(List<Shade>))]
[assembly: BentoRoot(typeof(Signal))]
[assembly: BentoRoot(typeof(Uri))]
[assembly: BentoRoot(typeof(Version))]

namespace Bento.Tests.Roots
{
    public enum Shade : short
    {
        Dark,
        Light = 5,
    }

    // System.Text.Json's string converter makes an enum a name wherever Bento uses it, roots included.
    [JsonConverter(typeof(JsonStringEnumConverter))]
    public enum Signal
    {
        Red,
        Green,
    }

    /// <summary>Any supported type as a document: primitives, nullables, enums, nested collections, in every format and entry point.</summary>
    public class AnyRootTests
    {
        private static T RoundTrip<T>(TestFormat format, T value)
        {
            byte[] data = format.Serialize(value);
            T back = format.Deserialize<T>(data);
            DeepEqual.Assert(value, back);
            DeepEqual.Assert(value, format.Deserialize<T>(new MemoryStream(data)));
            return back;
        }

        [Theory, MemberData(nameof(TestFormat.OwnLayoutRows), MemberType = typeof(TestFormat))]
        public void Every_primitive_is_a_root(TestFormat format)
        {
            Assert.True(RoundTrip(format, true));
            Assert.Equal((byte)200, RoundTrip(format, (byte)200));
            Assert.Equal((sbyte)-5, RoundTrip(format, (sbyte)-5));
            Assert.Equal(short.MinValue, RoundTrip(format, short.MinValue));
            Assert.Equal(ushort.MaxValue, RoundTrip(format, ushort.MaxValue));
            Assert.Equal(int.MinValue, RoundTrip(format, int.MinValue));
            Assert.Equal(uint.MaxValue, RoundTrip(format, uint.MaxValue));
            Assert.Equal(long.MinValue, RoundTrip(format, long.MinValue));
            Assert.Equal(ulong.MaxValue, RoundTrip(format, ulong.MaxValue));
            Assert.Equal(1.5f, RoundTrip(format, 1.5f));
            Assert.Equal(Math.PI, RoundTrip(format, Math.PI));
            Assert.Equal(12.345m, RoundTrip(format, 12.345m));
            Assert.Equal('x', RoundTrip(format, 'x'));
            var id = Guid.NewGuid();
            Assert.Equal(id, RoundTrip(format, id));
            var when = new DateTime(2024, 5, 1, 10, 0, 0, DateTimeKind.Utc);
            Assert.Equal(when, RoundTrip(format, when));
            var offset = new DateTimeOffset(2024, 5, 1, 10, 0, 0, TimeSpan.FromHours(2));
            Assert.Equal(offset, RoundTrip(format, offset));
            Assert.Equal(TimeSpan.FromMinutes(90), RoundTrip(format, TimeSpan.FromMinutes(90)));
            Assert.Equal(new Uri("https://example.com/a?b=c"), RoundTrip(format, new Uri("https://example.com/a?b=c")));
            Assert.Equal(new Version(1, 2, 3), RoundTrip(format, new Version(1, 2, 3)));
            Assert.Equal(new byte[] { 0, 1, 255 }, RoundTrip(format, new byte[] { 0, 1, 255 }));
            Assert.Equal(new byte[] { 7, 8 }, RoundTrip<ReadOnlyMemory<byte>>(format, new byte[] { 7, 8 }).ToArray());
        }

        [Theory, MemberData(nameof(TestFormat.OwnLayoutRows), MemberType = typeof(TestFormat))]
        public void Strings_with_escapes_are_roots(TestFormat format)
        {
            const string Text = "quote \" backslash \\ slash / newline \n tab \t control \u0001 accent \u00e9 emoji \ud83d\ude00";
            Assert.Equal(Text, RoundTrip(format, Text));
            Assert.Equal(string.Empty, RoundTrip(format, string.Empty));
            Assert.Null(RoundTrip<string?>(format, null));
        }

        [Fact]
        public void A_string_root_is_written_as_json_text()
        {
            Assert.Equal("\"a\\\"b\\n\"", BentoJson.Serialize("a\"b\n"));
            Assert.Equal("a\"b\n\u00e9", BentoJson.Deserialize<string>("\"a\\\"b\\n\\u00e9\""));
            Assert.Equal(42, BentoJson.Deserialize<int>(" 42 "));
            Assert.Equal("42", BentoJson.Serialize(42));
        }

        [Theory, MemberData(nameof(TestFormat.OwnLayoutRows), MemberType = typeof(TestFormat))]
        public void Nullable_roots_are_null_or_a_value(TestFormat format)
        {
            Assert.Null(RoundTrip<int?>(format, null));
            Assert.Equal(7, RoundTrip<int?>(format, 7));
            Assert.Null(RoundTrip<Guid?>(format, null));
            Assert.Equal(2.5, RoundTrip<double?>(format, 2.5));
            Assert.Null(RoundTrip<Shade?>(format, null));
            Assert.Equal(Shade.Light, RoundTrip<Shade?>(format, Shade.Light));
        }

        [Theory, MemberData(nameof(TestFormat.OwnLayoutRows), MemberType = typeof(TestFormat))]
        public void Doubles_read_back_bit_exact(TestFormat format)
        {
            var random = new Random(20261124);
            var values = new double[2000];
            for (int i = 0; i < values.Length; i++)
                values[i] = i < 10 ? new[] { 0.1, 0.2, 0.30000000000000004, double.Epsilon, double.MaxValue, -0.0, 1e-300, 123456789.123, 5e-324, 0.0 }[i]
                    : BitConverter.Int64BitsToDouble((long)(random.NextDouble() * long.MaxValue)) is var d && double.IsFinite(d) ? d : random.NextDouble();
            double[] array = RoundTrip(format, values);
            List<double> list = RoundTrip(format, values.ToList());
            for (int i = 0; i < values.Length; i++)
            {
                Assert.Equal(BitConverter.DoubleToInt64Bits(values[i]), BitConverter.DoubleToInt64Bits(array[i]));
                Assert.Equal(BitConverter.DoubleToInt64Bits(values[i]), BitConverter.DoubleToInt64Bits(list[i]));
            }
        }

        [Fact]
        public void A_numbers_file_reads_as_double_array_and_list()
        {
            const string Numbers = "[0.1, 0.2, 0.30000000000000004, 1e308, 5e-324, -0.0, 2.2250738585072014E-308, 17, 1.7976931348623157e308]";
            double[] expected = { 0.1, 0.2, 0.30000000000000004, 1e308, 5e-324, -0.0, 2.2250738585072014E-308, 17, 1.7976931348623157e308 };
            double[] array = BentoJson.Deserialize<double[]>(Numbers);
            List<double> list = BentoJson.Deserialize<List<double>>(Encoding.UTF8.GetBytes(Numbers));
            Assert.Equal(expected.Select(BitConverter.DoubleToInt64Bits), array.Select(BitConverter.DoubleToInt64Bits));
            Assert.Equal(expected.Select(BitConverter.DoubleToInt64Bits), list.Select(BitConverter.DoubleToInt64Bits));
        }

        [Theory, MemberData(nameof(TestFormat.OwnLayoutRows), MemberType = typeof(TestFormat))]
        public void Nested_and_primitive_collections_are_roots(TestFormat format)
        {
            RoundTrip(format, new List<double?> { 1.5, null, -2 });
            RoundTrip(format, new[] { "a", "b\"c", "" });
            RoundTrip(format, new HashSet<int> { 3, 1, 2 });
            RoundTrip(format, new Dictionary<string, int> { ["one"] = 1, ["minus"] = -1 });
            var grid = RoundTrip(format, new List<List<Item>> { new() { Item("a", 1), Item("b", 2) }, new(), new() { Item("c", 3) } });
            Assert.Equal("c", grid[2][0].Id);
            RoundTrip(format, new Dictionary<string, List<Item>> { ["x"] = new() { Item("a", 1) }, ["empty"] = new() });
            RoundTrip(format, new Dictionary<Shade, Item[]> { [Shade.Light] = new[] { Item("l", 5) }, [Shade.Dark] = Array.Empty<Item>() });
            Assert.Equal(Shade.Light, RoundTrip(format, Shade.Light));
            RoundTrip(format, new List<Shade> { Shade.Dark, Shade.Light, (Shade)3 });
            Assert.Null(RoundTrip<List<List<Item>>?>(format, null));
        }

        [Fact]
        public void Enum_roots_follow_the_member_rules()
        {
            // A number by default, as a member without EnumsAsNames; a name under System.Text.Json's string converter.
            Assert.Equal("5", BentoJson.Serialize(Shade.Light));
            Assert.Equal("[0,5,3]", BentoJson.Serialize(new List<Shade> { Shade.Dark, Shade.Light, (Shade)3 }));
            Assert.Equal("\"Green\"", BentoJson.Serialize(Signal.Green));
            Assert.Equal(Signal.Green, BentoJson.Deserialize<Signal>("\"Green\""));
            Assert.Equal(Signal.Red, BentoJson.Deserialize<Signal>("0"));
            Assert.Equal(new byte[] { 0x05 }, BentoMessagePack.Serialize(Shade.Light));
            Assert.Equal(new byte[] { 0x01 }, BentoMessagePack.Serialize(Signal.Green));
        }

        [Fact]
        public void Roots_found_at_call_sites_need_no_declaration()
        {
            // None of these types is declared with BentoRoot: the generator registers them from these calls.
            var grid = BentoJson.Deserialize<List<List<Vec>>>("[[{\"x\":1,\"y\":2}],[]]");
            Assert.Equal(2f, grid[0][0].Y);
            Assert.Equal("[[{\"x\":1,\"y\":2}],[]]", BentoJson.Serialize(grid));
            var byName = BentoMessagePack.Deserialize<Dictionary<string, HashSet<long>>>(BentoMessagePack.Serialize(new Dictionary<string, HashSet<long>> { ["a"] = new() { 1, 2 } }));
            Assert.Equal(new HashSet<long> { 1, 2 }, byName["a"]);
            var sparse = BentoHintedJson.Deserialize<Guid?[]>(BentoHintedJson.Serialize(new Guid?[] { null, Guid.Empty }));
            Assert.Equal(new Guid?[] { null, Guid.Empty }, sparse);
        }

        [Theory, MemberData(nameof(TestFormat.OwnLayoutRows), MemberType = typeof(TestFormat))]
        public void Nested_collections_populate_like_members(TestFormat format)
        {
            var first = Item("a", 1);
            var inner = new List<Item> { first, Item("b", 2) };
            var grid = new List<List<Item>> { inner };
            byte[] data = format.Serialize(new List<List<Item>> { new() { Item("a2", 10) }, new() { Item("z", 26) } });
            format.Populate(data, ref grid);
            Assert.Same(inner, grid[0]);
            Assert.Same(first, grid[0][0]);
            Assert.Single(grid[0]);
            Assert.Equal("a2", first.Id);
            Assert.Equal(2, grid.Count);
            Assert.Equal(26, grid[1][0].Count);

            var numbers = new List<double?> { 1, 2, 3 };
            var same = numbers;
            format.Populate(format.Serialize(new List<double?> { null, 4 }), ref numbers);
            Assert.Same(same, numbers);
            Assert.Equal(new double?[] { null, 4 }, numbers);

            var map = new Dictionary<string, int> { ["keep"] = 1, ["drop"] = 2 };
            format.Populate(format.Serialize(new Dictionary<string, int> { ["keep"] = 3, ["new"] = 4 }), ref map);
            Assert.Equal(new Dictionary<string, int> { ["keep"] = 3, ["new"] = 4 }, map);
        }

        [Fact]
        public void Bad_json_gives_the_offset_and_path()
        {
            var ex = Assert.Throws<BentoJsonException>(() => BentoJson.Deserialize<List<List<int>>>("[[1],[2],[3],[4,\"x\"]]"));
            Assert.Equal("$[3][1]", ex.Path);
            Assert.Equal(16, ex.BytePosition);
            ex = Assert.Throws<BentoJsonException>(() => BentoJson.Deserialize<List<List<int>>>("[[1],[2"));
            Assert.Equal(7, ex.BytePosition);
            ex = Assert.Throws<BentoJsonException>(() => BentoJson.Deserialize<int>("\"7\""));
            Assert.Equal("$", ex.Path);
            ex = Assert.Throws<BentoJsonException>(() => BentoJson.Deserialize<int>("7 8"));
            Assert.Equal(2, ex.BytePosition);
            ex = Assert.Throws<BentoJsonException>(() => BentoJson.Deserialize<Dictionary<string, int>>("{\"a\":1,\"b\":[]}"));
            Assert.Equal("$.b", ex.Path);
            Assert.Throws<BentoJsonException>(() => BentoJson.Deserialize<int>(""));
            Assert.Throws<BentoJsonException>(() => BentoJson.Deserialize<byte>("256"));
        }

        [Fact]
        public void Bad_messagepack_gives_the_offset_and_path()
        {
            // [[1],[2],[3],[4,"x"]]
            byte[] data = { 0x94, 0x91, 0x01, 0x91, 0x02, 0x91, 0x03, 0x92, 0x04, 0xa1, (byte)'x' };
            var ex = Assert.Throws<BentoMessagePackException>(() => BentoMessagePack.Deserialize<List<List<int>>>(data));
            Assert.Equal("$[3][1]", ex.Path);
            Assert.Equal(9, ex.BytePosition);
            ex = Assert.Throws<BentoMessagePackException>(() => BentoMessagePack.Deserialize<List<List<int>>>(data.AsSpan(0, 8).ToArray()));
            Assert.Equal(7, ex.BytePosition);   // the array header that promises more than the input holds
            Assert.StartsWith("$[3]", ex.Path, StringComparison.Ordinal);
            Assert.Throws<BentoMessagePackException>(() => BentoMessagePack.Deserialize<string>(new byte[] { 0x05 }));
        }

        [Fact]
        public async Task Sequences_and_streams_take_any_root()
        {
            var lines = new MemoryStream();
            BentoJsonLines.Write(lines, new[] { new List<int> { 1, 2 }, new List<int>() });
            Assert.Equal("[1,2]\n[]\n", Encoding.UTF8.GetString(lines.ToArray()));
            lines.Position = 0;
            Assert.Equal(new[] { 2, 0 }, BentoJsonLines.Read<List<int>>(lines).Select(l => l.Count));
            Assert.Equal(new[] { 3, 4 }, BentoJsonLines.Read<int>(new MemoryStream(Encoding.UTF8.GetBytes("3\n4\n"))));

            var packed = new MemoryStream();
            BentoMessagePackStream.Write(packed, new[] { "a", "b" });
            packed.Position = 0;
            Assert.Equal(new[] { "a", "b" }, BentoMessagePackStream.Read<string>(packed));

            var read = new List<double?>();
            await foreach (var row in BentoJson.DeserializeAsyncEnumerable<List<double?>>(new MemoryStream(Encoding.UTF8.GetBytes("[[1,null],[2.5]]"))))
                read.AddRange(row);
            Assert.Equal(new double?[] { 1, null, 2.5 }, read);
            var ints = new List<int>();
            await foreach (int value in BentoMessagePack.DeserializeAsyncEnumerable<int>(new MemoryStream(BentoMessagePack.Serialize(new[] { 5, 6 }))))
                ints.Add(value);
            Assert.Equal(new[] { 5, 6 }, ints);

            var output = new MemoryStream();
            await BentoJson.SerializeAsync(output, new Dictionary<string, List<Item>> { ["k"] = new() { Item("v", 1) } });
            output.Position = 0;
            Assert.Equal("v", (await BentoJson.DeserializeAsync<Dictionary<string, List<Item>>>(output))["k"][0].Id);
        }

        [Fact]
        public void Generated_roots_are_found_by_type()
        {
            var codec = BentoTypeCodec.Find(typeof(List<List<Item>>));
            Assert.NotNull(codec);
            Assert.True(codec!.HasJson && codec.HasMessagePack);
            var grid = (List<List<Item>>)codec.DeserializeJson(Encoding.UTF8.GetBytes("[[{\"id\":\"q\",\"count\":2}]]"))!;
            Assert.Equal("q", grid[0][0].Id);
            Assert.True(BentoTypeCodec.Find(typeof(Dictionary<Shade, Item[]>))!.HasMessagePack);
            Assert.Null(BentoTypeCodec.Find(typeof(Queue<Item>)));
        }

        [Fact]
        public void Untyped_values_stay_roots()
        {
            var value = BentoJson.Deserialize<BentoValue>("[1,{\"a\":null}]");
            Assert.Equal("[1,{\"a\":null}]", BentoJson.Serialize(value));
        }

        private static Item Item(string id, int count) => new Item { Id = id, Count = count };
    }
}
