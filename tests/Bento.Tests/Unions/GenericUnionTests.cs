using System;
using System.Collections.Generic;
using System.Linq;
using Bento.Tests.Infrastructure;
using MessagePack;
using Xunit;

namespace Bento.Tests.Unions
{
    /// <summary>
    /// Closed constructions of generic types as union cases, and a generic union whose open cases take its type
    /// parameters (docs/polymorphism.md): every codec family, populate, roots, bad input, and the bytes of
    /// MessagePack-CSharp's [Union] and System.Text.Json's source generator for the same declarations.
    /// </summary>
    public class GenericUnionTests
    {
        public static IEnumerable<object[]> Formats() => TestFormat.OwnLayoutNames();

        private static TestFormat F(string name) => TestFormat.Named(name);

        private static Mailbag Bag() => new Mailbag
        {
            Posts =
            {
                new Parcel<int> { Content = 7, More = { 1, -2 }, Label = "numbers" },
                new Parcel<string> { Content = "hello", More = { "", "x" } },
                new Parcel<Stamp> { Content = new Stamp { Value = 3, Country = "NZ" }, More = { new Stamp() } },
                new Postcard { Text = "wish you were here" },
            },
            Urgent = new Parcel<string> { Content = "now" },
            ByName = new Dictionary<string, IPost> { ["a"] = new Parcel<int> { Content = -1 }, ["b"] = new Postcard() },
        };

        private static void AssertBag(Mailbag back)
        {
            var ints = Assert.IsType<Parcel<int>>(back.Posts[0]);
            Assert.Equal(7, ints.Content);
            Assert.Equal(new[] { 1, -2 }, ints.More);
            Assert.Equal("numbers", ints.Label);
            var text = Assert.IsType<Parcel<string>>(back.Posts[1]);
            Assert.Equal("hello", text.Content);
            Assert.Equal(new[] { "", "x" }, text.More);
            var stamps = Assert.IsType<Parcel<Stamp>>(back.Posts[2]);
            Assert.Equal("NZ", stamps.Content.Country);
            Assert.Single(stamps.More);
            Assert.Equal("wish you were here", Assert.IsType<Postcard>(back.Posts[3]).Text);
            Assert.Equal("now", Assert.IsType<Parcel<string>>(back.Urgent).Content);
            Assert.Equal(-1, Assert.IsType<Parcel<int>>(back.ByName!["a"]).Content);
            Assert.IsType<Postcard>(back.ByName["b"]);
        }

        private static Job SampleJob() => new Job
        {
            Count = new Success<int> { Value = 42, Trace = "t1" },
            Stamps =
            {
                new Success<Stamp> { Value = new Stamp { Value = 1, Country = "FR" } },
                new Failure<Stamp> { Message = "torn", Partial = { new Stamp { Value = 2 } }, Trace = "t2" },
            },
            Post = new Parcel<Stamp> { Content = new Stamp { Country = "IS" } },
            Flagged = new Flag<List<Priority>> { Value = new List<Priority> { Priority.High, Priority.Low } },
        };

        private static void AssertJob(Job back)
        {
            var count = Assert.IsType<Success<int>>(back.Count);
            Assert.Equal(42, count.Value);
            Assert.Equal("t1", count.Trace);
            Assert.Equal("FR", Assert.IsType<Success<Stamp>>(back.Stamps[0]).Value.Country);
            var failure = Assert.IsType<Failure<Stamp>>(back.Stamps[1]);
            Assert.Equal("torn", failure.Message);
            Assert.Equal(2, failure.Partial[0].Value);
            Assert.Equal("t2", failure.Trace);
            Assert.Equal("IS", Assert.IsType<Parcel<Stamp>>(back.Post).Content.Country);
            Assert.Equal(new[] { Priority.High, Priority.Low }, Assert.IsType<Flag<List<Priority>>>(back.Flagged).Value);
        }

