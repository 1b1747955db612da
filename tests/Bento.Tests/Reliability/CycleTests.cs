using System;
using System.Collections.Generic;
using Bento.Tests.Models;
using Xunit;

namespace Bento.Tests.Reliability
{
    /// <summary>
    /// An object graph that refers back to an object still being written cannot be written as a tree. Past a few dozen
    /// levels the writers remember the objects they are inside of, so a cycle is reported as a cycle, with the members
    /// that close it, and deep data that reaches MaxDepth is told apart from it.
    /// </summary>
    public class CycleTests
    {
        private static DeepNode TwoNodeCycle()
        {
            var a = new DeepNode();
            var b = new DeepNode { A = a };
            a.A = b;
            return a;
        }

        [Fact]
        public void Json_names_the_members_that_close_the_cycle()
        {
            var error = Assert.Throws<BentoJsonException>(() => BentoJson.SerializeToUtf8Bytes(TwoNodeCycle()));
            Assert.StartsWith("The object graph contains a cycle: a DeepNode refers back to itself through .A.A ", error.Reason, StringComparison.Ordinal);
            Assert.Throws<BentoJsonException>(() => BentoHintedJson.SerializeToUtf8Bytes(TwoNodeCycle()));
            Assert.Throws<BentoJsonException>(() => BentoJson.Serialize(TwoNodeCycle(), new BentoJsonOptions { Indented = true }));
        }

        [Fact]
        public void Self_reference_and_a_cycle_through_a_list()
        {
            var self = new DeepNode();
            self.A = self;
            Assert.Contains("itself through .A ", Assert.Throws<BentoJsonException>(() => BentoJson.SerializeToUtf8Bytes(self)).Reason, StringComparison.Ordinal);

            var parent = new DeepNode();
            parent.L = new List<DeepNode> { new DeepNode(), parent };
            Assert.Contains("itself through .L[] ", Assert.Throws<BentoJsonException>(() => BentoJson.SerializeToUtf8Bytes(parent)).Reason, StringComparison.Ordinal);
            Assert.Contains("contains a cycle: a DeepNode refers back to itself (", Assert.Throws<BentoMessagePackException>(() => BentoMessagePack.Serialize(parent)).Message, StringComparison.Ordinal);
        }

        [Fact]
        public void MessagePack_reports_the_cycle_in_both_layouts()
        {
            // The MessagePack writer does not follow member names (that would cost every key written), so the cycle is
            // reported by type and depth; the JSON writer of the same graph names the members.
            var error = Assert.Throws<BentoMessagePackException>(() => BentoMessagePack.Serialize(TwoNodeCycle()));
            Assert.Contains("contains a cycle: a DeepNode refers back to itself (the same instance is entered at depth 33 and again at depth 35)", error.Message, StringComparison.Ordinal);

            var a = new DeepKeyed();
            a.A = new DeepKeyed { A = a };
            var keyed = Assert.Throws<BentoMessagePackException>(() => BentoMessagePack.Serialize(a));
            Assert.Contains("contains a cycle: a DeepKeyed refers back to itself (the same instance", keyed.Message, StringComparison.Ordinal);
        }

        [Fact]
        public void Deep_data_is_told_apart_from_a_cycle_and_says_how_to_write_it()
        {
            Node chain = Node.Chain(100);
            var json = Assert.Throws<BentoJsonException>(() => BentoJson.SerializeToUtf8Bytes(chain));
            Assert.Contains("maximum depth of 64", json.Reason, StringComparison.Ordinal);
            Assert.Contains("deep data rather than a cycle: raise MaxDepth", json.Reason, StringComparison.Ordinal);
            Assert.DoesNotContain("contains a cycle", json.Reason, StringComparison.Ordinal);
            var packed = Assert.Throws<BentoMessagePackException>(() => BentoMessagePack.Serialize(chain));
            Assert.Contains("deep data rather than a cycle: raise MaxDepth", packed.Message, StringComparison.Ordinal);

            // Raised as the message says, the same chain is written and read back whole.
            var options = new BentoJsonOptions { MaxDepth = 200 };
            Node back = BentoJson.Deserialize<Node>(BentoJson.SerializeToUtf8Bytes(chain, options), options);
            int count = 0;
            for (Node? n = back; n != null; n = n.Next) count++;
            Assert.Equal(100, count);
            var packOptions = new BentoMessagePackOptions { MaxDepth = 200 };
            Assert.Equal(100, Count(BentoMessagePack.Deserialize<Node>(BentoMessagePack.Serialize(chain, packOptions), packOptions)));
        }

