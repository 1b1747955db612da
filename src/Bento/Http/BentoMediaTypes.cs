namespace Bento.Http;

/// <summary>The media types Bento writes and the ones it accepts for each format over HTTP.</summary>
public static class BentoMediaTypes
{
    /// <summary><c>application/json</c> (RFC 8259), written with <c>charset=utf-8</c>.</summary>
    public const string Json = "application/json";

    /// <summary><c>application/msgpack</c>, the type Bento writes for MessagePack.</summary>
    public const string MessagePack = "application/msgpack";

    /// <summary><c>application/x-msgpack</c>, an older unregistered name for MessagePack that many clients still send.</summary>
    public const string MessagePackLegacy = "application/x-msgpack";

    /// <summary><c>application/vnd.msgpack</c>, the vendor-tree name for MessagePack.</summary>
    public const string MessagePackVendor = "application/vnd.msgpack";

    /// <summary><c>application/jsonl</c>: JSON Lines, one JSON value per line.</summary>
    public const string JsonLines = "application/jsonl";

    /// <summary><c>application/x-ndjson</c>: newline-delimited JSON, the same format as JSON Lines under another name.</summary>
    public const string NdJson = "application/x-ndjson";

    /// <summary><c>application/problem+json</c> (RFC 9457), the type of error bodies.</summary>
    public const string ProblemJson = "application/problem+json";
}
