using Bento.Generator.Model;
using Bento.Generator.Parser;

namespace Bento.Generator.Emit;

internal static partial class Emitter
{
    private static void EmitWriteValue(CodeWriter w, TypeModel type, string nullableT)
    {
        w.Line("// Writes the value as a JSON object (or null).");
        EmitOwnRootAttribute(w, type);
        w.Open("public static void WriteValue(ref " + Writer + " writer, " + nullableT + " value)");
        EmitWriteBody(w, type, AllMembers(type), extension: type.ExtensionData.Length != 0);
        w.Close();
    }

    /// <summary>The body of a writer of <paramref name="members"/> (indexes into the type's members, in order).</summary>
    private static void EmitWriteBody(CodeWriter w, TypeModel type, System.Collections.Generic.IReadOnlyList<int> members, bool extension = false)
    {
        bool anyNullable = false, anyValue = false;
        foreach (int i in members)
        {
            if (type.Members[i].Skip != SkipKind.Options)
                continue; // its own condition needs neither local
            if (CanBeNull(type.Shapes[type.Members[i].ShapeId]))
                anyNullable = true;
            else
                anyValue = true;
        }

        if (!type.IsValueType)
            w.Line("if (value is null) { writer.WriteNull(); return; }");
        if (type.ExactType)
            w.Line("writer.CheckExactType(value);");
        EmitHookCall(w, type, HookParser.Serializing, "value");
        // Read once: the writer copies the options flags, and locals keep them in registers across the members.
        if (anyNullable)
            w.Line("bool skipNull = writer.IgnoreNullValues || writer.IgnoreDefaultValues;");
        if (anyValue)
            w.Line("bool skipDefault = writer.IgnoreDefaultValues;");
        // A class hands the writer its instance, so that a deep graph is checked for a cycle (structs cannot form one).
        w.Line(type.IsValueType ? "writer.WriteStartObject();" : "writer.WriteStartObject(value);");
        foreach (int i in members)
        {
            var member = type.Members[i];
            var shape = type.Shapes[member.ShapeId];
            string local = Local(type, i);
            string take = "var " + local + " = value." + member.Identifier + ";";
            // A member's own rule ([JsonIgnore] conditions) in JSON; the options' rule otherwise, as in every format.
            string? condition = member.Skip switch
            {
                SkipKind.Never => null,
                SkipKind.WhenNull or SkipKind.WhenDefault when CanBeNull(shape) => local + " is not null",
                SkipKind.WhenDefault => NotDefault(shape, local),
                _ => WriteCondition(shape, local),
            };
            // One line per member: its local, the condition, the name, the value.
            string write = "writer.WritePropertyNameLiteral(" + NameLiteral(type, i) + "); " + WriteStatement(type, shape, local);
            w.Line(take + " " + (condition is null ? write : "if (" + condition + ") { " + write + " }"));
        }
        // Unknown members kept on read follow the declared ones.
        if (extension)
            w.Line(WriteExtensionMembers(type));
        w.Line("writer.WriteEndObject();");
        EmitHookCall(w, type, HookParser.Serialized, "value");
    }

    /// <summary>Whether a member's value is written, by the IgnoreNullValues and IgnoreDefaultValues options (every format).</summary>
    private static string WriteCondition(ShapeModel shape, string value) => CanBeNull(shape)
        ? value + " is not null || !skipNull"
        : "!skipDefault || " + NotDefault(shape, value);

    private static bool CanBeNull(ShapeModel shape) => shape.IsReferenceType || shape.Kind == ShapeKind.Nullable;

    private static string NotDefault(ShapeModel shape, string value)
    {
        if (shape.Kind == ShapeKind.Primitive && shape.Primitive == PrimitiveKind.Memory)
            return "!" + value + ".IsEmpty";
        // A segment's default is the one without an array (written as null); an empty segment of an array is a value.
        if (shape.Kind == ShapeKind.Memory && shape.ConcreteTypeName == "ArraySegmentShape")
            return value + ".Array is not null";
        if (shape.Kind == ShapeKind.Memory || shape.TypeName == "global::System.Memory<byte>")
            return "!" + value + ".IsEmpty";
        if (shape.Kind is ShapeKind.Object or ShapeKind.Custom or ShapeKind.Surrogate or ShapeKind.BuiltSequence or ShapeKind.BuiltDictionary or ShapeKind.Tuple)
            return "!global::System.Collections.Generic.EqualityComparer<" + shape.TypeName + ">.Default.Equals(" + value + ", default!)";
        if (shape.Kind == ShapeKind.Primitive && shape.Primitive == PrimitiveKind.Boolean)
            return value;
        // An int against the int constant binds from the compiler's operator table; `default` has no type, so it
        // takes full operator overload resolution (see SeenWord). Other types have no cheaper spelling.
        if (shape.Kind == ShapeKind.Primitive && shape.Primitive == PrimitiveKind.Int32)
            return value + " != 0";
        return value + " != default";
    }

