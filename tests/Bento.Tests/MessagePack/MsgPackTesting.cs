using System;
using System.Buffers;
using Bento.MessagePack;
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
