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

        [Theory]
        [MemberData(nameof(Formats))]
        public void Tuples_are_arrays_in_every_format(string name)
        {
            var format = TestFormat.Named(name);
            // System.Text.Json writes a tuple as {} (its elements are fields), so it cannot cross-check this model.
            byte[] written = format.RoundTrip(Sample(), stjAgrees: false);
            if (format.IsJson)
                Assert.Equal(SampleJson, format.PlainText(written));
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

        [Fact]
        public void MessagePack_bytes_are_MessagePack_CSharps()
        {
            // MessagePack-CSharp 2.5 writes every value tuple as an array of its elements (ValueTupleFormatter).
            var sample = Sample();
            byte[] ours = BentoMessagePack.Serialize(sample);
            byte[] theirs = global::MessagePack.MessagePackSerializer.Serialize(sample, global::MessagePack.Resolvers.ContractlessStandardResolver.Options);
            Assert.Equal(BitConverter.ToString(theirs), BitConverter.ToString(ours));
            var back = global::MessagePack.MessagePackSerializer.Deserialize<TupleMembers>(ours, global::MessagePack.Resolvers.ContractlessStandardResolver.Options);
            DeepEqual.Assert(sample, back);
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
            var format = TestFormat.Named(name);
            byte[] whole = format.Serialize(Sample());
            for (int length = 0; length < whole.Length; length++)
            {
                byte[] cut = whole.Take(length).ToArray();
                format.Fails(() => format.Deserialize<TupleMembers>(cut));
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
    }
}
