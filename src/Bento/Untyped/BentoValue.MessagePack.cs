using System;
using System.Buffers;
using System.Collections.Generic;
using System.IO;
using System.Threading;
using System.Threading.Tasks;
using Bento.Internal;
using Bento.Json;
using Bento.MessagePack;

namespace Bento;

public sealed partial class BentoValue
{
    /// <summary>
    /// Parses one MessagePack document. Integers keep their full 64-bit range, float 32 stays float 32, and bin, ext
    /// (timestamps included) and maps with keys of any kind are kept so that writing back to MessagePack gives their
    /// bytes again. Limits and duplicate keys follow the options as in typed reads; bad input raises
    /// <see cref="BentoMessagePackException"/> with the byte offset and path.
    /// </summary>
    public static BentoValue ParseMessagePack(ReadOnlySpan<byte> msgpack, BentoMessagePackOptions? options = null) =>
        BentoMessagePack.Deserialize(msgpack, BentoValueCodecs.MessagePack, options);

    /// <summary>Parses one MessagePack document read from <paramref name="stream"/> to its end.</summary>
    public static BentoValue ParseMessagePack(Stream stream, BentoMessagePackOptions? options = null) =>
        BentoMessagePack.Deserialize<BentoValue>(stream, options);

    /// <summary>Parses one MessagePack document read asynchronously from <paramref name="stream"/> to its end.</summary>
    public static ValueTask<BentoValue> ParseMessagePackAsync(Stream stream, BentoMessagePackOptions? options = null, CancellationToken cancellationToken = default) =>
        BentoMessagePack.DeserializeAsync<BentoValue>(stream, options, cancellationToken);

    /// <summary>
    /// Reads the next value from <paramref name="reader"/>, which is left after it: the entry point for code that reads
    /// an untyped member, element or record with Bento's reader. Nil gives <see cref="Null"/>, never a null reference.
    /// </summary>
    public static BentoValue ReadMessagePack(ref MsgPackReader reader)
    {
        var context = ParseContext.Rent();
        try
        {
            return ReadMessagePack(ref reader, context);
        }
        finally
        {
            ParseContext.Return(context);
        }
    }

    private static BentoValue ReadMessagePack(ref MsgPackReader reader, ParseContext context)
    {
        switch (reader.NextType)
        {
            case MsgPackType.Nil:
                reader.ReadNil();
                return Null;
            case MsgPackType.Boolean:
                return From(reader.ReadBoolean());
            case MsgPackType.Integer:
                return reader.NextCode == MsgPackCode.UInt64 ? From(reader.ReadUInt64()) : context.Integer(reader.ReadInt64());
            case MsgPackType.Float:
                return reader.NextCode == MsgPackCode.Float32 ? From(reader.ReadSingle()) : From(reader.ReadDouble());
            case MsgPackType.String:
                return ReadMessagePackString(ref reader);
            case MsgPackType.Binary:
                return BinaryOwned(reader.ReadBinarySpan().ToArray());
            case MsgPackType.Extension:
            {
                var data = reader.ReadExtension(out sbyte type);
                return Extension(type, data);
            }

            case MsgPackType.Array:
            {
                // Depth first, so that a document too deep is reported at the header that goes too deep.
                reader.EnterContainer();
                int count = reader.ReadArrayHeader();
                int start = context.ValueCount;
                for (int i = 0; i < count; i++) context.PushValue(ReadMessagePack(ref reader, context));
                reader.ExitContainer();
                return ArrayOf(context.PopValues(start));
            }

            case MsgPackType.Map:
                return ReadMessagePackMap(ref reader, context);
            default:
                reader.Throw("The byte 0xc1 is never used in MessagePack.");
                return Null;
        }
    }

    private static BentoValue ReadMessagePackString(ref MsgPackReader reader) =>
        reader.Options.InvalidTextHandling == BentoInvalidTextHandling.Replace
            ? From(reader.ReadString())
            : StringFromUtf8(reader.ReadStringUtf8());

