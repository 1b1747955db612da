using System;
using System.Text;
using Bento.MessagePack;
using Xunit;
using static Bento.Tests.MessagePack.MsgPackTesting;

namespace Bento.Tests.MessagePack
{
    /// <summary>Golden bytes at every family boundary: a change here is a wire format change.</summary>
    public class MsgPackGoldenTests
    {
        [Theory]
        [InlineData(0L, "00")]
        [InlineData(1L, "01")]
        [InlineData(127L, "7f")]
        [InlineData(128L, "cc80")]
        [InlineData(255L, "ccff")]
        [InlineData(256L, "cd0100")]
        [InlineData(65535L, "cdffff")]
        [InlineData(65536L, "ce00010000")]
        [InlineData(4294967295L, "ceffffffff")]
        [InlineData(4294967296L, "cf0000000100000000")]
        [InlineData(long.MaxValue, "cf7fffffffffffffff")]
        [InlineData(-1L, "ff")]
        [InlineData(-32L, "e0")]
        [InlineData(-33L, "d0df")]
        [InlineData(-128L, "d080")]
        [InlineData(-129L, "d1ff7f")]
        [InlineData(-32768L, "d18000")]
        [InlineData(-32769L, "d2ffff7fff")]
        [InlineData(-2147483648L, "d280000000")]
        [InlineData(-2147483649L, "d3ffffffff7fffffff")]
        [InlineData(long.MinValue, "d38000000000000000")]
        public void Int64_uses_the_smallest_family(long value, string hex)
        {
            Assert.Equal(hex, Hex(Write((ref MsgPackWriter<System.Buffers.ArrayBufferWriter<byte>> w) => w.WriteInt64(value))));
            var reader = new MsgPackReader(Bytes(hex));
            Assert.Equal(value, reader.ReadInt64());
            Assert.True(reader.End);
            if (value >= int.MinValue && value <= int.MaxValue)
                Assert.Equal(hex, Hex(Write((ref MsgPackWriter<System.Buffers.ArrayBufferWriter<byte>> w) => w.WriteInt32((int)value))));
        }

        [Theory]
        [InlineData(0UL, "00")]
        [InlineData(127UL, "7f")]
        [InlineData(128UL, "cc80")]
        [InlineData(255UL, "ccff")]
        [InlineData(256UL, "cd0100")]
        [InlineData(65535UL, "cdffff")]
        [InlineData(65536UL, "ce00010000")]
        [InlineData(4294967295UL, "ceffffffff")]
        [InlineData(4294967296UL, "cf0000000100000000")]
        [InlineData(ulong.MaxValue, "cfffffffffffffffff")]
        public void UInt64_uses_the_smallest_family(ulong value, string hex)
        {
            Assert.Equal(hex, Hex(Write((ref MsgPackWriter<System.Buffers.ArrayBufferWriter<byte>> w) => w.WriteUInt64(value))));
            var reader = new MsgPackReader(Bytes(hex));
            Assert.Equal(value, reader.ReadUInt64());
            if (value <= uint.MaxValue)
                Assert.Equal(hex, Hex(Write((ref MsgPackWriter<System.Buffers.ArrayBufferWriter<byte>> w) => w.WriteUInt32((uint)value))));
        }

        [Fact]
        public void Small_integer_types_use_the_same_families()
        {
            Assert.Equal("ccff", Hex(Write((ref MsgPackWriter<System.Buffers.ArrayBufferWriter<byte>> w) => w.WriteByte(255))));
            Assert.Equal("d080", Hex(Write((ref MsgPackWriter<System.Buffers.ArrayBufferWriter<byte>> w) => w.WriteSByte(-128))));
            Assert.Equal("7f", Hex(Write((ref MsgPackWriter<System.Buffers.ArrayBufferWriter<byte>> w) => w.WriteSByte(127))));
            Assert.Equal("d18000", Hex(Write((ref MsgPackWriter<System.Buffers.ArrayBufferWriter<byte>> w) => w.WriteInt16(short.MinValue))));
            Assert.Equal("cdffff", Hex(Write((ref MsgPackWriter<System.Buffers.ArrayBufferWriter<byte>> w) => w.WriteUInt16(ushort.MaxValue))));
            Assert.Equal("cd20ac", Hex(Write((ref MsgPackWriter<System.Buffers.ArrayBufferWriter<byte>> w) => w.WriteChar('\u20ac'))));
        }

