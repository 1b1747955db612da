using System;
using Bento.MessagePack;

namespace Bento.Internal;

/// <summary>
/// The format logic of a reader of concatenated MessagePack values, apart from any I/O (see
/// <see cref="JsonLinesReader{T}"/> for the calling pattern). A value is decoded straight from the buffer; only when the
/// buffer ends inside it does the reader fall back to finding its end by its headers, a scan that resumes where it
/// stopped after each refill, so a slow source is not rescanned from the value's start and a value is decoded once.
/// </summary>
internal sealed class MsgPackStreamReader<T> : RecordStreamReader<T, MsgPackCodec<T>, BentoMessagePackStreamOptions>
{
    private readonly BentoMessagePackOptions _msgpack;

    // Framing state of the value at the start of the buffer, kept between refills.
    private bool _framing;
    private MsgPackFramer _framer = new("MaxRecordBytes");

    public MsgPackStreamReader(MsgPackCodec<T> codec, BentoMessagePackStreamOptions? options)
        : base(codec, options ?? BentoMessagePackStreamOptions.Default, delimiterBytes: 0) =>
        _msgpack = Options.MessagePack ?? BentoMessagePackOptions.Default;

    /// <inheritdoc/>
    public override bool TryRead(bool inputEnded, out T value)
    {
        while (true)
        {
            var pending = Buffer.Pending;
            if (pending.Length == 0) break;
            int length;
            if (!_framing)
            {
                // The common case: the whole value is already here, and decoding it is what finds its end.
                if (TryDecodeInPlace(pending, out value, out length))
                {
                    RecordNumber++;
                    Buffer.Consume(length);
                    return true;
                }

                _framing = true;
                _framer.Start();
            }

            length = _framer.Frame(pending, MaxRecordBytes, _msgpack.MaxDepth, out _, out int at, out string? problem);
            if (problem is not null) ThrowFraming(at, pending, problem);
            if (length < 0)
            {
                if (inputEnded) ThrowTruncated(pending);
                if (pending.Length >= MaxRecordBytes) ThrowFraming(pending.Length, pending, $"The value is larger than MaxRecordBytes ({MaxRecordBytes} bytes).");
                break;
            }

            _framing = false;
            RecordNumber++;
            bool ok = TryDecodeRecord(pending.Slice(0, length), out value);
            Buffer.Consume(length);
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
            value = Codec.Read(ref reader);
            length = reader.Position;
            if (length <= MaxRecordBytes) return true;
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
            value = BentoMessagePack.Deserialize(record, Codec, _msgpack);
            return true;
        }
        catch (BentoMessagePackException ex)
        {
            var error = Relocate(ex.Reason, ex.BytePosition < 0 ? 0 : ex.BytePosition, ex.Path, ex);
            ThrowUnlessSkipping(error);
            Options.OnInvalidRecord?.Invoke(new BentoMessagePackStreamError(RecordNumber, Buffer.PendingOffset, error, Buffer.PendingMemory.Slice(0, record.Length)));
            value = default!;
            return false;
        }
    }

    private void ThrowTruncated(ReadOnlySpan<byte> pending)
    {
        long number = RecordNumber + 1;
        var inner = MsgPackErrors.At(pending, pending.Length, $"The input ends inside the value after {pending.Length} of its bytes.");
        throw Relocate(inner.Reason, pending.Length, inner.Path, inner, number);
    }

    private void ThrowFraming(int offset, ReadOnlySpan<byte> pending, string reason)
    {
        // Without the value's end there is no telling where the next one starts, so this is never skipped.
        var inner = MsgPackErrors.At(pending, offset, reason);
        throw Relocate(reason, offset, inner.Path, inner, RecordNumber + 1);
    }

    private BentoMessagePackException Relocate(string reason, long offsetInRecord, string? path, Exception inner, long number = 0)
    {
        if (number == 0) number = RecordNumber;
        long start = Buffer.PendingOffset;
        return new BentoMessagePackException($"Value {number} of the stream (starting at byte {start}): {reason}", start + offsetInRecord, path, inner);
    }
}

/// <summary>A MessagePack stream as a record format: each record one whole value, with nothing between values.</summary>
internal sealed class MsgPackStreamFormat<T> : RecordFormat<T>
{
    private readonly MsgPackCodec<T> _codec;
    private readonly BentoMessagePackStreamOptions? _options;

    public MsgPackStreamFormat(MsgPackCodec<T> codec, BentoMessagePackStreamOptions? options)
    {
        _codec = codec ?? throw new ArgumentNullException(nameof(codec));
        _options = options;
    }

    public override RecordReader<T> Open() => new MsgPackStreamReader<T>(_codec, _options);

    public override void Write(RecordOutput output, T value)
    {
        var writer = new MsgPackWriter<RecordOutput>(output, _options?.MessagePack ?? BentoMessagePackOptions.Default);
        _codec.Write(ref writer, value);
        writer.Flush();
    }
}
