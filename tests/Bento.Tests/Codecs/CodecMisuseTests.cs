using System;
using System.Collections.Generic;
using System.Text;
using Bento.Json;
using Bento.MessagePack;
using Bento.Tests.Infrastructure;
using Xunit;

namespace Bento.Tests.Codecs
{
    public struct Pair { public int A, B; }

    // Reads the first element of [a, b] and returns: the reader is left inside the array.
    public struct UnderReadingCodec : IJsonShape<Pair>, IMsgPackShape<Pair>
    {
        public bool Reuses => false;

        public Pair Read(ref JsonReader reader)
        {
            reader.ReadStartArray();
            reader.ReadNextArrayElement();
            return new Pair { A = reader.ReadInt32() };
        }

        public Pair Populate(ref JsonReader reader, Pair current) => Read(ref reader);

        public void Write(ref JsonWriter writer, Pair value)
        {
            writer.WriteStartArray();
            writer.WriteInt32(value.A);
            writer.WriteInt32(value.B);
            writer.WriteEndArray();
        }

        public Pair Read(ref MsgPackReader reader)
        {
            reader.ReadArrayHeader();
            return new Pair { A = reader.ReadInt32() };
        }

        public Pair Populate(ref MsgPackReader reader, Pair current) => Read(ref reader);

        public void Write<TBuffer>(ref MsgPackWriter<TBuffer> writer, Pair value)
            where TBuffer : class, System.Buffers.IBufferWriter<byte>
        {
            writer.WriteArrayHeader(2);
            writer.WriteInt32(value.A);
            writer.WriteInt32(value.B);
        }
    }

    // Reads its number, then also the member after it (name and value in JSON, the next value in MessagePack): without
    // the check the model would silently lose that member.
    public struct OverReadingCodec : IJsonShape<Pair>, IMsgPackShape<Pair>
    {
        public bool Reuses => false;

        public Pair Read(ref JsonReader reader)
        {
            var pair = new Pair { A = reader.ReadInt32() };
            if (reader.ReadNextPropertyName(out _)) pair.B = reader.ReadInt32();
            return pair;
        }

        public Pair Populate(ref JsonReader reader, Pair current) => Read(ref reader);

        public void Write(ref JsonWriter writer, Pair value) => writer.WriteInt32(value.A);

        public Pair Read(ref MsgPackReader reader)
        {
            var pair = new Pair { A = reader.ReadInt32() };
            reader.Skip();
            pair.B = reader.ReadInt32();
            return pair;
        }

        public Pair Populate(ref MsgPackReader reader, Pair current) => Read(ref reader);

        public void Write<TBuffer>(ref MsgPackWriter<TBuffer> writer, Pair value)
            where TBuffer : class, System.Buffers.IBufferWriter<byte> => writer.WriteInt32(value.A);
    }

    [BentoObject]
    public partial class UnderRead
    {
        [BentoCodec(typeof(UnderReadingCodec))] public Pair Value { get; set; }
        public int After { get; set; }
    }

    [BentoObject]
    public partial class OverRead
    {
        [BentoCodec(typeof(OverReadingCodec))] public Pair Value { get; set; }
        public int After { get; set; }
    }

    [BentoObject]
    public partial class OverReadInList
    {
        [BentoCodec(typeof(OverReadingCodec))] public List<Pair> Values { get; set; } = new List<Pair>();
    }

    public class CodecMisuseTests
    {
        public static IEnumerable<object[]> Formats() => TestFormat.OwnLayoutNames();

        [Theory]
        [MemberData(nameof(Formats))]
        public void A_codec_that_reads_less_than_its_value_is_Bentos_error_naming_it(string name)
        {
            var format = TestFormat.Named(name);
            byte[] data = format.Serialize(new UnderRead { Value = new Pair { A = 1, B = 2 }, After = 3 });
            var error = format.Fails(() => format.Deserialize<UnderRead>(data));
            Assert.Equal("$.Value", error.Path);
            Assert.Contains("Bento.Tests.Codecs.UnderReadingCodec read less than the value", error.Reason, StringComparison.Ordinal);
            // At the value's first byte (hinted JSON's hints shift it; its path says the same).
            if (format != TestFormat.HintedJson)
                Assert.Equal(format.IsJson ? Encoding.UTF8.GetString(data).IndexOf('[', StringComparison.Ordinal) : 7, error.BytePosition);
        }

        [Theory]
        [MemberData(nameof(Formats))]
        public void A_codec_that_reads_past_its_value_is_Bentos_error_naming_it(string name)
        {
            var format = TestFormat.Named(name);
            byte[] data = format.FromPlainJson("{\"Value\":1,\"After\":3}");
            var error = format.Fails(() => format.Deserialize<OverRead>(data));
            Assert.Equal("$.Value", error.Path);
            Assert.Contains("Bento.Tests.Codecs.OverReadingCodec read more than the value", error.Reason, StringComparison.Ordinal);
        }

        [Theory]
        [MemberData(nameof(Formats))]
        public void The_check_applies_to_a_codec_used_for_elements(string name)
        {
            var format = TestFormat.Named(name);
            var error = format.Fails(() => format.Deserialize<OverReadInList>(format.FromPlainJson("{\"Values\":[1,2,3]}")));
            // In JSON this codec's extra read is already a syntax error of the reader (a name where an element is).
            Assert.Equal(format.IsJson ? "$.Values[1]" : "$.Values[0]", error.Path);
            if (!format.IsJson)
                Assert.Contains("read more than the value", error.Reason, StringComparison.Ordinal);
        }
    }
}