    private static BentoValue ReadMessagePackMap(ref MsgPackReader reader, ParseContext context)
    {
        reader.EnterContainer();
        int count = reader.ReadMapHeader();
        int start = context.EntryCount;
        Dictionary<string, int>? index = null;
        for (int i = 0; i < count; i++)
        {
            object key;
            string? name = null;
            int existing;
            if (reader.NextType == MsgPackType.String && reader.Options.InvalidTextHandling != BentoInvalidTextHandling.Replace)
            {
                var utf8 = reader.ReadStringUtf8();
                key = name = context.Name(utf8);
                existing = context.FindName(start, name, ref index);
                if (existing >= 0 && reader.RejectDuplicateMembers) reader.ThrowDuplicateMember(utf8);
            }
            else
            {
                var keyValue = ReadMessagePack(ref reader, context);
                if (keyValue._kind == BentoValueKind.String)
                {
                    key = name = keyValue.GetString();
                    existing = context.FindName(start, name, ref index);
                }
                else
                {
                    key = keyValue;
                    existing = context.FindKey(start, keyValue);
                }

                if (existing >= 0 && reader.RejectDuplicateMembers) reader.ThrowDuplicateKey(keyValue);
            }

            var value = ReadMessagePack(ref reader, context);
            if (existing >= 0) context.SetEntryValue(existing, value);
            else context.PushEntry(key, value, ref index, name, start);
        }

        reader.ExitContainer();
        return ObjectOf(context.PopEntries(start, index));
    }

    /// <summary>
    /// Writes this value with Bento's MessagePack writer: the entry point for code that writes an untyped member,
    /// element or record. Integers take their smallest encoding; bin and ext are written back byte for byte; a number
    /// read from JSON with a fraction, an exponent, -0 or beyond 64 bits becomes float 64 (as in BentoMessagePack.FromJson).
    /// </summary>
    public void WriteMessagePack<TBuffer>(ref MsgPackWriter<TBuffer> writer)
        where TBuffer : class, IBufferWriter<byte>
    {
        switch (_kind)
        {
            case BentoValueKind.Null:
                writer.WriteNil();
                return;
            case BentoValueKind.Boolean:
                writer.WriteBoolean(_bits != 0);
                return;
            case BentoValueKind.Number:
                WriteMessagePackNumber(ref writer);
                return;
            case BentoValueKind.String:
            {
                var utf8 = Utf8Text(out string? chars);
                if (chars is not null) writer.WriteString(chars);
                else writer.WriteStringUtf8(utf8);
                return;
            }

            case BentoValueKind.Array:
            {
                if (TryWriteTapeMessagePack(ref writer)) return;
                var items = Elements();
                int count = (int)_bits;
                writer.EnterContainer(this);
                writer.WriteArrayHeader(count);
                for (int i = 0; i < count; i++) items[i].WriteMessagePack(ref writer);
                writer.ExitContainer();
                return;
            }

            case BentoValueKind.Object:
            {
                if (TryWriteTapeMessagePack(ref writer)) return;
                var data = Entries();
                writer.EnterContainer(this);
                writer.WriteMapHeader(data.Count);
                for (int i = 0; i < data.Count; i++)
                {
                    object key = data.Items[i].Key;
                    if (key is string name) writer.WriteString(name);
                    else ((BentoValue)key).WriteMessagePack(ref writer);
                    data.Items[i].Value.WriteMessagePack(ref writer);
                }

                writer.ExitContainer();
                return;
            }

            case BentoValueKind.Binary:
                writer.WriteBinary((byte[])_ref!);
                return;
            default:
                writer.WriteExtension((sbyte)_bits, (byte[])_ref!);
                return;
        }
    }

    private void WriteMessagePackNumber<TBuffer>(ref MsgPackWriter<TBuffer> writer)
        where TBuffer : class, IBufferWriter<byte>
    {
        switch ((NumberForm)_form)
        {
            case NumberForm.Int64:
                writer.WriteInt64(_bits);
                return;
            case NumberForm.UInt64:
                writer.WriteUInt64(unchecked((ulong)_bits));
                return;
            case NumberForm.Float32:
                writer.WriteSingle(BitsToSingle((int)_bits));
                return;
            case NumberForm.Float64:
                writer.WriteDouble(BitConverter.Int64BitsToDouble(_bits));
                return;
            default:
                // Integers that fit 64 bits are never kept as text, so text is a fraction, an exponent, -0 or a wider
                // integer: the nearest float 64, and beyond its range an error rather than infinity.
                WriteMessagePackNumberText(ref writer, (byte[])_ref!);
                return;
        }
    }

    private static void WriteMessagePackNumberText<TBuffer>(ref MsgPackWriter<TBuffer> writer, ReadOnlySpan<byte> text)
        where TBuffer : class, IBufferWriter<byte> =>
        writer.WriteDouble(new JsonReader(text).ReadDouble());

    /// <summary>This value as MessagePack.</summary>
    public byte[] ToMessagePack(BentoMessagePackOptions? options = null) => BentoMessagePack.Serialize(this, BentoValueCodecs.MessagePack, options);

    /// <summary>Writes this value as MessagePack into <paramref name="output"/>.</summary>
    public void WriteMessagePack(IBufferWriter<byte> output, BentoMessagePackOptions? options = null) =>
        BentoMessagePack.Serialize(output, this, BentoValueCodecs.MessagePack, options);
}
