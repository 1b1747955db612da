using System.Collections.Generic;

// Shapes of declarations the generator must cope with: nesting, the global namespace, inheritance, keywords and
// member names that could collide with the names generated code uses.

[Bento.BentoObject]
public partial class GlobalNamespaceModel
{
    public int Value { get; set; }
}

namespace Bento.Tests.Models
{
    public partial class Container
    {
        [BentoObject]
        public partial class NestedModel
        {
            public string? Text { get; set; }
            public Middle.Deeper? Child { get; set; }
        }

        public partial struct Middle
        {
            [BentoObject]
            public partial class Deeper
            {
                public int Level { get; set; }
            }
        }
    }

    public class PlainBase
    {
        public int BaseValue { get; set; }
        public string? BaseText { get; set; }
    }

    [BentoObject]
    public partial class Derived : PlainBase
    {
        public int Own { get; set; }
    }

    [BentoObject]
    public partial class Keywords
    {
        public int @class { get; set; }
        public string? @event { get; set; }
        public bool @namespace;
    }

    /// <summary>
    /// The array layout through a constructor: each member is read into a local named after it, beside the locals and
    /// labels of the layout's reader.
    /// </summary>
    [BentoObject]
    public partial record KeyedCollisions(
        [BentoKey(0)] int limit, [BentoKey(1)] int extra, [BentoKey(2)] int key, [BentoKey(3)] int count,
        [BentoKey(4)] int byKey, [BentoKey(5)] int index, [BentoKey(6)] int end, [BentoKey(7)] int nextKey);

    /// <summary>Member names that generated code might also use for parameters, locals or types.</summary>
    [BentoObject]
    public partial class Collisions
    {
        public int writer { get; set; }
        public int reader { get; set; }
        public int value { get; set; }
        public int options { get; set; }
        public int name { get; set; }
        public int result { get; set; }
        public int seen { get; set; }
        public int i { get; set; }
        public int System { get; set; }
        public string? Bento { get; set; }
        public int Json { get; set; }
        public List<int>? list { get; set; }
        public int Codec { get; set; }
        public int Default { get; set; }
    }

    [BentoObject]
    public partial class NonMembers
    {
        public const int Constant = 5;

        public static int StaticValue { get; set; } = 9;

        public int Visible { get; set; }

        internal int InternalValue { get; set; }

        private int PrivateValue { get; set; }

#pragma warning disable BENTO009 // written but never read: that is what this model checks
        public int Computed => Visible * 2;
#pragma warning restore BENTO009

        public int this[int index] => index + PrivateValue;
    }

    [BentoObject]
    public readonly partial struct ReadOnlyPoint
    {
        public ReadOnlyPoint(int x, int y)
        {
            X = x;
            Y = y;
        }

        public int X { get; }
        public int Y { get; }
    }

    [BentoObject]
    public partial class Polygon
    {
        public List<ReadOnlyPoint>? Points { get; set; }
        public ReadOnlyPoint Anchor { get; set; }
    }
}
