using System;
using System.Collections.Generic;

namespace Bento.Tests.Truncation
{
    /// <summary>
    /// One nullable member per value kind, so that a typed read of a one-entry map reaches the reader method of that
    /// kind. The member names are the keys the truncation documents use; any other key goes down the skip path.
    /// </summary>
    [BentoObject]
    public partial class TruncationTarget
    {
        public bool? B { get; set; }
        public long? I { get; set; }
        public ulong? U { get; set; }
        public double? D { get; set; }
        public float? F { get; set; }
        public string? S { get; set; }
        public byte[]? Bin { get; set; }
        public DateTime? T { get; set; }
        public List<int>? A { get; set; }
        public Dictionary<string, int>? M { get; set; }
        public TruncationTarget? O { get; set; }
    }
}
