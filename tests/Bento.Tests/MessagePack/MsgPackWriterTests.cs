using System;
using System.Buffers;
using System.Text;
using Bento.MessagePack;
using Bento.Tests.Infrastructure;
using Xunit;
using static Bento.Tests.MessagePack.MsgPackTesting;

namespace Bento.Tests.MessagePack
{
    /// <summary>
    /// The MessagePack writer call by call: random sequences of every write checked against MessagePack-CSharp's own
    /// writer (the same bytes), written again into a buffer that gives no spare room, and the writer's refusals of
    /// misuse with their exact messages.
    /// </summary>
    public class MsgPackWriterTests
    {
        private delegate void StingyWrite(ref MsgPackWriter<StingyBufferWriter> writer);

        private static byte[] WriteStingy(StingyWrite write, BentoMessagePackOptions? options = null, int shortfall = 0)
        {
            var buffer = new StingyBufferWriter { Shortfall = shortfall };
            var writer = new MsgPackWriter<StingyBufferWriter>(buffer, options);
            write(ref writer);
            writer.Flush();
            return buffer.WrittenBytes;
        }

        [Fact]
        public void Random_call_sequences_match_MessagePack_CSharp_and_need_no_spare_room()
        {
            var random = new Random(4242);
            for (int document = 0; document < 300; document++)
            {
                int seed = random.Next();
                byte[] peer = WritePeer(seed);
                byte[] bento = Write((ref MsgPackWriter<ArrayBufferWriter<byte>> w) => BentoCalls(ref w, new Random(seed)));
                Assert.True(peer.AsSpan().SequenceEqual(bento), "sequence " + document + " (seed " + seed + "): MessagePack-CSharp " + Hex(peer) + ", Bento " + Hex(bento));
                byte[] stingy = WriteStingy((ref MsgPackWriter<StingyBufferWriter> w) => BentoCalls(ref w, new Random(seed)));
                Assert.True(bento.AsSpan().SequenceEqual(stingy), "sequence " + document + " into a buffer without spare room");
            }
        }

        private static void BentoCalls<TBuffer>(ref MsgPackWriter<TBuffer> w, Random random)
            where TBuffer : class, IBufferWriter<byte>
        {
            int calls = random.Next(1, 80);
            for (int i = 0; i < calls; i++)
                OneCall(ref w, random, random.Next(CallKinds));
        }

        private const int CallKinds = 21;

