using System;
using System.Collections.Generic;
using System.Globalization;
using System.Text;
using Bento.Tests.Infrastructure;
using Bento.Tests.Models;
using Xunit;
using static Bento.Tests.Hinted.HintedTesting;

namespace Bento.Tests.Hinted
{
    /// <summary>
    /// Hinted JSON's own expectations: exact hinted text, where hints go (and where the earlier writer put them), limits,
    /// random graphs under every writing option. The round trips of every member type run over hinted JSON in
    /// <see cref="RoundTripSuite"/>, where each one checks that the hinted text is the plain text plus correct hints.
    /// </summary>
    public class HintedRoundTripTests
    {
        private static readonly BentoJsonOptions s_indented = new BentoJsonOptions { Indented = true };

        [Fact]
        public void Header_and_a_small_document_are_exact()
        {
            // Short strings and small objects carry no hint, non-empty arrays do, empty ones do not.
            byte[] hinted = RoundTrip(new Order { Id = 1, Customer = "c", Tags = new List<string> { "a", "b" }, Origin = new Point { X = 1, Y = 2 }, Total = 1.5, Paid = true });
            Assert.Equal(
                "/*bento-hinted-json:1*/{\"Id\":1,\"Customer\":\"c\",\"Tags\":/*2:9*/[\"a\",\"b\"],\"Origin\":{\"X\":1,\"Y\":2},\"Total\":1.5,\"Paid\":true,\"Note\":null}",
                Text(hinted));
            Assert.Equal("/*bento-hinted-json:1*/{}", Text(BentoHintedJson.SerializeToUtf8Bytes(new RandomModel(), new BentoJsonOptions { IgnoreDefaultValues = true })));
        }

        /// <summary>
        /// Strings around the hint threshold and far beyond it, with every kind of content that changes lengths. The
        /// round-trip suite runs them over every format too.
        /// </summary>
        public static string[] HintThresholdStrings() => new[]
        {
            "", "short", new string('x', 64), new string('x', 127), new string('x', 128), new string('x', 129),
            // 126 characters plus one escaped quote: 128 bytes between the quotes, 127 UTF-16 units.
            new string('x', 126) + "\"", new string('x', 125) + "\n", new string('x', 124) + "\u0001",
            new string('é', 63) + "e", new string('é', 64), new string('中', 42) + "xy", new string('中', 43),
            RoundTripSuite.Repeat("😀", 32), RoundTripSuite.Repeat("😀", 31) + "abc", RoundTripSuite.Repeat("𝄞", 40) + "\u2028\u2029",
            "quote \" backslash \\ slash / control \u0001\u001f tab \t newline \n" + new string('y', 40),
            "<script>&amp;'</script>" + new string('h', 60), "\uFFFD\uFEFF" + new string('z', 70),
            new string('x', 5000), new string('é', 3000) + "😀", RoundTripSuite.Repeat("é\u0001", 12000), RoundTripSuite.Repeat("😀", 20000),
            new string('a', 16383) + "\"" + new string('\n', 16385), new string('a', 16383) + "😀" + new string('b', 16383) + "😀",
        };

        public static IEnumerable<object[]> Strings()
        {
            string[] all = HintThresholdStrings();
            for (int i = 0; i < all.Length; i++)
                yield return new object[] { i, all[i] };
        }

