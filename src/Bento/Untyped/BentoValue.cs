using System;
using System.Collections.Generic;
using System.Globalization;
using Bento.Internal;
using Bento.Json;

namespace Bento;

/// <summary>
/// A JSON or MessagePack value whose shape is not known in advance: null, a boolean, a number, a string, an array, an
/// object, or (from MessagePack) binary data and extensions. Parse one with <see cref="ParseJson(ReadOnlySpan{byte}, BentoJsonOptions?)"/>
/// or <see cref="ParseMessagePack(ReadOnlySpan{byte}, BentoMessagePackOptions?)"/>, query it with the indexers and the
/// <c>Get</c> methods, change arrays and objects in place, and write it in any format.
/// </summary>
/// <remarks>
/// Scalars (null, booleans, numbers, strings, binary, extensions) never change once made; arrays and objects are
/// mutable. A number keeps the exact text it was read from (or the exact 64-bit integer or float), so a parsed JSON
/// document written back compactly is byte for byte what minifying it gives. Not thread-safe for writing: share a value
/// between threads only while nobody changes it. See docs/untyped.md.
/// </remarks>
public sealed partial class BentoValue
{
    // Layout, chosen to keep a parsed node at 40 bytes on 64-bit runtimes (see docs/untyped.md, "Memory"):
    //   _kind  the BentoValueKind
    //   _form  numbers: NumberForm; strings: TextForm
    //   _bits  booleans: 0/1; integers and float bits; extension type code; array element count (the low 32 bits;
    //          an array or object parsed from JSON also holds its count there and its tape row in the high 32 bits)
    //   _ref   string or byte[] for text; byte[] for number text, binary and extension data; BentoValue[] for arrays;
    //          ObjectData for objects; the JsonTape of an array or object not yet built (BentoValue.Tape.cs)
    private readonly BentoValueKind _kind;
    private readonly byte _form;
    private long _bits;
    private object? _ref;

    private BentoValue(BentoValueKind kind, byte form, long bits, object? reference)
    {
        _kind = kind;
        _form = form;
        _bits = bits;
        _ref = reference;
    }

    static BentoValue()
    {
        // Makes BentoJson.Deserialize<BentoValue>, BentoJsonLines.Read<BentoValue> and the MessagePack equivalents work
        // like they do for generated types (the registries run this constructor on first lookup).
        JsonCodecRegistry<BentoValue>.Register(BentoValueCodecs.Json);
        MessagePack.MsgPackCodecRegistry<BentoValue>.Register(BentoValueCodecs.MessagePack);
    }

    internal enum NumberForm : byte
    {
        // The exact JSON text, kept as UTF-8 bytes: fractions, exponents, -0 and integers beyond 64 bits.
        Text = 0,
        Int64 = 1,
        // Only for values above long.MaxValue, so that every integer has exactly one form.
        UInt64 = 2,
        Float64 = 3,
        Float32 = 4,
    }

    internal enum TextForm : byte
    {
        // _ref is a string.
        Chars = 0,
        // _ref is the UTF-8 text itself, needing no escapes in JSON beyond what any writer adds.
        Utf8 = 1,
        // _ref is the quoted JSON literal exactly as read, because it held escapes that must be written back as they were.
        JsonLiteral = 2,
    }

    /// <summary>The JSON <c>null</c> (MessagePack nil). Shared: scalars never change.</summary>
    public static BentoValue Null { get; } = new(BentoValueKind.Null, 0, 0, null);

    /// <summary>The boolean <c>true</c>.</summary>
    public static BentoValue True { get; } = new(BentoValueKind.Boolean, 0, 1, null);

    /// <summary>The boolean <c>false</c>.</summary>
    public static BentoValue False { get; } = new(BentoValueKind.Boolean, 0, 0, null);

    /// <summary>What this value holds.</summary>
    public BentoValueKind Kind => _kind;

    /// <summary>Whether this is null.</summary>
    public bool IsNull => _kind == BentoValueKind.Null;

    /// <summary>Whether this is an array.</summary>
    public bool IsArray => _kind == BentoValueKind.Array;

