using System;
using Bento.MessagePack;
using Xunit;
using static Bento.Tests.MessagePack.MsgPackTesting;

namespace Bento.Tests.MessagePack
{
    /// <summary>
    /// The exact reason and byte offset of every failure the MessagePack reader raises, read by the low-level reader
    /// itself: the reason is what a user sees, so each failure kind pins its words, its quoted numbers and the offset
    /// it points at. The boundaries around each check (the last value accepted, the first refused) are pinned as well.
    /// </summary>
    public class MsgPackReaderErrorTests
    {
        [Theory]
        // Reads that expect one kind and find another, or find nothing.
        [InlineData("", "nil", "Expected nil but the input ends.", 0)]
        [InlineData("01", "nil", "Expected nil but found an integer.", 0)]
        [InlineData("c0", "boolean", "Expected a boolean but found nil.", 0)]
        [InlineData("", "boolean", "Expected a boolean but the input ends.", 0)]
        [InlineData("a161", "int", "Expected an integer but found a string.", 0)]
        [InlineData("", "int", "Expected an integer but the input ends.", 0)]
        [InlineData("c0", "uint", "Expected an integer but found nil.", 0)]
        [InlineData("c3", "double", "Expected a number but found a boolean.", 0)]
        [InlineData("", "double", "Expected a number but the input ends.", 0)]
        [InlineData("c401ff", "string", "Expected a string but found binary data.", 0)]
        [InlineData("", "string", "Expected a string but the input ends.", 0)]
        [InlineData("90", "utf8", "Expected a string but found an array.", 0)]
        [InlineData("80", "binary", "Expected binary data but found a map.", 0)]
        [InlineData("", "binary", "Expected binary data but the input ends.", 0)]
        [InlineData("a161", "ext", "Expected an extension but found a string.", 0)]
        [InlineData("", "ext", "Expected an extension but the input ends.", 0)]
        [InlineData("c1", "array", "Expected an array but found the never-used byte 0xc1.", 0)]
        [InlineData("", "array", "Expected an array but the input ends.", 0)]
        [InlineData("80", "array", "Expected an array but found a map.", 0)]
        [InlineData("de0000", "array", "Expected an array but found a map.", 0)]
        [InlineData("90", "map", "Expected a map but found an array.", 0)]
        [InlineData("dc0000", "map", "Expected a map but found an array.", 0)]
        [InlineData("", "map", "Expected a map but the input ends.", 0)]
        [InlineData("cb", "map", "Expected a map but found a float.", 0)]
        [InlineData("", "next", "Expected a value but the input ends.", 0)]
        // Values whose header or payload the input cuts short: the offset is where the value starts.
        [InlineData("cd01", "int", "The input ends inside an integer that starts here.", 0)]
        [InlineData("d3000000000000", "long", "The input ends inside an integer that starts here.", 0)]
        [InlineData("cb3ff0", "double", "The input ends inside a float that starts here.", 0)]
        [InlineData("ca3f80", "single", "The input ends inside a float that starts here.", 0)]
        [InlineData("ca3f80", "double", "The input ends inside a float that starts here.", 0)]
        [InlineData("a3616263a2", "2string", "The input ends inside a string that starts here.", 4)]
        [InlineData("d9", "string", "The input ends inside a string that starts here.", 0)]
        [InlineData("d90361", "string", "The input ends inside a string that starts here.", 0)]
        [InlineData("da00", "utf8", "The input ends inside a string that starts here.", 0)]
        [InlineData("db0000000261", "string", "The input ends inside a string that starts here.", 0)]
        [InlineData("c402ff", "binary", "The input ends inside binary data that starts here.", 0)]
        [InlineData("c5000201", "binary", "The input ends inside binary data that starts here.", 0)]
        [InlineData("dc00", "array", "The input ends inside an array header that starts here.", 0)]
        [InlineData("dd000000", "array", "The input ends inside an array header that starts here.", 0)]
        [InlineData("de00", "map", "The input ends inside a map header that starts here.", 0)]
        [InlineData("df000000", "map", "The input ends inside a map header that starts here.", 0)]
        [InlineData("d4", "ext", "The input ends inside an extension that starts here.", 0)]
        [InlineData("d501ff", "ext", "The input ends inside an extension that starts here.", 0)]
        [InlineData("c702ff00", "ext", "The input ends inside an extension that starts here.", 0)]
        [InlineData("c80001", "ext", "The input ends inside an extension that starts here.", 0)]
        // Counts beyond what the remaining bytes could hold (one byte per element, two per entry). The number of
        // remaining bytes is counted from the header's first byte.
        [InlineData("930102", "array", "The array declares 3 elements, more than the 3 remaining bytes can hold.", 0)]
        [InlineData("dc00050102", "array", "The array declares 5 elements, more than the 5 remaining bytes can hold.", 0)]
        [InlineData("dd00000004010203", "array", "The array declares 4 elements, more than the 8 remaining bytes can hold.", 0)]
        [InlineData("83010203", "map", "The map declares 3 entries, more than the 4 remaining bytes can hold.", 0)]
        [InlineData("de0002010203", "map", "The map declares 2 entries, more than the 6 remaining bytes can hold.", 0)]
        [InlineData("df00000001ff", "map", "The map declares 1 entries, more than the 6 remaining bytes can hold.", 0)]
        // Text that is not UTF-8, at the offset of the string's header.
        [InlineData("a0a2c328", "2string", "The string is not valid UTF-8.", 1)]
        [InlineData("d901ff", "utf8", "The string is not valid UTF-8.", 0)]
        // Integers out of the range of the type read.
        [InlineData("ff", "ulong", "The number is out of the range of ulong.", 0)]
        [InlineData("cb47effffff0000000", "single", "The number is out of the range of float.", 0)]
        public void Each_failure_has_its_reason_and_offset(string hex, string read, string reason, int offset)
        {
            var e = ReadFails(Bytes(hex), (ref MsgPackReader r) => ReadOne(ref r, read));
            Assert.Equal(reason, e.Reason);
            Assert.Equal(offset, e.BytePosition);
        }

