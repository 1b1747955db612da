using System;
using System.Buffers;
using System.Buffers.Binary;
using System.Collections.Generic;
using System.Runtime.InteropServices;
using Bento.Bench.Models;

namespace Bento.Bench.Runner;

/// <summary>
/// The save game written by hand, the way a game programmer writes a save file without a library: the name's length
/// and its UTF-16 code units, then the score as four bytes, by marching through one buffer. No member names, no
/// versioning, no checks beyond the lengths: the floor a generated binary serializer can be compared with.
/// </summary>
public sealed class HandWrittenSaveGameCase(string workload, SaveGame value) : BenchCase(workload, FloorName, "hand-written binary")
{
    public const string FloorName = "hand-written binary (floor)";
    static readonly Op[] s_ops = [Op.Serialize, Op.Deserialize];
    readonly ArrayBufferWriter<byte> _buffer = new(256);

    public override IReadOnlyList<Op> Ops => s_ops;

    public override bool IsFloor => true;

    public override void Prepare()
    {
        Write(_buffer, value);
        Payload = _buffer.WrittenSpan.ToArray();
        SaveGame back = Read(Payload);
        Failure = DeepEquality.FindDifference(value, back) is { } difference ? "round trip changed the value: " + difference : null;
    }

    public override object? Once(Op op)
    {
        if (op == Op.Serialize)
        {
            _buffer.ResetWrittenCount();
            Write(_buffer, value);
            return _buffer;
        }

        return Read(Payload);
    }

    static void Write(IBufferWriter<byte> output, SaveGame save)
    {
        ReadOnlySpan<byte> name = MemoryMarshal.AsBytes(save.Name.AsSpan());
        int length = 4 + name.Length + 4;
        Span<byte> span = output.GetSpan(length);
        BinaryPrimitives.WriteInt32LittleEndian(span, save.Name.Length);
        name.CopyTo(span[4..]);
        BinaryPrimitives.WriteInt32LittleEndian(span[(4 + name.Length)..], save.HighScore);
        output.Advance(length);
    }

    static SaveGame Read(ReadOnlySpan<byte> input)
    {
        int chars = BinaryPrimitives.ReadInt32LittleEndian(input);
        if ((uint)chars > (uint)(input.Length - 8) / 2)
        {
            throw new InvalidOperationException("the name's length runs past the end of the save");
        }

        ReadOnlySpan<byte> name = input.Slice(4, chars * 2);
        return new SaveGame
        {
            Name = new string(MemoryMarshal.Cast<byte, char>(name)),
            HighScore = BinaryPrimitives.ReadInt32LittleEndian(input[(4 + name.Length)..]),
        };
    }
}
