using System.Collections.Generic;
using System.Text;
using Bento.Generator.Model;
using Bento.Generator.Parser;
using Microsoft.CodeAnalysis;
using Microsoft.CodeAnalysis.CSharp;
using Microsoft.CodeAnalysis.Text;

namespace Bento.Generator.Emit;

// The MessagePack codec of one type, in its own hint file (docs/messagepack.md). It mirrors the JSON codec: the same
// members, construction, populate and required rules; only the wire differs. A type is a map keyed by the JSON member
// names, or an array indexed by [BentoKey] when its members have keys. Enums are always their underlying integer.
internal static partial class Emitter
{
    public static string MsgPackHintName(TypeModel type) =>
        type.HintName.EndsWith(".Bento.Json.g.cs", System.StringComparison.Ordinal)
            ? type.HintName.Substring(0, type.HintName.Length - ".Bento.Json.g.cs".Length) + ".Bento.MsgPack.g.cs"
            : type.HintName + ".MsgPack.g.cs";

    private static bool IsArrayMode(TypeModel type) => type.Members.Count > 0 && type.Members[0].Key >= 0;

    /// <summary>MessagePack names: each member's key as a str, header included, written with one copy.</summary>
    private static void EmitMpNameLiterals(CodeWriter w, TypeModel type)
    {
        if (IsArrayMode(type))
            return;
        if (type.Members.Count > 0)
            w.Line();
        for (int i = 0; i < type.Members.Count; i++)
        {
            var member = type.Members[i];
            w.Line("private static " + Span + " " + NameLiteral(type, i) + " => " + Utf8Names.ByteArray(MsgPackStr(member.JsonName)) + "; // "
                + SymbolDisplay.FormatLiteral(member.JsonName, quote: true) + " as a str, header included");
        }
    }

    private static void EmitMpExtras(CodeWriter w, TypeModel type)
    {
        EmitEnumShapes(w, type, json: false);
        foreach (var shape in type.Shapes)
            EmitMpShapeWrite(w, type, shape);
    }

    /// <summary>The str encoding of <paramref name="text"/>: smallest header, then its UTF-8 bytes.</summary>
    private static byte[] MsgPackStr(string text)
    {
        byte[] utf8 = Utf8Names.Bytes(text);
        var bytes = new List<byte>(utf8.Length + 5);
        int n = utf8.Length;
        if (n <= 31)
        {
            bytes.Add((byte)(0xa0 | n));
        }
        else if (n <= 0xff)
        {
            bytes.Add(0xd9);
            bytes.Add((byte)n);
        }
        else if (n <= 0xffff)
        {
            bytes.Add(0xda);
            bytes.Add((byte)(n >> 8));
            bytes.Add((byte)n);
        }
        else
        {
            bytes.Add(0xdb);
            bytes.Add((byte)(n >> 24));
            bytes.Add((byte)(n >> 16));
            bytes.Add((byte)(n >> 8));
            bytes.Add((byte)n);
        }
        bytes.AddRange(utf8);
        return bytes.ToArray();
    }

    private static int MaxKey(TypeModel type)
    {
        int max = -1;
        foreach (var member in type.Members)
        {
            if (member.Key > max)
                max = member.Key;
        }
        return max;
    }

    // ---- writing ----

    private static void EmitMpWriteValue(CodeWriter w, TypeModel type, string nullableT)
    {
        bool arrayMode = IsArrayMode(type);
        w.Line("// Writes the value as a MessagePack " + (arrayMode ? "array" : "map") + " (or nil).");
        EmitOwnRootAttribute(w, type, messagePack: true);
        w.Line("public static void WriteValue<TBuffer>(ref " + MpWriter + " writer, " + nullableT + " value)");
        w.Line(MpConstraint);
        w.Open();
        EmitMpWriteBody(w, type, AllMembers(type), subset: false);
        w.Close();
    }