        private static void OneCall<TBuffer>(ref MsgPackWriter<TBuffer> w, Random random, int kind)
            where TBuffer : class, IBufferWriter<byte>
        {
            switch (kind)
            {
                case 0: w.WriteNil(); break;
                case 1: w.WriteBoolean(random.Next(2) == 0); break;
                case 2: w.WriteInt32(RandomInt32(random)); break;
                case 3: w.WriteUInt32((uint)RandomInt32(random)); break;
                case 4: w.WriteInt64(RandomInt64(random)); break;
                case 5: w.WriteUInt64((ulong)RandomInt64(random)); break;
                case 6: w.WriteSingle((float)(random.NextDouble() * 1000 - 500)); break;
                case 7: w.WriteDouble(random.NextDouble() * Math.Pow(10, random.Next(-20, 20))); break;
                case 8: w.WriteString(RandomText(random)); break;
                case 9: w.WriteStringUtf8(Encoding.UTF8.GetBytes(RandomText(random))); break;
                case 10: w.WriteBinary(RandomBytes(random)); break;
                case 11: w.WriteArrayHeader(RandomCount(random)); break;
                case 12: w.WriteMapHeader(RandomCount(random)); break;
                case 13:
                    byte[] data = RandomBytes(random);
                    w.WriteExtension((sbyte)random.Next(0, 128), data);
                    break;
                case 14:
                    DateTime time = RandomTime(random);
                    long ticks = time.Ticks - DateTime.UnixEpoch.Ticks;
                    long seconds = Math.DivRem(ticks, TimeSpan.TicksPerSecond, out long rest);
                    if (rest < 0)
                    {
                        seconds--;
                        rest += TimeSpan.TicksPerSecond;
                    }

                    w.WriteTimestamp(seconds, (uint)(rest * 100));
                    break;
                case 15:
                    byte[] utf8 = Encoding.UTF8.GetBytes(RandomText(random));
                    w.WriteStringHeader(utf8.Length);
                    w.WriteRaw(utf8);
                    break;
                case 16:
                    byte[] bin = RandomBytes(random);
                    w.WriteBinaryHeader(bin.Length);
                    w.WriteRaw(bin);
                    break;
                case 17:
                    byte[] ext = RandomBytes(random);
                    w.WriteExtensionHeader((sbyte)random.Next(0, 128), ext.Length);
                    w.WriteRaw(ext);
                    break;
                case 18: w.WriteChar((char)random.Next(0, 65536)); break;
                case 19:
                    int[] ints = RandomInt32s(random);
                    if (random.Next(2) == 0) w.WriteInt32s(ints);
                    else w.WriteInt32s(new System.Collections.Generic.List<int>(ints));
                    break;
                default:
                    // What generated code does: one reservation for a run of fixed-size items, committed at once.
                    int a = RandomInt32(random);
                    double b = random.NextDouble();
                    var span = w.GetSpan(MsgPackEncoder.MaxIntegerSize + MsgPackEncoder.DoubleSize);
                    int n = MsgPackEncoder.WriteInt32(span, a);
                    n += MsgPackEncoder.WriteDouble(span.Slice(n), b);
                    w.Advance(n);
                    break;
            }
        }

        [Fact]
        public void The_int_run_encoder_asks_for_its_room_and_writes_nothing_without_it()
        {
            var values = new[] { 1, -1000, 70000 };
            var exact = new byte[MsgPackEncoder.Int32RunSize(values.Length)];
            Assert.Equal(1 + 3 + 5, MsgPackEncoder.WriteInt32s(exact, values));
            Assert.Equal(new byte[] { 0x01, 0xd1, 0xfc, 0x18, 0xce, 0x00, 0x01, 0x11, 0x70 }, exact.AsSpan(0, 9).ToArray());

            var short1 = new byte[exact.Length - 1];
            Assert.Throws<ArgumentException>(() => MsgPackEncoder.WriteInt32s(short1, values));
            Assert.All(short1, b => Assert.Equal(0, b));
            Assert.Equal(0, MsgPackEncoder.WriteInt32s(Span<byte>.Empty, ReadOnlySpan<int>.Empty));
        }

        [Fact]
        public void Every_write_with_every_amount_of_room_left_in_the_span()
        {
            // The writer takes 4,096 bytes from the buffer at a time. Fill all but a few of them, then make one write:
            // it must take a new span whenever what is left is too small, and only then.
            for (int kind = 0; kind < CallKinds; kind++)
            {
                for (int free = 0; free <= 24; free++)
                {
                    int seed = (kind * 100) + free;
                    int filled = 4096 - free;
                    byte[] expected = Write((ref MsgPackWriter<ArrayBufferWriter<byte>> w) =>
                    {
                        w.WriteRaw(Nils(filled));
                        OneCall(ref w, new Random(seed), kind);
                    });
                    byte[] stingy = WriteStingy((ref MsgPackWriter<StingyBufferWriter> w) =>
                    {
                        var span = w.GetSpan(1);
                        Assert.Equal(4096, span.Length);
                        span.Slice(0, filled).Fill(0xc0);
                        w.Advance(filled);
                        OneCall(ref w, new Random(seed), kind);
                    });
                    Assert.True(expected.AsSpan().SequenceEqual(stingy), "write kind " + kind + " with " + free + " bytes left");
                }
            }
        }

