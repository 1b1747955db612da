using System;
using System.Collections.Generic;
using Bento.Tests.Infrastructure;
using Bento.Tests.Models;
using Xunit;

namespace Bento.Tests
{
    /// <summary>Record structs, C# <c>required</c>, DateOnly and TimeOnly: net10 and C# 11+ only.</summary>
    public class ModernTests
    {
        [Theory]
        [MemberData(nameof(TestFormat.OwnLayoutNames), MemberType = typeof(TestFormat))]
        public void Generic_record_structs_and_required_type_parameter_members(string name)
        {
            TestFormat format = TestFormat.Named(name);
            format.RoundTrip(new Tagged<Inner>("inner", new Inner { Name = "i", Value = 2 }));
            format.RoundTrip(new Tagged<int?>("none", null));
            format.RoundTrip(new RequiredOf<List<Inner>> { Value = new List<Inner> { new Inner { Name = "a" } }, Version = 2 });
            Assert.Contains("Value", format.Fails(() => format.Deserialize<RequiredOf<int>>(format.FromPlainJson("{\"Version\":1}"))).Reason);
        }

        [Fact]
        public void Record_structs()
        {
            Assert.Equal("{\"Latitude\":45.5,\"Longitude\":-0.1}", Check.RoundTrip(new Coordinate(45.5, -0.1)));
            Check.RoundTrip(new Labeled("home", new Coordinate(1, 2)) { Extra = new List<int> { 1 } });
            Check.RoundTrip(default(Labeled));
        }

        [Fact]
        public void DateOnly_and_TimeOnly_are_roots()
        {
            var day = new DateOnly(2024, 2, 29);
            var time = new TimeOnly(23, 59, 58);
            Assert.Equal("\"2024-02-29\"", BentoJson.Serialize(day));
            Assert.Equal(day, BentoJson.Deserialize<DateOnly>(BentoJson.Serialize(day)));
            Assert.Equal(time, BentoJson.Deserialize<TimeOnly?>(BentoJson.Serialize<TimeOnly?>(time)));
            Assert.Null(BentoJson.Deserialize<DateOnly?>("null"));
            Assert.Equal(day, BentoMessagePack.Deserialize<DateOnly>(BentoMessagePack.Serialize(day)));
            Assert.Equal(new[] { time }, BentoMessagePack.Deserialize<List<TimeOnly>>(BentoMessagePack.Serialize(new List<TimeOnly> { time })));
        }

        [Fact]
        public void Required_keyword_members()
        {
            Check.RoundTrip(new RequiredKeyword { Name = "n", Age = 3, Optional = "o" });
            var ok = BentoJson.Deserialize<RequiredKeyword>("{\"Age\":1,\"Name\":\"a\"}");
            Assert.Equal("a", ok.Name);
            Assert.Throws<BentoJsonException>(() => BentoJson.Deserialize<RequiredKeyword>("{\"Name\":\"a\"}"));
            Assert.Throws<BentoJsonException>(() => BentoJson.Deserialize<RequiredKeyword>("{\"Age\":1,\"Optional\":\"o\"}"));
        }

        [Fact]
        public void DateOnly_and_TimeOnly()
        {
            Check.RoundTrip(new DateAndTime { Date = DateOnly.MinValue, Time = TimeOnly.MinValue });
            Check.RoundTrip(new DateAndTime { Date = DateOnly.MaxValue, Time = TimeOnly.MaxValue, MaybeDate = new DateOnly(2024, 2, 29), MaybeTime = new TimeOnly(13, 14, 15, 16) });
            string json = BentoJson.Serialize(new DateAndTime { Date = new DateOnly(2024, 2, 29), Time = new TimeOnly(13, 14, 15) });
            Assert.StartsWith("{\"Date\":\"2024-02-29\",\"Time\":\"13:14:15", json, StringComparison.Ordinal);
            Assert.Throws<BentoJsonException>(() => BentoJson.Deserialize<DateAndTime>("{\"Date\":\"2023-02-29\"}"));
            Assert.Throws<BentoJsonException>(() => BentoJson.Deserialize<DateAndTime>("{\"Time\":\"25:00:00\"}"));
        }
    }
}
