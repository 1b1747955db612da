using System.Collections.Generic;
using System.Globalization;
using Bento.Generator.Model;
using Bento.Generator.Parser;
using Microsoft.CodeAnalysis.CSharp;

namespace Bento.Generator.Emit;

internal static partial class Emitter
{
    private enum Mode
    {
        Read,
        Populate,
    }

    private static int Words(TypeModel type) => (type.Members.Count + 63) / 64;

    private static string SeenWord(int member) => "seen" + Int(member / 64);

    private static string Bit(int member) => "0x" + (1UL << (member % 64)).ToString("X", CultureInfo.InvariantCulture) + "UL";


    private static bool HasRequired(TypeModel type)
    {
        foreach (var member in type.Members)
        {
            if (member.Required)
                return true;
        }
        return false;
    }

    private static void EmitReadValue(CodeWriter w, TypeModel type)
    {
        string t = type.FullyQualifiedName;
        w.Line("/// <summary>Reads a JSON object (or <c>null</c> for a class).</summary>");
        w.Line(Preserve);
        w.Open("public static " + t + " ReadValue(ref " + Reader + " reader)");
        if (!type.IsValueType)
        {
            w.Open("if (reader.TryReadNull())");
            w.Line("return null!;");
            w.Close();
        }
        bool deferred = type.Construction == ConstructionKind.Deferred;
        if (deferred)
        {
            for (int i = 0; i < type.Members.Count; i++)
            {
                var member = type.Members[i];
                if (member.Assign == AssignKind.None)
                    continue;
                string initial = member.DefaultFromTemplate ? "Defaults.Value." + member.Identifier : member.LocalDefault;
                w.Line(member.TypeName + " " + Local(type, i) + " = " + initial + ";");
            }
        }
        else
        {
            w.Line("var result = new " + t + "();");
            EmitHookCall(w, type, HookParser.Deserializing, "result");
        }
        EmitReadLoop(w, type, Mode.Read, deferred ? null : "result.");
        if (HasRequired(type))
        {
            var masks = new ulong[Words(type)];
            for (int i = 0; i < type.Members.Count; i++)
            {
                if (type.Members[i].Required)
                    masks[i / 64] |= 1UL << (i % 64);
            }
            var checks = new List<string>();
            var args = new List<string>();
            for (int word = 0; word < masks.Length; word++)
            {
                string mask = "0x" + masks[word].ToString("X", CultureInfo.InvariantCulture) + "UL";
                if (masks[word] != 0)
                    checks.Add("(seen" + Int(word) + " & " + mask + ") != " + mask);
                args.Add("seen" + Int(word));
            }
            w.Open("if (" + string.Join(" || ", checks) + ")");
            w.Line("ThrowMissingRequired(ref reader, " + string.Join(", ", args) + ");");
            w.Close();
        }
        if (deferred)
        {
            EmitConstruction(w, type, "var result = ");
            EmitHookCall(w, type, HookParser.Deserializing, "result");
            for (int i = 0; i < type.Members.Count; i++)
            {
                var member = type.Members[i];
                if (member.Assign != AssignKind.Set)
                    continue;
                // Absent members keep the value the constructor gave them.
                w.Open("if ((" + SeenWord(i) + " & " + Bit(i) + ") != 0UL)");
                w.Line("result." + member.Identifier + " = " + Local(type, i) + ";");
                w.Close();
            }
        }
        EmitHookCall(w, type, HookParser.Deserialized, "result");
        w.Line("return result;");
        w.Close();
    }

    private static bool UsesTemplate(TypeModel type)
    {
        foreach (var member in type.Members)
        {
            if (member.DefaultFromTemplate)
                return true;
        }
        return false;
    }