    /// <summary>
    /// The body of a writer of <paramref name="members"/>. The full writer of a keyed type writes an array; a subset
    /// writer of a keyed type writes a map from those integer keys, because an array cannot leave members out.
    /// </summary>
    private static void EmitMpWriteBody(CodeWriter w, TypeModel type, System.Collections.Generic.IReadOnlyList<int> members, bool subset)
    {
        bool arrayMode = IsArrayMode(type);
        if (!arrayMode)
            members = BaseMembersFirst(type, members);
        if (!type.IsValueType)
            w.Line("if (value is null) { writer.WriteNil(); return; }");
        if (type.ExactType)
            w.Line("if (value.GetType() != typeof(" + type.FullyQualifiedName + ")) writer.ThrowUnlistedType(typeof(" + type.FullyQualifiedName + "), value);");
        EmitHookCall(w, type, HookParser.Serializing, "value");
        // A class hands the writer its instance, so that a deep graph is checked for a cycle (structs cannot form one).
        w.Line(type.IsValueType ? "writer.EnterContainer();" : "writer.EnterContainer(value);");
        if (arrayMode && !subset)
        {
            int max = MaxKey(type);
            var byKey = new Dictionary<int, int>();
            for (int i = 0; i < type.Members.Count; i++)
                byKey[type.Members[i].Key] = i;
            w.Line("writer.WriteArrayHeader(" + Int(max + 1) + ");");
            for (int key = 0; key <= max; key++)
            {
                if (!byKey.TryGetValue(key, out int i))
                {
                    w.Line("writer.WriteNil(); // [" + Int(key) + "] unused");
                    continue;
                }
                var member = type.Members[i];
                w.Line(MpWriteStatement(type, type.Shapes[member.ShapeId], "value." + member.Identifier) + " // [" + Int(key) + "] " + member.Identifier);
            }
        }
        else
        {
            EmitMpMapMembers(w, type, members, extension: !subset && HasExtensionData(type, Dialect.MsgPack));
        }
        w.Line("writer.ExitContainer();");
        EmitHookCall(w, type, HookParser.Serialized, "value");
    }

    // A member's map key: its name (pre-encoded str), or its integer key on a keyed type's subset map.
    private static string MpMapKey(TypeModel type, int member) =>
        IsArrayMode(type) ? "writer.WriteInt32(" + Int(type.Members[member].Key) + ");" : "writer.WriteRaw(" + NameLiteral(type, member) + ");";

    /// <summary>
    /// The members of a map-layout object, each written under the same condition as in JSON (null and default members
    /// may be left out). A map header states its entry count up front: without those options it is the constant member
    /// count; with them, the sum of the same conditions, evaluated once before the members are written.
    /// </summary>
    private static void EmitMpMapMembers(CodeWriter w, TypeModel type, System.Collections.Generic.IReadOnlyList<int> members, bool extension = false)
    {
        // Extension data entries follow the members, and the header counts them too.
        string extra = extension ? " + (value." + type.ExtensionData + "?.Count ?? 0)" : string.Empty;
        if (members.Count == 0)
        {
            w.Line("writer.WriteMapHeader(0" + extra + ");");
            if (extension)
                w.Line(WriteExtensionMembers(type));
            return;
        }
        bool anyValue = false;
        var count = new StringBuilder();
        foreach (int i in members)
        {
            var member = type.Members[i];
            var shape = type.Shapes[member.ShapeId];
            anyValue |= !CanBeNull(shape);
            if (count.Length > 0)
                count.Append(" + ");
            count.Append('(').Append(WriteCondition(shape, "value." + member.Identifier)).Append(" ? 1 : 0)");
        }
        // IgnoreDefaultValues implies leaving nulls out too, so skipNull is false only when nothing is left out.
        w.Line("bool skipNull = writer.IgnoreNullValues || writer.IgnoreDefaultValues;");
        if (anyValue)
            w.Line("bool skipDefault = writer.IgnoreDefaultValues;");
        string header = "skipNull ? " + count + " : " + Int(members.Count);
        w.Line("writer.WriteMapHeader(" + (extension ? "(" + header + ")" + extra : header) + ");");
        foreach (int i in members)
        {
            var member = type.Members[i];
            var shape = type.Shapes[member.ShapeId];
            string local = Local(type, i);
            // One line per member: its local, then the condition and the write.
            w.Line("var " + local + " = value." + member.Identifier + "; if (" + WriteCondition(shape, local) + ") { " + MpMapKey(type, i) + " " + MpWriteStatement(type, shape, local) + " }");
        }
        if (extension)
            w.Line(WriteExtensionMembers(type));
    }

    /// <summary>One statement writing <paramref name="value"/> (evaluated once).</summary>
    private static string MpWriteStatement(TypeModel type, ShapeModel shape, string value)
    {
        switch (shape.Kind)
        {
            case ShapeKind.Primitive:
                return MpWritePrimitive(shape.Primitive, value);
            case ShapeKind.EnumNumber:
            case ShapeKind.EnumName:
                return WriteNumber(shape.EnumUnderlying, value);
            case ShapeKind.Object:
                return shape.TypeName + "." + MpCodec + ".WriteValue(ref writer, " + value + ");";
            case ShapeKind.Custom:
            case ShapeKind.Surrogate:
            case ShapeKind.BuiltSequence:
            case ShapeKind.BuiltDictionary:
            case ShapeKind.Tuple:
            case ShapeKind.Memory:
                return "default(" + ShapeType(type, shape, json: false) + ").Write(ref writer, " + value + ");";
            default:
                return "Write" + shape.MethodSuffix + "(ref writer, " + value + ");";
        }
    }

