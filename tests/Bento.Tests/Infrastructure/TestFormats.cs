using System;
using System.Collections.Generic;
using System.IO;
using System.Linq;
using System.Reflection;
using System.Runtime.ExceptionServices;
using System.Text;
using Bento.Json;
using Bento.MessagePack;
using Bento.Tests.Hinted;
using Bento.Tests.MessagePack;
using Xunit;

namespace Bento.Tests.Infrastructure
{
    /// <summary>
    /// One wire format as the behaviour suites see it, driven through its public entry points, so that a behaviour
    /// (round trips, populate, hooks, subsets) is written once and run over every format.
    /// </summary>
    /// <remarks>
    /// <para>
    /// There are four formats: JSON, hinted JSON, and MessagePack in its map and its array layout. The MessagePack
    /// layout is not a per-call choice: the generator gives a type the array layout when any of its members has
    /// <c>[BentoKey]</c>, and <see cref="BentoMessagePackOptions"/> has no switch for it. So
    /// <see cref="MessagePackArray"/> runs a behaviour on the model's twin: a type of the same name in
    /// <c>Bento.Tests.Models.ArrayLayout</c> with the same members, each given a key (Models/ArrayLayoutModels.cs). The
    /// value is copied member by member into the twin, written and read in the array layout, and copied back, so the
    /// behaviour's own value and assertions serve unchanged. Nested types keep their own layout, as they do in
    /// MessagePack. A model without a twin fails the row with a message that says so, rather than passing unseen.
    /// </para>
    /// <para>
    /// Suites whose models choose their own layout (hooks, subsets, private members: they hold <c>[BentoKey]</c> models
    /// of their own for the array layout) run over <see cref="OwnLayout"/>, the three codec families, where
    /// <see cref="MessagePack"/> writes each model in the layout it declares.
    /// </para>
    /// </remarks>
    public abstract class TestFormat
    {
        public static readonly TestFormat Json = new JsonFormat();
        public static readonly TestFormat HintedJson = new HintedJsonFormat();

        /// <summary>MessagePack in the model's own layout: the map layout for every model without <c>[BentoKey]</c>.</summary>
        public static readonly TestFormat MessagePack = new MessagePackFormat();

        /// <summary>MessagePack in the array layout, through the model's keyed twin.</summary>
        public static readonly TestFormat MessagePackArray = new MessagePackArrayFormat();

        /// <summary>Every format, in a fixed order.</summary>
        public static readonly IReadOnlyList<TestFormat> All = new[] { Json, HintedJson, MessagePack, MessagePackArray };

        /// <summary>The formats that write a model as it is declared (no twin): each codec family once.</summary>
        public static readonly IReadOnlyList<TestFormat> OwnLayout = new[] { Json, HintedJson, MessagePack };

        /// <summary>Test rows: one per format, by name (names keep theory rows apart in test listings).</summary>
        public static IEnumerable<object[]> Names() => All.Select(f => new object[] { f.Name });

        /// <summary>Test rows: one per format of <see cref="OwnLayout"/>, by name.</summary>
        public static IEnumerable<object[]> OwnLayoutNames() => OwnLayout.Select(f => new object[] { f.Name });

        /// <summary>Test rows: one per format of <see cref="OwnLayout"/>, the format itself (its name shows in the row).</summary>
        public static IEnumerable<object[]> OwnLayoutRows() => OwnLayout.Select(f => new object[] { f });

        /// <summary>Test rows: every format by name, crossed with every case of <paramref name="cases"/>.</summary>
        public static IEnumerable<object[]> Cross(IEnumerable<object[]> cases)
        {
            var list = cases.ToList();
            foreach (TestFormat format in All)
            {
                foreach (object[] row in list)
                    yield return new object[] { format.Name }.Concat(row).ToArray();
            }
        }

        /// <summary>The format of that name.</summary>
        public static TestFormat Named(string name) => All.Single(f => f.Name == name);

        public abstract string Name { get; }

