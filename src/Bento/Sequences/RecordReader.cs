using System;

namespace Bento.Internal;

/// <summary>
/// What every record-stream reader (JSON Lines, concatenated MessagePack) keeps besides its framing: the one input
/// buffer, the record limit, the count of records finished, and the rule for a record that cannot be read (throw, or
/// skip it after telling the options' callback). A format supplies only <see cref="TryRead"/>: how a record's end is
/// found and how a record is decoded and its errors restated for the whole input.
/// </summary>
internal abstract class RecordReader<T> : IRecordReader<T>
{
    private readonly BentoInvalidRecordHandling _handling;

    /// <param name="bufferSize">The first buffer size and the size of each read from the source.</param>
    /// <param name="maxRecordBytes">The largest record accepted.</param>
    /// <param name="delimiterBytes">What the buffer holds beyond a record of the largest size: the format's delimiter.</param>
    /// <param name="handling">Whether a record that cannot be read stops the sequence or is skipped.</param>
    protected RecordReader(int bufferSize, int maxRecordBytes, int delimiterBytes, BentoInvalidRecordHandling handling)
    {
        MaxRecordBytes = maxRecordBytes;
        Buffer = new RecordBuffer(bufferSize, maxRecordBytes + delimiterBytes);
        _handling = handling;
    }

    /// <inheritdoc/>
    public RecordBuffer Buffer { get; }

    /// <summary>The largest record accepted, in bytes.</summary>
    protected int MaxRecordBytes { get; }

    /// <summary>The records finished so far, read or not: the one-based number of the record just finished.</summary>
    protected long Records { get; set; }

    /// <inheritdoc/>
    public abstract bool TryRead(bool inputEnded, out T value);

    /// <summary>Throws <paramref name="error"/> unless bad records are skipped; when they are, the caller tells the callback and goes on.</summary>
    protected void ThrowUnlessSkipped(Exception error)
    {
        if (_handling != BentoInvalidRecordHandling.Skip) throw error;
    }

    /// <inheritdoc/>
    public void Dispose() => Buffer.Dispose();
}
