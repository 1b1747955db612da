using System;
using System.Text;
using Bento.Internal;

namespace Bento.Json
{
    /// <summary>
    /// The discriminators of one union type in JSON (docs/polymorphism.md): the member that carries them and, per case
    /// in the order the generated codec numbers them, a string or an integer, written and read exactly as
    /// System.Text.Json's <c>[JsonDerivedType]</c> does. A generated union codec holds one instance.
    /// </summary>
    public sealed class JsonUnionCases
    {
        private readonly object?[] _tags;
        private readonly byte[][] _stringTags;

        /// <summary>Creates the table.</summary>
        /// <param name="typeName">The union type, for messages.</param>
        /// <param name="memberName">The discriminator member's name, <c>"$type"</c> unless the type sets another.</param>
        /// <param name="tags">Per case, its discriminator: a <see cref="string"/>, a boxed <see cref="int"/>, or null for a
        /// case that is written without one (and so is never read back as that case).</param>
        public JsonUnionCases(string typeName, string memberName, params object?[] tags)
        {
            TypeName = typeName ?? throw new ArgumentNullException(nameof(typeName));
            MemberName = memberName ?? throw new ArgumentNullException(nameof(memberName));
            MemberNameUtf8 = Encoding.UTF8.GetBytes(memberName);
            _tags = tags ?? throw new ArgumentNullException(nameof(tags));
            _stringTags = new byte[tags.Length][];
            for (int i = 0; i < tags.Length; i++)
            {
                if (tags[i] is string s) _stringTags[i] = Encoding.UTF8.GetBytes(s);
                else if (tags[i] is not (null or int)) throw new ArgumentException("A discriminator is a string, an int or null.", nameof(tags));
                AnyString |= tags[i] is string;
                AnyInt |= tags[i] is int;
            }
        }

        /// <summary>
        /// Creates the table of a generic union's construction: messages name that construction
        /// (<c>Demo.Result&lt;System.Int32&gt;</c>), not the declaration <c>Demo.Result&lt;T&gt;</c>.
        /// </summary>
        /// <param name="unionType">The closed union type, whose name the messages carry.</param>
        /// <param name="memberName">The discriminator member's name.</param>
        /// <param name="tags">Per case, its discriminator, as for the other constructor.</param>
        public JsonUnionCases(Type unionType, string memberName, params object?[] tags)
            : this(UnionName(unionType), memberName, tags)
        {
        }

        /// <summary>The union type's name, for messages.</summary>
        public string TypeName { get; }

        // Built once per construction, when its codec is first used; the cold error paths then only read it.
        internal static string UnionName(Type unionType) =>
            RootCollections.Display(unionType ?? throw new ArgumentNullException(nameof(unionType)), qualified: true);

        /// <summary>The discriminator member's name.</summary>
        public string MemberName { get; }

        internal byte[] MemberNameUtf8 { get; }

        /// <summary>Writes case <paramref name="index"/>'s discriminator value.</summary>
        internal void WriteTag(ref JsonWriter writer, int index)
        {
            if (_tags[index] is string s) writer.WriteString(s);
            else writer.WriteInt32((int)_tags[index]!);
        }

        /// <summary>Whether case <paramref name="index"/> is written with a discriminator.</summary>
        internal bool HasTag(int index) => _tags[index] is not null;

        /// <summary>The case whose string discriminator is <paramref name="utf8"/>, or -1.</summary>
        internal int Find(ReadOnlySpan<byte> utf8)
        {
            for (int i = 0; i < _stringTags.Length; i++)
            {
                if (_stringTags[i] is { } tag && utf8.SequenceEqual(tag)) return i;
            }

            return -1;
        }

        /// <summary>The case whose integer discriminator is <paramref name="value"/>, or -1.</summary>
        internal int Find(int value)
        {
            for (int i = 0; i < _tags.Length; i++)
            {
                if (_tags[i] is int tag && tag == value) return i;
            }

            return -1;
        }

        /// <summary>Whether some case has a string discriminator.</summary>
        internal bool AnyString { get; }

        /// <summary>Whether some case has an integer discriminator.</summary>
        internal bool AnyInt { get; }

        internal string Expected()
        {
            var text = new StringBuilder();
            foreach (var tag in _tags)
            {
                if (tag is null) continue;
                if (text.Length > 0) text.Append(", ");
                text.Append(tag is string s ? "\"" + s + "\"" : ((int)tag).ToString(System.Globalization.CultureInfo.InvariantCulture));
            }

            return text.ToString();
        }
    }

    /// <summary>
    /// What a reader knew about the union case being read before a nested union case started, restored by
    /// <see cref="JsonReader.EndUnionCase"/>. Generated union codecs keep it in a local.
    /// </summary>
    public readonly struct JsonUnionFrame
    {
        internal JsonUnionFrame(JsonUnionCases? cases, int tagAt, int depth)
        {
            Cases = cases;
            TagAt = tagAt;
            Depth = depth;
        }

        internal JsonUnionCases? Cases { get; }

        internal int TagAt { get; }

        internal int Depth { get; }
    }