    // Init members are set in the object initializer, so an absent one would get default(T) instead of its own
    // initializer's value. A template built once with the same constructor holds those values; required members
    // are set to default in it (the input must name them anyway).
    private static void EmitTemplate(CodeWriter w, TypeModel type)
    {
        if (!UsesTemplate(type))
            return;
        w.Line();
        w.Open("private static class Defaults");
        w.Line("public static readonly " + type.FullyQualifiedName + " Value = new " + type.FullyQualifiedName + "()");
        w.Open();
        for (int i = 0; i < type.Members.Count; i++)
        {
            var member = type.Members[i];
            if (member.Assign == AssignKind.Initializer && member.Required)
                w.Line(member.Identifier + " = default!,");
        }
        w.Close(";");
        w.Close();
    }

    private static void EmitConstruction(CodeWriter w, TypeModel type, string prefix)
    {
        var args = new List<string>();
        foreach (var argument in type.ConstructorArguments)
            args.Add(argument.MemberIndex >= 0 ? Local(type, argument.MemberIndex) : argument.DefaultExpression);
        string creation = "new " + type.FullyQualifiedName + "(" + string.Join(", ", args) + ")";
        var initializers = new List<string>();
        for (int i = 0; i < type.Members.Count; i++)
        {
            if (type.Members[i].Assign == AssignKind.Initializer)
                initializers.Add(type.Members[i].Identifier + " = " + Local(type, i) + ",");
        }
        if (initializers.Count == 0)
        {
            w.Line(prefix + creation + ";");
            return;
        }
        w.Line(prefix + creation);
        w.Open();
        foreach (string line in initializers)
            w.Line(line);
        w.Close(";");
    }

    private static void EmitPopulateValue(CodeWriter w, TypeModel type, ReadDialect dialect)
    {
        string t = type.FullyQualifiedName;
        bool deferred = type.Construction == ConstructionKind.Deferred;
        w.Line("/// <summary>");
        w.Line(deferred
            ? "/// Reads " + dialect.InputDescription + " into <paramref name=\"value\"/>: members absent from the input keep their current values. The type is built through its constructor, so a new value is built from the current members and the input, and assigned."
            : "/// Reads " + dialect.InputDescription + " into <paramref name=\"value\"/> in place: members absent from the input keep their current values; arrays of the same length, collections and nested objects are reused.");
        w.Line("/// </summary>");
        w.Line(Preserve);
        w.Open("public static void PopulateValue(ref " + dialect.ReaderType + " reader, ref " + t + " value)");
        if (!type.IsValueType)
        {
            w.Open("if (value is null)");
            w.Line("value = ReadValue(ref reader);");
            w.Line("return;");
            w.Close();
            w.Open("if (" + dialect.TryNull + ")");
            w.Line("value = null!;");
            w.Line("return;");
            w.Close();
        }
        // Before the current members are taken, so that a hook clearing or resetting them is seen by the read.
        EmitHookCall(w, type, HookParser.Deserializing, "value");
        if (deferred)
        {
            for (int i = 0; i < type.Members.Count; i++)
            {
                var member = type.Members[i];
                if (member.Assign != AssignKind.None)
                    w.Line(member.TypeName + " " + Local(type, i) + " = value." + member.Identifier + ";");
            }
            dialect.ReadLoop(w, type, Mode.Populate, null);
            EmitConstruction(w, type, "var result = ");
            for (int i = 0; i < type.Members.Count; i++)
            {
                var member = type.Members[i];
                if (member.Assign == AssignKind.Set)
                    w.Line("result." + member.Identifier + " = " + Local(type, i) + ";");
            }
            w.Line("value = result;");
        }
        else
        {
            dialect.ReadLoop(w, type, Mode.Populate, "value.");
        }
        EmitHookCall(w, type, HookParser.Deserialized, "value");
        w.Close();
    }