        [Theory, MemberData(nameof(Formats))]
        public void Generic_cases_keep_their_constructions_in_members_collections_and_dictionaries(string name)
        {
            var format = F(name);
            byte[] data = format.Serialize(Bag());
            var back = format.Deserialize<Mailbag>(data);
            AssertBag(back);
            Assert.Equal(data, format.Serialize(back));
            AssertBag(format.Deserialize<Mailbag>(new System.IO.MemoryStream(data)));
        }

        [Theory, MemberData(nameof(Formats))]
        public void A_generic_union_keeps_its_cases_for_every_type_argument(string name)
        {
            var format = F(name);
            byte[] data = format.Serialize(SampleJob());
            var back = format.Deserialize<Job>(data);
            AssertJob(back);
            Assert.Equal(data, format.Serialize(back));
        }

        [Theory, MemberData(nameof(Formats))]
        public void Generic_unions_and_generic_cases_are_document_roots(string name)
        {
            var format = F(name);
            Outcome<string> failed = new Failure<string> { Message = "no", Partial = { "p" } };
            Assert.Equal(new[] { "p" }, Assert.IsType<Failure<string>>(format.Deserialize<Outcome<string>>(format.Serialize(failed))).Partial);
            Assert.Null(format.Deserialize<Outcome<string>?>(format.Serialize<Outcome<string>?>(null)));
            IPost post = new Parcel<int> { Content = 5 };
            Assert.Equal(5, Assert.IsType<Parcel<int>>(format.Deserialize<IPost>(format.Serialize(post))).Content);
            var list = format.Deserialize<List<Outcome<int>>>(format.Serialize(new List<Outcome<int>> { new Success<int> { Value = 1 }, new Failure<int>() }));
            Assert.IsType<Success<int>>(list[0]);
            Assert.IsType<Failure<int>>(list[1]);
            // A case read as itself, outside its union, has no tag.
            var alone = format.Deserialize<Parcel<int>>(format.Serialize(new Parcel<int> { Content = 9 }));
            Assert.Equal(9, alone.Content);
            IFlagged flag = new Flag<Priority> { Value = Priority.High };
            Assert.Equal(Priority.High, Assert.IsType<Flag<Priority>>(format.Deserialize<IFlagged>(format.Serialize(flag))).Value);
        }

        [Theory, MemberData(nameof(Formats))]
        public void A_concrete_generic_base_is_a_case_of_its_own(string name)
        {
            var format = F(name);
            var shelves = new List<Shelf<int>> { new Shelf<int> { Items = { 1 } }, new LabeledShelf<int> { Items = { 2, 3 }, Label = "l" } };
            byte[] data = format.Serialize(shelves);
            var back = format.Deserialize<List<Shelf<int>>>(data);
            Assert.Equal(typeof(Shelf<int>), back[0].GetType());
            Assert.Equal(new[] { 1 }, back[0].Items);
            Assert.Equal("l", Assert.IsType<LabeledShelf<int>>(back[1]).Label);
            Assert.Equal(data, format.Serialize(back));
            if (format.IsJson)
            {
                // Listed as a case, the base is written with its discriminator; an object without one is still the
                // base, as for a non-generic concrete base.
                Assert.Equal("[{\"kind\":\"shelf\",\"Items\":[1]},{\"kind\":\"labeled\",\"Label\":\"l\",\"Items\":[2,3]}]", format.PlainText(data));
                Assert.Equal(typeof(Shelf<string>), BentoJson.Deserialize<Shelf<string>>("{\"Items\":[\"a\"]}").GetType());
            }
            else
            {
                Assert.Equal("[[0,{\"Items\":[1]}],[1,{\"Items\":[2,3],\"Label\":\"l\"}]]", format.PlainText(data));
            }
        }