        private static byte[] Nils(int count)
        {
            var bytes = new byte[count];
            bytes.AsSpan().Fill(0xc0);
            return bytes;
        }

        private static byte[] WritePeer(int seed)
        {
            var random = new Random(seed);
            var buffer = new ArrayBufferWriter<byte>();
            var w = new global::MessagePack.MessagePackWriter(buffer);
            int calls = random.Next(1, 80);
            for (int i = 0; i < calls; i++)
            {
                switch (random.Next(21))
                {
                    case 0: w.WriteNil(); break;
                    case 1: w.Write(random.Next(2) == 0); break;
                    case 2: w.Write(RandomInt32(random)); break;
                    case 3: w.Write((uint)RandomInt32(random)); break;
                    case 4: w.Write(RandomInt64(random)); break;
                    case 5: w.Write((ulong)RandomInt64(random)); break;
                    case 6: w.Write((float)(random.NextDouble() * 1000 - 500)); break;
                    case 7: w.Write(random.NextDouble() * Math.Pow(10, random.Next(-20, 20))); break;
                    case 8: w.Write(RandomText(random)); break;
                    case 9: w.WriteString(Encoding.UTF8.GetBytes(RandomText(random))); break;
                    case 10: w.Write(RandomBytes(random)); break;
                    case 11: w.WriteArrayHeader(RandomCount(random)); break;
                    case 12: w.WriteMapHeader(RandomCount(random)); break;
                    case 13:
                        byte[] data = RandomBytes(random);
                        w.WriteExtensionFormat(new global::MessagePack.ExtensionResult((sbyte)random.Next(0, 128), data));
                        break;
                    case 14: w.Write(RandomTime(random)); break;
                    case 15:
                        byte[] utf8 = Encoding.UTF8.GetBytes(RandomText(random));
                        w.WriteStringHeader(utf8.Length);
                        w.WriteRaw(utf8);
                        break;
                    case 16:
                        byte[] bin = RandomBytes(random);
                        w.WriteBinHeader(bin.Length);
                        w.WriteRaw(bin);
                        break;
                    case 17:
                        byte[] ext = RandomBytes(random);
                        w.WriteExtensionFormatHeader(new global::MessagePack.ExtensionHeader((sbyte)random.Next(0, 128), (uint)ext.Length));
                        w.WriteRaw(ext);
                        break;
                    case 18: w.Write((char)random.Next(0, 65536)); break;
                    case 19:
                        int[] ints = RandomInt32s(random);
                        random.Next(2);
                        w.WriteArrayHeader(ints.Length);
                        foreach (int value in ints)
                            w.Write(value);
                        break;
                    default:
                        w.Write(RandomInt32(random));
                        w.Write(random.NextDouble());
                        break;
                }
            }

            w.Flush();
            return buffer.WrittenSpan.ToArray();
        }

        private static int RandomInt32(Random random) => random.Next(5) switch
        {
            0 => random.Next(-40, 200),
            1 => random.Next(-40000, 70000),
            2 => int.MinValue + random.Next(3),
            3 => int.MaxValue - random.Next(3),
            _ => random.Next(int.MinValue, int.MaxValue),
        };

        // Arrays for the run loop: empty ones, ones of one family, ones mixing every family at random, each family's
        // limits from both sides, and now and then one longer than the writer's run of 1,024 values.
        private static int[] RandomInt32s(Random random)
        {
            int length = random.Next(8) == 0 ? random.Next(1000, 2600) : random.Next(0, 40);
            var values = new int[length];
            int mode = random.Next(3);
            for (int i = 0; i < length; i++)
            {
                values[i] = mode switch
                {
                    0 => random.Next(-32, 128),
                    1 => Int32Limits[random.Next(Int32Limits.Length)] + random.Next(-1, 2),
                    _ => RandomInt32(random),
                };
            }

            return values;
        }

        private static readonly int[] Int32Limits = { -32768 - 1, -32768, -129, -128, -33, -32, -1, 0, 127, 128, 255, 256, 65535, 65536, int.MaxValue - 1, int.MinValue + 1 };

