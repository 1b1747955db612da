using System;
using System.Buffers;
using System.Diagnostics;

namespace Bento.Internal;

/// <summary>
/// The one input buffer of a sequence reader: a pooled array holding the unread tail of the input, which is moved to
/// the front before each refill and grows only when a single unfinished record fills it. Its size is therefore
/// bounded by the largest record (capped at the reader's record limit), never by the length of the input.
/// </summary>
internal sealed class RecordBuffer : IDisposable
{
    private readonly int _limit;
    private byte[] _array;
    private int _start;
    private int _end;
    private long _arrayOffset;

    /// <param name="initialSize">The first array size; reads from the source are at most this large until a record needs more.</param>
    /// <param name="limit">The largest buffer ever needed: the longest record the reader accepts plus its delimiter.</param>
    public RecordBuffer(int initialSize, int limit)
    {
        Debug.Assert(initialSize > 0 && limit > 0);
        _limit = limit;
        _array = ArrayPool<byte>.Shared.Rent(Math.Min(initialSize, limit));
    }

    /// <summary>The bytes read but not yet consumed.</summary>
    public ReadOnlySpan<byte> Pending => _array.AsSpan(_start, _end - _start);

    /// <summary>The same bytes as memory, for error callbacks that may keep a view for the duration of the call.</summary>
    public ReadOnlyMemory<byte> PendingMemory => _array.AsMemory(_start, _end - _start);

    /// <summary>The offset in the whole input of the first pending byte.</summary>
    public long PendingOffset => _arrayOffset + _start;

    /// <summary>The current array size: what the bounded-memory tests observe.</summary>
    public int Capacity => _array.Length;

    /// <summary>Marks <paramref name="count"/> pending bytes as consumed.</summary>
    public void Consume(int count)
    {
        Debug.Assert((uint)count <= (uint)(_end - _start));
        _start += count;
        if (_start == _end)
        {
            _arrayOffset += _start;
            _start = 0;
            _end = 0;
        }
    }

    /// <summary>
    /// Free space after the pending bytes for the next read from the source. Moves the pending bytes to the front when
    /// less than half the array is free, and grows the array (up to the limit) when they fill it. The space offered
    /// never lets the pending bytes pass the limit, so an endless record is noticed after reading no more than that.
    /// </summary>
    public Memory<byte> GetFillMemory()
    {
        int free = _array.Length - _end;
        if (_start > 0 && free < _array.Length / 2)
        {
            int pending = _end - _start;
            Buffer.BlockCopy(_array, _start, _array, 0, pending);
            _arrayOffset += _start;
            _start = 0;
            _end = pending;
            free = _array.Length - _end;
        }

        if (free == 0) Grow();
        int room = Math.Min(_array.Length - _end, _limit - (_end - _start));
        Debug.Assert(room > 0, "the reader fails a record at the limit before asking for more");
        return _array.AsMemory(_end, room);
    }

    /// <summary>Records <paramref name="count"/> bytes written into the memory from <see cref="GetFillMemory"/>.</summary>
    public void Advance(int count)
    {
        Debug.Assert((uint)count <= (uint)(_array.Length - _end));
        _end += count;
    }

    private void Grow()
    {
        // The reader checks the record limit before asking for more, so a full buffer is always below it.
        Debug.Assert(_start == 0 && _array.Length < _limit);
        long wanted = (long)_array.Length * (_array.Length < PooledUpTo ? 2 : 4);
        if (wanted * 2 > _limit) wanted = _limit; // a step that lands short of the limit would need one more whole copy
        byte[] larger = wanted <= PooledUpTo ? ArrayPool<byte>.Shared.Rent((int)wanted) : new byte[wanted];
        Buffer.BlockCopy(_array, 0, larger, 0, _end);
        Release(_array);
        _array = larger;
    }

    /// <summary>
    /// Arrays up to this size come from the shared pool. Above it they are allocated at their exact size and grow four
    /// times at a step: the pool would round the last step up to the next power of two (a 64 MiB + 1 limit to 128 MiB),
    /// and doubling allocates twice the final size on the way there; growing by four keeps everything an over-long
    /// record makes the reader allocate within 1.4 times the record limit.
    /// </summary>
    private const int PooledUpTo = 1 << 20;

    private static void Release(byte[] array)
    {
        if (array.Length > 0 && array.Length <= PooledUpTo) ArrayPool<byte>.Shared.Return(array);
    }

    public void Dispose()
    {
        var array = _array;
        _array = Array.Empty<byte>();
        _start = 0;
        _end = 0;
        Release(array);
    }
}
