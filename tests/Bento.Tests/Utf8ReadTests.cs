using System;
using System.Collections.Generic;
using System.Text;
using Bento.Json;
using Bento.MessagePack;
using Xunit;

namespace Bento.Tests
{
    /// <summary>
    /// Strings read by both readers around the length where decoding changes method (text up to 512 bytes is decoded
    /// through a buffer on the stack, longer text by the encoding): the value is the text, whatever characters stand at
    /// the change, and invalid UTF-8 anywhere is refused with the reason and the string's offset, never cut or replaced.
    /// </summary>
    public class Utf8ReadTests
    {
        public static IEnumerable<object[]> Texts()
        {
            foreach (int bytes in new[] { 1, 200, 255, 256, 257, 300, 511, 512, 513, 4000 })
            {
                // ASCII only; then two-, three- and four-byte characters ending exactly at the byte count, or reaching
                // one to three bytes past it, so that a character straddles every boundary.
                yield return new object[] { new string('a', bytes) };
                foreach (string character in new[] { "\u00e9", "\u65e5", "\U0001F600" })
                {
                    int size = Encoding.UTF8.GetByteCount(character);
                    for (int ascii = Math.Max(0, bytes - size - 2); ascii <= bytes - 1 && ascii <= bytes - size + 2; ascii++)
                    {
                        if (ascii + size <= 0) continue;
                        var text = new StringBuilder();
                        text.Append('b', ascii).Append(character);
                        yield return new object[] { text.ToString() };
                    }
                }

                // Nothing but multi-byte characters.
                var dense = new StringBuilder();
                while (Encoding.UTF8.GetByteCount(dense.ToString()) + 3 <= bytes) dense.Append('\u65e5');
                if (dense.Length > 0) yield return new object[] { dense.ToString() };
            }
        }

        /// <summary>
        /// The MessagePack reader checks text of up to 512 bytes for ASCII by words and 16-byte loads, the last load moved
        /// back to end with the text, and widens ASCII text into its string by stores placed the same way: every length up
        /// to past several loads and around the 512-byte limit, of text whose every byte differs from its neighbours (so
        /// that a store out of place shows), with one byte at or above 0x80 at every position (a valid two-byte
        /// character, or a byte that is not UTF-8), reads as the text or is refused, as a strict decoder says.
        /// </summary>
        [Fact]
        public void Short_text_with_one_non_ascii_byte_anywhere_is_read_exactly()
        {
            var lengths = new List<int>();
            for (int length = 0; length <= 100; length++) lengths.Add(length);
            lengths.AddRange(new[] { 127, 128, 129, 255, 256, 257, 300, 511, 512, 513 });
            foreach (int length in lengths)
            {
                string ascii = Ascii(length);
                Check(Encoding.ASCII.GetBytes(ascii));
                for (int at = 0; at < length; at++)
                {
                    var text = new StringBuilder(ascii);
                    text[at] = 'é';
                    Check(Encoding.UTF8.GetBytes(text.ToString()));
                    byte[] invalid = Encoding.ASCII.GetBytes(ascii);
                    invalid[at] = 0xFF;
                    Check(invalid);
                }
            }

            static string Ascii(int length)
            {
                var text = new StringBuilder(length);
                for (int i = 0; i < length; i++) text.Append((char)(' ' + (i * 7 % 95)));
                return text.ToString();
            }

            static void Check(byte[] utf8)
            {
                // str 8, or str 16 past 255 bytes.
                var packed = utf8.Length < 256 ? new List<byte> { 0xd9, (byte)utf8.Length } : new List<byte> { 0xda, (byte)(utf8.Length >> 8), (byte)utf8.Length };
                packed.AddRange(utf8);
                string? expected;
                try
                {
                    expected = new UTF8Encoding(false, throwOnInvalidBytes: true).GetString(utf8);
                }
                catch (DecoderFallbackException)
                {
                    expected = null;
                }

                if (expected is null)
                {
                    Assert.Throws<BentoMessagePackException>(() => new MsgPackReader(packed.ToArray()).ReadString());
                }
                else
                {
                    var reader = new MsgPackReader(packed.ToArray());
                    Assert.Equal(expected, reader.ReadString());
                }
            }
        }

