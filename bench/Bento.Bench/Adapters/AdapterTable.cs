using System.Collections.Generic;

namespace Bento.Bench.Adapters;

/// <summary>The serializers measured, in report order. Adapters keep reusable state, so each run creates its own.</summary>
public static class AdapterTable
{
    /// <summary>Every ratio in a report is to this adapter, measured in the same run.</summary>
    public const string BaselineName = "STJ source-gen";

    /// <summary>
    /// Bento's rows first, then the JSON peers, then the binary peers that this build includes (a peer left out with
    /// <c>-p:BenchLeaveOut</c> is listed by <see cref="PeerAvailability"/> with what a restore of it says now).
    /// </summary>
    public static List<ISerializerAdapter> Create(bool hintKinds = false, bool caseInsensitive = false, int parallelThreads = 0)
    {
        List<ISerializerAdapter> adapters =
        [
            new BentoJsonAdapter(),
            new BentoHintedJsonAdapter(),
            new BentoMessagePackAdapter(MessagePackLayout.Map),
            new BentoMessagePackAdapter(MessagePackLayout.Array),
            new StjUtf8Adapter(sourceGenerated: true),
            new StjStringAdapter(sourceGenerated: true),
            new StjUtf8Adapter(sourceGenerated: false),
            new StjStringAdapter(sourceGenerated: false),
            new NewtonsoftAdapter(),
        ];
        if (hintKinds)
        {
            // After the peers would break the report's grouping of Bento rows, so they go right after hinted JSON.
            adapters.InsertRange(2,
            [
                new BentoHintedJsonAdapter(Bento.Internal.HintKinds.Arrays),
                new BentoHintedJsonAdapter(Bento.Internal.HintKinds.All),
                new BentoHintedJsonAdapter(Bento.Internal.HintKinds.Objects),
                new BentoHintedJsonAdapter(Bento.Internal.HintKinds.Records),
                new BentoHintedJsonAdapter(Bento.Internal.HintKinds.Strings),
                new BentoHintedJsonAdapter(Bento.Internal.HintKinds.None),
            ]);
        }

        if (parallelThreads > 0)
        {
            adapters.Insert(1, new BentoJsonParallelAdapter(parallelThreads));
            int array = adapters.FindIndex(a => a.Name == "Bento MessagePack (array)");
            adapters.Insert(array + 1, new BentoMessagePackParallelAdapter(MessagePackLayout.Array, parallelThreads));
            int map = adapters.FindIndex(a => a.Name == "Bento MessagePack (map)");
            adapters.Insert(map + 1, new BentoMessagePackParallelAdapter(MessagePackLayout.Map, parallelThreads));
        }

        if (caseInsensitive)
        {
            adapters.InsertRange(1,
            [
                new BentoCaseInsensitiveAdapter(upperCaseNames: false),
                new BentoCaseInsensitiveAdapter(upperCaseNames: true),
            ]);
            adapters.Insert(adapters.FindIndex(a => a.Name == BaselineName) + 1, new StjCaseInsensitiveAdapter());
        }

#if PEER_MESSAGEPACK
        adapters.Add(new Peers.MessagePack.MessagePackCSharpAdapter(MessagePackLayout.Map));
        adapters.Add(new Peers.MessagePack.MessagePackCSharpAdapter(MessagePackLayout.Array));
#endif
#if PEER_MEMORYPACK
        adapters.Add(new Peers.MemoryPack.MemoryPackAdapter());
#endif
#if PEER_PROTOBUFNET
        adapters.Add(new Peers.ProtobufNet.ProtobufNetAdapter());
#endif
#if PEER_PROTOBUF
        adapters.Add(new Peers.Protobuf.GoogleProtobufAdapter());
#endif
        return adapters;
    }
}
