using System;
using System.Collections.Generic;
using Bento.Internal;
using Bento.Shapes;

namespace Bento.Json
{
    public ref partial struct JsonReader
    {
        /// <summary>
        /// Reads the value of a member the type does not declare into its extension data (docs/versioning.md): an
        /// error instead under <see cref="BentoJsonOptions.RejectUnknownMembers"/>, and a repeated name is an error under
        /// <see cref="BentoJsonOptions.RejectDuplicateMembers"/>. Returns the dictionary, created on the first entry (null
        /// while it has none: a union case's discriminator is skipped, not kept).
        /// </summary>
        public Dictionary<string, BentoValue>? ReadExtensionMember(ReadOnlySpan<byte> name, Dictionary<string, BentoValue>? data) =>
            ReadExtensionMember<BentoValue, BentoValueShape>(name, data);

        /// <summary>
        /// Reads the value of an undeclared member into extension data whose values are <typeparamref name="TValue"/>
        /// (<see cref="object"/>, or on .NET System.Text.Json's <c>JsonElement</c>), read by <typeparamref name="TShape"/>,
        /// with the rules of <see cref="ReadExtensionMember(ReadOnlySpan{byte}, Dictionary{string, BentoValue})"/>.
        /// </summary>
        public Dictionary<string, TValue>? ReadExtensionMember<TValue, TShape>(ReadOnlySpan<byte> name, Dictionary<string, TValue>? data)
            where TShape : struct, IJsonShape<TValue>
        {
            if (_union is not null && IsDiscriminator(name))
            {
                // A union case's discriminator belongs to the union, not to the case's unknown members.
                SkipValue();
                return data;
            }

            if (_rejectUnknownMembers) OnUnknownMember(name);
            string key = KeyToString(name);
            data ??= new Dictionary<string, TValue>();
            if (_rejectDuplicateMembers && data.ContainsKey(key)) ThrowDuplicateMember(name);
            data[key] = default(TShape).Read(ref this);
            return data;
        }
    }

    public ref partial struct JsonWriter
    {
        /// <summary>Writes the entries of a type's extension data as members of the object being written.</summary>
        public void WriteExtensionMembers(Dictionary<string, BentoValue>? data) => WriteExtensionMembers<BentoValue, BentoValueShape>(data);

        /// <summary>Writes the entries of extension data whose values <typeparamref name="TShape"/> writes.</summary>
        public void WriteExtensionMembers<TValue, TShape>(Dictionary<string, TValue>? data)
            where TShape : struct, IJsonShape<TValue>
        {
            if (data is null) return;
            foreach (var pair in data)
            {
                WritePropertyName(pair.Key);
                default(TShape).Write(ref this, pair.Value);
            }
        }
    }
}

namespace Bento.MessagePack
{
    public ref partial struct MsgPackReader
    {
        /// <summary>
        /// Reads the value of a map entry the type does not declare into its extension data, as
        /// <see cref="Json.JsonReader.ReadExtensionMember"/> does for JSON.
        /// </summary>
        public Dictionary<string, BentoValue> ReadExtensionMember(ReadOnlySpan<byte> name, Dictionary<string, BentoValue>? data) =>
            ReadExtensionMember<BentoValue, BentoValueShape>(name, data);

        /// <summary>Reads an undeclared map entry into extension data whose values <typeparamref name="TShape"/> reads.</summary>
        public Dictionary<string, TValue> ReadExtensionMember<TValue, TShape>(ReadOnlySpan<byte> name, Dictionary<string, TValue>? data)
            where TShape : struct, IMsgPackShape<TValue>
        {
            if (!Utf8Text.TryDecode(name, out string key)) Throw("A map key is not valid UTF-8.");
            data ??= new Dictionary<string, TValue>();
            if (_rejectDuplicateMembers && data.ContainsKey(key)) ThrowDuplicateMember(name);
            data[key] = default(TShape).Read(ref this);
            return data;
        }
    }

    public ref partial struct MsgPackWriter<TBuffer>
    {
        /// <summary>Writes the entries of a type's extension data as entries of the map being written.</summary>
        public void WriteExtensionMembers(Dictionary<string, BentoValue>? data) => WriteExtensionMembers<BentoValue, BentoValueShape>(data);

        /// <summary>Writes the entries of extension data whose values <typeparamref name="TShape"/> writes.</summary>
        public void WriteExtensionMembers<TValue, TShape>(Dictionary<string, TValue>? data)
            where TShape : struct, IMsgPackShape<TValue>
        {
            if (data is null) return;
            foreach (var pair in data)
            {
                WriteString(pair.Key);
                default(TShape).Write(ref this, pair.Value);
            }
        }
    }
}
