using System;
using System.Collections.Generic;
using System.Text;
using Bento.MessagePack;
using Bento.Tests.Infrastructure;
using MessagePack;
using MessagePack.Formatters;
using MessagePack.Resolvers;
using Xunit;
using Xunit.Sdk;

namespace Bento.Tests.MessagePack
{
    public enum PeerLayout
    {
        Map,
        Array,
    }

    /// <summary>
    /// Interop with MessagePack-CSharp, the library whose conventions Bento's type mapping follows (docs/messagepack.md),
    /// in process, over seeded values of models holding every supported member type, in both layouts: MessagePack-CSharp
    /// reads Bento's bytes, Bento reads MessagePack-CSharp's, each back to a value deep-equal to the source, and both
    /// write the same bytes for the same value. A failure names the layout and the seed or edge that made the value.
    /// MessagePack-CSharp runs with its standard resolver; the only addition is a DateOnly and TimeOnly formatter
    /// (<see cref="PeerOptions"/>), because its 2.5 releases have none.
    /// </summary>
    public class PeerInteropTests
    {
        private const int RandomCases = 400;

        // Enough sweeps for every member to visit each of its edge values (the longest edge list has 25 entries).
        private const int Sweeps = 26;

        [Theory, InlineData(PeerLayout.Map), InlineData(PeerLayout.Array)]
        public void MessagePack_CSharp_reads_what_Bento_writes(PeerLayout layout)
        {
            if (layout == PeerLayout.Map)
                ForEachValue<PeerMapModel>(PeerReadsBento);
            else
                ForEachValue<PeerArrayModel>(PeerReadsBento);
        }

        [Theory, InlineData(PeerLayout.Map), InlineData(PeerLayout.Array)]
        public void Bento_reads_what_MessagePack_CSharp_writes(PeerLayout layout)
        {
            if (layout == PeerLayout.Map)
                ForEachValue<PeerMapModel>(BentoReadsPeer);
            else
                ForEachValue<PeerArrayModel>(BentoReadsPeer);
        }

        [Theory, InlineData(PeerLayout.Map), InlineData(PeerLayout.Array)]
        public void Bento_and_MessagePack_CSharp_write_the_same_bytes(PeerLayout layout)
        {
            if (layout == PeerLayout.Map)
                ForEachValue<PeerMapModel>(SameBytes);
            else
                ForEachValue<PeerArrayModel>(SameBytes);
        }

        [Fact]
        public void DateTime_of_every_kind_is_written_alike_and_read_back_as_utc()
        {
            // Utc as is, Local converted to UTC, Unspecified taken to be UTC already, on both sides.
            foreach (DateTimeKind kind in new[] { DateTimeKind.Utc, DateTimeKind.Unspecified, DateTimeKind.Local })
            {
                var when = new DateTime(2024, 2, 29, 23, 59, 59, kind).AddTicks(1234567);
                var value = new PeerArrayModel { When = when, MaybeWhen = when };
                byte[] ours = BentoMessagePack.Serialize(value);
                byte[] theirs = MessagePackSerializer.Serialize(value, PeerOptions.Options);
                Assert.True(ours.AsSpan().SequenceEqual(theirs), kind + ": " + PeerBytes.DescribeDifference(ours, theirs));

                DateTime utc = kind == DateTimeKind.Local ? when.ToUniversalTime() : DateTime.SpecifyKind(when, DateTimeKind.Utc);
                DeepEqual.Assert(utc, BentoMessagePack.Deserialize<PeerArrayModel>(theirs).When);
                DeepEqual.Assert(utc, MessagePackSerializer.Deserialize<PeerArrayModel>(ours, PeerOptions.Options).When);
            }
        }

