using System;
using System.Collections.Generic;
using System.IO;
using System.Linq;
using System.Text;
using System.Threading;
using Bento.Tests.Infrastructure;
using Xunit;

namespace Bento.Tests.Untyped
{
    /// <summary>
    /// Arrays and objects parsed from JSON are read from a token tape until their children are first needed: they must
    /// be indistinguishable from values built node by node, keep the identity of their children, see changes made deep
    /// inside them, stay correct under concurrent readers, and keep only the memory the document needs.
    /// </summary>
    public class BentoValueTapeTests
    {
        private static readonly BentoJsonOptions Replace = new BentoJsonOptions { InvalidTextHandling = BentoInvalidTextHandling.Replace };

        private static readonly BentoJsonOptions[] WriteOptions =
        {
            BentoJsonOptions.Default,
            new BentoJsonOptions { Indented = true },
            new BentoJsonOptions { EscapeHtml = true },
            new BentoJsonOptions { Indented = true, EscapeHtml = true },
        };

        public static IEnumerable<object[]> Documents()
        {
            yield return new object[] { "{\"a\":[1,{\"b\":null}],\"c\":\"d\"}", false };
            yield return new object[] { "[1.0,1e400,-0,123456789012345678901234567890,-9223372036854775808,18446744073709551615,1E+2,0.000,17,-3]", false };
            yield return new object[] { "{\"n\":[1.0,-0,123456789012345678901234567890,-9223372036854775808,18446744073709551615,1E+2,0.000,17,-3,2.5e-3]}", false };
            yield return new object[] { "{\"a\\u0062\":\"\\u00e9\\/x\\n\",\"plain\":\"caf\u00e9\",\"html\":\"<a href='x'>&amp;</a>\",\"<k>\":[\"\\\"q\\\"\"]}", false };
            yield return new object[] { "  [ true , false , null , { } , [ ] , \"\" , [[[[{\"deep\":[{}]}]]]] ]  ", false };
            yield return new object[] { "{\"a\":1,\"b\":{\"x\":[1,2],\"x\":{\"y\":3}},\"a\":[\"again\"],\"c\":{\"a\\u0062\":1,\"ab\":2}}", false };
            yield return new object[] { BigObject(), false };
            yield return new object[] { "{\"k\\ud800\":\"a\\ud800b\",\"n\":[\"\\u00e9\",\"plain\",{\"k\\ud800\":1,\"k\\uFFFD\":2}]}", true };
        }

        private static string BigObject()
        {
            // Past the size where duplicate names are found with an index rather than a scan, with repeats at depth.
            var json = new StringBuilder("{");
            for (int i = 0; i < 40; i++) json.Append("\"k").Append(i).Append("\":{\"v\":").Append(i).Append(",\"v\":[").Append(i).Append("]},");
            json.Append("\"k7\":\"again\",\"k\\u0039\":9}");
            return json.ToString();
        }

        /// <summary>
        /// The same document built node by node, every container an ordinary node (no tape anywhere in it), with the
        /// same scalars and member keys (a name read with escapes keeps its literal, so the keys are taken as they are).
        /// </summary>
        private static BentoValue Rebuild(BentoValue value)
        {
            switch (value.Kind)
            {
                case BentoValueKind.Array:
                    return BentoValue.ArrayOf(value.Items.Select(Rebuild).ToArray());
                case BentoValueKind.Object:
                {
                    var entries = value.Members.Select(m => new ObjectData.Entry(m.RawKey, Rebuild(m.Value))).ToArray();
                    return BentoValue.ObjectOf(new ObjectData(entries, entries.Length));
                }

                default:
                    return value;
            }
        }

        // Bytes written, or the exception a write raised (a number beyond float 64 has no MessagePack form).
        private static string Outcome(Func<byte[]> write)
        {
            try
            {
                return Convert.ToBase64String(write());
            }
            catch (BentoJsonException e)
            {
                return "json: " + e.Message;
            }
            catch (BentoMessagePackException e)
            {
                return "msgpack: " + e.Message;
            }
        }

        private static void AssertSameOutput(Func<BentoValue> fresh, BentoValue built)
        {
            foreach (var options in WriteOptions)
                Assert.Equal(Outcome(() => built.ToJsonUtf8(options)), Outcome(() => fresh().ToJsonUtf8(options)));
            Assert.Equal(Outcome(() => built.ToHintedJson()), Outcome(() => fresh().ToHintedJson()));
            Assert.Equal(Outcome(() => built.ToMessagePack()), Outcome(() => fresh().ToMessagePack()));
            Assert.Equal(built.ToString(), fresh().ToString());
        }

