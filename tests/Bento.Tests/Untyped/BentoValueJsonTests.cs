using System;
using System.Collections.Generic;
using System.IO;
using System.Linq;
using System.Text;
using Bento.Tests.Infrastructure;
using Xunit;

namespace Bento.Tests.Untyped
{
    /// <summary>Parsing JSON into <see cref="BentoValue"/>, querying it, changing it and writing it back.</summary>
    public class BentoValueJsonTests
    {
        private static BentoValue Parse(string json, BentoJsonOptions? options = null) => BentoValue.ParseJson(Encoding.UTF8.GetBytes(json), options);

        private static string Minified(string json) => Encoding.UTF8.GetString(BentoJson.Minify(Encoding.UTF8.GetBytes(json)));

        public static IEnumerable<object[]> Corpora()
        {
            yield return new object[] { "twitter.json" };
            yield return new object[] { "citm_catalog.json" };
            yield return new object[] { "canada.json" };
        }

        [CorpusTheory]
        [MemberData(nameof(Corpora))]
        public void Corpus_written_back_is_its_minified_form_and_indents_like_Format(string file)
        {
            byte[] json = File.ReadAllBytes(SharedData.CorpusPath(file));
            var value = BentoValue.ParseJson(json);
            Assert.Equal(BentoJson.Minify(json), value.ToJsonUtf8());
            Assert.Equal(BentoJson.Format(json), value.ToJsonUtf8(new BentoJsonOptions { Indented = true }));
            Assert.Equal(BentoHintedJson.FromJson(json), value.ToHintedJson());
            Assert.Equal(value, BentoValue.ParseHintedJson(value.ToHintedJson()));
        }

        [Theory]
        [InlineData("[1.0,1e400,-0,123456789012345678901234567890,-9223372036854775808,18446744073709551615,1E+2,0.000]")]
        [InlineData("{\"a\\u0062\":\"\\u00e9\\/x\\n\",\"plain\":\"caf\u00e9\"}")]
        [InlineData("  [ true , false , null , { } , [ ] , \"\" ]  ")]
        [InlineData("\"\\ud834\\udd1e\"")]
        [InlineData("-1.5e-7")]
        public void Written_back_is_byte_identical_to_minification(string json)
        {
            Assert.Equal(Minified(json), Parse(json).ToJson());
        }

        [Fact]
        public void Members_keep_their_order_and_escaped_names_are_found_by_their_text()
        {
            var value = Parse("{\"z\":1,\"a\":2,\"m\\u0061\":3}");
            Assert.Equal(new[] { "z", "a", "ma" }, value.Members.Select(m => m.Name).ToArray());
            Assert.Equal(3, value["ma"].GetInt32());
            Assert.True(value.TryGet("a", out var a));
            Assert.Equal(2, a.GetInt32());
            Assert.False(value.TryGet("missing", out _));
            Assert.Throws<BentoValueException>(() => value["missing"]);
        }

        [Fact]
        public void Typed_getters_are_exact()
        {
            var value = Parse("[2147483647,2147483648,1.5,1e2,18446744073709551615,-1,\"2024-05-06T07:08:09Z\",\"0f8fad5b-d9cb-469f-a165-70867728950e\",\"AQID\",1.50,true,\"text\"]");
            Assert.Equal(int.MaxValue, value[0].GetInt32());
            Assert.Throws<BentoValueException>(() => value[1].GetInt32());
            Assert.Equal(2147483648L, value[1].GetInt64());
            Assert.Throws<BentoValueException>(() => value[2].GetInt64());
            Assert.Equal(1.5, value[2].GetDouble());
            Assert.Throws<BentoValueException>(() => value[3].GetInt32());
            Assert.Equal(100.0, value[3].GetDouble());
            Assert.Equal(ulong.MaxValue, value[4].GetUInt64());
            Assert.Throws<BentoValueException>(() => value[4].GetInt64());
            Assert.Throws<BentoValueException>(() => value[5].GetUInt64());
            Assert.Equal(new DateTime(2024, 5, 6, 7, 8, 9, DateTimeKind.Utc), value[6].GetDateTime());
            Assert.Equal(DateTimeKind.Utc, value[6].GetDateTime().Kind);
            Assert.Equal(Guid.Parse("0f8fad5b-d9cb-469f-a165-70867728950e"), value[7].GetGuid());
            Assert.Equal(new byte[] { 1, 2, 3 }, value[8].GetBytes());
            Assert.Equal("1.50", value[9].GetDecimal().ToString(System.Globalization.CultureInfo.InvariantCulture));
            Assert.True(value[10].GetBoolean());
            Assert.Equal("text", value[11].GetString());
            Assert.Throws<BentoValueException>(() => value[11].GetInt32());
            Assert.Throws<BentoValueException>(() => value[11].GetDateTime());
            Assert.Throws<BentoValueException>(() => value[0].GetString());
            Assert.Throws<BentoValueException>(() => value[12]);
            Assert.Throws<BentoValueException>(() => value["name"]);
            Assert.Equal(12, value.Count);
            Assert.Equal(BentoValueKind.Array, value.Kind);
        }

        [Fact]
        public void Numbers_beyond_every_type_keep_their_text()
        {
            var value = Parse("[1e400,123456789012345678901234567890]");
            Assert.Equal("1e400", value[0].GetNumberText());
            Assert.Throws<BentoValueException>(() => value[0].GetDouble());
            Assert.Throws<BentoValueException>(() => value[1].GetUInt64());
            Assert.Equal("123456789012345678901234567890", value[1].GetNumberText());
        }