        private static long RandomInt64(Random random)
        {
            long value = ((long)random.Next(int.MinValue, int.MaxValue) << 32) | (uint)random.Next(int.MinValue, int.MaxValue);
            return random.Next(3) switch
            {
                0 => value >> random.Next(0, 63),
                1 => random.Next(2) == 0 ? long.MinValue : long.MaxValue,
                _ => value,
            };
        }

        // Counts and lengths on both sides of each header family's boundaries (fix, 8, 16, 32 bits).
        private static readonly int[] Boundaries = { 0, 1, 15, 16, 17, 31, 32, 255, 256, 65535, 65536, 70000 };

        private static int RandomCount(Random random) => Boundaries[random.Next(Boundaries.Length)];

        private static byte[] RandomBytes(Random random)
        {
            int length = random.Next(3) == 0 ? Boundaries[random.Next(Boundaries.Length - 1)] : random.Next(0, 20);
            var bytes = new byte[length];
            random.NextBytes(bytes);
            return bytes;
        }

        private static readonly string[] Pieces = { "a", "é", "日", "😀", "\"", "\0", new string('x', 31), new string('y', 200) };

        private static string RandomText(Random random)
        {
            if (random.Next(40) == 0)
                return new string('L', 16 * 1024 - 1) + "😀" + new string('M', random.Next(0, 70000));
            var text = new StringBuilder();
            int pieces = random.Next(0, 12);
            for (int i = 0; i < pieces; i++)
                text.Append(Pieces[random.Next(Pieces.Length)]);
            return text.ToString();
        }

        private static DateTime RandomTime(Random random)
        {
            long ticks = (long)(random.NextDouble() * DateTime.MaxValue.Ticks);
            if (random.Next(3) == 0) ticks -= ticks % TimeSpan.TicksPerSecond;
            if (random.Next(4) == 0) ticks = DateTime.UnixEpoch.Ticks + (random.Next(0, 100) * TimeSpan.TicksPerSecond);
            return new DateTime(ticks, DateTimeKind.Utc);
        }

        [Fact]
        public void Advancing_past_the_span_taken_is_refused()
        {
            byte[] written = WriteStingy((ref MsgPackWriter<StingyBufferWriter> w) =>
            {
                // The whole span may be used: exactly as many bytes as it holds.
                var span = w.GetSpan(3);
                span.Fill(0xc0);
                w.Advance(span.Length);
            });
            Assert.Equal(4096, written.Length);

            var e = Record.Exception(() => WriteStingy((ref MsgPackWriter<StingyBufferWriter> w) =>
            {
                var span = w.GetSpan(3);
                w.Advance(span.Length + 1);
            }));
            var outOfRange = Assert.IsType<ArgumentOutOfRangeException>(e);
            Assert.Equal("count", outOfRange.ParamName);
            Assert.StartsWith("Advanced past the span taken with GetSpan.", outOfRange.Message, StringComparison.Ordinal);

            // What was advanced already counts: the rest of the span, and one byte more, is past it.
            e = Record.Exception(() => WriteStingy((ref MsgPackWriter<StingyBufferWriter> w) =>
            {
                var span = w.GetSpan(3);
                w.Advance(1);
                w.Advance(span.Length);
            }));
            Assert.Equal("count", Assert.IsType<ArgumentOutOfRangeException>(e).ParamName);
        }

        [Fact]
        public void A_buffer_that_gives_less_than_asked_is_refused()
        {
            var e = Record.Exception(() => WriteStingy((ref MsgPackWriter<StingyBufferWriter> w) => w.WriteInt64(long.MaxValue), shortfall: 4090));
            Assert.Equal("The output buffer returned a span smaller than requested.", Assert.IsType<InvalidOperationException>(e).Message);
        }

