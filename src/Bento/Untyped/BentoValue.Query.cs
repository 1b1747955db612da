using System;
using System.Globalization;
using Bento.Internal;
using Bento.Json;
using Bento.MessagePack;

namespace Bento;

// Typed getters. Each is exact: a number that does not fit the type, or a fraction asked for as an integer, is a
// BentoValueException, never a wrapped or truncated value. Numbers kept as JSON text are read by Bento's own JSON
// reader, so a getter accepts exactly what a typed read of the same text accepts.
public sealed partial class BentoValue
{
    /// <summary>A boolean's value.</summary>
    public bool GetBoolean() => _kind == BentoValueKind.Boolean ? _bits != 0 : throw WrongKind("a boolean");

    /// <summary>A number as an <see cref="int"/>, if it is an integer in its range.</summary>
    public int GetInt32() => (int)GetInt64In(int.MinValue, int.MaxValue, "int");

    /// <summary>A number as a <see cref="long"/>, if it is an integer in its range.</summary>
    public long GetInt64() => GetInt64In(long.MinValue, long.MaxValue, "long");

    /// <summary>A number as a <see cref="ulong"/>, if it is an integer in its range.</summary>
    public ulong GetUInt64()
    {
        switch (NumberFormOrThrow())
        {
            case NumberForm.Int64 when _bits >= 0:
                return (ulong)_bits;
            case NumberForm.UInt64:
                return unchecked((ulong)_bits);
            case NumberForm.Text:
                return FromText("ulong", static (ref JsonReader r) => r.ReadUInt64());
            default:
                throw OutOfRange("ulong");
        }
    }

    /// <summary>A number as the nearest <see cref="double"/> (as a typed read of the same number gives); beyond its range, an exception.</summary>
    public double GetDouble() => NumberFormOrThrow() switch
    {
        NumberForm.Int64 => _bits,
        NumberForm.UInt64 => unchecked((ulong)_bits),
        NumberForm.Float64 => BitConverter.Int64BitsToDouble(_bits),
        NumberForm.Float32 => BitsToSingle((int)_bits),
        _ => FromText("double", static (ref JsonReader r) => r.ReadDouble()),
    };

    /// <summary>A number as the nearest <see cref="float"/>; beyond its range, an exception.</summary>
    public float GetSingle()
    {
        switch (NumberFormOrThrow())
        {
            case NumberForm.Float32:
                return BitsToSingle((int)_bits);
            case NumberForm.Text:
                return FromText("float", static (ref JsonReader r) => r.ReadSingle());
            default:
                double value = GetDouble();
                float single = (float)value;
                if (float.IsInfinity(single) && !double.IsInfinity(value)) throw OutOfRange("float");
                return single;
        }
    }

    /// <summary>A number as a <see cref="decimal"/> (keeping the scale of JSON text: <c>1.50</c> gives 1.50); beyond its range, an exception.</summary>
    public decimal GetDecimal()
    {
        switch (NumberFormOrThrow())
        {
            case NumberForm.Int64:
                return _bits;
            case NumberForm.UInt64:
                return unchecked((ulong)_bits);
            case NumberForm.Text:
                return FromText("decimal", static (ref JsonReader r) => r.ReadDecimal());
            default:
                double value = GetDouble();
                if (double.IsNaN(value) || double.IsInfinity(value) || Math.Abs(value) > (double)decimal.MaxValue) throw OutOfRange("decimal");
                return (decimal)value;
        }
    }

    /// <summary>
    /// A date and time: an ISO 8601 string read as Bento's typed reads do (a <c>Z</c> or an offset gives UTC), or a
    /// MessagePack timestamp (UTC).
    /// </summary>
    public DateTime GetDateTime()
    {
        if (IsTimestamp) return FromMessagePack(static (ref MsgPackReader r) => r.ReadDateTime());
        return FromStringText("a date and time", static (ref JsonReader r) => r.ReadDateTime());
    }

    /// <summary>A date, time and offset from an ISO 8601 string (no offset: UTC), or from a MessagePack timestamp.</summary>
    public DateTimeOffset GetDateTimeOffset()
    {
        if (IsTimestamp) return new DateTimeOffset(GetDateTime());
        return FromStringText("a date and time with offset", static (ref JsonReader r) => r.ReadDateTimeOffset());
    }

    /// <summary>A GUID from its string.</summary>
    public Guid GetGuid() => FromStringText("a GUID", static (ref JsonReader r) => r.ReadGuid());

