using System;
using System.Buffers;
using System.Globalization;
using System.Text;
using System.Text.Encodings.Web;
using System.Text.RegularExpressions;
using Bento.Json;
using Bento.Tests.Infrastructure;
using Xunit;

namespace Bento.Tests
{
    /// <summary>
    /// The writer checked against an independent one: random documents written call for call with Bento's
    /// <see cref="JsonWriter"/> and with System.Text.Json's <c>Utf8JsonWriter</c> (relaxed escaping, two-space indent,
    /// <c>\n</c> line ends) must give the same bytes, compact and indented. Only what both define the same way is
    /// written: no HTML escaping (System.Text.Json's HTML-safe encoder also escapes non-ASCII), no named floats. One
    /// difference is undone before comparing: System.Text.Json's encoders escape every character outside the Basic
    /// Multilingual Plane as a surrogate pair (<c>\uD83D\uDE00</c>), which Bento writes as its four UTF-8 bytes.
    /// </summary>
    public class JsonWriterOracleTests
    {
        private const int Documents = 2_000;

        // Text whose escaping both writers agree on: plain ASCII, each short escape, other control characters,
        // characters an HTML-safe writer would escape, two- three- and four-byte UTF-8.
        private static readonly string[] Pieces =
        {
            "a", "Z", "0", " ", "~", "/", "\"", "\\", "\n", "\r", "\t", "\b", "\f", "\u0001", "\u001a", "\u001f", "\u0000",
            "<", ">", "&", "'", "+", "`", "é", "\u00ff", "\u07ff", "日", "\uffee", "😀", "\U0001F9FF",
        };

        [Fact]
        public void Random_documents_match_System_Text_Json_byte_for_byte()
        {
            var random = new Random(77);
            for (int i = 0; i < Documents; i++)
            {
                int seed = random.Next();
                foreach (bool indented in new[] { false, true })
                {
                    string bento = WriteBento(seed, indented);
                    string stj = WriteStj(seed, indented);
                    if (bento != stj)
                        Assert.Fail("document " + i + " (seed " + seed + ", indented " + indented + ")\nBento:  " + bento + "\nSTJ:    " + stj);
                }
            }
        }

        [Theory]
        [InlineData(300)] // past the short-string buffer
        [InlineData(20_000)] // past one slice of long text
        [InlineData(70_000)] // several slices, and past the writer's first buffer
        public void Long_text_with_escapes_at_every_kind_of_place_matches(int length)
        {
            var random = new Random(length);
            for (int round = 0; round < 6; round++)
            {
                var text = new StringBuilder(length + 8);
                while (text.Length < length)
                {
                    // Mostly plain runs, an escape or a multi-byte character now and then, and a surrogate pair that may
                    // straddle a slice boundary.
                    text.Append('x', random.Next(0, 40 * (round + 1)));
                    text.Append(Pieces[random.Next(Pieces.Length)]);
                }

                string value = text.ToString();
                Assert.Equal(Stj(w => w.WriteStringValue(value)), Bento((ref JsonWriter w) => w.WriteString(value)));
                Assert.Equal(Stj(w => w.WriteStringValue(value)), Bento((ref JsonWriter w) => w.WriteStringUtf8(Encoding.UTF8.GetBytes(value))));
                Assert.Equal(Stj(w => { w.WriteStartObject(); w.WritePropertyName(value); w.WriteNullValue(); w.WriteEndObject(); }),
                    Bento((ref JsonWriter w) => { w.WriteStartObject(); w.WritePropertyName(value); w.WriteNull(); w.WriteEndObject(); }));
            }
        }

