using System;
using System.Collections.Generic;
using System.IO;
using System.Linq;
using System.Text;
using System.Threading;
using System.Threading.Tasks;
using Bento.Internal;
using Bento.Tests.Infrastructure;
using Bento.Tests.Models;
using Xunit;

namespace Bento.Tests.Sequences
{
    public class JsonLinesTests
    {
        private static byte[] Written(IEnumerable<Inner> values, BentoJsonLinesOptions? options = null)
        {
            var stream = new MemoryStream();
            BentoJsonLines.Write(stream, values, options);
            return stream.ToArray();
        }

        // ---- writing ----

        [Fact]
        public void Writes_one_compact_value_per_line_each_ended_by_a_newline()
        {
            var values = new[] { new Inner { Name = "a", Value = 1 }, new Inner { Name = "b\nc", Value = 2, Where = new Point { X = 3, Y = 4 } } };
            string text = Encoding.UTF8.GetString(Written(values));
            Assert.Equal(
                "{\"Name\":\"a\",\"Value\":1,\"Where\":{\"X\":0,\"Y\":0}}\n" +
                "{\"Name\":\"b\\nc\",\"Value\":2,\"Where\":{\"X\":3,\"Y\":4}}\n", text);
        }

        [Fact]
        public void Writers_reject_indented_json()
        {
            var options = new BentoJsonLinesOptions { Json = new BentoJsonOptions { Indented = true } };
            var error = Assert.Throws<ArgumentException>(() => BentoJsonLines.Write(new MemoryStream(), new[] { new Inner() }, options));
            Assert.Contains("Indented", error.Message);
            // Checked at the call, before any task exists.
            Exception? thrown = null;
            try
            {
                _ = BentoJsonLines.WriteAsync(new MemoryStream(), new[] { new Inner() }, options);
            }
            catch (ArgumentException e)
            {
                thrown = e;
            }

            Assert.NotNull(thrown);
        }

        [Fact]
        public void Each_line_is_the_value_as_a_single_document()
        {
            // That every writer writes the same bytes, in every record-stream format, is in RecordStreamSuite.
            var values = SequenceTesting.Sample(500);
            var expectedText = new StringBuilder();
            foreach (var v in values) expectedText.Append(BentoJson.Serialize(v)).Append('\n');
            Assert.Equal(expectedText.ToString(), Encoding.UTF8.GetString(Written(values)));
        }

        // ---- format rules ----

        private static List<Inner> ReadText(string text, BentoJsonLinesOptions? options = null) =>
            BentoJsonLines.Read<Inner>(new MemoryStream(SequenceTesting.Utf8(text)), options).ToList();

        [Fact]
        public void CRLF_line_ends_are_accepted()
        {
            var back = ReadText("{\"Value\":1}\r\n{\"Value\":2}\r\n");
            Assert.Equal(new[] { 1, 2 }, back.Select(v => v.Value));
            var fed = BentoJsonLines.Read<Inner>(new TrickleStream(SequenceTesting.Utf8("{\"Value\":1}\r\n{\"Value\":2}\r\n"), 1)).ToList();
            Assert.Equal(new[] { 1, 2 }, fed.Select(v => v.Value));
        }

        [Fact]
        public void The_final_newline_is_optional()
        {
            Assert.Equal(new[] { 1, 2 }, ReadText("{\"Value\":1}\n{\"Value\":2}").Select(v => v.Value));
            Assert.Equal(new[] { 1, 2 }, ReadText("{\"Value\":1}\n{\"Value\":2}\r").Select(v => v.Value));
            Assert.Empty(ReadText(""));
        }

        [Fact]
        public void Blank_lines_are_passed_over_by_default_and_counted()
        {
            Assert.Equal(new[] { 1, 2 }, ReadText("\n{\"Value\":1}\n\n  \t\r\n{\"Value\":2}\n\n").Select(v => v.Value));

            // Line numbers still count the blank lines.
            var error = Assert.Throws<BentoJsonException>(() => ReadText("\n{\"Value\":1}\n\n{\"Value\":x}\n"));
            Assert.Equal(4, error.Line);
        }

        [Fact]
        public void Blank_lines_can_be_rejected()
        {
            var options = new BentoJsonLinesOptions { AllowBlankLines = false };
            var error = Assert.Throws<BentoJsonException>(() => ReadText("{\"Value\":1}\n   \n{\"Value\":2}\n", options));
            Assert.Equal(2, error.Line);
            Assert.Equal(12, error.BytePosition);
            Assert.Contains("blank", error.Message);
        }

