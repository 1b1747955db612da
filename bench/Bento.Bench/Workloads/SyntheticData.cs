using System;
using System.Collections.Generic;
using System.Globalization;
using Bento.Bench.Models;

namespace Bento.Bench.Workloads;

/// <summary>The generated workloads. Every generator takes a fixed seed, so every run measures the same data.</summary>
public static class SyntheticData
{
    public const int Seed = 42;

    static readonly string[] s_streets = ["Maple Street", "Rue de Rivoli", "Königstraße", "Calle Mayor", "Baker Street", "Via Roma", "Shibuya Dori"];
    static readonly string[] s_factions = ["Empire", "Rebels", "Guild", "Horde", "Wanderers"];
    static readonly string[] s_tags = ["melee", "ranged", "flying", "undead", "mechanical", "healer", "stealth", "boss", "summon", "armored"];
    static readonly string[] s_syllables = ["ka", "ri", "to", "mon", "zer", "ath", "ul", "vex", "dra", "quin", "sol", "bor"];

    public static SaveGame SaveGame() => new() { Name = "Player One", HighScore = 1_234_567 };

    public static OpenSaveGame OpenSaveGame() => new() { Name = "Player One", HighScore = 1_234_567 };

    public static ShapeList Shapes()
    {
        var random = new Random(Seed);
        var list = new ShapeList();
        for (int i = 0; i < 10_000; i++)
        {
            double x = Math.Round(random.NextDouble() * 1000, 2), y = Math.Round(random.NextDouble() * 1000, 2);
            list.Items.Add((i % 3) switch
            {
                0 => new CircleItem { X = x, Y = y, Radius = random.Next(1, 200) / 4.0 },
                1 => new RectItem { X = x, Y = y, Width = random.Next(1, 400), Height = random.Next(1, 400), Layer = random.Next(10) },
                _ => new TextItem { X = x, Y = y, Text = Name(random, 2 + random.Next(3)), Size = 8 + random.Next(30) },
            });
        }

        return list;
    }

    public static NewsFeed NewsFeed()
    {
        var random = new Random(Seed);
        var feed = new NewsFeed();
        for (int i = 0; i < 10; i++)
        {
            feed.Items.Add(new NewsItem
            {
                Title = "Headline " + (i + 1).ToString(CultureInfo.InvariantCulture) + ": " + Name(random, 4),
                Text = Sentence(random, 60),
                Link = "https://news.example.com/" + (2026_00_00 + i).ToString(CultureInfo.InvariantCulture) + "/" + Name(random, 3).ToLowerInvariant(),
                Image = Png.Thumbnail(seed: i + 1),
            });
        }

        return feed;
    }

    public static SimpleObjectList SimpleObjects(int count = 100_000)
    {
        var random = new Random(Seed);
        var list = new SimpleObjectList { Items = new List<SimpleObject>(count) };
        for (int i = 0; i < count; i++)
        {
            int[] scores = new int[random.Next(3, 8)];
            for (int s = 0; s < scores.Length; s++)
            {
                scores[s] = random.Next(0, 100_000);
            }

            list.Items.Add(new SimpleObject
            {
                Id = i,
                Name = Name(random, 2),
                Address = random.Next(1, 999).ToString(CultureInfo.InvariantCulture) + " " + s_streets[random.Next(s_streets.Length)],
                Scores = scores,
            });
        }

        return list;
    }

    public static ContactList Contacts(int count = 500)
    {
        var random = new Random(Seed);
        var list = new ContactList { Items = new List<Contact>(count) };
        for (int i = 0; i < count; i++)
        {
            string first = Capitalized(Name(random, random.Next(1, 3)));
            string last = Capitalized(Name(random, random.Next(2, 4)));

            // Some names need escaping or are not ASCII, as real address books have: a quote, an accent.
            if (i % 50 == 7) last = "O\"" + last;
            if (i % 40 == 3) first += "\u00e9";
            list.Items.Add(new Contact
            {
                Id = 100_000 + i,
                FirstName = first,
                LastName = last,
                Email = first.ToLowerInvariant() + "." + last.ToLowerInvariant() + "@example.com",
                Age = random.Next(18, 90),
                Visits = random.Next(0, 5000),
            });
        }

        return list;
    }

    static string Capitalized(string name) => char.ToUpperInvariant(name[0]) + name.Substring(1);

    public static GameData GameData(int count = 12_000)
    {
        var random = new Random(Seed);
        var data = new GameData { Version = 7, Units = new List<GameUnit>(count) };
        for (int i = 0; i < count; i++)
        {
            string name = Name(random, 3);
            var unit = new GameUnit
            {
                Id = 100_000 + i,
                Key = "u" + i.ToString(CultureInfo.InvariantCulture),
                Name = name,
                Faction = s_factions[random.Next(s_factions.Length)],
                Level = random.Next(1, 61),
                Elite = random.Next(10) == 0,
                Health = random.Next(50, 20_000),
                Attack = random.Next(1, 900),
                Defense = random.Next(0, 600),
                MoveSpeed = MathF.Round((float)(1 + (random.NextDouble() * 6)), 2),
                CritChance = Math.Round(random.NextDouble() * 0.5, 3),
                Experience = random.NextInt64(0, 5_000_000_000),
                Tags = Pick(random, s_tags, random.Next(1, 3)),
                LootTable = Ints(random, random.Next(0, 4), 1, 5000),
            };
            for (int s = random.Next(0, 3); s > 0; s--)
            {
                unit.Skills.Add(new GameSkill
                {
                    Id = random.Next(1, 2000),
                    Name = Name(random, 3),
                    Cooldown = Math.Round(random.NextDouble() * 30, 1),
                    Power = random.Next(1, 500),
                    Effects = Ints(random, random.Next(0, 3), 1, 300),
                });
            }

            data.Units.Add(unit);
        }

        return data;
    }

    static string Name(Random random, int syllables)
    {
        Span<char> buffer = stackalloc char[syllables * 4];
        int length = 0;
        for (int i = 0; i < syllables; i++)
        {
            foreach (char c in s_syllables[random.Next(s_syllables.Length)])
            {
                buffer[length++] = c;
            }
        }

        buffer[0] = char.ToUpperInvariant(buffer[0]);
        return new string(buffer[..length]);
    }

    static string Sentence(Random random, int words)
    {
        var parts = new string[words];
        for (int i = 0; i < words; i++)
        {
            parts[i] = Name(random, random.Next(1, 4)).ToLowerInvariant();
        }

        return string.Join(' ', parts) + ".";
    }

    static string[] Pick(Random random, string[] from, int count)
    {
        var result = new string[count];
        for (int i = 0; i < count; i++)
        {
            result[i] = from[random.Next(from.Length)];
        }

        return result;
    }

    static int[] Ints(Random random, int count, int min, int max)
    {
        var result = new int[count];
        for (int i = 0; i < count; i++)
        {
            result[i] = random.Next(min, max);
        }

        return result;
    }
}
