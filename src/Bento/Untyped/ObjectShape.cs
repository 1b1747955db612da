using System;
using System.Buffers;
using System.Collections;
using System.Collections.Generic;
using System.ComponentModel;
using Bento.Internal;
using Bento.Json;
using Bento.MessagePack;

namespace Bento.Shapes
{
    /// <summary>
    /// The shape of <see cref="object"/> members, elements and dictionary values in generated code (docs/untyped.md).
    /// Reading gives a <see cref="BentoValue"/> for any value of the document, and a null reference for a JSON
    /// <c>null</c> (MessagePack nil). Writing looks at the run-time type of the value: primitives, strings and
    /// <see cref="BentoValue"/> are written directly; a type with a registered codec (a <see cref="BentoObjectAttribute"/>
    /// type, a root the generator registered, a codec registered by hand) through that codec; any other dictionary or
    /// sequence entry by entry. The lookup goes through the codec registries, never through reflection, so it works the
    /// same under NativeAOT, trimming and IL2CPP. Any other type is a <see cref="BentoJsonException"/> or
    /// <see cref="BentoMessagePackException"/> naming the type and its path inside the value.
    /// </summary>
    [EditorBrowsable(EditorBrowsableState.Never)]
    public readonly struct ObjectShape : IJsonShape<object?>, IMsgPackShape<object?>
    {
        /// <inheritdoc/>
        public bool Reuses => false;

        /// <inheritdoc/>
        public object? Read(ref JsonReader reader) => reader.TryReadNull() ? null : BentoValue.ReadJson(ref reader);

        /// <inheritdoc/>
        public object? Populate(ref JsonReader reader, object? current) => Read(ref reader);

        /// <inheritdoc/>
        public void Write(ref JsonWriter writer, object? value)
        {
            try
            {
                ObjectWriter.Write(ref writer, value);
            }
            catch (UnsupportedRuntimeType e)
            {
                throw new BentoJsonException(e.Reason(), e.Path());
            }
        }

        /// <inheritdoc/>
        public object? Read(ref MsgPackReader reader) => reader.TryReadNil() ? null : BentoValue.ReadMessagePack(ref reader);

        /// <inheritdoc/>
        public object? Populate(ref MsgPackReader reader, object? current) => Read(ref reader);

        /// <inheritdoc/>
        public void Write<TBuffer>(ref MsgPackWriter<TBuffer> writer, object? value)
            where TBuffer : class, IBufferWriter<byte>
        {
            try
            {
                ObjectWriter.Write(ref writer, value);
            }
            catch (UnsupportedRuntimeType e)
            {
                throw new BentoMessagePackException(e.Reason() + " Path: " + e.Path() + ".");
            }
        }
    }
}

namespace Bento.Internal
{
    /// <summary>
    /// Thrown inside <see cref="ObjectWriter"/> for a value of a type nothing writes; the containers it passes through
    /// add their index or key on the way out, and the shape turns it into the format's exception.
    /// </summary>
    internal sealed class UnsupportedRuntimeType : Exception
    {
        private readonly List<string> _segments = new();

        public UnsupportedRuntimeType(Type type) => Type = type;

        public Type Type { get; }

        public void Inside(string segment) => _segments.Add(segment);

        public string Reason() =>
            $"A value of type '{Type}' held in an object member has no Bento codec. Bento writes primitives, strings, BentoValue, "
            + "[BentoObject] types, types with a registered codec (a root of the application or JsonCodecRegistry<T>.Register), "
            + "and dictionaries and sequences of those.";

        public string Path()
        {
            var path = new System.Text.StringBuilder("$");
            for (int i = _segments.Count - 1; i >= 0; i--) path.Append(_segments[i]);
            return path.ToString();
        }

        public static string Index(int index) => "[" + index.ToString(System.Globalization.CultureInfo.InvariantCulture) + "]";

        public static string Key(object key) => key is string name ? "." + name : "[" + Convert.ToString(key, System.Globalization.CultureInfo.InvariantCulture) + "]";
    }

    /// <summary>Writes a value known only as <see cref="object"/> by its run-time type (see <see cref="Shapes.ObjectShape"/>).</summary>
    internal static class ObjectWriter
    {
        // BentoTypeCodec remembers one lookup per run-time type in the codec registries, misses too. A codec registered
        // for object itself would hand the value straight back here, so that one is never used.
        private static IBoxedJsonCodec? JsonCodecOf(Type type) => type == typeof(object) ? null : BentoTypeCodec.Find(type)?.JsonCodec;

