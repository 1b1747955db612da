using System;
using System.Net;
using System.Net.Http;
using System.Net.Http.Headers;
using System.Text;
using System.Threading.Tasks;
using Bento.Http;
using Xunit;

namespace Bento.AspNetCore.Tests;

/// <summary>Every format through minimal APIs and MVC, content negotiation and the HttpClient extensions.</summary>
public sealed class RoundTripTests : IClassFixture<KestrelFixture>
{
    private readonly KestrelApp _app;

    public RoundTripTests(KestrelFixture fixture) => _app = fixture.App;

    private HttpClient Client => _app.Client;

    [Theory]
    [InlineData("/min/echo", "application/json", "application/json", "application/json; charset=utf-8")]
    [InlineData("/min/echo", "application/json", "application/msgpack", "application/msgpack")]
    [InlineData("/min/echo", "application/msgpack", "application/json", "application/json; charset=utf-8")]
    [InlineData("/min/echo", "application/x-msgpack", "application/x-msgpack", "application/x-msgpack")]
    [InlineData("/min/echo", "application/vnd.msgpack", "application/vnd.msgpack", "application/vnd.msgpack")]
    [InlineData("/min/echo", "application/vnd.game+json", "application/vnd.game+json", "application/vnd.game+json; charset=utf-8")]
    [InlineData("/min/echo", "application/json; charset=utf-8", null, "application/json; charset=utf-8")]
    [InlineData("/min/echo", "application/json", "application/msgpack;q=0.5, application/json", "application/json; charset=utf-8")]
    [InlineData("/min/echo", "application/json", "text/html, application/msgpack;q=0.9", "application/msgpack")]
    [InlineData("/min/echo", "application/json", "*/*", "application/json; charset=utf-8")]
    [InlineData("/mvc/echo", "application/json", "application/json", "application/json; charset=utf-8")]
    [InlineData("/mvc/echo", "application/json", "application/msgpack", "application/msgpack")]
    [InlineData("/mvc/echo", "application/msgpack", "application/msgpack", "application/msgpack")]
    [InlineData("/mvc/echo", "application/x-msgpack", "application/json", "application/json; charset=utf-8")]
    [InlineData("/mvc/echo", "application/vnd.game+json", "application/vnd.msgpack", "application/vnd.msgpack")]
    [InlineData("/mvc/echo", "application/json", null, "application/json; charset=utf-8")]
    public async Task A_save_round_trips_in_every_format_and_the_answer_follows_Accept(string path, string contentType, string? accept, string expectedContentType)
    {
        var save = Samples.Save(5, entities: 4);
        bool sendPacked = contentType.Contains("msgpack", StringComparison.Ordinal);
        byte[] body = sendPacked ? BentoMessagePack.Serialize(save) : BentoJson.SerializeToUtf8Bytes(save);
        using var request = new HttpRequestMessage(HttpMethod.Post, path) { Content = new ByteArrayContent(body) };
        request.Content.Headers.ContentType = MediaTypeHeaderValue.Parse(contentType);
        if (accept is not null) request.Headers.TryAddWithoutValidation("Accept", accept);

        using var response = await Client.SendAsync(request);
        byte[] answer = await response.Content.ReadAsByteArrayAsync();
        Assert.True(response.StatusCode == HttpStatusCode.OK, Encoding.UTF8.GetString(answer));
        Assert.Equal(expectedContentType, response.Content.Headers.ContentType!.ToString());

        var back = expectedContentType.Contains("msgpack", StringComparison.Ordinal)
            ? BentoMessagePack.Deserialize<SaveGame>(answer)
            : BentoJson.Deserialize<SaveGame>(answer);
        Samples.AssertEqual(KestrelApp.Touch(Samples.Save(5, entities: 4)), back);
    }

    [Fact]
    public async Task A_type_without_a_Bento_codec_falls_through_to_the_next_MVC_formatter()
    {
        using var content = new StringContent("{\"text\":\"hello\"}", Encoding.UTF8, "application/json");
        using var response = await Client.PostAsync("/mvc/note", content);
        Assert.Equal(HttpStatusCode.OK, response.StatusCode);
        Assert.Equal("{\"text\":\"hello!\"}", await response.Content.ReadAsStringAsync());
    }

    [Fact]
    public async Task HttpClient_extensions_get_and_post_in_both_formats()
    {
        Samples.AssertEqual(Samples.Save(9), await Client.GetFromBentoJsonAsync<SaveGame>("/min/save/9"));
        Samples.AssertEqual(Samples.Save(9), await Client.GetFromBentoMessagePackAsync<SaveGame>("/min/save/9"));
        Samples.AssertEqual(Samples.Save(8), await Client.GetFromBentoMessagePackAsync<SaveGame>(new Uri("/mvc/save/8", UriKind.Relative)));

        using (var posted = await Client.PostAsBentoJsonAsync("/min/echo", Samples.Save(2)))
        {
            Assert.Equal("application/json", posted.Content.Headers.ContentType!.MediaType);
            Samples.AssertEqual(KestrelApp.Touch(Samples.Save(2)), await posted.Content.ReadFromBentoJsonAsync<SaveGame>());
        }

        using (var posted = await Client.PostAsBentoMessagePackAsync("/min/manual", Samples.Save(3)))
        {
            Assert.Equal(HttpStatusCode.Created, posted.StatusCode);
            Assert.Equal("application/msgpack", posted.Content.Headers.ContentType!.MediaType);
            Samples.AssertEqual(Samples.Save(3), await posted.Content.ReadFromBentoMessagePackAsync<SaveGame>());
        }

        using (var posted = await Client.PostAsBentoMessagePackAsync("/mvc/echo", Samples.Save(4)))
            Samples.AssertEqual(KestrelApp.Touch(Samples.Save(4)), await posted.Content.ReadFromBentoJsonAsync<SaveGame>());
    }

    [Fact]
    public async Task A_fixed_format_result_ignores_Accept_and_a_collection_root_is_a_body()
    {
        using var request = new HttpRequestMessage(HttpMethod.Get, "/min/save-json/4");
        request.Headers.Accept.ParseAdd("application/msgpack");
        using var response = await Client.SendAsync(request);
        Assert.Equal("application/json", response.Content.Headers.ContentType!.MediaType);

        using var list = await Client.PostAsBentoMessagePackAsync("/min/list", Samples.Save(1, entities: 5).Entities);
        Assert.Equal(5, (await list.Content.ReadFromBentoJsonAsync<SaveGame>()).HighScore);
    }

    [Fact]
    public async Task The_client_reports_a_failed_status_and_a_bad_body_with_Bento_errors()
    {
        await Assert.ThrowsAsync<HttpRequestException>(() => Client.GetFromBentoJsonAsync<SaveGame>("/min/no-such-route"));
        using var content = new ByteArrayContent(Encoding.UTF8.GetBytes("{\"Name\":\"x\",\"HighScore\":tru}"));
        var error = await Assert.ThrowsAsync<BentoJsonException>(() => content.ReadFromBentoJsonAsync<SaveGame>());
        Assert.Equal("$.HighScore", error.Path);
        using var packed = new ByteArrayContent(new byte[] { 0x81, 0xa4, 0x4e });
        await Assert.ThrowsAsync<BentoMessagePackException>(() => packed.ReadFromBentoMessagePackAsync<SaveGame>());
    }
}
