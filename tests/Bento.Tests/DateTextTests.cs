using System;
using System.Linq;
using Bento.Tests.Models;
using Xunit;

namespace Bento.Tests
{
    /// <summary>
    /// Dates and times are written in the shortest ISO 8601 form that reads back the same, byte for byte what
    /// System.Text.Json writes, and read back to the same ticks, kind and offset. MessagePack keeps its timestamp type.
    /// </summary>
    public class DateTextTests
    {
        private static readonly DateTime Base = new DateTime(2024, 1, 2, 3, 4, 5, DateTimeKind.Utc);

        public static TheoryData<long, DateTimeKind> DateTimes()
        {
            var data = new TheoryData<long, DateTimeKind>();
            foreach (long extraTicks in new long[] { 0, 1, 10, 100, 1_000, 10_000, 1_200_000, 1_234_567, 9_999_999, 5_000_000 })
            {
                foreach (var kind in new[] { DateTimeKind.Utc, DateTimeKind.Unspecified, DateTimeKind.Local })
                    data.Add(Base.Ticks + extraTicks, kind);
            }

            data.Add(DateTime.MinValue.Ticks, DateTimeKind.Unspecified);
            data.Add(DateTime.MaxValue.Ticks, DateTimeKind.Unspecified);
            data.Add(DateTime.MaxValue.Ticks, DateTimeKind.Utc);
            return data;
        }

        [Theory]
        [MemberData(nameof(DateTimes))]
        public void DateTime_is_written_as_System_Text_Json_writes_it_and_reads_back(long ticks, DateTimeKind kind)
        {
            var value = new DateTime(ticks, kind);
            string json = BentoJson.Serialize(new DateTimeBox { Value = value });
            Assert.Equal("{\"Value\":" + System.Text.Json.JsonSerializer.Serialize(value) + "}", json);

            var back = BentoJson.Deserialize<DateTimeBox>(json).Value;
            if (kind == DateTimeKind.Local)
            {
                // A local time is written with the machine's offset and read as the instant it names.
                Assert.Equal(value.ToUniversalTime(), back.ToUniversalTime());
            }
            else
            {
                Assert.Equal(value.Ticks, back.Ticks);
                Assert.Equal(kind, back.Kind);
            }
        }

        [Theory]
        [InlineData(0L, 0)]
        [InlineData(1L, 330)]
        [InlineData(1_200_000L, -180)]
        [InlineData(9_999_999L, 840)]
        [InlineData(5_000_000L, -720)]
        public void DateTimeOffset_is_written_as_System_Text_Json_writes_it_and_reads_back(long extraTicks, int offsetMinutes)
        {
            var value = new DateTimeOffset(new DateTime(Base.Ticks + extraTicks, DateTimeKind.Unspecified), TimeSpan.FromMinutes(offsetMinutes));
            string json = BentoJson.Serialize(new DateTimeOffsetBox { Value = value });
            Assert.Equal("{\"Value\":" + System.Text.Json.JsonSerializer.Serialize(value) + "}", json);
            var back = BentoJson.Deserialize<DateTimeOffsetBox>(json).Value;
            Assert.Equal(value.Ticks, back.Ticks);
            Assert.Equal(value.Offset, back.Offset);
        }

        [Fact]
        public void A_whole_second_has_no_fraction_and_a_fraction_has_no_trailing_zeros()
        {
            Assert.Equal("{\"Value\":\"2024-01-02T03:04:05Z\"}", BentoJson.Serialize(new DateTimeBox { Value = Base }));
            Assert.Equal("{\"Value\":\"2024-01-02T03:04:05.12Z\"}", BentoJson.Serialize(new DateTimeBox { Value = Base.AddTicks(1_200_000) }));
            Assert.Equal("{\"Value\":\"2024-01-02T03:04:05.0000001Z\"}", BentoJson.Serialize(new DateTimeBox { Value = Base.AddTicks(1) }));
        }

        [Fact]
        public void MessagePack_keeps_its_timestamp_extension()
        {
            // MessagePack has no text form of a date: the timestamp extension (type -1) carries seconds and nanoseconds.
            foreach (long extraTicks in new long[] { 0, 1, 1_200_000 })
            {
                var value = new DateTime(Base.Ticks + extraTicks, DateTimeKind.Utc);
                byte[] bytes = BentoMessagePack.Serialize(new DateTimeBox { Value = value });
                int ext = Enumerable.Range(0, bytes.Length - 1).First(i => bytes[i] is 0xD6 or 0xD7 or 0xC7);
                Assert.Equal(0xFF, bytes[bytes[ext] == 0xC7 ? ext + 2 : ext + 1]);
                Assert.Equal(value, BentoMessagePack.Deserialize<DateTimeBox>(bytes).Value);
            }
        }
    }
}
