using System;
using System.Diagnostics;
using System.IO;
using System.Linq;
using System.Net;
using System.Net.Http;
using System.Net.Http.Headers;
using System.Text;
using System.Text.Json;
using System.Threading;
using System.Threading.Tasks;
using Bento.Http;
using GameBackend;
using Microsoft.AspNetCore.Builder;
using Xunit;
using Xunit.Abstractions;

namespace Bento.AspNetCore.Tests;

/// <summary>
/// The sample backend, started on 127.0.0.1 port 0: in this process by default, or, when the environment variable
/// <c>BENTO_SAMPLE_EXE</c> names a published binary (the NativeAOT build), as that process.
/// </summary>
public sealed class SampleServer : Xunit.IAsyncLifetime
{
    private WebApplication? _app;
    private Process? _process;

    public HttpClient Client { get; private set; } = null!;

    public string Mode { get; private set; } = "";

    public async Task InitializeAsync()
    {
        string? exe = Environment.GetEnvironmentVariable("BENTO_SAMPLE_EXE");
        Uri address;
        if (string.IsNullOrEmpty(exe))
        {
            _app = GameBackendApp.Build(new[] { "--urls", "http://127.0.0.1:0", "--Logging:LogLevel:Default=Warning" });
            await _app.StartAsync();
            address = new Uri(_app.Urls.Single());
            Mode = "in-process";
        }
        else
        {
            var start = new ProcessStartInfo(exe, "--urls http://127.0.0.1:0 --Logging:LogLevel:Default=Warning") { RedirectStandardOutput = true, UseShellExecute = false };
            _process = Process.Start(start) ?? throw new InvalidOperationException("The sample did not start: " + exe);
            using var timeout = new CancellationTokenSource(TimeSpan.FromSeconds(30));
            string? line;
            do line = await _process.StandardOutput.ReadLineAsync(timeout.Token);
            while (line is not null && !line.StartsWith("listening on ", StringComparison.Ordinal));
            address = new Uri(line?.Substring("listening on ".Length) ?? throw new InvalidOperationException("The sample exited before it listened."));
            Mode = "process " + exe;
        }

        Client = new HttpClient { BaseAddress = address, Timeout = TimeSpan.FromSeconds(30) };
    }

    public async Task DisposeAsync()
    {
        Client?.Dispose();
        if (_app is not null) await _app.DisposeAsync();
        if (_process is not null)
        {
            _process.Kill(entireProcessTree: true);
            await _process.WaitForExitAsync();
            _process.Dispose();
        }
    }
}

public sealed class SampleTests : IClassFixture<SampleServer>
{
    private readonly HttpClient _client;

    public SampleTests(SampleServer server, ITestOutputHelper output)
    {
        _client = server.Client;
        output.WriteLine("sample: " + server.Mode);
    }

    private static GameBackend.SaveGame Save(string player) => new()
    {
        Player = player,
        Level = 12,
        Score = 98_765_432_100,
        Position = new Vector2 { X = 1.5f, Y = -3 },
        Inventory = { new InventoryItem { Id = "potion", Count = 3 }, new InventoryItem { Id = "sword", Count = 1 } },
        SavedAt = new DateTimeOffset(2026, 1, 2, 3, 4, 5, TimeSpan.Zero),
    };

    private static HttpContent Put(GameBackend.SaveGame save, bool packed) =>
        packed ? BentoMessagePackContent.Create(save) : BentoJsonContent.Create(save);

    [Theory]
    [InlineData(false)]
    [InlineData(true)]
    public async Task A_save_stored_in_one_format_loads_in_both(bool packed)
    {
        string slot = "slot-" + Guid.NewGuid().ToString("n");
        using (var put = await _client.PutAsync("/saves/" + slot, Put(Save("ada"), packed)))
            Assert.Equal(HttpStatusCode.OK, put.StatusCode);

        string expected = BentoJson.Serialize(Save("ada"));
        Assert.Equal(expected, BentoJson.Serialize(await _client.GetFromBentoJsonAsync<GameBackend.SaveGame>("/saves/" + slot)));
        Assert.Equal(expected, BentoJson.Serialize(await _client.GetFromBentoMessagePackAsync<GameBackend.SaveGame>("/saves/" + slot)));
    }

    [Fact]
    public async Task A_missing_slot_is_404()
    {
        using var response = await _client.GetAsync("/saves/none-" + Guid.NewGuid().ToString("n"));
        Assert.Equal(HttpStatusCode.NotFound, response.StatusCode);
    }

    [Theory]
    [InlineData("application/json")]
    [InlineData("application/jsonl")]
    public async Task The_world_streams_as_an_array_or_as_lines(string accept)
    {
        using var request = new HttpRequestMessage(HttpMethod.Get, "/worlds/7/entities?count=500");
        request.Headers.Accept.ParseAdd(accept);
        using var response = await _client.SendAsync(request, HttpCompletionOption.ResponseHeadersRead);
        Assert.Equal(accept, response.Content.Headers.ContentType!.MediaType);
        await using var stream = await response.Content.ReadAsStreamAsync();
        var entities = accept == "application/jsonl"
            ? await BentoJsonLines.ReadAsync<WorldEntity>(stream).ToListAsync()
            : await BentoJson.DeserializeAsync<System.Collections.Generic.List<WorldEntity>>(stream);
        Assert.Equal(Enumerable.Range(0, 500), entities.Select(e => e.Id));
        Assert.All(entities, e => Assert.Equal(e.Kind == EntityKind.Monster, e.Health is not null));
        Assert.Contains(entities, e => e.Kind == EntityKind.Chest && e.Loot == "gold");
    }

    [Fact]
    public async Task A_bad_save_is_a_400_problem_and_a_huge_one_a_413()
    {
        using var bad = new StringContent("{\"player\":\"ada\",\"level\":\"twelve\"}", Encoding.UTF8, "application/json");
        using (var response = await _client.PutAsync("/saves/bad", bad))
        {
            Assert.Equal(HttpStatusCode.BadRequest, response.StatusCode);
            Assert.Equal("application/problem+json", response.Content.Headers.ContentType!.MediaType);
            var problem = JsonDocument.Parse(await response.Content.ReadAsStringAsync()).RootElement;
            Assert.Equal("$.level", problem.GetProperty("path").GetString());
            Assert.Equal(1, problem.GetProperty("line").GetInt64());
            Assert.Equal("{\"player\":\"ada\",\"level\":".Length, problem.GetProperty("offset").GetInt64());
        }

        var huge = Save("big");
        for (int i = 0; i < 40_000; i++) huge.Inventory.Add(new InventoryItem { Id = "item" + i, Count = i });
        using (var response = await _client.PutAsync("/saves/huge", Put(huge, packed: false)))
            Assert.Equal(HttpStatusCode.RequestEntityTooLarge, response.StatusCode);

        using var text = new StringContent("hello", Encoding.UTF8, "text/plain");
        using (var response = await _client.PutAsync("/saves/text", text))
            Assert.Equal(HttpStatusCode.UnsupportedMediaType, response.StatusCode);
    }
}