    // The integer widths have their own calls (MessagePack keeps the smallest encoding of each), and bytes are bin; every
    // other primitive is written by a call of the same name as in JSON.
    private static string MpWritePrimitive(PrimitiveKind kind, string value) => kind switch
    {
        PrimitiveKind.Byte or PrimitiveKind.SByte or PrimitiveKind.Int16 or PrimitiveKind.UInt16 or PrimitiveKind.Int32
            or PrimitiveKind.UInt32 or PrimitiveKind.Int64 or PrimitiveKind.UInt64 => "writer.Write" + kind + "(" + value + ");",
        PrimitiveKind.Bytes => "writer.WriteBytes(" + value + ");",
        PrimitiveKind.Memory => "writer.WriteBinary(" + value + ".Span);",
        PrimitiveKind.None => "writer.WriteNil();",
        _ => WritePrimitive(kind, value),
    };

    private static string MpWriteKeyStatement(TypeModel type, ShapeModel shape, string key) => shape.Key switch
    {
        KeyKind.Surrogate or KeyKind.SurrogateValue or KeyKind.Codec or KeyKind.CodecValue =>
            "default(" + CodecKeyType(type, shape, json: false) + ").WriteKey(ref writer, " + key + ");",
        KeyKind.String => "writer.WriteString(" + key + ");",
        KeyKind.Guid => "writer.WriteGuid(" + key + ");",
        KeyKind.DateTime or KeyKind.DateTimeOffset or KeyKind.Char => "writer.Write" + shape.Key + "(" + key + ");",
        KeyKind.Signed => "writer.WriteInt64((long)" + key + ");",
        KeyKind.Unsigned => "writer.WriteUInt64((ulong)" + key + ");",
        _ => WriteNumber(shape.EnumUnderlying, key),
    };

    // Not inlined into the member writer: then the JIT inlines the writer's calls into the loop whatever else it has
    // compiled. Left to it, a collection loop inlined into WriteValue could use up WriteValue's inlining budget, so that
    // the loop called WriteDouble and WriteArrayHeader for every element: whether it did depended on what the process
    // had run before (canada's MessagePack write took 560 us alone and 840 us after twitter and citm in one process).
    private static void OpenMpWriteMethod(CodeWriter w, ShapeModel shape, string parameterType)
    {
        w.Line();
        w.Line(NoInlining);
        w.Line("private static void Write" + shape.MethodSuffix + "<TBuffer>(ref " + MpWriter + " writer, " + parameterType + " value)");
        w.Line(MpConstraint);
        w.Open();
    }

