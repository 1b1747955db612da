using System;
using System.Collections.Generic;
using System.IO;
using System.Linq;
using System.Text;
using Bento.Json;
using Xunit;

namespace Bento.Tests.Truncation
{
    /// <summary>
    /// Documents that end at every byte offset inside a value of each JSON token kind, read by every path (validation,
    /// minify, format, hinted validation, conversion to MessagePack, typed reads into a member of that kind, the skip of
    /// an unknown member, populate, JSON Lines), and hinted documents cut anywhere or with each hint number one off.
    /// Every such document must raise <see cref="BentoJsonException"/> (or, for the conversion to MessagePack, the
    /// JSON exception it reports), and the whole document must read.
    /// </summary>
    public class JsonTruncationTests
    {
        /// <summary>One value per JSON token kind, with the <see cref="TruncationTarget"/> member that reads it.</summary>
        private static readonly Dictionary<string, (string Member, string Json)> s_cases = new Dictionary<string, (string, string)>
        {
            ["string"] = ("S", "\"abc\""),
            ["string with escapes"] = ("S", "\"a\\n\\u00e9\\ud83d\\ude00\\\"b\""),
            ["string with UTF-8"] = ("S", "\"h\u00e9llo \u4e16\u754c\""),
            ["long string"] = ("S", "\"" + new string('x', 150) + "\""),
            ["integer"] = ("I", "12345"),
            ["negative integer"] = ("I", "-17"),
            ["fraction"] = ("D", "1.25"),
            ["exponent"] = ("D", "-1.5e+10"),
            ["float"] = ("F", "2.5E-3"),
            ["largest ulong"] = ("U", "18446744073709551615"),
            ["true"] = ("B", "true"),
            ["false"] = ("B", "false"),
            ["null"] = ("S", "null"),
            ["base64"] = ("Bin", "\"AQID/w==\""),
            ["date"] = ("T", "\"2020-01-02T03:04:05.123Z\""),
            ["array"] = ("A", "[1,22,333]"),
            ["empty array"] = ("A", "[]"),
            ["object"] = ("M", "{\"a\":1,\"b\":2}"),
            ["empty object"] = ("M", "{}"),
            ["nested object"] = ("O", "{\"S\":\"x\",\"A\":[1,2],\"O\":{\"B\":true}}"),
        };

        public static IEnumerable<object[]> Names() => s_cases.Keys.Select(name => new object[] { name });

        [Theory]
        [MemberData(nameof(Names))]
        public void A_document_that_ends_inside_the_value_fails_on_every_path(string name)
        {
            var (member, json) = s_cases[name];
            foreach (string text in new[] { "{\"" + member + "\":" + json + "}", "{\"x\":" + json + "}", "{\"x\":[7," + json + "]}" })
            {
                byte[] document = Encoding.UTF8.GetBytes(text);
                BentoJson.Validate(document);
                Assert.NotNull(BentoJson.Deserialize<TruncationTarget>(document));
                int start = document.Length - Encoding.UTF8.GetByteCount(json) - (text.EndsWith("]}", StringComparison.Ordinal) ? 2 : 1);
                for (int length = start; length < document.Length; length++)
                {
                    byte[] cut = document.AsSpan(0, length).ToArray();
                    string what = name + ", " + text + " cut to " + length + " bytes";
                    Fails(() => BentoJson.Validate(cut), "Validate", what);
                    Fails(() => BentoJson.Minify(cut), "Minify", what);
                    Fails(() => BentoJson.Format(cut), "Format", what);
                    Fails(() => BentoHintedJson.Validate(cut), "BentoHintedJson.Validate", what);
                    Fails(() => BentoMessagePack.FromJson(cut), "BentoMessagePack.FromJson", what);
                    TypedFails(cut, what);

                    int yielded = 0;
                    byte[] lines = Encoding.UTF8.GetBytes(text + "\n").Concat(cut).ToArray();
                    Fails(() =>
                    {
                        foreach (var unused in BentoJsonLines.Read<TruncationTarget>(new MemoryStream(lines)))
                            yielded++;
                    }, "BentoJsonLines.Read", what);
                    Assert.True(yielded == 1, "BentoJsonLines.Read on " + what + " yielded " + yielded + " records before failing");
                }
            }
        }

