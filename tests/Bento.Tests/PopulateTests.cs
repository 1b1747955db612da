using System;
using System.Collections.Generic;
using Bento.Tests.Infrastructure;
using Bento.Tests.Models;
using Xunit;

namespace Bento.Tests
{
    /// <summary>
    /// Reading into an existing instance keeps what the input does not mention and reuses what it can, in JSON, hinted
    /// JSON and MessagePack alike. Each update is stated once as plain JSON and converted to the format's document
    /// (<see cref="TestFormat.FromPlainJson"/>). Populate keeps instances, so it runs over the formats that write the
    /// model itself (the array layout's populate rules are in MsgPackTypedTests). Hint handling during populate is in
    /// HintedPopulateTests.
    /// </summary>
    public class PopulateTests
    {
        public static IEnumerable<object[]> Formats() => TestFormat.OwnLayoutNames();

        /// <summary>The document every populate test starts from (hinted populate tests too).</summary>
        internal static Document Existing() => new Document
        {
            Numbers = new[] { 1, 2, 3 },
            Names = new List<string> { "a", "b", "c", "d" },
            Child = new Inner { Name = "child", Value = 1, Where = new Point { X = 5, Y = 6 } },
            Struct = new Holder { Inner = new Inner { Name = "held" }, Weight = 1 },
            Map = new Dictionary<string, int> { ["old"] = 1 },
            Kept = "kept",
            Count = 7,
        };

        /// <summary>Populates <paramref name="value"/> from the plain JSON <paramref name="json"/> in the format's form.</summary>
        private static void Populate<T>(TestFormat format, string json, ref T value) => format.Populate(format.FromPlainJson(json), ref value);

        [Theory]
        [MemberData(nameof(Formats))]
        public void Arrays_of_the_same_length_are_reused(string name)
        {
            TestFormat format = TestFormat.Named(name);
            Document doc = Existing();
            int[] numbers = doc.Numbers!;
            Populate(format, "{\"Numbers\":[7,8,9]}", ref doc);
            Assert.Same(numbers, doc.Numbers);
            Assert.Equal(new[] { 7, 8, 9 }, doc.Numbers);
        }

        [Theory]
        [MemberData(nameof(Formats))]
        public void Arrays_of_another_length_are_replaced(string name)
        {
            TestFormat format = TestFormat.Named(name);
            Document doc = Existing();
            int[] numbers = doc.Numbers!;
            Populate(format, "{\"Numbers\":[7,8]}", ref doc);
            Assert.NotSame(numbers, doc.Numbers);
            Assert.Equal(new[] { 7, 8 }, doc.Numbers);
            Assert.Equal(new[] { 1, 2, 3 }, numbers);
        }

        [Theory]
        [MemberData(nameof(Formats))]
        public void Lists_are_cleared_and_refilled(string name)
        {
            TestFormat format = TestFormat.Named(name);
            Document doc = Existing();
            List<string> names = doc.Names!;
            Populate(format, "{\"Names\":[\"x\",\"y\"]}", ref doc);
            Assert.Same(names, doc.Names);
            Assert.Equal(new[] { "x", "y" }, names);

            Populate(format, "{\"Names\":[]}", ref doc);
            Assert.Same(names, doc.Names);
            Assert.Empty(names);
        }

        [Theory]
        [MemberData(nameof(Formats))]
        public void Nested_objects_are_populated_in_place(string name)
        {
            TestFormat format = TestFormat.Named(name);
            Document doc = Existing();
            Inner child = doc.Child!;
            Populate(format, "{\"Child\":{\"Value\":42}}", ref doc);
            Assert.Same(child, doc.Child);
            Assert.Equal(42, child.Value);
            Assert.Equal("child", child.Name);
            Assert.Equal(new Point { X = 5, Y = 6 }, child.Where);
        }

        [Theory]
        [MemberData(nameof(Formats))]
        public void Nested_structs_keep_unmentioned_members(string name)
        {
            TestFormat format = TestFormat.Named(name);
            Document doc = Existing();
            Inner held = doc.Struct.Inner!;
            Populate(format, "{\"Struct\":{\"Weight\":2.5}}", ref doc);
            Assert.Equal(2.5, doc.Struct.Weight);
            Assert.Same(held, doc.Struct.Inner);
        }

        [Theory]
        [MemberData(nameof(Formats))]
        public void Dictionaries_are_cleared_and_refilled(string name)
        {
            TestFormat format = TestFormat.Named(name);
            Document doc = Existing();
            Dictionary<string, int> map = doc.Map!;
            Populate(format, "{\"Map\":{\"new\":2}}", ref doc);
            Assert.Same(map, doc.Map);
            Assert.Equal(new Dictionary<string, int> { ["new"] = 2 }, map);
        }