        [Fact]
        public void Nil_and_booleans()
        {
            Assert.Equal("c0c2c3", Hex(Write((ref MsgPackWriter<System.Buffers.ArrayBufferWriter<byte>> w) =>
            {
                w.WriteNil();
                w.WriteBoolean(false);
                w.WriteBoolean(true);
            })));
        }

        [Fact]
        public void Floats_are_float32_for_float_and_float64_for_double()
        {
            Assert.Equal("ca3fc00000", Hex(Write((ref MsgPackWriter<System.Buffers.ArrayBufferWriter<byte>> w) => w.WriteSingle(1.5f))));
            Assert.Equal("cb3ff8000000000000", Hex(Write((ref MsgPackWriter<System.Buffers.ArrayBufferWriter<byte>> w) => w.WriteDouble(1.5))));
            Assert.Equal("cb3fb999999999999a", Hex(Write((ref MsgPackWriter<System.Buffers.ArrayBufferWriter<byte>> w) => w.WriteDouble(0.1))));
            Assert.Equal("ca00000000", Hex(Write((ref MsgPackWriter<System.Buffers.ArrayBufferWriter<byte>> w) => w.WriteSingle(0f))));
            Assert.Equal("cb8000000000000000", Hex(Write((ref MsgPackWriter<System.Buffers.ArrayBufferWriter<byte>> w) => w.WriteDouble(-0.0))));
            Assert.Equal("cb7ff8000000000000", Hex(Write((ref MsgPackWriter<System.Buffers.ArrayBufferWriter<byte>> w) => w.WriteDouble(BitConverter.Int64BitsToDouble(0x7ff8000000000000)))));
            Assert.Equal("ca7f800000", Hex(Write((ref MsgPackWriter<System.Buffers.ArrayBufferWriter<byte>> w) => w.WriteSingle(float.PositiveInfinity))));
        }

        [Theory]
        [InlineData(0, "a0")]
        [InlineData(31, "bf")]
        [InlineData(32, "d920")]
        [InlineData(255, "d9ff")]
        [InlineData(256, "da0100")]
        [InlineData(65535, "daffff")]
        [InlineData(65536, "db00010000")]
        public void String_headers_at_each_boundary(int length, string header)
        {
            string text = new string('x', length);
            byte[] bytes = Write((ref MsgPackWriter<System.Buffers.ArrayBufferWriter<byte>> w) => w.WriteString(text));
            Assert.Equal(header, Hex(bytes.AsSpan(0, header.Length / 2).ToArray()));
            Assert.Equal(header.Length / 2 + length, bytes.Length);
            Assert.All(bytes.AsSpan(header.Length / 2).ToArray(), b => Assert.Equal((byte)'x', b));
            var reader = new MsgPackReader(bytes);
            Assert.Equal(text, reader.ReadString());

            byte[] fromUtf8 = Write((ref MsgPackWriter<System.Buffers.ArrayBufferWriter<byte>> w) => w.WriteStringUtf8(Encoding.UTF8.GetBytes(text)));
            Assert.Equal(bytes, fromUtf8);
        }