        /// <summary>JSON or hinted JSON: a text format whose plain form is BentoJson's text.</summary>
        public bool IsJson => this == Json || this == HintedJson;

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

        /// <summary>
        /// The format's whole round-trip contract for <paramref name="value"/>: written, read back to an equal value
        /// through every entry point, and the format's own checks (JSON: System.Text.Json reads Bento's text and Bento
        /// reads System.Text.Json's, unless <paramref name="stjAgrees"/> is false because the model's JSON names or
        /// enum forms are Bento's own; hinted JSON: compact and indented, hints checked against the plain text;
        /// MessagePack: every entry point writes and reads the same, and the array layout's top level is an array).
        /// Returns the compact document.
        /// </summary>
        public abstract byte[] RoundTrip<T>(T value, bool stjAgrees = true);

        /// <summary>
        /// The format's document for the plain JSON <paramref name="json"/>, converted without types: how a behaviour
        /// states a partial document (a populate update, a wrong member type) once for every format. MessagePack gets
        /// maps for objects, so this is the map layout in both MessagePack formats.
        /// </summary>
        public abstract byte[] FromPlainJson(string json);

        /// <summary>
        /// Runs <paramref name="action"/> and asserts it fails with this format's exception and nothing else
        /// (<see cref="BentoJsonException"/> for JSON and hinted JSON, <see cref="BentoMessagePackException"/> for
        /// MessagePack); returns the exception's reason, byte position and path.
        /// </summary>
        public FormatError Fails(Action action)
        {
            Exception? caught = Record.Exception(action);
            Assert.NotNull(caught);
            if (IsJson)
            {
                var e = Assert.IsType<BentoJsonException>(caught);
                return new FormatError(e.Reason, e.BytePosition, e.Path, e.InnerException);
            }
            var m = Assert.IsType<BentoMessagePackException>(caught);
            return new FormatError(m.Reason, m.BytePosition, m.Path, m.InnerException);
        }

        /// <summary>The document as text: JSON as written, hinted JSON without hints, MessagePack converted to JSON.</summary>
        public string PlainText(byte[] data) => Encoding.UTF8.GetString(ToPlainJson(data));

        public override string ToString() => Name;

        /// <summary>Asserts a non-nil MessagePack document's top level is an array.</summary>
        private static void AssertTopLevelArray(byte[] bytes)
        {
            byte first = bytes[0];
            bool isArray = (first >= 0x90 && first <= 0x9f) || first == 0xdc || first == 0xdd;
            Assert.True(first == 0xc0 || isArray, "expected a MessagePack array, the document starts with 0x" + first.ToString("x2", System.Globalization.CultureInfo.InvariantCulture));
        }

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
            public override byte[] FromPlainJson(string json) => Encoding.UTF8.GetBytes(json);
            public override byte[] RoundTrip<T>(T value, bool stjAgrees = true) => Encoding.UTF8.GetBytes(Check.RoundTrip(value, stjAgrees));
        }

        private sealed class HintedJsonFormat : TestFormat
        {
            private static readonly BentoJsonOptions s_indented = new BentoJsonOptions { Indented = true };

            public override string Name => "hinted JSON";
            public override byte[] Serialize<T>(T value) => BentoHintedJson.SerializeToUtf8Bytes(value);
            public override byte[] Serialize<T>(T value, JsonCodec<T> json, MsgPackCodec<T> msgPack) => BentoHintedJson.SerializeToUtf8Bytes(value, json);
            public override T Deserialize<T>(byte[] data) => BentoHintedJson.Deserialize<T>(data);
            public override T Deserialize<T>(Stream data) => BentoHintedJson.Deserialize<T>(data);
            public override void Populate<T>(byte[] data, ref T value) => BentoHintedJson.Populate(data, ref value);
            public override void Validate(byte[] data) => BentoHintedJson.Validate(data);
            public override byte[] ToPlainJson(byte[] data) => BentoHintedJson.ToJson(data);
            public override byte[] FromPlainJson(string json) => BentoHintedJson.FromJson(Encoding.UTF8.GetBytes(json));

