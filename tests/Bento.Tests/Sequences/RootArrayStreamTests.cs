using System;
using System.Collections.Generic;
using System.IO;
using System.Linq;
using System.Text;
using System.Threading;
using System.Threading.Tasks;
using Bento.Json;
using Bento.MessagePack;
using Bento.Tests.Models;
using Xunit;
#if !BENTO_NETSTANDARD_TESTS
using System.IO.Pipelines;
#endif

namespace Bento.Tests.Sequences
{
    /// <summary>
    /// Streamed root arrays: every element, value and error must be what a whole-document read of <c>List&lt;T&gt;</c>
    /// gives for the same bytes, however the source splits them.
    /// </summary>
    public class RootArrayStreamTests
    {
        private static readonly JsonCodec<Inner> s_json = new Inner.BentoJsonCodec();
        private static readonly MsgPackCodec<Inner> s_msgpack = new Inner.BentoMsgPackCodec();

        // Small buffers make every element straddle refills and the buffer grow; the trickle varies the split.
        private static BentoArrayStreamOptions Small(BentoJsonOptions? json = null) =>
            new BentoArrayStreamOptions { BufferSize = 16, Json = json };

        private static byte[] JsonArray(IList<Inner> values, bool indented = false) =>
            BentoJson.SerializeToUtf8Bytes(values.ToList(), JsonCodec.ListOf(s_json), new BentoJsonOptions { Indented = indented });

        private static byte[] MsgPackArray(IList<Inner> values) =>
            BentoMessagePack.Serialize(values.ToList(), MsgPackCodec.ListOf(s_msgpack));

        private static string ShowJson<T>(List<T>? values, JsonCodec<T> codec) =>
            values is null ? "(none)" : Encoding.UTF8.GetString(BentoJson.SerializeToUtf8Bytes(values, JsonCodec.ListOf(codec)));

        private static string ShowMsgPack<T>(List<T>? values, MsgPackCodec<T> codec) =>
            values is null ? "(none)" : Convert.ToBase64String(BentoMessagePack.Serialize(values, MsgPackCodec.ListOf(codec)));

        /// <summary>Reads <paramref name="document"/> whole and streamed; both must succeed alike or fail alike.</summary>
        private static Task AssertJsonLikeWholeRead<T>(byte[] document, JsonCodec<T> codec, BentoArrayStreamOptions options, int chunk, int seed) =>
            AssertLikeWholeRead<T, BentoJsonException>(
                () => BentoJson.Deserialize(document, JsonCodec.ListOf(codec), options.Json),
                BentoJson.DeserializeAsyncEnumerable(new TrickleStream(document, chunk, seed), codec, options),
                values => ShowJson(values, codec),
                ex => new object?[] { ex.Message, ex.BytePosition, ex.Line, ex.Column, ex.Path, ex.InnerException?.GetType() },
                Encoding.UTF8.GetString(document));

        private static Task AssertMsgPackLikeWholeRead<T>(byte[] document, MsgPackCodec<T> codec, BentoArrayStreamOptions options, int chunk, int seed) =>
            AssertLikeWholeRead<T, BentoMessagePackException>(
                () => BentoMessagePack.Deserialize(document, MsgPackCodec.ListOf(codec), options.MessagePack),
                BentoMessagePack.DeserializeAsyncEnumerable(new TrickleStream(document, chunk, seed), codec, options),
                values => ShowMsgPack(values, codec),
                ex => new object?[] { ex.Message, ex.BytePosition, ex.Path, ex.InnerException?.GetType() },
                BitConverter.ToString(document));