        [Fact]
        public void String_length_counts_utf8_bytes_not_chars()
        {
            // 11 chars of U+00E9 are 22 bytes (fixstr); 16 of them are 32 bytes (str 8).
            Assert.Equal("b6" + string.Concat(System.Linq.Enumerable.Repeat("c3a9", 11)),
                Hex(Write((ref MsgPackWriter<System.Buffers.ArrayBufferWriter<byte>> w) => w.WriteString(new string('\u00e9', 11)))));
            Assert.StartsWith("d920", Hex(Write((ref MsgPackWriter<System.Buffers.ArrayBufferWriter<byte>> w) => w.WriteString(new string('\u00e9', 16)))));
            Assert.Equal("a4f09f8d99", Hex(Write((ref MsgPackWriter<System.Buffers.ArrayBufferWriter<byte>> w) => w.WriteString("\U0001F359"))));
        }

        [Fact]
        public void Long_strings_split_across_slices_keep_surrogate_pairs_and_exact_length()
        {
            // 16 Ki chars is the slice size: put a pair across the boundary.
            string text = new string('a', 16 * 1024 - 1) + "\U0001F359" + new string('b', 70000);
            byte[] bytes = Write((ref MsgPackWriter<System.Buffers.ArrayBufferWriter<byte>> w) => w.WriteString(text));
            var reader = new MsgPackReader(bytes);
            Assert.Equal(text, reader.ReadString());
            Assert.Equal(Encoding.UTF8.GetByteCount(text) + 5, bytes.Length);
        }

        [Fact]
        public void Lone_surrogate_is_an_error_by_default_and_replaced_on_request()
        {
            var e = Record.Exception(() => Write((ref MsgPackWriter<System.Buffers.ArrayBufferWriter<byte>> w) => w.WriteString("a\ud800b")));
            Assert.IsType<BentoMessagePackException>(e);
            var replace = new BentoMessagePackOptions { InvalidTextHandling = BentoInvalidTextHandling.Replace };
            Assert.Equal("a561efbfbd62", Hex(Write((ref MsgPackWriter<System.Buffers.ArrayBufferWriter<byte>> w) => w.WriteString("a\ud800b"), replace)));
            string longText = new string('z', 20000) + "\udc00";
            var reader = new MsgPackReader(Write((ref MsgPackWriter<System.Buffers.ArrayBufferWriter<byte>> w) => w.WriteString(longText), replace));
            Assert.Equal(new string('z', 20000) + "\ufffd", reader.ReadString());
            Assert.IsType<BentoMessagePackException>(Record.Exception(() => Write((ref MsgPackWriter<System.Buffers.ArrayBufferWriter<byte>> w) => w.WriteString(longText))));
        }

        [Fact]
        public void Null_string_and_bytes_write_nil()
        {
            Assert.Equal("c0c0", Hex(Write((ref MsgPackWriter<System.Buffers.ArrayBufferWriter<byte>> w) =>
            {
                w.WriteString((string?)null);
                w.WriteBytes(null);
            })));
        }

        [Theory]
        [InlineData(0, "c400")]
        [InlineData(15, "c40f")]
        [InlineData(16, "c410")]
        [InlineData(255, "c4ff")]
        [InlineData(256, "c50100")]
        [InlineData(65535, "c5ffff")]
        [InlineData(65536, "c600010000")]
        public void Binary_headers_at_each_boundary(int length, string header)
        {
            var data = new byte[length];
            for (int i = 0; i < length; i++)
                data[i] = (byte)i;
            byte[] bytes = Write((ref MsgPackWriter<System.Buffers.ArrayBufferWriter<byte>> w) => w.WriteBinary(data));
            Assert.Equal(header, Hex(bytes.AsSpan(0, header.Length / 2).ToArray()));
            Assert.Equal(header.Length / 2 + length, bytes.Length);
            var reader = new MsgPackReader(bytes);
            Assert.Equal(data, reader.ReadBinary());
        }

