using System;
using System.Buffers;
using Bento.Internal;
using Bento.MessagePack;

namespace Bento;

/// <summary>
/// MessagePack entry points: typed reading and writing of <see cref="BentoObjectAttribute"/> types through their
/// generated codecs (which drive <see cref="MsgPackWriter{TBuffer}"/> and <see cref="MsgPackReader"/>), conversion
/// from and to JSON for any document, and validation.
/// </summary>
public static partial class BentoMessagePack
{
    /// <summary>
    /// Converts one UTF-8 JSON document to MessagePack. Integers take the smallest integer family; numbers with a
    /// fraction or exponent, integers beyond 64 bits and <c>-0</c> become float 64. Malformed JSON raises
    /// <see cref="BentoJsonException"/> (strict RFC 8259; the depth limit is <see cref="BentoMessagePackOptions.MaxDepth"/>).
    /// </summary>
    public static byte[] FromJson(ReadOnlySpan<byte> utf8Json, BentoMessagePackOptions? options = null)
    {
        var buffer = PooledBufferWriter.Rent();
        try
        {
            MsgPackJson.FromJson(utf8Json, buffer, options ?? BentoMessagePackOptions.Default);
            return buffer.WrittenSpan.ToArray();
        }
        finally
        {
            PooledBufferWriter.Return(buffer);
        }
    }

    /// <summary>Converts one UTF-8 JSON document to MessagePack written into <paramref name="output"/>.</summary>
    public static void FromJson(ReadOnlySpan<byte> utf8Json, IBufferWriter<byte> output, BentoMessagePackOptions? options = null)
    {
        if (output is null) throw new ArgumentNullException(nameof(output));
        MsgPackJson.FromJson(utf8Json, output, options ?? BentoMessagePackOptions.Default);
    }

    /// <summary>
    /// Converts one MessagePack document to UTF-8 JSON (compact, or indented with two spaces). Map keys must be strings;
    /// bin becomes base64 text; a timestamp becomes ISO 8601 UTC text; any other extension becomes
    /// <c>{"ext":type,"data":"base64"}</c>. NaN and infinities, like malformed input, raise <see cref="BentoMessagePackException"/>.
    /// </summary>
    public static byte[] ToJson(ReadOnlySpan<byte> msgpack, bool indented = false, BentoMessagePackOptions? options = null)
    {
        var buffer = PooledBufferWriter.Rent();
        try
        {
            MsgPackJson.ToJson(msgpack, buffer, indented, options ?? BentoMessagePackOptions.Default);
            return buffer.WrittenSpan.ToArray();
        }
        finally
        {
            PooledBufferWriter.Return(buffer);
        }
    }

    /// <summary>Converts one MessagePack document to UTF-8 JSON written into <paramref name="output"/>.</summary>
    public static void ToJson(ReadOnlySpan<byte> msgpack, IBufferWriter<byte> output, bool indented = false, BentoMessagePackOptions? options = null)
    {
        if (output is null) throw new ArgumentNullException(nameof(output));
        MsgPackJson.ToJson(msgpack, output, indented, options ?? BentoMessagePackOptions.Default);
    }

    /// <summary>
    /// Checks that <paramref name="msgpack"/> is exactly one well-formed value: every length within the input, no
    /// 0xc1 byte, nesting within <see cref="BentoMessagePackOptions.MaxDepth"/>, nothing after it. The bytes inside str
    /// and ext items are not interpreted. Throws <see cref="BentoMessagePackException"/> if not.
    /// </summary>
    public static void Validate(ReadOnlySpan<byte> msgpack, BentoMessagePackOptions? options = null)
    {
        var reader = new MsgPackReader(msgpack, options);
        reader.Skip();
        reader.ReadEndOfDocument();
    }

    /// <summary>Whether <paramref name="msgpack"/> passes <see cref="Validate"/>.</summary>
    public static bool IsValid(ReadOnlySpan<byte> msgpack, BentoMessagePackOptions? options = null)
    {
        try
        {
            Validate(msgpack, options);
            return true;
        }
        catch (BentoMessagePackException)
        {
            return false;
        }
    }
}
