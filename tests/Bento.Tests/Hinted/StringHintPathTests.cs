using System.Collections.Generic;
using System.Globalization;
using System.Text;
using Xunit;
using static Bento.Tests.Hinted.HintedTesting;

[assembly: Bento.BentoRoot(typeof(List<byte[]>))]
[assembly: Bento.BentoRoot(typeof(Dictionary<string, string>))]

namespace Bento.Tests.Hinted
{
    /// <summary>
    /// String and object hints as the earlier writer gave them, through every way the writer puts a string out: the
    /// short and the long UTF-16 paths, base64, the untyped value's copied JSON token and its UTF-8 text. Each string
    /// sits after a comma and around the 128-byte threshold, so a hint one byte early or late, a threshold off by one,
    /// or an object or record count that misses a comma is found by the test-side hint scanner.
    /// </summary>
    public class StringHintPathTests
    {
        private static readonly BentoJsonOptions Indented = new BentoJsonOptions { Indented = true };
        private static readonly BentoJsonOptions EscapeHtml = new BentoJsonOptions { EscapeHtml = true };

        // Bytes between the quotes around each threshold, reached by plain ASCII, by escapes and by two-byte characters.
        private static List<string> Strings()
        {
            var list = new List<string> { "a" };
            foreach (int bytes in new[] { 126, 127, 128, 129, 130 })
            {
                list.Add(new string('x', bytes));
                list.Add(new string('q', bytes - 2) + "\"");             // the quote is written as two bytes
                if (bytes % 2 == 0) list.Add(new string('\u00e9', bytes / 2)); // two bytes each, half as many units
            }

            // Both sides of the short path's limit, a string over the slice size, and one whose slice ends between
            // the two halves of a surrogate pair.
            foreach (int chars in new[] { 255, 256, 257, 300, 20_000 })
                list.Add(new string('y', chars));
            list.Add(new string('z', (16 * 1024) - 1) + "\U0001F600" + "tail");
            return list;
        }

        private static void AssertHints(byte[] hinted, int strings, int objects)
        {
            var hints = Hints(hinted, earlierRelease: true);
            Assert.Equal(strings, hints.FindAll(h => h.Kind == '"').Count);
            Assert.Equal(objects, hints.FindAll(h => h.Kind == '{').Count);
        }

        private static int LongOnes(IEnumerable<string> strings)
        {
            int count = 0;
            foreach (var s in strings)
                if (Encoding.UTF8.GetByteCount(s) + CountQuotes(s) >= 128) count++;
            return count;
        }

        private static int CountQuotes(string s)
        {
            int n = 0;
            foreach (char c in s)
                if (c == '"') n++;
            return n;
        }

        [Fact]
        public void Typed_strings_compact_and_indented()
        {
            var list = Strings();
            int expected = LongOnes(list);
            Assert.Equal(14, expected);
            foreach (var options in new[] { null, Indented })
            {
                byte[] hinted = EarlierRelease(list, options);
                AssertHints(hinted, expected, 0);
                Assert.Equal(list, BentoHintedJson.Deserialize<List<string>>(hinted, StrictOf(options)));
            }
        }

        [Fact]
        public void Base64_around_the_threshold()
        {
            // 94, 95 and 96 bytes are 128 base64 characters; 93 is 124 and 97 is 132.
            var list = new List<byte[]>();
            for (int length = 90; length <= 99; length++)
            {
                var bytes = new byte[length];
                for (int i = 0; i < length; i++) bytes[i] = (byte)(i * 7);
                list.Add(bytes);
            }

            byte[] hinted = EarlierRelease(list);
            AssertHints(hinted, 6, 0);
            Assert.Equal(list, BentoHintedJson.Deserialize<List<byte[]>>(hinted, Strict));
        }

        [Fact]
        public void Untyped_strings_from_json_and_from_messagepack()
        {
            var list = Strings();
            int expected = LongOnes(list);
            byte[] json = BentoJson.SerializeToUtf8Bytes(list);

            // A parsed value writes its strings back as the tokens it read, or as UTF-8 text when HTML is escaped; one
            // read from MessagePack holds UTF-8 text.
            var fromJson = BentoValue.ParseJson(json);
            // (An array, not the list: no MessagePack call in this assembly names List<string>, which a registry test relies on.)
            var fromMsgPack = BentoValue.ParseMessagePack(BentoMessagePack.Serialize(list.ToArray()));
            foreach (var (value, options) in new[] { (fromJson, (BentoJsonOptions?)null), (fromJson, EscapeHtml), (fromJson, Indented), (fromMsgPack, null) })
            {
                byte[] hinted = EarlierRelease(value, options);
                AssertHints(hinted, expected, 0);
                Assert.Equal(list, BentoHintedJson.Deserialize<List<string>>(hinted, StrictOf(options)));
            }

            // Converting plain JSON copies each token.
            byte[] converted = EarlierReleaseFromJson(json);
            AssertHints(converted, expected, 0);
        }

        [Fact]
        public void Record_counts_compact_and_indented()
        {
            // A marked type's members, over 1 KiB together: its hint counts both members, the second after a comma.
            var record = new Bento.Tests.Models.Binary { Bytes = new byte[600], Memory = new byte[601] };
            foreach (var options in new[] { null, Indented })
            {
                byte[] hinted = EarlierRelease(record, options);
                var hints = Hints(hinted, earlierRelease: true);
                var objects = hints.FindAll(h => h.Kind == '{');
                Assert.Single(objects);
                Assert.Equal(2, objects[0].First);
                Assert.Equal(2, hints.FindAll(h => h.Kind == '"').Count);
                var back = BentoHintedJson.Deserialize<Bento.Tests.Models.Binary>(hinted, StrictOf(options))!;
                Assert.Equal(600, back.Bytes!.Length);
                Assert.Equal(601, back.Memory.Length);
            }
        }

        [Fact]
        public void Object_counts_compact_and_indented()
        {
            // Every member after the first follows a comma; the hint's count is one more than the commas.
            var map = new Dictionary<string, string>();
            for (int i = 0; i < 150; i++)
                map["k" + i.ToString(CultureInfo.InvariantCulture)] = "v";
            foreach (var options in new[] { null, Indented })
            {
                byte[] hinted = EarlierRelease(map, options);
                var objects = Hints(hinted, earlierRelease: true).FindAll(h => h.Kind == '{');
                Assert.Single(objects);
                Assert.Equal(150, objects[0].First);
                Assert.Equal(map, BentoHintedJson.Deserialize<Dictionary<string, string>>(hinted, StrictOf(options)));
            }
        }
    }
}
