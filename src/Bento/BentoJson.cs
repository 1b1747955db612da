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
public static partial class BentoJson
{

    // ---- writing ----

    /// <summary>Serializes <paramref name="value"/> to JSON UTF-8 bytes.</summary>
    public static byte[] SerializeToUtf8Bytes<[DynamicallyAccessedMembers(DynamicallyAccessedMemberTypes.NonPublicConstructors)] T>(T value, BentoJsonOptions? options = null) =>
        JsonEntryPoints.ToBytes(value, JsonCodecRegistry<T>.Codec, options, hinted: false);

    /// <summary>Serializes <paramref name="value"/> with an explicit codec to JSON UTF-8 bytes.</summary>
    public static byte[] SerializeToUtf8Bytes<T>(T value, JsonCodec<T> codec, BentoJsonOptions? options = null) =>
        JsonEntryPoints.ToBytes(value, codec, options, hinted: false);

    /// <summary>Serializes <paramref name="value"/> to JSON text.</summary>
    public static string Serialize<[DynamicallyAccessedMembers(DynamicallyAccessedMemberTypes.NonPublicConstructors)] T>(T value, BentoJsonOptions? options = null) =>
        JsonEntryPoints.ToText(value, JsonCodecRegistry<T>.Codec, options, hinted: false);

    /// <summary>Serializes <paramref name="value"/> with an explicit codec to JSON text.</summary>
    public static string Serialize<T>(T value, JsonCodec<T> codec, BentoJsonOptions? options = null) =>
        JsonEntryPoints.ToText(value, codec, options, hinted: false);

    /// <summary>Serializes <paramref name="value"/> as JSON into <paramref name="output"/>; into a reused buffer this allocates nothing.</summary>
    public static void Serialize<[DynamicallyAccessedMembers(DynamicallyAccessedMemberTypes.NonPublicConstructors)] T>(IBufferWriter<byte> output, T value, BentoJsonOptions? options = null) =>
        JsonEntryPoints.Write(output, value, JsonCodecRegistry<T>.Codec, options, hinted: false);

    /// <summary>Serializes <paramref name="value"/> with an explicit codec as JSON into <paramref name="output"/>.</summary>
    public static void Serialize<T>(IBufferWriter<byte> output, T value, JsonCodec<T> codec, BentoJsonOptions? options = null) =>
        JsonEntryPoints.Write(output, value, codec, options, hinted: false);

    /// <summary>Serializes <paramref name="value"/> to a stream as JSON.</summary>
    public static void Serialize<[DynamicallyAccessedMembers(DynamicallyAccessedMemberTypes.NonPublicConstructors)] T>(Stream utf8Json, T value, BentoJsonOptions? options = null) =>
        JsonEntryPoints.ToStream(utf8Json, value, JsonCodecRegistry<T>.Codec, options, hinted: false);

    /// <summary>Serializes <paramref name="value"/> to a stream as JSON, writing asynchronously.</summary>
    public static Task SerializeAsync<[DynamicallyAccessedMembers(DynamicallyAccessedMemberTypes.NonPublicConstructors)] T>(Stream utf8Json, T value, BentoJsonOptions? options = null, CancellationToken cancellationToken = default) =>
        JsonEntryPoints.ToStreamAsync(utf8Json, value, JsonCodecRegistry<T>.Codec, options, hinted: false, cancellationToken);

    // ---- reading ----

    /// <summary>Deserializes one value of type <typeparamref name="T"/> from JSON UTF-8 bytes.</summary>
    public static T Deserialize<[DynamicallyAccessedMembers(DynamicallyAccessedMemberTypes.NonPublicConstructors)] T>(ReadOnlySpan<byte> utf8Json, BentoJsonOptions? options = null) =>
        JsonEntryPoints.Read(utf8Json, JsonCodecRegistry<T>.Codec, options, hinted: false);

    /// <summary>
    /// Deserializes one value of type <typeparamref name="T"/> from JSON UTF-8 bytes, reading a large root array, or a
    /// large array member of the root object, on several threads. The value, and any exception (type, message, offset
    /// and path), are those <see cref="Deserialize{T}(ReadOnlySpan{byte}, BentoJsonOptions?)"/> gives for the same input;
    /// documents under <see cref="BentoParallelReadOptions.MinDocumentBytes"/> are read on the calling thread.
    /// Elements of a split array are read on thread-pool threads, so their constructors, setters and hooks run there.
    /// </summary>
    public static T DeserializeParallel<[DynamicallyAccessedMembers(DynamicallyAccessedMemberTypes.NonPublicConstructors)] T>(ReadOnlySpan<byte> utf8Json, BentoJsonOptions? options = null, BentoParallelReadOptions? parallel = null) =>
        JsonEntryPoints.ReadParallel(utf8Json, JsonCodecRegistry<T>.Codec, options, parallel);

    /// <summary>Deserializes with an explicit codec from JSON UTF-8 bytes, reading large arrays on several threads (<see cref="DeserializeParallel{T}(ReadOnlySpan{byte}, BentoJsonOptions?, BentoParallelReadOptions?)"/>).</summary>
    public static T DeserializeParallel<T>(ReadOnlySpan<byte> utf8Json, JsonCodec<T> codec, BentoJsonOptions? options = null, BentoParallelReadOptions? parallel = null) =>
        JsonEntryPoints.ReadParallel(utf8Json, codec, options, parallel);

