using System;
using System.Collections.Generic;
using Bento.Tests.Infrastructure;
using Bento.Tests.Models;
using Xunit;
using static Bento.Tests.Hinted.HintedTesting;

namespace Bento.Tests.Hinted
{
    /// <summary>Populate through hinted JSON keeps and reuses exactly what populate through plain JSON does.</summary>
    public class HintedPopulateTests
    {
        private static Document Existing() => PopulateTests.Existing();

        /// <summary>The identities populate may keep, so plain and hinted populate can be compared by what they reused.</summary>
        private static object?[] Parts(Document d) => new object?[] { d, d.Numbers, d.Names, d.Child, d.Struct.Inner, d.Map, d.Kept };

        /// <summary>
        /// Populates a fresh <see cref="Existing"/> from <paramref name="plain"/> as plain JSON, and others from its hinted
        /// form (lenient, strict, string and byte entry points, and with every hint made wrong): each must end equal to
        /// the plain result and have reused the same objects. Returns the plain result.
        /// </summary>
        private static Document Same(string plain)
        {
            Document expected = Existing();
            object?[] before = Parts(expected);
            BentoJson.Populate(plain, ref expected);
            bool[] reused = Reused(before, Parts(expected));

            string hinted = Text(BentoHintedJson.FromJson(Utf8(plain)));
            Assert.StartsWith(HeaderText, hinted, StringComparison.Ordinal);
            string wrong = Spoil(hinted);
            for (int which = 0; which < 2; which++)
            {
                string doc = which == 0 ? hinted : wrong;
                foreach (BentoJsonOptions? options in new[] { null, Strict })
                {
                    if (which == 1 && options != null)
                    {
                        Document refused = Existing();
                        if (wrong != hinted)
                            Assert.IsType<BentoJsonException>(Record.Exception(() => BentoHintedJson.Populate(doc, ref refused, options)));
                        continue;
                    }
                    Document fromString = Existing();
                    object?[] b1 = Parts(fromString);
                    BentoHintedJson.Populate(doc, ref fromString, options);
                    DeepEqual.Assert(expected, fromString);
                    Assert.Equal(reused, Reused(b1, Parts(fromString)));

                    Document fromBytes = Existing();
                    object?[] b2 = Parts(fromBytes);
                    BentoHintedJson.Populate(Utf8(doc), ref fromBytes, options);
                    DeepEqual.Assert(expected, fromBytes);
                    Assert.Equal(reused, Reused(b2, Parts(fromBytes)));
                }
            }
            return expected;
        }

        private static bool[] Reused(object?[] before, object?[] after)
        {
            var result = new bool[before.Length];
            for (int i = 0; i < before.Length; i++)
                result[i] = before[i] != null && ReferenceEquals(before[i], after[i]);
            return result;
        }

        /// <summary>Every hint made one count and one byte too large: still the same JSON once comments are skipped.</summary>
        private static string Spoil(string hinted)
        {
            List<FoundHint> hints = HintsInOrder(Utf8(hinted));
            byte[] bytes = Utf8(hinted);
            var sb = new System.Text.StringBuilder();
            int at = 0;
            foreach (FoundHint h in hints)
            {
                sb.Append(System.Text.Encoding.UTF8.GetString(bytes, at, h.Start - at));
                sb.Append("/*").Append(h.First + 1).Append(':').Append(h.Second + 1).Append("*/");
                at = h.End;
            }
            sb.Append(System.Text.Encoding.UTF8.GetString(bytes, at, bytes.Length - at));
            return sb.ToString();
        }

        [Fact]
        public void Arrays_of_the_same_length_are_reused()
        {
            Document doc = Existing();
            int[] numbers = doc.Numbers!;
            BentoHintedJson.Populate(Text(BentoHintedJson.FromJson(Utf8("{\"Numbers\":[7,8,9]}"))), ref doc);
            Assert.Same(numbers, doc.Numbers);
            Assert.Equal(new[] { 7, 8, 9 }, numbers);
            Same("{\"Numbers\":[7,8,9]}");
        }

        [Fact]
        public void Arrays_of_another_length_are_replaced()
        {
            Document doc = Existing();
            int[] numbers = doc.Numbers!;
            BentoHintedJson.Populate(HeaderText + "{\"Numbers\":/*2:5*/[7,8]}", ref doc, Strict);
            Assert.NotSame(numbers, doc.Numbers);
            Assert.Equal(new[] { 7, 8 }, doc.Numbers);
            Assert.Equal(new[] { 1, 2, 3 }, numbers);

            // A count hint that claims the old length must not make the reader reuse (or overrun) the old array.
            Document lied = Existing();
            int[] old = lied.Numbers!;
            BentoHintedJson.Populate(HeaderText + "{\"Numbers\":/*3:5*/[7,8]}", ref lied);
            Assert.Equal(new[] { 7, 8 }, lied.Numbers);
            Assert.Equal(new[] { 1, 2, 3 }, old);
            Document lied2 = Existing();
            BentoHintedJson.Populate(HeaderText + "{\"Numbers\":/*2:10*/[7,8,9,10]}", ref lied2);
            Assert.Equal(new[] { 7, 8, 9, 10 }, lied2.Numbers);
            Same("{\"Numbers\":[7,8]}");
            Same("{\"Numbers\":[7,8,9,10]}");
        }

