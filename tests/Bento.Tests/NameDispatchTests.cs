using System;
using System.Collections.Generic;
using System.Text;
using Bento.Tests.Infrastructure;
using Xunit;

namespace Bento.Tests
{
    /// <summary>
    /// Names the generated member loop must tell apart: it switches on the length, then compares the name as one to
    /// eight-byte loads (names of one length share the first), the last load overlapping. These names share lengths and
    /// first loads and differ only in one byte at each boundary of those loads.
    /// </summary>
    [BentoObject]
    public partial class LookAlikeNames
    {
        [BentoName("a")] public int One { get; set; }
        [BentoName("abcdefg")] public int Seven { get; set; }
        [BentoName("abcdefgh")] public int Eight { get; set; }
        [BentoName("abcdefgi")] public int EightOther { get; set; }
        [BentoName("abcdefgh1")] public int Nine { get; set; }
        [BentoName("abcdefgh2")] public int NineOther { get; set; }
        [BentoName("abcdefghijklmnop")] public int Sixteen { get; set; }
        [BentoName("abcdefghijklmnoq")] public int SixteenOther { get; set; }
        [BentoName("abcdefghXjklmnop")] public int SixteenMiddle { get; set; }
        [BentoName("abcdefghijklmnopq")] public int Seventeen { get; set; }
        [BentoName("abcdefghijklmnopqrstuvwxyz0123456789")] public int ThirtySix { get; set; }
        [BentoName("abcdefghijklmnopqrstuvwxyz0123456788")] public int ThirtySixOther { get; set; }
        [BentoName("abcdefghijklmnopqrstuvwxyZ0123456789")] public int ThirtySixMiddle { get; set; }
        [BentoName("\u00e9t\u00e9")] public int Accented { get; set; }
        [BentoName("\u65e5\u672c\u8a9e")] public int Japanese { get; set; }
    }

    /// <summary>Holds <see cref="LookAlikeNames"/> and members named as its first two.</summary>
    [BentoObject]
    public partial class LookAlikeHolder
    {
        [BentoName("x")] public LookAlikeNames? Inner { get; set; }
        [BentoName("abcdefg")] public int Seven { get; set; }
        [BentoName("a")] public int One { get; set; }
    }

    public class NameDispatchTests
    {
        public static IEnumerable<object[]> NamedFormats() => TestFormat.OwnLayoutNames();

        private static LookAlikeNames Numbered() => new LookAlikeNames
        {
            One = 1, Seven = 7, Eight = 8, EightOther = 80, Nine = 9, NineOther = 90, Sixteen = 16, SixteenOther = 160,
            SixteenMiddle = 161, Seventeen = 17, ThirtySix = 36, ThirtySixOther = 360, ThirtySixMiddle = 361, Accented = 2,
            Japanese = 3,
        };

        [Theory]
        [MemberData(nameof(NamedFormats))]
        public void Each_name_reaches_its_own_member(string name)
        {
            var format = TestFormat.Named(name);
            var back = format.Deserialize<LookAlikeNames>(format.Serialize(Numbered()));
            Assert.Equal(Numbered().ToJson(), back.ToJson());
        }

        [Theory]
        [MemberData(nameof(NamedFormats))]
        public void A_name_that_differs_in_any_eight_byte_load_matches_nothing(string name)
        {
            var format = TestFormat.Named(name);
            // Same length and head as a member, another byte at the end, in the middle, or one byte more or less.
            string[] strangers =
            {
                "b", "abcdefh", "abcdefgj", "abcdefgh3", "abcdefghijklmnoz", "abcdefghYjklmnop", "abcdefghijklmnopr",
                "abcdefghijklmnopqrstuvwxyz012345678", "abcdefghijklmnopqrstuvwxyz0123456787",
                "abcdefghijklmnopqrstuvwxYz0123456789", "\u00e9t\u00e8", "\u65e5\u672c\u8a9f", "abcdefgh12",
            };
            var json = new StringBuilder("{");
            for (int i = 0; i < strangers.Length; i++)
                json.Append('"').Append(strangers[i]).Append("\":").Append(i + 100).Append(',');
            json.Append("\"abcdefgh2\":5}");
            var read = format.Deserialize<LookAlikeNames>(format.FromPlainJson(json.ToString()));
            Assert.Equal(new LookAlikeNames { NineOther = 5 }.ToJson(), read.ToJson());
        }