        [Theory]
        [MemberData(nameof(Strings))]
        public void Strings_long_and_short(int index, string value)
        {
            // The plain and indented round trips of these strings are in the round-trip suite; here, the hints.
            Assert.True(index >= 0);
            byte[] hinted = BentoHintedJson.SerializeToUtf8Bytes(new StringBox { Value = value });
            RoundTrip(new StringBox { Value = value }, new BentoJsonOptions { EscapeHtml = true });

            // The writer no longer gives string hints (they cost more to write than they saved when read), but
            // documents written with them are still version 1: the earlier writer's hint must be right and read back.
            int bytes = Encoding.UTF8.GetByteCount(BentoJson.Serialize(new StringBox { Value = value })) - "{\"Value\":\"\"}".Length;
            Assert.Empty(HintsInOrder(hinted).FindAll(h => h.Kind == '"'));
            byte[] earlier = EarlierRelease(new StringBox { Value = value });
            var stringHints = HintsInOrder(earlier, earlierRelease: true).FindAll(h => h.Kind == '"');
            Assert.Equal(bytes >= MinHintedStringBytes ? 1 : 0, stringHints.Count);
            if (bytes >= MinHintedStringBytes)
            {
                Assert.Equal(bytes, stringHints[0].First);
                Assert.Equal(value.Length, stringHints[0].Second);
            }

            Assert.Equal(value, BentoHintedJson.Deserialize<StringBox>(earlier, Strict).Value);
            Assert.Equal(value, BentoHintedJson.Deserialize<StringBox>(earlier).Value);

            // The same strings as list elements, dictionary values and keys (keys never carry hints).
            RoundTrip(new Collections { List = new List<string> { value, "s", value } });
            RoundTrip(new Dictionaries { NullValues = new Dictionary<string, string?> { [value] = value, ["n"] = null } });
            RoundTrip(new Renamed { FirstName = value });
        }

        [Fact]
        public void Max_depth_applies_to_hinted_documents()
        {
            var five = new BentoJsonOptions { MaxDepth = 5 };
            DeepEqual.Assert(Node.Chain(5), BentoHintedJson.Deserialize<Node>(BentoHintedJson.SerializeToUtf8Bytes(Node.Chain(5)), five));
            byte[] six = BentoHintedJson.SerializeToUtf8Bytes(Node.Chain(6));
            Assert.Throws<BentoJsonException>(() => BentoHintedJson.Deserialize<Node>(six, five));
            Assert.Throws<BentoJsonException>(() => BentoHintedJson.SerializeToUtf8Bytes(Node.Chain(65)));
            Assert.Throws<BentoJsonException>(() => BentoHintedJson.SerializeToUtf8Bytes(Node.Chain(6), five));
        }

        [Fact]
        public void Random_graphs()
        {
            for (int seed = 1; seed <= 200; seed++)
            {
                RandomModel value = new PropertyTests.ModelFactory(seed).Model();
                try
                {
                    RoundTrip(value, (seed & 1) == 0 ? null : s_indented);
                }
                catch (Exception e)
                {
                    throw new Xunit.Sdk.XunitException("seed " + seed + ": " + e.Message, e);
                }
            }
        }

        [Fact]
        public void Random_graphs_under_every_writing_option_give_the_plain_text()
        {
            for (int seed = 2000; seed < 2160; seed++)
            {
                var options = new BentoJsonOptions
                {
                    Indented = (seed & 1) != 0,
                    EscapeHtml = (seed & 2) != 0,
                    IgnoreNullValues = (seed & 4) != 0,
                    IgnoreDefaultValues = (seed & 8) != 0,
                };
                RandomModel value = new PropertyTests.ModelFactory(seed).Model();
                try
                {
                    RoundTrip(value, options);
                }
                catch (Exception e)
                {
                    throw new Xunit.Sdk.XunitException("seed " + seed + ": " + e.Message, e);
                }
            }
            foreach (bool indented in new[] { false, true })
            {
                var options = new BentoJsonOptions { Indented = indented, IgnoreNullValues = true, IgnoreDefaultValues = true, EscapeHtml = true };
                RoundTrip(new RandomModel(), options);
                RoundTrip(new Nullables(), options);
                RoundTrip(new Sparse(), options);
                RoundTrip(new Floats { Double = double.NaN, Single = float.PositiveInfinity, Maybe = double.NegativeInfinity },
                    new BentoJsonOptions { Indented = indented, FloatHandling = BentoFloatHandling.NamedLiteralsAsStrings });
            }
        }

