using System;
using System.Text.Json.Serialization;
using Bento;

namespace Bento.Bench.Sequences;

/// <summary>One line of the large-file workload: a log event of about 300 bytes, the kind of record NDJSON files hold.</summary>
[BentoObject]
public sealed partial class NdjsonRecord
{
    public long Id { get; set; }

    public DateTime Timestamp { get; set; }

    public string Level { get; set; } = "";

    public string Message { get; set; } = "";

    public NdjsonUser User { get; set; } = new();

    public string[] Tags { get; set; } = Array.Empty<string>();

    public double LatencyMs { get; set; }

    public bool Ok { get; set; }
}

[BentoObject]
public sealed partial class NdjsonUser
{
    public int Id { get; set; }

    public string Name { get; set; } = "";

    public string? Country { get; set; }
}

/// <summary>System.Text.Json source-generated metadata for the large-file workload.</summary>
[JsonSerializable(typeof(NdjsonRecord))]
public sealed partial class NdjsonStjContext : JsonSerializerContext
{
}
