using System;
using System.Buffers;
using System.Diagnostics.CodeAnalysis;
using System.IO;
using System.Threading;
using System.Threading.Tasks;
using Bento.Internal;
using Bento.MessagePack;

namespace Bento;

public static partial class BentoMessagePack
{

    /// <summary>Writes <paramref name="value"/> as MessagePack through the generated codec of <typeparamref name="T"/>.</summary>
    public static byte[] Serialize<[DynamicallyAccessedMembers(DynamicallyAccessedMemberTypes.NonPublicConstructors)] T>(T value, BentoMessagePackOptions? options = null) =>
        Serialize(value, MsgPackCodecRegistry<T>.Codec, options);

    /// <summary>Writes <paramref name="value"/> as MessagePack through <paramref name="codec"/>.</summary>
    public static byte[] Serialize<T>(T value, MsgPackCodec<T> codec, BentoMessagePackOptions? options = null)
    {
        if (codec is null) throw new ArgumentNullException(nameof(codec));
        var buffer = PooledBufferWriter.Rent();
        try
        {
            WriteTo(buffer, value, codec, options);
            return buffer.WrittenSpan.ToArray();
        }
        finally
        {
            PooledBufferWriter.Return(buffer);
        }
    }

    /// <summary>Writes <paramref name="value"/> as MessagePack into <paramref name="output"/> (nothing is allocated when the buffer has room).</summary>
    public static void Serialize<[DynamicallyAccessedMembers(DynamicallyAccessedMemberTypes.NonPublicConstructors)] T>(IBufferWriter<byte> output, T value, BentoMessagePackOptions? options = null) =>
        Serialize(output, value, MsgPackCodecRegistry<T>.Codec, options);

    /// <summary>Writes <paramref name="value"/> as MessagePack into <paramref name="output"/> through <paramref name="codec"/>.</summary>
    public static void Serialize<T>(IBufferWriter<byte> output, T value, MsgPackCodec<T> codec, BentoMessagePackOptions? options = null)
    {
        if (output is null) throw new ArgumentNullException(nameof(output));
        if (codec is null) throw new ArgumentNullException(nameof(codec));
        WriteTo(output, value, codec, options);
    }

    /// <summary>Writes <paramref name="value"/> as MessagePack to <paramref name="stream"/>.</summary>
    public static void Serialize<[DynamicallyAccessedMembers(DynamicallyAccessedMemberTypes.NonPublicConstructors)] T>(Stream stream, T value, BentoMessagePackOptions? options = null)
    {
        if (stream is null) throw new ArgumentNullException(nameof(stream));
        var codec = MsgPackCodecRegistry<T>.Codec;
        var buffer = PooledBufferWriter.Rent();
        try
        {
            WriteTo(buffer, value, codec, options);
            stream.Write(buffer.WrittenSpan);
        }
        finally
        {
            PooledBufferWriter.Return(buffer);
        }
    }

    /// <summary>Writes <paramref name="value"/> as MessagePack to <paramref name="stream"/>, writing asynchronously.</summary>
    public static async Task SerializeAsync<[DynamicallyAccessedMembers(DynamicallyAccessedMemberTypes.NonPublicConstructors)] T>(Stream stream, T value, BentoMessagePackOptions? options = null, CancellationToken cancellationToken = default)
    {
        if (stream is null) throw new ArgumentNullException(nameof(stream));
        var codec = MsgPackCodecRegistry<T>.Codec;
        var buffer = PooledBufferWriter.Rent();
        try
        {
            WriteTo(buffer, value, codec, options);
            await stream.WriteAsync(buffer.WrittenMemory, cancellationToken).ConfigureAwait(false);
        }
        finally
        {
            PooledBufferWriter.Return(buffer);
        }
    }

    /// <summary>Reads one MessagePack value of <typeparamref name="T"/>; nothing may follow it.</summary>
    public static T Deserialize<[DynamicallyAccessedMembers(DynamicallyAccessedMemberTypes.NonPublicConstructors)] T>(ReadOnlySpan<byte> msgpack, BentoMessagePackOptions? options = null) =>
        ReadFrom(msgpack, MsgPackCodecRegistry<T>.Codec, options);

