using System.Collections.Generic;
using Bento.Tests.Models;
using Xunit;

namespace Bento.Tests.Modern
{
    /// <summary>
    /// A struct element that a populate adds (a dictionary key or a list position the target lacks) is read as a new
    /// value, through the struct's constructor; one the target holds is populated in place. Both formats alike.
    /// </summary>
    public class StructDefaultsTests
    {
        private const string Json = "{\"ByName\":{\"held\":{\"Steps\":4},\"added\":{\"Steps\":5}},\"InOrder\":[{\"Steps\":6},{\"Steps\":7}]}";

        private static TuningTable Held() => new TuningTable
        {
            ByName = new Dictionary<string, Tuning> { ["held"] = new Tuning { Gain = 2, Steps = 3 } },
            InOrder = new List<Tuning> { new Tuning { Gain = 2, Steps = 3 } },
        };

        private static void AssertPopulated(TuningTable table)
        {
            Assert.Equal(2, table.ByName!["held"].Gain);
            Assert.Equal(4, table.ByName["held"].Steps);
            Assert.Equal(1.5, table.ByName["added"].Gain);
            Assert.Equal(5, table.ByName["added"].Steps);
            Assert.Equal(2, table.InOrder![0].Gain);
            Assert.Equal(6, table.InOrder[0].Steps);
            Assert.Equal(1.5, table.InOrder[1].Gain);
            Assert.Equal(7, table.InOrder[1].Steps);
        }

        [Fact]
        public void Json_populate_reads_added_elements_through_the_constructor()
        {
            var table = Held();
            BentoJson.Populate(System.Text.Encoding.UTF8.GetBytes(Json), ref table);
            AssertPopulated(table);
        }

        [Fact]
        public void MessagePack_populate_reads_added_elements_through_the_constructor()
        {
            var table = Held();
            BentoMessagePack.Populate(BentoMessagePack.FromJson(System.Text.Encoding.UTF8.GetBytes(Json)), ref table);
            AssertPopulated(table);
        }
    }
}
