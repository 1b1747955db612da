using System;
using System.Collections.Generic;
using Bento;

namespace Trimmed;

/// <summary>
/// Round-trips marked types after trimming. <see cref="ReadOnly"/> is only ever deserialized, so nothing but the
/// generated registration keeps its codec alive: if trimming removed it, this program fails.
/// </summary>
internal static class Program
{
    private static int Main()
    {
        var save = new SaveGame("Ada", 1200, new List<int> { 1, 2, 3 }, new Dictionary<string, double> { ["x"] = 0.5 });
        string json = BentoJson.Serialize(save);
        var back = BentoJson.Deserialize<SaveGame>(json);
        var readOnly = BentoJson.Deserialize<ReadOnly>("{\"Id\":7,\"When\":\"2024-05-01T10:00:00Z\"}"u8);
        bool ok = json == "{\"Name\":\"Ada\",\"HighScore\":1200,\"Levels\":[1,2,3],\"Stats\":{\"x\":0.5}}"
            && back.Name == "Ada" && back.HighScore == 1200 && back.Levels.Count == 3 && back.Stats["x"] == 0.5
            && readOnly.Id == 7 && readOnly.When == new DateTimeOffset(2024, 5, 1, 10, 0, 0, TimeSpan.Zero);
        Console.WriteLine(ok ? "trimmed round trip: ok" : "trimmed round trip: FAILED " + json);
        return ok ? 0 : 1;
    }
}

[BentoObject]
internal sealed partial record SaveGame(string Name, int HighScore, List<int> Levels, Dictionary<string, double> Stats);

[BentoObject]
internal sealed partial class ReadOnly
{
    public int Id { get; set; }

    public DateTimeOffset When { get; set; }
}
