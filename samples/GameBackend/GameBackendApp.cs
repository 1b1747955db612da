using System;
using System.Collections.Concurrent;
using System.Collections.Generic;
using System.Runtime.CompilerServices;
using System.Threading;
using System.Threading.Tasks;
using Bento.AspNetCore;
using Microsoft.AspNetCore.Builder;
using Microsoft.AspNetCore.Http;
using Microsoft.Extensions.DependencyInjection;

namespace GameBackend;

/// <summary>The whole backend: save slots kept in memory and a generated world streamed on request.</summary>
public static class GameBackendApp
{
    public static WebApplication Build(string[] args)
    {
        var builder = WebApplication.CreateSlimBuilder(args);
        builder.Services.AddBento(options => options.MaxRequestBodyBytes = 1024 * 1024);
        var app = builder.Build();
        var saves = new ConcurrentDictionary<string, SaveGame>(StringComparer.Ordinal);

        // Store a save; the body is JSON or MessagePack, as its Content-Type says.
        app.MapPut("/saves/{slot}", (string slot, BentoBody<SaveGame> body) =>
        {
            saves[slot] = body.Value;
            return BentoResults.Ok(body.Value);
        });

        // Load a save in the format the Accept header asks for (JSON by default).
        app.MapGet("/saves/{slot}", (string slot) =>
            saves.TryGetValue(slot, out var save) ? (IResult)BentoResults.Ok(save) : Results.NotFound());

        // The entities of a world, streamed as they are generated: a JSON array, or JSON Lines on request.
        app.MapGet("/worlds/{seed:int}/entities", (int seed, int? count, HttpContext context) =>
            BentoResults.Stream(World(seed, count ?? 100, context.RequestAborted)));
        return app;
    }

    private static async IAsyncEnumerable<WorldEntity> World(int seed, int count, [EnumeratorCancellation] CancellationToken cancellationToken)
    {
        var random = new Random(seed);
        for (int i = 0; i < count; i++)
        {
            // Generation takes time in a real game; yielding here lets the response go out while it runs.
            if (i % 32 == 31) await Task.Yield();
            cancellationToken.ThrowIfCancellationRequested();
            var kind = (EntityKind)random.Next(3);
            yield return new WorldEntity
            {
                Id = i,
                Kind = kind,
                Position = new Vector2 { X = random.Next(-500, 500), Y = random.Next(-500, 500) },
                Health = kind == EntityKind.Monster ? random.Next(10, 100) : null,
                Loot = kind == EntityKind.Chest ? "gold" : null,
            };
        }
    }
}