        // The whole read's values or error (message, position, path, inner exception type) against the streamed read's.
        private static async Task AssertLikeWholeRead<T, TError>(Func<List<T>?> readWhole, IAsyncEnumerable<T> readStreamed,
            Func<List<T>?, string> show, Func<TError, object?[]> facts, string input)
            where TError : Exception
        {
            List<T>? whole = null;
            TError? wholeError = null;
            try
            {
                whole = readWhole() ?? new List<T>();
            }
            catch (TError ex)
            {
                wholeError = ex;
            }

            var streamed = new List<T>();
            TError? streamError = null;
            try
            {
                await foreach (T item in readStreamed) streamed.Add(item);
            }
            catch (TError ex)
            {
                streamError = ex;
            }

            if (wholeError is null)
            {
                Assert.True(streamError is null, "streamed read failed where the whole read did not: " + streamError?.Message + "\ninput: " + input);
                Assert.Equal(show(whole), show(streamed));
                return;
            }

            Assert.True(streamError is not null, "streamed read did not fail; whole read: " + wholeError.Message + "\ninput: " + input);
            Assert.Equal(facts(wholeError), facts(streamError!));
        }

        [Theory]
        [InlineData(1)]
        [InlineData(7)]
        [InlineData(4096)]
        public async Task Json_elements_read_as_a_whole_read_gives_them(int chunk)
        {
            var values = SequenceTesting.Sample(300);
            foreach (bool indented in new[] { false, true })
            {
                byte[] document = JsonArray(values, indented);
                await AssertJsonLikeWholeRead(document, s_json, Small(), chunk, seed: chunk);
                await AssertJsonLikeWholeRead(document, s_json, BentoArrayStreamOptions.Default, chunk, seed: chunk);
                var streamed = await SequenceTesting.ToListAsync(BentoJson.DeserializeAsyncEnumerable<Inner>(new MemoryStream(document)));
                Assert.Equal(ShowJson(values.ToList(), s_json), ShowJson(streamed, s_json));
            }
        }

        [Theory]
        [InlineData(1)]
        [InlineData(7)]
        [InlineData(4096)]
        public async Task MsgPack_elements_read_as_a_whole_read_gives_them(int chunk)
        {
            var values = SequenceTesting.Sample(300);
            byte[] document = MsgPackArray(values);
            await AssertMsgPackLikeWholeRead(document, s_msgpack, Small(), chunk, seed: chunk);
            await AssertMsgPackLikeWholeRead(document, s_msgpack, BentoArrayStreamOptions.Default, chunk, seed: chunk);
            var streamed = await SequenceTesting.ToListAsync(BentoMessagePack.DeserializeAsyncEnumerable<Inner>(new MemoryStream(document)));
            Assert.Equal(ShowMsgPack(values.ToList(), s_msgpack), ShowMsgPack(streamed, s_msgpack));
        }

        [Theory]
        [InlineData("[]")]
        [InlineData("  [ ]  ")]
        [InlineData("null")]
        [InlineData(" null \n")]
        [InlineData("\uFEFF[{\"Name\":\"a\"}]")]
        [InlineData("[null,{\"Name\":\"b\",\"Value\":2}]")]
        [InlineData("[\n  {\"Name\":\"a\"},\n  {\"Name\":\"b\"}\n]\n")]
        [InlineData("[{\"Name\":\"a\"}, {\"Name\":\"b\"},]")]
        [InlineData("[{\"Name\":\"a\"} // c\n, /* ] } \" */ {\"Name\":\"b\" /* } */}] // end")]
        [InlineData("[{\"Name\":\"a\"}] /* never closed")]
        public async Task Edges_read_as_a_whole_read_reads_them(string json)
        {
            byte[] document = Encoding.UTF8.GetBytes(json);
            foreach (var options in new[]
            {
                new BentoJsonOptions(),
                new BentoJsonOptions { AllowComments = true, AllowTrailingCommas = true },
            })
            {
                for (int chunk = 1; chunk <= 5; chunk++)
                    await AssertJsonLikeWholeRead(document, s_json, Small(options), chunk, seed: chunk);
            }
        }

        [Fact]
        public async Task Json_truncated_at_every_offset_fails_as_a_whole_read_does()
        {
            byte[] document = JsonArray(SequenceTesting.Sample(12), indented: true);
            var options = Small(new BentoJsonOptions { AllowComments = true });
            for (int cut = 0; cut <= document.Length; cut++)
                await AssertJsonLikeWholeRead(document.AsSpan(0, cut).ToArray(), s_json, options, chunk: 1 + (cut % 23), seed: cut);
        }

