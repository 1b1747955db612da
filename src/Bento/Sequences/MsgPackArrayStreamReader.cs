using System;
using System.Globalization;
using Bento.MessagePack;

namespace Bento.Internal;

/// <summary>
/// Reads the elements of a MessagePack document's root array one at a time from a buffer that the I/O loops of
/// <see cref="RecordStream"/> fill, holding in memory the element being read rather than the document. The values and
/// errors (reason, offset and path, <c>$[12345].name</c>) are those of a whole-document read of <c>List&lt;T&gt;</c>
/// over the same bytes.
/// </summary>
/// <remarks>
/// An element is decoded straight from the buffer; only when the buffer may end inside it is it framed first, by its
/// headers (<see cref="MsgPackFramer"/>), and then decoded once. A whole-document read checks the array's count against
/// the length of the input before it reads any element; a stream learns that length only at its end. So when an
/// element fails while the count could still be more than the input holds, the rest of the input is read (and dropped)
/// to learn its length, and the error the whole-document read would raise first is raised.
/// </remarks>
internal sealed class MsgPackArrayStreamReader<T> : RecordReader<T>
{
    private enum Phase
    {
        Header,
        Elements,
        Trailing,
        Draining,
        Done,
    }

    private readonly MsgPackCodec<T> _codec;
    private readonly BentoMessagePackOptions _msgpack;
    private readonly int _maxElementBytes;
    private Phase _phase;
    private bool _isArray;
    private long _count;            // elements the header declares
    private long _headerEnd;        // the offset after the header
    private long _elements;         // elements handed out
    private long _trailingStart;    // the offset after the root value
    private long _largest;          // the longest element so far
    private BentoMessagePackException? _failure;   // an element error held until the input's length is known
    private bool _framing;
    private MsgPackFramer _framer = new("MaxElementBytes");

    public MsgPackArrayStreamReader(MsgPackCodec<T> codec, BentoArrayStreamOptions? options)
        : base((options ??= BentoArrayStreamOptions.Default).BufferSize, options.MaxElementBytes)
    {
        _codec = codec ?? throw new ArgumentNullException(nameof(codec));
        _msgpack = options.MessagePack ?? BentoMessagePackOptions.Default;
        _maxElementBytes = options.MaxElementBytes;
    }

    public override bool TryRead(bool inputEnded, out T value)
    {
        value = default!;
        while (true)
        {
            switch (_phase)
            {
                case Phase.Header:
                    if (ReadHeader(inputEnded)) continue;
                    return false;
                case Phase.Elements:
                    if (_elements == _count)
                    {
                        _phase = Phase.Trailing;
                        _trailingStart = Buffer.PendingOffset;
                        continue;
                    }

                    if (ReadElement(inputEnded, out value, out bool progress)) return true;
                    if (progress) continue;
                    return false;
                case Phase.Trailing:
                case Phase.Draining:
                    // Nothing here is kept: the bytes are only counted, so the buffer does not grow.
                    Buffer.Consume(Buffer.Pending.Length);
                    if (inputEnded) Finish();
                    return false;
                default:
                    return false;
            }
        }
    }

    private bool ReadHeader(bool inputEnded)
    {
        var pending = Buffer.Pending;
        if (pending.Length == 0 && !inputEnded) return false;
        bool complete = MsgPackFormat.TryReadHeader(pending, 0, out var type, out int headerLength, out _, out long items);
        if (complete && type == MsgPackType.Array)
        {
            _isArray = true;
            _count = items;
            _headerEnd = headerLength;
            Buffer.Consume(headerLength);
            _phase = Phase.Elements;
            return true;
        }

        if (complete && type == MsgPackType.Nil)
        {
            // A root nil reads as a null list: no elements.
            Buffer.Consume(1);
            _trailingStart = 1;
            _phase = Phase.Trailing;
            return true;
        }

        if (!complete && !inputEnded && (pending.Length == 0 || pending[0] != MsgPackCode.NeverUsed)) return false;

        // Not an array, or an array header that the input ends inside: the reader says what is wrong with it.
        var reader = new MsgPackReader(pending, _msgpack);
        reader.EnterContainer();
        reader.ReadArrayHeader();
        throw new InvalidOperationException("Unreachable: the header was neither an array nor nil.");
    }

