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
/// Reads and writes hinted JSON (docs/hinted-json.md): JSON whose <c>/* */</c> comments carry element counts and byte
/// lengths, so collections are sized once. Delete the comments and what remains is exactly Bento's plain JSON for the
/// same value; every reader here also reads plain JSON, and any JSON parser that skips comments reads hinted JSON.
/// Hints are never trusted: a wrong one is ignored (or, with <see cref="BentoHintHandling.Strict"/>, an error).
/// </summary>
public static class BentoHintedJson
{
    // ---- writing ----

    /// <summary>Serializes <paramref name="value"/> to hinted UTF-8 JSON bytes.</summary>
    public static byte[] SerializeToUtf8Bytes<[DynamicallyAccessedMembers(DynamicallyAccessedMemberTypes.NonPublicConstructors)] T>(T value, BentoJsonOptions? options = null) =>
        SerializeToUtf8Bytes(value, JsonCodecRegistry<T>.Codec, options);

    /// <summary>Serializes <paramref name="value"/> with an explicit codec to hinted UTF-8 JSON bytes.</summary>
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

    /// <summary>Serializes <paramref name="value"/> to hinted JSON text.</summary>
    public static string Serialize<[DynamicallyAccessedMembers(DynamicallyAccessedMemberTypes.NonPublicConstructors)] T>(T value, BentoJsonOptions? options = null) =>
        Serialize(value, JsonCodecRegistry<T>.Codec, options);

    /// <summary>Serializes <paramref name="value"/> with an explicit codec to hinted JSON text.</summary>
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

    /// <summary>Serializes <paramref name="value"/> as hinted JSON into <paramref name="output"/>.</summary>
    public static void Serialize<[DynamicallyAccessedMembers(DynamicallyAccessedMemberTypes.NonPublicConstructors)] T>(IBufferWriter<byte> output, T value, BentoJsonOptions? options = null) =>
        WriteTo(output, value, JsonCodecRegistry<T>.Codec, options);

    /// <summary>Serializes <paramref name="value"/> with an explicit codec as hinted JSON into <paramref name="output"/>.</summary>
    public static void Serialize<T>(IBufferWriter<byte> output, T value, JsonCodec<T> codec, BentoJsonOptions? options = null) =>
        WriteTo(output, value, codec, options);

    /// <summary>Serializes <paramref name="value"/> to a stream as hinted UTF-8 JSON.</summary>
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