        private static IBoxedMsgPackCodec? MsgPackCodecOf(Type type) => type == typeof(object) ? null : BentoTypeCodec.Find(type)?.MsgPackCodec;

        public static void Write(ref JsonWriter writer, object? value)
        {
            switch (value)
            {
                case null: writer.WriteNull(); return;
                case BentoValue v: v.WriteJson(ref writer); return;
                case string s: writer.WriteString(s); return;
                case bool b: writer.WriteBoolean(b); return;
                case int i: writer.WriteInt64(i); return;
                case long l: writer.WriteInt64(l); return;
                case double d: writer.WriteDouble(d); return;
                case byte[] bytes: writer.WriteBytes(bytes); return;
            }
            if (WritePrimitive(ref writer, value))
                return;
            var type = value.GetType();
            if (JsonCodecOf(type) is { } codec)
            {
                codec.WriteObject(ref writer, value);
                return;
            }
            if (value is IDictionary dictionary)
            {
                writer.WriteStartObject(dictionary);
                var entries = dictionary.GetEnumerator();
                while (entries.MoveNext())
                {
                    var entry = entries.Entry;
                    WriteKey(ref writer, entry.Key);
                    try
                    {
                        Write(ref writer, entry.Value);
                    }
                    catch (UnsupportedRuntimeType e)
                    {
                        e.Inside(UnsupportedRuntimeType.Key(entry.Key));
                        throw;
                    }
                }
                writer.WriteEndObject();
                return;
            }
            if (value is IEnumerable sequence)
            {
                writer.WriteStartArray();
                int index = 0;
                foreach (object? item in sequence)
                {
                    try
                    {
                        Write(ref writer, item);
                    }
                    catch (UnsupportedRuntimeType e)
                    {
                        e.Inside(UnsupportedRuntimeType.Index(index));
                        throw;
                    }
                    index++;
                }
                writer.WriteEndArray();
                return;
            }
            throw new UnsupportedRuntimeType(type);
        }

        // The less common scalars, after the common ones were tried by the switch above.
        private static bool WritePrimitive(ref JsonWriter writer, object value)
        {
            switch (value)
            {
                case Enum e: WriteEnum(ref writer, e); return true;
                case uint u: writer.WriteUInt64(u); return true;
                case ulong u: writer.WriteUInt64(u); return true;
                case short s: writer.WriteInt64(s); return true;
                case ushort u: writer.WriteUInt64(u); return true;
                case byte b: writer.WriteUInt64(b); return true;
                case sbyte s: writer.WriteInt64(s); return true;
                case float f: writer.WriteSingle(f); return true;
                case decimal m: writer.WriteDecimal(m); return true;
                case char c: writer.WriteChar(c); return true;
                case Guid g: writer.WriteGuid(g); return true;
                case DateTime t: writer.WriteDateTime(t); return true;
                case DateTimeOffset t: writer.WriteDateTimeOffset(t); return true;
                case TimeSpan t: writer.WriteTimeSpan(t); return true;
#if NET6_0_OR_GREATER
                case DateOnly d: writer.WriteDateOnly(d); return true;
                case TimeOnly t: writer.WriteTimeOnly(t); return true;
#endif
                case Uri u: writer.WriteUri(u); return true;
                case Version v: writer.WriteVersion(v); return true;
                case ReadOnlyMemory<byte> m: writer.WriteBytes(m.Span); return true;
                default: return false;
            }
        }

        // An enum without a registered codec is its number, as System.Text.Json writes it by default; IConvertible
        // gives the number without reflection over the enum type.
        private static void WriteEnum(ref JsonWriter writer, Enum value)
        {
            if (IsUnsigned(value.GetTypeCode())) writer.WriteUInt64(((IConvertible)value).ToUInt64(null));
            else writer.WriteInt64(((IConvertible)value).ToInt64(null));
        }

        private static bool IsUnsigned(TypeCode code) => code is TypeCode.Byte or TypeCode.UInt16 or TypeCode.UInt32 or TypeCode.UInt64;

        private static void WriteKey(ref JsonWriter writer, object key)
        {
            switch (key)
            {
                case string s: writer.WritePropertyName(s); return;
                case int i: writer.WritePropertyName(i); return;
                case long l: writer.WritePropertyName(l); return;
                case uint u: writer.WritePropertyName(u); return;
                case ulong u: writer.WritePropertyName(u); return;
                case short s: writer.WritePropertyName(s); return;
                case ushort u: writer.WritePropertyName(u); return;
                case byte b: writer.WritePropertyName(b); return;
                case sbyte s: writer.WritePropertyName(s); return;
                case Guid g: writer.WritePropertyName(g); return;
                case Enum e: writer.WritePropertyName(e.ToString()); return;
                default: throw new UnsupportedRuntimeType(key.GetType());
            }
        }

