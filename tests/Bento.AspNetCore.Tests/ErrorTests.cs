using System;
using System.IO;
using System.Net;
using System.Net.Http;
using System.Net.Http.Headers;
using System.Text;
using System.Text.Json;
using System.Threading.Tasks;
using Xunit;

namespace Bento.AspNetCore.Tests;

/// <summary>Malformed (400), oversized (413) and foreign (415) bodies: status codes and RFC 9457 problem bodies.</summary>
public sealed class ErrorTests : IClassFixture<KestrelFixture>
{
    private readonly KestrelApp _app;

    public ErrorTests(KestrelFixture fixture) => _app = fixture.App;

    private static async Task<(HttpStatusCode Status, string? ContentType, JsonElement Problem, string Raw)> SendAsync(HttpClient client, string path, HttpContent content)
    {
        using var response = await client.PostAsync(path, content);
        string raw = await response.Content.ReadAsStringAsync();
        var problem = raw.Length == 0 ? default : JsonDocument.Parse(raw).RootElement.Clone();
        return (response.StatusCode, response.Content.Headers.ContentType?.MediaType, problem, raw);
    }

    private static ByteArrayContent Body(byte[] bytes, string contentType)
    {
        var content = new ByteArrayContent(bytes);
        content.Headers.ContentType = MediaTypeHeaderValue.Parse(contentType);
        return content;
    }

    [Theory]
    [InlineData("/min/echo")]
    [InlineData("/mvc/echo")]
    public async Task Malformed_JSON_gives_400_with_Bento_s_path_line_column_and_offset(string path)
    {
        byte[] bad = Encoding.UTF8.GetBytes("{\"Name\":\"ada\",\n \"Entities\":[{\"Id\":1},{\"Id\":\"two\"}]}");
        var expected = Assert.Throws<BentoJsonException>(() => BentoJson.Deserialize<SaveGame>(bad));

        var (status, contentType, problem, raw) = await SendAsync(_app.Client, path, Body(bad, "application/json"));

        Assert.Equal(HttpStatusCode.BadRequest, status);
        Assert.Equal("application/problem+json", contentType);
        Assert.Equal("https://tools.ietf.org/html/rfc9110#section-15.5.1", problem.GetProperty("type").GetString());
        Assert.Equal("The request body is not valid JSON for the expected type.", problem.GetProperty("title").GetString());
        Assert.Equal(400, problem.GetProperty("status").GetInt32());
        Assert.Equal(expected.Reason, problem.GetProperty("detail").GetString());
        Assert.Equal(path, problem.GetProperty("instance").GetString());
        Assert.Equal("json", problem.GetProperty("format").GetString());
        Assert.Equal("$.Entities[1].Id", problem.GetProperty("path").GetString());
        Assert.Equal(2, problem.GetProperty("line").GetInt64());
        Assert.Equal(expected.Column, problem.GetProperty("column").GetInt64());
        Assert.Equal(bad.AsSpan().IndexOf("\"two\""u8), problem.GetProperty("offset").GetInt64());
        Assert.DoesNotContain(" at ", raw, StringComparison.Ordinal);
        Assert.DoesNotContain("Exception", raw, StringComparison.Ordinal);
    }

    [Theory]
    [InlineData("/min/echo")]
    [InlineData("/mvc/echo")]
    public async Task Malformed_MessagePack_gives_400_with_path_and_offset(string path)
    {
        byte[] good = BentoMessagePack.Serialize(Samples.Save(1, entities: 2));
        byte[] bad = good.AsSpan(0, good.Length - 3).ToArray();
        var expected = Assert.Throws<BentoMessagePackException>(() => BentoMessagePack.Deserialize<SaveGame>(bad));

        var (status, contentType, problem, raw) = await SendAsync(_app.Client, path, Body(bad, "application/msgpack"));

        Assert.Equal(HttpStatusCode.BadRequest, status);
        Assert.Equal("application/problem+json", contentType);
        Assert.Equal("The request body is not valid MessagePack for the expected type.", problem.GetProperty("title").GetString());
        Assert.Equal(expected.Reason, problem.GetProperty("detail").GetString());
        Assert.Equal("msgpack", problem.GetProperty("format").GetString());
        Assert.Equal(expected.Path, problem.GetProperty("path").GetString());
        Assert.StartsWith("$.Entities[1]", expected.Path, StringComparison.Ordinal);
        Assert.Equal(expected.BytePosition, problem.GetProperty("offset").GetInt64());
        Assert.False(problem.TryGetProperty("line", out _));
        Assert.DoesNotContain(" at ", raw, StringComparison.Ordinal);
    }