        [Theory]
        [InlineData(0, "90", "80")]
        [InlineData(15, "9f", "8f")]
        [InlineData(16, "dc0010", "de0010")]
        [InlineData(65535, "dcffff", "deffff")]
        [InlineData(65536, "dd00010000", "df00010000")]
        public void Array_and_map_headers_at_each_boundary(int count, string arrayHex, string mapHex)
        {
            Assert.Equal(arrayHex, Hex(Write((ref MsgPackWriter<System.Buffers.ArrayBufferWriter<byte>> w) => w.WriteArrayHeader(count))));
            Assert.Equal(mapHex, Hex(Write((ref MsgPackWriter<System.Buffers.ArrayBufferWriter<byte>> w) => w.WriteMapHeader(count))));

            // Read back with enough items behind the header (nil elements; nil keys and values).
            var array = Concat(Bytes(arrayHex), Repeat(0xc0, count));
            var reader = new MsgPackReader(array);
            Assert.Equal(count, reader.ReadArrayHeader());
            var map = Concat(Bytes(mapHex), Repeat(0xc0, count * 2));
            reader = new MsgPackReader(map);
            Assert.Equal(count, reader.ReadMapHeader());
            Assert.True(BentoMessagePack.IsValid(array));
            Assert.True(BentoMessagePack.IsValid(map));
        }

        [Theory]
        [InlineData(1, "d4")]
        [InlineData(2, "d5")]
        [InlineData(4, "d6")]
        [InlineData(8, "d7")]
        [InlineData(16, "d8")]
        public void Fixext_for_its_exact_lengths(int length, string code)
        {
            var data = Repeat(0xab, length);
            byte[] bytes = Write((ref MsgPackWriter<System.Buffers.ArrayBufferWriter<byte>> w) => w.WriteExtension(5, data));
            Assert.Equal(code + "05" + Hex(data), Hex(bytes));
            var reader = new MsgPackReader(bytes);
            Assert.Equal(data, reader.ReadExtension(out sbyte type).ToArray());
            Assert.Equal(5, type);
        }

        [Theory]
        [InlineData(0, "c70000")]
        [InlineData(3, "c70300")]
        [InlineData(17, "c71100")]
        [InlineData(255, "c7ff00")]
        [InlineData(256, "c8010000")]
        [InlineData(65535, "c8ffff00")]
        [InlineData(65536, "c90001000000")]
        public void Ext_headers_at_each_boundary(int length, string header)
        {
            var data = Repeat(0x11, length);
            byte[] bytes = Write((ref MsgPackWriter<System.Buffers.ArrayBufferWriter<byte>> w) => w.WriteExtension(0, data));
            Assert.Equal(header, Hex(bytes.AsSpan(0, header.Length / 2).ToArray()));
            var reader = new MsgPackReader(bytes);
            Assert.Equal(length, reader.ReadExtension(out sbyte type).Length);
            Assert.Equal(0, type);
            Assert.Equal("c7ff80", Hex(Write((ref MsgPackWriter<System.Buffers.ArrayBufferWriter<byte>> w) => w.WriteExtensionHeader(-128, 255))));
        }

        [Theory]
        [InlineData(0L, 0u, "d6ff00000000")]
        [InlineData(4294967295L, 0u, "d6ffffffffff")]
        [InlineData(4294967296L, 0u, "d7ff0000000100000000")]
        [InlineData(0L, 1u, "d7ff0000000400000000")]
        [InlineData(17179869183L, 999999999u, "d7ffee6b27ffffffffff")]
        [InlineData(17179869184L, 0u, "c70cff000000000000000400000000")]
        [InlineData(-1L, 0u, "c70cff00000000ffffffffffffffff")]
        [InlineData(-62135596800L, 0u, "c70cff00000000fffffff1886e0900")]
        [InlineData(1L, 500000000u, "d7ff7735940000000001")]
        public void Timestamp_takes_the_smallest_form(long seconds, uint nanoseconds, string hex)
        {
            Assert.Equal(hex, Hex(Write((ref MsgPackWriter<System.Buffers.ArrayBufferWriter<byte>> w) => w.WriteTimestamp(seconds, nanoseconds))));
            var reader = new MsgPackReader(Bytes(hex));
            reader.ReadTimestamp(out long s, out uint ns);
            Assert.Equal(seconds, s);
            Assert.Equal(nanoseconds, ns);
        }

