using System;
using System.Collections.Generic;
using System.Text;
using Bento.Tests.Infrastructure;
using Bento.Tests.Models;
using Xunit;

namespace Bento.Tests
{
    public class OptionsTests
    {
        [Fact]
        public void Defaults_are_documented_values()
        {
            var d = BentoJsonOptions.Default;
            Assert.False(d.Indented);
            Assert.False(d.EscapeHtml);
            Assert.False(d.IgnoreNullValues);
            Assert.False(d.IgnoreDefaultValues);
            Assert.Equal(BentoFloatHandling.Strict, d.FloatHandling);
            Assert.Equal(BentoInvalidTextHandling.Error, d.InvalidTextHandling);
            Assert.False(d.AllowComments);
            Assert.False(d.AllowTrailingCommas);
            Assert.False(d.RejectUnknownMembers);
            Assert.False(d.RejectDuplicateMembers);
            Assert.Equal(64, d.MaxDepth);
            Assert.Throws<ArgumentOutOfRangeException>(() => new BentoJsonOptions { MaxDepth = 0 });
        }

        [Fact]
        public void Indented_output_reads_back()
        {
            var options = new BentoJsonOptions { Indented = true };
            var value = new Outer { Inner = new Inner { Name = "x" }, Many = new List<Inner> { new Inner() } };
            string json = BentoJson.Serialize(value, options);
            Assert.Contains("\n  \"Inner\": {\n    \"Name\": \"x\",", json, StringComparison.Ordinal);
            DeepEqual.Assert(value, BentoJson.Deserialize<Outer>(json));
        }

        [Fact]
        public void EscapeHtml_escapes_markup_characters_only_when_asked()
        {
            var value = new StringBox { Value = "<a href='x'>&</a>" };
            string plain = BentoJson.Serialize(value);
            Assert.Equal("{\"Value\":\"<a href='x'>&</a>\"}", plain);

            string escaped = BentoJson.Serialize(value, new BentoJsonOptions { EscapeHtml = true });
            foreach (char c in "<>&'")
                Assert.DoesNotContain(c.ToString(), escaped.Substring(10), StringComparison.Ordinal);
            Assert.Contains("\\u003c", escaped, StringComparison.OrdinalIgnoreCase);
            Assert.Contains("\\u0026", escaped, StringComparison.OrdinalIgnoreCase);
            Assert.Contains("\\u0027", escaped, StringComparison.OrdinalIgnoreCase);
            Assert.Equal(value.Value, BentoJson.Deserialize<StringBox>(escaped).Value);
            Assert.Equal(value.Value, System.Text.Json.JsonSerializer.Deserialize<StringBox>(escaped)!.Value);
        }

        [Fact]
        public void IgnoreNullValues_skips_null_members_only()
        {
            var options = new BentoJsonOptions { IgnoreNullValues = true };
            string json = BentoJson.Serialize(new Sparse(), options);
            Assert.Equal("{\"Number\":0,\"Flag\":false,\"Ratio\":0,\"Where\":{\"X\":0,\"Y\":0},\"Color\":0}", json);
            Assert.Equal("{\"Number\":0,\"Text\":\"\",\"Flag\":false,\"Ratio\":0,\"Maybe\":0,\"Where\":{\"X\":0,\"Y\":0},\"List\":[],\"Color\":0}",
                BentoJson.Serialize(new Sparse { Text = "", Maybe = 0, List = new List<int>() }, options));
            Assert.Equal("{\"Value\":null}", BentoJson.Serialize(new StringBox()));
        }

        [Fact]
        public void IgnoreDefaultValues_skips_defaults()
        {
            var options = new BentoJsonOptions { IgnoreDefaultValues = true };
            Assert.Equal("{}", BentoJson.Serialize(new Sparse(), options));
            Assert.Equal("{\"Number\":1,\"Flag\":true,\"Ratio\":0.5,\"Maybe\":0,\"Where\":{\"X\":0,\"Y\":1},\"Color\":2}",
                BentoJson.Serialize(new Sparse { Number = 1, Flag = true, Ratio = 0.5, Maybe = 0, Where = new Point { Y = 1 }, Color = Color.Green }, options));

            // Defaults that are left out read back as defaults.
            var value = new Sparse { Number = 5 };
            DeepEqual.Assert(value, BentoJson.Deserialize<Sparse>(BentoJson.Serialize(value, options)));
        }