    /// <summary>Whether this is an object.</summary>
    public bool IsObject => _kind == BentoValueKind.Object;

    /// <summary>Whether this is a string.</summary>
    public bool IsString => _kind == BentoValueKind.String;

    /// <summary>Whether this is a number.</summary>
    public bool IsNumber => _kind == BentoValueKind.Number;

    /// <summary>Whether this is a boolean.</summary>
    public bool IsBoolean => _kind == BentoValueKind.Boolean;

    /// <summary>Whether this is a MessagePack timestamp (the extension of type -1).</summary>
    public bool IsTimestamp => _kind == BentoValueKind.Extension && _bits == MessagePack.MsgPackCode.TimestampExtensionType;

    /// <summary>Whether this number is an integer held exactly in 64 bits (signed or unsigned).</summary>
    public bool IsInteger => _kind == BentoValueKind.Number && (NumberForm)_form is NumberForm.Int64 or NumberForm.UInt64;

    /// <summary>The number of elements of an array or members of an object; a <see cref="BentoValueException"/> for other kinds.</summary>
    public int Count => _kind switch
    {
        BentoValueKind.Array => (int)_bits,
        BentoValueKind.Object => System.Threading.Volatile.Read(ref _ref) is ObjectData data ? data.Count : (int)_bits,
        _ => throw WrongKind("an array or an object"),
    };

    // ---- building ----

    /// <summary>A new empty array.</summary>
    public static BentoValue CreateArray() => new(BentoValueKind.Array, 0, 0, Array.Empty<BentoValue>());

    /// <summary>A new array holding <paramref name="items"/> (null items become <see cref="Null"/>).</summary>
    public static BentoValue CreateArray(IEnumerable<BentoValue?> items)
    {
        if (items is null) throw new ArgumentNullException(nameof(items));
        var array = CreateArray();
        foreach (var item in items) array.Add(item);
        return array;
    }

    /// <summary>A new empty object.</summary>
    public static BentoValue CreateObject() => new(BentoValueKind.Object, 0, 0, new ObjectData(Array.Empty<ObjectData.Entry>(), 0));

    /// <summary>A boolean.</summary>
    public static BentoValue From(bool value) => value ? True : False;

    /// <summary>An integer.</summary>
    public static BentoValue From(int value) => new(BentoValueKind.Number, (byte)NumberForm.Int64, value, null);

    /// <summary>An integer.</summary>
    public static BentoValue From(long value) => new(BentoValueKind.Number, (byte)NumberForm.Int64, value, null);

    /// <summary>An unsigned integer (its full 64-bit range is kept).</summary>
    public static BentoValue From(ulong value) => value <= long.MaxValue
        ? new(BentoValueKind.Number, (byte)NumberForm.Int64, (long)value, null)
        : new(BentoValueKind.Number, (byte)NumberForm.UInt64, unchecked((long)value), null);

    /// <summary>A float 64 number. NaN and infinities are kept, but JSON can only write them as <see cref="BentoJsonOptions.FloatHandling"/> allows.</summary>
    public static BentoValue From(double value) => new(BentoValueKind.Number, (byte)NumberForm.Float64, BitConverter.DoubleToInt64Bits(value), null);

    /// <summary>A float 32 number (written to MessagePack as float 32).</summary>
    public static BentoValue From(float value) => new(BentoValueKind.Number, (byte)NumberForm.Float32, SingleBits(value), null);

    /// <summary>A decimal number, kept exactly with its scale (<c>1.50m</c> is written <c>1.50</c>).</summary>
    public static BentoValue From(decimal value)
    {
        Span<byte> text = stackalloc byte[40];
        int length = Utf8Numbers.FormatDecimal(value, text);
        return new(BentoValueKind.Number, (byte)NumberForm.Text, 0, text.Slice(0, length).ToArray());
    }

    /// <summary>A string; null gives <see cref="Null"/>.</summary>
    public static BentoValue From(string? value) => value is null ? Null : new(BentoValueKind.String, (byte)TextForm.Chars, 0, value);