        [Fact]
        public void DateTime_is_a_utc_timestamp()
        {
            var utc = new DateTime(2024, 2, 29, 12, 34, 56, DateTimeKind.Utc).AddTicks(1234567);
            byte[] bytes = Write((ref MsgPackWriter<System.Buffers.ArrayBufferWriter<byte>> w) => w.WriteDateTime(utc));
            Assert.StartsWith("d7ff", Hex(bytes));
            var reader = new MsgPackReader(bytes);
            var back = reader.ReadDateTime();
            Assert.Equal(utc, back);
            Assert.Equal(DateTimeKind.Utc, back.Kind);

            // The epoch and whole seconds since it take the 32-bit form.
            Assert.Equal("d6ff00000000", Hex(Write((ref MsgPackWriter<System.Buffers.ArrayBufferWriter<byte>> w) => w.WriteDateTime(new DateTime(1970, 1, 1, 0, 0, 0, DateTimeKind.Utc)))));

            // Unspecified is taken as UTC; Local is converted.
            var unspecified = new DateTime(2000, 1, 1, 0, 0, 0, DateTimeKind.Unspecified);
            Assert.Equal(Hex(Write((ref MsgPackWriter<System.Buffers.ArrayBufferWriter<byte>> w) => w.WriteDateTime(DateTime.SpecifyKind(unspecified, DateTimeKind.Utc)))),
                Hex(Write((ref MsgPackWriter<System.Buffers.ArrayBufferWriter<byte>> w) => w.WriteDateTime(unspecified))));
            var local = new DateTime(2000, 1, 1, 0, 0, 0, DateTimeKind.Local);
            reader = new MsgPackReader(Write((ref MsgPackWriter<System.Buffers.ArrayBufferWriter<byte>> w) => w.WriteDateTime(local)));
            Assert.Equal(local.ToUniversalTime(), reader.ReadDateTime());

            foreach (var extreme in new[] { DateTime.MinValue, DateTime.MaxValue })
            {
                var value = DateTime.SpecifyKind(extreme, DateTimeKind.Utc);
                reader = new MsgPackReader(Write((ref MsgPackWriter<System.Buffers.ArrayBufferWriter<byte>> w) => w.WriteDateTime(value)));
                Assert.Equal(value, reader.ReadDateTime());
            }
        }

