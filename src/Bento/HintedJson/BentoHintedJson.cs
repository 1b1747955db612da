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

    /// <summary>Serializes <paramref name="value"/> to hinted JSON UTF-8 bytes.</summary>
    public static byte[] SerializeToUtf8Bytes<[DynamicallyAccessedMembers(DynamicallyAccessedMemberTypes.NonPublicConstructors)] T>(T value, BentoJsonOptions? options = null) =>
        JsonEntryPoints.ToBytes(value, JsonCodecRegistry<T>.Codec, options, hinted: true);

    /// <summary>Serializes <paramref name="value"/> with an explicit codec to hinted JSON UTF-8 bytes.</summary>
    public static byte[] SerializeToUtf8Bytes<T>(T value, JsonCodec<T> codec, BentoJsonOptions? options = null) =>
        JsonEntryPoints.ToBytes(value, codec, options, hinted: true);

    /// <summary>Serializes <paramref name="value"/> to hinted JSON text.</summary>
    public static string Serialize<[DynamicallyAccessedMembers(DynamicallyAccessedMemberTypes.NonPublicConstructors)] T>(T value, BentoJsonOptions? options = null) =>
        JsonEntryPoints.ToText(value, JsonCodecRegistry<T>.Codec, options, hinted: true);

    /// <summary>Serializes <paramref name="value"/> with an explicit codec to hinted JSON text.</summary>
    public static string Serialize<T>(T value, JsonCodec<T> codec, BentoJsonOptions? options = null) =>
        JsonEntryPoints.ToText(value, codec, options, hinted: true);

    /// <summary>Serializes <paramref name="value"/> as hinted JSON into <paramref name="output"/>; into a reused buffer this allocates nothing.</summary>
    public static void Serialize<[DynamicallyAccessedMembers(DynamicallyAccessedMemberTypes.NonPublicConstructors)] T>(IBufferWriter<byte> output, T value, BentoJsonOptions? options = null) =>
        JsonEntryPoints.Write(output, value, JsonCodecRegistry<T>.Codec, options, hinted: true);

    /// <summary>Serializes <paramref name="value"/> with an explicit codec as hinted JSON into <paramref name="output"/>.</summary>
    public static void Serialize<T>(IBufferWriter<byte> output, T value, JsonCodec<T> codec, BentoJsonOptions? options = null) =>
        JsonEntryPoints.Write(output, value, codec, options, hinted: true);

    /// <summary>Serializes <paramref name="value"/> to a stream as hinted JSON.</summary>
    public static void Serialize<[DynamicallyAccessedMembers(DynamicallyAccessedMemberTypes.NonPublicConstructors)] T>(Stream utf8Json, T value, BentoJsonOptions? options = null) =>
        JsonEntryPoints.ToStream(utf8Json, value, JsonCodecRegistry<T>.Codec, options, hinted: true);

    /// <summary>Serializes <paramref name="value"/> to a stream as hinted JSON, writing asynchronously.</summary>
    public static Task SerializeAsync<[DynamicallyAccessedMembers(DynamicallyAccessedMemberTypes.NonPublicConstructors)] T>(Stream utf8Json, T value, BentoJsonOptions? options = null, CancellationToken cancellationToken = default) =>
        JsonEntryPoints.ToStreamAsync(utf8Json, value, JsonCodecRegistry<T>.Codec, options, hinted: true, cancellationToken);

    // ---- reading ----

    /// <summary>Deserializes one value of type <typeparamref name="T"/> from hinted or plain JSON UTF-8 bytes.</summary>
    public static T Deserialize<[DynamicallyAccessedMembers(DynamicallyAccessedMemberTypes.NonPublicConstructors)] T>(ReadOnlySpan<byte> utf8Json, BentoJsonOptions? options = null) =>
        JsonEntryPoints.Read(utf8Json, JsonCodecRegistry<T>.Codec, options, hinted: true);

    /// <summary>Deserializes with an explicit codec from hinted or plain JSON UTF-8 bytes.</summary>
    public static T Deserialize<T>(ReadOnlySpan<byte> utf8Json, JsonCodec<T> codec, BentoJsonOptions? options = null) =>
        JsonEntryPoints.Read(utf8Json, codec, options, hinted: true);

    /// <summary>Deserializes one value from a UTF-8 byte array of hinted or plain JSON.</summary>
    public static T Deserialize<[DynamicallyAccessedMembers(DynamicallyAccessedMemberTypes.NonPublicConstructors)] T>(byte[] utf8Json, BentoJsonOptions? options = null) =>
        JsonEntryPoints.Read(new ReadOnlySpan<byte>(utf8Json ?? throw new ArgumentNullException(nameof(utf8Json))), JsonCodecRegistry<T>.Codec, options, hinted: true);

    /// <summary>Deserializes one value from UTF-8 memory holding hinted or plain JSON.</summary>
    public static T Deserialize<[DynamicallyAccessedMembers(DynamicallyAccessedMemberTypes.NonPublicConstructors)] T>(ReadOnlyMemory<byte> utf8Json, BentoJsonOptions? options = null) =>
        JsonEntryPoints.Read(utf8Json.Span, JsonCodecRegistry<T>.Codec, options, hinted: true);

    /// <summary>Deserializes one value from hinted or plain JSON text.</summary>
    public static T Deserialize<[DynamicallyAccessedMembers(DynamicallyAccessedMemberTypes.NonPublicConstructors)] T>(string json, BentoJsonOptions? options = null) =>
        JsonEntryPoints.ReadText(json, JsonCodecRegistry<T>.Codec, options, hinted: true);

    /// <summary>Deserializes with an explicit codec from hinted or plain JSON text.</summary>
    public static T Deserialize<T>(string json, JsonCodec<T> codec, BentoJsonOptions? options = null) =>
        JsonEntryPoints.ReadText(json, codec, options, hinted: true);

    /// <summary>Deserializes one value from a stream of hinted or plain JSON, read to its end.</summary>
    public static T Deserialize<[DynamicallyAccessedMembers(DynamicallyAccessedMemberTypes.NonPublicConstructors)] T>(Stream utf8Json, BentoJsonOptions? options = null) =>
        JsonEntryPoints.ReadStream(utf8Json, JsonCodecRegistry<T>.Codec, options, hinted: true);

    /// <summary>Deserializes one value from a stream of hinted or plain JSON, reading asynchronously to its end.</summary>
    public static ValueTask<T> DeserializeAsync<[DynamicallyAccessedMembers(DynamicallyAccessedMemberTypes.NonPublicConstructors)] T>(Stream utf8Json, BentoJsonOptions? options = null, CancellationToken cancellationToken = default) =>
        JsonEntryPoints.ReadStreamAsync(utf8Json, JsonCodecRegistry<T>.Codec, options, hinted: true, cancellationToken);

    /// <summary>
    /// Reads hinted or plain JSON into an existing value: members present replace the current ones (strings equal to the input,
    /// collections and nested objects are reused as their reuse policy says), absent ones are kept.
    /// </summary>
    public static void Populate<[DynamicallyAccessedMembers(DynamicallyAccessedMemberTypes.NonPublicConstructors)] T>(ReadOnlySpan<byte> utf8Json, ref T value, BentoJsonOptions? options = null) =>
        JsonEntryPoints.Populate(utf8Json, ref value, JsonCodecRegistry<T>.Codec, options, hinted: true);

    /// <summary>Reads hinted or plain JSON into an existing value with an explicit codec.</summary>
    public static void Populate<T>(ReadOnlySpan<byte> utf8Json, ref T value, JsonCodec<T> codec, BentoJsonOptions? options = null) =>
        JsonEntryPoints.Populate(utf8Json, ref value, codec, options, hinted: true);

    /// <summary>Reads hinted or plain JSON text into an existing value.</summary>
    public static void Populate<[DynamicallyAccessedMembers(DynamicallyAccessedMemberTypes.NonPublicConstructors)] T>(string json, ref T value, BentoJsonOptions? options = null) =>
        JsonEntryPoints.PopulateText(json, ref value, JsonCodecRegistry<T>.Codec, options, hinted: true);

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
    public static void FromJson(ReadOnlySpan<byte> utf8Json, IBufferWriter<byte> output, BentoJsonOptions? options = null) =>
        FromJson(utf8Json, output, options, HintRecorder.WrittenKinds);

    /// <summary>Converts with the given kinds of hint: the tests write documents as earlier writers did through it.</summary>
    internal static void FromJson(ReadOnlySpan<byte> utf8Json, IBufferWriter<byte> output, BentoJsonOptions? options, HintKinds kinds)
    {
        if (output is null) throw new ArgumentNullException(nameof(output));
        options ??= BentoJsonOptions.Default;
        var layout = new BentoJsonOptions { Indented = options.Indented, MaxDepth = options.MaxDepth };
        var plain = PooledBufferWriter.Rent();
        var hints = HintRecorder.Rent();
        hints.Kinds = kinds;
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
