using System;
using System.Collections.Generic;
using Bento.Tests.Infrastructure;
using Bento.Tests.Models;
using Xunit;

namespace Bento.Tests
{
    /// <summary>Declaration shapes: each of these compiles only if the generated code is careful with names and scopes.</summary>
    public class ShapeTests
    {
        [Fact]
        public void Global_namespace_type()
        {
            Assert.Equal("{\"Value\":3}", Check.RoundTrip(new GlobalNamespaceModel { Value = 3 }));
        }

        [Fact]
        public void Types_nested_in_other_types()
        {
            var value = new Container.NestedModel { Text = "t", Child = new Container.Middle.Deeper { Level = 2 } };
            Assert.Equal("{\"Text\":\"t\",\"Child\":{\"Level\":2}}", Check.RoundTrip(value));
        }

        [Fact]
        public void Inherited_public_members_are_members()
        {
            var value = new Derived { Own = 1, BaseValue = 2, BaseText = "b" };
            string json = Check.RoundTrip(value);
            Assert.Contains("\"BaseValue\":2", json, StringComparison.Ordinal);
            Assert.Contains("\"BaseText\":\"b\"", json, StringComparison.Ordinal);
            Assert.Contains("\"Own\":1", json, StringComparison.Ordinal);
        }

        [Fact]
        public void Keyword_member_names()
        {
            string json = Check.RoundTrip(new Keywords { @class = 1, @event = "e", @namespace = true });
            Assert.Equal("{\"class\":1,\"event\":\"e\",\"namespace\":true}", json);
        }

        [Fact]
        public void Member_names_that_generated_code_might_use()
        {
            var value = new Collisions
            {
                writer = 1, reader = 2, value = 3, options = 4, name = 5, result = 6, seen = 7, i = 8, System = 9, Bento = "10", Json = 11,
                list = new List<int> { 12 }, Codec = 13, Default = 14,
            };
            string json = Check.RoundTrip(value);
            Assert.Equal(
                "{\"writer\":1,\"reader\":2,\"value\":3,\"options\":4,\"name\":5,\"result\":6,\"seen\":7,\"i\":8,\"System\":9,\"Bento\":\"10\",\"Json\":11,\"list\":[12],\"Codec\":13,\"Default\":14}",
                json);
        }

        [Fact]
        public void Only_public_instance_data_members_are_written()
        {
            var value = new NonMembers { Visible = 4, InternalValue = 5 };
            string json = BentoJson.Serialize(value);
            Assert.DoesNotContain("Constant", json, StringComparison.Ordinal);
            Assert.DoesNotContain("StaticValue", json, StringComparison.Ordinal);
            Assert.DoesNotContain("InternalValue", json, StringComparison.Ordinal);
            Assert.DoesNotContain("PrivateValue", json, StringComparison.Ordinal);
            Assert.Equal("{\"Visible\":4,\"Computed\":8}", json);

            var back = BentoJson.Deserialize<NonMembers>("{\"Visible\":1,\"InternalValue\":7,\"StaticValue\":8,\"Computed\":100}");
            Assert.Equal(1, back.Visible);
            Assert.Equal(0, back.InternalValue);
            Assert.Equal(9, NonMembers.StaticValue);
            Assert.Equal(2, back.Computed);
        }

        [Fact]
        public void Readonly_struct_built_through_its_constructor()
        {
            // (System.Text.Json builds structs through their parameterless constructor, so no cross-check here.)
            Assert.Equal("{\"X\":1,\"Y\":-2}", Check.RoundTrip(new ReadOnlyPoint(1, -2), crossCheck: false));
            var polygon = new Polygon { Points = new List<ReadOnlyPoint> { new ReadOnlyPoint(0, 0), new ReadOnlyPoint(3, 4) }, Anchor = new ReadOnlyPoint(5, 5) };
            Check.RoundTrip(polygon, crossCheck: false);
            Assert.Equal(new ReadOnlyPoint(0, 7), BentoJson.Deserialize<ReadOnlyPoint>("{\"Y\":7}"));
        }
    }
}
