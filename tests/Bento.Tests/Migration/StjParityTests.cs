using System;
using System.Collections.Generic;
using System.Text;
using System.Text.Json;
using Xunit;

namespace Bento.Tests.Migration
{
    /// <summary>
    /// A model annotated only with System.Text.Json's attributes writes the bytes System.Text.Json's source generator
    /// writes for it (default options: no naming policy, no indentation, nulls written), and Bento reads those bytes
    /// back to an equal value. The values cover each ignore condition on both sides of its test.
    /// </summary>
    public class StjParityTests
    {
        public static IEnumerable<object[]> Orders()
        {
            yield return new object[] { "empty", new StjOrder("A-1", 0) };
            yield return new object[] { "defaults written", new StjOrder("A-2", 3) { Note = null, Discount = 0, Coupon = null, Total = null } };
            yield return new object[] { "every member set", Full() };
            yield return new object[] { "escaped text", Escaped() };
        }

        // System.Text.Json's default encoder writes '"' as \u0022 (and HTML characters and non-ASCII as \uXXXX), where
        // Bento writes \" (and the others as they are); with the relaxed encoder the two agree byte for byte.
        private static StjOrder Escaped() => new StjOrder("quote \" and \\ slash", -7) { Note = "tab\tline\n", Total = -0.5, Coupon = "caf\u00e9 <b>" };

        private static readonly StjModelContext s_relaxed = new StjModelContext(new JsonSerializerOptions
        {
            Encoder = System.Text.Encodings.Web.JavaScriptEncoder.UnsafeRelaxedJsonEscaping,
        });

        private static System.Text.Json.Serialization.Metadata.JsonTypeInfo<StjOrder> ContextFor(string name) =>
            name == "escaped text" ? s_relaxed.StjOrder : StjModelContext.Default.StjOrder;

        private static StjOrder Full() => new StjOrder("B-20", 12)
        {
            Cache = "never written",
            Note = "leave at door",
            Discount = 15,
            ShipTo = new StjAddress { City = "Lyon", Street = "1 Rue", Zip = "69001" },
            Coupon = "SPRING",
            Lines = { new StjLine { Sku = "x-1", Count = 2, Price = 9.5m }, new StjLine { Sku = "x-2", Count = 1 } },
            Total = 19.25,
            Status = StjStatus.Shipped,
            Revision = 4,
        };

        [Theory, MemberData(nameof(Orders))]
        public void Bento_writes_the_bytes_of_System_Text_Json_source_generator(string name, StjOrder order)
        {
            byte[] stj = JsonSerializer.SerializeToUtf8Bytes(order, ContextFor(name));
            byte[] bento = BentoJson.SerializeToUtf8Bytes(order);
            Assert.True(stj.AsSpan().SequenceEqual(bento), name + Environment.NewLine + "STJ:   " + Encoding.UTF8.GetString(stj) + Environment.NewLine + "Bento: " + Encoding.UTF8.GetString(bento));
        }

        [Theory, MemberData(nameof(Orders))]
        public void Bento_reads_what_System_Text_Json_writes(string name, StjOrder order)
        {
            byte[] stj = JsonSerializer.SerializeToUtf8Bytes(order, StjModelContext.Default.StjOrder);
            var back = BentoJson.Deserialize<StjOrder>(stj);
            AssertSame(order, back, name);
            // And System.Text.Json reads Bento's bytes to the same value.
            var viaStj = JsonSerializer.Deserialize(BentoJson.SerializeToUtf8Bytes(order), StjModelContext.Default.StjOrder)!;
            AssertSame(order, viaStj, name);
        }

        [Fact]
        public void Text_escaped_by_the_default_encoder_reads_back_both_ways()
        {
            var order = Escaped();
            byte[] stj = JsonSerializer.SerializeToUtf8Bytes(order, StjModelContext.Default.StjOrder);
            Assert.Contains("\\u0022", Encoding.UTF8.GetString(stj), StringComparison.Ordinal);
            AssertSame(order, BentoJson.Deserialize<StjOrder>(stj), "default encoder");
            AssertSame(order, JsonSerializer.Deserialize(BentoJson.SerializeToUtf8Bytes(order), StjModelContext.Default.StjOrder)!, "default encoder");
        }

        [Fact]
        public void A_list_of_models_is_the_same_document()
        {
            var orders = new List<StjOrder> { Full(), new StjOrder("C-3", 1) };
            Assert.Equal(
                Encoding.UTF8.GetString(JsonSerializer.SerializeToUtf8Bytes(orders, StjModelContext.Default.ListStjOrder)),
                Encoding.UTF8.GetString(BentoJson.SerializeToUtf8Bytes(orders)));
        }

        [Fact]
        public void The_marked_constructor_is_used()
        {
            var back = BentoJson.Deserialize<StjOrder>(Encoding.UTF8.GetBytes("{\"order_id\":\"Z\",\"Quantity\":2}"));
            Assert.Equal("Z", back.Id);
            Assert.Equal(2, back.Quantity);
        }

        [Fact]
        public void Json_required_members_are_required_by_both()
        {
            byte[] missing = Encoding.UTF8.GetBytes("{\"order_id\":\"Z\"}");
            Assert.Throws<JsonException>(() => JsonSerializer.Deserialize(missing, StjModelContext.Default.StjOrder));
            var error = Assert.Throws<BentoJsonException>(() => BentoJson.Deserialize<StjOrder>(missing));
            Assert.Contains("Quantity", error.Message, StringComparison.Ordinal);
        }

        [Fact]
        public void Ignored_member_is_neither_written_nor_read()
        {
            var back = BentoJson.Deserialize<StjOrder>(Encoding.UTF8.GetBytes("{\"order_id\":\"Z\",\"Quantity\":2,\"Cache\":\"from input\"}"));
            Assert.Equal("", back.Cache);
        }

        [Fact]
        public void Never_condition_writes_null_even_when_the_options_leave_nulls_out()
        {
            var options = new BentoJsonOptions { IgnoreNullValues = true };
            string json = Encoding.UTF8.GetString(BentoJson.SerializeToUtf8Bytes(new StjOrder("A", 1), options));
            Assert.Contains("\"Coupon\":null", json, StringComparison.Ordinal);
            Assert.DoesNotContain("\"Total\"", json, StringComparison.Ordinal);
        }

        private static void AssertSame(StjOrder expected, StjOrder actual, string name)
        {
            Assert.True(expected.Id == actual.Id, name + ": Id");
            Assert.Equal(expected.Quantity, actual.Quantity);
            Assert.Equal("", actual.Cache);
            Assert.Equal(expected.Note, actual.Note);
            Assert.Equal(expected.Discount, actual.Discount);
            Assert.Equal(expected.ShipTo?.City, actual.ShipTo?.City);
            Assert.Equal(expected.ShipTo?.Street, actual.ShipTo?.Street);
            Assert.Equal(expected.ShipTo?.Zip, actual.ShipTo?.Zip);
            Assert.Equal(expected.Coupon, actual.Coupon);
            Assert.Equal(expected.Lines.Count, actual.Lines.Count);
            for (int i = 0; i < expected.Lines.Count; i++)
            {
                Assert.Equal(expected.Lines[i].Sku, actual.Lines[i].Sku);
                Assert.Equal(expected.Lines[i].Count, actual.Lines[i].Count);
                Assert.Equal(expected.Lines[i].Price, actual.Lines[i].Price);
            }
            Assert.Equal(expected.Total, actual.Total);
            Assert.Equal(expected.Status, actual.Status);
            Assert.Equal(expected.Revision, actual.Revision);
        }
    }
}
