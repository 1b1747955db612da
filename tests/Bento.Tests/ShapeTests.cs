using System;
using System.Collections.Generic;
using Bento.Tests.Infrastructure;
using Bento.Tests.Models;
using Xunit;

namespace Bento.Tests
{
    /// <summary>
    /// Declaration shapes: each of these compiles only if the generated code is careful with names and scopes. Each
    /// shape round-trips in JSON, hinted JSON and MessagePack (map layout); its text, as JSON or as MessagePack converted
    /// to JSON, is the same in all three.
    /// </summary>
    public class ShapeTests
    {
        public static IEnumerable<object[]> Formats() => TestFormat.OwnLayoutNames();

        /// <summary>The document's text: JSON as written, the others as plain JSON.</summary>
        private static string Text(TestFormat format, byte[] document) =>
            format == TestFormat.Json ? System.Text.Encoding.UTF8.GetString(document) : format.PlainText(document);

        [Theory]
        [MemberData(nameof(Formats))]
        public void Global_namespace_type(string name)
        {
            TestFormat format = TestFormat.Named(name);
            Assert.Equal("{\"Value\":3}", Text(format, format.RoundTrip(new GlobalNamespaceModel { Value = 3 })));
        }

        [Theory]
        [MemberData(nameof(Formats))]
        public void Types_nested_in_other_types(string name)
        {
            TestFormat format = TestFormat.Named(name);
            var value = new Container.NestedModel { Text = "t", Child = new Container.Middle.Deeper { Level = 2 } };
            Assert.Equal("{\"Text\":\"t\",\"Child\":{\"Level\":2}}", Text(format, format.RoundTrip(value)));
        }

        [Theory]
        [MemberData(nameof(Formats))]
        public void Inherited_public_members_are_members(string name)
        {
            TestFormat format = TestFormat.Named(name);
            var value = new Derived { Own = 1, BaseValue = 2, BaseText = "b" };
            string json = Text(format, format.RoundTrip(value));
            Assert.Contains("\"BaseValue\":2", json, StringComparison.Ordinal);
            Assert.Contains("\"BaseText\":\"b\"", json, StringComparison.Ordinal);
            Assert.Contains("\"Own\":1", json, StringComparison.Ordinal);
        }

        [Theory]
        [MemberData(nameof(Formats))]
        public void Keyword_member_names(string name)
        {
            TestFormat format = TestFormat.Named(name);
            string json = Text(format, format.RoundTrip(new Keywords { @class = 1, @event = "e", @namespace = true }));
            Assert.Equal("{\"class\":1,\"event\":\"e\",\"namespace\":true}", json);
        }

        [Theory]
        [MemberData(nameof(Formats))]
        public void Member_names_that_generated_code_might_use(string name)
        {
            TestFormat format = TestFormat.Named(name);
            var value = new Collisions
            {
                writer = 1, reader = 2, value = 3, options = 4, name = 5, result = 6, seen = 7, i = 8, System = 9, Bento = "10", Json = 11,
                list = new List<int> { 12 }, Codec = 13, Default = 14,
            };
            string json = Text(format, format.RoundTrip(value));
            Assert.Equal(
                "{\"writer\":1,\"reader\":2,\"value\":3,\"options\":4,\"name\":5,\"result\":6,\"seen\":7,\"i\":8,\"System\":9,\"Bento\":\"10\",\"Json\":11,\"list\":[12],\"Codec\":13,\"Default\":14}",
                json);
        }

        [Fact]
        public void Member_names_that_the_array_layout_reader_might_use()
        {
            var value = new KeyedCollisions(1, 2, 3, 4, 5, 6, 7, 8);
            byte[] bytes = BentoMessagePack.Serialize(value);
            Assert.Equal("[1,2,3,4,5,6,7,8]", System.Text.Encoding.UTF8.GetString(BentoMessagePack.ToJson(bytes)));
            Assert.Equal(value, BentoMessagePack.Deserialize<KeyedCollisions>(bytes));
            // The same members under their integer keys, out of order.
            byte[] map = Convert.FromHexString("88" + "0708" + "0607" + "0506" + "0405" + "0304" + "0203" + "0102" + "0001");
            Assert.Equal(value, BentoMessagePack.Deserialize<KeyedCollisions>(map));
        }

        [Theory]
        [MemberData(nameof(Formats))]
        public void Only_public_instance_data_members_are_written(string name)
        {
            TestFormat format = TestFormat.Named(name);
            var value = new NonMembers { Visible = 4, InternalValue = 5 };
            string json = Text(format, format.Serialize(value));
            Assert.DoesNotContain("Constant", json, StringComparison.Ordinal);
            Assert.DoesNotContain("StaticValue", json, StringComparison.Ordinal);
            Assert.DoesNotContain("InternalValue", json, StringComparison.Ordinal);
            Assert.DoesNotContain("PrivateValue", json, StringComparison.Ordinal);
            Assert.Equal("{\"Visible\":4,\"Computed\":8}", json);

            var back = format.Deserialize<NonMembers>(format.FromPlainJson("{\"Visible\":1,\"InternalValue\":7,\"StaticValue\":8,\"Computed\":100}"));
            Assert.Equal(1, back.Visible);
            Assert.Equal(0, back.InternalValue);
            Assert.Equal(9, NonMembers.StaticValue);
            Assert.Equal(2, back.Computed);
        }

        [Theory]
        [MemberData(nameof(Formats))]
        public void Readonly_struct_built_through_its_constructor(string name)
        {
            // (System.Text.Json builds structs through their parameterless constructor, so no cross-check here.)
            TestFormat format = TestFormat.Named(name);
            Assert.Equal("{\"X\":1,\"Y\":-2}", Text(format, format.RoundTrip(new ReadOnlyPoint(1, -2), stjAgrees: false)));
            var polygon = new Polygon { Points = new List<ReadOnlyPoint> { new ReadOnlyPoint(0, 0), new ReadOnlyPoint(3, 4) }, Anchor = new ReadOnlyPoint(5, 5) };
            format.RoundTrip(polygon, stjAgrees: false);
            Assert.Equal(new ReadOnlyPoint(0, 7), format.Deserialize<ReadOnlyPoint>(format.FromPlainJson("{\"Y\":7}")));
        }
    }
}
