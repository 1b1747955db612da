using System;
using Bento.Json;

namespace Bento.Internal;

/// <summary>
/// The format logic of a JSON Lines reader, apart from any I/O: the caller fills <see cref="Buffer"/> from a stream or
/// pipe and calls <see cref="TryRead"/> until it asks for more. Each line is parsed by the JSON codec straight from
/// the buffer; lines are found with a vectorized search that never looks at a byte twice, so a source that delivers one
/// byte per read costs the same as one that delivers megabytes.
/// </summary>
internal sealed class JsonLinesReader<T> : RecordStreamReader<T, JsonCodec<T>, BentoJsonLinesOptions>
{
    private readonly BentoJsonOptions _json;
    private int _searched;        // pending bytes already known to hold no '\n'
    private bool _startChecked;   // the byte order mark at the very start has been dealt with
    private bool _discarding;     // inside a skipped over-long line: drop bytes up to its '\n'

    public JsonLinesReader(JsonCodec<T> codec, BentoJsonLinesOptions? options)
        : base(codec, options ?? BentoJsonLinesOptions.Default, delimiterBytes: 1) =>
        _json = Options.Json ?? BentoJsonOptions.Default;

    /// <inheritdoc/>
    public override bool TryRead(bool inputEnded, out T value)
    {
        while (true)
        {
            var pending = Buffer.Pending;
            if (!_startChecked)
            {
                // A UTF-8 byte order mark is not JSON, but editors on some systems write one; it is allowed at the start only.
                if (pending.Length < 3 && !inputEnded) break;
                _startChecked = true;
                if (pending.Length >= 3 && pending[0] == 0xEF && pending[1] == 0xBB && pending[2] == 0xBF)
                {
                    Buffer.Consume(3);
                    continue;
                }
            }

            int newline = pending.Slice(_searched).IndexOf((byte)'\n');
            int lineLength;
            int consumed;
            if (newline >= 0)
            {
                lineLength = _searched + newline;
                consumed = lineLength + 1;
            }
            else if (_discarding)
            {
                // The rest of an over-long line that was already reported: drop it without keeping it.
                Buffer.Consume(pending.Length);
                _searched = 0;
                if (inputEnded) _discarding = false;
                break;
            }
            else if (pending.Length > MaxRecordBytes)
            {
                if (HandleTooLong(pending.Length)) continue;
                break;
            }
            else if (!inputEnded || pending.Length == 0)
            {
                _searched = pending.Length;
                break;
            }
            else
            {
                // The last line may end without a line break.
                lineLength = pending.Length;
                consumed = lineLength;
            }

            _searched = 0;
            if (_discarding)
            {
                _discarding = false;
                Buffer.Consume(consumed);
                continue;
            }

            RecordNumber++;
            if (lineLength > MaxRecordBytes)
            {
                // A complete line that the buffer happened to hold whole; treated like one that is still arriving.
                ReportTooLong(lineLength);
                Buffer.Consume(consumed);
                continue;
            }

            if (TryParseLine(lineLength, out value))
            {
                Buffer.Consume(consumed);
                return true;
            }

            Buffer.Consume(consumed);
        }

        value = default!;
        return false;
    }

    private bool TryParseLine(int lineLength, out T value)
    {
        var line = Buffer.Pending.Slice(0, lineLength);
        if (lineLength > 0 && line[lineLength - 1] == (byte)'\r') line = line.Slice(0, lineLength - 1);
        if (IsBlank(line))
        {
            value = default!;
            if (Options.AllowBlankLines) return false;
            Reject(lineLength, new BentoJsonException("The line is blank; each line must hold one JSON value.",
                Buffer.PendingOffset, RecordNumber, 1, "$"));
            return false;
        }

        try
        {
            value = BentoJson.Deserialize(line, Codec, _json);
            return true;
        }
        catch (BentoJsonException ex)
        {
            // The reader saw the line as a whole document: line 1 of it. Restate the position for the whole input.
            long inLine = ex.BytePosition < 0 ? 0 : ex.BytePosition;
            Reject(lineLength, new BentoJsonException(LineReason(ex, line.Length), Buffer.PendingOffset + inLine, RecordNumber, inLine + 1, ex.Path, ex));
            value = default!;
            return false;
        }
    }

    /// <summary>
    /// The reader saw only this line, so where it says it found the end of the input, what ended is the line: a record
    /// spread over several lines, which JSON Lines does not allow. Say that, rather than blame the input's end.
    /// </summary>
    private static string LineReason(BentoJsonException ex, int lineLength)
    {
        const string InputEnd = "the end of the input";
        if (ex.BytePosition < lineLength || ex.Reason.IndexOf(InputEnd, StringComparison.Ordinal) < 0) return ex.Reason;
        return "The line ended inside a record (each record must be on one line): " +
            ex.Reason.Replace(InputEnd, "the end of the line", StringComparison.Ordinal);
    }

    private static bool IsBlank(ReadOnlySpan<byte> line)
    {
        foreach (byte b in line)
        {
            if (b is not ((byte)' ' or (byte)'\t' or (byte)'\r')) return false;
        }

        return true;
    }

    // Returns true when the reader can go on (skipping), after which the rest of the line is discarded as it arrives.
    private bool HandleTooLong(int seen)
    {
        RecordNumber++;
        ReportTooLong(seen);
        Buffer.Consume(Buffer.Pending.Length);
        _searched = 0;
        _discarding = true;
        return true;
    }

    private void ReportTooLong(int seen)
    {
        var error = new BentoJsonException(
            $"The line is longer than MaxRecordBytes ({MaxRecordBytes} bytes); raise the limit in BentoJsonLinesOptions if such lines are expected.",
            Buffer.PendingOffset + MaxRecordBytes, RecordNumber, MaxRecordBytes + 1L, "$");
        Reject(Math.Min(seen, MaxRecordBytes), error);
    }

    private void Reject(int shownLength, BentoJsonException error)
    {
        ThrowUnlessSkipping(error);
        var callback = Options.OnInvalidRecord;
        if (callback is not null)
        {
            var bytes = Buffer.PendingMemory.Slice(0, shownLength);
            if (shownLength > 0 && bytes.Span[shownLength - 1] == (byte)'\r') bytes = bytes.Slice(0, shownLength - 1);
            callback(new BentoJsonLinesError(RecordNumber, Buffer.PendingOffset, error, bytes));
        }
    }
}

/// <summary>JSON Lines as a record format: each record one line of compact JSON, ended by <c>\n</c>.</summary>
internal sealed class JsonLinesFormat<T> : RecordFormat<T>
{
    private readonly JsonCodec<T> _codec;
    private readonly BentoJsonLinesOptions? _options;
    private readonly BentoJsonOptions _json;

    public JsonLinesFormat(JsonCodec<T> codec, BentoJsonLinesOptions? options)
    {
        _codec = codec ?? throw new ArgumentNullException(nameof(codec));
        _options = options;
        _json = options?.Json ?? BentoJsonOptions.Default;
    }

    /// <summary>The format for a writer: checked at the call, before any value is enumerated.</summary>
    public JsonLinesFormat<T> ForWriting() =>
        _json.Indented ? throw new ArgumentException("JSON Lines holds one value per line, so its JSON options cannot be Indented.", "options") : this;

    public override RecordReader<T> Open() => new JsonLinesReader<T>(_codec, _options);

    public override void Write(RecordOutput output, T value)
    {
        var writer = new JsonWriter(output, _json);
        _codec.Write(ref writer, value);
        writer.Flush();
        output.WriteByte((byte)'\n');
    }
}
