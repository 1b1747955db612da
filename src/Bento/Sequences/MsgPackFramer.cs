using System;
using Bento.MessagePack;

namespace Bento.Internal;

/// <summary>
/// Finds where one MessagePack value ends by stepping over its headers (never its payloads), resumably: a call that
/// runs out of bytes keeps its place, and the next call, given the same value's bytes with more after them, goes on
/// from there. Both streamed readers use it: the reader of concatenated values and the reader of a root array's elements.
/// </summary>
internal struct MsgPackFramer
{
    private readonly string _limitName;  // the option that sets the size limit, as messages name it
    private int _scanned;       // bytes of the value whose headers are accounted for
    private int _level;         // open containers
    private long[] _remaining;  // items still to come at each level; level 0 is the value itself
    private long _needed;       // the input length every container header seen so far takes for granted

    /// <summary>What <see cref="Frame"/> reports when a header makes the value impossible to frame.</summary>
    public enum Problem
    {
        None,
        NeverUsedByte,
        TooDeep,
        TooLarge,
    }

    public MsgPackFramer(string limitName)
    {
        _limitName = limitName;
        _remaining = new long[8];
        _scanned = 0;
        _level = 0;
        _needed = 0;
    }

    /// <summary>
    /// How many bytes the data must hold for a reader to accept every container header framed so far: a reader checks
    /// each declared count against the bytes that remain (every item takes one at least), so a reader given fewer bytes
    /// than this can fail on a count that a reader of the whole input accepts.
    /// </summary>
    public readonly long Needed => _needed;

    /// <summary>Starts framing a new value at the start of the data.</summary>
    public void Start()
    {
        _scanned = 0;
        _level = 0;
        _needed = 0;
        _remaining[0] = 1;
    }

    /// <summary>
    /// Accounts for the headers of the value at the start of <paramref name="data"/>, from where the last call stopped.
    /// Returns the value's length once it is complete, -1 when the data ends inside it, or -2 when a header rules the
    /// value out (<paramref name="problem"/>, <paramref name="at"/> and <paramref name="reason"/> say which, where and
    /// why). Sizes are checked against <paramref name="maxBytes"/> as soon as a header declares them, so an absurd size
    /// fails before anything is buffered for it; containers may nest <paramref name="maxDepth"/> deep.
    /// </summary>
    public int Frame(ReadOnlySpan<byte> data, int maxBytes, int maxDepth, out Problem problem, out int at, out string? reason)
    {
        problem = Problem.None;
        at = 0;
        reason = null;
        while (true)
        {
            while (_remaining[_level] == 0)
            {
                if (_level == 0) return _scanned;
                _level--;
            }

            if (!MsgPackFormat.TryReadHeader(data, _scanned, out var type, out int headerLength, out long payload, out long items))
            {
                if (_scanned < data.Length && data[_scanned] == MsgPackCode.NeverUsed)
                    return Fail(Problem.NeverUsedByte, "The byte 0xc1 is never used in MessagePack.", out problem, out at, out reason);
                return -1;
            }

            if (type is MsgPackType.Array or MsgPackType.Map)
            {
                if (_level + 1 > maxDepth)
                    return Fail(Problem.TooDeep, $"The value is nested deeper than the maximum depth of {maxDepth}.", out problem, out at, out reason);

                // Every item takes at least one byte, so a count beyond the limit can never be satisfied.
                if (items > (long)maxBytes - _scanned - headerLength)
                {
                    return Fail(Problem.TooLarge, $"The {(type == MsgPackType.Map ? "map" : "array")} declares more items than a value of {_limitName} ({maxBytes} bytes) can hold.",
                        out problem, out at, out reason);
                }

                _remaining[_level]--;
                _needed = Math.Max(_needed, _scanned + headerLength + items);
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
            if (end > maxBytes) return Fail(Problem.TooLarge, $"The value is larger than {_limitName} ({maxBytes} bytes).", out problem, out at, out reason);
            if (end > data.Length) return -1;
            _remaining[_level]--;
            _scanned = (int)end;
        }
    }


    private readonly int Fail(Problem kind, string text, out Problem problem, out int at, out string? reason)
    {
        problem = kind;
        at = _scanned;
        reason = text;
        return -2;
    }
}