        [Fact]
        public void Short_text_with_one_char_to_escape_or_encode_anywhere_matches()
        {
            // Short plain ASCII is narrowed a few overlapping loads at a time and tested for escapes in the same pass:
            // every length around those loads (4, 8, 16 and 32 chars, and well past them), plain and then with one other
            // char at each position. A space and '~' are the plain chars next to those that are not.
            foreach (string other in new[] { "\"", "\\", "\n", "\u0000", "\u001f", " ", "~", "é", "\u0100", "日", "😀" })
            {
                for (int length = 0; length <= 70; length++)
                {
                    var plain = new StringBuilder();
                    for (int i = 0; i < length; i++) plain.Append((char)('0' + (i % 75)));
                    plain.Replace('\\', '!');
                    Check(plain.ToString());
                    for (int at = 0; at + other.Length <= length; at++)
                    {
                        var text = new StringBuilder(plain.ToString());
                        text.Remove(at, other.Length).Insert(at, other);
                        Check(text.ToString());
                    }
                }
            }

            // System.Text.Json escapes DEL and the C1 controls even when relaxed, so those are checked by reading back:
            // U+0080 is the first char whose low byte alone shows it is not ASCII.
            foreach (char other in new[] { '\u007f', '\u0080', '\u009f' })
            {
                for (int length = 1; length <= 70; length++)
                {
                    for (int at = 0; at < length; at++)
                    {
                        var text = new StringBuilder(new string('p', length));
                        text[at] = other;
                        string value = text.ToString();
                        byte[] json = BentoJson.SerializeToUtf8Bytes(value);
                        Assert.Equal(value, new UTF8Encoding(false, throwOnInvalidBytes: true).GetString(json, 1, json.Length - 2));
                        Assert.Equal(value, System.Text.Json.JsonDocument.Parse(json).RootElement.GetString());
                    }
                }
            }

            static void Check(string value) =>
                Assert.Equal(Stj(w => w.WriteStringValue(value)), Bento((ref JsonWriter w) => w.WriteString(value)));
        }

        [Theory]
        [InlineData(0)]
        [InlineData(1)]
        [InlineData(2)]
        public void A_surrogate_pair_at_a_slice_boundary_is_kept_whole(int shift)
        {
            // Long text is encoded in slices of 16,384 UTF-16 units; a pair whose high half is the last unit of a slice
            // must move to the next slice whole, or each half would be a lone surrogate on its own.
            string value = new string('x', 16_383 - shift) + "\U0001F600" + new string('y', 10) + "\U0001F9FF";
            Assert.Equal(Stj(w => w.WriteStringValue(value)), Bento((ref JsonWriter w) => w.WriteString(value)));
            var replace = new BentoJsonOptions { InvalidTextHandling = BentoInvalidTextHandling.Replace };
            Assert.Equal(value, BentoJson.Deserialize<string>(BentoJson.SerializeToUtf8Bytes(value, replace)));
        }

        [Fact]
        public void Long_strings_take_bounded_spans_and_keep_their_separators()
        {
            // Text longer than the short-string path goes out in slices: however long it is, the writer never asks the
            // output for more than one slice's worth (16,384 units at up to three bytes each), and each string after the
            // first still gets its comma (and, indented, its line).
            string[] values = { new string('a', 257), new string('b', 200_000), new string('\u00e9', 300) + "\"", new string('c', 256) };
            foreach (bool indented in new[] { false, true })
            {
                var stingy = new StingyBufferWriter();
                var writer = new JsonWriter(stingy, new BentoJsonOptions { Indented = indented });
                writer.WriteStartArray();
                foreach (string value in values)
                    writer.WriteString(value);
                writer.WriteStartObject();
                writer.WritePropertyName("k");
                writer.WriteString(values[0]);
                writer.WritePropertyName("l");
                writer.WriteString(values[2]);
                writer.WriteEndObject();
                writer.WriteEndArray();
                writer.Flush();
                Assert.InRange(stingy.LargestRequest, 1, 3 * 16_384);
                Assert.Equal(Stj(w =>
                {
                    w.WriteStartArray();
                    foreach (string value in values)
                        w.WriteStringValue(value);
                    w.WriteStartObject();
                    w.WriteString("k", values[0]);
                    w.WriteString("l", values[2]);
                    w.WriteEndObject();
                    w.WriteEndArray();
                }, indented), Encoding.UTF8.GetString(stingy.WrittenBytes));
            }
        }

        [Fact]
        public void Escaping_text_allocates_nothing()
        {
            // An escape moves the rest of the encoded text aside through a pooled buffer, which must go back to the pool.
            string shortText = "a\"b\\c\n" + new string('d', 40);
            string longText = new string('e', 600) + "\t" + new string('f', 600);
            var output = new ArrayBufferWriter<byte>(1 << 16);
            long bytes = Allocations.Measure(() =>
            {
                for (int i = 0; i < 50; i++)
                {
                    output.Clear();
                    var writer = new JsonWriter(output, BentoJsonOptions.Default);
                    writer.WriteStartArray();
                    writer.WriteString(shortText);
                    writer.WriteString(longText);
                    writer.WriteEndArray();
                    writer.Flush();
                }
            });
            Assert.Equal(0, bytes);
        }

