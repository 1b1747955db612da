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

    /// <summary>
    /// What a populate stores in <paramref name="slot"/> by the member's reuse policy, when that differs from a fresh
    /// read (nested objects and collections keep their instances); null when a populate reads like a fresh read.
    /// </summary>
    private static string? PopulateExpression(TypeModel type, int index, string slot, Dialect dialect)
    {
        var member = type.Members[index];
        var shape = type.Shapes[member.ShapeId];
        if (member.Reuse == ReuseKind.Replace)
            return null;
        if (member.Reuse is ReuseKind.Append or ReuseKind.Merge)
            return ShapeCall(type, shape, dialect, "Append", slot);
        // An equal string is kept: no allocation for text that did not change.
        if (shape.Kind == ShapeKind.Primitive && shape.Primitive == PrimitiveKind.String)
            return "reader.ReadStringReusing(" + slot + ")!";
        // A type argument is populated like the marked type or collection it stands for, through its codec.
        if (shape.Kind == ShapeKind.Object || IsTypeArgument(shape) || (UsesShapeStruct(shape) && shape.Kind != ShapeKind.Nullable))
            return ShapeCall(type, shape, dialect, "Populate", slot);
        return null;
    }

    /// <summary>Populate of a get-only collection member: the instance stays, the policy decides whether it is emptied first.</summary>
    private static void EmitFillPopulate(CodeWriter w, TypeModel type, MemberModel member, ShapeModel shape, string current, Dialect dialect)
    {
        string method = member.Reuse is ReuseKind.Append or ReuseKind.Merge ? "Append" : "Populate";
        w.Line(ShapeCall(type, shape, dialect, method, current) + ";");
    }

    /// <summary>A call of a collection shape's populate or append on the current value.</summary>
    private static string ShapeCall(TypeModel type, ShapeModel shape, Dialect dialect, string method, string current) =>
        "default(" + ShapeType(type, shape, dialect.IsJson) + ")." + method + "(ref reader, " + current + ")";
}
