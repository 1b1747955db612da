using System;
using System.Collections.Generic;
using System.Globalization;
using System.Text;
using Bento.Tests.Infrastructure;
using Bento.Tests.Models;
using Xunit;

namespace Bento.Tests
{
    /// <summary>
    /// JSON's own expectations: exact text written, text forms read (escapes, exponents, quoted keys) and rejected, and
    /// JSON's limits. The round trips of every member type, in every format, are <see cref="RoundTripSuite"/>.
    /// </summary>
    public class RoundTripTests
    {
        [Fact]
        public void Integer_limits_are_written_as_exact_digits()
        {
            Assert.Equal("{\"Value\":-9223372036854775808}", BentoJson.Serialize(new Int64Box { Value = long.MinValue }));
            Assert.Equal("{\"Value\":9223372036854775807}", BentoJson.Serialize(new Int64Box { Value = long.MaxValue }));
            Assert.Equal("{\"Value\":18446744073709551615}", BentoJson.Serialize(new UInt64Box { Value = ulong.MaxValue }));
            Assert.Equal("{\"Value\":-2147483648}", BentoJson.Serialize(new Int32Box { Value = int.MinValue }));
            Assert.Equal("{\"Value\":4294967295}", BentoJson.Serialize(new UInt32Box { Value = uint.MaxValue }));
            Assert.Equal("{\"Value\":-32768}", BentoJson.Serialize(new Int16Box { Value = short.MinValue }));
            Assert.Equal("{\"Value\":65535}", BentoJson.Serialize(new UInt16Box { Value = ushort.MaxValue }));
            Assert.Equal("{\"Value\":-128}", BentoJson.Serialize(new SByteBox { Value = sbyte.MinValue }));
            Assert.Equal("{\"Value\":255}", BentoJson.Serialize(new ByteBox { Value = byte.MaxValue }));
            Assert.Equal("{\"Value\":0}", BentoJson.Serialize(new ByteBox { Value = 0 }));
            Assert.Equal("{\"Value\":true}", BentoJson.Serialize(new BoolBox { Value = true }));
            Assert.Equal("{\"Value\":false}", BentoJson.Serialize(new BoolBox { Value = false }));

            Assert.Equal(long.MinValue, BentoJson.Deserialize<Int64Box>("{\"Value\":-9223372036854775808}").Value);
            Assert.Equal(ulong.MaxValue, BentoJson.Deserialize<UInt64Box>("{\"Value\":18446744073709551615}").Value);
            Assert.Equal(sbyte.MinValue, BentoJson.Deserialize<SByteBox>("{\"Value\":-128}").Value);
            Assert.Equal(0, BentoJson.Deserialize<Int32Box>("{\"Value\":-0}").Value);
        }

        [Fact]
        public void Negative_zero_stays_negative()
        {
            string json = BentoJson.Serialize(new DoubleBox { Value = -0.0 });
            Assert.Contains("-0", json, StringComparison.Ordinal);
            double back = BentoJson.Deserialize<DoubleBox>(json).Value;
            Assert.True(double.IsNegative(back) && back == 0.0, "expected -0.0 after " + json);

            string jsonF = BentoJson.Serialize(new SingleBox { Value = -0.0f });
            float backF = BentoJson.Deserialize<SingleBox>(jsonF).Value;
            Assert.True(BitConverter.SingleToInt32Bits(backF) == BitConverter.SingleToInt32Bits(-0.0f), "expected -0.0f after " + jsonF);

            Assert.True(double.IsNegative(BentoJson.Deserialize<DoubleBox>("{\"Value\":-0}").Value));
            Assert.True(double.IsNegative(BentoJson.Deserialize<DoubleBox>("{\"Value\":-0.0e5}").Value));
        }

        [Fact]
        public void Shortest_round_trip_text_for_simple_doubles()
        {
            Assert.Equal("{\"Value\":0.1}", BentoJson.Serialize(new DoubleBox { Value = 0.1 }));
            Assert.Equal("{\"Value\":1.5}", BentoJson.Serialize(new DoubleBox { Value = 1.5 }));
            Assert.Equal("{\"Value\":0}", BentoJson.Serialize(new DoubleBox { Value = 0 }));
            Assert.Equal("{\"Value\":0.1}", BentoJson.Serialize(new SingleBox { Value = 0.1f }));
        }