    /// <summary>Serializes <paramref name="value"/> to a stream as hinted UTF-8 JSON, writing asynchronously.</summary>
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
        var plain = PooledBufferWriter.Rent();
        var hints = HintRecorder.Rent();
        try
        {
            var writer = new JsonWriter(plain, options, hints);
            codec.Write(ref writer, value);
            writer.Flush();
            hints.WriteTo(plain.WrittenSpan, output);
        }
        finally
        {
            HintRecorder.Return(hints);
            PooledBufferWriter.Return(plain);
        }
    }

    // ---- reading ----

    /// <summary>Deserializes one value of type <typeparamref name="T"/> from hinted or plain UTF-8 JSON.</summary>
    public static T Deserialize<[DynamicallyAccessedMembers(DynamicallyAccessedMemberTypes.NonPublicConstructors)] T>(ReadOnlySpan<byte> utf8Json, BentoJsonOptions? options = null) =>
        ReadFrom(utf8Json, JsonCodecRegistry<T>.Codec, options);

    /// <summary>Deserializes with an explicit codec from hinted or plain UTF-8 JSON.</summary>
    public static T Deserialize<T>(ReadOnlySpan<byte> utf8Json, JsonCodec<T> codec, BentoJsonOptions? options = null) =>
        ReadFrom(utf8Json, codec, options);

    /// <summary>Deserializes one value from a hinted or plain UTF-8 JSON byte array.</summary>
    public static T Deserialize<[DynamicallyAccessedMembers(DynamicallyAccessedMemberTypes.NonPublicConstructors)] T>(byte[] utf8Json, BentoJsonOptions? options = null) =>
        ReadFrom(new ReadOnlySpan<byte>(utf8Json ?? throw new ArgumentNullException(nameof(utf8Json))), JsonCodecRegistry<T>.Codec, options);

    /// <summary>Deserializes one value from hinted or plain UTF-8 JSON memory.</summary>
    public static T Deserialize<[DynamicallyAccessedMembers(DynamicallyAccessedMemberTypes.NonPublicConstructors)] T>(ReadOnlyMemory<byte> utf8Json, BentoJsonOptions? options = null) =>
        ReadFrom(utf8Json.Span, JsonCodecRegistry<T>.Codec, options);

    /// <summary>Deserializes one value from hinted or plain JSON text.</summary>
    public static T Deserialize<[DynamicallyAccessedMembers(DynamicallyAccessedMemberTypes.NonPublicConstructors)] T>(string json, BentoJsonOptions? options = null) =>
        Deserialize(json, JsonCodecRegistry<T>.Codec, options);

    /// <summary>Deserializes with an explicit codec from hinted or plain JSON text.</summary>
    public static T Deserialize<T>(string json, JsonCodec<T> codec, BentoJsonOptions? options = null)
    {
        byte[] array = BentoJson.EncodeInput(json, options, out int length);
        try
        {
            return ReadFrom(array.AsSpan(0, length), codec, options);
        }
        finally
        {
            PooledBufferWriter.ReleaseInput(array);
        }
    }

    /// <summary>Deserializes one value from a stream of hinted or plain UTF-8 JSON, read to its end.</summary>
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

    /// <summary>Deserializes one value from a stream of hinted or plain UTF-8 JSON, reading asynchronously to its end.</summary>
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
    /// Reads hinted or plain JSON into an existing value, with the same rules as
    /// <see cref="BentoJson.Populate{T}(ReadOnlySpan{byte}, ref T, BentoJsonOptions?)"/>.
    /// </summary>
    public static void Populate<[DynamicallyAccessedMembers(DynamicallyAccessedMemberTypes.NonPublicConstructors)] T>(ReadOnlySpan<byte> utf8Json, ref T value, BentoJsonOptions? options = null) =>
        Populate(utf8Json, ref value, JsonCodecRegistry<T>.Codec, options);

    /// <summary>Reads hinted or plain JSON into an existing value with an explicit codec.</summary>
    public static void Populate<T>(ReadOnlySpan<byte> utf8Json, ref T value, JsonCodec<T> codec, BentoJsonOptions? options = null)
    {
        if (codec is null) throw new ArgumentNullException(nameof(codec));
        var reader = new JsonReader(utf8Json, options, hintedInput: true);
        try
        {
            codec.Populate(ref reader, ref value);
            reader.ReadEndOfDocument();
        }
        catch (Exception ex) when (ReadFailures.IsFromInput(ex))
        {
            throw JsonErrors.At(utf8Json, reader.Position, "The value could not be set: " + ex.Message, ex);
        }
        finally
        {
            reader.ReleaseHintFrames();
        }
    }

    /// <summary>Reads hinted or plain JSON text into an existing value.</summary>
    public static void Populate<[DynamicallyAccessedMembers(DynamicallyAccessedMemberTypes.NonPublicConstructors)] T>(string json, ref T value, BentoJsonOptions? options = null)
    {
        byte[] array = BentoJson.EncodeInput(json, options, out int length);
        try
        {
            Populate(array.AsSpan(0, length), ref value, JsonCodecRegistry<T>.Codec, options);
        }
        finally
        {
            PooledBufferWriter.ReleaseInput(array);
        }
    }

    private static T ReadFrom<T>(ReadOnlySpan<byte> utf8Json, JsonCodec<T> codec, BentoJsonOptions? options)
    {
        if (codec is null) throw new ArgumentNullException(nameof(codec));
        var reader = new JsonReader(utf8Json, options, hintedInput: true);
        try
        {
            T value = codec.Read(ref reader);
            reader.ReadEndOfDocument();
            return value;
        }
        catch (Exception ex) when (ReadFailures.IsFromInput(ex))
        {
            throw JsonErrors.At(utf8Json, reader.Position, "The value could not be set: " + ex.Message, ex);
        }
        finally
        {
            reader.ReleaseHintFrames();
        }
    }

    // ---- untyped ----

    /// <summary>Whether <paramref name="utf8Json"/> starts with the hinted JSON header of a version this library reads.</summary>
    public static bool IsHinted(ReadOnlySpan<byte> utf8Json)
    {
        var reader = new JsonReader(utf8Json, BentoJsonOptions.Default, hintedInput: true);
        bool hinted = reader.IsHinted;
        reader.ReleaseHintFrames();
        return hinted;
    }

    /// <summary>
    /// Checks that <paramref name="utf8Json"/> is one well-formed JSON value, comments allowed; with
    /// <see cref="BentoHintHandling.Strict"/> also that every hint is well-formed and right.
    /// </summary>
    public static void Validate(ReadOnlySpan<byte> utf8Json, BentoJsonOptions? options = null)
    {
        var reader = new JsonReader(utf8Json, options, hintedInput: true);
        try
        {
            reader.SkipValue();
            reader.ReadEndOfDocument();
        }
        finally
        {
            reader.ReleaseHintFrames();
        }
    }

    /// <summary>Converts any JSON document (plain or hinted) to compact hinted JSON, or indented with <see cref="BentoJsonOptions.Indented"/>.</summary>
    public static byte[] FromJson(ReadOnlySpan<byte> utf8Json, BentoJsonOptions? options = null)
    {
        var buffer = PooledBufferWriter.Rent();
        try
        {
            FromJson(utf8Json, buffer, options);
            return buffer.WrittenSpan.ToArray();
        }
        finally
        {
            PooledBufferWriter.Return(buffer);
        }
    }

    /// <summary>Converts any JSON document (plain or hinted) to hinted JSON written into <paramref name="output"/>.</summary>
    public static void FromJson(ReadOnlySpan<byte> utf8Json, IBufferWriter<byte> output, BentoJsonOptions? options = null)
    {
        if (output is null) throw new ArgumentNullException(nameof(output));
        options ??= BentoJsonOptions.Default;
        var layout = new BentoJsonOptions { Indented = options.Indented, MaxDepth = options.MaxDepth };
        var plain = PooledBufferWriter.Rent();
        var hints = HintRecorder.Rent();
        var reader = new JsonReader(utf8Json, options, hintedInput: true);
        try
        {
            var writer = new JsonWriter(plain, layout, hints);
            reader.Walk(emit: true, ref writer);
            reader.ReadEndOfDocument();
            writer.Flush();
            hints.WriteTo(plain.WrittenSpan, output);
        }
        finally
        {
            reader.ReleaseHintFrames();
            HintRecorder.Return(hints);
            PooledBufferWriter.Return(plain);
        }
    }

    /// <summary>
    /// Converts hinted (or plain) JSON to plain minified JSON: byte for byte what <see cref="BentoJson.Minify(ReadOnlySpan{byte}, BentoJsonOptions?)"/>
    /// gives for the same document without its comments.
    /// </summary>
    public static byte[] ToJson(ReadOnlySpan<byte> utf8Json, BentoJsonOptions? options = null)
    {
        var buffer = PooledBufferWriter.Rent();
        try
        {
            ToJson(utf8Json, buffer, options);
            return buffer.WrittenSpan.ToArray();
        }
        finally
        {
            PooledBufferWriter.Return(buffer);
        }
    }

    /// <summary>Converts hinted (or plain) JSON to plain JSON written into <paramref name="output"/> (indented with <see cref="BentoJsonOptions.Indented"/>).</summary>
    public static void ToJson(ReadOnlySpan<byte> utf8Json, IBufferWriter<byte> output, BentoJsonOptions? options = null)
    {
        if (output is null) throw new ArgumentNullException(nameof(output));
        options ??= BentoJsonOptions.Default;
        var layout = new BentoJsonOptions { Indented = options.Indented, MaxDepth = options.MaxDepth };
        var reader = new JsonReader(utf8Json, options, hintedInput: true);
        try
        {
            var writer = new JsonWriter(output, layout);
            reader.Walk(emit: true, ref writer);
            reader.ReadEndOfDocument();
            writer.Flush();
        }
        finally
        {
            reader.ReleaseHintFrames();
        }
    }
}
