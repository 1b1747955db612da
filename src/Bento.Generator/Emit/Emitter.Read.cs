using System.Collections.Generic;
using System.Globalization;
using Bento.Generator.Model;
using Bento.Generator.Parser;
using Microsoft.CodeAnalysis.CSharp;

namespace Bento.Generator.Emit;

internal static partial class Emitter
{
    // The members seen so far are bits of `int` words, 32 members a word. Not `ulong`: Roslyn binds an operator between
    // an `int` and an `int` constant through its table of built-in operators at once, but sends any other constant
    // operand (a `ulong` mask, a `uint` name load) through full operator overload resolution, which was the largest
    // single cost of compiling generated readers (docs/architecture.md, "Build cost"). The instructions are the same;
    // a type of 33 to 64 members keeps two words instead of one.
    private const int WordBits = 32;

    private static int Words(TypeModel type) => (type.Members.Count + WordBits - 1) / WordBits;

    private static string SeenWord(int member) => "seen" + Int(member / WordBits);

    private static string Bit(int member) => IntMask(1u << (member % WordBits));

    /// <summary>A 32-bit mask as an <c>int</c> constant (the top bit as <c>int.MinValue</c>, or a cast of the unsigned constant).</summary>
    private static string IntMask(uint mask) => mask switch
    {
        0x80000000u => "int.MinValue",
        < 0x80000000u => "0x" + mask.ToString("X", CultureInfo.InvariantCulture),
        _ => "unchecked((int)0x" + mask.ToString("X", CultureInfo.InvariantCulture) + "U)",
    };


    private static bool HasRequired(TypeModel type)
    {
        foreach (var member in type.Members)
        {
            if (member.Required)
                return true;
        }
        return false;
    }

    // The read skeleton, shared by every format: ReadValue (null, or construct and read the members), PopulateValue
    // (null checks, then read the members into the current value) and ReadMembers, the one member dispatch of the type.
    // A dialect (Dialect) supplies the wire: the member loop and the value reads.

    private static bool Deferred(TypeModel type) => type.Construction == ConstructionKind.Deferred;

    private static void EmitReadValue(CodeWriter w, TypeModel type, Dialect dialect)
    {
        string t = type.FullyQualifiedName;
        w.Line("// Reads " + dialect.Describe(type) + " (or " + dialect.NullName + " for a class).");
        w.Open("public static " + t + " ReadValue(ref " + dialect.ReaderType + " reader)");
        if (!type.IsValueType)
            w.Line("if (" + dialect.TryNull + ") return null!;");
        if (Deferred(type))
        {
            w.Line("return ReadMembers(ref reader, default!, populate: false);");
        }
        else
        {
            w.Line("var result = new " + t + "();");
            EmitHookCall(w, type, HookParser.Deserializing, "result");
            w.Line("ReadMembers(ref reader, " + ByRef(type) + "result, populate: false);");
            w.Line("return result;");
        }
        w.Close();
    }