        [Fact]
        public void Negative_counts_and_lengths_are_refused()
        {
            AssertNegative("count", (ref MsgPackWriter<ArrayBufferWriter<byte>> w) => w.WriteArrayHeader(-1));
            AssertNegative("count", (ref MsgPackWriter<ArrayBufferWriter<byte>> w) => w.WriteMapHeader(-1));
            AssertNegative("byteLength", (ref MsgPackWriter<ArrayBufferWriter<byte>> w) => w.WriteStringHeader(-1));
            AssertNegative("length", (ref MsgPackWriter<ArrayBufferWriter<byte>> w) => w.WriteBinaryHeader(-1));
            AssertNegative("length", (ref MsgPackWriter<ArrayBufferWriter<byte>> w) => w.WriteExtensionHeader(5, -1));

            // Zero is a length like any other.
            Assert.Equal("90 80 a0 c4 00 c7 00 05", Spaced(Write((ref MsgPackWriter<ArrayBufferWriter<byte>> w) =>
            {
                w.WriteArrayHeader(0);
                w.WriteMapHeader(0);
                w.WriteStringHeader(0);
                w.WriteBinaryHeader(0);
                w.WriteExtensionHeader(5, 0);
            })));
        }

        private static void AssertNegative(string parameter, WriteAction action)
        {
            var e = Assert.IsType<ArgumentOutOfRangeException>(Record.Exception(() => Write(action)));
            Assert.Equal(parameter, e.ParamName);
            Assert.StartsWith("The count or length must not be negative.", e.Message, StringComparison.Ordinal);
        }

        [Fact]
        public void A_timestamp_takes_nanoseconds_below_one_second()
        {
            Assert.Equal("d7 ff ee 6b 27 fc 00 00 00 00", Spaced(Write((ref MsgPackWriter<ArrayBufferWriter<byte>> w) => w.WriteTimestamp(0, 999_999_999))));
            var e = Assert.IsType<ArgumentOutOfRangeException>(Record.Exception(() => Write((ref MsgPackWriter<ArrayBufferWriter<byte>> w) => w.WriteTimestamp(0, 1_000_000_000))));
            Assert.Equal("nanoseconds", e.ParamName);
            Assert.StartsWith("Nanoseconds must be below one second.", e.Message, StringComparison.Ordinal);
            var encoder = Assert.IsType<ArgumentOutOfRangeException>(Record.Exception(() => MsgPackEncoder.WriteTimestamp(new byte[MsgPackEncoder.MaxTimestampSize], 0, 1_000_000_000)));
            Assert.Equal("nanoseconds", encoder.ParamName);
        }

        [Theory]
        [InlineData("a")]
        [InlineData("\u00e9")]
        [InlineData("\u65e5")]
        [InlineData("\ud83d\ude00")]
        public void Strings_whose_bytes_need_a_larger_header_than_their_chars(string unit)
        {
            // The text is encoded after the header its char count needs and moved when its UTF-8 length needs a larger
            // one: every count of units around the fixstr and str 8 limits, against MessagePack-CSharp, with an ASCII
            // tail so that the char count alone falls on both sides of a limit too. Around the str 16 limit the text is
            // longer than 16 K chars, so those cases check the other path (slices behind a header counted first).
            foreach (int limit in new[] { 31, 255, 65535 })
            {
                for (int units = (limit / 4) - 2; units <= limit + 2; units += units < (limit / 4) + 2 || units >= limit - 2 ? 1 : Math.Max(1, limit / 40))
                {
                    for (int tail = 0; tail <= 2; tail++)
                    {
                        var builder = new StringBuilder();
                        for (int i = 0; i < units; i++) builder.Append(unit);
                        string text = builder.Append('t', tail).ToString();
                        var peerBuffer = new ArrayBufferWriter<byte>();
                        var peer = new global::MessagePack.MessagePackWriter(peerBuffer);
                        peer.Write(text);
                        peer.Flush();
                        byte[] bento = Write((ref MsgPackWriter<ArrayBufferWriter<byte>> w) => w.WriteString(text));
                        Assert.True(peerBuffer.WrittenSpan.SequenceEqual(bento), units + " x U+" + ((int)unit[0]).ToString("X4", System.Globalization.CultureInfo.InvariantCulture) + " + " + tail);
                    }
                }
            }
        }

