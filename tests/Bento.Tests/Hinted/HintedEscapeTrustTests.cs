using System.Collections.Generic;
using System.Globalization;
using System.Linq;
using System.Text;
using Xunit;

namespace Bento.Tests.Hinted
{
    /// <summary>
    /// A string hint is believed only for text without escapes. Each escape kind gets hints that would be right for the
    /// raw bytes (as if there were no escapes), for the decoded text, and off by one either way; the value read must be
    /// System.Text.Json's decoding of the same string in every case, by every hinted read path.
    /// </summary>
    public class HintedEscapeTrustTests
    {
        private static readonly string[] s_escaped =
        {
            "\\n", "\\\"", "\\\\", "\\/", "\\b\\f\\r\\t", "\\u0041", "\\u00e9", "\\u4e16", "\\ud83d\\ude00", "x\\u0000y",
        };

        public static IEnumerable<object[]> Escapes() => s_escaped.Select(e => new object[] { e });

        [Theory]
        [MemberData(nameof(Escapes))]
        public void A_hinted_string_with_escapes_reads_as_its_decoded_text(string escape)
        {
            // Long enough that a writer would hint it, with the escape at the start, middle and end.
            foreach (string raw in new[] { escape + new string('a', 140), new string('b', 70) + escape + new string('c', 70), new string('d', 140) + escape })
            {
                string expected = System.Text.Json.JsonSerializer.Deserialize<string>("\"" + raw + "\"")!;
                int rawBytes = Encoding.UTF8.GetByteCount(raw);
                foreach (int decoded in new[] { raw.Length, expected.Length, expected.Length + 1, expected.Length - 1, rawBytes })
                {
                    foreach (int bytes in new[] { rawBytes, rawBytes - 1, rawBytes + 1 })
                    {
                        string hint = "/*" + bytes.ToString(CultureInfo.InvariantCulture) + ":" + decoded.ToString(CultureInfo.InvariantCulture) + "*/";
                        byte[] document = Encoding.UTF8.GetBytes("/*bento-hinted-json:1*/{\"S\":" + hint + "\"" + raw + "\",\"A\":/*1:3*/[1]}");
                        string what = "hint " + hint + " on \"" + raw.Substring(0, System.Math.Min(raw.Length, 24)) + "...\"";
                        var read = BentoHintedJson.Deserialize<Truncation.TruncationTarget>(document);
                        Assert.True(expected == read.S, what + " read a different string");
                        var populated = new Truncation.TruncationTarget { S = "old" };
                        BentoHintedJson.Populate(document, ref populated);
                        Assert.True(expected == populated.S, what + " populated a different string");
                        string plain = Encoding.UTF8.GetString(BentoHintedJson.ToJson(document));
                        Assert.Equal(expected, System.Text.Json.JsonDocument.Parse(plain).RootElement.GetProperty("S").GetString());
                    }
                }
            }
        }
    }
}