    [Fact]
    public async Task An_empty_body_is_a_400_not_a_500()
    {
        var (status, _, problem, _) = await SendAsync(_app.Client, "/min/echo", Body(Array.Empty<byte>(), "application/json"));
        Assert.Equal(HttpStatusCode.BadRequest, status);
        Assert.Equal("$", problem.GetProperty("path").GetString());
        Assert.Equal(0, problem.GetProperty("offset").GetInt64());
    }

    [Theory]
    [InlineData("/min/echo", "text/plain")]
    [InlineData("/min/echo", "application/xml")]
    [InlineData("/min/echo", null)]
    [InlineData("/mvc/echo", "text/plain")]
    public async Task Another_media_type_gives_415(string path, string? contentType)
    {
        var content = new ByteArrayContent(BentoJson.SerializeToUtf8Bytes(Samples.Save(1)));
        if (contentType is not null) content.Headers.ContentType = MediaTypeHeaderValue.Parse(contentType);
        var (status, _, problem, _) = await SendAsync(_app.Client, path, content);
        Assert.Equal(HttpStatusCode.UnsupportedMediaType, status);
        if (path.StartsWith("/min", StringComparison.Ordinal))
        {
            Assert.Equal(415, problem.GetProperty("status").GetInt32());
            Assert.Equal("https://tools.ietf.org/html/rfc9110#section-15.5.16", problem.GetProperty("type").GetString());
            string detail = problem.GetProperty("detail").GetString()!;
            Assert.Contains("application/json, application/*+json, application/msgpack, application/x-msgpack, application/vnd.msgpack", detail, StringComparison.Ordinal);
        }
    }

    [Theory]
    [InlineData("/min/echo", true)]
    [InlineData("/min/echo", false)]
    [InlineData("/mvc/echo", true)]
    [InlineData("/mvc/echo", false)]
    public async Task A_body_over_the_limit_gives_413(string path, bool declaredLength)
    {
        await using var small = await KestrelApp.StartAsync(o => o.MaxRequestBodyBytes = 1000);
        byte[] body = BentoJson.SerializeToUtf8Bytes(Samples.Save(1, entities: 40));
        Assert.True(body.Length > 1000);
        HttpContent content = declaredLength ? new ByteArrayContent(body) : new StreamContent(new UnknownLengthStream(body));
        content.Headers.ContentType = new MediaTypeHeaderValue("application/json");

        var (status, contentType, problem, _) = await SendAsync(small.Client, path, content);

        Assert.Equal(HttpStatusCode.RequestEntityTooLarge, status);
        Assert.Equal("application/problem+json", contentType);
        Assert.Equal(413, problem.GetProperty("status").GetInt32());
        Assert.Equal("The request body is larger than the limit of 1000 bytes.", problem.GetProperty("detail").GetString());

        // Under the limit the same server reads it.
        using var fine = await small.Client.PostAsync(path, Body(BentoJson.SerializeToUtf8Bytes(Samples.Save(1, entities: 1)), "application/json"));
        Assert.Equal(HttpStatusCode.OK, fine.StatusCode);
    }

    [Fact]
    public async Task The_server_s_own_limit_also_gives_a_413_problem()
    {
        await using var small = await KestrelApp.StartAsync(kestrelLimit: 500);
        byte[] body = BentoJson.SerializeToUtf8Bytes(Samples.Save(1, entities: 40));
        var content = new StreamContent(new UnknownLengthStream(body));
        content.Headers.ContentType = new MediaTypeHeaderValue("application/json");
        var (status, _, problem, _) = await SendAsync(small.Client, "/min/echo", content);
        Assert.Equal(HttpStatusCode.RequestEntityTooLarge, status);
        Assert.Equal("The request body is larger than the limit of 500 bytes.", problem.GetProperty("detail").GetString());
    }

    /// <summary>A stream whose length HttpClient cannot know, so the body goes out chunked without Content-Length.</summary>
    private sealed class UnknownLengthStream : MemoryStream
    {
        public UnknownLengthStream(byte[] bytes)
            : base(bytes)
        {
        }

        public override bool CanSeek => false;
    }
}
