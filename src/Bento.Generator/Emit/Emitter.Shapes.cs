using System.Collections.Generic;
using Bento.Generator.Model;

namespace Bento.Generator.Emit;

// Collections and nullables are not emitted as loops: each member names a runtime shape instantiation
// (global::Bento.Json.JsonListShape<string, global::Bento.Shapes.StringShape>), whose algorithm lives once in the runtime
// (src/Bento/Json/JsonCollectionShapes.cs, src/Bento/MessagePack/MsgPackCollectionShapes.cs). What the runtime cannot
// know is emitted here, once per type: the shape of the type itself (for collections of it) and of the enums its
// collections and dictionary keys use.
internal static partial class Emitter
{
    private const string PrimitiveShapes = "global::Bento.Shapes.";

    /// <summary>Whether a shape is read and written through a runtime shape struct rather than a direct call.</summary>
    private static bool UsesShapeStruct(ShapeModel shape) => shape.Kind is ShapeKind.Nullable or ShapeKind.Array or ShapeKind.List
        or ShapeKind.ListInterface or ShapeKind.EnumerableInterface or ShapeKind.HashSet or ShapeKind.Dictionary or ShapeKind.DictionaryInterface
        or ShapeKind.BuiltSequence or ShapeKind.BuiltDictionary;

    /// <summary>Whether a shape stands for a type parameter of a generic marked type (docs/generics.md).</summary>
    private static bool IsTypeArgument(ShapeModel shape) =>
        shape.Kind == ShapeKind.Custom && shape.ConcreteTypeName.StartsWith(Parser.ShapeResolver.TypeArgumentShape + "<", System.StringComparison.Ordinal);

    /// <summary>The struct type that reads and writes <paramref name="shape"/> in one format.</summary>
    private static string ShapeType(TypeModel type, ShapeModel shape, bool json)
    {
        string prefix = json ? "global::Bento.Json.Json" : "global::Bento.MessagePack.MsgPack";
        string Element() => ShapeType(type, type.Shapes[shape.Element], json);
        switch (shape.Kind)
        {
            case ShapeKind.Primitive:
                return PrimitiveShapes + shape.Primitive + "Shape";
            case ShapeKind.EnumNumber:
            case ShapeKind.EnumName:
                return EnumShapeName(shape);
            case ShapeKind.Object:
                return shape.TypeName + "." + (json ? Codec : MpCodec) + ".Shape";
            case ShapeKind.Custom:
                // A user's codec is wrapped so that a read of more or less than one value is an error (CheckedCodecShapes.cs).
                return shape.UserCodec
                    ? PrimitiveShapes + (json ? "Json" : "MsgPack") + "CheckedShape<" + shape.TypeName + ", " + shape.ConcreteTypeName + ">"
                    : shape.ConcreteTypeName;
            case ShapeKind.Surrogate:
                return PrimitiveShapes + (json ? "Json" : "MsgPack") + "SurrogateShape<" + shape.TypeName + ", " + shape.ElementTypeName + ", " + shape.ConcreteTypeName + ", " + Element() + ">";
            case ShapeKind.Nullable:
                return prefix + "NullableShape<" + shape.ElementTypeName + ", " + Element() + ">";
            case ShapeKind.Array:
                return prefix + "ArrayShape<" + shape.ElementTypeName + ", " + Element() + ">";
            case ShapeKind.List:
                return prefix + "ListShape<" + shape.ElementTypeName + ", " + Element() + ">";
            case ShapeKind.HashSet:
                return prefix + "HashSetShape<" + shape.ElementTypeName + ", " + Element() + ">";
            case ShapeKind.ListInterface:
            case ShapeKind.EnumerableInterface:
                return prefix + "SequenceShape<" + shape.TypeName + ", " + shape.ElementTypeName + ", " + Element() + ">";
            case ShapeKind.Dictionary:
                return prefix + "DictionaryShape<" + shape.KeyTypeName + ", " + shape.ElementTypeName + ", " + KeyShapeType(type, shape, json) + ", " + Element() + ">";
            case ShapeKind.BuiltSequence:
                return prefix + "BuiltSequenceShape<" + shape.TypeName + ", " + shape.ElementTypeName + ", " + Element() + ", " + shape.ConcreteTypeName + ">";
            case ShapeKind.Tuple:
            {
                // The element types, then their shapes: JsonTupleShape<T1, T2, S1, S2> (src/Bento/Shapes/TupleShapes.cs).
                var types = new List<string>();
                var shapes = new List<string>();
                foreach (int item in shape.Items)
                {
                    types.Add(type.Shapes[item].TypeName);
                    shapes.Add(ShapeType(type, type.Shapes[item], json));
                }
                return PrimitiveShapes + (json ? "Json" : "MsgPack") + "TupleShape<" + string.Join(", ", types) + ", " + string.Join(", ", shapes) + ">";
            }
            case ShapeKind.Memory:
                return PrimitiveShapes + (json ? "Json" : "MsgPack") + shape.ConcreteTypeName + "<" + shape.ElementTypeName + ", " + Element() + ">";
            case ShapeKind.BuiltDictionary:
                return prefix + "BuiltDictionaryShape<" + shape.TypeName + ", " + shape.KeyTypeName + ", " + shape.ElementTypeName + ", "
                    + KeyShapeType(type, shape, json) + ", " + Element() + ", " + shape.ConcreteTypeName + ">";
            default:
                return prefix + "DictionaryInterfaceShape<" + shape.TypeName + ", " + shape.KeyTypeName + ", " + shape.ElementTypeName + ", "
                    + KeyShapeType(type, shape, json) + ", " + Element() + ">";
        }
    }

