using System.Collections.Generic;
using MemoryPack;

namespace Bento.Bench.Peers.MemoryPack.Models;

// The MemoryPack mirror of Models/Citm.cs: the same members in the same order. MemoryPack and Bento both put a static
// constructor into the type they generate for, so one type cannot carry both attributes.

[MemoryPackable]
public sealed partial class CitmCatalog
{
    public Dictionary<string, string> AreaNames { get; set; } = new();
    public Dictionary<string, string> AudienceSubCategoryNames { get; set; } = new();
    public Dictionary<string, string> BlockNames { get; set; } = new();
    public Dictionary<string, CitmEvent> Events { get; set; } = new();
    public List<CitmPerformance> Performances { get; set; } = new();
    public Dictionary<string, string> SeatCategoryNames { get; set; } = new();
    public Dictionary<string, string> SubTopicNames { get; set; } = new();
    public Dictionary<string, string> SubjectNames { get; set; } = new();
    public Dictionary<string, string> TopicNames { get; set; } = new();
    public Dictionary<string, List<int>> TopicSubTopics { get; set; } = new();
    public Dictionary<string, string> VenueNames { get; set; } = new();
}

[MemoryPackable]
public sealed partial class CitmEvent
{
    public string? Description { get; set; }
    public int Id { get; set; }
    public string? Logo { get; set; }
    public string Name { get; set; } = "";
    public List<int> SubTopicIds { get; set; } = new();
    public string? SubjectCode { get; set; }
    public string? Subtitle { get; set; }
    public List<int> TopicIds { get; set; } = new();
}

[MemoryPackable]
public sealed partial class CitmPerformance
{
    public int EventId { get; set; }
    public int Id { get; set; }
    public string? Logo { get; set; }
    public string? Name { get; set; }
    public List<CitmPrice> Prices { get; set; } = new();
    public List<CitmSeatCategory> SeatCategories { get; set; } = new();
    public string? SeatMapImage { get; set; }
    public long Start { get; set; }
    public string VenueCode { get; set; } = "";
}

[MemoryPackable]
public sealed partial class CitmPrice
{
    public int Amount { get; set; }
    public int AudienceSubCategoryId { get; set; }
    public int SeatCategoryId { get; set; }
}

[MemoryPackable]
public sealed partial class CitmSeatCategory
{
    public List<CitmArea> Areas { get; set; } = new();
    public int SeatCategoryId { get; set; }
}

[MemoryPackable]
public sealed partial class CitmArea
{
    public int AreaId { get; set; }
    public List<int> BlockIds { get; set; } = new();
}
