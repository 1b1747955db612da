using System;
using System.Runtime.CompilerServices;
using Bento.Internal;

namespace Bento.Json;

// Hinted JSON (docs/hinted-json.md). Hints are untrusted: each is used only after the check that makes it safe, so a
// wrong hint can cost speed but never change what is read. With BentoHintHandling.Strict a wrong hint is an error.
public ref partial struct JsonReader
{
    // Per open container while hinted: the element count of the enclosing container, the hinted count (-1: no hint),
    // the offset just past the hinted closing delimiter, whether it is an object, and where its hint starts.
    private const int FrameSize = 5;

    [ThreadStatic]
    private static int[]? t_hintFrames;

    /// <summary>
    /// The element count the document's hint gives for the array or object just opened, capped by what the remaining
    /// input could hold, or -1 when there is none (always for plain JSON). Use it only to size a collection: the
    /// elements actually read decide its content.
    /// </summary>
    public readonly int CountHint => _countHint;

    /// <summary>Whether this reader is using the size hints of a hinted JSON document.</summary>
    public readonly bool IsHinted => _hinted;

    private void ReadHintedHeader()
    {
        var buffer = _buffer;
        var prefix = HintedFormat.HeaderPrefix;
        if (!buffer.Slice(_pos).StartsWith(prefix)) return;
        int end = HintedFormat.ParseNumber(buffer, _pos + prefix.Length, out int version);
        bool closed = end >= 0 && end + 1 < buffer.Length && buffer[end] == (byte)'*' && buffer[end + 1] == (byte)'/';
        bool strict = _options.HintHandling == BentoHintHandling.Strict;
        if (!closed || version != HintedFormat.Version)
        {
            // A later version may mean other things by its hints; its text is still JSON with comments.
            if (strict) Fail(_pos, $"The hinted JSON header is malformed or names a version other than {HintedFormat.Version}.");
            return;
        }

        _pos = end + 2;
        _hinted = true;
        _slowOpenFrom = 0;
        _strictHints = strict;
        _hintFrames = t_hintFrames ?? new int[16 * FrameSize];
        t_hintFrames = null;
    }

    /// <summary>Gives the frame stack back to the thread for the next hinted read.</summary>
    internal void ReleaseHintFrames()
    {
        if (_hintFrames is not null && _hintFrames.Length <= 256 * FrameSize) t_hintFrames = _hintFrames;
        _hintFrames = null;
    }

    /// <summary>Reads the comment at <paramref name="pos"/>: a hint is kept for the value that follows it.</summary>
    private int ReadHintOrComment(int pos)
    {
        var buffer = _buffer;
        if (pos + 2 < buffer.Length && buffer[pos + 1] == (byte)'*' && (uint)(buffer[pos + 2] - '0') <= 9)
        {
            int firstEnd = HintedFormat.ParseNumber(buffer, pos + 2, out int first);
            int secondEnd = firstEnd >= 0 && firstEnd < buffer.Length && buffer[firstEnd] == (byte)':'
                ? HintedFormat.ParseNumber(buffer, firstEnd + 1, out _hintSecond)
                : -1;
            if (secondEnd >= 0 && secondEnd + 1 < buffer.Length && buffer[secondEnd] == (byte)'*' && buffer[secondEnd + 1] == (byte)'/')
            {
                int target = secondEnd + 2;
                int next = target < buffer.Length ? buffer[target] : -1;
                if ((next == '[' || next == '{' || next == '"') && !IsPropertyNamePosition(pos))
                {
                    _hintAt = target;
                    _hintFirst = first;
                    _hintStart = pos;
                    return target;
                }

                if (_strictHints) Fail(pos, "A size hint must come directly before an array, an object or a string value.");
                return target;
            }
        }

        if (_strictHints) Fail(pos, "Only well-formed size hints may appear as comments in a strict hinted JSON document.");
        return SkipComment(pos);
    }

    /// <summary>Whether a value starting after the comment at <paramref name="pos"/> would be a member name.</summary>
    private readonly bool IsPropertyNamePosition(int pos)
    {
        // Only strict mode tracks which containers are objects; elsewhere a hint on a name is simply never used.
        if (!_strictHints || _hintFrameCount == 0 || _hintFrames![((_hintFrameCount - 1) * FrameSize) + 3] == 0) return false;
        var buffer = _buffer;
        int i = pos - 1;
        while (i >= 0 && (buffer[i] == (byte)' ' || buffer[i] == (byte)'\n' || buffer[i] == (byte)'\r' || buffer[i] == (byte)'\t')) i--;
        return i >= 0 && (buffer[i] == (byte)'{' || buffer[i] == (byte)',');
    }

    /// <summary>An array or object has just been opened in a hinted document: take its count hint if it has one.</summary>
    [MethodImpl(MethodImplOptions.AggressiveInlining)]
    private void OpenHinted(bool isObject)
    {
        if (_strictHints)
        {
            OpenChecked(isObject);
            return;
        }

        // Without strict checking a hint only sizes collections, so nothing about it needs remembering.
        _countHint = _hintAt == _pos - 1 ? TakeCountHint(isObject) : -1;
    }

    /// <summary>The pending hint's count, capped by what the rest of the input could hold.</summary>
    private int TakeCountHint(bool isObject)
    {
        _hintAt = -1;

        // An element takes at least two bytes with its comma, a member five ("":0,), so a larger count is a lie
        // that must not size anything. The bound is the container's own hinted byte length, believed only after the
        // cheap check that its closing delimiter is where that length says: bounding by the rest of the input would
        // let one wrong count on a small container preallocate for the whole document.
        int open = _pos - 1;
        int length = _hintSecond;
        if (length < 2 || length > _buffer.Length - open || _buffer[open + length - 1] != (isObject ? (byte)'}' : (byte)']')) return -1;
        int most = isObject ? (length / 5) + 1 : (length / 2) + 1;
        return _hintFirst < most ? _hintFirst : most;
    }

    [MethodImpl(MethodImplOptions.NoInlining)]
    private void OpenChecked(bool isObject)
    {
        int open = _pos - 1;
        int count = -1;
        int end = -1;
        int hintStart = -1;
        if (_hintAt == open)
        {
            count = _hintFirst;
            hintStart = _hintStart;
            if (_hintSecond > _buffer.Length - open) Fail(hintStart, "The size hint gives a byte length longer than the rest of the document.");
            end = open + _hintSecond;
            _countHint = TakeCountHint(isObject);
        }
        else
        {
            _countHint = -1;
        }

        int[] frames = _hintFrames!;
        int at = _hintFrameCount * FrameSize;
        if (at + FrameSize > frames.Length)
        {
            Array.Resize(ref frames, frames.Length * 2);
            _hintFrames = frames;
        }

        frames[at] = _elements;
        frames[at + 1] = count;
        frames[at + 2] = end;
        frames[at + 3] = isObject ? 1 : 0;
        frames[at + 4] = hintStart;
        _hintFrameCount++;
        _elements = 0;
    }

    /// <summary>The innermost array or object has just been closed: in strict mode, check its hint.</summary>
    [MethodImpl(MethodImplOptions.AggressiveInlining)]
    private void CloseHinted()
    {
        if (_strictHints) CloseChecked();
    }

    [MethodImpl(MethodImplOptions.NoInlining)]
    private void CloseChecked()
    {
        int at = (--_hintFrameCount) * FrameSize;
        int[] frames = _hintFrames!;
        int count = frames[at + 1];
        if (count >= 0)
        {
            if (count != _elements)
                Fail(frames[at + 4], $"The size hint gives {count} elements but the {(frames[at + 3] == 1 ? "object" : "array")} has {_elements}.");
            if (frames[at + 2] != _pos)
                Fail(frames[at + 4], "The size hint's byte length does not end at the closing delimiter.");
        }

        _elements = frames[at];
    }

    /// <summary>
    /// Reads a string whose hint gives its byte length and UTF-16 length. The hint is used only when the closing
    /// quote is where it says and nothing between needs unescaping; otherwise the string is read as plain JSON.
    /// </summary>
    private string ReadHintedString(int start)
    {
        _hintAt = -1;
        int bytes = _hintFirst;
        int chars = _hintSecond;
        var buffer = _buffer;
        int close = start + 1 + bytes;
        if (bytes < buffer.Length - start - 1 && buffer[close] == (byte)'"')
        {
            var content = buffer.Slice(start + 1, bytes);
            if (Utf8Text.IndexOfStringStop(content) < 0 && Utf8Text.TryDecodeExact(content, chars, out string? exact))
            {
                _pos = close + 1;
                _expectComma = true;
                return exact;
            }
        }

        var utf8 = ReadStringBody();
        _expectComma = true;
        if (!Utf8Text.TryDecode(utf8, out string value)) Fail(start, "The string is not valid UTF-8.");
        if (_strictHints && (_pos - start - 2 != bytes || value.Length != chars))
            Fail(_hintStart, "The size hint does not match the string that follows it.");
        return value;
    }

    /// <summary>Checks a string hint while a string is skipped or copied (strict mode only: nothing else uses it).</summary>
    private void CheckStringHint(int start, ReadOnlySpan<byte> unescaped)
    {
        if (_hintAt != start) return;
        _hintAt = -1;
        if (!_strictHints) return;
        if (_pos - start - 2 != _hintFirst || Utf8Text.Utf16Length(unescaped) != _hintSecond)
            Fail(_hintStart, "The size hint does not match the string that follows it.");
    }
}