    /// <param name="target">Prefix of the assigned member (<c>result.</c>), or null to assign the member's local.</param>
    private static void EmitReadLoop(CodeWriter w, TypeModel type, Mode mode, string? target)
    {
        int words = Words(type);
        for (int word = 0; word < words; word++)
            w.Line("ulong seen" + Int(word) + " = 0UL;");
        w.Line("reader.ReadStartObject();");
        w.Open("while (reader.ReadNextPropertyName(out var name))");
        if (type.Members.Count > 0)
        {
            // Names are dispatched on their length, then compared as a few integer loads against constants.
            var names = ReadNames(type);
            var byLength = new SortedDictionary<int, List<int>>();
            var bytesOf = new Dictionary<int, byte[]>();
            for (int n = 0; n < names.Count; n++)
            {
                byte[] bytes = Utf8Names.Bytes(names[n].Name);
                bytesOf[n] = bytes;
                if (!byLength.TryGetValue(bytes.Length, out var list))
                    byLength[bytes.Length] = list = new List<int>();
                list.Add(n);
            }
            w.Open("switch (name.Length)");
            foreach (var group in byLength)
            {
                w.Line("case " + Int(group.Key) + ":");
                w.Indent();
                foreach (int n in group.Value)
                {
                    int i = names[n].Member;
                    w.Line(NameComment(type, i, names[n].Name));
                    // An empty name is the only name of length zero: nothing to compare.
                    bool compare = bytesOf[n].Length != 0;
                    if (compare)
                        w.Open("if (" + Utf8Names.MatchCondition(bytesOf[n], "name") + ")");
                    else
                        w.Open();
                    w.Open("if ((" + SeenWord(i) + " & " + Bit(i) + ") != 0UL && reader.RejectDuplicateMembers)");
                    w.Line("reader.ThrowDuplicateMember(name);");
                    w.Close();
                    w.Line(SeenWord(i) + " |= " + Bit(i) + ";");
                    EmitMemberRead(w, type, i, mode, target, ReadDialect.Json);
                    w.Line("continue;");
                    w.Close();
                }
                if (group.Key != 0)
                    w.Line("break;");
                w.Unindent();
            }
            w.Close();
        }
        w.Line("reader.OnUnknownMember(name);");
        w.Close();
    }

    /// <summary>What differs between the formats when the generated reader stores one member.</summary>
    private sealed class ReadDialect
    {
        public static readonly ReadDialect Json = new ReadDialect("reader.SkipValue();", "reader.TryReadNull()", Codec, ReadExpression, Reader, "a JSON object", EmitReadLoop);
        public static readonly ReadDialect MsgPack = new ReadDialect("reader.Skip();", "reader.TryReadNil()", MpCodec, MpReadExpression, MpReader, "MessagePack", EmitMpReadLoop);

        private ReadDialect(
            string skip,
            string tryNull,
            string codecName,
            System.Func<TypeModel, ShapeModel, string> read,
            string readerType,
            string inputDescription,
            System.Action<CodeWriter, TypeModel, Mode, string?> readLoop)
        {
            Skip = skip;
            TryNull = tryNull;
            CodecName = codecName;
            Read = read;
            ReaderType = readerType;
            InputDescription = inputDescription;
            ReadLoop = readLoop;
        }

        /// <summary>The reader's type name.</summary>
        public string ReaderType { get; }

        /// <summary>What the generated documentation says is read (<c>a JSON object</c>).</summary>
        public string InputDescription { get; }

        /// <summary>Emits the loop that reads every member of an object.</summary>
        public System.Action<CodeWriter, TypeModel, Mode, string?> ReadLoop { get; }

        /// <summary>The statement that skips one value.</summary>
        public string Skip { get; }

        /// <summary>The expression that consumes a null (nil) if one comes next.</summary>
        public string TryNull { get; }

        /// <summary>The nested codec class of a marked type in this format.</summary>
        public string CodecName { get; }

        /// <summary>An expression reading one value of a shape.</summary>
        public System.Func<TypeModel, ShapeModel, string> Read { get; }
    }