        [Fact]
        public void Values_cover_the_long_forms_and_the_edges()
        {
            // The checks above are only as good as the values: make sure the large value really crosses the 16-bit
            // length limits and the sweeps really reach the extremes.
            byte[] large = BentoMessagePack.Serialize(PeerValueFactory.Large<PeerMapModel>());
            string hex = Convert.ToHexString(large).ToLowerInvariant();
            Assert.Contains("a4546578" + "74db", hex);        // "Text" then str 32
            Assert.Contains("a4426c6f62c6", hex);             // "Blob" then bin 32
            Assert.Contains("a74e756d62657273dd", hex);       // "Numbers" then array 32
            Assert.Contains("a6436f756e7473df", hex);         // "Counts" then map 32

            var seen = new HashSet<string>();
            for (int k = 0; k < Sweeps; k++)
            {
                PeerMapModel v = PeerValueFactory.Sweep<PeerMapModel>(k);
                if (v.Int64 == long.MinValue) seen.Add("Int64.MinValue");
                if (v.UInt64 == ulong.MaxValue) seen.Add("UInt64.MaxValue");
                if (v.SByte == sbyte.MinValue) seen.Add("SByte.MinValue");
                if (double.IsNaN(v.Double)) seen.Add("NaN");
                if (double.IsNegativeInfinity(v.Double)) seen.Add("-Infinity");
                if (BitConverter.DoubleToInt64Bits(v.Double) == BitConverter.DoubleToInt64Bits(-0.0)) seen.Add("-0.0");
                if (v.Decimal == decimal.MaxValue) seen.Add("decimal.MaxValue");
                if (v.When == DateTime.MaxValue) seen.Add("DateTime.MaxValue");
                if (v.Text == "") seen.Add("empty text");
                if (v.Text == null) seen.Add("null text");
            }

            Assert.Equal(10, seen.Count);
        }

        private static void PeerReadsBento<T>(T value) where T : IPeerMembers
        {
            byte[] ours = BentoMessagePack.Serialize(value);
            DeepEqual.Assert(value, MessagePackSerializer.Deserialize<T>(ours, PeerOptions.Options));

            // Members left out (map layout only) read as their defaults on both sides alike. Compared with Bento's own
            // reading rather than the source: -0.0 equals the default 0.0, so IgnoreDefaultValues leaves it out.
            byte[] sparse = BentoMessagePack.Serialize(value, new BentoMessagePackOptions { IgnoreNullValues = true, IgnoreDefaultValues = true });
            DeepEqual.Assert(BentoMessagePack.Deserialize<T>(sparse), MessagePackSerializer.Deserialize<T>(sparse, PeerOptions.Options));
        }

        private static void BentoReadsPeer<T>(T value) where T : IPeerMembers
        {
            byte[] theirs = MessagePackSerializer.Serialize(value, PeerOptions.Options);
            DeepEqual.Assert(value, BentoMessagePack.Deserialize<T>(theirs));
        }

        private static void SameBytes<T>(T value) where T : IPeerMembers
        {
            byte[] ours = BentoMessagePack.Serialize(value);
            byte[] theirs = MessagePackSerializer.Serialize(value, PeerOptions.Options);
            if (!ours.AsSpan().SequenceEqual(theirs))
                throw new XunitException(PeerBytes.DescribeDifference(ours, theirs));
            Assert.Equal(ours, theirs);
        }

        private static void ForEachValue<T>(Action<T> check) where T : IPeerMembers, new()
        {
            var cases = new List<KeyValuePair<string, Func<T>>>();
            for (int k = 0; k < Sweeps; k++)
            {
                int edge = k;
                cases.Add(new KeyValuePair<string, Func<T>>("PeerValueFactory.Sweep<" + typeof(T).Name + ">(" + edge + ")", () => PeerValueFactory.Sweep<T>(edge)));
            }
            cases.Add(new KeyValuePair<string, Func<T>>("PeerValueFactory.Large<" + typeof(T).Name + ">()", PeerValueFactory.Large<T>));
            for (int s = 1; s <= RandomCases; s++)
            {
                int seed = s;
                cases.Add(new KeyValuePair<string, Func<T>>("PeerValueFactory.Random<" + typeof(T).Name + ">(" + seed + ")", () => PeerValueFactory.Random<T>(seed)));
            }

            foreach (var c in cases)
            {
                try
                {
                    check(c.Value());
                }
                catch (Exception e)
                {
                    throw new XunitException("value from " + c.Key + ": " + e.GetType().Name + ": " + e.Message, e);
                }
            }
        }
    }

