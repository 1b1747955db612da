using System;
using System.Collections.Generic;
using System.Diagnostics;
using System.Linq;
using System.Text;
using System.Threading;
using System.Threading.Tasks;
using Bento.Distributed.Tests;
using Microsoft.Extensions.Caching.Hybrid;
using StackExchange.Redis;
using Xunit;

namespace Bento.Caching.Tests;

/// <summary>
/// HybridCache with Bento's serializer and a real redis-server as the distributed level: two cache instances (two
/// applications, each with its own memory level) share entries through Redis only.
/// </summary>
public sealed class HybridCacheRedisTests : IDisposable
{
    private static readonly TimeSpan Limit = TimeSpan.FromSeconds(30);

    private readonly RedisServer? _redis = RedisServer.MissingReason() == null || Components.UnderCi ? new RedisServer() : null;

    private RedisServer Redis => _redis ?? throw new InvalidOperationException(RedisServer.MissingReason());

    public void Dispose() => _redis?.Dispose();

    [RedisFact]
    public async Task A_value_written_by_one_instance_is_read_by_another_through_redis()
    {
        using var writer = new CacheHost(Redis.Configuration);
        using var reader = new CacheHost(Redis.Configuration);
        var profile = new PlayerProfile("Ada", 42, ["first-blood", "marathon"]);

        var written = await writer.Cache.GetOrCreateAsync("profile:ada", _ => ValueTask.FromResult(profile)).AsTask().WaitAsync(Limit);
        Assert.Equal(profile.Name, written.Name);
        // GetOrCreateAsync may return before its write to the distributed level has reached Redis: the second instance
        // reads once that write is there (as another application would, some time later), not in a race with it.
        await WaitForEntry("profile:ada");

        bool built = false;
        var read = await reader.Cache.GetOrCreateAsync("profile:ada", _ => { built = true; return ValueTask.FromResult(new PlayerProfile("wrong", 0, [])); })
            .AsTask().WaitAsync(Limit);
        Assert.False(built, "the second instance should have found the entry in Redis");
        Assert.Equal("Ada", read.Name);
        Assert.Equal(42, read.Level);
        Assert.Equal(["first-blood", "marathon"], read.Badges);

        // The entry in Redis holds Bento's MessagePack bytes for the value (inside HybridCache's own envelope).
        byte[] stored = await RawEntry("profile:ada");
        Assert.True(IndexOf(stored, BentoMessagePack.Serialize(profile)) >= 0, "Redis entry does not contain Bento's MessagePack encoding");
    }

    [RedisFact]
    public async Task The_json_option_stores_bento_json()
    {
        using var writer = new CacheHost(Redis.Configuration, o => o.Format = BentoCacheFormat.Json);
        using var reader = new CacheHost(Redis.Configuration, o => o.Format = BentoCacheFormat.Json);
        var profile = new PlayerProfile("Aiko", 7, ["scout"]);
        await writer.Cache.SetAsync("profile:aiko", profile).AsTask().WaitAsync(Limit);

        byte[] stored = await RawEntry("profile:aiko");
        Assert.True(IndexOf(stored, """{"Name":"Aiko","Level":7,"Badges":["scout"]}"""u8.ToArray()) >= 0, Encoding.UTF8.GetString(stored));

        var read = await reader.Cache.GetOrCreateAsync("profile:aiko", _ => ValueTask.FromResult(new PlayerProfile("wrong", 0, [])))
            .AsTask().WaitAsync(Limit);
        Assert.Equal("Aiko", read.Name);
    }

    [RedisFact]
    public async Task Types_without_bento_codecs_are_left_to_hybridcache()
    {
        var factory = new BentoHybridCacheSerializerFactory();
        Assert.False(factory.TryCreateSerializer<PlainValue>(out _));
        Assert.True(factory.TryCreateSerializer<PlayerProfile>(out _));

        using var writer = new CacheHost(Redis.Configuration);
        using var reader = new CacheHost(Redis.Configuration);
        await writer.Cache.SetAsync("plain", new PlainValue("kept by System.Text.Json")).AsTask().WaitAsync(Limit);
        var read = await reader.Cache.GetOrCreateAsync("plain", _ => ValueTask.FromResult(new PlainValue("wrong"))).AsTask().WaitAsync(Limit);
        Assert.Equal("kept by System.Text.Json", read.Text);
    }

