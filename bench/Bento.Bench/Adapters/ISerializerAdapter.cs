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