    /// <summary>
    /// The member dispatch of the type, used by a fresh read and by a populate alike. Members whose populate keeps
    /// something (nested objects, collections) branch on <c>populate</c>; the rest read the same either way.
    /// </summary>
    private static void EmitReadMembers(CodeWriter w, TypeModel type, Dialect dialect)
    {
        string t = type.FullyQualifiedName;
        bool deferred = Deferred(type);
        w.Line();
        w.Open(deferred
            ? "private static " + t + " ReadMembers(ref " + dialect.ReaderType + " reader, " + t + " current, bool populate)"
            : "private static void ReadMembers(ref " + dialect.ReaderType + " reader, " + ByRef(type) + t + " value, bool populate)");
        if (deferred)
        {
            // A populate starts from the current members; a fresh read from the constructor's defaults.
            for (int i = 0; i < type.Members.Count; i++)
            {
                var member = type.Members[i];
                if (member.Assign == AssignKind.None)
                    continue;
                string initial = member.DefaultFromTemplate ? "Defaults.Value." + member.Identifier : member.LocalDefault;
                w.Line(member.TypeName + " " + Local(type, i) + " = populate ? current." + member.Identifier + " : " + initial + ";");
            }
        }
        bool extension = HasExtensionData(type, dialect);
        if (extension)
        {
            // Unknown members collect here; a fresh read starts a new dictionary at the first of them, a populate adds
            // to the current one.
            w.Line("global::System.Collections.Generic.Dictionary<string, " + type.ExtensionDataValue + ">? " + ExtensionLocal + " = populate ? " + (deferred ? "current." : "value.") + type.ExtensionData + " : null;");
        }
        dialect.ReadLoop(w, type, deferred ? null : "value.");
        EmitRequiredCheck(w, type);
        if (extension && !deferred)
            w.Line("if (" + ExtensionLocal + " is not null) value." + type.ExtensionData + " = " + ExtensionLocal + ";");
        if (deferred)
        {
            EmitConstruction(w, type, "var result = ");
            if (HasHook(type, HookParser.Deserializing))
            {
                // A populate called it on the current value before reading.
                w.Line("if (!populate) result." + HookParser.Deserializing + "();");
            }
            for (int i = 0; i < type.Members.Count; i++)
            {
                var member = type.Members[i];
                if (member.Assign != AssignKind.Set)
                    continue;
                // A fresh read leaves absent members with what the constructor gave them; a populate carries them over.
                w.Line("if (populate || (" + SeenWord(i) + " & " + Bit(i) + ") != 0) result." + member.Identifier + " = " + Local(type, i) + ";");
            }
            if (extension)
                w.Line("if (" + ExtensionLocal + " is not null) result." + type.ExtensionData + " = " + ExtensionLocal + ";");
            EmitHookCall(w, type, HookParser.Deserialized, "result");
            w.Line("return result;");
        }
        else
        {
            EmitHookCall(w, type, HookParser.Deserialized, "value");
        }
        w.Close();
    }

    // A struct is read in place through a reference; a class instance is passed as is, so that its members are stored
    // through a register rather than a reference to the caller's local.
    private static string ByRef(TypeModel type) => type.IsValueType ? "ref " : string.Empty;

