using System;
using System.Collections.Generic;
using System.Linq;
using Bento.Tests.Infrastructure;
using Bento.Tests.Models;
using Xunit;

namespace Bento.Tests.MemberTypes
{
    public class TupleTests
    {
        public static IEnumerable<object[]> Formats() => TestFormat.Names();

        public static IEnumerable<object[]> NamedFormats() => TestFormat.OwnLayoutNames();

        private static TupleMembers Sample() => new TupleMembers
        {
            Pair = (1, "a"),
            Named = (7, "Ada"),
            Maybe = (2, "b"),
            Nested = (-3L, ("c", 0.5)),
            List = new List<(int, string)> { (1, "x"), (2, "y") },
            Points = new[] { (0, 0), (3, -4) },
            ByName = new Dictionary<string, (int, bool)> { ["on"] = (1, true), ["off"] = (0, false) },
            Single = new ValueTuple<int>(9),
            Seven = (1, -2, 3, -4L, 1.5f, 2.25, 10.5m),
            Colored = (TupleColor.Blue, null),
        };

        private const string SampleJson =
            "{\"Pair\":[1,\"a\"],\"Named\":[7,\"Ada\"],\"Maybe\":[2,\"b\"],\"Nested\":[-3,[\"c\",0.5]],\"List\":[[1,\"x\"],[2,\"y\"]],"
            + "\"Points\":[[0,0],[3,-4]],\"ByName\":{\"on\":[1,true],\"off\":[0,false]},\"Single\":[9],"
            + "\"Seven\":[1,-2,3,-4,1.5,2.25,10.5],\"Colored\":[2,null]}";

        // Eight or more elements: ValueTuple<T1..T7, TRest>, written as seven elements and the rest's array.
        private static LongTupleMembers LongSample() => new LongTupleMembers
        {
            Eight = (1, 2, 3, 4, 5, 6, 7, 8),
            Nine = (-1, "two", 3L, true, 4.5, 6, 'z', null, TupleColor.Green),
            Fifteen = (1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15),
            Maybe = (9, 8, 7, 6, 5, 4, 3, 2, 1),
            List = new List<(int, int, int, int, int, int, int, int)> { (1, 1, 1, 1, 1, 1, 1, 1), (0, 0, 0, 0, 0, 0, 0, -1) },
            ByName = new Dictionary<string, (string, int, int, int, int, int, int, int, int)> { ["a"] = ("x", 1, 2, 3, 4, 5, 6, 7, 8) },
            Nested = (0, (1, 2, 3, 4, 5, 6, 7, 8, 9)),
        };

        private const string LongSampleJson =
            "{\"Eight\":[1,2,3,4,5,6,7,[8]],\"Nine\":[-1,\"two\",3,true,4.5,6,\"z\",[null,1]],"
            + "\"Fifteen\":[1,2,3,4,5,6,7,[8,9,10,11,12,13,14,[15]]],\"Maybe\":[9,8,7,6,5,4,3,[2,1]],"
            + "\"List\":[[1,1,1,1,1,1,1,[1]],[0,0,0,0,0,0,0,[-1]]],\"ByName\":{\"a\":[\"x\",1,2,3,4,5,6,[7,8]]},"
            + "\"Nested\":[0,[1,2,3,4,5,6,7,[8,9]]]}";

        [Theory]
        [MemberData(nameof(Formats))]
        public void Tuples_are_arrays_in_every_format(string name) => ArraysInEveryFormat(name, Sample(), SampleJson);

        [Theory]
        [MemberData(nameof(Formats))]
        public void Long_tuples_are_arrays_ending_in_the_rest_in_every_format(string name) => ArraysInEveryFormat(name, LongSample(), LongSampleJson);

        private static void ArraysInEveryFormat<T>(string name, T sample, string json)
        {
            var format = TestFormat.Named(name);
            // System.Text.Json writes a tuple as {} (its elements are fields), so it cannot cross-check these models.
            byte[] written = format.RoundTrip(sample, stjAgrees: false);
            if (format.IsJson)
                Assert.Equal(json, format.PlainText(written));
        }

        [Theory]
        [MemberData(nameof(Formats))]
        public void A_null_nullable_tuple_stays_null_and_defaults_round_trip(string name)
        {
            var format = TestFormat.Named(name);
            var back = format.Deserialize<TupleMembers>(format.Serialize(new TupleMembers()));
            Assert.Null(back.Maybe);
            Assert.Null(back.Pair.Item2);
            Assert.Equal(0, back.Named.Id);
        }

