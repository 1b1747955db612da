using System;
using System.ComponentModel;

namespace Bento.MessagePack;

/// <summary>Small helpers that generated MessagePack codecs call; not meant for other code.</summary>
[EditorBrowsable(EditorBrowsableState.Never)]
public static class MsgPackCodegen
{
    /// <summary>
    /// An array of <paramref name="count"/> elements (the shared empty array for zero). Generated code cannot write
    /// <c>new T[count]</c> when <c>T</c> is itself an array type, whose rank specifiers would come out in the wrong order.
    /// </summary>
    public static T[] NewArray<T>(int count) => count == 0 ? Array.Empty<T>() : new T[count];
}
