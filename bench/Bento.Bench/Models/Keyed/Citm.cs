using System.Collections.Generic;
using System.Runtime.Serialization;
using Bento;

namespace Bento.Bench.Models.Keyed;

// The array-layout mirror of Models/Citm.cs: the same members in the same order, numbered from 0 for Bento ([BentoKey])
// and for MessagePack-CSharp ([DataMember(Order)] gives it integer keys).

[BentoObject, DataContract]
public sealed partial class CitmCatalog
{
    [BentoKey(0), DataMember(Order = 0)] public Dictionary<string, string> AreaNames { get; set; } = new();
    [BentoKey(1), DataMember(Order = 1)] public Dictionary<string, string> AudienceSubCategoryNames { get; set; } = new();
    [BentoKey(2), DataMember(Order = 2)] public Dictionary<string, string> BlockNames { get; set; } = new();
    [BentoKey(3), DataMember(Order = 3)] public Dictionary<string, CitmEvent> Events { get; set; } = new();
    [BentoKey(4), DataMember(Order = 4)] public List<CitmPerformance> Performances { get; set; } = new();
    [BentoKey(5), DataMember(Order = 5)] public Dictionary<string, string> SeatCategoryNames { get; set; } = new();
    [BentoKey(6), DataMember(Order = 6)] public Dictionary<string, string> SubTopicNames { get; set; } = new();
    [BentoKey(7), DataMember(Order = 7)] public Dictionary<string, string> SubjectNames { get; set; } = new();
    [BentoKey(8), DataMember(Order = 8)] public Dictionary<string, string> TopicNames { get; set; } = new();
    [BentoKey(9), DataMember(Order = 9)] public Dictionary<string, List<int>> TopicSubTopics { get; set; } = new();
    [BentoKey(10), DataMember(Order = 10)] public Dictionary<string, string> VenueNames { get; set; } = new();
}

[BentoObject, DataContract]
public sealed partial class CitmEvent
{
    [BentoKey(0), DataMember(Order = 0)] public string? Description { get; set; }
    [BentoKey(1), DataMember(Order = 1)] public int Id { get; set; }
    [BentoKey(2), DataMember(Order = 2)] public string? Logo { get; set; }
    [BentoKey(3), DataMember(Order = 3)] public string Name { get; set; } = "";
    [BentoKey(4), DataMember(Order = 4)] public List<int> SubTopicIds { get; set; } = new();
    [BentoKey(5), DataMember(Order = 5)] public string? SubjectCode { get; set; }
    [BentoKey(6), DataMember(Order = 6)] public string? Subtitle { get; set; }
    [BentoKey(7), DataMember(Order = 7)] public List<int> TopicIds { get; set; } = new();
}

[BentoObject, DataContract]
public sealed partial class CitmPerformance
{
    [BentoKey(0), DataMember(Order = 0)] public int EventId { get; set; }
    [BentoKey(1), DataMember(Order = 1)] public int Id { get; set; }
    [BentoKey(2), DataMember(Order = 2)] public string? Logo { get; set; }
    [BentoKey(3), DataMember(Order = 3)] public string? Name { get; set; }
    [BentoKey(4), DataMember(Order = 4)] public List<CitmPrice> Prices { get; set; } = new();
    [BentoKey(5), DataMember(Order = 5)] public List<CitmSeatCategory> SeatCategories { get; set; } = new();
    [BentoKey(6), DataMember(Order = 6)] public string? SeatMapImage { get; set; }
    [BentoKey(7), DataMember(Order = 7)] public long Start { get; set; }
    [BentoKey(8), DataMember(Order = 8)] public string VenueCode { get; set; } = "";
}

[BentoObject, DataContract]
public sealed partial class CitmPrice
{
    [BentoKey(0), DataMember(Order = 0)] public int Amount { get; set; }
    [BentoKey(1), DataMember(Order = 1)] public int AudienceSubCategoryId { get; set; }
    [BentoKey(2), DataMember(Order = 2)] public int SeatCategoryId { get; set; }
}

[BentoObject, DataContract]
public sealed partial class CitmSeatCategory
{
    [BentoKey(0), DataMember(Order = 0)] public List<CitmArea> Areas { get; set; } = new();
    [BentoKey(1), DataMember(Order = 1)] public int SeatCategoryId { get; set; }
}

[BentoObject, DataContract]
public sealed partial class CitmArea
{
    [BentoKey(0), DataMember(Order = 0)] public int AreaId { get; set; }
    [BentoKey(1), DataMember(Order = 1)] public List<int> BlockIds { get; set; } = new();
}
