using System;
using System.Collections.Generic;
using System.Text;
using System.Text.Json;
using Bento.Tests.Infrastructure;
using Bento.Tests.Models;
using Xunit;

namespace Bento.Tests
{
    /// <summary>
    /// Seeded random object graphs: Bento's bytes read by System.Text.Json, System.Text.Json's bytes read by Bento,
    /// and Bento's own round trip must all give back the value. The seed is fixed so a failure names its case.
    /// </summary>
    public class PropertyTests
    {
        private const int Cases = 400;

        [Fact]
        public void Random_graphs_round_trip_both_ways()
        {
            for (int seed = 1; seed <= Cases; seed++)
            {
                RandomModel value = new ModelFactory(seed).Model();
                try
                {
                    Check.RoundTrip(value);
                }
                catch (Exception e)
                {
                    throw new Xunit.Sdk.XunitException("seed " + seed + ": " + e.Message, e);
                }
            }
        }

        [Fact]
        public void Random_graphs_round_trip_indented_and_through_format()
        {
            var indented = new BentoJsonOptions { Indented = true };
            for (int seed = 1000; seed < 1000 + Cases / 4; seed++)
            {
                RandomModel value = new ModelFactory(seed).Model();
                byte[] compact = BentoJson.SerializeToUtf8Bytes(value);
                byte[] pretty = BentoJson.SerializeToUtf8Bytes(value, indented);
                Assert.True(compact.AsSpan().SequenceEqual(BentoJson.Minify(pretty)), "seed " + seed + ": Minify(indented) differs from compact");
                Assert.True(pretty.AsSpan().SequenceEqual(BentoJson.Format(compact)), "seed " + seed + ": Format(compact) differs from indented");
                DeepEqual.Assert(value, BentoJson.Deserialize<RandomModel>(pretty));
                using (JsonDocument.Parse(pretty))
                {
                }
            }
        }

        [Fact]
        public void Random_strings_survive_every_escape_path()
        {
            var random = new Random(77);
            var factory = new ModelFactory(77);
            for (int i = 0; i < 2000; i++)
            {
                string s = factory.Text(random.Next(0, 40));
                var box = new StringBox { Value = s };
                byte[] ours = BentoJson.SerializeToUtf8Bytes(box);
                Assert.Equal(s, BentoJson.Deserialize<StringBox>(ours).Value);
                Assert.Equal(s, JsonSerializer.Deserialize<StringBox>(ours, Check.Stj)!.Value);
                Assert.Equal(s, BentoJson.Deserialize<StringBox>(JsonSerializer.SerializeToUtf8Bytes(box, Check.Stj)).Value);
                var html = new BentoJsonOptions { EscapeHtml = true };
                Assert.Equal(s, JsonSerializer.Deserialize<StringBox>(BentoJson.SerializeToUtf8Bytes(box, html), Check.Stj)!.Value);
            }
        }

        [Fact]
        public void Random_doubles_and_floats_round_trip_bit_exactly()
        {
            var random = new Random(5);
            for (int i = 0; i < 5000; i++)
            {
                double d = ModelFactory.FiniteDouble(random);
                float f = ModelFactory.FiniteSingle(random);
                var db = new DoubleBox { Value = d };
                string dj = BentoJson.Serialize(db);
                Assert.True(BitConverter.DoubleToInt64Bits(d) == BitConverter.DoubleToInt64Bits(BentoJson.Deserialize<DoubleBox>(dj).Value), dj);
                Assert.True(BitConverter.DoubleToInt64Bits(d) == BitConverter.DoubleToInt64Bits(JsonSerializer.Deserialize<DoubleBox>(dj)!.Value), dj);
                var fb = new SingleBox { Value = f };
                string fj = BentoJson.Serialize(fb);
                Assert.True(BitConverter.SingleToInt32Bits(f) == BitConverter.SingleToInt32Bits(BentoJson.Deserialize<SingleBox>(fj).Value), fj);
                Assert.True(BitConverter.SingleToInt32Bits(f) == BitConverter.SingleToInt32Bits(JsonSerializer.Deserialize<SingleBox>(fj)!.Value), fj);
            }
        }

        [Fact]
        public void Random_decimals_keep_value_and_scale()
        {
            var random = new Random(9);
            for (int i = 0; i < 3000; i++)
            {
                decimal m = ModelFactory.AnyDecimal(random);
                string json = BentoJson.Serialize(new DecimalBox { Value = m });
                DeepEqual.Assert(m, BentoJson.Deserialize<DecimalBox>(json).Value);
                DeepEqual.Assert(m, JsonSerializer.Deserialize<DecimalBox>(json)!.Value);
            }
        }

