using System;
using System.Collections.Concurrent;
using System.Collections.Generic;
using Microsoft.Extensions.Caching.Hybrid;
using Microsoft.Extensions.DependencyInjection;
using Microsoft.Extensions.Logging;

namespace Bento.Caching.Tests;

/// <summary>One application's HybridCache: its own memory cache (L1), Redis as L2, Bento as the serializer.</summary>
internal sealed class CacheHost : IDisposable
{
    private readonly ServiceProvider _services;

    public CacheHost(string redisConfiguration, Action<BentoHybridCacheOptions>? configure = null)
    {
        var services = new ServiceCollection();
        services.AddSingleton<ILoggerProvider>(Log);
        services.AddLogging(b => b.SetMinimumLevel(LogLevel.Debug));
        services.AddStackExchangeRedisCache(o =>
        {
            o.Configuration = redisConfiguration;
            o.InstanceName = "bento-tests:";
        });
        services.AddHybridCache(o => o.DefaultEntryOptions = new HybridCacheEntryOptions
        {
            Expiration = TimeSpan.FromMinutes(5),
            LocalCacheExpiration = TimeSpan.FromMinutes(5),
        }).AddBentoSerializer(configure);
        _services = services.BuildServiceProvider();
        Cache = _services.GetRequiredService<HybridCache>();
    }

    public HybridCache Cache { get; }

    public CapturingLogs Log { get; } = new();

    public void Dispose() => _services.Dispose();
}

/// <summary>Keeps what HybridCache logs, so that a test can see a failure reported.</summary>
internal sealed class CapturingLogs : ILoggerProvider
{
    public ConcurrentQueue<(string Category, LogLevel Level, string Message, Exception? Exception)> Entries { get; } = new();

    public ILogger CreateLogger(string categoryName) => new Logger(this, categoryName);

    public void Dispose() { }

    public IEnumerable<Exception> Exceptions()
    {
        foreach (var entry in Entries)
            if (entry.Exception != null)
                yield return entry.Exception;
    }

    private sealed class Logger(CapturingLogs owner, string category) : ILogger
    {
        public IDisposable? BeginScope<TState>(TState state) where TState : notnull => null;

        public bool IsEnabled(LogLevel logLevel) => true;

        public void Log<TState>(LogLevel logLevel, EventId eventId, TState state, Exception? exception, Func<TState, Exception?, string> formatter) =>
            owner.Entries.Enqueue((category, logLevel, formatter(state, exception), exception));
    }
}
