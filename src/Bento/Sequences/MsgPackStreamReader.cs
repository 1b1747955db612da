using System;
using Bento.MessagePack;

namespace Bento.Internal;

/// <summary>
/// The format logic of a reader of concatenated MessagePack values, apart from any I/O (see
/// <see cref="JsonLinesReader{T}"/> for the calling pattern). A value is decoded straight from the buffer; only when the
/// buffer ends inside it does the reader fall back to finding its end by its headers, a scan that resumes where it
/// stopped after each refill, so a slow source is not rescanned from the value's start and a value is decoded once.
/// </summary>
internal sealed class MsgPackStreamReader<T> : IRecordReader<T>
{
    private readonly MsgPackCodec<T> _codec;
    private readonly BentoMessagePackOptions _msgpack;
    private readonly BentoMessagePackStreamOptions _options;
    private readonly int _maxRecordBytes;
    private readonly int _maxDepth;
    private readonly RecordBuffer _buffer;
    private long _recordNumber;   // values finished so far

    // Framing state of the value at the start of the buffer, kept between refills.
    private bool _framing;
    private int _scanned;          // bytes of the value whose headers are accounted for
    private int _level;            // open containers
    private long[] _remaining = new long[8];  // items still to come at each level; level 0 is the value itself

    public MsgPackStreamReader(MsgPackCodec<T> codec, BentoMessagePackStreamOptions? options)
    {
        _codec = codec ?? throw new ArgumentNullException(nameof(codec));
        _options = options ?? BentoMessagePackStreamOptions.Default;
        _msgpack = _options.MessagePack ?? BentoMessagePackOptions.Default;
        _maxRecordBytes = _options.MaxRecordBytes;
        _maxDepth = _msgpack.MaxDepth;
        _buffer = new RecordBuffer(_options.BufferSize, _maxRecordBytes);
    }

    public RecordBuffer Buffer => _buffer;

    /// <summary>
    /// Reads the next value from the buffered bytes. Returns false when the buffer holds no complete value: the caller
    /// reads more, or, when <paramref name="inputEnded"/> is set, the sequence is over.
    /// </summary>
    public bool TryRead(bool inputEnded, out T value)
    {
        while (true)
        {
            var pending = _buffer.Pending;
            if (pending.Length == 0) break;
            int length;
            if (!_framing)
            {
                // The common case: the whole value is already here, and decoding it is what finds its end.
                if (TryDecodeInPlace(pending, out value, out length))
                {
                    _recordNumber++;
                    _buffer.Consume(length);
                    return true;
                }

                _framing = true;
                _scanned = 0;
                _level = 0;
                _remaining[0] = 1;
            }

            length = Frame(pending);
            if (length < 0)
            {
                if (inputEnded) ThrowTruncated(pending);
                if (pending.Length >= _maxRecordBytes) ThrowFraming(pending.Length, pending, $"The value is larger than MaxRecordBytes ({_maxRecordBytes} bytes).");
                break;
            }

            _framing = false;
            _recordNumber++;
            bool ok = TryDecodeRecord(pending.Slice(0, length), out value);
            _buffer.Consume(length);
            if (ok) return true;
        }

        value = default!;
        return false;
    }

    private bool TryDecodeInPlace(ReadOnlySpan<byte> pending, out T value, out int length)
    {
        var reader = new MsgPackReader(pending, _msgpack);
        try
        {
            value = _codec.Read(ref reader);
            length = reader.Position;
            if (length <= _maxRecordBytes) return true;
        }
        catch (Exception ex) when (ReadFailures.IsFromInput(ex) || ex is BentoMessagePackException)
        {
            // Either the buffer ends inside the value or the value is bad: framing tells which, and a bad value is
            // decoded again on its own so that its error reads as it would for a single document.
        }

        value = default!;
        length = 0;
        return false;
    }

