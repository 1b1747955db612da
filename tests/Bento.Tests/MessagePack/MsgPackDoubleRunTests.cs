using System;
using System.Collections.Generic;
using Bento.MessagePack;
using Xunit;
using static Bento.Tests.MessagePack.MsgPackTesting;

namespace Bento.Tests.MessagePack
{
    /// <summary>Arrays and lists of doubles: read through the reader's run loop rather than one call per element.</summary>
    [BentoObject]
    public partial class DoubleRuns
    {
        [BentoKey(0)] public double[]? Array { get; set; }
        [BentoKey(1)] public List<double>? List { get; set; }
        [BentoKey(2)] public List<double[]>? Pairs { get; set; }
    }

    /// <summary>
    /// The same layout through nullable elements, which keep the element-by-element loop: a nil aside, every input
    /// must read, or fail, exactly as <see cref="DoubleRuns"/> does.
    /// </summary>
    [BentoObject]
    public partial class DoubleRunsByElement
    {
        [BentoKey(0)] public double?[]? Array { get; set; }
        [BentoKey(1)] public List<double?>? List { get; set; }
        [BentoKey(2)] public List<double?[]>? Pairs { get; set; }
    }

    public class MsgPackDoubleRunTests
    {
        // Every encoding a double may be read from: float 64 (finite, NaN, -0), float 32, and each integer family.
        private static readonly string[] Encodings =
        {
            "cb 3ff8000000000000", "cb 7ff8000000000001", "cb 8000000000000000", "cb c0f86a0000000000",
            "ca 3e800000", "07", "fd", "cc c8", "cd 1234", "ce 89abcdef", "cf ffffffffffffffff",
            "d0 80", "d1 fc18", "d2 80000000", "d3 8000000000000000",
        };

        [Fact]
        public void Runs_of_every_encoding_read_as_one_read_per_element_would()
        {
            var random = new Random(20261203);
            for (int round = 0; round < 300; round++)
            {
                var elements = new List<string>();
                byte[] document = Document(random, elements, random.Next(0, 20));
                var runs = BentoMessagePack.Deserialize<DoubleRuns>(document);
                var byElement = BentoMessagePack.Deserialize<DoubleRunsByElement>(document);

                Assert.Equal(Bits(byElement.Array!), Bits(runs.Array!));
                Assert.Equal(Bits(byElement.List!.ToArray()), Bits(runs.List!.ToArray()));
                Assert.Equal(byElement.Pairs!.Count, runs.Pairs!.Count);
                for (int i = 0; i < runs.Pairs.Count; i++)
                    Assert.Equal(Bits(byElement.Pairs[i]), Bits(runs.Pairs[i]));

                // Each element against the reader's own ReadDouble of that encoding.
                for (int i = 0; i < runs.Array!.Length; i++)
                {
                    var reader = new MsgPackReader(Bytes(elements[i]));
                    Assert.Equal(BitConverter.DoubleToInt64Bits(reader.ReadDouble()), BitConverter.DoubleToInt64Bits(runs.Array[i]));
                }
            }
        }

        [Fact]
        public void Populating_an_array_of_the_same_length_keeps_it_and_replaces_every_element()
        {
            var target = new DoubleRuns { Array = new[] { 9.0, 9.0, 9.0 } };
            var kept = target.Array;
            BentoMessagePack.Populate(Bytes("93 93 cb 3ff8000000000000 05 ca 3e800000 c0 c0"), ref target);
            Assert.Same(kept, target.Array);
            Assert.Equal(new[] { 1.5, 5.0, 0.25 }, target.Array);
        }

        [Fact]
        public void A_cut_or_a_wrong_value_anywhere_fails_as_the_element_loop_does()
        {
            var random = new Random(7);
            for (int round = 0; round < 40; round++)
            {
                byte[] document = Document(random, new List<string>(), random.Next(1, 12));

                // Every cut: truncation inside a header, a tag or the eight bytes of a float.
                for (int length = 0; length < document.Length; length++)
                    SameFailure(document.AsSpan(0, length).ToArray());

                // Every byte replaced by a value that is no number (true, an empty string, an empty array).
                foreach (byte wrong in new byte[] { 0xc3, 0xa0, 0x90 })
                {
                    int at = random.Next(1, document.Length);
                    var changed = (byte[])document.Clone();
                    changed[at] = wrong;
                    SameFailure(changed);
                }
            }
        }

        [Fact]
        public void An_array_whose_count_outruns_the_input_fails_before_reading_it()
        {
            // dc 0100: 256 elements stated, two present.
            var error = Assert.Throws<BentoMessagePackException>(() =>
                BentoMessagePack.Deserialize<DoubleRuns>(Bytes("93 dc 0100 cb 3ff8000000000000 05 c0 c0")));
            Assert.Equal(1L, error.BytePosition);
        }

        private static void SameFailure(byte[] input)
        {
            Exception? expected = Catch(() => BentoMessagePack.Deserialize<DoubleRunsByElement>(input));
            Exception? actual = Catch(() => BentoMessagePack.Deserialize<DoubleRuns>(input));
            if (expected is null)
            {
                // Only a nil element tells the two apart, and the documents here hold no nil where a number goes.
                Assert.Null(actual);
                return;
            }

            var error = Assert.IsType<BentoMessagePackException>(actual);
            Assert.Equal(expected.Message, error.Message);
        }

        private static Exception? Catch(Action action)
        {
            try
            {
                action();
                return null;
            }
            catch (Exception e)
            {
                return e;
            }
        }

        // [array, list, pairs], each element drawn from Encodings; the same elements go to the array and the list.
        private static byte[] Document(Random random, List<string> elements, int count)
        {
            for (int i = 0; i < count; i++)
                elements.Add(Encodings[random.Next(Encodings.Length)]);
            string run = Header(count) + " " + string.Join(" ", elements);
            int pairs = random.Next(0, 4);
            string hex = "93 " + run + " " + run + " " + Header(pairs);
            for (int i = 0; i < pairs; i++)
                hex += " 92 " + Encodings[random.Next(Encodings.Length)] + " " + Encodings[random.Next(Encodings.Length)];
            return Bytes(hex);
        }

        // A fixarray header below 16 elements, array 16 from there (both paths of the reader's header).
        private static string Header(int count) => count < 16 ? (0x90 + count).ToString("x2") : "dc " + count.ToString("x4");

        private static long[] Bits(double?[] values) => Array.ConvertAll(values, v => BitConverter.DoubleToInt64Bits(v!.Value));

        private static long[] Bits(double[] values) => Array.ConvertAll(values, BitConverter.DoubleToInt64Bits);
    }
}