        [Theory]
        [MemberData(nameof(Formats))]
        public void Absent_members_are_kept_and_null_replaces(string name)
        {
            TestFormat format = TestFormat.Named(name);
            Document doc = Existing();
            Document original = doc;
            Populate(format, "{\"Count\":8}", ref doc);
            Assert.Same(original, doc);
            Assert.Equal(8, doc.Count);
            Assert.Equal("kept", doc.Kept);
            Assert.Equal(new[] { 1, 2, 3 }, doc.Numbers);
            Assert.Equal(4, doc.Names!.Count);

            Populate(format, "{\"Child\":null,\"Kept\":null}", ref doc);
            Assert.Null(doc.Child);
            Assert.Null(doc.Kept);
        }

        [Theory]
        [MemberData(nameof(Formats))]
        public void Missing_nested_object_is_created(string name)
        {
            TestFormat format = TestFormat.Named(name);
            var doc = new Document();
            Populate(format, "{\"Child\":{\"Name\":\"new\"},\"Names\":[\"z\"],\"Numbers\":[1]}", ref doc);
            Assert.Equal("new", doc.Child!.Name);
            Assert.Equal(new[] { "z" }, doc.Names);
            Assert.Equal(new[] { 1 }, doc.Numbers);
        }

        [Theory]
        [MemberData(nameof(Formats))]
        public void Null_target_is_read_fresh(string name)
        {
            TestFormat format = TestFormat.Named(name);
            Document? doc = null;
            Populate(format, "{\"Count\":3}", ref doc);
            Assert.NotNull(doc);
            Assert.Equal(3, doc!.Count);

            Inner? none = null;
            Populate(format, "{\"Value\":4}", ref none);
            Assert.Equal(4, none!.Value);
        }

        [Theory]
        [MemberData(nameof(Formats))]
        public void Init_only_and_constructor_built_types_keep_unmentioned_members(string name)
        {
            TestFormat format = TestFormat.Named(name);
            var init = new InitOnly { Id = 1, Name = "a", Where = new Point { X = 3 } };
            Populate(format, "{\"Id\":2}", ref init);
            Assert.Equal(2, init.Id);
            Assert.Equal("a", init.Name);
            Assert.Equal(3, init.Where.X);

            var person = new Person("a", 1);
            Populate(format, "{\"Age\":2}", ref person);
            Assert.Equal(new Person("a", 2), person);

            var record = new PersonWithDefaults("a", 1, "n");
            Populate(format, "{\"Age\":2}", ref record);
            Assert.Equal(new PersonWithDefaults("a", 2, "n"), record);

            var point = new ReadOnlyPoint(1, 2);
            Populate(format, "{\"Y\":5}", ref point);
            Assert.Equal(new ReadOnlyPoint(1, 5), point);
        }

        [Theory]
        [MemberData(nameof(Formats))]
        public void Struct_root_is_populated(string name)
        {
            TestFormat format = TestFormat.Named(name);
            var holder = new Holder { Inner = new Inner { Name = "keep" }, Weight = 1 };
            Inner inner = holder.Inner;
            Populate(format, "{\"Weight\":3}", ref holder);
            Assert.Equal(3, holder.Weight);
            Assert.Same(inner, holder.Inner);
        }

        [Theory]
        [MemberData(nameof(Formats))]
        public void Populate_reuses_collections_and_nested_objects(string name)
        {
            TestFormat format = TestFormat.Named(name);
            var inner = new Inner { Name = "keep", Value = 1 };
            var many = new List<Inner> { new Inner() };
            var target = new Outer { Inner = inner, Many = many, Point = new Point { X = 5, Y = 6 } };
            byte[] update = format.Serialize(new Outer { Inner = new Inner { Name = "new", Value = 2 }, Many = new List<Inner> { new Inner { Value = 3 } } });
            format.Populate(update, ref target);
            Assert.Same(inner, target.Inner);
            Assert.Same(many, target.Many);
            Assert.Equal("new", inner.Name);
            Assert.Equal(3, Assert.Single(many).Value);

            // Only some members present: the rest keep their values.
            Populate(format, "{\"Value\":9}", ref inner);
            Assert.Equal("new", inner.Name);
            Assert.Equal(9, inner.Value);

            var array = new[] { 1, 2 };
            var collections = new Collections { Array = array };
            format.Populate(format.Serialize(new Collections { Array = new[] { 7, 8 } }), ref collections);
            Assert.Same(array, collections.Array);
            Assert.Equal(new[] { 7, 8 }, array);
        }

        [Theory]
        [MemberData(nameof(Formats))]
        public void Populate_errors_are_the_formats_exceptions_with_paths(string name)
        {
            TestFormat format = TestFormat.Named(name);
            Document doc = Existing();
            FormatError e = format.Fails(() => Populate(format, "{\"Child\":{\"Value\":\"x\"}}", ref doc));
            Assert.Equal("$.Child.Value", e.Path);
        }
    }
}