    private bool ReadElement(bool inputEnded, out T value, out bool progress)
    {
        value = default!;
        progress = false;
        var pending = Buffer.Pending;
        if (!_framing && !inputEnded && pending.Length < (2 * _largest) + 16)
        {
            _framing = true;
            _framer.Start();
        }

        bool certain = inputEnded;
        if (_framing)
        {
            // An element inside the root array is one level deeper than a value of its own.
            int length = _framer.Frame(pending, _maxElementBytes, _msgpack.MaxDepth - 1, out var problem, out int at, out string? reason);
            if (problem == MsgPackFramer.Problem.TooLarge) throw Relocate(MsgPackErrors.At(pending, at, reason!));
            if (problem != MsgPackFramer.Problem.None && !inputEnded && pending.Length < _framer.Needed)
            {
                // A reader given fewer bytes than the headers before the bad one declare would fail on a count that a
                // whole-document read accepts: wait for them (the framer stays on the bad header).
                if (_framer.Needed > _maxElementBytes)
                    throw Relocate(MsgPackErrors.At(pending, pending.Length, $"The element is larger than MaxElementBytes ({_maxElementBytes} bytes)."));
                return false;
            }

            if (length == -1 && !inputEnded)
            {
                if (pending.Length >= _maxElementBytes)
                    throw Relocate(MsgPackErrors.At(pending, pending.Length, $"The element is larger than MaxElementBytes ({_maxElementBytes} bytes)."));
                return false;
            }

            // Complete, or a header the reader rejects (0xc1, too deep), or the end of the input: the decode says which.
            _framing = false;
            certain = true;
        }

        var reader = new MsgPackReader(pending, _msgpack);
        try
        {
            reader.EnterContainer();
            T item = _codec.Read(ref reader);
            int length = reader.Position;
            Buffer.Consume(length);
            _elements++;
            if (length > _largest) _largest = length;
            value = item;
            return true;
        }
        catch (BentoMessagePackException ex) when (certain)
        {
            Fail(Relocate(ex));
        }
        catch (BentoMessagePackException)
        {
            // Perhaps only the end of the buffer: framing tells.
        }
        catch (Exception ex) when (ReadFailures.IsFromInput(ex))
        {
            if (certain) Fail(Relocate(MsgPackErrors.AfterValue(pending, reader.Position, "The value could not be set: " + ex.Message, ex)));
        }

        if (_phase == Phase.Elements)
        {
            _framing = true;
            _framer.Start();
        }

        progress = true;
        return false;
    }

    // Raises an element's error now when the array's count surely fits in the input; otherwise once the input's length is known.
    private void Fail(BentoMessagePackException error)
    {
        long seen = Buffer.PendingOffset + Buffer.Pending.Length;
        if (_count <= seen - _headerEnd) throw error;
        _failure = error;
        _phase = Phase.Draining;
    }

    // At the end of the input, in the order a whole-document read finds things wrong.
    private void Finish()
    {
        long total = Buffer.PendingOffset;
        if (_isArray && _count > total - _headerEnd)
        {
            throw new BentoMessagePackException(
                $"The array declares {_count.ToString(CultureInfo.InvariantCulture)} elements, more than the {total.ToString(CultureInfo.InvariantCulture)} remaining bytes can hold.", 0, "$");
        }

        if (_failure is not null) throw _failure;
        if (total > _trailingStart)
            throw new BentoMessagePackException($"Unexpected data ({total - _trailingStart} bytes) after the end of the MessagePack value.", _trailingStart, "$");
        _phase = Phase.Done;
    }

    private BentoMessagePackException Relocate(BentoMessagePackException ex)
    {
        long inPending = ex.BytePosition < 0 ? 0 : ex.BytePosition;
        string path = RecordStream.ElementPath(_elements, ex.Path);
        return new BentoMessagePackException(ex.Reason, Buffer.PendingOffset + inPending, path, ex.InnerException);
    }
}
