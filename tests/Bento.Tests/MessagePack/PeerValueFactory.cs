using System;
using System.Collections.Generic;
using System.Text;

namespace Bento.Tests.MessagePack
{
    /// <summary>
    /// Builds <see cref="IPeerMembers"/> values from a seed, reproducibly. Random values lean on the edges where
    /// encoders branch (every integer width's limits and family boundaries, NaN, infinities, -0.0, decimal limits and
    /// scales, timestamp form boundaries, empty and non-ASCII text, nulls, empty collections). A sweep value sets every
    /// member to its k-th edge at once, and a large value crosses the 16-bit length limit of str, bin, array and map.
    /// </summary>
    internal sealed class PeerValueFactory
    {
        private static readonly long[] s_signedEdges =
        {
            0, -1, 1, 127, 128, -32, -33, 255, 256, -128, -129, 32767, 32768, -32768, -32769, 65535, 65536,
            int.MaxValue, (long)int.MaxValue + 1, int.MinValue, (long)int.MinValue - 1, uint.MaxValue, (long)uint.MaxValue + 1,
            long.MaxValue, long.MinValue,
        };

        private static readonly ulong[] s_unsignedEdges =
        {
            0, 1, 127, 128, 255, 256, 65535, 65536, uint.MaxValue, (ulong)uint.MaxValue + 1, long.MaxValue,
            (ulong)long.MaxValue + 1, ulong.MaxValue,
        };

        private static readonly double[] s_doubleEdges =
        {
            0.0, -0.0, double.NaN, double.PositiveInfinity, double.NegativeInfinity, double.Epsilon, -double.Epsilon,
            double.MaxValue, double.MinValue, 1.0, -1.0, 0.1, 1e-300,
        };

        private static readonly float[] s_singleEdges =
        {
            0f, -0f, float.NaN, float.PositiveInfinity, float.NegativeInfinity, float.Epsilon, float.MaxValue,
            float.MinValue, 1f, 0.1f, -16777217f,
        };

        private static readonly decimal[] s_decimalEdges =
        {
            0m, decimal.MinValue, decimal.MaxValue, 1.50m, -0.0001m, 0.0000000000000000000000000001m,
            new decimal(0, 0, 0, true, 28), 1m, -7.9228162514264337593543950335m, 100000000000000000000m,
        };

        private static readonly char[] s_charEdges =
        {
            '\0', '\uffff', '\ud800', '\udfff', 'a', '\u007f', '\u0080', '\u00e9', '\u4e2d', '\ufeff',
        };

        private static readonly DateTime s_epoch = new DateTime(1970, 1, 1, 0, 0, 0, DateTimeKind.Utc);

        // The timestamp forms switch at 2^32 seconds (32 to 64 bit) and 2^34 seconds (64 to 96 bit) after the epoch,
        // and before the epoch everything is 96 bit. DateTime is always UTC here: Bento and MessagePack-CSharp both
        // read a timestamp back as UTC, so another Kind could not round-trip; the Kind rules have their own test.
        private static readonly DateTime[] s_dateTimeEdges =
        {
            s_epoch, DateTime.SpecifyKind(DateTime.MinValue, DateTimeKind.Utc), DateTime.SpecifyKind(DateTime.MaxValue, DateTimeKind.Utc),
            s_epoch.AddTicks(-1), s_epoch.AddTicks(1), s_epoch.AddSeconds(uint.MaxValue), s_epoch.AddSeconds(uint.MaxValue).AddTicks(1),
            s_epoch.AddSeconds(4294967296.0), s_epoch.AddSeconds(17179869183.0).AddTicks(9999999), s_epoch.AddSeconds(17179869184.0),
        };

        private readonly Random _random;
        private readonly PropertyTests.ModelFactory _text;
        private readonly int? _sweep;
        private readonly int _maxCount;

        private PeerValueFactory(int seed, int? sweep)
        {
            _random = new Random(seed);
            _text = new PropertyTests.ModelFactory(seed);
            _sweep = sweep;
            // One seed in 20 gets collections long enough for the 16-bit array and map headers.
            _maxCount = seed % 20 == 0 ? 300 : 6;
        }

