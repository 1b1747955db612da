using System;
using System.Buffers;
using System.Collections.Generic;
using System.Diagnostics.CodeAnalysis;
using System.IO.Pipelines;
using System.Threading;
using System.Threading.Tasks;
using Bento.Json;
using Bento.MessagePack;
using Microsoft.AspNetCore.Http;
using Microsoft.AspNetCore.Http.HttpResults;

namespace Bento.AspNetCore;

/// <summary>
/// Minimal-API results written by Bento straight into the response pipe (<see cref="HttpResponse.BodyWriter"/>), with
/// no intermediate copy: return <c>BentoResults.Ok(save)</c> from a handler.
/// </summary>
public static class BentoResults
{
    /// <summary>Writes <paramref name="value"/> in the format the request's Accept header prefers (JSON by default).</summary>
    public static BentoResult<T> Ok<[DynamicallyAccessedMembers(DynamicallyAccessedMemberTypes.NonPublicConstructors)] T>(T value, int statusCode = StatusCodes.Status200OK) =>
        new(value, statusCode, forced: null);

    /// <summary>Writes <paramref name="value"/> as JSON whatever the Accept header says.</summary>
    public static BentoResult<T> Json<[DynamicallyAccessedMembers(DynamicallyAccessedMemberTypes.NonPublicConstructors)] T>(T value, int statusCode = StatusCodes.Status200OK) =>
        new(value, statusCode, WireFormat.Json);

    /// <summary>Writes <paramref name="value"/> as MessagePack whatever the Accept header says.</summary>
    public static BentoResult<T> MessagePack<[DynamicallyAccessedMembers(DynamicallyAccessedMemberTypes.NonPublicConstructors)] T>(T value, int statusCode = StatusCodes.Status200OK) =>
        new(value, statusCode, WireFormat.MessagePack);

    /// <summary>
    /// Streams <paramref name="values"/> as they are produced: a JSON array by default, or JSON Lines (one value per
    /// line) when the Accept header prefers <c>application/jsonl</c> or <c>application/x-ndjson</c>. The response is
    /// flushed whenever the sequence has to wait for its next value and whenever 16 KiB are pending, so a client sees
    /// each value as soon as it exists.
    /// </summary>
    public static BentoStreamResult<T> Stream<[DynamicallyAccessedMembers(DynamicallyAccessedMemberTypes.NonPublicConstructors)] T>(IAsyncEnumerable<T> values) =>
        new(values ?? throw new ArgumentNullException(nameof(values)));
}

/// <summary>One value written with Bento, negotiated or in a fixed format (see <see cref="BentoResults"/>).</summary>
/// <typeparam name="T">A <see cref="BentoObjectAttribute"/> type or a collection of one.</typeparam>
public sealed class BentoResult<[DynamicallyAccessedMembers(DynamicallyAccessedMemberTypes.NonPublicConstructors)] T> : IResult, IStatusCodeHttpResult, IValueHttpResult<T>, IValueHttpResult
{
    private readonly WireFormat? _forced;

    internal BentoResult(T value, int statusCode, WireFormat? forced)
    {
        Value = value;
        StatusCode = statusCode;
        _forced = forced;
    }

    /// <summary>The value written.</summary>
    public T Value { get; }

    /// <summary>The response status code.</summary>
    public int StatusCode { get; }

    int? IStatusCodeHttpResult.StatusCode => StatusCode;

    object? IValueHttpResult.Value => Value;

    /// <inheritdoc/>
    public Task ExecuteAsync(HttpContext httpContext)
    {
        ArgumentNullException.ThrowIfNull(httpContext);
        var options = BentoHttpRequestExtensions.OptionsOf(httpContext);
        var (format, mediaType) = _forced switch
        {
            WireFormat.Json => (WireFormat.Json, Http.BentoMediaTypes.Json),
            WireFormat.MessagePack => (WireFormat.MessagePack, Http.BentoMediaTypes.MessagePack),
            _ => MediaTypes.ForResponse(httpContext.Request, options, streaming: false),
        };

        var response = httpContext.Response;
        response.StatusCode = StatusCode;
        response.ContentType = MediaTypes.ContentTypeHeader(format, mediaType);
        PipeWriter output = response.BodyWriter;
        if (format == WireFormat.MessagePack)
            BentoMessagePack.Serialize(output, Value, MsgPackCodecRegistry<T>.Codec, options.MessagePackOptions);
        else
            BentoJson.Serialize(output, Value, JsonCodecRegistry<T>.Codec, options.JsonOptions);
        return output.FlushAsync(httpContext.RequestAborted).AsTask();
    }
}

/// <summary>A sequence streamed as a JSON array or as JSON Lines (see <see cref="BentoResults.Stream{T}"/>).</summary>
/// <typeparam name="T">A <see cref="BentoObjectAttribute"/> type or a collection of one.</typeparam>
public sealed class BentoStreamResult<[DynamicallyAccessedMembers(DynamicallyAccessedMemberTypes.NonPublicConstructors)] T> : IResult, IStatusCodeHttpResult
{
    private const int FlushThreshold = 16 * 1024;

    private readonly IAsyncEnumerable<T> _values;

    internal BentoStreamResult(IAsyncEnumerable<T> values) => _values = values;

    /// <summary>Always 200: once streaming has begun the status can no longer change.</summary>
    public int? StatusCode => StatusCodes.Status200OK;

    /// <inheritdoc/>
    public async Task ExecuteAsync(HttpContext httpContext)
    {
        ArgumentNullException.ThrowIfNull(httpContext);
        var options = BentoHttpRequestExtensions.OptionsOf(httpContext);
        var (format, mediaType) = MediaTypes.ForResponse(httpContext.Request, options, streaming: true);
        var response = httpContext.Response;
        response.StatusCode = StatusCodes.Status200OK;
        response.ContentType = MediaTypes.ContentTypeHeader(format, mediaType);

        bool lines = format == WireFormat.JsonLines;
        var codec = JsonCodecRegistry<T>.Codec;
        PipeWriter output = response.BodyWriter;
        CancellationToken cancellationToken = httpContext.RequestAborted;
        if (!lines) output.Write("["u8);
        bool first = true;
        await using var values = _values.GetAsyncEnumerator(cancellationToken);
        while (true)
        {
            ValueTask<bool> next = values.MoveNextAsync();
            // Whatever is written goes out before waiting on the producer, so that readers are never held back by it.
            if (!next.IsCompleted && output.UnflushedBytes > 0) await FlushAsync(output, cancellationToken).ConfigureAwait(false);
            if (!await next.ConfigureAwait(false)) break;
            if (!lines && !first) output.Write(","u8);
            first = false;
            BentoJson.Serialize(output, values.Current, codec, options.JsonOptions);
            if (lines) output.Write("\n"u8);
            if (output.UnflushedBytes >= FlushThreshold) await FlushAsync(output, cancellationToken).ConfigureAwait(false);
        }

        if (!lines) output.Write("]"u8);
        await FlushAsync(output, cancellationToken).ConfigureAwait(false);
    }

    private static async ValueTask FlushAsync(PipeWriter output, CancellationToken cancellationToken)
    {
        var result = await output.FlushAsync(cancellationToken).ConfigureAwait(false);
        if (result.IsCanceled) throw new OperationCanceledException("The response flush was canceled.", cancellationToken);
    }
}
