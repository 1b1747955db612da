using System;
using System.Collections.Generic;
using System.Text;
using System.Text.Json.Serialization;
using MessagePack;
using Xunit;

// The outputs the migration pages show in their examples (docs/migrating-from-*.md), checked on copies of their models.
namespace Bento.Tests.Migration
{
    [BentoObject]
    public partial class DocOrder
    {
        [JsonConstructor]
        public DocOrder(string id, int quantity) { Id = id; Quantity = quantity; }

        [JsonPropertyName("order_id"), JsonPropertyOrder(-1)]
        public string Id { get; }

        [JsonRequired]
        public int Quantity { get; set; }

        [JsonIgnore]
        public string Cache { get; set; } = "";

        [JsonIgnore(Condition = JsonIgnoreCondition.WhenWritingNull)]
        public string? Note { get; set; }

        [JsonIgnore(Condition = JsonIgnoreCondition.Never)]
        public string? Coupon { get; set; }

        [JsonConverter(typeof(JsonStringEnumConverter<DocOrderStatus>))]
        public DocOrderStatus Status { get; set; }

        [JsonPropertyOrder(5)]
        public List<string> Lines { get; set; } = new List<string>();
    }

    public enum DocOrderStatus { Open, [JsonStringEnumMemberName("in-transit")] Shipped }

    [BentoObject]
    public partial class DocVault
    {
        public DocVault(string owner, int pin) { Owner = owner; this.pin = pin; }

        public string Owner { get; }

        [BentoInclude] private readonly int pin;

        public bool Opens(int code) => code == pin;
    }

    [BentoObject]
    [MessagePackObject]
    public partial class DocItem
    {
        [SerializationConstructor]
        public DocItem(int id, string name) { Id = id; Name = name; }

        [Key(0)] public int Id { get; }
        [Key(1)] public string Name { get; }
        [IgnoreMember] public string Cache { get; set; } = "";
        [Key(3)] public double Weight { get; set; }
        [Key(4)] public List<string>? Tags { get; set; }
    }

    public class DocExampleTests
    {
        [Fact]
        public void System_Text_Json_page_first_example()
        {
            var order = new DocOrder("A-17", quantity: 2) { Note = null, Status = DocOrderStatus.Shipped };
            Assert.Equal("{\"order_id\":\"A-17\",\"Quantity\":2,\"Coupon\":null,\"Status\":\"in-transit\",\"Lines\":[]}",
                Encoding.UTF8.GetString(BentoJson.SerializeToUtf8Bytes(order)));
        }

        [Fact]
        public void System_Text_Json_page_private_member_example()
        {
            var vault = new DocVault("ann", 4321);
            Assert.Equal("{\"Owner\":\"ann\",\"pin\":4321}", Encoding.UTF8.GetString(BentoJson.SerializeToUtf8Bytes(vault)));
            Assert.True(BentoMessagePack.Deserialize<DocVault>(BentoMessagePack.Serialize(vault)).Opens(4321));
        }

        [Fact]
        public void MessagePack_CSharp_page_example()
        {
            var sword = new DocItem(42, "sword") { Weight = 3.25, Tags = new List<string> { "sharp" } };
            Assert.Equal("952AA573776F7264C0CB400A00000000000091A57368617270", Convert.ToHexString(BentoMessagePack.Serialize(sword)));
            Assert.Equal(Convert.ToHexString(MessagePackSerializer.Serialize(sword)), Convert.ToHexString(BentoMessagePack.Serialize(sword)));
        }
    }
}
