using System;
using System.IO;
using System.Net;
using System.Net.Http;
using System.Net.Http.Headers;
using System.Text;
using System.Threading.Tasks;
using Bento.Http;
using Xunit;
using Xunit.Abstractions;

namespace Bento.AspNetCore.Tests;

/// <summary>Measures process-wide allocation, so nothing else may run beside it.</summary>
[CollectionDefinition(nameof(SerialCollection), DisableParallelization = true)]
public sealed class SerialCollection
{
}

[Collection(nameof(SerialCollection))]
public sealed class LargeBodyTests
{
    private const int BodyBytes = 50_000_000;
    private readonly ITestOutputHelper _output;

    public LargeBodyTests(ITestOutputHelper output) => _output = output;

    [Fact]
    public async Task A_50_MB_JSON_body_is_read_without_turning_it_into_a_string()
    {
        await using var app = await KestrelApp.StartAsync(o => o.MaxRequestBodyBytes = 64L * 1024 * 1024);
        // A first small request so that start-up allocations (routing, JIT, connection) are not counted.
        using (await app.Client.PostAsBentoJsonAsync("/min/summary", Samples.Save(1))) { }

        GC.Collect();
        GC.WaitForPendingFinalizers();
        long before = GC.GetTotalAllocatedBytes(precise: true);
        using var content = new GeneratedJsonContent(BodyBytes);
        using var response = await app.Client.PostAsync("/min/summary", content);
        var summary = await response.EnsureSuccessStatusCode().Content.ReadFromBentoJsonAsync<SaveGame>();
        long allocated = GC.GetTotalAllocatedBytes(precise: true) - before;

        _output.WriteLine($"allocated {allocated:N0} bytes in the test process for a {BodyBytes:N0} byte body ({allocated / (double)BodyBytes:0.00}x)");
        Assert.Equal("big", summary.Name);
        Assert.Equal(7, summary.HighScore);
        // The body is held once as bytes in one pooled array, which rounds 50 MB up to 64 MiB; as a string it would be
        // 100 MB of UTF-16 on top of that. Everything the server and the client allocated together stays below 1.5x.
        Assert.True(allocated < BodyBytes * 3L / 2, $"allocated {allocated:N0} bytes for a {BodyBytes:N0} byte body");
    }

    /// <summary>
    /// <c>{"Name":"big","Padding":[1234567,...,0],"HighScore":7}</c> of an exact length, written from one small buffer
    /// so that the client holds no copy of it; the server skips <c>Padding</c>, which SaveGame does not have.
    /// </summary>
    private sealed class GeneratedJsonContent : HttpContent
    {
        private static readonly byte[] s_head = Encoding.UTF8.GetBytes("{\"Name\":\"big\",\"Padding\":[");
        private static readonly byte[] s_tail = Encoding.UTF8.GetBytes("0],\"HighScore\":7}");
        private readonly long _length;

        public GeneratedJsonContent(long length)
        {
            _length = length;
            Headers.ContentType = new MediaTypeHeaderValue("application/json");
        }

        protected override async Task SerializeToStreamAsync(Stream stream, TransportContext? context)
        {
            long middle = _length - s_head.Length - s_tail.Length;
            var chunk = new byte[64 * 1024];
            for (int i = 0; i < chunk.Length; i += 8) "1234567,"u8.CopyTo(chunk.AsSpan(i));
            await stream.WriteAsync(s_head);
            long left = middle - middle % 8;
            while (left > 0)
            {
                int count = (int)Math.Min(chunk.Length, left);
                await stream.WriteAsync(chunk.AsMemory(0, count));
                left -= count;
            }

            // Whitespace makes up the length that whole numbers cannot.
            for (long i = 0; i < middle % 8; i++) await stream.WriteAsync(" "u8.ToArray());
            await stream.WriteAsync(s_tail);
        }

        protected override bool TryComputeLength(out long length)
        {
            length = _length;
            return true;
        }
    }
}