    // MessagePack collection writes stay loops emitted per type, unlike reads: the writer is generic over its buffer,
    // and a runtime shape's element write would be a generic method instantiated over that buffer type. Called from
    // code shared across buffer types, such a call needs a run-time generic lookup and the JIT does not inline it, so
    // every element cost a call (canada's MessagePack write measured about 40% slower through the runtime shapes).
    private static void EmitMpShapeWrite(CodeWriter w, TypeModel type, ShapeModel shape)
    {
        switch (shape.Kind)
        {
            case ShapeKind.Primitive:
            case ShapeKind.EnumNumber:
            case ShapeKind.EnumName:
            case ShapeKind.Object:
            case ShapeKind.Custom:
            case ShapeKind.Surrogate:
            case ShapeKind.BuiltSequence:   // rare collections keep the runtime shape's write (see MsgPackBuiltShapes.cs)
            case ShapeKind.BuiltDictionary:
            case ShapeKind.Tuple:           // so do tuples and memory: a fixed count, or a rare member type
            case ShapeKind.Memory:
                return;
            case ShapeKind.Nullable:
                OpenMpWriteMethod(w, shape, shape.TypeName);
                w.Line("if (value.HasValue) { " + MpWriteStatement(type, type.Shapes[shape.Element], "value.GetValueOrDefault()") + " } else { writer.WriteNil(); }");
                w.Close();
                return;
        }

        var element = type.Shapes[shape.Element];
        string item = MpWriteStatement(type, element, "item");
        // Arrays and lists of int are written by the writer's run loop, which picks each value's family without a
        // branch (values of mixed sizes mispredicted in the element loop).
        bool int32Run = element.Kind == ShapeKind.Primitive && element.Primitive == PrimitiveKind.Int32;
        // One loop per way of walking the collection: by index where it has one, else by enumeration.
        void Items(string source, bool indexed, string count = ".Count")
        {
            if (int32Run && (shape.Kind == ShapeKind.Array || shape.Kind == ShapeKind.List))
            {
                w.Line("writer.WriteInt32s(" + source + ");");
                return;
            }

            w.Line("writer.WriteArrayHeader(" + source + count + ");");
            w.Line(indexed
                ? "for (int i = 0; i < " + source + count + "; i++) { var item = " + source + "[i]; " + item + " }"
                : "foreach (var item in " + source + ") { " + item + " }");
        }
        void Pairs(string source)
        {
            w.Line("writer.WriteMapHeader(" + source + ".Count);");
            w.Line("foreach (var pair in " + source + ") { " + MpWriteKeyStatement(type, shape, "pair.Key") + " " + MpWriteStatement(type, element, "pair.Value") + " }");
        }

        OpenMpWriteMethod(w, shape, shape.TypeName + "?");
        w.Line("if (value is null) { writer.WriteNil(); return; }");
        w.Line("writer.EnterContainer();");
        switch (shape.Kind)
        {
            case ShapeKind.Array:
                Items("value", indexed: true, ".Length");
                break;
            case ShapeKind.List:
            case ShapeKind.ListInterface:
                Items("value", indexed: true);
                break;
            case ShapeKind.HashSet:
                Items("value", indexed: false);
                break;
            case ShapeKind.EnumerableInterface:
                // The array header needs the count first: collections know it; a lazy sequence is buffered once.
                w.Open("if (value is " + shape.ConcreteTypeName + " list)");
                Items("list", indexed: true);
                w.Close();
                w.Open("else if (value is global::System.Collections.Generic.ICollection<" + shape.ElementTypeName + "> collection)");
                Items("collection", indexed: false);
                w.Close();
                w.Open("else");
                w.Line("var buffered = new " + shape.ConcreteTypeName + "(value);");
                Items("buffered", indexed: true);
                w.Close();
                break;
            case ShapeKind.Dictionary:
                Pairs("value");
                break;
            case ShapeKind.DictionaryInterface:
                w.Open("if (value is " + shape.ConcreteTypeName + " dictionary)");
                Pairs("dictionary");
                w.Close();
                w.Open("else");
                Pairs("value");
                w.Close();
                break;
        }
        w.Line("writer.ExitContainer();");
        w.Close();
    }

    // ---- reading ----

    private static void EmitMpReadLoop(CodeWriter w, TypeModel type, string? target)
    {
        EmitSeenWords(w, type);
        w.Line("reader.EnterContainer();");
        if (IsArrayMode(type))
        {
            // A fixarray, what this layout writes for up to 15 members, is taken with one test of its first byte; anything
            // else (a map, a longer array, an error) is classified and read the general way.
            w.Line("int count = reader.TryReadFixArrayHeader();");
            w.Line("bool byKey = count < 0 && reader.NextType == global::Bento.MessagePack.MsgPackType.Map;");
            w.Line("if (count < 0) count = byKey ? reader.ReadMapHeader() : reader.ReadArrayHeader();");
            EmitMpArrayElements(w, type, target);
        }
        else
        {
            w.Line("int count = reader.ReadMapHeader();");
            // Keys other than str cannot name a member: they and their values are skipped, like unknown names.
            const string NotString = "if (reader.NextType != global::Bento.MessagePack.MsgPackType.String) { reader.Skip(); reader.Skip(); ";
            if (type.Members.Count == 0)
            {
                w.Open("for (int index = 0; index < count; index++)");
                w.Line(NotString + "continue; }");
                w.Line("var name = reader.ReadStringUtf8();");
                w.Line(UnknownMember(type, Dialect.MsgPack));
                w.Close();
            }
            else
            {
                // A loop of labels, as in JSON: the first member's read is entered from before the loop as well.
                var written = BaseMembersFirst(type, AllMembers(type));
                w.Line("int index = -1;");
                w.Line("global::System.ReadOnlySpan<byte> name;");
                w.Line("if (count > 0 && reader.TryReadKeyLiteral(" + NameLiteral(type, written[0]) + ", out name)) { index = 0; goto " + MemberLabel(type, written[0]) + "; }");
                w.Line("next:");
                w.Line("if (++index >= count) goto end;");
                w.Line(NotString + "goto next; }");
                w.Line("name = reader.ReadStringUtf8();");
                EmitNameDispatch(w, type);
                w.Line(UnknownMember(type, Dialect.MsgPack));
                EmitMemberReads(w, type, target, Dialect.MsgPack, written, "goto next;");
                EmitDuplicateThrow(w, "reader.ThrowDuplicateMember(name);");
                w.Line("end:;");
            }
        }
        w.Line("reader.ExitContainer();");
    }

