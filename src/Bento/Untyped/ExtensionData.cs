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
        /// <see cref="BentoJsonOptions.RejectDuplicateMembers"/>. Returns the dictionary, created on the first entry.
        /// </summary>
        public Dictionary<string, BentoValue>? ReadExtensionMember(ReadOnlySpan<byte> name, Dictionary<string, BentoValue>? data)
        {
            if (_union is not null && IsDiscriminator(name))
            {
                // A union case's discriminator belongs to the union, not to the case's unknown members.
                SkipValue();
                return data;
            }

            if (_rejectUnknownMembers) OnUnknownMember(name);
            string key = KeyToString(name);
            data ??= new Dictionary<string, BentoValue>();
            if (_rejectDuplicateMembers && data.ContainsKey(key)) ThrowDuplicateMember(name);
            data[key] = BentoValue.ReadJson(ref this);
            return data;
        }
    }

    public ref partial struct JsonWriter
    {
        /// <summary>Writes the entries of a type's extension data as members of the object being written.</summary>
        public void WriteExtensionMembers(Dictionary<string, BentoValue>? data)
        {
            if (data is null) return;
            foreach (var pair in data)
            {
                WritePropertyName(pair.Key);
                default(BentoValueShape).Write(ref this, pair.Value);
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
        public Dictionary<string, BentoValue> ReadExtensionMember(ReadOnlySpan<byte> name, Dictionary<string, BentoValue>? data)
        {
            if (!Utf8Text.TryDecode(name, out string key)) Throw("A map key is not valid UTF-8.");
            data ??= new Dictionary<string, BentoValue>();
            if (_rejectDuplicateMembers && data.ContainsKey(key)) ThrowDuplicateMember(name);
            data[key] = BentoValue.ReadMessagePack(ref this);
            return data;
        }
    }

    public ref partial struct MsgPackWriter<TBuffer>
    {
        /// <summary>Writes the entries of a type's extension data as entries of the map being written.</summary>
        public void WriteExtensionMembers(Dictionary<string, BentoValue>? data)
        {
            if (data is null) return;
            foreach (var pair in data)
            {
                WriteString(pair.Key);
                default(BentoValueShape).Write(ref this, pair.Value);
            }
        }
    }
}
