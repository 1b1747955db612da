using System;
using System.Diagnostics.CodeAnalysis;
using System.Threading;
using System.Threading.Tasks;
using Bento.Json;
using Bento.MessagePack;
using Microsoft.AspNetCore.Http;

namespace Bento.AspNetCore;

/// <summary>Reads a request body and decodes it with Bento, turning Bento's errors into <see cref="BentoRequestException"/>.</summary>
internal static class BodyDecoder
{
    /// <summary>The format of the request's body, or a 415 <see cref="BentoRequestException"/>.</summary>
    public static WireFormat FormatOf(HttpRequest request, BentoAspNetCoreOptions options) =>
        MediaTypes.OfContentType(request.ContentType, options)
        ?? throw BentoRequestException.UnsupportedMediaType(request.ContentType, MediaTypes.Accepted(options));

    public static async ValueTask<T> ReadAsync<[DynamicallyAccessedMembers(DynamicallyAccessedMemberTypes.NonPublicConstructors)] T>(
        HttpRequest request, BentoAspNetCoreOptions options, CancellationToken cancellationToken)
    {
        WireFormat format = FormatOf(request, options);
        using var body = await RequestBody.ReadAsync(request, options.MaxRequestBodyBytes, cancellationToken).ConfigureAwait(false);
        try
        {
            return format == WireFormat.MessagePack
                ? BentoMessagePack.Deserialize(body.Bytes.Span, MsgPackCodecRegistry<T>.Codec, options.MessagePackOptions)
                : BentoJson.Deserialize(body.Bytes.Span, JsonCodecRegistry<T>.Codec, options.JsonOptions);
        }
        catch (Exception ex) when (Translate(ex) is { } problem)
        {
            throw problem;
        }
    }

    public static async ValueTask<object?> ReadBoxedAsync(HttpRequest request, BentoTypeCodec codec, WireFormat format, BentoAspNetCoreOptions options, CancellationToken cancellationToken)
    {
        using var body = await RequestBody.ReadAsync(request, options.MaxRequestBodyBytes, cancellationToken).ConfigureAwait(false);
        try
        {
            return format == WireFormat.MessagePack
                ? codec.DeserializeMessagePack(body.Bytes.Span, options.MessagePackOptions)
                : codec.DeserializeJson(body.Bytes.Span, options.JsonOptions);
        }
        catch (Exception ex) when (Translate(ex) is { } problem)
        {
            throw problem;
        }
    }

    private static BentoRequestException? Translate(Exception ex) => ex switch
    {
        BentoJsonException json => BentoRequestException.From(json),
        BentoMessagePackException msgPack => BentoRequestException.From(msgPack),
        _ => null,
    };
}
