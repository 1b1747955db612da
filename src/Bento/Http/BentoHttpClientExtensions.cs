using System;
using System.Diagnostics.CodeAnalysis;
using System.IO;
using System.Net.Http;
using System.Net.Http.Headers;
using System.Threading;
using System.Threading.Tasks;
using Bento.Internal;

namespace Bento.Http;

/// <summary>
/// <see cref="HttpClient"/> and <see cref="HttpContent"/> helpers that send and receive <see cref="BentoObjectAttribute"/>
/// types as JSON or MessagePack. Responses are read from the connection's stream into pooled bytes (never into a
/// string) and decoded once complete; a body that is not valid for the type raises <see cref="BentoJsonException"/> or
/// <see cref="BentoMessagePackException"/> with its offset and path, and an unsuccessful status code raises
/// <see cref="HttpRequestException"/> before anything is read.
/// </summary>
public static class BentoHttpClientExtensions
{
    // ---- JSON ----

    /// <summary>Sends a GET request asking for JSON and reads the response body as <typeparamref name="T"/>.</summary>
    public static Task<T> GetFromBentoJsonAsync<[DynamicallyAccessedMembers(DynamicallyAccessedMemberTypes.NonPublicConstructors)] T>(this HttpClient client, string? requestUri, BentoJsonOptions? options = null, CancellationToken cancellationToken = default) =>
        GetFromBentoJsonAsync<T>(client, ToUri(requestUri), options, cancellationToken);

    /// <summary>Sends a GET request asking for JSON and reads the response body as <typeparamref name="T"/>.</summary>
    public static async Task<T> GetFromBentoJsonAsync<[DynamicallyAccessedMembers(DynamicallyAccessedMemberTypes.NonPublicConstructors)] T>(this HttpClient client, Uri? requestUri, BentoJsonOptions? options = null, CancellationToken cancellationToken = default)
    {
        using var response = await GetAsync(client, requestUri, BentoMediaTypes.Json, cancellationToken).ConfigureAwait(false);
        return await response.Content.ReadFromBentoJsonAsync<T>(options, cancellationToken).ConfigureAwait(false);
    }

    /// <summary>Sends <paramref name="value"/> as JSON in a POST request.</summary>
    public static Task<HttpResponseMessage> PostAsBentoJsonAsync<[DynamicallyAccessedMembers(DynamicallyAccessedMemberTypes.NonPublicConstructors)] T>(this HttpClient client, string? requestUri, T value, BentoJsonOptions? options = null, CancellationToken cancellationToken = default) =>
        PostAsync(client, ToUri(requestUri), BentoJsonContent.Create(value, options), cancellationToken);

    /// <summary>Sends <paramref name="value"/> as JSON in a POST request.</summary>
    public static Task<HttpResponseMessage> PostAsBentoJsonAsync<[DynamicallyAccessedMembers(DynamicallyAccessedMemberTypes.NonPublicConstructors)] T>(this HttpClient client, Uri? requestUri, T value, BentoJsonOptions? options = null, CancellationToken cancellationToken = default) =>
        PostAsync(client, requestUri, BentoJsonContent.Create(value, options), cancellationToken);

    /// <summary>Reads the content as one JSON document holding a <typeparamref name="T"/>.</summary>
    /// <exception cref="BentoJsonException">The body is not valid JSON for <typeparamref name="T"/>.</exception>
    public static async Task<T> ReadFromBentoJsonAsync<[DynamicallyAccessedMembers(DynamicallyAccessedMemberTypes.NonPublicConstructors)] T>(this HttpContent content, BentoJsonOptions? options = null, CancellationToken cancellationToken = default)
    {
        if (content is null) throw new ArgumentNullException(nameof(content));
        using Stream stream = await HttpContentStreams.ReadAsStreamAsync(content, cancellationToken).ConfigureAwait(false);
        return await BentoJson.DeserializeAsync<T>(stream, options, cancellationToken).ConfigureAwait(false);
    }

    // ---- MessagePack ----