        [Fact]
        public void Helper_types_follow_messagepack_csharp()
        {
            Assert.Equal("a4312e3530", Hex(Write((ref MsgPackWriter<System.Buffers.ArrayBufferWriter<byte>> w) => w.WriteDecimal(1.50m))));
            var guid = new Guid("01234567-89ab-cdef-0123-456789abcdef");
            Assert.Equal("d924" + Hex(Encoding.ASCII.GetBytes("01234567-89ab-cdef-0123-456789abcdef")),
                Hex(Write((ref MsgPackWriter<System.Buffers.ArrayBufferWriter<byte>> w) => w.WriteGuid(guid))));
            Assert.Equal("ce23c34600", Hex(Write((ref MsgPackWriter<System.Buffers.ArrayBufferWriter<byte>> w) => w.WriteTimeSpan(TimeSpan.FromMinutes(1)))));

            // DateTimeOffset: [clock time as a timestamp, offset minutes].
            var dto = new DateTimeOffset(1970, 1, 1, 2, 0, 0, TimeSpan.FromHours(2));
            Assert.Equal("92d6ff00001c20" + "78", Hex(Write((ref MsgPackWriter<System.Buffers.ArrayBufferWriter<byte>> w) => w.WriteDateTimeOffset(dto))));
            var negative = new DateTimeOffset(2001, 2, 3, 4, 5, 6, TimeSpan.FromMinutes(-330));
            var reader = new MsgPackReader(Write((ref MsgPackWriter<System.Buffers.ArrayBufferWriter<byte>> w) => w.WriteDateTimeOffset(negative)));
            var back = reader.ReadDateTimeOffset();
            Assert.Equal(negative, back);
            Assert.Equal(negative.Offset, back.Offset);

            byte[] all = Write((ref MsgPackWriter<System.Buffers.ArrayBufferWriter<byte>> w) =>
            {
                w.WriteDecimal(-79228162514264337593543950335m);
                w.WriteGuid(guid);
                w.WriteTimeSpan(TimeSpan.MinValue);
                w.WriteUri(new Uri("https://example.com/a?b=c"));
                w.WriteVersion(new Version(1, 2, 3, 4));
                w.WriteChar('x');
            });
            reader = new MsgPackReader(all);
            Assert.Equal(-79228162514264337593543950335m, reader.ReadDecimal());
            Assert.Equal(guid, reader.ReadGuid());
            Assert.Equal(TimeSpan.MinValue, reader.ReadTimeSpan());
            Assert.Equal(new Uri("https://example.com/a?b=c"), reader.ReadUri());
            Assert.Equal(new Version(1, 2, 3, 4), reader.ReadVersion());
            Assert.Equal('x', reader.ReadChar());
            Assert.True(reader.End);
        }

#if !BENTO_NETSTANDARD_TESTS
        [Fact]
        public void DateOnly_and_TimeOnly_follow_messagepack_csharp()
        {
            var date = new DateOnly(2024, 2, 29);
            var time = new TimeOnly(23, 59, 59, 999);
            byte[] bytes = Write((ref MsgPackWriter<System.Buffers.ArrayBufferWriter<byte>> w) =>
            {
                w.WriteDateOnly(date);
                w.WriteTimeOnly(time);
            });
            Assert.StartsWith("ce000b", Hex(bytes));
            var reader = new MsgPackReader(bytes);
            Assert.Equal(date, reader.ReadDateOnly());
            Assert.Equal(time, reader.ReadTimeOnly());
        }
#endif

        [Fact]
        public void Raw_and_encoder_span_api_write_precomputed_members()
        {
            // What generated code does: one reservation for a run of fixed-size items.
            byte[] key = { 0xa4, (byte)'N', (byte)'a', (byte)'m', (byte)'e' };
            byte[] bytes = Write((ref MsgPackWriter<System.Buffers.ArrayBufferWriter<byte>> w) =>
            {
                var span = w.GetSpan(1 + key.Length + MsgPackEncoder.MaxIntegerSize);
                int n = MsgPackEncoder.WriteMapHeader(span, 1);
                n += MsgPackEncoder.WriteRaw(span.Slice(n), key);
                n += MsgPackEncoder.WriteInt32(span.Slice(n), 128);
                w.Advance(n);
                w.WriteRaw(new byte[] { 0xc3 });
            });
            Assert.Equal("81a44e616d65cc80c3", Hex(bytes));
        }

        [Fact]
        public void Writer_spans_buffer_growth()
        {
            byte[] bytes = Write((ref MsgPackWriter<System.Buffers.ArrayBufferWriter<byte>> w) =>
            {
                w.WriteArrayHeader(10000);
                for (int i = 0; i < 10000; i++)
                    w.WriteInt64(i * 1000003L);
            });
            var reader = new MsgPackReader(bytes);
            Assert.Equal(10000, reader.ReadArrayHeader());
            for (int i = 0; i < 10000; i++)
                Assert.Equal(i * 1000003L, reader.ReadInt64());
            reader.ReadEndOfDocument();
        }

        [Fact]
        public void Writer_depth_limit_catches_cycles()
        {
            var options = new BentoMessagePackOptions { MaxDepth = 3 };
            var e = Record.Exception(() => Write((ref MsgPackWriter<System.Buffers.ArrayBufferWriter<byte>> w) =>
            {
                for (int i = 0; i < 4; i++)
                {
                    w.EnterContainer();
                    w.WriteArrayHeader(1);
                }
            }, options));
            Assert.IsType<BentoMessagePackException>(e);
        }
    }
}
