using System;
using System.Collections.Generic;
using System.Diagnostics;
using System.Globalization;
using System.IO;
using System.Linq;
using System.Net;
using System.Net.Http;
using System.Net.Http.Headers;
using System.Threading;
using System.Threading.Tasks;
using Bento;
using Bento.AspNetCore;
using Bento.Bench.Models;
using Bento.Bench.Workloads;
using Microsoft.AspNetCore.Builder;
using Microsoft.AspNetCore.Hosting;
using Microsoft.AspNetCore.Mvc;
using Microsoft.AspNetCore.Mvc.ModelBinding;
using Microsoft.Extensions.DependencyInjection;
using Microsoft.Extensions.Logging;

using static Bento.Bench.Shared.BenchSupport;

namespace Bento.Bench.Http;

/// <summary>
/// Echo requests (the server reads the body into the model and writes the model back) through MVC controllers,
/// measured from a client in this process against a server in a child process, so that the server's allocation
/// counter holds only server work. Variants and workloads are interleaved round by round, in a rotating order.
/// Usage: <c>dotnet run -c Release --project bench/Bento.Bench.Http -- [--rounds 5] [--seconds 2] [--clients 16] [--validate] [--smoke]</c>.
/// </summary>
public static class Program
{
    // Not a "+json" type: MVC counts application/x-foo+json as a kind of application/json, so a formatter offering one
    // would also answer the requests meant for System.Text.Json.
    private const string BentoJsonType = "application/x-bento-json";

    public static async Task<int> Main(string[] args)
    {
        if (args.Contains("--server")) return await ServeAsync(args);
        bool smoke = args.Contains("--smoke");
        int rounds = Option(args, "--rounds", smoke ? 1 : 5);
        double seconds = Option(args, "--seconds", smoke ? 0.3 : 2);
        int clients = Option(args, "--clients", 16);

        using var server = StartServer(args.Contains("--validate"), out Uri address);
        using var client = new HttpClient(new SocketsHttpHandler { MaxConnectionsPerServer = clients }) { BaseAddress = address, Timeout = TimeSpan.FromSeconds(60) };

        var corpora = Corpora.Locate(null);
        byte[]? citmFile = corpora.TryRead("citm_catalog.json");
        var citm = citmFile is null ? CorpusLookAlikes.Citm() : BentoJson.Deserialize<CitmCatalog>(citmFile);
        var workloads = new[]
        {
            Workload.Of("citm", citm, citmFile is null ? "generated look-alike (../shared/corpora not found)" : "citm_catalog.json"),
            Workload.Of("small", SyntheticData.SaveGame(), "SaveGame"),
        };
        var variants = new[]
        {
            new Variant("STJ formatter, JSON", "application/json", Packed: false),
            new Variant("Bento formatter, JSON", BentoJsonType, Packed: false),
            new Variant("Bento formatter, MessagePack", "application/msgpack", Packed: true),
        };

        Console.WriteLine($"Bento HTTP benchmark: {Environment.ProcessorCount} cores, .NET {Environment.Version}, load average {LoadAverage()}");
        Console.WriteLine($"{rounds} rounds x {workloads.Length} workloads x {variants.Length} variants x {seconds} s, {clients} concurrent clients, loopback {address}, MVC model validation {(args.Contains("--validate") ? "on" : "off")}");
        foreach (var w in workloads) Console.WriteLine($"  {w.Name}: {w.Source}, {w.Json.Length:N0} bytes as JSON, {w.Packed.Length:N0} as MessagePack");

        // Correctness first: each variant must echo each workload back to the same value, or it is not timed.
        foreach (var w in workloads)
            foreach (var v in variants)
                await CheckAsync(client, w, v);

        var results = new Dictionary<(string, string), List<(double Rps, double Bytes)>>();
        for (int round = 0; round < rounds; round++)
        {
            foreach (var w in workloads)
            {
                for (int k = 0; k < variants.Length; k++)
                {
                    var v = variants[(k + round) % variants.Length];
                    var measured = await RunAsync(client, w, v, clients, TimeSpan.FromSeconds(seconds));
                    if (!results.TryGetValue((w.Name, v.Name), out var list)) results[(w.Name, v.Name)] = list = new();
                    list.Add(measured);
                }
            }
        }

        Console.WriteLine();
        Console.WriteLine("| workload | variant | requests/s (median) | ratio to STJ | min..max requests/s | server bytes allocated per request (median) |");
        Console.WriteLine("|---|---|---:|---:|---:|---:|");
        foreach (var w in workloads)
        {
            double baseline = Median(results[(w.Name, variants[0].Name)].Select(r => r.Rps));
            foreach (var v in variants)
            {
                var list = results[(w.Name, v.Name)];
                double rps = Median(list.Select(r => r.Rps));
                Console.WriteLine(string.Create(CultureInfo.InvariantCulture,
                    $"| {w.Name} | {v.Name} | {rps:N0} | {rps / baseline:0.00}x | {list.Min(r => r.Rps):N0}..{list.Max(r => r.Rps):N0} | {Median(list.Select(r => r.Bytes)):N0} |"));
            }
        }

        Console.WriteLine();
        Console.WriteLine($"load average at the end: {LoadAverage()}");
        return 0;
    }

