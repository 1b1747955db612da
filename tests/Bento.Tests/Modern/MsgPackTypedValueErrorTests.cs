using System;
using System.Buffers;
using Bento.MessagePack;
using Bento.Tests.MessagePack;
using Xunit;

namespace Bento.Tests.Modern
{
    /// <summary>
    /// The MessagePack reader's typed values that the format does not define (dates with offsets, decimals, GUIDs, URIs,
    /// versions, dates and times of day) refused with Bento's exception, its exact reason and the offset of the value at
    /// fault, and accepted right at each bound. (Here rather than with the other MessagePack tests: the date and time of
    /// day reads exist on .NET 6 and later only.)
    /// </summary>
    public class MsgPackTypedValueErrorTests
    {
        private delegate void Build(ref MsgPackWriter<ArrayBufferWriter<byte>> writer);

        private static byte[] Bytes(Build build)
        {
            var buffer = new ArrayBufferWriter<byte>();
            var writer = new MsgPackWriter<ArrayBufferWriter<byte>>(buffer);
            build(ref writer);
            writer.Flush();
            return buffer.WrittenSpan.ToArray();
        }

        private static void Refused(byte[] input, ReadAction read, string reason, long offset)
        {
            var e = MsgPackTesting.ReadFails(input, read);
            Assert.Equal(reason, e.Reason);
            Assert.Equal(offset, e.BytePosition);
        }

        private const string OutsideDateTime = "The timestamp is outside the range of DateTime (years 1 to 9999).";

        // Seconds from the Unix epoch to 0001-01-01 and to 10000-01-01.
        private const long FirstSecond = -62_135_596_800;
        private const long PastLastSecond = 253_402_300_800;

        [Fact]
        public void Dates_with_offsets()
        {
            Refused(Bytes((ref MsgPackWriter<ArrayBufferWriter<byte>> w) => w.WriteTimestamp(PastLastSecond, 0)),
                (ref MsgPackReader r) => r.ReadDateTime(), OutsideDateTime, 0);
            Refused(Bytes((ref MsgPackWriter<ArrayBufferWriter<byte>> w) => { w.WriteArrayHeader(2); w.WriteTimestamp(PastLastSecond, 0); w.WriteInt16(0); }),
                (ref MsgPackReader r) => r.ReadDateTimeOffset(), OutsideDateTime, 1);
            Refused(Bytes((ref MsgPackWriter<ArrayBufferWriter<byte>> w) => { w.WriteArrayHeader(3); w.WriteTimestamp(0, 0); w.WriteInt16(0); w.WriteInt16(0); }),
                (ref MsgPackReader r) => r.ReadDateTimeOffset(), "A DateTimeOffset must be an array of a timestamp and an offset in minutes.", 0);

            // The offset: 14 hours either way, and no more.
            foreach (short minutes in new short[] { 14 * 60, -14 * 60 })
            {
                var reader = new MsgPackReader(Bytes((ref MsgPackWriter<ArrayBufferWriter<byte>> w) => { w.WriteArrayHeader(2); w.WriteTimestamp(0, 0); w.WriteInt16(minutes); }));
                Assert.Equal(TimeSpan.FromMinutes(minutes), reader.ReadDateTimeOffset().Offset);
            }

            foreach (short minutes in new short[] { (14 * 60) + 1, (-14 * 60) - 1 })
            {
                byte[] input = Bytes((ref MsgPackWriter<ArrayBufferWriter<byte>> w) => { w.WriteArrayHeader(2); w.WriteTimestamp(0, 0); w.WriteInt16(minutes); });
                Refused(input, (ref MsgPackReader r) => r.ReadDateTimeOffset(), "A DateTimeOffset's offset must be within 14 hours.", 7);
            }

            // The first instant with a positive offset lies before year 1 in UTC.
            Refused(Bytes((ref MsgPackWriter<ArrayBufferWriter<byte>> w) => { w.WriteArrayHeader(2); w.WriteTimestamp(FirstSecond, 0); w.WriteInt16(60); }),
                (ref MsgPackReader r) => r.ReadDateTimeOffset(), "The DateTimeOffset is outside the range of DateTime in UTC.", 0);
        }

