// The wrappers generated code puts around a user codec struct ([BentoCodec], docs/codecs.md): a codec that reads less
// or more than the one value in front of it would leave the reader inside that value, or past the next member, and the
// members after it would be read from the wrong place without any error. So the end of the value is found first by one
// pass over its bytes without validation (Internal/ValueExtent.cs: the readers' validating skips measured 1.8 times the
// codec's own read in JSON and 17 times in MessagePack), and after the codec's read the reader must stand exactly at that
// end, at the same depth. Anything else is Bento's error at the value, naming the codec. bench/Bento.Bench --codecs
// measures the cost.
using System.Buffers;
using System.ComponentModel;
using Bento.Internal;
using Bento.Json;
using Bento.MessagePack;

namespace Bento.Shapes;

/// <summary>A user codec's JSON shape, with the check that its read consumes exactly one value.</summary>
[EditorBrowsable(EditorBrowsableState.Never)]
public readonly struct JsonCheckedShape<T, TCodec> : IJsonShape<T>
    where TCodec : struct, IJsonShape<T>
{
    /// <inheritdoc/>
    public bool Reuses => default(TCodec).Reuses;

    /// <inheritdoc/>
    public T Read(ref JsonReader reader)
    {
        int start = reader.Position;
        int end = ValueExtent.Json(reader.Buffer, start);
        int depth = reader.CurrentDepth;
        var value = default(TCodec).Read(ref reader);
        if ((reader.Position != end && end >= 0) || reader.CurrentDepth != depth) Misread(ref reader, start, end);
        return value;
    }

    /// <inheritdoc/>
    public T Populate(ref JsonReader reader, T current)
    {
        int start = reader.Position;
        int end = ValueExtent.Json(reader.Buffer, start);
        int depth = reader.CurrentDepth;
        var value = default(TCodec).Populate(ref reader, current);
        if ((reader.Position != end && end >= 0) || reader.CurrentDepth != depth) Misread(ref reader, start, end);
        return value;
    }

    /// <inheritdoc/>
    public void Write(ref JsonWriter writer, T value) => default(TCodec).Write(ref writer, value);

    private static void Misread(ref JsonReader reader, int start, int end) =>
        reader.ThrowAt(start, CodecMisuse.Message(typeof(TCodec).ToString(), reader.Position, end));
}

/// <summary>A user codec's MessagePack shape, with the check that its read consumes exactly one value.</summary>
[EditorBrowsable(EditorBrowsableState.Never)]
public readonly struct MsgPackCheckedShape<T, TCodec> : IMsgPackShape<T>
    where TCodec : struct, IMsgPackShape<T>
{
    /// <inheritdoc/>
    public bool Reuses => default(TCodec).Reuses;

    /// <inheritdoc/>
    public T Read(ref MsgPackReader reader)
    {
        int start = reader.Position;
        int end = ValueExtent.MsgPack(reader.Buffer, start);
        var value = default(TCodec).Read(ref reader);
        if (reader.Position != end && end >= 0) Misread(ref reader, start, end);
        return value;
    }

    /// <inheritdoc/>
    public T Populate(ref MsgPackReader reader, T current)
    {
        int start = reader.Position;
        int end = ValueExtent.MsgPack(reader.Buffer, start);
        var value = default(TCodec).Populate(ref reader, current);
        if (reader.Position != end && end >= 0) Misread(ref reader, start, end);
        return value;
    }

    /// <inheritdoc/>
    public void Write<TBuffer>(ref MsgPackWriter<TBuffer> writer, T value)
        where TBuffer : class, IBufferWriter<byte> => default(TCodec).Write(ref writer, value);

    private static void Misread(ref MsgPackReader reader, int start, int end) =>
        reader.ThrowAt(start, CodecMisuse.Message(typeof(TCodec).ToString(), reader.Position, end));
}

internal static class CodecMisuse
{
    public static string Message(string codec, int stoppedAt, int valueEnd) => valueEnd < 0
        ? $"The codec {codec} left the reader at another depth than it found it: a codec's Read must consume exactly one value."
        : stoppedAt < valueEnd
        ? $"The codec {codec} read less than the value here: it stopped at byte {stoppedAt}, inside the value, which ends at byte {valueEnd}. A codec's Read must consume exactly one value."
        : $"The codec {codec} read more than the value here: it stopped at byte {stoppedAt}, past the end of the value at byte {valueEnd}. A codec's Read must consume exactly one value.";
}