    /// <summary>
    /// The array layout's members, for an array or an integer-keyed map of <c>count</c> elements. An array's elements are
    /// the members in key order, so their reads are written out in that order and run straight, each after one test of
    /// how far the array goes (<c>limit</c>): a shorter array (an older writer) leaves the rest at their defaults, a longer
    /// one (a newer writer) has its extra elements skipped, and an unused key's element (nil) is skipped in its place. A
    /// map (what subset writers produce, since an array cannot leave members out) reads a key, jumps to that member's read
    /// (after the duplicate test, which an array needs not), and is sent back for the next key by a <c>limit</c> of 0;
    /// keys that name no member are skipped, and a key of another type is an error rather than a document silently read
    /// as defaults.
    /// </summary>
    /// <remarks>
    /// A loop with a <c>switch</c> on the index served both before: its tests of the layout around every member kept the
    /// loop's state on the stack, and a two-member type (citm's areas) spent more instructions on them than on its reads.
    /// The labels are in the method's outermost block, where every <c>goto</c> can reach them.
    /// </remarks>
    private static void EmitMpArrayElements(CodeWriter w, TypeModel type, string? target)
    {
        var byKey = new SortedDictionary<int, int>();
        for (int i = 0; i < type.Members.Count; i++)
            byKey[type.Members[i].Key] = i;
        int elements = 0;
        foreach (int key in byKey.Keys)
            elements = key + 1;   // the keys come in order: the last is the largest
        // From here `limit` counts the array's elements (0 for a map) and `count` the map's keys (0 for an array), so
        // no test of the layout remains on either path.
        w.Line("int limit = byKey ? 0 : count;");
        w.Line("if (!byKey) count = 0;");
        w.Line("long key;");
        for (int position = 0; position < elements; position++)
        {
            w.Line("if (limit <= " + Int(position) + ") goto nextKey;");
            if (!byKey.TryGetValue(position, out int i))
            {
                w.Line("reader.Skip();");
                continue;
            }

            w.Line("member" + Int(position) + ": // " + type.Members[i].Identifier);
            w.Line(SeenWord(i) + " |= " + Bit(i) + ";");
            EmitMemberRead(w, type, i, target, Dialect.MsgPack);
        }

        w.Line("for (int index = " + Int(elements) + "; index < limit; index++) reader.Skip();");
        w.Line("nextKey:");
        w.Line("if (--count < 0) goto end;");
        w.Line("key = reader.ReadInt64();");
        w.Open("switch (key)");
        foreach (var pair in byKey)
        {
            int i = pair.Value;
            w.Line("case " + Int(pair.Key) + ": if ((" + SeenWord(i) + " & " + Bit(i) + ") != 0 && reader.RejectDuplicateMembers) goto "
                + DuplicateLabel + "; goto member" + Int(pair.Key) + ";");
        }
        w.Close();
        w.Line("reader.Skip();");
        w.Line("goto nextKey;");
        // Only a member's key gets here, and keys are ints.
        if (byKey.Count != 0)
        {
            w.Line(DuplicateLabel + ":");
            w.Line("reader.ThrowDuplicateMemberKey((int)key);");
        }
        w.Line("end:");
    }

    private static string MpReadKey(ShapeModel shape) => shape.Key switch
    {
        KeyKind.String => "reader.ReadString()!",
        KeyKind.Guid => "reader.ReadGuid()",
        KeyKind.DateTime or KeyKind.DateTimeOffset or KeyKind.Char => "reader.Read" + shape.Key + "()",
        KeyKind.Signed or KeyKind.Unsigned => ReadPrimitive(PrimitiveOfKey(shape.KeyTypeName), json: false),
        _ => "(" + shape.KeyTypeName + ")" + ReadPrimitive(shape.EnumUnderlying, json: false),
    };

    /// <summary>
    /// The map layout's member order: a base type's members before the derived type's, each level in member order, as
    /// MessagePack-CSharp writes them (System.Text.Json, and so Bento's JSON, writes the derived type's first).
    /// </summary>
    private static System.Collections.Generic.List<int> BaseMembersFirst(TypeModel type, System.Collections.Generic.IReadOnlyList<int> members)
    {
        var ordered = new System.Collections.Generic.List<int>(members);
        ordered.Sort((a, b) => type.Members[a].Level != type.Members[b].Level ? type.Members[b].Level.CompareTo(type.Members[a].Level) : a.CompareTo(b));
        return ordered;
    }
}
