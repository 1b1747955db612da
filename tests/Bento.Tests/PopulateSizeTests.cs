using System.Collections.Generic;
using System.Linq;
using Bento.Tests.Infrastructure;
using Bento.Tests.Models;
using Xunit;

namespace Bento.Tests
{
    /// <summary>
    /// Populate into collections of every size from every size, in every format: the result holds exactly the
    /// document's elements, whether the collection had to grow, shrink or keep its length. A refill that trims one
    /// element too many or too few fails on a whole grid of sizes, not on one chosen case.
    /// </summary>
    public class PopulateSizeTests
    {
        private const int Largest = 6;

        [Theory]
        [MemberData(nameof(TestFormat.OwnLayoutNames), MemberType = typeof(TestFormat))]
        public void A_root_list_of_objects_ends_with_exactly_the_documents_elements(string name)
        {
            TestFormat format = TestFormat.Named(name);
            for (int had = 0; had <= Largest; had++)
            {
                for (int read = 0; read <= Largest; read++)
                {
                    List<Inner> document = Enumerable.Range(0, read).Select(i => new Inner { Name = "n" + i, Value = i }).ToList();
                    byte[] data = format.Serialize(document);
                    List<Inner> target = Enumerable.Range(0, had).Select(i => new Inner { Name = "old" + i, Value = -i }).ToList();
                    List<Inner> same = target;
                    format.Populate(data, ref target);
                    Assert.Same(same, target);
                    Assert.Equal(read, target.Count);
                    DeepEqual.Assert(document, target);
                }
            }
        }

        [Theory]
        [MemberData(nameof(TestFormat.OwnLayoutNames), MemberType = typeof(TestFormat))]
        public void A_list_member_ends_with_exactly_the_documents_elements(string name)
        {
            TestFormat format = TestFormat.Named(name);
            for (int had = 0; had <= Largest; had++)
            {
                for (int read = 0; read <= Largest; read++)
                {
                    var document = new Collections { List = Enumerable.Range(100, read).Select(i => "v" + i).ToList() };
                    byte[] data = format.Serialize(document);
                    var target = new Collections { List = Enumerable.Range(0, had).Select(i => "old" + i).ToList() };
                    format.Populate(data, ref target);
                    Assert.True(document.List!.SequenceEqual(target.List!), name + ": member list of " + had + " populated from " + read + " gave [" + string.Join(",", target.List!) + "]");
                }
            }
        }

        /// <summary>
        /// MessagePack states how many entries a map or array holds, and a dictionary or set is sized from that once (in
        /// either layout: the collection shapes are the same), for a
        /// new read, a populate (cleared or refilled in place) and an append alike: its capacity is what a constructor
        /// given that count makes, not the larger one that growing by doubling ends at.
        /// </summary>
        [Fact]
        public void A_stated_count_sizes_dictionaries_and_sets_once()
        {
            TestFormat format = TestFormat.MessagePack;
            const int count = 100;
            int sized = new Dictionary<string, int>(count).EnsureCapacity(0);
            Assert.NotEqual(GrownCapacity(count), sized);

            var document = new Dictionaries
            {
                ByString = Enumerable.Range(0, count).ToDictionary(i => "k" + i, i => i),
                ByInt64 = Enumerable.Range(0, count).ToDictionary(i => (long)i, i => i / 2.0),
            };
            byte[] data = format.Serialize(document);
            var read = format.Deserialize<Dictionaries>(data);
            Assert.Equal(sized, read.ByString!.EnsureCapacity(0));
            Assert.Equal(sized, read.ByInt64!.EnsureCapacity(0));

            // Held and smaller: string keys refill in place, keys of other types with values that cannot be kept clear first.
            var target = new Dictionaries { ByString = new Dictionary<string, int> { ["k1"] = -1 }, ByInt64 = new Dictionary<long, double> { [1] = -1 } };
            format.Populate(data, ref target);
            DeepEqual.Assert(document, target);
            Assert.Equal(sized, target.ByString!.EnsureCapacity(0));
            Assert.Equal(sized, target.ByInt64!.EnsureCapacity(0));

            // A new set only: netstandard2.1 has no HashSet.EnsureCapacity, so a held set is sized on .NET alone.
            var sets = new Collections { HashSet = new HashSet<int>(Enumerable.Range(0, count)) };
            var readSets = format.Deserialize<Collections>(format.Serialize(sets));
            Assert.Equal(new HashSet<int>(count).EnsureCapacity(0), readSets.HashSet!.EnsureCapacity(0));
        }

        private static int GrownCapacity(int count)
        {
            var grown = new Dictionary<string, int>();
            for (int i = 0; i < count; i++) grown["k" + i] = i;
            return grown.EnsureCapacity(0);
        }
    }
}
