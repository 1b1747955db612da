using System;
using System.Buffers;

namespace Bento.Bench.Adapters;

/// <summary>
/// Bento's standard JSON read with <see cref="BentoJson.DeserializeParallel{T}(ReadOnlySpan{byte}, BentoJsonOptions?, BentoParallelReadOptions?)"/>
/// on a fixed number of threads; it writes as "Bento JSON" does, so only its read times say anything.
/// </summary>
public sealed class BentoJsonParallelAdapter : ISerializerAdapter, IMultiThreadedAdapter
{
    private readonly BentoParallelReadOptions _parallel;

    public BentoJsonParallelAdapter(int threads)
    {
        _parallel = new BentoParallelReadOptions { MaxThreads = threads };
        Name = "Bento JSON (parallel)";
    }

    public string Name { get; }

    public string Format => "JSON (UTF-8), read on " + _parallel.MaxThreads + " threads";

    public string Library => "Bento " + Versions.Of(typeof(BentoJson));

    public void Serialize<T>(IBufferWriter<byte> output, T value) => BentoJson.Serialize(output, value);

    public T Deserialize<T>(ReadOnlyMemory<byte> payload) => BentoJson.DeserializeParallel<T>(payload.Span, parallel: _parallel);
}
