using System.Collections.Generic;

namespace Bento.Tests.Models
{
    [BentoObject]
    public partial class Document
    {
        public int[]? Numbers { get; set; }
        public List<string>? Names { get; set; }
        public Inner? Child { get; set; }
        public Holder Struct { get; set; }
        public Dictionary<string, int>? Map { get; set; }
        public string? Kept { get; set; }
        public int Count { get; set; }
    }
}