    /// <summary>The MessagePack-CSharp configuration the interop tests use: its standard resolver, plus DateOnly and TimeOnly.</summary>
    public static class PeerOptions
    {
        public static readonly MessagePackSerializerOptions Options = MessagePackSerializerOptions.Standard.WithResolver(
            CompositeResolver.Create(
#if BENTO_NETSTANDARD_TESTS
                Array.Empty<IMessagePackFormatter>(),
#else
                new IMessagePackFormatter[] { DayNumberFormatter.Instance, TimeOfDayTicksFormatter.Instance },
#endif
                new IFormatterResolver[] { StandardResolver.Instance }));

#if !BENTO_NETSTANDARD_TESTS
        /// <summary>
        /// MessagePack-CSharp 2.5 has no DateOnly formatter, so a user registers one. This one writes what Bento writes
        /// and what MessagePack-CSharp 3's built-in formatter writes: <see cref="DateOnly.DayNumber"/> as an integer.
        /// </summary>
        private sealed class DayNumberFormatter : IMessagePackFormatter<DateOnly>
        {
            public static readonly DayNumberFormatter Instance = new DayNumberFormatter();

            public void Serialize(ref MessagePackWriter writer, DateOnly value, MessagePackSerializerOptions options) => writer.Write(value.DayNumber);

            public DateOnly Deserialize(ref MessagePackReader reader, MessagePackSerializerOptions options) => DateOnly.FromDayNumber(reader.ReadInt32());
        }

        /// <summary>The same for TimeOnly: <see cref="TimeOnly.Ticks"/> since midnight as an integer.</summary>
        private sealed class TimeOfDayTicksFormatter : IMessagePackFormatter<TimeOnly>
        {
            public static readonly TimeOfDayTicksFormatter Instance = new TimeOfDayTicksFormatter();

            public void Serialize(ref MessagePackWriter writer, TimeOnly value, MessagePackSerializerOptions options) => writer.Write(value.Ticks);

            public TimeOnly Deserialize(ref MessagePackReader reader, MessagePackSerializerOptions options) => new TimeOnly(reader.ReadInt64());
        }
#endif
    }

    /// <summary>Says which members' encodings differ between two documents of the same model.</summary>
    public static class PeerBytes
    {
        public static string DescribeDifference(byte[] ours, byte[] theirs)
        {
            var sb = new StringBuilder("Bento wrote " + ours.Length + " bytes, MessagePack-CSharp " + theirs.Length + "; ");
            List<KeyValuePair<string, byte[]>> a = Entries(ours), b = Entries(theirs);
            int differing = 0;
            for (int i = 0; i < Math.Max(a.Count, b.Count); i++)
            {
                string name = i < a.Count ? a[i].Key : b[i].Key;
                byte[]? x = i < a.Count ? a[i].Value : null;
                byte[]? y = i < b.Count && b[i].Key == name ? b[i].Value : Find(b, name);
                if (x != null && y != null && x.AsSpan().SequenceEqual(y))
                    continue;
                differing++;
                sb.Append(name).Append(": Bento ").Append(Show(x)).Append(", MessagePack-CSharp ").Append(Show(y)).Append("; ");
            }

            if (differing == 0)
                sb.Append(a.Count == b.Count ? "every member is encoded alike, so the order or the header differs" : "the member counts differ");
            return sb.ToString();
        }

        private static byte[]? Find(List<KeyValuePair<string, byte[]>> entries, string name)
        {
            foreach (var e in entries)
            {
                if (e.Key == name)
                    return e.Value;
            }
            return null;
        }

        private static string Show(byte[]? bytes)
        {
            if (bytes == null)
                return "(absent)";
            string hex = Convert.ToHexString(bytes).ToLowerInvariant();
            return hex.Length <= 80 ? hex : hex.Substring(0, 80) + "... (" + bytes.Length + " bytes)";
        }

        // The root's entries: map keys with their values' raw bytes, or array elements by index.
        private static List<KeyValuePair<string, byte[]>> Entries(byte[] document)
        {
            var entries = new List<KeyValuePair<string, byte[]>>();
            var reader = new MsgPackReader(document);
            if (reader.NextType == MsgPackType.Map)
            {
                int count = reader.ReadMapHeader();
                for (int i = 0; i < count; i++)
                {
                    string key = reader.NextType == MsgPackType.String ? reader.ReadString()! : "key " + Convert.ToHexString(reader.ReadRaw());
                    entries.Add(new KeyValuePair<string, byte[]>(key, reader.ReadRaw().ToArray()));
                }
            }
            else if (reader.NextType == MsgPackType.Array)
            {
                int count = reader.ReadArrayHeader();
                for (int i = 0; i < count; i++)
                    entries.Add(new KeyValuePair<string, byte[]>("[" + i + "]", reader.ReadRaw().ToArray()));
            }
            else
            {
                entries.Add(new KeyValuePair<string, byte[]>("$", document));
            }
            return entries;
        }
    }
}
