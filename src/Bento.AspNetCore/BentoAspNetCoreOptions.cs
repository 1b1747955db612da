using System.Collections.Generic;
using Bento.Http;

namespace Bento.AspNetCore;

/// <summary>
/// How Bento reads request bodies and writes responses in MVC controllers and minimal APIs. Configure it with
/// <c>AddBento(options => ...)</c> on the service collection or the MVC builder.
/// </summary>
public sealed class BentoAspNetCoreOptions
{
    /// <summary>Kestrel's own default request body limit, which this library's default follows.</summary>
    public const long DefaultMaxRequestBodyBytes = 30_000_000;

    /// <summary>Which formats are read and written; both by default. The first one listed in <see cref="BentoFormats"/> order is the default response format.</summary>
    public BentoFormats Formats { get; set; } = BentoFormats.All;

    /// <summary>
    /// Media types read and written as JSON. <c>application/*+json</c> stands for every structured-syntax suffix type
    /// (RFC 6839), such as <c>application/vnd.game+json</c>. The first entry is what a response says when the client
    /// accepts anything.
    /// </summary>
    public IList<string> JsonMediaTypes { get; } = new List<string> { BentoMediaTypes.Json, "application/*+json" };

    /// <summary>Media types read and written as MessagePack; the first entry is what MessagePack responses say by default.</summary>
    public IList<string> MessagePackMediaTypes { get; } = new List<string>
    {
        BentoMediaTypes.MessagePack, BentoMediaTypes.MessagePackLegacy, BentoMediaTypes.MessagePackVendor,
    };

    /// <summary>Media types that select JSON Lines for streamed (<c>IAsyncEnumerable</c>) results.</summary>
    public IList<string> JsonLinesMediaTypes { get; } = new List<string> { BentoMediaTypes.JsonLines, BentoMediaTypes.NdJson };

    /// <summary>JSON reader and writer options; null for Bento's defaults.</summary>
    public BentoJsonOptions? JsonOptions { get; set; }

    /// <summary>MessagePack reader and writer options; null for Bento's defaults.</summary>
    public BentoMessagePackOptions? MessagePackOptions { get; set; }

    /// <summary>
    /// The largest request body Bento reads, in bytes; a larger one is answered with 413. A declared
    /// <c>Content-Length</c> over the limit is refused before anything is read. The server's own limit (Kestrel's
    /// <c>MaxRequestBodySize</c>) applies as well and also gives 413.
    /// </summary>
    public long MaxRequestBodyBytes { get; set; } = DefaultMaxRequestBodyBytes;

    internal static BentoAspNetCoreOptions Default { get; } = new();
}
