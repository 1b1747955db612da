using System.Collections.Generic;
using Bento.Generator.Model;

namespace Bento.Generator.Emit;

// Reuse policies for populate and member aliases: what a populate does with the values an instance already holds,
// and which names a member answers to when reading.
internal static partial class Emitter
{
    private const string ArrayBuilder = "global::Bento.Internal.CodegenArrayBuilder";
    private const string ReusedKeys = "global::Bento.Internal.ReusedKeys";

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
                w.Line(slot + " = Append" + shape.MethodSuffix + "(ref reader, " + slot + ");");
                return;
        }
        switch (shape.Kind)
        {
            case ShapeKind.Array:
            case ShapeKind.List:
            case ShapeKind.ListInterface:
            case ShapeKind.EnumerableInterface:
            case ShapeKind.HashSet:
            case ShapeKind.Dictionary:
            case ShapeKind.DictionaryInterface:
                w.Line(slot + " = Populate" + shape.MethodSuffix + "(ref reader, " + slot + ");");
                break;
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
            default:
                w.Line(slot + " = " + dialect.Read(type, shape) + ";");
                break;
        }
    }

    /// <summary>Populate of a get-only collection member: the instance stays, the policy decides whether it is emptied first.</summary>
    private static void EmitFillPopulate(CodeWriter w, MemberModel member, ShapeModel shape, string current)
    {
        if (member.Reuse is ReuseKind.Append or ReuseKind.Merge)
            w.Line("Fill" + shape.MethodSuffix + "(ref reader, " + current + ");");
        else
            w.Line("Populate" + shape.MethodSuffix + "(ref reader, " + current + ");");
    }

    /// <summary>Whether populating an element in place can spare an allocation (strings, objects, nested collections).</summary>
    private static bool ElementReuses(ShapeModel element) => element.Kind switch
    {
        ShapeKind.Primitive => element.Primitive == PrimitiveKind.String,
        ShapeKind.Object or ShapeKind.Array or ShapeKind.List or ShapeKind.ListInterface or ShapeKind.EnumerableInterface
            or ShapeKind.HashSet or ShapeKind.Dictionary or ShapeKind.DictionaryInterface => true,
        _ => false,
    };

    private static bool IsConcreteList(ShapeModel shape) =>
        shape.ConcreteTypeName.StartsWith("global::System.Collections.Generic.List<", System.StringComparison.Ordinal);

    /// <summary>Whether a shape's collection is refilled element by element (lists) or entry by entry (dictionaries).</summary>
    private static bool ReusesInPlace(TypeModel type, ShapeModel shape)
    {
        var element = type.Shapes[shape.Element];
        return shape.Kind switch
        {
            ShapeKind.List or ShapeKind.ListInterface or ShapeKind.EnumerableInterface => IsConcreteList(shape) && ElementReuses(element),
            ShapeKind.Dictionary or ShapeKind.DictionaryInterface => shape.Key == KeyKind.String || ElementReuses(element),
            _ => false,
        };
    }

    private static bool UsesAppend(TypeModel type, ShapeModel shape)
    {
        foreach (var member in type.Members)
        {
            if (member.Reuse is ReuseKind.Append or ReuseKind.Merge && type.Shapes[member.ShapeId].MethodSuffix == shape.MethodSuffix && member.Assign != AssignKind.Fill)
                return true;
        }
        return false;
    }

    /// <summary>Populates the local <paramref name="item"/> (typed as <paramref name="element"/>) in place.</summary>
    private static void EmitElementPopulate(CodeWriter w, ShapeModel element, string item, ReadDialect dialect)
    {
        switch (element.Kind)
        {
            case ShapeKind.Primitive:
                w.Line(item + " = reader.ReadStringReusing(" + item + ")!;");
                break;
            case ShapeKind.Object:
                w.Line(element.TypeName + "." + dialect.CodecName + ".PopulateValue(ref reader, ref " + item + ");");
                break;
            default:
                w.Line(item + " = Populate" + element.MethodSuffix + "(ref reader, " + item + ");");
                break;
        }
    }

    /// <summary>JSON populate of a collection shape, after the null checks: reuse what is there when the shape allows it.</summary>
    private static void EmitJsonPopulateBody(CodeWriter w, TypeModel type, ShapeModel shape, string read)
    {
        var element = type.Shapes[shape.Element];
        string suffix = shape.MethodSuffix;
        string concrete = shape.ConcreteTypeName;
        switch (shape.Kind)
        {
            case ShapeKind.Array:
                w.Line("reader.ReadStartArray();");
                w.Line("var builder = new " + ArrayBuilder + "<" + shape.ElementTypeName + ">(existing.Length);");
                if (ElementReuses(element))
                {
                    // Elements are populated in place while the existing array has them.
                    w.Line("int index = 0;");
                    w.Open("while (reader.ReadNextArrayElement())");
                    w.Open("if (index < existing.Length)");
                    w.Line(element.TypeName + " item = existing[index]!;");
                    EmitElementPopulate(w, element, "item", ReadDialect.Json);
                    w.Line("builder.Add(item);");
                    w.Close();
                    w.Open("else");
                    w.Line("builder.Add(" + read + ");");
                    w.Close();
                    w.Line("index++;");
                    w.Close();
                }
                else
                {
                    w.Open("while (reader.ReadNextArrayElement())");
                    w.Line("builder.Add(" + read + ");");
                    w.Close();
                }
                w.Line("// The existing array is reused when the input has the same length.");
                w.Line("return builder.ToArray(existing);");
                return;
            default:
                EmitRefillOrReplace(w, type, shape);
                return;
        }
    }

    /// <summary>
    /// Opens a collection shape's populate method with the checks every format starts with: nothing to reuse means a
    /// fresh read, and a null (nil) input stores null.
    /// </summary>
    private static void OpenCollectionPopulate(CodeWriter w, ShapeModel shape, ReadDialect dialect)
    {
        string suffix = shape.MethodSuffix;
        w.Line();
        w.Open("private static " + shape.TypeName + " Populate" + suffix + "(ref " + dialect.ReaderType + " reader, " + shape.TypeName + "? existing)");
        w.Open("if (existing is null)");
        w.Line("return Read" + suffix + "(ref reader);");
        w.Close();
        w.Open("if (" + dialect.TryNull + ")");
        w.Line("return null!;");
        w.Close();
    }

    /// <summary>
    /// The populate of a list, set or dictionary, alike in both formats: refill the existing collection (in place, or
    /// cleared, by its policy). An interface member is refilled when it holds the standard implementation; anything
    /// else behind it (an array, a read-only wrapper) is replaced with a new one.
    /// </summary>
    private static void EmitRefillOrReplace(CodeWriter w, TypeModel type, ShapeModel shape)
    {
        string suffix = shape.MethodSuffix;
        string concrete = shape.ConcreteTypeName;
        bool isInterface = shape.Kind is not (ShapeKind.List or ShapeKind.HashSet or ShapeKind.Dictionary);
        string target = isInterface ? "reused" : "existing";
        if (isInterface)
            w.Open("if (existing is " + concrete + " reused)");
        if (ReusesInPlace(type, shape))
        {
            w.Line("Reuse" + suffix + "(ref reader, " + target + ");");
        }
        else
        {
            w.Line(target + ".Clear();");
            w.Line("Fill" + suffix + "(ref reader, " + target + ");");
        }
        w.Line("return " + target + ";");
        if (!isInterface)
            return;
        w.Close();
        w.Line("var result = new " + concrete + "();");
        w.Line("Fill" + suffix + "(ref reader, result);");
        w.Line("return result;");
    }

    /// <summary>JSON: the in-place refill and the append methods a shape needs.</summary>
    private static void EmitJsonReuseMethods(CodeWriter w, TypeModel type, ShapeModel shape, string read)
    {
        var element = type.Shapes[shape.Element];
        string suffix = shape.MethodSuffix;
        if (ReusesInPlace(type, shape))
        {
            w.Line();
            w.Open("private static void Reuse" + suffix + "(ref " + Reader + " reader, " + shape.ConcreteTypeName + " target)");
            if (shape.Kind is ShapeKind.Dictionary or ShapeKind.DictionaryInterface)
            {
                w.Line("var seen = " + ReusedKeys + "<" + shape.KeyTypeName + ">.Rent(target);");
                w.Line("reader.ReadStartObject();");
                w.Open("while (reader.ReadNextPropertyName(out var name))");
                if (shape.Key == KeyKind.String && !ElementReuses(element))
                    w.Line("reader.FindKey(name, target, out var key, out _);");
                else if (shape.Key == KeyKind.String)
                    w.Line("bool found = reader.FindKey(name, target, out var key, out var current);");
                else
                {
                    EmitKeyRead(w, type, shape);
                    w.Line("bool found = target.TryGetValue(key, out var current);");
                }
                EmitEntryStore(w, element, read, ReadDialect.Json);
                w.Close();
                w.Line("seen.RemoveUnseen(target);");
            }
            else
            {
                // Elements the list already has are populated in place; the rest are added, and a shorter input trims it.
                w.Line("int count = target.Count;");
                w.Line("int index = 0;");
                w.Line("reader.ReadStartArray();");
                w.Open("while (reader.ReadNextArrayElement())");
                w.Open("if (index < count)");
                w.Line(element.TypeName + " item = target[index]!;");
                EmitElementPopulate(w, element, "item", ReadDialect.Json);
                w.Line("target[index] = item;");
                w.Close();
                w.Open("else");
                w.Line("target.Add(" + read + ");");
                w.Close();
                w.Line("index++;");
                w.Close();
                w.Open("if (index < count)");
                w.Line("target.RemoveRange(index, count - index);");
                w.Close();
            }
            w.Close();
        }
        if (UsesAppend(type, shape))
            EmitAppend(w, shape, Reader, "reader.TryReadNull()");
    }

    // Stores one dictionary entry: an existing value is populated in place, a new key gets a freshly read value.
    // A key the input names twice is an error with RejectDuplicateMembers (last wins otherwise, as on a fresh read).
    private static void EmitEntryStore(CodeWriter w, ShapeModel element, string read, ReadDialect dialect)
    {
        // The key is recorded before its value is read, so a repeated key is reported where it stands.
        w.Line("if (!seen.Add(key) && reader.RejectDuplicateMembers) reader.ThrowDuplicateKey(key);");
        if (ElementReuses(element))
        {
            w.Line(element.TypeName + " item;");
            w.Open("if (found)");
            w.Line("item = current!;");
            EmitElementPopulate(w, element, "item", dialect);
            w.Close();
            w.Open("else");
            w.Line("item = " + read + ";");
            w.Close();
            w.Line("target[key] = item;");
        }
        else
        {
            // Only the key is reused (string keys): the value is read as it comes.
            w.Line("target[key] = " + read + ";");
        }
    }

    // Append (sequences) and Merge (dictionaries): the input is added to what the collection holds.
    private static void EmitAppend(CodeWriter w, ShapeModel shape, string reader, string tryNull)
    {
        string suffix = shape.MethodSuffix;
        string concrete = shape.ConcreteTypeName;
        w.Line();
        w.Open("private static " + shape.TypeName + " Append" + suffix + "(ref " + reader + " reader, " + shape.TypeName + "? existing)");
        w.Open("if (existing is null)");
        w.Line("return Read" + suffix + "(ref reader);");
        w.Close();
        w.Open("if (" + tryNull + ")");
        w.Line("return null!;");
        w.Close();
        if (concrete == shape.TypeName)
        {
            w.Line("Fill" + suffix + "(ref reader, existing);");
            w.Line("return existing;");
        }
        else
        {
            w.Open("if (existing is " + concrete + " reused)");
            w.Line("Fill" + suffix + "(ref reader, reused);");
            w.Line("return reused;");
            w.Close();
            // Another implementation (an array, a read-only wrapper) cannot grow: its contents move to a new one.
            w.Line("var result = new " + concrete + "(existing);");
            w.Line("Fill" + suffix + "(ref reader, result);");
            w.Line("return result;");
        }
        w.Close();
    }

    /// <summary>MessagePack populate of a collection shape, after the null checks.</summary>
    private static void EmitMpPopulateBody(CodeWriter w, TypeModel type, ShapeModel shape, string read)
    {
        var element = type.Shapes[shape.Element];
        string suffix = shape.MethodSuffix;
        string concrete = shape.ConcreteTypeName;
        switch (shape.Kind)
        {
            case ShapeKind.Array:
                w.Line("reader.EnterContainer();");
                w.Line("int count = reader.ReadArrayHeader();");
                w.Line("// The existing array is reused when the input has the same length.");
                w.Line("var result = existing.Length == count ? existing : " + MpCodegen + ".NewArray<" + shape.ElementTypeName + ">(count);");
                w.Open("for (int i = 0; i < count; i++)");
                if (ElementReuses(element))
                {
                    w.Open("if (i < existing.Length)");
                    w.Line(element.TypeName + " item = existing[i]!;");
                    EmitElementPopulate(w, element, "item", ReadDialect.MsgPack);
                    w.Line("result[i] = item;");
                    w.Close();
                    w.Open("else");
                    w.Line("result[i] = " + read + ";");
                    w.Close();
                }
                else
                {
                    w.Line("result[i] = " + read + ";");
                }
                w.Close();
                w.Line("reader.ExitContainer();");
                w.Line("return result;");
                return;
            default:
                EmitRefillOrReplace(w, type, shape);
                return;
        }
    }

    /// <summary>MessagePack: the in-place refill and the append methods a shape needs.</summary>
    private static void EmitMpReuseMethods(CodeWriter w, TypeModel type, ShapeModel shape, string read)
    {
        var element = type.Shapes[shape.Element];
        string suffix = shape.MethodSuffix;
        if (ReusesInPlace(type, shape))
        {
            w.Line();
            w.Open("private static void Reuse" + suffix + "(ref " + MpReader + " reader, " + shape.ConcreteTypeName + " target)");
            if (shape.Kind is ShapeKind.Dictionary or ShapeKind.DictionaryInterface)
            {
                w.Line("var seen = " + ReusedKeys + "<" + shape.KeyTypeName + ">.Rent(target);");
                w.Line("reader.EnterContainer();");
                w.Line("int count = reader.ReadMapHeader();");
                w.Open("for (int i = 0; i < count; i++)");
                if (shape.Key == KeyKind.String && !ElementReuses(element))
                    w.Line("reader.ReadKeyReusing(target, out var key, out _);");
                else if (shape.Key == KeyKind.String)
                    w.Line("bool found = reader.ReadKeyReusing(target, out var key, out var current);");
                else
                {
                    w.Line("var key = " + MpReadKey(shape) + ";");
                    w.Line("bool found = target.TryGetValue(key, out var current);");
                }
                EmitEntryStore(w, element, read, ReadDialect.MsgPack);
                w.Close();
                w.Line("reader.ExitContainer();");
                w.Line("seen.RemoveUnseen(target);");
            }
            else
            {
                // Elements the list already has are populated in place; the rest are added, and a shorter input trims it.
                w.Line("reader.EnterContainer();");
                w.Line("int count = reader.ReadArrayHeader();");
                w.Line("int kept = target.Count < count ? target.Count : count;");
                w.Open("for (int i = 0; i < kept; i++)");
                w.Line(element.TypeName + " item = target[i]!;");
                EmitElementPopulate(w, element, "item", ReadDialect.MsgPack);
                w.Line("target[i] = item;");
                w.Close();
                w.Open("if (target.Count > count)");
                w.Line("target.RemoveRange(count, target.Count - count);");
                w.Close();
                w.Open("else if (target.Capacity < count)");
                w.Line("target.Capacity = count;");
                w.Close();
                w.Open("for (int i = kept; i < count; i++)");
                w.Line("target.Add(" + read + ");");
                w.Close();
                w.Line("reader.ExitContainer();");
            }
            w.Close();
        }
        if (UsesAppend(type, shape))
            EmitAppend(w, shape, MpReader, "reader.TryReadNil()");
    }
}
