using System;
using System.Collections.Generic;
using System.Linq;
using System.Text;
using Bento.Tests.Infrastructure;
using Bento.Tests.Models;
using Bento.Tests.Models.Peers;
using MessagePack;
using Xunit;

namespace Bento.Tests
{
    /// <summary>
    /// The options of a non-generic [BentoObject] type on generic ones (docs/generics.md), each behaviour run over every
    /// format as in <see cref="RoundTripSuite"/>: naming policy, aliases, reuse policies, extension data, hooks, Formats,
    /// and the member attributes of System.Text.Json and MessagePack-CSharp, compared with those libraries' output.
    /// </summary>
    public class GenericFeatureSuite
    {
        public static IEnumerable<object[]> Formats() => TestFormat.Names();

        public static IEnumerable<object[]> NamedFormats() => TestFormat.OwnLayoutNames();

        private static TestFormat F(string name) => TestFormat.Named(name);

        private static Configured<Inner> ConfiguredInner() => new Configured<Inner>
        {
            DisplayName = "settings",
            Log = new List<Inner> { new Inner { Name = "a" }, new Inner { Value = 2 } },
            ById = new Dictionary<string, Inner> { ["x"] = new Inner { Name = "x", Value = 1 } },
            Fresh = new Inner { Name = "fresh" },
            Kept = new Inner { Name = "kept", Value = 3 },
            Count = 4,
        };

        [Theory]
        [MemberData(nameof(Formats))]
        public void Generic_types_round_trip_with_bento_s_member_options(string name)
        {
            TestFormat format = F(name);
            // The snake_case names, the [BentoName] and the aliases are Bento's own: System.Text.Json would not agree.
            format.RoundTrip(ConfiguredInner(), stjAgrees: false);
            format.RoundTrip(new Configured<int> { DisplayName = "n", Log = new List<int> { 1, 2 }, ById = new Dictionary<string, int> { ["a"] = -1 }, Fresh = 5, Kept = 0, Count = 1 }, stjAgrees: false);
            format.RoundTrip(new Configured<string?>(), stjAgrees: false);
            format.RoundTrip(new StjShaped<Inner> { Id = new Inner { Name = "id" }, Items = new List<Inner> { new Inner() }, Note = "n", Version = 2 });
            format.RoundTrip(new StjShaped<string> { Id = "s", Note = null });
        }

        [Theory]
        [MemberData(nameof(NamedFormats))]
        public void A_generic_type_s_names_come_from_its_naming_policy_names_and_aliases(string name)
        {
            TestFormat format = F(name);
            byte[] data = format.Serialize(new Configured<int> { DisplayName = "d", Count = 3, Fresh = 7, Cache = "not written" });
            Assert.Equal("{\"display_name\":\"d\",\"log\":[],\"by_id\":{},\"fresh\":7,\"kept\":0,\"n\":3}", format.PlainText(data));
            // An alias reads into its member in every name-keyed format.
            var aliased = format.Deserialize<Configured<int>>(format.FromPlainJson("{\"caption\":\"c\",\"fresh\":1}"));
            Assert.Equal("c", aliased.DisplayName);
            Assert.Equal(1, aliased.Fresh);
            Assert.Equal("t", format.Deserialize<Configured<Inner>>(format.FromPlainJson("{\"title\":\"t\"}")).DisplayName);
        }

        [Theory]
        [MemberData(nameof(NamedFormats))]
        public void Populate_follows_the_reuse_policies_of_a_generic_type_and_runs_its_hooks(string name)
        {
            TestFormat format = F(name);
            var target = ConfiguredInner();
            List<Inner> log = target.Log;
            Dictionary<string, Inner> byId = target.ById;
            Inner fresh = target.Fresh!, kept = target.Kept!;
            format.Populate(format.FromPlainJson(
                "{\"log\":[{\"Name\":\"c\"}],\"by_id\":{\"y\":{\"Value\":9}},\"fresh\":{\"Value\":1},\"kept\":{\"Value\":8}}"), ref target);
            // Append keeps the list and adds to it; Merge keeps the dictionary and its other keys; Replace makes a new
            // T; the default policy populates the T already there.
            Assert.Same(log, target.Log);
            Assert.Equal(new[] { "a", null, "c" }, log.Select(i => i.Name).ToArray());
            Assert.Same(byId, target.ById);
            Assert.Equal(new[] { "x", "y" }, byId.Keys.OrderBy(k => k, StringComparer.Ordinal).ToArray());
            Assert.NotSame(fresh, target.Fresh);
            Assert.Null(target.Fresh!.Name);
            Assert.Same(kept, target.Kept);
            Assert.Equal("kept", kept.Name);
            Assert.Equal(8, kept.Value);
            Assert.Equal(1, target.ReadCount());
            // A fresh read runs the read hook once; a write runs the write hook once.
            var value = new Configured<int>();
            var back = format.Deserialize<Configured<int>>(format.Serialize(value));
            Assert.Equal(1, value.WriteCount());
            Assert.Equal(1, back.ReadCount());
        }

