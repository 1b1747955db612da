using System;
using System.Collections.Generic;
using System.Globalization;
using Bento.Internal;
using Xunit;

namespace Bento.Tests.Reuse
{
    /// <summary>
    /// The buffer that JSON arrays of unknown length are read into, on its own: every count across the inline elements,
    /// the first pooled buffer and its doublings gives exactly the elements added, in an array or list of exactly their
    /// count; a size given in advance is taken; pooled buffers of references go back to the pool cleared.
    /// </summary>
    public class ArrayBuilderTests
    {
        // Past the inline elements (16, or 8 on netstandard2.1), the first pooled buffer (64) and two doublings.
        private static readonly int[] Counts = BuildCounts();

        private static int[] BuildCounts()
        {
            var counts = new List<int>();
            for (int i = 0; i <= 70; i++)
                counts.Add(i);
            counts.AddRange(new[] { 127, 128, 129, 255, 256, 257, 1000 });
            return counts.ToArray();
        }

        [Fact]
        public void Short_arrays_stay_in_the_builder_and_longer_ones_go_back_to_the_pool()
        {
            // Up to the inline capacity nothing is rented; one more element moves them to a pooled buffer.
            var numbers = default(CodegenArrayBuilder<int>);
            for (int i = 0; i < SmallElements<int>.Capacity; i++)
            {
                ArrayBuilding<int>.Add(ref numbers, i);
                Assert.Null(numbers.Items);
            }

            ArrayBuilding<int>.Add(ref numbers, -1);
            Assert.NotNull(numbers.Items);

            // Copied into an array of the same length, which comes back, and the buffer is released.
            var existing = new int[SmallElements<int>.Capacity + 1];
            Assert.Same(existing, ArrayBuilding<int>.ToArray(ref numbers, existing));
            Assert.Equal(-1, existing[SmallElements<int>.Capacity]);
            Assert.Null(numbers.Items);
            Assert.Equal(0, numbers.Count);
        }

        [Fact]
        public void Every_count_gives_exactly_its_elements_as_an_array_and_a_list()
        {
            foreach (int count in Counts)
            {
                var numbers = default(CodegenArrayBuilder<int>);
                for (int i = 0; i < count; i++)
                    ArrayBuilding<int>.Add(ref numbers, (i * 7) + 1);
                int[] array = ArrayBuilding<int>.ToArray(ref numbers);
                Assert.Equal(count, array.Length);
                for (int i = 0; i < count; i++)
                    Assert.Equal((i * 7) + 1, array[i]);
                Assert.Equal(0, numbers.Count);
                Assert.Null(numbers.Items);

                var texts = default(CodegenArrayBuilder<string>);
                for (int i = 0; i < count; i++)
                    ArrayBuilding<string>.Add(ref texts, Text(i));
                List<string> list = ArrayBuilding<string>.ToList(ref texts);
                Assert.Equal(count, list.Count);
                Assert.Equal(count, list.Capacity);
                for (int i = 0; i < count; i++)
                    Assert.Equal(Text(i), list[i]);

                var values = default(CodegenArrayBuilder<long>);
                for (int i = 0; i < count; i++)
                    ArrayBuilding<long>.Add(ref values, -i);
                List<long> longs = ArrayBuilding<long>.ToList(ref values);
                Assert.Equal(count, longs.Capacity);
                for (int i = 0; i < count; i++)
                    Assert.Equal(-i, longs[i]);

                var references = default(CodegenArrayBuilder<string>);
                for (int i = 0; i < count; i++)
                    ArrayBuilding<string>.Add(ref references, Text(i));
                string[] strings = ArrayBuilding<string>.ToArray(ref references);
                Assert.Equal(count, strings.Length);
                for (int i = 0; i < count; i++)
                    Assert.Equal(Text(i), strings[i]);
            }
        }

        [Fact]
        public void The_pooled_buffer_grows_by_doubling_and_keeps_every_element()
        {
            var builder = default(CodegenArrayBuilder<int>);
            int? length = null;
            for (int i = 0; i < 600; i++)
            {
                ArrayBuilding<int>.Add(ref builder, i);
                if (builder.Items is null)
                    continue;
                if (length is int before && builder.Items.Length != before)
                    Assert.True(builder.Items.Length >= before * 2, "grew from " + before + " to " + builder.Items.Length);
                length = builder.Items.Length;
                Assert.True(builder.Count <= builder.Items.Length);
            }

            // The first pooled buffer holds four times the inline elements, so a short array past them rents once.
            Assert.Equal(600, builder.Count);
            var copy = ArrayBuilding<int>.ToArray(ref builder);
            for (int i = 0; i < 600; i++)
                Assert.Equal(i, copy[i]);
        }