    private static void EmitMemberRead(CodeWriter w, TypeModel type, int index, Mode mode, string? target, ReadDialect dialect)
    {
        var member = type.Members[index];
        var shape = type.Shapes[member.ShapeId];
        if (member.Assign == AssignKind.None)
        {
            w.Line(dialect.Skip);
            return;
        }
        if (member.Assign == AssignKind.Fill)
        {
            // The member cannot be replaced: the instance it holds takes the input (a null one skips it).
            string current = Local(type, index);
            w.Line("var " + current + " = " + target + member.Identifier + ";");
            w.Open("if (" + current + " is null)");
            w.Line(dialect.Skip);
            w.Close();
            w.Open("else if (!" + dialect.TryNull + ")");
            if (shape.Kind == ShapeKind.Object)
            {
                w.Line(shape.TypeName + " " + current + "Held = " + current + ";");
                w.Line(shape.TypeName + "." + dialect.CodecName + ".PopulateValue(ref reader, ref " + current + "Held);");
            }
            else
            {
                EmitFillPopulate(w, type, member, shape, current, dialect);
            }
            w.Close();
            return;
        }
        string slot = target is null ? Local(type, index) : target + member.Identifier;
        if (mode == Mode.Read)
        {
            w.Line(slot + " = " + dialect.Read(type, shape) + ";");
            return;
        }
        EmitMemberPopulate(w, type, index, slot, dialect);
    }

    /// <summary>An expression reading one value of <paramref name="shape"/>.</summary>
    private static string ReadExpression(TypeModel type, ShapeModel shape)
    {
        switch (shape.Kind)
        {
            case ShapeKind.Primitive:
                return ReadPrimitive(shape.Primitive);
            case ShapeKind.EnumNumber:
                return "(" + shape.TypeName + ")" + ReadPrimitive(shape.EnumUnderlying);
            case ShapeKind.Object:
                return shape.TypeName + "." + Codec + ".ReadValue(ref reader)";
            case ShapeKind.EnumName:
                return "Read" + shape.MethodSuffix + "(ref reader)";
            default:
                return ShapeRead(type, shape, json: true);
        }
    }

    // Reference results carry `!`: a JSON null is accepted for any reference member, as System.Text.Json does.
    private static string ReadPrimitive(PrimitiveKind kind) => kind switch
    {
        PrimitiveKind.Boolean => "reader.ReadBoolean()",
        PrimitiveKind.Byte => "reader.ReadByte()",
        PrimitiveKind.SByte => "reader.ReadSByte()",
        PrimitiveKind.Int16 => "reader.ReadInt16()",
        PrimitiveKind.UInt16 => "reader.ReadUInt16()",
        PrimitiveKind.Int32 => "reader.ReadInt32()",
        PrimitiveKind.UInt32 => "reader.ReadUInt32()",
        PrimitiveKind.Int64 => "reader.ReadInt64()",
        PrimitiveKind.UInt64 => "reader.ReadUInt64()",
        PrimitiveKind.Single => "reader.ReadSingle()",
        PrimitiveKind.Double => "reader.ReadDouble()",
        PrimitiveKind.Decimal => "reader.ReadDecimal()",
        PrimitiveKind.Char => "reader.ReadChar()",
        PrimitiveKind.String => "reader.ReadString()!",
        PrimitiveKind.Bytes => "reader.ReadBytes()!",
        PrimitiveKind.Memory => "new global::System.ReadOnlyMemory<byte>(reader.ReadBytes())",
        PrimitiveKind.Guid => "reader.ReadGuid()",
        PrimitiveKind.DateTime => "reader.ReadDateTime()",
        PrimitiveKind.DateTimeOffset => "reader.ReadDateTimeOffset()",
        PrimitiveKind.TimeSpan => "reader.ReadTimeSpan()",
        PrimitiveKind.DateOnly => "reader.ReadDateOnly()",
        PrimitiveKind.TimeOnly => "reader.ReadTimeOnly()",
        PrimitiveKind.Uri => "reader.ReadUri()!",
        PrimitiveKind.Version => "reader.ReadVersion()!",
        _ => "default",
    };

