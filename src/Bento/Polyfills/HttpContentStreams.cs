using System.IO;
using System.Net.Http;
using System.Threading;
using System.Threading.Tasks;

namespace Bento.Internal;

/// <summary>HttpContent calls whose cancellable overloads exist only on .NET 5+.</summary>
internal static class HttpContentStreams
{
    public static Task<Stream> ReadAsStreamAsync(HttpContent content, CancellationToken cancellationToken)
    {
#if NET5_0_OR_GREATER
        return content.ReadAsStreamAsync(cancellationToken);
#else
        // netstandard2.1 has no cancellable overload; the read that follows honours the token.
        cancellationToken.ThrowIfCancellationRequested();
        return content.ReadAsStreamAsync();
#endif
    }
}
