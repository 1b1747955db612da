using System;
using System.Collections.Generic;
using System.Diagnostics;
using System.IO;
using System.Linq;
using System.Net;
using System.Net.Http;
using System.Net.Http.Headers;
using System.Threading;
using System.Threading.Tasks;
using Bento.Http;
using Xunit;

namespace Bento.AspNetCore.Tests;

/// <summary>Streamed results read incrementally, and many clients at once.</summary>
public sealed class StreamingTests : IClassFixture<KestrelFixture>
{
    private readonly KestrelApp _app;

    public StreamingTests(KestrelFixture fixture) => _app = fixture.App;

    [Theory]
    [InlineData("application/jsonl", "application/jsonl")]
    [InlineData("application/x-ndjson", "application/x-ndjson")]
    [InlineData("application/json", "application/json")]
    [InlineData(null, "application/json")]
    public async Task An_async_sequence_reaches_the_client_value_by_value(string? accept, string expectedMediaType)
    {
        string gate = Guid.NewGuid().ToString("n");
        using var timeout = new CancellationTokenSource(TimeSpan.FromSeconds(30));
        using var request = new HttpRequestMessage(HttpMethod.Get, $"/min/entities?count=3&gate={gate}");
        if (accept is not null) request.Headers.Accept.ParseAdd(accept);
        using var response = await _app.Client.SendAsync(request, HttpCompletionOption.ResponseHeadersRead, timeout.Token);
        Assert.Equal(HttpStatusCode.OK, response.StatusCode);
        Assert.Equal(expectedMediaType, response.Content.Headers.ContentType!.MediaType);
        await using var stream = await response.Content.ReadAsStreamAsync(timeout.Token);

        // The server holds the second value back until the gate opens: what arrives before that was streamed.
        bool lines = expectedMediaType != "application/json";
        var received = new MemoryStream();
        byte end = lines ? (byte)'\n' : (byte)'}';
        var buffer = new byte[256];
        while (Array.IndexOf(received.GetBuffer(), end, 0, (int)received.Length) < 0)
        {
            int read = await stream.ReadAsync(buffer, timeout.Token);
            Assert.True(read > 0, "The response ended before its first value.");
            received.Write(buffer, 0, read);
        }

        string first = System.Text.Encoding.UTF8.GetString(received.ToArray());
        Assert.Equal(lines ? "{\"Id\":0,\"Kind\":\"bat\",\"X\":0,\"Y\":0}\n" : "[{\"Id\":0,\"Kind\":\"bat\",\"X\":0,\"Y\":0}", first);
        Assert.True(KestrelApp.Gates.GetOrAdd(gate, _ => new TaskCompletionSource(TaskCreationOptions.RunContinuationsAsynchronously)).TrySetResult());

        await stream.CopyToAsync(received, timeout.Token);
        received.Position = 0;
        List<Entity> entities = lines
            ? BentoJsonLines.Read<Entity>(received).ToList()
            : BentoJson.Deserialize<List<Entity>>(received);
        Assert.Equal(new[] { 0, 1, 2 }, entities.Select(e => e.Id));
        Assert.Equal(4, entities[2].Y);
    }

    [Fact]
    public async Task An_empty_sequence_is_an_empty_array()
    {
        using var response = await _app.Client.GetAsync("/min/entities?count=0");
        Assert.Equal("[]", await response.Content.ReadAsStringAsync());
    }

    [Fact]
    public async Task Sixty_four_clients_times_two_hundred_requests_all_get_their_own_answer()
    {
        const int Clients = 64, Requests = 200;
        using var timeout = new CancellationTokenSource(TimeSpan.FromSeconds(50));
        var clock = Stopwatch.StartNew();
        int checkedAnswers = 0;
        var workers = Enumerable.Range(0, Clients).Select(client => Task.Run(async () =>
        {
            for (int i = 0; i < Requests; i++)
            {
                int seed = client * Requests + i;
                var save = Samples.Save(seed, entities: 1 + seed % 5);
                SaveGame back;
                switch (i % 4)
                {
                    case 0:
                        using (var response = await _app.Client.PostAsBentoJsonAsync("/min/echo", save, cancellationToken: timeout.Token))
                            back = await response.EnsureSuccessStatusCode().Content.ReadFromBentoJsonAsync<SaveGame>(cancellationToken: timeout.Token);
                        break;
                    case 1:
                        using (var request = new HttpRequestMessage(HttpMethod.Post, "/min/echo") { Content = BentoMessagePackContent.Create(save) })
                        {
                            request.Headers.Accept.ParseAdd("application/msgpack");
                            using var response = await _app.Client.SendAsync(request, timeout.Token);
                            back = await response.EnsureSuccessStatusCode().Content.ReadFromBentoMessagePackAsync<SaveGame>(cancellationToken: timeout.Token);
                        }

                        break;
                    case 2:
                        using (var response = await _app.Client.PostAsBentoJsonAsync("/mvc/echo", save, cancellationToken: timeout.Token))
                            back = await response.EnsureSuccessStatusCode().Content.ReadFromBentoJsonAsync<SaveGame>(cancellationToken: timeout.Token);
                        break;
                    default:
                        using (var request = new HttpRequestMessage(HttpMethod.Post, "/mvc/echo") { Content = BentoMessagePackContent.Create(save) })
                        {
                            request.Headers.Accept.Add(new MediaTypeWithQualityHeaderValue("application/msgpack"));
                            using var response = await _app.Client.SendAsync(request, timeout.Token);
                            back = await response.EnsureSuccessStatusCode().Content.ReadFromBentoMessagePackAsync<SaveGame>(cancellationToken: timeout.Token);
                        }

                        break;
                }

                Samples.AssertEqual(KestrelApp.Touch(Samples.Save(seed, entities: 1 + seed % 5)), back);
                Interlocked.Increment(ref checkedAnswers);
            }
        }, timeout.Token)).ToArray();

        await Task.WhenAll(workers);
        Assert.Equal(Clients * Requests, checkedAnswers);
        Assert.True(clock.Elapsed < TimeSpan.FromSeconds(50), $"took {clock.Elapsed}");
    }
}
