using System;
using System.Buffers;
using System.Buffers.Binary;
using System.Globalization;
using Bento.Json;
using Bento.MessagePack;

namespace Bento.Internal;

/// <summary>
/// Untyped conversion between JSON and MessagePack, both ways, on the public reader and writer APIs of each format.
/// Both directions are iterative: nesting costs heap-free stack slots, never call-stack frames.
/// </summary>
internal static class MsgPackJson
{
    private static readonly BentoJsonOptions s_strictJson = new();

    // ---- JSON to MessagePack ----

    /// <summary>
    /// Converts one JSON document. JSON does not say how many items a container holds until it ends, so each array and
    /// map first gets a 5-byte placeholder header (array 32 / map 32) in a draft; the count is filled in when the
    /// container closes, and the final copy to <paramref name="output"/> shrinks every header to its smallest form.
    /// </summary>
    public static void FromJson(ReadOnlySpan<byte> json, IBufferWriter<byte> output, BentoMessagePackOptions options)
    {
        var jsonOptions = options.MaxDepth == s_strictJson.MaxDepth ? s_strictJson : new BentoJsonOptions { MaxDepth = options.MaxDepth };
        var reader = new JsonReader(json, jsonOptions);
        var draft = new Draft();
        try
        {
            // Open containers: index into draft.Holes, and the number of items seen so far.
            int[] openHole = ArrayPool<int>.Shared.Rent(16);
            int[] openCount = ArrayPool<int>.Shared.Rent(16);
            bool[] openIsMap = ArrayPool<bool>.Shared.Rent(16);
            int open = 0;
            try
            {
                while (true)
                {
                    int b = Peek(json, reader.Position);
                    if (b == '{' || b == '[')
                    {
                        bool isMap = b == '{';
                        if (isMap) reader.ReadStartObject();
                        else reader.ReadStartArray();
                        if (open == openHole.Length)
                        {
                            Grow(ref openHole, open);
                            Grow(ref openCount, open);
                            Grow(ref openIsMap, open);
                        }

                        openHole[open] = draft.AddHole(isMap ? MsgPackCode.Map32 : MsgPackCode.Array32);
                        openCount[open] = 0;
                        openIsMap[open] = isMap;
                        open++;
                    }
                    else
                    {
                        ConvertScalar(ref reader, json, b, draft);
                    }

                    // Move to the next value slot, closing every container that ends here.
                    while (true)
                    {
                        if (open == 0)
                        {
                            reader.ReadEndOfDocument();
                            draft.CopyCompacted(output);
                            return;
                        }

                        int top = open - 1;
                        if (openIsMap[top])
                        {
                            if (reader.ReadNextPropertyName(out var name))
                            {
                                // Names come back unescaped but not yet checked to be UTF-8, and str must hold UTF-8.
                                if (!Utf8Text.IsValid(name)) reader.Throw("A property name is not valid UTF-8.");
                                draft.WriteString(name);
                                openCount[top]++;
                                break;
                            }
                        }
                        else if (reader.ReadNextArrayElement())
                        {
                            openCount[top]++;
                            break;
                        }

                        draft.FillHole(openHole[top], openCount[top]);
                        open--;
                    }
                }
            }
            finally
            {
                ArrayPool<int>.Shared.Return(openHole);
                ArrayPool<int>.Shared.Return(openCount);
                ArrayPool<bool>.Shared.Return(openIsMap);
            }
        }
        finally
        {
            draft.Dispose();
        }
    }

    private static void Grow<T>(ref T[] array, int used)
    {
        var larger = ArrayPool<T>.Shared.Rent(array.Length * 2);
        Array.Copy(array, larger, used);
        ArrayPool<T>.Shared.Return(array);
        array = larger;
    }

    /// <summary>The first byte of the next token (JSON whitespace skipped), or -1 at the end.</summary>
    private static int Peek(ReadOnlySpan<byte> json, int pos)
    {
        while (pos < json.Length)
        {
            byte b = json[pos];
            if (b != (byte)' ' && b != (byte)'\n' && b != (byte)'\r' && b != (byte)'\t') return b;
            pos++;
        }

        return -1;
    }

