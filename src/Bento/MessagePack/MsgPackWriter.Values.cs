using System;
using Bento.Internal;

namespace Bento.MessagePack;

// .NET types MessagePack has no family for. Each follows MessagePack-CSharp's standard resolver where it has a
// convention, so that data stays readable by either library (docs/messagepack.md, "Type mapping").
public ref partial struct MsgPackWriter<TBuffer>
{
    /// <summary>
    /// Writes a DateTime as a timestamp (ext -1). Local times are converted to UTC; Unspecified times are taken to be UTC
    /// already (MessagePack-CSharp does the same). Reading gives back a UTC DateTime.
    /// </summary>
    public void WriteDateTime(DateTime value)
    {
        if (value.Kind == DateTimeKind.Local) value = value.ToUniversalTime();
        MsgPackTime.ToTimestamp(value.Ticks, out long seconds, out uint nanoseconds);
        WriteTimestamp(seconds, nanoseconds);
    }

    /// <summary>
    /// Writes a DateTimeOffset as MessagePack-CSharp does: a two-element array of the local clock time as a timestamp
    /// (its ticks taken as UTC) and the offset in whole minutes as an integer.
    /// </summary>
    public void WriteDateTimeOffset(DateTimeOffset value)
    {
        WriteArrayHeader(2);
        MsgPackTime.ToTimestamp(value.Ticks, out long seconds, out uint nanoseconds);
        WriteTimestamp(seconds, nanoseconds);
        WriteInt32((int)(value.Offset.Ticks / TimeSpan.TicksPerMinute));
    }

    /// <summary>Writes a TimeSpan as its ticks (an integer), as MessagePack-CSharp does.</summary>
    public void WriteTimeSpan(TimeSpan value) => WriteInt64(value.Ticks);

    /// <summary>Writes a decimal as its invariant-culture text (a str), keeping its scale, as MessagePack-CSharp does.</summary>
    public void WriteDecimal(decimal value)
    {
        Span<byte> text = stackalloc byte[40];
        int length = Utf8Numbers.FormatDecimal(value, text);
        WriteStringUtf8(text.Slice(0, length));
    }

    /// <summary>Writes a Guid as its 36-character <c>D</c> text (a str), as MessagePack-CSharp does.</summary>
    public void WriteGuid(Guid value)
    {
        Span<byte> text = stackalloc byte[36];
        int length = Utf8Numbers.FormatGuid(value, text);
        WriteStringUtf8(text.Slice(0, length));
    }

    /// <summary>Writes a URI as its original string; null gives nil.</summary>
    public void WriteUri(Uri? value) => WriteString(value?.OriginalString);

    /// <summary>Writes a version as text such as <c>1.2.3.4</c>; null gives nil.</summary>
    public void WriteVersion(Version? value) => WriteString(value?.ToString());

#if NET6_0_OR_GREATER
    /// <summary>Writes a DateOnly as its day number (days since 0001-01-01), as MessagePack-CSharp does.</summary>
    public void WriteDateOnly(DateOnly value) => WriteInt32(value.DayNumber);

    /// <summary>Writes a TimeOnly as its ticks since midnight, as MessagePack-CSharp does.</summary>
    public void WriteTimeOnly(TimeOnly value) => WriteInt64(value.Ticks);
#endif
}