    /// <summary>One statement writing <paramref name="value"/> (a local or a simple expression, evaluated at most twice).</summary>
    private static string WriteStatement(TypeModel type, ShapeModel shape, string value)
    {
        switch (shape.Kind)
        {
            case ShapeKind.Primitive:
                return WritePrimitive(shape.Primitive, value);
            case ShapeKind.EnumNumber:
                return WriteNumber(shape.EnumUnderlying, value);
            case ShapeKind.Object:
                return shape.TypeName + "." + Codec + ".WriteValue(ref writer, " + value + ");";
            case ShapeKind.EnumName:
                return "Write" + shape.MethodSuffix + "(ref writer, " + value + ");";
            default:
                return ShapeWrite(type, shape, value);
        }
    }

    // The writer's call has the primitive's name (WriteGuid, WriteDateTime); numbers and binary have their own rules.
    private static string WritePrimitive(PrimitiveKind kind, string value) => kind switch
    {
        PrimitiveKind.Bytes => "if (" + value + " is null) writer.WriteNull(); else writer.WriteBytes(" + value + ");",
        PrimitiveKind.Memory => "writer.WriteBytes(" + value + ".Span);",
        PrimitiveKind.Byte or PrimitiveKind.SByte or PrimitiveKind.Int16 or PrimitiveKind.UInt16 or PrimitiveKind.Int32
            or PrimitiveKind.UInt32 or PrimitiveKind.Int64 or PrimitiveKind.UInt64 => WriteNumber(kind, value),
        _ => "writer.Write" + kind + "(" + value + ");",
    };

    // The writer has 32- and 64-bit overloads only; smaller integers widen (enums are cast to their underlying type first).
    private static string WriteNumber(PrimitiveKind kind, string value) => kind switch
    {
        PrimitiveKind.Byte or PrimitiveKind.UInt16 or PrimitiveKind.UInt32 => "writer.WriteUInt32((uint)" + value + ");",
        PrimitiveKind.SByte or PrimitiveKind.Int16 or PrimitiveKind.Int32 => "writer.WriteInt32((int)" + value + ");",
        PrimitiveKind.UInt64 => "writer.WriteUInt64((ulong)" + value + ");",
        _ => "writer.WriteInt64((long)" + value + ");",
    };

    private static bool IsUnsigned(PrimitiveKind kind) =>
        kind is PrimitiveKind.Byte or PrimitiveKind.UInt16 or PrimitiveKind.UInt32 or PrimitiveKind.UInt64;

    private static string WriteKeyStatement(TypeModel type, ShapeModel shape, string key) => shape.Key switch
    {
        KeyKind.String or KeyKind.Guid or KeyKind.DateTime or KeyKind.DateTimeOffset or KeyKind.Char => "writer.WritePropertyName(" + key + ");",
        KeyKind.Signed => "writer.WritePropertyName((long)" + key + ");",
        KeyKind.Unsigned => "writer.WritePropertyName((ulong)" + key + ");",
        KeyKind.EnumNumber => IsUnsigned(shape.EnumUnderlying)
            ? "writer.WritePropertyName((ulong)" + key + ");"
            : "writer.WritePropertyName((long)" + key + ");",
        _ => "WriteKey" + type.Shapes[shape.KeyShape].MethodSuffix + "(ref writer, " + key + ");",
    };

