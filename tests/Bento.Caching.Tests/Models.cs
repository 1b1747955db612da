using System.Collections.Generic;

namespace Bento.Caching.Tests;

[BentoObject]
public partial record PlayerProfile(string Name, int Level, List<string> Badges);

// Two versions of one cached model, as an old and a new server would have them: V2 adds a member with an initial value.
[BentoObject]
public partial class ProfileV1
{
    public string Name { get; set; } = "";
    public int Level { get; set; }
}

[BentoObject]
public partial class ProfileV2
{
    public string Name { get; set; } = "";
    public int Level { get; set; }
    public string Guild { get; set; } = "none";
}

// Not a Bento type: HybridCache's own serializer keeps it.
public sealed record PlainValue(string Text);
