using System;
using System.Collections.Generic;
using System.Text;
using Bento.Tests.Infrastructure;
using Bento.Tests.Models;
using Xunit;

namespace Bento.Tests.MemberTypes
{
    public class DateAndCharKeyTests
    {
        public static IEnumerable<object[]> Formats() => TestFormat.Names();

        public static IEnumerable<object[]> NamedFormats() => TestFormat.OwnLayoutNames();

        // UTC dates: MessagePack timestamps carry no kind, and both libraries read them back as UTC.
        private static DateAndCharKeys Sample() => new DateAndCharKeys
        {
            ByDate = new Dictionary<DateTime, int>
            {
                [new DateTime(2024, 1, 2, 3, 4, 5, DateTimeKind.Utc)] = 1,
                [new DateTime(1999, 12, 31, 23, 59, 59, DateTimeKind.Utc).AddTicks(1234567)] = 2,
            },
            ByInstant = new Dictionary<DateTimeOffset, string>
            {
                [new DateTimeOffset(2024, 6, 1, 12, 0, 0, TimeSpan.FromHours(2))] = "plus two",
                [new DateTimeOffset(2024, 6, 1, 12, 0, 0, TimeSpan.FromMinutes(-330)).AddMilliseconds(5)] = "minus five and a half",
            },
            ByChar = new Dictionary<char, int> { ['a'] = 1, ['"'] = 2, ['\u00e9'] = 3, ['\u4e2d'] = 4 },
            Sorted = new SortedDictionary<DateTime, bool> { [new DateTime(2000, 1, 1, 0, 0, 0, DateTimeKind.Utc)] = true },
            Nested = new Dictionary<char, List<DateTimeOffset>> { ['x'] = new List<DateTimeOffset> { new DateTimeOffset(2020, 2, 29, 0, 0, 0, TimeSpan.Zero) } },
        };

        [Theory]
        [MemberData(nameof(Formats))]
        public void Date_and_char_keys_round_trip_in_every_format(string name)
        {
            var format = TestFormat.Named(name);
            format.RoundTrip(Sample());
        }

        [Fact]
        public void JSON_keys_are_System_Text_Jsons()
        {
            // Bento escapes what JSON requires and no more, as System.Text.Json's relaxed encoder does.
            var relaxed = new System.Text.Json.JsonSerializerOptions { Encoder = System.Text.Encodings.Web.JavaScriptEncoder.UnsafeRelaxedJsonEscaping };
            string ours = BentoJson.Serialize(Sample());
            Assert.Equal(System.Text.Json.JsonSerializer.Serialize(Sample(), relaxed), ours);
            Assert.Contains("\"2024-01-02T03:04:05Z\":1", ours, StringComparison.Ordinal);
            Assert.Contains("\"2024-06-01T12:00:00+02:00\":\"plus two\"", ours, StringComparison.Ordinal);
            Assert.Contains("\"\\\"\":2,\"\u00e9\":3", ours, StringComparison.Ordinal);
            // Kinds other than UTC keep their text: no designator for an unspecified date, the offset for an offset.
            var local = new Dictionary<DateTime, int> { [new DateTime(2024, 1, 2, 3, 4, 5, DateTimeKind.Unspecified)] = 1 };
            var model = new DateAndCharKeys { ByDate = local };
            Assert.Equal(System.Text.Json.JsonSerializer.Serialize(model), BentoJson.Serialize(model));
            DeepEqual.Assert(model, BentoJson.Deserialize<DateAndCharKeys>(BentoJson.Serialize(model)));
        }

        [Fact]
        public void MessagePack_bytes_are_MessagePack_CSharps()
        {
            // MessagePack-CSharp 2.5: dates as timestamp ext, a date with offset as [timestamp, minutes], a char as its code.
            var sample = Sample();
            byte[] ours = BentoMessagePack.Serialize(sample);
            byte[] theirs = global::MessagePack.MessagePackSerializer.Serialize(sample, global::MessagePack.Resolvers.ContractlessStandardResolver.Options);
            Assert.Equal(BitConverter.ToString(theirs), BitConverter.ToString(ours));
            DeepEqual.Assert(sample, global::MessagePack.MessagePackSerializer.Deserialize<DateAndCharKeys>(ours, global::MessagePack.Resolvers.ContractlessStandardResolver.Options));
        }

