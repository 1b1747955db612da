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

// Value tuples of eight or more elements: ValueTuple<T1..T7, TRest>, the rest a tuple of its own.
namespace Bento.Tests.Models
{
    [BentoObject]
    public partial class LongTupleMembers
    {
        public (int, int, int, int, int, int, int, int) Eight { get; set; }
        public (int, string, long, bool, double, byte, char, string?, TupleColor) Nine { get; set; }
        public (int, int, int, int, int, int, int, int, int, int, int, int, int, int, int) Fifteen { get; set; }
        public (int, int, int, int, int, int, int, int, int)? Maybe { get; set; }
        public List<(int, int, int, int, int, int, int, int)>? List { get; set; }
        public Dictionary<string, (string, int, int, int, int, int, int, int, int)>? ByName { get; set; }
        public (int, (int, int, int, int, int, int, int, int, int)) Nested { get; set; }
    }
}

namespace Bento.Tests.Models.ArrayLayout
{
    [BentoObject]
    public partial class LongTupleMembers
    {
        [BentoKey(0)] public (int, int, int, int, int, int, int, int) Eight { get; set; }
        [BentoKey(1)] public (int, string, long, bool, double, byte, char, string?, Bento.Tests.Models.TupleColor) Nine { get; set; }
        [BentoKey(2)] public (int, int, int, int, int, int, int, int, int, int, int, int, int, int, int) Fifteen { get; set; }
        [BentoKey(3)] public (int, int, int, int, int, int, int, int, int)? Maybe { get; set; }
        [BentoKey(4)] public List<(int, int, int, int, int, int, int, int)>? List { get; set; }
        [BentoKey(5)] public Dictionary<string, (string, int, int, int, int, int, int, int, int)>? ByName { get; set; }
        [BentoKey(6)] public (int, (int, int, int, int, int, int, int, int, int)) Nested { get; set; }
    }
}
