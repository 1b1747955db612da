using System;
using System.Buffers;

namespace Bento.Bench.Adapters;

/// <summary>
/// One serializer under test. Adapters hold only the calls into their library; the timing loop, the correctness
/// check and the reporting are shared, so every serializer is measured the same way.
/// </summary>
public interface ISerializerAdapter
{
    /// <summary>Display name, unique among adapters (used by <c>--filter</c>).</summary>
    string Name { get; }

    /// <summary>Wire format and API flavour, e.g. "JSON (UTF-8)" or "JSON (string)".</summary>
    string Format { get; }

    /// <summary>The library and version measured, for the report.</summary>
    string Library { get; }

    /// <summary>Appends the encoding of <paramref name="value"/> to <paramref name="output"/>, which the caller resets and reuses.</summary>
    void Serialize<T>(IBufferWriter<byte> output, T value);

    /// <summary>Decodes a payload this adapter produced.</summary>
    T Deserialize<T>(ReadOnlyMemory<byte> payload);
}

/// <summary>
/// An adapter whose library serializes types of its own instead of the shared models: MemoryPack's generated partials,
/// protoc's message classes, Bento's array-layout twins. The workload value is copied into the mirror before timing
/// (<see cref="Runner.ModelMapper"/>), and the round-trip check copies the result back and compares it with the source.
/// </summary>
public interface IMirrorAdapter
{
    /// <summary>The type that stands for <paramref name="model"/> in this adapter's library, or null when there is none.</summary>
    Type? MirrorOf(Type model);
}

/// <summary>An adapter whose library cannot express some model shapes; those workloads get a "cannot model" row.</summary>
public interface IModelLimits
{
    /// <summary>Why the library cannot serialize <paramref name="model"/> (its own error message), or null when it can.</summary>
    string? CannotModel(Type model);
}

/// <summary>
/// An adapter whose reads run on several threads. Its allocations are counted over the whole process for the time of
/// a batch, since the calling thread's own count would leave out what the other threads allocated.
/// </summary>
public interface IMultiThreadedAdapter
{
}