        [Fact]
        public void Random_strings_get_hints_that_match_them()
        {
            var random = new Random(77);
            var factory = new PropertyTests.ModelFactory(77);
            int hinted = 0;
            for (int i = 0; i < 600; i++)
            {
                // Long enough that about half cross the threshold.
                string s = factory.Text(random.Next(0, 120));
                RoundTrip(new StringBox { Value = s });

                // String hints come from documents of the earlier writer now; the reader still checks and uses them.
                byte[] bytes = EarlierRelease(new StringBox { Value = s });
                if (HintsInOrder(bytes, earlierRelease: true).Count == 1)
                    hinted++;
                Assert.Equal(s, BentoHintedJson.Deserialize<StringBox>(bytes, Strict).Value);
            }
            Assert.InRange(hinted, 20, 580);
        }

        [Fact]
        public void The_earlier_writers_object_hints_count_the_hints_inside_them()
        {
            // Objects of 1 KiB or more got a hint from the earlier writer, placed only once the object closed: its
            // byte length includes every hint written inside it (arrays, strings, other large objects), and the hints
            // recorded inside it move behind its own. Dictionaries and typed records alike, nested in each other.
            var inner = new Dictionary<string, List<int>>();
            for (int i = 0; i < 60; i++)
            {
                var numbers = new List<int>();
                for (int j = 0; j <= i % 7; j++)
                    numbers.Add((i * 10) + j);
                inner["key" + i.ToString(CultureInfo.InvariantCulture)] = numbers;
            }

            var outer = new Dictionary<string, Dictionary<string, List<int>>>
            {
                ["first"] = inner,
                ["empty"] = new Dictionary<string, List<int>>(),
                ["small"] = new Dictionary<string, List<int>> { ["one"] = new List<int> { 1 } },
                ["again"] = inner,
            };
            foreach (byte[] earlier in new[] { EarlierReleaseFromJson(BentoJson.SerializeToUtf8Bytes(outer)), EarlierRelease(outer) })
            {
                var hints = HintsInOrder(earlier, earlierRelease: true);
                Assert.Equal(3, hints.FindAll(h => h.Kind == '{').Count);
                Assert.Equal(1 + 2 + (2 * 60) + 1, hints.Count);
                var back = BentoHintedJson.Deserialize<Dictionary<string, Dictionary<string, List<int>>>>(earlier, Strict)!;
                Assert.Equal(60, back["again"].Count);
                Assert.Equal(new List<int> { 590, 591, 592, 593 }, back["first"]["key59"]);
            }

            var record = new StringBox { Value = new string('r', 1100) };
            byte[] box = EarlierRelease(record);
            var boxHints = HintsInOrder(box, earlierRelease: true);
            Assert.Equal(new[] { '{', '"' }, boxHints.ConvertAll(h => h.Kind).ToArray());
            Assert.Equal(record.Value, BentoHintedJson.Deserialize<StringBox>(box, Strict).Value);
        }

#if !BENTO_NETSTANDARD_TESTS
        [Fact]
        public void Modern_shapes()
        {
            TestFormat.HintedJson.RoundTrip(new Coordinate(45.5, -0.1));
            TestFormat.HintedJson.RoundTrip(new Labeled("home", new Coordinate(1, 2)) { Extra = new List<int> { 1 } });
            TestFormat.HintedJson.RoundTrip(default(Labeled));
            TestFormat.HintedJson.RoundTrip(new RequiredKeyword { Name = "n", Age = 3, Optional = new string('o', 128) });
            TestFormat.HintedJson.RoundTrip(new DateAndTime { Date = DateOnly.MaxValue, Time = TimeOnly.MaxValue, MaybeDate = new DateOnly(2024, 2, 29), MaybeTime = new TimeOnly(13, 14, 15, 16) });
        }
#endif
    }
}