    public ref partial struct JsonReader
    {
        /// <summary>
        /// Finds the discriminator of the union object that comes next without consuming anything, and returns the case
        /// it names (-1 when the object has none). The object is then read by the case's own codec, which skips the
        /// discriminator wherever it stands. When the discriminator is not the object's first member, the members before
        /// it are read twice. Errors: anything but an object, an unknown discriminator, one of the wrong JSON type.
        /// </summary>
        public int ReadUnionCase(JsonUnionCases cases, out JsonUnionFrame outer)
        {
            outer = new JsonUnionFrame(_union, _unionTagAt, _unionDepth);
            var probe = this;
            probe.ReadStartObject();
            int depth = probe._depth;
            var name = cases.MemberNameUtf8;
            while (probe.ReadNextPropertyName(out var member))
            {
                if (!member.SequenceEqual(name))
                {
                    probe.SkipValue();
                    continue;
                }

                int tagAt = probe._pos;
                int index = probe.ReadTag(cases);
                _union = cases;
                _unionTagAt = tagAt;
                _unionDepth = depth;
                return index;
            }

            _union = cases;
            _unionTagAt = -1;
            _unionDepth = depth;
            return -1;
        }

        private int ReadTag(JsonUnionCases cases)
        {
            int b = SkipWhitespace();
            int start = _pos;
            int index;
            if (b == '"' && cases.AnyString)
            {
                var text = ReadStringUtf8();
                index = cases.Find(text);
                if (index < 0) Fail(start, $"'{Utf8Text.Lossy(text)}' is not a discriminator of {cases.TypeName} (expected {cases.Expected()}).");
            }
            else if ((b == '-' || (uint)(b - '0') <= 9) && cases.AnyInt)
            {
                int value = ReadInt32();
                index = cases.Find(value);
                if (index < 0) Fail(start, $"{value} is not a discriminator of {cases.TypeName} (expected {cases.Expected()}).");
            }
            else
            {
                Fail(start, $"The discriminator '{cases.MemberName}' of {cases.TypeName} must be {(cases.AnyString ? cases.AnyInt ? "a string or an integer" : "a string" : "an integer")} (one of {cases.Expected()}) but is {Describe(b)}.");
                return -1;
            }

            return index;
        }

        /// <summary>Restores what <see cref="ReadUnionCase"/> replaced, once the case's object has been read.</summary>
        public void EndUnionCase(in JsonUnionFrame outer)
        {
            _union = outer.Cases;
            _unionTagAt = outer.TagAt;
            _unionDepth = outer.Depth;
        }

        /// <summary>Raises the error for a union object without a discriminator whose base type cannot stand in.</summary>
        public readonly void ThrowMissingDiscriminator(JsonUnionCases cases) =>
            Fail(_pos, $"The object has no discriminator '{cases.MemberName}', which {cases.TypeName} needs to know which type to read (one of {cases.Expected()}).");

        /// <summary>
        /// Whether the member just named is the discriminator of the union case being read (skip it), failing when the
        /// discriminator occurs a second time in that object.
        /// </summary>
        private readonly bool IsDiscriminator(ReadOnlySpan<byte> name)
        {
            if (_pos == _unionTagAt) return true;
            if (_depth == _unionDepth && name.SequenceEqual(_union!.MemberNameUtf8))
                Fail(_pos, $"The discriminator '{_union.MemberName}' occurs more than once in the object.");
            return false;
        }
    }

    public ref partial struct JsonWriter
    {
        /// <summary>
        /// Makes the next object written start with case <paramref name="index"/>'s discriminator: a generated union
        /// codec calls it just before the case's own codec writes the value.
        /// </summary>
        public void WriteUnionCase(JsonUnionCases cases, int index)
        {
            if (!cases.HasTag(index)) return;
            _pendingUnion = cases;
            _pendingCase = index;
            _slowStartFrom = 0;
        }

        private void WritePendingDiscriminator()
        {
            var cases = _pendingUnion!;
            _pendingUnion = null;
            WritePropertyName(cases.MemberName);
            cases.WriteTag(ref this, _pendingCase);
        }

        /// <summary>
        /// Raises <see cref="ThrowUnlistedType"/> unless the run-time type of <paramref name="value"/> is exactly
        /// <typeparamref name="T"/>: the check generated writers of classes that are not sealed make before writing.
        /// </summary>
        // One call in the caller's IL instead of the comparison and the throw: the JIT sizes a method's inlining budget
        // from its IL, and the larger budget of the spelled-out check let it inline a nested collection loop into the
        // writer, where the budget then ran out before the loop's own callees (canada's JSON writes took 1.12x).
        [System.Runtime.CompilerServices.MethodImpl(System.Runtime.CompilerServices.MethodImplOptions.AggressiveInlining)]
        public void CheckExactType<T>(T value)
            where T : class
        {
            if (value.GetType() != typeof(T)) ThrowUnlistedType(typeof(T), value);
        }

        /// <summary>
        /// Raises the error for a value whose run-time type the declared type's codec cannot write: a derived type that
        /// is not a case of the declared type's union. Writing it as the declared type would drop its own members.
        /// </summary>
        [System.Diagnostics.CodeAnalysis.DoesNotReturn]
        public void ThrowUnlistedType(Type declared, object value)
        {
            // What is written so far goes out first, with the separator the value would have had: an entry point that can
            // read its output finds the path of the value there.
            if (_needComma)
            {
                Reserve(1)[0] = (byte)',';
                Advance(1);
            }

            Flush();
            throw new BentoJsonException(UnionErrors.Unlisted(declared, value.GetType())) { WriteOffset = _committed };
        }
    }
}

namespace Bento.Internal
{
    internal static class UnionErrors
    {
        public static string Unlisted(Type declared, Type actual)
        {
            // Generic types by their C# spelling (Parcel<System.Double>): FullName would spell out assembly names.
            string name = RootCollections.Display(declared, qualified: true);
            return $"A {RootCollections.Display(actual, qualified: true)} cannot be written as {name}: it is a derived type that {name} does not list as a union case, and writing only the members of {name} would lose its own. Declare it on the base type ([BentoUnion], [JsonDerivedType] or MessagePack's [Union]; docs/polymorphism.md).";
        }
    }
}
