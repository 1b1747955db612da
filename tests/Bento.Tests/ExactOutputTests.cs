using System.Collections.Generic;
using System.Text;
using Bento.Tests.Infrastructure;
using Bento.Tests.Models;
using Xunit;

namespace Bento.Tests
{
    /// <summary>Golden output: a change here is a change of the wire format.</summary>
    public class ExactOutputTests
    {
        private static Order Sample() => new Order
        {
            Id = 42,
            Customer = "Zoë \"Z\"",
            Tags = new List<string> { "a", "b" },
            Origin = new Point { X = 1, Y = -2 },
            Total = 12.5,
            Paid = true,
            Note = null,
        };

        private const string Compact =
            "{\"Id\":42,\"Customer\":\"Zoë \\\"Z\\\"\",\"Tags\":[\"a\",\"b\"],\"Origin\":{\"X\":1,\"Y\":-2},\"Total\":12.5,\"Paid\":true,\"Note\":null}";

        private const string Indented =
            "{\n" +
            "  \"Id\": 42,\n" +
            "  \"Customer\": \"Zoë \\\"Z\\\"\",\n" +
            "  \"Tags\": [\n" +
            "    \"a\",\n" +
            "    \"b\"\n" +
            "  ],\n" +
            "  \"Origin\": {\n" +
            "    \"X\": 1,\n" +
            "    \"Y\": -2\n" +
            "  },\n" +
            "  \"Total\": 12.5,\n" +
            "  \"Paid\": true,\n" +
            "  \"Note\": null\n" +
            "}";

        [Fact]
        public void Compact_bytes()
        {
            byte[] bytes = BentoJson.SerializeToUtf8Bytes(Sample());
            Assert.Equal(Encoding.UTF8.GetBytes(Compact), bytes);
            Assert.Equal(Compact, Check.RoundTrip(Sample()));
        }

        [Fact]
        public void Indented_bytes()
        {
            var options = new BentoJsonOptions { Indented = true };
            Assert.Equal(Indented, BentoJson.Serialize(Sample(), options));
            Assert.Equal(Encoding.UTF8.GetBytes(Indented), BentoJson.SerializeToUtf8Bytes(Sample(), options));
            Check.RoundTrip(Sample(), options: options);
        }

        [Fact]
        public void Format_and_minify_agree_with_the_writer()
        {
            Assert.Equal(Indented, Encoding.UTF8.GetString(BentoJson.Format(Encoding.UTF8.GetBytes(Compact))));
            Assert.Equal(Compact, Encoding.UTF8.GetString(BentoJson.Minify(Encoding.UTF8.GetBytes(Indented))));
        }

        [Fact]
        public void Indented_empty_containers_and_nesting()
        {
            var options = new BentoJsonOptions { Indented = true };
            string json = BentoJson.Serialize(new Collections { Array = new int[0], Jagged = new[] { new[] { 1 } } }, options);
            Assert.StartsWith("{\n  \"Array\": [],\n  \"List\": null,", json, System.StringComparison.Ordinal);
            Assert.Contains("  \"Jagged\": [\n    [\n      1\n    ]\n  ],\n", json, System.StringComparison.Ordinal);
        }

        [Fact]
        public void Record_and_struct_exact()
        {
            Assert.Equal("{\"Name\":\"Ada\",\"Age\":36}", BentoJson.Serialize(new Person("Ada", 36)));
            Assert.Equal("{\"X\":-1,\"Y\":0}", BentoJson.Serialize(new Point { X = -1, Y = 0 }));
            Assert.Equal("null", BentoJson.Serialize<Person?>(null));
            Assert.Null(BentoJson.Deserialize<Person?>("null"));
        }

        [Fact]
        public void Whitespace_in_input_is_accepted()
        {
            var back = BentoJson.Deserialize<Order>(" \t\r\n" + Indented.Replace("\n", "\r\n", System.StringComparison.Ordinal) + " \n");
            DeepEqual.Assert(Sample(), back);
        }

        [Fact]
        public void Member_order_in_input_does_not_matter()
        {
            var back = BentoJson.Deserialize<Order>("{\"Note\":null,\"Paid\":true,\"Total\":12.5,\"Origin\":{\"Y\":-2,\"X\":1},\"Tags\":[\"a\",\"b\"],\"Customer\":\"Zoë \\\"Z\\\"\",\"Id\":42}");
            DeepEqual.Assert(Sample(), back);
        }
    }
}