            public override byte[] RoundTrip<T>(T value, bool stjAgrees = true)
            {
                HintedTesting.RoundTrip(value, s_indented);
                return HintedTesting.RoundTrip(value);
            }
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
            public override byte[] FromPlainJson(string json) => BentoMessagePack.FromJson(Encoding.UTF8.GetBytes(json));

            // The model's own layout: a map for the round-trip models, an array for collection roots and [BentoKey] types.
            public override byte[] RoundTrip<T>(T value, bool stjAgrees = true) => MsgPackTesting.RoundTrip(value);
        }

        private sealed class MessagePackArrayFormat : TestFormat
        {
            private static readonly MethodInfo s_serialize = Method(nameof(SerializeTwin));
            private static readonly MethodInfo s_deserialize = Method(nameof(DeserializeTwin));
            private static readonly MethodInfo s_roundTrip = Method(nameof(RoundTripTwin));

            public override string Name => "MessagePack array";

            public override byte[] Serialize<T>(T value) => (byte[])Call(s_serialize, typeof(T), ArrayLayoutTwins.ToTwin(value))!;

            // Composed codecs are written for the model type itself; a twin has codecs of its own only.
            public override byte[] Serialize<T>(T value, JsonCodec<T> json, MsgPackCodec<T> msgPack) =>
                throw new NotSupportedException("composed codecs belong to the model type, not to its array-layout twin");

            public override T Deserialize<T>(byte[] data) => (T)ArrayLayoutTwins.FromTwin(Call(s_deserialize, typeof(T), data), typeof(T))!;

            public override T Deserialize<T>(Stream data)
            {
                var copy = new MemoryStream();
                data.CopyTo(copy);
                return Deserialize<T>(copy.ToArray());
            }

            // Populate's point is that it keeps the existing instances; a copy into a twin and back cannot show that.
            public override void Populate<T>(byte[] data, ref T value) =>
                throw new NotSupportedException("populate is checked on models of their own layout (OwnLayout), not through a twin copy");

            public override void Validate(byte[] data) => BentoMessagePack.Validate(data);
            public override byte[] ToPlainJson(byte[] data) => BentoMessagePack.ToJson(data);
            public override byte[] FromPlainJson(string json) => BentoMessagePack.FromJson(Encoding.UTF8.GetBytes(json));

            public override byte[] RoundTrip<T>(T value, bool stjAgrees = true)
            {
                byte[] bytes = (byte[])Call(s_roundTrip, typeof(T), ArrayLayoutTwins.ToTwin(value))!;
                AssertTopLevelArray(bytes);
                DeepEqual.Assert(value, Deserialize<T>(bytes));
                return bytes;
            }

            private static byte[] SerializeTwin<TTwin>(TTwin twin) => BentoMessagePack.Serialize(twin);

            private static TTwin DeserializeTwin<TTwin>(byte[] data) => BentoMessagePack.Deserialize<TTwin>(data);

            private static byte[] RoundTripTwin<TTwin>(TTwin twin) => MsgPackTesting.RoundTrip(twin);

            private static MethodInfo Method(string name) =>
                typeof(MessagePackArrayFormat).GetMethod(name, BindingFlags.NonPublic | BindingFlags.Static)!;

