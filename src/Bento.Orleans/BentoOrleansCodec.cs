using System;
using System.Buffers;
using Orleans.Serialization;
using Orleans.Serialization.Buffers;
using Orleans.Serialization.Cloning;
using Orleans.Serialization.Codecs;
using Orleans.Serialization.Serializers;
using Orleans.Serialization.WireProtocol;

namespace Bento.Orleans;

/// <summary>
/// The Orleans serializer's codec and copier for Bento types: a value is written as an Orleans object of two fields,
/// its type (0) and its Bento MessagePack encoding (1). Orleans picks it for every type that has no Orleans-generated
/// serializer and for which <see cref="IsBentoType"/> holds (by default: the type has a Bento MessagePack codec).
/// </summary>
/// <remarks>
/// Register it with <see cref="BentoOrleansSerializerExtensions.AddBentoSerializer"/> on both the silo and the client.
/// Bad bytes in field 1 raise <see cref="BentoMessagePackException"/>, which Orleans returns to the caller of that
/// grain call as its failure.
/// </remarks>
public sealed class BentoOrleansCodec : IGeneralizedCodec, IGeneralizedCopier, ITypeFilter
{
    /// <summary>The alias under which Orleans writes this codec's schema type.</summary>
    public const string WellKnownAlias = "bento";

    private static readonly Type s_self = typeof(BentoOrleansCodec);

    private readonly Func<Type, bool> _isSupported;
    private readonly BentoMessagePackOptions? _options;

    /// <summary>A codec for the types <paramref name="isSupported"/> accepts among those with Bento MessagePack codecs.</summary>
    public BentoOrleansCodec(Func<Type, bool>? isSupported = null, BentoMessagePackOptions? options = null)
    {
        _isSupported = isSupported ?? (static _ => true);
        _options = options;
    }

    /// <summary>Whether this codec serializes and copies <paramref name="type"/>.</summary>
    public bool IsBentoType(Type type)
    {
        ArgumentNullException.ThrowIfNull(type);
        return BentoTypeCodec.Find(type) is { HasMessagePack: true } && _isSupported(type);
    }

    bool IGeneralizedCodec.IsSupportedType(Type type) => type == s_self || IsBentoType(type);

    bool IGeneralizedCopier.IsSupportedType(Type type) => IsBentoType(type);

    bool? ITypeFilter.IsTypeAllowed(Type type) => IsBentoType(type) ? true : null;

    void IFieldCodec.WriteField<TBufferWriter>(ref Writer<TBufferWriter> writer, uint fieldIdDelta, Type? expectedType, object? value)
    {
        if (ReferenceCodec.TryWriteReferenceField(ref writer, fieldIdDelta, expectedType, value))
            return;

        // The field's schema type is this codec, so that the reader comes back here; the value's own type follows.
        writer.WriteFieldHeader(fieldIdDelta, expectedType, s_self, WireType.TagDelimited);
        ReferenceCodec.MarkValueField(writer.Session);
        writer.WriteFieldHeaderExpected(0, WireType.LengthPrefixed);
        writer.Session.TypeCodec.WriteLengthPrefixed(ref writer, value!.GetType());

        var buffer = new ArrayBufferWriter<byte>(256);
        Codec(value.GetType()).SerializeMessagePack(buffer, value, _options);
        ReferenceCodec.MarkValueField(writer.Session);
        writer.WriteFieldHeaderExpected(1, WireType.LengthPrefixed);
        writer.WriteVarUInt32((uint)buffer.WrittenCount);
        writer.Write(buffer.WrittenSpan);
        writer.WriteEndObject();
    }

    object IFieldCodec.ReadValue<TInput>(ref Reader<TInput> reader, Field field)
    {
        if (field.IsReference)
            return ReferenceCodec.ReadReference(ref reader, field.FieldType)!;
        field.EnsureWireTypeTagDelimited();

        uint placeholder = ReferenceCodec.CreateRecordPlaceholder(reader.Session);
        Type? type = null;
        object? result = null;
        uint fieldId = 0;
        while (true)
        {
            var header = reader.ReadFieldHeader();
            if (header.IsEndBaseOrEndObject)
                break;
            fieldId += header.FieldIdDelta;
            switch (fieldId)
            {
                case 0:
                    ReferenceCodec.MarkValueField(reader.Session);
                    type = reader.Session.TypeCodec.ReadLengthPrefixed(ref reader);
                    break;
                case 1:
                    if (type is null)
                        throw new BentoMessagePackException("The Bento value arrived before its type.");
                    ReferenceCodec.MarkValueField(reader.Session);
                    int length = checked((int)reader.ReadVarUInt32());
                    byte[] rented = ArrayPool<byte>.Shared.Rent(length);
                    try
                    {
                        var bytes = rented.AsSpan(0, length);
                        reader.ReadBytes(bytes);
                        result = Codec(type).DeserializeMessagePack(bytes, _options);
                    }
                    finally
                    {
                        ArrayPool<byte>.Shared.Return(rented);
                    }

                    break;
                default:
                    reader.ConsumeUnknownField(header);
                    break;
            }
        }

        ReferenceCodec.RecordObject(reader.Session, result, placeholder);
        return result!;
    }

    object? IDeepCopier.DeepCopy(object? input, CopyContext context)
    {
        if (input is null)
            return null;
        if (context.TryGetCopy(input, out object? copy))
            return copy;
        // A copy through the encoding: Bento types need no copy constructor, and the copy shares nothing with the input.
        var codec = Codec(input.GetType());
        var buffer = new ArrayBufferWriter<byte>(256);
        codec.SerializeMessagePack(buffer, input, _options);
        copy = codec.DeserializeMessagePack(buffer.WrittenSpan, _options)!;
        context.RecordCopy(input, copy);
        return copy;
    }

    private BentoTypeCodec Codec(Type type) =>
        BentoTypeCodec.Find(type) is { HasMessagePack: true } codec && _isSupported(type)
            ? codec
            : throw new InvalidOperationException($"{type.FullName} is not a Bento type this codec serializes.");
}