        [Fact]
        public void Past_a_maximum_depth_below_the_tracking_the_message_names_both_causes()
        {
            // With a limit this low the writers have not begun remembering objects, so they cannot tell a cycle from
            // deep data and say so; at the limit itself the graph is written.
            const string Expected = "The object graph is nested deeper than the maximum depth of 3; it may contain a cycle, or be deep data (then raise MaxDepth in the options).";
            var json = Assert.Throws<BentoJsonException>(() => BentoJson.SerializeToUtf8Bytes(Node.Chain(10), new BentoJsonOptions { MaxDepth = 3 }));
            Assert.Equal(Expected, json.Reason);
            var packed = Assert.Throws<BentoMessagePackException>(() => BentoMessagePack.Serialize(Node.Chain(10), new BentoMessagePackOptions { MaxDepth = 3 }));
            Assert.Equal(Expected, packed.Message);

            BentoJson.SerializeToUtf8Bytes(Node.Chain(3), new BentoJsonOptions { MaxDepth = 3 });
            BentoMessagePack.Serialize(Node.Chain(3), new BentoMessagePackOptions { MaxDepth = 3 });
            Assert.Throws<BentoJsonException>(() => BentoJson.SerializeToUtf8Bytes(Node.Chain(4), new BentoJsonOptions { MaxDepth = 3 }));
            Assert.Throws<BentoMessagePackException>(() => BentoMessagePack.Serialize(Node.Chain(4), new BentoMessagePackOptions { MaxDepth = 3 }));
        }

        [Fact]
        public void The_same_object_twice_without_a_cycle_is_written_twice()
        {
            // Shared, not cyclic: both lists hold one instance, deep enough to be tracked, and nothing is reported.
            DeepNode shared = DeepNode.Chain(3);
            DeepNode root = DeepNode.Chain(40);
            DeepNode last = root;
            while (last.A != null) last = last.A;
            last.L = new List<DeepNode> { shared, shared };
            var options = new BentoJsonOptions { MaxDepth = 100 };
            DeepNode back = BentoJson.Deserialize<DeepNode>(BentoJson.SerializeToUtf8Bytes(root, options), options);
            Assert.NotNull(back);
            BentoMessagePack.Serialize(root, new BentoMessagePackOptions { MaxDepth = 100 });
        }

        [Fact]
        public void A_cycle_through_dictionary_entries_names_their_keys()
        {
            // Dictionary keys are names the writer learns at run time; the path quotes them as it does members.
            var root = new KeyedNode();
            var middle = new KeyedNode();
            root.Children = new Dictionary<string, KeyedNode> { ["first"] = middle };
            middle.Children = new Dictionary<string, KeyedNode> { ["back"] = root };
            var error = Assert.Throws<BentoJsonException>(() => BentoJson.SerializeToUtf8Bytes(root));
            Assert.StartsWith("The object graph contains a cycle: a KeyedNode refers back to itself through .Children.first.Children.back ", error.Reason, StringComparison.Ordinal);
        }

        private static int Count(Node? node)
        {
            int count = 0;
            for (; node != null; node = node.Next) count++;
            return count;
        }
    }

    [BentoObject]
    public partial class KeyedNode
    {
        public Dictionary<string, KeyedNode>? Children { get; set; }
    }
}
