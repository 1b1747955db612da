using System;
using System.Buffers;
using System.Text;
using Bento.Json;
using Xunit;

namespace Bento.Tests
{
    /// <summary>
    /// The JSON writer's own failures, with their exact reasons (numbers JSON cannot show, text that is not Unicode), and
    /// the named floats written where the options allow them, in every position a value can take.
    /// </summary>
    public class JsonWriterErrorTests
    {
        private delegate void Write(ref JsonWriter writer);

        private static readonly BentoJsonOptions Named = new BentoJsonOptions { FloatHandling = BentoFloatHandling.NamedLiteralsAsStrings };

        private static string Written(Write write, BentoJsonOptions? options = null)
        {
            var buffer = new ArrayBufferWriter<byte>();
            var writer = new JsonWriter(buffer, options);
            write(ref writer);
            writer.Flush();
            return Encoding.UTF8.GetString(buffer.WrittenSpan);
        }

        private static string Fails(Write write, BentoJsonOptions? options = null)
        {
            var e = Record.Exception(() => Written(write, options));
            return Assert.IsType<BentoJsonException>(e).Reason;
        }

        [Fact]
        public void An_output_that_gives_less_than_asked_is_refused()
        {
            // A buffer writer must give at least the size asked for; writing past a shorter span would corrupt memory
            // that is not the writer's, so the writer checks every span it takes.
            var output = new Bento.Tests.Infrastructure.StingyBufferWriter { Shortfall = 1 };
            var e = Assert.Throws<InvalidOperationException>(() =>
            {
                // The writer asks for at least 4,096 bytes at a time: a name longer than that asks for its own length.
                var writer = new JsonWriter(output, BentoJsonOptions.Default);
                writer.WriteStartObject();
                writer.WritePropertyName(Encoding.UTF8.GetBytes("\"" + new string('n', 5000) + "\":"));
            });
            Assert.Equal("The output buffer returned a span smaller than requested.", e.Message);
        }

        [Theory]
        [InlineData(double.NaN, "NaN")]
        [InlineData(double.PositiveInfinity, "Infinity")]
        [InlineData(double.NegativeInfinity, "-Infinity")]
        public void Numbers_json_cannot_show_are_refused_or_named(double value, string name)
        {
            string reason = name + " cannot be written as a JSON number. Set FloatHandling to NamedLiteralsAsStrings to write it as a string.";
            Assert.Equal(reason, Fails((ref JsonWriter w) => w.WriteDouble(value)));
            Assert.Equal(reason, Fails((ref JsonWriter w) => w.WriteSingle((float)value)));

            // Named: a string, with the separators of any other value around it, compact and indented.
            Assert.Equal("[1,\"" + name + "\",\"" + name + "\",2]", Written((ref JsonWriter w) =>
            {
                w.WriteStartArray();
                w.WriteInt32(1);
                w.WriteDouble(value);
                w.WriteSingle((float)value);
                w.WriteInt32(2);
                w.WriteEndArray();
            }, Named));
            var indented = new BentoJsonOptions { FloatHandling = BentoFloatHandling.NamedLiteralsAsStrings, Indented = true };
            Assert.Equal("{\n  \"a\": \"" + name + "\",\n  \"b\": [\n    \"" + name + "\"\n  ]\n}", Written((ref JsonWriter w) =>
            {
                w.WriteStartObject();
                w.WritePropertyName("a");
                w.WriteDouble(value);
                w.WritePropertyName("b");
                w.WriteStartArray();
                w.WriteSingle((float)value);
                w.WriteEndArray();
                w.WriteEndObject();
            }, indented));
        }

        [Fact]
        public void Finite_extremes_are_numbers_under_every_option()
        {
            foreach (var options in new[] { null, Named })
            {
                Assert.Equal("[1.7976931348623157E+308,-3.4028235E+38,5E-324,0]", Written((ref JsonWriter w) =>
                {
                    w.WriteStartArray();
                    w.WriteDouble(double.MaxValue);
                    w.WriteSingle(float.MinValue);
                    w.WriteDouble(double.Epsilon);
                    w.WriteSingle(0f);
                    w.WriteEndArray();
                }, options));
            }
        }

        [Theory]
        [InlineData(1)]
        [InlineData(255)]
        [InlineData(256)]
        [InlineData(300)]
        [InlineData(5000)]
        public void Lone_surrogates_are_refused_or_replaced_in_values_and_names(int length)
        {
            const string Reason = "The string holds a lone UTF-16 surrogate, which cannot be written as UTF-8. Set InvalidTextHandling to Replace to write U+FFFD instead.";
            foreach (string lone in new[] { "\ud800", "\udc00", "\udbff" })
            {
                string text = new string('a', length - 1) + lone;
                string early = lone + new string('b', length - 1);
                Assert.Equal(Reason, Fails((ref JsonWriter w) => w.WriteString(text)));
                Assert.Equal(Reason, Fails((ref JsonWriter w) => w.WriteString(early)));
                Assert.Equal(Reason, Fails((ref JsonWriter w) =>
                {
                    w.WriteStartObject();
                    w.WritePropertyName(text);
                }));

                var replace = new BentoJsonOptions { InvalidTextHandling = BentoInvalidTextHandling.Replace };
                Assert.Equal("\"" + new string('a', length - 1) + "\uFFFD\"", Written((ref JsonWriter w) => w.WriteString(text), replace));
                Assert.Equal("{\"" + new string('a', length - 1) + "\uFFFD\":1}", Written((ref JsonWriter w) =>
                {
                    w.WriteStartObject();
                    w.WritePropertyName(text);
                    w.WriteInt32(1);
                    w.WriteEndObject();
                }, replace));
            }

            // A pair is one character, however the text is cut.
            string pair = new string('a', length - 1) + "\U0001F600";
            Assert.Equal("\"" + pair + "\"", Written((ref JsonWriter w) => w.WriteString(pair)));
        }
    }
}
