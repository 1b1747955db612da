using System;
using System.Buffers;
using System.IO;
using System.Threading;
using System.Threading.Tasks;

namespace Bento.Internal;

/// <summary>
/// The output buffer of a sequence writer: records are serialized into one pooled array and handed to the stream in
/// batches of about <see cref="FlushThreshold"/> bytes, so a long sequence costs neither one write call per record nor
/// a buffer the size of the whole output.
/// </summary>
internal sealed class RecordOutput : IBufferWriter<byte>, IDisposable
{
    public const int FlushThreshold = 32 * 1024;

    private byte[] _array = ArrayPool<byte>.Shared.Rent(FlushThreshold * 2);
    private int _written;

    public bool ShouldFlush => _written >= FlushThreshold;

    public bool HasData => _written > 0;

    public void WriteByte(byte value)
    {
        GetSpan(1)[0] = value;
        _written++;
    }

    public void Advance(int count)
    {
        if ((uint)count > (uint)(_array.Length - _written)) throw new ArgumentOutOfRangeException(nameof(count));
        _written += count;
    }

    public Memory<byte> GetMemory(int sizeHint = 0)
    {
        Ensure(sizeHint);
        return _array.AsMemory(_written);
    }

    public Span<byte> GetSpan(int sizeHint = 0)
    {
        Ensure(sizeHint);
        return _array.AsSpan(_written);
    }

    public void FlushTo(Stream stream)
    {
        stream.Write(_array, 0, _written);
        _written = 0;
    }

    public async ValueTask FlushToAsync(Stream stream, CancellationToken cancellationToken)
    {
        await stream.WriteAsync(_array.AsMemory(0, _written), cancellationToken).ConfigureAwait(false);
        _written = 0;
    }

    private void Ensure(int sizeHint)
    {
        if (sizeHint < 1) sizeHint = 1;
        if (_array.Length - _written >= sizeHint) return;
        long wanted = Math.Max((long)_array.Length * 2, (long)_written + sizeHint);
        if (wanted > ArrayLimits.MaxByteArrayLength) wanted = Math.Max((long)_written + sizeHint, ArrayLimits.MaxByteArrayLength);
        var larger = ArrayPool<byte>.Shared.Rent(checked((int)wanted));
        Buffer.BlockCopy(_array, 0, larger, 0, _written);
        ArrayPool<byte>.Shared.Return(_array);
        _array = larger;
    }

    public void Dispose()
    {
        var array = _array;
        _array = Array.Empty<byte>();
        _written = 0;
        if (array.Length > 0) ArrayPool<byte>.Shared.Return(array);
    }
}