    /// <summary>On a fresh read, a document without a required member is an error (a populate keeps the current value).</summary>
    private static void EmitRequiredCheck(CodeWriter w, TypeModel type)
    {
        if (!HasRequired(type))
            return;
        var masks = new uint[Words(type)];
        for (int i = 0; i < type.Members.Count; i++)
        {
            if (type.Members[i].Required)
                masks[i / WordBits] |= 1u << (i % WordBits);
        }
        var checks = new List<string>();
        var args = new List<string>();
        for (int word = 0; word < masks.Length; word++)
        {
            string mask = IntMask(masks[word]);
            if (masks[word] != 0)
                checks.Add("(seen" + Int(word) + " & " + mask + ") != " + mask);
            args.Add("seen" + Int(word));
        }
        w.Line("if (!populate && (" + string.Join(" || ", checks) + ")) ThrowMissingRequired(ref reader, " + string.Join(", ", args) + ");");
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

    private static void EmitPopulateValue(CodeWriter w, TypeModel type, Dialect dialect)
    {
        string t = type.FullyQualifiedName;
        bool deferred = Deferred(type);
        w.Line(deferred
            ? "// Reads " + dialect.InputDescription + " into the value: absent members keep their current values. The type is built through its constructor, so a new value is built from the current members and the input."
            : "// Reads " + dialect.InputDescription + " into the value in place: absent members keep their current values; arrays of the same length, collections and nested objects are reused.");
        w.Open("public static void PopulateValue(ref " + dialect.ReaderType + " reader, ref " + t + " value)");
        if (!type.IsValueType)
        {
            w.Line("if (value is null) { value = ReadValue(ref reader); return; }");
            w.Line("if (" + dialect.TryNull + ") { value = null!; return; }");
        }
        // Before the current members are taken, so that a hook clearing or resetting them is seen by the read.
        EmitHookCall(w, type, HookParser.Deserializing, "value");
        w.Line(deferred ? "value = ReadMembers(ref reader, value, populate: true);" : "ReadMembers(ref reader, " + ByRef(type) + "value, populate: true);");
        w.Close();
    }

    /// <summary>JSON: the members of an object, by name.</summary>
    /// <param name="target">Prefix of the assigned member (<c>value.</c>), or null to assign the member's local.</param>
    private static void EmitReadLoop(CodeWriter w, TypeModel type, string? target)
    {
        EmitSeenWords(w, type);
        w.Line("reader.ReadStartObject();");
        if (type.Members.Count == 0)
        {
            w.Open("while (reader.ReadNextPropertyName(out var name))");
            w.Line(UnknownMember(type, Dialect.Json));
            w.Close();
            return;
        }
        // A loop of labels rather than a `while`: the first member's read is entered from before the loop as well.
        w.Line("global::System.ReadOnlySpan<byte> name;");
        if (Utf8Names.Quote(type.Members[0].JsonName).IndexOf('\\') < 0)
            w.Line("if (reader.TryReadFirstPropertyNameLiteral(" + NameLiteral(type, 0) + ", out name)) goto " + MemberLabel(type, 0) + ";");
        w.Line("next:");
        w.Line("if (!reader.ReadNextPropertyName(out name)) goto end;");
        w.Line("dispatch:");
        EmitNameDispatch(w, type);
        // Only a name that matched no member exactly is looked up without regard to case; a match gives the member's
        // own name, which the dispatch above then takes.
        w.Line("if (" + (type.CaseInsensitive ? string.Empty : "reader.PropertyNameCaseInsensitive && ")
            + CaseInsensitiveNames + ".TryMatchIgnoringCase(ref name)) goto dispatch;");
        w.Line(UnknownMember(type, Dialect.Json));
        EmitMemberReads(w, type, target, Dialect.Json, AllMembers(type), "goto next;");
        EmitDuplicateThrow(w, "reader.ThrowDuplicateMember(name);");
        w.Line("end:;");
    }

    /// <summary>The label every member's duplicate check of a read loop jumps to.</summary>
    private const string DuplicateLabel = "duplicate";

    /// <summary>Ends a read loop's body with the one throw of a repeated member, reached only by <c>goto</c> <see cref="DuplicateLabel"/>.</summary>
    /// <remarks>The member reads before it (<see cref="EmitMemberReads"/>) each end with a jump back to the loop's next name.</remarks>
    private static void EmitDuplicateThrow(CodeWriter w, string statement)
    {
        w.Line(DuplicateLabel + ":");
        w.Line(statement);
    }

    private const string CaseInsensitiveNames = "NamesIgnoringCase";
    private const string ExtensionLocal = "extensionData";

    /// <summary>Whether the type keeps unknown members in this format (JSON, and MessagePack's map layout).</summary>
    private static bool HasExtensionData(TypeModel type, Dialect dialect) => type.ExtensionData.Length != 0 && (dialect.IsJson || !IsArrayMode(type));

    /// <summary>The type arguments of the extension data calls: none for BentoValue values, else the value type and its shape.</summary>
    private static string ExtensionShapeArguments(TypeModel type) =>
        type.ExtensionDataShape.Length == 0 ? string.Empty : "<" + type.ExtensionDataValue + ", " + type.ExtensionDataShape + ">";

    /// <summary>The statement that writes the extension data after the declared members (every format).</summary>
    private static string WriteExtensionMembers(TypeModel type) =>
        "writer.WriteExtensionMembers" + ExtensionShapeArguments(type) + "(value." + type.ExtensionData + ");";

    /// <summary>What the member loop does with a name that matched no member: skip it, or keep it as extension data.</summary>
    private static string UnknownMember(TypeModel type, Dialect dialect) => HasExtensionData(type, dialect)
        ? ExtensionLocal + " = reader.ReadExtensionMember" + ExtensionShapeArguments(type) + "(name, " + ExtensionLocal + ");"
        : dialect.IsJson ? "reader.OnUnknownMember(name);" : "reader.Skip();";

    /// <summary>JSON: the names the read loop matches without regard to case when an exact match fails.</summary>
    private static void EmitCaseInsensitiveNames(CodeWriter w, TypeModel type)
    {
        if (type.Members.Count == 0)
            return;
        var names = new List<string>();
        foreach (var (_, name) in ReadNames(type))
            names.Add(SymbolDisplay.FormatLiteral(name, quote: true));
        w.Line("private static readonly global::Bento.Json.JsonMemberNames " + CaseInsensitiveNames + " = new global::Bento.Json.JsonMemberNames(" + string.Join(", ", names) + ");");
    }

    private static void EmitSeenWords(CodeWriter w, TypeModel type)
    {
        for (int word = 0; word < Words(type); word++)
            w.Line("int seen" + Int(word) + " = 0;");
    }

    /// <summary>
    /// The member-name dispatch of every name-keyed format: a <c>switch</c> on the name's length, then the name's bytes
    /// as one to eight-byte little-endian loads compared with constants; names of the same length share the first load.
    /// A matched name jumps to its member's read (<see cref="EmitMemberReads"/>); an unmatched name falls through to the
    /// format's handling.
    /// </summary>
    /// <remarks>
    /// A <c>switch</c> on the first eight bytes bound more cheaply still, but compiled to 64-bit constants in a search
    /// tree, which took the NativeAOT twitter app over its size budget; these comparisons take 32-bit immediates up to
    /// seven bytes, as before.
    /// </remarks>
    private static void EmitNameDispatch(CodeWriter w, TypeModel type)
    {
        if (type.Members.Count == 0)
            return;
        var names = ReadNames(type);
        var byLength = new SortedDictionary<int, List<(int Name, byte[] Bytes)>>();
        for (int n = 0; n < names.Count; n++)
        {
            byte[] bytes = Utf8Names.Bytes(names[n].Name);
            if (!byLength.TryGetValue(bytes.Length, out var list))
                byLength[bytes.Length] = list = new List<(int, byte[])>();
            list.Add((n, bytes));
        }
        w.Open("switch (name.Length)");
        foreach (var group in byLength)
        {
            string label = "case " + Int(group.Key) + ":";
            var loads = Utf8Names.Loads(group.Key);
            if (group.Value.Count == 1 || loads.Count == 0)
            {
                // One line for a length that one name has: the empty name (the only name of length zero) needs no
                // comparison, and its jump ends the case.
                var (n, bytes) = group.Value[0];
                string jump = "goto " + MemberLabel(type, names[n].Member) + ";";
                w.Line(label + " " + (loads.Count == 0 ? jump : "if (" + Utf8Names.MatchCondition(bytes, "name") + ") " + jump + " break;")
                    + " " + NameComment(type, names[n].Member, names[n].Name));
                continue;
            }
            w.Line(label);
            w.Indent();
            // Names of the same length share their loads: each read once into a local, compared with each name's
            // constants. A name whose first bytes differ still costs the later loads, a few bytes of the same name,
            // against one load and one call to bind per name and per load.
            var locals = new List<string>(loads.Count);
            for (int k = 0; k < loads.Count; k++)
            {
                var (offset, width) = loads[k];
                string local = DispatchLocal(group.Key, k, loads.Count, offset);
                w.Line(Utf8Names.LoadType(width) + " " + local + " = " + Utf8Names.LoadExpression("name", offset, width) + ";");
                locals.Add(local);
            }
            foreach (var (n, bytes) in group.Value)
                EmitNameMatch(w, type, names, n, Utf8Names.MatchCondition(bytes, "name", locals));
            w.Line("break;");
            w.Unindent();
        }
        w.Close();
    }

    /// <summary>The local holding a shared load of names of <paramref name="length"/> bytes: <c>head7</c>, <c>tail7</c>, <c>mid24at8</c>.</summary>
    private static string DispatchLocal(int length, int load, int loads, int offset) =>
        load == 0 ? "head" + Int(length) : load == loads - 1 ? "tail" + Int(length) : "mid" + Int(length) + "at" + Int(offset);

    /// <summary>One name's branch of the dispatch, among names of its length: its remaining test and the jump to its member's read, with the name as a comment.</summary>
    private static void EmitNameMatch(CodeWriter w, TypeModel type, List<(int Member, string Name)> names, int n, string condition) =>
        w.Line("if (" + condition + ") goto " + MemberLabel(type, names[n].Member) + "; " + NameComment(type, names[n].Member, names[n].Name));

    /// <summary>The label of a member's read in a name-keyed read loop.</summary>
    private static string MemberLabel(TypeModel type, int member) => "member_" + type.Members[member].Identifier.TrimStart('@');

    /// <summary>
    /// The member reads of a name-keyed read loop, after the dispatch and the handling of unknown names: each under its
    /// label, the duplicate check, the read, <paramref name="loopNext"/>. Each read but the last first asks whether the
    /// name that follows is the one the format's writer writes next, in its bytes as written
    /// (<c>TryReadPropertyNameLiteral</c> in JSON, <c>TryReadKeyLiteral</c> in a MessagePack map) and, when it is, jumps
    /// to that member's read without the dispatch. <paramref name="written"/> is the writer's order of the members.
    /// </summary>
    private static void EmitMemberReads(CodeWriter w, TypeModel type, string? target, Dialect dialect, IReadOnlyList<int> written, string loopNext)
    {
        if (type.Members.Count == 0)
            return;
        var next = new int[type.Members.Count];
        for (int k = 0; k < written.Count; k++)
            next[written[k]] = k + 1 < written.Count ? written[k + 1] : -1;
        w.Line(loopNext);
        for (int i = 0; i < type.Members.Count; i++)
        {
            // The duplicate check is written out rather than called: a MarkSeen helper on the reader, though marked for
            // inlining, made citm's MessagePack map read about 30% slower (measured, interleaved, load ~1.4). The throw
            // is one call per loop, at its end (DuplicateLabel), rather than one per member.
            string mark = MemberLabel(type, i) + ": if ((" + SeenWord(i) + " & " + Bit(i) + ") != 0 && reader.RejectDuplicateMembers) goto " + DuplicateLabel + "; "
                + SeenWord(i) + " |= " + Bit(i) + ";";
            int n = next[i];
            string then = n < 0 ? loopNext
                : !dialect.IsJson ? "if (index + 1 < count && reader.TryReadKeyLiteral(" + NameLiteral(type, n) + ", out name)) { index++; goto " + MemberLabel(type, n) + "; } " + loopNext
                // A JSON name that needs escapes is left to the dispatch, which unescapes it.
                : Utf8Names.Quote(type.Members[n].JsonName).IndexOf('\\') < 0 ? "if (reader.TryReadPropertyNameLiteral(" + NameLiteral(type, n) + ", out name)) goto " + MemberLabel(type, n) + "; " + loopNext
                : loopNext;
            // One line per member when its read is one statement, as in the writers.
            var read = new CodeWriter();
            EmitMemberRead(read, type, i, target, dialect);
            string text = read.ToString().TrimEnd('\n');
            if (text.IndexOf('\n') < 0)
            {
                w.Line(mark + " " + text + " " + then);
                continue;
            }
            w.Line(mark);
            EmitMemberRead(w, type, i, target, dialect);
            w.Line(then);
        }
    }

    private static void EmitMemberRead(CodeWriter w, TypeModel type, int index, string? target, Dialect dialect)
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
            w.Line("if (" + current + " is null) " + dialect.Skip);
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
        string? populate = PopulateExpression(type, index, slot, dialect);
        string read = dialect.Read(type, shape);
        w.Line(slot + " = " + (populate is null ? read : "populate ? " + populate + " : " + read) + ";");
    }

