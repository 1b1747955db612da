using System;
using System.Collections.Generic;
using Bento.Http;
using Microsoft.AspNetCore.Http;
using Microsoft.Extensions.Primitives;
using Microsoft.Net.Http.Headers;

namespace Bento.AspNetCore;

/// <summary>The encodings a body can have on the wire.</summary>
internal enum WireFormat
{
    Json,
    MessagePack,
    JsonLines,
}

/// <summary>Matches Content-Type and Accept headers against the configured media types.</summary>
internal static class MediaTypes
{
    /// <summary>The format of a request body with <paramref name="contentType"/>, or null if Bento does not read it.</summary>
    public static WireFormat? OfContentType(string? contentType, BentoAspNetCoreOptions options)
    {
        if (string.IsNullOrEmpty(contentType) || !MediaTypeHeaderValue.TryParse(contentType, out var parsed)) return null;
        var mediaType = parsed.MediaType;
        if ((options.Formats & BentoFormats.Json) != 0 && Matches(mediaType, options.JsonMediaTypes)) return WireFormat.Json;
        if ((options.Formats & BentoFormats.MessagePack) != 0 && Matches(mediaType, options.MessagePackMediaTypes)) return WireFormat.MessagePack;
        return null;
    }

    /// <summary>The media types a request body may have, listed for a 415 answer.</summary>
    public static string Accepted(BentoAspNetCoreOptions options)
    {
        var all = new List<string>();
        if ((options.Formats & BentoFormats.Json) != 0) all.AddRange(options.JsonMediaTypes);
        if ((options.Formats & BentoFormats.MessagePack) != 0) all.AddRange(options.MessagePackMediaTypes);
        return string.Join(", ", all);
    }

    /// <summary>
    /// Picks the response format from the Accept header: the acceptable range with the highest quality that Bento
    /// writes wins, ties going to the earlier one. No Accept header, a wildcard, or nothing Bento writes gives the
    /// default format (JSON when enabled), as MVC does when it does not return 406.
    /// </summary>
    public static (WireFormat Format, string ContentType) ForResponse(HttpRequest request, BentoAspNetCoreOptions options, bool streaming)
    {
        bool json = (options.Formats & BentoFormats.Json) != 0;
        bool msgPack = (options.Formats & BentoFormats.MessagePack) != 0 && !streaming;
        var fallback = json || streaming ? (WireFormat.Json, First(options.JsonMediaTypes, BentoMediaTypes.Json)) : (WireFormat.MessagePack, First(options.MessagePackMediaTypes, BentoMediaTypes.MessagePack));

        StringValues accept = request.Headers.Accept;
        if (StringValues.IsNullOrEmpty(accept) || !MediaTypeHeaderValue.TryParseList(accept, out var ranges)) return fallback;

        (WireFormat, string)? best = null;
        double bestQuality = 0;
        foreach (var range in ranges)
        {
            double quality = range.Quality ?? 1.0;
            if (quality <= bestQuality) continue;
            var mediaType = range.MediaType;
            (WireFormat, string)? candidate = null;
            if (range.MatchesAllTypes || (range.MatchesAllSubTypes && range.Type.Equals("application", StringComparison.OrdinalIgnoreCase)))
                candidate = fallback;
            else if (streaming && Matches(mediaType, options.JsonLinesMediaTypes))
                candidate = (WireFormat.JsonLines, mediaType.Value!);
            else if ((json || streaming) && Matches(mediaType, options.JsonMediaTypes))
                candidate = (WireFormat.Json, mediaType.Value!);
            else if (msgPack && Matches(mediaType, options.MessagePackMediaTypes))
                candidate = (WireFormat.MessagePack, mediaType.Value!);
            if (candidate is null) continue;
            best = candidate;
            bestQuality = quality;
        }

        return best ?? fallback;
    }

    /// <summary>The Content-Type header value for a response in <paramref name="format"/>.</summary>
    public static string ContentTypeHeader(WireFormat format, string mediaType) =>
        format == WireFormat.MessagePack ? mediaType : mediaType + "; charset=utf-8";

    /// <summary>
    /// Whether a <c>type/subtype</c> matches one of <paramref name="patterns"/>, where <c>type/*+suffix</c> matches any
    /// subtype with that structured-syntax suffix (RFC 6839).
    /// </summary>
    public static bool Matches(StringSegment mediaType, IList<string> patterns)
    {
        foreach (string pattern in patterns)
        {
            int star = pattern.IndexOf("/*+", StringComparison.Ordinal);
            if (star < 0)
            {
                if (mediaType.Equals(pattern, StringComparison.OrdinalIgnoreCase)) return true;
                continue;
            }

            // "application/*+json": same type, and a subtype ending in "+json" with something before the plus.
            var prefix = pattern.AsSpan(0, star + 1);
            var suffix = pattern.AsSpan(star + 2);
            var value = mediaType.AsSpan();
            if (value.Length > prefix.Length + suffix.Length
                && value.StartsWith(prefix, StringComparison.OrdinalIgnoreCase)
                && value.EndsWith(suffix, StringComparison.OrdinalIgnoreCase))
                return true;
        }

        return false;
    }

    private static string First(IList<string> list, string otherwise)
    {
        foreach (string item in list)
            if (!item.Contains('*', StringComparison.Ordinal)) return item;
        return otherwise;
    }
}
