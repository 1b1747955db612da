using System.Collections.Generic;

namespace Bento.Tests.Models
{
    [BentoObject(NamingPolicy = BentoNamingPolicy.CamelCase)]
    public partial class Catalog
    {
        public string? Title { get; set; }
        public List<CatalogItem>? Items { get; set; }
        public Dictionary<string, CatalogItem>? ByKey { get; set; }
    }

    [BentoObject(NamingPolicy = BentoNamingPolicy.CamelCase)]
    public partial class CatalogItem
    {
        public string? Name { get; set; }
        public int Count { get; set; }
        public byte Small { get; set; }
        public double Price { get; set; }
        public int[]? Codes { get; set; }
    }

    [BentoObject]
    public partial class AllScalars
    {
        public bool Bool { get; set; }
        public byte Byte { get; set; }
        public sbyte SByte { get; set; }
        public short Int16 { get; set; }
        public ushort UInt16 { get; set; }
        public int Int32 { get; set; }
        public uint UInt32 { get; set; }
        public long Int64 { get; set; }
        public ulong UInt64 { get; set; }
        public float Single { get; set; }
        public double Double { get; set; }
        public decimal Decimal { get; set; }
        public string? String { get; set; }
        public char Char { get; set; }
        public Point Point { get; set; }
        public List<int>? List { get; set; }
        public Inner? Inner { get; set; }
    }
}
