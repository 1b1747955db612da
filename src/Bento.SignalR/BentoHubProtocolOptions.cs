using System.Text.Json;

namespace Bento.SignalR;

/// <summary>Options of <see cref="BentoMessagePackHubProtocol"/> and <see cref="BentoJsonHubProtocol"/>.</summary>
public sealed class BentoHubProtocolOptions
{
    /// <summary>MessagePack reader and writer options for hub arguments, results and stream items; Bento's defaults when null.</summary>
    public BentoMessagePackOptions? MessagePackOptions { get; set; }

    /// <summary>JSON reader and writer options for values of Bento types in the JSON protocol; Bento's defaults when null.</summary>
    public BentoJsonOptions? JsonOptions { get; set; }

    /// <summary>
    /// System.Text.Json options for values of other types in the JSON protocol; when null, the official JSON
    /// protocol's defaults (<see cref="JsonSerializerDefaults.Web"/>: camelCase names, case-insensitive reading).
    /// </summary>
    public JsonSerializerOptions? PayloadSerializerOptions { get; set; }
}
