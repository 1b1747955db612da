using System.Collections.Generic;
using System.Runtime.Serialization;
using System.Text.Json.Serialization;
using Bento;
using Newtonsoft.Json;

namespace Bento.Bench.Models;

// Model of the citm_catalog.json corpus.

/// <summary>Root of citm_catalog.json: an event catalogue with name tables keyed by numeric id.</summary>
[BentoObject, DataContract]
public sealed partial class CitmCatalog
{
    [BentoName("areaNames"), DataMember(Name = "areaNames"), JsonPropertyName("areaNames"), JsonProperty("areaNames")] public Dictionary<string, string> AreaNames { get; set; } = new();
    [BentoName("audienceSubCategoryNames"), DataMember(Name = "audienceSubCategoryNames"), JsonPropertyName("audienceSubCategoryNames"), JsonProperty("audienceSubCategoryNames")] public Dictionary<string, string> AudienceSubCategoryNames { get; set; } = new();
    [BentoName("blockNames"), DataMember(Name = "blockNames"), JsonPropertyName("blockNames"), JsonProperty("blockNames")] public Dictionary<string, string> BlockNames { get; set; } = new();
    [BentoName("events"), DataMember(Name = "events"), JsonPropertyName("events"), JsonProperty("events")] public Dictionary<string, CitmEvent> Events { get; set; } = new();
    [BentoName("performances"), DataMember(Name = "performances"), JsonPropertyName("performances"), JsonProperty("performances")] public List<CitmPerformance> Performances { get; set; } = new();
    [BentoName("seatCategoryNames"), DataMember(Name = "seatCategoryNames"), JsonPropertyName("seatCategoryNames"), JsonProperty("seatCategoryNames")] public Dictionary<string, string> SeatCategoryNames { get; set; } = new();
    [BentoName("subTopicNames"), DataMember(Name = "subTopicNames"), JsonPropertyName("subTopicNames"), JsonProperty("subTopicNames")] public Dictionary<string, string> SubTopicNames { get; set; } = new();
    [BentoName("subjectNames"), DataMember(Name = "subjectNames"), JsonPropertyName("subjectNames"), JsonProperty("subjectNames")] public Dictionary<string, string> SubjectNames { get; set; } = new();
    [BentoName("topicNames"), DataMember(Name = "topicNames"), JsonPropertyName("topicNames"), JsonProperty("topicNames")] public Dictionary<string, string> TopicNames { get; set; } = new();
    [BentoName("topicSubTopics"), DataMember(Name = "topicSubTopics"), JsonPropertyName("topicSubTopics"), JsonProperty("topicSubTopics")] public Dictionary<string, List<int>> TopicSubTopics { get; set; } = new();
    [BentoName("venueNames"), DataMember(Name = "venueNames"), JsonPropertyName("venueNames"), JsonProperty("venueNames")] public Dictionary<string, string> VenueNames { get; set; } = new();
}

/// <summary>An event (a show or a concert series).</summary>
[BentoObject, DataContract]
public sealed partial class CitmEvent
{
    [BentoName("description"), DataMember(Name = "description"), JsonPropertyName("description"), JsonProperty("description")] public string? Description { get; set; }
    [BentoName("id"), DataMember(Name = "id"), JsonPropertyName("id"), JsonProperty("id")] public int Id { get; set; }
    [BentoName("logo"), DataMember(Name = "logo"), JsonPropertyName("logo"), JsonProperty("logo")] public string? Logo { get; set; }
    [BentoName("name"), DataMember(Name = "name"), JsonPropertyName("name"), JsonProperty("name")] public string Name { get; set; } = "";
    [BentoName("subTopicIds"), DataMember(Name = "subTopicIds"), JsonPropertyName("subTopicIds"), JsonProperty("subTopicIds")] public List<int> SubTopicIds { get; set; } = new();
    [BentoName("subjectCode"), DataMember(Name = "subjectCode"), JsonPropertyName("subjectCode"), JsonProperty("subjectCode")] public string? SubjectCode { get; set; }
    [BentoName("subtitle"), DataMember(Name = "subtitle"), JsonPropertyName("subtitle"), JsonProperty("subtitle")] public string? Subtitle { get; set; }
    [BentoName("topicIds"), DataMember(Name = "topicIds"), JsonPropertyName("topicIds"), JsonProperty("topicIds")] public List<int> TopicIds { get; set; } = new();
}