    private static void ConvertScalar(ref JsonReader reader, ReadOnlySpan<byte> json, int first, Draft draft)
    {
        switch (first)
        {
            case '"':
                draft.WriteString(reader.ReadStringUtf8());
                return;
            case 't':
            case 'f':
                draft.Write(MsgPackEncoder.WriteBoolean(draft.Reserve(1), reader.ReadBoolean()));
                return;
            case 'n':
                reader.TryReadNull();
                draft.Write(MsgPackEncoder.WriteNil(draft.Reserve(1)));
                return;
        }

        if (first != '-' && (uint)(first - '0') > 9)
        {
            // Not the start of any value: let the reader raise its own error for whatever is there.
            reader.SkipValue();
            reader.Throw("Expected a JSON value.");
        }

        // Classify the number from its text; the reader still validates the grammar as it reads it.
        int pos = SkipWhitespace(json, reader.Position);
        bool negative = json[pos] == (byte)'-';
        int digitsStart = negative ? pos + 1 : pos;
        int end = digitsStart;
        ulong magnitude = 0;
        bool overflow = false;
        while (end < json.Length && (uint)(json[end] - '0') <= 9)
        {
            uint digit = (uint)(json[end] - '0');
            if (magnitude > (ulong.MaxValue - digit) / 10) overflow = true;
            else magnitude = (magnitude * 10) + digit;
            end++;
        }

        bool isInteger = end > digitsStart && (end >= json.Length || (json[end] != (byte)'.' && json[end] != (byte)'e' && json[end] != (byte)'E'));
        var span = draft.Reserve(MsgPackEncoder.MaxIntegerSize);
        if (isInteger && !overflow && !(negative && magnitude == 0))
        {
            if (!negative) draft.Write(MsgPackEncoder.WriteUInt64(span, reader.ReadUInt64()));
            else if (magnitude <= 1UL << 63) draft.Write(MsgPackEncoder.WriteInt64(span, reader.ReadInt64()));
            else draft.Write(MsgPackEncoder.WriteDouble(span, reader.ReadDouble()));
            return;
        }

        // Fractions, exponents, integers beyond 64 bits and -0 (kept as the double -0.0) become float 64.
        draft.Write(MsgPackEncoder.WriteDouble(span, reader.ReadDouble()));
    }

    private static int SkipWhitespace(ReadOnlySpan<byte> json, int pos)
    {
        while (pos < json.Length && (json[pos] == (byte)' ' || json[pos] == (byte)'\n' || json[pos] == (byte)'\r' || json[pos] == (byte)'\t')) pos++;
        return pos;
    }

    /// <summary>A growable pooled byte buffer with random access, for headers patched after the fact.</summary>
    private sealed class Draft : IDisposable
    {
        private byte[] _bytes = ArrayPool<byte>.Shared.Rent(4096);
        private int[] _holes = ArrayPool<int>.Shared.Rent(64);
        private int _length;
        private int _holeCount;
        private long _saved;

        public Span<byte> Reserve(int count)
        {
            if (_bytes.Length - _length < count)
            {
                long wanted = Math.Max((long)_bytes.Length * 2, (long)_length + count);
                if (wanted > ArrayLimits.MaxByteArrayLength) wanted = (long)_length + count;
                if (wanted > ArrayLimits.MaxByteArrayLength) throw new BentoMessagePackException("The MessagePack output would be larger than one array can hold.");
                var larger = ArrayPool<byte>.Shared.Rent((int)wanted);
                _bytes.AsSpan(0, _length).CopyTo(larger);
                ArrayPool<byte>.Shared.Return(_bytes);
                _bytes = larger;
            }

            return _bytes.AsSpan(_length);
        }

        public void Write(int count) => _length += count;

        public void WriteString(ReadOnlySpan<byte> utf8) =>
            Write(MsgPackEncoder.WriteStringUtf8(Reserve(MsgPackEncoder.MaxHeaderSize + utf8.Length), utf8));

        /// <summary>Writes a 5-byte placeholder header whose count is filled in later; returns its index.</summary>
        public int AddHole(byte code32)
        {
            var span = Reserve(MsgPackEncoder.MaxHeaderSize);
            span[0] = code32;
            if (_holeCount == _holes.Length) Grow(ref _holes, _holeCount);
            _holes[_holeCount] = _length;
            _length += MsgPackEncoder.MaxHeaderSize;
            return _holeCount++;
        }

