using System;
using System.Collections.Concurrent;
using System.Threading.Tasks;
using Bento.Distributed.Tests;
using Microsoft.Extensions.DependencyInjection;
using Microsoft.Extensions.Hosting;
using Microsoft.Extensions.Logging;
using Orleans;
using Orleans.Configuration;
using Orleans.Hosting;
using Orleans.Serialization;
using Orleans.Storage;
using Xunit;

namespace Bento.Orleans.Tests;

/// <summary>One silo and one client in this process, on localhost clustering with ports the OS picked.</summary>
public sealed class OrleansCluster : IAsyncLifetime
{
    private static readonly TimeSpan Limit = TimeSpan.FromSeconds(60);

    private IHost? _silo;
    private IHost? _client;

    public RecordingStorageSerializer Storage { get; private set; } = null!;

    public IClusterClient Client => _client!.Services.GetRequiredService<IClusterClient>();

    public Serializer ClientSerializer => _client!.Services.GetRequiredService<Serializer>();

    public async Task InitializeAsync()
    {
        int siloPort = Components.FreePort(), gatewayPort = Components.FreePort();
        _silo = new HostBuilder()
            .ConfigureLogging(l => l.SetMinimumLevel(LogLevel.Warning))
            .UseOrleans(silo => silo
                .UseLocalhostClustering(siloPort, gatewayPort)
                .AddMemoryGrainStorage("bento", o => o.Configure<Serializer>((options, serializer) =>
                {
                    Storage = new RecordingStorageSerializer(new BentoGrainStorageSerializer(new OrleansGrainStorageSerializer(serializer)));
                    options.GrainStorageSerializer = Storage;
                }))
                .Services.AddSerializer(s => s.AddBentoSerializer()))
            .Build();
        await _silo.StartAsync().WaitAsync(Limit);

        _client = new HostBuilder()
            .ConfigureLogging(l => l.SetMinimumLevel(LogLevel.Warning))
            .UseOrleansClient(client => client
                .UseLocalhostClustering(gatewayPort)
                .Services.AddSerializer(s => s.AddBentoSerializer()))
            .Build();
        await _client.StartAsync().WaitAsync(Limit);
    }

    public async Task DisposeAsync()
    {
        if (_client != null)
        {
            await _client.StopAsync().WaitAsync(Limit);
            _client.Dispose();
        }

        if (_silo != null)
        {
            await _silo.StopAsync().WaitAsync(Limit);
            _silo.Dispose();
        }
    }
}

/// <summary>The storage serializer under test, keeping the last bytes it wrote so a test can look at them.</summary>
public sealed class RecordingStorageSerializer(IGrainStorageSerializer inner) : IGrainStorageSerializer
{
    public ConcurrentQueue<BinaryData> Written { get; } = new();

    public int Reads;

    public BinaryData Serialize<T>(T? input)
    {
        var data = inner.Serialize(input);
        Written.Enqueue(data);
        return data;
    }

    public T Deserialize<T>(BinaryData input)
    {
        System.Threading.Interlocked.Increment(ref Reads);
        return inner.Deserialize<T>(input)!;
    }
}

public sealed class OrleansTests(OrleansCluster cluster) : IClassFixture<OrleansCluster>
{
    private static readonly TimeSpan Limit = TimeSpan.FromSeconds(30);

    [Fact]
    public async Task Grain_calls_carry_bento_arguments_and_results()
    {
        var grain = cluster.Client.GetGrain<IPlayerGrain>("calls");
        var state = await grain.Add(new Score("Ada", 5)).WaitAsync(Limit);
        state = await grain.Add(new Score("Ada", 9)).WaitAsync(Limit);
        Assert.Equal(14, state.Total);
        Assert.Equal([new Score("Ada", 5), new Score("Ada", 9)], state.History);

        var best = await grain.Best(1).WaitAsync(Limit);
        Assert.Equal([new Score("Ada", 9)], best);
    }

    [Fact]
    public void The_orleans_serializer_writes_bento_messagepack_for_bento_types()
    {
        var score = new Score("Ada", 1200);
        byte[] orleans = cluster.ClientSerializer.SerializeToArray(score);
        Assert.True(orleans.AsSpan().IndexOf(BentoMessagePack.Serialize(score)) >= 0, "Bento's encoding is not inside Orleans' bytes");
        Assert.Equal(score, cluster.ClientSerializer.Deserialize<Score>(orleans));

        // A deep copy (Orleans copies arguments of calls inside one silo) is equal and not the same instance.
        var state = new PlayerState { Total = 3, History = { score } };
        var copy = cluster.Client.ServiceProvider.GetRequiredService<DeepCopier>().Copy(state);
        Assert.NotSame(state, copy);
        Assert.NotSame(state.History, copy.History);
        Assert.Equal(state.History, copy.History);
    }

    [Fact]
    public async Task Grain_state_is_persisted_as_bento_messagepack_and_read_back_after_deactivation()
    {
        var grain = cluster.Client.GetGrain<IPlayerGrain>("persisted");
        var written = await grain.Add(new Score("Bo", 7)).WaitAsync(Limit);
        Assert.Contains(cluster.Storage.Written, d => d.ToArray().AsSpan().SequenceEqual(BentoMessagePack.Serialize(written)));

        int readsBefore = cluster.Storage.Reads;
        await grain.Sleep().WaitAsync(Limit);
        // The next call activates the grain again, which reads its state from storage.
        var reread = await grain.State().WaitAsync(Limit);
        Assert.True(cluster.Storage.Reads > readsBefore, "the grain did not read its state again");
        Assert.Equal(7, reread.Total);
        Assert.Equal([new Score("Bo", 7)], reread.History);
    }

    [Fact]
    public void Unreadable_stored_state_raises_bentos_exception_never_a_default_state()
    {
        var serializer = new BentoGrainStorageSerializer(new OrleansGrainStorageSerializer(cluster.ClientSerializer));
        byte[] good = BentoMessagePack.Serialize(new PlayerState { Total = 1, History = { new Score("a", 1) } });
        var error = Assert.Throws<BentoMessagePackException>(() => serializer.Deserialize<PlayerState>(new BinaryData(good.AsMemory(0, good.Length - 3))));
        Assert.Contains("$", error.Message, StringComparison.Ordinal);

        // State of a type that is not Bento's goes to the fallback serializer.
        var plain = serializer.Serialize(new System.Collections.Generic.List<int> { 1, 2 });
        Assert.Equal([1, 2], serializer.Deserialize<System.Collections.Generic.List<int>>(plain));
    }
}
