using System;
using System.Buffers;
using System.IO.Pipelines;
using System.Threading;
using System.Threading.Tasks;
using Microsoft.AspNetCore.Http;
using Microsoft.AspNetCore.Http.Features;

namespace Bento.AspNetCore;

/// <summary>
/// A whole request body, read asynchronously from the request's <see cref="PipeReader"/>. Bento's readers parse one
/// contiguous span, so a body that arrives in several pipe segments is copied once into a pooled array sized by
/// <c>Content-Length</c> when there is one; a body that arrives whole in one segment is parsed where it lies. Dispose
/// it when parsing is done: that hands the bytes back.
/// </summary>
internal readonly struct RequestBody : IDisposable
{
    private const int FirstChunk = 16 * 1024;

    private readonly byte[]? _rented;
    private readonly PipeReader? _pipe;
    private readonly SequencePosition _end;

    private RequestBody(ReadOnlyMemory<byte> bytes, byte[]? rented, PipeReader? pipe, SequencePosition end)
    {
        Bytes = bytes;
        _rented = rented;
        _pipe = pipe;
        _end = end;
    }

    public ReadOnlyMemory<byte> Bytes { get; }

    public static async ValueTask<RequestBody> ReadAsync(HttpRequest request, long limit, CancellationToken cancellationToken)
    {
        // One array holds the body, so the limit can never exceed what one array can hold.
        limit = Math.Min(limit, Array.MaxLength);
        long? declared = request.ContentLength;
        if (declared > limit) throw BentoRequestException.TooLarge(limit);

        PipeReader pipe = request.BodyReader;
        byte[]? array = null;
        int length = 0;
        try
        {
            while (true)
            {
                ReadResult result = await ReadPipeAsync(request, pipe, limit, cancellationToken).ConfigureAwait(false);
                ReadOnlySequence<byte> buffer = result.Buffer;
                if (length + buffer.Length > limit)
                {
                    pipe.AdvanceTo(buffer.End);
                    throw BentoRequestException.TooLarge(limit);
                }

                if (array is null && result.IsCompleted && buffer.IsSingleSegment)
                {
                    // The whole body in one segment: parse it in place and release the pipe afterwards.
                    return new RequestBody(buffer.First, null, pipe, buffer.End);
                }

                if (!buffer.IsEmpty)
                {
                    int needed = checked(length + (int)buffer.Length);
                    if (array is null || array.Length < needed)
                        array = Grow(array, length, Math.Max(needed, InitialSize(declared, needed, limit)), limit);
                    buffer.CopyTo(array.AsSpan(length));
                    length = needed;
                }

                pipe.AdvanceTo(buffer.End);
                if (result.IsCompleted)
                    return new RequestBody(array is null ? ReadOnlyMemory<byte>.Empty : array.AsMemory(0, length), array, null, default);
            }
        }
        catch
        {
            if (array is not null) ArrayPool<byte>.Shared.Return(array);
            throw;
        }
    }

    public void Dispose()
    {
        if (_rented is not null) ArrayPool<byte>.Shared.Return(_rented);
        _pipe?.AdvanceTo(_end);
    }

    private static async ValueTask<ReadResult> ReadPipeAsync(HttpRequest request, PipeReader pipe, long limit, CancellationToken cancellationToken)
    {
        try
        {
            ReadResult result = await pipe.ReadAsync(cancellationToken).ConfigureAwait(false);
            if (result.IsCanceled) throw new OperationCanceledException("The request body read was canceled.");
            return result;
        }
        catch (BadHttpRequestException ex) when (ex.StatusCode == StatusCodes.Status413PayloadTooLarge && ex is not BentoRequestException)
        {
            // The server's own limit (Kestrel's MaxRequestBodySize) was hit first: the same answer, with a problem body.
            long serverLimit = request.HttpContext.Features.Get<IHttpMaxRequestBodySizeFeature>()?.MaxRequestBodySize ?? long.MaxValue;
            throw BentoRequestException.TooLarge(Math.Min(limit, serverLimit), ex);
        }
    }

    // With a declared length the array is sized once; without one it starts small and doubles.
    private static int InitialSize(long? declared, int needed, long limit) =>
        (int)Math.Min(limit, declared ?? Math.Max(FirstChunk, (long)needed * 2));

    private static byte[] Grow(byte[]? array, int length, int wanted, long limit)
    {
        if (array is not null) wanted = (int)Math.Min(limit, Math.Max(wanted, (long)array.Length * 2));
        var larger = ArrayPool<byte>.Shared.Rent(wanted);
        if (array is not null)
        {
            array.AsSpan(0, length).CopyTo(larger);
            ArrayPool<byte>.Shared.Return(array);
        }

        return larger;
    }
}