        public void FillHole(int hole, int count)
        {
            int at = _holes[hole];
            BinaryPrimitives.WriteInt32BigEndian(_bytes.AsSpan(at + 1), count);
            _saved += MsgPackEncoder.MaxHeaderSize - HeaderSize((uint)count);
        }

        private static int HeaderSize(uint count) => count <= 15 ? 1 : count <= ushort.MaxValue ? 3 : 5;

        /// <summary>Copies the draft with every placeholder header replaced by the smallest header for its count.</summary>
        public void CopyCompacted(IBufferWriter<byte> output)
        {
            int total = (int)(_length - _saved);
            var destination = output.GetSpan(Math.Max(total, 1));
            int written = 0;
            int from = 0;
            for (int i = 0; i < _holeCount; i++)
            {
                int at = _holes[i];
                _bytes.AsSpan(from, at - from).CopyTo(destination.Slice(written));
                written += at - from;
                uint count = BinaryPrimitives.ReadUInt32BigEndian(_bytes.AsSpan(at + 1));
                written += _bytes[at] == MsgPackCode.Map32
                    ? MsgPackEncoder.WriteMapHeader(destination.Slice(written), count)
                    : MsgPackEncoder.WriteArrayHeader(destination.Slice(written), count);
                from = at + MsgPackEncoder.MaxHeaderSize;
            }

            _bytes.AsSpan(from, _length - from).CopyTo(destination.Slice(written));
            written += _length - from;
            output.Advance(written);
        }

        public void Dispose()
        {
            ArrayPool<byte>.Shared.Return(_bytes);
            ArrayPool<int>.Shared.Return(_holes);
        }
    }

    // ---- MessagePack to JSON ----

    /// <summary>
    /// Converts one MessagePack document to JSON. Map keys must be strings; bin becomes base64 text; timestamps become
    /// ISO 8601 UTC text; other extensions become <c>{"ext":type,"data":"base64"}</c>; NaN and infinities are an error.
    /// </summary>
    public static void ToJson(ReadOnlySpan<byte> msgpack, IBufferWriter<byte> output, bool indented, BentoMessagePackOptions options)
    {
        var reader = new MsgPackReader(msgpack, options);

        // One more level than the reader allows, so the object an extension becomes still fits at the deepest level.
        var writer = new JsonWriter(output, new BentoJsonOptions { Indented = indented, MaxDepth = options.MaxDepth + 1 });
        bool replace = options.InvalidTextHandling == BentoInvalidTextHandling.Replace;

        // Per open container: remaining items shifted left by one, low bit set for maps.
        long[] frames = ArrayPool<long>.Shared.Rent(32);
        int level = 0;
        try
        {
            while (true)
            {
                ConvertValue(ref reader, ref writer, ref frames, ref level, replace);

                // Move to the next value slot (writing the key first in maps), closing every container that ends here.
                while (true)
                {
                    if (level == 0)
                    {
                        reader.ReadEndOfDocument();
                        writer.Flush();
                        return;
                    }

                    long frame = frames[level - 1];
                    if (frame >> 1 > 0)
                    {
                        frames[level - 1] = frame - 2;
                        if ((frame & 1) != 0) ConvertKey(ref reader, ref writer, replace);
                        break;
                    }

                    if ((frame & 1) != 0) writer.WriteEndObject();
                    else writer.WriteEndArray();
                    reader.ExitContainer();
                    level--;
                }
            }
        }
        finally
        {
            ArrayPool<long>.Shared.Return(frames);
        }
    }

    private static void ConvertKey(ref MsgPackReader reader, ref JsonWriter writer, bool replace)
    {
        if (reader.NextType != MsgPackType.String)
            reader.Throw($"A map key must be a string to convert to JSON, but this one is {MsgPackFormat.Describe(reader.NextCode)}.");
        if (replace)
        {
            writer.WritePropertyName(reader.ReadString()!);
            return;
        }

        var name = reader.ReadStringUtf8();
        writer.WritePropertyNameUtf8(name);
    }

