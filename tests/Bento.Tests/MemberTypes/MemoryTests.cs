using System;
using System.Collections.Generic;
using Bento.Tests.Infrastructure;
using Bento.Tests.Models;
using Xunit;

namespace Bento.Tests.MemberTypes
{
    public class MemoryTests
    {
        public static IEnumerable<object[]> Formats() => TestFormat.Names();

        public static IEnumerable<object[]> NamedFormats() => TestFormat.OwnLayoutNames();

        private static MemoryMembers Sample() => new MemoryMembers
        {
            // Slices, so that only the memory's own window is written.
            Numbers = new[] { 0, 1, -2, 3, 0 }.AsMemory(1, 3),
            Names = new[] { "a", null!, "c" },
            Bytes = new byte[] { 9, 1, 2, 3 }.AsMemory(1),
            ReadOnlyBytes = new byte[] { 255 },
            Rows = new[] { new[] { 1.5 }, new double[0] },
        };

        private const string SampleJson =
            "{\"Numbers\":[1,-2,3],\"Names\":[\"a\",null,\"c\"],\"Bytes\":\"AQID\",\"ReadOnlyBytes\":\"/w==\",\"Rows\":[[1.5],[]]}";

        [Theory]
        [MemberData(nameof(Formats))]
        public void Memory_round_trips_in_every_format(string name)
        {
            var format = TestFormat.Named(name);
            byte[] written = format.RoundTrip(Sample());
            if (format.IsJson)
                Assert.Equal(SampleJson, format.PlainText(written));
        }

        [Theory]
        [MemberData(nameof(Formats))]
        public void Segments_and_enum_memory_round_trip_and_a_default_segment_stays_default(string name)
        {
            var format = TestFormat.Named(name);
            var value = new SegmentMembers { Segment = new ArraySegment<byte>(new byte[] { 1, 2, 3, 4 }, 1, 2), Colors = new[] { TupleColor.Blue, TupleColor.Red } };
            var back = format.Deserialize<SegmentMembers>(format.Serialize(value));
            Assert.Equal(new byte[] { 2, 3 }, back.Segment.ToArray());
            Assert.Equal(value.Colors.ToArray(), back.Colors.ToArray());
            back = format.Deserialize<SegmentMembers>(format.Serialize(new SegmentMembers()));
            Assert.Null(back.Segment.Array);
            Assert.True(back.Colors.IsEmpty);
            Assert.Null(back.Numbers.Array);
            Assert.Null(back.Words.Array);
        }

        private static SegmentMembers Segments() => new SegmentMembers
        {
            // Windows into larger arrays: only the segment's own elements are written.
            Numbers = new ArraySegment<int>(new[] { 9, 1, -2, 3, 9 }, 1, 3),
            Words = new ArraySegment<string?>(new[] { "a", null, "c" }),
            Rows = new List<ArraySegment<double>> { new ArraySegment<double>(new[] { 0.5, 1.5 }, 1, 1), new ArraySegment<double>(new double[0]), default },
        };

        [Theory]
        [MemberData(nameof(Formats))]
        public void Segments_of_other_elements_are_arrays_of_their_window(string name)
        {
            var format = TestFormat.Named(name);
            var back = format.Deserialize<SegmentMembers>(format.Serialize(Segments()));
            Assert.Equal(new[] { 1, -2, 3 }, back.Numbers.ToArray());
            Assert.Equal(new[] { "a", null, "c" }, back.Words.ToArray());
            Assert.Equal(new[] { 1.5 }, back.Rows![0].ToArray());
            Assert.Empty(back.Rows[1].ToArray());
            Assert.NotNull(back.Rows[1].Array);
            Assert.Null(back.Rows[2].Array);
            if (format.IsJson)
            {
                Assert.Equal("{\"Segment\":null,\"Colors\":[],\"Numbers\":[1,-2,3],\"Words\":[\"a\",null,\"c\"],\"Rows\":[[1.5],[],null]}",
                    format.PlainText(format.Serialize(Segments())));
            }
        }

        [Fact]
        public void JSON_is_System_Text_Jsons()
        {
            Assert.Equal(System.Text.Json.JsonSerializer.Serialize(Sample()), BentoJson.Serialize(Sample()));
            Assert.Equal(System.Text.Json.JsonSerializer.Serialize(new MemoryMembers()), BentoJson.Serialize(new MemoryMembers()));
        }

        [Fact]
        public void MessagePack_bytes_are_MessagePack_CSharps()
        {
            // MessagePack-CSharp 2.5: bin for Memory<byte>, ReadOnlyMemory<byte> and ArraySegment<byte>, an array for other
            // elements, nil for a segment without an array.
            var options = global::MessagePack.Resolvers.ContractlessStandardResolver.Options;
            foreach (object sample in new object[]
            {
                Sample(), new MemoryMembers(),
                new SegmentMembers { Segment = new ArraySegment<byte>(new byte[] { 1, 2, 3 }, 1, 2), Colors = new[] { TupleColor.Green } },
                new SegmentMembers(), Segments(),
            })
            {
                byte[] ours = sample is MemoryMembers m ? BentoMessagePack.Serialize(m) : BentoMessagePack.Serialize((SegmentMembers)sample);
                byte[] theirs = global::MessagePack.MessagePackSerializer.Serialize(sample.GetType(), sample, options);
                Assert.Equal(BitConverter.ToString(theirs), BitConverter.ToString(ours));
            }
        }

        [Theory]
        [MemberData(nameof(NamedFormats))]
        public void Bad_input_is_Bentos_error_with_the_path(string name)
        {
            var format = TestFormat.Named(name);
            var error = format.Fails(() => format.Deserialize<MemoryMembers>(format.FromPlainJson("{\"Numbers\":[1,\"x\"]}")));
            Assert.Equal("$.Numbers[1]", error.Path);
            error = format.Fails(() => format.Deserialize<MemoryMembers>(format.FromPlainJson("{\"Rows\":[[1],{}]}")));
            Assert.Equal("$.Rows[1]", error.Path);
            error = format.Fails(() => format.Deserialize<MemoryMembers>(format.FromPlainJson("{\"Bytes\":5}")));
            Assert.Equal("$.Bytes", error.Path);
            error = format.Fails(() => format.Deserialize<SegmentMembers>(format.FromPlainJson("{\"Segment\":[1]}")));
            Assert.Equal("$.Segment", error.Path);
            error = format.Fails(() => format.Deserialize<SegmentMembers>(format.FromPlainJson("{\"Rows\":[[1],[2,\"x\"]]}")));
            Assert.Equal("$.Rows[1][1]", error.Path);
            error = format.Fails(() => format.Deserialize<SegmentMembers>(format.FromPlainJson("{\"Numbers\":{}}")));
            Assert.Equal("$.Numbers", error.Path);
        }
    }
}
