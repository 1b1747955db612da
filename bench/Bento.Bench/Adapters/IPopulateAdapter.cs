using System;

namespace Bento.Bench.Adapters;

/// <summary>
/// A serializer that can read into an instance it already holds. The benchmark populates the same document into one
/// instance again and again (a client refreshing its state), so the allocations left are what the reader cannot reuse.
/// </summary>
public interface IPopulateAdapter
{
    /// <summary>Reads <paramref name="payload"/> (this adapter's own output) into <paramref name="value"/>.</summary>
    void Populate<T>(ReadOnlyMemory<byte> payload, ref T value);
}

/// <summary>An adapter with a format-specific check of its output, run once before timing next to the round trip.</summary>
public interface ICheckedAdapter
{
    /// <summary>A description of what is wrong with <paramref name="payload"/> (this adapter's encoding of <paramref name="value"/>), or null.</summary>
    string? CheckPayload<T>(T value, byte[] payload);
}
