using System.Text;
using Bento.Json;
using Xunit;

namespace Bento.Tests
{
    /// <summary><see cref="JsonReader.ReadRaw"/>: the exact text of one value, for tools that pass records on untouched.</summary>
    public class RawValueTests
    {
        [Fact]
        public void Returns_each_array_element_exactly_as_written()
        {
            byte[] json = Encoding.UTF8.GetBytes("[ {\"a\": [1, 2, {\"b\": null}]} ,\"x\\u0041\", -1.5e3 , true ]");
            var reader = new JsonReader(json);
            reader.ReadStartArray();
            var seen = new System.Collections.Generic.List<string>();
            while (reader.ReadNextArrayElement()) seen.Add(Encoding.UTF8.GetString(reader.ReadRaw()));
            reader.ReadEndOfDocument();
            Assert.Equal(new[] { "{\"a\": [1, 2, {\"b\": null}]}", "\"x\\u0041\"", "-1.5e3", "true" }, seen);
        }

        [Fact]
        public void Malformed_value_raises_BentoJsonException_with_position()
        {
            byte[] json = Encoding.UTF8.GetBytes("[{\"a\": [1, 2}]");
            var e = Assert.Throws<BentoJsonException>(() =>
            {
                var reader = new JsonReader(json);
                reader.ReadStartArray();
                reader.ReadNextArrayElement();
                reader.ReadRaw();
            });
            Assert.Equal(12, e.BytePosition);
        }
    }
}
