using System;
using System.Buffers;

namespace Bento.Bench.Adapters;

/// <summary>
/// Bento MessagePack read with <see cref="BentoMessagePack.DeserializeParallel{T}(ReadOnlySpan{byte}, BentoMessagePackOptions?, BentoParallelReadOptions?)"/>
/// on a fixed number of threads, in either layout; it writes as the sequential row of its layout does, so only its
/// read times say anything.
/// </summary>
public sealed class BentoMessagePackParallelAdapter : ISerializerAdapter, IMirrorAdapter, IMultiThreadedAdapter
{
    private readonly BentoMessagePackAdapter _sequential;
    private readonly BentoParallelReadOptions _parallel;

    public BentoMessagePackParallelAdapter(MessagePackLayout layout, int threads)
    {
        _sequential = new BentoMessagePackAdapter(layout);
        _parallel = new BentoParallelReadOptions { MaxThreads = threads };
    }

    public string Name => _sequential.Name.Replace(")", ", parallel)");

    public string Format => _sequential.Format + ", read on " + _parallel.MaxThreads + " threads";

    public string Library => _sequential.Library;

    public void Serialize<T>(IBufferWriter<byte> output, T value) => _sequential.Serialize(output, value);

    public T Deserialize<T>(ReadOnlyMemory<byte> payload) => BentoMessagePack.DeserializeParallel<T>(payload.Span, parallel: _parallel);

    public Type? MirrorOf(Type model) => _sequential.MirrorOf(model);
}
