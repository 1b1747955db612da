using System;
using System.Collections.Generic;

// Dictionary keys of dates and characters. C# 9, like the other shared models.
namespace Bento.Tests.Models
{
    [BentoObject]
    public partial class DateAndCharKeys
    {
        public Dictionary<DateTime, int>? ByDate { get; set; }
        public Dictionary<DateTimeOffset, string>? ByInstant { get; set; }
        public Dictionary<char, int>? ByChar { get; set; }
        public SortedDictionary<DateTime, bool>? Sorted { get; set; }
        public IReadOnlyDictionary<char, List<DateTimeOffset>>? Nested { get; set; }
    }

    // The int-keyed counterpart of ByChar, for comparing what reading allocates.
    [BentoObject]
    public partial class NumberKeys
    {
        public Dictionary<int, int>? ByNumber { get; set; }
    }
}

namespace Bento.Tests.Models.ArrayLayout
{
    [BentoObject]
    public partial class DateAndCharKeys
    {
        [BentoKey(0)] public Dictionary<DateTime, int>? ByDate { get; set; }
        [BentoKey(1)] public Dictionary<DateTimeOffset, string>? ByInstant { get; set; }
        [BentoKey(2)] public Dictionary<char, int>? ByChar { get; set; }
        [BentoKey(3)] public SortedDictionary<DateTime, bool>? Sorted { get; set; }
        [BentoKey(4)] public IReadOnlyDictionary<char, List<DateTimeOffset>>? Nested { get; set; }
    }
}