        [Fact]
        public void Decimal_reads_exponent_forms()
        {
            Assert.Equal(150m, BentoJson.Deserialize<DecimalBox>("{\"Value\":1.5e2}").Value);
            Assert.Equal(0.015m, BentoJson.Deserialize<DecimalBox>("{\"Value\":1.5E-2}").Value);
        }

        [Fact]
        public void Char_reads_from_a_one_character_string_only()
        {
            Assert.Equal('x', BentoJson.Deserialize<CharBox>("{\"Value\":\"x\"}").Value);
            Assert.Equal('\u00e9', BentoJson.Deserialize<CharBox>("{\"Value\":\"\\u00e9\"}").Value);
            Assert.Throws<BentoJsonException>(() => BentoJson.Deserialize<CharBox>("{\"Value\":\"xy\"}"));
            Assert.Throws<BentoJsonException>(() => BentoJson.Deserialize<CharBox>("{\"Value\":\"\"}"));
            Assert.Throws<BentoJsonException>(() => BentoJson.Deserialize<CharBox>("{\"Value\":\"😀\"}"));
            Assert.Throws<BentoJsonException>(() => BentoJson.Serialize(new CharBox { Value = '\ud800' }));
        }

        [Fact]
        public void Strings_read_every_escape()
        {
            var box = BentoJson.Deserialize<StringBox>("{\"Value\":\"\\\"\\\\\\/\\b\\f\\n\\r\\t\\u0041\\u00e9\\u4E2D\\ud83d\\ude00\"}");
            Assert.Equal("\"\\/\b\f\n\r\tAé中😀", box.Value);
        }

        [Fact]
        public void Duplicate_dictionary_keys_last_wins()
        {
            var value = BentoJson.Deserialize<Dictionaries>("{\"ByString\":{\"a\":1,\"\\u0061\":2,\"b\":3}}");
            Assert.Equal(new Dictionary<string, int> { ["a"] = 2, ["b"] = 3 }, value.ByString);
        }

        [Fact]
        public void Integer_keys_are_written_as_quoted_numbers()
        {
            string json = BentoJson.Serialize(new Dictionaries { ByInt64 = new Dictionary<long, double> { [-5] = 1 } });
            Assert.Contains("\"ByInt64\":{\"-5\":1}", json, StringComparison.Ordinal);
            Assert.Throws<BentoJsonException>(() => BentoJson.Deserialize<Dictionaries>("{\"ByInt16\":{\"40000\":1}}"));
            Assert.Throws<BentoJsonException>(() => BentoJson.Deserialize<Dictionaries>("{\"ByInt32\":{\"x\":\"y\"}}"));
            Assert.Throws<BentoJsonException>(() => BentoJson.Deserialize<Dictionaries>("{\"ByUInt64\":{\"-1\":1}}"));
            Assert.Throws<BentoJsonException>(() => BentoJson.Deserialize<Dictionaries>("{\"ByGuid\":{\"not-a-guid\":\"y\"}}"));
        }

        [Fact]
        public void Binary_null_and_empty()
        {
            Assert.Equal("{\"Bytes\":null,\"Memory\":\"\"}", BentoJson.Serialize(new Binary()));
            var back = BentoJson.Deserialize<Binary>("{\"Bytes\":\"\",\"Memory\":\"AQID\"}");
            Assert.NotNull(back.Bytes);
            Assert.Empty(back.Bytes!);
            Assert.Equal(new byte[] { 1, 2, 3 }, back.Memory.ToArray());
            Assert.Throws<BentoJsonException>(() => BentoJson.Deserialize<Binary>("{\"Bytes\":\"AQI\"}"));
            Assert.Throws<BentoJsonException>(() => BentoJson.Deserialize<Binary>("{\"Bytes\":\"A*ID\"}"));
            Assert.Throws<BentoJsonException>(() => BentoJson.Deserialize<Binary>("{\"Bytes\":[1,2]}"));
        }

