using System;
using System.Collections.Generic;
using System.IO;
using System.Linq;
using System.Text;
using System.Threading;
using Bento.Json;
using Xunit;

namespace Bento.Tests.Reliability
{
    /// <summary>Nested through both a member and a list, so both recursive read paths are exercised.</summary>
    [BentoObject]
    public partial class DeepNode
    {
        public DeepNode? A { get; set; }
        public List<DeepNode>? L { get; set; }

        /// <summary>A chain of <paramref name="levels"/> nodes through <see cref="A"/>, built without recursion.</summary>
        public static DeepNode Chain(int levels)
        {
            var head = new DeepNode();
            DeepNode current = head;
            for (int i = 1; i < levels; i++)
            {
                current.A = new DeepNode();
                current = current.A;
            }
            return head;
        }
    }

    /// <summary>The MessagePack array layout of the same shape.</summary>
    [BentoObject]
    public partial class DeepKeyed
    {
        [BentoKey(0)] public DeepKeyed? A { get; set; }
    }

    /// <summary>
    /// Typed reads and writes recurse once per level. MaxDepth accepts any positive value, so with it raised a deep
    /// document must still end in Bento's exception and never in a stack overflow, which would kill the test process:
    /// every case here is one that did, before the stack probe.
    /// </summary>
    public class DepthAndStackTests
    {
        private const int Levels = 100_000;
        private const int SmallStack = 256 * 1024;
        private static readonly BentoJsonOptions s_json = new BentoJsonOptions { MaxDepth = int.MaxValue };
        private static readonly BentoMessagePackOptions s_msgpack = new BentoMessagePackOptions { MaxDepth = int.MaxValue };

        // 1 MiB is the default stack of a thread on Windows; 100,000 levels need several times either size.
        public static IEnumerable<object[]> Stacks() => new[] { new object[] { 1024 * 1024 }, new object[] { SmallStack } };

        private static byte[] DeepMembers() =>
            Encoding.ASCII.GetBytes(string.Concat(Enumerable.Repeat("{\"A\":", Levels)) + "null" + new string('}', Levels));

        private static byte[] DeepLists() =>
            Encoding.ASCII.GetBytes(string.Concat(Enumerable.Repeat("{\"L\":[", Levels)) +
                string.Concat(Enumerable.Repeat("]}", Levels)));

        [Theory]
        [MemberData(nameof(Stacks))]
        public void Json_reads_fail_with_bentos_exception(int stack)
        {
            byte[] members = DeepMembers();
            byte[] lists = DeepLists();
            // The failure is reported at the container that went too deep.
            var atMembers = AssertStackError<BentoJsonException>(stack, () => BentoJson.Deserialize<DeepNode>(members, s_json));
            Assert.Contains((char)members[atMembers.BytePosition], "{[");
            var atLists = AssertStackError<BentoJsonException>(stack, () => BentoJson.Deserialize<DeepNode>(lists, s_json));
            Assert.Contains((char)lists[atLists.BytePosition], "{[");
            AssertStackError<BentoJsonException>(stack, () => BentoHintedJson.Deserialize<DeepNode>(members, s_json));
            AssertStackError<BentoJsonException>(stack, () =>
            {
                var target = new DeepNode();
                BentoJson.Populate(members, ref target, s_json);
            });
            AssertStackError<BentoJsonException>(stack, () => BentoJson.Deserialize<List<DeepNode>>(Wrap(lists), s_json));
            var lines = new BentoJsonLinesOptions { Json = s_json };
            AssertStackError<BentoJsonException>(stack, () => BentoJsonLines.Read<DeepNode>(new MemoryStream(members), lines).ToList());
        }

        [Theory]
        [MemberData(nameof(Stacks))]
        public void MessagePack_reads_fail_with_bentos_exception(int stack)
        {
            // Map layout: 81 a1 41 (one member named "A") at every level, nil at the bottom.
            var map = new byte[(Levels * 3) + 1];
            for (int i = 0; i < Levels; i++)
            {
                map[i * 3] = 0x81;
                map[(i * 3) + 1] = 0xa1;
                map[(i * 3) + 2] = (byte)'A';
            }
            map[map.Length - 1] = 0xc0;

            // Array layout: 91 (an array of one element, key 0) at every level.
            var array = new byte[Levels + 1];
            array.AsSpan(0, Levels).Fill(0x91);
            array[Levels] = 0xc0;

            AssertStackError<BentoMessagePackException>(stack, () => BentoMessagePack.Deserialize<DeepNode>(map, s_msgpack));
            AssertStackError<BentoMessagePackException>(stack, () => BentoMessagePack.Deserialize<DeepKeyed>(array, s_msgpack));
            AssertStackError<BentoMessagePackException>(stack, () =>
            {
                var target = new DeepNode();
                BentoMessagePack.Populate(map, ref target, s_msgpack);
            });
            var stream = new BentoMessagePackStreamOptions { MessagePack = s_msgpack };
            AssertStackError<BentoMessagePackException>(stack, () => BentoMessagePackStream.Read<DeepNode>(new MemoryStream(map), stream).ToList());
        }