        [Fact]
        public void A_hinted_document_that_ends_anywhere_fails_on_every_path()
        {
            byte[] hinted = HintedSample();
            Assert.True(BentoHintedJson.IsHinted(hinted));
            Assert.Equal(BentoHintedJson.ToJson(hinted), BentoJson.SerializeToUtf8Bytes(BentoHintedJson.Deserialize<TruncationTarget>(hinted)));
            for (int length = 0; length < hinted.Length; length++)
            {
                byte[] cut = hinted.AsSpan(0, length).ToArray();
                string what = "hinted document cut to " + length + " bytes: " + Encoding.UTF8.GetString(cut);
                Fails(() => BentoHintedJson.Validate(cut), "BentoHintedJson.Validate", what);
                Fails(() => BentoHintedJson.ToJson(cut), "BentoHintedJson.ToJson", what);
                Fails(() => BentoHintedJson.Deserialize<TruncationTarget>(cut), "BentoHintedJson.Deserialize", what);
                Fails(() =>
                {
                    var target = new TruncationTarget { A = new List<int> { 9 } };
                    BentoHintedJson.Populate(cut, ref target);
                }, "BentoHintedJson.Populate", what);
            }
        }

        [Fact]
        public void Every_hint_number_one_off_is_ignored_by_default_and_an_error_when_strict()
        {
            byte[] hinted = HintedSample();
            string text = Encoding.UTF8.GetString(hinted);
            byte[] expected = BentoHintedJson.ToJson(hinted);
            var strict = new BentoJsonOptions { HintHandling = BentoHintHandling.Strict };
            BentoHintedJson.Validate(hinted, strict);

            int numbers = 0;
            foreach (var (at, length) in HintNumbers(text))
            {
                long value = long.Parse(text.Substring(at, length), System.Globalization.CultureInfo.InvariantCulture);
                foreach (int delta in new[] { 1, -1 })
                {
                    if (value + delta < 0)
                        continue;
                    string changed = text.Substring(0, at) + (value + delta).ToString(System.Globalization.CultureInfo.InvariantCulture) + text.Substring(at + length);
                    byte[] bytes = Encoding.UTF8.GetBytes(changed);
                    string what = "hint number at " + at + " changed by " + delta + ": " + changed;
                    // A wrong hint never changes what is read.
                    Assert.Equal(expected, BentoJson.SerializeToUtf8Bytes(BentoHintedJson.Deserialize<TruncationTarget>(bytes)));
                    Assert.Equal(expected, BentoHintedJson.ToJson(bytes));
                    Fails(() => BentoHintedJson.Validate(bytes, strict), "strict BentoHintedJson.Validate", what);
                    Fails(() => BentoHintedJson.Deserialize<TruncationTarget>(bytes, strict), "strict BentoHintedJson.Deserialize", what);
                    numbers++;
                }
            }

            // Array, object and long-string hints, two numbers each, changed both ways.
            Assert.True(numbers >= 12, "only " + numbers + " hint numbers were changed");
        }

        /// <summary>A hinted document with array, long-string and large-object hints, nested.</summary>
        private static byte[] HintedSample()
        {
            var inner = new TruncationTarget { S = new string('y', 1100), A = new List<int> { 4, 5 } };
            var value = new TruncationTarget
            {
                S = "caf\u00e9 " + new string('z', 140),
                A = new List<int> { 1, 22, 333 },
                M = new Dictionary<string, int> { ["a"] = 1 },
                O = inner,
            };

            // Every kind of hint, as the earlier writer gave them (today's gives array counts only): these tests are
            // about what the reader does with each kind when it is cut short or off by one.
            return Bento.Tests.Hinted.HintedTesting.EarlierRelease(value);
        }

        /// <summary>Where each number of each hint comment (/*n:m*/, not the header) starts, and its length.</summary>
        private static IEnumerable<(int At, int Length)> HintNumbers(string text)
        {
            int i = text.IndexOf("*/", StringComparison.Ordinal) + 2;
            while ((i = text.IndexOf("/*", i, StringComparison.Ordinal)) >= 0)
            {
                int end = text.IndexOf("*/", i, StringComparison.Ordinal);
                int colon = text.IndexOf(':', i);
                yield return (i + 2, colon - i - 2);
                yield return (colon + 1, end - colon - 1);
                i = end + 2;
            }
        }

        private static void TypedFails(byte[] input, string what)
        {
            Fails(() => BentoJson.Deserialize<TruncationTarget>(input), "Deserialize", what);
            Fails(() => BentoJson.Deserialize<TruncationTarget>(new MemoryStream(input)), "Deserialize(Stream)", what);
            Fails(() => BentoHintedJson.Deserialize<TruncationTarget>(input), "BentoHintedJson.Deserialize", what);
            Fails(() =>
            {
                var target = new TruncationTarget { S = "kept", A = new List<int> { 9 } };
                BentoJson.Populate(input, ref target);
            }, "Populate", what);
        }

        private static void Fails(Action action, string path, string what)
        {
            Exception? e = Record.Exception(action);
            if (e is BentoJsonException)
                return;
            throw new Xunit.Sdk.XunitException(path + " on " + what + ": " +
                (e == null ? "no exception" : "threw " + e.GetType().Name + ": " + e.Message));
        }
    }
}