        private static void AssertIndistinguishable(byte[] json, BentoJsonOptions? options)
        {
            Func<BentoValue> fresh = () => BentoValue.ParseJson(json, options);
            var built = Rebuild(fresh());
            Assert.False(built.IsTapeBacked);
            Assert.True(fresh().IsTapeBacked);

            // Every format, from a value that has built nothing and from one whose root alone is built.
            AssertSameOutput(fresh, built);
            AssertSameOutput(() =>
            {
                var partly = fresh();
                _ = partly.IsArray ? partly.Items.Count() : partly.Members.Count();
                return partly;
            }, built);

            // Equality and hashing in both directions, between lazy, built and half-built values.
            Assert.True(fresh().Equals(built));
            Assert.True(built.Equals(fresh()));
            Assert.True(fresh().Equals(fresh()));
            Assert.Equal(built.GetHashCode(), fresh().GetHashCode());
            var clone = fresh().Clone();
            Assert.Equal(built, clone);
            Assert.Equal(built.GetHashCode(), clone.GetHashCode());
        }

        [Theory]
        [MemberData(nameof(Documents))]
        public void A_tape_backed_value_is_indistinguishable_from_one_built_node_by_node(string json, bool replace)
        {
            AssertIndistinguishable(Encoding.UTF8.GetBytes(json), replace ? Replace : null);
        }

        [CorpusTheory]
        [MemberData(nameof(BentoValueJsonTests.Corpora), MemberType = typeof(BentoValueJsonTests))]
        public void Corpus_values_are_indistinguishable_from_ones_built_node_by_node(string file)
        {
            AssertIndistinguishable(File.ReadAllBytes(SharedData.CorpusPath(file)), null);
        }

        [Fact]
        public void Tokens_that_cross_from_one_chunk_of_the_tape_into_the_next_read_and_write_as_any_other()
        {
            // A tape keeps its bytes in chunks of 64 KiB: with the padding moved a byte at a time, every kind of token
            // (names with and without escapes, strings with escapes and non-ASCII text, numbers, literals, brackets)
            // crosses the first boundary somewhere.
            const string tail = "\",\"n\u00e9m\\u00e9\":[12345.678e-3,\"\\u00e9ab\\\"c\\\\\",true,false,null,{\"k\":-0},[]],\"z\":\"\u65e5\u672c\u65e5\u672c\"}";
            for (int pad = 0; pad < 112; pad++)
            {
                string json = "{\"pad\":\"" + new string('x', JsonTape.ChunkSize - 108 + pad) + tail;
                AssertIndistinguishable(Encoding.UTF8.GetBytes(json), null);
                AssertIndistinguishable(Encoding.UTF8.GetBytes(json), Replace);
            }
        }

        [Fact]
        public void Equal_containers_at_different_places_of_their_tapes_are_equal()
        {
            string big = "{\"a\":\"" + new string('y', JsonTape.ChunkSize + 100) + "\",\"b\":[1,2,3]}";
            var first = BentoValue.ParseJson("[" + big + "]")[0];
            var second = BentoValue.ParseJson("[12345," + big + "]")[1];
            var other = BentoValue.ParseJson("[1," + big.Replace("[1,2,3]", "[1,2,4]", StringComparison.Ordinal) + "]")[1];
            Assert.True(first.IsTapeBacked && second.IsTapeBacked && other.IsTapeBacked);
            Assert.True(first.Equals(second));
            Assert.True(second.Equals(first));
            Assert.False(first.Equals(other));
            Assert.Equal(big, second.ToJson());
        }

        [Fact]
        public void Count_and_writing_build_nothing_and_a_first_visit_builds_one_level()
        {
            var doc = BentoValue.ParseJson("{\"a\":{\"b\":[1,2,{\"c\":3}]},\"d\":[[]],\"e\":\"x\"}");
            Assert.True(doc.IsTapeBacked);
            Assert.Equal(3, doc.Count);
            Assert.Equal("{\"a\":{\"b\":[1,2,{\"c\":3}]},\"d\":[[]],\"e\":\"x\"}", doc.ToJson());
            doc.ToMessagePack();
            doc.ToHintedJson();
            doc.ToJson(new BentoJsonOptions { Indented = true });
            Assert.True(doc.IsTapeBacked);

            var a = doc["a"];
            Assert.False(doc.IsTapeBacked);
            Assert.True(a.IsTapeBacked);
            Assert.True(doc["d"].IsTapeBacked);
            Assert.Equal(1, doc["d"].Count);
            Assert.Equal(3, a["b"].Count);
            Assert.False(a.IsTapeBacked);
            Assert.True(a["b"].IsTapeBacked);
        }

