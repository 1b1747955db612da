// Shapes of the numeric types beyond the primitives: BigInteger everywhere, Half, Int128 and UInt128 on .NET (they do
// not exist on netstandard2.1; the generator offers them only when the runtime referenced has these shapes). Each is
// exact: JSON carries the number as its full decimal text (as System.Text.Json does for Int128), parsed directly from
// that text, never through double; MessagePack follows MessagePack-CSharp 2.5 where it has a formatter (Half as
// float 32, BigInteger as bin of its two's-complement bytes), docs/messagepack.md.
using System;
using System.Buffers;
using System.ComponentModel;
using System.Globalization;
using System.Numerics;
using System.Text;
using Bento.Json;
using Bento.MessagePack;

namespace Bento.Shapes;
/// <summary>The shape of <see cref="BigInteger"/>: a JSON integer of any length (up to <see cref="MaxDigits"/> digits), MessagePack bin.</summary>
[EditorBrowsable(EditorBrowsableState.Never)]
public readonly struct BigIntegerShape : IJsonShape<BigInteger>, IMsgPackShape<BigInteger>
{
    /// <summary>
    /// The longest JSON integer read (digits): parsing is quadratic in the length, so a longer number in hostile
    /// input is refused rather than allowed to take seconds.
    /// </summary>
    public const int MaxDigits = 10_000;

    /// <inheritdoc/>
    public bool Reuses => false;

    /// <inheritdoc/>
    public BigInteger Read(ref JsonReader reader)
    {
        int start = reader.Position;
        var text = reader.ReadNumberText();
        if (text.Length - (text[0] == '-' ? 1 : 0) > MaxDigits) reader.ThrowAt(start, $"The integer has more than {MaxDigits} digits, the most a BigInteger member reads.");
        if (!IntegerText.TryParse(text, out BigInteger value)) reader.ThrowAt(start, "The number is not an integer: a BigInteger member reads integers written without a fraction or exponent.");
        return value;
    }

    /// <inheritdoc/>
    public BigInteger Populate(ref JsonReader reader, BigInteger current) => Read(ref reader);

    /// <inheritdoc/>
    public void Write(ref JsonWriter writer, BigInteger value) => writer.WriteRawValue(Encoding.ASCII.GetBytes(value.ToString(CultureInfo.InvariantCulture)));

    /// <inheritdoc/>
    public BigInteger Read(ref MsgPackReader reader)
    {
        // MessagePack-CSharp writes bin (BigInteger.ToByteArray); an integer family is accepted too.
        if (reader.NextType == MsgPackType.Integer)
            return reader.NextCode is >= 0xcc and <= 0xcf or < 0x80 ? new BigInteger(reader.ReadUInt64()) : new BigInteger(reader.ReadInt64());
        if (reader.NextType != MsgPackType.Binary) reader.Throw("Expected bin (or an integer) for a BigInteger.");
        var bytes = reader.ReadBinarySpan();
        return bytes.Length == 0 ? BigInteger.Zero : new BigInteger(bytes.ToArray());
    }

    /// <inheritdoc/>
    public BigInteger Populate(ref MsgPackReader reader, BigInteger current) => Read(ref reader);

    /// <inheritdoc/>
    public void Write<TBuffer>(ref MsgPackWriter<TBuffer> writer, BigInteger value)
        where TBuffer : class, IBufferWriter<byte> => writer.WriteBinary(value.ToByteArray());
}

/// <summary>Parses the text of a JSON number as an integer, exactly: a fraction or an exponent is not an integer.</summary>
internal static class IntegerText
{
    public static bool TryParse(ReadOnlySpan<byte> text, out BigInteger value)
    {
        value = default;
        if (!IsInteger(text)) return false;
        // The text is ASCII digits and a sign, validated by the reader: widen it to chars for the parser.
        char[] chars = ArrayPool<char>.Shared.Rent(text.Length);
        try
        {
            for (int i = 0; i < text.Length; i++) chars[i] = (char)text[i];
            return BigInteger.TryParse(chars.AsSpan(0, text.Length), NumberStyles.AllowLeadingSign, CultureInfo.InvariantCulture, out value);
        }
        finally
        {
            ArrayPool<char>.Shared.Return(chars);
        }
    }