        [Fact]
        public void NaN_and_infinities_are_errors_by_default()
        {
            foreach (double d in new[] { double.NaN, double.PositiveInfinity, double.NegativeInfinity })
            {
                var e = Assert.Throws<BentoJsonException>(() => BentoJson.Serialize(new Floats { Double = d }));
                Assert.Equal(-1, e.BytePosition);
            }
            Assert.Throws<BentoJsonException>(() => BentoJson.Serialize(new Floats { Single = float.NaN }));
            Assert.Throws<BentoJsonException>(() => BentoJson.Serialize(new Floats { Maybe = double.PositiveInfinity }));
            Assert.Throws<BentoJsonException>(() => BentoJson.Deserialize<Floats>("{\"Double\":\"NaN\"}"));
            Assert.Throws<BentoJsonException>(() => BentoJson.Deserialize<Floats>("{\"Double\":NaN}"));
            Assert.Throws<BentoJsonException>(() => BentoJson.Deserialize<Floats>("{\"Double\":Infinity}"));
            Assert.Throws<BentoJsonException>(() => BentoJson.Deserialize<Floats>("{\"Single\":\"-Infinity\"}"));
        }

        [Fact]
        public void Named_float_literals_as_strings()
        {
            var options = new BentoJsonOptions { FloatHandling = BentoFloatHandling.NamedLiteralsAsStrings };
            var value = new Floats { Double = double.NaN, Single = float.PositiveInfinity, Maybe = double.NegativeInfinity };
            string json = BentoJson.Serialize(value, options);
            Assert.Equal("{\"Double\":\"NaN\",\"Single\":\"Infinity\",\"Maybe\":\"-Infinity\"}", json);
            var back = BentoJson.Deserialize<Floats>(json, options);
            Assert.True(double.IsNaN(back.Double));
            Assert.True(float.IsPositiveInfinity(back.Single));
            Assert.True(back.Maybe.HasValue && double.IsNegativeInfinity(back.Maybe.Value));

            var other = BentoJson.Deserialize<Floats>("{\"Double\":\"-Infinity\",\"Single\":\"NaN\",\"Maybe\":\"Infinity\"}", options);
            Assert.True(double.IsNegativeInfinity(other.Double));
            Assert.True(float.IsNaN(other.Single));
            Assert.True(other.Maybe.HasValue && double.IsPositiveInfinity(other.Maybe.Value));

            // Ordinary numbers are still numbers, and no other strings are accepted.
            Assert.Equal("{\"Double\":1.5,\"Single\":0,\"Maybe\":null}", BentoJson.Serialize(new Floats { Double = 1.5 }, options));
            Assert.Throws<BentoJsonException>(() => BentoJson.Deserialize<Floats>("{\"Double\":\"nan\"}", options));
            Assert.Throws<BentoJsonException>(() => BentoJson.Deserialize<Floats>("{\"Double\":\"1.5\"}", options));
        }

        [Fact]
        public void Lone_surrogates_are_errors_by_default()
        {
            foreach (string s in new[] { "\ud800", "a\udc00b", "\ud83d", "x\ude00" })
            {
                var e = Assert.Throws<BentoJsonException>(() => BentoJson.Serialize(new StringBox { Value = s }));
                Assert.Equal(-1, e.BytePosition);
            }
            Assert.Throws<BentoJsonException>(() => BentoJson.Serialize(new Dictionaries { ByString = new Dictionary<string, int> { ["\ud800"] = 1 } }));
            Assert.Throws<BentoJsonException>(() => BentoJson.Deserialize<StringBox>("{\"Value\":\"\\ud800\"}"));
            Assert.Throws<BentoJsonException>(() => BentoJson.Deserialize<StringBox>("{\"Value\":\"\\udc00\\ud800\"}"));
            Assert.Throws<BentoJsonException>(() => BentoJson.Deserialize<StringBox>("{\"Value\":\"\\ud800x\"}"));
        }

        [Fact]
        public void Lone_surrogates_replaced_when_asked()
        {
            var options = new BentoJsonOptions { InvalidTextHandling = BentoInvalidTextHandling.Replace };
            string json = BentoJson.Serialize(new StringBox { Value = "a\ud800b\udc00" }, options);
            Assert.Equal("a\uFFFDb\uFFFD", BentoJson.Deserialize<StringBox>(json).Value);
            Assert.Equal("a\uFFFDb\uFFFD", System.Text.Json.JsonSerializer.Deserialize<StringBox>(json)!.Value);

            Assert.Equal("\uFFFD", BentoJson.Deserialize<StringBox>("{\"Value\":\"\\ud800\"}", options).Value);
            Assert.Equal("x\uFFFDy", BentoJson.Deserialize<StringBox>("{\"Value\":\"x\\udc00y\"}", options).Value);
            // A valid pair is not touched.
            Assert.Equal("😀", BentoJson.Deserialize<StringBox>("{\"Value\":\"\\ud83d\\ude00\"}", options).Value);
        }

        [Fact]
        public void Comments_only_when_allowed()
        {
            string json = "/* head */ {\"A\" /* c */ : 1, // line\n \"B\": \"x\" /* tail */ } // end";
            Assert.Throws<BentoJsonException>(() => BentoJson.Deserialize<Pair>(json));
            Assert.Throws<BentoJsonException>(() => BentoJson.Validate(Check.Utf8(json)));
            var options = new BentoJsonOptions { AllowComments = true };
            var value = BentoJson.Deserialize<Pair>(json, options);
            Assert.Equal(1, value.A);
            Assert.Equal("x", value.B);
            BentoJson.Validate(Check.Utf8(json), options);
            Assert.Throws<BentoJsonException>(() => BentoJson.Validate(Check.Utf8("[1 /* unterminated"), options));
        }