    /// <summary>An expression reading one value of <paramref name="shape"/> in a format.</summary>
    private static string ReadExpression(TypeModel type, ShapeModel shape, bool json)
    {
        switch (shape.Kind)
        {
            case ShapeKind.Primitive:
                return ReadPrimitive(shape.Primitive, json);
            case ShapeKind.Object:
                return shape.TypeName + "." + (json ? Codec : MpCodec) + ".ReadValue(ref reader)";
            case ShapeKind.EnumName when json:
                return "Read" + shape.MethodSuffix + "(ref reader)";
            case ShapeKind.EnumNumber:
            case ShapeKind.EnumName: // MessagePack writes every enum as its number
                return "(" + shape.TypeName + ")" + ReadPrimitive(shape.EnumUnderlying, json);
            default:
                return ShapeRead(type, shape, json);
        }
    }

    // The reader's call has the primitive's name (ReadInt32, ReadGuid), except binary, which MessagePack reads as bin.
    // Reference results carry `!`: a null (nil) is accepted for any reference member, as System.Text.Json does.
    private static string ReadPrimitive(PrimitiveKind kind, bool json = true) => kind switch
    {
        PrimitiveKind.Bytes => json ? "reader.ReadBytes()!" : "reader.ReadBinary()!",
        PrimitiveKind.Memory => "new global::System.ReadOnlyMemory<byte>(" + (json ? "reader.ReadBytes()" : "reader.ReadBinary()") + ")",
        PrimitiveKind.String or PrimitiveKind.Uri or PrimitiveKind.Version => "reader.Read" + kind + "()!",
        PrimitiveKind.None => "default",
        _ => "reader.Read" + kind + "()",
    };

