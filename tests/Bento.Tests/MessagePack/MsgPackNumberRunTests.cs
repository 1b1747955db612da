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

    /// <summary>Arrays and lists of ints: read through the reader's run loop rather than one call per element.</summary>
    [BentoObject]
    public partial class IntRuns
    {
        [BentoKey(0)] public int[]? Array { get; set; }
        [BentoKey(1)] public List<int>? List { get; set; }
        [BentoKey(2)] public List<int[]>? Pairs { get; set; }
    }

    /// <summary>The element-by-element counterpart of <see cref="IntRuns"/>.</summary>
    [BentoObject]
    public partial class IntRunsByElement
    {
        [BentoKey(0)] public int?[]? Array { get; set; }
        [BentoKey(1)] public List<int?>? List { get; set; }
        [BentoKey(2)] public List<int?[]>? Pairs { get; set; }
    }

    /// <summary>
    /// The run loops of the reader (<c>ReadDoubles</c>, <c>ReadInt32s</c>) against the element loop they replace: the same
    /// values from every encoding, the same exception (message and offset) for every cut and every wrong value.
    /// </summary>
    public class MsgPackNumberRunTests
    {
        /// <summary>One element type: its encodings, and its values as bits so that NaN and -0 compare exactly.</summary>
        public sealed class Kind
        {
            public Kind(string name, string[] encodings, string[] outOfRange, Func<byte[], List<long[]>> readRuns,
                Func<byte[], List<long[]>> readByElement, Func<byte[], long> readOne)
            {
                Name = name;
                Encodings = encodings;
                OutOfRange = outOfRange;
                ReadRuns = readRuns;
                ReadByElement = readByElement;
                ReadOne = readOne;
            }

            public string Name { get; }

            /// <summary>Encodings that read as a value of the type.</summary>
            public string[] Encodings { get; }

            /// <summary>Encodings that fail this type's read (out of its range, or a float for an int).</summary>
            public string[] OutOfRange { get; }

            /// <summary>[array, list, pairs...] read through the run loops.</summary>
            public Func<byte[], List<long[]>> ReadRuns { get; }

            /// <summary>The same read element by element.</summary>
            public Func<byte[], List<long[]>> ReadByElement { get; }

            /// <summary>One encoding read by the reader's own method for one value.</summary>
            public Func<byte[], long> ReadOne { get; }

            public override string ToString() => Name;
        }

        private static readonly Kind Doubles = new(
            "double",
            // float 64 (finite, NaN, -0), float 32, and each integer family.
            new[]
            {
                "cb 3ff8000000000000", "cb 7ff8000000000001", "cb 8000000000000000", "cb c0f86a0000000000",
                "ca 3e800000", "07", "fd", "cc c8", "cd 1234", "ce 89abcdef", "cf ffffffffffffffff",
                "d0 80", "d1 fc18", "d2 80000000", "d3 8000000000000000",
            },
            Array.Empty<string>(),
            bytes => Parts(BentoMessagePack.Deserialize<DoubleRuns>(bytes), r => r.Array!, r => r.List!.ToArray(), r => r.Pairs!, Bits),
            bytes => Parts(BentoMessagePack.Deserialize<DoubleRunsByElement>(bytes), r => r.Array!, r => r.List!.ToArray(), r => r.Pairs!, v => Bits(v!.Value)),
            bytes => Bits(new MsgPackReader(bytes).ReadDouble()));

        private static readonly Kind Ints = new(
            "int",
            // Every form at both ends of its range (the in-place forms: fixints, int 8 and 16, uint 8 and 16), and the
            // wider forms holding values an int has (those take the general read).
            new[]
            {
                "00", "7f", "e0", "ff", "cc 00", "cc 80", "cc ff", "cd 0000", "cd 00ff", "cd 8000", "cd ffff",
                "d0 80", "d0 7f", "d0 ff", "d1 8000", "d1 7fff", "d1 ffff", "ce 00000000", "ce 7fffffff",
                "d2 80000000", "d2 7fffffff", "cf 0000000000000005", "d3 fffffffffffffffb", "d3 000000007fffffff",
            },
            new[] { "ce 80000000", "cf 0000000100000000", "d3 ffffffff7fffffff", "cb 3ff8000000000000", "ca 3e800000" },
            bytes => Parts(BentoMessagePack.Deserialize<IntRuns>(bytes), r => r.Array!, r => r.List!.ToArray(), r => r.Pairs!, v => v),
            bytes => Parts(BentoMessagePack.Deserialize<IntRunsByElement>(bytes), r => r.Array!, r => r.List!.ToArray(), r => r.Pairs!, v => v!.Value),
            bytes => new MsgPackReader(bytes).ReadInt32());

        public static IEnumerable<object[]> Kinds() => new[] { new object[] { Doubles }, new object[] { Ints } };

        [Theory]
        [MemberData(nameof(Kinds))]
        public void Runs_of_every_encoding_read_as_one_read_per_element_would(Kind kind)
        {
            var random = new Random(20261203);
            for (int round = 0; round < 300; round++)
            {
                var elements = new List<string>();
                byte[] document = Document(random, kind.Encodings, elements, random.Next(0, 20));
                var runs = kind.ReadRuns(document);
                Assert.Equal(kind.ReadByElement(document), runs);

                // Each element against the reader's own read of that encoding.
                for (int i = 0; i < runs[0].Length; i++)
                    Assert.Equal(kind.ReadOne(Bytes(elements[i])), runs[0][i]);
            }
        }

        [Fact]
        public void Populating_an_array_of_the_same_length_keeps_it_and_replaces_every_element()
        {
            var doubles = new DoubleRuns { Array = new[] { 9.0, 9.0, 9.0 } };
            var keptDoubles = doubles.Array;
            BentoMessagePack.Populate(Bytes("93 93 cb 3ff8000000000000 05 ca 3e800000 c0 c0"), ref doubles);
            Assert.Same(keptDoubles, doubles.Array);
            Assert.Equal(new[] { 1.5, 5.0, 0.25 }, doubles.Array);

            var ints = new IntRuns { Array = new[] { 9, 9, 9, 9 } };
            var keptInts = ints.Array;
            BentoMessagePack.Populate(Bytes("93 94 05 cd 1234 d1 fc18 ce 7fffffff c0 c0"), ref ints);
            Assert.Same(keptInts, ints.Array);
            Assert.Equal(new[] { 5, 0x1234, -1000, int.MaxValue }, ints.Array);
        }

        [Theory]
        [MemberData(nameof(Kinds))]
        public void A_cut_or_a_wrong_value_anywhere_fails_as_the_element_loop_does(Kind kind)
        {
            var random = new Random(7);
            for (int round = 0; round < 40; round++)
            {
                byte[] document = Document(random, kind.Encodings, new List<string>(), random.Next(1, 12));

                // Every cut: truncation inside a header, a tag or the bytes of a number.
                for (int length = 0; length < document.Length; length++)
                    SameFailure(kind, document.AsSpan(0, length).ToArray());

                // Every byte replaced by a value that is no number (true, an empty string, an empty array).
                foreach (byte wrong in new byte[] { 0xc3, 0xa0, 0x90 })
                {
                    int at = random.Next(1, document.Length);
                    var changed = (byte[])document.Clone();
                    changed[at] = wrong;
                    SameFailure(kind, changed);
                }
            }
        }

        [Theory]
        [MemberData(nameof(Kinds))]
        public void A_value_out_of_the_type_s_range_fails_at_its_offset_as_the_element_loop_does(Kind kind)
        {
            var random = new Random(11);
            foreach (string outOfRange in kind.OutOfRange)
            {
                for (int round = 0; round < 20; round++)
                {
                    var elements = new List<string>();
                    for (int i = random.Next(0, 6); i > 0; i--)
                        elements.Add(kind.Encodings[random.Next(kind.Encodings.Length)]);
                    elements.Insert(random.Next(0, elements.Count + 1), outOfRange);
                    byte[] document = Bytes("93 " + Header(elements.Count) + " " + string.Join(" ", elements) + " c0 c0");
                    var error = SameFailure(kind, document);
                    Assert.NotNull(error);
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
            error = Assert.Throws<BentoMessagePackException>(() =>
                BentoMessagePack.Deserialize<IntRuns>(Bytes("93 dc 0100 cd 1234 05 c0 c0")));
            Assert.Equal(1L, error.BytePosition);
        }

        // Returns the run loops' exception, having checked it is the element loop's (null when neither fails).
        private static BentoMessagePackException? SameFailure(Kind kind, byte[] input)
        {
            Exception? expected = Catch(() => kind.ReadByElement(input));
            Exception? actual = Catch(() => kind.ReadRuns(input));
            if (expected is null)
            {
                // Only a nil element tells the two apart, and the documents here hold no nil where a number goes.
                Assert.Null(actual);
                return null;
            }

            var error = Assert.IsType<BentoMessagePackException>(actual);
            Assert.Equal(expected.Message, error.Message);
            Assert.Equal(((BentoMessagePackException)expected).BytePosition, error.BytePosition);
            return error;
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

        // [array, list, pairs], each element drawn from the encodings; the same elements go to the array and the list.
        private static byte[] Document(Random random, string[] encodings, List<string> elements, int count)
        {
            for (int i = 0; i < count; i++)
                elements.Add(encodings[random.Next(encodings.Length)]);
            string run = Header(count) + " " + string.Join(" ", elements);
            int pairs = random.Next(0, 4);
            string hex = "93 " + run + " " + run + " " + Header(pairs);
            for (int i = 0; i < pairs; i++)
                hex += " 92 " + encodings[random.Next(encodings.Length)] + " " + encodings[random.Next(encodings.Length)];
            return Bytes(hex);
        }

        // A fixarray header below 16 elements, array 16 from there (both paths of the reader's header).
        private static string Header(int count) => count < 16 ? (0x90 + count).ToString("x2") : "dc " + count.ToString("x4");

        private static List<long[]> Parts<TModel, TElement>(TModel model, Func<TModel, TElement[]> array, Func<TModel, TElement[]> list,
            Func<TModel, List<TElement[]>> pairs, Func<TElement, long> bits)
        {
            var parts = new List<long[]> { Array.ConvertAll(array(model), x => bits(x)), Array.ConvertAll(list(model), x => bits(x)) };
            foreach (var pair in pairs(model))
                parts.Add(Array.ConvertAll(pair, x => bits(x)));
            return parts;
        }

        private static long Bits(double value) => BitConverter.DoubleToInt64Bits(value);
    }
}
