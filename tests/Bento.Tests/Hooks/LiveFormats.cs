using System.Collections.Generic;
using Bento.Json;
using Bento.MessagePack;

namespace Bento.Tests.Hooks
{
    /// <summary>
    /// One wire format, driven through its public entry points, so that a hook or subset test runs the same steps in
    /// every format. MessagePack array layout is reached through models with [BentoKey].
    /// </summary>
    public abstract class LiveFormat
    {
        public static readonly LiveFormat Json = new JsonFormat();
        public static readonly LiveFormat MsgPack = new MsgPackFormat();
        public static readonly LiveFormat HintedJson = new HintedJsonFormat();

        public static IEnumerable<object[]> All()
        {
            yield return new object[] { Json };
            yield return new object[] { MsgPack };
            yield return new object[] { HintedJson };
        }

        public abstract byte[] Write<T>(T value);

        public abstract byte[] Write<T>(T value, JsonCodec<T> json, MsgPackCodec<T> msgPack);

        public abstract T Read<T>(byte[] data);

        public abstract void Populate<T>(byte[] data, ref T value);

        private sealed class JsonFormat : LiveFormat
        {
            public override byte[] Write<T>(T value) => BentoJson.SerializeToUtf8Bytes(value);

            public override byte[] Write<T>(T value, JsonCodec<T> json, MsgPackCodec<T> msgPack) => BentoJson.SerializeToUtf8Bytes(value, json);

            public override T Read<T>(byte[] data) => BentoJson.Deserialize<T>(data);

            public override void Populate<T>(byte[] data, ref T value) => BentoJson.Populate(data, ref value);

            public override string ToString() => "JSON";
        }

        private sealed class HintedJsonFormat : LiveFormat
        {
            public override byte[] Write<T>(T value) => BentoHintedJson.SerializeToUtf8Bytes(value);

            public override byte[] Write<T>(T value, JsonCodec<T> json, MsgPackCodec<T> msgPack) => BentoHintedJson.SerializeToUtf8Bytes(value, json);

            public override T Read<T>(byte[] data) => BentoHintedJson.Deserialize<T>(data);

            public override void Populate<T>(byte[] data, ref T value) => BentoHintedJson.Populate(data, ref value);

            public override string ToString() => "hinted JSON";
        }

        private sealed class MsgPackFormat : LiveFormat
        {
            public override byte[] Write<T>(T value) => BentoMessagePack.Serialize(value);

            public override byte[] Write<T>(T value, JsonCodec<T> json, MsgPackCodec<T> msgPack) => BentoMessagePack.Serialize(value, msgPack);

            public override T Read<T>(byte[] data) => BentoMessagePack.Deserialize<T>(data);

            public override void Populate<T>(byte[] data, ref T value) => BentoMessagePack.Populate(data, ref value);

            public override string ToString() => "MessagePack";
        }
    }
}
