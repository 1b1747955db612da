using System;
using System.Buffers;
using System.Collections.Generic;
using System.IO;
using System.Text;
using System.Threading;
using System.Threading.Tasks;
using Bento.Internal;
using Bento.Json;

namespace Bento;

public sealed partial class BentoValue
{
    // Literals kept with their escapes were validated when read, under the reader's options; decoding them again must
    // not fail where the read succeeded, so it allows what any read could have allowed.
    private static readonly BentoJsonOptions s_decodeLiteral = new() { InvalidTextHandling = BentoInvalidTextHandling.Replace };

    // ---- parsing ----

    /// <summary>
    /// Parses one JSON document (UTF-8). The options' limits and rules apply as in typed reads: <see cref="BentoJsonOptions.MaxDepth"/>,
    /// comments, trailing commas, and <see cref="BentoJsonOptions.RejectDuplicateMembers"/> (otherwise a repeated
    /// member keeps its first position and its last value). Bad input raises <see cref="BentoJsonException"/> with
    /// the byte offset and path.
    /// </summary>
    public static BentoValue ParseJson(ReadOnlySpan<byte> utf8Json, BentoJsonOptions? options = null) =>
        BentoJson.Deserialize(utf8Json, BentoValueCodecs.Json, options);

    /// <summary>Parses one JSON document from text.</summary>
    public static BentoValue ParseJson(string json, BentoJsonOptions? options = null) =>
        BentoJson.Deserialize(json, BentoValueCodecs.Json, options);

    /// <summary>Parses one JSON document read from <paramref name="utf8Json"/> to its end.</summary>
    public static BentoValue ParseJson(Stream utf8Json, BentoJsonOptions? options = null) =>
        BentoJson.Deserialize<BentoValue>(utf8Json, options);

    /// <summary>Parses one JSON document read asynchronously from <paramref name="utf8Json"/> to its end.</summary>
    public static ValueTask<BentoValue> ParseJsonAsync(Stream utf8Json, BentoJsonOptions? options = null, CancellationToken cancellationToken = default) =>
        BentoJson.DeserializeAsync<BentoValue>(utf8Json, options, cancellationToken);

    /// <summary>Parses hinted JSON (or plain JSON: comments are allowed and hints are used and checked when present).</summary>
    public static BentoValue ParseHintedJson(ReadOnlySpan<byte> utf8Json, BentoJsonOptions? options = null) =>
        BentoHintedJson.Deserialize(utf8Json, BentoValueCodecs.Json, options);

    /// <summary>
    /// Reads the next value from <paramref name="reader"/>, which is left after it: the entry point for code that reads
    /// an untyped member, element or record with Bento's reader. JSON <c>null</c> gives <see cref="Null"/>, never a
    /// null reference.
    /// </summary>
    public static BentoValue ReadJson(ref JsonReader reader)
    {
        // Arrays and objects are read into a tape and built into nodes only when their children are asked for.
        int next = reader.PeekByte();
        if (next is '{' or '[') return FromTape(JsonTapeBuilder.Read(ref reader), 0);
        var context = ParseContext.Rent();
        try
        {
            return ReadJsonScalar(ref reader, next, context);
        }
        finally
        {
            ParseContext.Return(context);
        }
    }

    private static BentoValue ReadJsonScalar(ref JsonReader reader, int next, ParseContext context)
    {
        switch (next)
        {
            case '"':
            {
                var literal = reader.ReadStringLiteral(out var utf8);

                // A lone surrogate escape replaced while reading has no literal to write back that reads the same, so
                // with replacement on, escaped text is kept as the text it was read as.
                return reader.ReplacesInvalidText && literal.IndexOf((byte)'\\') >= 0 ? StringFromUtf8(utf8) : context.JsonString(literal);
            }
            case 't':
            case 'f':
                return From(reader.ReadBoolean());
            case 'n':
                if (!reader.TryReadNull()) reader.Throw("Invalid literal: expected 'null'.");
                return Null;
            default:
                return context.JsonNumber(reader.ReadNumberText());
        }
    }

    // ---- writing ----

