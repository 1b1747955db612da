// Dictionary keys of a user codec's type (docs/codecs.md, "Dictionary keys"). A surrogate converter whose surrogate is
// a key type (string, an integer, Guid, a date, char) is keyed by its surrogate's key, in every format. A shape codec
// offers a key form by implementing IJsonKey<T> (a JSON key is a member name, as System.Text.Json's
// ReadAsPropertyName/WriteAsPropertyName) and, optionally, IMsgPackKey<T>; without the latter a MessagePack key is the
// codec's value, as MessagePack-CSharp writes a key with the type's formatter. Whatever a codec throws while reading a
// key, and a key read that moves the JSON reader or misses the extent of the MessagePack value, is Bento's error at the
// key, naming the codec, like a bad key of a primitive type.
using System;
using System.Buffers;
using System.ComponentModel;
using Bento.Internal;
using Bento.Json;
using Bento.MessagePack;

namespace Bento.Shapes;

/// <summary>
/// The key shape of a type served by a surrogate converter whose surrogate is a dictionary key type: the key is its
/// surrogate's key, in JSON and MessagePack.
/// </summary>
[EditorBrowsable(EditorBrowsableState.Never)]
public readonly struct SurrogateKey<T, TSurrogate, TConverter, TSurrogateKey> : IJsonKey<T>, IMsgPackKey<T>
    where T : notnull
    where TSurrogate : notnull
    where TConverter : struct, IBentoSurrogate<T, TSurrogate>
    where TSurrogateKey : struct, IJsonKey<TSurrogate>, IMsgPackKey<TSurrogate>
{
    /// <inheritdoc/>
    public T ReadKey(ref JsonReader reader, ReadOnlySpan<byte> name)
    {
        int position = reader.Position;
        var surrogate = default(TSurrogateKey).ReadKey(ref reader, name);
        try
        {
            return CodecKeys.NotNull(default(TConverter).FromSurrogate(surrogate), typeof(TConverter));
        }
        catch (Exception ex) when (ReadFailures.IsFromInput(ex))
        {
            reader.ThrowAt(position, CodecKeys.Failed(typeof(TConverter), Utf8Text.Lossy(name), ex), ex);
            return default!;
        }
    }

    /// <inheritdoc/>
    public void WriteKey(ref JsonWriter writer, T key) => default(TSurrogateKey).WriteKey(ref writer, default(TConverter).ToSurrogate(key));

    /// <inheritdoc/>
    public T ReadKey(ref MsgPackReader reader)
    {
        int position = reader.Position;
        var surrogate = default(TSurrogateKey).ReadKey(ref reader);
        try
        {
            return CodecKeys.NotNull(default(TConverter).FromSurrogate(surrogate), typeof(TConverter));
        }
        catch (Exception ex) when (ReadFailures.IsFromInput(ex))
        {
            reader.ThrowAt(position, CodecKeys.Failed(typeof(TConverter), Convert.ToString(surrogate, System.Globalization.CultureInfo.InvariantCulture) ?? "", ex), ex);
            return default!;
        }
    }

    /// <inheritdoc/>
    public void WriteKey<TBuffer>(ref MsgPackWriter<TBuffer> writer, T key)
        where TBuffer : class, IBufferWriter<byte> => default(TSurrogateKey).WriteKey(ref writer, default(TConverter).ToSurrogate(key));
}

/// <summary>
/// A user codec's JSON key form (<see cref="IJsonKey{TKey}"/>), with the checks that it converts the member name it is
/// given without reading from the reader, and that its failures are Bento's error at the key.
/// </summary>
[EditorBrowsable(EditorBrowsableState.Never)]
public readonly struct JsonCodecKey<T, TCodec> : IJsonKey<T>
    where T : notnull
    where TCodec : struct, IJsonKey<T>
{
    /// <inheritdoc/>
    public T ReadKey(ref JsonReader reader, ReadOnlySpan<byte> name)
    {
        int position = reader.Position;
        int depth = reader.CurrentDepth;
        T key;
        try
        {
            key = CodecKeys.NotNull(default(TCodec).ReadKey(ref reader, name), typeof(TCodec));
        }
        catch (Exception ex) when (ReadFailures.IsFromInput(ex))
        {
            reader.ThrowAt(position, CodecKeys.Failed(typeof(TCodec), Utf8Text.Lossy(name), ex), ex);
            return default!;
        }
        // The name is already read: a key codec that reads on would take the entry's value, or more, as its key.
        if (reader.Position != position || reader.CurrentDepth != depth)
            reader.ThrowAt(position, "The codec " + typeof(TCodec) + " read from the document while converting the key '" + Utf8Text.Lossy(name) + "': a key's ReadKey converts the name it is given and reads nothing.");
        return key;
    }

    /// <inheritdoc/>
    public void WriteKey(ref JsonWriter writer, T key) => default(TCodec).WriteKey(ref writer, key);
}