        [Fact]
        public void DateTime_text_forms()
        {
            // ISO 8601 text; the exact number of fraction digits is the writer's choice, the instant and kind marker are not.
            string utc = BentoJson.Serialize(new DateTimeBox { Value = new DateTime(2024, 1, 2, 3, 4, 5, DateTimeKind.Utc) });
            Assert.StartsWith("{\"Value\":\"2024-01-02T03:04:05", utc, StringComparison.Ordinal);
            Assert.EndsWith("Z\"}", utc, StringComparison.Ordinal);
            string unspecified = BentoJson.Serialize(new DateTimeBox { Value = new DateTime(2024, 1, 2, 3, 4, 5, 500, DateTimeKind.Unspecified) });
            Assert.StartsWith("{\"Value\":\"2024-01-02T03:04:05.5", unspecified, StringComparison.Ordinal);
            Assert.DoesNotContain("Z", unspecified, StringComparison.Ordinal);
            Assert.DoesNotContain("+", unspecified, StringComparison.Ordinal);

            Assert.Equal(new DateTime(2024, 1, 2, 3, 4, 5, DateTimeKind.Utc), BentoJson.Deserialize<DateTimeBox>("{\"Value\":\"2024-01-02T03:04:05Z\"}").Value);
            Assert.Equal(new DateTime(2024, 1, 2, 3, 4, 5, 120, DateTimeKind.Utc), BentoJson.Deserialize<DateTimeBox>("{\"Value\":\"2024-01-02T03:04:05.12Z\"}").Value);
            Assert.Throws<BentoJsonException>(() => BentoJson.Deserialize<DateTimeBox>("{\"Value\":\"2024-13-02T03:04:05Z\"}"));
            Assert.Throws<BentoJsonException>(() => BentoJson.Deserialize<DateTimeBox>("{\"Value\":\"yesterday\"}"));
            Assert.Throws<BentoJsonException>(() => BentoJson.Deserialize<DateTimeBox>("{\"Value\":20240102}"));
        }

        [Fact]
        public void DateTimeOffset_text_form()
        {
            string east = BentoJson.Serialize(new DateTimeOffsetBox { Value = new DateTimeOffset(2024, 5, 6, 7, 8, 9, TimeSpan.FromHours(14)) });
            Assert.StartsWith("{\"Value\":\"2024-05-06T07:08:09", east, StringComparison.Ordinal);
            Assert.EndsWith("+14:00\"}", east, StringComparison.Ordinal);
            string west = BentoJson.Serialize(new DateTimeOffsetBox { Value = new DateTimeOffset(2024, 5, 6, 7, 8, 9, TimeSpan.FromHours(-12)) });
            Assert.EndsWith("-12:00\"}", west, StringComparison.Ordinal);
        }

        [Fact]
        public void Enum_names_that_are_not_declared_are_rejected()
        {
            Assert.Throws<BentoJsonException>(() => BentoJson.Deserialize<EnumMemberNames>("{\"Color\":\"Purple\"}"));
        }

        [Fact]
        public void Guid_and_version_text()
        {
            Assert.Contains("\"0f8fad5b-d9cb-469f-a165-70867728950e\"",
                BentoJson.Serialize(new GuidBox { Value = new Guid("0f8fad5b-d9cb-469f-a165-70867728950e") }), StringComparison.Ordinal);
            Assert.Throws<BentoJsonException>(() => BentoJson.Deserialize<GuidBox>("{\"Value\":\"0f8fad5b-d9cb-469f-a165\"}"));
            Assert.Throws<BentoJsonException>(() => BentoJson.Deserialize<Misc>("{\"Version\":\"1.x\"}"));
        }

        [Fact]
        public void Absent_constructor_parameters_take_their_declared_defaults()
        {
            var partial = BentoJson.Deserialize<PersonWithDefaults>("{\"Name\":\"x\"}");
            Assert.Equal(new PersonWithDefaults("x", 42, "none"), partial);
            var explicitNull = BentoJson.Deserialize<PersonWithDefaults>("{\"Name\":\"x\",\"Nick\":null,\"Age\":1}");
            Assert.Equal(new PersonWithDefaults("x", 1, null), explicitNull);
        }

        [Fact]
        public void Required_members_present_and_absent()
        {
            var ok = BentoJson.Deserialize<WithRequired>("{\"Name\":null,\"Id\":0}");
            Assert.Null(ok.Name);
            var e = Assert.Throws<BentoJsonException>(() => BentoJson.Deserialize<WithRequired>("{\"Id\":1,\"Optional\":2}"));
            Assert.Contains("Name", e.Message, StringComparison.Ordinal);
            Assert.Throws<BentoJsonException>(() => BentoJson.Deserialize<WithRequired>("{\"Name\":\"x\"}"));
        }

