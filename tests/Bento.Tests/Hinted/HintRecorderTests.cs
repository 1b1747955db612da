using System.Collections.Generic;
using System.Globalization;
using Bento.Internal;
using Bento.Json;
using Bento.Tests.Infrastructure;
using Bento.Tests.Models;
using Xunit;
using static Bento.Tests.Hinted.HintedTesting;

namespace Bento.Tests.Hinted
{
    /// <summary>
    /// The hint recorder at its edges: an object of exactly the size that earns a hint, thousands of hints in one
    /// document, each kind of hint on its own, and the copy to the output in spans of at most 1 MiB.
    /// </summary>
    public class HintRecorderTests
    {
        private static byte[] Write<T>(T value, HintKinds kinds, System.Buffers.IBufferWriter<byte>? output = null)
        {
            var buffer = output ?? new System.Buffers.ArrayBufferWriter<byte>();
            JsonEntryPoints.Write(buffer, value, JsonCodecRegistry<T>.Codec, null, kinds);
            return buffer is System.Buffers.ArrayBufferWriter<byte> array ? array.WrittenSpan.ToArray() : ((StingyBufferWriter)buffer).WrittenBytes;
        }

        [Theory]
        [InlineData(1023, false)]
        [InlineData(1024, true)]
        [InlineData(1025, true)]
        public void An_object_earns_a_hint_from_1024_bytes(int bytes, bool hinted)
        {
            // {"a":"xxx..."} is 8 bytes around the text.
            var map = new Dictionary<string, string> { ["a"] = new string('x', bytes - 8) };
            Assert.Equal(bytes, BentoJson.SerializeToUtf8Bytes(map).Length);
            byte[] earlier = Write(map, HintKinds.All);
            var objects = HintsInOrder(earlier, earlierRelease: true).FindAll(h => h.Kind == '{');
            Assert.Equal(hinted ? 1 : 0, objects.Count);
        }

        [Fact]
        public void Thousands_of_hints_in_one_document()
        {
            // Past the recorder's first hint and container arrays, which then grow keeping every hint recorded so far.
            var lists = new List<List<int>>();
            for (int i = 0; i < 3000; i++)
                lists.Add(new List<int> { i, i + 1 });
            byte[] hinted = BentoHintedJson.SerializeToUtf8Bytes(lists);
            var hints = HintsInOrder(hinted);
            Assert.Equal(3001, hints.Count);
            Assert.Equal(lists, BentoHintedJson.Deserialize<List<List<int>>>(hinted, Strict));

            var root = new List<List<List<int>>>();
            for (int i = 0; i < 300; i++)
            {
                var level = new List<List<int>>();
                for (int j = 0; j < 5; j++)
                    level.Add(new List<int> { i, j });
                root.Add(level);
            }

            byte[] wide = BentoHintedJson.SerializeToUtf8Bytes(root);
            Assert.Equal(1 + 300 + 1500, HintsInOrder(wide).Count);
        }

        [Fact]
        public void An_object_hint_inserted_while_the_hint_array_is_exactly_full()
        {
            // A dictionary's hint is known only when it closes, so its slot is inserted behind the hints already
            // recorded inside it. Every count of inner hints from the first that makes the object 1 KiB on is
            // written, so that some insertion lands with the hint array exactly full at each of its first sizes
            // (pooled arrays come in powers of two); a copy one slot too long would run past the array's end there.
            // The recorder is kept per thread, so the writes run on a thread of their own that starts it afresh.
            var failures = new List<string>();
            var thread = new System.Threading.Thread(() =>
            {
                for (int entries = 110; entries <= 1400; entries++)
                {
                    var map = new Dictionary<string, List<int>>();
                    for (int i = 0; i < entries; i++)
                        map["k" + i.ToString(CultureInfo.InvariantCulture)] = new List<int> { i };
                    var root = new List<Dictionary<string, List<int>>> { map };
                    try
                    {
                        byte[] hinted = Write(root, HintKinds.Arrays | HintKinds.Objects);
                        var back = BentoHintedJson.Deserialize<List<Dictionary<string, List<int>>>>(hinted, Strict)!;
                        var kinds = Kinds(hinted);
                        if (kinds.Length != entries + 2 || kinds[0] != '[' || kinds[1] != '{' || back[0].Count != entries || back[0]["k0"][0] != 0)
                            failures.Add(entries.ToString(CultureInfo.InvariantCulture));
                    }
                    catch (System.Exception e)
                    {
                        failures.Add(entries.ToString(CultureInfo.InvariantCulture) + ": " + e.GetType().Name);
                    }
                }
            });
            thread.Start();
            thread.Join();
            Assert.Empty(failures);
        }

