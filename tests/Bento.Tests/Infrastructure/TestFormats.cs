using System.Collections.Generic;
using System.IO;
using System.Linq;
using Bento.Json;
using Bento.MessagePack;

namespace Bento.Tests.Infrastructure
{
    /// <summary>
    /// One wire format as the behaviour suites see it, driven through its public entry points, so that a behaviour
    /// (round trips, populate, hooks, subsets) is written once and run over every format.
    /// The MessagePack layout (map or array) is the model's choice (<c>[BentoKey]</c> members give the array layout), so
    /// one MessagePack format covers both: a suite runs it over models of each layout.
    /// </summary>
    public abstract class TestFormat
    {
        public static readonly TestFormat Json = new JsonFormat();
        public static readonly TestFormat HintedJson = new HintedJsonFormat();
        public static readonly TestFormat MessagePack = new MessagePackFormat();

        /// <summary>Every format, in a fixed order.</summary>
        public static readonly IReadOnlyList<TestFormat> All = new[] { Json, HintedJson, MessagePack };

        /// <summary>Test rows: one per format, by name.</summary>
        public static IEnumerable<object[]> Names() => All.Select(f => new object[] { f.Name });

        /// <summary>Test rows: one per format, the format itself (its name shows in the row).</summary>
        public static IEnumerable<object[]> Rows() => All.Select(f => new object[] { f });

        /// <summary>The format of that name.</summary>
        public static TestFormat Named(string name) => All.Single(f => f.Name == name);

        public abstract string Name { get; }

        public abstract byte[] Serialize<T>(T value);

        /// <summary>Writes with explicitly composed codecs (for roots and shapes that have no default codec).</summary>
        public abstract byte[] Serialize<T>(T value, JsonCodec<T> json, MsgPackCodec<T> msgPack);

        public abstract T Deserialize<T>(byte[] data);

        public abstract T Deserialize<T>(Stream data);

        public abstract void Populate<T>(byte[] data, ref T value);

        /// <summary>Throws the format's exception if <paramref name="data"/> is not one well-formed document.</summary>
        public abstract void Validate(byte[] data);

        /// <summary>The document as plain JSON, converted without types, for comparing meaning across formats.</summary>
        public abstract byte[] ToPlainJson(byte[] data);

        public override string ToString() => Name;

        private sealed class JsonFormat : TestFormat
        {
            public override string Name => "JSON";
            public override byte[] Serialize<T>(T value) => BentoJson.SerializeToUtf8Bytes(value);
            public override byte[] Serialize<T>(T value, JsonCodec<T> json, MsgPackCodec<T> msgPack) => BentoJson.SerializeToUtf8Bytes(value, json);
            public override T Deserialize<T>(byte[] data) => BentoJson.Deserialize<T>(data);
            public override T Deserialize<T>(Stream data) => BentoJson.Deserialize<T>(data);
            public override void Populate<T>(byte[] data, ref T value) => BentoJson.Populate(data, ref value);
            public override void Validate(byte[] data) => BentoJson.Validate(data);
            public override byte[] ToPlainJson(byte[] data) => BentoJson.Minify(data);
        }

        private sealed class HintedJsonFormat : TestFormat
        {
            public override string Name => "hinted JSON";
            public override byte[] Serialize<T>(T value) => BentoHintedJson.SerializeToUtf8Bytes(value);
            public override byte[] Serialize<T>(T value, JsonCodec<T> json, MsgPackCodec<T> msgPack) => BentoHintedJson.SerializeToUtf8Bytes(value, json);
            public override T Deserialize<T>(byte[] data) => BentoHintedJson.Deserialize<T>(data);
            public override T Deserialize<T>(Stream data) => BentoHintedJson.Deserialize<T>(data);
            public override void Populate<T>(byte[] data, ref T value) => BentoHintedJson.Populate(data, ref value);
            public override void Validate(byte[] data) => BentoHintedJson.Validate(data);
            public override byte[] ToPlainJson(byte[] data) => BentoHintedJson.ToJson(data);
        }

        private sealed class MessagePackFormat : TestFormat
        {
            public override string Name => "MessagePack";
            public override byte[] Serialize<T>(T value) => BentoMessagePack.Serialize(value);
            public override byte[] Serialize<T>(T value, JsonCodec<T> json, MsgPackCodec<T> msgPack) => BentoMessagePack.Serialize(value, msgPack);
            public override T Deserialize<T>(byte[] data) => BentoMessagePack.Deserialize<T>(data);
            public override T Deserialize<T>(Stream data) => BentoMessagePack.Deserialize<T>(data);
            public override void Populate<T>(byte[] data, ref T value) => BentoMessagePack.Populate(data, ref value);
            public override void Validate(byte[] data) => BentoMessagePack.Validate(data);
            public override byte[] ToPlainJson(byte[] data) => BentoMessagePack.ToJson(data);
        }
    }
}