    private sealed record Variant(string Name, string MediaType, bool Packed);

    private sealed record Workload(string Name, string Source, byte[] Json, byte[] Packed, Func<byte[], bool, byte[]> Canonical)
    {
        public static Workload Of<T>(string name, T value, string source)
        {
            byte[] json = BentoJson.SerializeToUtf8Bytes(value);
            // The same value, whichever format came back, as Bento JSON bytes: what the correctness check compares.
            return new Workload(name, source, json, BentoMessagePack.Serialize(value),
                (bytes, packed) => BentoJson.SerializeToUtf8Bytes(packed ? BentoMessagePack.Deserialize<T>(bytes) : BentoJson.Deserialize<T>(bytes)));
        }
    }

    private static HttpRequestMessage Request(Workload w, Variant v)
    {
        var request = new HttpRequestMessage(HttpMethod.Post, "/echo/" + w.Name) { Content = new ByteArrayContent(v.Packed ? w.Packed : w.Json) };
        request.Content.Headers.ContentType = new MediaTypeHeaderValue(v.MediaType);
        request.Headers.Accept.Add(new MediaTypeWithQualityHeaderValue(v.MediaType));
        return request;
    }

    private static async Task CheckAsync(HttpClient client, Workload w, Variant v)
    {
        using var request = Request(w, v);
        using var response = await client.SendAsync(request);
        byte[] body = await response.Content.ReadAsByteArrayAsync();
        string? type = response.Content.Headers.ContentType?.MediaType;
        if (response.StatusCode != HttpStatusCode.OK || type != v.MediaType || !w.Canonical(body, v.Packed).AsSpan().SequenceEqual(w.Json))
            throw new InvalidOperationException($"{v.Name} did not echo {w.Name}: {(int)response.StatusCode} {type}");
    }

    private static async Task<(double Rps, double Bytes)> RunAsync(HttpClient client, Workload w, Variant v, int clients, TimeSpan duration)
    {
        long before = await AllocatedAsync(client);
        long count = 0;
        var clock = Stopwatch.StartNew();
        var workers = Enumerable.Range(0, clients).Select(_ => Task.Run(async () =>
        {
            while (clock.Elapsed < duration)
            {
                using var request = Request(w, v);
                using var response = await client.SendAsync(request);
                await response.Content.ReadAsByteArrayAsync();
                if (response.StatusCode != HttpStatusCode.OK) throw new InvalidOperationException($"{v.Name} answered {(int)response.StatusCode}");
                Interlocked.Increment(ref count);
            }
        })).ToArray();
        await Task.WhenAll(workers);
        double elapsed = clock.Elapsed.TotalSeconds;
        long after = await AllocatedAsync(client);
        return (count / elapsed, (after - before) / (double)count);
    }

    private static async Task<long> AllocatedAsync(HttpClient client) =>
        long.Parse(await client.GetStringAsync("/allocated"), CultureInfo.InvariantCulture);

    private static Process StartServer(bool validate, out Uri address) =>
        StartChild(typeof(Program).Assembly.Location, "--server" + (validate ? " --validate" : ""), out address);

    private static async Task<int> ServeAsync(string[] args)
    {
        var builder = WebApplication.CreateSlimBuilder();
        builder.Logging.ClearProviders();
        builder.WebHost.UseKestrel(k => k.Listen(IPAddress.Loopback, 0));
        bool validate = args.Contains("--validate");
        builder.Services.AddControllers(o =>
            {
                // MVC walks every object of a bound model to validate it, for either formatter alike; that walk is not
                // serialization, so it is off unless --validate asks for it.
                if (!validate)
                {
                    o.ModelMetadataDetailsProviders.Add(new SuppressChildValidationMetadataProvider(typeof(CitmCatalog)));
                    o.ModelMetadataDetailsProviders.Add(new SuppressChildValidationMetadataProvider(typeof(SaveGame)));
                }
            })
            .AddApplicationPart(typeof(Program).Assembly)
            // System.Text.Json keeps member names as declared, as Bento does, so both echo identical documents.
            .AddJsonOptions(o => o.JsonSerializerOptions.PropertyNamingPolicy = null)
            .AddBento(o =>
            {
                // Bento answers its own media type and MessagePack; application/json stays with MVC's default formatter.
                o.JsonMediaTypes.Clear();
                o.JsonMediaTypes.Add(BentoJsonType);
                o.MaxRequestBodyBytes = 64L * 1024 * 1024;
            });
        var app = builder.Build();
        app.MapControllers();
        app.MapGet("/allocated", () => GC.GetTotalAllocatedBytes(precise: true).ToString(CultureInfo.InvariantCulture));
        await app.StartAsync();
        Console.WriteLine("listening on " + app.Urls.First());
        // The parent closes standard input when it is done (or dies): then stop.
        await Console.In.ReadToEndAsync();
        await app.StopAsync();
        return 0;
    }
}

[ApiController]
public sealed class EchoController : ControllerBase
{
    [HttpPost("/echo/citm")]
    public ActionResult<CitmCatalog> Citm([FromBody] CitmCatalog catalog) => catalog;

    [HttpPost("/echo/small")]
    public ActionResult<SaveGame> Small([FromBody] SaveGame save) => save;
}
