using System;
using Bento.Internal;
using Bento.MessagePack;
using Xunit;
using static Bento.Tests.MessagePack.MsgPackTesting;

namespace Bento.Tests.MessagePack
{
    /// <summary>The reader accepts every valid encoding of a value, not only the smallest.</summary>
    public class MsgPackReaderTests
    {
        [Theory]
        [InlineData("05")]
        [InlineData("cc05")]
        [InlineData("cd0005")]
        [InlineData("ce00000005")]
        [InlineData("cf0000000000000005")]
        [InlineData("d005")]
        [InlineData("d10005")]
        [InlineData("d200000005")]
        [InlineData("d30000000000000005")]
        public void Every_integer_family_reads_as_every_integer_type(string hex)
        {
            byte[] input = Bytes(hex);
            Assert.Equal(5, Read(input, (ref MsgPackReader r) => r.ReadByte()));
            Assert.Equal(5, Read(input, (ref MsgPackReader r) => r.ReadSByte()));
            Assert.Equal(5, Read(input, (ref MsgPackReader r) => r.ReadInt16()));
            Assert.Equal(5, Read(input, (ref MsgPackReader r) => r.ReadUInt16()));
            Assert.Equal(5, Read(input, (ref MsgPackReader r) => r.ReadInt32()));
            Assert.Equal(5u, Read(input, (ref MsgPackReader r) => r.ReadUInt32()));
            Assert.Equal(5L, Read(input, (ref MsgPackReader r) => r.ReadInt64()));
            Assert.Equal(5UL, Read(input, (ref MsgPackReader r) => r.ReadUInt64()));
            Assert.Equal(5.0, Read(input, (ref MsgPackReader r) => r.ReadDouble()));
            Assert.Equal(5f, Read(input, (ref MsgPackReader r) => r.ReadSingle()));
            Assert.Equal(5m, Read(input, (ref MsgPackReader r) => r.ReadDecimal()));
        }

        [Theory]
        [InlineData("fb")]
        [InlineData("d0fb")]
        [InlineData("d1fffb")]
        [InlineData("d2fffffffb")]
        [InlineData("d3fffffffffffffffb")]
        public void Negative_values_in_every_signed_family(string hex)
        {
            byte[] input = Bytes(hex);
            Assert.Equal(-5, Read(input, (ref MsgPackReader r) => r.ReadSByte()));
            Assert.Equal(-5, Read(input, (ref MsgPackReader r) => r.ReadInt16()));
            Assert.Equal(-5, Read(input, (ref MsgPackReader r) => r.ReadInt32()));
            Assert.Equal(-5L, Read(input, (ref MsgPackReader r) => r.ReadInt64()));
            Assert.Equal(-5.0, Read(input, (ref MsgPackReader r) => r.ReadDouble()));
            ReadFails(input, (ref MsgPackReader r) => r.ReadByte());
            ReadFails(input, (ref MsgPackReader r) => r.ReadUInt32());
            ReadFails(input, (ref MsgPackReader r) => r.ReadUInt64());
        }

        [Theory]
        [InlineData("cd0100", "byte")]
        [InlineData("cc80", "sbyte")]
        [InlineData("d0ff", "byte")]
        [InlineData("ce80000000", "int")]
        [InlineData("d2ffffffff", "uint")]
        [InlineData("cf8000000000000000", "long")]
        [InlineData("d3ffffffffffffffff", "ulong")]
        [InlineData("d1ff7f", "sbyte")]
        [InlineData("ce00010000", "ushort")]
        [InlineData("d2ffff7fff", "short")]
        public void Out_of_range_values_are_errors(string hex, string type)
        {
            var e = ReadFails(Bytes(hex), (ref MsgPackReader r) =>
            {
                switch (type)
                {
                    case "byte": r.ReadByte(); break;
                    case "sbyte": r.ReadSByte(); break;
                    case "short": r.ReadInt16(); break;
                    case "ushort": r.ReadUInt16(); break;
                    case "int": r.ReadInt32(); break;
                    case "uint": r.ReadUInt32(); break;
                    case "long": r.ReadInt64(); break;
                    default: r.ReadUInt64(); break;
                }
            });
            Assert.Contains("out of the range of " + type, e.Reason);
            Assert.Equal(0, e.BytePosition);
            Assert.Equal("$", e.Path);
        }