/// <summary>One performance of an event, with its prices and seating.</summary>
[BentoObject, DataContract]
public sealed partial class CitmPerformance
{
    [BentoName("eventId"), DataMember(Name = "eventId"), JsonPropertyName("eventId"), JsonProperty("eventId")] public int EventId { get; set; }
    [BentoName("id"), DataMember(Name = "id"), JsonPropertyName("id"), JsonProperty("id")] public int Id { get; set; }
    [BentoName("logo"), DataMember(Name = "logo"), JsonPropertyName("logo"), JsonProperty("logo")] public string? Logo { get; set; }
    [BentoName("name"), DataMember(Name = "name"), JsonPropertyName("name"), JsonProperty("name")] public string? Name { get; set; }
    [BentoName("prices"), DataMember(Name = "prices"), JsonPropertyName("prices"), JsonProperty("prices")] public List<CitmPrice> Prices { get; set; } = new();
    [BentoName("seatCategories"), DataMember(Name = "seatCategories"), JsonPropertyName("seatCategories"), JsonProperty("seatCategories")] public List<CitmSeatCategory> SeatCategories { get; set; } = new();
    [BentoName("seatMapImage"), DataMember(Name = "seatMapImage"), JsonPropertyName("seatMapImage"), JsonProperty("seatMapImage")] public string? SeatMapImage { get; set; }
    [BentoName("start"), DataMember(Name = "start"), JsonPropertyName("start"), JsonProperty("start")] public long Start { get; set; }
    [BentoName("venueCode"), DataMember(Name = "venueCode"), JsonPropertyName("venueCode"), JsonProperty("venueCode")] public string VenueCode { get; set; } = "";
}

/// <summary>A price for one seat category and audience.</summary>
[BentoObject, DataContract]
public sealed partial class CitmPrice
{
    [BentoName("amount"), DataMember(Name = "amount"), JsonPropertyName("amount"), JsonProperty("amount")] public int Amount { get; set; }
    [BentoName("audienceSubCategoryId"), DataMember(Name = "audienceSubCategoryId"), JsonPropertyName("audienceSubCategoryId"), JsonProperty("audienceSubCategoryId")] public int AudienceSubCategoryId { get; set; }
    [BentoName("seatCategoryId"), DataMember(Name = "seatCategoryId"), JsonPropertyName("seatCategoryId"), JsonProperty("seatCategoryId")] public int SeatCategoryId { get; set; }
}

/// <summary>A seat category and the areas it covers.</summary>
[BentoObject, DataContract]
public sealed partial class CitmSeatCategory
{
    [BentoName("areas"), DataMember(Name = "areas"), JsonPropertyName("areas"), JsonProperty("areas")] public List<CitmArea> Areas { get; set; } = new();
    [BentoName("seatCategoryId"), DataMember(Name = "seatCategoryId"), JsonPropertyName("seatCategoryId"), JsonProperty("seatCategoryId")] public int SeatCategoryId { get; set; }
}

/// <summary>An area of the venue.</summary>
[BentoObject, DataContract]
public sealed partial class CitmArea
{
    [BentoName("areaId"), DataMember(Name = "areaId"), JsonPropertyName("areaId"), JsonProperty("areaId")] public int AreaId { get; set; }
    [BentoName("blockIds"), DataMember(Name = "blockIds"), JsonPropertyName("blockIds"), JsonProperty("blockIds")] public List<int> BlockIds { get; set; } = new();
}
