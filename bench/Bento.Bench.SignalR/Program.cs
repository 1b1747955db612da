using System;
using System.Collections.Generic;
using System.Diagnostics;
using System.Globalization;
using System.IO;
using System.Linq;
using System.Net;
using System.Net.Http;
using System.Threading;
using System.Threading.Tasks;
using Bento;
using Bento.SignalR;
using MessagePack;
using Microsoft.AspNetCore.Builder;
using Microsoft.AspNetCore.Hosting;
using Microsoft.AspNetCore.Http.Connections;
using Microsoft.AspNetCore.SignalR;
using Microsoft.AspNetCore.SignalR.Client;
using Microsoft.AspNetCore.SignalR.Protocol;
using Microsoft.Extensions.DependencyInjection;
using Microsoft.Extensions.Logging;

using static Bento.Bench.Shared.BenchSupport;

namespace Bento.Bench.SignalR;

/// <summary>
/// Echo invocations (the client sends a model, the hub returns it) against one server process per protocol, all
/// running at once, so that each server's allocation counter holds only its own work. Protocols are interleaved round
/// by round in a rotating order. The client uses the same protocol as its server, as a real client of that server
/// would, so invocations per second count both ends; the bytes are the server's alone.
/// Usage: <c>dotnet run -c Release --project bench/Bento.Bench.SignalR -- [--rounds 5] [--seconds 2] [--connections 8] [--smoke]</c>.
/// </summary>
public static class Program
{
    private static readonly string[] s_protocols = ["official-messagepack", "bento-messagepack", "official-json", "bento-json"];

    public static async Task<int> Main(string[] args)
    {
        if (Array.IndexOf(args, "--server") is int s and >= 0) return await ServeAsync(args[s + 1]);
        bool smoke = args.Contains("--smoke");
        int rounds = Option(args, "--rounds", smoke ? 1 : 5);
        double seconds = Option(args, "--seconds", smoke ? 0.3 : 2);
        int connections = Option(args, "--connections", 8);

        var servers = s_protocols.Select(p => (Protocol: p, Server: StartServer(p, out Uri address), Address: address)).ToArray();
        using var http = new HttpClient { Timeout = TimeSpan.FromSeconds(30) };
        try
        {
            var update = Update.Sample();
            Console.WriteLine($"Bento SignalR benchmark: {Environment.ProcessorCount} cores, .NET {Environment.Version}, load average {LoadAverage()}");
            Console.WriteLine($"{rounds} rounds x {s_protocols.Length} protocols x {seconds} s, {connections} connections per protocol, WebSockets on loopback");
            Console.WriteLine($"  message: Echo(PlayerUpdate), {BentoMessagePack.Serialize(update).Length:N0} bytes as Bento MessagePack, {BentoJson.SerializeToUtf8Bytes(update).Length:N0} as Bento JSON");

            var results = s_protocols.ToDictionary(p => p, _ => new List<(double Rate, double Bytes)>());
            var clients = new Dictionary<string, HubConnection[]>();
            foreach (var (protocol, _, address) in servers)
            {
                clients[protocol] = new HubConnection[connections];
                for (int i = 0; i < connections; i++)
                {
                    var connection = Connect(protocol, address);
                    await connection.StartAsync().WaitAsync(TimeSpan.FromSeconds(30));
                    clients[protocol][i] = connection;
                }

                // Correctness first: the echo must come back equal, or the protocol is not timed.
                var echoed = await clients[protocol][0].InvokeAsync<Update>("Echo", update).WaitAsync(TimeSpan.FromSeconds(30));
                if (!BentoJson.SerializeToUtf8Bytes(echoed).AsSpan().SequenceEqual(BentoJson.SerializeToUtf8Bytes(update)))
                    throw new InvalidOperationException($"{protocol} did not echo the message unchanged.");
            }

            for (int round = 0; round < rounds; round++)
            {
                for (int k = 0; k < servers.Length; k++)
                {
                    var (protocol, _, address) = servers[(k + round) % servers.Length];
                    results[protocol].Add(await RunAsync(http, address, clients[protocol], update, TimeSpan.FromSeconds(seconds)));
                }
            }

            foreach (var connection in clients.Values.SelectMany(c => c))
                await connection.DisposeAsync();

            Console.WriteLine();
            Console.WriteLine("| protocol | invocations/s (median) | ratio to official MessagePack | min..max invocations/s | server bytes allocated per invocation (median) |");
            Console.WriteLine("|---|---:|---:|---:|---:|");
            double baseline = Median(results["official-messagepack"].Select(r => r.Rate));
            foreach (string protocol in s_protocols)
            {
                var list = results[protocol];
                double rate = Median(list.Select(r => r.Rate));
                Console.WriteLine(string.Create(CultureInfo.InvariantCulture,
                    $"| {protocol} | {rate:N0} | {rate / baseline:0.00}x | {list.Min(r => r.Rate):N0}..{list.Max(r => r.Rate):N0} | {Median(list.Select(r => r.Bytes)):N0} |"));
            }

            Console.WriteLine();
            Console.WriteLine($"load average at the end: {LoadAverage()}");
            return 0;
        }
        finally
        {
            foreach (var (_, server, _) in servers)
            {
                server.StandardInput.Close();
                if (!server.WaitForExit(10_000)) server.Kill();
                server.Dispose();
            }
        }
    }