            /// <summary>Calls <paramref name="method"/> for the twin of <paramref name="model"/>, its exceptions unwrapped.</summary>
            private static object? Call(MethodInfo method, Type model, object? argument)
            {
                try
                {
                    return method.MakeGenericMethod(ArrayLayoutTwins.TwinOf(model)).Invoke(null, new[] { argument });
                }
                catch (TargetInvocationException e) when (e.InnerException != null)
                {
                    ExceptionDispatchInfo.Capture(e.InnerException).Throw();
                    throw;
                }
            }
        }
    }

    /// <summary>What a format's exception says: its reason, the byte offset it points at, the path of the value, its cause.</summary>
    public sealed class FormatError
    {
        public FormatError(string reason, long bytePosition, string? path, Exception? inner)
        {
            Reason = reason;
            BytePosition = bytePosition;
            Path = path;
            Inner = inner;
        }

        /// <summary>The exception the format wrapped (a setter's or a collection's), if any.</summary>
        public Exception? Inner { get; }

        public string Reason { get; }

        public long BytePosition { get; }

        public string? Path { get; }
    }

    /// <summary>
    /// Pairs a model of <c>Bento.Tests.Models</c> with its array-layout twin in <c>Bento.Tests.Models.ArrayLayout</c>
    /// (same name, same members, keys added) and copies values between the two by member name.
    /// </summary>
    public static class ArrayLayoutTwins
    {
        private const string ModelNamespace = "Bento.Tests.Models";
        private const string TwinNamespace = "Bento.Tests.Models.ArrayLayout";

        /// <summary>The twin type of <paramref name="model"/>; fails the test when it has none.</summary>
        public static Type TwinOf(Type model)
        {
            Type? twin = model.Namespace == ModelNamespace && !model.IsNested
                ? typeof(ArrayLayoutTwins).Assembly.GetType(TwinNamespace + "." + model.Name)
                : null;
            if (twin == null)
                throw new Xunit.Sdk.XunitException(model.FullName + " has no array-layout twin: declare one in Models/ArrayLayoutModels.cs");
            // A construction of a generic model (Page<Inner>) has the same construction of the generic twin.
            return model.IsConstructedGenericType ? twin.MakeGenericType(model.GetGenericArguments()) : twin;
        }

        public static object? ToTwin<T>(T value) => Copy(value, TwinOf(typeof(T)));

        public static object? FromTwin(object? twin, Type model) => Copy(twin, model);

        /// <summary>
        /// A new instance of <paramref name="target"/> holding <paramref name="source"/>'s public members of the same
        /// names: constructor parameters (records) first, then settable properties and fields. Member values are shared,
        /// not copied: nested values keep their own types and layouts.
        /// </summary>
        private static object? Copy(object? source, Type target)
        {
            if (source == null)
                return null;
            const BindingFlags members = BindingFlags.Public | BindingFlags.Instance;
            var values = new Dictionary<string, object?>(StringComparer.Ordinal);
            foreach (PropertyInfo p in source.GetType().GetProperties(members))
            {
                if (p.CanRead && p.GetIndexParameters().Length == 0)
                    values[p.Name] = p.GetValue(source);
            }
            foreach (FieldInfo f in source.GetType().GetFields(members))
                values[f.Name] = f.GetValue(source);

            // The widest constructor that is not a record's copy constructor (a struct may declare none).
            ConstructorInfo? constructor = target.GetConstructors()
                .Where(c => !(c.GetParameters().Length == 1 && c.GetParameters()[0].ParameterType == target))
                .OrderByDescending(c => c.GetParameters().Length)
                .FirstOrDefault();
            var assigned = new HashSet<string>(StringComparer.Ordinal);
            object?[] arguments = constructor == null ? Array.Empty<object?>() : constructor.GetParameters().Select(p =>
            {
                string name = values.Keys.Single(k => string.Equals(k, p.Name, StringComparison.OrdinalIgnoreCase));
                assigned.Add(name);
                return values[name];
            }).ToArray();
            object result = constructor == null ? Activator.CreateInstance(target)! : constructor.Invoke(arguments);

            foreach (PropertyInfo p in target.GetProperties(members))
            {
                if (p.SetMethod != null && !assigned.Contains(p.Name) && values.TryGetValue(p.Name, out object? v))
                    p.SetValue(result, v);
            }
            foreach (FieldInfo f in target.GetFields(members))
            {
                if (!f.IsInitOnly && !f.IsLiteral && values.TryGetValue(f.Name, out object? v))
                    f.SetValue(result, v);
            }
            return result;
        }
    }
}