    /// <summary>A date and time as the ISO 8601 string Bento's typed writers produce.</summary>
    public static BentoValue From(DateTime value)
    {
        Span<byte> text = stackalloc byte[64];
        int length = Utf8Numbers.FormatDateTime(value, text);
        return new(BentoValueKind.String, (byte)TextForm.Utf8, 0, text.Slice(0, length).ToArray());
    }

    /// <summary>A date, time and offset as an ISO 8601 string.</summary>
    public static BentoValue From(DateTimeOffset value)
    {
        Span<byte> text = stackalloc byte[64];
        int length = Utf8Numbers.FormatDateTimeOffset(value, text);
        return new(BentoValueKind.String, (byte)TextForm.Utf8, 0, text.Slice(0, length).ToArray());
    }

    /// <summary>A GUID as its <c>D</c>-format string.</summary>
    public static BentoValue From(Guid value)
    {
        Span<byte> text = stackalloc byte[40];
        int length = Utf8Numbers.FormatGuid(value, text);
        return new(BentoValueKind.String, (byte)TextForm.Utf8, 0, text.Slice(0, length).ToArray());
    }

    /// <summary>Binary data (MessagePack bin; base64 text in JSON). The bytes are copied; null gives <see cref="Null"/>.</summary>
    public static BentoValue From(byte[]? value) => value is null ? Null : Binary(value);

    /// <summary>Binary data (MessagePack bin; base64 text in JSON). The bytes are copied.</summary>
    public static BentoValue Binary(ReadOnlySpan<byte> bytes) => new(BentoValueKind.Binary, 0, 0, bytes.ToArray());

    /// <summary>A MessagePack extension: its type code and data, copied.</summary>
    public static BentoValue Extension(sbyte type, ReadOnlySpan<byte> data) => new(BentoValueKind.Extension, 0, type, data.ToArray());

    /// <summary>A MessagePack timestamp (extension -1) for an instant, in the smallest of its three encodings.</summary>
    public static BentoValue Timestamp(DateTime value)
    {
        var buffer = PooledBufferWriter.Rent();
        try
        {
            var writer = new MessagePack.MsgPackWriter<PooledBufferWriter>(buffer);
            writer.WriteDateTime(value);
            writer.Flush();
            var reader = new MessagePack.MsgPackReader(buffer.WrittenSpan);
            var data = reader.ReadExtension(out sbyte type);
            return Extension(type, data);
        }
        finally
        {
            PooledBufferWriter.Return(buffer);
        }
    }

    /// <summary>The number written as <paramref name="jsonNumber"/>, kept exactly; a <see cref="BentoJsonException"/> if it is not a JSON number.</summary>
    public static BentoValue Number(string jsonNumber)
    {
        if (jsonNumber is null) throw new ArgumentNullException(nameof(jsonNumber));
        var utf8 = System.Text.Encoding.UTF8.GetBytes(jsonNumber);
        var reader = new JsonReader(utf8);
        var value = NumberFromJson(reader.ReadNumberText());
        reader.ReadEndOfDocument();
        return value;
    }

    /// <summary>A string.</summary>
    public static implicit operator BentoValue(string? value) => From(value);

    /// <summary>A boolean.</summary>
    public static implicit operator BentoValue(bool value) => From(value);

    /// <summary>An integer.</summary>
    public static implicit operator BentoValue(int value) => From(value);

    /// <summary>An integer.</summary>
    public static implicit operator BentoValue(long value) => From(value);

    /// <summary>An unsigned integer.</summary>
    public static implicit operator BentoValue(ulong value) => From(value);

    /// <summary>A float 64 number.</summary>
    public static implicit operator BentoValue(double value) => From(value);

    /// <summary>A float 32 number.</summary>
    public static implicit operator BentoValue(float value) => From(value);

    /// <summary>A decimal number.</summary>
    public static implicit operator BentoValue(decimal value) => From(value);