        [Fact]
        public void Every_value_with_every_amount_of_room_left_in_the_span()
        {
            // The writer takes 4,096 bytes from the buffer at a time. A raw number of each length below that leaves each
            // amount of room before the next value, which must take a new span whenever what is left is too small.
            for (int kind = 0; kind < ValueKinds; kind++)
            {
                foreach (bool indented in new[] { false, true })
                {
                    for (int length = 4030; length <= 4094; length++)
                    {
                        int seed = (kind * 10_000) + length;
                        byte[] filler = new byte[length];
                        filler.AsSpan().Fill((byte)'1');
                        Bento((ref JsonWriter w) =>
                        {
                            w.WriteStartArray();
                            w.WriteRawValue(filler);
                            BentoValue(ref w, new Random(seed), 4, kind);
                            w.WriteEndArray();
                        }, indented);
                    }
                }
            }

            // The same before each kind of member name, the room left by a long name before it.
            for (int kind = 0; kind < NameKinds; kind++)
            {
                foreach (bool indented in new[] { false, true })
                {
                    for (int length = 4020; length <= 4092; length++)
                    {
                        int seed = (kind * 10_000) + length;
                        byte[] filler = Encoding.UTF8.GetBytes("\"" + new string('n', length - 3) + "\":");
                        Bento((ref JsonWriter w) =>
                        {
                            w.WriteStartObject();
                            w.WritePropertyName(filler);
                            w.WriteNull();
                            BentoName(ref w, new Random(seed), kind);
                            w.WriteNull();
                            w.WriteEndObject();
                        }, indented);
                    }
                }
            }
        }

        private delegate void BentoWrite(ref JsonWriter writer);

        private static string Bento(BentoWrite write, bool indented = false)
        {
            var output = new ArrayBufferWriter<byte>(16);
            var writer = new JsonWriter(output, new BentoJsonOptions { Indented = indented });
            write(ref writer);
            writer.Flush();

            // Again into a buffer without spare room: the same bytes.
            var stingy = new StingyBufferWriter();
            var second = new JsonWriter(stingy, new BentoJsonOptions { Indented = indented });
            write(ref second);
            second.Flush();
            Assert.Equal(output.WrittenSpan.ToArray(), stingy.WrittenBytes);
            return Encoding.UTF8.GetString(output.WrittenSpan.ToArray());
        }

        private static string Stj(Action<System.Text.Json.Utf8JsonWriter> write, bool indented = false)
        {
            var output = new ArrayBufferWriter<byte>(16);
            using (var writer = new System.Text.Json.Utf8JsonWriter(output, new System.Text.Json.JsonWriterOptions
            {
                Indented = indented,
                NewLine = "\n",
                Encoder = JavaScriptEncoder.UnsafeRelaxedJsonEscaping,
                SkipValidation = false,
            }))
            {
                write(writer);
            }

            return SurrogateEscapes.Replace(Encoding.UTF8.GetString(output.WrittenSpan.ToArray()), m =>
                new string(new[] { (char)Convert.ToInt32(m.Groups[1].Value, 16), (char)Convert.ToInt32(m.Groups[2].Value, 16) }));
        }

        // A surrogate pair written as two escapes. No piece of text starts with 'u', so a backslash written escaped
        // (\\) is never followed by "uD8", and the pattern cannot match across one.
        private static readonly Regex SurrogateEscapes = new Regex(@"\\u(D[89AB][0-9A-F]{2})\\u(D[C-F][0-9A-F]{2})", RegexOptions.CultureInvariant);

        private static string WriteBento(int seed, bool indented)
        {
            // A new generator per call: the helper writes the document twice.
            return Bento((ref JsonWriter w) => BentoValue(ref w, new Random(seed), 0), indented);
        }

        private static string WriteStj(int seed, bool indented)
        {
            var random = new Random(seed);
            return Stj(w => StjValue(w, random, 0), indented);
        }

        // The two generators below draw the same random numbers in the same order, so one seed gives one document.

        private const int ValueKinds = 25;

        private static void BentoValue(ref JsonWriter w, Random random, int depth) =>
            BentoValue(ref w, random, depth, random.Next(depth >= 5 ? 2 : 0, ValueKinds));