    /// <summary>Sends a GET request asking for MessagePack and reads the response body as <typeparamref name="T"/>.</summary>
    public static Task<T> GetFromBentoMessagePackAsync<[DynamicallyAccessedMembers(DynamicallyAccessedMemberTypes.NonPublicConstructors)] T>(this HttpClient client, string? requestUri, BentoMessagePackOptions? options = null, CancellationToken cancellationToken = default) =>
        GetFromBentoMessagePackAsync<T>(client, ToUri(requestUri), options, cancellationToken);

    /// <summary>Sends a GET request asking for MessagePack and reads the response body as <typeparamref name="T"/>.</summary>
    public static async Task<T> GetFromBentoMessagePackAsync<[DynamicallyAccessedMembers(DynamicallyAccessedMemberTypes.NonPublicConstructors)] T>(this HttpClient client, Uri? requestUri, BentoMessagePackOptions? options = null, CancellationToken cancellationToken = default)
    {
        using var response = await GetAsync(client, requestUri, BentoMediaTypes.MessagePack, cancellationToken).ConfigureAwait(false);
        return await response.Content.ReadFromBentoMessagePackAsync<T>(options, cancellationToken).ConfigureAwait(false);
    }

    /// <summary>Sends <paramref name="value"/> as MessagePack in a POST request.</summary>
    public static Task<HttpResponseMessage> PostAsBentoMessagePackAsync<[DynamicallyAccessedMembers(DynamicallyAccessedMemberTypes.NonPublicConstructors)] T>(this HttpClient client, string? requestUri, T value, BentoMessagePackOptions? options = null, CancellationToken cancellationToken = default) =>
        PostAsync(client, ToUri(requestUri), BentoMessagePackContent.Create(value, options), cancellationToken);

    /// <summary>Sends <paramref name="value"/> as MessagePack in a POST request.</summary>
    public static Task<HttpResponseMessage> PostAsBentoMessagePackAsync<[DynamicallyAccessedMembers(DynamicallyAccessedMemberTypes.NonPublicConstructors)] T>(this HttpClient client, Uri? requestUri, T value, BentoMessagePackOptions? options = null, CancellationToken cancellationToken = default) =>
        PostAsync(client, requestUri, BentoMessagePackContent.Create(value, options), cancellationToken);

    /// <summary>Reads the content as one MessagePack document holding a <typeparamref name="T"/>.</summary>
    /// <exception cref="BentoMessagePackException">The body is not valid MessagePack for <typeparamref name="T"/>.</exception>
    public static async Task<T> ReadFromBentoMessagePackAsync<[DynamicallyAccessedMembers(DynamicallyAccessedMemberTypes.NonPublicConstructors)] T>(this HttpContent content, BentoMessagePackOptions? options = null, CancellationToken cancellationToken = default)
    {
        if (content is null) throw new ArgumentNullException(nameof(content));
        using Stream stream = await HttpContentStreams.ReadAsStreamAsync(content, cancellationToken).ConfigureAwait(false);
        return await BentoMessagePack.DeserializeAsync<T>(stream, options, cancellationToken).ConfigureAwait(false);
    }

    // ---- shared ----

    private static Uri? ToUri(string? requestUri) =>
        string.IsNullOrEmpty(requestUri) ? null : new Uri(requestUri, UriKind.RelativeOrAbsolute);

    private static async Task<HttpResponseMessage> GetAsync(HttpClient client, Uri? requestUri, string accept, CancellationToken cancellationToken)
    {
        if (client is null) throw new ArgumentNullException(nameof(client));
        using var request = new HttpRequestMessage(HttpMethod.Get, requestUri);
        request.Headers.Accept.Add(new MediaTypeWithQualityHeaderValue(accept));
        // Headers only: the body is then read from the connection by the Bento reader, not buffered by HttpClient first.
        var response = await client.SendAsync(request, HttpCompletionOption.ResponseHeadersRead, cancellationToken).ConfigureAwait(false);
        try
        {
            response.EnsureSuccessStatusCode();
            return response;
        }
        catch
        {
            response.Dispose();
            throw;
        }
    }

    private static Task<HttpResponseMessage> PostAsync(HttpClient client, Uri? requestUri, HttpContent content, CancellationToken cancellationToken)
    {
        if (client is null) throw new ArgumentNullException(nameof(client));
        return client.PostAsync(requestUri, content, cancellationToken);
    }
}
