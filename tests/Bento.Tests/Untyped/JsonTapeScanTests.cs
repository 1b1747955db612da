using System;
using System.Collections.Generic;
using System.IO;
using System.Linq;
using System.Text;
using Bento.Json;
using Bento.Tests.Conformance;
using Bento.Tests.Infrastructure;
using Xunit;

namespace Bento.Tests.Untyped
{
    /// <summary>
    /// A JSON array or object is read into its tape by a one-pass scan, and by the reader where the scan gives up. The
    /// two must be indistinguishable: the same tape (bytes, rows, depth, flags) and reader state after it, or the same
    /// error (text, offset, line, column, path), for every input and every option, at the root and inside a document.
    /// </summary>
    public class JsonTapeScanTests
    {
        private static readonly BentoJsonOptions[] Options =
        {
            BentoJsonOptions.Default,
            new BentoJsonOptions { RejectDuplicateMembers = true },
            new BentoJsonOptions { InvalidTextHandling = BentoInvalidTextHandling.Replace },
            new BentoJsonOptions { AllowComments = true, AllowTrailingCommas = true },
            new BentoJsonOptions { MaxDepth = 3 },
            new BentoJsonOptions { MaxDepth = 200 },
        };

        /// <summary>What reading the next value as a tape gives, read the given way.</summary>
        internal static string Outcome(byte[] json, BentoJsonOptions options, bool hinted, bool inArray, JsonTapeBuilder.Way way)
        {
            var previous = JsonTapeBuilder.ReadWay;
            JsonTapeBuilder.ReadWay = way;
            try
            {
                var reader = inArray ? JsonReader.InsideRootArray(json, options, afterElement: false) : new JsonReader(json, options, hinted);
                int next = reader.PeekByte();
                if (next != '{' && next != '[') return "not a container";
                var tape = JsonTapeBuilder.ReadOrNull(ref reader);
                if (tape is null) return "scan gave up";
                return $"tape {Convert.ToBase64String(tape.Chunks.SelectMany(c => c).ToArray())} chunks {string.Join(",", tape.Chunks.Select(c => c.Length))} rows {string.Join(",", tape.Rows)} depth {tape.Depth} "
                    + $"escapes {tape.DecodedEscapes} repeats {tape.HasDuplicates} then at {reader.Position} depth {reader.CurrentDepth}";
            }
            catch (BentoJsonException e)
            {
                return $"error {e.Message} | {e.Reason} | {e.BytePosition} {e.Line}:{e.Column} {e.Path}";
            }
            finally
            {
                JsonTapeBuilder.ReadWay = previous;
            }
        }

        private static void AssertSameEverywhere(byte[] json)
        {
            foreach (var options in Options)
            {
                foreach (bool hinted in new[] { false, true })
                {
                    foreach (bool inArray in new[] { false, true })
                    {
                        if (hinted && inArray) continue;
                        string expected = Outcome(json, options, hinted, inArray, JsonTapeBuilder.Way.ReaderOnly);
                        string actual = Outcome(json, options, hinted, inArray, JsonTapeBuilder.Way.ScanThenReader);
                        Assert.True(expected == actual, $"input {Show(json)}, options #{Array.IndexOf(Options, options)}, hinted {hinted}, in an array {inArray}:\nreader: {expected}\nscan:   {actual}");
                    }
                }
            }
        }

        private static string Show(byte[] json) => json.Length > 200 ? $"({json.Length} bytes)" : BitConverter.ToString(json);

        private static bool Scans(string json, BentoJsonOptions? options = null) =>
            !Outcome(Encoding.UTF8.GetBytes(json), options ?? BentoJsonOptions.Default, false, false, JsonTapeBuilder.Way.ScanOnly).StartsWith("scan gave up", StringComparison.Ordinal);