    private static string KeyShapeType(TypeModel type, ShapeModel dictionary, bool json) => dictionary.Key switch
    {
        KeyKind.String => PrimitiveShapes + "StringKey",
        KeyKind.Guid => PrimitiveShapes + "GuidKey",
        KeyKind.DateTime or KeyKind.DateTimeOffset or KeyKind.Char => PrimitiveShapes + dictionary.Key + "Key",
        KeyKind.Signed or KeyKind.Unsigned => PrimitiveShapes + PrimitiveOfKey(dictionary.KeyTypeName) + "Key",
        KeyKind.Surrogate or KeyKind.SurrogateValue or KeyKind.Codec or KeyKind.CodecValue => CodecKeyType(type, dictionary, json),
        _ => EnumKeyName(type, dictionary),
    };

    // A user codec's type as a key (src/Bento/Shapes/CodecKeyShapes.cs). A type that generates JSON has a JSON key form
    // for it, or the member was refused (BENTO043).
    private static string CodecKeyType(TypeModel type, ShapeModel dictionary, bool json)
    {
        var codec = type.Shapes[dictionary.KeyShape];
        string t = dictionary.KeyTypeName;
        switch (dictionary.Key)
        {
            case KeyKind.Surrogate:
                return PrimitiveShapes + "SurrogateKey<" + t + ", " + codec.ElementTypeName + ", " + codec.ConcreteTypeName + ", "
                    + PrimitiveShapes + type.Shapes[codec.Element].Primitive + "Key>";
            case KeyKind.Codec when !json:
                return PrimitiveShapes + "MsgPackCodecKey<" + t + ", " + codec.ConcreteTypeName + ">";
            case KeyKind.Codec:
            case KeyKind.CodecValue when json:
                return PrimitiveShapes + "JsonCodecKey<" + t + ", " + codec.ConcreteTypeName + ">";
            default:
                return PrimitiveShapes + "MsgPackValueKey<" + t + ", " + codec.ConcreteTypeName + ", " + ShapeType(type, codec, json: false) + ">";
        }
    }

    private static string EnumShapeName(ShapeModel shape) => shape.MethodSuffix + "Shape";

    private static string EnumKeyName(TypeModel type, ShapeModel dictionary) =>
        (dictionary.KeyShape >= 0 ? type.Shapes[dictionary.KeyShape].MethodSuffix : Parser.ShapeResolver.Sanitize(dictionary.KeyTypeName.Replace("global::", string.Empty))) + "Key";

    /// <summary>An expression reading one value of a collection or nullable shape.</summary>
    private static string ShapeRead(TypeModel type, ShapeModel shape, bool json) => "default(" + ShapeType(type, shape, json) + ").Read(ref reader)";

    /// <summary>JSON: a statement writing one value of a collection or nullable shape (MessagePack emits its write loops).</summary>
    private static string ShapeWrite(TypeModel type, ShapeModel shape, string value) =>
        "default(" + ShapeType(type, shape, json: true) + ").Write(ref writer, " + value + ");";

