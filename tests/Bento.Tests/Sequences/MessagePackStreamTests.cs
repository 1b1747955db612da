using System;
using System.Collections.Generic;
using System.IO;
using System.Linq;
using System.Threading;
using System.Threading.Tasks;
using Bento.Tests.Infrastructure;
using Bento.Tests.MessagePack;
using Bento.Tests.Models;
using Xunit;

namespace Bento.Tests.Sequences
{
    public class MessagePackStreamTests
    {
        private static byte[] Written<T>(IEnumerable<T> values, BentoMessagePackStreamOptions? options = null)
        {
            var stream = new MemoryStream();
            BentoMessagePackStream.Write(stream, values, options);
            return stream.ToArray();
        }

        private static byte[] Concat(params byte[][] parts) => parts.SelectMany(p => p).ToArray();

        private static List<Inner> Read(byte[] bytes, BentoMessagePackStreamOptions? options = null) =>
            BentoMessagePackStream.Read<Inner>(new MemoryStream(bytes), options).ToList();

        [Fact]
        public void Writes_the_values_back_to_back()
        {
            var values = SequenceTesting.Sample(20);
            var expected = new MemoryStream();
            foreach (var v in values) BentoMessagePack.Serialize(expected, v);
            Assert.Equal(expected.ToArray(), Written(values));
            Assert.Empty(Written(new Inner[0]));
        }

        [Fact]
        public void Array_layout_round_trips()
        {
            var values = new List<KeyedPerson>();
            for (int i = 0; i < 500; i++) values.Add(new KeyedPerson { Name = i % 7 == 0 ? null : "p" + i, Age = i });
            byte[] bytes = Written(values);
            DeepEqual.Assert(values, BentoMessagePackStream.Read<KeyedPerson>(new TrickleStream(bytes, 3)).ToList());
        }

        [Fact]
        public void Nested_containers_split_anywhere_are_framed()
        {
            // Outer holds a list of objects and nested structs: maps inside arrays inside maps.
            var values = new List<Outer>();
            for (int i = 0; i < 50; i++)
            {
                values.Add(new Outer
                {
                    Inner = new Inner { Name = "i" + i, Value = i },
                    Many = Enumerable.Range(0, i % 5).Select(k => new Inner { Name = new string('m', k * 40), Value = k }).ToList(),
                    Holder = new Holder { Inner = i % 2 == 0 ? null : new Inner { Value = -i }, Weight = i / 3.0 },
                });
            }

            byte[] bytes = Written(values);
            DeepEqual.Assert(values, BentoMessagePackStream.Read<Outer>(new TrickleStream(bytes, 1), new BentoMessagePackStreamOptions { BufferSize = 8 }).ToList());
        }

        // ---- errors ----

        [Fact]
        public void A_truncated_final_value_names_the_value_and_the_offset()
        {
            byte[] one = BentoMessagePack.Serialize(new Inner { Name = "one", Value = 1 });
            byte[] two = BentoMessagePack.Serialize(new Inner { Name = "two", Value = 2 });
            byte[] cut = two.AsSpan(0, two.Length - 3).ToArray();
            byte[] bytes = Concat(one, two, cut);
            var seen = new List<int>();
            var error = Assert.Throws<BentoMessagePackException>(() =>
            {
                foreach (var v in BentoMessagePackStream.Read<Inner>(new TrickleStream(bytes, 5))) seen.Add(v.Value);
            });
            Assert.Equal(new[] { 1, 2 }, seen);
            Assert.Equal(bytes.Length, error.BytePosition);
            Assert.StartsWith($"Value 3 of the stream (starting at byte {one.Length + two.Length}): The input ends inside the value after {cut.Length} of its bytes.", error.Message);

            // Truncation is never skippable: the rest of the input is unknown.
            var skip = new BentoMessagePackStreamOptions { InvalidRecordHandling = BentoInvalidRecordHandling.Skip };
            Assert.Throws<BentoMessagePackException>(() => Read(bytes, skip));
        }

        [Fact]
        public void Error_message_text()
        {
            byte[] one = BentoMessagePack.Serialize(new Inner { Name = "one", Value = 1 });
            byte[] two = BentoMessagePack.Serialize(new Inner { Name = "two", Value = 2 });
            var error = Assert.Throws<BentoMessagePackException>(() => Read(Concat(one, two, two.AsSpan(0, 9).ToArray())));
            Assert.Equal("Value 3 of the stream (starting at byte 60): The input ends inside the value after 9 of its bytes. Path: $.Name, byte 69.", error.Message);
        }

        [Fact]
        public void A_value_that_does_not_bind_reports_its_number_offset_and_path()
        {
            byte[] good = BentoMessagePack.Serialize(new Inner { Name = "ok", Value = 1 });
            // {"Name": "x", "Value": "not a number"}: complete MessagePack, wrong member type.
            byte[] bad = MsgPackTesting.Bytes("82a44e616d65a178a556616c7565ac6e6f742061206e756d626572");
            byte[] bytes = Concat(good, good, bad, good);
            var error = Assert.Throws<BentoMessagePackException>(() => Read(bytes));
            Assert.Equal("$.Value", error.Path);
            int start = good.Length * 2;
            Assert.StartsWith($"Value 3 of the stream (starting at byte {start}): ", error.Message);
            Assert.Equal(start + 14, error.BytePosition);
            Assert.IsType<BentoMessagePackException>(error.InnerException);
        }