        [Fact]
        public void Children_keep_their_identity()
        {
            var doc = BentoValue.ParseJson("{\"a\":{\"b\":[{\"c\":1},[2]]},\"list\":[{},{},[]]}");
            Assert.Same(doc["a"], doc["a"]);
            Assert.Same(doc["a"]["b"], doc["a"]["b"]);
            Assert.Same(doc["a"]["b"][0], doc["a"]["b"][0]);
            Assert.True(doc.TryGet("a", out var viaTryGet));
            Assert.Same(doc["a"], viaTryGet);
            Assert.Same(doc.Members.First().Value, doc["a"]);
            var list = doc["list"];
            var items = list.Items.ToList();
            for (int i = 0; i < items.Count; i++) Assert.Same(items[i], list[i]);
            Assert.NotSame(doc["a"], doc.Clone()["a"]);
        }

        [Fact]
        public void A_change_deep_inside_is_seen_when_the_root_is_written()
        {
            const string json = "{\"keep\":[1,{\"x\":\"y\"}],\"a\":{\"b\":[10,{\"c\":1,\"d\":[true]}]},\"tail\":{\"t\":null}}";
            var doc = BentoValue.ParseJson(json);
            doc["a"]["b"][1]["c"] = 2;
            doc["a"]["b"][1]["d"].Add("more");
            doc["a"]["b"].RemoveAt(0);
            const string expected = "{\"keep\":[1,{\"x\":\"y\"}],\"a\":{\"b\":[{\"c\":2,\"d\":[true,\"more\"]}]},\"tail\":{\"t\":null}}";
            Assert.Equal(expected, doc.ToJson());
            Assert.Equal(BentoMessagePack.FromJson(Encoding.UTF8.GetBytes(expected)), doc.ToMessagePack());
            Assert.Equal(BentoValue.ParseJson(expected), doc);
            Assert.NotEqual(BentoValue.ParseJson(json), doc);

            // A clone taken before the change does not see it, and one taken after does.
            var before = BentoValue.ParseJson(json);
            var clone = before.Clone();
            before["tail"]["t"] = 1;
            Assert.Equal(json, clone.ToJson());
            Assert.Equal("{\"t\":1}", before.Clone()["tail"].ToJson());
        }

        [Fact]
        public void Concurrent_readers_of_one_document_see_the_same_values_and_instances()
        {
            string json = GeneratedDocument(300, indented: false);
            string expected = Describe(BentoValue.ParseJson(json));
            const int threads = 4;
            for (int round = 0; round < 20; round++)
            {
                var doc = BentoValue.ParseJson(json);
                var seen = new string[threads];
                var firstRecords = new BentoValue[threads];
                var failures = new List<Exception>();
                using (var start = new Barrier(threads))
                {
                    var workers = Enumerable.Range(0, threads).Select(t => new Thread(() =>
                    {
                        try
                        {
                            start.SignalAndWait();

                            // Threads walk in different orders so that they race on different containers.
                            seen[t] = t % 2 == 0 ? Describe(doc) : DescribeBackwards(doc);
                            firstRecords[t] = doc["records"][0];
                        }
                        catch (Exception e)
                        {
                            lock (failures) failures.Add(e);
                        }
                    })).ToList();
                    workers.ForEach(w => w.Start());
                    workers.ForEach(w => w.Join());
                }

                Assert.Empty(failures);
                foreach (string s in seen) Assert.Equal(expected, s);
                foreach (var record in firstRecords) Assert.Same(firstRecords[0], record);
            }
        }

        private static string Describe(BentoValue value)
        {
            var text = new StringBuilder();
            Describe(value, text);
            return text.ToString();
        }

        private static string DescribeBackwards(BentoValue value)
        {
            // Builds from the last child to the first, then describes in document order like Describe does.
            Touch(value);
            return Describe(value);
        }

        private static void Touch(BentoValue value)
        {
            if (value.IsArray)
            {
                for (int i = value.Count - 1; i >= 0; i--) Touch(value[i]);
            }
            else if (value.IsObject)
            {
                foreach (var member in value.Members.Reverse()) Touch(value[member.Name]);
            }
        }

        private static void Describe(BentoValue value, StringBuilder text)
        {
            switch (value.Kind)
            {
                case BentoValueKind.Array:
                    text.Append('[');
                    foreach (var item in value.Items) Describe(item, text);
                    text.Append(']');
                    break;
                case BentoValueKind.Object:
                    text.Append('{');
                    foreach (var member in value.Members)
                    {
                        text.Append(member.Name).Append('=');
                        Describe(member.Value, text);
                    }

                    text.Append('}');
                    break;
                case BentoValueKind.String:
                    text.Append('"').Append(value.GetString()).Append('"');
                    break;
                default:
                    text.Append(value.ToJson()).Append(';');
                    break;
            }
        }