        public static IEnumerable<object[]> EdgeCases()
        {
            string[] cases =
            {
                "{}", "[]", " [ ] ", "\t{\r\n}\n", "[1,2,3]", "{\"a\":1}", "{\"a\" : [ true , false , null ] , \"b\" :{ } }",
                "[0,-0,0.5,-1.25e+10,1E-5,123456789012345678901234567890,1e400]",
                "[01]", "[-]", "[1.]", "[1e]", "[1e+]", "[.5]", "[+1]", "[1.5.3]", "[0x1]", "[-01]", "[1 2]", "[1,]", "[,1]", "[1,,2]",
                "[tru]", "[truex]", "[nul]", "[nulll]", "[fals]", "[false1]", "[True]", "[NaN]", "[Infinity]",
                "{\"a\"}", "{\"a\":}", "{\"a\" 1}", "{a:1}", "{\"a\":1,}", "{,}", "{\"a\":1 \"b\":2}", "{\"a\":1]", "[1}", "{]",
                "[\"\\u00e9\\n\\t\\/\\\\\\\"\"]", "[\"\\ud83d\\ude00\"]", "[\"\\ud83d\"]", "[\"\\ude00\"]", "[\"\\ud83d\\u0041\"]",
                "[\"\\ud83d\\uzzzz\"]", "[\"\\ud83dx\"]", "[\"\\u12\"]", "[\"\\u12g4\"]", "[\"\\x\"]", "[\"\\", "[\"\\u",
                "[\"a\tb\"]", "[\"a\u0001b\"]", "[\"a\u007fb\"]", "[\"caf\u00e9 \u65e5\u672c \ud83d\ude00\"]",
                "{\"a\":1,\"a\":2}", "{\"a\":1,\"b\":{\"a\":2},\"a\":3}", "{\"a\\u0062\":1,\"ab\":2}", "{\"\\u0061\":1}",
                "{\"k\\ud800\":1}", "{\"\":1,\"\":2}", "{\"a\":[{\"a\":1},{\"a\":1}],\"b\":{\"b\":{\"b\":{}}}}",
                "[1] x", "[1]]", "{}{}", "[", "{", "[1", "{\"a\":1", "{\"a", "[\"abc", "[1,", "{\"a\":1,",
                "[1/*c*/,2]", "[1//c\n,2]", "[1,/*c*/]", "/*c*/[1]", "[1,2,]",
                "[[[[[[[[[[1]]]]]]]]]]", "[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[1]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]",
                "{\"a\":{\"b\":{\"c\":{\"d\":1}}}", "[{\"a\":[{\"b\":[{}]}]}]",
                "\ufeff[1]", "[1]\u0000", "[\u00a0]", "[1,\u00001]",
            };
            foreach (string json in cases) yield return new object[] { json };
        }

        [Theory]
        [MemberData(nameof(EdgeCases))]
        public void The_scan_and_the_reader_agree(string json)
        {
            AssertSameEverywhere(Encoding.UTF8.GetBytes(json));
        }

        [Fact]
        public void The_scan_and_the_reader_agree_on_bytes_that_are_not_UTF8()
        {
            byte[][] inputs =
            {
                new byte[] { (byte)'[', (byte)'"', 0xC3, (byte)'"', (byte)']' },
                new byte[] { (byte)'[', (byte)'"', 0xC3, 0xA9, (byte)'"', (byte)']' },
                new byte[] { (byte)'[', (byte)'"', 0xED, 0xA0, 0x80, (byte)'"', (byte)']' },
                new byte[] { (byte)'[', (byte)'"', 0xF0, 0x9F, 0x98, (byte)'"', (byte)']' },
                new byte[] { (byte)'[', (byte)'"', 0xFF, (byte)'"', (byte)']' },
                new byte[] { (byte)'{', (byte)'"', 0xC0, 0xAF, (byte)'"', (byte)':', (byte)'1', (byte)'}' },
                new byte[] { (byte)'[', (byte)'"', (byte)'a', (byte)'"', (byte)',', (byte)'"', 0x80, (byte)'"', (byte)']' },
                new byte[] { (byte)'[', 0xC3, 0xA9, (byte)']' },
                new byte[] { (byte)'[', (byte)'"', (byte)'\\', (byte)'n', 0xC3, (byte)'"', (byte)']' },
            };
            foreach (var json in inputs) AssertSameEverywhere(json);
        }