    /// <summary>Bytes: MessagePack bin, or a base64 string (how bin is written to JSON). A new array each call.</summary>
    public byte[] GetBytes()
    {
        if (_kind == BentoValueKind.Binary) return (byte[])((byte[])_ref!).Clone();
        return FromStringText("base64 bytes", static (ref JsonReader r) => r.ReadBytes()!);
    }

    /// <summary>An extension's type code and a copy of its data.</summary>
    public byte[] GetExtension(out sbyte type)
    {
        if (_kind != BentoValueKind.Extension) throw WrongKind("an extension");
        type = (sbyte)_bits;
        return (byte[])((byte[])_ref!).Clone();
    }

    /// <summary>
    /// A number's text as JSON writes it: the exact text it was read with, or the shortest text of an integer or
    /// float. Useful for numbers no .NET type holds exactly (<c>1e400</c>, 30-digit integers).
    /// </summary>
    public string GetNumberText()
    {
        NumberFormOrThrow();
        return NumberText();
    }

    private string NumberText()
    {
        switch ((NumberForm)_form)
        {
            case NumberForm.Text:
                return System.Text.Encoding.UTF8.GetString((byte[])_ref!);
            case NumberForm.Int64:
                return _bits.ToString(CultureInfo.InvariantCulture);
            case NumberForm.UInt64:
                return unchecked((ulong)_bits).ToString(CultureInfo.InvariantCulture);
            case NumberForm.Float32:
                return BitsToSingle((int)_bits).ToString("R", CultureInfo.InvariantCulture);
            default:
                return BitConverter.Int64BitsToDouble(_bits).ToString("R", CultureInfo.InvariantCulture);
        }
    }

    private long GetInt64In(long min, long max, string typeName)
    {
        long value;
        switch (NumberFormOrThrow())
        {
            case NumberForm.Int64:
                value = _bits;
                break;
            case NumberForm.Text:
                value = FromText(typeName, static (ref JsonReader r) => r.ReadInt64());
                break;
            default:
                throw OutOfRange(typeName);
        }

        if (value < min || value > max) throw OutOfRange(typeName);
        return value;
    }

    private NumberForm NumberFormOrThrow() => _kind == BentoValueKind.Number ? (NumberForm)_form : throw WrongKind("a number");

    private BentoValueException OutOfRange(string typeName) =>
        new($"The number {NumberText()} is not {(typeName is "double" or "float" or "decimal" ? "within the range of" : "an integer that fits in")} {typeName}.");

    private delegate T JsonRead<T>(ref JsonReader reader);

    private delegate T MsgPackRead<T>(ref MsgPackReader reader);

    private T FromText<T>(string typeName, JsonRead<T> read)
    {
        try
        {
            var reader = new JsonReader((byte[])_ref!);
            return read(ref reader);
        }
        catch (BentoJsonException e)
        {
            throw new BentoValueException($"The number {NumberText()} cannot be read as {typeName}: {e.Reason}", e);
        }
    }

    // Runs a typed JSON read over this string, quoted as JSON, so that the text rules are exactly the typed reads'.
    private T FromStringText<T>(string what, JsonRead<T> read)
    {
        if (_kind != BentoValueKind.String) throw WrongKind("a string holding " + what);
        var buffer = PooledBufferWriter.Rent();
        try
        {
            var writer = new JsonWriter(buffer);
            WriteJsonString(ref writer);
            writer.Flush();
            var reader = new JsonReader(buffer.WrittenSpan);
            return read(ref reader);
        }
        catch (BentoJsonException e)
        {
            throw new BentoValueException($"The string is not {what}: {e.Reason}", e);
        }
        finally
        {
            PooledBufferWriter.Return(buffer);
        }
    }

    private T FromMessagePack<T>(MsgPackRead<T> read)
    {
        var buffer = PooledBufferWriter.Rent();
        try
        {
            var writer = new MsgPackWriter<PooledBufferWriter>(buffer);
            WriteMessagePack(ref writer);
            writer.Flush();
            var reader = new MsgPackReader(buffer.WrittenSpan);
            return read(ref reader);
        }
        catch (BentoMessagePackException e)
        {
            throw new BentoValueException($"The value is not a valid timestamp: {e.Reason}", e);
        }
        finally
        {
            PooledBufferWriter.Return(buffer);
        }
    }
}
