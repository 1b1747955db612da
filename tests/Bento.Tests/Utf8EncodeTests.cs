using System;
using System.Text;
using Bento.Internal;
using Xunit;

namespace Bento.Tests
{
    /// <summary>
    /// The UTF-16 to UTF-8 encoder every writer uses, against the runtime's encoder: blocks of ASCII, of three-byte chars
    /// and mixed ones, surrogates at every place around the block edges, and nothing written past three bytes a char.
    /// </summary>
    public class Utf8EncodeTests
    {
        private const byte Guard = 0xCC;

        // A char of each kind the encoder tells apart.
        private static readonly string[] Kinds = { "a", "\u007F", "\u0080", "é", "\u07FF", "\u0800", "日", "\uD7FF", "\uE000", "\uFFFF", "😀", "\uD800", "\uDFFF" };

        private static void Check(string text)
        {
            foreach (bool replace in new[] { true, false })
            {
                var buffer = new byte[(text.Length * 3) + 16];
                buffer.AsSpan().Fill(Guard);
                int written = Utf8Text.Encode(text.AsSpan(), buffer.AsSpan(0, text.Length * 3), replace);
                byte[]? expected;
                try
                {
                    expected = (replace ? Encoding.UTF8 : new UTF8Encoding(false, throwOnInvalidBytes: true)).GetBytes(text);
                }
                catch (EncoderFallbackException)
                {
                    expected = null;
                }

                if (expected is null)
                {
                    Assert.Equal(-1, written);
                }
                else
                {
                    Assert.True(written == expected.Length, $"length {written} for {Escape(text)}, expected {expected.Length}");
                    Assert.True(expected.AsSpan().SequenceEqual(buffer.AsSpan(0, written)), $"bytes differ for {Escape(text)}");
                }

                for (int i = text.Length * 3; i < buffer.Length; i++)
                    Assert.True(buffer[i] == Guard, $"byte {i} written past the destination for {Escape(text)}");
            }
        }

        private static string Escape(string text)
        {
            var sb = new StringBuilder();
            foreach (char c in text)
                sb.Append(c < 0x80 ? c.ToString() : "\\u" + ((int)c).ToString("X4"));
            return sb.ToString();
        }

        [Fact]
        public void Random_text_of_every_kind_encodes_as_the_runtime_does()
        {
            var random = new Random(8_2026);
            for (int n = 0; n < 20_000; n++)
            {
                int length = random.Next(0, 72);
                // Mostly runs of one kind (what the blocks take), with the other kinds mixed in.
                var sb = new StringBuilder();
                string run = Kinds[random.Next(Kinds.Length)];
                while (sb.Length < length)
                {
                    if (random.Next(6) == 0)
                        run = Kinds[random.Next(Kinds.Length)];
                    sb.Append(random.Next(8) == 0 ? Kinds[random.Next(Kinds.Length)] : run);
                }

                Check(sb.ToString());
            }
        }

        [Fact]
        public void Any_other_char_at_any_place_of_three_byte_text_encodes_as_the_runtime_does() =>
            CheckEveryOtherKindAtEveryPlace(8, 34, i => (char)(0x3042 + i));

        // Text of one kind (the char at each index from textChar) with a char of every kind at each place in turn.
        private static void CheckEveryOtherKindAtEveryPlace(int minLength, int maxLength, Func<int, char> textChar)
        {
            foreach (string other in Kinds)
            {
                for (int length = minLength; length <= maxLength; length++)
                {
                    for (int at = 0; at < length; at++)
                    {
                        var sb = new StringBuilder();
                        for (int i = 0; i < length; i++)
                            sb.Append(i == at ? other : textChar(i).ToString());
                        Check(sb.ToString());
                    }
                }
            }
        }

        // ASCII runs are narrowed 32 chars a step once a block of eight is ASCII: a char of another kind at each place of
        // text long enough for several steps, and text whose end falls anywhere in a step.
        [Fact]
        public void Any_other_char_at_any_place_of_ascii_text_encodes_as_the_runtime_does()
        {
            CheckEveryOtherKindAtEveryPlace(8, 100, i => (char)('!' + (i % 90)));
            for (int length = 0; length <= 300; length++)
                Check(new string('x', length));
        }

        [Fact]
        public void Three_byte_chars_at_the_ends_of_their_range_encode_as_the_runtime_does()
        {
            foreach (char c in new[] { '\u0800', '\u0FFF', '\u1000', '\uD7FF', '\uE000', '\uFFFD', '\uFFFF' })
            {
                Check(new string(c, 8));
                Check(new string(c, 17));
                Check("abcdefgh" + new string(c, 8) + "ijklmnop");
            }
        }
    }
}
