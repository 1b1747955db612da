using System;
using System.Collections.Concurrent;
using System.Collections.Generic;
using System.Linq;
using System.Net;
using System.Net.Http;
using System.Runtime.CompilerServices;
using System.Threading;
using System.Threading.Tasks;
using Microsoft.AspNetCore.Builder;
using Microsoft.AspNetCore.Hosting;
using Microsoft.AspNetCore.Hosting.Server;
using Microsoft.AspNetCore.Hosting.Server.Features;
using Microsoft.AspNetCore.Http;
using Microsoft.AspNetCore.Mvc;
using Microsoft.Extensions.DependencyInjection;
using Microsoft.Extensions.Logging;

namespace Bento.AspNetCore.Tests;

/// <summary>
/// A real Kestrel server on 127.0.0.1 with an ephemeral port, serving the same operations through minimal APIs
/// (<c>/min/...</c>) and an MVC controller (<c>/mvc/...</c>), and an HttpClient pointed at it.
/// </summary>
public sealed class KestrelApp : IAsyncDisposable
{
    private readonly WebApplication _app;

    private KestrelApp(WebApplication app, Uri address)
    {
        _app = app;
        Address = address;
        Client = new HttpClient { BaseAddress = address, Timeout = TimeSpan.FromSeconds(60) };
    }

    public Uri Address { get; }

    public HttpClient Client { get; }

    /// <summary>Gates of the streaming endpoint, released by the test once it has read what came before.</summary>
    public static ConcurrentDictionary<string, TaskCompletionSource> Gates { get; } = new();

    public static async Task<KestrelApp> StartAsync(Action<BentoAspNetCoreOptions>? configure = null, long? kestrelLimit = 256L * 1024 * 1024)
    {
        var builder = WebApplication.CreateSlimBuilder();
        builder.Logging.ClearProviders();
        builder.WebHost.UseKestrel(kestrel =>
        {
            kestrel.Listen(IPAddress.Loopback, 0);
            kestrel.Limits.MaxRequestBodySize = kestrelLimit;
        });
        builder.Services.AddControllers().AddApplicationPart(typeof(KestrelApp).Assembly).AddBento(configure);
        var app = builder.Build();
        app.MapControllers();
        MapMinimal(app);
        await app.StartAsync();
        string url = app.Services.GetRequiredService<IServer>().Features.Get<IServerAddressesFeature>()!.Addresses.Single();
        return new KestrelApp(app, new Uri(url));
    }

    private static void MapMinimal(WebApplication app)
    {
        app.MapPost("/min/echo", (BentoBody<SaveGame> body) => BentoResults.Ok(Touch(body.Value)));
        app.MapPost("/min/summary", (BentoBody<SaveGame> body) =>
            BentoResults.Ok(new SaveGame { Name = body.Value.Name, HighScore = body.Value.HighScore }));
        app.MapPost("/min/list", (BentoBody<List<Entity>> body) => BentoResults.Ok(new SaveGame { Name = "list", HighScore = body.Value.Count }));
        app.MapGet("/min/save/{seed:int}", (int seed) => BentoResults.Ok(Samples.Save(seed)));
        app.MapGet("/min/save-json/{seed:int}", (int seed) => BentoResults.Json(Samples.Save(seed)));
        app.MapGet("/min/entities", (int count, string? gate) => BentoResults.Stream(Entities(count, gate, CancellationToken.None)));
        app.MapPost("/min/manual", async (HttpRequest request) =>
        {
            var save = await request.ReadFromBentoAsync<SaveGame>(request.HttpContext.RequestAborted);
            return BentoResults.MessagePack(save, StatusCodes.Status201Created);
        });
    }

    /// <summary>What the echo endpoints do to a save, so that a test sees the server really read it.</summary>
    public static SaveGame Touch(SaveGame save)
    {
        save.HighScore += 1;
        return save;
    }

    private static async IAsyncEnumerable<Entity> Entities(int count, string? gate, [EnumeratorCancellation] CancellationToken cancellationToken)
    {
        for (int i = 0; i < count; i++)
        {
            // With a gate, the second value is produced only after the client has seen the first.
            if (i == 1 && gate is not null)
                await Gates.GetOrAdd(gate, _ => new TaskCompletionSource(TaskCreationOptions.RunContinuationsAsynchronously)).Task.WaitAsync(TimeSpan.FromSeconds(30), cancellationToken);
            yield return new Entity { Id = i, Kind = "bat", X = i, Y = i * 2 };
        }
    }

    public async ValueTask DisposeAsync()
    {
        Client.Dispose();
        await _app.StopAsync();
        await _app.DisposeAsync();
    }
}

[ApiController]
[Route("mvc")]
public sealed class SavesController : ControllerBase
{
    [HttpPost("echo")]
    public ActionResult<SaveGame> Echo([FromBody] SaveGame save) => KestrelApp.Touch(save);

    [HttpGet("save/{seed:int}")]
    public ActionResult<SaveGame> Get(int seed) => Samples.Save(seed);

    [HttpPost("note")]
    public ActionResult<PlainNote> Note([FromBody] PlainNote note) => new PlainNote { Text = note.Text + "!" };
}

/// <summary>One server for the tests of a class; classes run in parallel, each with its own.</summary>
public sealed class KestrelFixture : Xunit.IAsyncLifetime
{
    public KestrelApp App { get; private set; } = null!;

    public async Task InitializeAsync() => App = await KestrelApp.StartAsync(o => o.MaxRequestBodyBytes = 64L * 1024 * 1024);

    public Task DisposeAsync() => App.DisposeAsync().AsTask();
}