        [Fact]
        public void Sized_integers_read_alike_with_and_without_eight_bytes_after_them()
        {
            // A sized integer with eight bytes after its type byte is read from one load, nearer the end of the input by
            // the general path: every family, with random bits (extremes and values beyond int and long included), must
            // give the value that an independent decode gives, or the same range error, either way.
            var random = new Random(8086);
            for (int i = 0; i < 20_000; i++)
            {
                int family = random.Next(8);
                int size = 1 << (family & 3);
                var bytes = new byte[1 + size + 8];
                random.NextBytes(bytes);
                if (random.Next(4) == 0) bytes.AsSpan(1, size - 1).Fill(random.Next(2) == 0 ? (byte)0 : (byte)0xff);
                bytes[0] = (byte)(MsgPackCode.UInt8 + family);
                var expected = new System.Numerics.BigInteger(bytes.AsSpan(1, size), isUnsigned: family < 4, isBigEndian: true);
                foreach (int length in new[] { 1 + size, bytes.Length })
                {
                    byte[] input = bytes.AsSpan(0, length).ToArray();
                    string what = Hex(input);
                    SizedIntegerReads(input, expected, long.MinValue, long.MaxValue, "long", size, what, (ref MsgPackReader r) => r.ReadInt64());
                    SizedIntegerReads(input, expected, int.MinValue, int.MaxValue, "int", size, what, (ref MsgPackReader r) => r.ReadInt32());
                }
            }
        }

        private delegate long IntegerRead(ref MsgPackReader reader);

        private static void SizedIntegerReads(byte[] input, System.Numerics.BigInteger expected, long min, long max, string type, int size, string what, IntegerRead read)
        {
            if (expected >= min && expected <= max)
            {
                var reader = new MsgPackReader(input);
                Assert.True((long)expected == read(ref reader), what + " as " + type);
                Assert.Equal(1 + size, reader.Position);
                return;
            }

            var e = ReadFails(input, (ref MsgPackReader r) => read(ref r));
            Assert.Equal("The number is out of the range of " + type + ".", e.Reason);
            Assert.Equal(0, e.BytePosition);
        }

        [Fact]
        public void Integer_extremes()
        {
            Assert.Equal(ulong.MaxValue, Read(Bytes("cfffffffffffffffff"), (ref MsgPackReader r) => r.ReadUInt64()));
            Assert.Equal(long.MinValue, Read(Bytes("d38000000000000000"), (ref MsgPackReader r) => r.ReadInt64()));
            Assert.Equal(long.MaxValue, Read(Bytes("cf7fffffffffffffff"), (ref MsgPackReader r) => r.ReadInt64()));
            Assert.Equal(int.MinValue, Read(Bytes("d3ffffffff80000000"), (ref MsgPackReader r) => r.ReadInt32()));
            Assert.Equal(18446744073709551615.0, Read(Bytes("cfffffffffffffffff"), (ref MsgPackReader r) => r.ReadDouble()));
        }

        [Fact]
        public void Floats_accept_both_widths_and_integers_but_integers_do_not_accept_floats()
        {
            Assert.Equal(1.5, Read(Bytes("ca3fc00000"), (ref MsgPackReader r) => r.ReadDouble()));
            Assert.Equal(1.5f, Read(Bytes("cb3ff8000000000000"), (ref MsgPackReader r) => r.ReadSingle()));
            Assert.Equal((float)0.1, Read(Bytes("cb3fb999999999999a"), (ref MsgPackReader r) => r.ReadSingle()));
            Assert.True(double.IsNaN(Read(Bytes("cb7ff8000000000000"), (ref MsgPackReader r) => r.ReadDouble())));
            Assert.Equal(float.NegativeInfinity, Read(Bytes("cbfff0000000000000"), (ref MsgPackReader r) => r.ReadSingle()));
            var e = ReadFails(Bytes("cb7e37e43c8800759c"), (ref MsgPackReader r) => r.ReadSingle()); // 1e300
            Assert.Contains("range of float", e.Reason);
            ReadFails(Bytes("cb3ff0000000000000"), (ref MsgPackReader r) => r.ReadInt32());
            ReadFails(Bytes("a131"), (ref MsgPackReader r) => r.ReadDouble());
        }

        [Theory]
        [InlineData("a3616263")]
        [InlineData("d903616263")]
        [InlineData("da0003616263")]
        [InlineData("db00000003616263")]
        public void Every_str_family_reads(string hex)
        {
            Assert.Equal("abc", Read(Bytes(hex), (ref MsgPackReader r) => r.ReadString()));
            Assert.Equal("616263", Hex(Read(Bytes(hex), (ref MsgPackReader r) => r.ReadStringUtf8().ToArray())));
            Assert.Equal("616263", Hex(Read(Bytes(hex), (ref MsgPackReader r) => r.ReadBinary())!));
        }