    /// <summary>Reads one MessagePack value through <paramref name="codec"/>; nothing may follow it.</summary>
    public static T Deserialize<T>(ReadOnlySpan<byte> msgpack, MsgPackCodec<T> codec, BentoMessagePackOptions? options = null) =>
        ReadFrom(msgpack, codec, options);

    /// <summary>Reads one MessagePack value of <typeparamref name="T"/>; nothing may follow it.</summary>
    public static T Deserialize<[DynamicallyAccessedMembers(DynamicallyAccessedMemberTypes.NonPublicConstructors)] T>(byte[] msgpack, BentoMessagePackOptions? options = null) =>
        ReadFrom(new ReadOnlySpan<byte>(msgpack ?? throw new ArgumentNullException(nameof(msgpack))), MsgPackCodecRegistry<T>.Codec, options);

    /// <summary>Reads one MessagePack value of <typeparamref name="T"/>; nothing may follow it.</summary>
    public static T Deserialize<[DynamicallyAccessedMembers(DynamicallyAccessedMemberTypes.NonPublicConstructors)] T>(ReadOnlyMemory<byte> msgpack, BentoMessagePackOptions? options = null) =>
        ReadFrom(msgpack.Span, MsgPackCodecRegistry<T>.Codec, options);

    /// <summary>Reads one MessagePack value of <typeparamref name="T"/> from a possibly segmented sequence.</summary>
    public static T Deserialize<[DynamicallyAccessedMembers(DynamicallyAccessedMemberTypes.NonPublicConstructors)] T>(in ReadOnlySequence<byte> msgpack, BentoMessagePackOptions? options = null)
    {
        var codec = MsgPackCodecRegistry<T>.Codec;
        if (msgpack.IsSingleSegment) return ReadFrom(msgpack.First.Span, codec, options);
        long length = msgpack.Length;
        if (length > ArrayLimits.MaxByteArrayLength) throw new ArgumentException("The input is larger than one array can hold.", nameof(msgpack));
        // The reader works on one span: a segmented input is copied once into a pooled array.
        byte[] array = PooledBufferWriter.RentInput((int)length);
        try
        {
            msgpack.CopyTo(array);
            return ReadFrom(array.AsSpan(0, (int)length), codec, options);
        }
        finally
        {
            PooledBufferWriter.ReleaseInput(array);
        }
    }

    /// <summary>Reads one MessagePack value of <typeparamref name="T"/> from the rest of <paramref name="stream"/>.</summary>
    public static T Deserialize<[DynamicallyAccessedMembers(DynamicallyAccessedMemberTypes.NonPublicConstructors)] T>(Stream stream, BentoMessagePackOptions? options = null)
    {
        var codec = MsgPackCodecRegistry<T>.Codec;
        var buffer = PooledBufferWriter.ReadToEnd(stream);
        try
        {
            return ReadFrom(buffer.WrittenSpan, codec, options);
        }
        finally
        {
            PooledBufferWriter.Return(buffer);
        }
    }

    /// <summary>Reads one MessagePack value of <typeparamref name="T"/> from the rest of <paramref name="stream"/>, reading asynchronously.</summary>
    public static async ValueTask<T> DeserializeAsync<[DynamicallyAccessedMembers(DynamicallyAccessedMemberTypes.NonPublicConstructors)] T>(Stream stream, BentoMessagePackOptions? options = null, CancellationToken cancellationToken = default)
    {
        var codec = MsgPackCodecRegistry<T>.Codec;
        var buffer = await PooledBufferWriter.ReadToEndAsync(stream, cancellationToken).ConfigureAwait(false);
        try
        {
            return ReadFrom(buffer.WrittenSpan, codec, options);
        }
        finally
        {
            PooledBufferWriter.Return(buffer);
        }
    }

