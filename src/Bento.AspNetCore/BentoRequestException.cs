using System;
using Microsoft.AspNetCore.Http;

namespace Bento.AspNetCore;

/// <summary>
/// A request Bento could not accept: a malformed body (400), a body over the size limit (413) or a media type it does
/// not read (415). It derives from <see cref="BadHttpRequestException"/>, so even an application without Bento's
/// problem middleware answers with <see cref="BadHttpRequestException.StatusCode"/>, never 500; with it (registered by
/// <c>AddBento</c>) the answer carries an RFC 9457 problem body with the fields below.
/// </summary>
public sealed class BentoRequestException : BadHttpRequestException
{
    internal BentoRequestException(int statusCode, string title, string detail, Exception? inner = null)
        : base(detail, statusCode, inner!)
    {
        Title = title;
        Detail = detail;
    }

    /// <summary>A short summary of the kind of problem, the same for every occurrence.</summary>
    public string Title { get; }

    /// <summary>What was wrong with this request, in plain words (Bento's reason, without the position).</summary>
    public string Detail { get; }

    /// <summary>The format of the body: <c>json</c> or <c>msgpack</c>, or null when no format applies.</summary>
    public string? Format { get; private init; }

    /// <summary>The path of the value being read, such as <c>$.entities[3].name</c>, or null.</summary>
    public string? DocumentPath { get; private init; }

    /// <summary>The one-based line of the error in a JSON body, or null.</summary>
    public long? Line { get; private init; }

    /// <summary>The one-based column (in bytes) of the error in a JSON body, or null.</summary>
    public long? Column { get; private init; }

    /// <summary>The zero-based byte offset of the error in the body, or null.</summary>
    public long? Offset { get; private init; }

    internal static BentoRequestException From(BentoJsonException ex) =>
        new(StatusCodes.Status400BadRequest, "The request body is not valid JSON for the expected type.", ex.Reason, ex)
        {
            Format = "json",
            DocumentPath = ex.Path ?? "$",
            Line = ex.Line < 0 ? null : ex.Line,
            Column = ex.Column < 0 ? null : ex.Column,
            Offset = ex.BytePosition < 0 ? null : ex.BytePosition,
        };

    internal static BentoRequestException From(BentoMessagePackException ex) =>
        new(StatusCodes.Status400BadRequest, "The request body is not valid MessagePack for the expected type.", ex.Reason, ex)
        {
            Format = "msgpack",
            DocumentPath = ex.Path ?? "$",
            Offset = ex.BytePosition < 0 ? null : ex.BytePosition,
        };

    internal static BentoRequestException TooLarge(long limit, Exception? inner = null) =>
        new(StatusCodes.Status413PayloadTooLarge, "The request body is too large.",
            $"The request body is larger than the limit of {limit} bytes.", inner);

    internal static BentoRequestException UnsupportedMediaType(string? contentType, string accepted) =>
        new(StatusCodes.Status415UnsupportedMediaType, "The request body's media type is not supported.",
            (string.IsNullOrEmpty(contentType) ? "The request has no Content-Type." : $"The media type '{contentType}' is not read here.") +
            " Send one of: " + accepted + ".");
}
