using System;
using System.Buffers;
using System.Diagnostics.CodeAnalysis;
using System.IO;
using System.Text;
using System.Threading;
using System.Threading.Tasks;
using Bento.Internal;
using Bento.Json;

namespace Bento;

/// <summary>
/// Reads and writes standard JSON (RFC 8259) for any <see cref="BentoObjectAttribute"/> type, through the codec the
/// source generator emitted for it; also validates, minifies and pretty-prints any JSON document.
/// </summary>
public static class BentoJson
{

    // ---- writing ----

    /// <summary>Serializes <paramref name="value"/> to UTF-8 JSON bytes.</summary>
    public static byte[] SerializeToUtf8Bytes<[DynamicallyAccessedMembers(DynamicallyAccessedMemberTypes.NonPublicConstructors)] T>(T value, BentoJsonOptions? options = null) =>
        SerializeToUtf8Bytes(value, JsonCodecRegistry<T>.Codec, options);

    /// <summary>Serializes <paramref name="value"/> with an explicit codec to UTF-8 JSON bytes.</summary>
    public static byte[] SerializeToUtf8Bytes<T>(T value, JsonCodec<T> codec, BentoJsonOptions? options = null)
    {
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

    /// <summary>Serializes <paramref name="value"/> to a JSON string.</summary>
    public static string Serialize<[DynamicallyAccessedMembers(DynamicallyAccessedMemberTypes.NonPublicConstructors)] T>(T value, BentoJsonOptions? options = null) =>
        Serialize(value, JsonCodecRegistry<T>.Codec, options);

    /// <summary>Serializes <paramref name="value"/> with an explicit codec to a JSON string.</summary>
    public static string Serialize<T>(T value, JsonCodec<T> codec, BentoJsonOptions? options = null)
    {
        var buffer = PooledBufferWriter.Rent();
        try
        {
            WriteTo(buffer, value, codec, options);
            return Encoding.UTF8.GetString(buffer.WrittenSpan);
        }
        finally
        {
            PooledBufferWriter.Return(buffer);
        }
    }

    /// <summary>Serializes <paramref name="value"/> into <paramref name="output"/>; into a reused buffer this allocates nothing.</summary>
    public static void Serialize<[DynamicallyAccessedMembers(DynamicallyAccessedMemberTypes.NonPublicConstructors)] T>(IBufferWriter<byte> output, T value, BentoJsonOptions? options = null) =>
        WriteTo(output, value, JsonCodecRegistry<T>.Codec, options);

    /// <summary>Serializes <paramref name="value"/> with an explicit codec into <paramref name="output"/>.</summary>
    public static void Serialize<T>(IBufferWriter<byte> output, T value, JsonCodec<T> codec, BentoJsonOptions? options = null) =>
        WriteTo(output, value, codec, options);

    /// <summary>Serializes <paramref name="value"/> to a stream as UTF-8 JSON.</summary>
    public static void Serialize<[DynamicallyAccessedMembers(DynamicallyAccessedMemberTypes.NonPublicConstructors)] T>(Stream utf8Json, T value, BentoJsonOptions? options = null)
    {
        if (utf8Json is null) throw new ArgumentNullException(nameof(utf8Json));
        var buffer = PooledBufferWriter.Rent();
        try
        {
            WriteTo(buffer, value, JsonCodecRegistry<T>.Codec, options);
            utf8Json.Write(buffer.WrittenSpan);
        }
        finally
        {
            PooledBufferWriter.Return(buffer);
        }
    }

    /// <summary>Serializes <paramref name="value"/> to a stream as UTF-8 JSON, writing asynchronously.</summary>
    public static async Task SerializeAsync<[DynamicallyAccessedMembers(DynamicallyAccessedMemberTypes.NonPublicConstructors)] T>(Stream utf8Json, T value, BentoJsonOptions? options = null, CancellationToken cancellationToken = default)
    {
        if (utf8Json is null) throw new ArgumentNullException(nameof(utf8Json));
        var buffer = PooledBufferWriter.Rent();
        try
        {
            WriteTo(buffer, value, JsonCodecRegistry<T>.Codec, options);
            await utf8Json.WriteAsync(buffer.WrittenMemory, cancellationToken).ConfigureAwait(false);
        }
        finally
        {
            PooledBufferWriter.Return(buffer);
        }
    }

    private static void WriteTo<T>(IBufferWriter<byte> output, T value, JsonCodec<T> codec, BentoJsonOptions? options)
    {
        if (output is null) throw new ArgumentNullException(nameof(output));
        if (codec is null) throw new ArgumentNullException(nameof(codec));
        var writer = new JsonWriter(output, options);
        codec.Write(ref writer, value);
        writer.Flush();
    }

    // ---- reading ----

    /// <summary>Deserializes one JSON value of type <typeparamref name="T"/> from UTF-8 bytes.</summary>
    public static T Deserialize<[DynamicallyAccessedMembers(DynamicallyAccessedMemberTypes.NonPublicConstructors)] T>(ReadOnlySpan<byte> utf8Json, BentoJsonOptions? options = null) =>
        ReadFrom(utf8Json, JsonCodecRegistry<T>.Codec, options);

    /// <summary>Deserializes with an explicit codec from UTF-8 bytes.</summary>
    public static T Deserialize<T>(ReadOnlySpan<byte> utf8Json, JsonCodec<T> codec, BentoJsonOptions? options = null) =>
        ReadFrom(utf8Json, codec, options);

    /// <summary>Deserializes one JSON value from a UTF-8 byte array.</summary>
    public static T Deserialize<[DynamicallyAccessedMembers(DynamicallyAccessedMemberTypes.NonPublicConstructors)] T>(byte[] utf8Json, BentoJsonOptions? options = null) =>
        ReadFrom(new ReadOnlySpan<byte>(utf8Json ?? throw new ArgumentNullException(nameof(utf8Json))), JsonCodecRegistry<T>.Codec, options);

    /// <summary>Deserializes one JSON value from UTF-8 memory.</summary>
    public static T Deserialize<[DynamicallyAccessedMembers(DynamicallyAccessedMemberTypes.NonPublicConstructors)] T>(ReadOnlyMemory<byte> utf8Json, BentoJsonOptions? options = null) =>
        ReadFrom(utf8Json.Span, JsonCodecRegistry<T>.Codec, options);

    /// <summary>Deserializes one JSON value from a UTF-8 byte sequence (one or many segments).</summary>
    public static T Deserialize<[DynamicallyAccessedMembers(DynamicallyAccessedMemberTypes.NonPublicConstructors)] T>(in ReadOnlySequence<byte> utf8Json, BentoJsonOptions? options = null)
    {
        var codec = JsonCodecRegistry<T>.Codec;
        if (utf8Json.IsSingleSegment) return ReadFrom(utf8Json.First.Span, codec, options);
        long length = utf8Json.Length;
        if (length > ArrayLimits.MaxByteArrayLength) throw new ArgumentException("The input is larger than one array can hold.", nameof(utf8Json));
        byte[] array = PooledBufferWriter.RentInput((int)length);
        try
        {
            utf8Json.CopyTo(array);
            return ReadFrom(array.AsSpan(0, (int)length), codec, options);
        }
        finally
        {
            PooledBufferWriter.ReleaseInput(array);
        }
    }

    /// <summary>Deserializes one JSON value from a string.</summary>
    public static T Deserialize<[DynamicallyAccessedMembers(DynamicallyAccessedMemberTypes.NonPublicConstructors)] T>(string json, BentoJsonOptions? options = null) =>
        Deserialize(json, JsonCodecRegistry<T>.Codec, options);

    /// <summary>Deserializes with an explicit codec from a string.</summary>
    public static T Deserialize<T>(string json, JsonCodec<T> codec, BentoJsonOptions? options = null)
    {
        byte[] array = EncodeInput(json, options, out int length);
        try
        {
            return ReadFrom(array.AsSpan(0, length), codec, options);
        }
        finally
        {
            PooledBufferWriter.ReleaseInput(array);
        }
    }

    /// <summary>Deserializes one JSON value from a stream of UTF-8 JSON, read to its end.</summary>
    public static T Deserialize<[DynamicallyAccessedMembers(DynamicallyAccessedMemberTypes.NonPublicConstructors)] T>(Stream utf8Json, BentoJsonOptions? options = null)
    {
        var codec = JsonCodecRegistry<T>.Codec;
        var buffer = PooledBufferWriter.ReadToEnd(utf8Json);
        try
        {
            return ReadFrom(buffer.WrittenSpan, codec, options);
        }
        finally
        {
            PooledBufferWriter.Return(buffer);
        }
    }

    /// <summary>Deserializes one JSON value from a stream of UTF-8 JSON, reading asynchronously to its end.</summary>
    public static async ValueTask<T> DeserializeAsync<[DynamicallyAccessedMembers(DynamicallyAccessedMemberTypes.NonPublicConstructors)] T>(Stream utf8Json, BentoJsonOptions? options = null, CancellationToken cancellationToken = default)
    {
        var codec = JsonCodecRegistry<T>.Codec;
        var buffer = await PooledBufferWriter.ReadToEndAsync(utf8Json, cancellationToken).ConfigureAwait(false);
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
    /// Reads JSON into an existing value: members present replace the current ones (arrays are reused when the
    /// length matches, collections cleared and refilled, nested objects populated), absent ones are kept.
    /// </summary>
    public static void Populate<[DynamicallyAccessedMembers(DynamicallyAccessedMemberTypes.NonPublicConstructors)] T>(ReadOnlySpan<byte> utf8Json, ref T value, BentoJsonOptions? options = null)
    {
        var codec = JsonCodecRegistry<T>.Codec;
        var reader = new JsonReader(utf8Json, options);
        try
        {
            codec.Populate(ref reader, ref value);
            reader.ReadEndOfDocument();
        }
        catch (Exception ex) when (ReadFailures.IsFromInput(ex))
        {
            throw JsonErrors.At(utf8Json, reader.Position, ex.Message, ex);
        }
    }

    /// <summary>Reads JSON text into an existing value; see <see cref="Populate{T}(ReadOnlySpan{byte}, ref T, BentoJsonOptions?)"/>.</summary>
    public static void Populate<[DynamicallyAccessedMembers(DynamicallyAccessedMemberTypes.NonPublicConstructors)] T>(string json, ref T value, BentoJsonOptions? options = null)
    {
        byte[] array = EncodeInput(json, options, out int length);
        try
        {
            Populate(array.AsSpan(0, length), ref value, options);
        }
        finally
        {
            PooledBufferWriter.ReleaseInput(array);
        }
    }

    private static T ReadFrom<T>(ReadOnlySpan<byte> utf8Json, JsonCodec<T> codec, BentoJsonOptions? options)
    {
        if (codec is null) throw new ArgumentNullException(nameof(codec));
        var reader = new JsonReader(utf8Json, options);
        try
        {
            T value = codec.Read(ref reader);
            reader.ReadEndOfDocument();
            return value;
        }
        catch (Exception ex) when (ReadFailures.IsFromInput(ex))
        {
            // A constructor or setter that rejects a value read from the document is still bad input to the caller:
            // report it with the document position instead of letting another exception type escape.
            throw JsonErrors.At(utf8Json, reader.Position, "The value could not be set: " + ex.Message, ex);
        }
    }

    internal static byte[] EncodeInput(string json, BentoJsonOptions? options, out int length)
    {
        if (json is null) throw new ArgumentNullException(nameof(json));
        bool replace = (options ?? BentoJsonOptions.Default).InvalidTextHandling == BentoInvalidTextHandling.Replace;
        byte[] array = PooledBufferWriter.RentInput(Encoding.UTF8.GetMaxByteCount(json.Length));
        length = Utf8Text.Encode(json.AsSpan(), array, replace);
        if (length < 0)
        {
            PooledBufferWriter.ReleaseInput(array);
            throw new BentoJsonException("The JSON text holds a lone UTF-16 surrogate, which is not valid Unicode text.", 0, 1, 1, "$");
        }

        return array;
    }

    // ---- untyped ----

    /// <summary>Checks that <paramref name="utf8Json"/> is one well-formed JSON value; throws <see cref="BentoJsonException"/> if not.</summary>
    public static void Validate(ReadOnlySpan<byte> utf8Json, BentoJsonOptions? options = null)
    {
        var reader = new JsonReader(utf8Json, options);
        reader.SkipValue();
        reader.ReadEndOfDocument();
    }

    /// <summary>Whether <paramref name="utf8Json"/> is one well-formed JSON value.</summary>
    public static bool IsValid(ReadOnlySpan<byte> utf8Json, BentoJsonOptions? options = null)
    {
        try
        {
            Validate(utf8Json, options);
            return true;
        }
        catch (BentoJsonException)
        {
            return false;
        }
    }

    /// <summary>Returns the document without insignificant whitespace (and without comments, when they are allowed).</summary>
    public static byte[] Minify(ReadOnlySpan<byte> utf8Json, BentoJsonOptions? options = null) =>
        Relayout(utf8Json, options, indented: false);

    /// <summary>Returns the document indented with two spaces per level.</summary>
    public static byte[] Format(ReadOnlySpan<byte> utf8Json, BentoJsonOptions? options = null) =>
        Relayout(utf8Json, options, indented: true);

    /// <summary>Writes the document without insignificant whitespace into <paramref name="output"/>.</summary>
    public static void Minify(ReadOnlySpan<byte> utf8Json, IBufferWriter<byte> output, BentoJsonOptions? options = null) =>
        Relayout(utf8Json, output, options, indented: false);

    private static byte[] Relayout(ReadOnlySpan<byte> utf8Json, BentoJsonOptions? options, bool indented)
    {
        var buffer = PooledBufferWriter.Rent();
        try
        {
            Relayout(utf8Json, buffer, options, indented);
            return buffer.WrittenSpan.ToArray();
        }
        finally
        {
            PooledBufferWriter.Return(buffer);
        }
    }

    private static void Relayout(ReadOnlySpan<byte> utf8Json, IBufferWriter<byte> output, BentoJsonOptions? options, bool indented)
    {
        options ??= BentoJsonOptions.Default;
        var layout = new BentoJsonOptions
        {
            Indented = indented,
            MaxDepth = options.MaxDepth,
        };
        var reader = new JsonReader(utf8Json, options);
        var writer = new JsonWriter(output, layout);
        reader.Walk(emit: true, ref writer);
        reader.ReadEndOfDocument();
        writer.Flush();
    }
}