        [Fact]
        public void Explicit_names_are_escaped_and_matched()
        {
            Assert.Equal("{\"first name\":\"Ada\",\"quote\\\"and\\\\slash\":1,\"é\":2}",
                BentoJson.Serialize(new Renamed { FirstName = "Ada", Odd = 1, NonAscii = 2 }));

            // Escaped spellings of a name match too: names are compared after unescaping.
            var back = BentoJson.Deserialize<Renamed>("{\"first\\u0020name\":\"x\",\"\\u00e9\":5}");
            Assert.Equal("x", back.FirstName);
            Assert.Equal(5, back.NonAscii);
        }

        [Fact]
        public void Naming_policies()
        {
            Assert.Equal("{\"userName\":\"u\",\"age\":1,\"isActive\":true,\"Explicit_Name\":2}",
                BentoJson.Serialize(new CamelCased { UserName = "u", Age = 1, IsActive = true, Renamed = 2 }));
            Assert.Equal("{\"user_name\":\"u\",\"age\":1,\"is_active\":true,\"Explicit-Name\":2}",
                BentoJson.Serialize(new SnakeCased { UserName = "u", Age = 1, IsActive = true, Renamed = 2 }));
            Assert.Equal("{\"user-name\":\"u\",\"age\":1,\"is-active\":true,\"explicit_name\":2}",
                BentoJson.Serialize(new KebabCased { UserName = "u", Age = 1, IsActive = true, Renamed = 2 }));

            // Member names are matched exactly: the declared spelling is not the JSON name.
            Assert.Null(BentoJson.Deserialize<CamelCased>("{\"UserName\":\"u\"}").UserName);
        }

        [Fact]
        public void Fields_and_ignored_members()
        {
            var value = new WithFields { Number = 3, Text = "t", Where = new Point { X = 1, Y = 1 }, Ignored = 99, IgnoredProperty = "no" };
            string json = BentoJson.Serialize(value);
            Assert.Equal("{\"Number\":3,\"Text\":\"t\",\"Where\":{\"X\":1,\"Y\":1}}", json);
            var back = BentoJson.Deserialize<WithFields>("{\"Number\":3,\"Ignored\":5,\"IgnoredProperty\":\"x\"}");
            Assert.Equal(3, back.Number);
            Assert.Equal(0, back.Ignored);
            Assert.Null(back.IgnoredProperty);
        }

        [Fact]
        public void Max_depth_is_a_hard_limit_on_both_sides()
        {
            // Default MaxDepth is 64: a chain of 64 objects nests 64 deep and passes; 65 fails.
            Node ok = Node.Chain(64);
            byte[] json = BentoJson.SerializeToUtf8Bytes(ok);
            DeepEqual.Assert(ok, BentoJson.Deserialize<Node>(json));
            Assert.Throws<BentoJsonException>(() => BentoJson.SerializeToUtf8Bytes(Node.Chain(65)));

            string tooDeep = BuildChainJson(65);
            Assert.Throws<BentoJsonException>(() => BentoJson.Deserialize<Node>(tooDeep));

            var five = new BentoJsonOptions { MaxDepth = 5 };
            DeepEqual.Assert(Node.Chain(5), BentoJson.Deserialize<Node>(BuildChainJson(5), five));
            Assert.Throws<BentoJsonException>(() => BentoJson.Deserialize<Node>(BuildChainJson(6), five));
            BentoJson.SerializeToUtf8Bytes(Node.Chain(5), five);
            Assert.Throws<BentoJsonException>(() => BentoJson.SerializeToUtf8Bytes(Node.Chain(6), five));
        }

        [Fact]
        public void Cycles_fail_with_a_json_exception()
        {
            var a = new Node { Value = 1 };
            a.Next = a;
            Assert.Throws<BentoJsonException>(() => BentoJson.SerializeToUtf8Bytes(a));
        }

        internal static string BuildChainJson(int objects)
        {
            var sb = new StringBuilder();
            for (int i = 1; i <= objects; i++)
            {
                sb.Append("{\"Value\":").Append(i);
                if (i < objects)
                    sb.Append(",\"Next\":");
            }
            sb.Append(",\"Next\":null");
            sb.Append('}', objects);
            return sb.ToString();
        }
    }
}
