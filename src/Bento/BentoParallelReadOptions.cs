using System;

namespace Bento;

/// <summary>
/// How <c>BentoJson.DeserializeParallel</c> and <c>BentoMessagePack.DeserializeParallel</c> split one large document
/// across threads. Instances are immutable once created; <see cref="Default"/> splits documents of 1 MiB or more across
/// every processor.
/// </summary>
public sealed class BentoParallelReadOptions
{
    /// <summary>The defaults.</summary>
    public static BentoParallelReadOptions Default { get; } = new();

    /// <summary>The default of <see cref="MinDocumentBytes"/>: 1 MiB.</summary>
    public const int DefaultMinDocumentBytes = 1024 * 1024;

    private readonly int _minDocumentBytes = DefaultMinDocumentBytes;

    /// <summary>
    /// Documents shorter than this many bytes are read on the calling thread alone (default 1 MiB): below about that
    /// size, starting and joining the other threads costs more than they save.
    /// </summary>
    public int MinDocumentBytes
    {
        get => _minDocumentBytes;
        init => _minDocumentBytes = value >= 0 ? value : throw new ArgumentOutOfRangeException(nameof(value), value, "MinDocumentBytes cannot be negative.");
    }

    private readonly int _maxThreads;

    /// <summary>
    /// How many threads, the calling one included, read one array (default 0: <see cref="Environment.ProcessorCount"/>;
    /// at most 64 are used). 1 reads on the calling thread alone.
    /// </summary>
    public int MaxThreads
    {
        get => _maxThreads;
        init => _maxThreads = value >= 0 ? value : throw new ArgumentOutOfRangeException(nameof(value), value, "MaxThreads cannot be negative.");
    }

    /// <summary>The number of threads a read uses: <see cref="MaxThreads"/>, or the processor count for 0.</summary>
    internal int Threads => _maxThreads > 0 ? _maxThreads : Environment.ProcessorCount;
}
