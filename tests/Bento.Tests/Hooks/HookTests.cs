using System;
using System.Collections.Generic;
using System.Text;
using Bento.Tests.Infrastructure;
using Xunit;

namespace Bento.Tests.Hooks
{
    /// <summary>The uses of lifecycle hooks, in every format.</summary>
    public class HookTests
    {
        public static IEnumerable<object[]> Formats() => TestFormat.OwnLayoutRows();

        [Theory, MemberData(nameof(Formats))]
        public void Serializing_hook_rejects_a_NaN_coordinate(TestFormat format)
        {
            var point = new Waypoint { X = 1, Y = double.NaN };
            var ex = Assert.Throws<InvalidOperationException>(() => format.Serialize(point));
            Assert.Equal("Waypoint has a NaN coordinate.", ex.Message);

            // Nested in a collection: the whole write fails with the hook's own exception.
            var route = new Route { Name = "r", Points = new List<Waypoint> { new Waypoint { X = 1, Y = 2 }, point } };
            ex = Assert.Throws<InvalidOperationException>(() => format.Serialize(route));
            Assert.Equal("Waypoint has a NaN coordinate.", ex.Message);

            point.Y = 3;
            var back = format.Deserialize<Route>(format.Serialize(route));
            Assert.Equal(3, back.Points![1].Y);
        }

        [Fact]
        public void Serializing_hook_runs_even_when_the_format_could_write_NaN()
        {
            var options = new BentoJsonOptions { FloatHandling = BentoFloatHandling.NamedLiteralsAsStrings };
            Assert.Throws<InvalidOperationException>(() => BentoJson.Serialize(new Waypoint { X = double.NaN }, options));
        }

        [Theory, MemberData(nameof(Formats))]
        public void Deserializing_hook_clears_a_list_before_a_populate(TestFormat format)
        {
            var inventory = new Inventory { Gold = 10 };
            inventory.Items.Add("sword");
            inventory.Items.Add("shield");
            var items = inventory.Items;

            var source = new Inventory { Gold = 3 };
            source.Items.Add("potion");
            format.Populate(format.Serialize(source), ref inventory);
            Assert.Same(items, inventory.Items);
            Assert.Equal(new[] { "potion" }, inventory.Items);
            Assert.Equal(3, inventory.Gold);

            // Without the hook, a document that leaves the list out would keep its items; with it, the list is emptied.
            inventory.Items.Add("stale");
            format.Populate(format.Serialize(new GoldOnly { Gold = 4 }), ref inventory);
            Assert.Empty(inventory.Items);
            Assert.Equal(4, inventory.Gold);
        }

        [Theory, MemberData(nameof(Formats))]
        public void Deserialized_hook_rebuilds_a_lookup_table(TestFormat format)
        {
            var roster = new Roster { Members = new List<Member> { new Member { Id = 7, Name = "Ann" }, new Member { Id = 9, Name = "Bo" } } };
            byte[] data = format.Serialize(roster);

            var read = format.Deserialize<Roster>(data);
            Assert.Equal(2, read.ById.Count);
            Assert.Equal("Bo", read.ById[9].Name);
            Assert.Same(read.Members![0], read.ById[7]);

            // Populate: the table follows the new members, stale entries are gone.
            var next = new Roster { Members = new List<Member> { new Member { Id = 1, Name = "Cy" } } };
            format.Populate(format.Serialize(next), ref read);
            Assert.Single(read.ById);
            Assert.Equal("Cy", read.ById[1].Name);
        }

        [Theory, MemberData(nameof(Formats))]
        public void Deserialized_hook_computes_a_derived_member_of_a_struct(TestFormat format)
        {
            var segment = new Segment { X1 = 0, Y1 = 0, X2 = 3, Y2 = 4 };
            byte[] data = format.Serialize(segment);

            // The hook runs on the value that is returned, not on a copy.
            Segment read = format.Deserialize<Segment>(data);
            Assert.Equal(5, read.Length);

            // And on the caller's value when populating by reference.
            var existing = new Segment { X1 = 1, Y1 = 1, X2 = 1, Y2 = 1 };
            format.Populate(data, ref existing);
            Assert.Equal(5, existing.Length);
            Assert.Equal(3, existing.X2);
        }

