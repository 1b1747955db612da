using System.Collections.Generic;

namespace Bento.Tests.Roots
{
    [BentoObject(NamingPolicy = BentoNamingPolicy.CamelCase)]
    public partial class Player
    {
        public string Name { get; set; } = "";

        public int Score { get; set; }

        public Vec Position { get; set; }

        public List<Item>? Items { get; set; }

        public static Player Make(string name, int score, int items = 0)
        {
            var player = new Player { Name = name, Score = score, Position = new Vec { X = score, Y = -score } };
            if (items > 0)
            {
                player.Items = new List<Item>();
                for (int i = 0; i < items; i++)
                    player.Items.Add(new Item { Id = name + i, Count = i + 1 });
            }

            return player;
        }
    }

    [BentoObject(NamingPolicy = BentoNamingPolicy.CamelCase)]
    public partial struct Vec
    {
        public float X { get; set; }

        public float Y { get; set; }
    }

    [BentoObject(NamingPolicy = BentoNamingPolicy.CamelCase)]
    public partial class Item
    {
        public string Id { get; set; } = "";

        public int Count { get; set; }
    }

    /// <summary>MessagePack array layout: the element is an array, the root a collection of them.</summary>
    [BentoObject]
    public partial class Unit
    {
        [BentoKey(0)]
        public string Name { get; set; } = "";

        [BentoKey(1)]
        public int Level { get; set; }
    }
}