        [Theory]
        [MemberData(nameof(NamedFormats))]
        public void A_repeated_look_alike_is_a_duplicate_only_when_it_is_the_same_name(string name)
        {
            var format = TestFormat.Named(name);
            var options = RejectingDuplicates(format);
            byte[] distinct = format.FromPlainJson("{\"abcdefgh1\":1,\"abcdefgh2\":2,\"abcdefghijklmnop\":3,\"abcdefghijklmnoq\":4}");
            byte[] repeated = format.FromPlainJson("{\"abcdefgh1\":1,\"abcdefghijklmnop\":3,\"abcdefgh1\":2}");
            Assert.Equal(2, Read(format, distinct, options).NineOther);
            Assert.Contains("abcdefgh1", format.Fails(() => Read(format, repeated, options)).Reason);
        }

        // JSON member names are found by one 16-byte look at the bytes after the opening quote when the closing quote is
        // there with no escape or control byte before it; any other name goes through the general string scan. These
        // put the escape, the control byte and the closing quote at every place around the edge of that look.
        public static IEnumerable<object[]> EscapePlaces()
        {
            foreach (string member in new[] { "a", "abcdefg", "abcdefghijklmnop", "abcdefghijklmnopq" })
            {
                for (int at = 0; at < member.Length; at++)
                    yield return new object[] { member, at };
            }
        }

        [Theory]
        [MemberData(nameof(EscapePlaces))]
        public void A_json_name_with_an_escape_anywhere_reads_as_its_text(string member, int at)
        {
            string escaped = member.Substring(0, at) + "\\u00" + ((int)member[at]).ToString("x2") + member.Substring(at + 1);
            string json = "{\"" + escaped + "\":42, \"abcdefgh1\":1}";
            var read = BentoJson.Deserialize<LookAlikeNames>(Encoding.UTF8.GetBytes(json));
            var expected = BentoJson.Deserialize<LookAlikeNames>(Encoding.UTF8.GetBytes("{\"" + member + "\":42, \"abcdefgh1\":1}"));
            Assert.Equal(expected.ToJson(), read.ToJson());
            Assert.Contains("42", read.ToJson());
        }

        [Theory]
        [MemberData(nameof(EscapePlaces))]
        public void A_control_byte_in_a_json_name_is_reported_where_it_is(string member, int at)
        {
            string json = "{\"" + member.Substring(0, at) + "\u0001" + member.Substring(at + 1) + "\":42, \"abcdefgh1\":1}";
            var error = Assert.Throws<BentoJsonException>(() => BentoJson.Deserialize<LookAlikeNames>(Encoding.UTF8.GetBytes(json)));
            Assert.Equal(2 + at, error.BytePosition);
            Assert.Contains("The control character U+0001 must be escaped in a string.", error.Message);
        }

        [Fact]
        public void Json_names_of_every_length_around_sixteen_bytes_read_at_the_end_of_the_input_too()
        {
            // The closing quote at the last place of the 16-byte look, just past it, and with fewer than 16 bytes left.
            Assert.Equal(16, BentoJson.Deserialize<LookAlikeNames>(Encoding.UTF8.GetBytes("{\"abcdefghijklmnop\":16}")).Sixteen);
            Assert.Equal(17, BentoJson.Deserialize<LookAlikeNames>(Encoding.UTF8.GetBytes("{\"abcdefghijklmnopq\":17}")).Seventeen);
            Assert.Equal(7, BentoJson.Deserialize<LookAlikeNames>(Encoding.UTF8.GetBytes("{\"abcdefg\":7}")).Seven);
            Assert.Equal(1, BentoJson.Deserialize<LookAlikeNames>(Encoding.UTF8.GetBytes("{\"a\":1}")).One);
            var unclosed = Assert.Throws<BentoJsonException>(() => BentoJson.Deserialize<LookAlikeNames>(Encoding.UTF8.GetBytes("{\"abcdefghijklmnopqrstuvwxyz")));
            Assert.Equal(1, unclosed.BytePosition);
        }

        // After each member the generated loop compares the next bytes with the name of the member its writer writes next,
        // as written (JSON: a comma, the name in quotes, the colon; a MessagePack map: the key's str) and, when they are
        // equal, reads that member without the dispatch. These read documents that follow the declared order, depart from
        // it, or are cut, and compare with the dispatch's answer: the JSON document with a space after every comma, which
        // the comparison never takes.
        private static IEnumerable<(string Name, string Value)> NumberedMembers()
        {
            string json = Numbered().ToJson();
            var document = System.Text.Json.JsonDocument.Parse(json);
            foreach (var property in document.RootElement.EnumerateObject())
                yield return (property.Name, property.Value.GetRawText());
        }