        /// <summary>A random value; the same seed always gives the same value.</summary>
        public static T Random<T>(int seed) where T : IPeerMembers, new() => new PeerValueFactory(seed, null).Fill(new T());

        /// <summary>Every scalar member at its <paramref name="k"/>-th edge value; collections empty or null.</summary>
        public static T Sweep<T>(int k) where T : IPeerMembers, new() => new PeerValueFactory(k, k).Fill(new T());

        /// <summary>Lengths past 65535: str 32, bin 32, array 32 and map 32 on the wire.</summary>
        public static T Large<T>() where T : IPeerMembers, new()
        {
            var factory = new PeerValueFactory(7, null);
            T value = factory.Fill(new T());
            var text = new StringBuilder();
            while (Encoding.UTF8.GetByteCount(text.ToString()) <= 70000)
                text.Append(factory._text.Text(1000));
            value.Text = text.ToString();
            value.Blob = new byte[70000];
            factory._random.NextBytes(value.Blob);
            value.Numbers = new int[70000];
            for (int i = 0; i < value.Numbers.Length; i++)
                value.Numbers[i] = (int)factory.Int(int.MinValue, int.MaxValue);
            var counts = new Dictionary<string, int>();
            for (int i = 0; i < 70000; i++)
                counts["key" + i] = i - 35000;
            value.Counts = counts;
            return value;
        }

        private T Fill<T>(T m) where T : IPeerMembers
        {
            m.Flag = _sweep.HasValue ? _sweep.Value % 2 == 1 : _random.Next(2) == 0;
            m.Byte = (byte)Int(byte.MinValue, byte.MaxValue);
            m.SByte = (sbyte)Int(sbyte.MinValue, sbyte.MaxValue);
            m.Int16 = (short)Int(short.MinValue, short.MaxValue);
            m.UInt16 = (ushort)Int(ushort.MinValue, ushort.MaxValue);
            m.Int32 = (int)Int(int.MinValue, int.MaxValue);
            m.UInt32 = (uint)Int(uint.MinValue, uint.MaxValue);
            m.Int64 = Int(long.MinValue, long.MaxValue);
            m.UInt64 = UInt64();
            m.Single = Pick(s_singleEdges, () => PropertyTests.ModelFactory.FiniteSingle(_random));
            m.Double = Double();
            m.Decimal = Pick(s_decimalEdges, () => PropertyTests.ModelFactory.AnyDecimal(_random));
            m.Char = Pick(s_charEdges, () => (char)_random.Next(0, 0x10000));
            m.Text = NullOr(Text);
            m.Color = Pick(new[] { PeerColor.Black, PeerColor.Red, PeerColor.Green, PeerColor.Blue, (PeerColor)int.MinValue, (PeerColor)1000 }, () => (PeerColor)_random.Next(-2, 5));
            m.Size = Pick(new[] { PeerSize.None, PeerSize.Small, PeerSize.Huge, (PeerSize)((ulong)uint.MaxValue + 1) }, () => (PeerSize)UInt64());
            m.Shade = (PeerShade)(sbyte)Int(sbyte.MinValue, sbyte.MaxValue);
            m.MaybeInt = Maybe(() => (int)Int(int.MinValue, int.MaxValue));
            m.MaybeDouble = Maybe(Double);
            m.MaybeGuid = Maybe(Guid);
            m.MaybeWhen = Maybe(Instant);
            m.MaybePair = Maybe(Pair);
            m.Guid = Guid();
            m.When = Instant();
            m.WhenWithOffset = InstantWithOffset();
            m.Duration = TimeSpan.FromTicks(Int(long.MinValue, long.MaxValue));
#if !BENTO_NETSTANDARD_TESTS
            m.Day = DateOnly.FromDayNumber((int)Int(DateOnly.MinValue.DayNumber, DateOnly.MaxValue.DayNumber));
            m.Clock = new TimeOnly(Int(TimeOnly.MinValue.Ticks, TimeOnly.MaxValue.Ticks));
#endif
            m.Link = NullOr(Uri);
            m.Version = NullOr(Version);
            m.Blob = NullOr(Bytes);
            m.Memory = Bytes();
            m.Numbers = NullOr(() => List(() => (int)Int(int.MinValue, int.MaxValue)).ToArray());
            m.Words = NullOr(() => List(() => NullOr(Text)));
            m.Longs = NullOr(() => List(() => Int(long.MinValue, long.MaxValue)));
            m.Samples = NullOr(() => List(Double));
            m.Floats = NullOr(() => List(() => Pick(s_singleEdges, () => PropertyTests.ModelFactory.FiniteSingle(_random))));
            m.Shorts = NullOr(() => List(() => (short)Int(short.MinValue, short.MaxValue)));
            m.Set = NullOr(() => new HashSet<int>(List(() => (int)Int(int.MinValue, int.MaxValue))));
            m.Grid = NullOr(() => List(() => List(() => (int)Int(-1000, 1000)).ToArray()));
            m.Counts = NullOr(() => Map(Text, () => (int)Int(int.MinValue, int.MaxValue)));
            m.Names = NullOr(() => Map(() => Int(long.MinValue, long.MaxValue), () => NullOr(Text)));
            m.ByInt = NullOr(() => Map(() => (int)Int(int.MinValue, int.MaxValue), Double));
            m.ByGuid = NullOr(() => Map(Guid, Text));
            m.ByColor = NullOr(() => Map(() => (PeerColor)_random.Next(-40, 40), () => Int(long.MinValue, long.MaxValue)));
            m.Groups = NullOr(() => Map(Text, () => List(() => (int)Int(short.MinValue, short.MaxValue))));
            m.Child = NullOr(() => Child(0));
            m.Children = NullOr(() => List(() => NullOr(() => Child(2))));
            m.Pair = Pair();
            m.Pairs = NullOr(() => List(Pair).ToArray());
            return m;
        }

