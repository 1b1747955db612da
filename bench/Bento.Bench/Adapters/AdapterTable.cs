using System.Collections.Generic;

namespace Bento.Bench.Adapters;

/// <summary>The serializers measured, in report order. Adapters keep reusable state, so each run creates its own.</summary>
public static class AdapterTable
{
    /// <summary>Every ratio in a report is to this adapter, measured in the same run.</summary>
    public const string BaselineName = "STJ source-gen";

    public static List<ISerializerAdapter> Create() =>
    [
        new BentoJsonAdapter(),
        new BentoHintedJsonAdapter(),
        new BentoMessagePackAdapter(),
        new StjUtf8Adapter(sourceGenerated: true),
        new StjStringAdapter(sourceGenerated: true),
        new StjUtf8Adapter(sourceGenerated: false),
        new StjStringAdapter(sourceGenerated: false),
        new NewtonsoftAdapter(),
    ];
}
