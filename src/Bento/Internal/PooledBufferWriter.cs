using System;
using System.Buffers;
using System.IO;
using System.Threading;
using System.Threading.Tasks;

namespace Bento.Internal;

/// <summary>
/// A growable output buffer on pooled arrays, cached per thread, so that serializing to a byte array or string
/// costs only the result. Taken with <see cref="Rent"/> and handed back with <see cref="Return"/>; a nested use on
/// the same thread simply gets a fresh one.
/// </summary>
internal sealed class PooledBufferWriter : IBufferWriter<byte>
{
    private const int InitialSize = 4096;

    // Buffers larger than this go back to the pool instead of staying with the thread.
    private const int MaxRetainedSize = 1 << 20;

    [ThreadStatic]
    private static PooledBufferWriter? t_cached;

    private byte[] _array;
    private int _written;

    private PooledBufferWriter() => _array = ArrayPool<byte>.Shared.Rent(InitialSize);

    public static PooledBufferWriter Rent()
    {
        var writer = t_cached ?? new PooledBufferWriter();
        t_cached = null;
        writer._written = 0;
        return writer;
    }

    public static void Return(PooledBufferWriter writer)
    {
        if (writer._array.Length > MaxRetainedSize)
        {
            ArrayPool<byte>.Shared.Return(writer._array);
            writer._array = ArrayPool<byte>.Shared.Rent(InitialSize);
        }

        writer._written = 0;
        t_cached = writer;
    }

    public ReadOnlySpan<byte> WrittenSpan => _array.AsSpan(0, _written);

    public ReadOnlyMemory<byte> WrittenMemory => _array.AsMemory(0, _written);

    public int WrittenCount => _written;

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

    private void Ensure(int sizeHint)
    {
        if (sizeHint < 1) sizeHint = 1;
        if (_array.Length - _written >= sizeHint) return;
        long wanted = Math.Max((long)_array.Length * 2, (long)_written + sizeHint);
        if (wanted > ArrayLimits.MaxByteArrayLength) wanted = Math.Max((long)_written + sizeHint, ArrayLimits.MaxByteArrayLength);
        var larger = ArrayPool<byte>.Shared.Rent(checked((int)wanted));
        _array.AsSpan(0, _written).CopyTo(larger);
        ArrayPool<byte>.Shared.Return(_array);
        _array = larger;
    }

    private const int StreamReadChunk = 16 * 1024;

    /// <summary>Reads <paramref name="stream"/> to its end into a rented buffer; hand it back with <see cref="Return"/>.</summary>
    public static PooledBufferWriter ReadToEnd(Stream stream)
    {
        if (stream is null) throw new ArgumentNullException(nameof(stream));
        var buffer = Rent();
        try
        {
            while (true)
            {
                int read = stream.Read(buffer.GetSpan(StreamReadChunk));
                if (read == 0) return buffer;
                buffer.Advance(read);
            }
        }
        catch
        {
            Return(buffer);
            throw;
        }
    }

    /// <summary>Reads <paramref name="stream"/> to its end asynchronously into a rented buffer.</summary>
    public static async ValueTask<PooledBufferWriter> ReadToEndAsync(Stream stream, CancellationToken cancellationToken)
    {
        if (stream is null) throw new ArgumentNullException(nameof(stream));
        var buffer = Rent();
        try
        {
            while (true)
            {
                int read = await stream.ReadAsync(buffer.GetMemory(StreamReadChunk), cancellationToken).ConfigureAwait(false);
                if (read == 0) return buffer;
                buffer.Advance(read);
            }
        }
        catch
        {
            Return(buffer);
            throw;
        }
    }

    /// <summary>Copies <paramref name="length"/> bytes of input into a pooled array for reading; release with <see cref="ReleaseInput"/>.</summary>
    public static byte[] RentInput(int length) => ArrayPool<byte>.Shared.Rent(Math.Max(length, 1));

    public static void ReleaseInput(byte[] array) => ArrayPool<byte>.Shared.Return(array);
}
