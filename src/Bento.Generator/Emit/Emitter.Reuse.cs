using System.Collections.Generic;
using Bento.Generator.Model;

namespace Bento.Generator.Emit;

// Reuse policies for populate and member aliases: what a populate does with the values an instance already holds,
// and which names a member answers to when reading.
internal static partial class Emitter
{

    /// <summary>Every name a member is read by: its serialized name, then its aliases.</summary>
    private static List<(int Member, string Name)> ReadNames(TypeModel type)
    {
        var names = new List<(int, string)>();
        for (int i = 0; i < type.Members.Count; i++)
        {
            names.Add((i, type.Members[i].JsonName));
            var aliases = type.Members[i].Aliases;
            for (int a = 0; a < aliases.Count; a++)
                names.Add((i, aliases[a]));
        }
        return names;
    }

    /// <summary>The comment above a name's branch in the read loop.</summary>
    private static string NameComment(TypeModel type, int member, string name) =>
        "// " + Microsoft.CodeAnalysis.CSharp.SymbolDisplay.FormatLiteral(name, quote: true)
        + (name == type.Members[member].JsonName ? string.Empty : " (alias of " + type.Members[member].Identifier + ")");

    /// <summary>Populate: stores the input in <paramref name="slot"/> as the member's reuse policy says.</summary>
    private static void EmitMemberPopulate(CodeWriter w, TypeModel type, int index, string slot, ReadDialect dialect)
    {
        var member = type.Members[index];
        var shape = type.Shapes[member.ShapeId];
        switch (member.Reuse)
        {
            case ReuseKind.Replace:
                w.Line(slot + " = " + dialect.Read(type, shape) + ";");
                return;
            case ReuseKind.Append:
            case ReuseKind.Merge:
                w.Line(slot + " = " + ShapeCall(type, shape, dialect, "Append", slot) + ";");
                return;
        }
        switch (shape.Kind)
        {
            case ShapeKind.Object:
                // Properties cannot be passed by reference: populate a copy and store it back.
                // Typed without `?`: a null current value is read fresh by PopulateValue.
                string held = Local(type, index) + "Held";
                w.Line(shape.TypeName + " " + held + " = " + slot + (shape.IsReferenceType ? "!;" : ";"));
                w.Line(shape.TypeName + "." + dialect.CodecName + ".PopulateValue(ref reader, ref " + held + ");");
                w.Line(slot + " = " + held + ";");
                break;
            case ShapeKind.Primitive when shape.Primitive == PrimitiveKind.String:
                // An equal string is kept: no allocation for text that did not change.
                w.Line(slot + " = reader.ReadStringReusing(" + slot + ")!;");
                break;
            case ShapeKind.Nullable:
                w.Line(slot + " = " + dialect.Read(type, shape) + ";");
                break;
            default:
                if (UsesShapeStruct(shape))
                    w.Line(slot + " = " + ShapeCall(type, shape, dialect, "Populate", slot) + ";");
                else
                    w.Line(slot + " = " + dialect.Read(type, shape) + ";");
                break;
        }
    }

    /// <summary>Populate of a get-only collection member: the instance stays, the policy decides whether it is emptied first.</summary>
    private static void EmitFillPopulate(CodeWriter w, TypeModel type, MemberModel member, ShapeModel shape, string current, ReadDialect dialect)
    {
        string method = member.Reuse is ReuseKind.Append or ReuseKind.Merge ? "Append" : "Populate";
        w.Line(ShapeCall(type, shape, dialect, method, current) + ";");
    }

    /// <summary>A call of a collection shape's populate or append on the current value.</summary>
    private static string ShapeCall(TypeModel type, ShapeModel shape, ReadDialect dialect, string method, string current) =>
        "default(" + ShapeType(type, shape, dialect == ReadDialect.Json) + ")." + method + "(ref reader, " + current + ")";
}