        [Theory]
        [MemberData(nameof(Stacks))]
        public void Writes_fail_with_bentos_exception(int stack)
        {
            DeepNode deep = DeepNode.Chain(Levels);
            AssertStackError<BentoJsonException>(stack, () => BentoJson.SerializeToUtf8Bytes(deep, s_json));
            AssertStackError<BentoJsonException>(stack, () => BentoHintedJson.SerializeToUtf8Bytes(deep, s_json));
            AssertStackError<BentoMessagePackException>(stack, () => BentoMessagePack.Serialize(deep, s_msgpack));
        }

        [Fact]
        public void Ordinary_depths_are_unaffected_by_the_probe()
        {
            // Past the probe depth but well within a normal stack: still read and written exactly.
            DeepNode deep = DeepNode.Chain(500);
            var options = new BentoJsonOptions { MaxDepth = 1000 };
            byte[] json = BentoJson.SerializeToUtf8Bytes(deep, options);
            DeepNode back = BentoJson.Deserialize<DeepNode>(json, options);
            int levels = 0;
            for (DeepNode? n = back; n != null; n = n.A) levels++;
            Assert.Equal(500, levels);

            var packOptions = new BentoMessagePackOptions { MaxDepth = 1000 };
            byte[] packed = BentoMessagePack.Serialize(deep, packOptions);
            Assert.Equal(json, BentoMessagePack.ToJson(packed, false, packOptions));
        }

        [Fact]
        public void Past_the_probe_depth_the_maximum_is_exact()
        {
            // Above the probe depth every level is checked on the slow path: a chain exactly as deep as the maximum is
            // written and read in each format, and one level less fails with the depth error.
            DeepNode deep = DeepNode.Chain(100);
            var json = new BentoJsonOptions { MaxDepth = 100 };
            var pack = new BentoMessagePackOptions { MaxDepth = 100 };
            byte[] text = BentoJson.SerializeToUtf8Bytes(deep, json);
            byte[] hinted = BentoHintedJson.SerializeToUtf8Bytes(deep, json);
            byte[] packed = BentoMessagePack.Serialize(deep, pack);
            Assert.Equal(text, BentoJson.SerializeToUtf8Bytes(BentoJson.Deserialize<DeepNode>(text, json), json));
            Assert.Equal(text, BentoJson.SerializeToUtf8Bytes(BentoHintedJson.Deserialize<DeepNode>(hinted, json), json));
            Assert.Equal(text, BentoJson.SerializeToUtf8Bytes(BentoMessagePack.Deserialize<DeepNode>(packed, pack), json));

            var json99 = new BentoJsonOptions { MaxDepth = 99 };
            var pack99 = new BentoMessagePackOptions { MaxDepth = 99 };
            foreach (var e in new Exception[]
            {
                Assert.Throws<BentoJsonException>(() => BentoJson.SerializeToUtf8Bytes(deep, json99)),
                Assert.Throws<BentoJsonException>(() => BentoHintedJson.SerializeToUtf8Bytes(deep, json99)),
                Assert.Throws<BentoMessagePackException>(() => BentoMessagePack.Serialize(deep, pack99)),
                Assert.Throws<BentoJsonException>(() => BentoJson.Deserialize<DeepNode>(text, json99)),
                Assert.Throws<BentoJsonException>(() => BentoHintedJson.Deserialize<DeepNode>(hinted, json99)),
                Assert.Throws<BentoMessagePackException>(() => BentoMessagePack.Deserialize<DeepNode>(packed, pack99)),
            })
                Assert.Contains("maximum depth of 99", e.Message, StringComparison.Ordinal);
        }

        [Fact]
        public void MaxDepth_still_fails_first_where_it_is_lower()
        {
            var three = new BentoJsonOptions { MaxDepth = 3 };
            var error = Assert.Throws<BentoJsonException>(() => BentoJson.Deserialize<DeepNode>(Encoding.ASCII.GetBytes("{\"A\":{\"A\":{\"A\":{\"A\":null}}}}"), three));
            Assert.Contains("maximum depth of 3", error.Message, StringComparison.Ordinal);
        }

        private static byte[] Wrap(byte[] element)
        {
            var bytes = new byte[element.Length + 2];
            bytes[0] = (byte)'[';
            element.CopyTo(bytes, 1);
            bytes[bytes.Length - 1] = (byte)']';
            return bytes;
        }

        /// <summary>Runs <paramref name="action"/> on this thread (0) or on a new thread with that stack size.</summary>
        private static TException AssertStackError<TException>(int stack, Action action)
            where TException : Exception
        {
            Exception? caught = null;
            void Run()
            {
                try
                {
                    action();
                }
                catch (Exception e)
                {
                    caught = e;
                }
            }

            // Always on a thread of a set stack size. The test runner's threads have the platform's default (8 MiB on
            // Linux) and, once the reading code is compiled at its optimized tier, its smaller frames can fit every level.
            var thread = new Thread(Run, stack);
            thread.Start();
            thread.Join();

            Assert.NotNull(caught);
            Assert.IsType<TException>(caught);
            Assert.Contains("nested", caught!.Message, StringComparison.Ordinal);
            return (TException)caught;
        }
    }
}