        [Fact]
        public void Each_kind_of_hint_on_its_own()
        {
            // A record (a marked type's members) and a dictionary, each over 1 KiB, each with an array and a long string.
            var record = new StringBox { Value = new string('r', 1100) };
            var map = new Dictionary<string, List<int>>();
            for (int i = 0; i < 150; i++)
                map["k" + i.ToString(CultureInfo.InvariantCulture)] = new List<int> { i };

            Assert.Equal(new[] { '{' }, Kinds(record, HintKinds.Records));
            Assert.Empty(Kinds(record, HintKinds.Objects));
            Assert.Equal(new[] { '{', '"' }, Kinds(record, HintKinds.Records | HintKinds.Strings));
            Assert.Equal(new[] { '"' }, Kinds(record, HintKinds.Strings));
            Assert.Equal(new[] { '{' }, Kinds(map, HintKinds.Objects));
            Assert.Empty(Kinds(map, HintKinds.Records));
            Assert.Equal(150, Kinds(map, HintKinds.Arrays).Length);
            Assert.Equal(151, Kinds(map, HintKinds.Arrays | HintKinds.Objects).Length);
        }

        // The scanner checks documents against a writer's whole rule set; with one kind of hint chosen, what each hint
        // precedes is read from the text (these documents hold no comment-like text in their strings).
        // A strict read checks every hint's count or length against what it precedes (called with each type named, so
        // that the generator registers the dictionary as a root).
        private static char[] Kinds(StringBox value, HintKinds kinds)
        {
            byte[] hinted = Write(value, kinds);
            Assert.Equal(value.Value, BentoHintedJson.Deserialize<StringBox>(hinted, Strict).Value);
            return Kinds(hinted);
        }

        private static char[] Kinds(Dictionary<string, List<int>> value, HintKinds kinds)
        {
            byte[] hinted = Write(value, kinds);
            Assert.Equal(value.Count, BentoHintedJson.Deserialize<Dictionary<string, List<int>>>(hinted, Strict)!.Count);
            return Kinds(hinted);
        }

        private static char[] Kinds(byte[] hinted)
        {
            string text = Text(hinted);
            Assert.StartsWith(HeaderText, text, System.StringComparison.Ordinal);
            var found = new List<char>();
            foreach (System.Text.RegularExpressions.Match m in System.Text.RegularExpressions.Regex.Matches(text.Substring(HeaderText.Length), @"/\*[0-9]+:[0-9]+\*/(.)"))
                found.Add(m.Groups[1].Value[0]);
            return found.ToArray();
        }

        [Theory]
        [InlineData(10)]
        [InlineData(50_000)]
        [InlineData(400_000)]
        public void The_document_goes_to_the_output_in_spans_of_at_most_1_MiB(int count)
        {
            // The hinted copy asks the output for the whole document at once, or 1 MiB at a time when it is larger, and
            // the bytes are those of a copy into one growing buffer.
            var lists = new List<List<int>>();
            for (int i = 0; i < count; i++)
                lists.Add(new List<int> { i });
            byte[] expected = BentoHintedJson.SerializeToUtf8Bytes(lists);
            var stingy = new StingyBufferWriter();
            byte[] written = Write(lists, HintKinds.Arrays, stingy);
            Assert.Equal(expected, written);
            const int Chunk = 1 << 20;
            var sizes = new List<int>();
            for (int left = expected.Length; left > 0; left -= Chunk)
                sizes.Add(left < Chunk ? left : Chunk);
            Assert.Equal(sizes, stingy.RequestSizes);
        }
    }
}