    private static HubConnection Connect(string protocol, Uri address)
    {
        var builder = new HubConnectionBuilder().WithUrl(new Uri(address, "/hub"), HttpTransportType.WebSockets, o => o.SkipNegotiation = true);
        builder.Services.AddSingleton<IHubProtocol>(Protocol(protocol));
        return builder.Build();
    }

    private static IHubProtocol Protocol(string name) => name switch
    {
        "official-messagepack" => new MessagePackHubProtocol(),
        "bento-messagepack" => new BentoMessagePackHubProtocol(),
        "official-json" => new JsonHubProtocol(),
        "bento-json" => new BentoJsonHubProtocol(),
        _ => throw new ArgumentOutOfRangeException(nameof(name), name, "unknown protocol"),
    };

    private static async Task<(double Rate, double Bytes)> RunAsync(HttpClient http, Uri address, HubConnection[] connections, Update update, TimeSpan duration)
    {
        long before = await AllocatedAsync(http, address);
        long count = 0;
        var clock = Stopwatch.StartNew();
        var workers = connections.Select(connection => Task.Run(async () =>
        {
            while (clock.Elapsed < duration)
            {
                await connection.InvokeAsync<Update>("Echo", update).WaitAsync(TimeSpan.FromSeconds(30));
                Interlocked.Increment(ref count);
            }
        })).ToArray();
        await Task.WhenAll(workers);
        double elapsed = clock.Elapsed.TotalSeconds;
        long after = await AllocatedAsync(http, address);
        return (count / elapsed, (after - before) / (double)count);
    }

    private static async Task<long> AllocatedAsync(HttpClient http, Uri address) =>
        long.Parse(await http.GetStringAsync(new Uri(address, "/allocated")), CultureInfo.InvariantCulture);

    private static Process StartServer(string protocol, out Uri address) =>
        StartChild(typeof(Program).Assembly.Location, "--server " + protocol, out address);

    private static async Task<int> ServeAsync(string protocol)
    {
        var builder = WebApplication.CreateSlimBuilder();
        builder.Logging.ClearProviders();
        builder.WebHost.UseKestrel(k => k.Listen(IPAddress.Loopback, 0));
        var signalR = builder.Services.AddSignalR();
        switch (protocol)
        {
            case "official-messagepack": signalR.AddMessagePackProtocol(); break;
            case "bento-messagepack": signalR.AddBentoMessagePackProtocol(); break;
            case "official-json": break; // SignalR's default
            case "bento-json": signalR.AddBentoJsonProtocol(); break;
            default: throw new ArgumentOutOfRangeException(nameof(protocol), protocol, "unknown protocol");
        }

        var app = builder.Build();
        app.UseWebSockets();
        app.MapHub<EchoHub>("/hub");
        app.MapGet("/allocated", () => GC.GetTotalAllocatedBytes(precise: true).ToString(CultureInfo.InvariantCulture));
        await app.StartAsync();
        Console.WriteLine("listening on " + app.Urls.First());
        // The parent closes standard input when it is done (or dies): then stop.
        await Console.In.ReadToEndAsync();
        await app.StopAsync();
        return 0;
    }
}

public sealed class EchoHub : Hub
{
    public Update Echo(Update update) => update;
}

// One model for every protocol: Bento's codecs, MessagePack-CSharp's attribute contract keyed by the same names, and
// System.Text.Json by reflection. A game's per-tick player update: position, state and a small inventory.
[BentoObject]
[MessagePackObject(keyAsPropertyName: true)]
public partial class Update
{
    public string Player { get; set; } = "";
    public long Tick { get; set; }
    public double X { get; set; }
    public double Y { get; set; }
    public double Z { get; set; }
    public float Heading { get; set; }
    public int Health { get; set; }
    public bool Sprinting { get; set; }
    public List<Stack> Inventory { get; set; } = new();

    public static Update Sample() => new()
    {
        Player = "Aiko-7f3a", Tick = 1_204_551, X = 1021.375, Y = -88.5, Z = 12.25, Heading = 271.5f, Health = 87, Sprinting = true,
        Inventory = { new Stack { Item = "iron-sword", Count = 1 }, new Stack { Item = "health-potion", Count = 3 }, new Stack { Item = "arrow", Count = 64 } },
    };
}

[BentoObject]
[MessagePackObject(keyAsPropertyName: true)]
public partial class Stack
{
    public string Item { get; set; } = "";
    public int Count { get; set; }
}
