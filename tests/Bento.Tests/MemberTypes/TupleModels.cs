using System;
using System.Collections.Generic;

// Value tuples as members, elements and dictionary values, with their array-layout twins. C# 9, like the other
// shared models.
namespace Bento.Tests.Models
{
    public enum TupleColor { Red, Green, Blue }

    [BentoObject]
    public partial class TupleMembers
    {
        public (int, string) Pair { get; set; }
        public (int Id, string Name) Named { get; set; }
        public (int, string)? Maybe { get; set; }
        public (long, (string, double)) Nested { get; set; }
        public List<(int, string)>? List { get; set; }
        public (int X, int Y)[]? Points { get; set; }
        public Dictionary<string, (int, bool)>? ByName { get; set; }
        public ValueTuple<int> Single { get; set; }
        public (byte, short, int, long, float, double, decimal) Seven { get; set; }
        public (TupleColor, string?) Colored { get; set; }
    }
}

namespace Bento.Tests.Models.ArrayLayout
{
    [BentoObject]
    public partial class TupleMembers
    {
        [BentoKey(0)] public (int, string) Pair { get; set; }
        [BentoKey(1)] public (int Id, string Name) Named { get; set; }
        [BentoKey(2)] public (int, string)? Maybe { get; set; }
        [BentoKey(3)] public (long, (string, double)) Nested { get; set; }
        [BentoKey(4)] public List<(int, string)>? List { get; set; }
        [BentoKey(5)] public (int X, int Y)[]? Points { get; set; }
        [BentoKey(6)] public Dictionary<string, (int, bool)>? ByName { get; set; }
        [BentoKey(7)] public ValueTuple<int> Single { get; set; }
        [BentoKey(8)] public (byte, short, int, long, float, double, decimal) Seven { get; set; }
        [BentoKey(9)] public (Bento.Tests.Models.TupleColor, string?) Colored { get; set; }
    }
}
