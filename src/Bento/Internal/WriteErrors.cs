using System;
using System.Buffers;
using Bento.MessagePack;

namespace Bento.Internal;

/// <summary>
/// Gives a write-side error found in the middle of a document (a derived value that its declared type cannot write) the
/// path of the value, worked out after the fact from the bytes written before it, as read errors are: the writers keep
/// no path while they write. Only outputs that can be read back (Bento's own buffers, an ArrayBufferWriter) yield one.
/// </summary>
internal static class WriteErrors
{
    /// <summary>How many bytes <paramref name="output"/> holds, when it can be read back; -1 otherwise.</summary>
    public static int Length(IBufferWriter<byte> output) => output switch
    {
        PooledBufferWriter pooled => pooled.WrittenSpan.Length,
        ArrayBufferWriter<byte> array => array.WrittenCount,
        _ => -1,
    };

    private static ReadOnlySpan<byte> Written(IBufferWriter<byte> output, int start, long count)
    {
        ReadOnlySpan<byte> all = output switch
        {
            PooledBufferWriter pooled => pooled.WrittenSpan,
            ArrayBufferWriter<byte> array => array.WrittenSpan,
            _ => default,
        };
        return start >= 0 && count >= 0 && start + count <= all.Length ? all.Slice(start, (int)count) : default;
    }

    /// <summary><paramref name="e"/> with the path of the value it is about, or <paramref name="e"/> itself when there is none to find.</summary>
    public static BentoJsonException WithPath(BentoJsonException e, IBufferWriter<byte> output, int start)
    {
        if (e.WriteOffset < 0 || e.Path is not null || start < 0) return e;
        var prefix = Written(output, start, e.WriteOffset);
        return prefix.Length == e.WriteOffset ? new BentoJsonException(e.Reason, JsonErrors.LocatePath(prefix), e.InnerException) : e;
    }

    /// <summary>The MessagePack counterpart of <see cref="WithPath(BentoJsonException, IBufferWriter{byte}, int)"/>.</summary>
    public static BentoMessagePackException WithPath(BentoMessagePackException e, IBufferWriter<byte> output, int start)
    {
        if (e.WriteOffset < 0 || start < 0) return e;
        var prefix = Written(output, start, e.WriteOffset);
        return prefix.Length == e.WriteOffset ? new BentoMessagePackException(e.Reason, e.WriteOffset, MsgPackErrors.LocatePath(prefix, prefix.Length), e.InnerException) : e;
    }
}
