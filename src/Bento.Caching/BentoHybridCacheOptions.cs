namespace Bento.Caching;

/// <summary>How <see cref="BentoHybridCacheSerializerFactory"/> stores Bento types.</summary>
public sealed class BentoHybridCacheOptions
{
    /// <summary>The format of the entries; <see cref="BentoCacheFormat.MessagePack"/> unless set.</summary>
    public BentoCacheFormat Format { get; set; } = BentoCacheFormat.MessagePack;

    /// <summary>Reader and writer options for <see cref="BentoCacheFormat.Json"/>; Bento's defaults when null.</summary>
    public BentoJsonOptions? JsonOptions { get; set; }

    /// <summary>Reader and writer options for <see cref="BentoCacheFormat.MessagePack"/>; Bento's defaults when null.</summary>
    public BentoMessagePackOptions? MessagePackOptions { get; set; }
}
