using System;
using System.Globalization;
using Bento.Json;

namespace Bento.Internal;

/// <summary>
/// Reads the elements of a JSON document's root array one at a time from a buffer that the I/O loops of
/// <see cref="RecordStream"/> fill, holding in memory the element being read rather than the document. Each step is
/// done by a <see cref="JsonReader"/> set up as a whole-document read would be at that point, over every byte the
/// buffer holds, so the values and the errors (reason, offset, line, column and path, <c>$[12345].name</c>) are those
/// of a whole-document read of <c>List&lt;T&gt;</c> over the same bytes.
/// </summary>
/// <remarks>
/// An element is first decoded straight from the buffer: when it is complete there, which is the usual case, decoding it
/// is what finds its end. Only a step that may be cut short by the end of the buffer (a failure, or a value that ends
/// exactly at the last byte, such as a number) is checked by a structural scan, which finds where the element ends
/// without interpreting it; the scan resumes where it stopped after each refill. When the buffer holds less than twice
/// the largest element so far, the scan runs first, so that the decode near the end of a buffer rarely fails for want
/// of bytes.
/// </remarks>
internal sealed class JsonArrayStreamReader<T> : RecordReader<T>
{
    private enum Phase
    {
        Start,
        Elements,
        Trailing,
        Done,
    }

    private enum Step
    {
        NeedMore,
        Element,
        Retry,
    }

    private enum ScanStage
    {
        Separator,
        Value,
        Scalar,
        Nested,
    }

    private readonly JsonCodec<T> _codec;
    private readonly BentoJsonOptions _json;
    private readonly bool _comments;
    private readonly int _maxDepth;
    private readonly int _maxElementBytes;
    private Phase _phase;
    private bool _startChecked;   // the byte order mark at the very start has been dealt with
    private long _elements;       // elements handed out
    private long _newlines;       // line feeds before the pending bytes
    private long _lineStart;      // the offset where the line holding the first pending byte starts
    private long _largest;        // the longest element step so far

    // The structural scan of the step at the start of the buffer, kept between refills.
    private bool _scanning;
    private ScanStage _stage;
    private int _scanned;
    private int _depth;
    private bool _inString;

    public JsonArrayStreamReader(JsonCodec<T> codec, BentoArrayStreamOptions? options)
        : base((options ??= BentoArrayStreamOptions.Default).BufferSize, options.MaxElementBytes)
    {
        _codec = codec ?? throw new ArgumentNullException(nameof(codec));
        _json = options.Json ?? BentoJsonOptions.Default;
        _comments = _json.AllowComments;
        _maxDepth = _json.MaxDepth;
        _maxElementBytes = options.MaxElementBytes;
    }

    public override bool TryRead(bool inputEnded, out T value)
    {
        while (true)
        {
            switch (_phase)
            {
                case Phase.Start:
                    if (ReadStart(inputEnded)) continue;
                    break;
                case Phase.Elements:
                    var step = ReadElement(inputEnded, out value);
                    if (step == Step.Element) return true;
                    if (step == Step.Retry) continue;
                    break;
                case Phase.Trailing:
                    if (ReadTrailing(inputEnded)) continue;
                    break;
            }

            // The buffer never grows past the limit: a step still unfinished there fails instead of asking for more.
            if (!inputEnded && Buffer.Pending.Length >= _maxElementBytes) ThrowTooLarge();
            value = default!;
            return false;
        }
    }

    // ---- the steps ----

    // Up to and including '[' (or a root null, which holds no elements).
    private bool ReadStart(bool inputEnded)
    {
        var pending = Buffer.Pending;
        if (!_startChecked)
        {
            if (pending.Length < 3 && !inputEnded) return false;
            _startChecked = true;
            if (pending.Length >= 3 && pending[0] == 0xEF && pending[1] == 0xBB && pending[2] == 0xBF)
            {
                Consume(3);
                pending = Buffer.Pending;
            }
        }

        int at = SkipBlank(pending, 0, out int settled);
        if (at < 0)
        {
            Consume(settled);
            if (!inputEnded) return false;
        }
        else
        {
            Consume(at);
            pending = Buffer.Pending;

            // "null" must be whole before it can be told from a bad literal.
            if (pending[0] == (byte)'n' && pending.Length < 4 && !inputEnded) return false;
        }

        var reader = JsonReader.AtRoot(Buffer.Pending, _json);
        try
        {
            _phase = reader.TryReadNull() ? Phase.Trailing : Phase.Elements;
            if (_phase == Phase.Elements) reader.ReadStartArray();
        }
        catch (BentoJsonException ex)
        {
            throw Relocate(ex, inArray: false);
        }

        Consume(reader.Position);
        return true;
    }