        [Theory]
        [MemberData(nameof(Formats))]
        public void A_null_nullable_long_tuple_stays_null_and_defaults_round_trip(string name)
        {
            var format = TestFormat.Named(name);
            var back = format.Deserialize<LongTupleMembers>(format.Serialize(new LongTupleMembers()));
            Assert.Null(back.Maybe);
            Assert.Null(back.Nine.Item8);
            Assert.Equal(0, back.Fifteen.Item15);
        }

        [Fact]
        public void MessagePack_bytes_are_MessagePack_CSharps()
        {
            // MessagePack-CSharp 2.5 writes every value tuple as an array of its elements (ValueTupleFormatter), and
            // one of eight or more (ValueTupleFormatter<T1..T7, TRest>) as an array of 8, the rest as its own array.
            SameBytesAsMessagePackCSharp(Sample());
            SameBytesAsMessagePackCSharp(LongSample());
            Assert.Equal("98-01-02-03-04-05-06-07-91-08", BitConverter.ToString(BentoMessagePack.Serialize((1, 2, 3, 4, 5, 6, 7, 8))));
        }

        private static void SameBytesAsMessagePackCSharp<T>(T sample)
        {
            var options = global::MessagePack.Resolvers.ContractlessStandardResolver.Options;
            byte[] ours = BentoMessagePack.Serialize(sample);
            byte[] theirs = global::MessagePack.MessagePackSerializer.Serialize(sample, options);
            Assert.Equal(BitConverter.ToString(theirs), BitConverter.ToString(ours));
            DeepEqual.Assert(sample, global::MessagePack.MessagePackSerializer.Deserialize<T>(ours, options));
        }

        [Fact]
        public void System_Text_Json_writes_tuples_as_empty_objects()
        {
            // Why Bento does not follow System.Text.Json here (docs/json.md): its default options leave the elements out.
            string stj = System.Text.Json.JsonSerializer.Serialize(new TupleMembers { Pair = (1, "a") });
            Assert.Contains("\"Pair\":{}", stj, StringComparison.Ordinal);
            var withFields = new System.Text.Json.JsonSerializerOptions { IncludeFields = true };
            Assert.Equal("{\"Item1\":7,\"Item2\":\"Ada\"}", System.Text.Json.JsonSerializer.Serialize((7, "Ada"), withFields));
            Assert.Throws<System.Text.Json.JsonException>(() => System.Text.Json.JsonSerializer.Deserialize<(int, string)>("[7,\"Ada\"]", withFields));
            Assert.Contains("\"Pair\":[1,\"a\"]", BentoJson.Serialize(new TupleMembers { Pair = (1, "a") }), StringComparison.Ordinal);
        }

        [Theory]
        [MemberData(nameof(NamedFormats))]
        public void Wrong_arity_and_wrong_elements_are_Bentos_error_with_the_path(string name)
        {
            var format = TestFormat.Named(name);
            var error = format.Fails(() => format.Deserialize<TupleMembers>(format.FromPlainJson("{\"Pair\":[1]}")));
            Assert.Equal("$.Pair", error.Path);
            Assert.Contains("1 element, but the value tuple has 2", error.Reason, StringComparison.Ordinal);
            error = format.Fails(() => format.Deserialize<TupleMembers>(format.FromPlainJson("{\"Pair\":[1,\"a\",2]}")));
            Assert.Equal(format.IsJson ? "$.Pair[2]" : "$.Pair", error.Path);
            Assert.Contains("more elements than the value tuple's 2", error.Reason, StringComparison.Ordinal);
            error = format.Fails(() => format.Deserialize<TupleMembers>(format.FromPlainJson("{\"Pair\":[1,2]}")));
            Assert.Equal("$.Pair[1]", error.Path);
            error = format.Fails(() => format.Deserialize<TupleMembers>(format.FromPlainJson("{\"Nested\":[1,[\"a\",\"b\"]]}")));
            Assert.Equal("$.Nested[1][1]", error.Path);
            error = format.Fails(() => format.Deserialize<TupleMembers>(format.FromPlainJson("{\"List\":[[1,\"x\"],[2]]}")));
            Assert.Equal("$.List[1]", error.Path);
            error = format.Fails(() => format.Deserialize<TupleMembers>(format.FromPlainJson("{\"ByName\":{\"on\":[1,1]}}")));
            Assert.Equal("$.ByName.on[1]", error.Path);
            error = format.Fails(() => format.Deserialize<TupleMembers>(format.FromPlainJson("{\"Pair\":{}}")));
            Assert.Equal("$.Pair", error.Path);
            error = format.Fails(() => format.Deserialize<TupleMembers>(format.FromPlainJson("{\"Pair\":null}")));
            Assert.Equal("$.Pair", error.Path);
        }