        [Fact]
        public void A_byte_order_mark_at_the_start_is_ignored()
        {
            byte[] bytes = new byte[] { 0xEF, 0xBB, 0xBF }.Concat(SequenceTesting.Utf8("{\"Value\":5}\n")).ToArray();
            Assert.Equal(5, Assert.Single(BentoJsonLines.Read<Inner>(new MemoryStream(bytes))).Value);
            Assert.Equal(5, Assert.Single(BentoJsonLines.Read<Inner>(new TrickleStream(bytes, 1))).Value);
        }

        [Fact]
        public void Reader_options_apply_to_each_line()
        {
            var options = new BentoJsonLinesOptions { Json = new BentoJsonOptions { AllowComments = true, RejectUnknownMembers = true } };
            Assert.Equal(3, Assert.Single(ReadText("{\"Value\":3 /* ok */}\n", options)).Value);
            var error = Assert.Throws<BentoJsonException>(() => ReadText("{\"Value\":3}\n{\"Other\":1}\n", options));
            Assert.Equal(2, error.Line);
        }

        // ---- errors ----

        [Fact]
        public void A_bad_line_reports_its_line_column_offset_and_path()
        {
            string text = "{\"Value\":1}\n{\"Value\":2}\r\n{\"Name\":\"ok\",\"Where\":{\"X\":true}}\n{\"Value\":4}\n";
            var error = Assert.Throws<BentoJsonException>(() => ReadText(text));
            Assert.Equal(3, error.Line);
            int lineStart = text.IndexOf("{\"Name\"", StringComparison.Ordinal);
            int column = "{\"Name\":\"ok\",\"Where\":{\"X\":".Length + 1;
            Assert.Equal(column, error.Column);
            Assert.Equal(lineStart + column - 1, error.BytePosition);
            Assert.Equal("$.Where.X", error.Path);
            Assert.Contains($"line 3, column {column}, byte {lineStart + column - 1}", error.Message);
            Assert.IsType<BentoJsonException>(error.InnerException);
        }

        [Fact]
        public void Error_message_text()
        {
            string text = "{\"Value\":1}\n{\"Value\":2}\r\n{\"Name\":\"ok\",\"Where\":{\"X\":true}}\n";
            var error = Assert.Throws<BentoJsonException>(() => ReadText(text));
            Assert.Equal("Expected an integer but found a boolean. Path: $.Where.X, line 3, column 27, byte 51.", error.Message);
        }

        [Fact]
        public async Task Async_readers_report_the_same_line()
        {
            string text = "{\"Value\":1}\n\n{\"Value\":[}\n";
            var error = await Assert.ThrowsAsync<BentoJsonException>(() => SequenceTesting.ToListAsync(BentoJsonLines.ReadAsync<Inner>(new TrickleStream(SequenceTesting.Utf8(text), 3))));
            Assert.Equal(3, error.Line);
        }

        [Fact]
        public void Values_already_read_are_delivered_before_the_error()
        {
            var seen = new List<int>();
            Assert.Throws<BentoJsonException>(() =>
            {
                var bytes = SequenceTesting.Utf8("{\"Value\":1}\n{\"Value\":2}\nnot json\n{\"Value\":4}\n");
                foreach (var v in BentoJsonLines.Read<Inner>(new MemoryStream(bytes))) seen.Add(v.Value);
            });
            Assert.Equal(new[] { 1, 2 }, seen);
        }

        [Fact]
        public void Skip_mode_reports_each_bad_line_and_goes_on()
        {
            var reports = new List<(long Line, long Offset, string Text, string? Path, long Column)>();
            var options = new BentoJsonLinesOptions
            {
                InvalidRecordHandling = BentoInvalidRecordHandling.Skip,
                OnInvalidRecord = e => reports.Add((e.LineNumber, e.ByteOffset, Encoding.UTF8.GetString(e.Line.Span), e.Exception.Path, e.Exception.Column)),
            };
            string text = "{\"Value\":1}\nnope\r\n{\"Value\":3}\n{\"Value\":\"four\"}\n{\"Value\":5}\n[1,2]";
            var back = ReadText(text, options);
            Assert.Equal(new[] { 1, 3, 5 }, back.Select(v => v.Value));
            Assert.Equal(3, reports.Count);
            Assert.Equal((2L, 12L, "nope", "$", 1L), reports[0]);
            Assert.Equal(4L, reports[1].Line);
            Assert.Equal(text.IndexOf("{\"Value\":\"four\"", StringComparison.Ordinal), reports[1].Offset);
            Assert.Equal("{\"Value\":\"four\"}", reports[1].Text);
            Assert.Equal("$.Value", reports[1].Path);
            Assert.Equal(6L, reports[2].Line);
            Assert.Equal("[1,2]", reports[2].Text);

            // Without a callback the bad lines are simply dropped.
            var quiet = ReadText(text, new BentoJsonLinesOptions { InvalidRecordHandling = BentoInvalidRecordHandling.Skip });
            Assert.Equal(new[] { 1, 3, 5 }, quiet.Select(v => v.Value));
        }