    private Step ReadElement(bool inputEnded, out T value)
    {
        value = default!;
        var pending = Buffer.Pending;
        if (!_scanning && !inputEnded && pending.Length < (2 * _largest) + 16) StartScan();
        bool certain = inputEnded;
        if (_scanning)
        {
            if (!Scan(pending) && !inputEnded) return Step.NeedMore;
            _scanning = false;
            certain = true;
        }

        var reader = JsonReader.InsideRootArray(pending, _json, afterElement: _elements > 0);
        try
        {
            if (!reader.ReadNextArrayElement())
            {
                Consume(reader.Position);
                _phase = Phase.Trailing;
                return Step.Retry;
            }

            T item = _codec.Read(ref reader);
            int length = reader.Position;

            // A value ending on the last byte may be a number or literal cut short: only a scan can tell.
            if (certain || length < pending.Length)
            {
                Consume(length);
                _elements++;
                if (length > _largest) _largest = length;
                value = item;
                return Step.Element;
            }
        }
        catch (BentoJsonException ex) when (certain)
        {
            throw Relocate(ex, inArray: true);
        }
        catch (BentoJsonException)
        {
            // Perhaps only the end of the buffer: the scan below tells.
        }
        catch (Exception ex) when (ReadFailures.IsFromInput(ex))
        {
            // A constructor or setter that rejects a value, reported as a whole-document read reports it. A value cut
            // short by the end of the buffer can be rejected too, so this is final only when nothing more can come.
            if (certain) throw Relocate(JsonErrors.At(pending, reader.Position, "The value could not be set: " + ex.Message, ex), inArray: true);
        }

        StartScan();
        return Step.Retry;
    }

    // After ']': only whitespace (and comments when allowed) may follow.
    private bool ReadTrailing(bool inputEnded)
    {
        int at = SkipBlank(Buffer.Pending, 0, out int settled);
        if (at < 0)
        {
            Consume(settled);
            if (!inputEnded) return false;
            if (Buffer.Pending.Length == 0)
            {
                _phase = Phase.Done;
                return false;
            }
        }

        // Something that is not blank, or a comment the input ends inside: the reader says what is wrong with it.
        var reader = JsonReader.AtRoot(Buffer.Pending, _json);
        try
        {
            reader.ReadEndOfDocument();
        }
        catch (BentoJsonException ex)
        {
            throw Relocate(ex, inArray: false);
        }

        // Only a '//' comment that runs to the end of the input gets here.
        Consume(Buffer.Pending.Length);
        _phase = Phase.Done;
        return false;
    }

    // ---- the structural scan ----

    private void StartScan()
    {
        _scanning = true;
        _stage = _elements > 0 ? ScanStage.Separator : ScanStage.Value;
        _scanned = 0;
        _depth = 0;
        _inString = false;
    }

    /// <summary>
    /// Whether the buffer holds the whole step (the separator and the element after it), so that the reader over it sees
    /// every byte a whole-document read would look at. A byte the reader rejects ends the step early: whatever follows
    /// cannot change the error. Returns false, keeping its place, when the buffer ends first.
    /// </summary>
    private bool Scan(ReadOnlySpan<byte> p)
    {
        int i = _scanned;
        while (true)
        {
            switch (_stage)
            {
                case ScanStage.Separator:
                {
                    int at = SkipBlank(p, i, out int settled);
                    if (at < 0) return Pause(settled);
                    if (p[at] != (byte)',') return true;
                    i = at + 1;
                    _stage = ScanStage.Value;
                    continue;
                }

                case ScanStage.Value:
                {
                    int at = SkipBlank(p, i, out int settled);
                    if (at < 0) return Pause(settled);
                    byte b = p[at];
                    i = at + 1;
                    if (b is (byte)'{' or (byte)'[')
                    {
                        _depth = 1;
                        _stage = ScanStage.Nested;

                        // The element's container is at depth 2 of the document: the reader stops there if that is too deep.
                        if (_depth >= _maxDepth) return true;
                    }
                    else if (b == (byte)'"')
                    {
                        _inString = true;
                        _stage = ScanStage.Nested;
                    }
                    else if (IsDelimiter(b))
                    {
                        return true;
                    }
                    else
                    {
                        _stage = ScanStage.Scalar;
                    }

                    continue;
                }

                case ScanStage.Scalar:
                    while (i < p.Length && !IsDelimiter(p[i])) i++;
                    return i < p.Length || Pause(i);

                default:
                    return ScanNested(p, ref i) || Pause(i);
            }
        }
    }

    private bool Pause(int scanned)
    {
        _scanned = scanned;
        return false;
    }

