using System.Collections.Generic;

namespace Bento.Tests.Models
{
    [BentoObject]
    public partial class Sparse
    {
        public int Number { get; set; }
        public string? Text { get; set; }
        public bool Flag { get; set; }
        public double Ratio { get; set; }
        public int? Maybe { get; set; }
        public Point Where { get; set; }
        public List<int>? List { get; set; }
        public Color Color { get; set; }
    }

    [BentoObject]
    public partial class Floats
    {
        public double Double { get; set; }
        public float Single { get; set; }
        public double? Maybe { get; set; }
    }

    [BentoObject]
    public partial class Pair
    {
        public int A { get; set; }
        public string? B { get; set; }
    }
}