        [Fact]
        public void A_callback_that_throws_ends_the_sequence()
        {
            var options = new BentoJsonLinesOptions
            {
                InvalidRecordHandling = BentoInvalidRecordHandling.Skip,
                OnInvalidRecord = e => throw new InvalidOperationException("stop at " + e.LineNumber),
            };
            var error = Assert.Throws<InvalidOperationException>(() => ReadText("{}\n{}\nbad\n{}\n", options));
            Assert.Equal("stop at 3", error.Message);
        }

        [Fact]
        public void A_setter_that_throws_is_a_bad_line()
        {
            var error = Assert.Throws<BentoJsonException>(() => BentoJsonLines.Read<WithRequired>(new MemoryStream(SequenceTesting.Utf8("{\"Id\":1,\"Name\":\"a\"}\n{\"Id\":2}\n"))).ToList());
            Assert.Equal(2, error.Line);
            Assert.Contains("Name", error.Message);
        }

        // ---- limits ----

        [Fact]
        public void A_line_longer_than_the_limit_fails_without_growing_the_buffer()
        {
            var options = new BentoJsonLinesOptions { MaxRecordBytes = 1000, BufferSize = 64 };
            string longLine = "{\"Name\":\"" + new string('x', 2000) + "\"}";
            var error = Assert.Throws<BentoJsonException>(() => ReadText("{\"Value\":1}\n" + longLine + "\n{\"Value\":3}\n", options));
            Assert.Equal(2, error.Line);
            Assert.Contains("MaxRecordBytes (1000 bytes)", error.Message);

            // A line of exactly the limit is fine, with or without CR.
            string exact = "{\"Name\":\"" + new string('y', 1000 - 11) + "\"}";
            Assert.Equal(1000, exact.Length);
            Assert.Single(ReadText(exact + "\n", options));
            Assert.Single(ReadText(exact, options));
        }

        [Fact]
        public void An_endless_line_fails_cleanly()
        {
            var options = new BentoJsonLinesOptions { MaxRecordBytes = 1 << 20 };
            var source = new GeneratedLinesStream(0, endless: true);
            var error = Assert.Throws<BentoJsonException>(() => BentoJsonLines.Read<Inner>(source, options).ToList());
            Assert.Equal(1, error.Line);
            Assert.True(source.BytesProduced <= (1 << 20) + 1, "read no further than the limit and one buffer: " + source.BytesProduced);
        }

        [Theory]
        [InlineData(1)]
        [InlineData(50)]
        [InlineData(100000)]
        public void Skip_mode_skips_an_over_long_line_arriving_in_pieces(int chunk)
        {
            var reports = new List<BentoJsonLinesError>();
            var lengths = new List<int>();
            var options = new BentoJsonLinesOptions
            {
                MaxRecordBytes = 300,
                BufferSize = 32,
                InvalidRecordHandling = BentoInvalidRecordHandling.Skip,
                OnInvalidRecord = e => { reports.Add(e); lengths.Add(e.Line.Length); },
            };
            string longLine = "{\"Name\":\"" + new string('x', 5000) + "\"}";
            string text = "{\"Value\":1}\n" + longLine + "\n{\"Value\":3}\n" + longLine;
            var back = BentoJsonLines.Read<Inner>(new TrickleStream(SequenceTesting.Utf8(text), chunk), options).ToList();
            Assert.Equal(new[] { 1, 3 }, back.Select(v => v.Value));
            Assert.Equal(new long[] { 2, 4 }, reports.Select(r => r.LineNumber));
            Assert.Equal(12, reports[0].ByteOffset);
            Assert.All(lengths, n => Assert.Equal(300, n));
        }
    }
}