        private static void BentoValue(ref JsonWriter w, Random random, int depth, int kind)
        {
            switch (kind)
            {
                case 0:
                case 1:
                    int count = random.Next(0, 5);
                    if (kind == 0)
                    {
                        w.WriteStartObject();
                        for (int i = 0; i < count; i++)
                        {
                            BentoName(ref w, random);
                            BentoValue(ref w, random, depth + 1);
                        }

                        w.WriteEndObject();
                    }
                    else
                    {
                        w.WriteStartArray();
                        for (int i = 0; i < count; i++)
                            BentoValue(ref w, random, depth + 1);
                        w.WriteEndArray();
                    }

                    break;
                case 2: w.WriteNull(); break;
                case 3: w.WriteBoolean(random.Next(2) == 1); break;
                case 4: w.WriteInt32(RandomInt32(random)); break;
                case 5: w.WriteInt64(RandomInt64(random)); break;
                case 6: w.WriteUInt64((ulong)RandomInt64(random)); break;
                case 7: w.WriteDouble(RandomDouble(random)); break;
                case 8: w.WriteSingle(RandomSingle(random)); break;
                case 9: w.WriteDecimal(RandomDecimal(random)); break;
                case 10: w.WriteString(RandomText(random)); break;
                case 11: w.WriteStringUtf8(Encoding.UTF8.GetBytes(RandomText(random))); break;
                case 12: w.WriteBytes(RandomBytes(random)); break;
                case 13: w.WriteGuid(RandomGuid(random)); break;
                case 14: w.WriteDateTime(RandomDateTime(random)); break;
                case 15: w.WriteDateTimeOffset(RandomDateTimeOffset(random)); break;
                case 16: w.WriteUInt32((uint)RandomInt32(random)); break;
                case 17: w.WriteString((string?)null); break;
                case 18: w.WriteTimeSpan(RandomTimeSpan(random)); break;
                case 19: w.WriteVersion(RandomVersion(random)); break;
                case 20: w.WriteChar(RandomChar(random)); break;
                case 21: w.WriteUri(RandomUri(random)); break;
                case 22: w.WriteString(RandomLongText(random)); break;
#if BENTO_NETSTANDARD_TESTS
                case 23: RandomDate(random); w.WriteNull(); break;
                default: RandomTime(random); w.WriteNull(); break;
#else
                case 23: w.WriteDateOnly(RandomDate(random)); break;
                default: w.WriteTimeOnly(RandomTime(random)); break;
#endif
            }
        }

        private static void StjValue(System.Text.Json.Utf8JsonWriter w, Random random, int depth)
        {
            int kind = random.Next(depth >= 5 ? 2 : 0, ValueKinds);
            switch (kind)
            {
                case 0:
                case 1:
                    int count = random.Next(0, 5);
                    if (kind == 0)
                    {
                        w.WriteStartObject();
                        for (int i = 0; i < count; i++)
                        {
                            StjName(w, random);
                            StjValue(w, random, depth + 1);
                        }

                        w.WriteEndObject();
                    }
                    else
                    {
                        w.WriteStartArray();
                        for (int i = 0; i < count; i++)
                            StjValue(w, random, depth + 1);
                        w.WriteEndArray();
                    }

                    break;
                case 2: w.WriteNullValue(); break;
                case 3: w.WriteBooleanValue(random.Next(2) == 1); break;
                case 4: w.WriteNumberValue(RandomInt32(random)); break;
                case 5: w.WriteNumberValue(RandomInt64(random)); break;
                case 6: w.WriteNumberValue((ulong)RandomInt64(random)); break;
                case 7: w.WriteNumberValue(RandomDouble(random)); break;
                case 8: w.WriteNumberValue(RandomSingle(random)); break;
                case 9: w.WriteNumberValue(RandomDecimal(random)); break;
                case 10: w.WriteStringValue(RandomText(random)); break;
                case 11: w.WriteStringValue(Encoding.UTF8.GetBytes(RandomText(random))); break;
                case 12: w.WriteBase64StringValue(RandomBytes(random)); break;
                case 13: w.WriteStringValue(RandomGuid(random)); break;
                case 14: w.WriteStringValue(RandomDateTime(random)); break;
                case 15: w.WriteStringValue(RandomDateTimeOffset(random)); break;
                case 16: w.WriteNumberValue((uint)RandomInt32(random)); break;
                case 17: w.WriteNullValue(); break;
                case 18: w.WriteStringValue(StjText(RandomTimeSpan(random))); break;
                case 19: w.WriteStringValue(StjText(RandomVersion(random))); break;
                case 20: w.WriteStringValue(RandomChar(random).ToString()); break;
                case 21: w.WriteStringValue(RandomUri(random).OriginalString); break;
                case 22: w.WriteStringValue(RandomLongText(random)); break;
#if BENTO_NETSTANDARD_TESTS
                case 23: RandomDate(random); w.WriteNullValue(); break;
                default: RandomTime(random); w.WriteNullValue(); break;
#else
                case 23: w.WriteStringValue(StjText(RandomDate(random))); break;
                // System.Text.Json writes all seven fraction digits of a time of day; Bento writes the shortest fraction
                // that reads back the same (docs/json.md), as it does for dates and times, so that rule is spelled here.
                default: w.WriteStringValue(RandomTime(random).ToString("HH:mm:ss.FFFFFFF", CultureInfo.InvariantCulture)); break;
#endif
            }
        }