    private static void EmitThrowMissing(CodeWriter w, TypeModel type)
    {
        if (!HasRequired(type))
            return;
        var parameters = new List<string>();
        for (int word = 0; word < Words(type); word++)
            parameters.Add("ulong seen" + Int(word));
        w.Line();
        w.Line("[global::System.Runtime.CompilerServices.MethodImpl(global::System.Runtime.CompilerServices.MethodImplOptions.NoInlining)]");
        w.Open("private static void ThrowMissingRequired(ref " + Reader + " reader, " + string.Join(", ", parameters) + ")");
        for (int i = 0; i < type.Members.Count; i++)
        {
            if (!type.Members[i].Required)
                continue;
            w.Open("if ((" + SeenWord(i) + " & " + Bit(i) + ") == 0UL)");
            w.Line("reader.ThrowMissingRequired(" + SymbolDisplay.FormatLiteral(type.Members[i].JsonName, quote: true) + ");");
            w.Close();
        }
        w.Close();
    }

    private static void EmitShapeMethods(CodeWriter w, TypeModel type, int index)
    {
        var shape = type.Shapes[index];
        if (shape.Kind != ShapeKind.EnumName)
            return;
        EmitEnumNameWrite(w, type, shape);
        EmitEnumNameRead(w, shape);
    }

    private static void EmitKeyRead(CodeWriter w, TypeModel type, ShapeModel shape)
    {
        string keyType = shape.KeyTypeName;
        switch (shape.Key)
        {
            case KeyKind.String:
                w.Line("var key = reader.KeyToString(name);");
                break;
            case KeyKind.Guid:
                w.Line("var key = reader.KeyToGuid(name);");
                break;
            case KeyKind.Signed:
            case KeyKind.Unsigned:
            case KeyKind.EnumNumber:
            {
                var primitive = shape.Key == KeyKind.EnumNumber ? shape.EnumUnderlying : PrimitiveOfKey(keyType);
                string keyword = Keyword(primitive);
                string call = IsUnsigned(primitive)
                    ? "reader.KeyToUInt64(name, " + keyword + ".MaxValue)"
                    : "reader.KeyToInt64(name, " + keyword + ".MinValue, " + keyword + ".MaxValue)";
                w.Line("var key = (" + keyType + ")" + (shape.Key == KeyKind.EnumNumber ? "(" + keyword + ")" : string.Empty) + call + ";");
                break;
            }
            default:
            {
                var keyShape = type.Shapes[shape.KeyShape];
                string keyword = Keyword(keyShape.EnumUnderlying);
                string number = IsUnsigned(keyShape.EnumUnderlying)
                    ? "reader.KeyToUInt64(name, " + keyword + ".MaxValue)"
                    : "reader.KeyToInt64(name, " + keyword + ".MinValue, " + keyword + ".MaxValue)";
                w.Open("if (!TryParse" + keyShape.MethodSuffix + "(name, out var key))");
                // A value without a name is written as its number, so numeric text reads back as the number.
                w.Open("if (name.Length == 0 || (name[0] != (byte)'-' && (uint)(name[0] - (byte)'0') > 9u))");
                w.Line("reader.ThrowInvalidEnum(name, " + SymbolDisplay.FormatLiteral(keyShape.TypeName.Replace("global::", string.Empty), quote: true) + ");");
                w.Close();
                w.Line("key = (" + keyShape.TypeName + ")(" + keyword + ")" + number + ";");
                w.Close();
                break;
            }
        }
    }

    private static PrimitiveKind PrimitiveOfKey(string keyType) => keyType switch
    {
        "sbyte" => PrimitiveKind.SByte,
        "byte" => PrimitiveKind.Byte,
        "short" => PrimitiveKind.Int16,
        "ushort" => PrimitiveKind.UInt16,
        "int" => PrimitiveKind.Int32,
        "uint" => PrimitiveKind.UInt32,
        "long" => PrimitiveKind.Int64,
        _ => PrimitiveKind.UInt64,
    };

    private static string Keyword(PrimitiveKind kind) => kind switch
    {
        PrimitiveKind.SByte => "sbyte",
        PrimitiveKind.Byte => "byte",
        PrimitiveKind.Int16 => "short",
        PrimitiveKind.UInt16 => "ushort",
        PrimitiveKind.Int32 => "int",
        PrimitiveKind.UInt32 => "uint",
        PrimitiveKind.Int64 => "long",
        _ => "ulong",
    };