        [Fact]
        public void Decimals()
        {
            const string NotADecimal = "The string is not a valid decimal number.";
            Refused(Bytes((ref MsgPackWriter<ArrayBufferWriter<byte>> w) => w.WriteString("1.2.3")), (ref MsgPackReader r) => r.ReadDecimal(), NotADecimal, 0);

            // Text of up to 64 characters is parsed; longer text is refused before parsing.
            string sixtyFour = "0." + new string('0', 61) + "1";
            Assert.Equal(64, sixtyFour.Length);
            var reader = new MsgPackReader(Bytes((ref MsgPackWriter<ArrayBufferWriter<byte>> w) => w.WriteString(sixtyFour)));
            Assert.Equal(decimal.Parse(sixtyFour, System.Globalization.CultureInfo.InvariantCulture), reader.ReadDecimal());
            Refused(Bytes((ref MsgPackWriter<ArrayBufferWriter<byte>> w) => w.WriteString(sixtyFour + "0")), (ref MsgPackReader r) => r.ReadDecimal(), NotADecimal, 0);

            // A float is taken when decimal can hold it: 2^96 is the first value it cannot.
            double largest = 79_228_162_514_264_328_797_450_928_128.0; // 2^96 - 2^43, the largest double under 2^96
            reader = new MsgPackReader(Bytes((ref MsgPackWriter<ArrayBufferWriter<byte>> w) => w.WriteDouble(largest)));
            Assert.Equal((decimal)largest, reader.ReadDecimal());
            foreach (double number in new[] { 79_228_162_514_264_337_593_543_950_336.0, -79_228_162_514_264_337_593_543_950_336.0, double.NaN })
            {
                var e = MsgPackTesting.ReadFails(Bytes((ref MsgPackWriter<ArrayBufferWriter<byte>> w) => w.WriteDouble(number)), (ref MsgPackReader r) => r.ReadDecimal());
                Assert.Contains("decimal", e.Reason, StringComparison.Ordinal);
                Assert.Equal(0, e.BytePosition);
            }

            var wrongType = MsgPackTesting.ReadFails(Bytes((ref MsgPackWriter<ArrayBufferWriter<byte>> w) => w.WriteBoolean(true)), (ref MsgPackReader r) => r.ReadDecimal());
            Assert.Contains("a decimal (string or number)", wrongType.Reason, StringComparison.Ordinal);
        }

        [Fact]
        public void Guids_uris_and_versions()
        {
            Refused(Bytes((ref MsgPackWriter<ArrayBufferWriter<byte>> w) => w.WriteBinary(new byte[15])),
                (ref MsgPackReader r) => r.ReadGuid(), "A GUID in binary form must hold 16 bytes.", 0);
            // A character after a whole GUID is not part of one.
            Refused(Bytes((ref MsgPackWriter<ArrayBufferWriter<byte>> w) => w.WriteString("00000000-0000-0000-0000-000000000001x")),
                (ref MsgPackReader r) => r.ReadGuid(), "The string is not a valid GUID.", 0);
            // Text longer than the scalar limit is refused before it is parsed; up to the limit it is parsed, and
            // GUID parsing trims white space, so a padded GUID at exactly the limit is accepted.
            var guid = new Guid("00000000-0000-0000-0000-000000000001");
            string padded = guid.ToString().PadLeft(64);
            var atLimit = new MsgPackReader(Bytes((ref MsgPackWriter<ArrayBufferWriter<byte>> w) => w.WriteString(padded)));
            Assert.Equal(guid, atLimit.ReadGuid());
            Refused(Bytes((ref MsgPackWriter<ArrayBufferWriter<byte>> w) => w.WriteString(" " + padded)),
                (ref MsgPackReader r) => r.ReadGuid(), "The string is not a valid GUID.", 0);
            Refused(Bytes((ref MsgPackWriter<ArrayBufferWriter<byte>> w) => w.WriteString("http://[")),
                (ref MsgPackReader r) => r.ReadUri(), "The string is not a valid URI.", 0);
            Refused(Bytes((ref MsgPackWriter<ArrayBufferWriter<byte>> w) => w.WriteString("1.x")),
                (ref MsgPackReader r) => r.ReadVersion(), "The string is not a valid version.", 0);
        }

        [Fact]
        public void Dates_and_times_of_day_at_their_bounds()
        {
            foreach (int day in new[] { DateOnly.MinValue.DayNumber, DateOnly.MaxValue.DayNumber })
            {
                var reader = new MsgPackReader(Bytes((ref MsgPackWriter<ArrayBufferWriter<byte>> w) => w.WriteInt32(day)));
                Assert.Equal(day, reader.ReadDateOnly().DayNumber);
            }

            foreach (int day in new[] { DateOnly.MinValue.DayNumber - 1, DateOnly.MaxValue.DayNumber + 1 })
            {
                var e = MsgPackTesting.ReadFails(Bytes((ref MsgPackWriter<ArrayBufferWriter<byte>> w) => w.WriteInt32(day)), (ref MsgPackReader r) => r.ReadDateOnly());
                Assert.Contains("DateOnly", e.Reason, StringComparison.Ordinal);
            }

            foreach (long ticks in new[] { 0, TimeOnly.MaxValue.Ticks })
            {
                var reader = new MsgPackReader(Bytes((ref MsgPackWriter<ArrayBufferWriter<byte>> w) => w.WriteInt64(ticks)));
                Assert.Equal(ticks, reader.ReadTimeOnly().Ticks);
            }

            foreach (long ticks in new[] { -1, TimeOnly.MaxValue.Ticks + 1 })
            {
                var e = MsgPackTesting.ReadFails(Bytes((ref MsgPackWriter<ArrayBufferWriter<byte>> w) => w.WriteInt64(ticks)), (ref MsgPackReader r) => r.ReadTimeOnly());
                Assert.Contains("TimeOnly", e.Reason, StringComparison.Ordinal);
            }
        }
    }
}