        private const int NameKinds = 9;

        private static void BentoName(ref JsonWriter w, Random random) => BentoName(ref w, random, random.Next(NameKinds));

        private static void BentoName(ref JsonWriter w, Random random, int kind)
        {
            switch (kind)
            {
                case 0: w.WritePropertyNameUtf8(Encoding.UTF8.GetBytes(RandomText(random))); break;
                case 1: w.WritePropertyName(RandomInt64(random)); break;
                case 2: w.WritePropertyName((ulong)RandomInt64(random)); break;
                case 3: w.WritePropertyName(RandomGuid(random)); break;
                case 4: w.WritePropertyName(RandomChar(random)); break;
                case 5: w.WritePropertyName(RandomDateTime(random)); break;
                case 6: w.WritePropertyName(RandomDateTimeOffset(random)); break;
                case 7: w.WritePropertyName(Encoding.UTF8.GetBytes("\"" + PlainName(random) + "\":")); break;
                default: w.WritePropertyName(RandomText(random)); break;
            }
        }

        private static void StjName(System.Text.Json.Utf8JsonWriter w, Random random)
        {
            switch (random.Next(NameKinds))
            {
                case 0: w.WritePropertyName(Encoding.UTF8.GetBytes(RandomText(random))); break;
                case 1: w.WritePropertyName(RandomInt64(random).ToString(CultureInfo.InvariantCulture)); break;
                case 2: w.WritePropertyName(((ulong)RandomInt64(random)).ToString(CultureInfo.InvariantCulture)); break;
                case 3: w.WritePropertyName(RandomGuid(random).ToString("D")); break;
                case 4: w.WritePropertyName(RandomChar(random).ToString()); break;
                case 5: w.WritePropertyName(StjText(RandomDateTime(random))); break;
                case 6: w.WritePropertyName(StjText(RandomDateTimeOffset(random))); break;
                case 7: w.WritePropertyName(PlainName(random)); break;
                default: w.WritePropertyName(RandomText(random)); break;
            }
        }

        private static readonly System.Text.Json.JsonSerializerOptions Relaxed = new System.Text.Json.JsonSerializerOptions
        {
            Encoder = JavaScriptEncoder.UnsafeRelaxedJsonEscaping,
        };

        // System.Text.Json's own text for a value written as a string, without the quotes: a dictionary key of that type.
        private static string StjText<T>(T value)
        {
            string json = System.Text.Json.JsonSerializer.Serialize(value, Relaxed);
            return json.Substring(1, json.Length - 2);
        }

        // A name that needs no escaping, as generated code holds it: quoted, with its colon.
        private static string PlainName(Random random) => "m" + random.Next(0, 100_000).ToString(CultureInfo.InvariantCulture);

        private static char RandomChar(Random random)
        {
            string piece = Pieces[random.Next(Pieces.Length)];
            return piece.Length == 1 ? piece[0] : 'q';
        }

        private static string RandomText(Random random)
        {
            int pieces = random.Next(0, 12);
            var text = new StringBuilder();
            for (int i = 0; i < pieces; i++)
                text.Append(Pieces[random.Next(Pieces.Length)]);
            return text.ToString();
        }

        private static int RandomInt32(Random random) => random.Next(4) switch
        {
            0 => random.Next(-10, 10),
            1 => int.MinValue + random.Next(3),
            2 => int.MaxValue - random.Next(3),
            _ => random.Next(int.MinValue, int.MaxValue),
        };

        private static long RandomInt64(Random random)
        {
            long high = random.Next(int.MinValue, int.MaxValue);
            long value = (high << 32) | (uint)random.Next(int.MinValue, int.MaxValue);
            return random.Next(4) switch
            {
                0 => value >> random.Next(0, 63),
                1 => long.MinValue + random.Next(3),
                2 => long.MaxValue - random.Next(3),
                _ => value,
            };
        }