        /// <summary>Builds random values from one seed. Everything here is reproducible from the seed alone.</summary>
        internal sealed class ModelFactory
        {
            private readonly Random _random;

            public ModelFactory(int seed) => _random = new Random(seed);

            // Text pieces that exercise the escaper: quotes, backslashes, controls, multi-byte UTF-8, surrogate pairs.
            private static readonly string[] s_pieces =
            {
                "a", "Z", "0", " ", "\"", "\\", "/", "\b", "\f", "\n", "\r", "\t", "\u0000", "\u0001", "\u001f", "\u007f",
                "é", "ß", "中", "\u2028", "\u2029", "\uFEFF", "\uFFFD", "😀", "𝄞", "\U0010FFFF", "<", ">", "&", "'", "+", "`",
            };

            public string Text(int pieces)
            {
                var sb = new StringBuilder();
                for (int i = 0; i < pieces; i++)
                {
                    if (_random.Next(3) == 0)
                        sb.Append(s_pieces[_random.Next(s_pieces.Length)]);
                    else
                        sb.Append((char)_random.Next(0x20, 0x7F));
                }
                return sb.ToString();
            }

            private char Char()
            {
                while (true)
                {
                    char c = (char)_random.Next(0, 0x10000);
                    if (!char.IsSurrogate(c))
                        return c;
                }
            }

            private long Int64() => (long)NextUInt64();

            private ulong NextUInt64()
            {
                var buffer = new byte[8];
                _random.NextBytes(buffer);
                ulong v = BitConverter.ToUInt64(buffer, 0);
                // Favour the edges and small values, where encoders branch.
                switch (_random.Next(6))
                {
                    case 0: return 0;
                    case 1: return v % 100;
                    case 2: return v >> _random.Next(64);
                    default: return v;
                }
            }

            public static double FiniteDouble(Random random)
            {
                switch (random.Next(8))
                {
                    case 0:
                        return random.NextDouble();
                    case 1:
                        return Math.Round((random.NextDouble() - 0.5) * 1e6, random.Next(0, 8));
                    case 2:
                        return random.Next(-1000, 1000);
                    default:
                    {
                        var buffer = new byte[8];
                        while (true)
                        {
                            random.NextBytes(buffer);
                            double d = BitConverter.ToDouble(buffer, 0);
                            if (!double.IsNaN(d) && !double.IsInfinity(d))
                                return d;
                        }
                    }
                }
            }

            public static float FiniteSingle(Random random)
            {
                if (random.Next(4) == 0)
                    return (float)Math.Round(random.NextDouble() * 1000, 3);
                var buffer = new byte[4];
                while (true)
                {
                    random.NextBytes(buffer);
                    float f = BitConverter.ToSingle(buffer, 0);
                    if (!float.IsNaN(f) && !float.IsInfinity(f))
                        return f;
                }
            }

            public static decimal AnyDecimal(Random random)
            {
                byte scale = (byte)random.Next(0, 29);
                int hi = random.Next(3) == 0 ? 0 : random.Next(int.MinValue, int.MaxValue);
                return new decimal(random.Next(int.MinValue, int.MaxValue), random.Next(int.MinValue, int.MaxValue), hi, random.Next(2) == 0, scale);
            }

            private DateTime DateTime()
            {
                long ticks = (long)(_random.NextDouble() * System.DateTime.MaxValue.Ticks);
                return new DateTime(ticks, _random.Next(2) == 0 ? DateTimeKind.Utc : DateTimeKind.Unspecified);
            }

            private DateTimeOffset DateTimeOffset()
            {
                // Stay a day inside the range so that every offset keeps the UTC instant representable.
                long ticks = System.TimeSpan.TicksPerDay + (long)(_random.NextDouble() * (System.DateTime.MaxValue.Ticks - 2 * System.TimeSpan.TicksPerDay));
                var offset = System.TimeSpan.FromMinutes(_random.Next(-12 * 60, 14 * 60 + 1));
                return new DateTimeOffset(ticks, offset);
            }

            private T? Maybe<T>(Func<T> make) where T : class => _random.Next(4) == 0 ? null : make();

            private Point Point() => new Point { X = _random.Next(int.MinValue, int.MaxValue), Y = _random.Next(-10, 10) };

