using System;
using System.Linq;
using System.Net;
using System.Threading.Tasks;
using Microsoft.AspNetCore.Builder;
using Microsoft.AspNetCore.Http.Features;
using Microsoft.AspNetCore.Hosting;
using Microsoft.AspNetCore.Hosting.Server.Features;
using Microsoft.AspNetCore.Http.Connections;
using Microsoft.AspNetCore.SignalR;
using Microsoft.AspNetCore.SignalR.Client;
using Microsoft.AspNetCore.SignalR.Protocol;
using Microsoft.Extensions.DependencyInjection;
using Microsoft.Extensions.Logging;

namespace Bento.SignalR.Tests;

/// <summary>A real Kestrel server on 127.0.0.1 and a port the OS picks, serving <see cref="GameHub"/> at /game.</summary>
internal sealed class HubServer : IAsyncDisposable
{
    private readonly WebApplication _app;

    private HubServer(WebApplication app, Uri hubUrl)
    {
        _app = app;
        HubUrl = hubUrl;
    }

    public Uri HubUrl { get; }

    public static async Task<HubServer> StartAsync()
    {
        var builder = WebApplication.CreateSlimBuilder();
        builder.Logging.ClearProviders();
        builder.WebHost.UseKestrel(o => o.Listen(IPAddress.Loopback, 0));
        builder.Services.AddSignalR().AddBentoMessagePackProtocol().AddBentoJsonProtocol().ValidateBentoHub<GameHub>();
        var app = builder.Build();
        app.UseWebSockets();
        app.MapHub<GameHub>("/game");
        await app.StartAsync().WaitAsync(TimeSpan.FromSeconds(30));
        string address = app.Services.GetRequiredService<Microsoft.AspNetCore.Hosting.Server.IServer>()
            .Features.GetRequiredFeature<IServerAddressesFeature>().Addresses.First();
        return new HubServer(app, new Uri(address.TrimEnd('/') + "/game"));
    }

    /// <summary>A connection of the official .NET client over WebSockets, with the given protocol.</summary>
    public HubConnection Client(IHubProtocol protocol)
    {
        var builder = new HubConnectionBuilder()
            .WithUrl(HubUrl, HttpTransportType.WebSockets, o => o.SkipNegotiation = true);
        builder.Services.AddSingleton(protocol);
        return builder.Build();
    }

    public async ValueTask DisposeAsync()
    {
        await _app.StopAsync().WaitAsync(TimeSpan.FromSeconds(30));
        await _app.DisposeAsync();
    }
}