        [Theory, MemberData(nameof(Formats))]
        public void Populate_keeps_an_instance_of_the_same_construction_and_replaces_another(string name)
        {
            var format = F(name);
            var ints = new Parcel<int> { Content = 1, More = { 1 } };
            var success = new Success<int> { Value = 1 };
            var target = new Job { Post = ints, Count = success, Flagged = new Flag<Priority>() };
            byte[] update = format.Serialize(new Job
            {
                Post = new Parcel<int> { Content = 2, More = { 2, 3 } },
                Count = new Success<int> { Value = 8, Trace = "t" },
                Flagged = new Flag<List<Priority>> { Value = new List<Priority> { Priority.Low } },
            });
            format.Populate(update, ref target);
            Assert.Same(ints, target.Post);
            Assert.Equal(2, ints.Content);
            Assert.Equal(new[] { 2, 3 }, ints.More);
            Assert.Same(success, target.Count);
            Assert.Equal(8, success.Value);
            // Another construction of the same generic type is another case: replaced, not populated.
            Assert.Equal(new[] { Priority.Low }, Assert.IsType<Flag<List<Priority>>>(target.Flagged).Value);
            byte[] other = format.Serialize(new Job { Post = new Parcel<string> { Content = "s" }, Count = new Failure<int> { Message = "m" } });
            format.Populate(other, ref target);
            Assert.Equal("s", Assert.IsType<Parcel<string>>(target.Post).Content);
            Assert.Equal("m", Assert.IsType<Failure<int>>(target.Count).Message);
        }

        [Theory, MemberData(nameof(Formats))]
        public void An_unlisted_construction_or_derived_type_is_an_error_not_a_sliced_value(string name)
        {
            var format = F(name);
            var construction = format.Fails(() => format.Serialize(new Mailbag { Posts = { new Parcel<int>(), new Parcel<double> { Content = 1.5 } } }));
            Assert.Contains("A Bento.Tests.Unions.Parcel<System.Double> cannot be written as Bento.Tests.Unions.IPost", construction.Reason);
            Assert.Contains("Unions.IPost does not list", construction.Reason);
            // Mailbag has MessagePack-CSharp's integer keys: the array layout in MessagePack, where Posts is element 0.
            bool keyed = format == TestFormat.MessagePack;
            Assert.Equal(keyed ? "$[0][1]" : "$.Posts[1]", construction.Path);
            var derived = format.Fails(() => format.Serialize(new Mailbag { Urgent = new Heavy<int> { Weight = 2 } }));
            Assert.Contains("Bento.Tests.Unions.Heavy<System.Int32>", derived.Reason);
            Assert.Equal(keyed ? "$[1]" : "$.Urgent", derived.Path);
            // The generic case's own codec, outside the union, refuses the derived type as well.
            Assert.Contains("cannot be written as Bento.Tests.Unions.Parcel<System.Int32>", format.Fails(() => format.Serialize<Parcel<int>>(new Heavy<int>())).Reason);
        }

        [Fact]
        public void Bad_input_is_Bento_s_exception_with_position_and_path()
        {
            var json = TestFormat.Json.Fails(() => BentoJson.Deserialize<Mailbag>("{\"Posts\":[{\"$type\":\"int\",\"content\":\"seven\"}]}"));
            Assert.Equal("$.Posts[0].content", json.Path);
            var tag = TestFormat.Json.Fails(() => BentoJson.Deserialize<Mailbag>("{\"Posts\":[{\"$type\":\"double\"}]}"));
            Assert.Contains("'double' is not a discriminator of Bento.Tests.Unions.IPost", tag.Reason);
            Assert.Equal("$.Posts[0].$type", tag.Path);
            var generic = TestFormat.Json.Fails(() => BentoJson.Deserialize<Job>("{\"Count\":{\"$type\":\"ok\",\"Value\":\"x\"}}"));
            Assert.Equal("$.Count.Value", generic.Path);
            var missing = TestFormat.Json.Fails(() => BentoJson.Deserialize<Outcome<int>>("{\"Value\":1}"));
            Assert.Contains("has no discriminator '$type', which Bento.Tests.Unions.Outcome<System.Int32> needs", missing.Reason);
            // Each construction names itself: the union is declared once as Outcome<T>.
            var other = TestFormat.Json.Fails(() => BentoJson.Deserialize<Outcome<string>>("{\"$type\":\"maybe\"}"));
            Assert.Contains("'maybe' is not a discriminator of Bento.Tests.Unions.Outcome<System.String>", other.Reason);

            // Outcome<int> as a root: [9, {}] names no case; [0, {"Value": "x"}] is a case with a value of the wrong type.
            var unknown = TestFormat.MessagePack.Fails(() => BentoMessagePack.Deserialize<Outcome<int>>(new byte[] { 0x92, 0x09, 0x80 }));
            Assert.Contains("9 is not a tag of the union Bento.Tests.Unions.Outcome<System.Int32>", unknown.Reason);
            Assert.Equal("$[0]", unknown.Path);
            var wrong = TestFormat.MessagePack.Fails(() => BentoMessagePack.Deserialize<Outcome<int>>(new byte[] { 0x92, 0x00, 0x81, 0xA5, (byte)'V', (byte)'a', (byte)'l', (byte)'u', (byte)'e', 0xA1, (byte)'x' }));
            Assert.Equal("$[1].Value", wrong.Path);
        }

