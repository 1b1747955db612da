using System;
using System.Buffers;
using System.IO;
using System.Text;
using System.Threading;
using System.Threading.Tasks;
using Bento.Internal;

namespace Bento.Json;

/// <summary>
/// The bodies of the public entry points of <see cref="BentoJson"/> and <see cref="BentoHintedJson"/>, which differ
/// only in whether the writer records hints and the reader looks for them.
/// </summary>
internal static class JsonEntryPoints
{
    public static byte[] ToBytes<T>(T value, JsonCodec<T> codec, BentoJsonOptions? options, bool hinted)
    {
        var buffer = PooledBufferWriter.Rent();
        try
        {
            Write(buffer, value, codec, options, hinted);
            return buffer.WrittenSpan.ToArray();
        }
        finally
        {
            PooledBufferWriter.Return(buffer);
        }
    }

    public static string ToText<T>(T value, JsonCodec<T> codec, BentoJsonOptions? options, bool hinted)
    {
        var buffer = PooledBufferWriter.Rent();
        try
        {
            Write(buffer, value, codec, options, hinted);
            return Encoding.UTF8.GetString(buffer.WrittenSpan);
        }
        finally
        {
            PooledBufferWriter.Return(buffer);
        }
    }

    public static void ToStream<T>(Stream utf8Json, T value, JsonCodec<T> codec, BentoJsonOptions? options, bool hinted)
    {
        if (utf8Json is null) throw new ArgumentNullException(nameof(utf8Json));
        var buffer = PooledBufferWriter.Rent();
        try
        {
            Write(buffer, value, codec, options, hinted);
            utf8Json.Write(buffer.WrittenSpan);
        }
        finally
        {
            PooledBufferWriter.Return(buffer);
        }
    }

    public static async Task ToStreamAsync<T>(Stream utf8Json, T value, JsonCodec<T> codec, BentoJsonOptions? options, bool hinted, CancellationToken cancellationToken)
    {
        if (utf8Json is null) throw new ArgumentNullException(nameof(utf8Json));
        var buffer = PooledBufferWriter.Rent();
        try
        {
            Write(buffer, value, codec, options, hinted);
            await utf8Json.WriteAsync(buffer.WrittenMemory, cancellationToken).ConfigureAwait(false);
        }
        finally
        {
            PooledBufferWriter.Return(buffer);
        }
    }

    public static void Write<T>(IBufferWriter<byte> output, T value, JsonCodec<T> codec, BentoJsonOptions? options, bool hinted) =>
        Write(output, value, codec, options, hinted ? HintRecorder.WrittenKinds : (HintKinds?)null);

    /// <summary>
    /// Writes plain JSON (<paramref name="hintKinds"/> null) or hinted JSON with the given kinds of hint; the public
    /// entry points write the format's kinds, and the benchmark measures each kind on its own through this.
    /// </summary>
    public static void Write<T>(IBufferWriter<byte> output, T value, JsonCodec<T> codec, BentoJsonOptions? options, HintKinds? hintKinds)
    {
        bool hinted = hintKinds is not null;
        if (output is null) throw new ArgumentNullException(nameof(output));
        if (codec is null) throw new ArgumentNullException(nameof(codec));
        if (!hinted)
        {
            int start = WriteErrors.Length(output);
            var writer = new JsonWriter(output, options);
            try
            {
                codec.Write(ref writer, value);
            }
            catch (BentoJsonException e) when (e.WriteOffset >= 0)
            {
                throw WriteErrors.WithPath(e, output, start);
            }

            writer.Flush();
            return;
        }

        // A hint precedes its value but is known only once the value is written: write plain JSON aside, recording
        // where hints go, then copy it out with the hints in place.
        var plain = PooledBufferWriter.Rent();
        var hints = HintRecorder.Rent();
        hints.Kinds = hintKinds!.Value;
        try
        {
            var writer = new JsonWriter(plain, options, hints);
            try
            {
                codec.Write(ref writer, value);
            }
            catch (BentoJsonException e) when (e.WriteOffset >= 0)
            {
                throw WriteErrors.WithPath(e, plain, 0);
            }

            writer.Flush();
            hints.WriteTo(plain.WrittenSpan, output);
        }
        finally
        {
            HintRecorder.Return(hints);
            PooledBufferWriter.Return(plain);
        }
    }

