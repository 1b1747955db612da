using Bento.Generator.Model;

namespace Bento.Generator.Emit;

internal static partial class Emitter
{
    /// <summary>
    /// What a wire format supplies to the shared skeleton (<see cref="EmitCodecClass"/>, the read skeleton in
    /// Emitter.Read.cs): its reader and writer, null and skip, value reads, the member loop, and the emitters of its
    /// write path and format-only helpers. Adding a format means adding one of these, not copying an emitter.
    /// </summary>
    private sealed class Dialect
    {
        public static readonly Dialect Json = new(Codec, "global::Bento.Json.JsonCodec", static _ => "JSON codec", Reader, "Write(ref " + Writer + " writer, ")
        {
            IsJson = true, Skip = "reader.SkipValue();", TryNull = "reader.TryReadNull()", NullName = "null", InputDescription = "a JSON object",
            Describe = static _ => "a JSON object", Read = static (type, shape) => ReadExpression(type, shape, json: true),
            ReadLoop = EmitReadLoop, NameLiterals = EmitNameLiterals, WriteValue = EmitWriteValue, Extras = EmitJsonExtras,
        };

        public static readonly Dialect MsgPack = new(
            MpCodec, "global::Bento.MessagePack.MsgPackCodec", static type => "MessagePack codec" + (IsArrayMode(type) ? " (array mode: members by [BentoKey] index)" : " (map mode: members by name)"),
            MpReader, "Write<TBuffer>(ref " + MpWriter + " writer, ")
        {
            Skip = "reader.Skip();", TryNull = "reader.TryReadNil()", NullName = "nil", InputDescription = "MessagePack",
            Describe = static type => "a MessagePack " + (IsArrayMode(type) ? "array" : "map"), Read = static (type, shape) => ReadExpression(type, shape, json: false),
            ReadLoop = EmitMpReadLoop, NameLiterals = EmitMpNameLiterals, WriteValue = EmitMpWriteValue, Extras = EmitMpExtras,
        };

        private Dialect(string codecName, string codecBase, System.Func<TypeModel, string> codecSummary, string readerType, string writeSignature)
        {
            CodecName = codecName;
            CodecBase = codecBase;
            CodecSummary = codecSummary;
            ReaderType = readerType;
            WriteSignature = writeSignature;
        }

        /// <summary>The same dialect emitting a codec class of another name (a union base's own members).</summary>
        public Dialect Named(string codecName) => new(codecName, CodecBase, CodecSummary, ReaderType, WriteSignature)
        {
            IsJson = IsJson, Skip = Skip, TryNull = TryNull, NullName = NullName, InputDescription = InputDescription, Describe = Describe,
            Read = Read, ReadLoop = ReadLoop, NameLiterals = NameLiterals, WriteValue = WriteValue, Extras = Extras,
        };

        /// <summary>Plain (and hinted) JSON, which share one codec; otherwise MessagePack.</summary>
        public bool IsJson { get; private set; }

        /// <summary>The reader's type name.</summary>
        public string ReaderType { get; }

        /// <summary>The start of a write override's signature, up to the value parameter.</summary>
        public string WriteSignature { get; }

        /// <summary>The nested codec class of a marked type in this format.</summary>
        public string CodecName { get; }

        /// <summary>The runtime codec base class, without its type argument.</summary>
        public string CodecBase { get; }

        /// <summary>What the codec class's documentation calls it.</summary>
        public System.Func<TypeModel, string> CodecSummary { get; }

        /// <summary>What the generated populate documentation says is read (<c>a JSON object</c>).</summary>
        public string InputDescription { get; private set; } = string.Empty;

        /// <summary>What one value of a type is on the wire, for documentation.</summary>
        public System.Func<TypeModel, string> Describe { get; private set; } = static _ => string.Empty;

        /// <summary>The null value's name in documentation.</summary>
        public string NullName { get; private set; } = string.Empty;

        /// <summary>The statement that skips one value.</summary>
        public string Skip { get; private set; } = string.Empty;

        /// <summary>The expression that consumes a null (nil) if one comes next.</summary>
        public string TryNull { get; private set; } = string.Empty;

        /// <summary>An expression reading one value of a shape.</summary>
        public System.Func<TypeModel, ShapeModel, string> Read { get; private set; } = static (_, _) => string.Empty;

        /// <summary>Emits the loop that reads every member of an object (the seen words, the loop, the dispatch).</summary>
        public System.Action<CodeWriter, TypeModel, string?> ReadLoop { get; private set; } = static (_, _, _) => { };

        /// <summary>Emits the pre-encoded member names the writer copies.</summary>
        public System.Action<CodeWriter, TypeModel> NameLiterals { get; private set; } = static (_, _) => { };

        /// <summary>Emits <c>WriteValue</c> (the type's parameter type, nullable for a class, is passed).</summary>
        public System.Action<CodeWriter, TypeModel, string> WriteValue { get; private set; } = static (_, _, _) => { };

        /// <summary>Emits what only this format needs after the shared parts (enum shapes, write loops).</summary>
        public System.Action<CodeWriter, TypeModel> Extras { get; private set; } = static (_, _) => { };
    }
}
