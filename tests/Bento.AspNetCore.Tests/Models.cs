using System.Collections.Generic;

namespace Bento.AspNetCore.Tests;

[BentoObject]
public partial class SaveGame
{
    public string Name { get; set; } = "";

    public int HighScore { get; set; }

    public List<Entity> Entities { get; set; } = new();
}

[BentoObject]
public partial class Entity
{
    public int Id { get; set; }

    public string Kind { get; set; } = "";

    public double X { get; set; }

    public double Y { get; set; }
}

/// <summary>No Bento codec: MVC must hand it to System.Text.Json.</summary>
public class PlainNote
{
    public string Text { get; set; } = "";
}

internal static class Samples
{
    public static SaveGame Save(int seed, int entities = 3)
    {
        var save = new SaveGame { Name = "save-" + seed, HighScore = seed * 7 };
        for (int i = 0; i < entities; i++)
            save.Entities.Add(new Entity { Id = seed * 100 + i, Kind = i % 2 == 0 ? "orc" : "elf", X = i + 0.5, Y = -i });
        return save;
    }

    public static void AssertEqual(SaveGame expected, SaveGame actual)
    {
        Xunit.Assert.Equal(BentoJson.Serialize(expected), BentoJson.Serialize(actual));
    }
}