        [Theory]
        // A binary read accepts str too (the spec's older "raw" type): the first and last fixstr codes and str 8 are
        // read as their bytes, and the codes just outside the fixstr range are not taken for a string.
        [InlineData("a0", "")]
        [InlineData("bf" + "000102030405060708090a0b0c0d0e0f101112131415161718191a1b1c1d1e", "000102030405060708090a0b0c0d0e0f101112131415161718191a1b1c1d1e")]
        [InlineData("d9020102", "0102")]
        [InlineData("c40103", "03")]
        public void A_binary_read_takes_str_at_every_fixstr_boundary(string hex, string payload)
        {
            var reader = new MsgPackReader(Bytes(hex));
            Assert.Equal(payload, Convert.ToHexString(reader.ReadBinarySpan()).ToLowerInvariant());
            reader.ReadEndOfDocument();
        }

        [Theory]
        [InlineData("9f", "Expected binary data but found an array.")]
        [InlineData("c0", "Expected binary data but found nil.")]
        public void A_binary_read_refuses_the_codes_beside_the_fixstr_range(string hex, string reason)
        {
            var e = ReadFails(Bytes(hex), (ref MsgPackReader r) => ReadOne(ref r, "binary"));
            Assert.Equal(reason, e.Reason);
            Assert.Equal(0, e.BytePosition);
        }

        [Fact]
        public void Invalid_text_is_replaced_when_the_options_say_so()
        {
            var replace = new BentoMessagePackOptions { InvalidTextHandling = BentoInvalidTextHandling.Replace };
            var reader = new MsgPackReader(Bytes("a361ff62"), replace);
            Assert.Equal("a\ufffdb", reader.ReadString());
            reader.ReadEndOfDocument();

            // The span read is what member names are matched against: it is checked whatever the option says.
            var e = ReadFails(Bytes("a361ff62"), (ref MsgPackReader r) => r.ReadStringUtf8(), replace);
            Assert.Equal("The string is not valid UTF-8.", e.Reason);
        }