    public static bool IsInteger(ReadOnlySpan<byte> text) => text.IndexOfAny((byte)'.', (byte)'e', (byte)'E') < 0;
}

#if NET
/// <summary>
/// The shape of <see cref="Half"/>: JSON's shortest text that reads back to the same value (parsed straight to
/// Half, so correctly rounded); MessagePack float 32, as MessagePack-CSharp 2.5 writes it, which holds every Half
/// exactly, NaN payloads and subnormals included. Non-finite values in JSON follow the options, as for double.
/// </summary>
[EditorBrowsable(EditorBrowsableState.Never)]
public readonly struct HalfShape : IJsonShape<Half>, IMsgPackShape<Half>
{
    /// <inheritdoc/>
    public bool Reuses => false;

    /// <inheritdoc/>
    public Half Read(ref JsonReader reader)
    {
        // Named values ("NaN", "Infinity") are strings, accepted as the double reader accepts them.
        if (reader.IsNextString()) return (Half)reader.ReadDouble();
        int start = reader.Position;
        var text = reader.ReadNumberText();
        if (!Half.TryParse(text, NumberStyles.Float, CultureInfo.InvariantCulture, out Half value) || Half.IsInfinity(value))
            reader.ThrowAt(start, "The number is out of the range of Half.");
        return value;
    }

    /// <inheritdoc/>
    public Half Populate(ref JsonReader reader, Half current) => Read(ref reader);

    /// <inheritdoc/>
    public void Write(ref JsonWriter writer, Half value)
    {
        if (!Half.IsFinite(value))
        {
            writer.WriteDouble((double)value);
            return;
        }
        Span<byte> text = stackalloc byte[32];
        value.TryFormat(text, out int written, default, CultureInfo.InvariantCulture);
        writer.WriteRawValue(text.Slice(0, written));
    }

    /// <inheritdoc/>
    public Half Read(ref MsgPackReader reader) => FromSingle(reader.ReadSingle());

    /// <inheritdoc/>
    public Half Populate(ref MsgPackReader reader, Half current) => Read(ref reader);

    /// <inheritdoc/>
    public void Write<TBuffer>(ref MsgPackWriter<TBuffer> writer, Half value)
        where TBuffer : class, IBufferWriter<byte> => writer.WriteSingle(ToSingle(value));

    // The conversions keep a NaN's payload and signalling bit: the runtime's conversion quiets a signalling NaN, and a
    // Half must come back bit for bit. Every other Half converts to float exactly, and back without rounding.
    private static float ToSingle(Half value)
    {
        if (!Half.IsNaN(value)) return (float)value;
        uint bits = BitConverter.HalfToUInt16Bits(value);
        return BitConverter.UInt32BitsToSingle(((bits & 0x8000u) << 16) | 0x7F800000u | ((bits & 0x03FFu) << 13));
    }

    private static Half FromSingle(float value)
    {
        if (!float.IsNaN(value)) return (Half)value;
        uint bits = BitConverter.SingleToUInt32Bits(value);
        uint payload = (bits >> 13) & 0x03FFu;
        // A float NaN whose payload lies below Half's bits (not written by Bento) keeps being a NaN, quiet.
        if (payload == 0) payload = 0x0200u;
        return BitConverter.UInt16BitsToHalf((ushort)(((bits >> 16) & 0x8000u) | 0x7C00u | payload));
    }
}

/// <summary>
/// The shape of <see cref="Int128"/>: a JSON integer (as System.Text.Json writes it). In MessagePack, which has no
/// 128-bit integer and MessagePack-CSharp 2.5 no formatter: the integer family when the value fits 64 bits, else
/// its decimal text as a str (as decimal is written); both are read.
/// </summary>
[EditorBrowsable(EditorBrowsableState.Never)]
public readonly struct Int128Shape : IJsonShape<Int128>, IMsgPackShape<Int128>
{
    /// <inheritdoc/>
    public bool Reuses => false;

    /// <inheritdoc/>
    public Int128 Read(ref JsonReader reader) => WideInteger<Int128>.Read(ref reader, "Int128");

    /// <inheritdoc/>
    public Int128 Populate(ref JsonReader reader, Int128 current) => Read(ref reader);

    /// <inheritdoc/>
    public void Write(ref JsonWriter writer, Int128 value) => WideInteger<Int128>.Write(ref writer, value);

    /// <inheritdoc/>
    public Int128 Read(ref MsgPackReader reader) => WideInteger<Int128>.Read(ref reader, "Int128");

    /// <inheritdoc/>
    public Int128 Populate(ref MsgPackReader reader, Int128 current) => Read(ref reader);

    /// <inheritdoc/>
    public void Write<TBuffer>(ref MsgPackWriter<TBuffer> writer, Int128 value)
        where TBuffer : class, IBufferWriter<byte> => WideInteger<Int128>.Write(ref writer, value);
}