    /// <summary>Deserializes with an explicit codec from JSON UTF-8 bytes.</summary>
    public static T Deserialize<T>(ReadOnlySpan<byte> utf8Json, JsonCodec<T> codec, BentoJsonOptions? options = null) =>
        JsonEntryPoints.Read(utf8Json, codec, options, hinted: false);

    /// <summary>Deserializes one value from a UTF-8 byte array of JSON.</summary>
    public static T Deserialize<[DynamicallyAccessedMembers(DynamicallyAccessedMemberTypes.NonPublicConstructors)] T>(byte[] utf8Json, BentoJsonOptions? options = null) =>
        JsonEntryPoints.Read(new ReadOnlySpan<byte>(utf8Json ?? throw new ArgumentNullException(nameof(utf8Json))), JsonCodecRegistry<T>.Codec, options, hinted: false);

    /// <summary>Deserializes one value from UTF-8 memory holding JSON.</summary>
    public static T Deserialize<[DynamicallyAccessedMembers(DynamicallyAccessedMemberTypes.NonPublicConstructors)] T>(ReadOnlyMemory<byte> utf8Json, BentoJsonOptions? options = null) =>
        JsonEntryPoints.Read(utf8Json.Span, JsonCodecRegistry<T>.Codec, options, hinted: false);

    /// <summary>Deserializes one JSON value from a UTF-8 byte sequence (one or many segments).</summary>
    public static T Deserialize<[DynamicallyAccessedMembers(DynamicallyAccessedMemberTypes.NonPublicConstructors)] T>(in ReadOnlySequence<byte> utf8Json, BentoJsonOptions? options = null)
    {
        var codec = JsonCodecRegistry<T>.Codec;
        if (utf8Json.IsSingleSegment) return JsonEntryPoints.Read(utf8Json.First.Span, codec, options, hinted: false);
        long length = utf8Json.Length;
        if (length > ArrayLimits.MaxByteArrayLength) throw new ArgumentException("The input is larger than one array can hold.", nameof(utf8Json));
        byte[] array = PooledBufferWriter.RentInput((int)length);
        try
        {
            utf8Json.CopyTo(array);
            return JsonEntryPoints.Read(array.AsSpan(0, (int)length), codec, options, hinted: false);
        }
        finally
        {
            PooledBufferWriter.ReleaseInput(array);
        }
    }

    /// <summary>Deserializes one value from JSON text.</summary>
    public static T Deserialize<[DynamicallyAccessedMembers(DynamicallyAccessedMemberTypes.NonPublicConstructors)] T>(string json, BentoJsonOptions? options = null) =>
        JsonEntryPoints.ReadText(json, JsonCodecRegistry<T>.Codec, options, hinted: false);

    /// <summary>Deserializes with an explicit codec from JSON text.</summary>
    public static T Deserialize<T>(string json, JsonCodec<T> codec, BentoJsonOptions? options = null) =>
        JsonEntryPoints.ReadText(json, codec, options, hinted: false);

    /// <summary>Deserializes one value from a stream of JSON, read to its end.</summary>
    public static T Deserialize<[DynamicallyAccessedMembers(DynamicallyAccessedMemberTypes.NonPublicConstructors)] T>(Stream utf8Json, BentoJsonOptions? options = null) =>
        JsonEntryPoints.ReadStream(utf8Json, JsonCodecRegistry<T>.Codec, options, hinted: false);

    /// <summary>Deserializes one value from a stream of JSON, reading asynchronously to its end.</summary>
    public static ValueTask<T> DeserializeAsync<[DynamicallyAccessedMembers(DynamicallyAccessedMemberTypes.NonPublicConstructors)] T>(Stream utf8Json, BentoJsonOptions? options = null, CancellationToken cancellationToken = default) =>
        JsonEntryPoints.ReadStreamAsync(utf8Json, JsonCodecRegistry<T>.Codec, options, hinted: false, cancellationToken);

    /// <summary>
    /// Reads JSON into an existing value: members present replace the current ones (strings equal to the input,
    /// collections and nested objects are reused as their reuse policy says), absent ones are kept.
    /// </summary>
    public static void Populate<[DynamicallyAccessedMembers(DynamicallyAccessedMemberTypes.NonPublicConstructors)] T>(ReadOnlySpan<byte> utf8Json, ref T value, BentoJsonOptions? options = null) =>
        JsonEntryPoints.Populate(utf8Json, ref value, JsonCodecRegistry<T>.Codec, options, hinted: false);

    /// <summary>Reads JSON into an existing value with an explicit codec.</summary>
    public static void Populate<T>(ReadOnlySpan<byte> utf8Json, ref T value, JsonCodec<T> codec, BentoJsonOptions? options = null) =>
        JsonEntryPoints.Populate(utf8Json, ref value, codec, options, hinted: false);

    /// <summary>Reads JSON text into an existing value.</summary>
    public static void Populate<[DynamicallyAccessedMembers(DynamicallyAccessedMemberTypes.NonPublicConstructors)] T>(string json, ref T value, BentoJsonOptions? options = null) =>
        JsonEntryPoints.PopulateText(json, ref value, JsonCodecRegistry<T>.Codec, options, hinted: false);

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