    /// <summary>The enum shapes that collections or dictionary keys of this type use, each emitted once.</summary>
    private static void EmitEnumShapes(CodeWriter w, TypeModel type, bool json)
    {
        var elements = new SortedSet<int>();
        var keys = new Dictionary<string, ShapeModel>();
        foreach (var shape in type.Shapes)
        {
            // A tuple's elements are shapes too: its enum elements need their structs.
            foreach (int item in shape.Items)
            {
                if (type.Shapes[item].Kind is ShapeKind.EnumNumber or ShapeKind.EnumName)
                    elements.Add(item);
            }
            if (!UsesShapeStruct(shape) && shape.Kind != ShapeKind.Memory)
                continue;
            var element = type.Shapes[shape.Element];
            if (element.Kind is ShapeKind.EnumNumber or ShapeKind.EnumName)
                elements.Add(shape.Element);
            if (shape.Key is KeyKind.EnumNumber or KeyKind.EnumName)
                keys[EnumKeyName(type, shape)] = shape;
        }
        string reader = json ? Reader : MpReader;
        foreach (int index in elements)
        {
            var shape = type.Shapes[index];
            string t = shape.TypeName;
            string read = ReadExpression(type, shape, json);
            w.Line();
            w.Open("private readonly struct " + EnumShapeName(shape) + " : " + (json ? "global::Bento.Json.IJsonShape<" : "global::Bento.MessagePack.IMsgPackShape<") + t + ">");
            w.Line("public bool Reuses => false;");
            w.Line("public " + t + " Read(ref " + reader + " reader) => " + read + ";");
            w.Line("public " + t + " Populate(ref " + reader + " reader, " + t + " current) => " + read + ";");
            if (json)
                w.Line("public void Write(ref " + Writer + " writer, " + t + " value) => " + WriteStatement(type, shape, "value"));
            else
                OpenMpShapeWrite(w, t, "value", MpWriteStatement(type, shape, "value"));
            w.Close();
        }
        foreach (var entry in keys)
        {
            var dictionary = entry.Value;
            string t = dictionary.KeyTypeName;
            w.Line();
            w.Open("private readonly struct " + entry.Key + " : " + (json ? "global::Bento.Json.IJsonKey<" : "global::Bento.MessagePack.IMsgPackKey<") + t + ">");
            if (json)
            {
                w.Open("public " + t + " ReadKey(ref " + Reader + " reader, " + Span + " name)");
                EmitKeyRead(w, type, dictionary);
                w.Line("return key;");
                w.Close();
                w.Line("public void WriteKey(ref " + Writer + " writer, " + t + " key) => " + WriteKeyStatement(type, dictionary, "key"));
            }
            else
            {
                w.Line("public " + t + " ReadKey(ref " + MpReader + " reader) => " + MpReadKey(dictionary) + ";");
                OpenMpShapeWrite(w, t, "key", MpWriteKeyStatement(type, dictionary, "key"), "WriteKey");
            }
            w.Close();
        }
    }

    private static void OpenMpShapeWrite(CodeWriter w, string t, string parameter, string statement, string name = "Write")
    {
        w.Line("public void " + name + "<TBuffer>(ref " + MpWriter + " writer, " + t + " " + parameter + ")");
        w.Line(MpConstraint + " => " + statement);
    }

    /// <summary>The type's own shape, so that collections of it (in this or another assembly) read and write through the generated code.</summary>
    private static void EmitObjectShape(CodeWriter w, TypeModel type, bool json)
    {
        string t = type.FullyQualifiedName;
        string reader = json ? Reader : MpReader;
        w.Line();
        w.Line("// What collections of this type (here or in another assembly) are instantiated with.");
        w.Open("public readonly struct Shape : " + (json ? "global::Bento.Json.IJsonShape<" : "global::Bento.MessagePack.IMsgPackShape<") + t + ">");
        w.Line("public bool Reuses => true;");
        w.Line("public " + t + " Read(ref " + reader + " reader) => ReadValue(ref reader);");
        w.Line("public " + t + " Populate(ref " + reader + " reader, " + t + " current) { PopulateValue(ref reader, ref current); return current; }");
        if (json)
            w.Line("public void Write(ref " + Writer + " writer, " + t + " value) => WriteValue(ref writer, value);");
        else
            OpenMpShapeWrite(w, t, "value", "WriteValue(ref writer, value);");
        w.Close();
    }
}
