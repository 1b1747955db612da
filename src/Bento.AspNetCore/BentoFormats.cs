using System;

namespace Bento.AspNetCore;

/// <summary>The wire formats an application accepts and writes through Bento.</summary>
[Flags]
public enum BentoFormats
{
    /// <summary>No format: nothing is registered.</summary>
    None = 0,

    /// <summary>Standard JSON (RFC 8259).</summary>
    Json = 1,

    /// <summary>MessagePack.</summary>
    MessagePack = 2,

    /// <summary>JSON and MessagePack.</summary>
    All = Json | MessagePack,
}
