using System;
using System.Buffers.Binary;
using System.Collections.Generic;
using System.Globalization;
using System.Text;
using Bento.MessagePack;

namespace Bento.Internal;

/// <summary>
/// Builds <see cref="BentoMessagePackException"/> for an input position. The path is worked out here, after the fact,
/// by re-scanning the input from its start up to the failing offset: the reader keeps no path state on the hot path.
/// </summary>
internal static class MsgPackErrors
{
    public static BentoMessagePackException At(ReadOnlySpan<byte> input, int offset, string reason, Exception? inner = null)
    {
        if (offset < 0) offset = 0;
        if (offset > input.Length) offset = input.Length;
        return new BentoMessagePackException(reason, offset, LocatePath(input, offset), inner);
    }

    /// <summary>
    /// The error for a value that was read whole and then rejected (by a setter, constructor or collection): reported
    /// at <paramref name="end"/>, just past the value, with the path of the value's last byte, since the path at its
    /// end would already be the enclosing container's.
    /// </summary>
    public static BentoMessagePackException AfterValue(ReadOnlySpan<byte> input, int end, string reason, Exception? inner = null)
    {
        if (end > input.Length) end = input.Length;
        if (end < 1) return At(input, end, reason, inner);
        return new BentoMessagePackException(reason, end, LocatePath(input, end - 1), inner);
    }

    private struct Frame
    {
        public bool IsMap;
        public long Total;   // items in the container (maps: keys and values)
        public long Done;    // items fully read so far
        public string? Key;  // maps: the key of the value in progress
    }

    /// <summary>
    /// The path of the item in progress at <paramref name="offset"/>. Tolerant by design: the input is well formed only
    /// up to the error, so anything odd simply ends the scan.
    /// </summary>
    internal static string LocatePath(ReadOnlySpan<byte> input, int offset)
    {
        var frames = new List<Frame>();
        int pos = 0;
        while (true)
        {
            // Close every container whose items are all read; the container then counts as one item of its parent.
            while (frames.Count > 0 && frames[frames.Count - 1].Done >= frames[frames.Count - 1].Total)
            {
                frames.RemoveAt(frames.Count - 1);
                if (frames.Count > 0) MarkDone(frames, null);
            }

            if (pos >= offset) break;
            if (!MsgPackFormat.TryReadHeader(input, pos, out var type, out int headerLength, out long payload, out long items)) break;
            if (type is MsgPackType.Array or MsgPackType.Map)
            {
                if (pos + headerLength > offset) break;
                if (frames.Count > 0 && IsAtKey(frames)) SetKey(frames, IndexMark + "[?]");
                pos += headerLength;
                frames.Add(new Frame { IsMap = type == MsgPackType.Map, Total = items });
                continue;
            }

            long end = pos + headerLength + payload;
            if (end > offset) break;
            string? key = frames.Count > 0 && IsAtKey(frames) ? KeyText(input, pos, type, headerLength, (int)payload) : null;
            pos = (int)end;
            if (frames.Count == 0) break;
            MarkDone(frames, key);
        }

        var sb = new StringBuilder("$");
        foreach (var frame in frames)
        {
            if (!frame.IsMap)
            {
                sb.Append('[').Append(frame.Done.ToString(CultureInfo.InvariantCulture)).Append(']');
            }
            else if (frame.Done % 2 == 1 && frame.Key is not null)
            {
                if (frame.Key.Length > 0 && frame.Key[0] == IndexMark) sb.Append(frame.Key, 1, frame.Key.Length - 1);
                else JsonErrors.AppendMember(sb, frame.Key);
            }
        }

        return sb.ToString();
    }

    private static bool IsAtKey(List<Frame> frames)
    {
        var top = frames[frames.Count - 1];
        return top.IsMap && top.Done % 2 == 0;
    }

    private static void SetKey(List<Frame> frames, string key)
    {
        var top = frames[frames.Count - 1];
        top.Key = key;
        frames[frames.Count - 1] = top;
    }

    private static void MarkDone(List<Frame> frames, string? key)
    {
        var top = frames[frames.Count - 1];
        if (top.IsMap && top.Done % 2 == 0) top.Key = key ?? top.Key;
        top.Done++;
        frames[frames.Count - 1] = top;
    }

    // Marks a key already rendered in brackets, so that a string key that happens to start with '[' stays a name.
    private const char IndexMark = '\u0001';

    // String keys show as names; integer keys as [n]; anything else as [?].
    private static string KeyText(ReadOnlySpan<byte> input, int pos, MsgPackType type, int headerLength, int payload)
    {
        if (type == MsgPackType.String) return Utf8Text.Lossy(input.Slice(pos + headerLength, payload));
        if (type != MsgPackType.Integer) return IndexMark + "[?]";
        byte code = input[pos];
        var data = input.Slice(pos + 1);
        string text = code switch
        {
            <= MsgPackCode.MaxPositiveFixInt => code.ToString(CultureInfo.InvariantCulture),
            >= MsgPackCode.MinNegativeFixInt => ((sbyte)code).ToString(CultureInfo.InvariantCulture),
            MsgPackCode.UInt8 => data[0].ToString(CultureInfo.InvariantCulture),
            MsgPackCode.UInt16 => BinaryPrimitives.ReadUInt16BigEndian(data).ToString(CultureInfo.InvariantCulture),
            MsgPackCode.UInt32 => BinaryPrimitives.ReadUInt32BigEndian(data).ToString(CultureInfo.InvariantCulture),
            MsgPackCode.UInt64 => BinaryPrimitives.ReadUInt64BigEndian(data).ToString(CultureInfo.InvariantCulture),
            MsgPackCode.Int8 => ((sbyte)data[0]).ToString(CultureInfo.InvariantCulture),
            MsgPackCode.Int16 => BinaryPrimitives.ReadInt16BigEndian(data).ToString(CultureInfo.InvariantCulture),
            MsgPackCode.Int32 => BinaryPrimitives.ReadInt32BigEndian(data).ToString(CultureInfo.InvariantCulture),
            _ => BinaryPrimitives.ReadInt64BigEndian(data).ToString(CultureInfo.InvariantCulture),
        };
        return IndexMark + "[" + text + "]";
    }
}