        [Theory]
        [InlineData("byte", "00", "ccff", "ff", "cd0100")]
        [InlineData("sbyte", "d080", "7f", "d1ff7f", "cc80")]
        [InlineData("short", "d18000", "cd7fff", "d2ffff7fff", "cd8000")]
        [InlineData("ushort", "00", "cdffff", "ff", "ce00010000")]
        [InlineData("int", "d280000000", "ce7fffffff", "d3ffffffff7fffffff", "ce80000000")]
        [InlineData("uint", "00", "ceffffffff", "ff", "cf0000000100000000")]
        [InlineData("long", "d38000000000000000", "cf7fffffffffffffff", null, "cf8000000000000000")]
        [InlineData("ulong", "00", "cfffffffffffffffff", "d0ff", null)]
        public void Each_integer_type_accepts_its_extremes_and_refuses_one_beyond(string type, string min, string max, string? belowMin, string? aboveMax)
        {
            Assert.Equal(Expected(type, min: true), ReadNumber(Bytes(min), type));
            Assert.Equal(Expected(type, min: false), ReadNumber(Bytes(max), type));
            foreach (var beyond in new[] { belowMin, aboveMax })
            {
                if (beyond == null)
                    continue;
                var e = ReadFails(Bytes(beyond), (ref MsgPackReader r) => ReadOne(ref r, type));
                Assert.Equal("The number is out of the range of " + type + ".", e.Reason);
                Assert.Equal(0, e.BytePosition);
            }
        }

        [Theory]
        [InlineData("d000")]
        [InlineData("d10000")]
        [InlineData("d200000000")]
        [InlineData("d30000000000000000")]
        public void Zero_in_a_signed_family_is_not_negative(string hex)
        {
            // An unsigned read accepts a signed encoding only when its value is not negative; zero is the edge.
            Assert.Equal(0, Read(Bytes(hex), (ref MsgPackReader r) => r.ReadByte()));
            Assert.Equal(0UL, Read(Bytes(hex), (ref MsgPackReader r) => r.ReadUInt64()));
            Assert.Equal(0u, Read(Bytes(hex), (ref MsgPackReader r) => r.ReadUInt32()));
        }

        [Fact]
        public void Fixints_read_as_int_at_both_ends_of_their_range()
        {
            Assert.Equal(127, Read(Bytes("7f"), (ref MsgPackReader r) => r.ReadInt32()));
            Assert.Equal(-32, Read(Bytes("e0"), (ref MsgPackReader r) => r.ReadInt32()));
            Assert.Equal(-1, Read(Bytes("ff"), (ref MsgPackReader r) => r.ReadInt32()));
            Assert.Equal(0, Read(Bytes("00"), (ref MsgPackReader r) => r.ReadInt32()));
            Assert.Equal(new[] { 1, -2, 3 }, Read(Bytes("01fe03"), (ref MsgPackReader r) => new[] { r.ReadInt32(), r.ReadInt32(), r.ReadInt32() }));
        }

        [Fact]
        public void A_float32_reads_as_float_and_a_float64_at_the_edge_of_float_narrows()
        {
            Assert.Equal(float.MaxValue, Read(Bytes("ca7f7fffff"), (ref MsgPackReader r) => r.ReadSingle()));
            Assert.Equal(float.MaxValue, Read(Bytes("cb47efffffe0000000"), (ref MsgPackReader r) => r.ReadSingle()));
            Assert.Equal(float.PositiveInfinity, Read(Bytes("ca7f800000"), (ref MsgPackReader r) => r.ReadSingle()));
            Assert.Equal(-2f, Read(Bytes("fe"), (ref MsgPackReader r) => r.ReadSingle()));
        }

        [Theory]
        [InlineData("d60100000001", "Expected a timestamp (extension type -1) but found extension type 1.")]
        [InlineData("d7fe0000000000000000", "Expected a timestamp (extension type -1) but found extension type -2.")]
        [InlineData("d8ff00000000000000000000000000000000", "A timestamp must hold 4, 8 or 12 bytes, not 16.")]
        [InlineData("d5ff0000", "A timestamp must hold 4, 8 or 12 bytes, not 2.")]
        [InlineData("c700ff", "A timestamp must hold 4, 8 or 12 bytes, not 0.")]
        [InlineData("d7ffee6b280000000000", "The timestamp's nanoseconds are not below one second.")]
        [InlineData("c70cff3b9aca000000000000000000", "The timestamp's nanoseconds are not below one second.")]
        public void Bad_timestamps_have_their_reason_at_the_start_of_the_extension(string hex, string reason)
        {
            byte[] input = Concat(Bytes("01"), Bytes(hex));
            var e = ReadFails(input, (ref MsgPackReader r) =>
            {
                r.ReadInt32();
                r.ReadTimestamp(out _, out _);
            });
            Assert.Equal(reason, e.Reason);
            Assert.Equal(1, e.BytePosition);
        }