    /// <summary>Reads a whole document; with a <paramref name="splitter"/> (a parallel read) its large arrays may be read on several threads.</summary>
    public static T Read<T>(ReadOnlySpan<byte> utf8Json, JsonCodec<T> codec, BentoJsonOptions? options, bool hinted, JsonSplitter? splitter = null)
    {
        if (codec is null) throw new ArgumentNullException(nameof(codec));
        var reader = splitter is null ? new JsonReader(utf8Json, options, hinted) : new JsonReader(utf8Json, options, splitter);
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
        finally
        {
            reader.ReleaseHintFrames();
        }
    }

    public static T ReadParallel<T>(ReadOnlySpan<byte> utf8Json, JsonCodec<T> codec, BentoJsonOptions? options, BentoParallelReadOptions? parallel) =>
        Read(utf8Json, codec, options, hinted: false, new JsonSplitter(parallel ?? BentoParallelReadOptions.Default));

    public static T ReadText<T>(string json, JsonCodec<T> codec, BentoJsonOptions? options, bool hinted)
    {
        byte[] array = EncodeInput(json, options, out int length);
        try
        {
            return Read(array.AsSpan(0, length), codec, options, hinted);
        }
        finally
        {
            PooledBufferWriter.ReleaseInput(array);
        }
    }

    public static T ReadStream<T>(Stream utf8Json, JsonCodec<T> codec, BentoJsonOptions? options, bool hinted)
    {
        var buffer = PooledBufferWriter.ReadToEnd(utf8Json);
        try
        {
            return Read(buffer.WrittenSpan, codec, options, hinted);
        }
        finally
        {
            PooledBufferWriter.Return(buffer);
        }
    }

    public static async ValueTask<T> ReadStreamAsync<T>(Stream utf8Json, JsonCodec<T> codec, BentoJsonOptions? options, bool hinted, CancellationToken cancellationToken)
    {
        var buffer = await PooledBufferWriter.ReadToEndAsync(utf8Json, cancellationToken).ConfigureAwait(false);
        try
        {
            return Read(buffer.WrittenSpan, codec, options, hinted);
        }
        finally
        {
            PooledBufferWriter.Return(buffer);
        }
    }

    public static void Populate<T>(ReadOnlySpan<byte> utf8Json, ref T value, JsonCodec<T> codec, BentoJsonOptions? options, bool hinted)
    {
        if (codec is null) throw new ArgumentNullException(nameof(codec));
        var reader = new JsonReader(utf8Json, options, hinted);
        try
        {
            codec.Populate(ref reader, ref value);
            reader.ReadEndOfDocument();
        }
        catch (Exception ex) when (ReadFailures.IsFromInput(ex))
        {
            throw JsonErrors.At(utf8Json, reader.Position, ex.Message, ex);
        }
        finally
        {
            reader.ReleaseHintFrames();
        }
    }

    public static void PopulateText<T>(string json, ref T value, JsonCodec<T> codec, BentoJsonOptions? options, bool hinted)
    {
        byte[] array = EncodeInput(json, options, out int length);
        try
        {
            Populate(array.AsSpan(0, length), ref value, codec, options, hinted);
        }
        finally
        {
            PooledBufferWriter.ReleaseInput(array);
        }
    }

    /// <summary>Encodes JSON text as UTF-8 into a rented array; lone surrogates are an error unless replaced by option.</summary>
    public static byte[] EncodeInput(string json, BentoJsonOptions? options, out int length)
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
}