            private RandomChild Child(int depth)
            {
                var child = new RandomChild
                {
                    Label = Maybe(() => Text(_random.Next(0, 12))),
                    Id = Int64(),
                    Path = Maybe(() =>
                    {
                        var list = new List<Point>();
                        int n = _random.Next(0, 4);
                        for (int i = 0; i < n; i++)
                            list.Add(Point());
                        return list;
                    }),
                    Next = depth < 4 && _random.Next(2) == 0 ? Child(depth + 1) : null,
                };
                if (_random.Next(2) == 0)
                {
                    var scores = new Dictionary<Guid, double>();
                    int n = _random.Next(0, 4);
                    for (int i = 0; i < n; i++)
                        scores[Guid()] = FiniteDouble(_random);
                    child.Scores = scores;
                }
                return child;
            }

            private Guid Guid()
            {
                var bytes = new byte[16];
                _random.NextBytes(bytes);
                return new Guid(bytes);
            }

            public RandomModel Model()
            {
                var m = new RandomModel
                {
                    Flag = _random.Next(2) == 0,
                    Byte = (byte)_random.Next(256),
                    SByte = (sbyte)_random.Next(-128, 128),
                    Int16 = (short)_random.Next(short.MinValue, short.MaxValue + 1),
                    UInt16 = (ushort)_random.Next(0, ushort.MaxValue + 1),
                    Int32 = (int)Int64(),
                    UInt32 = (uint)NextUInt64(),
                    Int64 = Int64(),
                    UInt64 = NextUInt64(),
                    Single = FiniteSingle(_random),
                    Double = FiniteDouble(_random),
                    Decimal = AnyDecimal(_random),
                    Char = Char(),
                    Text = Maybe(() => Text(_random.Next(0, 30))),
                    Color = (Color)(1 << _random.Next(3)),
                    MaybeInt = _random.Next(2) == 0 ? (int?)null : _random.Next(),
                    MaybeDouble = _random.Next(2) == 0 ? (double?)null : FiniteDouble(_random),
                    Guid = Guid(),
                    When = DateTime(),
                    WhenWithOffset = DateTimeOffset(),
                    Duration = System.TimeSpan.FromTicks(Int64()),
                    Blob = Maybe(() =>
                    {
                        var b = new byte[_random.Next(0, 70)];
                        _random.NextBytes(b);
                        return b;
                    }),
                    Link = Maybe(() => new Uri("https://example.org/" + Uri.EscapeDataString(Text(_random.Next(0, 6))) + "?n=" + _random.Next())),
                    Version = Maybe(() => new Version(_random.Next(0, 100), _random.Next(0, 100), _random.Next(0, 100))),
                    Numbers = Maybe(() =>
                    {
                        var a = new int[_random.Next(0, 8)];
                        for (int i = 0; i < a.Length; i++)
                            a[i] = (int)Int64();
                        return a;
                    }),
                    Words = Maybe(() =>
                    {
                        var l = new List<string?>();
                        int n = _random.Next(0, 6);
                        for (int i = 0; i < n; i++)
                            l.Add(_random.Next(5) == 0 ? null : Text(_random.Next(0, 8)));
                        return l;
                    }),
                    Samples = Maybe<IReadOnlyList<double>>(() =>
                    {
                        var l = new List<double>();
                        int n = _random.Next(0, 6);
                        for (int i = 0; i < n; i++)
                            l.Add(FiniteDouble(_random));
                        return l;
                    }),
                    Counts = Maybe(() =>
                    {
                        var d = new Dictionary<string, int>();
                        int n = _random.Next(0, 5);
                        for (int i = 0; i < n; i++)
                            d[Text(_random.Next(0, 6))] = _random.Next(int.MinValue, int.MaxValue);
                        return d;
                    }),
                    Names = Maybe(() =>
                    {
                        var d = new Dictionary<long, string>();
                        int n = _random.Next(0, 5);
                        for (int i = 0; i < n; i++)
                            d[Int64()] = Text(_random.Next(0, 6));
                        return d;
                    }),
                    Position = Point(),
                    MaybePosition = _random.Next(2) == 0 ? (Point?)null : Point(),
                    Child = _random.Next(3) == 0 ? null : Child(0),
                };
                if (_random.Next(2) == 0)
                {
                    var children = new List<RandomChild>();
                    int n = _random.Next(0, 4);
                    for (int i = 0; i < n; i++)
                        children.Add(Child(2));
                    m.Children = children;
                }
                return m;
            }
        }
    }
}