        [Fact]
        public void Trailing_commas_only_when_allowed()
        {
            Assert.Throws<BentoJsonException>(() => BentoJson.Deserialize<Pair>("{\"A\":1,}"));
            Assert.Throws<BentoJsonException>(() => BentoJson.Deserialize<Collections>("{\"Array\":[1,2,]}"));
            var options = new BentoJsonOptions { AllowTrailingCommas = true };
            Assert.Equal(1, BentoJson.Deserialize<Pair>("{\"A\":1,}", options).A);
            Assert.Equal(new[] { 1, 2 }, BentoJson.Deserialize<Collections>("{\"Array\":[1,2,],}", options).Array);
            // One trailing comma, not an empty element or two commas.
            Assert.Throws<BentoJsonException>(() => BentoJson.Deserialize<Collections>("{\"Array\":[1,2,,]}", options));
            Assert.Throws<BentoJsonException>(() => BentoJson.Deserialize<Collections>("{\"Array\":[,]}", options));
            Assert.Throws<BentoJsonException>(() => BentoJson.Deserialize<Pair>("{,}", options));
            BentoJson.Validate(Check.Utf8("[1,{\"a\":[],},]"), options);
            Assert.False(BentoJson.IsValid(Check.Utf8("[1,{\"a\":[],},]")));
        }

        [Fact]
        public void Unknown_members_are_skipped_unless_rejected()
        {
            string json = "{\"A\":1,\"Unknown\":{\"deep\":[1,2,{\"x\":null}]},\"B\":\"b\",\"Other\":[]}";
            var value = BentoJson.Deserialize<Pair>(json);
            Assert.Equal(1, value.A);
            Assert.Equal("b", value.B);
            var e = Assert.Throws<BentoJsonException>(() => BentoJson.Deserialize<Pair>(json, new BentoJsonOptions { RejectUnknownMembers = true }));
            Assert.Contains("Unknown", e.Message, StringComparison.Ordinal);
            Assert.InRange(e.BytePosition, json.IndexOf("\"Unknown\"", StringComparison.Ordinal), json.IndexOf("{\"deep\"", StringComparison.Ordinal));
        }

        [Fact]
        public void Duplicate_members_last_wins_unless_rejected()
        {
            string json = "{\"A\":1,\"B\":\"x\",\"A\":2}";
            Assert.Equal(2, BentoJson.Deserialize<Pair>(json).A);
            var e = Assert.Throws<BentoJsonException>(() => BentoJson.Deserialize<Pair>(json, new BentoJsonOptions { RejectDuplicateMembers = true }));
            Assert.Contains("A", e.Reason, StringComparison.Ordinal);
            Assert.Equal(1, BentoJson.Deserialize<Pair>("{\"A\":1,\"B\":\"x\"}", new BentoJsonOptions { RejectDuplicateMembers = true }).A);

            // Escaped and plain spellings of one name are the same member.
            Assert.Throws<BentoJsonException>(() => BentoJson.Deserialize<Pair>("{\"A\":1,\"\\u0041\":2}", new BentoJsonOptions { RejectDuplicateMembers = true }));
        }

        [Fact]
        public void MaxDepth_applies_to_validation_and_skipping()
        {
            var three = new BentoJsonOptions { MaxDepth = 3 };
            BentoJson.Validate(Check.Utf8("[[[1]]]"), three);
            Assert.Throws<BentoJsonException>(() => BentoJson.Validate(Check.Utf8("[[[[1]]]]"), three));
            BentoJson.Validate(Check.Utf8("{\"a\":{\"b\":[]}}"), three);
            Assert.Throws<BentoJsonException>(() => BentoJson.Validate(Check.Utf8("{\"a\":{\"b\":[{}]}}"), three));

            // An unknown member's value is skipped, but not past the depth limit.
            Assert.Equal(1, BentoJson.Deserialize<Pair>("{\"A\":1,\"x\":[[1]]}", three).A);
            Assert.Throws<BentoJsonException>(() => BentoJson.Deserialize<Pair>("{\"A\":1,\"x\":[[[1]]]}", three));

            Assert.True(BentoJson.IsValid(Check.Utf8(new string('[', 64) + new string(']', 64))));
            Assert.False(BentoJson.IsValid(Check.Utf8(new string('[', 65) + new string(']', 65))));
        }

        [Fact]
        public void Missing_required_member_is_an_error()
        {
            var e = Assert.Throws<BentoJsonException>(() => BentoJson.Deserialize<WithRequired>("{\"Id\":1}"));
            Assert.Contains("Name", e.Reason, StringComparison.Ordinal);
        }
    }
}
