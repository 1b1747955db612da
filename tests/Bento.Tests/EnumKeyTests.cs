using System.Collections.Generic;
using Bento.Tests.Models;
using Xunit;

namespace Bento.Tests
{
    [BentoObject(EnumsAsNames = true)]
    public partial class ColorCounts
    {
        public Dictionary<Color, int> Counts { get; set; } = new Dictionary<Color, int>();
    }

    /// <summary>Enum dictionary keys written by name: a key value that has no name is written as its number and reads back.</summary>
    public class EnumKeyTests
    {
        [Fact]
        public void Keys_without_a_name_round_trip_as_numbers()
        {
            var value = new ColorCounts { Counts = { [Color.Red] = 1, [(Color)7] = 2, [(Color)(-3)] = 3 } };
            string json = BentoJson.Serialize(value);
            Assert.Equal("{\"Counts\":{\"Red\":1,\"7\":2,\"-3\":3}}", json);
            var back = BentoJson.Deserialize<ColorCounts>(json);
            Assert.Equal(value.Counts, back.Counts);
        }

        [Theory]
        [InlineData("{\"Counts\":{\"Purple\":1}}", "$.Counts.Purple")]
        [InlineData("{\"Counts\":{\"\":1}}", "$.Counts['']")]
        [InlineData("{\"Counts\":{\"7x\":1}}", "$.Counts['7x']")]
        [InlineData("{\"Counts\":{\"99999999999\":1}}", "$.Counts['99999999999']")]
        public void Keys_that_are_neither_names_nor_numbers_in_range_are_rejected(string json, string path)
        {
            var error = Assert.Throws<BentoJsonException>(() => BentoJson.Deserialize<ColorCounts>(json));
            Assert.Equal(path, error.Path);
        }
    }
}