        [Fact]
        public void Bad_JSON_keys_are_Bentos_error_with_the_path()
        {
            var error = TestFormat.Json.Fails(() => BentoJson.Deserialize<DateAndCharKeys>("{\"ByDate\":{\"2024-01-02\":1,\"yesterday\":2}}"));
            Assert.Equal("$.ByDate.yesterday", error.Path);
            Assert.Contains("'yesterday' is not an ISO 8601 date and time", error.Reason, StringComparison.Ordinal);
            error = TestFormat.Json.Fails(() => BentoJson.Deserialize<DateAndCharKeys>("{\"ByInstant\":{\"2024-13-01T00:00:00Z\":\"x\"}}"));
            Assert.Equal("$.ByInstant['2024-13-01T00:00:00Z']", error.Path);
            error = TestFormat.Json.Fails(() => BentoJson.Deserialize<DateAndCharKeys>("{\"ByChar\":{\"ab\":1}}"));
            Assert.Equal("$.ByChar.ab", error.Path);
            error = TestFormat.Json.Fails(() => BentoJson.Deserialize<DateAndCharKeys>("{\"ByChar\":{\"\":1}}"));
            Assert.Contains("is not a single character", error.Reason, StringComparison.Ordinal);
            Assert.Equal('\u00e9', Assert.Single(BentoJson.Deserialize<DateAndCharKeys>("{\"ByChar\":{\"\\u00e9\":1}}").ByChar!).Key);
            // A character outside the BMP is two chars, not one.
            error = TestFormat.Json.Fails(() => BentoJson.Deserialize<DateAndCharKeys>("{\"ByChar\":{\"\ud83d\ude00\":1}}"));
            Assert.Contains("is not a single character", error.Reason, StringComparison.Ordinal);
            Assert.Equal('\uffee', Assert.Single(BentoJson.Deserialize<DateAndCharKeys>("{\"ByChar\":{\"\uffee\":1}}").ByChar!).Key);
            Assert.Equal('\u07ff', Assert.Single(BentoJson.Deserialize<DateAndCharKeys>("{\"ByChar\":{\"\u07ff\":1}}").ByChar!).Key);
        }

        [Fact]
        public void JSON_char_keys_allocate_no_string_each()
        {
            // The same number of entries keyed by char and by int: the dictionaries' entries are the same size, so a
            // string per char key (about 24 bytes each) would show as the difference.
            const int count = 2000;
            var chars = new StringBuilder("{\"ByChar\":{");
            var numbers = new StringBuilder("{\"ByNumber\":{");
            for (int i = 0; i < count; i++)
            {
                string separator = i == 0 ? string.Empty : ",";
                chars.Append(separator).Append('"').Append((char)(0x4e00 + i)).Append("\":").Append(i);
                numbers.Append(separator).Append('"').Append(i).Append("\":").Append(i);
            }
            byte[] charJson = Encoding.UTF8.GetBytes(chars.Append("}}").ToString());
            byte[] numberJson = Encoding.UTF8.GetBytes(numbers.Append("}}").ToString());
            Assert.Equal(count, BentoJson.Deserialize<DateAndCharKeys>(charJson).ByChar!.Count);
            Assert.Equal(count, BentoJson.Deserialize<NumberKeys>(numberJson).ByNumber!.Count);
            long before = GC.GetAllocatedBytesForCurrentThread();
            BentoJson.Deserialize<DateAndCharKeys>(charJson);
            long charBytes = GC.GetAllocatedBytesForCurrentThread() - before;
            before = GC.GetAllocatedBytesForCurrentThread();
            BentoJson.Deserialize<NumberKeys>(numberJson);
            long numberBytes = GC.GetAllocatedBytesForCurrentThread() - before;
            Assert.True(charBytes < numberBytes + count * 4, "char keys allocated " + charBytes + " bytes, int keys " + numberBytes);
        }

        [Theory]
        [MemberData(nameof(NamedFormats))]
        public void A_key_of_the_wrong_type_is_Bentos_error(string name)
        {
            var format = TestFormat.Named(name);
            // In MessagePack a string key where a timestamp or a number belongs.
            var error = format.Fails(() => format.Deserialize<DateAndCharKeys>(format.FromPlainJson("{\"ByChar\":{\"abc\":1}}")));
            Assert.StartsWith("$.ByChar", error.Path, StringComparison.Ordinal);
            error = format.Fails(() => format.Deserialize<DateAndCharKeys>(format.FromPlainJson("{\"ByDate\":{\"x\":1}}")));
            Assert.StartsWith("$.ByDate", error.Path, StringComparison.Ordinal);
        }
    }
}
