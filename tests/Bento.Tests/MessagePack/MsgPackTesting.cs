using System;
using System.Buffers;
using System.IO;
using Bento.MessagePack;
using Bento.Tests.Infrastructure;
using Xunit;

namespace Bento.Tests.MessagePack
{
    public delegate void WriteAction(ref MsgPackWriter<ArrayBufferWriter<byte>> writer);

    public delegate void ReadAction(ref MsgPackReader reader);

    /// <summary>Shared helpers for the MessagePack tests.</summary>
    public static class MsgPackTesting
    {
        public static byte[] Write(WriteAction action, BentoMessagePackOptions? options = null)
        {
            var buffer = new ArrayBufferWriter<byte>();
            var writer = new MsgPackWriter<ArrayBufferWriter<byte>>(buffer, options);
            action(ref writer);
            writer.Flush();
            return buffer.WrittenSpan.ToArray();
        }

        /// <summary>Writes, checks the bytes are one valid document, reads back through every entry point.</summary>
        public static byte[] RoundTrip<T>(T value, BentoMessagePackOptions? options = null)
        {
            byte[] bytes = BentoMessagePack.Serialize(value, options);
            BentoMessagePack.Validate(bytes);
            T back = BentoMessagePack.Deserialize<T>(bytes, options);
            DeepEqual.Assert(value, back);

            // Writing is deterministic and every entry point writes and reads the same.
            Assert.Equal(bytes, BentoMessagePack.Serialize(back, options));
            var buffer = new ArrayBufferWriter<byte>(7);
            BentoMessagePack.Serialize(buffer, value, options);
            Assert.Equal(bytes, buffer.WrittenSpan.ToArray());
            var stream = new MemoryStream();
            BentoMessagePack.Serialize(stream, value, options);
            Assert.Equal(bytes, stream.ToArray());
            DeepEqual.Assert(value, BentoMessagePack.Deserialize<T>(new MemoryStream(bytes), options));
            DeepEqual.Assert(value, BentoMessagePack.Deserialize<T>(new ReadOnlyMemory<byte>(bytes), options));
            DeepEqual.Assert(value, BentoMessagePack.Deserialize<T>(new ReadOnlySpan<byte>(bytes), options));
            var segmented = InputOutputTests.Segments.Split(bytes, 3);
            DeepEqual.Assert(value, BentoMessagePack.Deserialize<T>(in segmented, options));
            return bytes;
        }

        /// <summary>The raw encoded value of one member of a map-layout document.</summary>
        public static byte[] MemberBytes(byte[] document, string name)
        {
            var reader = new MsgPackReader(document);
            int count = reader.ReadMapHeader();
            for (int i = 0; i < count; i++)
            {
                string? key = reader.ReadString();
                byte[] value = reader.ReadRaw().ToArray();
                if (key == name)
                    return value;
            }
            throw new Xunit.Sdk.XunitException("no member " + name);
        }

        /// <summary>The raw encoded element <paramref name="index"/> of an array-layout document.</summary>
        public static byte[] ElementBytes(byte[] document, int index)
        {
            var reader = new MsgPackReader(document);
            int count = reader.ReadArrayHeader();
            Assert.InRange(index, 0, count - 1);
            for (int i = 0; i < index; i++)
                reader.Skip();
            return reader.ReadRaw().ToArray();
        }

        public static string Hex(byte[] bytes) => Convert.ToHexString(bytes).ToLowerInvariant();

        public static byte[] Bytes(string hex) => Convert.FromHexString(hex.Replace(" ", ""));

        /// <summary>Runs a read and asserts it fails with BentoMessagePackException (and nothing else).</summary>
        public static BentoMessagePackException ReadFails(byte[] input, ReadAction action, BentoMessagePackOptions? options = null)
        {
            Exception? caught = null;
            try
            {
                var reader = new MsgPackReader(input, options);
                action(ref reader);
            }
            catch (Exception e)
            {
                caught = e;
            }

            Assert.NotNull(caught);
            return Assert.IsType<BentoMessagePackException>(caught);
        }

        public static byte[] Repeat(byte value, int count)
        {
            var bytes = new byte[count];
            bytes.AsSpan().Fill(value);
            return bytes;
        }

        public static byte[] Concat(params byte[][] parts)
        {
            int length = 0;
            foreach (var p in parts)
                length += p.Length;
            var result = new byte[length];
            int at = 0;
            foreach (var p in parts)
            {
                p.CopyTo(result, at);
                at += p.Length;
            }

            return result;
        }
    }
}