        [Fact]
        public void Lists_are_cleared_and_refilled()
        {
            Document doc = Existing();
            List<string> names = doc.Names!;
            BentoHintedJson.Populate(HeaderText + "{\"Names\":/*2:9*/[\"x\",\"y\"]}", ref doc, Strict);
            Assert.Same(names, doc.Names);
            Assert.Equal(new[] { "x", "y" }, names);
            BentoHintedJson.Populate(HeaderText + "{\"Names\":[]}", ref doc, Strict);
            Assert.Same(names, doc.Names);
            Assert.Empty(names);
            Same("{\"Names\":[\"x\",\"y\"]}");
            Same("{\"Names\":[]}");
            Same("{\"Names\":[\"" + new string('n', 200) + "\"]}");
        }

        [Fact]
        public void Nested_objects_structs_and_dictionaries()
        {
            Document doc = Same("{\"Child\":{\"Value\":42}}");
            Assert.Equal("child", doc.Child!.Name);
            Assert.Equal(42, doc.Child.Value);
            Same("{\"Struct\":{\"Weight\":2.5}}");
            Same("{\"Map\":{\"new\":2}}");
            Same("{\"Map\":{}}");
            Same("{\"Count\":8}");
            Same("{\"Child\":null,\"Kept\":null}");
            Same("{\"Child\":{\"Name\":\"" + new string('c', 70) + "\",\"Where\":{\"X\":9}},\"Map\":{\"a\":1,\"b\":2},\"Unknown\":{\"x\":[1,2,{\"y\":\"z\"}]}}");
        }

        [Fact]
        public void Missing_and_null_targets()
        {
            var doc = new Document();
            BentoHintedJson.Populate(BentoHintedJson.FromJson(Utf8("{\"Child\":{\"Name\":\"new\"},\"Names\":[\"z\"],\"Numbers\":[1]}")), ref doc, Strict);
            Assert.Equal("new", doc.Child!.Name);
            Assert.Equal(new[] { "z" }, doc.Names);
            Assert.Equal(new[] { 1 }, doc.Numbers);

            Document? none = null;
            BentoHintedJson.Populate(HeaderText + "/*1:11*/{\"Count\":3}", ref none, Strict);
            Assert.Equal(3, none!.Count);
        }

        [Fact]
        public void Init_only_constructor_built_and_struct_roots()
        {
            var init = new InitOnly { Id = 1, Name = "a", Where = new Point { X = 3 } };
            BentoHintedJson.Populate(HeaderText + "/*1:8*/{\"Id\":2}", ref init, Strict);
            Assert.Equal(2, init.Id);
            Assert.Equal("a", init.Name);
            Assert.Equal(3, init.Where.X);

            var person = new Person("a", 1);
            BentoHintedJson.Populate(HeaderText + "/*1:9*/{\"Age\":2}", ref person, Strict);
            Assert.Equal(new Person("a", 2), person);

            var point = new ReadOnlyPoint(1, 2);
            BentoHintedJson.Populate(HeaderText + "/*1:7*/{\"Y\":5}", ref point, Strict);
            Assert.Equal(new ReadOnlyPoint(1, 5), point);

            var holder = new Holder { Inner = new Inner { Name = "keep" }, Weight = 1 };
            Inner inner = holder.Inner;
            BentoHintedJson.Populate(HeaderText + "/*99:99*/{\"Weight\":3}", ref holder);
            Assert.Equal(3, holder.Weight);
            Assert.Same(inner, holder.Inner);
        }

        [Fact]
        public void Populate_errors_are_json_exceptions_with_paths()
        {
            Document doc = Existing();
            var e = Assert.Throws<BentoJsonException>(() => BentoHintedJson.Populate(HeaderText + "/*1:31*/{\"Child\":/*1:13*/{\"Value\":\"x\"}}", ref doc));
            Assert.Equal("$.Child.Value", e.Path);

            // A wrong hint in strict mode names the hint's offset.
            Document strict = Existing();
            string text = HeaderText + "/*1:29*/{\"Child\":/*2:11*/{\"Value\":1}}";
            var h = Assert.Throws<BentoJsonException>(() => BentoHintedJson.Populate(text, ref strict, Strict));
            Assert.Equal(text.IndexOf("/*2:11*/", StringComparison.Ordinal), h.BytePosition);
        }

        [Fact]
        public void Random_graphs_populate_like_plain_json()
        {
            for (int seed = 300; seed < 340; seed++)
            {
                RandomModel source = new PropertyTests.ModelFactory(seed).Model();
                byte[] plain = BentoJson.SerializeToUtf8Bytes(source);
                byte[] hinted = BentoHintedJson.SerializeToUtf8Bytes(source);
                RandomModel a = new PropertyTests.ModelFactory(seed + 1000).Model();
                RandomModel b = new PropertyTests.ModelFactory(seed + 1000).Model();
                RandomModel c = new PropertyTests.ModelFactory(seed + 1000).Model();
                BentoJson.Populate(plain, ref a);
                BentoHintedJson.Populate(hinted, ref b);
                BentoHintedJson.Populate(hinted, ref c, Strict);
                DeepEqual.Assert(a, b);
                DeepEqual.Assert(a, c);
            }
        }
    }
}