        [Fact]
        public async Task MsgPack_truncated_at_every_offset_fails_as_a_whole_read_does()
        {
            byte[] document = MsgPackArray(SequenceTesting.Sample(30));
            for (int cut = 0; cut <= document.Length; cut++)
                await AssertMsgPackLikeWholeRead(document.AsSpan(0, cut).ToArray(), s_msgpack, Small(), chunk: 1 + (cut % 23), seed: cut);
        }

        [Fact]
        public async Task Json_with_a_bad_byte_anywhere_fails_as_a_whole_read_does()
        {
            byte[] document = JsonArray(SequenceTesting.Sample(12), indented: true);
            byte[] replacements = { (byte)'x', (byte)'}', (byte)']', (byte)'"', (byte)',', (byte)'/', 0x01, 0xC3 };
            var options = Small(new BentoJsonOptions { AllowComments = true, AllowTrailingCommas = true });
            int round = 0;
            for (int at = 0; at < document.Length; at++)
            {
                byte[] bad = (byte[])document.Clone();
                bad[at] = replacements[round++ % replacements.Length];
                await AssertJsonLikeWholeRead(bad, s_json, options, chunk: 1 + (at % 19), seed: at);
            }
        }

        [Fact]
        public async Task MsgPack_with_a_bad_byte_anywhere_fails_as_a_whole_read_does()
        {
            byte[] document = MsgPackArray(SequenceTesting.Sample(30));
            byte[] replacements = { 0xC1, 0x00, 0xFF, 0xDC, 0xDE, 0xA5, 0xC0, 0x93 };
            int round = 0;
            for (int at = 0; at < document.Length; at++)
            {
                byte[] bad = (byte[])document.Clone();
                bad[at] = replacements[round++ % replacements.Length];
                await AssertMsgPackLikeWholeRead(bad, s_msgpack, Small(), chunk: 1 + (at % 19), seed: at);
            }
        }

        [Fact]
        public async Task MsgPack_count_beyond_the_input_is_reported_as_a_whole_read_reports_it()
        {
            // The header promises far more elements than follow: a whole read says so before reading any, and so does
            // the stream once it has seen the end, even though an element fails first.
            byte[] elements = MsgPackArray(SequenceTesting.Sample(3)).Skip(1).ToArray();
            byte[] header = { 0xDD, 0x00, 0x01, 0x00, 0x00 };
            byte[] document = header.Concat(elements).Concat(new byte[] { 0xC1 }).ToArray();
            await AssertMsgPackLikeWholeRead(document, s_msgpack, Small(), chunk: 3, seed: 1);

            byte[] trailing = MsgPackArray(SequenceTesting.Sample(2)).Concat(new byte[] { 0x01, 0x02 }).ToArray();
            await AssertMsgPackLikeWholeRead(trailing, s_msgpack, Small(), chunk: 3, seed: 1);
            await AssertMsgPackLikeWholeRead(new byte[] { 0xC0 }, s_msgpack, Small(), chunk: 1, seed: 1);
            await AssertMsgPackLikeWholeRead(new byte[] { 0xC0, 0x90 }, s_msgpack, Small(), chunk: 1, seed: 1);
            await AssertMsgPackLikeWholeRead(new byte[] { 0x81, 0xA1, 0x61, 0x01 }, s_msgpack, Small(), chunk: 1, seed: 1);
        }

