using System;
using System.Buffers;
using System.Text;
using System.Text.Json;
using Bento.Tests.Infrastructure;
using Xunit;

namespace Bento.Tests.Conformance
{
    /// <summary>
    /// JSONTestSuite's y_ files judged by System.Text.Json rather than by Bento itself: the values Bento reads must be
    /// the values <see cref="JsonDocument"/> reads from the same file, and Minify and Format must write what
    /// System.Text.Json's writer writes wherever the two sets of rules agree.
    /// </summary>
    /// <remarks>
    /// Where the rules differ: Bento's Minify and Format keep every string token as written (escapes, their letter case
    /// and unescaped non-ASCII text alike), while System.Text.Json decodes each string and writes it again with its
    /// own encoder (it escapes non-ASCII, DEL, U+2028/U+2029 and the quote as \u0022, and writes its escapes in upper
    /// case). So string tokens are compared by their decoded text, and everything else (numbers as written, structure,
    /// whitespace, line breaks and indentation) byte for byte.
    /// </remarks>
    public class JsonTestSuiteOracleTests
    {
        [ConformanceTheory]
        [MemberData(nameof(JsonTestSuiteTests.AcceptFiles), MemberType = typeof(JsonTestSuiteTests))]
        public void Values_read_are_the_values_System_Text_Json_reads(string file)
        {
            byte[] json = System.IO.File.ReadAllBytes(SharedData.ConformancePath(file));
            using JsonDocument expected = JsonDocument.Parse(json);
            // Bento's reading, carried out through its JSON to MessagePack conversion and decoded by MessagePack-CSharp,
            // so that neither Bento's writer nor its reader of MessagePack takes part in the judgement.
            object? decoded = Oracle.Decode(BentoMessagePack.FromJson(json));
            Oracle.Compare(expected.RootElement, decoded, file + " $");
        }

        [ConformanceTheory]
        [MemberData(nameof(JsonTestSuiteTests.AcceptFiles), MemberType = typeof(JsonTestSuiteTests))]
        public void Minify_and_Format_write_what_System_Text_Json_writes(string file)
        {
            byte[] json = System.IO.File.ReadAllBytes(SharedData.ConformancePath(file));
            using JsonDocument document = JsonDocument.Parse(json);
            string minified = Encoding.UTF8.GetString(BentoJson.Minify(json));
            string formatted = Encoding.UTF8.GetString(BentoJson.Format(json));
            Assert.Equal(Write(document, indented: false), WithStringsAsSystemTextJsonWritesThem(minified));
            Assert.Equal(Write(document, indented: true), WithStringsAsSystemTextJsonWritesThem(formatted));
        }

        /// <summary>
        /// The text with every string token (names and values) replaced by System.Text.Json's own encoding of its
        /// decoded value; all bytes between tokens are kept.
        /// </summary>
        private static string WithStringsAsSystemTextJsonWritesThem(string json)
        {
            byte[] utf8 = Encoding.UTF8.GetBytes(json);
            var reader = new Utf8JsonReader(utf8);
            var result = new StringBuilder();
            int copied = 0;
            while (reader.Read())
            {
                if (reader.TokenType != JsonTokenType.String && reader.TokenType != JsonTokenType.PropertyName)
                    continue;
                int start = (int)reader.TokenStartIndex;
                int end = start + reader.ValueSpan.Length + 2;
                result.Append(Encoding.UTF8.GetString(utf8, copied, start - copied));
                result.Append(JsonSerializer.Serialize(reader.GetString()));
                copied = end;
            }
            result.Append(Encoding.UTF8.GetString(utf8, copied, utf8.Length - copied));
            return result.ToString();
        }

        private static string Write(JsonDocument document, bool indented)
        {
            var buffer = new ArrayBufferWriter<byte>();
            using (var writer = new Utf8JsonWriter(buffer, new JsonWriterOptions { Indented = indented, NewLine = "\n" }))
                document.WriteTo(writer);
            return Encoding.UTF8.GetString(buffer.WrittenSpan);
        }
    }
}
