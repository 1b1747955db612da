using System;
using System.Collections.Generic;
using Bento.Tests.Models;
using Xunit;

namespace Bento.Tests.MessagePack
{
    /// <summary>Malformed, truncated and mutated input to generated codecs: BentoMessagePackException and nothing else.</summary>
    public class MsgPackTypedHostileTests
    {
        private static byte[] Hex(string hex) => MsgPackTesting.Bytes(hex);

        private static BentoMessagePackException Fails<T>(byte[] input, BentoMessagePackOptions? options = null)
        {
            Exception? caught = null;
            try
            {
                BentoMessagePack.Deserialize<T>(input, options);
            }
            catch (Exception e)
            {
                caught = e;
            }
            Assert.NotNull(caught);
            return Assert.IsType<BentoMessagePackException>(caught);
        }

        private static Outer SampleOuter() => new Outer
        {
            Inner = new Inner { Name = "inner", Value = 12345, Where = new Point { X = -1, Y = 70000 } },
            MaybePoint = new Point { X = 3 },
            Many = new List<Inner> { new Inner { Name = "é中🍙" }, new Inner { Value = -100000 } },
            Holder = new Holder { Inner = new Inner(), Weight = 2.25 },
        };

        private static KeyedEverything SampleKeyed() => new KeyedEverything
        {
            Int64 = -5, String = "text", Bytes = new byte[] { 1, 2, 3 }, Decimal = 3.14m, Guid = Guid.NewGuid(),
            DateTime = new DateTime(2001, 2, 3, 4, 5, 6, DateTimeKind.Utc), DateTimeOffset = DateTimeOffset.UnixEpoch,
            Uri = new Uri("https://x.test/"), Version = new Version(1, 2), MaybeInt = 4, Array = new[] { 1, 2 },
            List = new List<string?> { "a", null }, IList = new List<Inner> { new Inner { Name = "i" } }, Enumerable = new[] { 3 },
            Set = new HashSet<long> { 1, 2 }, ByString = new Dictionary<string, int> { ["a"] = 1 }, ByInt = new Dictionary<int, string> { [2] = "b" },
            ByEnum = new Dictionary<Color, bool> { [Color.Red] = false }, ByGuid = new Dictionary<Guid, Point> { [Guid.NewGuid()] = default },
            Inner = new Inner(), Keyed = new KeyedPerson { Name = "p" }, Jagged = new[] { new[] { 5 } },
        };

        [Fact]
        public void Every_truncation_fails_cleanly()
        {
            // Outer and Dictionaries are truncated in every format by ErrorSuite; this model is MessagePack's own.
            Truncations<KeyedEverything>(BentoMessagePack.Serialize(SampleKeyed()));
        }

        private static void Truncations<T>(byte[] full)
        {
            BentoMessagePack.Deserialize<T>(full);
            for (int length = 0; length < full.Length; length++)
                Fails<T>(full.AsSpan(0, length).ToArray());
            // And one byte too many.
            Fails<T>(MsgPackTesting.Concat(full, new byte[] { 0xc0 }));
        }

        [Fact]
        public void Mutated_input_reads_or_fails_cleanly()
        {
            var random = new Random(20261121);
            Mutate<Outer>(BentoMessagePack.Serialize(SampleOuter()), random);
            Mutate<KeyedEverything>(BentoMessagePack.Serialize(SampleKeyed()), random);
            Mutate<Collections>(BentoMessagePack.Serialize(new Collections { Jagged = new[] { new[] { 1, 2 } }, HashSet = new HashSet<int> { 1 }, NullableInts = new List<int?> { null, 3 } }), random);
        }

        private static void Mutate<T>(byte[] original, Random random)
        {
            for (int round = 0; round < 3000; round++)
            {
                byte[] input = (byte[])original.Clone();
                int edits = 1 + random.Next(3);
                for (int e = 0; e < edits; e++)
                {
                    int at = random.Next(input.Length);
                    input[at] = random.Next(4) == 0 ? (byte)(0xc0 + random.Next(0x20)) : (byte)random.Next(256);
                }
                try
                {
                    BentoMessagePack.Deserialize<T>(input);
                }
                catch (BentoMessagePackException)
                {
                }
                // Anything else escapes and fails the test, with the input in the stack trace's data.
            }
        }

        [Fact]
        public void A_nil_dictionary_key_fails_with_its_own_message()
        {
            var nilKey = Fails<Dictionaries>(Hex("81 a8 4279537472696e67 81 c0 01"));
            Assert.Contains("A dictionary key is nil.", nilKey.Message, StringComparison.Ordinal);
            Assert.Null(nilKey.InnerException);
        }

        [Fact]
        public void Counts_larger_than_the_input_fail_before_allocating()
        {
            // {"Array": array32 of 2^31-1 elements} with nothing after the header.
            Fails<Collections>(Hex("81 a5 4172726179 dd 7fffffff"));
            Fails<Dictionaries>(Hex("81 a8 4279537472696e67 df 7fffffff"));
            Fails<KeyedGaps>(Hex("dd 7fffffff 01"));
        }

        [Fact]
        public void Nesting_beyond_max_depth_fails_both_ways()
        {
            byte[] deep = BentoMessagePack.Serialize(Node.Chain(60));
            BentoMessagePack.Deserialize<Node>(deep);
            var shallow = new BentoMessagePackOptions { MaxDepth = 10 };
            Fails<Node>(deep, shallow);
            Assert.Throws<BentoMessagePackException>(() => BentoMessagePack.Serialize(Node.Chain(60), shallow));

            var loop = new MpLoop();
            loop.Next = loop;
            Assert.Throws<BentoMessagePackException>(() => BentoMessagePack.Serialize(loop));

            // 100,000 nested arrays where a member is expected: rejected at the limit, no stack overflow.
            byte[] arrays = MsgPackTesting.Concat(Hex("81 a5 4a6167676564"), MsgPackTesting.Repeat(0x91, 100000), Hex("01"));
            Fails<Collections>(arrays);
            byte[] maps = MsgPackTesting.Concat(MsgPackTesting.Repeat(0x81, 1), Hex("a44e657874"));
            for (int i = 0; i < 2000; i++)
                maps = MsgPackTesting.Concat(maps, Hex("81 a44e657874"));
            Fails<MpLoop>(MsgPackTesting.Concat(maps, Hex("c0")));
        }

        [Fact]
        public void Invalid_utf8_keys_and_strings_fail()
        {
            Fails<Inner>(Hex("81 a2 c328 01"));                  // a key that is not UTF-8
            Fails<Inner>(Hex("81 a4 4e616d65 a2 c328"));         // a string member that is not UTF-8
            var replace = new BentoMessagePackOptions { InvalidTextHandling = BentoInvalidTextHandling.Replace };
            Assert.Equal("\ufffd(", BentoMessagePack.Deserialize<Inner>(Hex("81 a4 4e616d65 a2 c328"), replace).Name);
        }
    }
}
