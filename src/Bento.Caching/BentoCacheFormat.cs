namespace Bento.Caching;

/// <summary>The format Bento writes cache entries in.</summary>
public enum BentoCacheFormat
{
    /// <summary>MessagePack (the default): smaller entries and faster reads than JSON.</summary>
    MessagePack,

    /// <summary>UTF-8 JSON: larger, but readable with any Redis client and by services that do not use Bento.</summary>
    Json,
}