    /// <summary>
    /// Writes this value with Bento's writer: the entry point for code that writes an untyped member, element or record.
    /// Numbers read from JSON are written as they were read, strings with the escapes they were read with (unless
    /// <see cref="BentoJsonOptions.EscapeHtml"/> asks for more). MessagePack-only values are converted as docs/untyped.md
    /// says; a map key that is not a string raises <see cref="BentoJsonException"/>.
    /// </summary>
    public void WriteJson(ref JsonWriter writer)
    {
        switch (_kind)
        {
            case BentoValueKind.Null:
                writer.WriteNull();
                return;
            case BentoValueKind.Boolean:
                writer.WriteBoolean(_bits != 0);
                return;
            case BentoValueKind.Number:
                WriteJsonNumber(ref writer);
                return;
            case BentoValueKind.String:
                WriteJsonString(ref writer);
                return;
            case BentoValueKind.Array:
            {
                if (TryWriteTapeJson(ref writer)) return;
                var items = Elements();
                int count = (int)_bits;
                writer.WriteStartArray();
                for (int i = 0; i < count; i++) items[i].WriteJson(ref writer);
                writer.WriteEndArray();
                return;
            }

            case BentoValueKind.Object:
                if (!TryWriteTapeJson(ref writer)) WriteJsonObject(ref writer);
                return;
            case BentoValueKind.Binary:
                writer.WriteBytes((byte[])_ref!);
                return;
            default:
                WriteJsonExtension(ref writer);
                return;
        }
    }

    private void WriteJsonObject(ref JsonWriter writer)
    {
        var data = Entries();

        // With the instance, the writer reports an object that contains itself as a cycle, not as deep data.
        writer.WriteStartObject(this);
        for (int i = 0; i < data.Count; i++)
        {
            object key = data.Items[i].Key;
            if (key is string name)
            {
                writer.WritePropertyName(name);
            }
            else
            {
                var value = (BentoValue)key;
                switch (value._kind == BentoValueKind.String ? (TextForm)value._form : (TextForm)255)
                {
                    case TextForm.Chars:
                        writer.WritePropertyName((string)value._ref!);
                        break;
                    case TextForm.Utf8:
                        writer.WritePropertyNameUtf8((byte[])value._ref!);
                        break;
                    case TextForm.JsonLiteral:
                        WriteJsonLiteralName(ref writer, (byte[])value._ref!);
                        break;
                    default:
                        throw new BentoJsonException($"A map key must be a string to be written as JSON, but this one is {value.Describe()}.");
                }
            }

            data.Items[i].Value.WriteJson(ref writer);
        }

        writer.WriteEndObject();
    }

    private void WriteJsonNumber(ref JsonWriter writer)
    {
        switch ((NumberForm)_form)
        {
            case NumberForm.Text:
                writer.WriteRawValue((byte[])_ref!);
                return;
            case NumberForm.Int64:
                writer.WriteInt64(_bits);
                return;
            case NumberForm.UInt64:
                writer.WriteUInt64(unchecked((ulong)_bits));
                return;
            case NumberForm.Float32:
                writer.WriteSingle(BitsToSingle((int)_bits));
                return;
            default:
            {
                double value = BitConverter.Int64BitsToDouble(_bits);
                if (double.IsNaN(value) || double.IsInfinity(value))
                {
                    writer.WriteDouble(value);
                    return;
                }

                // A whole float 64 gets ".0", exactly as BentoMessagePack.ToJson writes it: JSON read back into
                // MessagePack makes a number without fraction or exponent an integer.
                MsgPackJson.WriteFloat64(ref writer, value);
                return;
            }
        }
    }

    private void WriteJsonString(ref JsonWriter writer)
    {
        switch ((TextForm)_form)
        {
            case TextForm.Chars:
                writer.WriteString((string)_ref!);
                return;
            case TextForm.Utf8:
                writer.WriteStringUtf8((byte[])_ref!);
                return;
            default:
                WriteJsonLiteral(ref writer, (byte[])_ref!);
                return;
        }
    }

    // A string kept as its literal: copied as read, unless the writer must escape more or record its text.
    private static void WriteJsonLiteral(ref JsonWriter writer, ReadOnlySpan<byte> literal)
    {
        if (writer.Options.EscapeHtml) writer.WriteStringUtf8(DecodeLiteral(literal));
        else if (writer.RecordsHints) writer.WriteRawString(literal, DecodeLiteral(literal));
        else writer.WriteRawString(literal);
    }