        [Fact]
        public void The_scan_and_the_reader_agree_on_mutated_documents()
        {
            string[] seeds =
            {
                "{\"id\":42,\"name\":\"caf\u00e9 \\u00e9\\n\",\"tags\":[\"a\",1.50,null,true,false],\"n\":{\"x\":-0.5e+3,\"y\":[[],{}]}}",
                "[{\"a\":1,\"b\":\"\\ud83d\\ude00\"},{\"a\":2,\"b\":\"x\"},{\"b\":\"y\",\"a\":3}]",
                "{\n  \"statuses\": [\n    {\n      \"text\": \"@a \\n\u65e5\u672c\",\n      \"id\": 505874924095815681,\n      \"f\": false\n    }\n  ]\n}",
            };

            // Bytes that matter to the grammar, to UTF-8 and to escapes, so that mutations reach every branch.
            byte[] alphabet = Encoding.ASCII.GetBytes("{}[]\":,\\/ \n\t\r0123456789-+.eEtrufalsenu")
                .Concat(new byte[] { 0x00, 0x1F, 0x7F, 0x80, 0xBF, 0xC3, 0xA9, 0xED, 0xA0, 0xF0, 0x9F, 0xFF })
                .ToArray();
            var random = new Random(20261125);
            foreach (string seed in seeds)
            {
                byte[] original = Encoding.UTF8.GetBytes(seed);
                for (int i = 0; i < 1500; i++)
                {
                    var json = original.ToList();
                    int edits = 1 + random.Next(3);
                    for (int e = 0; e < edits && json.Count > 0; e++)
                    {
                        int at = random.Next(json.Count);
                        switch (random.Next(3))
                        {
                            case 0:
                                json[at] = alphabet[random.Next(alphabet.Length)];
                                break;
                            case 1:
                                json.Insert(at, alphabet[random.Next(alphabet.Length)]);
                                break;
                            default:
                                json.RemoveAt(at);
                                break;
                        }
                    }

                    AssertSameEverywhere(json.ToArray());
                }
            }
        }

        [ConformanceTheory]
        [MemberData(nameof(JsonTestSuiteTests.AcceptFiles), MemberType = typeof(JsonTestSuiteTests))]
        [MemberData(nameof(JsonTestSuiteTests.RejectFiles), MemberType = typeof(JsonTestSuiteTests))]
        [MemberData(nameof(JsonTestSuiteTests.ImplementationDefinedFiles), MemberType = typeof(JsonTestSuiteTests))]
        public void The_scan_and_the_reader_agree_on_JSONTestSuite(string file)
        {
            AssertSameEverywhere(File.ReadAllBytes(Path.Combine(SharedData.ConformanceDirectory!, file)));
        }

        [CorpusTheory]
        [MemberData(nameof(BentoValueJsonTests.Corpora), MemberType = typeof(BentoValueJsonTests))]
        public void The_corpora_are_read_by_the_scan_alone(string file)
        {
            byte[] json = File.ReadAllBytes(SharedData.CorpusPath(file));
            string scanned = Outcome(json, BentoJsonOptions.Default, false, false, JsonTapeBuilder.Way.ScanOnly);
            Assert.StartsWith("tape ", scanned, StringComparison.Ordinal);
            Assert.Equal(Outcome(json, BentoJsonOptions.Default, false, false, JsonTapeBuilder.Way.ReaderOnly), scanned);
        }

        [Fact]
        public void The_scan_takes_plain_JSON_and_leaves_the_rest_to_the_reader()
        {
            // Taken: every token kind, whitespace, escapes in strings, UTF-8, members at any level up to the check depth.
            Assert.True(Scans("{\"a\" : [1, -2.5e3, \"\\u00e9\\n\\ud83d\\ude00\", true, false, null, {}, []],\n \"b\": \"caf\u00e9\"}"));
            Assert.True(Scans(new string('[', 32) + new string(']', 32)));
            Assert.True(Scans("{\"a\":1,\"b\":{\"a\":2}}", new BentoJsonOptions { RejectDuplicateMembers = true }));
            Assert.True(Scans("[\"\\u00e9\"]", new BentoJsonOptions { InvalidTextHandling = BentoInvalidTextHandling.Replace }));

            // Left to the reader: errors, and what the reader alone handles exactly.
            Assert.False(Scans("[1,]"));
            Assert.False(Scans("[1,]", new BentoJsonOptions { AllowTrailingCommas = true }));
            Assert.False(Scans("[1/*c*/]", new BentoJsonOptions { AllowComments = true }));
            Assert.False(Scans("{\"a\":1,\"a\":2}"));
            Assert.False(Scans("{\"a\\u0062\":1}"));
            Assert.False(Scans("[\"\\ud800\"]", new BentoJsonOptions { InvalidTextHandling = BentoInvalidTextHandling.Replace }));
            Assert.False(Scans(new string('[', 33) + new string(']', 33), new BentoJsonOptions { MaxDepth = 100 }));
            Assert.False(Scans("[[[1]]]", new BentoJsonOptions { MaxDepth = 2 }));
            Assert.False(Scans("[\"\u00e9\u0001\"]"));
        }