        public static void Write<TBuffer>(ref MsgPackWriter<TBuffer> writer, object? value)
            where TBuffer : class, IBufferWriter<byte>
        {
            switch (value)
            {
                case null: writer.WriteNil(); return;
                case BentoValue v: v.WriteMessagePack(ref writer); return;
                case string s: writer.WriteString(s); return;
                case bool b: writer.WriteBoolean(b); return;
                case int i: writer.WriteInt64(i); return;
                case long l: writer.WriteInt64(l); return;
                case double d: writer.WriteDouble(d); return;
                case byte[] bytes: writer.WriteBinary(bytes); return;
            }
            if (WritePrimitive(ref writer, value))
                return;
            var type = value.GetType();
            if (MsgPackCodecOf(type) is { } codec)
            {
                codec.WriteObject(ref writer, value);
                return;
            }
            if (value is IDictionary dictionary)
            {
                // Entered like a generated object's members, so a dictionary that holds itself is the cycle error.
                writer.EnterContainer(dictionary);
                writer.WriteMapHeader(dictionary.Count);
                var entries = dictionary.GetEnumerator();
                while (entries.MoveNext())
                {
                    var entry = entries.Entry;
                    try
                    {
                        // A key is written like a value of its type (docs/messagepack.md): strings, integers, ...
                        Write(ref writer, entry.Key);
                        Write(ref writer, entry.Value);
                    }
                    catch (UnsupportedRuntimeType e)
                    {
                        e.Inside(UnsupportedRuntimeType.Key(entry.Key));
                        throw;
                    }
                }
                writer.ExitContainer();
                return;
            }
            if (value is IEnumerable sequence)
            {
                // MessagePack writes the count first: a sequence that does not know it is gathered once.
                ICollection items = sequence as ICollection ?? Gather(sequence);
                writer.EnterContainer(sequence);
                writer.WriteArrayHeader(items.Count);
                int index = 0;
                foreach (object? item in items)
                {
                    try
                    {
                        Write(ref writer, item);
                    }
                    catch (UnsupportedRuntimeType e)
                    {
                        e.Inside(UnsupportedRuntimeType.Index(index));
                        throw;
                    }
                    index++;
                }
                writer.ExitContainer();
                return;
            }
            throw new UnsupportedRuntimeType(type);
        }

        private static List<object?> Gather(IEnumerable sequence)
        {
            var list = new List<object?>();
            foreach (object? item in sequence) list.Add(item);
            return list;
        }

        private static bool WritePrimitive<TBuffer>(ref MsgPackWriter<TBuffer> writer, object value)
            where TBuffer : class, IBufferWriter<byte>
        {
            switch (value)
            {
                case Enum e:
                    if (IsUnsigned(e.GetTypeCode())) writer.WriteUInt64(((IConvertible)e).ToUInt64(null));
                    else writer.WriteInt64(((IConvertible)e).ToInt64(null));
                    return true;
                case uint u: writer.WriteUInt64(u); return true;
                case ulong u: writer.WriteUInt64(u); return true;
                case short s: writer.WriteInt64(s); return true;
                case ushort u: writer.WriteUInt64(u); return true;
                case byte b: writer.WriteUInt64(b); return true;
                case sbyte s: writer.WriteInt64(s); return true;
                case float f: writer.WriteSingle(f); return true;
                case decimal m: writer.WriteDecimal(m); return true;
                case char c: writer.WriteChar(c); return true;
                case Guid g: writer.WriteGuid(g); return true;
                case DateTime t: writer.WriteDateTime(t); return true;
                case DateTimeOffset t: writer.WriteDateTimeOffset(t); return true;
                case TimeSpan t: writer.WriteTimeSpan(t); return true;
#if NET6_0_OR_GREATER
                case DateOnly d: writer.WriteDateOnly(d); return true;
                case TimeOnly t: writer.WriteTimeOnly(t); return true;
#endif
                case Uri u: writer.WriteUri(u); return true;
                case Version v: writer.WriteVersion(v); return true;
                case ReadOnlyMemory<byte> m: writer.WriteBinary(m.Span); return true;
                default: return false;
            }
        }
    }
}