        [Fact]
        public void Short_text_with_one_char_outside_ascii_anywhere_is_written_as_MessagePack_CSharp_writes_it()
        {
            // Short ASCII text is narrowed a few overlapping loads at a time: every length around those loads (4, 8, 16
            // and 32 chars, the fixstr limit of 31, and well past them), all ASCII and then with one other char at each
            // position. U+0080 and U+0100 are the first chars whose low or high byte alone shows they are not ASCII;
            // U+007F is ASCII.
            foreach (char other in new[] { '\u007f', '\u0080', '\u00e9', '\u0100', '\u4e2d', '\uff80' })
            {
                for (int length = 0; length <= 70; length++)
                {
                    var ascii = new StringBuilder();
                    for (int i = 0; i < length; i++) ascii.Append((char)('!' + (i % 90)));
                    Check(ascii.ToString());
                    for (int at = 0; at < length; at++)
                    {
                        var text = new StringBuilder(ascii.ToString());
                        text[at] = other;
                        Check(text.ToString());
                    }
                }
            }

            static void Check(string text)
            {
                var peerBuffer = new ArrayBufferWriter<byte>();
                var peer = new global::MessagePack.MessagePackWriter(peerBuffer);
                peer.Write(text);
                peer.Flush();
                byte[] bento = WriteStingy((ref MsgPackWriter<StingyBufferWriter> w) => w.WriteString(text));
                Assert.True(peerBuffer.WrittenSpan.SequenceEqual(bento), "\"" + text + "\": " + Spaced(bento));
            }
        }

        [Fact]
        public void A_lone_surrogate_anywhere_in_short_text_is_refused()
        {
            for (int length = 1; length <= 70; length++)
            {
                for (int at = 0; at < length; at++)
                {
                    var text = new StringBuilder(new string('s', length));
                    text[at] = '\udc00';
                    var e = Record.Exception(() => WriteStingy((ref MsgPackWriter<StingyBufferWriter> w) => w.WriteString(text.ToString())));
                    Assert.IsType<BentoMessagePackException>(e);
                }
            }
        }

        [Theory]
        [InlineData(3)]
        [InlineData(20_000)]
        public void A_lone_high_surrogate_at_the_end_of_a_string(int length)
        {
            // Short text is encoded at once; long text in slices, where a high surrogate at a slice's end is held back
            // for its pair. At the very end there is no pair to wait for.
            string text = new string('z', length - 1) + "\ud800";
            var e = Record.Exception(() => Write((ref MsgPackWriter<ArrayBufferWriter<byte>> w) => w.WriteString(text)));
            Assert.Equal(
                "The string holds a lone UTF-16 surrogate, which cannot be written as UTF-8. Set InvalidTextHandling to Replace to write U+FFFD instead.",
                Assert.IsType<BentoMessagePackException>(e).Message);

            var replace = new BentoMessagePackOptions { InvalidTextHandling = BentoInvalidTextHandling.Replace };
            var reader = new MsgPackReader(Write((ref MsgPackWriter<ArrayBufferWriter<byte>> w) => w.WriteString(text), replace));
            Assert.Equal(new string('z', length - 1) + "\ufffd", reader.ReadString());
            reader.ReadEndOfDocument();
        }

        private static string Spaced(byte[] bytes)
        {
            var text = new StringBuilder();
            foreach (byte b in bytes)
            {
                if (text.Length > 0) text.Append(' ');
                text.Append(b.ToString("x2", System.Globalization.CultureInfo.InvariantCulture));
            }

            return text.ToString();
        }
    }
}
