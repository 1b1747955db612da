using System;
using Bento.Json;
using Bento.MessagePack;

namespace Bento.Cli;

/// <summary>
/// Untyped codecs for the record readers of <see cref="BentoJsonLines"/> and <see cref="BentoMessagePackStream"/>:
/// the readers frame, buffer and report positions; these only check a record or hand its bytes on.
/// </summary>
internal static class RecordCodecs
{
    public static readonly JsonCodec<byte[]> RawJson = new RawJsonCodec();
    public static readonly JsonCodec<bool> CheckJson = new CheckJsonCodec();
    public static readonly MsgPackCodec<byte[]> RawMsgPack = new RawMsgPackCodec();
    public static readonly MsgPackCodec<bool> CheckMsgPack = new CheckMsgPackCodec();

    private const string ReadOnly = "This codec only reads records.";

    /// <summary>A record's exact JSON text (the reader has checked it is one valid value).</summary>
    private sealed class RawJsonCodec : JsonCodec<byte[]>
    {
        public override byte[] Read(ref JsonReader reader) => reader.ReadRaw().ToArray();
        public override void Write(ref JsonWriter writer, byte[] value) => throw new NotSupportedException(ReadOnly);
        public override void Populate(ref JsonReader reader, ref byte[] value) => value = Read(ref reader);
    }

    /// <summary>Checks a record without keeping anything: validation allocates nothing per record.</summary>
    private sealed class CheckJsonCodec : JsonCodec<bool>
    {
        public override bool Read(ref JsonReader reader)
        {
            reader.SkipValue();
            return true;
        }

        public override void Write(ref JsonWriter writer, bool value) => throw new NotSupportedException(ReadOnly);
        public override void Populate(ref JsonReader reader, ref bool value) => value = Read(ref reader);
    }

    private sealed class RawMsgPackCodec : MsgPackCodec<byte[]>
    {
        public override byte[] Read(ref MsgPackReader reader) => reader.ReadRaw().ToArray();
        public override void Write<TBuffer>(ref MsgPackWriter<TBuffer> writer, byte[] value) => throw new NotSupportedException(ReadOnly);
        public override void Populate(ref MsgPackReader reader, ref byte[] value) => value = Read(ref reader);
    }

    private sealed class CheckMsgPackCodec : MsgPackCodec<bool>
    {
        public override bool Read(ref MsgPackReader reader)
        {
            reader.Skip();
            return true;
        }

        public override void Write<TBuffer>(ref MsgPackWriter<TBuffer> writer, bool value) => throw new NotSupportedException(ReadOnly);
        public override void Populate(ref MsgPackReader reader, ref bool value) => value = Read(ref reader);
    }
}