        private static double RandomDouble(Random random) => random.Next(5) switch
        {
            0 => random.Next(-1000, 1000) / 8.0,
            1 => BitConverter.Int64BitsToDouble(RandomInt64(random) & long.MaxValue) is double d && !double.IsNaN(d) && !double.IsInfinity(d) ? d : 0.5,
            2 => Math.Pow(10, random.Next(-30, 30)) * (random.Next(2) == 0 ? -1 : 1),
            3 => random.NextDouble() * Math.Pow(2, random.Next(-1074, 1000)),
            _ => random.NextDouble(),
        };

        private static float RandomSingle(Random random)
        {
            float value = (float)RandomDouble(random);
            return float.IsInfinity(value) ? float.MaxValue : value;
        }

        private static decimal RandomDecimal(Random random) =>
            new decimal(random.Next(int.MinValue, int.MaxValue), random.Next(int.MinValue, int.MaxValue), random.Next(0, 3), random.Next(2) == 1, (byte)random.Next(0, 29));

        private static byte[] RandomBytes(Random random)
        {
            var bytes = new byte[random.Next(0, 40)];
            random.NextBytes(bytes);
            return bytes;
        }

        private static Guid RandomGuid(Random random)
        {
            var bytes = new byte[16];
            random.NextBytes(bytes);
            return new Guid(bytes);
        }

        private static DateTime RandomDateTime(Random random)
        {
            long ticks = (long)(random.NextDouble() * DateTime.MaxValue.Ticks);
            if (random.Next(3) == 0) ticks -= ticks % TimeSpan.TicksPerSecond;
            else if (random.Next(2) == 0) ticks -= ticks % TimeSpan.TicksPerMillisecond;
            var kind = (DateTimeKind)random.Next(3);
            return new DateTime(ticks, kind);
        }

        private static TimeSpan RandomTimeSpan(Random random)
        {
            long ticks = RandomInt64(random);
            return random.Next(3) switch
            {
                0 => TimeSpan.FromTicks(ticks),
                1 => TimeSpan.FromTicks(ticks % TimeSpan.TicksPerDay),
                _ => TimeSpan.FromSeconds(random.Next(-100_000, 100_000)),
            };
        }

        private static Version RandomVersion(Random random) => random.Next(3) switch
        {
            0 => new Version(random.Next(0, 100), random.Next(0, 100)),
            1 => new Version(random.Next(0, 100), random.Next(0, 100), random.Next(0, int.MaxValue)),
            _ => new Version(random.Next(0, int.MaxValue), random.Next(0, 100), random.Next(0, 100), random.Next(0, 100)),
        };

        private static Uri RandomUri(Random random) => random.Next(3) switch
        {
            0 => new Uri("https://example.com/" + PlainName(random) + "?q=" + RandomText(random).Length.ToString(CultureInfo.InvariantCulture)),
            1 => new Uri("../" + PlainName(random) + "/a b", UriKind.Relative),
            _ => new Uri("urn:" + PlainName(random) + ":<x>"),
        };

        // Text past the writer's short-string path (256 UTF-16 units), with pieces to escape in it.
        private static string RandomLongText(Random random)
        {
            var text = new StringBuilder();
            text.Append('x', random.Next(100, 400));
            for (int i = random.Next(0, 4); i > 0; i--)
            {
                text.Append(Pieces[random.Next(Pieces.Length)]);
                text.Append('y', random.Next(0, 200));
            }

            return text.ToString();
        }

#if BENTO_NETSTANDARD_TESTS
        private static int RandomDate(Random random) => random.Next(1, 3_652_059);

        private static long RandomTime(Random random) => (long)(random.NextDouble() * TimeSpan.TicksPerDay);
#else
        private static DateOnly RandomDate(Random random) => DateOnly.FromDayNumber(random.Next(0, 3_652_059));

        private static TimeOnly RandomTime(Random random)
        {
            long ticks = (long)(random.NextDouble() * TimeSpan.TicksPerDay);
            if (random.Next(2) == 0) ticks -= ticks % TimeSpan.TicksPerSecond;
            return new TimeOnly(ticks);
        }
#endif

        private static DateTimeOffset RandomDateTimeOffset(Random random)
        {
            long ticks = (long)(random.NextDouble() * (DateTime.MaxValue.Ticks - (2 * TimeSpan.TicksPerDay))) + TimeSpan.TicksPerDay;
            if (random.Next(2) == 0) ticks -= ticks % TimeSpan.TicksPerSecond;
            var offset = TimeSpan.FromMinutes(random.Next(-14 * 60, 14 * 60 + 1));
            return new DateTimeOffset(new DateTime(ticks, DateTimeKind.Unspecified), offset);
        }
    }
}
