using System;
using System.Collections.Generic;
using System.Globalization;
using System.IO;
using System.Linq;
using System.Text;
using Bento.Tests.Infrastructure;
using Xunit;

namespace Bento.Tests.Untyped
{
    /// <summary>
    /// JSON Lines whose records are mixed-type arrays, like a product catalogue export (amazon_cellphones): each line
    /// read as an untyped value and written back is the line minified, byte for byte.
    /// </summary>
    public class UntypedJsonLinesTests
    {
        /// <summary>
        /// A catalogue export: one product per line as an array of strings with escapes and non-ASCII text, integers,
        /// decimals with trailing zeros, exponents, nulls, booleans and nested arrays, with the whitespace of a
        /// pretty-printer that puts spaces after separators.
        /// </summary>
        internal static string Catalogue(int lines, int seed)
        {
            var random = new Random(seed);
            string[] words = { "Phone", "Caf\u00e9", "\\u00e9cran", "5G \\\"Pro\\\"", "\u65e5\u672c", "a\\/b", "Dual SIM\\tUnlocked", "\ud83d\udcf1" };
            var text = new StringBuilder();
            for (int line = 0; line < lines; line++)
            {
                text.Append("[\"B0").Append(random.Next(100000, 999999).ToString(CultureInfo.InvariantCulture)).Append("\", ");
                text.Append('"').Append(words[random.Next(words.Length)]).Append(' ').Append(words[random.Next(words.Length)]).Append("\", ");
                text.Append(random.Next(0, 5) == 0 ? "null" : (random.Next(100, 200000) / 100.0).ToString("0.00", CultureInfo.InvariantCulture)).Append(", ");
                text.Append(random.Next(0, 100000).ToString(CultureInfo.InvariantCulture)).Append(", ");
                text.Append(random.Next(0, 2) == 0 ? "4.5" : "3.0e0").Append(", ");
                text.Append('[');
                int related = random.Next(0, 4);
                for (int i = 0; i < related; i++)
                {
                    if (i > 0) text.Append(", ");
                    text.Append(i % 2 == 0 ? "\"B0" + random.Next(100000, 999999).ToString(CultureInfo.InvariantCulture) + "\"" : "[" + i.ToString(CultureInfo.InvariantCulture) + ", null, [\"nested\"]]");
                }

                text.Append("], ");
                text.Append(random.Next(0, 2) == 0 ? "true" : "false").Append(", ");
                text.Append(random.Next(0, 3) == 0 ? "-0" : "12345678901234567890123");
                text.Append("]\n");
            }

            return text.ToString();
        }

        private static void AssertLinesRoundTrip(byte[] jsonLines)
        {
            var expected = Encoding.UTF8.GetString(jsonLines)
                .Split('\n')
                .Where(l => l.Trim().Length > 0)
                .Select(l => Encoding.UTF8.GetString(BentoJson.Minify(Encoding.UTF8.GetBytes(l.TrimEnd('\r')))))
                .ToList();
            List<BentoValue> values;
            using (var input = new MemoryStream(jsonLines))
            {
                values = BentoJsonLines.Read(input, BentoValueCodecs.Json).ToList();
            }

            Assert.Equal(expected.Count, values.Count);
            for (int i = 0; i < values.Count; i++) Assert.Equal(expected[i], values[i].ToJson());

            using (var output = new MemoryStream())
            {
                BentoJsonLines.Write(output, values, BentoValueCodecs.Json);
                Assert.Equal(string.Join("\n", expected) + "\n", Encoding.UTF8.GetString(output.ToArray()));
            }
        }

        [Fact]
        public void Generated_catalogue_lines_round_trip_byte_identical_after_minification()
        {
            byte[] file = Encoding.UTF8.GetBytes(Catalogue(2000, 7));
            AssertLinesRoundTrip(file);

            var first = BentoJsonLines.Read(new MemoryStream(file), BentoValueCodecs.Json).First();
            Assert.Equal(BentoValueKind.Array, first.Kind);
            Assert.Equal(BentoValueKind.String, first[0].Kind);
            Assert.Equal(BentoValueKind.Array, first[5].Kind);
        }

        [Fact]
        public void The_real_catalogue_export_round_trips_when_present()
        {
            string? dir = SharedData.CorporaDirectory;
            string? path = dir == null ? null : Directory.GetFiles(dir, "amazon_cellphones*").FirstOrDefault();
            if (path == null)
            {
                // Not in the shared corpora: the generated file above stands in for it, and this says so in the output.
                Console.Error.WriteLine("NOTICE: amazon_cellphones not in the shared corpora; the generated catalogue test covers its shape.");
                return;
            }

            AssertLinesRoundTrip(File.ReadAllBytes(path));
        }
    }
}
