using System.Buffers;
using System.Text;
using Bento.Json;
using Xunit;

namespace Bento.Tests
{
    /// <summary>The writer's UTF-8 string and member-name calls escape exactly like its UTF-16 ones.</summary>
    public class Utf8WriterTests
    {
        private static string Write(bool html, string name, string value)
        {
            var output = new ArrayBufferWriter<byte>();
            var writer = new JsonWriter(output, new BentoJsonOptions { EscapeHtml = html });
            writer.WriteStartObject();
            writer.WritePropertyNameUtf8(Encoding.UTF8.GetBytes(name));
            writer.WriteStringUtf8(Encoding.UTF8.GetBytes(value));
            writer.WritePropertyName(name);
            writer.WriteString(value);
            writer.WriteEndObject();
            writer.Flush();
            return Encoding.UTF8.GetString(output.WrittenSpan.ToArray());
        }

        [Theory]
        [InlineData("plain", "text", false, "{\"plain\":\"text\",\"plain\":\"text\"}")]
        [InlineData("q\"k", "a\\b\n\u0001", false, "{\"q\\\"k\":\"a\\\\b\\n\\u0001\",\"q\\\"k\":\"a\\\\b\\n\\u0001\"}")]
        [InlineData("<k>", "&'x'", true, "{\"\\u003Ck\\u003E\":\"\\u0026\\u0027x\\u0027\",\"\\u003Ck\\u003E\":\"\\u0026\\u0027x\\u0027\"}")]
        [InlineData("日本", "😀 é", false, "{\"日本\":\"😀 é\",\"日本\":\"😀 é\"}")]
        public void Utf8_and_utf16_calls_write_the_same_text(string name, string value, bool html, string expected)
        {
            Assert.Equal(expected, Write(html, name, value));
        }

        [Fact]
        public void Long_text_with_late_escape_round_trips()
        {
            string value = new string('x', 100_000) + "\"" + new string('y', 50_000);
            string json = Write(false, "k", value);
            var document = System.Text.Json.JsonDocument.Parse(json);
            foreach (var property in document.RootElement.EnumerateObject()) Assert.Equal(value, property.Value.GetString());
        }
    }
}