    // Creates a string read from JSON: body is the text between the quotes as written, utf8 the unescaped text.
    internal static BentoValue StringFromJson(ReadOnlySpan<byte> literal)
    {
        // Without a backslash the body is the text itself, and any writer gives it back byte for byte; with one, the
        // escapes are the input's choice (\u00e9 or é, \/ or /), so the literal is kept to write them back the same.
        var body = literal.Slice(1, literal.Length - 2);
        return body.IndexOf((byte)'\\') < 0
            ? new(BentoValueKind.String, (byte)TextForm.Utf8, 0, body.ToArray())
            : new(BentoValueKind.String, (byte)TextForm.JsonLiteral, 0, literal.ToArray());
    }

    internal static BentoValue StringFromUtf8(ReadOnlySpan<byte> utf8) => new(BentoValueKind.String, (byte)TextForm.Utf8, 0, utf8.ToArray());

    internal static BentoValue NumberFromJson(ReadOnlySpan<byte> text) => ParseCanonicalInteger(text, out long value) switch
    {
        NumberForm.Int64 => From(value),
        NumberForm.UInt64 => From(unchecked((ulong)value)),
        _ => new(BentoValueKind.Number, (byte)NumberForm.Text, 0, text.ToArray()),
    };

    /// <summary>
    /// Int64 or UInt64 (with the bits in <paramref name="value"/>) for a canonical integer that fits 64 bits: no fraction
    /// or exponent, not -0. Its shortest text is the text itself, so keeping the integer writes back the same bytes.
    /// Text for every other number.
    /// </summary>
    internal static NumberForm ParseCanonicalInteger(ReadOnlySpan<byte> text, out long value)
    {
        value = 0;
        int i = text[0] == (byte)'-' ? 1 : 0;
        bool negative = i == 1;
        if (text.Length - i > 20 || (negative && text[i] == (byte)'0')) return NumberForm.Text;
        ulong magnitude = 0;
        for (; i < text.Length; i++)
        {
            uint digit = (uint)(text[i] - '0');
            if (digit > 9 || magnitude > (ulong.MaxValue - digit) / 10) return NumberForm.Text;
            magnitude = (magnitude * 10) + digit;
        }

        if (!negative)
        {
            value = unchecked((long)magnitude);
            return magnitude <= long.MaxValue ? NumberForm.Int64 : NumberForm.UInt64;
        }

        if (magnitude > 1UL << 63) return NumberForm.Text;
        value = unchecked(-(long)magnitude);
        return NumberForm.Int64;
    }

    internal static BentoValue Int64(long value) => From(value);

    internal static BentoValue UInt64(ulong value) => From(value);

    internal static BentoValue Float32(float value) => From(value);

    internal static BentoValue Float64(double value) => From(value);

    internal static BentoValue ArrayOf(BentoValue[] items) => new(BentoValueKind.Array, 0, items.Length, items);

    internal static BentoValue ObjectOf(ObjectData data) => new(BentoValueKind.Object, 0, 0, data);

    internal static BentoValue BinaryOwned(byte[] bytes) => new(BentoValueKind.Binary, 0, 0, bytes);

    private static int SingleBits(float value) => BitConverter.SingleToInt32Bits(value);

    private static float BitsToSingle(int bits) => BitConverter.Int32BitsToSingle(bits);

    internal NumberForm Form => (NumberForm)_form;

    internal TextForm Text => (TextForm)_form;

    internal long Bits => _bits;

    internal object? Reference => _ref;

    private BentoValueException WrongKind(string expected) =>
        new($"Expected {expected} but the value is {Describe()}.");

    private string Describe() => _kind switch
    {
        BentoValueKind.Null => "null",
        BentoValueKind.Boolean => _bits != 0 ? "true" : "false",
        BentoValueKind.Array => "an array",
        BentoValueKind.Object => "an object",
        BentoValueKind.String => "a string",
        BentoValueKind.Binary => "binary data",
        BentoValueKind.Extension => IsTimestamp ? "a timestamp" : "an extension of type " + _bits.ToString(CultureInfo.InvariantCulture),
        _ => "the number " + NumberText(),
    };
}