        [Theory]
        [InlineData("d4", 1)]
        [InlineData("d5", 2)]
        [InlineData("d6", 4)]
        [InlineData("d7", 8)]
        [InlineData("d8", 16)]
        [InlineData("c7", 3)]
        [InlineData("c8", 300)]
        [InlineData("c9", 70000)]
        public void Every_extension_family_reads_its_type_and_data(string marker, int length)
        {
            byte[] data = new byte[length];
            for (int i = 0; i < length; i++)
                data[i] = (byte)(i * 7);
            byte[] header = marker switch
            {
                "c7" => new byte[] { 0xc7, (byte)length },
                "c8" => new byte[] { 0xc8, (byte)(length >> 8), (byte)length },
                "c9" => new byte[] { 0xc9, (byte)(length >> 24), (byte)(length >> 16), (byte)(length >> 8), (byte)length },
                _ => Bytes(marker),
            };
            byte[] input = Concat(header, new byte[] { 0x85 }, data, Bytes("07"));
            var reader = new MsgPackReader(input);
            Assert.Equal(length, reader.ReadExtension(out sbyte type).Length);
            Assert.Equal(-123, type);
            Assert.Equal(7, reader.ReadInt32());
            reader.ReadEndOfDocument();
            Assert.Equal(data, Read(input, (ref MsgPackReader r) =>
            {
                byte[] read = r.ReadExtension(out _).ToArray();
                r.ReadInt32();
                return read;
            }));

            // One byte fewer than declared fails at the extension's first byte.
            byte[] cut = input.AsSpan(0, input.Length - 2).ToArray();
            var e = ReadFails(cut, (ref MsgPackReader r) => r.ReadExtension(out _));
            Assert.Equal("The input ends inside an extension that starts here.", e.Reason);
            Assert.Equal(0, e.BytePosition);
        }

        [Theory]
        [InlineData("", "Expected a value but the input ends.", 0)]
        [InlineData("c1", "The byte 0xc1 is never used in MessagePack.", 0)]
        [InlineData("9201c1", "The byte 0xc1 is never used in MessagePack.", 2)]
        [InlineData("d9", "The input ends inside a string that starts here.", 0)]
        [InlineData("d90261", "The input ends inside a string that starts here.", 0)]
        [InlineData("91c403ff", "The input ends inside binary data that starts here.", 1)]
        [InlineData("92a30102", "The input ends inside a string that starts here.", 1)]
        [InlineData("81a16192", "The array declares 2 elements, more than the 1 remaining bytes can hold.", 3)]
        [InlineData("9183", "The map declares 3 entries, more than the 1 remaining bytes can hold.", 1)]
        [InlineData("dc00050102", "The array declares 5 elements, more than the 5 remaining bytes can hold.", 0)]
        [InlineData("df000000030102030405", "The map declares 3 entries, more than the 10 remaining bytes can hold.", 0)]
        [InlineData("cb3ff00000", "The input ends inside a float that starts here.", 0)]
        [InlineData("92d6ff000000", "The input ends inside an extension that starts here.", 1)]
        [InlineData("91c8", "The input ends inside an extension that starts here.", 1)]
        public void Skip_reports_each_failure_with_its_reason_and_offset(string hex, string reason, int offset)
        {
            var e = ReadFails(Bytes(hex), (ref MsgPackReader r) => r.Skip());
            Assert.Equal(reason, e.Reason);
            Assert.Equal(offset, e.BytePosition);
        }

