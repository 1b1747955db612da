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
    }
}
