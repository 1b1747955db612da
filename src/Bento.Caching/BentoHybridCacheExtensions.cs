using System;
using System.Collections.Generic;
using System.Threading;
using System.Threading.Tasks;
using Microsoft.Extensions.Caching.Hybrid;

namespace Bento.Caching;

/// <summary>Reads that turn an unreadable cache entry into a miss.</summary>
public static class BentoHybridCacheExtensions
{
    /// <summary>
    /// <see cref="HybridCache.GetOrCreateAsync{T}(string, Func{CancellationToken, ValueTask{T}}, HybridCacheEntryOptions?, IEnumerable{string}?, CancellationToken)"/>,
    /// except that an entry Bento cannot read (corrupted, truncated, or written by an incompatible version of the
    /// type) is removed from both levels and built again by <paramref name="factory"/>, so the caller gets a fresh
    /// value instead of an exception.
    /// </summary>
    /// <remarks>
    /// HybridCache itself logs a failed read at error level (with Bento's exception, which carries the offset and
    /// path) and then rethrows it to the caller; it does not fall back to the factory. This method keeps the log
    /// and adds the fallback. It retries once: a value the factory builds is written fresh, so a second failure would
    /// mean a broken writer, and that is thrown.
    /// </remarks>
    public static async ValueTask<T> GetOrCreateBentoAsync<T>(this HybridCache cache, string key,
        Func<CancellationToken, ValueTask<T>> factory, HybridCacheEntryOptions? options = null,
        IEnumerable<string>? tags = null, CancellationToken cancellationToken = default)
    {
        ArgumentNullException.ThrowIfNull(cache);
        ArgumentNullException.ThrowIfNull(factory);
        try
        {
            return await cache.GetOrCreateAsync(key, factory, options, tags, cancellationToken).ConfigureAwait(false);
        }
        catch (Exception ex) when (ex is BentoMessagePackException or BentoJsonException)
        {
            await cache.RemoveAsync(key, cancellationToken).ConfigureAwait(false);
            return await cache.GetOrCreateAsync(key, factory, options, tags, cancellationToken).ConfigureAwait(false);
        }
    }
}