        [Theory]
        [InlineData("c403010203")]
        [InlineData("c50003010203")]
        [InlineData("c600000003010203")]
        public void Every_bin_family_reads(string hex)
        {
            Assert.Equal(new byte[] { 1, 2, 3 }, Read(Bytes(hex), (ref MsgPackReader r) => r.ReadBinary()));
            ReadFails(Bytes(hex), (ref MsgPackReader r) => r.ReadString());
        }

        [Theory]
        [InlineData("93010203", false)]
        [InlineData("dc0003010203", false)]
        [InlineData("dd00000003010203", false)]
        [InlineData("83010203040506", true)]
        [InlineData("de0003010203040506", true)]
        [InlineData("df00000003010203040506", true)]
        public void Every_container_family_reads(string hex, bool isMap)
        {
            byte[] input = Bytes(hex);
            int sum = Read(input, (ref MsgPackReader r) =>
            {
                int count = isMap ? r.ReadMapHeader() * 2 : r.ReadArrayHeader();
                Assert.Equal(isMap ? 6 : 3, count);
                int total = 0;
                for (int i = 0; i < count; i++)
                    total += r.ReadInt32();
                r.ReadEndOfDocument();
                return total;
            });
            Assert.Equal(isMap ? 21 : 6, sum);
            ReadFails(input, (ref MsgPackReader r) =>
            {
                if (isMap) r.ReadArrayHeader();
                else r.ReadMapHeader();
            });
        }

        [Theory]
        [InlineData("d6ff00000001", 1L, 0u)]
        [InlineData("c704ff00000001", 1L, 0u)]
        [InlineData("c80004ff00000001", 1L, 0u)]
        [InlineData("c900000004ff00000001", 1L, 0u)]
        [InlineData("d7ff0000000400000001", 1L, 1u)]
        [InlineData("c708ff0000000400000001", 1L, 1u)]
        [InlineData("c90000000cff000000010000000000000001", 1L, 1u)]
        [InlineData("c70cff3b9ac9ff8000000000000000", long.MinValue, 999999999u)]
        [InlineData("c70cff00000000000000000000002a", 42L, 0u)]
        // The 64-bit form splits at bit 34: the largest seconds, the largest nanoseconds, and zero; the 32-bit form's
        // seconds are unsigned.
        [InlineData("d7ff0000000000000000", 0L, 0u)]
        [InlineData("d7ff00000003ffffffff", 17179869183L, 0u)]
        [InlineData("d7ffee6b27fc00000000", 0L, 999999999u)]
        [InlineData("d6ffffffffff", 4294967295L, 0u)]
        public void Timestamp_reads_in_every_form_and_family(string hex, long seconds, uint nanoseconds)
        {
            var reader = new MsgPackReader(Bytes(hex));
            reader.ReadTimestamp(out long s, out uint ns);
            reader.ReadEndOfDocument();
            Assert.Equal(seconds, s);
            Assert.Equal(nanoseconds, ns);
        }

        [Theory]
        [InlineData("d8ff00000000000000000000000000000000", "4, 8 or 12")]
        [InlineData("d60100000001", "extension type 1")]
        [InlineData("d7ffffffffff00000000", "nanoseconds")]
        [InlineData("c70cff3b9aca000000000000000000", "nanoseconds")]
        [InlineData("a3616263", "Expected an extension")]
        public void Bad_timestamps_are_errors(string hex, string reason)
        {
            var e = ReadFails(Bytes(hex), (ref MsgPackReader r) => r.ReadTimestamp(out _, out _));
            Assert.Contains(reason, e.Reason);
        }

        [Fact]
        public void DateTime_outside_its_range_is_an_error_and_nanoseconds_truncate_to_ticks()
        {
            ReadFails(Bytes("c70cff000000007fffffffffffffff"), (ref MsgPackReader r) => r.ReadDateTime());
            ReadFails(Bytes("c70cff00000000fffffff1886e08ff"), (ref MsgPackReader r) => r.ReadDateTime());
            var value = Read(Bytes("d7ff0000018c00000000"), (ref MsgPackReader r) => r.ReadDateTime()); // 99 ns
            Assert.Equal(new DateTime(1970, 1, 1, 0, 0, 0, DateTimeKind.Utc), value);
        }