        private static string Compact(IEnumerable<(string Name, string Value)> members, string separator = ",")
        {
            var json = new StringBuilder("{");
            foreach (var (name, value) in members)
            {
                if (json.Length > 1)
                    json.Append(separator);
                json.Append(Quote(name)).Append(':').Append(value);
            }
            return json.Append('}').ToString();
        }

        // As Bento writes names: non-ASCII text as is.
        private static string Quote(string name) => System.Text.Json.JsonSerializer.Serialize(
            name, new System.Text.Json.JsonSerializerOptions { Encoder = System.Text.Encodings.Web.JavaScriptEncoder.UnsafeRelaxedJsonEscaping });

        private static LookAlikeNames ReadJson(string json, BentoJsonOptions? options = null) =>
            BentoJson.Deserialize(Encoding.UTF8.GetBytes(json), LookAlikeNames.BentoJsonCodec.Instance, options);

        public static IEnumerable<object[]> MemberPlaces()
        {
            int count = new List<(string, string)>(NumberedMembers()).Count;
            foreach (var format in TestFormat.OwnLayout)
            {
                for (int i = 0; i < count; i++)
                    yield return new object[] { format.Name, i };
            }
        }

        private static string ReadIn(TestFormat format, string json) => format.Deserialize<LookAlikeNames>(format.FromPlainJson(json)).ToJson();

        [Fact]
        public void Json_members_in_declared_order_read_as_through_the_dispatch()
        {
            var members = new List<(string Name, string Value)>(NumberedMembers());
            Assert.Equal(Numbered().ToJson(), Compact(members));
            string expected = Numbered().ToJson();
            Assert.Equal(expected, ReadJson(Compact(members)).ToJson());
            Assert.Equal(expected, ReadJson(Compact(members, ", ")).ToJson());
            Assert.Equal(expected, ReadJson(Compact(members, ",\n  ")).ToJson());
            members.Reverse();
            Assert.Equal(expected, ReadJson(Compact(members)).ToJson());
        }

        [Theory]
        [MemberData(nameof(MemberPlaces))]
        public void Members_out_of_declared_order_at_any_place_read_as_through_the_dispatch(string formatName, int at)
        {
            var format = TestFormat.Named(formatName);
            var members = new List<(string Name, string Value)>(NumberedMembers());

            // One member left out: the name that follows is not the one declared next.
            var without = new List<(string Name, string Value)>(members);
            without.RemoveAt(at);
            Assert.Equal(ReadJson(Compact(without, ", ")).ToJson(), ReadIn(format, Compact(without)));
            Assert.NotEqual(Numbered().ToJson(), ReadIn(format, Compact(without)));

            // Replaced by an unknown name of the same length in its first character's bytes.
            var unknown = new List<(string Name, string Value)>(members);
            string name = members[at].Name;
            unknown[at] = ("~" + name.Substring(1), members[at].Value);
            Assert.Equal(ReadJson(Compact(unknown, ", ")).ToJson(), ReadIn(format, Compact(unknown)));

            // Repeated right after itself, where the member declared after it is expected.
            var repeated = new List<(string Name, string Value)>(members);
            repeated.Insert(at + 1, (name, "12345"));
            Assert.Equal(ReadJson(Compact(repeated, ", ")).ToJson(), ReadIn(format, Compact(repeated)));
            Assert.Contains("12345", ReadIn(format, Compact(repeated)));
            if (!format.IsJson)
                return;

            // JSON: the member written with an escape in its name.
            string escapedJson = Compact(members).Replace("," + Quote(name) + ":", ",\"\\u" + ((int)name[0]).ToString("x4") + name.Substring(1) + "\":");
            if (at > 0)
                Assert.NotEqual(Compact(members), escapedJson);
            Assert.Equal(Numbered().ToJson(), ReadIn(format, escapedJson));

            // JSON: another byte in place of the comma before it.
            if (at > 0 && format == TestFormat.Json)
            {
                byte[] bad = Encoding.UTF8.GetBytes(Compact(members));
                int comma = Encoding.UTF8.GetByteCount(Compact(members.GetRange(0, at))) - 1;
                Assert.Equal((byte)',', bad[comma]);
                bad[comma] = (byte)';';
                var error = Assert.Throws<BentoJsonException>(() => BentoJson.Deserialize(bad, LookAlikeNames.BentoJsonCodec.Instance));
                Assert.Equal(comma, error.BytePosition);
                Assert.Contains("Expected ',' or '}'", error.Reason);
            }
        }