        // ---- the peers ----

        [Fact]
        public void Generic_cases_write_MessagePack_CSharp_s_union_bytes_and_read_them()
        {
            var bag = Bag();
            byte[] peer = MessagePackSerializer.Serialize(bag);
            byte[] bento = BentoMessagePack.Serialize(bag);
            Assert.Equal(Convert.ToHexString(peer), Convert.ToHexString(bento));
            AssertBag(BentoMessagePack.Deserialize<Mailbag>(peer));
            AssertBag(MessagePackSerializer.Deserialize<Mailbag>(bento));
            IPost root = new Parcel<Stamp> { Content = new Stamp { Value = 1 } };
            Assert.Equal(Convert.ToHexString(MessagePackSerializer.Serialize(root)), Convert.ToHexString(BentoMessagePack.Serialize(root)));
        }

        [Fact]
        public void Generic_cases_write_System_Text_Json_s_bytes_and_read_them()
        {
            var bag = Bag();
            string stj = System.Text.Json.JsonSerializer.Serialize(bag, GenericUnionStjContext.Default.Mailbag);
            Assert.Equal(stj, BentoJson.Serialize(bag));
            Assert.Contains("{\"$type\":\"int\",\"content\":7,", stj);
            AssertBag(BentoJson.Deserialize<Mailbag>(stj));
            AssertBag(System.Text.Json.JsonSerializer.Deserialize(BentoJson.Serialize(bag), GenericUnionStjContext.Default.Mailbag)!);
        }

        [Fact]
        public void A_generic_union_writes_the_bytes_the_peers_write_for_the_same_hierarchy_without_a_type_parameter()
        {
            Outcome<int> ours = new Failure<int> { Message = "late", Partial = { 4, 5 }, Trace = "x" };
            PeerOutcome theirs = new PeerFailure { Message = "late", Partial = { 4, 5 }, Trace = "x" };
            byte[] packed = MessagePackSerializer.Serialize(theirs);
            Assert.Equal(Convert.ToHexString(packed), Convert.ToHexString(BentoMessagePack.Serialize(ours)));
            Assert.Equal(new[] { 4, 5 }, Assert.IsType<Failure<int>>(BentoMessagePack.Deserialize<Outcome<int>>(packed)).Partial);
            string json = System.Text.Json.JsonSerializer.Serialize(theirs, GenericUnionStjContext.Default.PeerOutcome);
            Assert.Equal(json, BentoJson.Serialize(ours));
            Assert.Equal("late", Assert.IsType<Failure<int>>(BentoJson.Deserialize<Outcome<int>>(json)).Message);

            Outcome<int> success = new Success<int> { Value = 3 };
            Assert.Equal(Convert.ToHexString(MessagePackSerializer.Serialize<PeerOutcome>(new PeerSuccess { Value = 3 })), Convert.ToHexString(BentoMessagePack.Serialize(success)));
            var peerBack = Assert.IsType<PeerSuccess>(MessagePackSerializer.Deserialize<PeerOutcome>(BentoMessagePack.Serialize(success)));
            Assert.Equal(3, peerBack.Value);
        }
    }
}