        private static string GeneratedDocument(int records, bool indented)
        {
            var json = new StringBuilder("{\"records\":[");
            for (int i = 0; i < records; i++)
            {
                if (i > 0) json.Append(',');
                json.Append("{\"id\":").Append(i)
                    .Append(",\"name\":\"item \\u00e9").Append(i).Append('"')
                    .Append(",\"price\":").Append(i).Append(".50")
                    .Append(",\"tags\":[\"a\",\"b").Append(i % 7).Append("\",null,true]")
                    .Append(",\"dims\":{\"w\":").Append(i % 13).Append(",\"h\":[1e3,").Append(-i).Append("]}}");
            }

            json.Append("],\"count\":").Append(records).Append('}');
            string text = json.ToString();
            return indented ? Encoding.UTF8.GetString(BentoJson.Format(Encoding.UTF8.GetBytes(text))) : text;
        }

        [Fact]
        public void A_parse_allocates_no_more_than_the_minified_document_and_a_row_per_container()
        {
            // Indented input: the tape keeps the minified form, not the input.
            byte[] json = Encoding.UTF8.GetBytes(GeneratedDocument(2000, indented: true));
            byte[] minified = BentoJson.Minify(json);
            int containers = minified.Count(b => b == (byte)'[' || b == (byte)'{');
            Assert.True(json.Length > minified.Length * 2);

            BentoValue? doc = null;
            long allocated = Allocations.Measure(() => doc = BentoValue.ParseJson(json));

            // The kept arrays are exactly sized: the minified bytes (in chunks of 64 KiB, each with an array header and a
            // reference in the array of chunks) and 16 bytes of row per container, plus the tape object, the root value
            // and two array headers.
            int chunks = (minified.Length + JsonTape.ChunkSize - 1) / JsonTape.ChunkSize;
            Assert.True(chunks > 1);
            long bound = minified.Length + (32L * chunks) + (16L * containers) + 256;
            Assert.True(allocated <= bound, $"a parse allocated {allocated} bytes; the bound is {bound}");
            Assert.True(allocated >= minified.Length, $"a parse allocated {allocated} bytes, less than the minified document");
            Assert.Equal(minified, doc!.ToJsonUtf8());
        }

        [Fact]
        public void Members_of_generated_types_and_record_streams_use_the_tape()
        {
            var list = BentoJson.Deserialize<List<BentoValue>>("[{\"a\":[1,2]},[3],4]");
            Assert.True(list[0].IsTapeBacked);
            Assert.True(list[1].IsTapeBacked);
            Assert.Equal("{\"a\":[1,2]}", list[0].ToJson());
            Assert.Equal(2, list[0]["a"].Count);

            var hinted = BentoValue.ParseHintedJson(BentoHintedJson.FromJson(Encoding.UTF8.GetBytes(GeneratedDocument(20, indented: false))));
            Assert.True(hinted.IsTapeBacked);
            Assert.Equal(BentoValue.ParseJson(GeneratedDocument(20, indented: false)), hinted);
        }

        [Fact]
        public void Writing_deeper_than_the_writers_check_depth_gives_the_trees_errors()
        {
            // 40 levels: past the level where writers check depth and cycles, so the tree is written, with its messages.
            string deep = new string('[', 40) + new string(']', 40);
            var options = new BentoJsonOptions { MaxDepth = 100 };
            var doc = BentoValue.ParseJson(deep, options);
            Assert.Equal(deep, doc.ToJson(options));
            var shallow = new BentoJsonOptions { MaxDepth = 30 };
            var lazy = Assert.Throws<BentoJsonException>(() => BentoValue.ParseJson(deep, options).ToJson(shallow));
            var built = Assert.Throws<BentoJsonException>(() => Rebuild(BentoValue.ParseJson(deep, options)).ToJson(shallow));
            Assert.Equal(built.Message, lazy.Message);
            var msgpackOptions = new BentoMessagePackOptions { MaxDepth = 30 };
            var lazyPack = Assert.Throws<BentoMessagePackException>(() => BentoValue.ParseJson(deep, options).ToMessagePack(msgpackOptions));
            var builtPack = Assert.Throws<BentoMessagePackException>(() => Rebuild(BentoValue.ParseJson(deep, options)).ToMessagePack(msgpackOptions));
            Assert.Equal(builtPack.Message, lazyPack.Message);
        }
    }
}
