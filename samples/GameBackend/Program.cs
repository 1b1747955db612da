using System;
using System.Linq;
using GameBackend;
using Microsoft.AspNetCore.Hosting.Server;
using Microsoft.AspNetCore.Hosting.Server.Features;
using Microsoft.Extensions.DependencyInjection;
using Microsoft.Extensions.Hosting;

var app = GameBackendApp.Build(args);
await app.StartAsync();
// The bound address on a line of its own, so that scripts and tests can start it on port 0 and find it.
var addresses = app.Services.GetRequiredService<IServer>().Features.Get<IServerAddressesFeature>()!.Addresses;
Console.WriteLine("listening on " + addresses.First());
await app.WaitForShutdownAsync();
