using System;
using Microsoft.Extensions.Caching.Hybrid;
using Microsoft.Extensions.DependencyInjection;

namespace Bento.Caching;

/// <summary>Registers Bento with HybridCache.</summary>
public static class BentoHybridCacheBuilderExtensions
{
    /// <summary>
    /// Stores Bento types through Bento: MessagePack by default, JSON with
    /// <c>o =&gt; o.Format = BentoCacheFormat.Json</c>. Call it on the builder that <c>AddHybridCache()</c> returns.
    /// </summary>
    public static IHybridCacheBuilder AddBentoSerializer(this IHybridCacheBuilder builder, Action<BentoHybridCacheOptions>? configure = null)
    {
        ArgumentNullException.ThrowIfNull(builder);
        var options = new BentoHybridCacheOptions();
        configure?.Invoke(options);
        return builder.AddSerializerFactory(new BentoHybridCacheSerializerFactory(options));
    }
}