        [Theory]
        [MemberData(nameof(NamedFormats))]
        public void A_generic_type_keeps_unknown_members_in_its_extension_data(string name)
        {
            TestFormat format = F(name);
            byte[] input = format.FromPlainJson("{\"Value\":{\"Name\":\"v\",\"Value\":1},\"later\":[1,\"two\",{\"x\":null}],\"flag\":true}");
            var open = format.Deserialize<Open<Inner>>(input);
            Assert.Equal("v", open.Value!.Name);
            Assert.Equal(new[] { "later", "flag" }, open.Extra!.Keys.ToArray());
            // Written back after the members, as read.
            Assert.Equal("{\"Value\":{\"Name\":\"v\",\"Value\":1,\"Where\":{\"X\":0,\"Y\":0}},\"later\":[1,\"two\",{\"x\":null}],\"flag\":true}",
                format.PlainText(format.Serialize(open)));
            var numbers = format.Deserialize<Open<List<int>>>(format.FromPlainJson("{\"Value\":[1,2],\"more\":3}"));
            Assert.Equal(new[] { 1, 2 }, numbers.Value);
            Assert.Equal("{\"Value\":[1,2],\"more\":3}", format.PlainText(format.Serialize(numbers)));
        }

        [Fact]
        public void A_generic_type_generated_for_one_format_says_so_in_the_other()
        {
            var value = new JsonOnly<int> { Value = 3 };
            Assert.Equal("{\"Value\":3}", BentoJson.Serialize(value));
            Assert.Equal(3, BentoJson.Deserialize<JsonOnly<int>>("{\"Value\":3}").Value);
            var e = Assert.Throws<InvalidOperationException>(() => WriteMessagePack(value));
            Assert.Contains("Formats", e.Message, StringComparison.Ordinal);
        }

        // Through a type parameter, so that the generator registers nothing for the call and reports nothing at compile time.
        private static byte[] WriteMessagePack<T>(T value) => BentoMessagePack.Serialize(value);

        // The inputs are documents keyed by name, so the formats that read names.
        [Theory]
        [MemberData(nameof(NamedFormats))]
        public void Wrong_values_in_a_generic_type_with_options_fail_with_the_path(string name)
        {
            TestFormat format = F(name);
            Assert.Equal("$.log[1]", format.Fails(() => format.Deserialize<Configured<int>>(format.FromPlainJson("{\"log\":[1,\"x\"]}"))).Path);
            Assert.Equal("$.by_id.k.Value", format.Fails(() => format.Deserialize<Configured<Inner>>(format.FromPlainJson("{\"by_id\":{\"k\":{\"Value\":true}}}"))).Path);
            Assert.Equal("$.all_items[0]", format.Fails(() => format.Deserialize<StjShaped<int>>(format.FromPlainJson("{\"all_items\":[\"x\"]}"))).Path);
        }

        // ---- the peers ----

        [Fact]
        public void A_generic_model_written_for_System_Text_Json_writes_its_bytes_and_reads_them()
        {
            var inner = new StjShaped<Inner> { Id = new Inner { Name = "i", Value = 1 }, Items = new List<Inner> { new Inner { Value = 2 } }, Cache = "not written", Note = null, Version = 3 };
            string stj = System.Text.Json.JsonSerializer.Serialize(inner, GenericStjContext.Default.StjShapedInner);
            Assert.Equal(stj, BentoJson.Serialize(inner));
            Assert.StartsWith("{\"Version\":3,\"id\":", stj, StringComparison.Ordinal);
            var back = BentoJson.Deserialize<StjShaped<Inner>>(stj);
            Assert.Equal("i", back.Id.Name);
            Assert.Equal("", back.Cache);
            var numbers = new StjShaped<int> { Id = 5, Items = new List<int> { 1, 2 }, Note = "n" };
            string stjNumbers = System.Text.Json.JsonSerializer.Serialize(numbers, GenericStjContext.Default.StjShapedInt32);
            Assert.Equal(stjNumbers, BentoJson.Serialize(numbers));
            Assert.Equal("n", System.Text.Json.JsonSerializer.Deserialize(BentoJson.Serialize(numbers), GenericStjContext.Default.StjShapedInt32)!.Note);
            var text = new StjShaped<string> { Id = "s", Cache = "c" };
            Assert.Equal(System.Text.Json.JsonSerializer.Serialize(text, GenericStjContext.Default.StjShapedString), BentoJson.Serialize(text));
        }

        [Fact]
        public void A_generic_model_written_for_MessagePack_CSharp_writes_its_bytes_and_reads_them()
        {
            var keyed = new MpcKeyed<string> { Value = "v", Cached = 9, More = new List<string> { "a", "" }, Label = null };
            byte[] peer = MessagePackSerializer.Serialize(keyed);
            Assert.Equal(Convert.ToHexString(peer), Convert.ToHexString(BentoMessagePack.Serialize(keyed)));
            var back = BentoMessagePack.Deserialize<MpcKeyed<string>>(peer);
            Assert.Equal(new[] { "a", "" }, back.More);
            Assert.Equal(0, back.Cached);
            var ints = new MpcKeyed<int> { Value = -3, More = new List<int> { 300, 70000 }, Label = "l" };
            Assert.Equal(Convert.ToHexString(MessagePackSerializer.Serialize(ints)), Convert.ToHexString(BentoMessagePack.Serialize(ints)));
            Assert.Equal(70000, MessagePackSerializer.Deserialize<MpcKeyed<int>>(BentoMessagePack.Serialize(ints)).More[1]);

            var named = new MpcNamed<double> { Value = 1.5, Cached = 4, More = new Dictionary<string, double> { ["k"] = -0.5 } };
            byte[] namedPeer = MessagePackSerializer.Serialize(named);
            Assert.Equal(Convert.ToHexString(namedPeer), Convert.ToHexString(BentoMessagePack.Serialize(named)));
            Assert.Equal(-0.5, BentoMessagePack.Deserialize<MpcNamed<double>>(namedPeer).More["k"]);
            Assert.Equal("{\"value\":1.5,\"more\":{\"k\":-0.5}}", Encoding.UTF8.GetString(BentoMessagePack.ToJson(namedPeer)));
        }
    }
}