    private static void EmitThrowMissing(CodeWriter w, TypeModel type, Dialect dialect)
    {
        if (!HasRequired(type))
            return;
        var parameters = new List<string>();
        for (int word = 0; word < Words(type); word++)
            parameters.Add("int seen" + Int(word));
        w.Line();
        w.Line(NoInlining);
        w.Open("private static void ThrowMissingRequired(ref " + dialect.ReaderType + " reader, " + string.Join(", ", parameters) + ")");
        for (int i = 0; i < type.Members.Count; i++)
        {
            if (!type.Members[i].Required)
                continue;
            w.Line("if ((" + SeenWord(i) + " & " + Bit(i) + ") == 0) reader.ThrowMissingRequired(" + SymbolDisplay.FormatLiteral(type.Members[i].JsonName, quote: true) + ");");
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
            case KeyKind.DateTime:
            case KeyKind.DateTimeOffset:
            case KeyKind.Char:
                w.Line("var key = reader.KeyTo" + shape.Key + "(name);");
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
        w.Line("if (!reader.IsNextString()) return (" + shape.TypeName + ")" + ReadPrimitive(shape.EnumUnderlying) + ";");
        w.Line("var text = reader.ReadStringUtf8();");
        w.Line("if (!TryParse" + shape.MethodSuffix + "(text, out var value)) reader.ThrowInvalidEnum(text, " + SymbolDisplay.FormatLiteral(display, quote: true) + ");");
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
                    string found = "{ value = " + shape.TypeName + "." + member.Identifier + "; return true; }";
                    if (bytes.Length == 0)
                    {
                        w.Line(found);
                        break;
                    }
                    w.Line("if (" + Utf8Names.MatchCondition(bytes, "text") + ") " + found);
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
        w.Line("if (TryMatch" + shape.MethodSuffix + "(text, out value)) return true;");
        w.Line("ulong bits = 0UL;");
        w.Open("while (true)");
        w.Line("int comma = global::System.MemoryExtensions.IndexOf(text, (byte)',');");
        w.Line("var part = comma < 0 ? text : text.Slice(0, comma);");
        w.Line("while (part.Length > 0 && part[0] == (byte)' ') part = part.Slice(1);");
        w.Line("while (part.Length > 0 && part[part.Length - 1] == (byte)' ') part = part.Slice(0, part.Length - 1);");
        w.Line("if (!TryMatch" + shape.MethodSuffix + "(part, out var one)) { value = default; return false; }");
        w.Line("bits |= unchecked((ulong)one);");
        w.Line("if (comma < 0) break;");
        w.Line("text = text.Slice(comma + 1);");
        w.Close();
        w.Line("value = unchecked((" + shape.TypeName + ")bits);");
        w.Line("return true;");
        w.Close();
    }
}