    [RedisFact]
    public async Task A_corrupted_entry_is_reported_and_read_as_a_miss()
    {
        using var writer = new CacheHost(Redis.Configuration);
        var profile = new PlayerProfile("Ada", 42, ["first-blood"]);
        await writer.Cache.SetAsync("profile:corrupt", profile).AsTask().WaitAsync(Limit);

        // Overwrite Bento's bytes inside HybridCache's envelope with bytes no MessagePack value starts with (0xc1 is
        // never used), so the envelope stays valid and the failure is Bento's own.
        byte[] stored = await RawEntry("profile:corrupt");
        byte[] body = BentoMessagePack.Serialize(profile);
        int at = IndexOf(stored, body);
        Assert.True(at >= 0);
        stored.AsSpan(at + 1, body.Length - 1).Fill(0xc1);
        await WriteRawEntry("profile:corrupt", stored);

        // HybridCache's own GetOrCreateAsync logs the failure and rethrows Bento's exception (never a wrong value).
        using (var plain = new CacheHost(Redis.Configuration))
        {
            var thrown = await Assert.ThrowsAsync<BentoMessagePackException>(() =>
                plain.Cache.GetOrCreateAsync("profile:corrupt", _ => ValueTask.FromResult(new PlayerProfile("rebuilt", 1, []))).AsTask().WaitAsync(Limit));
            Assert.Contains("byte 1", thrown.Message, StringComparison.Ordinal);
            Assert.Contains(plain.Log.Entries, e => e.Exception is BentoMessagePackException && e.Level == Microsoft.Extensions.Logging.LogLevel.Error);
        }

        // GetOrCreateBentoAsync keeps that report and makes the entry a miss: the factory builds the value again, and
        // the rebuilt value replaces the bad entry in Redis for the next reader.
        using var reader = new CacheHost(Redis.Configuration);
        bool built = false;
        var read = await reader.Cache.GetOrCreateBentoAsync("profile:corrupt", _ => { built = true; return ValueTask.FromResult(new PlayerProfile("rebuilt", 1, [])); })
            .AsTask().WaitAsync(Limit);
        Assert.True(built, "a corrupted entry must be a miss");
        Assert.Equal("rebuilt", read.Name);
        var failure = Assert.Single(reader.Log.Exceptions().OfType<BentoMessagePackException>());
        Assert.Contains("Path: $", failure.Message, StringComparison.Ordinal);

        using var next = new CacheHost(Redis.Configuration);
        var again = await next.Cache.GetOrCreateAsync("profile:corrupt", _ => ValueTask.FromResult(new PlayerProfile("wrong", 0, []))).AsTask().WaitAsync(Limit);
        Assert.Equal("rebuilt", again.Name);
    }

    [RedisFact]
    public async Task A_truncated_entry_is_a_miss_never_a_wrong_value()
    {
        using var writer = new CacheHost(Redis.Configuration);
        await writer.Cache.SetAsync("profile:cut", new PlayerProfile("Ada", 42, ["a", "b", "c"])).AsTask().WaitAsync(Limit);
        byte[] stored = await RawEntry("profile:cut");
        await WriteRawEntry("profile:cut", stored.AsSpan(0, stored.Length / 2).ToArray());

        using var reader = new CacheHost(Redis.Configuration);
        var read = await reader.Cache.GetOrCreateBentoAsync("profile:cut", _ => ValueTask.FromResult(new PlayerProfile("rebuilt", 1, [])))
            .AsTask().WaitAsync(Limit);
        Assert.Equal("rebuilt", read.Name);
    }

    [RedisFact]
    public async Task Entries_of_an_older_version_read_as_docs_versioning_says()
    {
        // docs/versioning.md, "Members added": old data leaves the new member at its initial value; old readers skip it.
        using var oldServer = new CacheHost(Redis.Configuration);
        using var newServer = new CacheHost(Redis.Configuration);
        await oldServer.Cache.SetAsync("profile:v1", new ProfileV1 { Name = "Ada", Level = 3 }).AsTask().WaitAsync(Limit);
        var upgraded = await newServer.Cache.GetOrCreateAsync("profile:v1", _ => ValueTask.FromResult(new ProfileV2 { Name = "wrong" }))
            .AsTask().WaitAsync(Limit);
        Assert.Equal(("Ada", 3, "none"), (upgraded.Name, upgraded.Level, upgraded.Guild));

        await newServer.Cache.SetAsync("profile:v2", new ProfileV2 { Name = "Aiko", Level = 5, Guild = "Owls" }).AsTask().WaitAsync(Limit);
        var downgraded = await oldServer.Cache.GetOrCreateAsync("profile:v2", _ => ValueTask.FromResult(new ProfileV1 { Name = "wrong" }))
            .AsTask().WaitAsync(Limit);
        Assert.Equal(("Aiko", 5), (downgraded.Name, downgraded.Level));
    }