    private static void ConvertValue(ref MsgPackReader reader, ref JsonWriter writer, ref long[] frames, ref int level, bool replace)
    {
        var at = reader;
        switch (reader.NextType)
        {
            case MsgPackType.Nil:
                reader.ReadNil();
                writer.WriteNull();
                return;
            case MsgPackType.Boolean:
                writer.WriteBoolean(reader.ReadBoolean());
                return;
            case MsgPackType.Integer:
                if (reader.NextCode == MsgPackCode.UInt64) writer.WriteUInt64(reader.ReadUInt64());
                else writer.WriteInt64(reader.ReadInt64());
                return;
            case MsgPackType.Float:
                if (reader.NextCode == MsgPackCode.Float32)
                {
                    float single = reader.ReadSingle();
                    if (float.IsNaN(single) || float.IsInfinity(single)) at.Throw(NonFinite(single));
                    writer.WriteSingle(single);
                }
                else
                {
                    double number = reader.ReadDouble();
                    if (double.IsNaN(number) || double.IsInfinity(number)) at.Throw(NonFinite(number));
                    WriteFloat64(ref writer, number);
                }

                return;
            case MsgPackType.String:
                if (replace) writer.WriteString(reader.ReadString());
                else writer.WriteStringUtf8(reader.ReadStringUtf8());
                return;
            case MsgPackType.Binary:
                writer.WriteBytes(reader.ReadBinarySpan());
                return;
            case MsgPackType.Extension:
                ConvertExtension(ref reader, ref writer, at);
                return;
            case MsgPackType.Array:
            case MsgPackType.Map:
            {
                // Depth first, so that a too-deep document is reported at the header that goes too deep (as Skip does).
                bool isMap = reader.NextType == MsgPackType.Map;
                reader.EnterContainer();
                int count = isMap ? reader.ReadMapHeader() : reader.ReadArrayHeader();
                if (isMap) writer.WriteStartObject();
                else writer.WriteStartArray();
                if (level == frames.Length) Grow(ref frames, level);

                frames[level++] = ((long)count << 1) | (isMap ? 1L : 0L);
                return;
            }

            default:
                reader.Throw("The byte 0xc1 is never used in MessagePack.");
                return;
        }
    }

    /// <summary>
    /// A float 64 in its shortest text, with ".0" after a whole number (1, -7, 100): FromJson turns a number without a
    /// fraction or an exponent into an integer, so without it FromJson(ToJson(m)) would not give m's bytes back.
    /// </summary>
    internal static void WriteFloat64(ref JsonWriter writer, double number)
    {
        Span<byte> text = stackalloc byte[40];
        int length = Utf8Numbers.FormatDouble(number, text);
        if (text.Slice(0, length).IndexOfAny((byte)'.', (byte)'e', (byte)'E') < 0)
        {
            text[length++] = (byte)'.';
            text[length++] = (byte)'0';
        }

        writer.WriteRawValue(text.Slice(0, length));
    }

    private static string NonFinite(double value) =>
        $"{value.ToString(CultureInfo.InvariantCulture)} has no JSON number form, so it cannot be converted.";

    private static void ConvertExtension(ref MsgPackReader reader, ref JsonWriter writer, MsgPackReader at)
    {
        var probe = reader;
        probe.ReadExtensionHeader(out sbyte type);
        if (type == MsgPackCode.TimestampExtensionType)
        {
            reader.ReadTimestamp(out long seconds, out uint nanoseconds);
            if (!MsgPackTime.TryToTicks(seconds, 0, out long ticks))
                at.Throw("The timestamp is outside years 1 to 9999, which ISO 8601 text in JSON cannot show.");
            Span<char> text = stackalloc char[32];
            new DateTime(ticks, DateTimeKind.Utc).TryFormat(text, out int length, "yyyy'-'MM'-'dd'T'HH':'mm':'ss", CultureInfo.InvariantCulture);
            if (nanoseconds != 0)
            {
                text[length++] = '.';
                uint rest = nanoseconds;
                int digits = 9;
                while (rest % 10 == 0)
                {
                    rest /= 10;
                    digits--;
                }

                for (int i = digits - 1; i >= 0; i--)
                {
                    text[length + i] = (char)('0' + (rest % 10));
                    rest /= 10;
                }

                length += digits;
            }

            text[length++] = 'Z';
            writer.WriteString(text.Slice(0, length));
            return;
        }

        var data = reader.ReadExtension(out type);
        writer.WriteStartObject();
        writer.WritePropertyName("\"ext\":"u8);
        writer.WriteInt32(type);
        writer.WritePropertyName("\"data\":"u8);
        writer.WriteBytes(data);
        writer.WriteEndObject();
    }
}