        [Theory]
        [InlineData("dc0003010203")]
        [InlineData("df0000000201020304")]
        [InlineData("83010203040506")]
        [InlineData("d9026162")]
        [InlineData("c70201ffff")]
        public void Skip_accepts_counts_and_lengths_that_exactly_fill_the_input(string hex)
        {
            // Each document is one value whose declared sizes use every remaining byte: the checks must not refuse it.
            byte[] input = Bytes(hex);
            var reader = new MsgPackReader(input);
            Assert.Equal(input.Length, reader.ReadRaw().Length);
            reader.ReadEndOfDocument();
        }

        [Fact]
        public void Skip_passes_over_nesting_deeper_than_its_first_stack()
        {
            // 40 levels (the skip starts with room for 32), each level an array of its inner array and a number, so
            // every level's remaining count must survive the growth for the skip to end where the value ends.
            const int levels = 40;
            var doc = new System.Collections.Generic.List<byte>();
            for (int i = 0; i < levels; i++)
                doc.Add(0x92);
            doc.Add(0xc0);
            for (int i = 0; i < levels; i++)
                doc.Add((byte)(i & 0x7f));
            doc.Add(0x2a);
            byte[] input = doc.ToArray();

            var reader = new MsgPackReader(input);
            Assert.Equal(input.Length - 1, reader.ReadRaw().Length);
            Assert.Equal(42, reader.ReadInt32());
            reader.ReadEndOfDocument();

            // Empty containers at the same depth leave the counts of the levels around them intact.
            byte[] empties = Concat(Bytes("93"), Bytes("90"), Bytes("80"), Bytes("9190"), Bytes("05"));
            var again = new MsgPackReader(empties);
            again.Skip();
            Assert.Equal(5, again.ReadInt32());
            again.ReadEndOfDocument();
        }

        [Fact]
        public void Skip_counts_the_levels_already_entered_against_the_maximum_depth()
        {
            var options = new BentoMessagePackOptions { MaxDepth = 3 };
            var reader = new MsgPackReader(Bytes("919191c0"), options);
            reader.Skip();
            reader.ReadEndOfDocument();

            var e = ReadFails(Bytes("91919191c0"), (ref MsgPackReader r) => r.Skip(), options);
            Assert.Equal("The document is nested deeper than the maximum depth of 3.", e.Reason);
            Assert.Equal(3, e.BytePosition);

            // One level entered by the caller leaves room for two in the skipped value.
            var entered = new MsgPackReader(Bytes("9191c0"), options);
            entered.EnterContainer();
            entered.Skip();
            entered.ReadEndOfDocument();
            var deeper = ReadFails(Bytes("919191c0"), (ref MsgPackReader r) =>
            {
                r.EnterContainer();
                r.Skip();
            }, options);
            Assert.Equal("The document is nested deeper than the maximum depth of 3.", deeper.Reason);
            Assert.Equal(2, deeper.BytePosition);
        }

        [Fact]
        public void Entering_beyond_the_maximum_depth_fails_and_exiting_gives_the_level_back()
        {
            var options = new BentoMessagePackOptions { MaxDepth = 2 };
            var reader = new MsgPackReader(Bytes("01"), options);
            for (int i = 0; i < 5; i++)
            {
                reader.EnterContainer();
                reader.EnterContainer();
                Assert.Equal(2, reader.CurrentDepth);
                reader.ExitContainer();
                reader.ExitContainer();
            }

            Assert.Equal(0, reader.CurrentDepth);
            var e = ReadFails(Bytes("01"), (ref MsgPackReader r) =>
            {
                r.ReadInt32();
                r.EnterContainer();
                r.EnterContainer();
                r.EnterContainer();
            }, options);
            Assert.Equal("The document is nested deeper than the maximum depth of 2.", e.Reason);
            Assert.Equal(1, e.BytePosition);
        }

        [Fact]
        public void Trailing_bytes_are_counted_in_the_reason()
        {
            var e = ReadFails(Bytes("01c0c0"), (ref MsgPackReader r) =>
            {
                r.ReadInt32();
                r.ReadEndOfDocument();
            });
            Assert.Equal("Unexpected data (2 bytes) after the end of the MessagePack value.", e.Reason);
            Assert.Equal(1, e.BytePosition);
        }