        [Theory]
        [MemberData(nameof(Formats))]
        public void Every_truncation_is_Bentos_error(string name)
        {
            EveryTruncationFails(name, Sample());
            EveryTruncationFails(name, LongSample());
        }

        private static void EveryTruncationFails<T>(string name, T sample)
        {
            var format = TestFormat.Named(name);
            byte[] whole = format.Serialize(sample);
            for (int length = 0; length < whole.Length; length++)
            {
                byte[] cut = whole.Take(length).ToArray();
                format.Fails(() => format.Deserialize<T>(cut));
            }
        }

        [Fact]
        public void Tuples_are_roots_and_list_elements_of_roots()
        {
            Assert.Equal("[1,\"a\"]", BentoJson.Serialize((1, "a")));
            Assert.Equal((1, "a"), BentoJson.Deserialize<(int, string)>("[1,\"a\"]"));
            var list = new List<(string, int)> { ("a", 1) };
            byte[] packed = BentoMessagePack.Serialize(list);
            Assert.Equal("91-92-A1-61-01", BitConverter.ToString(packed));
            Assert.Equal(list, BentoMessagePack.Deserialize<List<(string, int)>>(packed));
        }

        [Theory]
        [MemberData(nameof(NamedFormats))]
        public void Wrong_arity_of_long_tuples_is_Bentos_error_with_the_path(string name)
        {
            var format = TestFormat.Named(name);
            // Nine elements flat: the eighth must be the rest's array.
            var error = format.Fails(() => format.Deserialize<LongTupleMembers>(format.FromPlainJson("{\"Eight\":[1,2,3,4,5,6,7,8]}")));
            Assert.Equal("$.Eight[7]", error.Path);
            error = format.Fails(() => format.Deserialize<LongTupleMembers>(format.FromPlainJson("{\"Eight\":[1,2,3,4,5,6,7]}")));
            Assert.Equal("$.Eight", error.Path);
            Assert.Contains("7 elements, but the value tuple has 8", error.Reason, StringComparison.Ordinal);
            error = format.Fails(() => format.Deserialize<LongTupleMembers>(format.FromPlainJson("{\"Maybe\":[1,2,3,4,5,6,7,[8]]}")));
            Assert.Equal("$.Maybe[7]", error.Path);
            Assert.Contains("1 element, but the value tuple has 2", error.Reason, StringComparison.Ordinal);
            error = format.Fails(() => format.Deserialize<LongTupleMembers>(format.FromPlainJson("{\"Fifteen\":[1,2,3,4,5,6,7,[8,9,10,11,12,13,14,[15,16]]]}")));
            Assert.Equal(format.IsJson ? "$.Fifteen[7][7][1]" : "$.Fifteen[7][7]", error.Path);
            error = format.Fails(() => format.Deserialize<LongTupleMembers>(format.FromPlainJson("{\"ByName\":{\"a\":[\"x\",1,2,3,4,5,6,[7,\"8\"]]}}")));
            Assert.Equal("$.ByName.a[7][1]", error.Path);
            error = format.Fails(() => format.Deserialize<LongTupleMembers>(format.FromPlainJson("{\"Eight\":null}")));
            Assert.Equal("$.Eight", error.Path);
        }

        [Fact]
        public void Long_tuples_are_roots()
        {
            Assert.Equal("[1,2,3,4,5,6,7,[8,9]]", BentoJson.Serialize((1, 2, 3, 4, 5, 6, 7, 8, 9)));
            Assert.Equal((1, 2, 3, 4, 5, 6, 7, 8, 9), BentoJson.Deserialize<(int, int, int, int, int, int, int, int, int)>("[1,2,3,4,5,6,7,[8,9]]"));
        }
    }
}
