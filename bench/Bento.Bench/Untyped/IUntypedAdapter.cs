using System;
using System.Buffers;

namespace Bento.Bench.Untyped;

/// <summary>One library's untyped JSON operations, for <c>--file</c>.</summary>
public interface IUntypedAdapter
{
    string Name { get; }

    /// <summary>Throws if <paramref name="json"/> is not valid JSON.</summary>
    void Validate(ReadOnlyMemory<byte> json);

    /// <summary>Writes <paramref name="json"/> without insignificant whitespace.</summary>
    void Minify(ReadOnlyMemory<byte> json, IBufferWriter<byte> output);

    /// <summary>Parses into the library's document model and writes it back compactly; false if it has no document model.</summary>
    bool RoundTrip(ReadOnlyMemory<byte> json, IBufferWriter<byte> output);
}
