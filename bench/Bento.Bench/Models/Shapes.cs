using System.Collections.Generic;
using System.Runtime.Serialization;
using System.Text.Json.Serialization;
using Bento;
using MessagePack;

namespace Bento.Bench.Models;

/// <summary>
/// A polymorphic list: 10,000 drawing items of three cases held as their abstract base. The union is declared as the
/// peers declare it, System.Text.Json's <c>[JsonDerivedType]</c> (the JSON discriminators) and MessagePack-CSharp's
/// <c>[Union]</c> (the tags), both of which Bento reads; so every library writes the same data its own way.
/// </summary>
[BentoObject, DataContract]
public sealed partial class ShapeList
{
    [DataMember]
    public List<ShapeItem> Items { get; set; } = [];
}

[BentoObject, DataContract]
[JsonDerivedType(typeof(CircleItem), "circle")]
[JsonDerivedType(typeof(RectItem), "rect")]
[JsonDerivedType(typeof(TextItem), "text")]
[Union(0, typeof(CircleItem))]
[Union(1, typeof(RectItem))]
[Union(2, typeof(TextItem))]
public abstract partial class ShapeItem
{
    [DataMember]
    public double X { get; set; }

    [DataMember]
    public double Y { get; set; }
}

[BentoObject, DataContract]
public sealed partial class CircleItem : ShapeItem
{
    [DataMember]
    public double Radius { get; set; }
}

[BentoObject, DataContract]
public sealed partial class RectItem : ShapeItem
{
    [DataMember]
    public double Width { get; set; }

    [DataMember]
    public double Height { get; set; }

    [DataMember]
    public int Layer { get; set; }
}

[BentoObject, DataContract]
public sealed partial class TextItem : ShapeItem
{
    [DataMember]
    public string Text { get; set; } = "";

    [DataMember]
    public int Size { get; set; }
}

/// <summary>
/// The save-game record as a class others may derive from: Bento's codec then checks each value's run-time type before
/// writing it (a derived value would lose its own members). Against <see cref="SaveGame"/>, sealed, it shows that check's cost.
/// </summary>
[BentoObject, DataContract]
public partial class OpenSaveGame
{
    [DataMember]
    public string Name { get; set; } = "";

    [DataMember]
    public int HighScore { get; set; }
}
