using Bento.Generator.Model;

namespace Bento.Generator.Emit;

// A union base type's codec (docs/polymorphism.md) dispatches on the value's run-time type when writing and on the tag
// when reading; every case is read and written by the case type's own generated codec, so the members of a case are
// emitted once, in the case. JSON puts the discriminator member first (the writer adds it to the next object started)
// and finds it anywhere when reading (the reader probes the object, then the case's codec skips the member); MessagePack
// wraps the case's value in [tag, value] as MessagePack-CSharp's [Union] does.
internal static partial class Emitter
{
    private const string OwnSuffix = "Own";

    private static void EmitUnionCodecClass(CodeWriter w, TypeModel type, bool moduleInitializer, Dialect dialect, UnionModel union)
    {
        string t = type.FullyQualifiedName;
        string codec = dialect.CodecName;
        bool json = dialect.IsJson;
        if (union.OwnCodec)
        {
            // A concrete base: its own members get a codec of their own, for values of exactly the base type.
            EmitCodecClass(w, type with { Union = null, ExactType = false }, moduleInitializer: false, dialect.Named(codec + OwnSuffix));
        }
        EmitCodecClassOpening(w, type, moduleInitializer, dialect,
            (dialect.IsJson ? "JSON" : "MessagePack") + " codec (a union of " + Int(union.Cases.Count) + " cases, each written by its own codec)");
        w.Line();
        var cases = new System.Text.StringBuilder();
        foreach (var c in union.Cases)
            cases.Append(", ").Append(json ? c.JsonTag : Int(c.Tag));
        // A generic union's codec class is built per construction, so its messages can name that construction.
        string name = type.FullyQualifiedName.IndexOf('<') >= 0
            ? "typeof(" + type.FullyQualifiedName + ")"
            : Microsoft.CodeAnalysis.CSharp.SymbolDisplay.FormatLiteral(type.DisplayName, quote: true);
        w.Line(json
            ? "private static readonly global::Bento.Json.JsonUnionCases Cases = new global::Bento.Json.JsonUnionCases(" + name + ", "
                + Microsoft.CodeAnalysis.CSharp.SymbolDisplay.FormatLiteral(union.Discriminator, quote: true) + cases + ");"
            : "private static readonly global::Bento.MessagePack.MsgPackUnionCases Cases = new global::Bento.MessagePack.MsgPackUnionCases(" + name + cases + ");");
        w.Line();
        EmitUnionWrite(w, type, union, dialect);
        w.Line();
        EmitUnionRead(w, type, union, dialect, populate: false);
        w.Line();
        EmitUnionRead(w, type, union, dialect, populate: true);
        EmitObjectShape(w, type, json);
        w.Close();
    }

    private static string CaseCodec(TypeModel type, UnionCaseModel c, Dialect dialect) =>
        c.IsBase ? dialect.CodecName + OwnSuffix : c.TypeName + "." + dialect.CodecName;

    private static void EmitUnionWrite(CodeWriter w, TypeModel type, UnionModel union, Dialect dialect)
    {
        string t = type.FullyQualifiedName;
        w.Line(dialect.IsJson ? "// Writes the value's case: an object whose first member is the case's discriminator (or null)." : "// Writes the value's case as the array [tag, value] (or nil).");
        if (dialect.IsJson)
        {
            w.Open("public static void WriteValue(ref " + Writer + " writer, " + t + "? value)");
            w.Line("if (value is null) { writer.WriteNull(); return; }");
        }
        else
        {
            w.Line("public static void WriteValue<TBuffer>(ref " + MpWriter + " writer, " + t + "? value)");
            w.Line(MpConstraint);
            w.Open();
            w.Line("if (value is null) { writer.WriteNil(); return; }");
        }
        w.Line("var type = value.GetType();");
        bool baseListed = false;
        for (int i = 0; i < union.Cases.Count; i++)
        {
            var c = union.Cases[i];
            baseListed |= c.IsBase;
            string tag = dialect.IsJson ? "writer.WriteUnionCase(Cases, " + Int(i) + "); " : "writer.WriteArrayHeader(2); writer.WriteInt32(" + Int(c.Tag) + "); ";
            w.Line("if (type == typeof(" + c.TypeName + ")) { " + tag + CaseCodec(type, c, dialect) + ".WriteValue(ref writer, (" + c.TypeName + ")value); return; }");
        }
        // A concrete base that is not a listed case is written as itself in JSON (without a discriminator, as
        // System.Text.Json does); MessagePack has no form for it, since every union value there is [tag, value].
        if (union.OwnCodec && !baseListed && dialect.IsJson)
            w.Line("if (type == typeof(" + t + ")) { " + dialect.CodecName + OwnSuffix + ".WriteValue(ref writer, value); return; }");
        w.Line("writer.ThrowUnlistedType(typeof(" + t + "), value);");
        w.Close();
    }

    private static void EmitUnionRead(CodeWriter w, TypeModel type, UnionModel union, Dialect dialect, bool populate)
    {
        string t = type.FullyQualifiedName;
        bool json = dialect.IsJson;
        if (populate)
        {
            w.Line("// Reads into the value in place when the input's case is the value's type; otherwise the value is replaced by the input's case.");
            w.Open("public static void PopulateValue(ref " + dialect.ReaderType + " reader, ref " + t + " value)");
            w.Line("if (value is null) { value = ReadValue(ref reader); return; }");
            w.Line("if (" + dialect.TryNull + ") { value = null!; return; }");
        }
        else
        {
            w.Line(json ? "// Reads an object as the case its discriminator names (or null)." : "// Reads the array [tag, value] as the case its tag names (or nil).");
            w.Open("public static " + t + " ReadValue(ref " + dialect.ReaderType + " reader)");
            w.Line("if (" + dialect.TryNull + ") return null!;");
            w.Line(t + " value;");
        }
        w.Line(json ? "int index = reader.ReadUnionCase(Cases, out var outer);" : "int index = reader.ReadUnionCase(Cases);");
        w.Open("switch (index)");
        for (int i = 0; i < union.Cases.Count; i++)
        {
            var c = union.Cases[i];
            string codec = CaseCodec(type, c, dialect);
            // MessagePack's reader only returns a listed case, so its last case is the default.
            string label = !json && i == union.Cases.Count - 1 ? "default" : "case " + Int(i);
            string read = codec + ".ReadValue(ref reader)";
            if (populate)
                read = "value.GetType() == typeof(" + c.TypeName + ") ? default(" + codec + ".Shape).Populate(ref reader, (" + c.TypeName + ")value) : " + read;
            w.Line(label + ": value = " + read + "; break;");
        }
        if (json)
        {
            // No discriminator: a concrete base reads the object as itself; otherwise there is no way to know the case.
            w.Line(union.OwnCodec
                ? "default: value = " + (populate ? "value.GetType() == typeof(" + t + ") ? default(" + dialect.CodecName + OwnSuffix + ".Shape).Populate(ref reader, value) : " : "")
                    + dialect.CodecName + OwnSuffix + ".ReadValue(ref reader); break;"
                : "default: reader.ThrowMissingDiscriminator(Cases); value = null!; break;");
        }
        w.Close();
        if (json)
            w.Line("reader.EndUnionCase(outer);");
        if (!populate)
            w.Line("return value;");
        w.Close();
    }
}