        [Fact]
        public void The_first_pooled_buffer_is_large_enough_for_a_short_array_past_the_inline_elements()
        {
            var builder = default(CodegenArrayBuilder<int>);
            int inline = SmallElements<int>.Capacity;
            for (int i = 0; i <= inline; i++)
                ArrayBuilding<int>.Add(ref builder, i);
            Assert.NotNull(builder.Items);
            Assert.True(builder.Items!.Length >= 4 * inline, "first buffer of " + builder.Items.Length);
            int[] first = builder.Items;
            for (int i = inline + 1; i < 4 * inline; i++)
                ArrayBuilding<int>.Add(ref builder, i);
            Assert.Same(first, builder.Items);
            ArrayBuilding<int>.ToArray(ref builder);
        }

        [Fact]
        public void A_size_given_in_advance_sizes_the_first_pooled_buffer()
        {
            // Populate knows the length the array had; the buffer past the inline elements is taken that large at once.
            var builder = default(CodegenArrayBuilder<int>);
            builder.InitialCapacity = 1000;
            for (int i = 0; i <= SmallElements<int>.Capacity; i++)
                ArrayBuilding<int>.Add(ref builder, i);
            Assert.True(builder.Items!.Length >= 1000, "first buffer of " + builder.Items.Length);
            int[] first = builder.Items;
            for (int i = builder.Count; i < 1000; i++)
                ArrayBuilding<int>.Add(ref builder, i);
            Assert.Same(first, builder.Items);
            var result = ArrayBuilding<int>.ToArray(ref builder);
            Assert.Equal(1000, result.Length);
            Assert.Equal(999, result[999]);
        }

        [Fact]
        public void Pooled_buffers_of_references_go_back_cleared()
        {
            // A reference left in a pooled array would keep its object alive for as long as the pool keeps the array.
            foreach (int count in new[] { 17, 64, 65, 200 })
            {
                var builder = default(CodegenArrayBuilder<string>);
                var buffers = new List<string[]>();
                for (int i = 0; i < count; i++)
                {
                    ArrayBuilding<string>.Add(ref builder, Text(i));
                    if (builder.Items is not null && (buffers.Count == 0 || !ReferenceEquals(buffers[buffers.Count - 1], builder.Items)))
                        buffers.Add(builder.Items);
                }

                Assert.NotEmpty(buffers);
                if (count % 2 == 0) ArrayBuilding<string>.ToList(ref builder);
                else ArrayBuilding<string>.ToArray(ref builder);
                foreach (string[] buffer in buffers)
                    Assert.All(buffer, item => Assert.Null(item));
            }
        }

        [Fact]
        public void An_existing_array_of_the_same_length_is_filled_in_place()
        {
            foreach (int count in new[] { 0, 3, 16, 40 })
            {
                var existing = new int[count];
                var builder = default(CodegenArrayBuilder<int>);
                for (int i = 0; i < count; i++)
                    ArrayBuilding<int>.Add(ref builder, i + 5);
                int[] result = ArrayBuilding<int>.ToArray(ref builder, existing);
                Assert.Same(existing, result);
                for (int i = 0; i < count; i++)
                    Assert.Equal(i + 5, existing[i]);

                var shorter = new int[count + 1];
                var again = default(CodegenArrayBuilder<int>);
                for (int i = 0; i < count; i++)
                    ArrayBuilding<int>.Add(ref again, i);
                int[] other = ArrayBuilding<int>.ToArray(ref again, shorter);
                Assert.NotSame(shorter, other);
                Assert.Equal(count, other.Length);
                Assert.All(shorter, item => Assert.Equal(0, item));
            }
        }

        [Fact]
        public void Resize_cuts_or_pads()
        {
            int[] source = { 1, 2, 3, 4 };
            Assert.Equal(new[] { 1, 2 }, ArrayBuilding<int>.Resize(source, 2));
            Assert.Equal(new[] { 1, 2, 3, 4, 0, 0 }, ArrayBuilding<int>.Resize(source, 6));
            Assert.Equal(new[] { 1, 2, 3, 4 }, source);
        }

        private static string Text(int i) => "t" + i.ToString(CultureInfo.InvariantCulture);
    }
}