        [Fact]
        public async Task Skip_mode_skips_values_that_do_not_bind_and_reports_them()
        {
            byte[] good(int v) => BentoMessagePack.Serialize(new Inner { Name = "n", Value = v });
            byte[] wrongType = MsgPackTesting.Bytes("81a556616c7565c3");         // {"Value": true}
            byte[] notAMap = MsgPackTesting.Bytes("93010203");                  // [1, 2, 3]
            byte[] bytes = Concat(good(1), wrongType, good(2), notAMap, good(3));
            var reports = new List<BentoMessagePackStreamError>();
            var recordBytes = new List<byte[]>();
            var options = new BentoMessagePackStreamOptions
            {
                InvalidRecordHandling = BentoInvalidRecordHandling.Skip,
                OnInvalidRecord = e => { reports.Add(e); recordBytes.Add(e.Record.ToArray()); },
            };
            Assert.Equal(new[] { 1, 2, 3 }, Read(bytes, options).Select(v => v.Value));
            Assert.Equal(new long[] { 2, 4 }, reports.Select(r => r.RecordNumber));
            Assert.Equal(good(1).Length, reports[0].ByteOffset);
            Assert.Equal(wrongType, recordBytes[0]);
            Assert.Equal(notAMap, recordBytes[1]);
            Assert.Equal("$.Value", reports[0].Exception.Path);

            reports.Clear();
            var fed = await SequenceTesting.ToListAsync(BentoMessagePackStream.ReadAsync<Inner>(new TrickleStream(bytes, 1), options));
            Assert.Equal(new[] { 1, 2, 3 }, fed.Select(v => v.Value));
            Assert.Equal(2, reports.Count);
        }

        [Fact]
        public void A_missing_required_member_is_a_value_that_does_not_bind()
        {
            byte[] ok = BentoMessagePack.Serialize(new WithRequired { Id = 1, Name = "a" });
            byte[] missing = MsgPackTesting.Bytes("81a2496402");                // {"Id": 2}
            var options = new BentoMessagePackStreamOptions { InvalidRecordHandling = BentoInvalidRecordHandling.Skip };
            var back = BentoMessagePackStream.Read<WithRequired>(new MemoryStream(Concat(ok, missing, ok)), options).ToList();
            Assert.Equal(2, back.Count);
        }

        [Fact]
        public void A_structurally_broken_value_stops_even_in_skip_mode()
        {
            byte[] good = BentoMessagePack.Serialize(new Inner { Value = 1 });
            var skip = new BentoMessagePackStreamOptions { InvalidRecordHandling = BentoInvalidRecordHandling.Skip };
            var error = Assert.Throws<BentoMessagePackException>(() => Read(Concat(good, new byte[] { 0xc1 }, good), skip));
            Assert.Contains("Value 2 of the stream", error.Message);
            Assert.Contains("0xc1", error.Message);
            Assert.Equal(good.Length, error.BytePosition);

            // Nesting beyond MaxDepth inside a value.
            var shallow = new BentoMessagePackStreamOptions { MessagePack = new BentoMessagePackOptions { MaxDepth = 3 }, InvalidRecordHandling = BentoInvalidRecordHandling.Skip };
            byte[] deep = MsgPackTesting.Bytes("81a556616c7565919191910a");
            var depth = Assert.Throws<BentoMessagePackException>(() => Read(Concat(good, deep), shallow));
            Assert.Contains("maximum depth of 3", depth.Message);
        }

        [Fact]
        public void A_declared_size_beyond_the_limit_fails_before_it_is_read()
        {
            // str 32 declaring 1 GiB, followed by nothing: must fail at once rather than wait for (or buffer) the bytes.
            byte[] header = MsgPackTesting.Bytes("81a44e616d65db40000000");
            var options = new BentoMessagePackStreamOptions { MaxRecordBytes = 1 << 20 };
            var error = Assert.Throws<BentoMessagePackException>(() => BentoMessagePackStream.Read<Inner>(new TrickleStream(header, 1), options).ToList());
            Assert.Contains("larger than MaxRecordBytes (1048576 bytes)", error.Message);

            // A count no value of that size could hold.
            byte[] array = MsgPackTesting.Bytes("dd7fffffff");
            var count = Assert.Throws<BentoMessagePackException>(() => Read(array, options));
            Assert.Contains("declares more items", count.Message);
        }

        [Fact]
        public void A_value_larger_than_the_limit_fails_with_a_bounded_buffer()
        {
            byte[] small = BentoMessagePack.Serialize(new Inner { Name = "s" });
            byte[] large = BentoMessagePack.Serialize(new Inner { Name = new string('x', 5000) });
            var options = new BentoMessagePackStreamOptions { MaxRecordBytes = 4096, BufferSize = 100 };
            var error = Assert.Throws<BentoMessagePackException>(() => BentoMessagePackStream.Read<Inner>(new TrickleStream(Concat(small, large), 7), options).ToList());
            Assert.Contains("Value 2 of the stream", error.Message);
            Assert.Contains("MaxRecordBytes", error.Message);
        }
    }
}
