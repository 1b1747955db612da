using System;
using System.IO;
using System.Threading;
using System.Threading.Tasks;

namespace Bento.Cli;

/// <summary>
/// One input, a file or standard input (<c>-</c>), with its first bytes read ahead so that the format can be sniffed
/// without seeking (standard input cannot seek); <see cref="Stream"/> replays them before the rest.
/// </summary>
internal sealed class Input : IDisposable
{
    private const int HeadSize = 64 * 1024;

    private Input(string name, Stream source, long length, byte[] head)
    {
        Name = name;
        Length = length;
        Head = head;
        Stream = new CountingStream(new PrefixedStream(head, source));
    }

    /// <summary>The file name as given, or "stdin".</summary>
    public string Name { get; }

    /// <summary>The size in bytes when known (a regular file), else -1.</summary>
    public long Length { get; }

    /// <summary>Up to the first 64 KiB of the input.</summary>
    public byte[] Head { get; }

    /// <summary>The whole input from its first byte; counts what has been read, for progress.</summary>
    public CountingStream Stream { get; }

    public static async Task<Input> OpenAsync(string path, CancellationToken cancellationToken)
    {
        Stream source;
        long length = -1;
        string name = path;
        if (path == "-")
        {
            source = Console.OpenStandardInput();
            name = "stdin";
        }
        else
        {
            if (Directory.Exists(path)) throw new CliException(ExitCodes.IoError, $"{path}: is a directory, not a file.");
            if (!File.Exists(path)) throw new CliException(ExitCodes.IoError, $"{path}: no such file.");
            var file = new FileStream(path, FileMode.Open, FileAccess.Read, FileShare.Read, 1 << 16, FileOptions.SequentialScan);
            source = file;
            if (file.CanSeek) length = file.Length;
        }

        var buffer = new byte[HeadSize];
        int filled = 0;
        while (filled < buffer.Length)
        {
            int read = await source.ReadAsync(buffer.AsMemory(filled), cancellationToken).ConfigureAwait(false);
            if (read == 0) break;
            filled += read;
        }

        return new Input(name, source, length, buffer.AsSpan(0, filled).ToArray());
    }

    /// <summary>
    /// Reads the whole input into one array: the document APIs work on a span. Arrays are limited to about 2 GiB, so
    /// larger single documents are refused with advice (JSON Lines and MessagePack streams have no such limit).
    /// </summary>
    public async Task<byte[]> ReadAllAsync(Progress progress, CancellationToken cancellationToken)
    {
        if (Length > Array.MaxLength)
            throw new CliException(ExitCodes.InvalidInput, $"{Name}: {Length:N0} bytes is more than one document can hold in memory (2 GiB); split it, or use JSON Lines.");
        var output = new MemoryStream(Length > 0 ? (int)Length : 1 << 16);
        var buffer = new byte[1 << 20];
        while (true)
        {
            int read = await Stream.ReadAsync(buffer, cancellationToken).ConfigureAwait(false);
            if (read == 0) break;
            if (output.Length + read > Array.MaxLength)
                throw new CliException(ExitCodes.InvalidInput, $"{Name}: more than one document can hold in memory (2 GiB); split it, or use JSON Lines.");
            output.Write(buffer, 0, read);
            progress.Report(Stream.BytesRead);
        }

        return output.Length == output.Capacity ? output.GetBuffer() : output.ToArray();
    }

    public void Dispose() => Stream.Dispose();
}

/// <summary>The members every read-only, forward-only stream here answers the same way.</summary>
internal abstract class ForwardReadStream : Stream
{
    public override bool CanRead => true;
    public override bool CanSeek => false;
    public override bool CanWrite => false;
    public override long Length => throw new NotSupportedException();

    public abstract override int Read(Span<byte> buffer);

    public abstract override ValueTask<int> ReadAsync(Memory<byte> buffer, CancellationToken cancellationToken = default);

    public override int Read(byte[] buffer, int offset, int count) => Read(buffer.AsSpan(offset, count));

    public override Task<int> ReadAsync(byte[] buffer, int offset, int count, CancellationToken cancellationToken) =>
        ReadAsync(buffer.AsMemory(offset, count), cancellationToken).AsTask();

    public override void Flush()
    {
    }

    public override long Seek(long offset, SeekOrigin origin) => throw new NotSupportedException();
    public override void SetLength(long value) => throw new NotSupportedException();
    public override void Write(byte[] buffer, int offset, int count) => throw new NotSupportedException();
}

/// <summary>Replays a prefix that was read ahead, then the rest of the source.</summary>
internal sealed class PrefixedStream(byte[] prefix, Stream rest) : ForwardReadStream
{
    private int _prefixUsed;

    public override long Position { get => throw new NotSupportedException(); set => throw new NotSupportedException(); }

    public override int Read(Span<byte> buffer)
    {
        if (_prefixUsed < prefix.Length)
        {
            int n = Math.Min(buffer.Length, prefix.Length - _prefixUsed);
            prefix.AsSpan(_prefixUsed, n).CopyTo(buffer);
            _prefixUsed += n;
            return n;
        }

        return rest.Read(buffer);
    }

    public override ValueTask<int> ReadAsync(Memory<byte> buffer, CancellationToken cancellationToken = default)
    {
        if (_prefixUsed < prefix.Length) return new ValueTask<int>(Read(buffer.Span));
        return rest.ReadAsync(buffer, cancellationToken);
    }

    protected override void Dispose(bool disposing)
    {
        if (disposing) rest.Dispose();
        base.Dispose(disposing);
    }
}

/// <summary>Counts the bytes read through it, so that progress can follow any reader.</summary>
internal sealed class CountingStream(Stream inner) : ForwardReadStream
{
    private long _read;

    public long BytesRead => Volatile.Read(ref _read);

    public override long Position { get => BytesRead; set => throw new NotSupportedException(); }

    public override int Read(Span<byte> buffer)
    {
        int n = inner.Read(buffer);
        Interlocked.Add(ref _read, n);
        return n;
    }

    public override async ValueTask<int> ReadAsync(Memory<byte> buffer, CancellationToken cancellationToken = default)
    {
        int n = await inner.ReadAsync(buffer, cancellationToken).ConfigureAwait(false);
        Interlocked.Add(ref _read, n);
        return n;
    }

    protected override void Dispose(bool disposing)
    {
        if (disposing) inner.Dispose();
        base.Dispose(disposing);
    }
}