    private static void EmitEnumNameWrite(CodeWriter w, TypeModel type, ShapeModel shape)
    {
        bool usedAsKey = false;
        for (int s = 0; s < type.Shapes.Count; s++)
            usedAsKey |= type.Shapes[s].KeyShape >= 0 && type.Shapes[type.Shapes[s].KeyShape] == shape;

        w.Line();
        w.Open("private static void Write" + shape.MethodSuffix + "(ref " + Writer + " writer, " + shape.TypeName + " value)");
        EmitEnumNameSwitch(w, shape, value => "writer.WriteRawString(" + EnumLiteral(shape, value) + ");");
        if (shape.IsFlags)
        {
            w.Line("WriteFlags" + shape.MethodSuffix + "(ref writer, value);");
        }
        else
        {
            w.Line("// A value without a name is written as its number.");
            w.Line(WriteNumber(shape.EnumUnderlying, "value"));
        }
        w.Close();
        if (shape.IsFlags)
            EmitFlagsWrite(w, shape);

        if (!usedAsKey)
            return;
        w.Line();
        w.Open("private static void WriteKey" + shape.MethodSuffix + "(ref " + Writer + " writer, " + shape.TypeName + " value)");
        EmitEnumNameSwitch(w, shape, value => "writer.WritePropertyName(" + EnumKeyLiteral(shape, value) + ");");
        w.Line(IsUnsigned(shape.EnumUnderlying) ? "writer.WritePropertyName((ulong)value);" : "writer.WritePropertyName((long)value);");
        w.Close();
    }

    /// <summary>A switch over the named values that writes each one's pre-encoded name and returns.</summary>
    private static void EmitEnumNameSwitch(CodeWriter w, ShapeModel shape, System.Func<EnumMemberModel, string> write)
    {
        if (shape.EnumMembers.Count == 0)
            return;
        w.Open("switch (value)");
        foreach (var value in shape.EnumMembers)
        {
            if (!value.IsFirstWithValue)
                continue;
            w.Line("case " + shape.TypeName + "." + value.Identifier + ": " + write(value) + " return;");
        }
        w.Close();
    }

    // A class's JSON writer is compiled on its own, not inlined into the loop that writes a list or dictionary of it.
    // With dynamic PGO the JIT inlines a hot element writer into that loop, whose small inlining budget then runs out
    // before the writer's own one-line callees (advancing the buffer, span constructors), which stay calls on the hot
    // path: citm's JSON writes measured 0.71-0.79x of the inlined time with this attribute, twitter and canada the same.
    // In MessagePack only a class that checks its exact type gets it: the check's 40 bytes of IL tipped citm's list
    // loops over that budget (writes 1.12x of the same classes sealed; 0.98x with the attribute). Without the check
    // the writers stay inlinable, because they are shared generic code over the buffer type, and a call of its own
    // made canada's array-layout writes 1.55x slower when every class got one. Structs keep being inlined: a call
    // would copy them.
    private static void EmitOwnRootAttribute(CodeWriter w, TypeModel type, bool messagePack = false)
    {
        if (!type.IsValueType && (!messagePack || type.ExactType))
            w.Line(NoInlining);
    }

    // A combination of named flags is written as "A, B" (the format of Enum.ToString and System.Text.Json); bits
    // that no name covers make the whole value a number. Off the hot path: exact names are matched first.
    private static void EmitFlagsWrite(CodeWriter w, ShapeModel shape)
    {
        w.Line();
        w.Line(NoInlining);
        w.Open("private static void WriteFlags" + shape.MethodSuffix + "(ref " + Writer + " writer, " + shape.TypeName + " value)");
        w.Line("ulong rest = unchecked((ulong)value);");
        w.Line("var text = new global::System.Text.StringBuilder();");
        foreach (var member in shape.EnumMembers)
        {
            if (!member.IsFirstWithValue || member.Bits == 0)
                continue;
            string bits = "0x" + member.Bits.ToString("X", System.Globalization.CultureInfo.InvariantCulture) + "UL";
            w.Open("if ((rest & " + bits + ") == " + bits + ")");
            w.Line("rest &= ~" + bits + ";");
            w.Line("text.Append(text.Length == 0 ? " + Microsoft.CodeAnalysis.CSharp.SymbolDisplay.FormatLiteral(member.JsonName, quote: true)
                + " : " + Microsoft.CodeAnalysis.CSharp.SymbolDisplay.FormatLiteral(", " + member.JsonName, quote: true) + ");");
            w.Close();
        }
        w.Open("if (rest != 0UL || text.Length == 0)");
        w.Line(WriteNumber(shape.EnumUnderlying, "value"));
        w.Line("return;");
        w.Close();
        w.Line("writer.WriteString(text.ToString());");
        w.Close();
    }
}