/// <summary>
/// A user codec's MessagePack key form (<see cref="IMsgPackKey{TKey}"/>), with the check that its read consumes exactly
/// the one value in front of it and that its failures are Bento's error at the key.
/// </summary>
[EditorBrowsable(EditorBrowsableState.Never)]
public readonly struct MsgPackCodecKey<T, TCodec> : IMsgPackKey<T>
    where T : notnull
    where TCodec : struct, IMsgPackKey<T>
{
    /// <inheritdoc/>
    public T ReadKey(ref MsgPackReader reader)
    {
        int start = reader.Position;
        int end = ValueExtent.MsgPack(reader.Buffer, start);
        T key;
        try
        {
            key = CodecKeys.NotNull(default(TCodec).ReadKey(ref reader), typeof(TCodec));
        }
        catch (Exception ex) when (ReadFailures.IsFromInput(ex))
        {
            reader.ThrowAt(start, CodecKeys.Failed(typeof(TCodec), null, ex), ex);
            return default!;
        }
        if (reader.Position != end && end >= 0)
            reader.ThrowAt(start, CodecMisuse.Message(typeof(TCodec).ToString(), reader.Position, end));
        return key;
    }

    /// <inheritdoc/>
    public void WriteKey<TBuffer>(ref MsgPackWriter<TBuffer> writer, T key)
        where TBuffer : class, IBufferWriter<byte> => default(TCodec).WriteKey(ref writer, key);
}

/// <summary>
/// A MessagePack key written and read as a value of its type, through <typeparamref name="TShape"/> (the checked shape of
/// a user codec, or a surrogate converter's shape), as MessagePack-CSharp writes a key with the type's formatter.
/// <typeparamref name="TCodec"/> is the user's codec, named in errors.
/// </summary>
[EditorBrowsable(EditorBrowsableState.Never)]
public readonly struct MsgPackValueKey<T, TCodec, TShape> : IMsgPackKey<T>
    where T : notnull
    where TCodec : struct
    where TShape : struct, IMsgPackShape<T>
{
    /// <inheritdoc/>
    public T ReadKey(ref MsgPackReader reader)
    {
        int start = reader.Position;
        if (reader.TryReadNil()) reader.ThrowAt(start, "A dictionary key is nil.");
        try
        {
            return CodecKeys.NotNull(default(TShape).Read(ref reader), typeof(TCodec));
        }
        catch (Exception ex) when (ReadFailures.IsFromInput(ex))
        {
            reader.ThrowAt(start, CodecKeys.Failed(typeof(TCodec), null, ex), ex);
            return default!;
        }
    }

    /// <inheritdoc/>
    public void WriteKey<TBuffer>(ref MsgPackWriter<TBuffer> writer, T key)
        where TBuffer : class, IBufferWriter<byte> => default(TShape).Write(ref writer, key);
}

internal static class CodecKeys
{
    /// <summary>A key a codec produced, which no dictionary can hold when it is null.</summary>
    public static T NotNull<T>(T key, Type codec) =>
        key is null ? throw new InvalidOperationException("The codec " + codec + " returned null for a dictionary key.") : key;

    public static string Failed(Type codec, string? key, Exception ex) => key is null
        ? "The codec " + codec + " could not read the dictionary key here: " + ex.Message
        : "The codec " + codec + " could not read the dictionary key '" + key + "': " + ex.Message;
}
