using System.Collections.Generic;
using Xunit;

namespace Bento.Tests.Roots
{
    /// <summary>
    /// Lists are sized once where the input says how many elements follow (a MessagePack header, a hinted count) and
    /// the list must grow: a read, a refill that keeps elements, a refill that clears them first, and an append. A list
    /// grown one element at a time ends with a capacity of a power of two, so each count here is one that growth by
    /// doubling would overshoot.
    /// </summary>
    public class CollectionCapacityTests
    {
        private static List<Player> Players(int count) => RootSuite.Players(count);

        private static List<Player> Small()
        {
            var list = new List<Player>(2) { new Player { Name = "a" }, new Player { Name = "b" } };
            Assert.Equal(2, list.Capacity);
            return list;
        }

        private delegate void Populate<T>(byte[] input, ref T value);

        /// <summary>
        /// Populates small lists from five elements: players (kept in place, the rest added) and numbers (cleared and
        /// filled); each list must be grown once, to the count.
        /// </summary>
        private static void RefillsGrowOnce(byte[] players, byte[] numbers, Populate<List<Player>> populatePlayers, Populate<List<int>> populateNumbers)
        {
            var kept = Small();
            var first = kept[0];
            populatePlayers(players, ref kept);
            Assert.Equal(5, kept.Count);
            Assert.Same(first, kept[0]);
            Assert.Equal(5, kept.Capacity);
            Assert.Equal(Players(5)[4].Name, kept[4].Name);

            var list = new List<int>(2) { 1, 2 };
            populateNumbers(numbers, ref list);
            Assert.Equal(new[] { 5, 6, 7, 8, 9 }, list);
            Assert.Equal(5, list.Capacity);
        }

        private static readonly List<int> s_five = new List<int> { 5, 6, 7, 8, 9 };

        [Fact]
        public void MessagePack_reads_size_lists_from_the_header()
        {
            byte[] five = BentoMessagePack.Serialize(Players(5));
            Assert.Equal(5, BentoMessagePack.Deserialize<List<Player>>(five).Capacity);
            Assert.Equal(5, BentoMessagePack.Deserialize<List<int>>(BentoMessagePack.Serialize(s_five)).Capacity);
            RefillsGrowOnce(five, BentoMessagePack.Serialize(s_five),
                (byte[] input, ref List<Player> value) => BentoMessagePack.Populate(input, ref value),
                (byte[] input, ref List<int> value) => BentoMessagePack.Populate(input, ref value));

            // A refill to fewer elements keeps the first ones and removes the rest.
            var longer = Players(7);
            var second = longer[1];
            BentoMessagePack.Populate(BentoMessagePack.Serialize(Players(3)), ref longer);
            Assert.Equal(3, longer.Count);
            Assert.Same(second, longer[1]);
        }

        [Fact]
        public void Hinted_refills_grow_once_to_the_count() =>
            RefillsGrowOnce(BentoHintedJson.SerializeToUtf8Bytes(Players(5)), BentoHintedJson.SerializeToUtf8Bytes(s_five),
                (byte[] input, ref List<Player> value) => BentoHintedJson.Populate(input, ref value),
                (byte[] input, ref List<int> value) => BentoHintedJson.Populate(input, ref value));

        [Fact]
        public void A_count_never_shrinks_a_list_with_room_to_spare()
        {
            // Cleared and filled (numbers) and refilled in place (players): the room already there is kept.
            var numbers = new List<int>(100) { 1, 2 };
            BentoHintedJson.Populate(BentoHintedJson.SerializeToUtf8Bytes(s_five), ref numbers);
            Assert.Equal(s_five, numbers);
            Assert.Equal(100, numbers.Capacity);

            var players = new List<Player>(100) { new Player { Name = "a" } };
            BentoHintedJson.Populate(BentoHintedJson.SerializeToUtf8Bytes(Players(5)), ref players);
            Assert.Equal(5, players.Count);
            Assert.Equal(100, players.Capacity);

            numbers = new List<int>(100) { 1, 2 };
            BentoMessagePack.Populate(BentoMessagePack.Serialize(s_five), ref numbers);
            Assert.Equal(100, numbers.Capacity);
        }

        [Fact]
        public void Plain_json_reads_make_the_list_once_at_its_count()
        {
            Assert.Equal(5, BentoJson.Deserialize<List<Player>>(BentoJson.SerializeToUtf8Bytes(Players(5))).Capacity);
            Assert.Equal(5, BentoJson.Deserialize<List<int>>("[1,2,3,4,5]").Capacity);
            Assert.Equal(5, BentoJson.Deserialize<int[]>("[1,2,3,4,5]").Length);
            Assert.Empty(BentoJson.Deserialize<List<int>>("[]"));
        }
    }
}