    /// <summary>
    /// Reads MessagePack into an existing value: members present replace the current ones (arrays are reused when the
    /// length matches, collections cleared and refilled, nested objects populated), absent ones are kept.
    /// </summary>
    public static void Populate<[DynamicallyAccessedMembers(DynamicallyAccessedMemberTypes.NonPublicConstructors)] T>(ReadOnlySpan<byte> msgpack, ref T value, BentoMessagePackOptions? options = null)
    {
        var codec = MsgPackCodecRegistry<T>.Codec;
        var reader = new MsgPackReader(msgpack, options);
        try
        {
            codec.Populate(ref reader, ref value);
            reader.ReadEndOfDocument();
        }
        catch (Exception ex) when (ReadFailures.IsFromInput(ex))
        {
            throw MsgPackErrors.AfterValue(msgpack, reader.Position, "The value could not be set: " + ex.Message, ex);
        }
    }

    private static void WriteTo<TBuffer, T>(TBuffer buffer, T value, MsgPackCodec<T> codec, BentoMessagePackOptions? options)
        where TBuffer : class, IBufferWriter<byte>
    {
        int start = WriteErrors.Length(buffer);
        var writer = new MsgPackWriter<TBuffer>(buffer, options);
        try
        {
            codec.Write(ref writer, value);
        }
        catch (BentoMessagePackException e) when (e.WriteOffset >= 0)
        {
            throw WriteErrors.WithPath(e, buffer, start);
        }

        writer.Flush();
    }

    /// <summary>
    /// Reads one MessagePack value of <typeparamref name="T"/>, reading a large root array, or a large array member of
    /// the root map or array, on several threads. The value, and any exception (type, message, offset and path), are
    /// those <see cref="Deserialize{T}(ReadOnlySpan{byte}, BentoMessagePackOptions?)"/> gives for the same input;
    /// documents under <see cref="BentoParallelReadOptions.MinDocumentBytes"/> are read on the calling thread.
    /// Elements of a split array are read on thread-pool threads, so their constructors, setters and hooks run there.
    /// </summary>
    public static T DeserializeParallel<[DynamicallyAccessedMembers(DynamicallyAccessedMemberTypes.NonPublicConstructors)] T>(ReadOnlySpan<byte> msgpack, BentoMessagePackOptions? options = null, BentoParallelReadOptions? parallel = null) =>
        ReadFrom(msgpack, MsgPackCodecRegistry<T>.Codec, options, new MsgPackSplitter(parallel ?? BentoParallelReadOptions.Default));

    /// <summary>Reads one MessagePack value through <paramref name="codec"/>, reading large arrays on several threads (<see cref="DeserializeParallel{T}(ReadOnlySpan{byte}, BentoMessagePackOptions?, BentoParallelReadOptions?)"/>).</summary>
    public static T DeserializeParallel<T>(ReadOnlySpan<byte> msgpack, MsgPackCodec<T> codec, BentoMessagePackOptions? options = null, BentoParallelReadOptions? parallel = null) =>
        ReadFrom(msgpack, codec, options, new MsgPackSplitter(parallel ?? BentoParallelReadOptions.Default));

    private static T ReadFrom<T>(ReadOnlySpan<byte> msgpack, MsgPackCodec<T> codec, BentoMessagePackOptions? options, MsgPackSplitter? splitter = null)
    {
        if (codec is null) throw new ArgumentNullException(nameof(codec));
        var reader = splitter is null ? new MsgPackReader(msgpack, options) : new MsgPackReader(msgpack, options, splitter);
        try
        {
            T value = codec.Read(ref reader);
            reader.ReadEndOfDocument();
            return value;
        }
        catch (Exception ex) when (ReadFailures.IsFromInput(ex))
        {
            // A constructor, setter or collection that rejects a value read from the document (a null or repeated
            // dictionary key, say) is still bad input to the caller: report it at the document position.
            throw MsgPackErrors.AfterValue(msgpack, reader.Position, "The value could not be set: " + ex.Message, ex);
        }
    }
}
