using System;
using System.Buffers.Binary;
using System.ComponentModel;
using System.Runtime.CompilerServices;

namespace Bento.Internal;

/// <summary>
/// The numbers a generated member loop switches on to find which member a UTF-8 name is. Used by generated code.
/// </summary>
/// <remarks>
/// The loop switches on the name's length, then on <see cref="Head"/>: up to its first eight bytes as one integer.
/// A name of at most eight bytes is then told apart; a longer one is checked further by <see cref="Tail"/> (up to
/// sixteen bytes) and eight-byte loads between. The generator computes the same numbers at compile time. Constants in
/// <c>switch</c> labels are also far cheaper for the C# compiler to bind than a comparison per member, which is most
/// of what generated code costs a build.
/// </remarks>
[EditorBrowsable(EditorBrowsableState.Never)]
public static class MemberKey
{
    /// <summary>
    /// The first <paramref name="length"/> bytes of <paramref name="name"/> (at most eight), little-endian.
    /// <paramref name="length"/> is the name's length, a constant at every call, so that the inlined code is one or two
    /// loads.
    /// </summary>
    [MethodImpl(MethodImplOptions.AggressiveInlining)]
    public static ulong Head(ReadOnlySpan<byte> name, int length)
    {
        if (length >= 8)
            return BinaryPrimitives.ReadUInt64LittleEndian(name);
        // Two loads that overlap in the middle: the bytes they share are the same, so OR-ing them loses nothing.
        if (length >= 4)
            return BinaryPrimitives.ReadUInt32LittleEndian(name) | ((ulong)BinaryPrimitives.ReadUInt32LittleEndian(name.Slice(length - 4)) << ((length - 4) * 8));
        if (length >= 2)
            return BinaryPrimitives.ReadUInt16LittleEndian(name) | ((ulong)name[length - 1] << ((length - 1) * 8));
        return name[0];
    }

    /// <summary>The last eight bytes of a name of eight bytes or more, little-endian.</summary>
    [MethodImpl(MethodImplOptions.AggressiveInlining)]
    public static ulong Tail(ReadOnlySpan<byte> name) => BinaryPrimitives.ReadUInt64LittleEndian(name.Slice(name.Length - 8));
}