    private bool TryDecodeRecord(ReadOnlySpan<byte> record, out T value)
    {
        try
        {
            value = BentoMessagePack.Deserialize(record, _codec, _msgpack);
            return true;
        }
        catch (BentoMessagePackException ex)
        {
            var error = Relocate(ex.Reason, ex.BytePosition < 0 ? 0 : ex.BytePosition, ex.Path, ex);
            if (_options.InvalidRecordHandling != BentoInvalidRecordHandling.Skip) throw error;
            _options.OnInvalidRecord?.Invoke(new BentoMessagePackStreamError(_recordNumber, _buffer.PendingOffset, error, _buffer.PendingMemory.Slice(0, record.Length)));
            value = default!;
            return false;
        }
    }

    /// <summary>
    /// Accounts for the headers of the value at the start of <paramref name="data"/>, from where the last call stopped.
    /// Returns the value's length once it is complete, or -1 when the data ends inside it. Payloads are stepped over,
    /// never read; sizes are checked against <see cref="BentoMessagePackStreamOptions.MaxRecordBytes"/> as soon as a
    /// header declares them, so an absurd size fails before anything is buffered for it.
    /// </summary>
    private int Frame(ReadOnlySpan<byte> data)
    {
        while (true)
        {
            while (_remaining[_level] == 0)
            {
                if (_level == 0) return _scanned;
                _level--;
            }

            if (!MsgPackFormat.TryReadHeader(data, _scanned, out var type, out int headerLength, out long payload, out long items))
            {
                if (_scanned < data.Length && data[_scanned] == MsgPackCode.NeverUsed) ThrowFraming(_scanned, data, "The byte 0xc1 is never used in MessagePack.");
                return -1;
            }

            if (type is MsgPackType.Array or MsgPackType.Map)
            {
                if (_level + 1 > _maxDepth) ThrowFraming(_scanned, data, $"The value is nested deeper than the maximum depth of {_maxDepth}.");

                // Every item takes at least one byte, so a count beyond the limit can never be satisfied.
                if (items > (long)_maxRecordBytes - _scanned - headerLength)
                    ThrowFraming(_scanned, data, $"The {(type == MsgPackType.Map ? "map" : "array")} declares more items than a value of MaxRecordBytes ({_maxRecordBytes} bytes) can hold.");
                _remaining[_level]--;
                _scanned += headerLength;
                if (items > 0)
                {
                    _level++;
                    if (_level == _remaining.Length) Array.Resize(ref _remaining, _remaining.Length * 2);
                    _remaining[_level] = items;
                }

                continue;
            }

            long end = (long)_scanned + headerLength + payload;
            if (end > _maxRecordBytes) ThrowFraming(_scanned, data, $"The value is larger than MaxRecordBytes ({_maxRecordBytes} bytes).");
            if (end > data.Length) return -1;
            _remaining[_level]--;
            _scanned = (int)end;
        }
    }

    private void ThrowTruncated(ReadOnlySpan<byte> pending)
    {
        long number = _recordNumber + 1;
        var inner = MsgPackErrors.At(pending, pending.Length, $"The input ends inside the value after {pending.Length} of its bytes.");
        throw Relocate(inner.Reason, pending.Length, inner.Path, inner, number);
    }

    private void ThrowFraming(int offset, ReadOnlySpan<byte> pending, string reason)
    {
        // Without the value's end there is no telling where the next one starts, so this is never skipped.
        var inner = MsgPackErrors.At(pending, offset, reason);
        throw Relocate(reason, offset, inner.Path, inner, _recordNumber + 1);
    }

    private BentoMessagePackException Relocate(string reason, long offsetInRecord, string? path, Exception inner, long number = 0)
    {
        if (number == 0) number = _recordNumber;
        long start = _buffer.PendingOffset;
        return new BentoMessagePackException($"Value {number} of the stream (starting at byte {start}): {reason}", start + offsetInRecord, path, inner);
    }

    public void Dispose() => _buffer.Dispose();
}