        [Fact]
        public void Duplicate_members_follow_the_typed_rules()
        {
            var lastWins = Parse("{\"a\":1,\"b\":2,\"a\":3}");
            Assert.Equal("{\"a\":3,\"b\":2}", lastWins.ToJson());
            var e = Assert.Throws<BentoJsonException>(() => Parse("{\"a\":1,\"b\":2,\"a\":3}", new BentoJsonOptions { RejectDuplicateMembers = true }));
            Assert.Contains("'a'", e.Message);
            Assert.Equal("$.a", e.Path);

            // Past the size where the parser switches from scanning to an index.
            var big = new StringBuilder("{");
            for (int i = 0; i < 40; i++) big.Append("\"k").Append(i).Append("\":").Append(i).Append(',');
            big.Append("\"k7\":\"again\"}");
            var many = Parse(big.ToString());
            Assert.Equal(40, many.Count);
            Assert.Equal("again", many["k7"].GetString());
            Assert.Throws<BentoJsonException>(() => Parse(big.ToString(), new BentoJsonOptions { RejectDuplicateMembers = true }));
        }

        [Fact]
        public void Bad_input_raises_BentoJsonException_with_offset_and_path()
        {
            var e = Assert.Throws<BentoJsonException>(() => Parse("{\"a\":[1,2,}"));
            Assert.Equal(10, e.BytePosition);
            Assert.Equal("$.a[2]", e.Path);
            Assert.Throws<BentoJsonException>(() => Parse("[01]"));
            Assert.Throws<BentoJsonException>(() => Parse("[1] x"));
            Assert.Throws<BentoJsonException>(() => Parse(""));
            Assert.Throws<BentoJsonException>(() => Parse("nul"));
            Assert.Throws<BentoJsonException>(() => Parse("\"\\ud800\""));
        }

        [Fact]
        public void Replaced_lone_surrogates_write_back_as_the_replacement_character()
        {
            var options = new BentoJsonOptions { InvalidTextHandling = BentoInvalidTextHandling.Replace };
            var value = Parse("{\"k\\ud800\":\"a\\ud800b\"}", options);
            Assert.Equal("{\"k\uFFFD\":\"a\uFFFDb\"}", value.ToJson());
            Assert.Equal(value, BentoValue.ParseJson(value.ToJsonUtf8()));
        }

        [Fact]
        public void Depth_limit_is_the_options_limit()
        {
            string deep = new string('[', 10) + new string(']', 10);
            Assert.Equal(deep, Parse(deep, new BentoJsonOptions { MaxDepth = 10 }).ToJson());
            var e = Assert.Throws<BentoJsonException>(() => Parse(deep, new BentoJsonOptions { MaxDepth = 9 }));
            Assert.Contains("maximum depth of 9", e.Message);

            // Far past the default limit: an exception, never a stack overflow.
            string hostile = new string('[', 100000);
            Assert.Throws<BentoJsonException>(() => Parse(hostile));
        }

        [Fact]
        public void Comments_and_trailing_commas_only_when_allowed()
        {
            const string json = "[1, /* two */ 2,]";
            Assert.Throws<BentoJsonException>(() => Parse(json));
            var value = Parse(json, new BentoJsonOptions { AllowComments = true, AllowTrailingCommas = true });
            Assert.Equal("[1,2]", value.ToJson());
        }

        [Fact]
        public void Built_from_code_and_changed_in_place()
        {
            var order = BentoValue.CreateObject();
            order["id"] = 42;
            order["name"] = "Widget";
            order["price"] = 9.5m;
            order["ratio"] = 0.1;
            order["ok"] = true;
            order["none"] = null;
            var tags = BentoValue.CreateArray();
            tags.Add("a");
            tags.Add(2);
            tags.Insert(0, BentoValue.Null);
            order["tags"] = tags;
            Assert.Equal("{\"id\":42,\"name\":\"Widget\",\"price\":9.5,\"ratio\":0.1,\"ok\":true,\"none\":null,\"tags\":[null,\"a\",2]}", order.ToJson());

            order["name"] = "Gadget";
            Assert.True(order.Remove("ratio"));
            Assert.False(order.Remove("ratio"));
            tags.RemoveAt(0);
            tags[1] = 3;
            Assert.Throws<BentoValueException>(() => order.Add("id", 1));
            Assert.Equal("{\"id\":42,\"name\":\"Gadget\",\"price\":9.5,\"ok\":true,\"none\":null,\"tags\":[\"a\",3]}", order.ToJson());

            var copy = order.Clone();
            copy["tags"].Add(4);
            Assert.Equal(2, tags.Count);
            Assert.NotEqual(order, copy);
            Assert.Throws<BentoValueException>(() => order.Add(1));
            Assert.Throws<BentoValueException>(() => tags.Add("x", 1));
            Assert.Equal(order, BentoValue.ParseJson(order.ToJson()));
        }

        [Fact]
        public void Indented_output_reads_back_equal()
        {
            var value = Parse("{\"a\":[1,{\"b\":null}],\"c\":\"d\"}");
            string indented = value.ToJson(new BentoJsonOptions { Indented = true });
            Assert.Contains("\n", indented);
            Assert.Equal(value.ToJson(), Minified(indented));
        }

        [Fact]
        public void Generic_entry_points_find_the_codec()
        {
            var value = BentoJson.Deserialize<BentoValue>("{\"a\":1}");
            Assert.Equal("{\"a\":1}", BentoJson.Serialize(value));
            var list = BentoJson.Deserialize<List<BentoValue>>("[1,\"x\",[null]]");
            Assert.Equal(3, list.Count);
            Assert.Equal(BentoValueKind.Array, list[2].Kind);
        }

        [Fact]
        public void Stream_input_is_read_to_its_end()
        {
            using (var stream = new MemoryStream(Encoding.UTF8.GetBytes("{\"a\":[1,2,3]}")))
            {
                Assert.Equal(3, BentoValue.ParseJson(stream)["a"].Count);
            }
        }
    }
}