        [Fact]
        public async Task Errors_name_the_element_by_its_index()
        {
            var values = SequenceTesting.Sample(20);
            string json = Encoding.UTF8.GetString(JsonArray(values));
            json = json.Replace("\"Name\":\"line 17 ", "\"Name\":17,\"x\":\"");
            var error = await Assert.ThrowsAsync<BentoJsonException>(() => SequenceTesting.ToListAsync(
                BentoJson.DeserializeAsyncEnumerable<Inner>(new TrickleStream(Encoding.UTF8.GetBytes(json), 5))));
            Assert.Equal("$[17].Name", error.Path);

            byte[] required = Encoding.UTF8.GetBytes("[{\"Id\":1,\"Name\":\"a\"},\n{\"Id\":2}]");
            await AssertJsonLikeWholeRead(required, new WithRequired.BentoJsonCodec(), Small(), chunk: 2, seed: 2);
            var missing = await Assert.ThrowsAsync<BentoJsonException>(() => SequenceTesting.ToListAsync(
                BentoJson.DeserializeAsyncEnumerable<WithRequired>(new MemoryStream(required))));
            Assert.Equal("$[1]", missing.Path);
            Assert.Equal(2, missing.Line);
        }

        [Fact]
        public async Task Untyped_values_stream_from_both_formats()
        {
            string json = "[1, -2.5e3, \"text\", true, null, [1, [2]], {\"a\": {\"b\": [null]}}, 123456789012345678901234567890]";
            byte[] document = Encoding.UTF8.GetBytes(json);
            for (int chunk = 1; chunk <= 9; chunk += 4)
                await AssertJsonLikeWholeRead(document, BentoValueCodecs.Json, Small(), chunk, seed: chunk);
            for (int cut = 0; cut < document.Length; cut++)
                await AssertJsonLikeWholeRead(document.AsSpan(0, cut).ToArray(), BentoValueCodecs.Json, Small(), chunk: 3, seed: cut);

            byte[] msgpack = BentoMessagePack.FromJson(Encoding.UTF8.GetBytes("[1, -2.5e3, \"text\", true, null, [1, [2]], {\"a\": {\"b\": [null]}}]"));
            for (int cut = 0; cut <= msgpack.Length; cut++)
                await AssertMsgPackLikeWholeRead(msgpack.AsSpan(0, cut).ToArray(), BentoValueCodecs.MessagePack, Small(), chunk: 2, seed: cut);

            var values = await SequenceTesting.ToListAsync(BentoJson.DeserializeAsyncEnumerable<BentoValue>(new MemoryStream(document)));
            Assert.Equal(8, values.Count);
        }

        [Fact]
        public async Task Depth_limit_applies_as_in_a_whole_read()
        {
            string deep = "[" + new string('[', 70) + new string(']', 70) + "]";
            await AssertJsonLikeWholeRead(Encoding.UTF8.GetBytes(deep), BentoValueCodecs.Json, Small(), chunk: 3, seed: 3);
            await AssertJsonLikeWholeRead(Encoding.UTF8.GetBytes("[[[1]]]"), BentoValueCodecs.Json,
                new BentoArrayStreamOptions { BufferSize = 2, Json = new BentoJsonOptions { MaxDepth = 2 } }, chunk: 1, seed: 3);
            byte[] msgpack = new byte[] { 0x91 }.Concat(Enumerable.Repeat((byte)0x91, 70)).Concat(new byte[] { 0x01 }).ToArray();
            await AssertMsgPackLikeWholeRead(msgpack, BentoValueCodecs.MessagePack, Small(), chunk: 3, seed: 3);
        }

        [Fact]
        public async Task An_element_beyond_the_limit_fails_without_growing_past_it()
        {
            var options = new BentoArrayStreamOptions { BufferSize = 64, MaxElementBytes = 1000 };
            byte[] json = JsonArray(new[] { SequenceTesting.Sample(1)[0], GeneratedLinesStream.LineValue(1, nameLength: 5000) });
            var error = await Assert.ThrowsAsync<BentoJsonException>(() => SequenceTesting.ToListAsync(BentoJson.DeserializeAsyncEnumerable(new MemoryStream(json), s_json, options)));
            Assert.Contains("MaxElementBytes (1000 bytes)", error.Message);
            Assert.Equal("$[1].Name", error.Path);

            byte[] msgpack = MsgPackArray(new[] { SequenceTesting.Sample(1)[0], GeneratedLinesStream.LineValue(1, nameLength: 5000) });
            var msgpackError = await Assert.ThrowsAsync<BentoMessagePackException>(() => SequenceTesting.ToListAsync(BentoMessagePack.DeserializeAsyncEnumerable(new MemoryStream(msgpack), s_msgpack, options)));
            Assert.Contains("MaxElementBytes (1000 bytes)", msgpackError.Message);
            Assert.StartsWith("$[1]", msgpackError.Path);
        }