/// <summary>The shape of <see cref="UInt128"/>, as <see cref="Int128Shape"/> for the unsigned range.</summary>
[EditorBrowsable(EditorBrowsableState.Never)]
public readonly struct UInt128Shape : IJsonShape<UInt128>, IMsgPackShape<UInt128>
{
    /// <inheritdoc/>
    public bool Reuses => false;

    /// <inheritdoc/>
    public UInt128 Read(ref JsonReader reader) => WideInteger<UInt128>.Read(ref reader, "UInt128");

    /// <inheritdoc/>
    public UInt128 Populate(ref JsonReader reader, UInt128 current) => Read(ref reader);

    /// <inheritdoc/>
    public void Write(ref JsonWriter writer, UInt128 value) => WideInteger<UInt128>.Write(ref writer, value);

    /// <inheritdoc/>
    public UInt128 Read(ref MsgPackReader reader) => WideInteger<UInt128>.Read(ref reader, "UInt128");

    /// <inheritdoc/>
    public UInt128 Populate(ref MsgPackReader reader, UInt128 current) => Read(ref reader);

    /// <inheritdoc/>
    public void Write<TBuffer>(ref MsgPackWriter<TBuffer> writer, UInt128 value)
        where TBuffer : class, IBufferWriter<byte> => WideInteger<UInt128>.Write(ref writer, value);
}

/// <summary>The one algorithm of both 128-bit integer shapes, over the generic math interfaces.</summary>
internal static class WideInteger<T>
    where T : struct, IBinaryInteger<T>
{
    // Whether negative values exist: an unsigned type reads every MessagePack integer as unsigned (a negative one is
    // then the reader's range error).
    private static readonly bool s_signed = T.IsNegative(T.CreateTruncating(-1));

    public static T Read(ref JsonReader reader, string type)
    {
        int start = reader.Position;
        var text = reader.ReadNumberText();
        T value = default;
        if (!IntegerText.IsInteger(text) || !T.TryParse(text, NumberStyles.AllowLeadingSign, CultureInfo.InvariantCulture, out value))
            reader.ThrowAt(start, $"The number is not an integer in the range of {type}.");
        return value;
    }

    public static void Write(ref JsonWriter writer, T value)
    {
        Span<byte> text = stackalloc byte[48];
        value.TryFormat(text, out int written, default, CultureInfo.InvariantCulture);
        writer.WriteRawValue(text.Slice(0, written));
    }

    public static T Read(ref MsgPackReader reader, string type)
    {
        if (reader.NextType == MsgPackType.Integer)
        {
            bool negative = reader.NextCode is >= 0xe0 or (>= 0xd0 and <= 0xd3);
            return negative && s_signed ? T.CreateTruncating(reader.ReadInt64()) : T.CreateTruncating(reader.ReadUInt64());
        }
        int start = reader.Position;
        var text = reader.ReadStringUtf8();
        if (!T.TryParse(text, NumberStyles.AllowLeadingSign, CultureInfo.InvariantCulture, out T value))
            reader.ThrowAt(start, $"The string is not an integer in the range of {type}.");
        return value;
    }

    public static void Write<TBuffer>(ref MsgPackWriter<TBuffer> writer, T value)
        where TBuffer : class, IBufferWriter<byte>
    {
        if (T.IsNegative(value) ? value >= T.CreateTruncating(long.MinValue) : value <= T.CreateTruncating(ulong.MaxValue))
        {
            if (T.IsNegative(value)) writer.WriteInt64(long.CreateTruncating(value));
            else writer.WriteUInt64(ulong.CreateTruncating(value));
            return;
        }
        Span<byte> text = stackalloc byte[48];
        value.TryFormat(text, out int written, default, CultureInfo.InvariantCulture);
        writer.WriteStringUtf8(text.Slice(0, written));
    }
}
#endif