    private bool ScanNested(ReadOnlySpan<byte> p, ref int i)
    {
        while (i < p.Length)
        {
            if (_inString)
            {
                int q = p.Slice(i).IndexOfAny((byte)'"', (byte)'\\');
                if (q < 0)
                {
                    i = p.Length;
                    return false;
                }

                i += q;
                if (p[i] == (byte)'\\')
                {
                    if (i + 1 >= p.Length) return false;
                    i += 2;
                    continue;
                }

                i++;
                _inString = false;
                if (_depth == 0) return true;
                continue;
            }

            int next = ByteSearch.IndexOfStructural(p.Slice(i));
            if (next < 0)
            {
                i = p.Length;
                return false;
            }

            i += next;
            switch (p[i])
            {
                case (byte)'"':
                    _inString = true;
                    i++;
                    break;
                case (byte)'{':
                case (byte)'[':
                    _depth++;
                    i++;
                    if (_depth >= _maxDepth) return true;
                    break;
                case (byte)'}':
                case (byte)']':
                    _depth--;
                    i++;
                    if (_depth <= 0) return true;
                    break;
                default:
                    // '/': a comment is stepped over whole, so that brackets and quotes inside it do not count.
                    if (!_comments)
                    {
                        i++;
                        break;
                    }

                    int end = CommentEnd(p, i);
                    if (end < 0) return false;
                    i = end;
                    break;
            }
        }

        return false;
    }

    // Bytes that end a number or literal; '/' counts, since the reader stops there whether or not it starts a comment.
    private static bool IsDelimiter(byte b) =>
        b is (byte)' ' or (byte)'\n' or (byte)'\r' or (byte)'\t' or (byte)',' or (byte)':' or (byte)'[' or (byte)']'
            or (byte)'{' or (byte)'}' or (byte)'"' or (byte)'/';

    /// <summary>
    /// The index of the first byte at or after <paramref name="i"/> that is not whitespace or part of a comment (when
    /// comments are allowed), or -1 when the bytes end first; <paramref name="settled"/> is then where the unfinished
    /// part starts (the end, or an unclosed comment), everything before it being blank.
    /// </summary>
    private int SkipBlank(ReadOnlySpan<byte> p, int i, out int settled)
    {
        while (i < p.Length)
        {
            byte b = p[i];
            if (b is (byte)' ' or (byte)'\n' or (byte)'\r' or (byte)'\t')
            {
                i++;
                continue;
            }

            if (b == (byte)'/' && _comments)
            {
                if (i + 1 >= p.Length) break;
                if (p[i + 1] is (byte)'/' or (byte)'*')
                {
                    int end = CommentEnd(p, i);
                    if (end < 0) break;
                    i = end;
                    continue;
                }
            }

            settled = i;
            return i;
        }

        settled = i;
        return -1;
    }

    // The index after the comment starting at p[i] ('/'), -1 when the bytes end inside it, or i + 1 for a lone '/'.
    private static int CommentEnd(ReadOnlySpan<byte> p, int i)
    {
        if (i + 1 >= p.Length) return -1;
        if (p[i + 1] == (byte)'/')
        {
            int newline = p.Slice(i + 2).IndexOf((byte)'\n');
            return newline < 0 ? -1 : i + 2 + newline + 1;
        }

        if (p[i + 1] == (byte)'*')
        {
            int close = p.Slice(i + 2).IndexOf("*/"u8);
            return close < 0 ? -1 : i + 2 + close + 2;
        }

        return i + 1;
    }

    // ---- positions and errors ----

    private void Consume(int count)
    {
        var consumed = Buffer.Pending.Slice(0, count);
        int lastLine = consumed.LastIndexOf((byte)'\n');
        if (lastLine >= 0)
        {
            _newlines += ByteSearch.CountLineFeeds(consumed);
            _lineStart = Buffer.PendingOffset + lastLine + 1;
        }

        Buffer.Consume(count);
    }

    /// <summary>
    /// Restates an error that a reader over the pending bytes raised for the whole input: the offset, line and column
    /// count what was consumed before, and inside the root array the path gains the index of the element that a
    /// whole-document read would name (the number of top-level commas before the error).
    /// </summary>
    private BentoJsonException Relocate(BentoJsonException ex, bool inArray)
    {
        long inPending = ex.BytePosition < 0 ? 0 : ex.BytePosition;
        string path = ex.Path ?? "$";
        if (inArray)
        {
            long index = _elements == 0 ? 0 : _elements - 1;
            if (_elements > 0)
            {
                int comma = SkipBlank(Buffer.Pending, 0, out _);
                if (comma >= 0 && Buffer.Pending[comma] == (byte)',' && inPending > comma) index++;
            }

            path = RecordStream.ElementPath(index, path);
        }

        long start = Buffer.PendingOffset;
        long column = ex.Line == 1 ? start - _lineStart + ex.Column : ex.Column;
        return new BentoJsonException(ex.Reason, start + inPending, _newlines + ex.Line, column, path, ex.InnerException);
    }

    private void ThrowTooLarge()
    {
        var pending = Buffer.Pending;
        string reason = _phase == Phase.Elements
            ? $"The element is larger than MaxElementBytes ({_maxElementBytes} bytes); raise the limit in BentoArrayStreamOptions if such elements are expected."
            : $"The whitespace and comments outside the root array are longer than MaxElementBytes ({_maxElementBytes} bytes).";
        throw Relocate(JsonErrors.At(pending, pending.Length, reason), inArray: _phase == Phase.Elements);
    }
}
