using System;
using System.Collections.Generic;
using Bento.Tests.Infrastructure;
using Bento.Tests.Models;
using Xunit;

namespace Bento.Tests
{
    /// <summary>Reading into an existing instance keeps what the input does not mention and reuses what it can.</summary>
    public class PopulateTests
    {
        private static Document Existing() => new Document
        {
            Numbers = new[] { 1, 2, 3 },
            Names = new List<string> { "a", "b", "c", "d" },
            Child = new Inner { Name = "child", Value = 1, Where = new Point { X = 5, Y = 6 } },
            Struct = new Holder { Inner = new Inner { Name = "held" }, Weight = 1 },
            Map = new Dictionary<string, int> { ["old"] = 1 },
            Kept = "kept",
            Count = 7,
        };

        [Fact]
        public void Arrays_of_the_same_length_are_reused()
        {
            Document doc = Existing();
            int[] numbers = doc.Numbers!;
            BentoJson.Populate("{\"Numbers\":[7,8,9]}", ref doc);
            Assert.Same(numbers, doc.Numbers);
            Assert.Equal(new[] { 7, 8, 9 }, doc.Numbers);
        }

        [Fact]
        public void Arrays_of_another_length_are_replaced()
        {
            Document doc = Existing();
            int[] numbers = doc.Numbers!;
            BentoJson.Populate("{\"Numbers\":[7,8]}", ref doc);
            Assert.NotSame(numbers, doc.Numbers);
            Assert.Equal(new[] { 7, 8 }, doc.Numbers);
            Assert.Equal(new[] { 1, 2, 3 }, numbers);
        }

        [Fact]
        public void Lists_are_cleared_and_refilled()
        {
            Document doc = Existing();
            List<string> names = doc.Names!;
            BentoJson.Populate("{\"Names\":[\"x\",\"y\"]}", ref doc);
            Assert.Same(names, doc.Names);
            Assert.Equal(new[] { "x", "y" }, names);

            BentoJson.Populate("{\"Names\":[]}", ref doc);
            Assert.Same(names, doc.Names);
            Assert.Empty(names);
        }

        [Fact]
        public void Nested_objects_are_populated_in_place()
        {
            Document doc = Existing();
            Inner child = doc.Child!;
            BentoJson.Populate("{\"Child\":{\"Value\":42}}", ref doc);
            Assert.Same(child, doc.Child);
            Assert.Equal(42, child.Value);
            Assert.Equal("child", child.Name);
            Assert.Equal(new Point { X = 5, Y = 6 }, child.Where);
        }

        [Fact]
        public void Nested_structs_keep_unmentioned_members()
        {
            Document doc = Existing();
            Inner held = doc.Struct.Inner!;
            BentoJson.Populate("{\"Struct\":{\"Weight\":2.5}}", ref doc);
            Assert.Equal(2.5, doc.Struct.Weight);
            Assert.Same(held, doc.Struct.Inner);
        }

        [Fact]
        public void Absent_members_are_kept_and_null_replaces()
        {
            Document doc = Existing();
            Document original = doc;
            BentoJson.Populate("{\"Count\":8}", ref doc);
            Assert.Same(original, doc);
            Assert.Equal(8, doc.Count);
            Assert.Equal("kept", doc.Kept);
            Assert.Equal(new[] { 1, 2, 3 }, doc.Numbers);
            Assert.Equal(4, doc.Names!.Count);

            BentoJson.Populate("{\"Child\":null,\"Kept\":null}", ref doc);
            Assert.Null(doc.Child);
            Assert.Null(doc.Kept);
        }

        [Fact]
        public void Missing_nested_object_is_created()
        {
            var doc = new Document();
            BentoJson.Populate(Check.Utf8("{\"Child\":{\"Name\":\"new\"},\"Names\":[\"z\"],\"Numbers\":[1]}"), ref doc);
            Assert.Equal("new", doc.Child!.Name);
            Assert.Equal(new[] { "z" }, doc.Names);
            Assert.Equal(new[] { 1 }, doc.Numbers);
        }

        [Fact]
        public void Null_target_is_read_fresh()
        {
            Document? doc = null;
            BentoJson.Populate("{\"Count\":3}", ref doc);
            Assert.NotNull(doc);
            Assert.Equal(3, doc!.Count);
        }

        [Fact]
        public void Struct_root_is_populated()
        {
            var holder = new Holder { Inner = new Inner { Name = "keep" }, Weight = 1 };
            Inner inner = holder.Inner;
            BentoJson.Populate("{\"Weight\":3}", ref holder);
            Assert.Equal(3, holder.Weight);
            Assert.Same(inner, holder.Inner);
        }

        [Fact]
        public void Populate_errors_are_json_exceptions_with_paths()
        {
            Document doc = Existing();
            var e = Assert.Throws<BentoJsonException>(() => BentoJson.Populate("{\"Child\":{\"Value\":\"x\"}}", ref doc));
            Assert.Equal("$.Child.Value", e.Path);
        }
    }
}
