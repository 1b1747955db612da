using System.Collections.Generic;

// Collections built in one step from their elements (queues, stacks, linked lists, sorted collections, set
// interfaces), with their array-layout twins. C# 9, like the other shared models.
namespace Bento.Tests.Models
{
    [BentoObject]
    public partial class MoreCollections
    {
        public Queue<int>? Queue { get; set; }
        public Stack<string>? Stack { get; set; }
        public LinkedList<double>? Linked { get; set; }
        public SortedSet<string>? Sorted { get; set; }
        public ISet<int>? Set { get; set; }
        public SortedDictionary<string, int>? SortedMap { get; set; }
        public Queue<List<int>>? Nested { get; set; }
        public SortedDictionary<int, Stack<bool>>? ByNumber { get; set; }
    }

    // System.Text.Json writes IReadOnlySet<T> but cannot read it, so it is kept apart from the cross-checked model.
    [BentoObject]
    public partial class ReadOnlySets
    {
        public IReadOnlySet<long>? Values { get; set; }
    }
}

namespace Bento.Tests.Models.ArrayLayout
{
    [BentoObject]
    public partial class MoreCollections
    {
        [BentoKey(0)] public Queue<int>? Queue { get; set; }
        [BentoKey(1)] public Stack<string>? Stack { get; set; }
        [BentoKey(2)] public LinkedList<double>? Linked { get; set; }
        [BentoKey(3)] public SortedSet<string>? Sorted { get; set; }
        [BentoKey(4)] public ISet<int>? Set { get; set; }
        [BentoKey(6)] public SortedDictionary<string, int>? SortedMap { get; set; }
        [BentoKey(7)] public Queue<List<int>>? Nested { get; set; }
        [BentoKey(8)] public SortedDictionary<int, Stack<bool>>? ByNumber { get; set; }
    }

    [BentoObject]
    public partial class ReadOnlySets
    {
        [BentoKey(0)] public IReadOnlySet<long>? Values { get; set; }
    }
}
