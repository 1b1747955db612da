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
            var options = format.IsJson
                ? (object)new BentoJsonOptions { RejectDuplicateMembers = true }
                : new BentoMessagePackOptions { RejectDuplicateMembers = true };
            byte[] distinct = format.FromPlainJson("{\"abcdefgh1\":1,\"abcdefgh2\":2,\"abcdefghijklmnop\":3,\"abcdefghijklmnoq\":4}");
            byte[] repeated = format.FromPlainJson("{\"abcdefgh1\":1,\"abcdefghijklmnop\":3,\"abcdefgh1\":2}");
            Assert.Equal(2, Read(format, distinct, options).NineOther);
            Assert.Contains("abcdefgh1", format.Fails(() => Read(format, repeated, options)).Reason);
        }

        private static LookAlikeNames Read(TestFormat format, byte[] data, object options) => options switch
        {
            BentoJsonOptions json when format == TestFormat.HintedJson => BentoHintedJson.Deserialize(data, LookAlikeNames.BentoJsonCodec.Instance, json),
            BentoJsonOptions json => BentoJson.Deserialize(data, LookAlikeNames.BentoJsonCodec.Instance, json),
            _ => BentoMessagePack.Deserialize(data, LookAlikeNames.BentoMsgPackCodec.Instance, (BentoMessagePackOptions)options),
        };
    }
}