        private T Pick<T>(T[] edges, Func<T> random)
        {
            if (_sweep.HasValue)
                return edges[_sweep.Value % edges.Length];
            return _random.Next(4) == 0 ? edges[_random.Next(edges.Length)] : random();
        }

        /// <summary>An integer in [min, max]: an edge that fits, a uniform draw, or a small or mid-sized magnitude.</summary>
        private long Int(long min, long max)
        {
            var edges = new List<long> { min, max };
            foreach (long e in s_signedEdges)
            {
                if (e >= min && e <= max && e != min && e != max)
                    edges.Add(e);
            }

            if (_sweep.HasValue)
                return edges[_sweep.Value % edges.Count];
            switch (_random.Next(4))
            {
                case 0:
                    return edges[_random.Next(edges.Count)];
                case 1:
                {
                    long v = (long)(RandomBits() >> _random.Next(1, 64));
                    v = _random.Next(2) == 0 ? v : -v;
                    if (v >= min && v <= max)
                        return v;
                    goto default;
                }
                default:
                {
                    ulong span = unchecked((ulong)(max - min) + 1);
                    ulong r = RandomBits();
                    return span == 0 ? (long)r : unchecked(min + (long)(r % span));
                }
            }
        }

        private ulong UInt64()
        {
            if (_sweep.HasValue)
                return s_unsignedEdges[_sweep.Value % s_unsignedEdges.Length];
            switch (_random.Next(4))
            {
                case 0: return s_unsignedEdges[_random.Next(s_unsignedEdges.Length)];
                case 1: return RandomBits() >> _random.Next(64);
                default: return RandomBits();
            }
        }

        private ulong RandomBits()
        {
            var buffer = new byte[8];
            _random.NextBytes(buffer);
            return BitConverter.ToUInt64(buffer, 0);
        }

        private double Double() => Pick(s_doubleEdges, () => PropertyTests.ModelFactory.FiniteDouble(_random));

        private string Text()
        {
            if (_sweep.HasValue)
                return _sweep.Value % 3 == 0 ? "" : _text.Text(_sweep.Value * 7);
            // Mostly short (fixstr), sometimes past 31 and 255 UTF-8 bytes (str 8, str 16).
            int pieces = _random.Next(5) == 0 ? _random.Next(20, 200) : _random.Next(0, 12);
            return _text.Text(pieces);
        }

        private Guid Guid()
        {
            if (_sweep.HasValue ? _sweep.Value % 2 == 0 : _random.Next(8) == 0)
                return System.Guid.Empty;
            var bytes = new byte[16];
            _random.NextBytes(bytes);
            return new Guid(bytes);
        }

