using System;
using System.Buffers;

namespace Bento.SignalR;

// SignalR's binary framing: every message is preceded by its length as a little-endian base-128 integer of at most
// five bytes (the top bit of a byte says another follows), and a length may not exceed int.MaxValue.
internal static class VarIntFraming
{
    private const int MaxPrefixBytes = 5;

    public static bool TryReadFrame(ref ReadOnlySequence<byte> input, out ReadOnlySequence<byte> payload)
    {
        payload = default;
        if (input.IsEmpty)
            return false;
        Span<byte> prefix = stackalloc byte[MaxPrefixBytes];
        int available = (int)Math.Min(MaxPrefixBytes, input.Length);
        input.Slice(0, available).CopyTo(prefix);

        ulong length = 0;
        int used = 0;
        byte current;
        do
        {
            if (used == available)
            {
                if (available == MaxPrefixBytes)
                    throw new BentoMessagePackException("The message length prefix is longer than 5 bytes.", 0, "$");
                return false; // the rest of the prefix has not arrived yet
            }

            current = prefix[used];
            length |= (ulong)(current & 0x7f) << (7 * used);
            used++;
        }
        while ((current & 0x80) != 0);

        if (length > int.MaxValue)
            throw new BentoMessagePackException($"The message length {length} exceeds 2 GB.", 0, "$");
        if (input.Length - used < (long)length)
            return false;
        payload = input.Slice(used, (long)length);
        input = input.Slice(payload.End);
        return true;
    }

    public static void WritePrefix(int length, IBufferWriter<byte> output)
    {
        Span<byte> span = output.GetSpan(MaxPrefixBytes);
        uint value = (uint)length;
        int used = 0;
        do
        {
            byte next = (byte)(value & 0x7f);
            value >>= 7;
            if (value != 0)
                next |= 0x80;
            span[used++] = next;
        }
        while (value != 0);
        output.Advance(used);
    }
}