    [RedisFact]
    public async Task Without_redis_the_cache_keeps_its_first_level_and_recovers_when_redis_returns()
    {
        using var first = new CacheHost(Redis.Configuration);
        var profile = new PlayerProfile("Ada", 42, []);
        await first.Cache.SetAsync("profile:outage", profile).AsTask().WaitAsync(Limit);

        Redis.Stop();

        // The instance that wrote the value still has it in memory.
        var local = await first.Cache.GetOrCreateAsync("profile:outage", _ => ValueTask.FromResult(new PlayerProfile("wrong", 0, [])))
            .AsTask().WaitAsync(Limit);
        Assert.Equal("Ada", local.Name);

        // Another instance cannot reach the second level: it builds the value instead of failing, and writes do not throw.
        using var second = new CacheHost(Redis.Configuration);
        var rebuilt = await second.Cache.GetOrCreateAsync("profile:outage", _ => ValueTask.FromResult(new PlayerProfile("rebuilt", 1, [])))
            .AsTask().WaitAsync(Limit);
        Assert.Equal("rebuilt", rebuilt.Name);
        await first.Cache.SetAsync("profile:during", profile).AsTask().WaitAsync(Limit);

        // Redis comes back (empty: the test server keeps nothing on disk). New writes reach it again, and a third
        // instance reads them from Redis; the multiplexer reconnects by itself, so this is polled within a bound.
        Redis.Start();
        using var third = new CacheHost(Redis.Configuration);
        var clock = Stopwatch.StartNew();
        while (true)
        {
            string key = "profile:after:" + clock.ElapsedTicks;
            await first.Cache.SetAsync(key, new PlayerProfile("Back", 2, [])).AsTask().WaitAsync(Limit);
            bool built = false;
            var read = await third.Cache.GetOrCreateAsync(key, _ => { built = true; return ValueTask.FromResult(new PlayerProfile("miss", 0, [])); })
                .AsTask().WaitAsync(Limit);
            if (!built)
            {
                Assert.Equal("Back", read.Name);
                break;
            }

            Assert.True(clock.Elapsed < Limit, "the cache did not write through to Redis again after it restarted");
            await Task.Delay(250);
        }
    }

    private async Task<byte[]> RawEntry(string key)
    {
        using var redis = await ConnectionMultiplexer.ConnectAsync(Redis.Configuration).WaitAsync(Limit);
        var db = redis.GetDatabase();
        string full = "bento-tests:" + key;
        // The Redis distributed cache keeps an entry as a hash whose "data" field holds the bytes.
        var type = await db.KeyTypeAsync(full);
        RedisValue value = type == RedisType.Hash ? await db.HashGetAsync(full, "data") : await db.StringGetAsync(full);
        Assert.False(value.IsNull, $"no entry for {full} in Redis (type {type})");
        return (byte[])value!;
    }

    private async Task WaitForEntry(string key)
    {
        using var redis = await ConnectionMultiplexer.ConnectAsync(Redis.Configuration).WaitAsync(Limit);
        var db = redis.GetDatabase();
        var clock = Stopwatch.StartNew();
        while (!await db.KeyExistsAsync("bento-tests:" + key) && clock.Elapsed < Limit)
            await Task.Delay(10);
    }

    private async Task WriteRawEntry(string key, byte[] bytes)
    {
        using var redis = await ConnectionMultiplexer.ConnectAsync(Redis.Configuration).WaitAsync(Limit);
        var db = redis.GetDatabase();
        string full = "bento-tests:" + key;
        if (await db.KeyTypeAsync(full) == RedisType.Hash)
            await db.HashSetAsync(full, "data", bytes);
        else
            await db.StringSetAsync(full, bytes, keepTtl: true);
    }

    private static int IndexOf(byte[] haystack, byte[] needle) => haystack.AsSpan().IndexOf(needle);
}
