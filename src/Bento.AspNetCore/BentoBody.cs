using System.Diagnostics.CodeAnalysis;
using System.Reflection;
using System.Threading;
using System.Threading.Tasks;
using Microsoft.AspNetCore.Http;
using Microsoft.Extensions.DependencyInjection;
using Microsoft.Extensions.Options;

namespace Bento.AspNetCore;

/// <summary>
/// A minimal-API parameter holding the request body decoded by Bento: JSON or MessagePack by the request's
/// Content-Type, read asynchronously from the request pipe. Declare <c>BentoBody&lt;SaveGame&gt; body</c> and use
/// <see cref="Value"/>. A malformed body raises a 400, an oversized one a 413 and another media type a 415
/// <see cref="BentoRequestException"/>, which Bento's problem middleware answers with an RFC 9457 body.
/// </summary>
/// <typeparam name="T">A <see cref="BentoObjectAttribute"/> type or a collection of one.</typeparam>
public sealed class BentoBody<[DynamicallyAccessedMembers(DynamicallyAccessedMemberTypes.NonPublicConstructors)] T>
{
    private BentoBody(T value) => Value = value;

    /// <summary>The decoded body.</summary>
    public T Value { get; }

    /// <summary>Called by minimal APIs to bind the parameter.</summary>
    public static async ValueTask<BentoBody<T>?> BindAsync(HttpContext context, ParameterInfo parameter)
    {
        T value = await context.Request.ReadFromBentoAsync<T>(context.RequestAborted).ConfigureAwait(false);
        return new BentoBody<T>(value);
    }
}

/// <summary>Reads request bodies with Bento outside of parameter binding.</summary>
public static class BentoHttpRequestExtensions
{
    /// <summary>
    /// Reads the body as JSON or MessagePack (by its Content-Type) into a <typeparamref name="T"/>, asynchronously from
    /// the request pipe, with the options registered by <c>AddBento</c> (or the defaults).
    /// </summary>
    /// <exception cref="BentoRequestException">The body is malformed (400), too large (413) or of another media type (415).</exception>
    public static ValueTask<T> ReadFromBentoAsync<[DynamicallyAccessedMembers(DynamicallyAccessedMemberTypes.NonPublicConstructors)] T>(this HttpRequest request, CancellationToken cancellationToken = default) =>
        BodyDecoder.ReadAsync<T>(request, OptionsOf(request.HttpContext), cancellationToken);

    internal static BentoAspNetCoreOptions OptionsOf(HttpContext context) =>
        context.RequestServices?.GetService<IOptions<BentoAspNetCoreOptions>>()?.Value ?? BentoAspNetCoreOptions.Default;
}
