using System;
using System.Collections.Generic;
using System.Linq;
using Bento.Tests.Infrastructure;
using Bento.Tests.Models;
using Xunit;

namespace Bento.Tests.MemberTypes
{
    /// <summary>Value tuples of eight or more elements: an array of 8 whose last element is the rest tuple's array.</summary>
    public class LongTupleTests
    {
        public static IEnumerable<object[]> Formats() => TestFormat.Names();

        public static IEnumerable<object[]> NamedFormats() => TestFormat.OwnLayoutNames();

        private static LongTupleMembers Sample() => new LongTupleMembers
        {
            Eight = (1, 2, 3, 4, 5, 6, 7, 8),
            Nine = (-1, "two", 3L, true, 4.5, 6, 'z', null, TupleColor.Green),
            Fifteen = (1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15),
            Maybe = (9, 8, 7, 6, 5, 4, 3, 2, 1),
            List = new List<(int, int, int, int, int, int, int, int)> { (1, 1, 1, 1, 1, 1, 1, 1), (0, 0, 0, 0, 0, 0, 0, -1) },
            ByName = new Dictionary<string, (string, int, int, int, int, int, int, int, int)> { ["a"] = ("x", 1, 2, 3, 4, 5, 6, 7, 8) },
            Nested = (0, (1, 2, 3, 4, 5, 6, 7, 8, 9)),
        };

        private const string SampleJson =
            "{\"Eight\":[1,2,3,4,5,6,7,[8]],\"Nine\":[-1,\"two\",3,true,4.5,6,\"z\",[null,1]],"
            + "\"Fifteen\":[1,2,3,4,5,6,7,[8,9,10,11,12,13,14,[15]]],\"Maybe\":[9,8,7,6,5,4,3,[2,1]],"
            + "\"List\":[[1,1,1,1,1,1,1,[1]],[0,0,0,0,0,0,0,[-1]]],\"ByName\":{\"a\":[\"x\",1,2,3,4,5,6,[7,8]]},"
            + "\"Nested\":[0,[1,2,3,4,5,6,7,[8,9]]]}";

        [Theory]
        [MemberData(nameof(Formats))]
        public void Long_tuples_are_arrays_ending_in_the_rest_in_every_format(string name)
        {
            var format = TestFormat.Named(name);
            byte[] written = format.RoundTrip(Sample(), stjAgrees: false);
            if (format.IsJson)
                Assert.Equal(SampleJson, format.PlainText(written));
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
            // MessagePack-CSharp 2.5's ValueTupleFormatter<T1..T7, TRest> writes an array of 8, the rest as its own array.
            var sample = Sample();
            byte[] ours = BentoMessagePack.Serialize(sample);
            byte[] theirs = global::MessagePack.MessagePackSerializer.Serialize(sample, global::MessagePack.Resolvers.ContractlessStandardResolver.Options);
            Assert.Equal(BitConverter.ToString(theirs), BitConverter.ToString(ours));
            DeepEqual.Assert(sample, global::MessagePack.MessagePackSerializer.Deserialize<LongTupleMembers>(ours, global::MessagePack.Resolvers.ContractlessStandardResolver.Options));
            Assert.Equal("98-01-02-03-04-05-06-07-91-08", BitConverter.ToString(BentoMessagePack.Serialize((1, 2, 3, 4, 5, 6, 7, 8))));
        }

        [Theory]
        [MemberData(nameof(NamedFormats))]
        public void Wrong_arity_is_Bentos_error_with_the_path(string name)
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

        [Theory]
        [MemberData(nameof(Formats))]
        public void Every_truncation_is_Bentos_error(string name)
        {
            var format = TestFormat.Named(name);
            byte[] whole = format.Serialize(Sample());
            for (int length = 0; length < whole.Length; length++)
            {
                byte[] cut = whole.Take(length).ToArray();
                format.Fails(() => format.Deserialize<LongTupleMembers>(cut));
            }
        }

        [Fact]
        public void Long_tuples_are_roots()
        {
            Assert.Equal("[1,2,3,4,5,6,7,[8,9]]", BentoJson.Serialize((1, 2, 3, 4, 5, 6, 7, 8, 9)));
            Assert.Equal((1, 2, 3, 4, 5, 6, 7, 8, 9), BentoJson.Deserialize<(int, int, int, int, int, int, int, int, int)>("[1,2,3,4,5,6,7,[8,9]]"));
        }
    }
}
