using System;

// Memory types: bytes as binary like byte[], other elements as arrays like T[]. C# 9, like the other shared models.
namespace Bento.Tests.Models
{
    [BentoObject]
    public partial class MemoryMembers
    {
        public Memory<int> Numbers { get; set; }
        public ReadOnlyMemory<string> Names { get; set; }
        public Memory<byte> Bytes { get; set; }
        public ReadOnlyMemory<byte> ReadOnlyBytes { get; set; }
        public Memory<double[]> Rows { get; set; }
    }

    // System.Text.Json has no converter for ArraySegment<T>, so it is kept apart from the cross-checked model.
    [BentoObject]
    public partial class SegmentMembers
    {
        public ArraySegment<byte> Segment { get; set; }
        public ReadOnlyMemory<TupleColor> Colors { get; set; }
        public ArraySegment<int> Numbers { get; set; }
        public ArraySegment<string?> Words { get; set; }
        public System.Collections.Generic.List<ArraySegment<double>>? Rows { get; set; }
    }
}

namespace Bento.Tests.Models.ArrayLayout
{
    [BentoObject]
    public partial class MemoryMembers
    {
        [BentoKey(0)] public Memory<int> Numbers { get; set; }
        [BentoKey(1)] public ReadOnlyMemory<string> Names { get; set; }
        [BentoKey(2)] public Memory<byte> Bytes { get; set; }
        [BentoKey(3)] public ReadOnlyMemory<byte> ReadOnlyBytes { get; set; }
        [BentoKey(4)] public Memory<double[]> Rows { get; set; }
    }

    [BentoObject]
    public partial class SegmentMembers
    {
        [BentoKey(0)] public ArraySegment<byte> Segment { get; set; }
        [BentoKey(1)] public ReadOnlyMemory<Bento.Tests.Models.TupleColor> Colors { get; set; }
        [BentoKey(2)] public ArraySegment<int> Numbers { get; set; }
        [BentoKey(3)] public ArraySegment<string?> Words { get; set; }
        [BentoKey(4)] public System.Collections.Generic.List<ArraySegment<double>>? Rows { get; set; }
    }
}