        private DateTime Instant() =>
            Pick(s_dateTimeEdges, () => new DateTime((long)(_random.NextDouble() * DateTime.MaxValue.Ticks), DateTimeKind.Utc));

        private DateTimeOffset InstantWithOffset()
        {
            // The offset is whole minutes within ±14 hours; the local clock time must stay inside DateTime's range
            // with the offset taken off, so random ones keep a day from either end.
            var edges = new[]
            {
                DateTimeOffset.MinValue, DateTimeOffset.MaxValue,
                new DateTimeOffset(2024, 2, 29, 23, 59, 59, TimeSpan.FromMinutes(-14 * 60)),
                new DateTimeOffset(1, 1, 2, 0, 0, 0, TimeSpan.FromMinutes(14 * 60)),
                new DateTimeOffset(1970, 1, 1, 0, 0, 0, TimeSpan.FromMinutes(330)),
            };
            return Pick(edges, () =>
            {
                long ticks = TimeSpan.TicksPerDay + (long)(_random.NextDouble() * (DateTime.MaxValue.Ticks - 2 * TimeSpan.TicksPerDay));
                return new DateTimeOffset(ticks, TimeSpan.FromMinutes(_random.Next(-14 * 60, 14 * 60 + 1)));
            });
        }

        private Uri Uri()
        {
            if (_sweep.HasValue ? _sweep.Value % 2 == 0 : _random.Next(3) == 0)
                return new Uri("docs/" + System.Uri.EscapeDataString(_text.Text(3)) + "/page?q=\u00e9", UriKind.Relative);
            return new Uri("https://example.org/" + System.Uri.EscapeDataString(_text.Text(_random.Next(0, 6))) + "?n=" + _random.Next());
        }

        private Version Version()
        {
            switch ((_sweep ?? _random.Next(3)) % 3)
            {
                case 0: return new Version(_random.Next(0, 1000), _random.Next(0, 1000));
                case 1: return new Version(_random.Next(0, 1000), _random.Next(0, 1000), _random.Next(0, 1000));
                default: return new Version(int.MaxValue, 0, _random.Next(0, 1000), _random.Next(0, 1000));
            }
        }

        private byte[] Bytes()
        {
            // Up to 300 bytes: bin 8 and bin 16.
            var bytes = new byte[_sweep.HasValue ? _sweep.Value % 3 : _random.Next(0, _random.Next(3) == 0 ? 300 : 20)];
            _random.NextBytes(bytes);
            return bytes;
        }

        private PeerPair Pair() => new PeerPair { X = (int)Int(int.MinValue, int.MaxValue), Tag = NullOr(Text) };

        private PeerChild Child(int depth) => new PeerChild
        {
            Label = NullOr(Text),
            Id = Int(long.MinValue, long.MaxValue),
            Pair = Pair(),
            Next = depth < 4 && !_sweep.HasValue && _random.Next(2) == 0 ? Child(depth + 1) : null,
        };

        private List<T> List<T>(Func<T> item)
        {
            var list = new List<T>();
            int count = _sweep.HasValue ? 0 : _random.Next(0, _maxCount + 1);
            for (int i = 0; i < count; i++)
                list.Add(item());
            return list;
        }

        private Dictionary<TKey, TValue> Map<TKey, TValue>(Func<TKey> key, Func<TValue> value) where TKey : notnull
        {
            var map = new Dictionary<TKey, TValue>();
            int count = _sweep.HasValue ? 0 : _random.Next(0, _maxCount + 1);
            for (int i = 0; i < count; i++)
                map[key()] = value();
            return map;
        }

        // In a sweep, even edges leave references null and odd ones fill them (with empty collections).
        private T? NullOr<T>(Func<T> make) where T : class =>
            (_sweep.HasValue ? _sweep.Value % 2 == 0 : _random.Next(6) == 0) ? null : make();

        private T? Maybe<T>(Func<T> make) where T : struct =>
            (_sweep.HasValue ? _sweep.Value % 2 == 0 : _random.Next(3) == 0) ? (T?)null : make();
    }
}