        /// <summary>
        /// The JSON reader finds a string's closing quote and learns whether its text is ASCII in one pass, sixteen bytes
        /// a step where the document has them: every length up to past three steps, with one other kind of byte at every
        /// place (a two-, three- or four-byte character, escapes, a byte that is not UTF-8, a control byte), followed by
        /// non-ASCII text or by the end of the document, reads as System.Text.Json reads it or is refused as it is.
        /// </summary>
        [Fact]
        public void Json_text_with_another_kind_of_byte_anywhere_is_read_exactly()
        {
            var kinds = new[]
            {
                Encoding.UTF8.GetBytes("\u00e9"), Encoding.UTF8.GetBytes("\u65e5"), Encoding.UTF8.GetBytes("\U0001F600"),
                Encoding.UTF8.GetBytes("\\n"), Encoding.UTF8.GetBytes("\\u00e9"), Encoding.UTF8.GetBytes("\\\""),
                new byte[] { 0xFF }, new byte[] { 0xC3 }, new byte[] { 0x80 }, new byte[] { 0x01 }, new byte[] { 0x7F },
            };
            var follows = new[] { Array.Empty<byte>(), Encoding.UTF8.GetBytes(",\"\u00e9\u00e9\u00e9\u00e9\u00e9\u00e9\u00e9\u00e9\"]") };
            int cases = 0;
            for (int length = 0; length <= 50; length++)
            {
                foreach (byte[] after in follows)
                {
                    Check(Encoding.ASCII.GetBytes(new string('a', length)), after);
                    foreach (byte[] kind in kinds)
                    {
                        for (int at = 0; at <= length; at++)
                        {
                            var content = new List<byte>(Encoding.ASCII.GetBytes(new string('a', at)));
                            content.AddRange(kind);
                            content.AddRange(Encoding.ASCII.GetBytes(new string('a', length - at)));
                            Check(content.ToArray(), after);
                        }
                    }
                }
            }

            Assert.True(cases > 25_000, cases.ToString());

            static bool StartArray(ref JsonReader reader)
            {
                reader.ReadStartArray();
                return reader.ReadNextArrayElement();
            }

            void Check(byte[] content, byte[] after)
            {
                cases++;
                bool inArray = after.Length > 0;
                var json = new List<byte>();
                if (inArray) json.Add((byte)'[');
                int quote = json.Count;
                json.Add((byte)'"');
                json.AddRange(content);
                json.Add((byte)'"');
                json.AddRange(after);
                byte[] document = json.ToArray();

                string? expected;
                try
                {
                    expected = inArray
                        ? System.Text.Json.JsonSerializer.Deserialize<string[]>(document)![0]
                        : System.Text.Json.JsonSerializer.Deserialize<string>(document);
                }
                catch (System.Text.Json.JsonException)
                {
                    expected = null;
                }

                var reader = new JsonReader(document);
                if (inArray) Assert.True(StartArray(ref reader));
                if (expected is null)
                {
                    var e = Assert.Throws<BentoJsonException>(() =>
                    {
                        var failing = new JsonReader(document);
                        if (inArray) StartArray(ref failing);
                        failing.ReadString();
                    });
                    if (e.Reason == "The string is not valid UTF-8.") Assert.Equal(quote, e.BytePosition);
                }
                else
                {
                    Assert.Equal(expected, reader.ReadString());
                    if (inArray)
                    {
                        Assert.True(reader.ReadNextArrayElement());
                        Assert.Equal("\u00e9\u00e9\u00e9\u00e9\u00e9\u00e9\u00e9\u00e9", reader.ReadString());
                    }
                }
            }
        }

        [Theory]
        [MemberData(nameof(Texts))]
        public void Both_readers_give_the_text(string text)
        {
            byte[] json = Encoding.UTF8.GetBytes("\"" + text + "\"");
            var reader = new JsonReader(json);
            Assert.Equal(text, reader.ReadString());

            byte[] msgpack = BentoMessagePack.FromJson(json);
            var pack = new MsgPackReader(msgpack);
            Assert.Equal(text, pack.ReadString());
        }

        [Theory]
        [InlineData(1, 0)]
        [InlineData(256, 0)]
        [InlineData(256, 255)]
        [InlineData(257, 255)]
        [InlineData(257, 256)]
        [InlineData(512, 511)]
        [InlineData(513, 512)]
        [InlineData(600, 599)]
        public void Invalid_utf8_is_refused_at_any_length(int length, int bad)
        {
            byte[] content = new byte[length];
            content.AsSpan().Fill((byte)'c');
            content[bad] = 0xFF;

            byte[] json = new byte[length + 2];
            json[0] = (byte)'"';
            content.CopyTo(json, 1);
            json[length + 1] = (byte)'"';
            var e = Assert.Throws<BentoJsonException>(() =>
            {
                var reader = new JsonReader(json);
                reader.ReadString();
            });
            Assert.Equal("The string is not valid UTF-8.", e.Reason);
            Assert.Equal(0, e.BytePosition);

            // str 8 or str 16, by length.
            byte[] header = length < 256 ? new byte[] { 0xd9, (byte)length } : new byte[] { 0xda, (byte)(length >> 8), (byte)length };
            byte[] msgpack = new byte[header.Length + length];
            header.CopyTo(msgpack, 0);
            content.CopyTo(msgpack, header.Length);
            var p = Assert.Throws<BentoMessagePackException>(() =>
            {
                var reader = new MsgPackReader(msgpack);
                reader.ReadString();
            });
            Assert.Equal("The string is not valid UTF-8.", p.Reason);
            Assert.Equal(0, p.BytePosition);

            // With replacement asked for, MessagePack gives the replacement character in its place.
            var replacing = new MsgPackReader(msgpack, new BentoMessagePackOptions { InvalidTextHandling = BentoInvalidTextHandling.Replace });
            string replaced = replacing.ReadString()!;
            Assert.Equal(length, replaced.Length);
            Assert.Equal('\uFFFD', replaced[bad]);
        }
    }
}