        [Fact]
        public void Nil_handling()
        {
            var reader = new MsgPackReader(Bytes("c0c0c0c003"));
            Assert.True(reader.TryReadNil());
            Assert.Null(reader.ReadString());
            Assert.Null(reader.ReadBinary());
            reader.ReadNil();
            Assert.False(reader.TryReadNil());
            Assert.Equal(3, reader.ReadInt32());
            Assert.False(reader.TryReadNil());
            Assert.True(reader.End);
            ReadFails(Bytes("c0"), (ref MsgPackReader r) => r.ReadInt32());
            ReadFails(Bytes("c0"), (ref MsgPackReader r) => r.ReadStringUtf8());
            ReadFails(Bytes("c0"), (ref MsgPackReader r) => r.ReadBoolean());
            Assert.True(Read(Bytes("c3"), (ref MsgPackReader r) => r.ReadBoolean()));
        }

        [Fact]
        public void Helper_types_accept_their_alternative_forms()
        {
            Assert.Equal(12.5m, Read(Bytes("cb4029000000000000"), (ref MsgPackReader r) => r.ReadDecimal()));
            Assert.Equal(-3m, Read(Bytes("fd"), (ref MsgPackReader r) => r.ReadDecimal()));
            Assert.Equal(18446744073709551615m, Read(Bytes("cfffffffffffffffff"), (ref MsgPackReader r) => r.ReadDecimal()));
            ReadFails(Bytes("cb7ff8000000000000"), (ref MsgPackReader r) => r.ReadDecimal());
            ReadFails(Bytes("cb7e37e43c8800759c"), (ref MsgPackReader r) => r.ReadDecimal());
            ReadFails(Bytes("a3312e"), (ref MsgPackReader r) => r.ReadDecimal());

            var guid = Guid.NewGuid();
            byte[] bin = Concat(Bytes("c410"), guid.ToByteArray());
            Assert.Equal(guid, Read(bin, (ref MsgPackReader r) => r.ReadGuid()));
            byte[] braces = Concat(Bytes("d926"), System.Text.Encoding.ASCII.GetBytes(guid.ToString("B")));
            Assert.Equal(guid, Read(braces, (ref MsgPackReader r) => r.ReadGuid()));
            ReadFails(Bytes("c40401020304"), (ref MsgPackReader r) => r.ReadGuid());
            ReadFails(Bytes("a3616263"), (ref MsgPackReader r) => r.ReadGuid());

        }

        [Fact]
        public void DateTimeOffset_rejects_bad_shapes()
        {
            // Wrong element count, offset beyond 14 hours, and a time whose UTC instant falls before year 1.
            ReadFails(Bytes("91d6ff00000000"), (ref MsgPackReader r) => r.ReadDateTimeOffset());
            ReadFails(Bytes("92d6ff00000000cd0400"), (ref MsgPackReader r) => r.ReadDateTimeOffset());
            ReadFails(Bytes("92c70cff00000000fffffff1886e090001"), (ref MsgPackReader r) => r.ReadDateTimeOffset());
            var ok = Read(Bytes("92d6ff0000000001"), (ref MsgPackReader r) => r.ReadDateTimeOffset());
            Assert.Equal(TimeSpan.FromMinutes(1), ok.Offset);
        }

        [Fact]
        public void Next_type_agrees_with_the_header_decoder_for_every_first_byte()
        {
            for (int code = 0; code < 256; code++)
            {
                var buffer = new byte[32];
                buffer[0] = (byte)code;
                bool ok = MsgPackFormat.TryReadHeader(buffer, 0, out var type, out _, out _, out _);
                Assert.Equal(ok ? type : MsgPackType.Invalid, MsgPackReader.TypeOf((byte)code));
                Assert.Equal(code == 0xc1, !ok);
            }
        }

        [Fact]
        public void Skip_and_raw_cover_every_kind()
        {
            byte[] doc = Bytes("93" + "82a161c0a162c3" + "94cc80d1ff7fcb3ff0000000000000ca3f800000" + "95c40101d6ff00000001c7030a010203a0dc0000" + "2a");
            var reader = new MsgPackReader(doc);
            Assert.Equal(doc.Length - 1, reader.ReadRaw().Length);
            Assert.Equal(42, reader.ReadInt32());
            reader.ReadEndOfDocument();
            ReadFails(doc, (ref MsgPackReader r) =>
            {
                r.Skip();
                r.ReadEndOfDocument();
            });
        }

        private delegate T ReadFunc<T>(ref MsgPackReader reader);

        private static T Read<T>(byte[] input, ReadFunc<T> read)
        {
            var reader = new MsgPackReader(input);
            T value = read(ref reader);
            reader.ReadEndOfDocument();
            return value;
        }
    }
}