    // A member name kept as its literal, likewise.
    private static void WriteJsonLiteralName(ref JsonWriter writer, ReadOnlySpan<byte> literal)
    {
        if (writer.Options.EscapeHtml) writer.WritePropertyNameUtf8(DecodeLiteral(literal));
        else writer.WriteRawPropertyName(literal);
    }

    private void WriteJsonExtension(ref JsonWriter writer)
    {
        var data = (byte[])_ref!;
        if (_bits == MessagePack.MsgPackCode.TimestampExtensionType)
        {
            // The same ISO 8601 text BentoMessagePack.ToJson gives, from the same conversion.
            var encoded = PooledBufferWriter.Rent();
            var text = PooledBufferWriter.Rent();
            try
            {
                var msgpack = new MessagePack.MsgPackWriter<PooledBufferWriter>(encoded);
                msgpack.WriteExtension((sbyte)_bits, data);
                msgpack.Flush();
                BentoMessagePack.ToJson(encoded.WrittenSpan, text);
                writer.WriteRawString(text.WrittenSpan);
            }
            finally
            {
                PooledBufferWriter.Return(text);
                PooledBufferWriter.Return(encoded);
            }

            return;
        }

        writer.WriteStartObject();
        writer.WritePropertyName("\"ext\":"u8);
        writer.WriteInt32((int)_bits);
        writer.WritePropertyName("\"data\":"u8);
        writer.WriteBytes(data);
        writer.WriteEndObject();
    }

    /// <summary>Writes this value as JSON (compact, or indented with <see cref="BentoJsonOptions.Indented"/>).</summary>
    public void WriteJson(IBufferWriter<byte> output, BentoJsonOptions? options = null) =>
        BentoJson.Serialize(output, this, BentoValueCodecs.Json, options);

    /// <summary>This value as JSON text in UTF-8.</summary>
    public byte[] ToJsonUtf8(BentoJsonOptions? options = null) => BentoJson.SerializeToUtf8Bytes(this, BentoValueCodecs.Json, options);

    /// <summary>This value as JSON text.</summary>
    public string ToJson(BentoJsonOptions? options = null) => BentoJson.Serialize(this, BentoValueCodecs.Json, options);

    /// <summary>This value as hinted JSON (see docs/hinted-json.md).</summary>
    public byte[] ToHintedJson(BentoJsonOptions? options = null) => BentoHintedJson.SerializeToUtf8Bytes(this, BentoValueCodecs.Json, options);

    /// <summary>This value as hinted JSON written into <paramref name="output"/>.</summary>
    public void WriteHintedJson(IBufferWriter<byte> output, BentoJsonOptions? options = null) =>
        BentoHintedJson.Serialize(output, this, BentoValueCodecs.Json, options);

    /// <summary>Compact JSON; for a value JSON cannot hold (a non-string map key, NaN), a description of it instead.</summary>
    public override string ToString()
    {
        try
        {
            return ToJson();
        }
        catch (BentoJsonException)
        {
            return "(" + Describe() + ")";
        }
        catch (BentoMessagePackException)
        {
            return "(" + Describe() + ")";
        }
    }

    // ---- text ----

    private static ReadOnlySpan<byte> DecodeLiteral(ReadOnlySpan<byte> literal) => new JsonReader(literal, s_decodeLiteral).ReadStringUtf8();

    /// <summary>The UTF-8 text of a string, whatever form it is kept in (valid until the next decode on this thread).</summary>
    internal ReadOnlySpan<byte> Utf8Text(out string? chars)
    {
        chars = null;
        switch ((TextForm)_form)
        {
            case TextForm.Chars:
                chars = (string)_ref!;
                return default;
            case TextForm.Utf8:
                return (byte[])_ref!;
            default:
                return DecodeLiteral((byte[])_ref!);
        }
    }

    /// <summary>A string's text; a <see cref="BentoValueException"/> for other kinds.</summary>
    public string GetString()
    {
        if (_kind != BentoValueKind.String) throw WrongKind("a string");
        var utf8 = Utf8Text(out string? chars);
        return chars ?? Encoding.UTF8.GetString(utf8);
    }
}