        [Fact]
        public void Objects_with_many_members_find_a_repeat_anywhere()
        {
            // Past the first name table size, and with names that share their first and last bytes.
            for (int members = 1; members <= 300; members += 37)
            {
                var names = Enumerable.Range(0, members).Select(i => $"profile_{i}_color_of_the_thing").ToList();
                string unique = "{" + string.Join(",", names.Select((n, i) => $"\"{n}\":{i}")) + "}";
                AssertSameEverywhere(Encoding.UTF8.GetBytes(unique));
                Assert.True(Scans(unique));
                foreach (int repeat in new[] { 0, members / 2, members - 1 })
                {
                    string repeated = "{" + string.Join(",", names.Select((n, i) => $"\"{n}\":{i}")) + $",\"{names[repeat]}\":[\"again\"]" + "}";
                    AssertSameEverywhere(Encoding.UTF8.GetBytes(repeated));
                    Assert.False(Scans(repeated));
                }
            }
        }

        [Fact]
        public void The_reader_tells_how_many_levels_open_unchecked_and_moves_past_a_scanned_value()
        {
            byte[] json = Encoding.UTF8.GetBytes(" [1,[2]] , 3]");
            Assert.Equal(32, new JsonReader(json).UncheckedLevels);
            Assert.Equal(3, new JsonReader(json, new BentoJsonOptions { MaxDepth = 3 }).UncheckedLevels);
            Assert.Equal(31, JsonReader.InsideRootArray(json, BentoJsonOptions.Default, afterElement: false).UncheckedLevels);

            // Hinted JSON checks every container against its hints, so nothing opens unchecked.
            byte[] hinted = BentoHintedJson.FromJson(Encoding.UTF8.GetBytes("[1,[2]]"));
            var hintedReader = new JsonReader(hinted, BentoJsonOptions.Default, hintedInput: true);
            Assert.True(hintedReader.UncheckedLevels <= 0);

            // Moved past "[1,[2]]" as if it had read it: a comma is now expected before the next value.
            var reader = JsonReader.InsideRootArray(json, BentoJsonOptions.Default, afterElement: false);
            Assert.Equal('[', reader.PeekByte());
            reader.SkipReadValue(8, 3);
            Assert.Equal(8, reader.Position);
            Assert.True(reader.ReadNextArrayElement());
            Assert.Equal(3, reader.ReadInt32());
            Assert.False(reader.ReadNextArrayElement());
        }

        [Fact]
        public void Values_read_inside_generated_types_and_streams_are_unchanged()
        {
            // Read through the reader's callers: a member of a generated type leaves the reader where the reader would.
            var list = BentoJson.Deserialize<List<BentoValue>>(" [ {\"a\" : [1, 2]} , [3] , 4 , {\"b\":{}} ] ");
            Assert.Equal("{\"a\":[1,2]}", list[0].ToJson());
            Assert.Equal("[3]", list[1].ToJson());
            Assert.Equal("{\"b\":{}}", list[3].ToJson());
            var error = Assert.Throws<BentoJsonException>(() => BentoJson.Deserialize<List<BentoValue>>("[{\"a\":1} {\"b\":2}]"));
            JsonTapeBuilder.ReadWay = JsonTapeBuilder.Way.ReaderOnly;
            try
            {
                var expected = Assert.Throws<BentoJsonException>(() => BentoJson.Deserialize<List<BentoValue>>("[{\"a\":1} {\"b\":2}]"));
                Assert.Equal(expected.Message, error.Message);
            }
            finally
            {
                JsonTapeBuilder.ReadWay = JsonTapeBuilder.Way.ScanThenReader;
            }
        }
    }
}
