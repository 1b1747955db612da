using System.Collections.Generic;
using System.Text.Json.Serialization;

// Models written for System.Text.Json, with only its attributes, made Bento models by [BentoObject] and `partial`.
// StjModelContext is System.Text.Json's source-generated context for them, with its defaults (web defaults off).
// C# 9 like the other shared models, so the netstandard2.1 test project runs them too.
namespace Bento.Tests.Migration
{
    public enum StjStatus
    {
        Open,
        [JsonStringEnumMemberName("in-transit")] Shipped,
        Delivered,
    }

    [BentoObject]
    public partial class StjOrder
    {
        [JsonConstructor]
        public StjOrder(string id, int quantity)
        {
            Id = id;
            Quantity = quantity;
        }

        // A parameterless constructor that System.Text.Json and Bento must both pass over for the marked one.
        public StjOrder()
        {
            Id = "unset";
        }

        [JsonPropertyName("order_id"), JsonPropertyOrder(-1)]
        public string Id { get; }

        // System.Text.Json requires a setter on a required member, even one its constructor sets.
        [JsonRequired]
        public int Quantity { get; set; }

        [JsonIgnore]
        public string Cache { get; set; } = "";

        [JsonIgnore(Condition = JsonIgnoreCondition.WhenWritingNull)]
        public string? Note { get; set; }

        [JsonIgnore(Condition = JsonIgnoreCondition.WhenWritingDefault)]
        public int Discount { get; set; }

        [JsonIgnore(Condition = JsonIgnoreCondition.WhenWritingDefault)]
        public StjAddress? ShipTo { get; set; }

        [JsonIgnore(Condition = JsonIgnoreCondition.Never)]
        public string? Coupon { get; set; }

        [JsonPropertyOrder(5)]
        public List<StjLine> Lines { get; set; } = new List<StjLine>();

        public double? Total { get; set; }

        [JsonConverter(typeof(JsonStringEnumConverter<StjStatus>))]
        public StjStatus Status { get; set; }

        [JsonInclude, JsonPropertyName("rev")]
        internal int Revision { get; set; }
    }

    [BentoObject]
    public partial class StjLine
    {
        [JsonPropertyName("sku")]
        public string Sku { get; set; } = "";

        [JsonPropertyName("qty"), JsonRequired]
        public int Count { get; set; }

        [JsonIgnore(Condition = JsonIgnoreCondition.WhenWritingDefault)]
        public decimal Price { get; set; }
    }

    [BentoObject]
    public partial class StjAddress
    {
        [JsonPropertyOrder(2)]
        public string City { get; set; } = "";

        [JsonPropertyOrder(1)]
        public string Street { get; set; } = "";

        [JsonIgnore(Condition = JsonIgnoreCondition.WhenWritingNull)]
        public string? Zip { get; set; }
    }

    [JsonSerializable(typeof(StjOrder))]
    [JsonSerializable(typeof(List<StjOrder>))]
    internal partial class StjModelContext : JsonSerializerContext
    {
    }
}