    private static void EmitEnumNameRead(CodeWriter w, ShapeModel shape)
    {
        string display = shape.TypeName.Replace("global::", string.Empty);
        w.Line();
        w.Open("private static " + shape.TypeName + " Read" + shape.MethodSuffix + "(ref " + Reader + " reader)");
        // Values without a name are written as numbers, so a number must read back here too.
        w.Open("if (!reader.IsNextString())");
        w.Line("return (" + shape.TypeName + ")" + ReadPrimitive(shape.EnumUnderlying) + ";");
        w.Close();
        w.Line("var text = reader.ReadStringUtf8();");
        w.Open("if (!TryParse" + shape.MethodSuffix + "(text, out var value))");
        w.Line("reader.ThrowInvalidEnum(text, " + SymbolDisplay.FormatLiteral(display, quote: true) + ");");
        w.Close();
        w.Line("return value;");
        w.Close();

        w.Line();
        w.Open("private static bool TryMatch" + shape.MethodSuffix + "(" + Span + " text, out " + shape.TypeName + " value)");
        var byLength = new SortedDictionary<int, List<(EnumMemberModel Member, byte[] Bytes)>>();
        foreach (var member in shape.EnumMembers)
        {
            byte[] bytes = Utf8Names.Bytes(member.JsonName);
            if (!byLength.TryGetValue(bytes.Length, out var list))
                byLength[bytes.Length] = list = new List<(EnumMemberModel, byte[])>();
            list.Add((member, bytes));
        }
        if (byLength.Count > 0)
        {
            w.Open("switch (text.Length)");
            foreach (var group in byLength)
            {
                w.Line("case " + Int(group.Key) + ":");
                w.Indent();
                foreach (var (member, bytes) in group.Value)
                {
                    if (bytes.Length == 0)
                    {
                        w.Line("value = " + shape.TypeName + "." + member.Identifier + ";");
                        w.Line("return true;");
                        break;
                    }
                    w.Open("if (" + Utf8Names.MatchCondition(bytes, "text") + ")");
                    w.Line("value = " + shape.TypeName + "." + member.Identifier + ";");
                    w.Line("return true;");
                    w.Close();
                }
                if (group.Key != 0)
                    w.Line("break;");
                w.Unindent();
            }
            w.Close();
        }
        w.Line("value = default;");
        w.Line("return false;");
        w.Close();

        w.Line();
        w.Open("private static bool TryParse" + shape.MethodSuffix + "(" + Span + " text, out " + shape.TypeName + " value)");
        if (!shape.IsFlags)
        {
            w.Line("return TryMatch" + shape.MethodSuffix + "(text, out value);");
            w.Close();
            return;
        }
        // [Flags]: an exact name first, then "A, B" as written by WriteFlags (and Enum.ToString).
        w.Open("if (TryMatch" + shape.MethodSuffix + "(text, out value))");
        w.Line("return true;");
        w.Close();
        w.Line("ulong bits = 0UL;");
        w.Open("while (true)");
        w.Line("int comma = global::System.MemoryExtensions.IndexOf(text, (byte)',');");
        w.Line("var part = comma < 0 ? text : text.Slice(0, comma);");
        w.Open("while (part.Length > 0 && part[0] == (byte)' ')");
        w.Line("part = part.Slice(1);");
        w.Close();
        w.Open("while (part.Length > 0 && part[part.Length - 1] == (byte)' ')");
        w.Line("part = part.Slice(0, part.Length - 1);");
        w.Close();
        w.Open("if (!TryMatch" + shape.MethodSuffix + "(part, out var one))");
        w.Line("value = default;");
        w.Line("return false;");
        w.Close();
        w.Line("bits |= unchecked((ulong)one);");
        w.Open("if (comma < 0)");
        w.Line("break;");
        w.Close();
        w.Line("text = text.Slice(comma + 1);");
        w.Close();
        w.Line("value = unchecked((" + shape.TypeName + ")bits);");
        w.Line("return true;");
        w.Close();
    }
}