        [Fact]
        public async Task Cancellation_stops_the_enumeration()
        {
            byte[] document = JsonArray(SequenceTesting.Sample(1000));
            using (var cts = new CancellationTokenSource())
            {
                int seen = 0;
                await Assert.ThrowsAnyAsync<OperationCanceledException>(async () =>
                {
                    await foreach (var item in BentoJson.DeserializeAsyncEnumerable<Inner>(new TrickleStream(document, 300), cancellationToken: cts.Token))
                    {
                        if (++seen == 10) cts.Cancel();
                    }
                });
                Assert.Equal(10, seen);
            }

            using (var cts = new CancellationTokenSource())
            {
                int seen = 0;
                await Assert.ThrowsAnyAsync<OperationCanceledException>(async () =>
                {
                    await foreach (var item in BentoMessagePack.DeserializeAsyncEnumerable<Inner>(new TrickleStream(MsgPackArray(SequenceTesting.Sample(1000)), 300)).WithCancellation(cts.Token))
                    {
                        if (++seen == 10) cts.Cancel();
                    }
                });
                Assert.Equal(10, seen);
            }
        }

        [Fact]
        public void Arguments_are_checked_at_the_call()
        {
            Assert.Throws<ArgumentNullException>(() => BentoJson.DeserializeAsyncEnumerable<Inner>((Stream)null!));
            Assert.Throws<ArgumentNullException>(() => BentoJson.DeserializeAsyncEnumerable(new MemoryStream(), (JsonCodec<Inner>)null!));
            Assert.Throws<ArgumentNullException>(() => BentoMessagePack.DeserializeAsyncEnumerable<Inner>((Stream)null!));
            Assert.Throws<ArgumentOutOfRangeException>(() => new BentoArrayStreamOptions { MaxElementBytes = 0 });
        }

#if !BENTO_NETSTANDARD_TESTS
        [Fact]
        public async Task Pipes_read_like_streams()
        {
            var values = SequenceTesting.Sample(500);
            byte[] json = JsonArray(values, indented: true);
            var pipe = new Pipe();
            var writing = Task.Run(async () =>
            {
                for (int i = 0; i < json.Length; i += 333)
                {
                    await pipe.Writer.WriteAsync(json.AsMemory(i, Math.Min(333, json.Length - i)));
                }

                await pipe.Writer.CompleteAsync();
            });
            var read = await SequenceTesting.ToListAsync(BentoJson.DeserializeAsyncEnumerable<Inner>(pipe.Reader));
            await writing;
            Assert.Equal(ShowJson(values.ToList(), s_json), ShowJson(read, s_json));

            byte[] msgpack = MsgPackArray(values);
            var msgpackRead = await SequenceTesting.ToListAsync(BentoMessagePack.DeserializeAsyncEnumerable<Inner>(PipeReader.Create(new TrickleStream(msgpack, 100))));
            Assert.Equal(ShowMsgPack(values.ToList(), s_msgpack), ShowMsgPack(msgpackRead, s_msgpack));

            var bad = await Assert.ThrowsAsync<BentoJsonException>(() => SequenceTesting.ToListAsync(
                BentoJson.DeserializeAsyncEnumerable<Inner>(PipeReader.Create(new MemoryStream(json.AsSpan(0, json.Length - 40).ToArray())))));
            var whole = Assert.Throws<BentoJsonException>(() => BentoJson.Deserialize<List<Inner>>(json.AsSpan(0, json.Length - 40)));
            Assert.Equal(whole.Message, bad.Message);
        }
#endif
    }
}