        [Theory]
        [MemberData(nameof(NamedFormats))]
        public void A_member_repeated_in_declared_order_is_a_duplicate(string formatName)
        {
            // After "a" the loop expects "abcdefg", declared next, and it is there: a duplicate all the same.
            var format = TestFormat.Named(formatName);
            var options = RejectingDuplicates(format);
            byte[] data = format.FromPlainJson("{\"abcdefg\":2,\"a\":3,\"abcdefg\":4}");
            Assert.Contains("'abcdefg'", format.Fails(() => Read(format, data, options)).Reason);
            var last = format.Deserialize<LookAlikeNames>(data);
            Assert.Equal(3, last.One);
            Assert.Equal(4, last.Seven);
        }

        [Theory]
        [MemberData(nameof(NamedFormats))]
        public void The_next_declared_name_after_the_end_of_an_object_belongs_to_its_parent(string formatName)
        {
            // A MessagePack map ends by its count, not by a byte: the key after its last member, which is the member's
            // declared successor here, is the parent's; so is the key after an empty map, named as its first member.
            var format = TestFormat.Named(formatName);
            var read = format.Deserialize<LookAlikeHolder>(format.FromPlainJson("{\"x\":{\"a\":1},\"abcdefg\":7}"));
            Assert.Equal(1, read.Inner!.One);
            Assert.Equal(0, read.Inner.Seven);
            Assert.Equal(7, read.Seven);

            // An empty object, then the name of its first member.
            read = format.Deserialize<LookAlikeHolder>(format.FromPlainJson("{\"x\":{},\"a\":5}"));
            Assert.Equal(0, read.Inner!.One);
            Assert.Equal(5, read.One);
        }

        [Fact]
        public void A_json_member_repeated_in_declared_order_is_reported_where_the_dispatch_reports_it()
        {
            // After "a" the loop expects "abcdefg", declared next, and it is there: a duplicate all the same.
            string json = "{\"abcdefg\":2,\"a\":3,\"abcdefg\":4}";
            var options = new BentoJsonOptions { RejectDuplicateMembers = true };
            var error = Assert.Throws<BentoJsonException>(() => ReadJson(json, options));
            Assert.Contains("'abcdefg'", error.Message);
            Assert.Equal(json.LastIndexOf("\"abcdefg\":", System.StringComparison.Ordinal) + 10, error.BytePosition);
            var spaced = Assert.Throws<BentoJsonException>(() => ReadJson(json.Replace(",", ", "), options));
            Assert.Equal((error.Reason, error.Path), (spaced.Reason, spaced.Path));
            Assert.Equal(json.Replace(",", ", ").LastIndexOf("\"abcdefg\":", System.StringComparison.Ordinal) + 10, spaced.BytePosition);
            var last = ReadJson(json);
            Assert.Equal(3, last.One);
            Assert.Equal(4, last.Seven);
        }

        [Fact]
        public void Json_in_declared_order_cut_anywhere_is_reported_within_the_input()
        {
            byte[] json = Encoding.UTF8.GetBytes(Numbered().ToJson());
            for (int length = 0; length < json.Length; length++)
            {
                var error = Assert.Throws<BentoJsonException>(() => BentoJson.Deserialize(json.AsSpan(0, length), LookAlikeNames.BentoJsonCodec.Instance));
                Assert.True(error.BytePosition >= 0 && error.BytePosition <= length, length + ": " + error.Message);
            }
        }

        private static object RejectingDuplicates(TestFormat format) => format.IsJson
            ? new BentoJsonOptions { RejectDuplicateMembers = true }
            : new BentoMessagePackOptions { RejectDuplicateMembers = true };

        private static LookAlikeNames Read(TestFormat format, byte[] data, object options) => options switch
        {
            BentoJsonOptions json when format == TestFormat.HintedJson => BentoHintedJson.Deserialize(data, LookAlikeNames.BentoJsonCodec.Instance, json),
            BentoJsonOptions json => BentoJson.Deserialize(data, LookAlikeNames.BentoJsonCodec.Instance, json),
            _ => BentoMessagePack.Deserialize(data, LookAlikeNames.BentoMsgPackCodec.Instance, (BentoMessagePackOptions)options),
        };
    }
}