        [Fact]
        public void The_raising_helpers_word_their_reasons_and_point_at_the_current_byte()
        {
            byte[] input = Bytes("a16101");
            AssertRaises(input, (ref MsgPackReader r) => r.Throw("Custom reason."), "Custom reason.");
            AssertRaises(input, (ref MsgPackReader r) => r.ThrowDuplicateMemberKey(12), "The member key 12 occurs more than once in the map.");
            AssertRaises(input, (ref MsgPackReader r) => r.ThrowDuplicateMember(System.Text.Encoding.UTF8.GetBytes("n\u00e9")), "The member 'n\u00e9' occurs more than once in the map.");
            AssertRaises(input, (ref MsgPackReader r) => r.ThrowDuplicateKey(2.5), "The key '2.5' occurs more than once in the map.");
            AssertRaises(input, (ref MsgPackReader r) => r.ThrowMissingRequired("Name"), "The required member 'Name' is missing.");
        }

        [Fact]
        public void State_properties_follow_the_reads()
        {
            var options = new BentoMessagePackOptions { RejectDuplicateMembers = true };
            var reader = new MsgPackReader(Bytes("92c3a0"), options);
            Assert.Same(options, reader.Options);
            Assert.True(reader.RejectDuplicateMembers);
            Assert.False(new MsgPackReader(Bytes("c0")).RejectDuplicateMembers);
            Assert.Equal(MsgPackType.Array, reader.NextType);
            Assert.Equal(0x92, reader.NextCode);
            Assert.Equal(0, reader.Position);
            Assert.Equal(2, reader.ReadArrayHeader());
            Assert.Equal(1, reader.Position);
            Assert.True(reader.ReadBoolean());
            Assert.False(reader.End);
            Assert.Equal(MsgPackType.String, reader.NextType);
            Assert.Equal("", reader.ReadString());
            Assert.True(reader.End);
            Assert.Equal(3, reader.Position);
        }

        private static void AssertRaises(byte[] input, ReadAction action, string reason)
        {
            var e = ReadFails(input, (ref MsgPackReader r) =>
            {
                r.ReadStringUtf8();
                action(ref r);
            });
            Assert.Equal(reason, e.Reason);
            Assert.Equal(2, e.BytePosition);
        }

        private static object ReadOne(ref MsgPackReader r, string read) => read switch
        {
            "nil" => Nil(ref r),
            "boolean" => r.ReadBoolean(),
            "byte" => r.ReadByte(),
            "sbyte" => r.ReadSByte(),
            "short" => r.ReadInt16(),
            "ushort" => r.ReadUInt16(),
            "int" => r.ReadInt32(),
            "uint" => r.ReadUInt32(),
            "long" => r.ReadInt64(),
            "ulong" => r.ReadUInt64(),
            "double" => r.ReadDouble(),
            "single" => r.ReadSingle(),
            "string" => r.ReadString()!,
            "2string" => r.ReadString() + r.ReadString(),
            "utf8" => r.ReadStringUtf8().Length,
            "binary" => r.ReadBinarySpan().Length,
            "ext" => r.ReadExtension(out _).Length,
            "array" => r.ReadArrayHeader(),
            "map" => r.ReadMapHeader(),
            "next" => r.NextCode,
            _ => throw new ArgumentOutOfRangeException(nameof(read), read, null),
        };

        private static object Nil(ref MsgPackReader r)
        {
            r.ReadNil();
            return "nil";
        }

        private static object ReadNumber(byte[] input, string type)
        {
            var reader = new MsgPackReader(input);
            object value = ReadOne(ref reader, type);
            reader.ReadEndOfDocument();
            return value;
        }

        private static object Expected(string type, bool min) => type switch
        {
            "byte" => min ? byte.MinValue : byte.MaxValue,
            "sbyte" => min ? sbyte.MinValue : sbyte.MaxValue,
            "short" => min ? short.MinValue : short.MaxValue,
            "ushort" => min ? ushort.MinValue : ushort.MaxValue,
            "int" => min ? int.MinValue : int.MaxValue,
            "uint" => min ? uint.MinValue : uint.MaxValue,
            "long" => min ? long.MinValue : long.MaxValue,
            _ => min ? ulong.MinValue : (object)ulong.MaxValue,
        };

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
