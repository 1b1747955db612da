using System;
using System.Buffers.Text;
using Bento.Internal;

namespace Bento.MessagePack;

// Readers for the .NET types written by MsgPackWriter.Values.cs (MessagePack-CSharp's conventions).
public ref partial struct MsgPackReader
{
    // GUIDs, versions and decimals are short; any longer text is not one of them.
    private const int MaxScalarText = 64;

    /// <summary>Reads a timestamp as a UTC DateTime. Timestamps outside years 1-9999 are an error; nanoseconds are truncated to 100 ns ticks.</summary>
    public DateTime ReadDateTime()
    {
        int start = _pos;
        ReadTimestamp(out long seconds, out uint nanoseconds);
        if (!MsgPackTime.TryToTicks(seconds, nanoseconds, out long ticks)) Fail(start, "The timestamp is outside the range of DateTime (years 1 to 9999).");
        return new DateTime(ticks, DateTimeKind.Utc);
    }

    /// <summary>Reads the two-element array [local clock time as a timestamp, offset in minutes] written by <see cref="MsgPackWriter{TBuffer}.WriteDateTimeOffset"/>.</summary>
    public DateTimeOffset ReadDateTimeOffset()
    {
        int start = _pos;
        if (ReadArrayHeader() != 2) Fail(start, "A DateTimeOffset must be an array of a timestamp and an offset in minutes.");
        int timeStart = _pos;
        ReadTimestamp(out long seconds, out uint nanoseconds);
        if (!MsgPackTime.TryToTicks(seconds, nanoseconds, out long ticks)) Fail(timeStart, "The timestamp is outside the range of DateTime (years 1 to 9999).");
        int offsetStart = _pos;
        short minutes = ReadInt16();
        if (minutes < -14 * 60 || minutes > 14 * 60) Fail(offsetStart, "A DateTimeOffset's offset must be within 14 hours.");
        long offsetTicks = minutes * TimeSpan.TicksPerMinute;
        long utcTicks = ticks - offsetTicks;
        if (utcTicks < DateTime.MinValue.Ticks || utcTicks > DateTime.MaxValue.Ticks) Fail(start, "The DateTimeOffset is outside the range of DateTime in UTC.");
        return new DateTimeOffset(ticks, new TimeSpan(offsetTicks));
    }

    /// <summary>Reads a TimeSpan from its ticks (any integer family).</summary>
    public TimeSpan ReadTimeSpan() => new(ReadInt64());

    /// <summary>Reads a char from its UTF-16 code unit (any integer family).</summary>
    public char ReadChar() => (char)ReadUInt16();

    /// <summary>Reads a decimal from its invariant-culture text; integers and floats are accepted too.</summary>
    public decimal ReadDecimal()
    {
        int start = _pos;
        var type = NextType;
        if (type == MsgPackType.String)
        {
            var text = ReadStringUtf8();
            decimal value = 0;
            if (text.Length > MaxScalarText || !Utf8Numbers.TryParseDecimal(text, out value)) Fail(start, "The string is not a valid decimal number.");
            return value;
        }

        if (type == MsgPackType.Float)
        {
            double number = ReadDouble();
            // Casting a value outside decimal's range (or NaN) would throw OverflowException: report it as bad input.
            if (double.IsNaN(number) || Math.Abs(number) >= 7.9228162514264338e28) FailRange(start, "decimal");
            return (decimal)number;
        }

        if (TryDecodeInteger(out ulong bits, out bool negative)) return negative ? (long)bits : (decimal)bits;
        FailExpected("a decimal (string or number)");
        return 0;
    }

    /// <summary>Reads a Guid from its text (any format Guid parsing accepts), or from bin of 16 bytes in Guid.ToByteArray order.</summary>
    public Guid ReadGuid()
    {
        int start = _pos;
        if (NextType == MsgPackType.Binary)
        {
            var bytes = ReadBinarySpan();
            if (bytes.Length != 16) Fail(start, "A GUID in binary form must hold 16 bytes.");
            return new Guid(bytes);
        }

        var text = ReadStringUtf8();
        if (Utf8Parser.TryParse(text, out Guid value, out int consumed, 'D') && consumed == text.Length) return value;
        Span<char> chars = stackalloc char[MaxScalarText];
        if (text.Length > chars.Length || !Utf8Numbers.Widen(text, chars) || !Guid.TryParse(chars.Slice(0, text.Length), out value))
            Fail(start, "The string is not a valid GUID.");
        return value;
    }

    /// <summary>Reads a URI (absolute or relative) from a str; nil gives null.</summary>
    public Uri? ReadUri()
    {
        int start = _pos;
        string? text = ReadString();
        if (text is null) return null;
        if (!Uri.TryCreate(text, UriKind.RelativeOrAbsolute, out var value)) Fail(start, "The string is not a valid URI.");
        return value;
    }

    /// <summary>Reads a version such as <c>1.2.3.4</c> from a str; nil gives null.</summary>
    public Version? ReadVersion()
    {
        int start = _pos;
        string? text = ReadString();
        if (text is null) return null;
        if (!Version.TryParse(text, out var value)) Fail(start, "The string is not a valid version.");
        return value;
    }

#if NET6_0_OR_GREATER
    /// <summary>Reads a DateOnly from its day number (days since 0001-01-01).</summary>
    public DateOnly ReadDateOnly()
    {
        int start = _pos;
        int day = ReadInt32();
        if (day < DateOnly.MinValue.DayNumber || day > DateOnly.MaxValue.DayNumber) FailRange(start, "DateOnly");
        return DateOnly.FromDayNumber(day);
    }

    /// <summary>Reads a TimeOnly from its ticks since midnight.</summary>
    public TimeOnly ReadTimeOnly()
    {
        int start = _pos;
        long ticks = ReadInt64();
        if (ticks < 0 || ticks > TimeOnly.MaxValue.Ticks) FailRange(start, "TimeOnly");
        return new TimeOnly(ticks);
    }
#endif
}
