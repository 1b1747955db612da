using System;
using System.Collections.Generic;
using Bento.Tests.Infrastructure;
using Xunit;

namespace Bento.Tests.Models
{
    [BentoObject]
    public partial class WideNumbers
    {
        public Half Half { get; set; }
        public Int128 Int128 { get; set; }
        public UInt128 UInt128 { get; set; }
        public Half? MaybeHalf { get; set; }
        public List<Int128>? Many { get; set; }
    }
}

namespace Bento.Tests.Models.ArrayLayout
{
    [BentoObject]
    public partial class WideNumbers
    {
        [BentoKey(0)] public Half Half { get; set; }
        [BentoKey(1)] public Int128 Int128 { get; set; }
        [BentoKey(2)] public UInt128 UInt128 { get; set; }
        [BentoKey(3)] public Half? MaybeHalf { get; set; }
        [BentoKey(4)] public List<Int128>? Many { get; set; }
    }
}

namespace Bento.Tests.Modern
{
    using Bento.Tests.Models;

    public class WideNumberTests
    {
        public static IEnumerable<object[]> Formats() => TestFormat.Names();

        [Theory]
        [MemberData(nameof(Formats))]
        public void Limits_round_trip_exactly(string name)
        {
            var format = TestFormat.Named(name);
            foreach (var value in new[]
            {
                new WideNumbers { Half = Half.MaxValue, Int128 = Int128.MaxValue, UInt128 = UInt128.MaxValue, MaybeHalf = Half.Epsilon, Many = new List<Int128> { Int128.MinValue, 0, long.MinValue } },
                new WideNumbers { Half = Half.MinValue, Int128 = Int128.MinValue, UInt128 = UInt128.MinValue, MaybeHalf = null },
                new WideNumbers { Half = (Half)0.1f, Int128 = (Int128)ulong.MaxValue + 1, UInt128 = (UInt128)ulong.MaxValue, MaybeHalf = -Half.Epsilon },
            })
            {
                format.RoundTrip(value);
            }
        }

        [Fact]
        public void JSON_is_System_Text_Jsons()
        {
            var value = new WideNumbers { Half = (Half)6.1e-5f, Int128 = Int128.MinValue, UInt128 = UInt128.MaxValue, MaybeHalf = (Half)(-1.5f), Many = new List<Int128> { 1 } };
            Assert.Equal(System.Text.Json.JsonSerializer.Serialize(value), BentoJson.Serialize(value));
            Assert.Contains("\"Int128\":-170141183460469231731687303715884105728", BentoJson.Serialize(value), StringComparison.Ordinal);
        }

        [Fact]
        public void Every_Half_bit_pattern_survives_MessagePack_and_matches_MessagePack_CSharp()
        {
            // All 65536 patterns: NaN payloads, subnormals, both zeros, infinities. MessagePack carries them in float 32.
            for (int bits = 0; bits <= ushort.MaxValue; bits++)
            {
                var half = BitConverter.UInt16BitsToHalf((ushort)bits);
                var back = BentoMessagePack.Deserialize<WideNumbers>(BentoMessagePack.Serialize(new WideNumbers { Half = half }));
                Assert.Equal(bits, BitConverter.HalfToUInt16Bits(back.Half));
            }
            byte[] theirs = global::MessagePack.MessagePackSerializer.Serialize((Half)1.5f);
            byte[] ours = BentoMessagePack.Serialize(new Bento.Tests.Models.ArrayLayout.WideNumbers { Half = (Half)1.5f });
            Assert.Equal(BitConverter.ToString(theirs), BitConverter.ToString(ours, 1, theirs.Length));
        }

        [Fact]
        public void Every_finite_Half_survives_JSON()
        {
            for (int bits = 0; bits <= ushort.MaxValue; bits++)
            {
                var half = BitConverter.UInt16BitsToHalf((ushort)bits);
                if (!Half.IsFinite(half))
                    continue;
                var back = BentoJson.Deserialize<WideNumbers>(BentoJson.Serialize(new WideNumbers { Half = half }));
                Assert.Equal(bits, BitConverter.HalfToUInt16Bits(back.Half));
            }
        }

        [Fact]
        public void Wide_integers_beyond_64_bits_are_strings_in_MessagePack_and_ints_within()
        {
            byte[] small = BentoMessagePack.Serialize(new Bento.Tests.Models.ArrayLayout.WideNumbers { Int128 = -5, UInt128 = 7 });
            Assert.Equal("[0,-5,7,null,null]", System.Text.Encoding.UTF8.GetString(BentoMessagePack.ToJson(small)));
            byte[] big = BentoMessagePack.Serialize(new Bento.Tests.Models.ArrayLayout.WideNumbers { Int128 = Int128.MaxValue, UInt128 = UInt128.MaxValue });
            Assert.Equal("[0,\"170141183460469231731687303715884105727\",\"340282366920938463463374607431768211455\",null,null]",
                System.Text.Encoding.UTF8.GetString(BentoMessagePack.ToJson(big)));
        }

        [Theory]
        [InlineData("{\"Int128\":170141183460469231731687303715884105728}", "$.Int128")]
        [InlineData("{\"Int128\":1.0}", "$.Int128")]
        [InlineData("{\"UInt128\":-1}", "$.UInt128")]
        [InlineData("{\"Half\":65520}", "$.Half")]
        [InlineData("{\"Half\":1e400}", "$.Half")]
        [InlineData("{\"Many\":[1,2e1]}", "$.Many[1]")]
        public void Out_of_range_and_non_integers_are_Bentos_error(string json, string path)
        {
            var error = Assert.Throws<BentoJsonException>(() => BentoJson.Deserialize<WideNumbers>(json));
            Assert.Equal(path, error.Path);
            if (json.Contains("Half", StringComparison.Ordinal) || json.Contains("e1", StringComparison.Ordinal))
                return;
            // MessagePack: the same as a str where JSON has a number too wide or not an integer.
            byte[] msgpack = BentoMessagePack.FromJson(System.Text.Encoding.UTF8.GetBytes(json.Replace(":", ":\"", StringComparison.Ordinal).Replace("}", "\"}", StringComparison.Ordinal)));
            Assert.Equal(path, Assert.Throws<BentoMessagePackException>(() => BentoMessagePack.Deserialize<WideNumbers>(msgpack)).Path);
        }
    }
}