        [Fact]
        public void Keyed_struct_is_written_as_an_array()
        {
            byte[] data = BentoMessagePack.Serialize(new Segment { X2 = 3, Y2 = 4 });
            Assert.Equal(0x94, data[0]);
        }

        [Theory, MemberData(nameof(Formats))]
        public void Constructor_built_type_runs_its_hooks_on_the_new_instance(TestFormat format)
        {
            byte[] data = format.Serialize(new Badge("gold", 3));

            var read = format.Deserialize<Badge>(data);
            Assert.Equal("gold #3", read.Display);
            // Before-read runs once the constructor has built the instance (with the values read), before anything else.
            Assert.Equal("gold/", read.SeenBeforeRead);

            // Populate: before-read on the current instance, after-read on the one built from it and the input.
            var current = format.Deserialize<Badge>(format.Serialize(new Badge("iron", 1)));
            var original = current;
            format.Populate(data, ref current);
            Assert.NotSame(original, current);
            Assert.Equal("iron/iron #1", original.SeenBeforeRead);
            Assert.Equal("gold #3", current.Display);
        }

        [Theory, MemberData(nameof(Formats))]
        public void Deserialized_runs_after_required_members_are_checked(TestFormat format)
        {
            int before = Strict.DeserializedCalls;
            byte[] missing = format.Serialize(new GoldOnly { Gold = 1 });
            Assert.ThrowsAny<Exception>(() => format.Deserialize<Strict>(missing));
            Assert.Equal(before, Strict.DeserializedCalls);

            format.Deserialize<Strict>(format.Serialize(new Strict { Id = "a" }));
            Assert.Equal(before + 1, Strict.DeserializedCalls);
        }

        [Fact]
        public void Exception_from_a_read_hook_is_reported_as_bad_input_with_the_hook_exception_inside()
        {
            var json = Assert.Throws<BentoJsonException>(() => BentoJson.Deserialize<Score>("{\"Points\":-5}"));
            var inner = Assert.IsType<ArgumentOutOfRangeException>(json.InnerException);
            Assert.Equal(-5, inner.ActualValue);

            byte[] msgpack = BentoMessagePack.Serialize(new Score { Points = -5 });
            var mp = Assert.Throws<BentoMessagePackException>(() => BentoMessagePack.Deserialize<Score>(msgpack));
            Assert.IsType<ArgumentOutOfRangeException>(mp.InnerException);

            var hinted = Assert.Throws<BentoJsonException>(() => BentoHintedJson.Deserialize<Score>(BentoHintedJson.SerializeToUtf8Bytes(new Score { Points = -5 })));
            Assert.IsType<ArgumentOutOfRangeException>(hinted.InnerException);

            var score = new Score { Points = 1 };
            Assert.Throws<BentoJsonException>(() => BentoJson.Populate(Encoding.UTF8.GetBytes("{\"Points\":-1}"), ref score));
            Assert.Throws<BentoMessagePackException>(() => BentoMessagePack.Populate(msgpack, ref score));
        }

        [Theory, MemberData(nameof(Formats))]
        public void Exception_from_a_write_hook_is_not_wrapped(TestFormat format)
        {
            var ex = Assert.Throws<InvalidOperationException>(() => format.Serialize(new Waypoint { X = double.NaN }));
            Assert.Null(ex.InnerException);
        }
    }

    /// <summary>A document with only a Gold member, to write partial inputs of other types.</summary>
    [BentoObject]
    public partial class GoldOnly
    {
        public int Gold { get; set; }
    }
}
